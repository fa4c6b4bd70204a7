// The assembler's fast path: one instruction line -> words without building operand items, a
// context or the canonical text per line. Its line loop is a WebAssembly kernel (wasm/asm.ts, over
// the tables below laid out in its memory): it reads the line with a hand-written lexer (character
// codes and token spans, no regular expressions) and looks each operand token up in a memo of
// what the generic reader of that operand made of the same spelling before (register names,
// small constants and modifiers repeat endlessly in real code). A memo miss (the kernel asks this
// file) runs the generic reader (src/asm/enc-profile.ts's READERS) on that one token, so the tables and the readers stay
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
import { isaFor, isaKey } from '../isa/index.js';
import { llvmRow } from '../isa/table.js';
import { has, targetOf, type On, type Target } from '../isa/targets.js';
import type { EncName, Field, InstrDef, Layout, OperandSpec } from '../isa/types.js';
import { parseItems, parseTarget, type Item } from '../syntax/operands.js';
import { printDecoded } from '../syntax/print.js';
import { SADDR_OFF } from '../isa/memory-profiles.js';
import { literalSkip } from '../isa/literal-rule.js';
import { SDWA_SYMBOLIC, sdwaBusProblem } from '../syntax/sdwa.js';
import { busReads, constantBusProblem, ldsDirectProblem } from '../syntax/valu-rules.js';
import { noFlag } from '../syntax/no-flags.js';
import { gwsEvenData } from '../syntax/mem-rules.js';
import { Ctx } from './context.js';
import { planOf, readModifiers, READERS, type Plan } from './enc-profile.js';
import { INTERP_WORD, isModifier, modifierField, setOpcode, type Assembled } from './instruction.js';
import { modifierWord } from '../isa/cache-policy.js';
import { MEMORY_OMITTED } from './read-memory.js';
import { waitcnt } from './read-scalar.js';
import { isOperandWord } from './regs.js';
import { scalarRegs } from '../isa/registers.js';
import { ByteTable, PairMemo, WordTable, type Store } from './intern.js';
import { dropKernelModules, kernelAvailable, kernelModule } from '../codec/wasm.js';
import {
  HEADER, H_CACHEABLE, H_EPOCH, H_LAST_ROW, H_MEMO, H_MNEMONIC_ROWS, H_MNEMONICS, H_TOKEN_FLAGS, H_TOKENS, H_VCACHE, MNW, ROW_BARE, ROW_CHECK, ROW_INTS,
  ROW_LABEL, ROW_SDWA, TABLES, VARIANT_INTS, VCACHE_INTS, VCACHE_SLOTS,
} from './kernel-layout.js';
import { LDS_DIRECT } from '../isa/special-regs.js';
import { opcodeOn } from '../isa/opcodes.js';
import { fileBitOf, mfmaOverlap, overlapRuled } from '../isa/mai.js';

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
  /** The register file of a slot under a shared file bit (Variant.group): OUT_AFILE, OUT_VFILE or 0 (a constant). */
  readonly file?: number;
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
  /** Under the variant's shared file bit (Variant.group). */
  readonly shared: { readonly field: Field; readonly bit: number } | undefined;
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
/** In the kernel's memory (made with it: allocate). */
let RULES: Int32Array;
let nRules = 0;
const ruleIds = new Map<string, number>();
/** Forget the rules (the kernel's memory is gone). */
function RULES_RESET(): void {
  nRules = 0;
  ruleIds.clear();
}

/**
 * The rule entries of every slot of this epoch, REG_RULES bytes each, one after the other: one
 * load from one array, where a Uint16Array per slot (1468 slots on 1M varied gfx900 lines) took
 * three (the slot's array, its header, its data) scattered over the heap.
 */
let slotRules: Uint8Array;
let ruleRows = 0;

/** The start of a new slot's entries in slotRules (all RULE_UNKNOWN), or -1 (full: a new epoch is due). */
function newRuleRow(): number {
  const at = REG_RULES * ruleRows;
  if (at + REG_RULES > slotRules.length) {
    epochDue = true;
    return -1;
  }
  ruleRows++;
  return at;
}

/** A table of the kernel is full: the next line starts a new epoch. */
let epochDue = false;
/** Rows (FastDef) by index (their records in the kernel: ROW_INTS each), and this epoch's variants. */
const ROWS: FastDef[] = [];
const VARS: Variant[] = [];

/** The slot entry for `rule`: its record in RULES (added on first sight), or RULE_NONE. */
function ruleId(rule: RegRule | null): number {
  if (!rule) return RULE_NONE;
  const rec = [rule.c0, rule.c1, rule.mask | 0, rule.shift | (rule.word << 8) | (rule.valu ? 1 << 9 : 0) | (rule.bus ? 1 << 10 : 0), rule.base, rule.step, rule.align, rule.top];
  for (const x of rec) if ((x | 0) !== x) return RULE_NONE; // not an int32: the memo's way
  const key = rec.join();
  let id = ruleIds.get(key);
  if (id === undefined) {
    if (RULE_FIRST + nRules > 0xff) return RULE_NONE; // the memo reads the tuples just as well
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
  VARS.length = 0;
  epochDue = false;
  epoch++;
  if (kernel) {
    kernel.i32[(HEADER >> 2) + H_EPOCH] = epoch;
    kernel.vcache.fill(0);
  }
}

// Outcome flags in the memo's records (OUT_AFILE, OUT_VFILE: Outcome.file).
const OUT_NULL = 1, OUT_BUS = 2, OUT_LDS = 4, OUT_LIT = 8, OUT_AFILE = 16, OUT_VFILE = 32;

/** Keep what a reader made of a token (null: the generic path); its memo record. */
function remember(owner: number, key: number, o: Outcome | null): number {
  if (!o) return memo.add(owner, key, OUT_NULL, 0, 0, 0);
  return memo.add(owner, key, (o.bus ? OUT_BUS : 0) | (o.lds ? OUT_LDS : 0) | (o.lit >= 0 ? OUT_LIT : 0) | (o.file ?? 0), o.x0, o.x1, o.lit);
}

/** A row read with one set of modifiers: the dwords they make, and the operand slots. */
interface Variant {
  /** Its record in the kernel (VARIANT_INTS each). */
  readonly index: number;
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
  /**
   * Slots (bit t: slot t) whose file one bit says for them all (gfx90a+'s MFMA D and C: ACC_CD;
   * CDNA 2+ memory data and destination: ACC), and that bit in the two dwords (g0, g1): each such
   * slot is read as if the bit agreed with its token's file and says which file that was
   * (Outcome.file); the kernel sets the bit where one is in AGPRs and leaves a line whose slots
   * name both files to the generic path (which words the error).
   */
  readonly group: number;
  readonly g0: number;
  readonly g1: number;
}

/** The variants of a row by the ids of its modifier tokens, in order (a trie: most lines have none). */
interface VariantNode {
  variant: Variant | null | undefined;
  next: Map<number, VariantNode> | undefined;
}

interface FastDef {
  /** Its record in the kernel (ROW_INTS each): epoch, s_waitcnt's owner, flags, dwords, the variant without modifiers. */
  readonly index: number;
  readonly def: InstrDef;
  readonly layout: Layout;
  readonly plan: Plan;
  readonly gen: Gen;
  /** A bare VOP1/VOP2/VOPC mnemonic: llvm-mc may choose another form, so no modifiers here. */
  readonly bare: boolean;
  /** SDWA: the constant-bus rule of its own (checked on every line). */
  readonly sdwa: boolean;
  /** MFMA's C under the C/D overlap rule (mfmaOverlap; checked on every line), or undefined. */
  readonly overlap: OperandSpec | undefined;
  /** The memos below are keyed by token ids of this epoch (src/asm/intern.ts). */
  epoch: number;
  variants: VariantNode;
  nVariants: number;
  /** s_waitcnt: owner of the memo of the whole operand text's id. */
  readonly waitcnt: number;
}

/** Rows by the isaKey of their target's row set (targets.ts rowKey), then by mnemonic. */
const DEFS = new Map<string, Map<string, FastDef | null>>();
/**
 * The rows made, by table row: the row sets of a family (gfx900's, gfx906's) hold mostly the same
 * rows, which share one record (its reading does not depend on the target: a row any two targets
 * have reads alike on both), so the kernel's row records are not spent per row set.
 */
const BY_DEF = new Map<InstrDef, FastDef[]>();

function fastDef(target: Target, key: string, mnemonic: string): FastDef | null {
  let byKey = DEFS.get(key);
  if (!byKey) DEFS.set(key, (byKey = new Map()));
  let fd = byKey.get(mnemonic);
  if (fd === undefined) {
    fd = null;
    const gen = target.gen;
    const found = isaFor(target).byName.get(mnemonic);
    if (found && FAST_ENCS.has(found.def.enc) && llvmRow(found.def) && opcodeOn(found.def, gen) >= 0 && !gwsEvenData(found.def, gen) && !registerFlag(found.def)) {
      const def = found.def;
      const e = def.enc;
      const bare = (e === 'VOP1' || e === 'VOP2' || e === 'VOPC') && mnemonic === def.name;
      const same = BY_DEF.get(def);
      fd = same?.find((f) => f.bare === bare && f.layout === found.enc.layout) ?? null;
      const k = kernel;
      // Rows of every GPU read in this process share ROW_CAP: past it, the next line starts anew
      // (ready), where a full table would leave every mnemonic met later to the generic path.
      if (!fd && k && ROWS.length >= ROW_CAP) tablesDue = true;
      else if (!fd && k) {
        const plan = planOf(def, gen);
        const f: FastDef = {
          index: ROWS.length, def, layout: found.enc.layout, plan, gen, epoch: -1, variants: { variant: undefined, next: undefined }, nVariants: 0, waitcnt: plan.waitcnt ? uids++ : -1,
          bare, sdwa: SDWA.has(e), overlap: overlapOf(def),
        };
        ROWS.push(f);
        if (same) same.push(f); else BY_DEF.set(def, [f]);
        const flags = (f.bare ? ROW_BARE : 0) | (f.sdwa ? ROW_SDWA : 0) | (def.takesLabel ? ROW_LABEL : 0) | (f.overlap ? ROW_CHECK : 0);
        k.rowRecs.set([-1, f.waitcnt, flags, f.layout.dwords, -2], f.index * ROW_INTS);
        fd = f;
      }
    }
    byKey.set(mnemonic, fd);
  }
  return fd;
}

// (GWS rows on aligned-vgpr targets take the generic path too: their data VGPR's parity rule,
// src/syntax/mem-rules.ts gwsEvenData, is no register-tuple rule the kernel knows.)

/**
 * Whether the row has a flag spelled like a register (MIMG's a16): the generic path reads that
 * word as the flag but as the first operand (instruction.ts), a position rule the kernel's token
 * flags do not have (they take every register spelling for a register).
 */
function registerFlag(def: InstrDef): boolean {
  return def.operands.some((o) => o.kind === 'flag' && itemOf(o.field)?.k === 'reg');
}

/** The slots of `ops` under one shared file bit (Variant.group) and that bit, or null where several bits are shared. */
function fileGroup(def: InstrDef, layout: Layout, ops: readonly OperandSpec[]): { group: number; bit: { readonly field: Field; readonly bit: number } | undefined } | null {
  const bits = ops.map((o) => fileBitOf(def, layout, o));
  const key = (b: { readonly field: Field; readonly bit: number } | undefined): string => (b ? `${b.field.name}.${b.bit}` : '');
  let group = 0, shared: { readonly field: Field; readonly bit: number } | undefined;
  for (let t = 0; t < ops.length; t++) {
    const b = bits[t];
    // A bit only one slot reads is that slot's: its reader's flip of it composes like any field's.
    if (!b || bits.filter((x) => key(x) === key(b)).length < 2) continue;
    if (shared && key(shared) !== key(b)) return null;
    shared = b;
    group |= 1 << t;
  }
  return { group, bit: shared };
}

/** An MFMA's C whose registers may not partly overlap D's (src/isa/mai.ts mfmaOverlap). */
function overlapOf(def: InstrDef): OperandSpec | undefined {
  return def.operands.find((o) => o.kind === 'rsrc' && o.field === 'src2' && overlapRuled(o.regs));
}

/** Token ids of an older epoch: forget the memos keyed by them. */
function forget(fd: FastDef): void {
  fd.epoch = epoch;
  fd.variants = { variant: undefined, next: undefined };
  fd.nVariants = 0;
  const r = kernel!.rowRecs, at = fd.index * ROW_INTS;
  r[at] = epoch;
  r[at + 4] = -2;
}

/**
 * The bits a reader flipped on `c` (compared with `before`, whose first dword is `before0`), or null
 * where it warned or needs the generic path.
 */
function outcomeOf(fd: FastDef, v: Variant, slot: OperandSpec, c: Ctx, before: Readonly<Fields>, before0: number): Outcome | null {
  if (c.warnings.length || c.noExactText || c.labelRef || c.clrxVdst) return null;
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
    if (after[k] === LDS_DIRECT && VALU.has(fd.def.enc)) lds = true;
  }
  // The literal dword: present exactly when a reader asked for one (v_madmk's K slot always does).
  // The opcode key from the first dword, which is before's with the flips: every field a reader
  // changed was counted above (no reader removes one), and encode puts each in its own bits. Not
  // encode(after): its ~3.5k calls on 1M gfx900 lines, on fields of many shapes, were compiled by
  // TurboFan three times ('wrong map').
  const key = fd.layout.key((before0 ^ x0) >>> 0);
  const needed = fd.layout.literal(after, key, literalSkip(fd.layout, fd.def));
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
  // The line's target (a row shared by row sets reads alike on each).
  const c = new Ctx(curTarget, fd.def, fd.layout, 1, 1, ops, mods);
  c.syntax = 'llvm';
  return c;
}

/** One item from a token, or undefined (a syntax error, or not exactly one item). */
function itemOf(text: string): Item | undefined {
  try {
    const items = parseItems(text, 1);
    // A register pair's CLRX subscript (vcc[0]): the generic path words its warning.
    if (items.length === 1 && items[0].k === 'name' && items[0].text.includes('[')) return undefined;
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
    // The family's spelling of the cache bits (gfx940's sc0 for glc); a field name it spells otherwise is the generic path's error.
    const name = modifierField(modName) ?? modifierWord(fd.gen, def.enc, modName);
    // noNAME flags (and their duplicate checks) are the generic path's.
    if (name === null || mods.has(name) || noFlag(name) !== undefined) return null;
    mods.set(name, it);
  }
  const c = newCtx(fd, [], mods);
  setOpcode(c.fields, def, layout, fd.gen);
  try {
    readModifiers(c, plan);
  } catch {
    return null;
  }
  if (c.warnings.length || c.noExactText) return null;
  const f = c.fields;
  const ops = plan.conditional ? plan.operands.filter((o) => o.when === 'always' || (o.when === 'nolds' ? !f.lds : f.glc === 1)) : plan.operands;
  let required = 0;
  for (const o of ops) if (!o.optional) required++;
  // Omitted operands some reader fills in (SMEM's offset): the generic path.
  for (let k = required; k < ops.length; k++) if (MEMORY_OMITTED[ops[k].kind] || mods.size) required = ops.length;
  const words = encode(layout, f);
  const neutral: Fields = { ...f };
  for (const o of def.operands) if (!o.mod) neutral[o.field] = 256;
  const fg = fileGroup(def, layout, ops);
  if (!fg || ops.length > 31) return null;
  if (VARS.length >= VARIANT_CAP || REG_RULES * (ruleRows + ops.length) > slotRules.length) {
    epochDue = true;
    return null;
  }
  const slots = ops.map((spec, t): Slot => ({ spec, uid: uids++, rules: newRuleRow(), shared: fg.group >> t & 1 ? fg.bit : undefined }));
  const gb = fg.bit, gx = gb ? ((1 << gb.bit) << gb.field.shift) >>> 0 : 0;
  const v: Variant = {
    index: VARS.length, slots, nSlots: slots.length, uid0: slots.length ? slots[0].uid : uids, rules0: slots.length ? slots[0].rules : 0,
    mods, base: { ...f }, w0: words[0], w1: words[1] ?? 0, required, late: ops.findIndex((o) => o.kind === 'flataddr'), saddr: ops.findIndex((o) => o.kind === 'saddr'),
    implicit: VALU.has(def.enc) ? busReads(def, neutral) : 0,
    group: fg.group, g0: gb?.field.word === 0 ? gx : 0, g1: gb?.field.word === 1 ? gx : 0,
  };
  VARS.push(v);
  kernel!.varRecs.set([v.w0 | 0, v.w1 | 0, v.nSlots, v.required, v.late, v.saddr, v.implicit, v.uid0, v.rules0, v.group, v.g0 | 0, v.g1 | 0], v.index * VARIANT_INTS);
  return v;
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
  let before0 = v.w0;
  if (saddrOff !== undefined) {
    const saddr = saddrOff ? SADDR_OFF : 0;
    const f = fd.layout.byName.saddr;
    if (f && f.word === 0 && f.fixed === undefined) before0 ^= (((saddr & f.mask) << f.shift) ^ (((c.fields.saddr ?? 0) & f.mask) << f.shift)) >>> 0;
    c.fields.saddr = saddr;
  }
  // Under a shared file bit: read as if the bit said the token's file (Variant.group).
  const sh = slot.shared, agpr = it.k === 'reg' && it.file === 'a';
  const bit = sh ? ((1 << sh.bit) << sh.field.shift) >>> 0 : 0;
  if (sh && agpr) {
    c.fields[sh.field.name] = (c.fields[sh.field.name] ?? 0) | (1 << sh.bit);
    if (sh.field.word === 0) before0 = (before0 | bit) >>> 0;
  }
  const before = { ...c.fields };
  readValue = undefined;
  try {
    READERS[slot.spec.kind](c, slot.spec, it);
  } catch {
    return null;
  }
  readValue = c.fields[slot.spec.field];
  const o = outcomeOf(fd, v, slot.spec, c, before, before0);
  if (!o || !sh) return o;
  // The bit is the line's (the kernel sets it): a reader that flipped it is no case this path knows.
  if (((sh.field.word === 0 ? o.x0 : o.x1) & bit) !== 0) return null;
  return { ...o, file: it.k === 'reg' ? (agpr ? OUT_AFILE : it.file === 'v' ? OUT_VFILE : 0) : 0 };
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
  // VGPR tuples of 64 bits or more start even on aligned-vgpr families (src/asm/regs.ts vreg).
  const align = file === 'v' ? (size > 1 && has(fd.gen, 'aligned-vgpr') ? 2 : 1) : size >= 4 ? 4 : size;
  // The lexer (regAt) takes no VGPR past 255; the SGPRs are the register tables'.
  const last = file === 'v' ? 255 : scalarRegs(fd.gen).sgprs - 1;
  const top = Math.floor((last - size + 1) / align) * align;
  if (top < align) return null;
  const o = read(0);
  const base = readValue;
  if (!o || base === undefined || o.lit >= 0 || o.lds) return null;
  let step = 1;
  // SGPRs: the next aligned tuple gives the step (and is one of the tuples checked below).
  let next: Outcome | null = null;
  let nextValue: number | undefined;
  if (align > 1) {
    next = read(align);
    nextValue = readValue;
    if (!next || nextValue === undefined) return null;
    step = nextValue - base;
  }
  const at = ((base & field.mask) << field.shift) >>> 0;
  // Kept as int32 (| 0): the kernel reads a rule as int32s (ruleId leaves any other to the memo).
  const rule = new RegRule((field.word ? o.x0 : o.x0 ^ at) | 0, (field.word ? o.x1 ^ at : o.x1) | 0, field.word, field.shift, field.mask, base, step, align, top, VALU.has(fd.def.enc), o.bus);
  for (const n of align === 1 ? [top] : [align, top]) {
    const p = next && n === align ? next : read(n);
    const value = next && n === align ? nextValue : readValue;
    const fv = base + (n / align) * step;
    if (!p || value !== fv || p.lit >= 0 || p.bus !== rule.bus || (p.lds && !(rule.valu && fv === LDS_DIRECT))) return null;
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
  if (c.warnings.length || c.noExactText) return null;
  return { x0: encode(fd.layout, c.fields)[0], x1: 0, lit: -1, bus: false, lds: false };
}

/** An instruction assembled by the fast path: its text and fields are made only when asked for. */
class FastAssembled implements Assembled {
  readonly warnings: readonly { col: number; message: string }[] = [];
  readonly pending = undefined;
  private reading: { text: string; fields: Fields } | undefined;
  readonly gen: Gen;
  constructor(readonly target: Target, readonly words: number[], private readonly def: InstrDef) { this.gen = target.gen; }
  get mnemonic(): string { return this.def.name; }
  get encoding(): EncName { return this.def.enc; }
  get text(): string { return this.read().text; }
  get fields(): Readonly<Fields> { return this.read().fields; }
  private read(): { text: string; fields: Fields } {
    if (!this.reading) {
      const d = decode(this.target, this.words, 0)!;
      this.reading = { text: printDecoded(d, this.words, 0).text, fields: d.fields };
    }
    return this.reading;
  }
}

// The line loop itself is WebAssembly (wasm/asm.ts: the lexer, the mnemonic and token tables, the
// memo and the register rules, over the tables below laid out in its memory); what it does not know
// yet it asks of the functions here (KERNEL_IMPORTS), which run the generic readers once and write
// the answer into the tables.

/** The source modifier forms of a VGPR operand: none, -v, |v|, -|v|, sext(v) (the kernel's regAt). */
const FORMS = ['', '-', '|', '-|', 'sext('] as const;

// Character classes of the kernel's token lexer (ASCII; anything else is BAD).
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
  // A register spelling is a register (a16: AGPR 16; rows with a flag of that name: registerFlag).
  return (tokenFlags[id] = TOKEN_KNOWN | (isModifier(text, gen) && itemOf(text)?.k !== 'reg' ? TOKEN_MODIFIER : 0) | (text === 'vop3' ? TOKEN_VOP3 : 0) | (text === 'off' ? TOKEN_OFF : 0));
}

/** The mnemonics met on a row set (an isaKey: its own table, in the kernel's memory) and their rows' indexes (-1: none). */
interface Mnemonics {
  readonly names: WordTable;
  readonly rows: Int32Array;
}
const MNEMONICS = new Map<string, Mnemonics>();
/** The target of the table in the kernel now, and its isaKey. */
let mnOn: On | undefined;
let mnKey = '';
let mn: Mnemonics;
/** Spellings kept per row set (beyond them, lines of unknown words ask for their row every time). */
const MNEMONIC_CAP = 1 << 10;
/** Mnemonic tables (row sets) the kernel's memory has room for at once (one more: new tables). */
const MNEMONIC_SETS = 16;
/** Longest mnemonic read, in dwords (longer: the generic path, which words the error). */
const MNEMONIC_DWORDS = 16;

/** The words of the last instruction assembleBytes took (its return value says how many). */
export const WORDS = new Uint32Array(3);
/** The row of that instruction. */
let lastRow: FastDef | undefined;

/** Bounds of the kernel's tables (a full one starts a new epoch). */
const SLOT_ROWS = 8192, ROW_CAP = 8192, VARIANT_CAP = 1 << 15;
/** Input chunks the command line registers (fastInput) are copied whole; other lines one by one. Words of a block. */
const INPUT_BYTES = 1 << 17, LINE_BYTES = 4096, OUT_BYTES = 1 << 16;

interface KernelExports {
  line(at: number, end: number): number;
  block(at: number, end: number, out: number, outEnd: number, maxLine: number): number;
  blockLineCount(): number;
  blockWordsEnd(): number;
}

/** The kernel: its memory (tables laid out from TABLES on), views, and the instance; null: none here. */
interface Kernel {
  readonly memory: WebAssembly.Memory;
  readonly i32: Int32Array;
  readonly u8: Uint8Array;
  readonly line: (at: number, end: number) => number;
  readonly exports: KernelExports;
  readonly out: number;
  readonly words: number;
  readonly mnw: Int32Array;
  readonly ids: Int32Array;
  readonly rowRecs: Int32Array;
  readonly varRecs: Int32Array;
  readonly vcache: Int32Array;
  readonly input: number;
  readonly lineAt: number;
}
let kernel: Kernel | null | undefined;

/** Typed arrays laid out one after the other in the kernel's memory (intern.ts Store). */
class KernelStore implements Store {
  used = TABLES;
  constructor(private readonly buffer: ArrayBuffer) {}
  private take(bytes: number): number {
    const at = (this.used + 7) & ~7;
    if (at + bytes + 64 > this.buffer.byteLength) throw new Error('assembler kernel: memory too small');
    this.used = at + bytes;
    return at;
  }
  ints(n: number): Int32Array { return new Int32Array(this.buffer, this.take(n * 4), n); }
  bytes(n: number): Uint8Array { return new Uint8Array(this.buffer, this.take(n), n); }
}

/** The tables of the fast path and the kernel, made by its first line (not in a start-up snapshot). */
function allocate(): boolean {
  if (!kernelAvailable('asm')) return false;
  try {
    return make();
  } catch {
    // A module that does not fit this code (dist/wasm older than a bare `tsc -p .`'s output): no kernel.
    return false;
  }
}

function make(): boolean {
  const memory = new WebAssembly.Memory({ initial: 128 });
  const st = new KernelStore(memory.buffer);
  tokens = new ByteTable(1 << 15, 1 << 19, 255, st);
  memo = new PairMemo(1 << 15, st);
  rec = memo.rec;
  tokenFlags = st.bytes(1 << 15);
  slotRules = st.bytes(REG_RULES * SLOT_ROWS);
  RULES = st.ints(RULE_SIZE * 256);
  const rowRecs = st.ints(ROW_INTS * ROW_CAP), varRecs = st.ints(VARIANT_INTS * VARIANT_CAP);
  const char = st.bytes(256);
  char.set(CHAR);
  const vcache = st.ints(VCACHE_SLOTS * VCACHE_INTS);
  const words = st.ints(3), ids = st.ints(MAX_TOKENS), spans = st.ints(2 * MAX_TOKENS);
  const input = st.bytes(INPUT_BYTES).byteOffset, lineAt = st.bytes(LINE_BYTES).byteOffset;
  const i32 = new Int32Array(memory.buffer);
  const h = HEADER >> 2;
  i32.set(tokens.layout(), h + H_TOKENS);
  i32.set(memo.layout(), h + H_MEMO);
  i32.set([tokenFlags.byteOffset, slotRules.byteOffset, RULES.byteOffset, rowRecs.byteOffset, varRecs.byteOffset, char.byteOffset, words.byteOffset, -1, ids.byteOffset, spans.byteOffset], h + H_TOKEN_FLAGS);
  i32[h + H_EPOCH] = epoch;
  i32[h + H_VCACHE] = vcache.byteOffset;
  const out = st.bytes(OUT_BYTES).byteOffset;
  const exports = new WebAssembly.Instance(kernelModule('asm'), { env: { memory, ...KERNEL_IMPORTS } }).exports as unknown as KernelExports;
  kernel = {
    memory, i32, u8: new Uint8Array(memory.buffer), line: exports.line, exports, out, words: words.byteOffset >> 2,
    mnw: new Int32Array(memory.buffer, MNW, MNEMONIC_DWORDS), ids, rowRecs, varRecs, vcache, input, lineAt,
  };
  rowStore = st;
  return true;
}
let rowStore: KernelStore | undefined;
/** The rows, or the room for one more GPU's mnemonic table, ran out: the next line drops every table. */
let tablesDue = false;

/**
 * Drop the tables and all that is keyed by their ids (a new epoch), the rows and the kernel: the
 * next line starts as the first of a run. For the assembler's start-up snapshot (which cannot hold
 * the kernel's memory).
 */
export function dropFastTables(): void {
  kernel = undefined;
  tokens = memo = rec = tokenFlags = slotRules = RULES = undefined as never;
  rowStore = undefined;
  texts.length = items.length = ROWS.length = VARS.length = 0;
  DEFS.clear();
  BY_DEF.clear();
  MNEMONICS.clear();
  mnOn = undefined;
  mnKey = '';
  RULES_RESET();
  dropKernelModules();
}

/** The target of the line (the kernel met a spelling its table does not have: its row there). */
let curTarget: Target;

/** The kernel's questions (wasm/asm.ts declares them). */
const KERNEL_IMPORTS = {
  mnemonic(s: number, e: number, h: number): number {
    const u8 = kernel!.u8;
    let text = '';
    for (let k = s; k < e; k++) {
      if (!MNEMONIC[u8[k]]) return -1; // upper case, a label, or a character no mnemonic has
      text += String.fromCharCode(u8[k]);
    }
    const fd = fastDef(curTarget, mnKey, text);
    const id = mn.names.add(kernel!.mnw, e - s, h);
    if (id >= 0) mn.rows[id] = fd ? fd.index : -1;
    return fd ? fd.index : -1;
  },
  token(s: number, e: number, h: number): number {
    const id = tokens.add(kernel!.u8, s, e, h);
    if (id >= 0) texts[id] = tokens.text(id);
    return id;
  },
  flags: (id: number): number => flagsOf(id, curTarget.gen),
  forget(fdi: number): void {
    forget(ROWS[fdi]);
  },
  variant(fdi: number, nOps: number, nt: number): number {
    const fd = ROWS[fdi], ids = kernel!.ids;
    let node = fd.variants;
    for (let t = nOps; t < nt; t++) {
      const id = ids[t];
      let next = node.next?.get(id);
      if (!next) {
        next = { variant: undefined, next: undefined };
        if (fd.nVariants < VARIANTS) (node.next ??= new Map()).set(id, next);
      }
      node = next;
    }
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
    const vi = v ? v.index : -1;
    // Kept by the kernel as the trie keeps it (the row's record, or its cache of rows with modifiers).
    const k = kernel!;
    k.i32[(HEADER >> 2) + H_CACHEABLE] = node.variant !== undefined ? 1 : 0;
    if (nt === nOps && node.variant !== undefined) k.rowRecs[fd.index * ROW_INTS + 4] = vi;
    return vi;
  },
  waitcnt(fdi: number, id: number): number {
    const fd = ROWS[fdi];
    return remember(fd.waitcnt, id, readWaitcnt(fd, tokenText(id)));
  },
  slot(fdi: number, vi: number, t: number, id: number, key: number, nOps: number, saddrOff: number): number {
    const fd = ROWS[fdi], v = VARS[vi];
    return remember(v.uid0 + t, key, readSlot(fd, v, v.slots[t], tokenText(id), tokenItem(id), t === nOps - 1, t === v.late ? saddrOff !== 0 : undefined));
  },
  rule(fdi: number, vi: number, t: number, sgpr: number, size: number, form: number, late: number, saddrOff: number, at: number): number {
    const fd = ROWS[fdi], v = VARS[vi];
    const r = ruleId(regRule(fd, v, v.slots[t], sgpr ? 's' : 'v', size, form, late ? saddrOff !== 0 : undefined));
    slotRules[at] = r;
    return r;
  },
  broken(fdi: number, hasLiteral: number, literal: number, valu: number): number {
    const k = kernel!;
    for (let i = 0; i < 3; i++) WORDS[i] = k.i32[k.words + i];
    return lineRulesBroken(ROWS[fdi], hasLiteral ? literal >>> 0 : undefined, valu !== 0) ? 1 : 0;
  },
};

/** The input chunk the command line reads lines from, copied whole into the kernel's memory (else lines are copied one by one). */
let inputView: Uint8Array | undefined;

/** A new input chunk: its lines will be given to assembleBytes as (chunk, start, end). */
export function fastInput(b: Uint8Array): void {
  inputView = undefined;
  if (kernel === undefined && !allocate()) kernel = null;
  if (!kernel || b.length > INPUT_BYTES) return;
  kernel.u8.set(b, kernel.input);
  inputView = b;
}

/**
 * Assemble the instruction in b[at..end) (llvm-mc syntax: one line without its newline, comments
 * and labels left to the generic path) into WORDS: the number of words, or -1 where the generic
 * path must take the line (it then gives the same bytes, or the error).
 */
export function assembleBytes(on: On, b: Uint8Array, at: number, end: number): number {
  const k = ready(on);
  if (!k) return -1;
  let base: number;
  if (b === inputView) base = k.input;
  else {
    if (end - at > LINE_BYTES - 64) return -1;
    k.u8.set(b.subarray(at, end), k.lineAt);
    base = k.lineAt - at;
  }
  let n = k.line(base + at, base + end);
  // Out of room in this line: again with new tables.
  if (n < 0 && (tokens.full || epochDue)) {
    newEpoch();
    n = k.line(base + at, base + end);
  }
  if (n > 0) {
    for (let i = 0; i < n; i++) WORDS[i] = k.i32[k.words + i];
    lastRow = ROWS[k.i32[(HEADER >> 2) + H_LAST_ROW]];
  }
  return n;
}

/** Lines and words (bytes) the last assembleBlock took. */
export const BLOCK = { lines: 0, bytes: 0 };

/**
 * Assemble the whole lines of b[s..e) (b: the chunk given to fastInput; each line up to its
 * newline, at most maxLine bytes) while the fast path takes them, handing their words to `words`
 * (a view of the kernel's memory, valid for the call); returns the start of the first line not
 * taken, and the counts in BLOCK. What assembleBytes does for one line, in one call for many.
 */
export function assembleBlock(on: On, b: Uint8Array, s: number, e: number, maxLine: number, words: (bytes: Uint8Array) => void): number {
  BLOCK.lines = BLOCK.bytes = 0;
  const k = b === inputView ? ready(on) : undefined;
  if (!k) return s;
  const x = k.exports;
  let retried = -1;
  while (s < e) {
    const next = x.block(k.input + s, k.input + e, k.out, k.out + OUT_BYTES, maxLine) - k.input;
    const lines = x.blockLineCount(), end = x.blockWordsEnd();
    if (end > k.out) {
      words(k.u8.subarray(k.out, end));
      BLOCK.bytes += end - k.out;
    }
    BLOCK.lines += lines;
    // Out of room at this line: again with new tables (once per line).
    if (next < e && (tokens.full || epochDue) && retried !== next) {
      newEpoch();
      retried = next;
    } else if (next === s || (next < e && end - k.out + 12 <= OUT_BYTES)) return next;
    s = next;
  }
  return s;
}

/** The kernel, ready for a line of `on`'s code (a family: its base target; undefined: none here). */
function ready(on: On): Kernel | undefined {
  if (tablesDue && kernel) {
    dropFastTables();
    tablesDue = false;
  }
  if (kernel === undefined && !allocate()) kernel = null;
  const k = kernel;
  if (!k) return undefined;
  if (tokens.full || epochDue) newEpoch();
  // The same On as the last line's (the assembler passes one object per GPU): nothing to change.
  if (on !== mnOn) {
    const target = targetOf(on), key = isaKey(target);
    if (key !== mnKey) {
      let m = MNEMONICS.get(key);
      if (!m) {
        // A table per row set (GPUs with rows of their own); the kernel's memory holds MNEMONIC_SETS.
        if (MNEMONICS.size === MNEMONIC_SETS) {
          tablesDue = true;
          return ready(on);
        }
        MNEMONICS.set(key, (m = { names: new WordTable(MNEMONIC_CAP, MNEMONIC_CAP * 8, rowStore!), rows: rowStore!.ints(MNEMONIC_CAP) }));
      }
      mn = m;
      k.i32.set(m.names.layout(), (HEADER >> 2) + H_MNEMONICS);
      k.i32[(HEADER >> 2) + H_MNEMONIC_ROWS] = m.rows.byteOffset;
      // Whether a token is a modifier is the family's (isModifier).
      if (curTarget?.gen !== target.gen) tokenFlags.fill(0);
      mnKey = key;
    }
    mnOn = on;
    curTarget = target;
  }
  return k;
}

/**
 * Whether the words in WORDS break the constant-bus or lds_direct rules (`valu`) or SDWA's bus rule.
 */
function lineRulesBroken(fd: FastDef, literal: number | undefined, valu: boolean): boolean {
  const def = fd.def;
  const f = fd.layout.extract(WORDS[0], fd.layout.dwords > 1 ? WORDS[1] : 0);
  if (valu) {
    if (literal !== undefined) f.literal = literal >>> 0;
    if (constantBusProblem(def, f) !== undefined || ldsDirectProblem(def, f) !== undefined) return true;
  }
  // (C an inline constant, gfx90a+: no registers to overlap.)
  if (fd.overlap && f.src2 >= 256 && mfmaOverlap(fd.overlap.regs, f.vdst, f.src2 - 256) !== undefined) return true;
  return fd.sdwa && sdwaBusProblem(def, f) !== undefined;
}

/** Line text as bytes for assembleBytes (reused; lines past its size take the generic path). */
const lineBytes = new Uint8Array(4096);

/**
 * Assemble the instruction at code[at..] (llvm-mc syntax, the line's comments already blanked), or
 * undefined where the generic path must (it then gives the same bytes, or the error).
 */
export function fastAssemble(on: On, code: string, at: number): Assembled | undefined {
  const n = code.length - at;
  if (n > lineBytes.length) return undefined;
  for (let k = 0; k < n; k++) {
    const c = code.charCodeAt(at + k);
    if (c >= 128) return undefined;
    lineBytes[k] = c;
  }
  const count = assembleBytes(on, lineBytes, 0, n);
  if (count < 0) return undefined;
  const words: number[] = [];
  for (let k = 0; k < count; k++) words.push(WORDS[k]);
  return new FastAssembled(curTarget, words, lastRow!.def);
}
