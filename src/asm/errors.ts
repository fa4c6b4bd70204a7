/** An assembly error at a column of the current line (an expected failure, not a bug). */
export class AsmError extends Error {
  constructor(message: string, readonly col: number) {
    super(message);
  }
}

/**
 * `s` for quoting in a message: control characters as \xNN (they would move the terminal's
 * cursor), and cut to `max` characters so a hostile token cannot make a huge message.
 */
export function printable(s: string, max = 64): string {
  const cut = s.length > max ? s.slice(0, max) : s;
  // eslint-disable-next-line no-control-regex
  const out = cut.replace(/[\x00-\x1f\x7f]/g, (c) => '\\x' + c.charCodeAt(0).toString(16).padStart(2, '0'));
  return s.length > max ? out + '...' : out;
}
