// Text input for `gcnkit dis --hex`: llvm-mc's byte form ("[0x41,0x01,0x02,0xc0]") and/or
// 8-digit little-endian dwords ("c0020141" or "0xc0020141"). Line breaks, brackets, commas
// and comments (; # //) carry no meaning. Any other token is an error with its location.
//
// The reader works on the input's bytes (UTF-8), never on JS strings: no decoding, no line or
// token slices (those were most of the time of `dis --hex` on 1M instructions). A string is
// encoded and read the same way. Memory is bounded whatever the input: errors go to a callback
// and are only counted, and at most one unfinished token (LONGEST bytes) is carried between
// chunks; an error's source line is the part of its line in the current chunk.

export interface HexError {
  readonly line: number;
  readonly col: number;
  readonly message: string;
  /** The line, or for a line cut by the chunking the part of it that starts at column sourceCol. */
  readonly source: string;
  readonly sourceCol: number;
}

/** No good token is longer (0x + 8 digits): a longer one is reported before it ends. */
const LONGEST = 64;
/** At most this many bytes of a line are shown with an error. */
const SHOWN = 1 << 16;

/** By byte: 1 separator (blank, tab, CR, comma, brackets), 2 line feed, 3 comment start (; #), 4 slash, 0 token byte. */
const CLASS = Uint8Array.from({ length: 256 }, (_, c) =>
  c === 32 || c === 9 || c === 13 || c === 44 || c === 91 || c === 93 ? 1 : c === 10 ? 2 : c === 59 || c === 35 ? 3 : c === 47 ? 4 : 0);
/** 1 for the bytes that end a token (separators, line feed, comment start ; #), else 0. */
const SEPARATES = Uint8Array.from(CLASS, (k) => (k === 1 || k === 2 || k === 3 ? 1 : 0));
/** Value of an ASCII hex digit by byte, -1 for anything else. */
const HEX_DIGIT = Int8Array.from({ length: 256 }, (_, c) => (c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : c >= 65 && c <= 70 ? c - 55 : -1));

const UTF8_IN = new TextEncoder();
const UTF8_OUT = new TextDecoder();

/** Incremental reader: feed chunks of text, get bytes; errors (with line/column) go to onError. */
export class HexReader {
  /** The current line's bytes not yet finished at the end of the last chunk (at most SHOWN, plus an unfinished token). */
  private held: Uint8Array = new Uint8Array(0);
  /** Column (in characters, from 1) of held[0]. */
  private heldCol = 1;
  /** Where in `held` the unfinished token starts (held.length: none). */
  private heldToken = 0;
  private line = 1;
  /** The rest of the line is a comment. */
  private inComment = false;
  /** Inside a too-long token, already reported: skip to its end. */
  private skipping = false;
  /** Bad tokens of the current line, reported when the line ends (their message shows the line). */
  private pending: { col: number; message: string }[] = [];
  /** The bytes of the last chunk (reused: no garbage per chunk, whose collection lags behind the reads). */
  private out = new Uint8Array(0);
  /** The held line and the new chunk side by side (reused likewise). */
  private joined = new Uint8Array(0);
  /** Errors found so far. */
  errors = 0;

  constructor(private readonly onError: (e: HexError) => void) {}

  /** Feed a chunk of text; appends to `out` the bytes of every complete token in it. */
  push(text: string, out: number[]): void {
    for (const b of this.pushBytes(UTF8_IN.encode(text))) out.push(b);
  }

  end(out: number[]): void {
    for (const b of this.endBytes()) out.push(b);
  }

  /** Feed a chunk of UTF-8 text; returns the bytes of every complete token in it (valid until the next call). */
  pushBytes(chunk: Uint8Array): Uint8Array {
    return this.read(chunk, false);
  }

  /** The input ended: read the unfinished token and report the last line's errors. */
  endBytes(): Uint8Array {
    return this.read(new Uint8Array(0), true);
  }

  private read(chunk: Uint8Array, final: boolean): Uint8Array {
    // A plain Uint8Array view (a Buffer has another map: mixing the two slows every byte access).
    let src = Object.getPrototypeOf(chunk) === Uint8Array.prototype ? chunk : new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length);
    let i = 0;
    if (this.held.length) {
      const n0 = this.held.length + chunk.length;
      if (this.joined.length < n0) this.joined = new Uint8Array(Math.max(n0, 2 * this.joined.length));
      src = this.joined.subarray(0, n0);
      src.set(this.held);
      src.set(chunk, this.held.length);
      i = this.heldToken;
    }
    const n = src.length;
    /** Where the current line starts in src, and its column there. */
    let lineStart = 0;
    let startCol = this.heldCol - 1;
    /** Continuation bytes of multi-byte characters on the line before i: a column counts characters, not bytes. */
    let cont = 0;
    for (let q = 0; q < i; q++) if ((src[q] & 0xc0) === 0x80) cont++;
    // Every output byte takes at least two input bytes ("0xNN" four, "c0020141" eight for four).
    if (this.out.length < (n >>> 1) + 4) this.out = new Uint8Array((n >>> 1) + 4);
    const out = this.out;
    let o = 0;
    let open = -1; // start of an unfinished token at the end of the chunk
    if (this.inComment || this.skipping) {
      const comment = this.inComment;
      while (i < n && (comment ? src[i] !== 10 : CLASS[src[i]] === 0 || CLASS[src[i]] === 4)) i++;
      if (i < n && !comment) this.skipping = false;
    }
    while (i < n) {
      const c = src[i];
      // llvm-mc's own form first: "0xN" or "0xNN" ending in a blank, line feed or comment, and
      // the blank after it (what the general scan below reads the same way, with fewer tests):
      // `dis --hex` of 1M gfx900 instructions 0.54 -> 0.49 s CPU (min of 5).
      if (c === 48 && i + 4 < n && (src[i + 1] | 0x20) === 120) {
        const hi = HEX_DIGIT[src[i + 2]], lo = HEX_DIGIT[src[i + 3]];
        if (hi >= 0) {
          if (lo < 0) {
            const e = src[i + 3];
            if (SEPARATES[e] !== 0) { out[o++] = hi; i += e === 32 ? 4 : 3; continue; }
          } else {
            const e = src[i + 4];
            if (SEPARATES[e] !== 0) { out[o++] = hi * 16 + lo; i += e === 32 ? 5 : 4; continue; }
          }
        }
      }
      const k = CLASS[c];
      if (k === 1) { i++; continue; }
      if (k === 2) {
        this.endLine(src, lineStart, i, startCol);
        i++;
        lineStart = i; startCol = 0; cont = 0;
        this.line++;
        this.inComment = this.skipping = false;
        continue;
      }
      if (k === 3 || (k === 4 && i + 1 < n && src[i + 1] === 47)) {
        while (i < n && src[i] !== 10) i++;
        if (i === n) this.inComment = true;
        continue;
      }
      // A token: up to a separator, line feed or comment character ('/' alone is a token byte;
      // one at the very end of the chunk may start a comment, so it is carried too).
      // Read hex digits as the token is scanned (one pass); any other byte makes it bad.
      const prefixed = src[i] === 48 /*0*/ && i + 2 < n && (src[i + 1] | 0x20) === 120 /*x*/;
      const p = prefixed ? i + 2 : i;
      let j = p;
      let v = 0;
      for (let d = j < n ? HEX_DIGIT[src[j]] : -1; d >= 0; d = ++j < n ? HEX_DIGIT[src[j]] : -1) v = v * 16 + d;
      let clean = true;
      for (; j < n && (CLASS[src[j]] === 0 || CLASS[src[j]] === 4); j++) clean = false;
      const unfinished = j === n && !final;
      if (unfinished && j - i <= LONGEST) { open = i; break; }
      const digits = j - p;
      if (clean && !unfinished && (digits === 8 || (prefixed && digits >= 1 && digits <= 2))) {
        if (digits === 8) { out[o++] = v & 255; out[o++] = (v >>> 8) & 255; out[o++] = (v >>> 16) & 255; out[o++] = v >>> 24; }
        else out[o++] = v;
      } else {
        this.errors++;
        this.pending.push({ col: startCol + (i - lineStart) - cont + 1, message: badToken(src, i, j) });
        for (let q = i; q < j; q++) if ((src[q] & 0xc0) === 0x80) cont++;
        if (unfinished) this.skipping = true;
      }
      i = j;
    }
    if (final) {
      this.endLine(src, lineStart, n, startCol);
      this.held = new Uint8Array(0);
    } else {
      // Keep the unfinished line (its text shows with its errors); a very long one is reported
      // piecewise and only its unfinished token is kept.
      let keep = lineStart;
      let keepCol = startCol + 1;
      if (n - lineStart > SHOWN) {
        this.report(src, lineStart, n, startCol);
        keep = open >= 0 ? open : n;
        let chars = 0;
        for (let q = lineStart; q < keep; q++) if ((src[q] & 0xc0) !== 0x80) chars++;
        keepCol += chars;
      }
      this.held = src.slice(keep);
      this.heldCol = keepCol;
      this.heldToken = open >= 0 ? open - keep : this.held.length;
    }
    return out.subarray(0, o);
  }

  /** The line src[s..e) (at column startCol + 1) ended: report its errors. */
  private endLine(src: Uint8Array, s: number, e: number, startCol: number): void {
    if (this.pending.length) this.report(src, s, e > s && src[e - 1] === 13 ? e - 1 : e, startCol);
  }

  private report(src: Uint8Array, s: number, e: number, startCol: number): void {
    if (!this.pending.length) return;
    const source = UTF8_OUT.decode(src.subarray(s, e));
    for (const p of this.pending) this.onError({ line: this.line, col: p.col, source, sourceCol: startCol + 1, message: p.message });
    this.pending = [];
  }
}

/** The message of a bad token src[s..e): its first 24 characters, control characters escaped. */
function badToken(src: Uint8Array, s: number, e: number): string {
  const chars = [...UTF8_OUT.decode(src.subarray(s, Math.min(e, s + 100)))];
  let tok = chars.length > 24 ? chars.slice(0, 24).join('') + '...' : chars.join('');
  // eslint-disable-next-line no-control-regex
  tok = tok.replace(/[\x00-\x1f\x7f]/g, (ch) => '\\x' + ch.charCodeAt(0).toString(16).padStart(2, '0'));
  return `bad hex token '${tok}': expected a byte (0xNN) or an 8-digit dword`;
}
