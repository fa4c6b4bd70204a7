// Streaming disassembler: feed byte chunks, get one line per instruction. Memory stays flat:
// at most one partial instruction is carried between chunks.
import { decode } from '../codec/codec.js';
import type { Decoded } from '../codec/codec.js';
import type { Gen } from '../isa/gens.js';
import type { Target } from '../isa/targets.js';
import { printDecoded, unknownWordText } from '../syntax/print.js';
import { clrxRelative, type Dialect } from '../syntax/clrx.js';
import { ClrxListing } from './clrx-listing.js';
import { GEN_INFO } from '../isa/gens.js';
import { labelTarget } from '../isa/branch.js';
import { addressLine, rawTarget } from './address.js';
import { Kernel, LINE_ROOM, type FastState } from './kernel.js';

export interface DisOptions {
  readonly gen: Gen;
  /** The GPU whose rows are read (gfx906's dot products); default: the family's base target. */
  readonly target?: Target;
  readonly showEncoding?: boolean;
  readonly json?: boolean;
  /** llvm-mc's syntax (default) or CLRX's (its spellings, layout and comments). */
  readonly syntax?: Dialect;
  /** llvm-objdump's layout: each line ends in its byte address, its dwords and a branch's target (./address.ts). */
  readonly printAddress?: boolean;
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

/** Whether typed arrays read dwords little-endian (GCN's order): then words are read through a Uint32Array view, else byte by byte. */
const LITTLE = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

const UTF8 = new TextEncoder();

/** Output buffer of the byte path. */
const OUT_BYTES = 1 << 18;

export class Disassembler {
  /**
   * The bytes being disassembled: the carried bytes of the last push, then the new chunk. One
   * buffer, reused (grown when a chunk does not fit), read as dwords through aligned views.
   */
  private bytes = new Uint8Array(0);
  private carried = 0;
  private offset = 0;
  /** Instructions and words printed, and how many of them were warned about (warnings go to onWarn, never kept). */
  count = 0;
  warnings = 0;
  /** The byte path (plain llvm-mc text to a byte sink): the kernel (./kernel.ts) writing into one 1 MiB buffer at a time. */
  private readonly bytePath: boolean;
  /** Its kernel (./kernel.ts), got on the first instruction (an empty input builds no table); null: none. */
  private kernel: Kernel | null | undefined;
  /** Counts the runs: the kernel copies the words again for a new one. */
  private epoch = 0;
  private buf: Uint8Array | undefined;
  private pos = 0;
  /** Lines printed by the kernel, the others, and the kernel's state. */
  private fastLines = 0;
  private genericLines = 0;
  private readonly state: FastState = { i: 0, lines: 0 };
  /** Output buffers the sink has released (see `outBytes`), to be filled again. */
  private readonly free: Uint8Array[] = [];
  /** CLRX's listing: lines wait there for their branch labels. */
  private clrx: ClrxListing | undefined;

  /**
   * `outBytes`: take the listing as bytes (lines ending in newline) rather than one string per
   * line; plain llvm-mc text then goes through the kernel's print programs (./kernel.ts). The sink may
   * keep `chunk`; if it calls `release` once it no longer needs it (a stream's write callback),
   * the buffer is filled again, so a long listing allocates no new buffers.
   */
  constructor(private readonly opts: DisOptions, private readonly out: (line: string) => void, private readonly onWarn?: (w: DisWarning) => void,
    private readonly outBytes?: (chunk: Uint8Array, release: () => void) => void) {
    this.bytePath = !!outBytes && !opts.json && !opts.showEncoding && !opts.printAddress && (opts.syntax ?? 'llvm') === 'llvm';
    if (this.bytePath) this.setBuffer(new Uint8Array(OUT_BYTES));
  }

  private setBuffer(b: Uint8Array): void {
    this.buf = b;
  }

  private get fast(): Kernel | undefined {
    if (!this.bytePath) return undefined;
    if (this.kernel === undefined) this.kernel = Kernel.for(this.opts.target ?? this.opts.gen) ?? null;
    return this.kernel ?? undefined;
  }

  /** Instructions the kernel printed, and those the generic printer did (byte path only). */
  get fastCounts(): { fast: number; generic: number } {
    return { fast: this.fastLines, generic: this.genericLines };
  }

  /** Hand the buffered bytes to the sink and go on in a released buffer, or a new one. */
  private flushBytes(): void {
    if (!this.pos) return;
    const full = this.buf!;
    this.outBytes!(full.subarray(0, this.pos), () => { this.free.push(full); });
    this.setBuffer(this.free.pop() ?? new Uint8Array(OUT_BYTES));
    this.pos = 0;
  }

  /** A generic line on the byte path (UTF-8, as the string path's stream writes it). */
  private lineBytes = (line: string): void => {
    const bytes = UTF8.encode(line + '\n');
    if (this.pos + bytes.length > OUT_BYTES) this.flushBytes();
    if (bytes.length > OUT_BYTES) { this.outBytes!(bytes, () => {}); return; }
    this.buf!.set(bytes, this.pos);
    this.pos += bytes.length;
  };

  /** Feed bytes; whole instructions are printed, the rest is carried to the next call. */
  push(chunk: Uint8Array): void {
    const total = this.carried + chunk.length;
    if (total > this.bytes.length) {
      // Room for the chunk and more carried bytes than there can be (a stream's chunks are mostly one size).
      const grown = new Uint8Array((total + 64) & ~3);
      grown.set(this.bytes.subarray(0, this.carried));
      this.bytes = grown;
    }
    this.bytes.set(chunk, this.carried);
    const nWords = total >>> 2;
    // Keep back the last MAX_DWORDS-1 dwords unless an instruction provably ends before them.
    const done = this.run(this.words(nWords), nWords, Math.max(0, nWords - (MAX_DWORDS - 1)), false);
    this.bytes.copyWithin(0, done * 4, total);
    this.carried = total - done * 4;
    if (this.bytePath) this.flushBytes();
  }

  /** Flush; returns the count of trailing bytes that do not form a dword. */
  end(): number {
    const nWords = this.carried >>> 2;
    this.run(this.words(nWords), nWords, nWords, true);
    this.clrx?.finish();
    if (this.bytePath) this.flushBytes();
    const rest = this.carried - nWords * 4;
    this.carried = 0;
    return rest;
  }

  /** The first n dwords of `bytes`, as a view (little-endian hosts) or a copy. */
  private words(n: number): Uint32Array {
    if (LITTLE) return new Uint32Array(this.bytes.buffer, 0, n);
    const words = new Uint32Array(n);
    const dv = new DataView(this.bytes.buffer, 0, n * 4);
    for (let i = 0; i < n; i++) words[i] = dv.getUint32(i * 4, true);
    return words;
  }

  /** Byte offset of the next unprinted byte. */
  get position(): number {
    return this.offset;
  }

  /** Print instructions starting before `limit`; returns the index of the first unprinted dword. */
  private run(words: Uint32Array, n: number, limit: number, final: boolean): number {
    let i = 0;
    if (limit <= 0) return i;
    const fast = this.fast;
    const epoch = ++this.epoch;
    while (i < limit) {
      if (fast) {
        if (this.pos > OUT_BYTES - LINE_ROOM) this.flushBytes();
        const st = this.state;
        this.pos = fast.run(words, epoch, i, limit, n, this.buf!, this.pos, st);
        this.offset += (st.i - i) * 4;
        this.count += st.lines;
        this.fastLines += st.lines;
        i = st.i;
        if (i >= limit) break;
        // Stopped for room: flush and go on; else the word needs the generic printer.
        if (this.pos > OUT_BYTES - LINE_ROOM) continue;
      }
      const d = decode(this.opts.target ?? this.opts.gen, words, i);
      const size = d ? d.size : 1;
      if (!final && i + size > n) break;
      if (fast) this.genericLines++;
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
      text = unknownWordText(this.opts.syntax ?? 'llvm', words[at], problem);
    }
    if (problem !== undefined) {
      this.warnings++;
      this.onWarn?.({ offset: this.offset, message: problem });
    }
    const target = d && problem === undefined ? labelTarget(d.def, d.fields, this.offset) : undefined;
    if (this.opts.json) this.out(this.json(d, words, at, size, text, problem, target));
    else if (this.opts.printAddress) this.out(addressLine(text, this.offset, words, at, size, target === undefined ? undefined : rawTarget(target)));
    else if (this.opts.syntax === 'clrx') {
      if (!this.count) this.out(`.gpu ${GEN_INFO[this.opts.gen].clrxGpu}`);
      // clrxdisasm's layout ("#" comments: ";" separates statements) and labels: ./clrx-listing.ts.
      const enc = this.opts.showEncoding ? encodingComment(wordBytes(words, at, size)).slice(13) : undefined;
      (this.clrx ??= new ClrxListing(this.out)).add(this.offset, size * 4, text,
        target === undefined ? undefined : { target, rel: clrxRelative(target - this.offset) },
        enc === undefined ? undefined : (line) => `${line.padEnd(48)} # encoding: [${enc}`);
    } else if (this.opts.showEncoding) this.out(`\t${text.length < 40 ? text.padEnd(40) : text + ' '}${encodingComment(wordBytes(words, at, size))}`);
    else if (this.bytePath) this.lineBytes('\t' + text);
    else this.out('\t' + text);
    this.offset += size * 4;
    this.count++;
  }

  private json(d: Decoded | undefined, words: Uint32Array, at: number, size: number, text: string, problem: string | undefined, target: number | undefined): string {
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
    if (target !== undefined) obj.target = target;
    if (problem !== undefined) obj.warning = problem;
    return JSON.stringify(obj);
  }
}

