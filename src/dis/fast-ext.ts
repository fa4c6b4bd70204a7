// Generated printer code for the operand kinds of SDWA, DPP, VOP3P (packed math, v_mad_mix*),
// VOP3's op_sel, ds_swizzle_b32's offset, MTBUF's format, VINTRP's attr/param/high and
// s_atc_probe's immediate, and the constant bus rule: the part of ./fast.ts's
// operandCode for the variant encodings (same contract: code appending the operand, and the
// fields its text stands for, or undefined where the row stays generic).
//
// Sources (whose registers vary from line to line) are generated code over name tables, like
// fast.ts's vsrc. Structured modifiers (selects, dst_unused, DPP controls and masks, op_sel, the
// packed bit lists, swizzle(...), formats, attributes) print text that depends on a few field bits only, so they are
// memoised: the key is the concatenation of those fields, and the text for a key is made by the
// generic kind printer (src/syntax/print-profile.ts, print-sdwa.ts, packed.ts) the first time
// that key is seen, so the spelling rules stay in one place.
import type { OperandSpec } from '../isa/types.js';
import { operandText } from '../syntax/print-profile.js';
import { sregName } from '../isa/registers.js';
import { scalarSourceName } from '../syntax/vsrc.js';
import { READS_M0, READS_VCC } from '../syntax/valu-rules.js';
import { bytesCode, encodingFor, fx, vregTable, vsrcCode, type Gen2, type OpCode } from './fast.js';

type Konst = (v: unknown) => string;

/** Kinds printed after the operands (a space, then the text; possibly no text at all). */
const MODIFIERS: ReadonlySet<string> = new Set(['sdwasel', 'sdwaunused', 'dppctrl', 'dppmask', 'boundctrl', 'opsel', 'pkmod', 'dsoff', 'bufformat', 'high']);

/** Widest memo key (bits): a table of 2^16 entries per row at most. */
const MAX_KEY_BITS = 16;

export function operandCodeExt(ctx: Gen2, o: OperandSpec, K: Konst): OpCode | undefined {
  const { layout } = ctx;
  switch (o.kind) {
    case 'sdwasel': case 'sdwaunused': case 'dppctrl': case 'dppmask': case 'boundctrl': case 'opsel':
    case 'bufformat': case 'probe': case 'param': case 'high':
      return memoFields(ctx, o, K, [o.field]);
    case 'attr':
      // VINTRP's ATTR and ATTRCHAN, or the VOP3 form's SRC0 (attr | chan << 6 | high << 8).
      return memoFields(ctx, o, K, o.field === 'src0' ? ['src0'] : ['attr', 'attrchan']);
    case 'dsoff':
      return memoFields(ctx, o, K, ['offset0', 'offset1']);
    case 'sdwasdst':
      return sdwaDstCode(ctx, K);
    case 'pkmod':
      // op_sel_hi's third bit (src2) is a field of its own.
      return memoFields(ctx, o, K, o.field === 'op_sel_hi' ? ['op_sel_hi', 'op_sel_hi2'] : [o.field]);
    case 'dppsrc':
      return dppSrcCode(ctx, o, K);
    case 'sdwasrc': {
      const c = sdwaSrcCode(ctx, o, K);
      if (o.field === 'vsrc1') return c;
      // Each source checks its own scalar code; the pair's constant bus reads are checked here.
      const bus = sdwaBusCode(ctx, K);
      return bus === undefined ? undefined : { code: `${bus}\n${c.code}`, carry: c.carry };
    }
    case 'pksrc':
      return vsrcCode(ctx, o, K);
    case 'mixsrc': {
      // NEG_LO bit k is source k's neg, NEG_HI bit k its abs (-x, |x|).
      const k = o.field.charCodeAt(3) - 48;
      const bit = (f: string): string => `((${fx(layout.byName[f])} >>> ${k}) & 1)`;
      return vsrcCode(ctx, o, K, { neg: bit('neg_lo'), abs: bit('neg_hi'), carry: ['neg_lo', 'neg_hi'] });
    }
    default:
      return undefined;
  }
}

/** Inline constants (integers and floats) among scalar source codes: a negated one is written neg(c). */
const CONSTANT = (v: string): string => `((${v} >= 128 && ${v} <= 208) || (${v} >= 240 && ${v} <= 248))`;

/** Code writing the name e wrapped in float modifiers (-e, |e|, -|e|, or neg(e) where `negConst` holds): the generation's wf. */
function floatMods(ng: string, ab: string, negConst: string): string {
  return `p = wf(o, p, e, ${ng}, ${ab}, ${negConst});`;
}

/** Code writing the name e as sext(e) when `sx` is set: the generation's ws. */
function sextMod(sx: string): string {
  return `p = ws(o, p, e, ${sx});`;
}

/**
 * An SDWA source (src/syntax/print-sdwa.ts): a VGPR, or with S0/S1 (GCN 1.4) a scalar source (no
 * literal, lds_direct or 16-bit 1/(2*pi)); float modifiers on f32/f16 sources, sext() on the others.
 */
function sdwaSrcCode(ctx: Gen2, o: OperandSpec, K: Konst): OpCode {
  const { g, layout } = ctx;
  const gen = g.gen;
  const p = o.field === 'vsrc1' ? 'src1' : 'src0';
  const F = (name: string): string => (layout.byName[name] ? fx(layout.byName[name]) : '0');
  const float = o.vtype === 'f32' || o.vtype === 'f16';
  const vt = o.vtype;
  const scalar = g.table(`sdwa${vt}`, 256, (i) => (i === 255 || i === 254 || (i === 248 && vt === 'i16') ? undefined : scalarSourceName(gen, vt, i, 1)));
  const carry = [o.field, ...[`${p}_sgpr`, ...(float ? [`${p}_neg`, `${p}_abs`] : [`${p}_sext`])].filter((n) => layout.byName[n])];
  const mods = float ? floatMods('ng', 'ab', `s !== 0 && ${CONSTANT('v')}`) : sextMod('sx');
  return {
    code: `{ const v = ${F(o.field)}, s = ${F(`${p}_sgpr`)}, ${float ? `ng = ${F(`${p}_neg`)}, ab = ${F(`${p}_abs`)}` : `sx = ${F(`${p}_sext`)}`};
      const e = s === 0 ? ${K(vregTable(ctx, 1))}[v] : ${K(scalar)}[v]; if (!(e >= 0)) return -1; sep(); ${mods} }`,
    carry,
  };
}

/** A DPP source (src/syntax/print-profile.ts dppsrc): a VGPR; -x/|x| on float sources, sext() on signed integer ones. */
function dppSrcCode(ctx: Gen2, o: OperandSpec, K: Konst): OpCode {
  const { layout } = ctx;
  const p = o.field === 'dsrc0' ? 'src0' : 'src1';
  const F = (name: string): string => (layout.byName[name] ? fx(layout.byName[name]) : '0');
  const float = o.vtype === 'f32' || o.vtype === 'f16' || o.vtype === 'f64';
  const carry = [o.field, ...[`${p}_neg`, `${p}_abs`].filter((n) => layout.byName[n])];
  const mods = float ? floatMods('ng', 'ab', 'false')
    : `if (ab !== 0${o.signed ? '' : ' || ng !== 0'}) return -1; ${sextMod('ng')}`;
  return {
    code: `{ const v = ${F(o.field)}, ng = ${F(`${p}_neg`)}, ab = ${F(`${p}_abs`)};
      const e = ${K(vregTable(ctx, o.regs))}[v]; if (!(e >= 0)) return -1; sep(); ${mods} }`,
    carry,
  };
}

/** GCN 1.4 VOPC SDWA's destination (print-sdwa.ts sdwasdst): vcc with SD = 0 (SDST zero), else an SGPR pair other than vcc. */
function sdwaDstCode(ctx: Gen2, K: Konst): OpCode | undefined {
  const { g, layout } = ctx;
  const sd = layout.byName.sd, sdst = layout.byName.sdst;
  if (!sd || !sdst) return undefined;
  const pairs = g.table('s2any', 128, (i) => sregName(g.gen, i, 2, 'any'));
  return {
    code: `{ const v = ${fx(sdst)}; sep(); if (${fx(sd)} === 0) { if (v !== 0) return -1; ${bytesCode('vcc')} }
      else { if (v === ${VCC}) return -1; const e = ${K(pairs)}[v]; if (!(e >= 0)) return -1; p = cp(o, p, e); } }`,
    carry: ['sdst', 'sd'],
  };
}

/**
 * An operand whose text depends on `fields` alone (besides the row), memoised per value of
 * their concatenation (the first field in the low bits); carries those fields.
 */
function memoFields(ctx: Gen2, o: OperandSpec, K: Konst, fields: readonly string[]): OpCode | undefined {
  const { g, def, layout } = ctx;
  const fs = fields.map((n) => layout.byName[n]);
  if (fs.some((f) => f === undefined)) return undefined;
  let bits = 0;
  const terms: string[] = [];
  for (const f of fs) {
    terms.push(bits ? `(${fx(f)} << ${bits})` : fx(f));
    bits += f.width;
  }
  if (bits > MAX_KEY_BITS) return undefined;
  const enc = encodingFor(g.gen, def, layout);
  if (!enc) return undefined;
  const mod = MODIFIERS.has(o.kind);
  /** 0: not seen yet; -1: no text (generic path); else the pool string + 1. */
  const memo = new Int32Array(1 << bits);
  const fill = (key: number): number => {
    const values = layout.blank();
    let k = key;
    for (const f of fs) { values[f.name] = k & f.mask; k >>>= f.width; }
    const t = operandText({ gen: g.gen, enc, def, fields: values, size: layout.dwords, truncated: false }, def, o);
    const id = t === undefined ? -1 : g.pool.id(mod && t !== '' ? ' ' + t : t);
    return (memo[key] = id < 0 ? -1 : id + 1);
  };
  return {
    code: `{ const v = ${terms.join(' | ')}; let e = ${K(memo)}[v]; if (e === 0) e = ${K(fill)}(v); if (e < 0) return -1; ${mod ? '' : 'sep(); '}p = cp(o, p, e - 1); }`,
    carry: [...fields],
  };
}

/**
 * A source code's constant bus read, as an expression: -1 (none) or a key (src/syntax/valu-rules.ts
 * busReads). The SGPR pair offset is a row constant: rows differing only in it share their code.
 */
function busRead(c: string, wide: boolean, K: Konst): string {
  return `bk(${c}, ${K(wide ? 1000 : 0)})`;
}

/** A source code's constant bus key (see busRead): one function the printers call. */
export function busKey(c: number, wide: number): number {
  return c < 128 ? c + wide : (c >= 235 && c <= 239) || (c >= 251 && c <= 253) || c === 255 ? c : -1;
}

/**
 * Code failing when more than one distinct value in `reads` (expressions, -1 for none) and `fixed`
 * (constant keys) is read. With two reads or more, the implicit read (or none: -2, no key) is a
 * row constant, so that rows differing only in it share their code.
 */
function distinctCode(reads: readonly string[], fixed: readonly number[], K: Konst): string | undefined {
  const keys = [...new Set(fixed)];
  if (reads.length + keys.length <= 1) return '';
  // Two implicit reads: never on the bus (the row stays generic).
  if (keys.length > 1) return undefined;
  const names = reads.map((_, i) => `b${i}`);
  const key = keys.length ? String(keys[0]) : reads.length > 1 ? String(NO_KEY) : undefined;
  const fixedKey = key === undefined ? [] : [K(Number(key))];
  const lines = [`let nb = ${fixedKey.length ? `${fixedKey[0]} === ${NO_KEY} ? 0 : 1` : '0'};`];
  reads.forEach((r, i) => {
    const others = [...names.slice(0, i), ...fixedKey].map((x) => ` && b${i} !== ${x}`).join('');
    lines.push(`const b${i} = ${r}; if (b${i} >= 0${others}) nb++;`);
  });
  return `{ ${lines.join(' ')} if (nb > 1) return -1; }`;
}

/** "No implicit read" for distinctCode (a read key is -1 or more). */
const NO_KEY = -2;

const VCC = 106, M0 = 124, LITERAL = 255;

/**
 * The constant bus (src/syntax/valu-rules.ts): at most one scalar value read, equal reads
 * (s2 twice, the literal as a source and as K) counted once.
 */
export function busCode(ctx: Gen2, K: Konst): string | undefined {
  const { def, layout } = ctx;
  const reads: string[] = [];
  const fixed: number[] = [];
  let sawSource = false;
  for (const o of def.operands) {
    if (o.kind === 'vsrc' || o.kind === 'pksrc' || o.kind === 'mixsrc' || (o.kind === 'ssrc' && o.field !== 'vdst') || (o.kind === 'sreg' && o.field === 'src2')) {
      sawSource = true;
      if (!layout.byName[o.field]) continue;
      reads.push(busRead(fx(layout.byName[o.field]), o.regs > 1, K));
    } else if (o.kind === 'litk') fixed.push(LITERAL);
    else if (o.kind === 'vcc' && sawSource) fixed.push(-VCC);
  }
  if (READS_M0.has(def.name)) fixed.push(M0);
  if (READS_VCC.has(def.name)) fixed.push(-VCC);
  return distinctCode(reads, fixed, K);
}

/** GCN 1.4 SDWA's constant bus (src/syntax/sdwa.ts sdwaBusProblem): scalar sources (S0/S1 set) and the implicit VCC. */
function sdwaBusCode(ctx: Gen2, K: Konst): string | undefined {
  const { def, layout } = ctx;
  const reads: string[] = [];
  const fixed: number[] = [];
  let sawSource = false;
  for (const o of def.operands) {
    if (o.kind === 'sdwasrc') {
      sawSource = true;
      const sgpr = layout.byName[o.field === 'vsrc1' ? 'src1_sgpr' : 'src0_sgpr'];
      if (!sgpr) continue;
      const c = fx(layout.byName[o.field]);
      reads.push(`(${fx(sgpr)} === 0 ? -1 : ${busRead(c, false, K)})`);
    } else if (o.kind === 'vcc' && sawSource) fixed.push(-VCC);
  }
  return distinctCode(reads, fixed, K);
}
