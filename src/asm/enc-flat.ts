// FLAT / GLOBAL / SCRATCH operands -> fields.
import { dataRegs, returnRegs } from '../isa/shapes.js';
import type { Item } from '../syntax/operands.js';
import { Ctx } from './context.js';
import { AsmError } from './errors.js';
import { sreg, vreg } from './regs.js';

const SADDR_OFF = 0x7f;
const isOff = (it: Item): boolean => it.k === 'name' && it.name === 'off';

export function encodeFlat(c: Ctx): void {
  const f = c.fields;
  const def = c.def;
  const gfx9 = c.gen === 'gcn1.4';
  const seg = def.segment;
  // CLRX reads FLAT tfe (GCN 1.1/1.2 bit 55) with one more destination register; llvm-mc has no
  // syntax for it. On GCN 1.4 bit 55 is NV instead.
  const clrxTfe = c.syntax === 'clrx' && !gfx9 && def.kind === 'load';
  c.allow(gfx9 ? ['offset', 'glc', 'slc', 'lds', 'noglc', 'noslc'] : ['offset', 'glc', 'slc', 'noglc', 'noslc', ...(clrxTfe ? ['tfe'] : [])], (m) =>
    m === 'tfe' ? `tfe on ${def.name} has no llvm-mc syntax${!gfx9 && def.kind === 'load' ? ' (CLRX reads it: --syntax clrx)' : ''}` : m === 'nv' ? 'nv has no llvm-mc syntax (write the word with .long)' : undefined);
  if (clrxTfe && c.has('tfe')) {
    f.tfe = 1;
    c.clrxOnly = true;
  }
  f.glc = c.has('glc') ? 1 : 0;
  f.slc = c.has('slc') ? 1 : 0;
  const offset = c.mods.get('offset');
  if (offset && offset.k === 'colon') {
    if (!gfx9) {
      if (offset.value !== 0) throw new AsmError('flat offset modifier is not supported on this GPU (GCN 1.4 only)', offset.col);
    } else if (seg === 'flat') f.offset = c.range(offset, offset.value, 0, 4095, 'offset (FLAT segment: unsigned 12-bit)');
    else f.offset = c.range(offset, offset.value, -4096, 4095, 'offset (signed 13-bit)') & 0x1fff;
  }
  const lds = gfx9 && c.has('lds');
  if (lds) {
    f.lds = 1;
    if (seg === 'flat' || def.kind !== 'load' || !['u8', 'i8', 'u16', 'i16', 'b32'].includes(def.type)) throw new AsmError(`${def.name} has no LDS form`, c.mods.get('lds')!.col);
  }
  const names: string[] = [];
  const returns = def.kind === 'load' ? !lds : def.kind === 'atomic' && f.glc === 1;
  if (returns) names.push('vdst');
  names.push('vaddr');
  if (def.kind !== 'load') names.push('vdata');
  if (seg !== 'flat') names.push('saddr');
  // CLRX writes a VDST on every FLAT atomic; without glc nothing is returned into it.
  const clrxVdst = def.kind === 'atomic' && !f.glc && c.ops.length === names.length + 1;
  if (clrxVdst) {
    if (c.syntax !== 'clrx') throw new AsmError(`${def.name} returns a value only with glc: add glc, or drop the destination (CLRX reads this form: --syntax clrx)`, c.ops[0].col);
    names.unshift('vdst');
  }
  const ops = c.expect(names);
  let k = 0;
  if (returns || clrxVdst) {
    f.vdst = vreg(ops[k++], def.kind === 'atomic' ? returnRegs(def) : dataRegs(def, c.gen) + (f.tfe ?? 0), 'vdst');
    if (clrxVdst && f.vdst !== 0) c.clrxOnly = true;
  }
  const va = ops[k++];
  const vd = def.kind !== 'load' ? ops[k++] : undefined;
  if (gfx9) f.seg = seg === 'global' ? 2 : seg === 'scratch' ? 1 : 0;
  let saddrOff = true;
  if (seg !== 'flat') {
    const sa = ops[k++];
    if (isOff(sa)) f.saddr = SADDR_OFF;
    else {
      saddrOff = false;
      f.saddr = sreg(c.gen, sa, seg === 'global' ? 2 : 1, 'saddr');
    }
  }
  if (seg === 'scratch' && !saddrOff) {
    if (!isOff(va)) throw new AsmError(`vaddr must be 'off' when saddr is an SGPR, got '${va.text}'`, va.col);
  } else if (seg === 'scratch' && isOff(va)) {
    throw new AsmError("scratch: vaddr and saddr cannot both be 'off'", va.col);
  } else {
    f.vaddr = vreg(va, seg === 'flat' || (seg === 'global' && saddrOff) ? 2 : 1, 'vaddr');
  }
  if (vd) f.vdata = vreg(vd, dataRegs(def, c.gen), 'vdata');
}
