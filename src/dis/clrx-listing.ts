// clrxdisasm's listing layout and its branch labels. CLRX names a branch target `.L<byte
// offset>_0` and defines it by a `.L<offset>_0:` line before the instruction there; gcnkit does
// so for every target that starts an instruction of the listing (or is its end). A target
// elsewhere (outside the code, inside an instruction) keeps the relative `.+N` the printer wrote:
// clrxdisasm defines such labels after the code with `.org`, which clrxasm fills with zeros, so
// its listing would not read back to the same bytes (ERRATA.md CX-5).
//
// Lines wait in a window until no branch can still name them: a SOPP/SOPK branch reaches at most
// 2^17 bytes either way (SIMM16 dwords), so a line that far behind the last instruction is final
// and printed; memory stays bounded on any input.
import { clrxLabel } from '../syntax/clrx.js';

/** The farthest a SIMM16 branch reaches, in bytes, plus its own dword. */
const REACH = 4 * 32768 + 4;

interface Entry {
  readonly offset: number;
  /** The instruction's text; for a branch, `rel` ends it (the relative target the printer wrote). */
  readonly text: string;
  readonly target?: number;
  readonly rel?: string;
  /** After the text (the encoding comment), if any. */
  readonly tail?: (text: string) => string;
}

/** clrxdisasm's layout of one instruction: 8 spaces, the mnemonic in 16 columns ("#" comments). */
function clrxLayout(text: string): string {
  const sp = text.indexOf(' ');
  return '        ' + (sp < 0 || text.startsWith('.long') ? text : text.slice(0, sp).padEnd(15) + text.slice(sp));
}

export class ClrxListing {
  private readonly lines: Entry[] = [];
  private head = 0;
  private readonly targets = new Set<number>();
  /** Byte offset just past the last instruction. */
  private end = 0;

  constructor(private readonly out: (line: string) => void) {}

  /** One instruction at `offset` of `size` bytes; a branch to `target` printed as `...rel`. */
  add(offset: number, size: number, text: string, branch?: { target: number; rel: string }, tail?: (line: string) => string): void {
    this.lines.push({ offset, text, ...(branch ? branch : {}), ...(tail ? { tail } : {}) });
    if (branch) this.targets.add(branch.target);
    this.end = offset + size;
    while (this.head < this.lines.length && this.lines[this.head].offset + REACH < this.end - REACH) this.print(this.head++);
    // Printed lines stay while a line still to print can branch to them.
    if (this.head > 8192) {
      const keep = this.lines[this.head].offset - REACH;
      let drop = 0;
      while (this.lines[drop].offset < keep) drop++;
      if (drop > 4096) { this.lines.splice(0, drop); this.head -= drop; }
    }
  }

  /** Print what is left, and a label at the end of the code if a branch goes there. */
  finish(): void {
    while (this.head < this.lines.length) this.print(this.head++);
    if (this.targets.has(this.end) && this.lines.length) this.out(`${clrxLabel(this.end)}:`);
    this.lines.length = 0;
    this.head = 0;
  }

  /** Whether an instruction of the listing starts at `at` (or `at` is its end). */
  private starts(at: number): boolean {
    if (at === this.end) return true;
    let lo = 0, hi = this.lines.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const o = this.lines[mid].offset;
      if (o === at) return true;
      if (o < at) lo = mid + 1; else hi = mid - 1;
    }
    return false;
  }

  private print(i: number): void {
    const e = this.lines[i];
    if (this.targets.has(e.offset)) this.out(`${clrxLabel(e.offset)}:`);
    const text = e.target !== undefined && e.rel !== undefined && e.text.endsWith(e.rel) && this.starts(e.target)
      ? e.text.slice(0, e.text.length - e.rel.length) + clrxLabel(e.target) : e.text;
    const line = clrxLayout(text);
    this.out(e.tail ? e.tail(line) : line);
  }
}
