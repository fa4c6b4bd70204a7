// Readers of CDNA's matrix-instruction operands (src/isa/mai.ts) with llvm-mc 19's rules: MFMA's
// D and C are tuples of the shape's width in one file (gfx908: AGPRs; gfx90a+: AGPRs or VGPRs, the
// ACC_CD bit; C also an inline constant there), A and B a VGPR or AGPR tuple (the source's ACC
// bit), v_smfmac_*'s index a VGPR, v_accvgpr_read_b32 reads an AGPR, gfx908's v_accvgpr_write_b32
// a VGPR or an inline constant (no SGPR, no literal); cbsz:/abid:/blgp: within their fields and
// gfx940's neg:[a,b,c] (the f64 MFMAs' BLGP bits).
import type { OperandKind, OperandSpec } from '../isa/types.js';
import { inlineFloat, inlineCode32 } from '../syntax/constants.js';
import { LDS_DIRECT } from '../isa/special-regs.js';
import { accFileBit, maiFileOperand, mfmaOverlap } from '../isa/mai.js';
import type { Item } from '../syntax/operands.js';
import type { Ctx } from './context.js';
import { AsmError } from './errors.js';
import { vreg } from './regs.js';
import { number, type Reader } from './read-scalar.js';
import { VALU_READ, vsource } from './read-valu.js';

/** The files an operand may be in: 'v', 'a', or 'va' (either: its file bit says which). */
function filesOf(c: Ctx, o: OperandSpec): string {
  if (o.rclass === 'agpr') return 'a';
  if (o.rclass !== 'av') return 'v';
  return accFileBit(c.layout, o.field) ? 'va' : 'a';
}

/** The register file of a tuple operand (setting its file bit), or an error that says what the operand takes. */
function fileOf(c: Ctx, o: OperandSpec, it: Item): 'v' | 'a' {
  const files = filesOf(c, o);
  if (it.k === 'reg' && (it.file === 'a' || it.file === 'v') && files.includes(it.file)) {
    const at = o.rclass === 'av' ? accFileBit(c.layout, o.field) : undefined;
    // C is read after D and shares its bit (ACC_CD): C in the other file is no form llvm-mc has.
    if (at && o.field === 'src2' && at.field.name === 'acc_cd' && ((c.fields.acc_cd & 1) === 1) !== (it.file === 'a')) {
      throw new AsmError(`${c.def.name} takes C in the file of D (${c.fields.acc_cd & 1 ? 'AGPRs' : 'VGPRs'}), got '${it.text}'`, it.col);
    }
    if (at && it.file === 'a') c.fields[at.field.name] |= 1 << at.bit;
    return it.file;
  }
  const want = files === 'va' ? 'a VGPR or AGPR' : files === 'a' ? 'an AGPR' : 'a VGPR';
  throw new AsmError(`${c.def.name} takes ${want}${o.regs > 1 ? ` tuple of ${o.regs} registers` : ''} in ${o.field}, got '${it.text}'`, it.col);
}


/** gfx90a+: MFMA's C as an inline constant of its type (where D's file bit exists). */
function constantC(c: Ctx, o: OperandSpec, it: Item): boolean {
  if (o.field !== 'src2' || o.rclass !== 'av' || !accFileBit(c.layout, o.field)) return false;
  if (it.k !== 'imm' && it.k !== 'float') return false;
  c.fields[o.field] = vsource(c, { ...o, literal: false }, it);
  return true;
}

export const MAI_READ: Readonly<Partial<Record<OperandKind, Reader>>> = {
  // MFMA's D (an 8-bit field) in either vector file; other destinations are read-valu's.
  vreg: (c, o, it) => {
    if (maiFileOperand(c.def, o)) c.fields[o.field] = vreg(c, it, o.regs, o.field, fileOf(c, o, it));
    else VALU_READ.vreg!(c, o, it);
  },
  rsrc: (c, o, it) => {
    if (constantC(c, o, it)) return;
    const file = fileOf(c, o, it);
    c.fields[o.field] = 256 + vreg(c, it, o.regs, o.field, file);
    const overlap = o.field === 'src2' ? mfmaOverlap(o.regs, c.fields.vdst, it.k === 'reg' ? it.first : 0) : undefined;
    if (overlap) throw new AsmError(`${overlap} (${c.def.name} writes D while it reads C: the same registers, or apart)`, it.col);
  },
  vconst: (c, o, it) => {
    if (it.k === 'reg' && it.file === 'v') { c.fields[o.field] = 256 + vreg(c, it, 1, o.field); return; }
    let code: number | undefined;
    if (it.k === 'imm') code = inlineCode32(c.gen, number(it, o.field, c));
    else if (it.k === 'float') code = inlineFloat(c.gen, it.value);
    else if (it.k === 'name' && (it.name === 'src_lds_direct' || it.name === 'lds_direct')) code = LDS_DIRECT;
    if (code === undefined) throw new AsmError(`source operand must be either a VGPR or an inline constant (-16..64, ±0.5, ±1.0, ±2.0, ±4.0, 0.15915494), got '${it.text}'`, it.col);
    c.fields[o.field] = code;
  },
  maimod: (c, o, it) => {
    const max = c.layout.byName[o.field].mask;
    if (o.written === 'neg') {
      // neg:[a,b,c]: negate A, B, C (bits 0-2 of BLGP).
      if (it.k !== 'colon' || !it.list || it.list.length !== 3 || it.list.some((x) => x !== 0 && x !== 1)) throw new AsmError('expected neg:[A,B,C] with each 0 or 1', it.col);
      c.fields[o.field] = it.value;
      return;
    }
    if (it.k !== 'colon' || it.list) throw new AsmError(`expected ${o.field}:N (0..${max})`, it.col);
    if (it.value < 0 || it.value > max) throw new AsmError(`invalid ${o.field} value: ${it.value} (0..${max})`, it.col);
    c.fields[o.field] = it.value;
  },
  fixed: (c, o, it) => {
    throw new AsmError(`${c.def.name} does not take '${it.text}'`, it.col);
  },
};
