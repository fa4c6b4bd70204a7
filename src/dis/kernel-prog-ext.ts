// Print program operations for the operand kinds of SDWA, DPP, VOP3P (packed math, v_mad_mix*),
// VOP3's op_sel, ds_swizzle_b32's offset, MTBUF's format, VINTRP's attr/param/high and
// s_atc_probe's immediate, and the constant bus rule: the part of ./kernel-prog.ts's operandOps
// for the variant encodings (same contract).
//
// Sources (whose registers vary from line to line) read name tables, like kernel-prog.ts's vsrc.
// Structured modifiers (selects, dst_unused, DPP controls and masks, op_sel, the packed bit lists,
// swizzle(...), formats, attributes) print text that depends on a few field bits only, so they
// are memoised (kernel-prog.ts memoOps).
import type { OperandSpec } from '../isa/types.js';
import { alignedTuples, sregName, vregName } from '../isa/registers.js';
import { isInlineConst } from '../isa/src-operands.js';
import { accFileBit, overlapRuled } from '../isa/mai.js';
import { scalarSourceName } from '../syntax/vsrc.js';
import { busPlan } from '../isa/constant-bus.js';
import { INV_2PI, LDS_DIRECT, LITERAL, WIDE_KEY as WIDE } from '../isa/special-regs.js';
import * as K from './kernel-ops.js';
import { fr, memoOps, vregTable, vsrcOps, type OpSeq, type Row } from './kernel-prog.js';

/** Kinds printed after the operands (a space, then the text; possibly no text at all). */
const MODIFIERS: ReadonlySet<string> = new Set(['sdwasel', 'sdwaunused', 'dppctrl', 'dppmask', 'boundctrl', 'opsel', 'pkmod', 'dsoff', 'bufformat', 'high', 'maimod']);

export function operandOpsExt(row: Row, o: OperandSpec): OpSeq | undefined {
  const { layout } = row;
  const memo = (fields: readonly string[]): OpSeq | undefined => memoOps(row, o, fields, MODIFIERS.has(o.kind) ? 0 : 1);
  switch (o.kind) {
    case 'sdwasel': case 'sdwaunused': case 'dppctrl': case 'dppmask': case 'boundctrl': case 'opsel':
    case 'bufformat': case 'probe': case 'param': case 'high': case 'maimod':
      return memo([o.field]);
    case 'rsrc': case 'vconst': case 'fixed':
      return maiOps(row, o);
    case 'attr':
      // VINTRP's ATTR and ATTRCHAN, or the VOP3 form's SRC0 (attr | chan << 6 | high << 8).
      return memo(o.field === 'src0' ? ['src0'] : ['attr', 'attrchan']);
    case 'dsoff':
      return memo(['offset0', 'offset1']);
    case 'sdwasdst':
      return sdwaDstOps(row);
    case 'pkmod':
      // op_sel_hi's third bit (src2) is a field of its own.
      return memo(o.field === 'op_sel_hi' ? ['op_sel_hi', 'op_sel_hi2'] : [o.field]);
    case 'dppsrc':
      return dppSrcOps(row, o);
    case 'sdwasrc': {
      const c = sdwaSrcOps(row, o);
      if (o.field === 'vsrc1') return c;
      // Each source checks its own scalar code; the pair's constant bus reads are checked here.
      const bus = busOps(row, true);
      return bus === undefined ? undefined : { ops: [...bus, ...c.ops], carry: c.carry };
    }
    case 'pksrc':
      return vsrcOps(row, o);
    case 'mixsrc': {
      // NEG_LO bit k is source k's neg, NEG_HI bit k its abs (-x, |x|).
      const k = o.field.charCodeAt(3) - 48;
      const bit = (name: string): number => {
        const f = layout.byName[name];
        return (f.word << 10) | ((f.shift + k) << 5);
      };
      return vsrcOps(row, o, { neg: bit('neg_lo'), abs: bit('neg_hi'), carry: ['neg_lo', 'neg_hi'] });
    }
    default:
      return undefined;
  }
}

/**
 * CDNA's matrix-instruction operands (src/syntax/print-mai.ts): a 9-bit source that holds AGPRs
 * (rclass agpr), VGPRs (v_smfmac_*'s index), VGPRs or AGPRs by the operand's file bit (av: A and
 * B's ACC bits; D and C's ACC_CD on gfx90a+, where C may also be an inline constant; MFMA's C
 * also under the C/D overlap rule), MFMA's D in an 8-bit field (vreg av), v_accvgpr_write_b32's
 * VGPR or inline constant, and the bits a mnemonic implies (fixed: any other value bails, as the
 * generic printer then prints .long).
 */
export function maiOps(row: Row, o: OperandSpec): OpSeq | undefined {
  const { h, layout } = row;
  const f = layout.byName[o.field];
  if (!f) return undefined;
  if (o.kind === 'fixed') {
    if (f.width > 16) return undefined;
    const m = h.memo(1 << f.width, (key) => (key === o.value ? '' : undefined));
    return { ops: [K.OP_MEMO, 1, m.slot, m.fill, 0, fr(f), 0], carry: [o.field] };
  }
  const gen = h.gen;
  // Codes 256 + N name register N of the file; below 256, C's inline constants where it may
  // hold one (cnst), else no name (the generic path says why). An 8-bit field names register N.
  const nine = o.kind !== 'vreg';
  const at = o.rclass === 'av' ? accFileBit(layout, o.field) : undefined;
  const cnst = o.field === 'src2' && at?.field.name === 'acc_cd';
  const source = (file: 'v' | 'a', regs: number): number => nine
    ? h.table(`r${file}${regs}${cnst ? `c${o.vtype}` : ''}`, 512, (i) => (i >= 256 ? vregName(i - 256, regs, file, alignedTuples(gen)) : cnst && isInlineConst(i) ? scalarSourceName(gen, o.vtype, i, regs) : undefined))
    : vregTable(row, regs, file);
  if (o.kind === 'vconst') {
    const t = h.table(`vconst${o.vtype}`, 512, (i) => (i >= 256 ? vregName(i - 256, 1) : isInlineConst(i) || i === LDS_DIRECT ? scalarSourceName(gen, o.vtype, i, 1) : undefined));
    return { ops: [K.OP_NAMED, fr(f), t, 1, 1], carry: [o.field] };
  }
  const carry = [o.field];
  let ops: number[];
  if (o.rclass === 'av' && at) {
    // The file bit picks the AGPR file.
    ops = [K.OP_NAMED2, fr(f), (at.field.word << 10) | ((at.field.shift + at.bit) << 5), 1, source('a', o.regs), source('v', o.regs)];
    carry.push(at.field.name);
  } else if (o.rclass === 'agpr' || o.rclass === 'av' || o.rclass === 'vgpr') {
    ops = [K.OP_NAMED, fr(f), source(o.rclass === 'vgpr' ? 'v' : 'a', o.regs), 1, 1];
  } else return undefined;
  if (o.field === 'src2' && overlapRuled(o.regs) && layout.byName.vdst) ops.push(K.OP_OVERLAP, fr(layout.byName.vdst), fr(f), o.regs);
  return { ops, carry };
}

/**
 * An SDWA source (src/syntax/print-sdwa.ts): a VGPR, or with S0/S1 (GCN 1.4) a scalar source (no
 * literal, lds_direct or 16-bit 1/(2*pi)); float modifiers on f32/f16 sources, sext() on the others.
 */
function sdwaSrcOps(row: Row, o: OperandSpec): OpSeq {
  const { h, layout } = row;
  const gen = h.gen;
  const p = o.field === 'vsrc1' ? 'src1' : 'src0';
  const F = (name: string): number => fr(layout.byName[name]);
  const float = o.vtype === 'f32' || o.vtype === 'f16';
  const vt = o.vtype;
  const scalar = h.table(`sdwa${vt}`, 256, (i) => (i === LITERAL || i === LDS_DIRECT || (i === INV_2PI && vt === 'i16') ? undefined : scalarSourceName(gen, vt, i, 1)));
  // A source with no modifiers (o.noMods) carries none of their bits: a word with one set goes generic.
  const carry = [o.field, ...[`${p}_sgpr`, ...(o.noMods ? [] : float ? [`${p}_neg`, `${p}_abs`] : [`${p}_sext`])].filter((n) => layout.byName[n])];
  return {
    ops: [K.OP_SDWASRC, F(o.field), F(`${p}_sgpr`), float ? 1 : 0, F(`${p}_neg`), F(`${p}_abs`), F(`${p}_sext`), vregTable(row, 1), scalar],
    carry,
  };
}

/** A DPP source (src/syntax/print-profile.ts dppsrc): a VGPR; -x/|x| on float sources, sext() on signed integer ones. */
function dppSrcOps(row: Row, o: OperandSpec): OpSeq {
  const { layout } = row;
  const p = o.field === 'dsrc0' ? 'src0' : 'src1';
  const F = (name: string): number => fr(layout.byName[name]);
  const float = o.vtype === 'f32' || o.vtype === 'f16' || o.vtype === 'f64';
  const carry = [o.field, ...[`${p}_neg`, `${p}_abs`].filter((n) => layout.byName[n])];
  return { ops: [K.OP_DPPSRC, F(o.field), F(`${p}_neg`), F(`${p}_abs`), vregTable(row, o.regs), float ? 1 : 0, o.signed ? 1 : 0], carry };
}

/** GCN 1.4 VOPC SDWA's destination (print-sdwa.ts sdwasdst): vcc with SD = 0 (SDST zero), else an SGPR pair other than vcc. */
function sdwaDstOps(row: Row): OpSeq | undefined {
  const { h, layout } = row;
  const sd = layout.byName.sd, sdst = layout.byName.sdst;
  if (!sd || !sdst) return undefined;
  const pairs = h.table('s2any', 128, (i) => sregName(h.gen, i, 2, 'any'));
  return { ops: [K.OP_SDWADST, fr(sdst), fr(sd), pairs, h.arena.id('vcc')], carry: ['sdst', 'sd'] };
}

/**
 * The constant bus: at most one distinct value among the reads (field, wide (1000: an SGPR
 * pair's key differs from the SGPR's), S0/S1 field or NO_FIELD) and the fixed implicit keys.
 * With two reads or more, the implicit read (or none: NO_KEY) is part of the operation.
 */
function distinctOps(reads: readonly number[][], fixed: readonly number[]): number[] | undefined {
  const keys = [...new Set(fixed)];
  if (reads.length + keys.length <= 1) return [];
  // Two implicit reads: never on the bus (the row stays generic).
  if (keys.length > 1) return undefined;
  const key = keys.length ? keys[0] : NO_KEY;
  return [K.OP_BUS, reads.length, key, key === NO_KEY ? 0 : 1, ...reads.flat()];
}

/** "No implicit read" (a read key is -1 or more). */
const NO_KEY = -2;

/**
 * The constant bus (src/isa/constant-bus.ts busPlan): at most one scalar value read, equal reads
 * (s2 twice, the literal as a source and as K) counted once. `sdwa`: the SDWA sources only (their
 * S0/S1 bits make them scalar), checked with the first of them.
 */
export function busOps(row: Row, sdwa = false): number[] | undefined {
  const { def, layout } = row;
  const plan = busPlan(def);
  const reads: number[][] = [];
  for (const r of plan.reads) {
    if ((r.sgprField !== undefined) !== sdwa) continue;
    const field = layout.byName[r.field];
    if (!field) continue;
    if (r.sgprField !== undefined) {
      const sgpr = layout.byName[r.sgprField];
      if (sgpr) reads.push([fr(field), 0, fr(sgpr)]);
    } else {
      // v_writelane_b32's lane select reads M0 off the bus (wide -1: wasm/dis.ts busKey).
      reads.push([fr(field), r.m0Free ? -1 : r.wide ? WIDE : 0, K.NO_FIELD]);
    }
  }
  return distinctOps(reads, plan.fixed);
}
