// Readers of the packed-math kinds (VOP3P, GCN 1.4), with llvm-mc 19's rules for constants:
// VOP3P takes no literal on GCN 1.4, so a constant must be an inline one, and which written
// values are inline depends on the operand:
//  packed f16 (v_pk_*_f16): a 32-bit value; the integers -16..64, or the f16 bit pattern of an
//    inline float (0x3c00 = 1.0); floats written as such (1.0, 0.15915494);
//  packed i16 (v_pk_*_i16/u16/b16): a 32-bit value that is an inline 32-bit constant: -16..64,
//    or the f32 bit pattern of an inline float (0x3f800000 = 1.0); floats written as such;
//  v_mad_mix*: a 16-bit value (-0x8000..0xffff, 0xffff = -1), inline as an f16 operand's is.
import type { OperandKind, OperandSpec } from '../isa/types.js';
import { inlineCode32, inlineFloat } from '../syntax/constants.js';
import { inlineF16Float, inlineFor } from '../syntax/vsrc.js';
import { dotListProblem, listBit, listDefault, listValues, packedShape, srcIndex } from '../syntax/packed.js';
import type { Item } from '../syntax/operands.js';
import { Ctx } from './context.js';
import { AsmError } from './errors.js';
import { sreg, ssrcNamed, vreg } from './regs.js';
import { floatLiteral, number, type Reader } from './read-scalar.js';
import { noDoubleMinus } from './read-valu.js';
import { LDS_DIRECT } from '../isa/special-regs.js';
import { ldsDirectOn } from '../isa/src-operands.js';

const noLiteral = (c: Ctx, it: Item): AsmError =>
  new AsmError(`literal operands are not supported: ${c.def.name} (VOP3P) takes only inline constants (-16..64, ±0.5, ±1.0, ±2.0, ±4.0, 0.15915494), not ${it.text}`, it.col);

/** Code of a constant for a packed (`packed`) or mad_mix source of type `t`. */
function constant(c: Ctx, o: OperandSpec, it: Item, packed: boolean): number {
  const f16 = o.vtype === 'f16';
  if (it.k === 'float') {
    const code = inlineFloat(c.gen, it.value) ?? (f16 ? inlineFor(c.gen, 'f16', floatLiteral(it, 16)) : inlineCode32(c.gen, floatLiteral(it, 32)));
    if (code === undefined) throw noLiteral(c, it);
    return code;
  }
  const v = number(it, o.field, c);
  const [lo, hi] = packed ? [-0x80000000, 0xffffffff] : [-0x8000, 0xffff];
  if (v < lo || v > hi) throw new AsmError(`${o.field} out of range: ${it.text} does not fit a ${packed ? '32' : '16'}-bit operand`, it.col);
  let code: number | undefined;
  if (!packed) code = inlineFor(c.gen, 'f16', v & 0xffff);
  else if ((v | 0) >= -16 && (v | 0) <= 64) code = inlineCode32(c.gen, v >>> 0);
  // Past -16..64 a packed f16 source takes only an inline float's f16 bit pattern (0xffff is no -1).
  else code = f16 ? (v >= 0 && v <= 0xffff ? inlineF16Float(c.gen, v) : undefined) : inlineCode32(c.gen, v >>> 0);
  if (code === undefined) throw noLiteral(c, it);
  return code;
}

/** A VOP3P source: VGPR, SGPR or special source, lds_direct (src0 only), inline constant. */
function source(c: Ctx, o: OperandSpec, it: Item, packed: boolean): number {
  // o.regs: gfx90a's packed FP32 reads register pairs.
  if (it.k === 'reg' && it.file === 'v') return 256 + vreg(c, it, o.regs, o.field);
  if (it.k === 'name' && (it.name === 'src_lds_direct' || it.name === 'lds_direct')) {
    if (!ldsDirectOn(c.gen)) throw new AsmError('lds_direct is not supported on this GPU', it.col);
    if (o.field !== 'src0') throw new AsmError('lds_direct may be used as src0 only', it.col);
    return LDS_DIRECT;
  }
  if (it.k === 'float' || it.k === 'imm' || (it.k === 'call' && it.name === 'lit')) return constant(c, o, it, packed);
  return ssrcNamed(c.gen, it, o.regs === 2 ? 64 : 32) ?? sreg(c.gen, it, o.regs, o.field);
}

export const PACKED_READ: Readonly<Partial<Record<OperandKind, Reader>>> = {
  pksrc: (c, o, it) => {
    // CLRX's -x on a packed source sets its NEG_LO bit only (`v_pk_mad_i16 v55, -v79, -v166, v229`
    // is d3804037 7f974d4f, GCNAsmOpc14.cpp:575); it has no abs there.
    if (c.syntax === 'clrx' && 'neg' in it && (it.abs || it.sext)) throw new AsmError(`${c.def.name} takes no ${it.abs ? 'abs' : 'sext'} on a packed source (${it.text})`, it.col);
    const neg = c.syntax === 'clrx' && 'neg' in it && it.neg;
    c.fields[o.field] = source(c, o, neg ? { ...it, neg: false } as Item : it, true);
    if (neg) c.fields.neg_lo |= 1 << srcIndex(o.field);
  },
  mixsrc: (c, o, it) => {
    if (it.k === 'reg' && it.sext) throw new AsmError(`${c.def.name} takes float modifiers (-x, |x|, neg(x), abs(x)), not sext`, it.col);
    const plain = 'neg' in it && (it.neg || it.abs) ? { ...it, neg: false, abs: false } : it;
    noDoubleMinus(c, o, plain as Item);
    c.fields[o.field] = source(c, o, plain as Item, false);
    const bit = 1 << srcIndex(o.field);
    if ('neg' in it && it.neg) c.fields.neg_lo |= bit;
    if ('abs' in it && it.abs) c.fields.neg_hi |= bit;
  },
  pkmod: (c, o, it) => {
    const name = o.field;
    const { sources, packed } = packedShape(c.def);
    // CLRX also writes the list as a number, element k its bit k (op_sel_hi:6 is op_sel_hi:[0,1,1]; GCNAsmOpc14.cpp:531).
    if (it.k === 'colon' && !it.list && c.syntax === 'clrx' && Number.isInteger(it.value) && it.value >= 0 && it.value < 2 ** sources) {
      const v = it.value;
      it = { ...it, list: Array.from({ length: sources }, (_, k) => (v >> k) & 1) };
    }
    if (it.k !== 'colon' || !it.list) throw new AsmError(`expected ${name}:[..] with one 0 or 1 per source`, it.col);
    const dflt = listDefault(name, packed, c.syntax === 'clrx');
    it.list.forEach((x, i) => {
      if (x !== 0 && x !== 1) throw new AsmError(`invalid ${name} value: ${x} (each element is 0 or 1)`, it.col);
      // llvm-mc drops elements past the instruction's sources whatever they say; gcnkit takes
      // only the value it would write there (ERRATA).
      // The fourth element (gfx11's destination bit) has no field on GCN 1.4: it must be 0.
      const want = i < 3 ? dflt : 0;
      if (i >= sources && x !== want) throw new AsmError(`${name}: ${c.def.name} has ${sources} sources; element ${i} must be ${want} (llvm-mc ignores it)`, it.col);
    });
    for (let i = 0; i < 3; i++) setBit(c, name, i, i < sources ? it.list[i] ?? 0 : dflt);
    const fixed = dotListProblem(c.gen, c.def, name, listValues(c.fields, name));
    if (fixed) throw new AsmError(fixed, it.col);
  },
};

function setBit(c: Ctx, name: string, i: number, v: number): void {
  const [field, bit] = listBit(name, i);
  c.fields[field] = (c.fields[field] & ~(1 << bit)) | (v << bit);
}

/** A list modifier left out: its default in every entry (op_sel_hi of v_pk_* is all ones, OP_SEL_HI_2 included). */
export function packedOmitted(c: Ctx, o: OperandSpec): void {
  if (o.kind !== 'pkmod') return;
  const dflt = listDefault(o.field, packedShape(c.def).packed, c.syntax === 'clrx');
  for (let i = 0; i < 3; i++) setBit(c, o.field, i, dflt);
}
