// The vector ALU: VOP1/VOP2/VOPC (e32), their VOP3 forms and the VOP3-only rows, and the DPP
// forms on GCN 1.2/1.4. What an instruction computes comes from src/sim/valu-ops.ts by name;
// this file fetches the operands (the 9-bit source model: VGPRs, SGPRs, inline constants by
// operand type, the literal, VCC/EXEC/M0), applies the source modifiers (VOP3 neg/abs, DPP
// neg/abs and lane moves) and EXEC, and writes results, compare masks, carries, clamp and omod.
// Policies: docs/sim.md P80-P95.
import type { Gen } from '../isa/gens.js';
import type { InstrDef, OperandSpec, VType } from '../isa/types.js';
import type { Fields } from '../codec/codec.js';
import { F16, F32, F64, flush, fromNum, roundDyadic, toNum, type Fmt, type RoundMode } from './float.js';
import { NotSimulated, begin, finish, type Compile, type Effects, type Inst } from './inst.js';
import { stageRegs } from './data.js';
import { compileInterp, interpNotSimulated } from './exec-interp.js';
import { dotOp } from './exec-dot.js';
import { opOf, type Ctx, type OpSpec, type Val } from './valu-ops.js';
import { EXEC_LO, LANES, M0, laneOn, type Wave } from './wave.js';
import { notVgpr } from '../syntax/vsrc.js';
import { implicitOf } from '../isa/implicit.js';
import { semOf, type RowSemantics } from '../isa/row-semantics.js';
import { compileMai } from './exec-mai.js';
import { INLINE_F16, INLINE_F32, INLINE_F64, inlineIntValue, isAperture, isCondSource, isInlineFloat, isInlineInt } from '../isa/src-operands.js';
import { INLINE_FLOAT_FIRST, INV_2PI, LDS_DIRECT, LITERAL, SREG_CODES, SRC_POPS_EXITING_WAVE_ID, SRC_VCCZ, VCC, VGPR_BASE } from '../isa/special-regs.js';
import { simFast } from './fast-switch.js';
import { registerFiles } from '../isa/register-files.js';
import { has } from '../isa/targets.js';

const FMT_OF: Partial<Record<VType | string, Fmt>> = { f16: F16, f32: F32, f64: F64 };

/** A source operand: how to read it per lane once the instruction starts. */
export interface Src {
  /** Returns the lane reader; called once per execution (scalar values are read then). */
  readonly prep: (w: Wave) => (lane: number) => Val;
  readonly sRegs: number[];
  readonly vRegs: number[];
  readonly wide: boolean;
  readonly vtype: VType;
  neg: boolean;
  abs: boolean;
  /** SDWA source select (0-3 BYTE_n, 4 WORD_0, 5 WORD_1, 6 DWORD) and sign extension. */
  sel?: number;
  sext?: boolean;
  /** The VGPR a vgprSrc reads (the fast lane loop indexes the register file directly). */
  vgpr?: number;
}


/** n consecutive 32-bit registers (the first lowest) as one bigint. */
function joinRegs(read: (k: number) => number, n: number): bigint {
  let v = 0n;
  for (let k = n - 1; k >= 0; k--) v = (v << 32n) | BigInt(read(k));
  return v;
}

export function vgprSrc(reg: number, wide: boolean, vtype: VType, n = wide ? 2 : 1): Src {
  const prep = n === 2
    ? (w: Wave) => (l: number): Val => (BigInt(w.vgpr[(reg + 1) * LANES + l]) << 32n) | BigInt(w.vgpr[reg * LANES + l])
    : n > 2
      ? (w: Wave) => (l: number): Val => joinRegs((k) => w.vgpr[(reg + k) * LANES + l], n)
      : (w: Wave) => (l: number): Val => w.vgpr[reg * LANES + l];
  return { prep, sRegs: [], vRegs: Array.from({ length: n }, (_, k) => reg + k), wide: n > 1, vtype, neg: false, abs: false, vgpr: reg };
}

function constSrc(v: Val, wide: boolean, vtype: VType): Src {
  return { prep: () => () => v, sRegs: [], vRegs: [], wide, vtype, neg: false, abs: false };
}

/** A 9-bit source code: a VGPR (256+) or a scalar source (scalarSrc). */
export function vectorSrc(gen: Gen, code: number, wide: boolean, vtype: VType, literal: number | undefined, n = wide ? 2 : 1, signed = false): Src | string {
  return code >= VGPR_BASE ? vgprSrc(code - VGPR_BASE, wide, vtype, n) : scalarSrc(gen, code, wide, vtype, literal, n, signed);
}

/** Why a scalar source code (below 256) cannot be read here, or its reader. */
/** `signed`: a signed 64-bit integer operand (v_cmp_*_i64), whose literal is sign-extended (P61). */
export function scalarSrc(gen: Gen, code: number, wide: boolean, vtype: VType, literal: number | undefined, n = wide ? 2 : 1, signed = false): Src | string {
  const is16 = vtype === 'f16' || vtype === 'i16';
  if (code < SREG_CODES) {
    if (code + n > SREG_CODES) return `a ${n * 32}-bit source starting at scalar code ${code} runs past the scalar file`;
    const prep = n > 1
      ? (w: Wave) => { const v = joinRegs((k) => w.sgpr[code + k], n); return (): Val => v; }
      : (w: Wave) => { const v = w.sgpr[code]; return (): Val => v; };
    return { prep, sRegs: Array.from({ length: n }, (_, k) => code + k), vRegs: [], wide, vtype, neg: false, abs: false };
  }
  if (n > 2) return `a ${n * 32}-bit source must be registers`;
  if (isInlineInt(code)) {
    const i = inlineIntValue(code);
    return constSrc(wide ? BigInt.asUintN(64, BigInt(i)) : is16 ? i & 0xffff : i >>> 0, wide, vtype);
  }
  if (isInlineFloat(code)) {
    if (code === INV_2PI && !has(gen, 'inv-2pi-inline')) return 'source code 248 (1/(2*pi)) does not exist before GCN 1.2';
    const k = code - INLINE_FLOAT_FIRST;
    const v = vtype === 'f64' ? INLINE_F64[k] : wide ? BigInt(INLINE_F32[k]) : vtype === 'f16' || vtype === 'i16' ? INLINE_F16[k] : INLINE_F32[k];
    // A 16-bit integer operand reads the f16 pattern too (llvm-mc's encoding of 1.0 for i16 operands).
    return constSrc(v, wide, vtype);
  }
  if (code === LITERAL) {
    if (literal === undefined) return 'a literal (source code 255) needs a literal dword, which this encoding does not have';
    const v = vtype === 'f64' ? BigInt(literal) << 32n : wide ? BigInt.asUintN(64, BigInt(signed ? literal | 0 : literal)) : is16 ? literal & 0xffff : literal;
    return constSrc(v, wide, vtype);
  }
  if (isCondSource(code) || (isAperture(code) && code < SRC_POPS_EXITING_WAVE_ID && has(gen, 'aperture-regs'))) {
    const prep = (w: Wave) => { const v = w.ssrc(code); const r: Val = wide ? BigInt(v) : v; return (): Val => r; };
    return { prep, sRegs: code === SRC_VCCZ ? [VCC, VCC + 1] : [], vRegs: [], wide, vtype, neg: false, abs: false };
  }
  if (code === LDS_DIRECT) return wide ? 'LDS_DIRECT as a 64-bit source' : ldsDirect(vtype);
  return `source code ${code} is reserved`;
}

/**
 * LDS_DIRECT (P125; SI manual "LDS Direct Reads"): one value from LDS broadcast to every lane,
 * at byte address M0[15:0], of type M0[18:16]: 0 u8, 1 u16, 2 dword, 4 i8, 5 i16 (zero- or
 * sign-extended; the address aligned down to the type's size). Read when the instruction issues.
 */
function ldsDirect(vtype: VType): Src {
  const prep = (w: Wave) => {
    const m0 = w.sgpr[M0], addr = m0 & 0xffff, type = (m0 >>> 16) & 7;
    const word = w.lds.r32(0, addr & ~3);
    const half = (word >>> ((addr & 2) * 8)) & 0xffff, byte = (word >>> ((addr & 3) * 8)) & 0xff;
    let v: number;
    switch (type) {
      case 0: v = byte; break;
      case 1: v = half; break;
      case 2: v = word; break;
      case 4: v = ((byte << 24) >> 24) >>> 0; break;
      case 5: v = ((half << 16) >> 16) >>> 0; break;
      default: throw new NotSimulated(`LDS_DIRECT with the reserved data type ${type} in M0[18:16]`);
    }
    return (): Val => v;
  };
  return { prep, sRegs: [M0], vRegs: [], wide: false, vtype, neg: false, abs: false };
}

interface Plan {
  op: OpSpec;
  srcs: Src[];
  /** Vector destination (first VGPR) and its register count, or -1; the target's VGPRs. */
  vdst: number;
  vgprs: number;
  vdstRegs: number;
  /** Scalar destination of a compare or a readlane, or the carry-out pair; -1 if none. */
  sdst: number;
  carryOut: number;
  carryIn: number;
  cmpx: boolean;
  clamp: boolean;
  omod: number;
  dpp?: Dpp;
  sdwa?: SdwaDst;
}

interface Dpp { ctrl: number; rowMask: number; bankMask: number; boundCtrl: boolean }
/** SDWA destination select and what happens to the bits outside it (0 pad, 1 sext, 2 preserve). */
interface SdwaDst { sel: number; unused: number }

/**
 * The operation of a row: its operation key's (valu-ops.ts), or one its semantics make from the
 * shared arithmetic: a dot product (exec-dot.ts, as the VOP3P rows'), a packed 16-bit operation.
 */
function opFor(sem: RowSemantics, gen: Gen): OpSpec | undefined {
  if (sem.exec === 'dot') return dotOp(sem.dot!);
  const op = opOf(sem.op, gen);
  return sem.exec === 'packed' && op ? packedOp(op) : op;
}

/**
 * A packed 16-bit row of the VALU encodings (gfx908's VOP2 v_pk_fmac_f16): the 16-bit operation
 * `half` on the low halves of its sources and on the high halves, as the VOP3P v_pk_* rows with
 * the default op_sel (P95): f16 denormals flushed by MODE[7:6], rounding by MODE[3:2] (P120).
 */
function packedOp(half: OpSpec): OpSpec {
  const float = half.out === 'f16';
  const args: Val[] = [0, 0, 0];
  const one = (a: Val, b: Val, c: Val, x: Ctx, shift: number, inFlush: boolean, outFlush: boolean): number => {
    args[0] = ((a as number) >>> shift) & 0xffff; args[1] = ((b as number) >>> shift) & 0xffff; args[2] = ((c as number) >>> shift) & 0xffff;
    if (inFlush) for (let k = 0; k < 3; k++) args[k] = flush(F16, args[k]);
    let r = half.fn(args[0], args[1], args[2], x);
    if (x.rm && half.exact) r = directed(half, args, x, F16, r);
    return (outFlush ? flush(F16, (r as number) & 0xffff) as number : (r as number) & 0xffff);
  };
  return {
    out: 'b32', raw: true, ...(float ? { roundBy: 'f16' as const } : {}),
    fn: (a, b, c, x) => {
      const bits = float ? ((x.mode ?? 0) >>> 6) & 3 : 3;
      return (one(a, b, c, x, 0, (bits & 1) === 0, (bits & 2) === 0) | (one(a, b, c, x, 16, (bits & 1) === 0, (bits & 2) === 0) << 16)) >>> 0;
    },
  };
}

/**
 * A row whose result is one part of VDST (RowSemantics.dstPart): `op`'s result placed in the word
 * (op_sel[3]) or byte (op_sel[3:2]) op_sel selects, the rest of VDST (the tied last source) kept.
 */
function partOp(op: OpSpec, part: 'word' | 'byte', opSel: number): OpSpec {
  const width = part === 'word' ? 16 : 8;
  const shift = part === 'word' ? ((opSel >> 3) & 1) * 16 : ((opSel >> 2) & 3) * 8;
  const mask = ((1 << width) - 1) << shift;
  return { ...op, fn: (a, b, c, x) => (((c as number) & ~mask) | (((op.fn(a, b, c, x) as number) << shift) & mask)) >>> 0 };
}

/** Build the plan of an instruction, or say why it is not simulated. */
function plan(gen: Gen, def: InstrDef, f: Fields): Plan | string {
  const sem = semOf(def);
  const op = opFor(sem, gen);
  if (!op) return 'the vector ALU executor has no operation for it';
  if (sem.exec === 'dot' && (f.neg0 || f.abs0 || f.neg1 || f.abs1 || f.src0_neg || f.src0_abs || f.src1_neg || f.src1_abs)) {
    return 'neg/abs on the packed sources of a dot product are not simulated yet';
  }
  // op_sel picks the part of VDST a dstPart row writes (row-semantics.ts); on other rows, and its
  // source bits on those, it is not simulated.
  if (f.op_sel && (!sem.dstPart || f.op_sel & (sem.dstPart === 'word' ? 7 : 3))) return 'op_sel is not simulated yet';
  const specs = def.specsByGen[gen].filter((s) => !s.mod);
  const imp = implicitOf(def);
  const p: Plan = { op, srcs: [], vdst: -1, vgprs: registerFiles(gen).vgprs, vdstRegs: 0, sdst: -1, carryOut: -1, carryIn: -1, cmpx: imp.execOut, clamp: !!f.clamp, omod: f.omod ?? 0 };
  if (def.enc.endsWith('_DPP')) p.dpp = { ctrl: f.dpp_ctrl, rowMask: f.row_mask, bankMask: f.bank_mask, boundCtrl: !!f.bound_ctrl };
  if (def.enc.endsWith('_SDWA') && def.enc !== 'VOPC_SDWA') p.sdwa = { sel: f.dst_sel ?? 6, unused: f.dst_unused ?? 0 };
  const src0 = specs.find((s) => s.field === 'src0' || s.field === 'dsrc0');
  let sawSrc = false;
  for (const s of specs) {
    if (s.kind === 'vcc') {
      if (op.out === 'cmp') p.sdst = VCC;
      else if (!sawSrc) p.carryOut = VCC;
      else p.carryIn = VCC;
    } else if (s.kind === 'sreg') {
      if (s.field === 'vdst') p.sdst = f.vdst;
      else if (s.field === 'sdst') p.carryOut = f.sdst;
      else if (s.field === 'src2') p.carryIn = f.src2;
    } else if (s.kind === 'sdwasdst') {
      p.sdst = f.sd ? f.sdst : VCC; // GCN 1.4 VOPC SDWA: SD = 1 writes SDST, else VCC
    } else if (s.kind === 'vreg' && s.field === 'vdst') {
      p.vdst = f.vdst;
      p.vdstRegs = s.regs;
    } else {
      const k = p.srcs.length;
      const src = source(gen, (op.src32 ?? 0) >> k & 1 ? { ...s, vtype: 'b32' } : s, f, src0);
      if (typeof src === 'string') return src;
      sawSrc = true;
      p.srcs.push(src);
    }
  }
  if (imp.vccIn && p.carryIn < 0) p.carryIn = VCC;
  // Scalar destinations and the carry-in are SGPR pairs (a single SGPR for readlane).
  for (const [what, r] of [['the carry-in / condition', p.carryIn], ['the scalar destination', p.sdst], ['the carry destination', p.carryOut]] as const) {
    const single = what === 'the scalar destination' && (sem.exec === 'readlane' || sem.exec === 'readfirstlane');
    if (r >= (single ? SREG_CODES : SREG_CODES - 1)) return `${what} is operand code ${r}, not an SGPR${single ? '' : ' pair'}`;
  }
  if (p.dpp && !dppLane(p.dpp.ctrl, 0).known) return `DPP control 0x${p.dpp.ctrl.toString(16)} is reserved`;
  if (op.carry && p.carryOut < 0) return 'no carry destination';
  if (op.cin && p.carryIn < 0) return 'no carry-in / condition operand';
  const floatOut = FMT_OF[op.out] !== undefined;
  if (p.clamp && !floatOut && !op.intClamp) return 'clamp on an integer or compare result is not simulated yet';
  if (p.omod && !floatOut) return 'omod on an integer result is not simulated yet';
  // gfx940's v_cvt_pk_f32_fp8/bf8_sdwa write their pair whole (DST_SEL DWORD, the only one they have).
  if (p.sdwa && p.sdwa.sel !== 6 && (op.out === 'b64' || op.out === 'f64' || op.out === 'b128')) return 'SDWA on a 64-bit result';
  if (p.sdwa && p.sdwa.sel > 6) return `dst_sel ${p.sdwa.sel} is reserved`;
  if (p.srcs.some((x) => (x.sel ?? 0) > 6)) return 'a reserved SDWA source select';
  // v_mac_*, v_fmac_*, v_dot*c, v_pk_fmac_f16, v_cvt_pkaccum_u8_f32: the destination is the
  // third source, of the result's float type (v_dot2c_f32_f16's f32 addend) or else the sources'.
  if (imp.tiedDst) p.srcs.push(vgprSrc(p.vdst, p.vdstRegs === 2, imp.tiedDst === 'raw' ? 'b32' : op.out === 'f32' || op.out === 'f16' ? op.out : p.srcs[0].vtype));
  // A 64-bit VGPR pair starting at the last VGPR (v[255:256]) has no second register: no syntax
  // names it (the disassembler prints the word as .long) and nothing can be read or written there.
  if (sem.dstPart) p.op = partOp(p.op, sem.dstPart, f.op_sel ?? 0);
  const V = registerFiles(gen).vgprs;
  if (p.srcs.some((x) => x.vRegs.some((r) => r >= V)) || p.vdst + p.vdstRegs > V) return `a VGPR pair runs past v${V - 1}`;
  return p;
}

function source(gen: Gen, s: OperandSpec, f: Fields, src0: OperandSpec | undefined): Src | string {
  const wide = s.regs >= 2;
  const vtype: VType = s.kind === 'vsrc' || s.kind === 'dppsrc' || s.kind === 'sdwasrc' ? s.vtype : s.kind === 'litk' ? s.vtype
    : src0 && src0.regs === s.regs ? src0.vtype : wide ? 'b64' : 'b32';
  const code = f[s.field];
  // Run, v_swap_b32 would write VGPR -1 (fuzz seed 1241196179: 0x7efaa295, src0 = 21).
  if (s.kind === 'vsrc' && notVgpr(s, code)) {
    return `${s.field} must be a VGPR, not the scalar source code ${code}: no instruction has this encoding`;
  }
  let src: Src | string;
  if (s.kind === 'litk') src = constSrc(vtype === 'f16' ? f.literal & 0xffff : f.literal, false, vtype);
  else if (s.kind === 'sdwasrc') {
    const k0 = s.field === 'sdwa_src0' ? 0 : 1;
    const sc = f[`src${k0}_sgpr`] ? scalarSrc(gen, code, wide, vtype, undefined) : vgprSrc(code, wide, vtype, s.regs);
    if (typeof sc === 'string') return sc;
    src = { ...sc, sel: f[`src${k0}_sel`] ?? 6, sext: !!f[`src${k0}_sext`] };
  } else if (s.kind === 'vreg' || s.kind === 'dppsrc') src = vgprSrc(code, wide, vtype, s.regs);
  else src = vectorSrc(gen, code, wide, vtype, f.literal, s.regs, s.signed);
  if (typeof src === 'string') return src;
  const k = s.field === 'dsrc0' || s.field === 'sdwa_src0' ? 0 : s.field === 'vsrc1' ? 1 : Number(s.field.slice(3));
  src.neg = !!(f[`neg${k}`] ?? f[`src${k}_neg`]);
  src.abs = !!(f[`abs${k}`] ?? f[`src${k}_abs`]);
  return src;
}

/** DPP source lane of lane l (-1: none), and whether the control is defined (GCN3/Vega DPP_CTRL). */
export function dppLane(ctrl: number, l: number): { lane: number; known: boolean } {
  const row = l & ~15, r = l & 15;
  if (ctrl <= 0xff) return { lane: (l & ~3) | ((ctrl >> (2 * (l & 3))) & 3), known: true };
  const k = ctrl & 15;
  if (ctrl >= 0x101 && ctrl <= 0x10f) return { lane: r + k < 16 ? l + k : -1, known: true };
  if (ctrl >= 0x111 && ctrl <= 0x11f) return { lane: r - k >= 0 ? l - k : -1, known: true };
  if (ctrl >= 0x121 && ctrl <= 0x12f) return { lane: row | ((r - k) & 15), known: true };
  switch (ctrl) {
    case 0x130: return { lane: l + 1 < LANES ? l + 1 : -1, known: true };
    case 0x134: return { lane: (l + 1) & 63, known: true };
    case 0x138: return { lane: l - 1, known: true };
    case 0x13c: return { lane: (l - 1) & 63, known: true };
    case 0x140: return { lane: row | (15 - r), known: true };
    case 0x141: return { lane: (l & ~7) | (7 - (l & 7)), known: true };
    case 0x142: return { lane: l >= 16 ? row - 1 : -1, known: true };
    case 0x143: return { lane: l >= 32 ? 31 : -1, known: true };
    default: return { lane: -1, known: false };
  }
}

/** Vector ALU instructions the simulator does not run, and why (a located error at load). */
export const NOT_SIMULATED: Readonly<Record<string, string>> = {
  v_mov_prsv_b32: 'a CLRX-only opcode the manuals do not define',
  v_mov_prsv_b32_e64: 'a CLRX-only opcode the manuals do not define',
  v_writelane_regwr_b32: 'a CLRX-only opcode the manuals do not define',
  v_writelane_regwr_b32_e64: 'a CLRX-only opcode the manuals do not define',
  v_readlane_regrd_b32: 'a CLRX-only opcode the manuals do not define',
};

/** Why a VOP1/VOP2/VOPC/VOP3/DPP word cannot run (a located error at load time), or undefined. */
export function valuNotSimulated(gen: Gen, def: InstrDef, f: Fields): string | undefined {
  if (!/^(VOP1|VOP2|VOPC|VOP3|VINTRP)/.test(def.enc) || def.enc === 'VOP3P') return undefined;
  const why = NOT_SIMULATED[def.name];
  if (why) return `${def.name}: not simulated (${why})`;
  const sem = semOf(def);
  if (sem.exec === 'none') return undefined;
  if (sem.exec === 'accmov') return undefined;
  if (sem.exec === 'interp') return interpNotSimulated({ def, f });
  const p = plan(gen, def, f);
  return typeof p === 'string' ? `${def.name}: not simulated yet (${p})` : undefined;
}

function signBit(s: Src): bigint | number {
  return s.wide ? 1n << 63n : s.vtype === 'f16' || s.vtype === 'i16' ? 0x8000 : 0x80000000;
}

/** Source modifiers on raw bits: abs clears the sign, neg flips it (after abs). */
function modify(v: Val, s: Src): Val {
  const b = signBit(s);
  if (typeof v === 'bigint') {
    let x = v;
    if (s.abs) x &= ~(b as bigint);
    if (s.neg) x ^= b as bigint;
    return x;
  }
  let x = v;
  if (s.abs) x = (x & ~(b as number)) >>> 0;
  if (s.neg) x = (x ^ (b as number)) >>> 0;
  return x;
}

const OMOD = [1, 2, 4, 0.5];

/** Dispatch on the row's semantics (src/isa/row-semantics.ts). */
export const compileValu: Compile = (gen, ins) => {
  const sem = semOf(ins.def);
  if (sem.exec === 'none') return (_w, t) => t.noteScalarWrites([]);
  if (sem.exec === 'interp') return compileInterp(gen, ins);
  if (sem.exec === 'accmov') return compileMai(gen, ins);
  const p = plan(gen, ins.def, ins.f);
  if (typeof p === 'string') throw new NotSimulated(p); // loadProgram checks valuNotSimulated first
  switch (sem.exec) {
    case 'readlane': case 'readfirstlane': return readLane(ins, p, sem.exec === 'readfirstlane');
    case 'writelane': return writeLane(ins, p);
    case 'movrel': case 'swap': return moveRel(ins, p, sem);
    default: return lanewise(ins, p, sem);
  }
};

export function baseEffects(p: Plan): Effects {
  const sReads = [...new Set(p.srcs.flatMap((s) => s.sRegs))];
  const vReads = [...new Set(p.srcs.flatMap((s) => s.vRegs))];
  if (p.sdwa?.unused === 2 && p.sdwa.sel !== 6) vReads.push(p.vdst); // UNUSED_PRESERVE reads VDST
  if (p.carryIn >= 0) sReads.push(p.carryIn, p.carryIn + 1);
  const sWrites: number[] = [];
  for (const r of [p.sdst, p.carryOut]) if (r >= 0) sWrites.push(r, r + 1);
  if (p.cmpx) sWrites.push(EXEC_LO, EXEC_LO + 1);
  const vWrites: number[] = [];
  for (let i = 0; i < p.vdstRegs; i++) if (p.vdst + i < p.vgprs) vWrites.push(p.vdst + i);
  return { sReads, vReads, sWrites, vWrites, vm: 0, lgkm: 0, exp: 0, inOrder: false };
}

/** The denormal behaviour of an op: flush inputs / outputs of each float format (P83, P84). */
export function denormals(w: Wave, op: OpSpec, fmt: Fmt): { inFlush: boolean; outFlush: boolean } {
  if (op.raw) return { inFlush: false, outFlush: false };
  const bits = fmt.bits === 32 ? (w.mode >>> 4) & 3 : (w.mode >>> 6) & 3;
  const always = op.flushAlways === true && fmt.bits === 32;
  return { inFlush: always || (bits & 1) === 0, outFlush: always || (bits & 2) === 0 };
}

function lanewise(ins: Inst, p: Plan, sem: RowSemantics): (w: Wave, t: import('./tracker.js').Tracker) => void {
  const generic = lanewiseGeneric(ins, p, sem);
  const fast = simFast() ? lanewiseFast(ins, p, sem) : undefined;
  if (!fast) return generic;
  // P120: under a round mode other than nearest even, ops that round by it take the generic loop.
  if (!p.op.exact && !p.op.roundBy) return fast;
  return (w, t) => ((w.mode & 0xf) === 0 ? fast(w, t) : generic(w, t));
}

function lanewiseGeneric(ins: Inst, p: Plan, sem: RowSemantics): (w: Wave, t: import('./tracker.js').Tracker) => void {
  const e = baseEffects(p);
  const { op, srcs } = p;
  const outFmt = FMT_OF[op.out];
  const outRegs = op.out === 'b128' ? 4 : op.out === 'b64' || op.out === 'f64' ? 2 : 1;
  const wideOut = outRegs > 1;
  // P120: the MODE round bits of the op's rounding format (f32: MODE[1:0]; f64, f16: MODE[3:2]).
  const roundFmt = op.roundBy ?? (outFmt ? op.out : undefined);
  const exact = op.exact;
  const mbcnt = sem.exec !== 'mbcnt' ? 0 : sem.half === 'lo' ? 1 : 2;
  return (w, t) => {
    const rm = (roundFmt === undefined ? 0 : roundFmt === 'f32' ? w.mode & 3 : (w.mode >>> 2) & 3) as RoundMode;
    const o = begin(t, ins, e);
    const execLo = w.sgpr[EXEC_LO], execHi = w.sgpr[EXEC_LO + 1];
    const readers = srcs.map((s) => s.prep(w));
    const flushIn = srcs.map((s, k) => { const f = (op.ints ?? 0) >> k & 1 ? undefined : FMT_OF[s.vtype]; return f && denormals(w, op, f).inFlush ? f : undefined; });
    const outFlush = outFmt ? denormals(w, op, outFmt).outFlush : false;
    const cin = p.carryIn >= 0 ? [w.sgpr[p.carryIn], w.sgpr[p.carryIn + 1]] : [0, 0];
    const dst = p.vdst >= 0 ? stageRegs(w, o, p.vdst, outRegs) : [];
    let maskLo = 0, maskHi = 0, coLo = 0, coHi = 0, wLo = 0, wHi = 0;
    const x: Ctx = { cin: 0, co: 0, sat: p.clamp && !outFmt ? 1 : 0, rm, mode: w.mode };
    const args: Val[] = [0, 0, 0];
    for (let l = 0; l < LANES; l++) {
      if (!laneOn(execLo, execHi, l)) continue;
      let srcLane = l;
      if (p.dpp) {
        const d = p.dpp;
        if (!((d.rowMask >> (l >> 4)) & 1) || !((d.bankMask >> ((l >> 2) & 3)) & 1)) continue;
        srcLane = dppLane(d.ctrl, l).lane;
        // P90: a source lane out of range or inactive: 0 with bound_ctrl, else the lane is not written.
        if (srcLane < 0 || !laneOn(execLo, execHi, srcLane)) {
          if (!d.boundCtrl) continue;
          srcLane = -1;
        }
      }
      for (let k = 0; k < srcs.length; k++) {
        let v: Val = k === 0 && srcLane < 0 ? (srcs[0].wide ? 0n : 0) : readers[k](k === 0 ? srcLane : l);
        const sel = srcs[k].sel;
        if (sel !== undefined && sel !== 6) v = select(v as number, sel, srcs[k].sext === true);
        if (srcs[k].abs || srcs[k].neg) v = modify(v, srcs[k]);
        const ff = flushIn[k];
        if (ff) v = flush(ff, v);
        args[k] = v;
      }
      if (mbcnt) {
        const a = args[0] as number;
        args[0] = mbcnt === 1 ? (l >= 32 ? a : l === 0 ? 0 : a & (2 ** l - 1)) : l < 32 ? 0 : l === 32 ? 0 : a & (2 ** (l - 32) - 1);
      }
      x.cin = laneOn(cin[0], cin[1], l) ? 1 : 0;
      x.co = 0;
      let r = op.fn(args[0], args[1], args[2], x);
      if (rm && exact && outFmt) r = directed(op, args, x, outFmt, r);
      if (l < 32) wLo |= 1 << l; else wHi |= 1 << (l - 32);
      if (op.out === 'cmp') {
        if (r) { if (l < 32) maskLo |= 1 << l; else maskHi |= 1 << (l - 32); }
        continue;
      }
      if (x.co) { if (l < 32) coLo |= 1 << l; else coHi |= 1 << (l - 32); }
      if (outFmt) r = outputMods(r, outFmt, p, outFlush);
      if (wideOut) {
        for (let k = 0; k < outRegs; k++) dst[k][l] = Number(BigInt.asUintN(32, (r as bigint) >> BigInt(32 * k)));
      } else if (p.sdwa) dst[0][l] = place(r as number, p.sdwa, w.vgpr[p.vdst * LANES + l]);
      else if (dst.length) dst[0][l] = (r as number) >>> 0;
    }
    for (const v of o.vWrites) { v.lo = wLo >>> 0; v.hi = wHi >>> 0; }
    if (op.out === 'cmp') {
      o.sWrites.push(p.sdst, maskLo >>> 0, p.sdst + 1, maskHi >>> 0);
      if (p.cmpx) o.sWrites.push(EXEC_LO, maskLo >>> 0, EXEC_LO + 1, maskHi >>> 0);
    }
    if (p.carryOut >= 0) o.sWrites.push(p.carryOut, coLo >>> 0, p.carryOut + 1, coHi >>> 0);
    finish(t, o, e);
  };
}

/** A subnormal f32/f16 (bits of `fmt`) flushed to a zero of the same sign, in 32-bit arithmetic (flush() of float.ts). */
function flushNarrow(fmt: Fmt, v: number): number {
  if (fmt.bits === 32) return (v & 0x7f800000) === 0 && (v & 0x7fffff) !== 0 ? (v & 0x80000000) >>> 0 : v;
  return (v & 0x7c00) === 0 && (v & 0x3ff) !== 0 ? v & 0x8000 : v;
}

/**
 * The lane loop of the common case, prepared once per instruction: no DPP, no SDWA, 32-bit (or
 * 16-bit) sources and result, not v_mbcnt. Sources are VGPR indices into the register file or one
 * value per execution (an SGPR, a constant: its modifiers and flush applied once, as the generic
 * loop applies them to every lane); the denormal modes are recomputed only when MODE changes.
 * Same semantics as lanewise's generic loop, which handles everything else.
 */
function lanewiseFast(ins: Inst, p: Plan, sem: RowSemantics): ((w: Wave, t: import('./tracker.js').Tracker) => void) | undefined {
  const { op, srcs } = p;
  if (p.dpp || p.sdwa || op.out === 'b64' || op.out === 'f64' || sem.exec === 'mbcnt') return undefined;
  if (srcs.length > 3 || srcs.some((s) => s.wide || (s.sel !== undefined && s.sel !== 6))) return undefined;
  const e = baseEffects(p);
  const outFmt = FMT_OF[op.out];
  const float = !op.raw && (outFmt !== undefined || srcs.some((s) => FMT_OF[s.vtype] !== undefined));
  const n = srcs.length;
  // Per source: VGPR base index (-1: a value per execution), abs mask (AND), neg mask (XOR).
  const base = [-1, -1, -1], andM = [-1, -1, -1], xorM = [0, 0, 0];
  const fmtIn: (Fmt | undefined)[] = [undefined, undefined, undefined];
  srcs.forEach((s, k) => {
    base[k] = s.vgpr !== undefined ? s.vgpr * LANES : -1;
    const b = signBit(s) as number;
    andM[k] = s.abs ? ~b : -1;
    xorM[k] = s.neg ? b : 0;
    fmtIn[k] = (op.ints ?? 0) >> k & 1 ? undefined : FMT_OF[s.vtype];
  });
  const [b0, b1, b2] = base, [a0, a1, a2] = andM, [x0, x1, x2] = xorM;
  const mods = andM.some((m) => m !== -1) || xorM.some((m) => m !== 0);
  const cmp = op.out === 'cmp', vdst = p.vdst, carryIn = p.carryIn, carryOut = p.carryOut, sdst = p.sdst, cmpx = p.cmpx;
  const mods2 = outFmt !== undefined && (p.omod !== 0 || p.clamp);
  const fn = op.fn;
  const x: Ctx = { cin: 0, co: 0, sat: p.clamp && !outFmt ? 1 : 0 };
  // The flush formats under the MODE last seen.
  let mode = -1, f0: Fmt | undefined, f1: Fmt | undefined, f2: Fmt | undefined, outFlush = false;
  const scalarValue = (w: Wave, k: number, ff: Fmt | undefined): number => {
    let v = srcs[k].prep(w)(0) as number;
    if (mods) v = ((v & andM[k]) ^ xorM[k]) >>> 0;
    return ff ? flushNarrow(ff, v) : v;
  };
  const sWrites = e.sWrites;
  return (w, t) => {
    // No counters: the results are written straight into the registers (what issue() + land()
    // of an op with no counts does); each lane reads its operands before its result is written.
    t.check(ins.site, e.sReads, e.vReads, sWrites, e.vWrites, false);
    if (w.mode !== mode) {
      mode = x.mode = w.mode;
      const fl = (k: number): Fmt | undefined => { const f = fmtIn[k]; return f && denormals(w, op, f).inFlush ? f : undefined; };
      f0 = fl(0); f1 = fl(1); f2 = fl(2);
      outFlush = outFmt ? denormals(w, op, outFmt).outFlush : false;
    }
    const vg = w.vgpr;
    const execLo = w.sgpr[EXEC_LO], execHi = w.sgpr[EXEC_LO + 1];
    const c0 = n > 0 && b0 < 0 ? scalarValue(w, 0, f0) : 0;
    const c1 = n > 1 && b1 < 0 ? scalarValue(w, 1, f1) : 0;
    const c2 = n > 2 && b2 < 0 ? scalarValue(w, 2, f2) : 0;
    const cinLo = carryIn >= 0 ? w.sgpr[carryIn] : 0, cinHi = carryIn >= 0 ? w.sgpr[carryIn + 1] : 0;
    const d = vdst >= 0 ? vdst * LANES : -1;
    let maskLo = 0, maskHi = 0, coLo = 0, coHi = 0;
    for (let l = 0; l < LANES; l++) {
      if (!laneOn(execLo, execHi, l)) continue;
      let a = c0, b = c1, c = c2;
      if (b0 >= 0) { a = vg[b0 + l]; if (mods) a = ((a & a0) ^ x0) >>> 0; if (f0) a = flushNarrow(f0, a); }
      if (b1 >= 0) { b = vg[b1 + l]; if (mods) b = ((b & a1) ^ x1) >>> 0; if (f1) b = flushNarrow(f1, b); }
      if (b2 >= 0) { c = vg[b2 + l]; if (mods) c = ((c & a2) ^ x2) >>> 0; if (f2) c = flushNarrow(f2, c); }
      x.cin = laneOn(cinLo, cinHi, l) ? 1 : 0;
      x.co = 0;
      let r = fn(a, b, c, x) as number;
      if (cmp) {
        if (r) { if (l < 32) maskLo |= 1 << l; else maskHi |= 1 << (l - 32); }
        continue;
      }
      if (x.co) { if (l < 32) coLo |= 1 << l; else coHi |= 1 << (l - 32); }
      if (outFmt) {
        if (mods2) r = outputMods(r, outFmt, p, false) as number;
        if (outFlush) r = flushNarrow(outFmt, r);
      }
      if (d >= 0) vg[d + l] = r;
    }
    if (d >= 0) w.vgprTouched[vdst] = 1;
    if (cmp) {
      w.setS(sdst, maskLo >>> 0);
      w.setS(sdst + 1, maskHi >>> 0);
      if (cmpx) { w.setS(EXEC_LO, maskLo >>> 0); w.setS(EXEC_LO + 1, maskHi >>> 0); }
    }
    if (carryOut >= 0) { w.setS(carryOut, coLo >>> 0); w.setS(carryOut + 1, coHi >>> 0); }
    t.settle(sWrites, e.vWrites);
    t.noteScalarWrites(sWrites);
  };
}

/** P120: the result `r` (nearest even) of an op with an exact form, rounded instead by x.rm. */
export function directed(op: OpSpec, args: readonly Val[], x: Ctx, fmt: Fmt, r: Val): Val {
  const d = op.exact?.(args[0], args[1], args[2], x);
  return d === undefined ? r : typeof d === 'number' ? fromNum(fmt, d) : roundDyadic(d, fmt, x.rm ?? 0);
}

/** v_mad_mix* run under round to nearest even only: a nonzero MODE.FP_ROUND stops them (P120). */
export function checkRound(w: Wave): void {
  if (w.mode & 0xf) throw new NotSimulated(`MODE.FP_ROUND is ${w.mode & 0xf}: v_mad_mix* is simulated under round to nearest even (0) only`);
}

/** SDWA source select: byte or word `sel` of v, zero- or sign-extended (P97). */
function select(v: number, sel: number, sext: boolean): number {
  const width = sel < 4 ? 8 : 16;
  const shift = sel < 4 ? sel * 8 : (sel - 4) * 16;
  const x = (v >>> shift) & ((1 << width) - 1);
  return sext ? ((x << (32 - width)) >> (32 - width)) >>> 0 : x;
}

/** SDWA destination: the result's low byte/word at dst_sel; the other bits 0, the sign, or kept (P97). */
function place(r: number, d: SdwaDst, old: number): number {
  if (d.sel === 6) return r >>> 0;
  const width = d.sel < 4 ? 8 : 16;
  const shift = d.sel < 4 ? d.sel * 8 : (d.sel - 4) * 16;
  const mask = (width === 8 ? 0xff : 0xffff) << shift;
  const v = ((r << shift) & mask) >>> 0;
  if (d.unused === 2) return ((old & ~mask) | v) >>> 0;
  if (d.unused === 1 && (r >>> (width - 1)) & 1) {
    const top = shift + width; // the bits above the selected field take its sign
    return (v | (top >= 32 ? 0 : (~0 << top) >>> 0)) >>> 0;
  }
  return v;
}

/** omod, then clamp to [0, 1] (NaN -> +0, P88), then the output denormal flush. */
function outputMods(r: Val, fmt: Fmt, p: Plan, outFlush: boolean): Val {
  if (p.omod || p.clamp) {
    let v = toNum(fmt, r);
    if (p.omod) v *= OMOD[p.omod];
    if (p.clamp) v = v !== v ? 0 : v < 0 ? 0 : v > 1 ? 1 : v;
    r = fromNum(fmt, v);
  }
  return outFlush ? flush(fmt, r) : r;
}

type Run = (w: Wave, t: import('./tracker.js').Tracker) => void;

/** v_readlane_b32 (lane = SRC1 & 63) and v_readfirstlane_b32 (lowest EXEC lane; lane 0 when EXEC = 0, P91). */
function readLane(ins: Inst, p: Plan, first: boolean): Run {
  const sdst = p.sdst;
  const e = { ...baseEffects({ ...p, sdst: -1 }), sWrites: [sdst] };
  return (w, t) => {
    const o = begin(t, ins, e);
    let lane = 0;
    if (first) {
      for (let l = 0; l < LANES; l++) if (w.active(l)) { lane = l; break; }
    } else lane = (p.srcs[1].prep(w)(0) as number) & 63;
    o.sWrites.push(sdst, p.srcs[0].prep(w)(lane) as number);
    finish(t, o, e);
  };
}

/** v_writelane_b32: VDST[SRC1 & 63] = SRC0, whatever EXEC says. */
function writeLane(ins: Inst, p: Plan): Run {
  const e = baseEffects(p);
  return (w, t) => {
    const o = begin(t, ins, e);
    const lane = (p.srcs[1].prep(w)(0) as number) & 63;
    const [dst] = stageRegs(w, o, p.vdst, 1);
    dst[lane] = p.srcs[0].prep(w)(0) as number;
    const bit = lane < 32 ? [1 << lane, 0] : [0, 1 << (lane - 32)];
    for (const v of o.vWrites) { v.lo = bit[0] >>> 0; v.hi = bit[1] >>> 0; }
    finish(t, o, e);
  };
}

/**
 * v_movrels_b32 (VDST = v[SRC0 + M0]), v_movreld_b32 (v[VDST + M0] = SRC0), v_movrelsd_b32 (both)
 * and v_swap_b32. A relative register past v255: reads 0, the write is dropped (P92).
 */
function moveRel(ins: Inst, p: Plan, sem: RowSemantics): Run {
  const src = p.srcs[0];
  const srcReg = src.vRegs[0] ?? -1;
  const readsM0 = implicitOf(ins.def).m0In;
  return (w, t) => {
    const m0 = readsM0 ? w.sgpr[M0] : 0;
    const from = sem.rel?.src ? srcReg + m0 : srcReg;
    const to = sem.rel?.dst ? p.vdst + m0 : p.vdst;
    const e = baseEffects(p);
    e.vReads.length = 0;
    const V = w.vgprs;
    if (from >= 0 && from < V) e.vReads.push(from);
    e.vWrites.length = 0;
    if (to < V) e.vWrites.push(to);
    if (readsM0) e.sReads.push(M0); else { e.vReads.push(p.vdst); e.vWrites.push(srcReg); }
    const o = begin(t, ins, e);
    const read = src.sRegs.length || srcReg < 0 ? src.prep(w) : undefined;
    const lo = w.sgpr[EXEC_LO], hi = w.sgpr[EXEC_LO + 1];
    const [dst] = stageRegs(w, o, to < V ? to : V, 1);
    const other = sem.exec === 'swap' ? stageRegs(w, o, srcReg, 1)[0] : undefined;
    for (let l = 0; l < LANES; l++) {
      if (!laneOn(lo, hi, l)) continue;
      dst[l] = read ? (read(l) as number) : from < V ? w.vgpr[from * LANES + l] : 0;
      if (other) other[l] = w.vgpr[p.vdst * LANES + l];
    }
    finish(t, o, e);
  };
}
