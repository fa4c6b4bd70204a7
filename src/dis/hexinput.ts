// Text input for `gcnkit dis --hex`: llvm-mc's byte form ("[0x41,0x01,0x02,0xc0]") and/or
// 8-digit little-endian dwords ("c0020141" or "0xc0020141"). Line breaks, brackets, commas
// and comments (; # //) carry no meaning. Any other token is an error with its location.

export interface HexError {
  readonly line: number;
  readonly col: number;
  readonly message: string;
  readonly source: string;
}

/** Incremental reader: feed text chunks, get bytes; errors carry line/column. */
export class HexReader {
  private pending = '';
  private line = 1;
  readonly errors: HexError[] = [];

  /** Feed a chunk; returns the bytes of every complete line in it. */
  push(text: string, out: number[]): void {
    const all = this.pending + text;
    const cut = all.lastIndexOf('\n');
    if (cut < 0) { this.pending = all; return; }
    this.pending = all.slice(cut + 1);
    let start = 0;
    while (start <= cut) {
      const nl = all.indexOf('\n', start);
      this.parseLine(all.slice(start, nl), out);
      start = nl + 1;
    }
  }

  end(out: number[]): void {
    if (this.pending) this.parseLine(this.pending, out);
    this.pending = '';
  }

  private parseLine(rawLine: string, out: number[]): void {
    const src = rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine;
    const n = src.length;
    let i = 0;
    while (i < n) {
      const c = src.charCodeAt(i);
      // separators
      if (c === 32 || c === 9 || c === 44 /*,*/ || c === 91 /*[*/ || c === 93 /*]*/) { i++; continue; }
      if (c === 59 /*;*/ || c === 35 /*#*/ || (c === 47 /*/*/ && src.charCodeAt(i + 1) === 47)) break;
      let j = i;
      while (j < n) {
        const d = src.charCodeAt(j);
        if (d === 32 || d === 9 || d === 44 || d === 91 || d === 93 || d === 59 || d === 35) break;
        j++;
      }
      this.token(src, i, j, out);
      i = j;
    }
    this.line++;
  }

  private token(src: string, s: number, e: number, out: number[]): void {
    let tok = src.slice(s, e);
    const prefixed = tok.length > 2 && tok[0] === '0' && (tok[1] === 'x' || tok[1] === 'X');
    const digits = prefixed ? tok.slice(2) : tok;
    if (/^[0-9a-fA-F]+$/.test(digits)) {
      if (prefixed && digits.length <= 2) { out.push(parseInt(digits, 16)); return; }
      if (digits.length === 8) {
        const v = parseInt(digits, 16);
        out.push(v & 255, (v >>> 8) & 255, (v >>> 16) & 255, v >>> 24);
        return;
      }
    }
    if (tok.length > 24) tok = tok.slice(0, 24) + '...';
    this.errors.push({
      line: this.line, col: s + 1, source: src,
      message: `bad hex token '${tok}': expected a byte (0xNN) or an 8-digit dword`,
    });
  }
}
