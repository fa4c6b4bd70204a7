// Readers of the vector ALU's operand kinds: VGPR tuples, the 9-bit source read as its type
// (VGPR, SGPR, LDS_DIRECT, inline constant or literal, with llvm-mc's choice between the last two),
// the implicit VCC, and v_madmk/v_madak's constant K.
import type { OperandKind, OperandSpec } from '../isa/types.js';
import { f32Bits, f64Halves, inlineFloat, inlineFloat64 } from '../syntax/constants.js';
import type { Item } from '../syntax/operands.js';
import { inlineFor, is16, is64, NO_CONST16, refusedConst16 } from '../syntax/vsrc.js';
import { CLRX_DPP_BARE, MAX_ATTR, clrxF64High, clrxIntegerInline, operandRegs } from '../syntax/clrx.js';
import { isaFor } from '../isa/index.js';
import { opselSources, takesLds, takesVgpr } from '../isa/operand-spec.js';
import { Ctx } from './context.js';
import { AsmError } from './errors.js';
import { sreg, ssrcNamed, vreg } from './regs.js';
import { dataReg } from './read-memory.js';
import { clrxFloatIn, floatLiteral, lateLiteral, literal, number, unsigned64, wideInline, type Reader } from './read-scalar.js';
import { dppCtrlValue } from '../syntax/dpp.js';
import { dpAlu } from '../isa/dpp.js';
import { LDS_DIRECT, LITERAL } from '../isa/special-regs.js';
import { ldsDirectOn } from '../isa/src-operands.js';
import { has } from '../isa/targets.js';

/**
 * llvm-mc 19 reads a source that takes float modifiers (neg) in any form of the mnemonic (its
 * VOP3 form's, in the e32/SDWA forms too) as [-]source: a second '-' ("--1", "- -1") is
 * "invalid syntax, expected 'neg' modifier" there, while an integer source reads "--1" as 1.
 */
export function noDoubleMinus(c: Ctx, o: OperandSpec, it: Item): void {
  if ((it.k !== 'imm' && it.k !== 'float') || !/^-\s*-/.test(it.text)) return;
  if (o.kind === 'mixsrc' || vop3Source(c, o)?.neg) throw new AsmError("invalid syntax, expected 'neg' modifier", it.col);
}

/** The operand of the mnemonic's VOP3 form that `o` (of any of its forms) is. */
function vop3Source(c: Ctx, o: OperandSpec): OperandSpec | undefined {
  const field = o.field === 'vsrc1' ? 'src1' : o.field.replace(/^(sdwa|dpp)_/, '');
  const vop3 = c.def.enc === 'VOP3' || c.def.enc === 'VOP3P' ? c.def : isaFor(c.target).byName.get(c.def.name.replace(/_(e32|sdwa|dpp)$/, '') + '_e64')?.def;
  return vop3?.operands.find((s) => s.field === field);
}

/**
 * neg/abs of a constant where the form has no modifier bits (VOP1/VOP2/VOPC), as llvm-mc 19 folds
 * them (AMDGPUAsmParser applyInputFPModifiers): into the sign bit of the constant, where the
 * mnemonic's VOP3 form takes that modifier on the operand. A float's sign is its own (neg(1.0) is
 * -1.0, |-1.0| is 1.0); an integer's is the operand's top bit (f32 neg(2) is 0x80000002, f16
 * 0x8002), and the constant is its low bits (f32 neg(-1) is 0x7fffffff,
 * neg(-2147483647) the inline 1). An integer of a 64-bit operand is not folded (llvm-mc takes the VOP3 form with
 * the bits: v_fract_f64 neg(2) is v_fract_f64_e64 neg(2)).
 */
function foldedConstant(c: Ctx, o: OperandSpec, it: Item): Item {
  if ((it.k !== 'imm' && it.k !== 'float') || (!it.neg && !it.abs)) return it;
  // With the bits (VOP3), an integer of a 64-bit operand is taken as a 64-bit value: inline
  // (-16..64) or a 64-bit inline pattern; not as a 32-bit high half (llvm-mc 19: invalid operand).
  const high = it.k === 'imm' && is64(o.vtype) && it.big === undefined && (it.value < -16 || it.value > 64);
  if ((o.neg || o.abs) && high) throw new AsmError(`${it.text}: a 64-bit operand with neg/abs takes an integer only as an inline constant (-16..64) or a 64-bit value, not as the high half of one (write the float)`, it.col);
  // Only llvm-mc folds, and only in the forms without bits (CLRX keeps VOP3 with the bits).
  const e = c.def.enc;
  if (o.neg || o.abs || c.syntax !== 'llvm' || !(e === 'VOP1' || e === 'VOP2' || e === 'VOPC')) return it;
  const mods = vop3Source(c, o);
  if ((it.neg && !mods?.neg) || (it.abs && !mods?.abs)) throw new AsmError(`${c.def.name} takes no source modifiers (${it.neg && !mods?.neg ? 'neg' : 'abs'}) on ${o.field}: ${it.text}`, it.col);
  const { col, text } = it;
  if (it.k === 'float') {
    const v = it.abs ? Math.abs(it.value) : it.value;
    return { k: 'float', value: it.neg ? -v : v, col, text };
  }
  if (is64(o.vtype) || it.big !== undefined) throw new AsmError(`${c.def.name}: ${text} needs the VOP3 form's modifier bits (an integer of a 64-bit operand keeps its sign)`, col);
  const width = is16(o.vtype) ? 16 : 32;
  if (it.value < -(2 ** (width - 1)) || it.value >= 2 ** width) throw new AsmError(`${o.field} out of range: ${text} does not fit a ${o.vtype} operand`, col);
  const sign = 1n << BigInt(width - 1);
  let v = BigInt(it.value);
  if (it.abs) v &= ~sign;
  if (it.neg) v ^= sign;
  return { k: 'imm', value: Number(BigInt.asUintN(width, v)), col, text };
}

/** A vector source: a VGPR (code 256+N), or a scalar register, inline constant or literal of `vtype`. */
export function vsource(c: Ctx, o: OperandSpec, it: Item): number {
  noDoubleMinus(c, o, it);
  it = clrxFloatIn(c, it, is64(o.vtype) ? 64 : is16(o.vtype) ? 16 : 32);
  if (it.k === 'reg' && it.file === 'v') {
    if (!takesVgpr(o)) throw new AsmError(`${c.def.name} takes ${o.literal ? 'an SGPR or a constant' : 'an SGPR or an inline constant'} in ${o.field}, not a VGPR`, it.col);
    return 256 + vreg(c, it, operandRegs(c.syntax === 'clrx', c.def.name, o.field, o.regs), o.field);
  }
  const lds = it.k === 'name' && (it.name === 'src_lds_direct' || it.name === 'lds_direct');
  if ((o.src === 'vgpr' || o.src === 'vgpr+lds') && !(lds && o.src === 'vgpr+lds')) throw new AsmError(`${c.def.name} takes a VGPR in ${o.field}, got '${it.text}'`, it.col);
  const t = o.vtype;
  if ((it.k === 'float' || it.k === 'imm') && refusedConst16(c.gen, c.def.enc, t, 255)) throw new AsmError(NO_CONST16, it.col);
  if (it.k === 'float') {
    if (is64(t)) return float64Source(c, o, it);
    // The inline floats are inline for every operand type, integer ones included.
    const direct = inlineFloat(c.gen, it.value);
    if (direct !== undefined) return direct;
    // A float literal of a 16-bit integer operand: llvm-mc 19 writes its f32 bit pattern, of which
    // the hardware reads the low half (1.5 -> 0x0000): a silent change of value, rejected here
    // (ERRATA Q-L16; the fuzz found `v_cmp_t_i16_e32 vcc, 1.5, v45`).
    if (t === 'i16') throw new AsmError(`${it.text} is not an inline constant, and a float literal of a 16-bit integer operand has no exact encoding (llvm-mc 19 writes its f32 bits, of which the hardware reads the low 16: 0x${(f32Bits(it.value) & 0xffff).toString(16).padStart(4, '0')}); write the integer value`, it.col);
    const u = floatLiteral(it, t === 'f16' ? 16 : 32);
    const code = inlineFor(c.gen, t, u);
    if (code !== undefined) return code;
    noLiteral(c, it);
    literal(c, it, u, o);
    return LITERAL;
  }
  if (it.k === 'late') return lateLiteral(c, o, it, is64(t) ? 64 : is16(t) ? 16 : 32);
  if ((it.k === 'imm' || (it.k === 'call' && it.name === 'lit')) && c.syntax === 'clrx') {
    // CLRX: inline from -16 to 64 only, lit(N) always a literal, a 16-bit operand's literal keeps
    // its 32 bits (./syntax/clrx.ts).
    const v = number(it, o.field, c);
    if (v < -0x80000000 || v > 0xffffffff) throw new AsmError(`${o.field} out of range: ${it.text} does not fit in 32 bits`, it.col);
    if (it.k === 'imm' && clrxIntegerInline(v)) return v >= 0 ? 128 + v : 192 - v;
    if (t === 'b64') unsigned64(o, it, v);
    noLiteral(c, it);
    literal(c, it, v >>> 0, o);
    return LITERAL;
  }
  if (it.k === 'imm' && it.big !== undefined && is64(t)) return wideInline(c.gen, it, it.big);
  if (it.k === 'imm' || (it.k === 'call' && it.name === 'lit')) {
    const v = number(it, o.field, c);
    const lo = is16(t) ? -0x8000 : -0x80000000, hi = is16(t) ? 0xffff : 0xffffffff;
    if (v < lo || v > hi) throw new AsmError(`${o.field} out of range: ${it.text} does not fit a ${t} operand`, it.col);
    if (t === 'b64') unsigned64(o, it, v);
    const u = is16(t) ? v & 0xffff : v >>> 0;
    if (v >= -16 && v <= 64) return v >= 0 ? 128 + v : 192 - v;
    const code = inlineFor(c.gen, t, u);
    if (code !== undefined) return code;
    noLiteral(c, it);
    literal(c, it, u, o);
    return LITERAL;
  }
  // LDS_DIRECT: the vector ALU reads LDS through M0 (CLRX: lds_direct).
  if (it.k === 'name' && (it.name === 'src_lds_direct' || it.name === 'lds_direct')) {
    if (!ldsDirectOn(c.gen)) throw new AsmError('lds_direct is not supported on this GPU', it.col);
    if (is64(t)) throw new AsmError(`${it.text} is 32 bits; ${o.field} is a 64-bit operand`, it.col);
    if (!takesLds(o)) throw new AsmError(`${c.def.name} takes ${o.literal ? 'an SGPR or a constant' : 'an SGPR or an inline constant'} in ${o.field}, not ${it.text}`, it.col);
    return LDS_DIRECT;
  }
  const named = ssrcNamed(c.gen, it, is64(t) ? 64 : 32);
  if (named !== undefined) return named;
  return sreg(c.gen, it, operandRegs(c.syntax === 'clrx', c.def.name, o.field, o.regs), o.field);
}

/**
 * A float written for a 64-bit source: an inline constant where its value is one; for an f64
 * operand otherwise the 32-bit literal, which the hardware reads as the high half of the value
 * (low half 0). Low bits that do not fit are dropped with a warning, as llvm-mc 19 does ("Can't
 * encode literal as exact 64-bit floating-point operand"): 3.14159 is written as 0x400921f9.
 */
function float64Source(c: Ctx, o: OperandSpec, it: Extract<Item, { k: 'float' }>): number {
  const inline = inlineFloat64(c.gen, it.value);
  if (inline !== undefined) return inline;
  if (o.vtype !== 'f64') throw new AsmError(`${it.text} is not an inline constant of a 64-bit operand (±0.5, ±1.0, ±2.0, ±4.0${has(c.gen, 'inv-2pi-inline') ? ', 0.15915494309189532' : ''}), and a float literal of a 64-bit integer operand has no encoding`, it.col);
  const { hi: high, lo } = f64Halves(it.value);
  const hi = c.syntax === 'clrx' ? clrxF64High(it.value) : high;
  if (lo !== 0 && c.syntax !== 'clrx') c.warnings.push({ col: it.col, message: `${it.text} is not exact as a 64-bit float literal: its low 32 bits are dropped (written as 0x${hi.toString(16)}, the high half)` });
  const code = inlineFor(c.gen, o.vtype, hi);
  if (code !== undefined) return code;
  noLiteral(c, it);
  literal(c, it, hi, o);
  return LITERAL;
}

/** VOP3 has no literal dword before GCN 1.5 (llvm-mc: "literal operands are not supported"). */
function noLiteral(c: Ctx, it: Item): void {
  if (c.def.enc === 'VOP3') throw new AsmError(`literal operands are not supported: ${it.text} is not an inline constant and ${c.def.name} (VOP3) takes no literal`, it.col);
}

/** A VOP3 source's neg/abs (bits negK/absK of source K), where the instruction takes them. */
function sourceMods(c: Ctx, o: OperandSpec, it: Item): void {
  // (CLRX's sext is its own bit, of SDWA only; llvm-mc's sets NEG, see src/syntax/operands.ts.)
  if (c.syntax === 'clrx' && 'sext' in it && it.sext) throw new AsmError(`${c.def.name} takes no sext modifier on ${o.field} (${it.text})`, it.col);
  if (!('neg' in it) || (!it.neg && !it.abs)) return;
  const k = o.field.charCodeAt(3) - 48;
  // CLRX sets NEG/ABS on any VOP3 source that has the bits (integer operands too).
  const any = c.syntax === 'clrx' && c.def.enc === 'VOP3';
  if (it.neg && !(o.neg || (any && c.layout.byName[`neg${k}`]))) throw new AsmError(`${c.def.name} takes no neg modifier on ${o.field} (${it.text})`, it.col);
  if (it.abs && !((o.abs || any) && c.layout.byName[`abs${k}`])) throw new AsmError(`${c.def.name} takes no abs modifier on ${o.field} (${it.text})`, it.col);
  if (it.neg) c.fields[`neg${k}`] = 1;
  if (it.abs) c.fields[`abs${k}`] = 1;
}

/** OMOD of mul:2 / mul:4 / div:2. */
const OMOD: Readonly<Record<string, number>> = { 'mul:2': 1, 'mul:4': 2, 'div:2': 3 };

const PARAMS: Readonly<Record<string, number>> = { p10: 0, p20: 1, p0: 2 };

/** Readers of the vector ALU kinds. */
export const VALU_READ: Readonly<Partial<Record<OperandKind, Reader>>> = {
  dppsrc: (c, o, it) => {
    if (it.k !== 'reg' || it.file !== 'v') throw new AsmError(`${c.def.name} takes a VGPR here (DPP), got '${it.text}'`, it.col);
    c.fields[o.field] = vreg(c, { ...it, neg: false, abs: false }, o.regs, o.field);
    const [negF, absF] = o.field === 'dsrc0' ? ['src0_neg', 'src0_abs'] : ['src1_neg', 'src1_abs'];
    if (c.syntax === 'clrx') {
      // CLRX sets neg and abs on any DPP source; DPP has no SEXT bit ("SEXT modifiers is unavailable for DPP word").
      if (it.sext) throw new AsmError(`${c.def.name}: DPP has no sext (${it.text})`, it.col);
      if (it.neg) c.fields[negF] = 1;
      if (it.abs) c.fields[absF] = 1;
    } else if (it.neg || it.abs) {
      const float = o.vtype === 'f32' || o.vtype === 'f16' || o.vtype === 'f64';
      // Integer sources take sext(...) where llvm-mc allows it (encoded as the neg bit); floats -/|..|.
      if (float ? it.sext : !(it.sext && o.signed)) throw new AsmError(`${c.def.name}: ${float ? 'sext applies to integer sources' : 'neg/abs apply to float sources'} (${it.text})`, it.col);
      if (it.neg) c.fields[negF] = 1;
      if (it.abs) c.fields[absF] = 1;
    }
  },
  dppctrl: (c, o, it) => {
    const bare = it.k === 'name' ? CLRX_DPP_BARE[it.name] : undefined;
    if (bare) c.clrxForm(it.col, `'${it.text}'`);
    const name = bare ? bare[0] : it.k === 'colon' || it.k === 'name' ? it.name : '';
    let value = bare ? bare[1] : it.k === 'colon' ? it.value : undefined;
    // CLRX reads a row shift into its 4 bits (row_ror:35 is row_ror:3, with a warning).
    if (c.syntax === 'clrx' && value !== undefined && /^row_(shl|shr|ror)$/.test(name)) value = c.range(it, value, 0, 15, name);
    const v = dppCtrlValue(name, value, c.gen, dpAlu(c.def));
    if (typeof v === 'string') throw new AsmError(v, it.col);
    c.fields[o.field] = v;
  },
  dppmask: (c, o, it) => {
    if (it.k !== 'colon') throw new AsmError(`expected ${o.field}:N`, it.col);
    c.fields[o.field] = c.range(it, it.value, 0, 15, o.field);
  },
  // llvm-mc 19 sets BOUND_CTRL for bound_ctrl:0 as well as bound_ctrl:1 (and prints bound_ctrl:1).
  boundctrl: (c, o, it) => {
    // CLRX writes it bare.
    if (it.k === 'name') { c.clrxForm(it.col, "bare 'bound_ctrl'"); c.fields[o.field] = 1; return; }
    if (it.k !== 'colon' || (it.value !== 0 && it.value !== 1)) throw new AsmError('expected bound_ctrl:0 or bound_ctrl:1', it.col);
    c.fields[o.field] = 1;
  },
  vreg: (c, o, it) => {
    const n = operandRegs(c.syntax === 'clrx', c.def.name, o.field, o.regs);
    c.fields[o.field] = o.rclass === 'av' ? dataReg(c, o, it, n, o.field) : vreg(c, it, n, o.field, o.rclass === 'agpr' ? 'a' : 'v');
  },
  vsrc: (c, o, it0) => {
    const it = foldedConstant(c, o, it0);
    const bare = 'neg' in it && (it.neg || it.abs) ? { ...it, neg: false, abs: false } as Item : it;
    c.fields[o.field] = vsource(c, o, bare);
    sourceMods(c, o, it);
  },
  attr: (c, o, it) => {
    const m = it.k === 'name' ? /^attr(\d+)\.([xyzw])$/.exec(it.name) : null;
    if (!m) throw new AsmError(`expected an interpolation attribute attrN.x/y/z/w, got '${it.text}'`, it.col);
    if (/\s/.test(it.text)) c.clrxForm(it.col, `'${it.text}' (spaces around the attribute's '.')`);
    const attr = Number(m[1]), chan = 'xyzw'.indexOf(m[2]);
    const max = MAX_ATTR[c.syntax];
    if (attr > max) throw new AsmError(`out of bounds interpolation attribute number: ${it.text} (attr0-attr${max})`, it.col);
    if (o.field === 'src0') c.fields.src0 = (c.fields.src0 & 256) | attr | (chan << 6);
    else { c.fields.attr = attr; c.fields.attrchan = chan; }
  },
  param: (c, o, it) => {
    const v = it.k === 'name' ? PARAMS[it.name] : undefined;
    if (v === undefined) throw new AsmError(`expected p10, p20 or p0, got '${it.text}'`, it.col);
    c.fields[o.field] = v;
  },
  high: (c) => { c.fields.src0 |= 256; },
  omod: (c, o, it) => {
    const v = it.k === 'colon' ? OMOD[`${it.name}:${it.value}`] : undefined;
    if (v === undefined) throw new AsmError(`expected mul:2, mul:4 or div:2, got '${it.text}'`, it.col);
    c.fields[o.field] = v;
  },
  opsel: (c, o, it) => {
    const n = opselSources(c.def, o);
    // CLRX also writes the list as a number, element k its bit k (op_sel:0xb is op_sel:[1,1,0,1]; GCNAsmOpc14.cpp:465).
    if (it.k === 'colon' && !it.list && c.syntax === 'clrx' && Number.isInteger(it.value) && it.value >= 0 && it.value < 2 ** (n + 1)) {
      c.fields[o.field] = (it.value & ((1 << n) - 1)) | (((it.value >> n) & 1) << 3);
      return;
    }
    if (it.k !== 'colon' || !it.list || it.list.some((b) => b !== 0 && b !== 1)) throw new AsmError(`expected op_sel:[..] with bits 0 or 1, got '${it.text}'`, it.col);
    const count = it.list.length, bits = it.value;
    if (count !== n + 1) throw new AsmError(`${c.def.name} takes op_sel:[..] with ${n + 1} bits (one per source, then the destination)`, it.col);
    c.fields[o.field] = (bits & ((1 << n) - 1)) | (((bits >> n) & 1) << 3);
  },
  vcc: (_c, _o, it) => {
    if (!(it.k === 'name' && it.name === 'vcc')) throw new AsmError(`expected vcc, got '${it.text}'`, it.col);
  },
  litk: (c, o, it) => {
    it = clrxFloatIn(c, it, o.vtype === 'f16' ? 16 : 32);
    if (it.k === 'float') { literal(c, it, floatLiteral(it, o.vtype === 'f16' ? 16 : 32)); return; }
    const v = number(it, 'constant K', c);
    const max = o.vtype === 'f16' ? 0xffff : 0xffffffff;
    if (v < -(max + 1) / 2 || v > max) throw new AsmError(`constant K out of range: ${it.text}`, it.col);
    literal(c, it, o.vtype === 'f16' ? v & 0xffff : v >>> 0);
  },
};
