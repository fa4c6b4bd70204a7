// Text input for `gcnkit dis --hex`: llvm-mc's byte form ("[0x41,0x01,0x02,0xc0]") and/or
// 8-digit little-endian dwords ("c0020141" or "0xc0020141"). Line breaks, brackets, commas
// and comments (; # //) carry no meaning. Any other token is an error with its location.
//
// Memory is bounded whatever the input: errors go to a callback and are only counted, and a line
// of any length is read piecewise (at most LIMIT characters of it are held at a time).

export interface HexError {
  readonly line: number;
  readonly col: number;
  readonly message: string;
  /** The line, or for a very long line the piece of it that starts at column sourceCol. */
  readonly source: string;
  readonly sourceCol: number;
}

/** Characters of an unfinished line held before its complete tokens are read. */
const LIMIT = 1 << 16;
/** No good token is longer (0x + 8 digits): a longer one is reported before it ends. */
const LONGEST = 64;

/** Value of an ASCII hex digit by character code, -1 for anything else. */
const HEX_DIGIT = Int8Array.from({ length: 128 }, (_, c) => (c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : c >= 65 && c <= 70 ? c - 55 : -1));

const isSep = (c: number): boolean => c === 32 || c === 9 || c === 44 /*,*/ || c === 91 /*[*/ || c === 93 /*]*/;
const endsToken = (c: number): boolean => isSep(c) || c === 59 /*;*/ || c === 35 /*#*/;

/** Incremental reader: feed text chunks, get bytes; errors (with line/column) go to onError. */
export class HexReader {
  private pending = '';
  /** Column of pending[0] in its line. */
  private pendingCol = 1;
  private line = 1;
  /** The rest of the line is a comment. */
  private inComment = false;
  /** Inside a too-long token, already reported: skip to its end. */
  private skipping = false;
  /** Errors reported so far. */
  errors = 0;

  constructor(private readonly onError: (e: HexError) => void) {}

  /**
   * Feed a chunk; appends to `out` the bytes of every complete token in it. Only the new chunk is
   * searched for line breaks and an unfinished line is read once it passes LIMIT, so the work per
   * character stays constant even when a long line arrives in tiny chunks.
   */
  push(text: string, out: number[]): void {
    let start = 0;
    for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', start)) {
      const line = text.slice(start, nl);
      this.parse(this.pending ? this.pending + line : line, true, out);
      this.pending = '';
      this.nextLine();
      start = nl + 1;
    }
    this.pending += start ? text.slice(start) : text;
    if (this.pending.length > LIMIT) {
      const keep = this.parse(this.pending, false, out);
      this.pendingCol += keep;
      this.pending = this.pending.slice(keep);
    }
  }

  end(out: number[]): void {
    if (this.pending || this.skipping) this.parse(this.pending, true, out);
    this.pending = '';
  }

  private nextLine(): void {
    this.line++;
    this.pendingCol = 1;
    this.inComment = this.skipping = false;
  }

  /** Read the tokens of `seg` (text of the current line from pendingCol); returns where an unfinished last token starts. */
  private parse(seg: string, final: boolean, out: number[]): number {
    if (final && seg.endsWith('\r')) seg = seg.slice(0, -1);
    const n = seg.length;
    if (this.inComment) return n;
    let i = 0;
    if (this.skipping) {
      while (i < n && !endsToken(seg.charCodeAt(i))) i++;
      if (i === n) return n;
      this.skipping = false;
    }
    while (i < n) {
      const c = seg.charCodeAt(i);
      if (isSep(c)) { i++; continue; }
      if (c === 59 || c === 35 || (c === 47 /*/*/ && seg.charCodeAt(i + 1) === 47)) {
        this.inComment = !final;
        return n;
      }
      let j = i;
      while (j < n && !endsToken(seg.charCodeAt(j))) j++;
      if (j === n && !final) {
        if (j - i <= LONGEST) return i; // may go on in the next chunk
        this.bad(seg, i, j);
        this.skipping = true;
        return n;
      }
      this.token(seg, i, j, out);
      i = j;
    }
    return n;
  }

  // Digits are read by character code (no slice, regular expression or parseInt per token: those
  // were half the time of `dis --hex` on 1M instructions).
  private token(src: string, s: number, e: number, out: number[]): void {
    if (e - s <= 10) {
      const prefixed = e - s > 2 && src.charCodeAt(s) === 48 /*0*/ && (src.charCodeAt(s + 1) | 0x20) === 120 /*x*/;
      const p = prefixed ? s + 2 : s;
      const digits = e - p;
      if (digits === 8 || (prefixed && digits <= 2)) {
        let v = 0;
        let k = p;
        for (; k < e; k++) {
          const c = src.charCodeAt(k);
          const d = c < 128 ? HEX_DIGIT[c] : -1;
          if (d < 0) break;
          v = v * 16 + d;
        }
        if (k === e) {
          if (digits === 8) out.push(v & 255, (v >>> 8) & 255, (v >>> 16) & 255, v >>> 24);
          else out.push(v);
          return;
        }
      }
    }
    this.bad(src, s, e);
  }

  private bad(src: string, s: number, e: number): void {
    let tok = src.slice(s, Math.min(e, s + 25));
    if (e - s > 24) tok = tok.slice(0, 24) + '...';
    // eslint-disable-next-line no-control-regex
    tok = tok.replace(/[\x00-\x1f\x7f]/g, (c) => '\\x' + c.charCodeAt(0).toString(16).padStart(2, '0'));
    this.errors++;
    this.onError({
      line: this.line, col: this.pendingCol + s, source: src, sourceCol: this.pendingCol,
      message: `bad hex token '${tok}': expected a byte (0xNN) or an 8-digit dword`,
    });
  }
}
