// The generic encoder: an instruction with an operand profile reads each operand by its kind.
// SOP1, SOP2, SOPK, SOPC and SOPP go through here; the kinds are the ones the printer uses.
import { GEN_INDEX, GEN_INFO, GENS } from '../isa/gens.js';
import { isaFor } from '../isa/index.js';
import { flatRule, mubufRule } from '../syntax/mem-rules.js';
import { MEMORY_OMITTED, MEMORY_READ } from './read-memory.js';
import { GPR_IDX_MODES, GS_OPS, hwregAnyGen, hwregId, msgAnyGen, msgId, sysmsgOpId, MSG_SYSMSG } from '../isa/imm-forms.js';
import type { InstrDef, OperandKind, OperandSpec } from '../isa/types.js';
import { setCounter, waitcntAllMax, waitcntFields } from '../isa/waitcnt.js';
import { f32Bits, inlineCode32, inlineFloat, inlineFloat64 } from '../syntax/constants.js';
import type { Arg, Item } from '../syntax/operands.js';
import { hwregValue, msgOpName, msgRequiresOp, msgSupportsStream, msgValue } from '../syntax/structured.js';
import { clrxGsOp, clrxHwregId, clrxMsgId } from '../syntax/clrx.js';
import { Ctx } from './context.js';
import { AsmError } from './errors.js';
import { sreg, ssrcNamed, vreg } from './regs.js';
import { inlineFor, is16, is64 } from '../syntax/vsrc.js';
import { constantBusProblem, ldsDirectProblem } from '../syntax/valu-rules.js';
import { sregSourceName } from '../isa/registers.js';

type Reader = (c: Ctx, o: OperandSpec, it: Item) => void;

const fmtHex = (x: number): string => (x < 0 ? '-0x' + (-x).toString(16) : '0x' + x.toString(16));

/** Operand names for messages ("sdst", "ssrc0", "simm16" -> what the user calls them). */
function what(o: OperandSpec): string {
  return o.kind === 'label' ? 'branch target' : o.kind === 'lit32' ? 'immediate' : o.field;
}

function number(it: Item, whatName: string, c: Ctx): number {
  if (it.k === 'imm') return it.value;
  if (it.k === 'call' && it.name === 'lit') {
    c.clrxForm(it.col, `lit(${it.value})`);
    return it.value;
  }
  throw new AsmError(`${whatName} must be a number, got '${it.text}'`, it.col);
}

/** Record the instruction's literal; one literal value per instruction. */
function literal(c: Ctx, it: Item, u: number, o?: OperandSpec): void {
  if (o && !o.literal) throw new AsmError(`${c.def.name} takes no literal: ${it.text} is not an inline constant (-16..64, ±0.5, ±1.0, ±2.0, ±4.0)`, it.col);
  const prev = c.fields.literal;
  if (prev !== undefined && prev !== u) throw new AsmError('only one unique literal operand is allowed', it.col);
  c.fields.literal = u >>> 0;
}

/** A scalar source: register, special source, inline constant or the 32-bit literal. */
function source(c: Ctx, o: OperandSpec, it: Item): number {
  const gen = c.gen;
  const bits = o.regs === 2 ? 64 : 32;
  if (it.k === 'float') {
    if (bits === 64) {
      const code = inlineFloat64(gen, it.value);
      if (code === undefined) throw new AsmError(`${it.text} is not an inline constant of a 64-bit operand (±0.5, ±1.0, ±2.0, ±4.0${GEN_INDEX[gen] >= 2 ? ', 0.15915494309189532' : ''}) and a 64-bit literal cannot be a float`, it.col);
      return code;
    }
    const u = f32Bits(it.value);
    const code = inlineCode32(gen, u);
    if (code !== undefined) return code;
    literal(c, it, u, o);
    return 255;
  }
  if (it.k === 'imm' || (it.k === 'call' && it.name === 'lit')) {
    const forced = it.k === 'call';
    const v = number(it, what(o), c);
    if (v < -0x80000000 || v > 0xffffffff) throw new AsmError(`${what(o)} out of range: ${it.text} does not fit in 32 bits (${fmtHex(-0x80000000)}..0xffffffff)`, it.col);
    const u = v >>> 0;
    if (!forced || c.syntax !== 'clrx') {
      if (v >= -16 && v <= 64) return v >= 0 ? 128 + v : 192 - v;
      if (bits === 32) {
        const code = inlineCode32(gen, u);
        if (code !== undefined) return code;
      }
    } else if (bits === 32 ? inlineCode32(gen, u) !== undefined : u <= 64) {
      // CLRX's lit(N) forces a literal; llvm-mc has no text for an inline value as a literal.
      c.clrxOnly = true;
    }
    literal(c, it, u, o);
    return 255;
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
  if (a.value < lo || a.value > hi) throw new AsmError(`${whatName} out of range: ${a.text} is not in ${lo}..${hi}`, a.col);
  return a.value;
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
      if (gs < 0 && id !== MSG_SYSMSG) {
        gs = clrxGsOp(os);
        if (gs >= 0) c.clrxForm(args[1].col, `operation name '${os}'`);
      }
      const sys = sysmsgOpId(c.gen, upper);
      op = id === MSG_SYSMSG ? (sys ?? -1) : gs;
      if (op < 0) throw new AsmError(`'${os}' is not an operation of this message`, args[1].col);
    } else op = argNumber(c, args[1], 0, 7, 'message operation');
  }
  // llvm-mc's names come with its validity rules; CLRX reads any operation and stream.
  if (symbolic && !clrxName) {
    if (!msgRequiresOp(id) && args.length > 1) throw new AsmError(`${m} takes no operation`, args[1].col);
    if (msgRequiresOp(id) && args.length === 1) throw new AsmError(`${m} needs an operation`, it.col);
    if (msgRequiresOp(id) && msgOpName(c.gen, id, op) === undefined) throw new AsmError(`operation ${op} is not valid for ${m} on ${GEN_INFO[c.gen].label}`, args[1].col);
  }
  let stream = 0;
  if (args.length > 2) {
    if (symbolic && !clrxName && !msgSupportsStream(id, op)) throw new AsmError('this message takes no stream', args[2].col);
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
      if (v > 15) c.clrxOnly = true;
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
    // CLRX writes byte addresses relative to "." (.+8); llvm-mc takes labels only.
    if (it.label === '.' || it.addend) c.clrxForm(it.col, `branch target '${it.text}'`);
    c.fields[o.field] = 0;
    c.labelRef = { field: o.field, label: it.label, addend: it.addend, col: it.col };
    return;
  }
  const v = number(it, 'branch target', c);
  c.fields[o.field] = c.range(it, v, -0x8000, 0xffff, 'branch offset (dwords)') & 0xffff;
}

/** vmcnt(N) expcnt(N) lgkmcnt(N) in any order ("&" or "," between), or a raw 16-bit value. */
function waitcnt(c: Ctx, o: OperandSpec, items: readonly Item[]): void {
  if (items.length === 1 && items[0].k === 'imm') {
    c.fields[o.field] = c.range(items[0], items[0].value, 0, 0xffff, 's_waitcnt value');
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

/** f16 bits of a float (round to nearest even). */
function f16Bits(f: number): number {
  const b = new DataView(new ArrayBuffer(4));
  b.setFloat32(0, f, true);
  const x = b.getUint32(0, true);
  const sign = (x >>> 16) & 0x8000;
  const e = ((x >>> 23) & 0xff) - 127 + 15;
  let m = x & 0x7fffff;
  if (((x >>> 23) & 0xff) === 0xff) return sign | 0x7c00 | (m ? 0x200 : 0);
  if (e >= 31) return sign | 0x7c00;
  if (e <= 0) {
    if (e < -10) return sign;
    m |= 0x800000;
    const shift = 14 - e;
    let h = m >>> shift;
    const rem = m & ((1 << shift) - 1), half = 1 << (shift - 1);
    if (rem > half || (rem === half && (h & 1))) h++;
    return sign | h;
  }
  let h = (e << 10) | (m >>> 13);
  const rem = m & 0x1fff;
  if (rem > 0x1000 || (rem === 0x1000 && (h & 1))) h++;
  return sign | h;
}

/** A vector source: a VGPR (code 256+N), or a scalar register, inline constant or literal of `vtype`. */
function vsource(c: Ctx, o: OperandSpec, it: Item): number {
  if (it.k === 'reg' && it.file === 'v') {
    if (o.src === 'scalar') throw new AsmError(`${c.def.name} takes an SGPR or an inline constant in ${o.field}, not a VGPR`, it.col);
    return 256 + vreg(it, o.regs, o.field);
  }
  const lds = it.k === 'name' && (it.name === 'src_lds_direct' || it.name === 'lds_direct');
  if ((o.src === 'vgpr' || o.src === 'vgpr+lds') && !(lds && o.src === 'vgpr+lds')) throw new AsmError(`${c.def.name} takes a VGPR in ${o.field}, got '${it.text}'`, it.col);
  const t = o.vtype;
  if (it.k === 'float') {
    // The inline floats are inline for every operand type, integer ones included.
    const direct = inlineFloat(c.gen, it.value);
    if (direct !== undefined) return direct;
    if (is64(t)) {
      const code = inlineFloat64(c.gen, it.value);
      if (code === undefined) throw new AsmError(`${it.text} is not an inline constant of a 64-bit operand (±0.5, ±1.0, ±2.0, ±4.0) and gcnkit does not write 64-bit float literals yet`, it.col);
      return code;
    }
    const u = is16(t) ? f16Bits(it.value) : f32Bits(it.value);
    const code = inlineFor(c.gen, t, u);
    if (code !== undefined) return code;
    literal(c, it, u, o);
    return 255;
  }
  if (it.k === 'imm' || (it.k === 'call' && it.name === 'lit')) {
    const v = number(it, o.field, c);
    const lo = is16(t) ? -0x8000 : -0x80000000, hi = is16(t) ? 0xffff : 0xffffffff;
    if (v < lo || v > hi) throw new AsmError(`${o.field} out of range: ${it.text} does not fit a ${t} operand`, it.col);
    const u = is16(t) ? v & 0xffff : v >>> 0;
    if (v >= -16 && v <= 64) return v >= 0 ? 128 + v : 192 - v;
    const code = inlineFor(c.gen, t, u);
    if (code !== undefined) return code;
    literal(c, it, u, o);
    return 255;
  }
  // LDS_DIRECT: the vector ALU reads LDS through M0 (CLRX: lds_direct).
  if (it.k === 'name' && (it.name === 'src_lds_direct' || it.name === 'lds_direct')) {
    if (is64(t)) throw new AsmError(`${it.text} is 32 bits; ${o.field} is a 64-bit operand`, it.col);
    return 254;
  }
  const named = ssrcNamed(c.gen, it, is64(t) ? 64 : 32);
  if (named !== undefined) return named;
  return sreg(c.gen, it, o.regs, o.field);
}

const READ: Readonly<Partial<Record<Exclude<OperandKind, 'waitcnt'>, Reader>>> = {
  vreg: (c, o, it) => { c.fields[o.field] = vreg(it, o.regs, o.field); },
  vsrc: (c, o, it) => { c.fields[o.field] = vsource(c, o, it); },
  vcc: (_c, _o, it) => {
    if (!(it.k === 'name' && it.name === 'vcc')) throw new AsmError(`expected vcc, got '${it.text}'`, it.col);
  },
  litk: (c, o, it) => {
    if (it.k === 'float') { literal(c, it, o.vtype === 'f16' ? f16Bits(it.value) : f32Bits(it.value)); return; }
    const v = number(it, 'constant K', c);
    const max = o.vtype === 'f16' ? 0xffff : 0xffffffff;
    if (v < -(max + 1) / 2 || v > max) throw new AsmError(`constant K out of range: ${it.text}`, it.col);
    literal(c, it, o.vtype === 'f16' ? v & 0xffff : v >>> 0);
  },
  sreg: (c, o, it) => {
    const special = ssrcNamed(c.gen, it, o.regs === 2 ? 64 : 32);
    if (special !== undefined) {
      if (sregSourceName(c.gen, special, o.regs) === undefined) throw new AsmError(`${o.field} must be a scalar register, got '${it.text}'`, it.col);
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
    if (it.k === 'float') { literal(c, it, f32Bits(it.value)); return; }
    const v = number(it, 'immediate', c);
    if (v < -0x80000000 || v > 0xffffffff) throw new AsmError(`immediate out of range: ${it.text} does not fit in 32 bits`, it.col);
    literal(c, it, v >>> 0);
  },
};

const READERS = { ...READ, ...MEMORY_READ, waitcnt: (c: Ctx, o: OperandSpec, it: Item) => waitcnt(c, o, [it]) } as Readonly<Record<OperandKind, Reader>>;

/** Read last: a FLAT address's width depends on SADDR, which is written after it. */
const LATE: ReadonlySet<OperandKind> = new Set(['flataddr']);

/** Modifiers an encoding rejects with a reason of its own. */
function rejected(c: Ctx, name: string): string | undefined {
  const def = c.def;
  if (def.enc === 'SMRD' && name === 'glc') return 'cache policy is not supported for SMRD instructions (glc)';
  if (def.enc === 'SMEM' && name === 'glc') return `${def.name} does not take glc`;
  if (name === 'nv') return 'nv has no llvm-mc syntax (write the word with .long)';
  return undefined;
}

/**
 * A modifier only CLRX writes (SMEM/FLAT nv on GCN 1.4, FLAT tfe on GCN 1.1/1.2): read under
 * --syntax clrx, where the canonical text of the word is then its .long line; an error with the
 * way out under --syntax llvm.
 */
function clrxModifier(c: Ctx, o: OperandSpec, it: Item): void {
  const def = c.def;
  const tfe = o.field === 'tfe';
  const why = tfe ? `tfe on ${def.name} has no llvm-mc syntax` : 'nv has no llvm-mc syntax (write the word with .long)';
  if (c.syntax !== 'clrx') throw new AsmError(`${why}; CLRX reads it: --syntax clrx`, it.col);
  c.fields[o.field] = 1;
  c.clrxOnly = true;
}

/** Generations of `c`'s encoding whose layout has `field` ("GCN 1.0/1.1"). */
function gensWithField(c: Ctx, field: string): string {
  const table = isaFor(c.gen).encodings.find((e) => e.layout === c.layout)!.table;
  return GENS.filter((g) => table.layouts[g]?.byName[field]).map((g) => GEN_INFO[g].label.replace('GCN ', '')).join('/');
}

/** A profile sorted for one layout (generation): what the parser asks of it on every line. */
interface Plan {
  readonly specs: readonly OperandSpec[];
  readonly mods: readonly OperandSpec[];
  /** Operands (not modifiers), in order. */
  readonly operands: readonly OperandSpec[];
  readonly conditional: boolean;
  readonly waitcnt: boolean;
  /** Operands written for each lds/glc combination (index lds + 2*glc), made on first use. */
  readonly byFlags: (readonly OperandSpec[] | undefined)[];
}
/** Plans per instruction, per generation index. */
const PLANS = new WeakMap<InstrDef, (Plan | undefined)[]>();

function planOf(def: InstrDef, gi: number): Plan {
  let byGen = PLANS.get(def);
  if (!byGen) PLANS.set(def, (byGen = []));
  let p = byGen[gi];
  if (!p) {
    // Operands whose field this generation lacks do not exist; modifiers stay, to say where they do.
    const specs = def.specsByGen[gi];
    const operands = specs.filter((o) => !o.mod);
    p = {
      specs, mods: specs.filter((o) => o.mod), operands,
      conditional: operands.some((o) => o.when !== 'always'),
      waitcnt: specs.length === 1 && specs[0].kind === 'waitcnt',
      byFlags: [],
    };
    byGen[gi] = p;
  }
  return p;
}

function readModifiers(c: Ctx, plan: Plan): void {
  const mods = plan.mods;
  if (!c.mods.size && !mods.some((o) => o.kind === 'flag' && !o.optional)) return;
  for (const [name, it] of c.mods) {
    const o = mods.find((m) => m.field === name);
    if (!o) {
      const why = rejected(c, name);
      const all = c.def.operands.filter((m) => m.mod && !m.clrx).map((m) => (m.kind === 'offset' ? 'offset:' : m.field));
      throw new AsmError(why ?? `${c.def.name} does not take '${it.text}'${all.length ? ` (modifiers: ${all.join(' ')})` : ' (it takes no modifiers)'}`, it.col);
    }
    if (!c.layout.byName[o.field]) {
      // offset:0 is accepted where the field does not exist (as llvm-mc does on GCN 1.1/1.2 FLAT).
      if (o.kind === 'offset' && it.k === 'colon' && it.value === 0) continue;
      throw new AsmError(o.kind === 'offset' && c.def.enc === 'FLAT'
        ? 'flat offset modifier is not supported on this GPU (GCN 1.4 only)'
        : `${name} exists on GCN ${gensWithField(c, o.field)} only`, it.col);
    }
    if (o.clrx) clrxModifier(c, o, it);
    else READERS[o.kind](c, o, it);
  }
  for (const o of mods) {
    if (o.kind !== 'flag' || o.optional || c.has(o.field)) continue;
    // CLRX writes buffer_store_lds_dword without lds and encodes LDS = 0 (no llvm-mc text).
    if (c.syntax === 'clrx') c.clrxOnly = true;
    else throw new AsmError(`${c.def.name} needs the ${o.field} modifier`, c.endCol);
  }
  const broken = c.def.enc === 'MUBUF' ? mubufRule(c.def, c.fields, c.syntax === 'clrx') : c.def.enc === 'FLAT' ? flatRule(c.def, c.fields) : undefined;
  if (broken) throw new AsmError(broken.why, c.mods.get(broken.at)?.col ?? c.endCol);
}

/** The operands written for these modifiers, in order (CLRX's looser forms fitted in). */
function operandSpecs(c: Ctx, plan: Plan): readonly OperandSpec[] {
  const f = c.fields;
  let ops = plan.operands;
  if (plan.conditional) {
    const k = (f.lds ? 1 : 0) + (f.glc === 1 ? 2 : 0);
    ops = plan.byFlags[k] ??= plan.operands.filter((o) => o.when === 'always' || (o.when === 'nolds' ? !f.lds : f.glc === 1));
  }
  const items = c.ops;
  // The CLRX forms below change the operand count; the common case returns here.
  if (items.length === ops.length) return ops;
  const specs = plan.specs;
  // CLRX lets MUBUF's VADDR be omitted when no offen/idxen/addr64 is given.
  const va = ops.findIndex((o) => o.kind === 'bufaddr');
  if (va >= 0 && !f.offen && !f.idxen && !f.addr64 && items.length === ops.length - 1 && !items.some((it) => it.k === 'name' && it.name === 'off')) {
    const at = items[va]?.col ?? c.endCol;
    c.clrxForm(at, 'an omitted VADDR');
    (c.ops as Item[]).splice(va, 0, { k: 'name', name: 'off', col: at, text: 'off' });
  }
  // CLRX writes a VDST on every FLAT atomic; without glc nothing is returned into it.
  const vdst = specs.find((o) => o.kind === 'vdst' && o.when === 'glc');
  if (vdst && !f.glc && items.length === ops.length + 1) {
    if (c.syntax !== 'clrx') throw new AsmError(`${c.def.name} returns a value only with glc: add glc, or drop the destination (CLRX reads this form: --syntax clrx)`, items[0].col);
    c.clrxVdst = true;
    return [vdst, ...ops];
  }
  return ops;
}

export function encodeProfile(c: Ctx): void {
  const plan = planOf(c.def, GEN_INDEX[c.gen]);
  if (plan.waitcnt) {
    c.allow([]);
    if (!c.ops.length) throw new AsmError('too few operands for s_waitcnt: expected counters like vmcnt(0) lgkmcnt(0), or a number', c.mnCol);
    waitcnt(c, plan.specs[0], c.ops);
    return;
  }
  readModifiers(c, plan);
  const ops = operandSpecs(c, plan);
  let required = 0;
  for (const o of ops) if (!o.optional) required++;
  if (c.ops.length < ops.length && c.mods.size && c.ops.length >= required) {
    const names = ops.map(what);
    // An optional operand left out before a modifier: llvm-mc 14 read "s_load_dword s5, s[2:3] glc"
    // as offset 1, so the form is ambiguous across tools and gcnkit asks for the operand.
    const first = [...c.mods.values()].sort((a, b) => a.col - b.col)[0];
    throw new AsmError(`expected the ${names[c.ops.length]} operand before '${first.text}' (write ', 0x0 ${first.text}' for ${names[c.ops.length]} 0)`, first.col);
  }
  const items = c.ops.length >= required && c.ops.length <= ops.length ? c.ops : c.expect(ops.map(what));
  let late = -1;
  for (let i = 0; i < items.length; i++) {
    if (LATE.has(ops[i].kind)) late = i;
    else READERS[ops[i].kind](c, ops[i], items[i]);
  }
  if (late >= 0) READERS[ops[late].kind](c, ops[late], items[late]);
  for (let i = items.length; i < ops.length; i++) MEMORY_OMITTED[ops[i].kind]?.(c, ops[i]);
  if (c.def.enc === 'VOP1' || c.def.enc === 'VOP2' || c.def.enc === 'VOPC') {
    const at = items[ops.findIndex((o) => o.field === 'src0')]?.col ?? c.mnCol;
    const bus = constantBusProblem(c.def, c.fields);
    if (bus) throw new AsmError(`invalid operand (violates constant bus restrictions): ${bus}`, at);
    const lds = ldsDirectProblem(c.def, c.fields);
    if (lds) throw new AsmError(lds, at);
  }
  if (c.clrxVdst && c.fields.vdst !== 0) c.clrxOnly = true;
}
