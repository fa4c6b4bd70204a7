// Readers of CDNA's matrix-instruction operands (src/isa/mai.ts) with llvm-mc 19's rules on gfx908:
// MFMA's C and D are AGPR tuples of the shape's width, A and B a VGPR or AGPR tuple (the ACC bit
// of the source says which), v_accvgpr_read_b32 reads an AGPR, v_accvgpr_write_b32 a VGPR or an
// inline constant (no SGPR, no literal); cbsz:/abid:/blgp: within their fields.
import type { OperandKind, OperandSpec } from '../isa/types.js';
import { inlineFloat, inlineCode32 } from '../syntax/constants.js';
import { LDS_DIRECT } from '../isa/special-regs.js';
import { mfmaOverlap } from '../isa/mai.js';
import type { Item } from '../syntax/operands.js';
import type { Ctx } from './context.js';
import { AsmError } from './errors.js';
import { vreg } from './regs.js';
import { number, type Reader } from './read-scalar.js';

/** The register file a tuple must be in, or an error that says what the operand takes. */
function fileOf(c: Ctx, o: OperandSpec, it: Item): 'v' | 'a' {
  if (it.k === 'reg' && (it.file === 'a' || (it.file === 'v' && o.rclass === 'av'))) return it.file;
  const want = o.rclass === 'av' ? 'a VGPR or AGPR' : 'an AGPR';
  throw new AsmError(`${c.def.name} takes ${want}${o.regs > 1 ? ` tuple of ${o.regs} registers` : ''} in ${o.field}, got '${it.text}'`, it.col);
}

const bit = (o: OperandSpec): number => 1 << (o.field.charCodeAt(3) - 48);

export const MAI_READ: Readonly<Partial<Record<OperandKind, Reader>>> = {
  rsrc: (c, o, it) => {
    const file = fileOf(c, o, it);
    c.fields[o.field] = 256 + vreg(it, o.regs, o.field, file);
    if (o.rclass === 'av' && file === 'a') c.fields.acc |= bit(o);
    const overlap = o.field === 'src2' ? mfmaOverlap(o.regs, c.fields.vdst, it.k === 'reg' ? it.first : 0) : undefined;
    if (overlap) throw new AsmError(`${overlap} (${c.def.name} writes D while it reads C: the same registers, or apart)`, it.col);
  },
  vconst: (c, o, it) => {
    if (it.k === 'reg' && it.file === 'v') { c.fields[o.field] = 256 + vreg(it, 1, o.field); return; }
    let code: number | undefined;
    if (it.k === 'imm') code = inlineCode32(c.gen, number(it, o.field, c));
    else if (it.k === 'float') code = inlineFloat(c.gen, it.value);
    else if (it.k === 'name' && (it.name === 'src_lds_direct' || it.name === 'lds_direct')) code = LDS_DIRECT;
    if (code === undefined) throw new AsmError(`source operand must be either a VGPR or an inline constant (-16..64, ±0.5, ±1.0, ±2.0, ±4.0, 0.15915494), got '${it.text}'`, it.col);
    c.fields[o.field] = code;
  },
  maimod: (c, o, it) => {
    const max = c.layout.byName[o.field].mask;
    if (it.k !== 'colon' || it.list) throw new AsmError(`expected ${o.field}:N (0..${max})`, it.col);
    if (it.value < 0 || it.value > max) throw new AsmError(`invalid ${o.field} value: ${it.value} (0..${max})`, it.col);
    c.fields[o.field] = it.value;
  },
  fixed: (c, o, it) => {
    throw new AsmError(`${c.def.name} does not take '${it.text}'`, it.col);
  },
};
