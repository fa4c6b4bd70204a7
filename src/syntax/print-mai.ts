// CDNA's matrix-instruction operands as llvm-mc 19 prints them (src/isa/mai.ts): AGPR tuples
// (a5, a[0:15]), MFMA's A/B in VGPRs or AGPRs (the ACC bit of the source), v_accvgpr_write_b32's
// VGPR-or-inline-constant source, cbsz:/abid:/blgp: and the bits the mnemonic implies. CLRX has
// no syntax for any of them: --syntax clrx prints such words as .long, saying why.
import type { OperandKind, OperandSpec } from '../isa/types.js';
import { rawVreg, vregName, type VFile } from '../isa/registers.js';
import { isInlineConst } from '../isa/src-operands.js';
import { LDS_DIRECT } from '../isa/special-regs.js';
import { rawSource, scalarSourceName } from './vsrc.js';
import type { Line } from './line.js';
import { mfmaOverlap } from '../isa/mai.js';

type Printer = (l: Line, o: OperandSpec) => void;

/** The register file a source's register is in: AGPRs, or for 'av' the source's ACC bit. */
export function sourceFile(o: OperandSpec, f: Readonly<Record<string, number>>): VFile {
  if (o.rclass === 'agpr') return 'a';
  if (o.rclass !== 'av') return 'v';
  return (f.acc >>> (o.field.charCodeAt(3) - 48)) & 1 ? 'a' : 'v';
}

function noClrx(l: Line): void {
  if (l.clrx) l.fail(`${l.def.name} has no CLRX syntax (CLRX knows no CDNA matrix instructions or AGPRs)`);
}

/** An AGPR tuple in an 8-bit field (MFMA's and v_accvgpr_write_b32's destination). */
export function printAgprs(l: Line, o: OperandSpec): void {
  noClrx(l);
  l.set(o.field);
  printReg(l, o.field, l.f[o.field], o.regs, 'a');
}

function printReg(l: Line, field: string, v: number, count: number, file: VFile): void {
  const name = vregName(v, count, file);
  if (name !== undefined) l.op(name);
  else l.bad(rawVreg(v, count, file), `${field} ${rawVreg(v, count, file)} runs past ${file}255`);
}

export const MAI_PRINT: Readonly<Partial<Record<OperandKind, Printer>>> = {
  rsrc(l, o) {
    noClrx(l);
    const code = l.f[o.field];
    l.set(o.field);
    if (o.rclass === 'av') l.set('acc');
    if (code < 256) {
      l.bad(rawSource(code, 1), `${l.def.name} takes ${o.rclass === 'agpr' ? 'AGPRs' : 'VGPRs or AGPRs'} only in ${o.field} (code ${code})`);
      return;
    }
    printReg(l, o.field, code - 256, o.regs, sourceFile(o, l.f));
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
    if (v) l.mod(`${o.field}:${v}`);
  },
  fixed(l, o) {
    // The text stands for the implied value; a word with other bits there is not what it says.
    l.set(o.field, o.value);
  },
};
