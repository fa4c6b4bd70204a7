// Printers of the image (MIMG) operand kinds, llvm-mc 19's text.
import type { OperandKind, OperandSpec } from '../isa/types.js';
import { rawSreg, sregName } from '../isa/registers.js';
import { hex } from './format.js';
import type { Line } from './line.js';
import { CLRX_DEFAULTS, clrxImageAddrRegs } from './clrx.js';
import { imageDataRegs, imageRule } from './image-rules.js';
import { dataFile } from './print-memory.js';

type Printer = (l: Line, o: OperandSpec) => void;

/** The smallest register count of a bit set (llvm-mc's disassembler prints the smallest VADDR). */
export function smallestCount(set: number): number {
  return 31 - Math.clz32(set & -set);
}

export const IMAGE_PRINT: Readonly<Partial<Record<OperandKind, Printer>>> = {
  imgdata(l, o) {
    const broken = imageRule(l.def, l.f, l.d.gen, l.clrx);
    if (broken) l.fail(broken.why);
    l.vreg(o.field, imageDataRegs(l.def, l.f, l.d.gen), dataFile(l, o));
  },
  imgaddr(l, o) {
    l.vreg(o.field, l.clrx ? clrxImageAddrRegs(l.def.name) : smallestCount(l.def.image!.vaddr));
  },
  imgrsrc(l, o) {
    const reg = l.f[o.field] * 4;
    // CLRX writes the 4 registers the hardware reads with r128.
    const n = l.clrx && l.f.r128 ? 4 : 8;
    const name = sregName(l.d.gen, reg, n);
    if (name !== undefined) l.op(name);
    else l.bad(rawSreg(reg, n), `srsrc ${rawSreg(reg, n)} is not an ${n}-register resource`);
    l.set(o.field);
  },
  dmask(l, o) {
    const v = l.f[o.field];
    l.set(o.field);
    if (l.clrx) { if (v !== CLRX_DEFAULTS.dmask) l.mod(`dmask:${v}`); }
    else if (v) l.mod(`dmask:${hex(v)}`);
  },
};
