// Register and scalar-source operands: item -> register code, with specific error messages
// (wrong kind, wrong count, misaligned, not on this GPU).
import { GEN_INFO, GENS, type Gen } from '../isa/gens.js';
import type { Target } from '../isa/targets.js';
import { scalarRegs, sregName, ssrc64Name, ssrcName, type SClass } from '../isa/registers.js';
import type { Item } from '../syntax/operands.js';
import { AsmError } from './errors.js';
import { EXP_TARGET_NAMES } from '../isa/exp.js';
import { INLINE_FLOAT_VALUES, SPECIAL_SOURCES, inlineFloatCodes, inlineIntCode, isCondSource } from '../isa/src-operands.js';
import { EXEC_LO, INV_2PI, M0 } from '../isa/special-regs.js';

const plural = (n: number): string => (n === 1 ? '1 register' : `${n} registers`);

interface Named { readonly code: number; readonly count: number }

const NAMED_CACHE = new Map<Gen, Map<string, Named>>();

/** Register names of a generation: vcc, vcc_lo, exec, m0, flat_scratch, tba, ... */
function named(gen: Gen): Map<string, Named> {
  let m = NAMED_CACHE.get(gen);
  if (!m) {
    m = new Map();
    const r = scalarRegs(gen);
    for (let code = 0; code < 128; code++) {
      const s = r.single[code];
      if (s && !/^(s|ttmp)\d+$/.test(s)) m.set(s, { code, count: 1 });
    }
    for (const [code, name] of r.pair) m.set(name, { code, count: 2 });
    NAMED_CACHE.set(gen, m);
  }
  return m;
}

/** Code and count of a scalar register operand, or an error. */
function scalar(gen: Gen, it: Item, what: string): Named {
  const r = scalarRegs(gen);
  const label = GEN_INFO[gen].label;
  if (it.k === 'reg') {
    const count = it.last - it.first + 1;
    if (it.file === 'v' || it.file === 'a') throw new AsmError(`${what} must be a scalar register, not ${it.text}`, it.col);
    if (it.file === 's') {
      if (it.last >= r.sgprs) throw new AsmError(`register not available on this GPU: ${it.text} (${label} has s0-s${r.sgprs - 1})`, it.col);
      return { code: it.first, count };
    }
    if (it.last >= r.ttmps) throw new AsmError(`register not available on this GPU: ${it.text} (${label} has ttmp0-ttmp${r.ttmps - 1})`, it.col);
    return { code: r.ttmpBase + it.first, count };
  }
  if (it.k === 'name') {
    const n = named(gen).get(it.name);
    if (n) return n;
    if (/^(flat_scratch|xnack_mask|tba|tma)(_lo|_hi)?$/.test(it.name)) throw new AsmError(`register not available on this GPU: ${it.text} (${label})`, it.col);
  }
  throw new AsmError(`${what} must be a scalar register, got '${it.text}'`, it.col);
}

/** A tuple of `count` scalar registers; returns the code of the first. */
export function sreg(gen: Gen, it: Item, count: number, what: string, cls: SClass = 'any'): number {
  const s = scalar(gen, it, what);
  if (s.count !== count) throw new AsmError(`${what} needs ${plural(count)}, got ${plural(s.count)} (${it.text})`, it.col);
  if (sregName(gen, s.code, count, cls) !== undefined) return s.code;
  if (cls === 'data' && (s.code === M0 || s.code >= EXEC_LO)) throw new AsmError(`${what} cannot be ${it.text} (m0 and exec are not data registers)`, it.col);
  const align = count >= 4 ? 4 : count;
  if (align > 1 && s.code % align !== 0) throw new AsmError(`invalid register alignment: ${it.text} must start at a multiple of ${align}`, it.col);
  throw new AsmError(`${it.text} cannot be used as ${what} on ${GEN_INFO[gen].label}`, it.col);
}

/**
 * A VGPR tuple (or, file 'a', an AGPR tuple) of `count` registers; returns its first register.
 * On a target with aligned-vgpr (gfx90a+), a tuple of 64 bits or more starts at an even register
 * in every operand that holds one (LLVM's *_Align2 register classes); llvm-mc 19 prints such
 * words as they are, so the disassembler does too.
 */
export function vreg(c: { readonly target: Target }, it: Item, count: number, what: string, file: 'v' | 'a' = 'v'): number {
  if (it.k !== 'reg' || it.file !== file) {
    const kind = file === 'a' ? 'an AGPR' : 'a vector register';
    const hint = it.k === 'reg' && it.file === 'a' ? ' (AGPRs are operands of v_accvgpr_* and the matrix instructions only)' : '';
    throw new AsmError(`${what} must be ${kind}${count > 1 ? ` tuple ${file}[N:N+${count - 1}]` : ''}, got '${it.text}'${hint}`, it.col);
  }
  const n = it.last - it.first + 1;
  if (it.last > 255) throw new AsmError(`register index is out of range: ${it.text} (${file}0-${file}255)`, it.col);
  if (n !== count) throw new AsmError(`${what} needs ${plural(count)}, got ${plural(n)} (${it.text})`, it.col);
  if (n > 1 && it.first % 2 && c.target.features.has('aligned-vgpr')) {
    throw new AsmError(`invalid register class: vgpr tuples must be 64 bit aligned (${it.text} in ${what}: ${c.target.name} wants tuples of 64 bits or more to start at an even register)`, it.col);
  }
  return it.first;
}

const FLOATS = inlineFloatCodes(INLINE_FLOAT_VALUES, false);
// CLRX drops the src_ prefix (vccz, execz, scc, shared_base, ...).
const SOURCE_NAMES: Readonly<Record<string, number>> = Object.fromEntries([...SPECIAL_SOURCES].flatMap(([code, name]) => [[name, code], [name.slice(4), code]]));

/** A 32-bit scalar source (MUBUF SOFFSET): SGPR, special register or inline constant. */
export function ssrc(gen: Gen, it: Item, what: string): number {
  let code: number | undefined;
  if (it.k === 'imm') {
    code = inlineIntCode(it.value);
    if (code === undefined) throw new AsmError(`${what} must be an SGPR or an inline constant (-16..64, ±0.5, ±1.0, ±2.0, ±4.0); ${it.text} would need a literal, which MUBUF cannot take`, it.col);
  } else if (it.k === 'float') {
    code = FLOATS.get(it.value) ?? (Math.abs(it.value - 0.15915494) < 1e-8 ? INV_2PI : undefined);
    if (code === undefined) throw new AsmError(`${what}: ${it.text} is not an inline constant (±0.5, ±1.0, ±2.0, ±4.0)`, it.col);
  } else if (it.k === 'name' && it.name in SOURCE_NAMES) {
    code = SOURCE_NAMES[it.name];
  } else {
    return sreg(gen, it, 1, what);
  }
  if (ssrcName(gen, code) === undefined) throw new AsmError(`${it.text} is not available as ${what} on ${GEN_INFO[gen].label}`, it.col);
  return code;
}

/** Code of a named special source (src_vccz, src_shared_base, ...) valid on `gen`, or undefined if `it` is not one. */
export function ssrcNamed(gen: Gen, it: Item, bits: 32 | 64): number | undefined {
  if (it.k !== 'name' || !(it.name in SOURCE_NAMES)) return undefined;
  const code = SOURCE_NAMES[it.name];
  // A CLRX register symbol is a range of registers: `k = %execz` is one, which a 64-bit operand
  // does not take (clrxasm: "Required 2 scalar registers", GCNAsmOpc11.cpp:222), though the name
  // written there is the 64-bit source (llvm-mc and clrxasm alike).
  if (bits === 64 && it.regSym) throw new AsmError(`a 64-bit operand needs 2 registers, got 1 register (${it.text} = %${it.name})`, it.col);
  if ((bits === 64 ? ssrc64Name(gen, code) : ssrcName(gen, code)) === undefined) throw new AsmError(`${it.text} is not available on ${GEN_INFO[gen].label}`, it.col);
  return code;
}

/** Scalar source codes SMRD accepts as an offset besides SGPRs (src_vccz, src_execz, src_scc). */
export function smrdSource(it: Item): number | undefined {
  if (it.k !== 'name') return undefined;
  const c = SOURCE_NAMES[it.name];
  return c !== undefined && isCondSource(c) ? c : undefined;
}

/**
 * Names that are operands, not modifiers or labels: every named register of any generation,
 * the special sources and "off" (derived from the register tables, not kept by hand).
 */
let operandWords: ReadonlySet<string> | undefined;
export function isOperandWord(name: string): boolean {
  if (!operandWords) {
    // EXP's targets (mrt0, pos0, param0, ...) are operands too.
    const words = new Set<string>(['off', 'null', 'src_lds_direct', 'lds_direct', ...Object.keys(SOURCE_NAMES), ...EXP_TARGET_NAMES]);
    for (const g of GENS) for (const n of named(g).keys()) words.add(n);
    for (const n of ['flat_scratch', 'xnack_mask', 'tba', 'tma']) for (const s of ['', '_lo', '_hi']) words.add(n + s);
    operandWords = words;
  }
  return operandWords.has(name);
}
