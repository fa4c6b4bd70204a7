// One-line located messages: "FILE:LINE:COL: error: MESSAGE", then the source line and a caret.

export function located(file: string, line: number, col: number, kind: 'error' | 'warning', message: string, source?: string): string {
  let s = `${file}:${line}:${col}: ${kind}: ${message}`;
  if (source !== undefined) {
    const src = source.replace(/\t/g, ' ');
    s += `\n${src}\n${' '.repeat(Math.max(0, col - 1))}^`;
  }
  return s;
}

/** Error in a command line or a whole file: "gcnkit: error: MESSAGE". */
export class UsageError extends Error {}
