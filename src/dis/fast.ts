// The disassembler's fast path: per instruction row and generation, a printer function generated
// from the row's operand profile and the layout's bit fields on first use (as TableGen generates
// LLVM's decoders and printers), which reads the fields with shifts and masks and appends
// precomputed byte strings (mnemonic, register and constant names, modifier spellings) to the
// caller's output buffer. No fields object, no Line, no strings per instruction.
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
import type { Field, InstrDef, Layout, OperandSpec, VType } from '../isa/types.js';
import { literalReadsInline } from '../syntax/constants.js';
import { is16, literalText, scalarSourceName, VOP3_CONST16 } from '../syntax/vsrc.js';
import { operandText } from '../syntax/print-profile.js';
import { busCode, operandCodeExt } from './fast-ext.js';

/** A printer: appends one line (tab, text, newline) to `o` at `p`; returns the new end, or -1. */
export type FastPrint = (o: Uint8Array, p: number, w0: number, w1: number, lit: number) => number;

/**
 * Byte strings: one pool of fixed size (the printers hold it); a string is (start << 8 | length),
 * -1 for "no text". A string that does not fit any more is "no text" too: the generic path
 * prints it.
 */
const POOL_BYTES = 1 << 20;
class Pool {
  readonly bytes = new Uint8Array(POOL_BYTES);
  used = 0;
  private readonly ids = new Map<string, number>();

  id(s: string | undefined): number {
    if (s === undefined) return -1;
    let id = this.ids.get(s);
    if (id !== undefined) return id;
    if (s.length > 255 || this.used + s.length > POOL_BYTES) return -1;
    for (let i = 0; i < s.length; i++) this.bytes[this.used + i] = s.charCodeAt(i);
    id = (this.used << 8) | s.length;
    this.used += s.length;
    this.ids.set(s, id);
    return id;
  }

  table(n: number, name: (i: number) => string | undefined): Int32Array {
    const t = new Int32Array(n);
    for (let i = 0; i < n; i++) t[i] = this.id(name(i));
    return t;
  }
}

/** Per generation: an encoding's fast decoder and its printers. */
interface FastEnc {
  readonly enc: GenEncoding;
  readonly markerMask: number;
  readonly markerValue: number;
  readonly dwords: number;
  readonly key: (w0: number) => number;
  readonly lit: (w0: number, w1: number, key: number) => boolean;
  /** VOP3a/VOP3b: the encoding that reads each opcode key's fields. */
  readonly split: (FastEnc | undefined)[] | undefined;
  /** By opcode key: the printer, null (none: use the generic path), undefined (not built yet). */
  readonly printers: (FastPrint | null | undefined)[];
}

/** JS expression of a field's value (unsigned) read from w0/w1. */
export function fx(f: Field): string {
  return f.shift === 0 && f.width === 32 ? `(w${f.word} >>> 0)` : `((w${f.word} >>> ${f.shift}) & ${f.mask})`;
}

function compileLit(layout: Layout): FastEnc['lit'] {
  const terms: string[] = (layout.literalKeys ?? []).map((k) => `key === ${k}`);
  for (const w of layout.literalWhen ?? []) terms.push('(' + Object.entries(w).map(([k, v]) => `${fx(layout.byName[k])} === ${v}`).join(' && ') + ')');
  return new Function('w0', 'w1', 'key', `return ${terms.length ? terms.join(' || ') : 'false'};`) as FastEnc['lit'];
}

/** A packed array of n undefined (not a holey or dictionary one: printers are looked up per instruction). */
function slots<T>(n: number): (T | undefined)[] {
  const a: (T | undefined)[] = [];
  for (let i = 0; i < n; i++) a.push(undefined);
  return a;
}

/** Generation state: pool, name tables (made on first use), encodings by top nine bits. */
export class FastGen {
  readonly pool = new Pool();
  private readonly tables = new Map<string, Int32Array>();
  private readonly encs = new Map<GenEncoding, FastEnc>();
  /** By the top nine bits of dword 0 (as src/codec's decoder): the encoding, or candidates to test in order. */
  private readonly top: (FastEnc | FastEnc[] | undefined)[] = [];
  /** Instructions printed the fast way, and those handed to the generic printer. */
  fast = 0;
  fallback = 0;
  /** Dwords of the instruction last printed. */
  size = 0;

  constructor(readonly gen: Gen) {
    const t = top9Table(gen);
    for (let i = 0; i < 512; i++) {
      const e = t[i];
      this.top.push(e === undefined ? undefined : Array.isArray(e) ? (e as readonly GenEncoding[]).map((x) => this.fastEnc(x)) : this.fastEnc(e as GenEncoding));
    }
  }

  /** A name table, built once: `n` entries named by `name`. */
  table(key: string, n: number, name: (i: number) => string | undefined): Int32Array {
    let t = this.tables.get(key);
    if (!t) this.tables.set(key, (t = this.pool.table(n, name)));
    return t;
  }

  private fastEnc(enc: GenEncoding): FastEnc {
    let fe = this.encs.get(enc);
    if (!fe) {
      const split: (FastEnc | undefined)[] | undefined = enc.split ? [] : undefined;
      fe = {
        enc, markerMask: enc.markerMask, markerValue: enc.markerValue, dwords: enc.layout.dwords, key: enc.layout.key,
        lit: compileLit(enc.layout), split, printers: slots(enc.byKey.length),
      };
      this.encs.set(enc, fe);
      if (split) for (const e of enc.split!) split.push(e === undefined || e === enc ? fe : this.fastEnc(e));
    }
    return fe;
  }

  /**
   * Print the instruction at words[i] (n words available) into o at p. Returns the new end and
   * sets `size`, or returns -1: the generic printer prints it (unknown encoding or opcode,
   * truncated, or not the plain case of a fast printer).
   */
  print(words: Uint32Array, i: number, n: number, o: Uint8Array, p: number): number {
    const w0 = words[i];
    let fe = this.top[w0 >>> 23];
    if (fe === undefined) return -1;
    if (Array.isArray(fe)) {
      let found: FastEnc | undefined;
      for (let k = 0; k < fe.length; k++) if (((w0 & fe[k].markerMask) >>> 0) === fe[k].markerValue) { found = fe[k]; break; }
      if (found === undefined) return -1;
      fe = found;
    }
    const key = fe.key(w0);
    if (fe.split !== undefined) fe = fe.split[key]!;
    const w1 = i + 1 < n ? words[i + 1] : 0;
    let size = fe.dwords;
    let lit = -1;
    if (fe.lit(w0, w1, key)) {
      if (i + size >= n) return -1;
      lit = words[i + size];
      size++;
    } else if (i + size > n) return -1;
    let pr = fe.printers[key];
    if (pr === undefined) {
      const def = fe.enc.byKey[key];
      pr = fe.printers[key] = def ? compilePrinter(this, def, fe.enc.layout) : null;
    }
    if (pr === null) return -1;
    this.size = size;
    return pr(o, p, w0, fe.dwords > 1 ? w1 : 0, lit);
  }
}

/** Kinds the fast printers know (the others make the row generic). */
export type Gen2 = { g: FastGen; def: InstrDef; layout: Layout; gi: number };

/**
 * Code for one operand: statements appending it (with its separator: `sep()` for an operand,
 * a space for a modifier) or `return -1`. `carry` lists the fields its text stands for; the
 * printer requires every other field bit to be zero (the marker and opcode are the mnemonic's).
 */
export interface OpCode { code: string; carry: string[] }

const OMOD = ['', 'mul:2', 'mul:4', 'div:2'];

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
  const mnemonic = g.pool.id('\t' + (def.printNames?.[g.gen] ?? def.printName ?? def.name));
  if (mnemonic < 0) return null;
  const body = [
    // Every set bit must be one the text stands for (else .long, the generic path's job).
    `if ((w0 & ${~carry0 | 0}) !== 0${layout.dwords > 1 ? ` || (w1 & ${~carry1 | 0}) !== 0` : ''}) return -1;`,
    'let n = 0, L = 0;',
    `p = cp(o, p, ${K(mnemonic)});`,
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
    const names = ['B', 'dec', 'hx', ...consts.map((_, i) => `K${i}`)];
    // Inlined: the operand separator, and the copy of pool string x (B: the pool's bytes).
    const code = body.replace(/sep\(\);/g, 'if (n++ !== 0) o[p++] = 44; o[p++] = 32;')
      .replace(/p = cp\(o, p, ([^;]+)\);/g, '{ const x = $1; let s = x >>> 8; const end = p + (x & 255); while (p < end) o[p++] = B[s++]; }');
    factory = new Function(...names, `return function print(o, p, w0, w1, lit) {\n${code}\n};`) as (...a: unknown[]) => FastPrint;
    FACTORIES.set(body, factory);
  }
  return factory(g.pool.bytes, dec, hx, ...consts);
}

/** Printer factories by their code. */
const FACTORIES = new Map<string, (...a: unknown[]) => FastPrint>();

/** Code storing a constant string's bytes at p. */
export function bytesCode(s: string): string {
  let c = '';
  for (let i = 0; i < s.length; i++) c += `o[p${i ? ' + ' + i : ''}] = ${s.charCodeAt(i)}; `;
  return `${c}p += ${s.length};`;
}

/** Decimal digits of an integer (negative with '-'), like String(v). */
function dec(o: Uint8Array, p: number, v: number): number {
  if (v < 0) { o[p++] = 45; v = -v; }
  if (v < 10) { o[p++] = 48 + v; return p; }
  let n = 1;
  for (let t = v; t >= 10; t = Math.floor(t / 10)) n++;
  const end = p + n;
  for (let q = end - 1; q >= p; q--) { o[q] = 48 + (v % 10); v = Math.floor(v / 10); }
  return end;
}

/** 0x and lower-case hex digits of a non-negative integer below 2^32, like '0x' + v.toString(16). */
function hx(o: Uint8Array, p: number, v: number): number {
  o[p++] = 48; o[p++] = 120;
  let n = 1;
  for (let t = v >>> 4; t !== 0; t >>>= 4) n++;
  const end = p + n;
  for (let q = end - 1; q >= p; q--) { const d = v & 15; o[q] = d < 10 ? 48 + d : 87 + d; v >>>= 4; }
  return end;
}

/** Append a constant string (a modifier's spelling) as code. */
export function lit(_ctx: Gen2, s: string): string {
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
export function named(K: (v: unknown) => string, t: Int32Array, v: string, op: boolean): string {
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
  const code = F(o.field);
  const carry = [o.field];
  const checks: string[] = [];
  if (o.field === 'src0') {
    const bus = busCode(ctx);
    if (bus === undefined) return undefined;
    checks.push(bus);
  }
  // lds_direct (254) is left to the generic path.
  checks.push('if (v === 254) return -1;');
  if (o.src === 'vgpr' || o.src === 'vgpr+lds') checks.push('if (v < 256) return -1;');
  if (o.src === 'scalar') checks.push('if (v >= 256) return -1;');
  if (!o.literal) checks.push('if (v === 255) return -1;');
  const k = o.field.charCodeAt(3) - 48;
  // (v_mad_mix*'s modifiers are bits of NEG_LO/NEG_HI: `mods`.)
  const neg = mods ? mods.neg : o.neg && layout.byName[`neg${k}`] ? F(`neg${k}`) : '0';
  const abs = mods ? mods.abs : o.abs && layout.byName[`abs${k}`] ? F(`abs${k}`) : '0';
  if (mods) carry.push(...mods.carry);
  if (neg !== '0' && !mods) carry.push(`neg${k}`);
  if (abs !== '0' && !mods) carry.push(`abs${k}`);
  const vt: VType = o.vtype;
  if (def.enc === 'VOP3' && is16(vt) && !VOP3_CONST16[gi]) checks.push('if (v >= 128 && v < 256) return -1;');
  const vreg = vregTable(ctx, o.regs);
  const scalar = g.table(`vs${vt}${o.regs}`, 256, (i) => (i === 255 ? undefined : scalarSourceName(gen, vt, i, o.regs)));
  const litOk = K((u: number) => literalText(gen, vt, u).exact);
  const litVal = is16(vt) ? 'lit & 0xffff' : 'lit';
  // -x, |x|, -|x|; a negated inline constant is neg(x).
  const wrapped = neg === '0' && abs === '0' ? 'p = cp(o, p, e);'
    : `if (ab !== 0) { if (ng !== 0) o[p++] = 45; o[p++] = 124; p = cp(o, p, e); o[p++] = 124; }
       else if (ng !== 0) { if (v >= 128 && v < 256 && (v <= 208 || (v >= 240 && v <= 248))) { ${lit(ctx, 'neg(')} p = cp(o, p, e); o[p++] = 41; } else { o[p++] = 45; p = cp(o, p, e); } }
       else p = cp(o, p, e);`;
  return {
    code: `{ const v = ${code}, ng = ${neg}, ab = ${abs}; ${checks.join(' ')}
      if (v === 255) { if (lit < 0 || ng !== 0 || ab !== 0 || !${litOk}(lit)) return -1; sep(); p = hx(o, p, ${litVal}); L = 1; }
      else { const e = v >= 256 ? ${K(vreg)}[v - 256] : ${K(scalar)}[v]; if (!(e >= 0)) return -1; sep(); ${wrapped} } }`,
    carry,
  };
}
