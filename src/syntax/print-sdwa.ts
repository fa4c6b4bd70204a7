// Printers of the SDWA operand kinds (GCN 1.2/1.4 VOP1/VOP2/VOPC with SRC0 = 0xf9), as llvm-mc 19
// prints them: every select and dst_unused always (defaults included). clamp and mul:/div: are the
// flag and omod kinds every encoding shares.
import type { OperandKind, OperandSpec } from '../isa/types.js';
import { rawSreg, sregName, vregName } from '../isa/registers.js';
import { rawSource, scalarSourceName } from './vsrc.js';
import { SDWA_SEL, SDWA_UNUSED, sdwaBusProblem } from './sdwa.js';
import type { Line } from './line.js';
import { CLRX_DEFAULTS, CLRX_SDWA_SEL, CLRX_SDWA_UNUSED, clrxAbs, clrxSourceMods } from './clrx.js';
import { isInlineConst } from '../isa/src-operands.js';
import { INV_2PI, LDS_DIRECT, LITERAL, VCC } from '../isa/special-regs.js';

type Printer = (l: Line, o: OperandSpec) => void;


export const SDWA_PRINT: Readonly<Partial<Record<OperandKind, Printer>>> = {
  sdwasrc(l, o) {
    const p = o.field === 'vsrc1' ? 'src1' : 'src0';
    const code = l.f[o.field];
    const sgprF = p + '_sgpr';
    const sgpr = l.f[sgprF] ?? 0;
    l.set(o.field);
    if (sgprF in l.f) l.set(sgprF);
    let t: string;
    if (!sgpr) t = vregName(code, 1)!;
    else {
      const bus = sdwaBusProblem(l.def, l.f);
      if (bus) l.fail(bus);
      // 1/(2*pi) in a 16-bit integer source: llvm-mc prints 0x3118 and reads 0.15915494 there as nothing.
      const name = code === LITERAL || code === LDS_DIRECT || (code === INV_2PI && o.vtype === 'i16') ? undefined : scalarSourceName(l.d.gen, o.vtype, code, 1);
      if (name === undefined) { l.bad(rawSource(code, 1), `${p} code ${code} has no ${o.vtype} SDWA source syntax (no literal, lds_direct or 16-bit 1/(2*pi))`); return; }
      t = name;
    }
    const float = o.vtype === 'f32' || o.vtype === 'f16';
    const neg = l.f[p + '_neg'], abs = l.f[p + '_abs'], sext = l.f[p + '_sext'];
    if (o.noMods) {
      l.set(p + '_neg').set(p + '_abs').set(p + '_sext');
      if (neg || abs || sext) l.fail(`${l.def.name} takes no source modifiers (its ${p} has ${[neg && 'neg', abs && 'abs', sext && 'sext'].filter(Boolean).join(', ')} set)`);
    } else if (l.clrx) {
      l.set(p + '_neg').set(p + '_abs').set(p + '_sext');
      t = clrxSourceMods(t, neg, abs, sext, !!sgpr && isInlineConst(code));
    } else if (float) {
      l.set(p + '_neg').set(p + '_abs');
      if (abs) t = l.clrx ? clrxAbs(t) : `|${t}|`;
      // llvm-mc writes a negated constant neg(1.0) (-1.0 would be another constant), else -X.
      if (neg) t = sgpr && !abs && isInlineConst(code) ? `neg(${t})` : '-' + t;
    } else {
      l.set(p + '_sext');
      if (sext) t = `sext(${t})`;
    }
    l.op(t);
  },
  sdwasdst(l, o) {
    const sd = l.f.sd, v = l.f[o.field];
    l.set(o.field).set('sd');
    if (!sd) {
      if (v) l.fail(`sdst ${v} with SD = 0 (the compare writes VCC)`);
      l.op('vcc');
      return;
    }
    const name = sregName(l.d.gen, v, 2);
    if (name === undefined || v === VCC) l.bad(rawSreg(v, 2), v === VCC ? 'sdst vcc with SD = 1 (vcc is written with SD = 0)' : `sdst ${rawSreg(v, 2)} is not an SGPR pair`);
    else l.op(name);
  },
  sdwasel(l, o) {
    const v = l.f[o.field];
    l.set(o.field);
    // v_mac's dst_sel is fixed at DWORD (it reads its destination as the addend).
    if (o.optional && v !== 6 && !l.clrx) l.fail(`${l.def.name} has ${o.field} DWORD only`);
    // CLRX leaves DWORD (the default) unwritten.
    if (l.clrx) { if (v < CLRX_SDWA_SEL.length - 1) l.mod(`${o.field}:${CLRX_SDWA_SEL[v]}`); else if (v !== 6) l.fail(`${o.field} ${v} is not a select`); }
    else if (v < SDWA_SEL.length) l.mod(`${o.field}:${SDWA_SEL[v]}`);
    else l.fail(`${o.field} ${v} is not a select`);
  },
  sdwaunused(l, o) {
    const v = l.f[o.field];
    l.set(o.field);
    if (l.clrx && v === CLRX_DEFAULTS.sdwaunused) return;
    if (v < SDWA_UNUSED.length) l.mod(`${o.field}:${(l.clrx ? CLRX_SDWA_UNUSED : SDWA_UNUSED)[v]}`);
    else l.fail(`${o.field} ${v} has no name`);
  },
};
