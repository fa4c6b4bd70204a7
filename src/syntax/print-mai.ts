// CDNA's matrix-instruction operands as llvm-mc 19 prints them (src/isa/mai.ts): AGPR tuples
// (a5, a[0:15]), MFMA's A/B in VGPRs or AGPRs (the ACC bit of the source), D and C in either
// (gfx90a+'s ACC_CD; C also an inline constant there), v_smfmac_*'s index VGPR, gfx908's
// v_accvgpr_write_b32 VGPR-or-inline-constant source, cbsz:/abid:/blgp: (gfx940's f64 MFMAs:
// neg:[a,b,c]) and the bits the mnemonic implies. CLRX has no syntax for any of them: --syntax
// clrx prints such words as .long, saying why.
import type { OperandKind, OperandSpec } from '../isa/types.js';
import { alignedTuples, rawVreg, vregName, vregProblem, type VFile } from '../isa/registers.js';
import { isInlineConst } from '../isa/src-operands.js';
import { LDS_DIRECT } from '../isa/special-regs.js';
import { rawSource, scalarSourceName } from './vsrc.js';
import type { Line } from './line.js';
import { accFileBit, mfmaOverlap } from '../isa/mai.js';
import type { Layout } from '../isa/types.js';

type Printer = (l: Line, o: OperandSpec) => void;

/** The register file an operand's registers are in: AGPRs, VGPRs, or for 'av' its file bit (none: AGPRs). */
export function sourceFile(o: OperandSpec, f: Readonly<Record<string, number>>, layout: Layout): VFile {
  if (o.rclass === 'agpr') return 'a';
  if (o.rclass !== 'av') return 'v';
  const at = accFileBit(layout, o.field);
  return !at || (f[at.field.name] >>> at.bit) & 1 ? 'a' : 'v';
}

function noClrx(l: Line): void {
  if (l.clrx) l.fail(`${l.def.name} has no CLRX syntax (CLRX knows no CDNA matrix instructions or AGPRs)`);
}

/** An AGPR tuple, or for 'av' one of either file, in an 8-bit field (MFMA's and v_accvgpr_write_b32's destination). */
export function printAgprs(l: Line, o: OperandSpec): void {
  noClrx(l);
  l.set(o.field);
  const at = o.rclass === 'av' ? accFileBit(l.d.enc.layout, o.field) : undefined;
  if (at) l.set(at.field.name);
  printReg(l, o.field, l.f[o.field], o.regs, sourceFile(o, l.f, l.d.enc.layout));
}

function printReg(l: Line, field: string, v: number, count: number, file: VFile): void {
  const aligned = alignedTuples(l.d.gen);
  const name = vregName(v, count, file, aligned);
  if (name !== undefined) l.op(name);
  else l.bad(rawVreg(v, count, file), vregProblem(field, v, count, file, aligned));
}

export const MAI_PRINT: Readonly<Partial<Record<OperandKind, Printer>>> = {
  rsrc(l, o) {
    noClrx(l);
    const code = l.f[o.field];
    const layout = l.d.enc.layout;
    l.set(o.field);
    const at = o.rclass === 'av' ? accFileBit(layout, o.field) : undefined;
    if (at) l.set(at.field.name);
    if (code < 256) {
      // gfx90a+: C may be an inline constant of its type (where D's file bit is).
      const name = o.field === 'src2' && at?.field.name === 'acc_cd' && isInlineConst(code) ? scalarSourceName(l.d.gen, o.vtype, code, o.regs) : undefined;
      if (name !== undefined) l.op(name);
      else l.bad(rawSource(code, 1), `${l.def.name} takes ${o.rclass === 'vgpr' ? 'VGPRs' : at ? 'VGPRs or AGPRs' : 'AGPRs'} only in ${o.field} (code ${code})`);
      return;
    }
    printReg(l, o.field, code - 256, o.regs, sourceFile(o, l.f, layout));
    const overlap = o.field === 'src2' ? mfmaOverlap(o.regs, l.f.vdst, code - 256) : undefined;
    if (overlap) l.fail(overlap);
  },
  vconst(l, o) {
    noClrx(l);
    const code = l.f[o.field];
    l.set(o.field);
    if (code >= 256) return void printReg(l, o.field, code - 256, 1, 'v');
    // llvm-mc 19 takes src_lds_direct here too (it encodes 254).
    const name = isInlineConst(code) || code === LDS_DIRECT ? scalarSourceName(l.d.gen, o.vtype, code, 1) : undefined;
    if (name !== undefined) l.op(name);
    else l.bad(rawSource(code, 1), `${l.def.name} takes a VGPR or an inline constant in ${o.field} (code ${code})`);
  },
  maimod(l, o) {
    const v = l.f[o.field];
    l.set(o.field);
    if (v && o.written === 'neg') l.mod(`neg:[${v & 1},${(v >> 1) & 1},${(v >> 2) & 1}]`);
    else if (v) l.mod(`${o.field}:${v}`);
  },
  fixed(l, o) {
    // The text stands for the implied value; a word with other bits there is not what it says.
    l.set(o.field, o.value);
  },
};
