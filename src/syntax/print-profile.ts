// The generic printer: an instruction with an operand profile prints each operand by its kind.
// Every encoding with profiles (SOP1, SOP2, SOPK, SOPC, SOPP) goes through here.
import type { Decoded } from '../codec/codec.js';
import type { InstrDef, OperandKind, OperandSpec } from '../isa/types.js';
import type { Gen } from '../isa/gens.js';
import { opselSources, takesLds, takesVgpr } from '../isa/operand-spec.js';
import { alignedTuples, rawSreg, rawVreg, sregName, sregSourceName, ssrc64Name, ssrcName, vregName, vregProblem } from '../isa/registers.js';
import { literalText, NO_CONST16, notVgpr, rawSource, refusedConst16, scalarSourceName } from './vsrc.js';
import { constantBusProblem, ldsDirectProblem } from './valu-rules.js';
import { dppCtrlText } from './dpp.js';
import { dpAlu } from '../isa/dpp.js';
import { getCounter, waitcntFields, waitcntStrayBits } from '../isa/waitcnt.js';
import { literalReadsInline } from './constants.js';
import { hex, signExtend, smallImm } from './format.js';
import { MAX_ATTR, operandRegs, clrxAbs, clrxDppCtrlText, clrxSourceMods, clrxPrintOrder, clrxRelative, clrxHwregText, clrxLiteral, clrxSendmsgText, clrxSourceName, clrxWaitcnt, type Dialect } from './clrx.js';
import { Line } from './line.js';
import { clrxFormMarker } from './clrx-forms.js';
import { gprIdxText, hwregText, sendmsgText } from './structured.js';
import { MEMORY_PRINT, dataFile } from './print-memory.js';
import { SDWA_PRINT } from './print-sdwa.js';
import { PACKED_PRINT } from './packed.js';
import { MAI_PRINT, printAgprs } from './print-mai.js';
import { maiFileOperand } from '../isa/mai.js';
import { IMAGE_PRINT } from './print-image.js';
import { EXPORT_PRINT } from './print-export.js';
import { isInlineConst } from '../isa/src-operands.js';
import { EXEC_LO as EXEC, LDS_DIRECT, LITERAL, VGPR_BASE } from '../isa/special-regs.js';

type Printer = (l: Line, o: OperandSpec) => void;

const SCALAR_PRINT: Readonly<Partial<Record<OperandKind, Printer>>> = {
  sreg(l, o) {
    const v = l.f[o.field];
    // VOP3's SRC2 carry-in / condition pair: llvm-mc 19 reads EXEC there but prints it with a
    // complaint (its register class is SReg_1_XEXEC); gcnkit prints the same text (ERRATA).
    if (v === EXEC && o.field === 'src2') { l.set(o.field).op(EXEC_SRC2); return; }
    const name = v < 128 ? sregName(l.d.gen, v, o.regs) : sregSourceName(l.d.gen, v, o.regs, l.def.enc === 'VOP3');
    if (name !== undefined) l.op(l.clrx ? clrxSourceName(name) : name);
    else l.bad(rawSreg(v, o.regs), `${o.field} ${rawSreg(v, o.regs)} is ${o.regs > 1 ? 'misaligned or ' : ''}not a register here`);
    l.set(o.field);
  },
  ssrc(l, o) {
    const code = l.f[o.field];
    l.set(o.field);
    if (code === LITERAL && l.f.literal === undefined) {
      // Code 255 in a field no literal rule covers (v_readlane_b32's lane select): no syntax.
      l.bad('src255', `${o.field} code 255 (a literal) cannot be used here`);
      return;
    }
    if (code === LITERAL) {
      const u = l.f.literal;
      const inline = literalReadsInline(l.d.gen, u, o.regs === 2 ? 64 : 32);
      // CLRX writes a literal of an inline value lit(N); llvm-mc has no spelling for it.
      l.set('literal').op(l.clrx ? clrxLiteral(u) : hex(u));
      if (!o.literal) l.fail(`${l.def.name} takes no literal`);
      if (inline && !l.clrx) l.fail(`literal ${hex(u)} would assemble to an inline constant`);
      return;
    }
    const name = o.regs === 2 ? ssrc64Name(l.d.gen, code) : ssrcName(l.d.gen, code);
    if (name !== undefined) l.op(l.clrx ? clrxSourceName(name) : name);
    else l.bad(code < 128 ? rawSreg(code, o.regs) : `src${code}`, `${o.field} code ${code} has no ${o.regs === 2 ? '64' : '32'}-bit source syntax`);
  },
  simm16(l, o) {
    const v = l.f[o.field];
    // CLRX prints every SOPP/SOPK immediate in hex.
    if (o.fmt === 'dec16') {
      if (v) l.set(o.field).op(l.clrx ? hex(v) : String(v));
      return;
    }
    l.set(o.field).op(o.fmt === 'hex16' || l.clrx ? hex(v) : smallImm(v));
  },
  label(l, o) {
    const v = l.f[o.field];
    l.set(o.field);
    if (!l.clrx) { l.op(String(v)); return; }
    // CLRX takes a byte address; ".+N" is relative to this instruction (the next is ".+4"). The
    // disassembler names targets inside the listing with labels (src/dis/clrx-listing.ts).
    l.op(clrxRelative(4 + 4 * signExtend(v, 16)));
  },
  hwreg(l, o) {
    const v = l.f[o.field];
    l.set(o.field).op(l.clrx ? clrxHwregText(l.d.gen, v) : hwregText(l.d.gen, v));
  },
  sendmsg(l, o) {
    const v = l.f[o.field];
    l.set(o.field);
    if (!l.clrx) { l.op(sendmsgText(l.d.gen, v)); return; }
    const t = clrxSendmsgText(l.d.gen, v);
    if (t !== undefined) l.op(t);
    else l.bad(hex(v), `sendmsg ${hex(v)} has no CLRX spelling`);
  },
  waitcnt(l, o) {
    const t = waitcntText(l, l.f[o.field]);
    l.set(o.field).op(l.clrx ? clrxWaitcnt(t) : t);
  },
  gpridx(l, o) {
    const v = l.f[o.field];
    const t = gprIdxText(v);
    l.set(o.field);
    // CLRX writes the mode as a plain hex immediate (any width the field has).
    if (l.clrx) l.op(hex(v));
    else if (t !== undefined) l.op(t);
    else l.bad(hex(v), `gpr_idx mode ${hex(v)} is wider than 4 bits`);
  },
  vreg(l, o) {
    // MFMA's D in either file (its ACC_CD bit: print-mai.ts); a memory data operand's file is its ACC bit.
    if (o.rclass === 'agpr' || maiFileOperand(l.def, o)) printAgprs(l, o);
    else l.vreg(o.field, operandRegs(l.clrx, l.def.name, o.field, o.regs), dataFile(l, o));
  },
  vsrc(l, o) {
    const code = l.f[o.field];
    l.set(o.field);
    if (o.field === 'src0') {
      const bus = constantBusProblem(l.def, l.f) ?? ldsDirectProblem(l.def, l.f);
      if (bus) l.fail(bus);
    }
    if (notVgpr(o, code)) l.fail(`${l.def.name} takes a VGPR in ${o.field}`);
    if ((!takesVgpr(o) && code >= VGPR_BASE) || (!takesLds(o) && code === LDS_DIRECT)) l.fail(`${l.def.name} takes no ${code === LDS_DIRECT ? 'lds_direct' : 'VGPR'} in ${o.field}`);
    if (code === LITERAL && !o.literal) l.fail(`${l.def.name} takes no literal`);
    // CLRX writes NEG/ABS on any VOP3 source (integer operands too).
    const wrap = o.neg || o.abs || (l.clrx && l.def.enc === 'VOP3' && /^src\d$/.test(o.field)) ? sourceModifiers(l, o, code) : undefined;
    const regs = operandRegs(l.clrx, l.def.name, o.field, o.regs);
    if (code >= VGPR_BASE) {
      const v = code - VGPR_BASE;
      const aligned = alignedTuples(l.d.gen);
      const name = vregName(v, regs, 'v', aligned);
      if (name !== undefined) l.op(wrap ? wrap(name) : name);
      else l.bad(rawVreg(v, regs), vregProblem(o.field, v, regs, 'v', aligned));
      return;
    }
    if (code === LITERAL && l.f.literal === undefined) {
      l.bad('src255', `${o.field} code 255 (a literal) cannot be used here`);
      return;
    }
    if (code === LITERAL && l.clrx) {
      l.set('literal').op(clrxLiteral(l.f.literal));
      return;
    }
    if (code === LITERAL) {
      const lit = literalText(l.d.gen, o.vtype, l.f.literal);
      l.set('literal').op(lit.text);
      if (!lit.exact) l.fail(`literal ${hex(l.f.literal)} has no ${o.vtype} syntax that reads back (an inline constant or a lost high half)`);
      return;
    }
    if (refusedConst16(l.d.gen, l.def.enc, o.vtype, code)) l.fail(NO_CONST16);
    const name = scalarSourceName(l.d.gen, o.vtype, code, regs);
    const text = name !== undefined && l.clrx ? clrxSourceName(name) : name;
    if (text !== undefined) l.op(wrap ? wrap(text) : text);
    else l.bad(rawSource(code, o.regs), `${o.field} code ${code} has no ${o.vtype} source syntax`);
  },
  vcc(l) {
    l.op('vcc');
  },
  litk(l, o) {
    // K is always a literal (no inline form to collide with); a 16-bit K prints its low half.
    l.set('literal').op('0x' + (o.vtype === 'f16' ? l.f.literal & 0xffff : l.f.literal >>> 0).toString(16));
    if (o.vtype === 'f16' && l.f.literal >>> 16) l.fail('the high half of a 16-bit K has no syntax');
  },
  dppsrc(l, o) {
    const v = l.f[o.field];
    const [negF, absF] = o.field === 'dsrc0' ? ['src0_neg', 'src0_abs'] : ['src1_neg', 'src1_abs'];
    const neg = l.f[negF], abs = l.f[absF];
    l.set(o.field);
    const aligned = alignedTuples(l.d.gen);
    let t = vregName(v, o.regs, 'v', aligned) ?? rawVreg(v, o.regs);
    if (vregName(v, o.regs, 'v', aligned) === undefined) l.fail(vregProblem(o.field, v, o.regs, 'v', aligned));
    if (l.clrx) t = clrxSourceMods(t, l.set(negF).f[negF], l.set(absF).f[absF], 0);
    else if (neg || abs) {
      l.set(negF).set(absF);
      if (o.vtype !== 'f32' && o.vtype !== 'f16' && o.vtype !== 'f64') {
        // An integer source: the neg bit is sext(...) where llvm-mc allows it, abs has no text.
        if (abs || !o.signed) l.fail(`neg/abs on the ${o.vtype} source of ${l.def.name}`);
        t = `sext(${t})`;
      } else {
        if (abs) t = l.clrx ? clrxAbs(t) : `|${t}|`;
        if (neg) t = '-' + t;
      }
    }
    l.op(t);
  },
  dppctrl(l, o) {
    const v = l.f[o.field];
    const wide = dpAlu(l.def);
    const t = dppCtrlText(v, l.d.gen, wide);
    l.set(o.field);
    if (t !== undefined) l.mod(l.clrx ? clrxDppCtrlText(t) : t);
    // llvm-mc 19 prints such a word with a comment in place of the control, text that does not reassemble.
    else if (wide && dppCtrlText(v, l.d.gen, false) !== undefined) l.fail(`DP ALU dpp only supports row_newbcast (DPP_CTRL ${hex(v)})`);
    else l.fail(`DPP_CTRL ${hex(v)} is not a DPP control of this GPU`);
    // CLRX's order: the control, bound_ctrl, bank_mask, row_mask (masks in decimal, always written).
    if (l.clrx) {
      if (l.f.bound_ctrl) l.mod('bound_ctrl');
      l.set('bound_ctrl').set('bank_mask').set('row_mask').mod(`bank_mask:${l.f.bank_mask} row_mask:${l.f.row_mask}`);
    }
  },
  dppmask(l, o) {
    if (!l.clrx) l.set(o.field).mod(`${o.field}:${hex(l.f[o.field])}`);
  },
  boundctrl(l, o) {
    if (l.f[o.field] && !l.clrx) l.set(o.field).mod('bound_ctrl:1');
  },
  omod(l, o) {
    const v = l.f[o.field];
    l.set(o.field);
    if (v) l.mod(OMOD[v]);
  },
  opsel(l, o) {
    // One bit per source, the destination's last (bit 3); a source the instruction lacks has none.
    const v = l.f[o.field];
    const n = opselSources(l.def, o);
    l.set(o.field);
    if (!v) return;
    const bits = [...Array.from({ length: n }, (_, k) => (v >> k) & 1), (v >> 3) & 1];
    if (v & ~((1 << n) - 1) & 7) l.fail(`op_sel bit ${n} names a source ${l.def.name} does not have`);
    l.mod(`op_sel:[${bits.join(',')}]`);
  },
  attr(l, o) {
    // VINTRP: ATTR and ATTRCHAN; VOP3: SRC0 = attr | chan << 6 | high << 8.
    const vop3 = o.field === 'src0';
    const v = vop3 ? l.f.src0 : l.f.attr | (l.f.attrchan << 6);
    if (vop3) l.set('src0'); else l.set('attr').set('attrchan');
    const attr = v & 63;
    // The dialect's profile: CLRX writes high on every VOP3 interpolation (src/isa/vop3.ts).
    if (v >> 8 && !l.def.printByGen[l.d.gen][l.clrx ? 1 : 0].some((s) => s.kind === 'high')) l.fail(`${l.def.name} has no high modifier (SRC0 bit 8)`);
    if (attr > MAX_ATTR[l.clrx ? 'clrx' : 'llvm']) l.fail(`attr${attr}: llvm-mc reads attr0-attr${MAX_ATTR.llvm} only`);
    l.op(`attr${attr}.${'xyzw'[(v >> 6) & 3]}`);
  },
  param(l, o) {
    const v = l.f[o.field];
    l.set(o.field);
    if (v < PARAMS.length) l.op(PARAMS[v]);
    else l.bad(`invalid_param_${v}`, `${o.field} ${v} is not p10, p20 or p0`);
  },
  high(l) {
    if (l.f.src0 >> 8) l.mod('high');
  },
  lit32(l) {
    // llvm-mc prints it like an inline integer (decimal from -16 to 64, else hex); CLRX in hex.
    const v = l.f.literal | 0;
    l.set('literal').op(v >= -16 && v <= 64 && !l.clrx ? String(v) : hex(l.f.literal));
  },
};

const OMOD = ['', 'mul:2', 'mul:4', 'div:2'];
const EXEC_SRC2 = "exec/*Invalid register, operand has 'SReg_1_XEXEC' register class*/";
const PARAMS = ['p10', 'p20', 'p0'];

/**
 * VOP3 source modifiers (bits negK/absK of source K) as llvm-mc 19 prints them: -v1, |v1|,
 * -|v1|; a negated inline constant is neg(1.0) (-1.0 would be another constant).
 */
function sourceModifiers(l: Line, o: OperandSpec, code: number): (t: string) => string {
  const k = o.field.charCodeAt(3) - 48;
  const any = l.clrx && l.def.enc === 'VOP3';
  const neg = (o.neg || any) && `neg${k}` in l.f ? l.set(`neg${k}`).f[`neg${k}`] : 0;
  // VOP3b has no ABS bits (llvm-mc accepts |x| on v_div_scale's src1 and drops it).
  const abs = (o.abs || any) && `abs${k}` in l.f ? l.set(`abs${k}`).f[`abs${k}`] : 0;
  const imm = isInlineConst(code);
  return (t) => (abs ? `${neg ? '-' : ''}${l.clrx ? clrxAbs(t) : `|${t}|`}` : neg ? (imm ? `neg(${t})` : `-${t}`) : t);
}

const PRINT = { ...SCALAR_PRINT, ...MEMORY_PRINT, ...IMAGE_PRINT, ...EXPORT_PRINT, ...PACKED_PRINT, ...SDWA_PRINT, ...MAI_PRINT } as Readonly<Record<OperandKind, Printer>>;

type Step = (l: Line) => void;

/**
 * The printer of one instruction on one generation in one dialect, generated from its profile on
 * first use: one step per operand, each its kind's printer bound to its spec and condition.
 */
function compile(def: InstrDef, gen: Gen, clrx: boolean): Step[] {
  const specs = def.printByGen[gen][clrx ? 1 : 0];
  return (clrx ? clrxPrintOrder(specs) : specs).map((o): Step => {
    const print = PRINT[o.kind];
    // CLRX writes the data VGPR with lds too (src/asm/enc-profile.ts).
    if (o.when === 'nolds' && !clrx) return (l) => { if (!l.f.lds) print(l, o); };
    // CLRX writes a FLAT atomic's VDST with or without glc.
    if (o.when === 'glc' && !clrx) return (l) => { if (l.f.glc === 1) print(l, o); };
    return (l) => print(l, o);
  });
}

export function printProfile(d: Decoded, def: InstrDef, dialect: Dialect = 'llvm'): Line {
  const l = new Line(d, def, dialect);
  const byDialect = ((def.compiled.print ??= {})[d.gen] ??= []) as (Step[] | undefined)[];
  const steps = (byDialect[l.clrx ? 1 : 0] ??= compile(def, d.gen, l.clrx));
  for (let i = 0; i < steps.length; i++) steps[i](l);
  if (l.clrx) {
    if (def.enc === 'VOP3') clrxSpareNeg(l);
    const m = clrxFormMarker(d, def); if (m) l.mod(m);
  }
  return l;
}

/**
 * NEG bits of VOP3 sources the instruction does not have: CLRX writes them as `neg1`/`neg2`
 * after the modifiers (GCNDisasmOpc11.cpp: `v_cmp_f_f32 vcc, v50, v107 neg2`).
 */
function clrxSpareNeg(l: Line): void {
  for (let k = 0; k < 3; k++) {
    const f = `neg${k}`;
    if (l.f[f] && !l.def.operands.some((o) => o.field === `src${k}`)) l.set(f).mod(f);
  }
}

/**
 * One operand's text alone (no separator), by its kind's printer; undefined where it has no
 * syntax. The disassembler's fast path memoises structured immediates with it (src/dis/kernel-prog.ts).
 */
export function operandText(d: Decoded, def: InstrDef, o: OperandSpec): string | undefined {
  const l = new Line(d, def);
  const before = l.text().length;
  PRINT[o.kind](l, o);
  return l.problem === undefined ? l.text().slice(before + 1) : undefined;
}

/**
 * llvm-mc prints the counters that are below their maximum (all three when none is); text
 * reassembles from all-max, so a SIMM16 with unused bits set has no exact counter syntax.
 */
function waitcntText(l: Line, v: number): string {
  const counters = waitcntFields(l.d.gen);
  const stray = waitcntStrayBits(l.d.gen, v);
  if (stray) l.fail(`s_waitcnt bits ${hex(stray)} are not counters`);
  const parts: string[] = [];
  for (const c of counters) {
    const n = getCounter(c, v);
    if (n !== c.max) parts.push(`${c.name}(${n})`);
  }
  if (!parts.length) for (const c of counters) parts.push(`${c.name}(${c.max})`);
  return parts.join(' ');
}
