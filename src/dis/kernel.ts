// The disassembler's fast path: per generation, decode tables made from the encodings (marker,
// opcode key fields, size, literal rule), as LLVM's TableGen makes its decoder tables, and per
// instruction row a print program (./kernel-prog.ts) made on first use, all in one arena
// (./arena.ts) that a WebAssembly interpreter (wasm/dis.ts, built to dist/wasm/dis.wasm) reads:
// it decodes, prints by copying precomputed byte strings (mnemonics, register and constant names,
// modifier spellings) into an output window, and stops at the first instruction its program does
// not take, which the caller prints the generic way. No strings, no objects and no JavaScript per
// instruction.
//
// Without the module (src/codec/wasm.ts) there is no kernel: every instruction goes the generic
// way, slower and the same bytes.
import { top9Table } from '../codec/codec.js';
import { isaFor, type GenEncoding } from '../isa/index.js';
import type { Gen } from '../isa/gens.js';
import { genOf, type On } from '../isa/targets.js';
import { kernelAvailable, kernelModule } from '../codec/wasm.js';
import { Arena, LOW } from './arena.js';
import { rowProgram, type ProgHost } from './kernel-prog.js';

/** Where the fast loop stopped: the next word index, and the count of lines it printed. */
export interface FastState { i: number; lines: number }

/** Bytes an output window keeps free for one line (operands, memoised texts, the stores past its end). */
export const LINE_ROOM = 2048;
/**
 * The windows, at the arena's start: input words copied in per call, output bytes per call. Small,
 * as they are part of every start-up snapshot (zeros); 1M instructions take ~300 calls.
 */
const IN_WORDS = 1 << 14, OUT_BYTES = 1 << 16;
const IN_BASE = LOW, OUT_BASE = LOW + IN_WORDS * 4;

/** Values of `top` from here on are candidate lists. */
const CANDIDATES = 128;
/** Bytes of an encoding slot's record: 8 words (see wasm/dis.ts run), the literal rule (12), padding. */
const SLOT = 96;

interface Exports {
  run(rec: number, inBase: number, i: number, limit: number, n: number, p: number, end: number): number;
  stoppedAt(): number;
  linesPrinted(): number;
  decAt(p: number, v: number): number;
  hexAt(p: number, u: number): number;
}

/** One per generation: tables, programs and the arena are shared by every Disassembler. */
export class Kernel implements ProgHost {
  readonly arena = new Arena(IN_WORDS * 4 + OUT_BYTES + LINE_ROOM);
  private readonly tables = new Map<string, number>();
  private readonly litKeys = new Map<string, number>();
  private readonly litTests: ((u: number) => boolean)[] = [];
  private readonly fills: ((key: number) => number)[] = [];
  /** Encodings by slot (1..), and the byte offset of the generation's decode record. */
  private readonly slots: GenEncoding[] = [];
  private readonly rec: number;
  private wasm: Exports | undefined;
  /** The words the input window holds: their array, the run's epoch, and the range. */
  private winWords: Uint32Array | undefined;
  private winEpoch = -1;
  private winStart = 0;
  private winEnd = 0;

  readonly gen: Gen;
  /** The target whose rows the kernel decodes (a family: its base target). */
  private constructor(readonly on: On) {
    this.gen = genOf(on);
    this.rec = this.decodeTables();
  }

  private static readonly BY_GEN = new Map<On, Kernel>();
  /** The target's kernel, or undefined where there is no WebAssembly interpreter. */
  static for(gen: On): Kernel | undefined {
    if (!kernelAvailable('dis')) return undefined;
    let k = Kernel.BY_GEN.get(gen);
    if (!k) Kernel.BY_GEN.set(gen, (k = new Kernel(gen)));
    try {
      k.start();
    } catch {
      // A module that does not fit this code (dist/wasm older than a bare `tsc -p .`'s output): no kernel.
      return undefined;
    }
    return k;
  }

  /**
   * For a start-up snapshot, made without WebAssembly (Node has none while it makes one): the
   * generation's kernel with every row's program made, ready for a run's first instruction.
   * Returns the count of rows with a program.
   */
  static prepare(gen: On): number {
    let k = Kernel.BY_GEN.get(gen);
    if (!k) Kernel.BY_GEN.set(gen, (k = new Kernel(gen)));
    let rows = 0;
    k.slots.forEach((enc, s) => {
      const progs = k.arena.i32[(k.slotAt(s + 1) + 28) >> 2];
      for (let key = 0; key < enc.byKey.length; key++) {
        if ((enc.split?.[key] ?? enc).byKey[key] && k.arena.i32[(progs >> 2) + key] === 0 && k.compile(s + 1, key) > 0) rows++;
      }
    });
    k.arena.trim();
    return rows;
  }

  table(key: string, n: number, name: (i: number) => string | undefined): number {
    let t = this.tables.get(key);
    if (t === undefined) this.tables.set(key, (t = this.arena.table(n, name)));
    return t;
  }

  litTest(key: string, test: (u: number) => boolean): number {
    let k = this.litKeys.get(key);
    if (k === undefined) this.litKeys.set(key, (k = this.litTests.push(test) - 1));
    return k;
  }

  memo(n: number, fill: (key: number) => string | undefined): { slot: number; fill: number } {
    // The table (up to 256 KiB) is made on the first fill; until then its slot holds 0.
    const arena = this.arena;
    const slot = arena.ints(1);
    const index = this.fills.push((key) => {
      if (arena.i32[slot >> 2] === 0) {
        const table = arena.ints(n);
        arena.i32[slot >> 2] = table;
      }
      const id = arena.id(fill(key));
      const e = id < 0 ? -1 : id + 1;
      arena.i32[(arena.i32[slot >> 2] >> 2) + key] = e;
      return e;
    }) - 1;
    return { slot, fill: index };
  }

  /** The program of encoding slot e's opcode key (env.compile): made, stored, and its byte offset or -1. */
  private compile(e: number, key: number): number {
    const enc = this.slots[e - 1];
    const own = enc.split ? enc.split[key] : enc;
    const def = own?.byKey[key];
    const words = def ? rowProgram(this, def, own!.layout) : undefined;
    let at = -1;
    if (words) {
      at = this.arena.ints(words.length);
      this.arena.i32.set(words, at >> 2);
    }
    const progs = this.arena.i32[(this.slotAt(e) + 28) >> 2];
    this.arena.i32[(progs >> 2) + key] = at;
    return at;
  }

  private slotAt(e: number): number {
    return this.arena.i32[(this.rec + 20) >> 2] + e * SLOT;
  }

  /**
   * The generation's decoder as tables in the arena, by encoding slot (1..; 0 is "none"): the top
   * nine bits of dword 0 give the slot or a list of candidates to test by marker in order; then
   * the opcode key's fields, the size, the literal rule and the programs by key.
   */
  private decodeTables(): number {
    const a = this.arena;
    const top9 = top9Table(this.on);
    const slotOf = (enc: GenEncoding): number => {
      let k = this.slots.indexOf(enc);
      if (k < 0) k = this.slots.push(enc) - 1;
      return k + 1;
    };
    const top = new Int32Array(512);
    const lists: GenEncoding[][] = [];
    for (let t = 0; t < 512; t++) {
      const e = top9[t];
      if (e === undefined) continue;
      if (!Array.isArray(e)) { top[t] = slotOf(e as GenEncoding); continue; }
      let c = lists.findIndex((l) => l.length === e.length && l.every((x, k) => x === e[k]));
      if (c < 0) c = lists.push([...(e as readonly GenEncoding[])]) - 1;
      top[t] = CANDIDATES + c;
    }
    const flat = lists.flat();
    const cand = new Int32Array(lists.length + 1);
    lists.forEach((l, c) => { cand[c + 1] = cand[c] + l.length; });
    const candEnc = Int32Array.from(flat, slotOf);
    const n = this.slots.length + 1;
    if (n > CANDIDATES) throw new Error(`${this.gen}: too many encodings for the fast decoder`);
    const put = (v: Int32Array): number => { const at = a.ints(v.length); a.i32.set(v, at >> 2); return at; };
    const rec = a.ints(6);
    const parts = [put(top), put(cand), put(Int32Array.from(flat, (e) => e.markerMask | 0)), put(Int32Array.from(flat, (e) => e.markerValue | 0)), put(candEnc), a.alloc(n * SLOT)];
    a.i32.set(parts, rec >> 2);
    this.slots.forEach((enc, k) => this.slotRecord(enc, parts[5] + (k + 1) * SLOT));
    return rec;
  }

  private slotRecord(enc: GenEncoding, at: number): void {
    const a = this.arena;
    const { layout } = enc;
    const name = enc.table.name;
    const ops = layout.opFields;
    if (ops.length > 2 || ops.some((f) => f.word !== 0)) throw new Error(`${name}: opcode fields the fast decoder cannot read`);
    // One field is the second; none reads zero.
    const [f1, f2] = ops.length === 2 ? ops : [undefined, ops[0]];
    // VOP3a/VOP3b: the owner of each key reads the fields; they share size and literal rule.
    const owners = enc.split ? [...new Set(enc.split.filter((x) => x !== undefined))] : [enc];
    const rule = (l: typeof layout): string => JSON.stringify([l.dwords, l.literalWhen ?? [], l.literalKeys ?? []]);
    if (owners.some((x) => rule(x.layout) !== rule(layout))) throw new Error(`${name}: split encodings differ in size or literal rule`);
    const keys = Math.max(enc.byKey.length, 2 ** ops.reduce((w, f) => w + f.width, 0));
    const litKey = a.alloc(keys);
    // Per key: bit 0 the opcode's own literal, bits 1-2 the conditions its row holds no source for.
    for (const k of layout.literalKeys ?? []) a.u8[litKey + k] = 1;
    enc.litSkip.forEach((skip, k) => { a.u8[litKey + k] |= skip << 1; });
    const progs = a.ints(keys);
    const r = [f1?.shift ?? 0, f1?.mask ?? 0, f2?.width ?? 0, f2?.shift ?? 0, f2?.mask ?? 0, layout.dwords, litKey, progs];
    const when = layout.literalWhen ?? [];
    if (when.length > 2) throw new Error(`${name}: literal rule the fast decoder cannot read`);
    // Two conditions of two (shift, mask, value) terms: an unused term is (0, 0, 0), an unused condition (0, 0, 1).
    for (let c = 0; c < 2; c++) {
      const terms = when[c] ? Object.entries(when[c]) : undefined;
      if (terms && terms.length > 2) throw new Error(`${name}: literal rule the fast decoder cannot read`);
      for (let t = 0; t < 2; t++) {
        if (!terms) { r.push(0, 0, t === 0 ? 1 : 0); continue; }
        if (!terms[t]) { r.push(0, 0, 0); continue; }
        const f = layout.byName[terms[t][0]];
        if (f.word !== 0) throw new Error(`${name}: literal rule the fast decoder cannot read`);
        r.push(f.shift, f.mask, terms[t][1]);
      }
    }
    a.i32.set(r.map((x) => x | 0), at >> 2);
  }

  /** The interpreter, made on first use (with the input and output windows). */
  private start(): Exports {
    if (this.wasm) return this.wasm;
    const a = this.arena;
    const memory = a.attach(1 << 20);
    const env = {
      memory,
      compile: (e: number, key: number): number => this.compile(e, key),
      fill: (f: number, key: number): number => this.fills[f](key),
      litok: (t: number, u: number): number => (this.litTests[t](u >>> 0) ? 1 : 0),
    };
    this.wasm = new WebAssembly.Instance(kernelModule('dis'), { env }).exports as unknown as Exports;
    this.winWords = undefined;
    return this.wasm;
  }

  /**
   * Print the instructions at W[i..limit) (n words available) into `o` from `p`, until one needs
   * the generic printer, the output is within LINE_ROOM of its end, or `limit` is reached;
   * returns the new output end and leaves the next word index and the lines printed in `s`.
   * `epoch` changes whenever W's contents may have (the input window is copied again).
   */
  run(W: Uint32Array, epoch: number, i: number, limit: number, n: number, o: Uint8Array, p: number, s: FastState): number {
    const w = this.start();
    const a = this.arena;
    let lines = 0;
    for (;;) {
      // The input window: copied again for new words, or where the next instruction may run past its end.
      if (this.winWords !== W || this.winEpoch !== epoch || i < this.winStart || (this.winEnd < n && i + 8 > this.winEnd)) {
        const end = Math.min(n, i + IN_WORDS);
        a.u8.set(new Uint8Array(W.buffer, W.byteOffset + i * 4, (end - i) * 4), IN_BASE);
        this.winWords = W;
        this.winEpoch = epoch;
        this.winStart = i;
        this.winEnd = end;
      }
      const room = Math.min(o.length - p, OUT_BYTES + LINE_ROOM) - LINE_ROOM;
      if (room < 0) break;
      const q = w.run(this.rec, IN_BASE - this.winStart * 4, i, Math.min(limit, this.winEnd), this.winEnd, OUT_BASE, OUT_BASE + room);
      o.set(a.u8.subarray(OUT_BASE, q), p);
      p += q - OUT_BASE;
      lines += w.linesPrinted();
      const next = w.stoppedAt();
      // Stopped at the window's end (not at an instruction the kernel does not take): go on in the next.
      const more = next < limit && this.winEnd < n && next + 8 > this.winEnd && next > i;
      i = next;
      if (!more) break;
    }
    s.i = i;
    s.lines = lines;
    return p;
  }

  /** Tests: the interpreter's decimal and hex printing of v. */
  numberText(v: number, hex: boolean): string {
    const w = this.start();
    const at = OUT_BASE;
    const end = hex ? w.hexAt(at, v) : w.decAt(at, v);
    return String.fromCharCode(...this.arena.u8.subarray(at, end));
  }
}
