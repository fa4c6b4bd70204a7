// The disassembler's fast path: per generation, a decoder loop driven by tables made from the
// encodings (marker, opcode key fields, size, literal rule), and per instruction row a printer
// function generated from the row's operand profile and the layout's bit fields on first use (as
// TableGen generates LLVM's decoders and printers), which reads the fields with shifts and masks
// and appends precomputed byte strings (mnemonic, register and constant names, modifier
// spellings) to the caller's output buffer with 4-byte stores. No fields object, no Line, no
// strings and no allocation per instruction.
//
// Every generated function costs V8 a compilation (on the second core, counted in the process's
// CPU time) and a warm-up in its slower tiers: rows with the same code share one function (their
// differences are constants), the loop is not generated, and the printers are loop-free. What
// repeats across printers (copying a pool string, a source's name with its modifiers, the
// constant bus key) is one shared function they call, and TurboFan inlines nothing for `gcnkit
// dis` (src/cli/dis.ts): each is compiled once, and every printer's compilation stays small.
//
// The generic printer (src/syntax/print.ts) stays the reference: a fast printer only handles the
// plain case of each operand kind and returns -1 for anything else (a bit its text would not
// carry, a name with no syntax, a rule llvm-mc enforces, an operand kind it does not know), and
// the caller prints that instruction the generic way. Both print the same bytes
// (test/fast-dis.test.ts checks every golden vector and corpus listing).
import { top9Table } from '../codec/codec.js';
import { isaFor, type GenEncoding } from '../isa/index.js';
import { GEN_INDEX, type Gen } from '../isa/gens.js';
import { sregName, sregSourceName, ssrc64Name, ssrcName, vregName } from '../isa/registers.js';
import { dataRegs, returnRegs } from '../isa/shapes.js';
import { spec } from '../isa/operand-spec.js';
import type { Field, InstrDef, Layout, OperandSpec, VType } from '../isa/types.js';
import { literalReadsInline } from '../syntax/constants.js';
import { inlineFor, is16, scalarSourceName, VOP3_CONST16 } from '../syntax/vsrc.js';
import { operandText } from '../syntax/print-profile.js';
import { busCode, busKey, operandCodeExt } from './fast-ext.js';

/**
 * A printer: appends one line (tab, text, newline) to `o` at `p` (`d`: a DataView of `o`, for
 * 4-byte stores); returns the new end, or -1. It may store up to 32 bytes past the end it returns.
 */
export type FastPrint = (o: Uint8Array, d: DataView, p: number, w0: number, w1: number, lit: number) => number;

/** Where the fast decoder loop stopped: the next word index, and the count of lines it printed. */
export interface FastState { i: number; lines: number }

export { dec as decimalBytes, hx as hexBytes };

/** Bytes an output buffer keeps free for one fast line (operands, memoised texts, the stores past its end). */
export const LINE_ROOM = 2048;

/**
 * Byte strings: one pool of fixed size (the printers hold it); a string starts at a multiple of 4
 * bytes and is (start << 8 | length), -1 for "no text", so that it can be copied with 4-byte
 * stores. A string that does not fit any more is "no text" too: the generic path prints it.
 */
const POOL_BYTES = 1 << 20;
class Pool {
  readonly bytes = new Uint8Array(POOL_BYTES);
  /** The same bytes as little-endian dwords (whatever the host's byte order). */
  readonly words = new Int32Array(POOL_BYTES >>> 2);
  used = 0;
  private readonly ids = new Map<string, number>();

  id(s: string | undefined): number {
    if (s === undefined) return -1;
    let id = this.ids.get(s);
    if (id !== undefined) return id;
    // Room for the 32 bytes a copy reads.
    if (s.length > 255 || this.used + s.length + 32 > POOL_BYTES) return -1;
    const at = this.used;
    for (let i = 0; i < s.length; i++) this.bytes[at + i] = s.charCodeAt(i);
    for (let w = at >>> 2; w < (at + s.length + 3) >>> 2; w++) {
      const b = w * 4;
      this.words[w] = this.bytes[b] | (this.bytes[b + 1] << 8) | (this.bytes[b + 2] << 16) | (this.bytes[b + 3] << 24);
    }
    id = (at << 8) | s.length;
    this.used = (at + s.length + 3) & ~3;
    this.ids.set(s, id);
    return id;
  }

  table(n: number, name: (i: number) => string | undefined): Int32Array {
    const t = new Int32Array(n);
    for (let i = 0; i < n; i++) t[i] = this.id(name(i));
    return t;
  }
}

/** JS expression of a field's value (unsigned) read from w0/w1. */
export function fx(f: Field): string {
  return f.shift === 0 && f.width === 32 ? `(w${f.word} >>> 0)` : `((w${f.word} >>> ${f.shift}) & ${f.mask})`;
}

/** "neg(" and "sext" as little-endian dwords. */
const NEG_OPEN = 0x2867656e, SEXT_OPEN = 0x74786573;

/** A printer for words no fast printer takes. */
const NONE: FastPrint = () => -1;

/** Generation state: pool, name tables (made on first use), the decoder loop and its printers. */
export class FastGen {
  readonly pool = new Pool();
  private readonly tables = new Map<string, Int32Array>();
  /** The decoder's tables (made on first use). */
  private dec: DecodeTables | undefined;

  /**
   * Copy pool string x to o at p (d: o's DataView) with four 4-byte stores (no loop; a longer
   * one by cpl); returns the new end. One function per generation, called by all its printers.
   */
  readonly cp: (o: Uint8Array, d: DataView, p: number, x: number) => number;
  /** The same for a mnemonic (at most 32 bytes). */
  readonly cpm: (o: Uint8Array, d: DataView, p: number, x: number) => number;

  private constructor(readonly gen: Gen) {
    const W = this.pool.words, B = this.pool.bytes;
    this.cp = (o, d, p, x) => {
      const n = x & 255;
      if (n > 16) return cpl(B, o, p, x);
      const s = x >>> 10;
      d.setInt32(p, W[s], true); d.setInt32(p + 4, W[s + 1], true); d.setInt32(p + 8, W[s + 2], true); d.setInt32(p + 12, W[s + 3], true);
      return p + n;
    };
    this.cpm = (o, d, p, x) => {
      const s = x >>> 10;
      d.setInt32(p, W[s], true); d.setInt32(p + 4, W[s + 1], true); d.setInt32(p + 8, W[s + 2], true); d.setInt32(p + 12, W[s + 3], true);
      d.setInt32(p + 16, W[s + 4], true); d.setInt32(p + 20, W[s + 5], true); d.setInt32(p + 24, W[s + 6], true); d.setInt32(p + 28, W[s + 7], true);
      return p + (x & 255);
    };
    const cp = this.cp;
    this.wf = (o, d, p, e, ng, ab, negConst) => {
      if (ab !== 0) {
        if (ng !== 0) o[p++] = 45;
        o[p++] = 124; p = cp(o, d, p, e); o[p++] = 124;
      } else if (ng !== 0 && negConst) {
        d.setInt32(p, NEG_OPEN, true); p = cp(o, d, p + 4, e); o[p++] = 41;
      } else {
        if (ng !== 0) o[p++] = 45;
        p = cp(o, d, p, e);
      }
      return p;
    };
    // cp written out (not called: TurboFan inlines nothing for dis, see src/cli/dis.ts).
    this.vs = (o, d, p, v, vt, st) => {
      const x = v >= 256 ? vt[v - 256] : st[v];
      if (!(x >= 0)) return -1;
      const n = x & 255;
      if (n > 16) return cpl(B, o, p, x);
      const s = x >>> 10;
      d.setInt32(p, W[s], true); d.setInt32(p + 4, W[s + 1], true); d.setInt32(p + 8, W[s + 2], true); d.setInt32(p + 12, W[s + 3], true);
      return p + n;
    };
    this.vm = (o, d, p, v, ng, ab, vt, st) => {
      const e = v >= 256 ? vt[v - 256] : st[v];
      return e >= 0 ? this.wf(o, d, p, e, ng, ab, v >= 128 && v < 256 && (v <= 208 || (v >= 240 && v <= 248))) : -1;
    };
    this.ws = (o, d, p, e, sx) => {
      if (sx === 0) return cp(o, d, p, e);
      d.setInt32(p, SEXT_OPEN, true); o[p + 4] = 40;
      p = cp(o, d, p + 5, e); o[p++] = 41;
      return p;
    };
  }

  /**
   * Pool string e with float modifiers: -e, |e|, -|e|, or neg(e) where `negConst` (a negated
   * inline constant). One function for every source of every printer (see cp).
   */
  readonly wf: (o: Uint8Array, d: DataView, p: number, e: number, ng: number, ab: number, negConst: boolean) => number;
  /** A vector source's name (v: its 9-bit code; vt, st: VGPR and scalar name tables), -1 where it has none. */
  readonly vs: (o: Uint8Array, d: DataView, p: number, v: number, vt: Int32Array, st: Int32Array) => number;
  /** The same with float modifiers (see wf). */
  readonly vm: (o: Uint8Array, d: DataView, p: number, v: number, ng: number, ab: number, vt: Int32Array, st: Int32Array) => number;
  /** Pool string e, as sext(e) when sx is not zero. */
  readonly ws: (o: Uint8Array, d: DataView, p: number, e: number, sx: number) => number;

  private static readonly BY_GEN = new Map<Gen, FastGen>();
  /** One per generation: printers and tables are shared by every Disassembler. */
  static for(gen: Gen): FastGen {
    let g = FastGen.BY_GEN.get(gen);
    if (!g) FastGen.BY_GEN.set(gen, (g = new FastGen(gen)));
    return g;
  }

  /** A name table, built once: `n` entries named by `name`. */
  table(key: string, n: number, name: (i: number) => string | undefined): Int32Array {
    let t = this.tables.get(key);
    if (!t) this.tables.set(key, (t = this.pool.table(n, name)));
    return t;
  }

  /**
   * Print the instructions at words[i..limit) (n words available) into o at p, until one needs
   * the generic printer, the output is within LINE_ROOM of its end, or `limit` is reached;
   * returns the new output end and leaves the next word index and the lines printed in `s`.
   * The same code for every encoding (no per-encoding code for V8 to learn anew when an
   * encoding first appears): what differs is read from the tables.
   */
  run(W: Int32Array, i: number, limit: number, n: number, o: Uint8Array, d: DataView, p: number, s: FastState): number {
    if (this.dec === undefined) return this.first(W, i, limit, n, o, d, p, s);
    const t = this.dec;
    const { top, cand, candMask, candValue, candEnc, shift1, mask1, width2, shift2, mask2, dwords, lit, litKey, printers } = t;
    const end = o.length - LINE_ROOM;
    let lines = 0;
    while (i < limit && p <= end) {
      const w0 = W[i];
      let e = top[w0 >>> 23];
      if (e >= CANDIDATES) {
        const c = e - CANDIDATES;
        e = 0;
        for (let k = cand[c], last = cand[c + 1]; k < last; k++) {
          if ((w0 & candMask[k]) === candValue[k]) { e = candEnc[k]; break; }
        }
      }
      if (e === 0) break;
      const key = (((w0 >>> shift1[e]) & mask1[e]) << width2[e]) | ((w0 >>> shift2[e]) & mask2[e]);
      let size = dwords[e];
      if (i + size > n) break;
      const w1 = size > 1 ? W[i + 1] : 0;
      let x = -1;
      // The literal rule: up to two conditions of up to two fields each (field === value), or the opcode.
      const r = e * 12;
      if ((((w0 >>> lit[r]) & lit[r + 1]) === lit[r + 2] && ((w0 >>> lit[r + 3]) & lit[r + 4]) === lit[r + 5])
        || (((w0 >>> lit[r + 6]) & lit[r + 7]) === lit[r + 8] && ((w0 >>> lit[r + 9]) & lit[r + 10]) === lit[r + 11])
        || litKey[e][key] !== 0) {
        if (i + size >= n) break;
        x = W[i + size] >>> 0;
        size++;
      }
      const q = printers[e][key](o, d, p, w0, w1, x);
      if (q < 0) break;
      p = q;
      i += size;
      lines++;
    }
    s.i = i;
    s.lines = lines;
    return p;
  }

  /**
   * The first run: make the decoder's tables, and loop over a few instructions alone before the
   * rest, so that the loop's exit (its stores to `s`) has run once V8 has feedback for it: else
   * the first chunk's loop, compiled on the stack (OSR), deoptimised at its first exit and was
   * compiled twice more.
   */
  private first(W: Int32Array, i: number, limit: number, n: number, o: Uint8Array, d: DataView, p: number, s: FastState): number {
    this.dec = decodeTables(this);
    const few = Math.min(limit, i + 64);
    p = this.run(W, i, few, n, o, d, p, s);
    if (s.i < few) return p;
    const lines = s.lines;
    p = this.run(W, s.i, limit, n, o, d, p, s);
    s.lines += lines;
    return p;
  }

  /**
   * An encoding's printers by opcode key: each starts as a stub that builds the key's printer
   * (or NONE) on its first call and puts it in its place.
   */
  printers(enc: GenEncoding): FastPrint[] {
    const printers: FastPrint[] = [];
    const stub: FastPrint = (o, d, p, w0, w1, lit) => {
      const key = enc.layout.key(w0 >>> 0);
      const own = enc.split ? enc.split[key] : enc;
      const def = own?.byKey[key];
      const pr = (def && compilePrinter(this, def, own!.layout)) || NONE;
      printers[key] = pr;
      return pr(o, d, p, w0, w1, lit);
    };
    for (let k = 0, n = keySpace(enc); k < n; k++) printers.push(stub);
    return printers;
  }
}

/** Count of opcode keys of an encoding (every value its opcode fields can hold). */
function keySpace(enc: GenEncoding): number {
  return Math.max(enc.byKey.length, 2 ** enc.layout.opFields.reduce((w, f) => w + f.width, 0));
}

/** Values of `top` from here on are candidate lists (CANDIDATES + list index). */
const CANDIDATES = 128;

/**
 * A generation's decoder as tables (as LLVM's TableGen makes its decoder tables), by encoding
 * slot (1..; 0 is "none"): the top nine bits of dword 0 give the slot or a list of candidates
 * to test by marker in order; then the opcode key's fields, the size, the literal rule and the
 * printers by key.
 */
interface DecodeTables {
  readonly top: Uint8Array;
  /** Candidate list c: entries cand[c] .. cand[c + 1] - 1. */
  readonly cand: Int32Array;
  readonly candMask: Int32Array;
  readonly candValue: Int32Array;
  readonly candEnc: Int32Array;
  /** key = ((w0 >>> shift1) & mask1) << width2 | ((w0 >>> shift2) & mask2). */
  readonly shift1: Int32Array;
  readonly mask1: Int32Array;
  readonly width2: Int32Array;
  readonly shift2: Int32Array;
  readonly mask2: Int32Array;
  readonly dwords: Int32Array;
  /** 12 per slot: two conditions of two (shift, mask, value) terms; an unused term is (0, 0, 0), an unused condition (0, 0, 1). */
  readonly lit: Int32Array;
  readonly litKey: Uint8Array[];
  readonly printers: FastPrint[][];
}

function decodeTables(g: FastGen): DecodeTables {
  const top9 = top9Table(g.gen);
  const slots: GenEncoding[] = [];
  const slotOf = (enc: GenEncoding): number => {
    let k = slots.indexOf(enc);
    if (k < 0) k = slots.push(enc) - 1;
    return k + 1;
  };
  const top = new Uint8Array(512);
  const lists: GenEncoding[][] = [];
  for (let t = 0; t < 512; t++) {
    const e = top9[t];
    if (e === undefined) continue;
    if (!Array.isArray(e)) { top[t] = slotOf(e as GenEncoding); continue; }
    let c = lists.findIndex((l) => l.length === e.length && l.every((x, k) => x === e[k]));
    if (c < 0) c = lists.push([...(e as readonly GenEncoding[])]) - 1;
    top[t] = CANDIDATES + c;
  }
  const cand = new Int32Array(lists.length + 1);
  const flat = lists.flat();
  lists.forEach((l, c) => { cand[c + 1] = cand[c] + l.length; });
  const candEnc = Int32Array.from(flat, slotOf);
  const n = slots.length + 1;
  if (n > CANDIDATES || lists.length > 256 - CANDIDATES) throw new Error(`${g.gen}: too many encodings for the fast decoder`);
  const t: DecodeTables = {
    top, cand, candEnc,
    candMask: Int32Array.from(flat, (e) => e.markerMask | 0),
    candValue: Int32Array.from(flat, (e) => e.markerValue | 0),
    shift1: new Int32Array(n), mask1: new Int32Array(n), width2: new Int32Array(n), shift2: new Int32Array(n), mask2: new Int32Array(n),
    dwords: new Int32Array(n), lit: new Int32Array(n * 12), litKey: [new Uint8Array(1)], printers: [[NONE]],
  };
  slots.forEach((enc, k) => {
    const e = k + 1;
    const { layout } = enc;
    const ops = layout.opFields;
    if (ops.length > 2 || ops.some((f) => f.word !== 0)) throw new Error(`${enc.table.name}: opcode fields the fast decoder cannot read`);
    // One field is the second; none reads zero.
    const [f1, f2] = ops.length === 2 ? ops : [undefined, ops[0]];
    if (f1) { t.shift1[e] = f1.shift; t.mask1[e] = f1.mask; }
    if (f2) { t.shift2[e] = f2.shift; t.mask2[e] = f2.mask; t.width2[e] = f2.width; }
    // VOP3a/VOP3b: the owner of each key reads the fields; they share size and literal rule.
    const owners = enc.split ? [...new Set(enc.split.filter((x) => x !== undefined))] : [enc];
    const same = (a: Layout, b: Layout): boolean => a.dwords === b.dwords
      && JSON.stringify([a.literalWhen ?? [], a.literalKeys ?? []]) === JSON.stringify([b.literalWhen ?? [], b.literalKeys ?? []]);
    if (owners.some((x) => !same(x.layout, layout))) throw new Error(`${enc.table.name}: split encodings differ in size or literal rule`);
    t.dwords[e] = layout.dwords;
    const when = layout.literalWhen ?? [];
    if (when.length > 2) throw new Error(`${enc.table.name}: literal rule the fast decoder cannot read`);
    for (let c = 0; c < 2; c++) {
      const terms = when[c] ? Object.entries(when[c]) : undefined;
      if (terms && terms.length > 2) throw new Error(`${enc.table.name}: literal rule the fast decoder cannot read`);
      for (let k2 = 0; k2 < 2; k2++) {
        const at = e * 12 + c * 6 + k2 * 3;
        if (!terms) { if (k2 === 0) t.lit[at + 2] = 1; continue; }
        if (!terms[k2]) continue;
        const f = layout.byName[terms[k2][0]];
        if (f.word !== 0) throw new Error(`${enc.table.name}: literal rule the fast decoder cannot read`);
        t.lit[at] = f.shift; t.lit[at + 1] = f.mask; t.lit[at + 2] = terms[k2][1];
      }
    }
    const keys = new Uint8Array(keySpace(enc));
    for (const k2 of layout.literalKeys ?? []) keys[k2] = 1;
    t.litKey.push(keys);
    t.printers.push(g.printers(enc));
  });
  return t;
}

/** Kinds the fast printers know (the others make the row generic). */
export type Gen2 = { g: FastGen; def: InstrDef; layout: Layout; gi: number };

/**
 * Code for one operand: statements appending it (with its separator: `sep()` for an operand,
 * a space for a modifier) or `return -1`. `carry` lists the fields its text stands for; the
 * printer requires every other field bit to be zero (the marker and opcode are the mnemonic's).
 * In scope: o (output bytes), d (its DataView), p, w0, w1, lit (-1: none), n (operands so far),
 * L (set to 1 when the literal is printed), `p = cp(o, p, id)` (a pool string), `hx(o, p, v)`
 * and `dec(o, p, v)` (numbers; rewritten to store through d), and the row's constants K0, K1, ...
 */
export interface OpCode { code: string; carry: string[] }

const OMOD = ['', 'mul:2', 'mul:4', 'div:2'];

/** VOP3's output modifiers, in their order. */
const SILENT_VOP3: readonly OperandSpec[] = [spec('flag', 'clamp', { optional: true }), spec('omod', 'omod')];

function compilePrinter(g: FastGen, def: InstrDef, layout: Layout): FastPrint | null {
  if (def.clrxOnly) return null;
  const gi = GEN_INDEX[g.gen];
  const specs = def.printByGen[gi][0];
  const ctx: Gen2 = { g, def, layout, gi };
  const consts: unknown[] = [];
  const K = (v: unknown): string => { consts.push(v); return `K${consts.length - 1}`; };
  const parts: string[] = [];
  let carry0 = layout.named[0], carry1 = layout.named[1];
  for (const o of specs) {
    const c = operandCode(ctx, o, K);
    if (c === undefined) return null;
    let code = c.code;
    if (o.when === 'nolds') {
      const lds = layout.byName.lds;
      if (lds) code = `if (${fx(lds)}) return -1;\n${code}`;
    } else if (o.when === 'glc') {
      const glc = layout.byName.glc;
      // Printed only with glc; without it the field carries nothing and must be zero.
      code = `if (${fx(glc)} === 1) {\n${code}\n} else if (${fx(layout.byName[o.field])} !== 0) return -1;`;
    }
    parts.push(code);
    for (const name of c.carry) {
      const f = layout.byName[name];
      if (f.word) carry1 = (carry1 | (f.mask << f.shift)) >>> 0;
      else carry0 = (carry0 | (f.mask << f.shift)) >>> 0;
    }
  }
  // VOP3's clamp and omod where the row does not take them: their bits do not carry (they are
  // zero here), so they print nothing; written all the same, so that rows with and without them
  // share their code (1M gfx900: 55 -> 49 printers).
  if (def.enc === 'VOP3') {
    for (const o of SILENT_VOP3.filter((m) => layout.byName[m.field] && !specs.some((x) => x.field === m.field))) {
      const c = operandCode(ctx, o, K);
      if (c === undefined) return null;
      parts.push(c.code);
    }
  }
  const mnemonic = g.pool.id('\t' + (def.printNames?.[g.gen] ?? def.printName ?? def.name));
  // The mnemonic is copied with eight 4-byte stores.
  if (mnemonic < 0 || (mnemonic & 255) > 32) return null;
  const body = [
    // Every set bit must be one the text stands for (else .long, the generic path's job). The
    // masks are constants of the row, so that rows differing only in them share their code.
    `if ((w0 & ${K(~carry0 | 0)}) !== 0${layout.dwords > 1 ? ` || (w1 & ${K(~carry1 | 0)}) !== 0` : ''}) return -1;`,
    'let n = 0, L = 0;',
    `p = cpm(o, p, ${K(mnemonic)});`,
    ...parts,
    // A literal dword no operand printed has no text.
    'if (lit >= 0 && L === 0) return -1;',
    'o[p++] = 10;',
    'return p;',
  ].join('\n');
  // Rows with the same operand profile share one generated function (V8 compiles it once):
  // what differs between them (mnemonic, name tables) comes in as the constants K0, K1, ...
  let factory = FACTORIES.get(body);
  if (!factory) {
    const names = ['dec', 'hx', 'cp', 'cpm', 'wf', 'ws', 'vs', 'vm', 'bk', ...consts.map((_, i) => `K${i}`)];
    // Inlined: the operand separator. Pool strings are copied by calls to the generation's cp
    // and cpm (not their four or eight stores inline, as before): a printer that stays in V8's
    // interpreter makes one call to optimised code instead of a builtin call per store, and
    // TurboFan's graphs are smaller: 1M gfx900 instructions 0.63 -> 0.52 s CPU (min of 5),
    // tahiti 0.50 -> 0.40 s.
    const code = body.replace(/sep\(\);/g, 'if (n++ !== 0) o[p++] = 44; o[p++] = 32;')
      .replace(/\b(hx|dec)\(o, /g, '$1(d, ')
      .replace(/\b(cpm?|wf|ws|vs|vm)\(o, p, /g, '$1(o, d, p, ');
    factory = new Function(...names, `return function print(o, d, p, w0, w1, lit) {\n${code}\n};`) as (...a: unknown[]) => FastPrint;
    FACTORIES.set(body, factory);
  }
  return factory(dec, hx, g.cp, g.cpm, g.wf, g.ws, g.vs, g.vm, busKey, ...consts);
}

/** Copy pool string x (a long one) to o at p. */
function cpl(b: Uint8Array, o: Uint8Array, p: number, x: number): number {
  const s = x >>> 8, n = x & 255;
  for (let k = 0; k < n; k++) o[p + k] = b[s + k];
  return p + n;
}

/** Printer factories by their code. */
const FACTORIES = new Map<string, (...a: unknown[]) => FastPrint>();

/** Code storing a constant string's bytes at p: 4 bytes at a time (the last store may run past the end). */
export function bytesCode(s: string): string {
  let c = '';
  for (let i = 0; i < s.length; i += 4) {
    let v = 0;
    for (let k = 3; k >= 0; k--) v = (v << 8) | (i + k < s.length ? s.charCodeAt(i + k) : 0);
    c += `d.setInt32(p${i ? ' + ' + i : ''}, ${v | 0}, true); `;
  }
  return `${c}p += ${s.length};`;
}

// Numbers are printed without loops (a loop in each printer it is inlined into costs V8's
// compiler more than the printing): the digits are made in a dword and stored big-endian (most
// significant digit first), left-aligned, so that a short number is its first bytes.

/** Decimal digits of an integer (negative with '-'), like String(v); stores up to 5 bytes. */
function dec(d: DataView, p: number, v: number): number {
  if (v < 0) { d.setUint8(p++, 45); v = -v; }
  if (v >= 10000) return decLong(d, p, v);
  const n = v < 10 ? 1 : v < 100 ? 2 : v < 1000 ? 3 : 4;
  const t = (v / 10) | 0, h = (v / 100) | 0;
  const w = (((v / 1000) | 0) << 24) + ((h % 10) << 16) + ((t % 10) << 8) + (v % 10) + 0x30303030;
  d.setInt32(p, w << (32 - 8 * n), false);
  return p + n;
}

function decLong(d: DataView, p: number, v: number): number {
  let n = 1;
  for (let t = v; t >= 10; t = Math.floor(t / 10)) n++;
  const end = p + n;
  for (let q = end - 1; q >= p; q--) { d.setUint8(q, 48 + (v % 10)); v = Math.floor(v / 10); }
  return end;
}

/** 0x and lower-case hex digits of a non-negative integer below 2^32, like '0x' + v.toString(16); stores 10 bytes. */
function hx(d: DataView, p: number, v: number): number {
  d.setUint16(p, 0x3078, false);
  const n = v === 0 ? 1 : (35 - Math.clz32(v)) >> 2;
  const x = v << (32 - 4 * n);
  // The four hex digits of each half as ASCII bytes, the most significant in the top byte: per
  // byte '0' + digit, and 'a' - '0' - 10 more where the digit is above 9 (written out twice, not
  // a function: TurboFan inlines nothing for dis, see src/cli/dis.ts).
  const h = x >>> 16, l = x & 0xffff;
  const hs = (h & 0xf) | ((h & 0xf0) << 4) | ((h & 0xf00) << 8) | ((h & 0xf000) << 12);
  const ls = (l & 0xf) | ((l & 0xf0) << 4) | ((l & 0xf00) << 8) | ((l & 0xf000) << 12);
  d.setInt32(p + 2, hs + 0x30303030 + (((hs + 0x06060606) >>> 4) & 0x01010101) * 39, false);
  d.setInt32(p + 6, ls + 0x30303030 + (((ls + 0x06060606) >>> 4) & 0x01010101) * 39, false);
  return p + 2 + n;
}

/** Append a constant string (a modifier's spelling) as code. */
function lit(_ctx: Gen2, s: string): string {
  return bytesCode(s);
}

export function vregTable(ctx: Gen2, count: number): Int32Array {
  return ctx.g.table(`v${count}`, 256, (i) => vregName(i, count));
}

function sregTable(ctx: Gen2, count: number, cls: 'any' | 'data'): Int32Array {
  const gen = ctx.g.gen;
  return ctx.g.table(`s${count}${cls}`, 128, (i) => sregName(gen, i, count, cls));
}

/** Append the name table entry t[v] or bail when there is none. */
function named(K: (v: unknown) => string, t: Int32Array, v: string, op: boolean): string {
  const tk = K(t);
  return `{ const e = ${tk}[${v}]; if (!(e >= 0)) return -1; ${op ? 'sep(); ' : 'o[p++] = 32; '}p = cp(o, p, e); }`;
}

function operandCode(ctx: Gen2, o: OperandSpec, K: (v: unknown) => string): OpCode | undefined {
  const { g, def, layout } = ctx;
  const gen = g.gen;
  const F = (name: string): string => fx(layout.byName[name]);
  switch (o.kind) {
    case 'sreg': {
      const f = F(o.field);
      const low = sregTable(ctx, o.regs, 'any');
      const high = g.table(`ss${o.regs}${def.enc === 'VOP3'}`, 256, (i) => (i < 128 ? undefined : sregSourceName(gen, i, o.regs, def.enc === 'VOP3')));
      // EXEC in VOP3's SRC2 has a special spelling (the generic path prints it).
      const exec = o.field === 'src2' ? `if (v === 126) return -1; ` : '';
      return { code: `{ const v = ${f}; ${exec}const e = v < 128 ? ${K(low)}[v] : ${K(high)}[v]; if (!(e >= 0)) return -1; sep(); p = cp(o, p, e); }`, carry: [o.field] };
    }
    case 'ssrc': {
      const f = F(o.field);
      const t = g.table(o.regs === 2 ? 'ssrc64' : 'ssrc32', 256, (i) => (o.regs === 2 ? ssrc64Name(gen, i) : ssrcName(gen, i)));
      const inline = K((u: number) => literalReadsInline(gen, u, o.regs === 2 ? 64 : 32));
      const litCode = o.literal ? `if (lit < 0 || ${inline}(lit)) return -1; sep(); p = hx(o, p, lit); L = 1;` : 'return -1;';
      return { code: `{ const v = ${f}; if (v === 255) { ${litCode} } else { const e = ${K(t)}[v]; if (!(e >= 0)) return -1; sep(); p = cp(o, p, e); } }`, carry: [o.field] };
    }
    case 'simm16': {
      const f = F(o.field);
      if (o.fmt === 'dec16') return { code: `{ const v = ${f}; if (v !== 0) { sep(); p = dec(o, p, v); } }`, carry: [o.field] };
      if (o.fmt === 'hex16') return { code: `sep(); p = hx(o, p, ${f});`, carry: [o.field] };
      return { code: `{ const v = ${f}; sep(); p = v <= 64 ? dec(o, p, v) : hx(o, p, v); }`, carry: [o.field] };
    }
    case 'label':
      return { code: `sep(); p = dec(o, p, ${F(o.field)});`, carry: [o.field] };
    case 'vreg':
      return { code: named(K, vregTable(ctx, o.regs), F(o.field), true), carry: [o.field] };
    case 'vcc':
      return { code: `sep(); ${lit(ctx, 'vcc')}`, carry: [] };
    case 'litk':
      return { code: `if (lit < 0${o.vtype === 'f16' ? ' || (lit >>> 16) !== 0' : ''}) return -1; sep(); p = hx(o, p, lit${o.vtype === 'f16' ? ' & 0xffff' : ''}); L = 1;`, carry: [] };
    case 'lit32':
      return { code: `if (lit < 0) return -1; sep(); { const v = lit | 0; p = v >= -16 && v <= 64 ? dec(o, p, v) : hx(o, p, lit); } L = 1;`, carry: [] };
    case 'vsrc':
      return vsrcCode(ctx, o, K);
    case 'flag': {
      const f = F(o.field);
      // A modifier the instruction always carries (buffer_store_lds_dword's lds): its bit must be set.
      if (!o.optional) return { code: `if (${f} === 0) return -1; ${lit(ctx, ' ' + o.field)}`, carry: [o.field] };
      return { code: `if (${f} !== 0) { ${lit(ctx, ' ' + o.field)} }`, carry: [o.field] };
    }
    case 'omod':
      return { code: `{ const v = ${F(o.field)}; if (v !== 0) { o[p++] = 32; p = cp(o, p, ${K(Int32Array.from(OMOD, (s) => g.pool.id(s)))}[v]); } }`, carry: [o.field] };
    case 'offset': {
      if (def.enc === 'SMEM') return { code: '', carry: [] };
      const f = F(o.field);
      if (def.enc !== 'FLAT') return { code: `{ const v = ${f}; if (v !== 0) { ${lit(ctx, ' offset:')} p = dec(o, p, v); } }`, carry: [o.field] };
      if (def.segment === 'flat') return { code: `{ const v = ${f}; if (v !== 0) { if (v > 4095) return -1; ${lit(ctx, ' offset:')} p = dec(o, p, v); } }`, carry: [o.field] };
      return { code: `{ const v = ${f}; if (v !== 0) { ${lit(ctx, ' offset:')} p = dec(o, p, (v << 19) >> 19); } }`, carry: [o.field] };
    }
    case 'dsoff': {
      // ds_swizzle_b32's offset:swizzle(...): ./fast-ext.ts.
      if (o.fmt === 'swizzle') return operandCodeExt(ctx, o, K);
      const v = `(${F('offset0')} | (${F('offset1')} << 8))`;
      return { code: `{ const v = ${v}; if (v !== 0) { ${lit(ctx, ' offset:')} p = dec(o, p, v); } }`, carry: ['offset0', 'offset1'] };
    }
    case 'dsoff8':
      return { code: `{ const v = ${F(o.field)}; if (v !== 0) { ${lit(ctx, ` ${o.field}:`)} p = dec(o, p, v); } }`, carry: [o.field] };
    case 'sdata':
      return { code: named(K, sregTable(ctx, o.regs === 2 ? 2 : dataRegs(def, gen), 'data'), F(o.field), true), carry: [o.field] };
    case 'sbase':
      return { code: named(K, sregTable(ctx, def.sbase, 'any'), `(${F(o.field)} * 2)`, true), carry: [o.field] };
    case 'srsrc':
      return { code: named(K, sregTable(ctx, 4, 'any'), `(${F(o.field)} * 4)`, true), carry: [o.field] };
    case 'soffset':
      return { code: named(K, g.table('ssrc32', 256, (i) => ssrcName(gen, i)), F(o.field), true), carry: [o.field] };
    case 'smrdoff': {
      const s1 = sregTable(ctx, 1, 'any');
      const t = g.table('ssrc32', 256, (i) => ssrcName(gen, i));
      return {
        code: `{ const off = ${F('offset')}; sep();
          if (${F('imm')} !== 0) p = hx(o, p, off);
          else if (lit >= 0) { if (lit <= 255) return -1; p = hx(o, p, lit); L = 1; }
          else { const e = off < 128 ? ${K(s1)}[off] : off >= 251 && off <= 253 ? ${K(t)}[off] : -1; if (!(e >= 0)) return -1; p = cp(o, p, e); } }`,
        carry: ['imm', 'offset'],
      };
    }
    case 'smemoff': {
      const s1 = sregTable(ctx, 1, 'any');
      const imm = gen !== 'gcn1.4' ? 'p = hx(o, p, off);'
        : `{ const v = (off << 11) >> 11; ${def.sbase === 4 ? 'if (v < 0) return -1; ' : ''}if (v < 0) { o[p++] = 45; p = hx(o, p, -v); } else p = hx(o, p, v); }`;
      // GCN 1.4 SOE: "sN offset:N" (SOFFSET plus the immediate; no syntax without IMM), SOFFSET zero without it.
      const soe = layout.byName.soe
        ? `if (${F('soe')} !== 0) { if (${F('imm')} === 0) return -1; const e = ${K(s1)}[${F('soffset')}]; if (!(e >= 0)) return -1; p = cp(o, p, e); ${lit(ctx, ' offset:')} ${imm} }
          else if (${F('soffset')} !== 0) return -1; else `
        : '';
      return {
        code: `{ const off = ${F('offset')}; sep();
          ${soe}if (${F('imm')} !== 0) ${imm}
          else { if (off > 127) return -1; const e = ${K(s1)}[off]; if (!(e >= 0)) return -1; p = cp(o, p, e); } }`,
        carry: ['imm', 'offset', ...(layout.byName.soe ? ['soe', 'soffset'] : [])],
      };
    }
    case 'vdata': {
      const n = dataRegs(def, gen);
      // MUBUF/MTBUF TFE and LDS are left to the generic path (they change the count or the rules).
      const mub = def.enc === 'MUBUF' || def.enc === 'MTBUF';
      return { code: `${mub ? memRule(ctx) : ''}${named(K, vregTable(ctx, n), F(o.field), true)}`, carry: [o.field] };
    }
    case 'vdst':
      return { code: named(K, vregTable(ctx, def.kind === 'atomic' ? returnRegs(def) : dataRegs(def, gen)), F(o.field), true), carry: [o.field] };
    case 'bufaddr': {
      const v = F(o.field);
      return {
        code: `${memRule(ctx)}{ const a64 = ${layout.byName.addr64 ? F('addr64') : '0'}, oe = ${F('offen')}, ie = ${F('idxen')};
          if (a64 !== 0 || oe !== 0 || ie !== 0) { const e = (a64 !== 0 || (oe !== 0 && ie !== 0) ? ${K(vregTable(ctx, 2))} : ${K(vregTable(ctx, 1))})[${v}]; if (!(e >= 0)) return -1; sep(); p = cp(o, p, e); }
          else { if (${v} !== 0) return -1; sep(); ${lit(ctx, 'off')} } }`,
        carry: [o.field],
      };
    }
    case 'flataddr': {
      const v = F(o.field);
      const seg = def.segment;
      const saddr = layout.byName.saddr ? `(${F('saddr')} === 127)` : 'true';
      const rule = layout.byName.lds ? `if (${F('lds')} !== 0) return -1; ` : '';
      if (seg === 'flat') return { code: rule + named(K, vregTable(ctx, 2), v, true), carry: [o.field] };
      if (seg === 'global') return { code: `${rule}{ const e = (${saddr} ? ${K(vregTable(ctx, 2))} : ${K(vregTable(ctx, 1))})[${v}]; if (!(e >= 0)) return -1; sep(); p = cp(o, p, e); }`, carry: [o.field] };
      return { code: `${rule}if (${saddr}) { ${named(K, vregTable(ctx, 1), v, true)} } else { if (${v} !== 0) return -1; sep(); ${lit(ctx, 'off')} }`, carry: [o.field] };
    }
    case 'saddr': {
      if (!layout.byName.saddr) return { code: `sep(); ${lit(ctx, 'off')}`, carry: [] };
      const t = sregTable(ctx, def.segment === 'global' ? 2 : 1, 'any');
      return { code: `{ const v = ${F('saddr')}; sep(); if (v === 127) { ${lit(ctx, 'off')} } else { const e = ${K(t)}[v]; if (!(e >= 0)) return -1; p = cp(o, p, e); } }`, carry: [o.field] };
    }
    case 'waitcnt': case 'hwreg': case 'sendmsg': case 'gpridx':
      return memoCode(ctx, o, K);
    default:
      // SDWA, DPP, VOP3P, op_sel, ...: ./fast-ext.ts.
      return operandCodeExt(ctx, o, K);
  }
}

/**
 * A structured immediate (s_waitcnt's counters, hwreg(...), sendmsg(...), gpr_idx(...)): its
 * text depends on its field alone, so it is memoised per value, made by the generic kind printer
 * the first time a value is seen (at most 2^16 entries per row).
 */
function memoCode(ctx: Gen2, o: OperandSpec, K: (v: unknown) => string): OpCode | undefined {
  const { g, def, layout } = ctx;
  const f = layout.byName[o.field];
  if (f.width > 16) return undefined;
  const enc = encodingFor(g.gen, def, layout);
  if (!enc) return undefined;
  /** 0: not seen yet; -1: no text (generic path); else the pool string + 1. */
  const memo = new Int32Array(1 << f.width);
  const fill = (v: number): number => {
    const fields = layout.blank();
    fields[o.field] = v;
    const t = operandText({ gen: g.gen, enc, def, fields, size: layout.dwords, truncated: false }, def, o);
    return (memo[v] = t === undefined ? -1 : g.pool.id(t) + 1);
  };
  return { code: `{ const v = ${fx(f)}; let e = ${K(memo)}[v]; if (e === 0) e = ${K(fill)}(v); if (e < 0) return -1; sep(); p = cp(o, p, e - 1); }`, carry: [o.field] };
}

export function encodingFor(gen: Gen, def: InstrDef, layout: Layout): GenEncoding | undefined {
  return isaFor(gen).encodings.find((e) => e.layout === layout && e.byKey[def.opcodes[GEN_INDEX[gen]]] === def);
}

/** The MUBUF/MTBUF cross-field rules, conservatively: lds, tfe and addr64 with offen/idxen go generic. */
function memRule(ctx: Gen2): string {
  const { layout, def } = ctx;
  const F = (name: string): string => fx(layout.byName[name]);
  const terms: string[] = [];
  if (layout.byName.lds) terms.push(`${F('lds')} !== 0`);
  if (layout.byName.tfe) terms.push(`${F('tfe')} !== 0`);
  if (layout.byName.addr64) terms.push(`(${F('addr64')} !== 0 && (${F('offen')} | ${F('idxen')}) !== 0)`);
  if (def.kind === 'ldsstore') terms.push('true');
  return terms.length ? `if (${terms.join(' || ')}) return -1; ` : '';
}

/**
 * A vector source (vsrc): VGPRs, or the scalar source model read as the operand's type, with
 * VOP3's neg/abs; the constant bus and lds_direct rules are checked once per instruction.
 */
export function vsrcCode(ctx: Gen2, o: OperandSpec, K: (v: unknown) => string, mods?: { neg: string; abs: string; carry: string[] }): OpCode | undefined {
  const { g, def, layout, gi } = ctx;
  const gen = g.gen;
  const F = (name: string): string => fx(layout.byName[name]);
  const carry = [o.field];
  let bus = '';
  if (o.field === 'src0') {
    const b = busCode(ctx, K);
    if (b === undefined) return undefined;
    bus = b;
  }
  const k = o.field.charCodeAt(3) - 48;
  // (v_mad_mix*'s modifiers are bits of NEG_LO/NEG_HI: `mods`.) A source without neg or abs
  // reads its layout's bit all the same (the bit does not carry: it is zero here), so that rows
  // with and without the modifiers share their code.
  const neg = mods ? mods.neg : layout.byName[`neg${k}`] ? F(`neg${k}`) : '0';
  const abs = mods ? mods.abs : layout.byName[`abs${k}`] ? F(`abs${k}`) : '0';
  if (mods) carry.push(...mods.carry);
  if (o.neg && neg !== '0' && !mods) carry.push(`neg${k}`);
  if (o.abs && abs !== '0' && !mods) carry.push(`abs${k}`);
  const vt: VType = o.vtype;
  // The source rules are in the name tables (no name: the generic path): VGPRs only, scalar
  // sources only, no 16-bit constants in VOP3 (GCN 1.0-1.2); lds_direct (254) is left to the
  // generic path. The literal (255) is read apart.
  const vgprOnly = o.src === 'vgpr' || o.src === 'vgpr+lds';
  const noConst16 = def.enc === 'VOP3' && is16(vt) && !VOP3_CONST16[gi];
  const vreg = o.src === 'scalar' ? g.table('none', 256, () => undefined) : vregTable(ctx, o.regs);
  const scalar = g.table(`vs${vt}${o.regs}${vgprOnly ? 'v' : ''}${noConst16 ? 'c' : ''}`, 256, (i) =>
    (i >= 254 || vgprOnly || (noConst16 && i >= 128) ? undefined : scalarSourceName(gen, vt, i, o.regs)));
  // The literal, where the source takes one and it is exact (literalText(gen, vt, u).exact,
  // without making its text); whether it does and its width are row constants.
  const litOk = K(!o.literal || vgprOnly || noConst16 ? () => false
    : is16(vt) ? (u: number) => (u >>> 16) === 0 && inlineFor(gen, vt, u & 0xffff) === undefined : (u: number) => inlineFor(gen, vt, u >>> 0) === undefined);
  const literal = `if (lit < 0 || ${neg} !== 0 || ${abs} !== 0 || !${litOk}(lit)) return -1; sep(); p = hx(o, p, ${K(is16(vt))} ? lit & 0xffff : lit); L = 1;`;
  // The name, or -x, |x|, -|x| (a negated inline constant is neg(x)): the generation's vs or vm.
  const name = neg === '0' && abs === '0' ? `vs(o, p, v, ${K(vreg)}, ${K(scalar)})` : `vm(o, p, v, ${neg}, ${abs}, ${K(vreg)}, ${K(scalar)})`;
  return {
    code: `{ const v = ${F(o.field)}; ${bus}
      if (v === 255) { ${literal} } else { sep(); p = ${name}; if (p < 0) return -1; } }`,
    carry,
  };
}
