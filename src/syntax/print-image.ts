// Printers of the image (MIMG) operand kinds, llvm-mc 19's text.
import type { OperandKind, OperandSpec } from '../isa/types.js';
import { rawSreg, sregName } from '../isa/registers.js';
import { hex } from './format.js';
import type { Line } from './line.js';
import { imageDataRegs, imageRule } from './image-rules.js';

type Printer = (l: Line, o: OperandSpec) => void;

/** The smallest register count of a bit set (llvm-mc's disassembler prints the smallest VADDR). */
export function smallestCount(set: number): number {
  return 31 - Math.clz32(set & -set);
}

export const IMAGE_PRINT: Readonly<Partial<Record<OperandKind, Printer>>> = {
  imgdata(l, o) {
    const broken = imageRule(l.def, l.f, l.d.gen);
    if (broken) l.fail(broken.why);
    l.vreg(o.field, imageDataRegs(l.def, l.f, l.d.gen));
  },
  imgaddr(l, o) {
    l.vreg(o.field, smallestCount(l.def.image!.vaddr));
  },
  imgrsrc(l, o) {
    const reg = l.f[o.field] * 4;
    const name = sregName(l.d.gen, reg, 8);
    if (name !== undefined) l.op(name);
    else l.bad(rawSreg(reg, 8), `srsrc ${rawSreg(reg, 8)} is not an 8-register resource`);
    l.set(o.field);
  },
  dmask(l, o) {
    const v = l.f[o.field];
    l.set(o.field);
    if (v) l.mod(`dmask:${hex(v)}`);
  },
};
