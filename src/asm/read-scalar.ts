// Readers of the scalar operand kinds (SOP*, SOPP): scalar sources with llvm-mc's choice of
// inline constant or literal, 16-bit immediates, branch targets, and the structured immediates
// hwreg(...), sendmsg(...), gpr_idx(...) and s_waitcnt's counters, in llvm-mc's and CLRX's spellings.
import { GEN_INFO, type Gen } from '../isa/gens.js';
import { GPR_IDX_MODES, GS_OPS, hwregAnyGen, hwregId, msgAnyGen, msgId, sysmsgOpId, MSG_SYSMSG } from '../isa/imm-forms.js';
import type { OperandKind, OperandSpec } from '../isa/types.js';
import { setCounter, waitcntAllMax, waitcntFields, waitcntStrayBits } from '../isa/waitcnt.js';
import { floatBits, inlineCode32, inlineCode64, inlineFloat64 } from '../syntax/constants.js';
import type { Arg, Item } from '../syntax/operands.js';
import { hwregValue, msgOpName, msgRequiresOp, msgSupportsStream, msgValue } from '../syntax/structured.js';
import { clrxFloat, clrxGsOp, clrxHwregId, clrxIntegerInline, clrxMsgId } from '../syntax/clrx.js';
import { sregSourceName } from '../isa/registers.js';
import { Ctx, imm, lateKind } from './context.js';
import { AsmError } from './errors.js';
import { sreg, ssrcNamed } from './regs.js';
import { LITERAL } from '../isa/special-regs.js';
import { has } from '../isa/targets.js';

export type Reader = (c: Ctx, o: OperandSpec, it: Item) => void;

const fmtHex = (x: number): string => (x < 0 ? '-0x' + (-x).toString(16) : '0x' + x.toString(16));

/** Operand names for messages ("sdst", "ssrc0", "simm16" -> what the user calls them). */
export function what(o: OperandSpec): string {
  return o.kind === 'label' ? 'branch target' : o.kind === 'lit32' ? 'immediate' : o.field;
}

/** A number: N, or lit(N), which llvm-mc 19 reads as N in any source or immediate. */
export function number(it: Item, whatName: string, c: Ctx): number {
  return imm(it, whatName, c);
}

/**
 * A label difference (`.Lend-.Lstart`) as a source: llvm-mc 19 writes the 32-bit literal (a fixup
 * resolved when the file ends) whatever the value, 4 included; a 16- or 64-bit operand, or one
 * that takes no literal, is "invalid operand for instruction" there.
 */
export function lateLiteral(c: Ctx, o: OperandSpec, it: Extract<Item, { k: 'late' }>, bits: number): number {
  // So is a symbol a relocation supplies (an object file's ext, poly@rel32@lo+4): its literal is 0.
  const kind = lateKind(it);
  if (bits !== 32) throw new AsmError(`${it.text} is ${kind}, which llvm-mc 19 writes only as a 32-bit literal, and ${o.field} is a ${bits}-bit operand`, it.col);
  if (it.value < -0x80000000 || it.value > 0xffffffff) throw new AsmError(`${what(o)} out of range: ${it.text} is ${it.value}, which does not fit in 32 bits`, it.col);
  if (!o.literal || c.def.enc === 'VOP3') throw new AsmError(`${c.def.name} takes no literal in ${o.field}: ${it.text} is ${kind}, which llvm-mc 19 writes only as a 32-bit literal`, it.col);
  // Two fixups (or relocations) are two literals to llvm-mc 19 even when they are the same expression.
  // A relocation's literal is no value another literal could share.
  if (c.late || (it.reloc && c.fields.literal !== undefined)) throw new AsmError('only one unique literal operand is allowed', it.col);
  literal(c, it, it.value >>> 0, o);
  c.late = it;
  return LITERAL;
}

/** Record the instruction's literal; one literal value per instruction. */
export function literal(c: Ctx, it: Item, u: number, o?: OperandSpec): void {
  if (o && !o.literal) throw new AsmError(`${c.def.name} takes no literal: ${it.text} is not an inline constant (-16..64, ±0.5, ±1.0, ±2.0, ±4.0)`, it.col);
  const prev = c.fields.literal;
  if (prev !== undefined && prev !== u) throw new AsmError('only one unique literal operand is allowed', it.col);
  c.fields.literal = u >>> 0;
}

/**
 * A negative value of an unsigned 64-bit integer source that is no inline constant: its 32-bit
 * literal is zero-extended by the hardware (P61), so -100 would be read as 0x00000000ffffff9c.
 * llvm-mc 19 writes it so silently; gcnkit rejects it (ERRATA Q-L17). Signed sources
 * (s_ashr_i64, v_cmp_*_i64, ...) sign-extend their literal and take it.
 */
export function unsigned64(o: OperandSpec, it: Item, v: number): void {
  if (v < -16 && !o.signed) {
    const u = fmtHex(v >>> 0);
    throw new AsmError(`${it.text} cannot be encoded in an unsigned 64-bit operand: its 32-bit literal ${u} is zero-extended by the hardware (read as 0x00000000${u.slice(2)}); write ${u} if that value is meant`, it.col);
  }
}

/** Bits of a float token for a 16- or 32-bit operand; a value that over- or underflows is an error (syntax/constants.ts). */
export function floatLiteral(it: Extract<Item, { k: 'float' }>, width: 16 | 32): number {
  const r = floatBits(it.value, width);
  if (r === 'overflow') throw new AsmError(`${it.text} does not fit a ${width}-bit float: it would round to infinity (the largest is ${width === 16 ? '65504.0' : '3.4028235e38'})`, it.col);
  if (r === 'underflow') throw new AsmError(`${it.text} is too small for a ${width}-bit float: it would round to a denormal or zero and lose its value (the smallest normal is ${width === 16 ? '6.1035156e-5' : '1.1754944e-38'}); write the bits in hex if that is meant`, it.col);
  return r;
}

/**
 * A value wider than 32 bits written for a 64-bit operand (scalar or vector, integer or f64): only
 * an inline constant has an encoding (0x4000000000000000 is 2.0; a literal is 32 bits).
 */
export function wideInline(gen: Gen, it: Item, big: bigint): number {
  const code = inlineCode64(gen, big);
  if (code === undefined) throw new AsmError(`${it.text} is wider than 32 bits and no inline constant of a 64-bit operand (-16..64, ±0.5, ±1.0, ±2.0, ±4.0 as f64 bits${has(gen, 'inv-2pi-inline') ? ', 1/(2*pi)' : ''}): a literal is 32 bits`, it.col);
  return code;
}

/**
 * CLRX's float suffixes (1.5h: syntax/clrx.ts clrxFloat), in either syntax (llvm-mc has none: a
 * warning under --syntax llvm), and under --syntax clrx its lit(FLOAT), for an operand of `width` bits.
 */
export function clrxFloatIn(c: Ctx, it: Item, width: 16 | 32 | 64): Item {
  if (it.k !== 'float' || !(it.width || (it.lit && c.syntax === 'clrx'))) return it;
  if (it.width) c.clrxForm(it.col, `float suffix '${it.text}'`);
  return clrxFloat(c.syntax === 'clrx' ? it : { ...it, lit: false }, width);
}

/** A scalar source: register, special source, inline constant or the 32-bit literal. */
function source(c: Ctx, o: OperandSpec, it: Item): number {
  const gen = c.gen;
  const bits = o.regs === 2 ? 64 : 32;
  it = clrxFloatIn(c, it, bits);
  if (it.k === 'float') {
    if (bits === 64) {
      const code = inlineFloat64(gen, it.value);
      if (code === undefined) throw new AsmError(`${it.text} is not an inline constant of a 64-bit operand (±0.5, ±1.0, ±2.0, ±4.0${has(gen, 'inv-2pi-inline') ? ', 0.15915494309189532' : ''}) and a 64-bit literal cannot be a float`, it.col);
      return code;
    }
    const u = floatLiteral(it, 32);
    const code = inlineCode32(gen, u);
    if (code !== undefined) return code;
    literal(c, it, u, o);
    return LITERAL;
  }
  if (it.k === 'imm' && it.big !== undefined && bits === 64) return wideInline(gen, it, it.big);
  if (it.k === 'late') return lateLiteral(c, o, it, bits);
  if (it.k === 'imm' || (it.k === 'call' && it.name === 'lit')) {
    const forced = it.k === 'call';
    let v = number(it, what(o), c);
    if ((v < -0x80000000 || v > 0xffffffff) && c.syntax === 'clrx' && Number.isSafeInteger(v)) {
      // CLRX keeps the low 32 bits, with a warning (`s_add_u32 s21, s4, 3254500000000` is 8015ff04 bf510100, GCNAsmOpc11.cpp:98).
      const cut = Number(BigInt.asUintN(32, BigInt(v)));
      c.warnings.push({ col: it.col, message: `${what(o)}: ${it.text} truncated to ${fmtHex(cut)} (CLRX keeps the low 32 bits; llvm-mc rejects it)` });
      v = cut;
    }
    if (v < -0x80000000 || v > 0xffffffff) throw new AsmError(`${what(o)} out of range: ${it.text} does not fit in 32 bits (${fmtHex(-0x80000000)}..0xffffffff)`, it.col);
    if (bits === 64) unsigned64(o, it, v);
    const u = v >>> 0;
    if (c.syntax === 'clrx') {
      // CLRX: inline from -16 to 64 only, lit(N) always a literal (./syntax/clrx.ts).
      if (!forced && clrxIntegerInline(v)) return v >= 0 ? 128 + v : 192 - v;
      if (clrxIntegerInline(v) || (bits === 32 && inlineCode32(gen, u) !== undefined)) c.noExactText = true;
    } else {
      if (v >= -16 && v <= 64) return v >= 0 ? 128 + v : 192 - v;
      if (bits === 32) {
        const code = inlineCode32(gen, u);
        if (code !== undefined) return code;
      }
    }
    literal(c, it, u, o);
    return LITERAL;
  }
  const named = ssrcNamed(gen, it, bits);
  if (named !== undefined) return named;
  return sreg(gen, it, o.regs, what(o));
}

function simm16(c: Ctx, o: OperandSpec, it: Item): void {
  const v = number(it, o.fmt === 'dec16' ? 'code' : 'immediate', c);
  const lo = o.signed ? -0x8000 : 0;
  c.fields[o.field] = c.range(it, v, lo, 0xffff, `${c.def.name} immediate (16-bit${o.signed ? '' : ' unsigned'})`) & 0xffff;
}

function sym(a: Arg): string | undefined {
  return a.k === 'sym' ? a.name : undefined;
}

function argNumber(c: Ctx, a: Arg, lo: number, hi: number, whatName: string): number {
  if (a.k !== 'num') throw new AsmError(`${whatName} must be a number, got '${a.name}'`, a.col);
  if (a.clrx) c.clrxForm(a.col, `'${a.text}'`);
  // CLRX keeps a field's low bits, with a warning (sendmsg(gs, cut, 122) is stream 2; Ctx.range).
  const v = a.value < lo || a.value > hi ? c.range({ k: 'imm', value: a.value, col: a.col, text: a.text }, a.value, lo, hi, whatName) : a.value;
  if (v < lo || v > hi) throw new AsmError(`${whatName} out of range: ${a.text} is not in ${lo}..${hi}`, a.col);
  return v;
}

function structuredArgs(it: Item, name: string): readonly Arg[] | undefined {
  if (it.k === 'args' && it.name === name) return it.args;
  return undefined;
}

/** hwreg(NAME|ID[, OFFSET, SIZE]) or a 16-bit number; CLRX also writes names without HW_REG_. */
function hwreg(c: Ctx, o: OperandSpec, it: Item): void {
  const args = structuredArgs(it, 'hwreg');
  if (!args) {
    if (it.k === 'imm') return simm16(c, { ...o, signed: false }, it);
    throw new AsmError(`expected hwreg(NAME[, OFFSET, SIZE]) or a 16-bit value, got '${it.text}'`, it.col);
  }
  if (args.length !== 1 && args.length !== 3) throw new AsmError(`hwreg takes a register, or a register, a bit offset and a size: hwreg(HW_REG_MODE, 0, 4)`, it.col);
  let id: number;
  const s = sym(args[0]);
  if (s !== undefined) {
    const upper = s.toUpperCase();
    const llvm = hwregId(c.gen, upper);
    // CLRX names them without llvm-mc's HW_REG_ prefix (mode, trapsts, ib_dbg0, ...), optionally HWREG_.
    const clrx = llvm === undefined ? clrxHwregId(c.gen, s) : undefined;
    if (llvm !== undefined) {
      if (s !== upper) c.clrxForm(args[0].col, `lower-case '${s}'`);
      id = llvm;
    } else if (clrx !== undefined) {
      c.clrxForm(args[0].col, `hardware register name '${s}'`);
      id = clrx;
    } else if (hwregAnyGen(upper)) {
      throw new AsmError(`${upper} is not a hardware register of ${GEN_INFO[c.gen].label}`, args[0].col);
    } else throw new AsmError(`unknown hardware register '${s}'`, args[0].col);
  } else id = argNumber(c, args[0], 0, 63, 'hwreg id');
  const offset = args.length === 3 ? argNumber(c, args[1], 0, 31, 'hwreg bit offset') : 0;
  const size = args.length === 3 ? argNumber(c, args[2], 1, 32, 'hwreg size') : 32;
  c.fields[o.field] = hwregValue(id, offset, size);
}

/** sendmsg(MSG[, OP[, STREAM]]) with names or numbers, or a 16-bit number. */
function sendmsg(c: Ctx, o: OperandSpec, it: Item): void {
  const args = structuredArgs(it, 'sendmsg');
  if (!args) {
    if (it.k === 'imm') return simm16(c, { ...o, signed: false }, it);
    throw new AsmError(`expected sendmsg(MSG_...[, OP[, STREAM]]) or a 16-bit value, got '${it.text}'`, it.col);
  }
  if (args.length < 1 || args.length > 3) throw new AsmError('sendmsg takes a message, an operation and a stream: sendmsg(MSG_GS, GS_OP_EMIT, 0)', it.col);
  const m = sym(args[0]);
  let id: number;
  let symbolic = false;
  let clrxName = false;
  if (m !== undefined) {
    const upper = m.toUpperCase();
    let known = msgId(c.gen, upper);
    if (known === undefined) {
      // CLRX: gs, gs_done, interrupt, system/sysmsg..., with or without msg_.
      known = clrxMsgId(c.gen, m);
      if (known !== undefined) {
        c.clrxForm(args[0].col, `message name '${m}'`);
        clrxName = true;
      }
    }
    if (known === undefined) {
      if (msgAnyGen(upper)) throw new AsmError(`${upper} is not a message of ${GEN_INFO[c.gen].label}`, args[0].col);
      throw new AsmError(`unknown message '${m}'`, args[0].col);
    }
    id = known;
    symbolic = true;
  } else id = argNumber(c, args[0], 0, 15, 'message id');
  let op = 0;
  if (args.length > 1) {
    const os = sym(args[1]);
    if (os !== undefined) {
      const upper = os.toUpperCase();
      let gs = GS_OPS.indexOf(upper);
      // CLRX names the operation bits with the GS operations whatever the message
      // (clrxdisasm: sendmsg(system, cut, 2), sendmsg(@4, cut, 0)).
      const clrxOp = clrxName || c.syntax === 'clrx';
      if (gs < 0 && (id !== MSG_SYSMSG || clrxOp)) {
        gs = clrxGsOp(os);
        if (gs >= 0) c.clrxForm(args[1].col, `operation name '${os}'`);
      }
      const sys = sysmsgOpId(c.gen, upper);
      op = id === MSG_SYSMSG && !(clrxOp && gs >= 0) ? (sys ?? -1) : gs;
      if (op < 0) throw new AsmError(`'${os}' is not an operation of this message`, args[1].col);
    } else op = argNumber(c, args[1], 0, 7, 'message operation');
  }
  // llvm-mc's names come with its validity rules; CLRX reads any operation and stream.
  if (symbolic && !clrxName && c.syntax !== 'clrx') {
    if (!msgRequiresOp(id) && args.length > 1) throw new AsmError(`${m} takes no operation`, args[1].col);
    if (msgRequiresOp(id) && args.length === 1) throw new AsmError(`${m} needs an operation`, it.col);
    if (msgRequiresOp(id) && msgOpName(c.gen, id, op) === undefined) throw new AsmError(`operation ${op} is not valid for ${m} on ${GEN_INFO[c.gen].label}`, args[1].col);
  }
  let stream = 0;
  if (args.length > 2) {
    if (symbolic && !clrxName && c.syntax !== 'clrx' && !msgSupportsStream(id, op)) throw new AsmError('this message takes no stream', args[2].col);
    stream = argNumber(c, args[2], 0, 3, 'stream');
  }
  c.fields[o.field] = msgValue(id, op, stream);
}

/** gpr_idx(SRC0,SRC1,SRC2,DST) in any order, or a 4-bit number. */
function gpridx(c: Ctx, o: OperandSpec, it: Item): void {
  const args = structuredArgs(it, 'gpr_idx');
  if (!args) {
    const v = number(it, 'gpr_idx mode', c);
    if (c.syntax === 'clrx') {
      // CLRX writes the mode as a raw immediate of the field's width; above 15 only CLRX can.
      const max = c.layout.byName[o.field].mask;
      c.fields[o.field] = c.range(it, v, 0, max, `gpr_idx mode (${max === 0xff ? 8 : 16} bits)`);
      if (v > 15) c.noExactText = true;
      return;
    }
    c.fields[o.field] = c.range(it, v, 0, 15, 'gpr_idx mode (4 bits)');
    return;
  }
  let v = 0;
  for (const a of args) {
    const s = sym(a)?.toUpperCase();
    const bit = s === undefined ? -1 : GPR_IDX_MODES.indexOf(s);
    if (bit < 0) throw new AsmError(`expected SRC0, SRC1, SRC2 or DST in gpr_idx(...)`, a.col);
    if (v & (1 << bit)) throw new AsmError(`duplicate ${s} in gpr_idx(...)`, a.col);
    v |= 1 << bit;
  }
  c.fields[o.field] = v;
}

/** A branch target: a label (resolved by the assembler) or a raw 16-bit dword offset. */
function label(c: Ctx, o: OperandSpec, it: Item): void {
  if (it.k === 'target') {
    // CLRX writes byte addresses relative to "." (.+8); llvm-mc takes labels only (and symbols
    // set to a label plus an addend).
    if (!it.symbol && (it.label === '.' || it.addend)) c.clrxForm(it.col, `branch target '${it.text}'`);
    c.fields[o.field] = 0;
    c.labelRef = { field: o.field, label: it.label, addend: it.addend, col: it.col };
    return;
  }
  const v = number(it, 'branch target', c);
  // clrxasm keeps no low bits of a jump ("Jump out of range").
  c.fields[o.field] = c.range(it, v, -0x8000, 0xffff, 'branch offset (dwords)', false) & 0xffff;
}

/** vmcnt(N) expcnt(N) lgkmcnt(N) in any order ("&" or "," between), or a raw 16-bit value. */
export function waitcnt(c: Ctx, o: OperandSpec, items: readonly Item[]): void {
  if (items.length === 1 && items[0].k === 'imm') {
    c.fields[o.field] = c.range(items[0], items[0].value, 0, 0xffff, 's_waitcnt value');
    // llvm-mc 19 keeps bits that are no counter's (0x3141: 0x3000) and prints the counters alone,
    // a text that reads back without them; gcnkit's text of the word is .long (ERRATA Q-W1).
    if (waitcntStrayBits(c.gen, c.fields[o.field])) c.noExactText = true;
    return;
  }
  const counters = waitcntFields(c.gen);
  let v = waitcntAllMax(c.gen);
  for (const it of items) {
    const name = it.k === 'call' ? it.name.replace(/_sat$/, '') : undefined;
    const counter = counters.find((k) => k.name === name);
    if (!counter || it.k !== 'call') throw new AsmError(`expected a counter (vmcnt, expcnt, lgkmcnt), got '${it.text}'`, it.col);
    const sat = it.name.endsWith('_sat');
    const n = sat ? Math.min(Math.max(it.value, 0), counter.max) : c.range(it, it.value, 0, counter.max, `${counter.name}`);
    v = setCounter(counter, v, n);
  }
  c.fields[o.field] = v;
}

/** Readers of the scalar ALU and program-flow kinds. */
export const SCALAR_READ: Readonly<Partial<Record<OperandKind, Reader>>> = {
  waitcnt: (c, o, it) => waitcnt(c, o, [it]),
  sreg: (c, o, it) => {
    const special = ssrcNamed(c.gen, it, o.regs === 2 ? 64 : 32);
    if (special !== undefined) {
      if (sregSourceName(c.gen, special, o.regs, c.def.enc === 'VOP3') === undefined) throw new AsmError(`${o.field} must be a scalar register, got '${it.text}'`, it.col);
      c.fields[o.field] = special;
      return;
    }
    c.fields[o.field] = sreg(c.gen, it, o.regs, o.field);
  },
  ssrc: (c, o, it) => { c.fields[o.field] = source(c, o, it); },
  simm16,
  label,
  hwreg,
  sendmsg,
  gpridx,
  lit32: (c, _o, it) => {
    // llvm-mc 19 writes 0 for any float here (s_setreg_imm32_b32 hwreg(..), 1.5 -> 0x00000000):
    // its bits are a register value, so a float is refused rather than guessed (ERRATA Q-L19).
    if (it.k === 'float') throw new AsmError(`${c.def.name} takes the register bits as an integer, not the float ${it.text} (llvm-mc 19 writes 0 for it); write the bits in hex (${it.text} is 0x${floatLiteral(it, 32).toString(16)})`, it.col);
    const v = number(it, 'immediate', c);
    if (v < -0x80000000 || v > 0xffffffff) throw new AsmError(`immediate out of range: ${it.text} does not fit in 32 bits`, it.col);
    literal(c, it, v >>> 0);
  },
};
