// The assembler's fast path: one instruction line -> words without building operand items, a
// context or the canonical text per line. It reads the line with a hand-written lexer (character
// codes and token spans, no regular expressions) and looks each operand token up in a memo of
// what the generic reader of that operand made of the same spelling before (register names,
// small constants and modifiers repeat endlessly in real code). A memo miss runs the generic
// reader (src/asm/enc-profile.ts's READERS) on that one token, so the tables and the readers stay
// the single source of truth: the fast path only remembers their answers. The fields are then
// packed by the layout (codec encode) after the same cross-operand checks as the generic path.
//
// Anything the fast path is not sure of (labels, upper case, CLRX spellings, expressions with
// blanks, a reader's warning or error, a constant-bus or memory-rule problem, SDWA/DPP/MIMG/...)
// returns undefined, and the generic path (instruction.ts) assembles the line and words its error
// exactly as before. GCNKIT_FAST=check makes every accepted line also go through the generic path
// and throws on any difference (scripts and tests use it); GCNKIT_FAST=off turns the fast path off.
import { decode, encode, type Fields } from '../codec/codec.js';
import type { Gen } from '../isa/gens.js';
import { GEN_INDEX } from '../isa/gens.js';
import { isaFor } from '../isa/index.js';
import type { EncName, InstrDef, Layout, OperandSpec } from '../isa/types.js';
import { parseItems, parseTarget, type Item } from '../syntax/operands.js';
import { printDecoded } from '../syntax/print.js';
import { SADDR_OFF } from '../syntax/print-memory.js';
import { SDWA_SYMBOLIC, sdwaBusProblem } from '../syntax/sdwa.js';
import { busReads, constantBusProblem, ldsDirectProblem } from '../syntax/valu-rules.js';
import { Ctx } from './context.js';
import { planOf, readModifiers, READERS, type Plan } from './enc-profile.js';
import { INTERP_WORD, isModifier, modifierField, setOpcode, type Assembled } from './instruction.js';
import { MEMORY_OMITTED } from './read-memory.js';
import { waitcnt } from './read-scalar.js';
import { isOperandWord } from './regs.js';

/** Encodings the fast path reads (the rest always take the generic path). */
const FAST_ENCS: ReadonlySet<EncName> = new Set<EncName>([
  'SOP1', 'SOP2', 'SOPC', 'SOPK', 'SOPP', 'SMRD', 'SMEM', 'VOP1', 'VOP2', 'VOPC', 'VOP3', 'VOP3P', 'DS', 'FLAT', 'MUBUF',
  'VOP1_SDWA', 'VOP2_SDWA', 'VOPC_SDWA', 'VOP1_DPP', 'VOP2_DPP', 'VOPC_DPP',
]);
/** Encodings under the constant-bus and lds_direct rules of encodeProfile. */
const VALU: ReadonlySet<EncName> = new Set<EncName>(['VOP1', 'VOP2', 'VOPC', 'VOP3', 'VOP3P']);
const SDWA: ReadonlySet<EncName> = new Set<EncName>(['VOP1_SDWA', 'VOP2_SDWA', 'VOPC_SDWA']);

/** Remembered spellings per operand slot / modifier sets per row (bounded: memory stays flat). */
const SLOT_MEMO = 1024;
const VARIANTS = 256;
/** Most operand and modifier tokens of a line the fast path reads. */
const MAX_TOKENS = 24;

/**
 * What a reader made of one token, compiled to the bits it flips in the instruction's two dwords
 * (encode is linear: a field's bits go to fixed places, so flips compose; a source's neg/abs bits
 * share one field with the other sources'), the literal it asks for (-1: none), and whether the
 * constant bus or lds_direct rules must look at the line.
 */
interface Outcome {
  readonly x0: number;
  readonly x1: number;
  readonly lit: number;
  /** Reads a scalar value (an SGPR, a special source or the literal) over the constant bus. */
  readonly bus: boolean;
  /** lds_direct, whose rules need the whole line. */
  readonly lds: boolean;
}

interface Slot {
  readonly spec: OperandSpec;
  readonly memo: Map<string, Outcome | null>;
}

/** A row read with one set of modifiers: the dwords they make, and the operand slots. */
interface Variant {
  readonly mods: ReadonlyMap<string, Item>;
  readonly base: Readonly<Fields>;
  /** The dwords of the opcode and modifiers alone. */
  readonly w0: number;
  readonly w1: number;
  readonly slots: readonly Slot[];
  /** Operands that may be left out at the end (s_endpgm's code): the fewest written. */
  readonly required: number;
  /** Index of the FLAT address slot (read after SADDR, whose being 'off' decides its width), or -1. */
  readonly late: number;
  readonly saddr: number;
  /** The scalar reads left with every operand a VGPR (implicit VCC, M0, v_madmk's K). */
  readonly implicit: number;
}

interface FastDef {
  readonly def: InstrDef;
  readonly layout: Layout;
  readonly plan: Plan;
  readonly gen: Gen;
  /** A bare VOP1/VOP2/VOPC mnemonic: llvm-mc may choose another form, so no modifiers here. */
  readonly bare: boolean;
  readonly variants: Map<string, Variant | null>;
  /** SDWA: the constant-bus rule of its own (checked on every line). */
  readonly sdwa: boolean;
  /** s_waitcnt: the whole operand text -> fields. */
  readonly waitcnt?: Map<string, Outcome | null>;
}

const DEFS = new Map<Gen, Map<string, FastDef | null>>();

let lastGen: Gen | undefined;
let lastDefs: Map<string, FastDef | null> | undefined;

function fastDef(gen: Gen, mnemonic: string): FastDef | null {
  let byGen = gen === lastGen ? lastDefs : DEFS.get(gen);
  if (!byGen) DEFS.set(gen, (byGen = new Map()));
  lastGen = gen;
  lastDefs = byGen;
  let fd = byGen.get(mnemonic);
  if (fd !== undefined) return fd;
  fd = null;
  const found = isaFor(gen).byName.get(mnemonic);
  if (found && FAST_ENCS.has(found.def.enc) && !found.def.clrxOnly && found.def.opcodes[GEN_INDEX[gen]] >= 0) {
    const def = found.def;
    const plan = planOf(def, GEN_INDEX[gen]);
    const e = def.enc;
    fd = {
      def, layout: found.enc.layout, plan, gen, variants: new Map(),
      bare: (e === 'VOP1' || e === 'VOP2' || e === 'VOPC') && mnemonic === def.name,
      waitcnt: plan.waitcnt ? new Map() : undefined, sdwa: SDWA.has(e),
    };
  }
  byGen.set(mnemonic, fd);
  return fd;
}

/** The bits a reader flipped on `c` (compared with `before`), or null where it warned or needs the generic path. */
function outcomeOf(fd: FastDef, v: Variant, slot: OperandSpec, c: Ctx, before: Readonly<Fields>): Outcome | null {
  if (c.warnings.length || c.clrxOnly || c.labelRef || c.clrxVdst) return null;
  const after = c.fields;
  let x0 = 0, x1 = 0, lit = -1, lds = false;
  for (const k of Object.keys(after)) {
    if (after[k] === before[k]) continue;
    if (k === 'literal') { lit = after[k] >>> 0; continue; }
    const field = fd.layout.byName[k];
    // A value wider than its field (scc as an SDST) has no encoding: the generic path says why.
    if (!field || field.fixed !== undefined || after[k] < 0 || after[k] > field.mask) return null;
    const x = (((after[k] & field.mask) << field.shift) ^ (((before[k] ?? 0) & field.mask) << field.shift)) >>> 0;
    if (field.word === 0) x0 ^= x;
    else x1 ^= x;
    if (after[k] === 254 && VALU.has(fd.def.enc)) lds = true;
  }
  // The literal dword: present exactly when a reader asked for one (v_madmk's K slot always does).
  const key = fd.layout.key(encode(fd.layout, after)[0]);
  const needed = fd.layout.literal(after, key);
  if (needed !== (lit >= 0) && !(needed && fd.layout.literalKeys?.includes(key))) return null;
  let bus = false;
  if (VALU.has(fd.def.enc)) {
    // The other operands as VGPRs: does this one add a read to the implicit ones?
    const probe: Fields = { ...after };
    for (const o of fd.def.operands) if (!o.mod && o.field !== slot.field) probe[o.field] = 256;
    bus = busReads(fd.def, probe) > v.implicit;
  }
  return { x0: x0 >>> 0, x1: x1 >>> 0, lit, bus, lds };
}

function newCtx(fd: FastDef, ops: Item[], mods: ReadonlyMap<string, Item>): Ctx {
  const c = new Ctx(fd.gen, fd.def, fd.layout, 1, 1, ops, mods);
  c.syntax = 'llvm';
  return c;
}

/** One item from a token, or undefined (a syntax error, or not exactly one item). */
function itemOf(text: string): Item | undefined {
  try {
    const items = parseItems(text, 1);
    return items.length === 1 ? items[0] : undefined;
  } catch {
    return undefined;
  }
}

/** The row with these modifiers (texts as written): its base fields and operand slots, or null. */
function variantOf(fd: FastDef, modTexts: readonly string[]): Variant | null {
  const { def, layout, plan } = fd;
  const mods = new Map<string, Item>();
  // The modifier sorting of assembleAs (instruction.ts), for the plain llvm-mc spellings only.
  for (const text of modTexts) {
    const it = itemOf(text);
    if (!it) return null;
    const modName = it.k === 'name' && isModifier(it.name) ? it.name : it.k === 'colon' ? it.name : undefined;
    if (modName === undefined) return null;
    if (it.k === 'colon' && (isModifier(it.name) || it.name === 'inst_offset' || modifierField(modName) === undefined)) return null;
    // Upper case only in an SDWA select spelled as llvm-mc prints it (dst_sel:BYTE_0).
    if (text !== text.toLowerCase() && !(it.k === 'colon' && it.name in SDWA_SYMBOLIC && text === `${it.name}:${SDWA_SYMBOLIC[it.name][it.value]}`)) return null;
    const name = modifierField(modName) ?? modName;
    if (mods.has(name) || name === 'noglc' || name === 'noslc') return null;
    mods.set(name, it);
  }
  const c = newCtx(fd, [], mods);
  setOpcode(c.fields, def, layout, fd.gen);
  try {
    readModifiers(c, plan);
  } catch {
    return null;
  }
  if (c.warnings.length || c.clrxOnly) return null;
  const f = c.fields;
  const ops = plan.conditional ? plan.operands.filter((o) => o.when === 'always' || (o.when === 'nolds' ? !f.lds : f.glc === 1)) : plan.operands;
  let required = 0;
  for (const o of ops) if (!o.optional) required++;
  // Omitted operands some reader fills in (SMEM's offset): the generic path.
  for (let k = required; k < ops.length; k++) if (MEMORY_OMITTED[ops[k].kind] || mods.size) required = ops.length;
  const words = encode(layout, f);
  const neutral: Fields = { ...f };
  for (const o of def.operands) if (!o.mod) neutral[o.field] = 256;
  return {
    mods, base: { ...f }, w0: words[0], w1: words[1] ?? 0, required, late: ops.findIndex((o) => o.kind === 'flataddr'), saddr: ops.findIndex((o) => o.kind === 'saddr'),
    slots: ops.map((spec) => ({ spec, memo: new Map() })), implicit: VALU.has(def.enc) ? busReads(def, neutral) : 0,
  };
}

/** Whether any source of the row takes -x / |x| (else assembleAs rejects them before reading). */
function takesSourceMods(def: InstrDef): boolean {
  return def.operands.some((o) => o.kind === 'dppsrc' || o.kind === 'sdwasrc' || o.kind === 'mixsrc' || o.neg || o.abs);
}

/** Read one operand token as the generic path does; null where it would not accept it silently. */
function readSlot(fd: FastDef, v: Variant, slot: Slot, text: string, last: boolean, saddrOff: boolean | undefined): Outcome | null {
  const def = fd.def;
  if (def.takesLabel && last) {
    try {
      if (parseTarget(text, 1)) return null; // a label: the assembler resolves it
    } catch {
      return null;
    }
  }
  const it = itemOf(text);
  if (!it) return null;
  // The operand checks of assembleAs.
  if (it.k === 'colon' || it.k === 'target' || (it.k === 'name' && !def.takesLabel && isModifier(it.name)) || (it.k === 'args' && it.name === 'format')) return null;
  if ('neg' in it && (it.neg || it.abs || it.sext) && !takesSourceMods(def)) return null;
  if (def.takesMods && it.k === 'name' && !isOperandWord(it.name) && !INTERP_WORD.test(it.name)) return null;
  if (it.k === 'call') return null;
  const c = newCtx(fd, [it], v.mods);
  Object.assign(c.fields, v.base);
  // The FLAT address is read after SADDR: only whether SADDR is 'off' matters to it.
  if (saddrOff !== undefined) c.fields.saddr = saddrOff ? SADDR_OFF : 0;
  const before = { ...c.fields };
  try {
    READERS[slot.spec.kind](c, slot.spec, it);
  } catch {
    return null;
  }
  return outcomeOf(fd, v, slot.spec, c, before);
}

function readWaitcnt(fd: FastDef, text: string): Outcome | null {
  let items: Item[];
  try {
    items = parseItems(text, 1);
  } catch {
    return null;
  }
  if (!items.length) return null;
  for (const it of items) if (it.k === 'colon' || (it.k === 'name' && isModifier(it.name)) || it.k === 'args' || it.k === 'target') return null;
  const c = newCtx(fd, items, new Map());
  setOpcode(c.fields, fd.def, fd.layout, fd.gen);
  try {
    waitcnt(c, fd.plan.specs[0], items);
  } catch {
    return null;
  }
  if (c.warnings.length || c.clrxOnly) return null;
  return { x0: encode(fd.layout, c.fields)[0], x1: 0, lit: -1, bus: false, lds: false };
}

function memo<T>(m: Map<string, T>, key: string, make: () => T): T {
  let v = m.get(key);
  if (v === undefined) {
    v = make();
    if (m.size < SLOT_MEMO) m.set(key, v);
  }
  return v;
}

/** An instruction assembled by the fast path: its text and fields are made only when asked for. */
class FastAssembled implements Assembled {
  readonly warnings: readonly { col: number; message: string }[] = [];
  readonly pending = undefined;
  private reading: { text: string; fields: Fields } | undefined;
  constructor(readonly gen: Gen, readonly words: number[], private readonly def: InstrDef) {}
  get mnemonic(): string { return this.def.name; }
  get encoding(): EncName { return this.def.enc; }
  get text(): string { return this.read().text; }
  get fields(): Readonly<Fields> { return this.read().fields; }
  private read(): { text: string; fields: Fields } {
    if (!this.reading) {
      const d = decode(this.gen, this.words, 0)!;
      this.reading = { text: printDecoded(d, this.words, 0).text, fields: d.fields };
    }
    return this.reading;
  }
}

// Token spans of the current line (reused: no allocation per line).
const starts = new Int32Array(MAX_TOKENS);
const commaBefore = new Uint8Array(MAX_TOKENS);
const upper = new Uint8Array(MAX_TOKENS);
const colons = new Uint8Array(MAX_TOKENS);
const texts: string[] = new Array<string>(MAX_TOKENS).fill('');

// Character classes of the token lexer (ASCII; anything else is BAD).
const BAD = 0, WORD = 1, UPPER = 2, COLON = 3, OPEN = 4, CLOSE = 5, SEP = 6, BLANK = 7;
/** a-z 0-9 _ . - + | are WORD (|v1|, -1, 0x1f, s[4:5] once the brackets are counted). */
const CHAR = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  CHAR[c] = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 46 || c === 45 || c === 43 || c === 124 ? WORD
    : c >= 65 && c <= 90 ? UPPER : c === 58 ? COLON : c === 91 || c === 40 ? OPEN : c === 93 || c === 41 ? CLOSE : c === 44 ? SEP : c === 32 || c === 9 ? BLANK : BAD;
}

const isBlank = (c: number): boolean => c === 32 || c === 9;

/**
 * Assemble the instruction at code[at..] (llvm-mc syntax, the line's comments already blanked), or
 * undefined where the generic path must (it then gives the same bytes, or the error).
 */
export function fastAssemble(gen: Gen, code: string, at: number): Assembled | undefined {
  const n = code.length;
  let j = at;
  for (; j < n; j++) {
    const c = code.charCodeAt(j);
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 46) continue;
    if (isBlank(c)) break;
    return undefined; // upper case, or a character no mnemonic has
  }
  const fd = fastDef(gen, code.slice(at, j));
  if (!fd) return undefined;
  if (fd.waitcnt) {
    let a = j, b = n;
    while (a < b && isBlank(code.charCodeAt(a))) a++;
    while (b > a && isBlank(code.charCodeAt(b - 1))) b--;
    for (let k = a; k < b; k++) {
      const c = code.charCodeAt(k);
      if ((c >= 65 && c <= 90) || c === 47) return undefined;
    }
    const o = memo(fd.waitcnt, code.slice(a, b), () => readWaitcnt(fd, code.slice(a, b)));
    return o ? new FastAssembled(gen, [o.x0], fd.def) : undefined;
  }
  // Tokens: operands separated by ',' (blanks around it), then modifiers separated by blanks.
  let nt = 0;
  let comma = false;
  let k = j;
  while (k < n) {
    const c = code.charCodeAt(k);
    if (isBlank(c)) { k++; continue; }
    if (c === 44) {
      if (!nt || comma) return undefined;
      comma = true;
      k++;
      continue;
    }
    if (nt === MAX_TOKENS) return undefined;
    starts[nt] = k;
    commaBefore[nt] = comma ? 1 : 0;
    comma = false;
    let depth = 0;
    let up = 0;
    let colon = 0;
    let bracket = 0;
    for (; k < n; k++) {
      const d = code.charCodeAt(k);
      const cls = d < 128 ? CHAR[d] : BAD;
      if (cls === WORD) continue;
      if (cls === UPPER) { up = 1; continue; }
      if (cls === COLON) { if (!bracket) colon = 1; continue; }
      if (cls === OPEN) { depth++; bracket = 1; continue; }
      if (cls === CLOSE) { if (--depth < 0) return undefined; continue; }
      if (d === 44 && depth > 0) continue;
      if (cls === SEP && depth === 0) break;
      if (cls === BLANK && depth === 0) break;
      return undefined; // an operator, a comment, a quote, a blank inside brackets: the generic path
    }
    if (depth) return undefined;
    upper[nt] = up;
    colons[nt] = colon;
    texts[nt] = code.slice(starts[nt], k);
    nt++;
  }
  if (comma) return undefined; // a trailing ','
  // Operands first (each after a ','), then modifiers.
  const def = fd.def;
  let nOps = 0;
  let modKey = '';
  let mods: string[] | undefined;
  for (let t = 0; t < nt; t++) {
    const text = texts[t];
    if (colons[t] || (!def.takesLabel && isModifier(text))) {
      (mods ??= []).push(text);
      modKey = modKey ? modKey + ' ' + text : text;
      continue;
    }
    if (mods || (t > 0 && !commaBefore[t]) || upper[t] || text === 'vop3') return undefined;
    nOps++;
  }
  if (mods && fd.bare) return undefined;
  let v = fd.variants.get(modKey);
  if (v === undefined) {
    v = variantOf(fd, mods ?? []);
    if (fd.variants.size < VARIANTS) fd.variants.set(modKey, v);
  }
  if (!v) return undefined;
  const slots = v.slots;
  if (nOps !== slots.length && (nOps < v.required || nOps > slots.length)) return undefined;
  let w0 = v.w0, w1 = v.w1, literal = -1, bus = v.implicit, lds = false;
  const saddrOff = v.saddr < 0 || v.saddr >= nOps ? true : texts[v.saddr] === 'off';
  for (let t = 0; t < nOps; t++) {
    const slot = slots[t];
    const text = texts[t];
    const key = t === v.late ? (saddrOff ? text + ' off' : text + ' sgpr') : text;
    let o = slot.memo.get(key);
    if (o === undefined) {
      o = readSlot(fd, v, slot, text, t === nOps - 1, t === v.late ? saddrOff : undefined);
      if (slot.memo.size < SLOT_MEMO) slot.memo.set(key, o);
    }
    if (!o) return undefined;
    w0 ^= o.x0;
    w1 ^= o.x1;
    if (o.lit >= 0) {
      if (literal >= 0 && literal !== o.lit) return undefined; // only one literal value: the generic path says so
      literal = o.lit;
    }
    if (o.bus) bus++;
    if (o.lds) lds = true;
  }
  const words = fd.layout.dwords === 1 ? [w0 >>> 0] : [w0 >>> 0, w1 >>> 0];
  if (literal >= 0) words.push(literal);
  // Two scalar reads (perhaps of one SGPR), or lds_direct: the rules read the whole instruction.
  if (bus > 1 || lds) {
    const f = fd.layout.extract(words[0], words[1] ?? 0);
    if (literal >= 0) f.literal = literal;
    if (constantBusProblem(def, f) !== undefined || ldsDirectProblem(def, f) !== undefined) return undefined;
  }
  if (fd.sdwa && sdwaBusProblem(def, fd.layout.extract(words[0], words[1])) !== undefined) return undefined;
  return new FastAssembled(gen, words, def);
}
