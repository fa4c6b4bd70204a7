// Readers of the image (MIMG) operand kinds: item -> fields. Modifiers are read first, so the
// data operand's register count (from dmask, tfe, d16) is known when it is read.
import type { OperandKind, OperandSpec } from '../isa/types.js';
import type { Item } from '../syntax/operands.js';
import { countList, imageDataRegs, imageRule } from '../syntax/image-rules.js';
import { Ctx } from './context.js';
import { clrxImageAddrRegs } from '../syntax/clrx.js';
import { AsmError } from './errors.js';
import { sreg, vreg } from './regs.js';
import { dataReg } from './read-memory.js';

type Reader = (c: Ctx, o: OperandSpec, it: Item) => void;

function imgdata(c: Ctx, o: OperandSpec, it: Item): void {
  const f = c.fields;
  const broken = imageRule(c.def, f, c.gen, c.syntax === 'clrx');
  if (broken) throw new AsmError(broken.why, c.mods.get(broken.at)?.col ?? it.col);
  const n = imageDataRegs(c.def, f, c.gen);
  const why = [c.def.image!.gather4 ? 'gather4: 4 components' : `dmask:0x${(f.dmask ?? 0).toString(16)}`, f.d16 ? 'd16' : '', f.tfe ? 'tfe' : ''].filter((s) => s).join(', ');
  f[o.field] = dataReg(c, o, it, n, `vdata (${why})`);
}

function imgaddr(c: Ctx, o: OperandSpec, it: Item): void {
  const set = c.def.image!.vaddr;
  const n = it.k === 'reg' && it.file === 'v' ? it.last - it.first + 1 : 1;
  // CLRX writes (and reads) its own count too (./syntax/clrx.ts).
  if (n > 0 && n < 31 && (set & (1 << n) || (c.syntax === 'clrx' && n === clrxImageAddrRegs(c.def.name)))) { c.fields[o.field] = vreg(c, it, n, 'vaddr'); return; }
  vreg(c, it, n, 'vaddr'); // the kind of operand is wrong: that message first
  throw new AsmError(`vaddr of ${c.def.name} takes ${countList(set)} registers, got ${n} (${it.text})`, it.col);
}

export const IMAGE_READ: Readonly<Partial<Record<OperandKind, Reader>>> = {
  imgdata,
  imgaddr,
  imgrsrc: (c, o, it) => {
    // CLRX takes a 4-register resource with r128 (the hardware reads 4 then); llvm-mc 19 wants 8.
    if (c.fields.r128 && it.k === 'reg' && it.file !== 'v' && it.last - it.first === 3) {
      c.clrxForm(it.col, 'a 4-register image resource with r128');
      c.fields[o.field] = sreg(c.gen, it, 4, 'srsrc (image resource)') / 4;
      return;
    }
    c.fields[o.field] = sreg(c.gen, it, 8, 'srsrc (image resource)') / 4;
  },
  dmask: (c, o, it) => {
    if (it.k !== 'colon') throw new AsmError(`expected dmask:N, got '${it.text}'`, it.col);
    // llvm-mc 19 silently keeps the low 4 bits of a larger dmask; gcnkit rejects it.
    c.fields[o.field] = c.range(it, it.value, 0, 15, 'dmask');
  },
};
