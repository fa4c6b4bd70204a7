// Readers of the export operand kinds (EXP): item -> fields.
import type { OperandKind, OperandSpec } from '../isa/types.js';
import { EXP_TARGET_NAMES } from '../isa/exp.js';
import { expSrcIndex } from '../syntax/print-export.js';
import type { Item } from '../syntax/operands.js';
import type { Ctx } from './context.js';
import { AsmError } from './errors.js';
import { vreg } from './regs.js';

type Reader = (c: Ctx, o: OperandSpec, it: Item) => void;

const isOff = (it: Item): boolean => it.k === 'name' && it.name === 'off';

function exptgt(c: Ctx, o: OperandSpec, it: Item): void {
  // CLRX reads the target's number with leading zeros (param0025, pos02: GCNAsmOpc11.cpp:2905, :2917).
  const written = it.k === 'name' ? it.name : '';
  const name = c.syntax === 'clrx' ? written.replace(/^(mrt|pos|param)0+(?=\d)/, '$1') : written;
  const t = EXP_TARGET_NAMES.indexOf(name);
  if (t < 0) {
    const later = /^(prim|dual_src_blend[01])$/.test(name) ? ` ('${name}' is a target of later GPUs)` : '';
    throw new AsmError(`invalid exp target '${it.text}'${later}: mrt0-7, mrtz, null, pos0-3 or param0-31`, it.col);
  }
  const tgt = name.startsWith('mrtz') ? 8 : name === 'null' ? 9 : name.startsWith('mrt') ? Number(name.slice(3))
    : name.startsWith('pos') ? 12 + Number(name.slice(3)) : 32 + Number(name.slice(5));
  c.fields[o.field] = tgt;
}

function expsrc(c: Ctx, o: OperandSpec, it: Item): void {
  const i = expSrcIndex(o);
  const f = c.fields;
  if (!f.compr) {
    if (isOff(it)) return;
    f[o.field] = vreg(c, it, 1, `source ${i}`);
    f.en |= 1 << i;
    return;
  }
  if (c.syntax === 'clrx') {
    // CLRX: an enable bit per source written, VSRC0/VSRC1 the registers of sources 0 and 2; it
    // reads no register from sources 1 and 3 (`exp mrt0, off, v116, v93, v93 done compr vm` is
    // f8001c0e 00005d00, GCNAsmOpc11.cpp:2949).
    if (isOff(it)) return;
    f.en |= 1 << i;
    if (i & 1) {
      // (clrxasm: "VSRC1 must be equal to VSRC0 in compr mode" where both are registers, GCNAsmOpc11.cpp:2969.)
      const prev = c.ops[i]; // (ops[0] is the target)
      const same = it.k === 'reg' && prev.k === 'reg' && it.file === prev.file && it.first === prev.first && it.last === prev.last;
      if (!same && !isOff(prev)) throw new AsmError(`with compr, source ${i} repeats source ${i - 1} ('${prev.text}'): one VGPR holds both 16-bit halves`, it.col);
      if (!same) c.warnings.push({ col: it.col, message: `with compr, CLRX encodes no register for source ${i}: '${it.text}' only enables its half of ${i < 2 ? 'VSRC0' : 'VSRC1'}` });
      return;
    }
    f[i < 2 ? 'vsrc0' : 'vsrc1'] = vreg(c, it, 1, `source ${i}`);
    return;
  }
  // COMPR: sources 0-1 are VSRC0's two halves, 2-3 VSRC1's. llvm-mc 19 reads the first of each
  // pair and ignores the second (`v1, v2, v3, v4 compr` exports v1 and v3); gcnkit asks for the
  // register it exports, twice, as llvm-mc prints it.
  if (i & 1) {
    const prev = c.ops[i];
    const same = isOff(it) ? isOff(prev) : it.k === 'reg' && prev.k === 'reg' && it.file === prev.file && it.first === prev.first && it.last === prev.last;
    if (!same) throw new AsmError(`with compr, source ${i} repeats source ${i - 1} ('${prev.text}'): one VGPR holds both 16-bit halves`, it.col);
    return;
  }
  if (isOff(it)) return;
  f[i < 2 ? 'vsrc0' : 'vsrc1'] = vreg(c, it, 1, `source ${i}`);
  f.en |= 3 << i;
}

export const EXPORT_READ: Readonly<Partial<Record<OperandKind, Reader>>> = { exptgt, expsrc };
