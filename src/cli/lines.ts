// Byte chunks -> lines, in bounded memory. Lines are found in whole chunks (indexOf of the newline
// byte, no await or string per line) and handed over as spans of the chunk: the assembler's fast
// path reads them as bytes, the rest decode them (lineText). A line longer than `max` characters is
// never given whole: only its first HEAD characters are kept (for the message) and the rest is
// skipped up to its newline.

const HEAD = 200;
/** UTF-8 takes at most 3 bytes per UTF-16 unit: a line of more bytes than 3 * max is too long. */
const BYTES_PER_UNIT = 3;

/** The text of line b[s..e) (UTF-8; a bad byte sequence becomes U+FFFD as in any decoding). */
export const lineText = (b: Buffer, s: number, e: number): string => b.toString('utf8', s, e);

export class LineSplitter {
  /** The start of an unfinished line, from earlier chunks (at most 3 * max bytes). */
  private carry: Buffer[] = [];
  private carried = 0;
  private skipping = false;
  private head = '';

  constructor(
    private readonly onLine: (b: Buffer, s: number, e: number) => void,
    private readonly onLong: (head: string) => void,
    private readonly max: number,
    /** Takes whole lines of chunk[s..] at once (each ending in a newline): returns the start of the first it did not take. */
    private readonly onLines?: (chunk: Buffer, s: number) => number,
  ) {}

  push(chunk: Buffer): void {
    let start = 0;
    if (this.skipping) {
      const nl = chunk.indexOf(10);
      if (nl < 0) return;
      this.skipping = false;
      this.onLong(this.head);
      start = nl + 1;
    }
    if (this.carried) {
      const nl = chunk.indexOf(10, start);
      if (nl < 0) {
        this.keep(chunk.subarray(start));
        return;
      }
      this.carry.push(chunk.subarray(start, nl));
      const line = Buffer.concat(this.carry);
      this.carry = [];
      this.carried = 0;
      this.line(line, 0, line.length);
      start = nl + 1;
    }
    for (;;) {
      if (this.onLines) start = this.onLines(chunk, start);
      const nl = chunk.indexOf(10, start);
      if (nl < 0) break;
      this.line(chunk, start, nl);
      start = nl + 1;
    }
    if (start < chunk.length) this.keep(chunk.subarray(start));
  }

  /** Part of an unfinished line: kept (copied: the chunk is not held), or the line is skipped. */
  private keep(part: Buffer): void {
    if (this.carried + part.length > BYTES_PER_UNIT * this.max) {
      this.carry.push(part);
      this.head = headOf(Buffer.concat(this.carry));
      this.carry = [];
      this.carried = 0;
      this.skipping = true;
      return;
    }
    this.carry.push(Buffer.from(part));
    this.carried += part.length;
  }

  private line(b: Buffer, s: number, e: number): void {
    if (e - s <= this.max) { this.onLine(b, s, e); return; }
    // More bytes than characters allowed: count the characters (rare, long lines only).
    const text = e - s > BYTES_PER_UNIT * this.max ? undefined : lineText(b, s, e);
    if (text === undefined || text.length > this.max) this.onLong(text === undefined ? headOf(b.subarray(s, e)) : text.slice(0, HEAD));
    else this.onLine(b, s, e);
  }

  /** End of input: the last line if it had no newline. */
  end(): void {
    if (this.skipping) this.onLong(this.head);
    else if (this.carried) {
      const line = Buffer.concat(this.carry);
      this.line(line, 0, line.length);
    }
    this.carry = [];
    this.carried = 0;
    this.skipping = false;
  }
}

/** The first HEAD characters of a line given by its first bytes. */
const headOf = (b: Buffer): string => lineText(b, 0, Math.min(b.length, 4 * HEAD)).slice(0, HEAD);
