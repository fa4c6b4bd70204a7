// Streaming disassembler: feed byte chunks, get one line per instruction. Memory stays flat:
// at most one partial instruction is carried between chunks.
import { decode } from '../codec/codec.js';
import type { Decoded } from '../codec/codec.js';
import type { Gen } from '../isa/gens.js';
import { longText, printDecoded } from '../syntax/print.js';
import { CLRX_GPU, type Dialect } from '../syntax/clrx.js';
import { FastGen } from './fast.js';

export interface DisOptions {
  readonly gen: Gen;
  readonly showEncoding?: boolean;
  readonly json?: boolean;
  /** llvm-mc's syntax (default) or CLRX's (its spellings, layout and comments). */
  readonly syntax?: Dialect;
}

export interface DisWarning {
  readonly offset: number;
  readonly message: string;
}

/** Longest instruction in dwords (SMEM/MUBUF/FLAT, or SMRD with literal). */
const MAX_DWORDS = 2;

export function encodingComment(bytes: ArrayLike<number>): string {
  let s = '; encoding: [';
  for (let i = 0; i < bytes.length; i++) s += (i ? ',0x' : '0x') + HEX2[bytes[i]];
  return s + ']';
}
const HEX2: readonly string[] = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

function wordBytes(words: ArrayLike<number>, at: number, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const w = words[at + i];
    out.push(w & 255, (w >>> 8) & 255, (w >>> 16) & 255, w >>> 24);
  }
  return out;
}

/** The whole little-endian dwords of a byte buffer. */
function toWords(buf: Uint8Array): Uint32Array {
  const n = buf.length >>> 2;
  const words = new Uint32Array(n);
  const dv = new DataView(buf.buffer, buf.byteOffset, n * 4);
  for (let i = 0; i < n; i++) words[i] = dv.getUint32(i * 4, true);
  return words;
}

const UTF8 = new TextEncoder();

/** Output buffer of the byte path, and the room one fast line may need. */
const OUT_BYTES = 1 << 20;
const LINE_ROOM = 2048;

export class Disassembler {
  private carry = new Uint8Array(0);
  private offset = 0;
  /** Instructions and words printed, and how many of them were warned about (warnings go to onWarn, never kept). */
  count = 0;
  warnings = 0;
  /** The byte path (plain llvm-mc text to a byte sink): generated printers writing into one 1 MiB buffer at a time. */
  private readonly bytePath: boolean;
  /** Its generated printers, made on the first instruction (an empty input builds no table). */
  private fastGen: FastGen | undefined;
  private buf: Uint8Array | undefined;
  private pos = 0;

  /**
   * `outBytes`: take the listing as bytes (lines ending in newline) rather than one string per
   * line; plain llvm-mc text then goes through the generated printers of ./fast.ts.
   */
  constructor(private readonly opts: DisOptions, private readonly out: (line: string) => void, private readonly onWarn?: (w: DisWarning) => void,
    private readonly outBytes?: (chunk: Uint8Array) => void) {
    this.bytePath = !!outBytes && !opts.json && !opts.showEncoding && (opts.syntax ?? 'llvm') === 'llvm';
    if (this.bytePath) this.buf = new Uint8Array(OUT_BYTES);
  }

  private get fast(): FastGen | undefined {
    return this.bytePath ? (this.fastGen ??= new FastGen(this.opts.gen)) : undefined;
  }

  /** Instructions the generated printers printed, and those the generic printer did (byte path only). */
  get fastCounts(): { fast: number; generic: number } {
    return { fast: this.fastGen?.fast ?? 0, generic: this.fastGen?.fallback ?? 0 };
  }

  /** Hand the buffered bytes to the sink (a new buffer each time: the sink may keep the old one). */
  private flushBytes(): void {
    if (!this.pos) return;
    this.outBytes!(this.buf!.subarray(0, this.pos));
    this.buf = new Uint8Array(OUT_BYTES);
    this.pos = 0;
  }

  /** A generic line on the byte path (UTF-8, as the string path's stream writes it). */
  private lineBytes = (line: string): void => {
    const bytes = UTF8.encode(line + '\n');
    if (this.pos + bytes.length > OUT_BYTES) this.flushBytes();
    if (bytes.length > OUT_BYTES) { this.outBytes!(bytes); return; }
    this.buf!.set(bytes, this.pos);
    this.pos += bytes.length;
  };

  /** Feed bytes; whole instructions are printed, the rest is carried to the next call. */
  push(chunk: Uint8Array): void {
    let buf = chunk;
    if (this.carry.length) {
      buf = new Uint8Array(this.carry.length + chunk.length);
      buf.set(this.carry);
      buf.set(chunk, this.carry.length);
    }
    const words = toWords(buf);
    const nWords = words.length;
    // Keep back the last MAX_DWORDS-1 dwords unless an instruction provably ends before them.
    const done = this.run(words, Math.max(0, nWords - (MAX_DWORDS - 1)), false);
    this.carry = buf.slice(done * 4);
    if (this.bytePath) this.flushBytes();
  }

  /** Flush; returns the count of trailing bytes that do not form a dword. */
  end(): number {
    const buf = this.carry;
    const words = toWords(buf);
    this.run(words, words.length, true);
    if (this.bytePath) this.flushBytes();
    const rest = buf.length - words.length * 4;
    this.carry = new Uint8Array(0);
    return rest;
  }

  /** Byte offset of the next unprinted byte. */
  get position(): number {
    return this.offset;
  }

  /** Print instructions starting before `limit`; returns the index of the first unprinted dword. */
  private run(words: Uint32Array, limit: number, final: boolean): number {
    let i = 0;
    if (limit <= 0) return i;
    const n = words.length;
    const fast = this.fast;
    while (i < limit) {
      if (fast) {
        if (this.pos > OUT_BYTES - LINE_ROOM) this.flushBytes();
        const p = fast.print(words, i, n, this.buf!, this.pos);
        if (p >= 0) {
          this.pos = p;
          fast.fast++;
          this.offset += fast.size * 4;
          this.count++;
          i += fast.size;
          continue;
        }
      }
      const d = decode(this.opts.gen, words, i);
      const size = d ? d.size : 1;
      if (!final && i + size > n) break;
      if (fast) fast.fallback++;
      this.emit(d, words, i, Math.min(size, n - i));
      i += Math.min(size, n - i);
    }
    return i;
  }

  private emit(d: Decoded | undefined, words: Uint32Array, at: number, size: number): void {
    let text: string;
    let problem: string | undefined;
    if (d) {
      const p = printDecoded(d, words, at, this.opts.syntax);
      text = p.text;
      problem = p.problem;
    } else {
      problem = 'no known encoding';
      text = `${longText(words, at, 1)} // ${problem}`;
    }
    if (problem !== undefined) {
      this.warnings++;
      this.onWarn?.({ offset: this.offset, message: problem });
    }
    if (this.opts.json) this.out(this.json(d, words, at, size, text, problem));
    else if (this.opts.syntax === 'clrx') {
      if (!this.count) this.out(`.gpu ${CLRX_GPU[this.opts.gen]}`);
      // clrxdisasm's layout: 8 spaces, the mnemonic in 16 columns; "#" comments (";" separates statements).
      const sp = text.indexOf(' ');
      const line = '        ' + (sp < 0 || text.startsWith('.long') ? text : text.slice(0, sp).padEnd(15) + text.slice(sp));
      this.out(this.opts.showEncoding ? `${line.padEnd(48)} # encoding: [${encodingComment(wordBytes(words, at, size)).slice(13)}` : line);
    } else if (this.opts.showEncoding) this.out(`\t${text.length < 40 ? text.padEnd(40) : text + ' '}${encodingComment(wordBytes(words, at, size))}`);
    else if (this.bytePath) this.lineBytes('\t' + text);
    else this.out('\t' + text);
    this.offset += size * 4;
    this.count++;
  }

  private json(d: Decoded | undefined, words: Uint32Array, at: number, size: number, text: string, problem: string | undefined): string {
    const obj: Record<string, unknown> = {
      offset: this.offset,
      bytes: wordBytes(words, at, size).map((b) => HEX2[b]).join(' '),
      text,
    };
    if (d) {
      obj.encoding = d.enc.table.name;
      if (d.def) obj.mnemonic = d.def.name;
      obj.fields = d.fields;
    }
    if (problem !== undefined) obj.warning = problem;
    return JSON.stringify(obj);
  }
}

