// Command-line options in both gcnkit's spelling (--mcpu NAME) and llvm-mc's (-mcpu=NAME).
import { UsageError } from './diag.js';

export interface OptionSpec {
  /** Option names without dashes; the first is canonical. */
  readonly names: readonly string[];
  readonly value?: boolean;
  /** May be given more than once: every value is kept, in order, in `lists`. */
  readonly repeat?: boolean;
}

export interface Parsed {
  readonly opts: Map<string, string | true>;
  readonly files: string[];
  readonly lists: Map<string, string[]>;
}

export function parseArgs(argv: readonly string[], specs: readonly OptionSpec[]): Parsed {
  const byName = new Map<string, OptionSpec>();
  for (const s of specs) for (const n of s.names) byName.set(n, s);
  const opts = new Map<string, string | true>();
  const files: string[] = [];
  const lists = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '-' || !a.startsWith('-')) { files.push(a); continue; }
    if (a === '--') { files.push(...argv.slice(i + 1)); break; }
    // llvm-mc's -IDIR: a one-letter option glued to its value.
    const body = /^-I[^=]/.test(a) && byName.has('I') ? 'I=' + a.slice(2) : a.replace(/^--?/, '');
    const eq = body.indexOf('=');
    const name = eq < 0 ? body : body.slice(0, eq);
    const spec = byName.get(name);
    if (!spec) throw new UsageError(`unknown option '${a}' (see gcnkit --help)`);
    const key = spec.names[0];
    if (spec.value) {
      let v: string | undefined = eq < 0 ? undefined : body.slice(eq + 1);
      if (v === undefined) {
        v = argv[++i];
        if (v === undefined) throw new UsageError(`option '${a}' needs a value`);
      }
      opts.set(key, v);
      if (spec.repeat) lists.set(key, [...(lists.get(key) ?? []), v]);
    } else {
      if (eq >= 0) throw new UsageError(`option '${name}' takes no value`);
      opts.set(key, true);
    }
  }
  return { opts, files, lists };
}
