// Packed math (VOP3P, GCN 1.4) as llvm-mc 19 prints it: packed sources, v_mad_mix* sources with
// their -x / |x| modifiers, and the per-source bit lists op_sel:[..], op_sel_hi:[..], neg_lo:[..],
// neg_hi:[..]. The list bits live in fields of their own (src/isa/vop3p.ts): bit i of a list is
// bit i of the field, except op_sel_hi's third bit (src2), which the hardware keeps apart in
// OP_SEL_HI_2 (bit 14).
import type { InstrDef, OperandKind, OperandSpec } from '../isa/types.js';
import { GEN_INFO, type Gen } from '../isa/gens.js';
import { alignedTuples, rawVreg, vregName, vregProblem } from '../isa/registers.js';
import { rawSource, scalarSourceName } from './vsrc.js';
import { constantBusProblem, ldsDirectProblem } from './valu-rules.js';
import { CLRX_MIX_OP_SEL_HI, clrxSourceName } from './clrx.js';
import type { Line } from './line.js';
import { isInlineConst } from '../isa/src-operands.js';
import { LDS_DIRECT, LITERAL, VGPR_BASE } from '../isa/special-regs.js';

/** The per-source bit-list modifiers, in llvm-mc's printed (and required) order. */
export const PACKED_LISTS: readonly string[] = ['op_sel', 'op_sel_hi', 'neg_lo', 'neg_hi'];

/** Sources of a VOP3P instruction (2 or 3), and whether it is packed (v_pk_*) or v_mad_mix*. */
export function packedShape(def: InstrDef): { sources: number; packed: boolean } {
  let sources = 0, packed = false;
  for (const o of def.operands) {
    if (o.kind === 'pksrc') { sources++; packed = true; }
    else if (o.kind === 'mixsrc') sources++;
  }
  return { sources, packed };
}

/**
 * The value a list modifier has when it is not written: op_sel_hi of a packed instruction is all
 * ones (each source's high half feeds the high result), of v_mad_mix* CLRX_MIX_OP_SEL_HI under
 * --syntax clrx; everything else is zero. A packed two-source instruction encodes OP_SEL_HI_2 = 1
 * as well (llvm-mc always does).
 */
export function listDefault(name: string, packed: boolean, clrx = false): 0 | 1 {
  return name !== 'op_sel_hi' ? 0 : packed ? 1 : clrx ? CLRX_MIX_OP_SEL_HI : 0;
}

/** Bit i of list `name`: [field, bit]. */
export function listBit(name: string, i: number): readonly [string, number] {
  return name === 'op_sel_hi' && i === 2 ? ['op_sel_hi2', 0] : [name, i];
}

/** The list `name` as written in the word (three entries; entries past `sources` are padding). */
export function listValues(f: Readonly<Record<string, number>>, name: string): number[] {
  return [0, 1, 2].map((i) => {
    const [field, bit] = listBit(name, i);
    return (f[field] >>> bit) & 1;
  });
}


/**
 * Where a family fixes the dot instructions' lists (dot-fixed-opsel, CDNA 3), a value of op_sel or
 * op_sel_hi other than llvm-mc 19 accepts (op_sel all 0, op_sel_hi all 1, over the three entries):
 * the reason, else undefined. The dot rows are the ones a dot*-insts feature brings.
 */
export function dotListProblem(gen: Gen, def: InstrDef, name: string, bits: readonly number[]): string | undefined {
  if (name !== 'op_sel' && name !== 'op_sel_hi') return undefined;
  if (!GEN_INFO[gen].features.has('dot-fixed-opsel') || !/^dot\d+-insts$/.test(def.requires ?? '')) return undefined;
  const want = name === 'op_sel' ? 0 : 1;
  return bits.some((b) => b !== want) ? `invalid op_sel operand: ${def.name} takes ${name === 'op_sel' ? 'no op_sel' : 'op_sel_hi:[1,1,1] only'} on this GPU (llvm-mc 19)` : undefined;
}

/** Index of a source field (src0 -> 0). */
export const srcIndex = (field: string): number => field.charCodeAt(3) - 48;

type Printer = (l: Line, o: OperandSpec) => void;

/** The 9-bit source's text (no modifiers); a reason goes to the line if it has none. */
function sourceText(l: Line, o: OperandSpec): string {
  const code = l.f[o.field];
  l.set(o.field);
  if (o.field === 'src0') {
    const bus = constantBusProblem(l.def, l.f) ?? ldsDirectProblem(l.def, l.f);
    if (bus) l.fail(bus);
  } else if (code === LDS_DIRECT) l.fail('lds_direct may be used as src0 only');
  if (code >= VGPR_BASE) {
    const aligned = alignedTuples(l.d.gen);
    const name = vregName(code - VGPR_BASE, o.regs, 'v', aligned);
    if (name !== undefined) return name;
    l.fail(vregProblem(o.field, code - VGPR_BASE, o.regs, 'v', aligned));
    return rawVreg(code - VGPR_BASE, o.regs);
  }
  // No literal on GCN 1.4's VOP3/VOP3P: code 255 has no syntax (llvm-mc does not decode it).
  if (code === LITERAL) {
    l.fail(`${o.field} code 255: VOP3P takes no literal on GCN 1.4`);
    return 'src255';
  }
  const name = scalarSourceName(l.d.gen, o.vtype, code, o.regs);
  if (name !== undefined) return l.clrx ? clrxSourceName(name) : name;
  l.fail(`${o.field} code ${code} has no ${o.vtype} source syntax`);
  return rawSource(code, 1);
}

export const PACKED_PRINT: Readonly<Partial<Record<OperandKind, Printer>>> = {
  pksrc(l, o) {
    l.op(sourceText(l, o));
  },
  mixsrc(l, o) {
    let t = sourceText(l, o);
    const i = srcIndex(o.field);
    const neg = (l.f.neg_lo >>> i) & 1, abs = (l.f.neg_hi >>> i) & 1;
    // Each source carries its own NEG_LO (neg) and NEG_HI (abs) bit; the three cover the fields.
    l.set('neg_lo').set('neg_hi');
    if (abs) t = `|${t}|`;
    // A negated constant is written neg(1.0): -1.0 would be the constant -1.0 (llvm-mc's rule).
    if (neg) t = !abs && isInlineConst(l.f[o.field]) ? `neg(${t})` : '-' + t;
    l.op(t);
  },
  pkmod(l, o) {
    const { sources, packed } = packedShape(l.def);
    const name = o.field;
    const def = listDefault(name, packed, l.clrx);
    const bits = listValues(l.f, name);
    // Entries past the sources have no text: the word must hold what the assembler writes there.
    // Entries past the sources have no text: the text stands for the default there (the
    // assembler writes it), so a word holding anything else is not what the text says.
    const implied: Record<string, number> = {};
    for (let i = 0; i < 3; i++) {
      const [field, bit] = listBit(name, i);
      implied[field] = (implied[field] ?? 0) | ((i < sources ? bits[i] : def) << bit);
      if (i >= sources && bits[i] !== def) l.fail(`${name} bit ${i} is ${bits[i]} on ${l.def.name}, which has ${sources} sources (llvm-mc writes ${def})`);
    }
    for (const field in implied) l.set(field, implied[field]);
    const fixed = dotListProblem(l.d.gen, l.def, name, bits);
    if (fixed) l.fail(fixed);
    const shown = bits.slice(0, sources);
    if (shown.some((b) => b !== def)) l.mod(`${name}:[${shown.join(',')}]`);
  },
};
