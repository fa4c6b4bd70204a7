// One-line located messages: "FILE:LINE:COL: error: MESSAGE", then the source line and a caret;
// and the error budget every command shares (--max-errors).

/** Source text shown around the caret; a longer line is shown as a window with "...". */
const WINDOW = 160;
/** Longest message printed whole (a message quoting a hostile token is cut in the middle). */
const MAX_MESSAGE = 400;

/**
 * The report for one problem. `source` is the line (or, for a very long line, the part of it that
 * starts at column `sourceCol`). Output is bounded whatever the line's length: one error costs
 * O(WINDOW) to print, so printing stays linear in the number of errors.
 */
export function located(file: string, line: number, col: number, kind: 'error' | 'warning', message: string, source?: string, sourceCol = 1): string {
  if (message.length > MAX_MESSAGE) message = `${message.slice(0, MAX_MESSAGE - 120)} ... ${message.slice(-100)}`;
  let s = `${file}:${line}:${col}: ${kind}: ${message}`;
  if (source !== undefined) {
    let at = Math.max(0, col - sourceCol); // caret index in source
    let start = 0;
    let end = source.length;
    if (end > WINDOW) {
      start = Math.max(0, Math.min(at - WINDOW / 2, end - WINDOW));
      end = Math.min(end, start + WINDOW);
    }
    let shown = visible(source.slice(start, end));
    at -= start;
    if (start > 0 || sourceCol > 1) { shown = '...' + shown; at += 3; }
    if (end < source.length) shown += '...';
    s += `\n${shown}\n${' '.repeat(Math.max(0, Math.min(at, shown.length)))}^`;
  }
  return s;
}

/** One column per character: a tab as a blank, other control characters as '?'. */
function visible(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/\t/g, ' ').replace(/[\x00-\x1f\x7f]/g, '?');
}

/** Error in a command line or a whole file: "gcnkit: error: MESSAGE". */
export class UsageError extends Error {}

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
