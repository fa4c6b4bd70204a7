// Printers of the export operand kinds (EXP), llvm-mc 19's text.
import type { OperandKind, OperandSpec } from '../isa/types.js';
import { expTargetName } from '../isa/exp.js';
import type { Line } from './line.js';

type Printer = (l: Line, o: OperandSpec) => void;

/** The source index of an expsrc spec (field vsrc0..vsrc3). */
export const expSrcIndex = (o: OperandSpec): number => Number(o.field.slice(4));

export const EXPORT_PRINT: Readonly<Partial<Record<OperandKind, Printer>>> = {
  exptgt(l, o) {
    const t = l.f[o.field];
    const name = expTargetName(t);
    // llvm-mc follows the target with a blank ("exp mrt0 v1, v2, v3, v4"), CLRX with a comma
    // ("exp param5, v116, ..."; GCNDisasmOpc11.cpp). llvm-mc 19 prints invalid_target_N for the
    // other values but reads no such name back.
    const text = name ?? `invalid_target_${t}`;
    if (l.clrx) l.set(o.field).op(text);
    else l.set(o.field).mod(text);
    if (name === undefined) l.fail(`export target ${t} is not a target of this GPU`);
  },
  expsrc(l, o) {
    const i = expSrcIndex(o);
    const on = (l.f.en >> i) & 1;
    l.set('en');
    if (!l.f.compr) {
      if (on) l.vreg(o.field, 1);
      else l.op('off');
      return;
    }
    const reg = i < 2 ? 'vsrc0' : 'vsrc1';
    if (l.clrx) {
      // CLRX writes each half by its own EN bit; it reads the VGPR from sources 0 and 2 only (src/asm/read-export.ts).
      if (!on) { l.op('off'); return; }
      if (i & 1 && !((l.f.en >> (i - 1)) & 1) && l.f[reg] !== 0) l.fail(`compr: CLRX reads no VGPR from source ${i}, whose pair source ${i - 1} is off`);
      l.vreg(reg, 1);
      return;
    }
    // COMPR: VSRC0 holds sources 0-1, VSRC1 sources 2-3 (two 16-bit halves each); llvm-mc
    // writes the VGPR once per enabled half and sets or clears both EN bits of a pair together.
    if (i & 1 && ((l.f.en >> (i - 1)) & 1) !== on) l.fail('compr: the two enable bits of a VGPR differ (llvm-mc sets both)');
    if (on) l.vreg(i < 2 ? 'vsrc0' : 'vsrc1', 1);
    else l.op('off');
  },
};
