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
import { scalarRegs } from '../isa/registers.js';
import { ByteTable, FNV_PRIME, HASH_START, PairMemo, WordTable } from './intern.js';

/** Encodings the fast path reads (the rest always take the generic path). */
const FAST_ENCS: ReadonlySet<EncName> = new Set<EncName>([
  'SOP1', 'SOP2', 'SOPC', 'SOPK', 'SOPP', 'SMRD', 'SMEM', 'VOP1', 'VOP2', 'VOPC', 'VOP3', 'VOP3P', 'DS', 'FLAT', 'MUBUF',
  'VOP1_SDWA', 'VOP2_SDWA', 'VOPC_SDWA', 'VOP1_DPP', 'VOP2_DPP', 'VOPC_DPP',
]);
/** Encodings under the constant-bus and lds_direct rules of encodeProfile. */
const VALU: ReadonlySet<EncName> = new Set<EncName>(['VOP1', 'VOP2', 'VOPC', 'VOP3', 'VOP3P']);
const SDWA: ReadonlySet<EncName> = new Set<EncName>(['VOP1_SDWA', 'VOP2_SDWA', 'VOPC_SDWA']);

/** Modifier sets remembered per row (bounded: memory stays flat; operand spellings: intern.ts). */
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
  /** Owner of its memo (intern.ts): token id (the FLAT address: id * 2 + whether SADDR is off) -> outcome. */
  readonly uid: number;
  /**
   * Where its REG_RULES entries start in slotRules: how it reads a register tuple, RULE_UNKNOWN (not
   * asked yet), RULE_NONE (by the memo) or a rule of RULES (ruleId); VGPRs by size * 2 + whether
   * SADDR is off, SGPRs at SGPR_RULES + size.
   */
  readonly rules: number;
}

let uids = 0;
/** Tuples of 1 to 16 registers (the largest an operand takes) are read by rules. */
const REG_SIZES = 16;
/**
 * Rules per slot: VGPR tuples of 1-16 registers with SADDR off or not, then SGPR tuples of 1-16,
 * then VGPR tuples under each source modifier form (a packed array: no holes to look past).
 */
const SGPR_RULES = 2 * (REG_SIZES + 1), MOD_RULES = SGPR_RULES + REG_SIZES + 1, REG_RULES = MOD_RULES + 4 * (REG_SIZES + 1);

/**
 * How a slot reads the register tuples of one file and size: the generic readers take
 * v[N..N+size-1] for every N up to v255, and s[N..] for every aligned N up to the generation's last
 * SGPR, and put base + (N / align) * step in one field (vreg and vsource: VDST 0 + N, a 9-bit source
 * 256 + N; a descriptor field counting quads: N / 4), so the outcome of N is fixed bits `c0`/`c1`
 * and the field's value placed in its word. Learned from the generic reader (regRule), which must
 * agree at the first tuple, the next aligned one (SGPRs) and the top one; a slot where it does not
 * gets no rule and reads every token through the memo, as do SGPR tuples off the alignment or past
 * the top.
 */
class RegRule {
  constructor(
    readonly c0: number, readonly c1: number, readonly word: number, readonly shift: number, readonly mask: number,
    readonly base: number, readonly step: number, readonly align: number, readonly top: number, readonly valu: boolean, readonly bus: boolean,
  ) {}
}

/**
 * The rules in use, each once (slots of many rows and variants share them: a few hundred on 1M varied
 * gfx900 lines), as RULE_SIZE int32s: c0, c1, mask, shift | word << 8 | valu << 9 | bus << 10, base,
 * step, align, top. A line's register operand reads a slot's Uint16Array and a record of this small
 * table, where it read a 119-entry array per slot and a RegRule object per slot and size: those
 * loads missed the processor's cache (a third of the fast path's register reading time on 3M lines).
 */
const RULE_SIZE = 8, RULE_UNKNOWN = 0, RULE_NONE = 1, RULE_FIRST = 2;
let RULES = new Int32Array(RULE_SIZE * 256);
let nRules = 0;
const ruleIds = new Map<string, number>();

/**
 * The rule entries of every slot of this epoch, REG_RULES bytes each, one after the other: one
 * load from one array, where a Uint16Array per slot (1468 slots on 1M varied gfx900 lines) took
 * three (the slot's array, its header, its data) scattered over the heap.
 */
let slotRules = new Uint8Array(REG_RULES * 1024);
let ruleRows = 0;

/** The start of a new slot's entries in slotRules (all RULE_UNKNOWN). */
function newRuleRow(): number {
  const at = REG_RULES * ruleRows++;
  if (at + REG_RULES > slotRules.length) {
    const more = new Uint8Array(2 * slotRules.length);
    more.set(slotRules);
    slotRules = more;
  }
  return at;
}

/** The slot entry for `rule`: its record in RULES (added on first sight), or RULE_NONE. */
function ruleId(rule: RegRule | null): number {
  if (!rule) return RULE_NONE;
  const rec = [rule.c0, rule.c1, rule.mask | 0, rule.shift | (rule.word << 8) | (rule.valu ? 1 << 9 : 0) | (rule.bus ? 1 << 10 : 0), rule.base, rule.step, rule.align, rule.top];
  for (const x of rec) if ((x | 0) !== x) return RULE_NONE; // not an int32: the memo's way
  const key = rec.join();
  let id = ruleIds.get(key);
  if (id === undefined) {
    if (RULE_FIRST + nRules > 0xff) return RULE_NONE; // the memo reads the tuples just as well
    if (RULE_SIZE * (nRules + 1) > RULES.length) {
      const more = new Int32Array(2 * RULES.length);
      more.set(RULES);
      RULES = more;
    }
    RULES.set(rec, RULE_SIZE * nRules);
    id = RULE_FIRST + nRules++;
    ruleIds.set(key, id);
  }
  return id;
}

// The tables below (4 MiB) are made for the first line (allocate): a start-up snapshot of the
// assembler (src/cli/snapshot.ts) would otherwise hold them, zeros read from the file on every run.
/** The tokens seen (a full table is reset, with everything keyed by token ids: a new epoch). */
let tokens: ByteTable;
let epoch = 0;
/** The text of each token id of this epoch. */
const texts: string[] = [];
/**
 * Outcomes of an operand slot's tokens: (slot uid, token key) -> x0, x1, flags, the literal.
 * Register tuples do not come here (RegRule): 14k pairs on 1M varied gfx900 lines once VGPRs did
 * not, so 32k records (512 KiB, the processor's cache) where 256k (4 MiB) were: the same CPU, 4 MiB
 * less peak RSS.
 */
let memo: PairMemo;
let rec: Int32Array;

/** The id of token b[s..e) (hash h), interned on first sight; -1: no room (tokens.full) or too long. */
function token(b: Uint8Array, s: number, e: number, h: number): number {
  let id = tokens.find(b, s, e, h);
  if (id < 0) {
    id = tokens.add(b, s, e, h);
    if (id >= 0) texts[id] = tokens.text(id);
  }
  return id;
}

const tokenText = (id: number): string => texts[id];

function newEpoch(): void {
  // The slots of older epochs are never read again (forget drops their variants before any use).
  slotRules.fill(RULE_UNKNOWN);
  ruleRows = 0;
  tokenFlags.fill(0);
  tokens.reset();
  memo.reset();
  texts.length = 0;
  items.length = 0;
  epoch++;
}

// Outcome flags in the memo's records.
const OUT_NULL = 1, OUT_BUS = 2, OUT_LDS = 4, OUT_LIT = 8;

/** Keep what a reader made of a token (null: the generic path); its memo record. */
function remember(owner: number, key: number, o: Outcome | null): number {
  if (!o) return memo.add(owner, key, OUT_NULL, 0, 0, 0);
  return memo.add(owner, key, (o.bus ? OUT_BUS : 0) | (o.lds ? OUT_LDS : 0) | (o.lit >= 0 ? OUT_LIT : 0), o.x0, o.x1, o.lit);
}

/** A row read with one set of modifiers: the dwords they make, and the operand slots. */
interface Variant {
  readonly mods: ReadonlyMap<string, Item>;
  readonly base: Readonly<Fields>;
  /** The dwords of the opcode and modifiers alone. */
  readonly w0: number;
  readonly w1: number;
  readonly slots: readonly Slot[];
  readonly nSlots: number;
  /** The uid and the rule entries of slot 0: slot t's are uid0 + t and rules0 + t * REG_RULES. */
  readonly uid0: number;
  readonly rules0: number;
  /** Operands that may be left out at the end (s_endpgm's code): the fewest written. */
  readonly required: number;
  /** Index of the FLAT address slot (read after SADDR, whose being 'off' decides its width), or -1. */
  readonly late: number;
  readonly saddr: number;
  /** The scalar reads left with every operand a VGPR (implicit VCC, M0, v_madmk's K). */
  readonly implicit: number;
}

/** The variants of a row by the ids of its modifier tokens, in order (a trie: most lines have none). */
interface VariantNode {
  variant: Variant | null | undefined;
  next: Map<number, VariantNode> | undefined;
}

interface FastDef {
  readonly def: InstrDef;
  readonly layout: Layout;
  readonly plan: Plan;
  readonly gen: Gen;
  /** A bare VOP1/VOP2/VOPC mnemonic: llvm-mc may choose another form, so no modifiers here. */
  readonly bare: boolean;
  /** SDWA: the constant-bus rule of its own (checked on every line). */
  readonly sdwa: boolean;
  /** The memos below are keyed by token ids of this epoch (src/asm/intern.ts). */
  epoch: number;
  variants: VariantNode;
  nVariants: number;
  /** s_waitcnt: owner of the memo of the whole operand text's id. */
  readonly waitcnt: number;
}

const DEFS = new Map<Gen, Map<string, FastDef | null>>();

function fastDef(gen: Gen, mnemonic: string): FastDef | null {
  let byGen = DEFS.get(gen);
  if (!byGen) DEFS.set(gen, (byGen = new Map()));
  let fd = byGen.get(mnemonic);
  if (fd === undefined) {
    fd = null;
    const found = isaFor(gen).byName.get(mnemonic);
    if (found && FAST_ENCS.has(found.def.enc) && !found.def.clrxOnly && found.def.opcodes[GEN_INDEX[gen]] >= 0) {
      const def = found.def;
      const plan = planOf(def, GEN_INDEX[gen]);
      const e = def.enc;
      fd = {
        def, layout: found.enc.layout, plan, gen, epoch: -1, variants: { variant: undefined, next: undefined }, nVariants: 0, waitcnt: plan.waitcnt ? uids++ : -1,
        bare: (e === 'VOP1' || e === 'VOP2' || e === 'VOPC') && mnemonic === def.name, sdwa: SDWA.has(e),
      };
    }
    byGen.set(mnemonic, fd);
  }
  return fd;
}

/** Token ids of an older epoch: forget the memos keyed by them. */
function forget(fd: FastDef): void {
  fd.epoch = epoch;
  fd.variants = { variant: undefined, next: undefined };
  fd.nVariants = 0;
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

/** The item of each token id of this epoch (operand tokens recur in many slots). */
const items: (Item | null | undefined)[] = [];
function tokenItem(id: number): Item | undefined {
  let it = items[id];
  if (it === undefined) it = items[id] = itemOf(tokenText(id)) ?? null;
  return it ?? undefined;
}

/** The row with these modifiers (texts as written): its base fields and operand slots, or null. */
function variantOf(fd: FastDef, modTexts: readonly string[]): Variant | null {
  const { def, layout, plan } = fd;
  const mods = new Map<string, Item>();
  // The modifier sorting of assembleAs (instruction.ts), for the plain llvm-mc spellings only.
  for (const text of modTexts) {
    const it = itemOf(text);
    if (!it) return null;
    const modName = it.k === 'name' && isModifier(it.name, fd.gen) ? it.name : it.k === 'colon' ? it.name : undefined;
    if (modName === undefined) return null;
    if (it.k === 'colon' && (isModifier(it.name, fd.gen) || it.name === 'inst_offset' || modifierField(modName) === undefined)) return null;
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
  const slots = ops.map((spec): Slot => ({ spec, uid: uids++, rules: newRuleRow() }));
  return {
    slots, nSlots: slots.length, uid0: slots.length ? slots[0].uid : uids, rules0: slots.length ? slots[0].rules : 0,
    mods, base: { ...f }, w0: words[0], w1: words[1] ?? 0, required, late: ops.findIndex((o) => o.kind === 'flataddr'), saddr: ops.findIndex((o) => o.kind === 'saddr'),
    implicit: VALU.has(def.enc) ? busReads(def, neutral) : 0,
  };
}

/** Whether any source of the row takes -x / |x| (else assembleAs rejects them before reading). */
function takesSourceMods(def: InstrDef): boolean {
  return def.operands.some((o) => o.kind === 'dppsrc' || o.kind === 'sdwasrc' || o.kind === 'mixsrc' || o.neg || o.abs);
}

/** Read one operand token as the generic path does; null where it would not accept it silently. */
function readSlot(fd: FastDef, v: Variant, slot: Slot, text: string, it: Item | undefined, last: boolean, saddrOff: boolean | undefined): Outcome | null {
  const def = fd.def;
  if (def.takesLabel && last) {
    try {
      if (parseTarget(text, 1)) return null; // a label: the assembler resolves it
    } catch {
      return null;
    }
  }
  if (!it) return null;
  // The operand checks of assembleAs.
  if (it.k === 'colon' || it.k === 'target' || (it.k === 'name' && !def.takesLabel && isModifier(it.name, fd.gen)) || (it.k === 'args' && it.name === 'format')) return null;
  if ('neg' in it && (it.neg || it.abs || it.sext) && !takesSourceMods(def)) return null;
  if (def.takesMods && it.k === 'name' && !isOperandWord(it.name) && !INTERP_WORD.test(it.name)) return null;
  if (it.k === 'call') return null;
  return readItem(fd, v, slot, it, saddrOff);
}

/** The slot's field as the reader of `it` left it (readItem sets it; regRule reads it). */
let readValue: number | undefined;

/** READERS on one item in the variant's context: its outcome, or null. */
function readItem(fd: FastDef, v: Variant, slot: Slot, it: Item, saddrOff: boolean | undefined): Outcome | null {
  const c = newCtx(fd, [it], v.mods);
  Object.assign(c.fields, v.base);
  // The FLAT address is read after SADDR: only whether SADDR is 'off' matters to it.
  if (saddrOff !== undefined) c.fields.saddr = saddrOff ? SADDR_OFF : 0;
  const before = { ...c.fields };
  readValue = undefined;
  try {
    READERS[slot.spec.kind](c, slot.spec, it);
  } catch {
    return null;
  }
  readValue = c.fields[slot.spec.field];
  return outcomeOf(fd, v, slot.spec, c, before);
}

const regItem = (file: 'v' | 's', first: number, size: number): Item =>
  ({ k: 'reg', file, first, last: first + size - 1, col: 1, text: size === 1 ? `${file}${first}` : `${file}[${first}:${first + size - 1}]` });

/**
 * The slot's rule for register tuples of `size` in `file` under source modifier `form` (see RegRule),
 * or null: checked against the generic reader (a modified VGPR through readSlot's operand checks).
 */
function regRule(fd: FastDef, v: Variant, slot: Slot, file: 'v' | 's', size: number, form: number, saddrOff: boolean | undefined): RegRule | null {
  const read = (n: number): Outcome | null => {
    if (!form) return readItem(fd, v, slot, regItem(file, n, size), saddrOff);
    const text = FORMS[form] + regItem(file, n, size).text + (form === 4 ? ')' : form > 1 ? '|' : '');
    readValue = undefined;
    return readSlot(fd, v, slot, text, itemOf(text), false, saddrOff);
  };
  const layout = fd.layout;
  const field = layout.byName[slot.spec.field];
  if (fd.def.takesLabel || !field || field.fixed !== undefined) return null;
  const align = file === 'v' ? 1 : size >= 4 ? 4 : size;
  // The lexer (regAt) takes no VGPR past 255; the SGPRs are the register tables'.
  const last = file === 'v' ? 255 : scalarRegs(fd.gen).sgprs - 1;
  const top = Math.floor((last - size + 1) / align) * align;
  if (top < align) return null;
  const o = read(0);
  const base = readValue;
  if (!o || base === undefined || o.lit >= 0 || o.lds) return null;
  let step = 1;
  if (file === 's') {
    const next = read(align);
    if (!next || readValue === undefined) return null;
    step = readValue - base;
  }
  const at = ((base & field.mask) << field.shift) >>> 0;
  // Kept as int32 (| 0): a constant above 2^31 as a double deoptimised assembleTokens ('lost precision').
  const rule = new RegRule((field.word ? o.x0 : o.x0 ^ at) | 0, (field.word ? o.x1 ^ at : o.x1) | 0, field.word, field.shift, field.mask, base, step, align, top, VALU.has(fd.def.enc), o.bus);
  for (const n of file === 'v' ? [top] : [align, top]) {
    const p = read(n);
    const fv = base + (n / align) * step;
    if (!p || readValue !== fv || p.lit >= 0 || p.bus !== rule.bus || (p.lds && !(rule.valu && fv === 254))) return null;
    const x = ((fv & field.mask) << field.shift) >>> 0;
    if (p.x0 !== (field.word ? rule.c0 : rule.c0 ^ x) >>> 0 || p.x1 !== (field.word ? rule.c1 ^ x : rule.c1) >>> 0) return null;
  }
  return rule;
}

function readWaitcnt(fd: FastDef, text: string): Outcome | null {
  let items: Item[];
  try {
    items = parseItems(text, 1);
  } catch {
    return null;
  }
  if (!items.length) return null;
  for (const it of items) if (it.k === 'colon' || (it.k === 'name' && isModifier(it.name, fd.gen)) || it.k === 'args' || it.k === 'target') return null;
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
const ids = new Int32Array(MAX_TOKENS);
const commaBefore = new Uint8Array(MAX_TOKENS);
const upper = new Uint8Array(MAX_TOKENS);
const colons = new Uint8Array(MAX_TOKENS);
/** Start and end of the VGPR tokens of the line (interned only where a slot has no rule). */
const spans = new Int32Array(2 * MAX_TOKENS);

/**
 * The register operand at b[s..] as llvm-mc spells it, ending at e, a ',' or a blank: vN or v[N:M]
 * (N < M; no leading zeros, no index past 255), sN or s[N:M], or a VGPR tuple with a source
 * modifier: -v1, |v1|, -|v1|, sext(v1). N | size << 8, with READ_SGPR for an SGPR tuple and the
 * modifier's form << FORM_SHIFT (FORMS), its end in regEnd; or -1 (anything else: the token is read
 * as any other).
 */
function regAt(b: Uint8Array, s: number, e: number): number {
  const c = b[s];
  let form = 0, k = s;
  if (c === 45) { form = s + 1 < e && b[s + 1] === 124 ? 3 : 1; k += form === 3 ? 2 : 1; }
  else if (c === 124) { form = 2; k++; }
  else if (c === 115 && s + 5 < e && b[s + 1] === 101 && b[s + 2] === 120 && b[s + 3] === 116 && b[s + 4] === 40) { form = 4; k += 5; }
  if (k >= e || (b[k] !== 118 && (form || b[k] !== 115))) return -1;
  let r = regCore(b, k, e);
  if (r < 0) return -1;
  k = regEnd;
  if (form) {
    const close = FORM_CLOSE[form];
    if (close && (k >= e || b[k++] !== close)) return -1;
    r |= form << FORM_SHIFT;
  }
  if (k < e && b[k] !== 44 && b[k] !== 32 && b[k] !== 9) return -1;
  regEnd = k;
  return r;
}
let regEnd = 0;

/** The tuple at b[s..] (s at its 'v' or 's') up to regEnd: N | size << 8 (| READ_SGPR), or -1. */
function regCore(b: Uint8Array, s: number, e: number): number {
  let k = s + 1;
  let r: number;
  if (k < e && b[k] === 91) {
    const first = decimal(b, k + 1, e);
    k = decEnd;
    if (first < 0 || k >= e || b[k] !== 58) return -1;
    const last = decimal(b, k + 1, e);
    k = decEnd;
    if (last <= first || last - first >= REG_SIZES || k >= e || b[k] !== 93) return -1;
    k++;
    r = first | ((last - first + 1) << 8);
  } else {
    const n = decimal(b, k, e);
    if (n < 0) return -1;
    k = decEnd;
    r = n | (1 << 8);
  }
  regEnd = k;
  return b[s] === 115 ? r | READ_SGPR : r;
}

/** The source modifier forms of a VGPR operand: none, -v, |v|, -|v|, sext(v); what closes each. */
const FORMS = ['', '-', '|', '-|', 'sext('] as const;
const FORM_CLOSE = [0, 0, 124, 124, 41];
const FORM_SHIFT = 14;
const READ_SGPR = 1 << 13;

/** Where decimal() stopped. */
let decEnd = 0;
/** The decimal number at b[k..]: 0-255 without leading zeros, or -1. */
function decimal(b: Uint8Array, k: number, e: number): number {
  const s = k;
  let n = 0;
  for (; k < e; k++) {
    const c = b[k];
    if (c < 48 || c > 57) break;
    n = n * 10 + c - 48;
  }
  decEnd = k;
  return k === s || k - s > 3 || n > 255 || (b[s] === 48 && k - s > 1) ? -1 : n;
}

// Character classes of the token lexer (ASCII; anything else is BAD).
const BAD = 0, WORD = 1, UPPER = 2, COLON = 3, OPEN = 4, CLOSE = 5, SEP = 6, BLANK = 7;
/** a-z 0-9 _ . - + | are WORD (|v1|, -1, 0x1f, s[4:5] once the brackets are counted). */
const CHAR = new Uint8Array(256);
/** Characters of a mnemonic: a-z 0-9 _ . */
const MNEMONIC = new Uint8Array(256);
for (let c = 0; c < 128; c++) {
  CHAR[c] = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 46 || c === 45 || c === 43 || c === 124 ? WORD
    : c >= 65 && c <= 90 ? UPPER : c === 58 ? COLON : c === 91 || c === 40 ? OPEN : c === 93 || c === 41 ? CLOSE : c === 44 ? SEP : c === 32 || c === 9 ? BLANK : BAD;
  MNEMONIC[c] = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 46 ? 1 : 0;
}

/** What the fast path needs to know of a token, found once per token id: bits of TOKEN_*. */
const TOKEN_KNOWN = 1, TOKEN_MODIFIER = 2, TOKEN_VOP3 = 4, TOKEN_OFF = 8;
let tokenFlags: Uint8Array;
function flagsOf(id: number, gen: Gen): number {
  const text = tokenText(id);
  return (tokenFlags[id] = TOKEN_KNOWN | (isModifier(text, gen) ? TOKEN_MODIFIER : 0) | (text === 'vop3' ? TOKEN_VOP3 : 0) | (text === 'off' ? TOKEN_OFF : 0));
}

/**
 * The mnemonics met on a generation, in a table of their own (not the operand tokens'): 8 KiB of
 * slots that stay in the processor's cache, where the shared 32k-token table's lookups missed it
 * (and the array of rows by token id had holes).
 */
interface Mnemonics {
  readonly names: WordTable;
  readonly defs: (FastDef | null)[];
}
const MNEMONICS = new Map<Gen, Mnemonics>();
let mnGen: Gen | undefined;
let mn: Mnemonics = { names: new WordTable(1, 1), defs: [] };
/** Spellings kept per generation (beyond them, lines of unknown words look their row up by name). */
const MNEMONIC_CAP = 1 << 10;
/** Longest mnemonic read, in dwords (longer: the generic path, which words the error), and the line's packed. */
const MNEMONIC_DWORDS = 16;
const mnWords = new Int32Array(MNEMONIC_DWORDS);

/** The words of the last instruction assembleBytes took (its return value says how many). */
export const WORDS = new Uint32Array(3);
/** The row of that instruction. */
let lastDef: InstrDef | undefined;

/**
 * Whole lines seen before (real code repeats many exactly: s_waitcnt lgkmcnt(0), v_mov_b32_e32 v1, 0)
 * and what the fast path made of them: its words, or -1 (the generic path). The words are a function
 * of the bytes and the generation alone (labels never reach here), so a hit needs no lexing at all.
 *
 * Used while it pays: on the plain mix (3k distinct lines in 1M) it answers nearly every line
 * (tahiti 0.84 -> 0.51 s min); on the varied mix (312k distinct lines, 39% hits) it costs more
 * than it saves (gfx900 0.74/0.78 s min/median without it, 0.85/0.92 with it on every line): the
 * break-even is near 55% hits. Each window of LINE_WINDOW lines counts its hits; one under
 * LINE_PAYS turns the memo off for the next LINE_REST windows, after which it is tried again (the
 * input may change its character).
 */
const LINES = 1 << 15;
let lines: WordTable;
/** Longest line remembered, in dwords, and the current line's bytes packed. */
const LINE_DWORDS = 64;
const packed = new Int32Array(LINE_DWORDS);
let lineCounts: Int8Array;
let lineWords: Uint32Array;
const lineDefs: (InstrDef | undefined)[] = [];
let linesGen: Gen | undefined;
const LINE_WINDOW = 1 << 14, LINE_PAYS = 0.6 * LINE_WINDOW, LINE_REST = 32;
let lineSeen = 0, lineHits = 0, lineRest = 0;

/** The tables of the fast path, made by its first line. */
function allocate(): void {
  tokens = new ByteTable(1 << 15, 1 << 19, 255);
  memo = new PairMemo(1 << 15);
  rec = memo.rec;
  tokenFlags = new Uint8Array(1 << 15);
  lines = new WordTable(LINES, 1 << 18);
  lineCounts = new Int8Array(LINES);
  lineWords = new Uint32Array(3 * LINES);
}

/**
 * Drop the tables and all that is keyed by their ids (a new epoch), and the line memo's counts: the
 * next line starts as the first of a run. For the assembler's start-up snapshot, once warmed up.
 */
export function dropFastTables(): void {
  if (!lines) return;
  newEpoch();
  tokens = memo = rec = tokenFlags = lines = lineCounts = lineWords = undefined as never;
  lineDefs.length = 0;
  linesGen = undefined;
  lineSeen = lineHits = lineRest = 0;
}

/**
 * Assemble the instruction in b[at..end) (llvm-mc syntax: one line without its newline, comments
 * and labels left to the generic path) into WORDS: the number of words, or -1 where the generic
 * path must take the line (it then gives the same bytes, or the error).
 */
export function assembleBytes(gen: Gen, b: Uint8Array, at: number, end: number): number {
  if (!lines) allocate();
  // The comparisons and the subtraction run on every line, the block only with branches on their
  // booleans: an operation first met in the block at line 16384 had no type feedback, which
  // deoptimised assembleBytes there and compiled it again (17 ms of TurboFan, gfx900 1M lines).
  const resting = lineRest > 0, pays = lineHits >= LINE_PAYS, rest = lineRest - 1;
  if (++lineSeen === LINE_WINDOW) {
    lineRest = resting ? rest : pays ? 0 : LINE_REST;
    lineSeen = lineHits = 0;
  }
  const len = end - at;
  // One call of tokensAgain for both the lines the memo skips and its misses: a second call site,
  // first met when the memo first rests (line 16384 of the varied mix), deoptimised assembleBytes
  // ('insufficient type feedback for call').
  const memoOn = lineRest <= 0 && len <= 4 * LINE_DWORDS;
  let h = 0;
  if (memoOn) {
    if (gen !== linesGen || lines.full) {
      lines.reset();
      linesGen = gen;
    }
    h = packBytes(b, at, end, packed);
    h ^= h >>> 13;
    const line = lines.find(packed, len, h);
    if (line >= 0) {
      lineHits++;
      const n = lineCounts[line];
      if (n > 0) {
        const w = 3 * line;
        WORDS[0] = lineWords[w];
        WORDS[1] = lineWords[w + 1];
        WORDS[2] = lineWords[w + 2];
        lastDef = lineDefs[line];
      }
      return n;
    }
  }
  const n = tokensAgain(gen, b, at, end);
  let line: number;
  // A token table out of room is no answer about the line.
  if (!memoOn || tokens.full || (line = lines.add(packed, len, h)) < 0) return n;
  lineCounts[line] = n;
  if (n > 0) {
    const w = 3 * line;
    lineWords[w] = WORDS[0];
    lineWords[w + 1] = WORDS[1];
    lineWords[w + 2] = WORDS[2];
    lineDefs[line] = lastDef;
  }
  return n;
}

/**
 * b[s..e) packed four bytes to a dword (little-endian, the last one zero-filled) into `out`, for
 * the tables' comparison, and hashed by dwords: one multiplication (the chain of them is what takes
 * the time) per dword.
 */
function packBytes(b: Uint8Array, s: number, e: number, out: Int32Array): number {
  let h = HASH_START;
  let k = s;
  let nw = 0;
  for (; k + 3 < e; k += 4) {
    const x = b[k] | (b[k + 1] << 8) | (b[k + 2] << 16) | (b[k + 3] << 24);
    out[nw++] = x;
    h = Math.imul(h ^ x, FNV_PRIME);
  }
  if (k < e) {
    let x = 0;
    for (let shift = 0; k < e; k++, shift += 8) x |= b[k] << shift;
    out[nw] = x;
    h = Math.imul(h ^ x, FNV_PRIME);
  }
  return h;
}

/** The line read token by token; again with a new token table where it ran out of room in this line. */
function tokensAgain(gen: Gen, b: Uint8Array, at: number, end: number): number {
  const n = assembleTokens(gen, b, at, end);
  return n < 0 && tokens.full ? assembleTokens(gen, b, at, end) : n;
}

/** assembleBytes without the line memo: the line read token by token. */
function assembleTokens(gen: Gen, b: Uint8Array, at: number, end: number): number {
  if (tokens.full) newEpoch();
  if (gen !== mnGen) {
    let m = MNEMONICS.get(gen);
    if (!m) MNEMONICS.set(gen, (m = { names: new WordTable(MNEMONIC_CAP, MNEMONIC_CAP * 8), defs: [] }));
    mn = m;
    mnGen = gen;
    // Whether a token is a modifier is the generation's (isModifier).
    tokenFlags.fill(0);
  }
  let j = at;
  while (j < end && (b[j] === 32 || b[j] === 9)) j++;
  const m0 = j;
  // The mnemonic's end first (its first blank), then its bytes packed four to a dword and hashed by
  // dwords. Its characters are checked only when the table does not know it: a spelling found there
  // was checked when it was added (the byte-by-byte check and packing was 16% of assembleTokens'
  // samples on 3M gfx900 lines).
  while (j < end && b[j] !== 32 && b[j] !== 9) j++;
  const len = j - m0;
  if (len === 0 || len > 4 * MNEMONIC_DWORDS || b[m0] === 46) return -1; // an empty line, a directive or too long
  let h = packBytes(b, m0, j, mnWords);
  const names = mn.names;
  const mid = names.find(mnWords, len, h);
  let fd: FastDef | null;
  if (mid >= 0) fd = mn.defs[mid];
  else {
    let text = '';
    for (let k = m0; k < j; k++) {
      if (!MNEMONIC[b[k]]) return -1; // upper case, a label, or a character no mnemonic has
      text += String.fromCharCode(b[k]);
    }
    fd = fastDef(gen, text);
    const id = names.add(mnWords, len, h);
    if (id >= 0) mn.defs[id] = fd;
  }
  if (!fd) return -1;
  if (fd.epoch !== epoch) forget(fd);
  const def = fd.def;
  if (fd.waitcnt >= 0) {
    let a = j, z = end;
    while (a < z && (b[a] === 32 || b[a] === 9)) a++;
    while (z > a && (b[z - 1] === 32 || b[z - 1] === 9)) z--;
    h = HASH_START;
    for (let k = a; k < z; k++) {
      const c = b[k];
      if ((c >= 65 && c <= 90) || c === 47 || c >= 128) return -1;
      h = Math.imul(h ^ c, FNV_PRIME);
    }
    const id = token(b, a, z, h);
    if (id < 0) return -1;
    let x = memo.find(fd.waitcnt, id);
    if (x < 0) x = remember(fd.waitcnt, id, readWaitcnt(fd, tokenText(id)));
    if ((rec[4 * x + 1] >> 16) & OUT_NULL) return -1;
    WORDS[0] = rec[4 * x + 2];
    lastDef = def;
    return 1;
  }
  // Tokens: operands separated by ',' (blanks around it), then modifiers separated by blanks.
  let nt = 0;
  let comma = false;
  let k = j;
  while (k < end) {
    const c = b[k];
    if (c === 32 || c === 9) { k++; continue; }
    if (c === 44) {
      if (!nt || comma) return -1;
      comma = true;
      k++;
      continue;
    }
    if (nt === MAX_TOKENS) return -1;
    // A ':' right after the mnemonic makes it a label (statement's pattern): the generic path.
    if (c === 58 && !nt) return -1;
    const s = k;
    commaBefore[nt] = comma ? 1 : 0;
    comma = false;
    // A register tuple is read by its slot's rule (RegRule: not hashed, interned or memoised).
    const r = c === 118 || c === 115 || c === 45 || c === 124 ? regAt(b, k, end) : -1;
    if (r >= 0) {
      k = regEnd;
      spans[2 * nt] = s;
      spans[2 * nt + 1] = k;
      ids[nt] = ~r;
      upper[nt] = 0;
      colons[nt] = 0;
      nt++;
      continue;
    }
    let depth = 0;
    let up = 0;
    let colon = 0;
    let bracket = 0;
    h = HASH_START;
    for (; k < end; k++) {
      const d = b[k];
      const cls = CHAR[d];
      if (cls !== WORD) {
        if (cls === UPPER) up = 1;
        else if (cls === COLON) { if (!bracket) colon = 1; }
        else if (cls === OPEN) { depth++; bracket = 1; }
        else if (cls === CLOSE) { if (--depth < 0) return -1; }
        else if (d === 44 && depth > 0) { /* a ',' inside brackets */ }
        else if ((cls === SEP || cls === BLANK) && depth === 0) break;
        else return -1; // an operator, a comment, a quote, a blank inside brackets: the generic path
      }
      h = Math.imul(h ^ d, FNV_PRIME);
    }
    if (depth) return -1;
    const id = token(b, s, k, h);
    if (id < 0) return -1;
    ids[nt] = id;
    upper[nt] = up;
    colons[nt] = colon;
    nt++;
  }
  if (comma) return -1; // a trailing ','
  // Operands first (each after a ','), then modifiers (their ids walk the variant trie).
  let nOps = 0;
  let node = fd.variants;
  let mods = 0;
  for (let t = 0; t < nt; t++) {
    const id = ids[t];
    const flags = id < 0 ? 0 : tokenFlags[id] || flagsOf(id, gen);
    if (colons[t] || (!def.takesLabel && flags & TOKEN_MODIFIER)) {
      mods++;
      let next = node.next?.get(id);
      if (!next) {
        next = { variant: undefined, next: undefined };
        if (fd.nVariants < VARIANTS) (node.next ??= new Map()).set(id, next);
      }
      node = next;
      continue;
    }
    if (mods || (t > 0 && !commaBefore[t]) || upper[t] || flags & TOKEN_VOP3) return -1;
    nOps++;
  }
  if (mods && fd.bare) return -1;
  let v = node.variant;
  if (v === undefined) {
    const modTexts: string[] = [];
    for (let t = nOps; t < nt; t++) modTexts.push(tokenText(ids[t]));
    v = variantOf(fd, modTexts);
    if (fd.nVariants < VARIANTS) {
      node.variant = v;
      fd.nVariants++;
    }
  }
  if (!v) return -1;
  const nSlots = v.nSlots;
  if (nOps !== nSlots && (nOps < v.required || nOps > nSlots)) return -1;
  let w0 = v.w0, w1 = v.w1, literal = 0, hasLiteral = false, bus = v.implicit, lds = false;
  const saddrOff = v.saddr < 0 || v.saddr >= nOps ? true : ids[v.saddr] >= 0 && (tokenFlags[ids[v.saddr]] & TOKEN_OFF) !== 0;
  for (let t = 0; t < nOps; t++) {
    // Slot t's uid and rule entries from the variant's (consecutive): no load of the slot object.
    const uid = v.uid0 + t;
    const rules = v.rules0 + t * REG_RULES;
    let id = ids[t];
    if (id < 0) {
      const r = ~id;
      const first = r & 0xff;
      const size = (r >> 8) & 31;
      const late = t === v.late;
      const sgpr = (r & READ_SGPR) !== 0;
      const form = r >> FORM_SHIFT;
      // The FLAT address (late) reads by whether SADDR is off: plain VGPRs only.
      const ri = form ? (late ? -1 : MOD_RULES + (form - 1) * (REG_SIZES + 1) + size) : !sgpr ? 2 * size + (late && saddrOff ? 1 : 0) : late ? -1 : SGPR_RULES + size;
      let rule = RULE_NONE;
      if (ri >= 0) {
        rule = slotRules[rules + ri];
        if (rule === RULE_UNKNOWN) {
          rule = ruleId(regRule(fd, v, v.slots[t], sgpr ? 's' : 'v', size, form, late ? saddrOff : undefined));
          slotRules[rules + ri] = rule;
        }
      }
      if (rule !== RULE_NONE) {
        const q = RULE_SIZE * (rule - RULE_FIRST);
        const align = RULES[q + 6];
        if (first <= RULES[q + 7] && (align === 1 || first % align === 0)) {
          const fv = RULES[q + 4] + (align === 1 ? first : (first / align) | 0) * RULES[q + 5];
          const how = RULES[q + 3];
          const x = (fv & RULES[q + 2]) << (how & 31);
          if (how & 256) { w0 ^= RULES[q]; w1 ^= RULES[q + 1] ^ x; } else { w0 ^= RULES[q] ^ x; w1 ^= RULES[q + 1]; }
          if (how & 512 && fv === 254) lds = true;
          if (how & 1024) bus++;
          continue;
        }
      }
      // No rule, or an SGPR tuple it does not cover: the token and the memo, as any other.
      const a = spans[2 * t], z = spans[2 * t + 1];
      h = HASH_START;
      for (let k = a; k < z; k++) h = Math.imul(h ^ b[k], FNV_PRIME);
      if ((id = token(b, a, z, h)) < 0) return -1;
    }
    const key = t === v.late ? id * 2 + (saddrOff ? 1 : 0) : id;
    let x = memo.find(uid, key);
    if (x < 0) x = remember(uid, key, readSlot(fd, v, v.slots[t], tokenText(id), tokenItem(id), t === nOps - 1, t === v.late ? saddrOff : undefined));
    const r = 4 * x;
    const flags = rec[r + 1] >> 16;
    if (flags & OUT_NULL) return -1;
    w0 ^= rec[r + 2];
    w1 ^= rec[r + 3];
    if (flags & OUT_LIT) {
      const lit = memo.third[x];
      if (hasLiteral && literal !== lit) return -1; // only one literal value: the generic path says so
      literal = lit;
      hasLiteral = true;
    }
    if (flags & OUT_BUS) bus++;
    if (flags & OUT_LDS) lds = true;
  }
  const dwords = fd.layout.dwords;
  WORDS[0] = w0;
  WORDS[1] = w1;
  let n = dwords;
  if (hasLiteral) WORDS[n++] = literal;
  // Two scalar reads (perhaps of one SGPR), or lds_direct: the rules read the whole instruction.
  if ((bus > 1 || lds || fd.sdwa) && lineRulesBroken(fd, hasLiteral ? literal : undefined, bus > 1 || lds)) return -1;
  lastDef = def;
  return n;
}

/**
 * Whether the words in WORDS break the constant-bus or lds_direct rules (`valu`) or SDWA's bus rule.
 * A function of its own: the rare first line that needs these checks deoptimised assembleTokens
 * (four times on 1M gfx900 lines) while they were inline.
 */
function lineRulesBroken(fd: FastDef, literal: number | undefined, valu: boolean): boolean {
  const def = fd.def;
  const f = fd.layout.extract(WORDS[0], fd.layout.dwords > 1 ? WORDS[1] : 0);
  if (valu) {
    if (literal !== undefined) f.literal = literal >>> 0;
    if (constantBusProblem(def, f) !== undefined || ldsDirectProblem(def, f) !== undefined) return true;
  }
  return fd.sdwa && sdwaBusProblem(def, f) !== undefined;
}

/** Line text as bytes for assembleBytes (reused; lines past its size take the generic path). */
const lineBytes = new Uint8Array(4096);

/**
 * Assemble the instruction at code[at..] (llvm-mc syntax, the line's comments already blanked), or
 * undefined where the generic path must (it then gives the same bytes, or the error).
 */
export function fastAssemble(gen: Gen, code: string, at: number): Assembled | undefined {
  const n = code.length - at;
  if (n > lineBytes.length) return undefined;
  for (let k = 0; k < n; k++) {
    const c = code.charCodeAt(at + k);
    if (c >= 128) return undefined;
    lineBytes[k] = c;
  }
  const count = assembleBytes(gen, lineBytes, 0, n);
  if (count < 0) return undefined;
  const words: number[] = [];
  for (let k = 0; k < count; k++) words.push(WORDS[k]);
  return new FastAssembled(gen, words, lastDef!);
}
