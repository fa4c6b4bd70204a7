// The error budget every command shares (--max-errors): diagnostics are printed to stderr as they
// come and only counted.
import { UsageError } from './diag.js';

/** Default of --max-errors, as compilers do (clang stops after 20, gcc never; 1,000 is generous). */
export const DEFAULT_MAX_ERRORS = 1000;

/** --max-errors N: 0 means no limit. */
export function maxErrorsOpt(opts: Map<string, string | true>): number {
  const v = opts.get('max-errors');
  if (v === undefined) return DEFAULT_MAX_ERRORS;
  if (v === true || !/^\d{1,9}$/.test(v)) throw new UsageError(`--max-errors needs a count (0 = no limit), not '${String(v)}'`);
  return Number(v);
}

/**
 * Prints errors and warnings to stderr as they come and only counts them (nothing is kept, so
 * memory is flat). After `max` errors it prints "too many errors" once and `stopped` turns true:
 * the command then stops reading its input.
 */
export class ErrorBudget {
  errors = 0;
  warnings = 0;
  stopped = false;

  constructor(private readonly file: string, private readonly max: number, private readonly quiet = false) {}

  error(text: string): void {
    if (this.stopped) return;
    if (this.max > 0 && this.errors >= this.max) {
      // The first error past the limit is not printed: it says there are more.
      this.stopped = true;
      process.stderr.write(`${this.file}: error: too many errors (more than ${this.max}): stopping here; --max-errors N sets the limit (0 = none)\n`);
      return;
    }
    this.errors++;
    process.stderr.write(text + '\n');
  }

  warning(text: string): void {
    this.warnings++;
    if (!this.quiet && !this.stopped) process.stderr.write(text + '\n');
  }

  /** "FILE: 3 errors" (or "stopped after 1000 errors"), with `suffix` appended. */
  summary(suffix = ''): string {
    const n = `${this.errors} error${this.errors === 1 ? '' : 's'}`;
    return `${this.file}: ${this.stopped ? `stopped after ${n}` : n}${suffix}`;
  }
}
