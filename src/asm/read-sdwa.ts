// Readers of the SDWA operand kinds: sources (VGPRs; on GCN 1.4 also SGPRs and inline constants,
// never a literal) with their modifiers, GCN 1.4's VOPC destination, the selects and dst_unused,
// and the defaults llvm-mc encodes for the ones not written.
import type { OperandKind, OperandSpec } from '../isa/types.js';
import type { Item } from '../syntax/operands.js';
import { Ctx } from './context.js';
import { AsmError } from './errors.js';
import { INV_2PI, VGPR_BASE } from '../isa/special-regs.js';
import { sreg, vreg } from './regs.js';
import type { Reader } from './read-scalar.js';
import { vsource } from './read-valu.js';

const DWORD = 6, UNUSED_PRESERVE = 2;

function sdwasrc(c: Ctx, o: OperandSpec, it: Item): void {
  const p = o.field === 'vsrc1' ? 'src1' : 'src0';
  const m = it as { neg?: boolean; abs?: boolean; sext?: boolean };
  const plain = { ...it, neg: false, abs: false, sext: false } as Item;
  if (it.k === 'reg' && it.file === 'v') {
    c.fields[o.field] = vreg(c, plain, 1, o.field);
  } else {
    if (o.src === 'vgpr') throw new AsmError(`${c.def.name} takes a VGPR in ${p} (SGPRs and constants in SDWA sources need GCN 1.4), got '${it.text}'`, it.col);
    if (it.k === 'name' && (it.name === 'src_lds_direct' || it.name === 'lds_direct')) throw new AsmError(`lds_direct cannot be used with ${c.def.name}`, it.col);
    const code = vsource(c, o, plain);
    if (code >= VGPR_BASE) throw new AsmError(`${p} must be a single register`, it.col);
    if (code === INV_2PI && o.vtype === 'i16') throw new AsmError(`${it.text} is not an inline constant of a 16-bit integer SDWA source`, it.col);
    c.fields[o.field] = code;
    c.fields[p + '_sgpr'] = 1;
  }
  if (o.noMods && (m.neg || m.abs || m.sext)) throw new AsmError(`not a valid operand: ${c.def.name} takes no source modifiers (${it.text})`, it.col);
  if (c.syntax === 'clrx') {
    // CLRX sets each bit written, on any source (src/syntax/clrx.ts clrxSourceMods).
    if (m.neg) c.fields[p + '_neg'] = 1;
    if (m.abs) c.fields[p + '_abs'] = 1;
    if (m.sext) c.fields[p + '_sext'] = 1;
  } else if (m.neg || m.abs || m.sext) {
    const float = o.vtype === 'f32' || o.vtype === 'f16';
    if (float ? m.sext : !m.sext || m.abs) throw new AsmError(`${c.def.name}: ${float ? 'sext applies to integer sources; use -/|..|' : 'neg/abs apply to float sources; use sext(..)'} (${it.text})`, it.col);
    if (float) {
      if (m.neg) c.fields[p + '_neg'] = 1;
      if (m.abs) c.fields[p + '_abs'] = 1;
    } else c.fields[p + '_sext'] = 1;
  }
}

/** Readers of the SDWA kinds. */
export const SDWA_READ: Readonly<Partial<Record<OperandKind, Reader>>> = {
  sdwasrc,
  sdwasdst: (c, o, it) => {
    if (it.k === 'name' && it.name === 'vcc') return; // SD = 0
    c.fields[o.field] = sreg(c.gen, it, 2, 'the compare destination');
    c.fields.sd = 1;
  },
  sdwasel: (c, o, it) => {
    if (it.k !== 'colon') throw new AsmError(`expected ${o.field}:BYTE_0..DWORD`, it.col);
    // (CLRX writes any dst_sel on v_mac too: GCNAsmOpc12.cpp `v_mac_f32 v55, v27, v90 dst_sel:b0`.)
    if (o.optional && it.value !== DWORD && c.syntax !== 'clrx') throw new AsmError(`${c.def.name} takes ${o.field}:DWORD only (it writes the whole register)`, it.col);
    c.fields[o.field] = it.value;
  },
  sdwaunused: (c, o, it) => {
    if (it.k !== 'colon') throw new AsmError(`expected ${o.field}:UNUSED_PAD|UNUSED_SEXT|UNUSED_PRESERVE`, it.col);
    c.fields[o.field] = it.value;
  },
};

/** The value a modifier of these kinds takes when it is not written (llvm-mc's defaults). */
export const SDWA_DEFAULT: Readonly<Partial<Record<OperandKind, number>>> = { sdwasel: DWORD, sdwaunused: UNUSED_PRESERVE };
