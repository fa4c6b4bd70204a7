// Generated printer code for the operand kinds of SDWA, DPP, VOP3P (packed math, v_mad_mix*),
// VOP3's op_sel and ds_swizzle_b32's offset, and the constant bus rule: the part of ./fast.ts's
// operandCode for the variant encodings (same contract: code appending the operand, and the
// fields its text stands for, or undefined where the row stays generic).
//
// Structured modifiers and SDWA/DPP sources print text that depends on a few field bits only, so
// they are memoised: the key is the concatenation of those fields, and the text for a key is made
// by the generic kind printer (src/syntax/print-profile.ts, print-sdwa.ts, packed.ts) the first
// time that key is seen. The printers stay the one place with the spelling rules.
import type { InstrDef, OperandSpec } from '../isa/types.js';
import { operandText } from '../syntax/print-profile.js';
import { encodingFor, fx, vsrcCode, type Gen2, type OpCode } from './fast.js';

type Konst = (v: unknown) => string;

/** Kinds printed after the operands (a space, then the text; possibly no text at all). */
const MODIFIERS: ReadonlySet<string> = new Set(['sdwasel', 'sdwaunused', 'dppctrl', 'dppmask', 'boundctrl', 'opsel', 'pkmod', 'dsoff']);

/** Widest memo key (bits): a table of 2^16 entries per row at most. */
const MAX_KEY_BITS = 16;

export function operandCodeExt(ctx: Gen2, o: OperandSpec, K: Konst): OpCode | undefined {
  const { layout } = ctx;
  const has = (name: string): boolean => layout.byName[name] !== undefined;
  switch (o.kind) {
    case 'sdwasel': case 'sdwaunused': case 'dppctrl': case 'dppmask': case 'boundctrl': case 'opsel':
      return memoFields(ctx, o, K, [o.field]);
    case 'dsoff':
      return memoFields(ctx, o, K, ['offset0', 'offset1']);
    case 'sdwasdst':
      return memoFields(ctx, o, K, [o.field, 'sd']);
    case 'pkmod':
      // op_sel_hi's third bit (src2) is a field of its own.
      return memoFields(ctx, o, K, o.field === 'op_sel_hi' ? ['op_sel_hi', 'op_sel_hi2'] : [o.field]);
    case 'dppsrc': {
      // Its neg/abs bits (printed and carried when set: the same as always carried).
      const p = o.field === 'dsrc0' ? 'src0' : 'src1';
      return memoFields(ctx, o, K, [o.field, `${p}_neg`, `${p}_abs`].filter(has));
    }
    case 'sdwasrc': {
      const p = o.field === 'vsrc1' ? 'src1' : 'src0';
      const float = o.vtype === 'f32' || o.vtype === 'f16';
      const c = memoFields(ctx, o, K, [o.field, `${p}_sgpr`, ...(float ? [`${p}_neg`, `${p}_abs`] : [`${p}_sext`])].filter(has));
      if (!c || p !== 'src0') return c;
      // The memo checks each source's constant bus reads alone; the pair is checked here.
      const bus = sdwaBusCode(ctx);
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

/** A source code's constant bus read, as an expression: -1 (none) or a key (src/syntax/valu-rules.ts busReads). */
function busRead(c: string, wide: boolean): string {
  return `(${c} < 128 ? ${c}${wide ? ' + 1000' : ''} : (${c} >= 235 && ${c} <= 239) || (${c} >= 251 && ${c} <= 253) || ${c} === 255 ? ${c} : -1)`;
}

/** Code failing when more than one distinct value in `reads` (expressions, -1 for none) and `fixed` (constant keys) is read. */
function distinctCode(reads: readonly string[], fixed: readonly number[]): string | undefined {
  const keys = [...new Set(fixed)];
  if (reads.length + keys.length <= 1) return '';
  // Two implicit reads: never on the bus (the row stays generic).
  if (keys.length > 1) return undefined;
  const names = reads.map((_, i) => `b${i}`);
  const lines = [`let nb = ${keys.length};`];
  reads.forEach((r, i) => {
    const others = [...names.slice(0, i), ...keys.map(String)].map((x) => ` && b${i} !== ${x}`).join('');
    lines.push(`const b${i} = ${r}; if (b${i} >= 0${others}) nb++;`);
  });
  return `{ ${lines.join(' ')} if (nb > 1) return -1; }`;
}

/** Instructions that read M0 / VCC implicitly (src/syntax/valu-rules.ts). */
const READS_M0: ReadonlySet<string> = new Set(['v_movreld_b32', 'v_movreld_b32_e64']);
const READS_VCC: ReadonlySet<string> = new Set(['v_div_fmas_f32', 'v_div_fmas_f64']);
const VCC = 106, M0 = 124, LITERAL = 255;

/**
 * The constant bus (src/syntax/valu-rules.ts): at most one scalar value read, equal reads
 * (s2 twice, the literal as a source and as K) counted once.
 */
export function busCode(ctx: Gen2): string | undefined {
  const { def, layout } = ctx;
  const reads: string[] = [];
  const fixed: number[] = [];
  let sawSource = false;
  for (const o of def.operands) {
    if (o.kind === 'vsrc' || o.kind === 'pksrc' || o.kind === 'mixsrc' || (o.kind === 'ssrc' && o.field !== 'vdst') || (o.kind === 'sreg' && o.field === 'src2')) {
      sawSource = true;
      if (!layout.byName[o.field]) continue;
      reads.push(busRead(fx(layout.byName[o.field]), o.regs > 1));
    } else if (o.kind === 'litk') fixed.push(LITERAL);
    else if (o.kind === 'vcc' && sawSource) fixed.push(-VCC);
  }
  if (READS_M0.has(def.name)) fixed.push(M0);
  if (READS_VCC.has(def.name)) fixed.push(-VCC);
  return distinctCode(reads, fixed);
}

/** GCN 1.4 SDWA's constant bus (src/syntax/sdwa.ts sdwaBusProblem): scalar sources (S0/S1 set) and the implicit VCC. */
function sdwaBusCode(ctx: Gen2): string | undefined {
  const { def, layout } = ctx;
  const reads: string[] = [];
  const fixed: number[] = [];
  let sawSource = false;
  for (const o of (def as InstrDef).operands) {
    if (o.kind === 'sdwasrc') {
      sawSource = true;
      const sgpr = layout.byName[o.field === 'vsrc1' ? 'src1_sgpr' : 'src0_sgpr'];
      if (!sgpr) continue;
      const c = fx(layout.byName[o.field]);
      reads.push(`(${fx(sgpr)} === 0 ? -1 : ${busRead(c, false)})`);
    } else if (o.kind === 'vcc' && sawSource) fixed.push(-VCC);
  }
  return distinctCode(reads, fixed);
}
