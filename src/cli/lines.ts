// Text chunks -> lines, in bounded memory: a line longer than `max` is never put together; only
// its first HEAD characters are kept (for the message) and the rest is skipped up to its newline.
// Lines are split from whole chunks: far cheaper than an await per line.

const HEAD = 200;

export class LineSplitter {
  private carry = '';
  private skipping = false;
  private head = '';

  constructor(
    private readonly onLine: (line: string) => void,
    private readonly onLong: (head: string) => void,
    private readonly max: number,
  ) {}

  push(chunk: string): void {
    let start = 0;
    if (this.skipping) {
      const nl = chunk.indexOf('\n');
      if (nl < 0) return;
      this.skipping = false;
      this.onLong(this.head);
      start = nl + 1;
    }
    for (let nl = chunk.indexOf('\n', start); nl >= 0; nl = chunk.indexOf('\n', start)) {
      const line = this.carry ? this.carry + chunk.slice(start, nl) : chunk.slice(start, nl);
      this.carry = '';
      if (line.length > this.max) this.onLong(line.slice(0, HEAD));
      else this.onLine(line);
      start = nl + 1;
    }
    if (start >= chunk.length) return;
    if (this.carry.length + chunk.length - start > this.max) {
      this.head = (this.carry + chunk.slice(start, start + HEAD)).slice(0, HEAD);
      this.carry = '';
      this.skipping = true;
    } else {
      this.carry += chunk.slice(start);
    }
  }

  /** End of input: the last line if it had no newline. */
  end(): void {
    if (this.skipping) this.onLong(this.head);
    else if (this.carry) this.onLine(this.carry);
    this.carry = '';
    this.skipping = false;
  }
}
