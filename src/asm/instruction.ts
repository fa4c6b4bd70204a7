// One instruction line -> words, through the same tables, codec and printer as the disassembler:
// the result is accepted only if the disassembler prints it back as text (never as .long).
import { decode, encode } from '../codec/codec.js';
import { GEN_INFO, GENS, namedFamilies, type Gen } from '../isa/gens.js';
import { modifierWord, spelledFlags } from '../isa/cache-policy.js';
import { isaFor, targetsOf, type GenEncoding } from '../isa/index.js';
import { TARGETS, genOf, onIn, targetOf, type On, type Target } from '../isa/targets.js';
import { isOperandWord } from './regs.js';
import { DPP_CTRL_NAMES } from '../syntax/dpp.js';
import { SDWA_SYMBOLIC } from '../syntax/sdwa.js';
import { PACKED_LISTS } from '../syntax/packed.js';
import { MAI_MODIFIERS } from '../isa/mai.js';
import type { EncName, InstrDef, Layout } from '../isa/types.js';
import { printDecoded } from '../syntax/print.js';
import { clrxOldModParam, clrxSyntax, ExprError, external, parseExpr, symbolValue, withSymbols, type ExprEnv, type RelocRef } from '../syntax/expr.js';
import { parseItems, parseTarget, SyntaxError_, type Item } from '../syntax/operands.js';
import { Ctx, type LabelRef, type Syntax } from './context.js';
import { encodeProfile } from './enc-profile.js';
import { AsmError } from './errors.js';
import { didYouMean } from './suggest.js';
import { NO_E64_SUFFIX } from '../isa/vop3.js';
import { llvmRow } from '../isa/table.js';
import { CLRX_DPP_BARE, CLRX_FORM_MARKERS, CLRX_OMOD, CLRX_SOURCE_MASKS, clrxForcedLiteral, clrxLiteralForm, llvmMnemonic } from '../syntax/clrx.js';
import { duplicateFlag, noFlag, NO_WORDS, takesNoForm } from '../syntax/no-flags.js';
import { opcodeOn } from '../isa/opcodes.js';

/** Where the instruction is and how to find labels, for branch targets. */
export interface LabelEnv {
  /** Byte address of this instruction. */
  readonly pc: number;
  /** Byte address of a label defined so far, or undefined (a forward reference); `col` locates an error (a label in another section). */
  resolve(name: string, col: number): number | undefined;
}

/** A branch target still to be patched: the dword offset goes into `field` of the first word. */
export interface PendingLabel extends LabelRef {
  /** Byte address the offset counts from (the next instruction). */
  readonly from: number;
}

/** Per generation: every flag its rows declare (offset:N is recognised by its colon), and CLRX's. */
const MODIFIERS = new Map<Gen, ReadonlySet<string>>();
/**
 * Whether `name` is a modifier on `gen` (the set is made from that generation's tables when first
 * asked). Every generation's made tahiti build the rows of the 9 encodings it does not have, ~20 ms
 * of every run; the sets are the same on all four GPUs (test/lazy-tables.test.ts), so no message
 * depends on which is read.
 */
export function isModifier(name: string, gen: Gen): boolean {
  let set = MODIFIERS.get(gen);
  if (!set) {
    const names = new Set(['nv', ...NO_WORDS, ...spelledFlags(gen), 'row_mirror', 'row_half_mirror', 'high']);
    for (const e of isaFor(gen).encodings) {
      for (const d of e.table.instrs) if (opcodeOn(d, gen) >= 0) for (const o of d.operands) if (o.kind === 'flag') names.add(o.field);
    }
    // A flag named like an operand (gfx90a's scc cache bit; SCC as a source) is a modifier only
    // on the instructions that have it (flagOf).
    for (const n of names) if (isOperandWord(n)) names.delete(n);
    MODIFIERS.set(gen, (set = names));
  }
  return set.has(name);
}

/** Whether `def` has a flag of that name in the layout it is encoded with (gfx90a's scc: not on GCN 1.0-1.4, where scc is SOFFSET's register). */
const flagOf = (def: InstrDef, layout: Layout, name: string): boolean => layout.byName[name] !== undefined && def.operands.some((o) => o.kind === 'flag' && o.field === name);

/** Interpolation operands (attr0.x, p10/p20/p0): operands, not modifiers. */
export const INTERP_WORD = /^(attr\d+\.[xyzw]|p10|p20|p0)$/;

/** The field a name:value (or DPP control name) modifier sets, for the modifier kinds that have one. */
export function modifierField(name: string): string | undefined {
  if (name === 'offset' || name === 'inst_offset') return 'offset';
  if (name === 'offset0' || name === 'offset1') return name; // DS two-address forms
  if (name === 'row_mask' || name === 'bank_mask' || name === 'bound_ctrl') return name;
  if (name === 'dmask') return name;
  if (name === 'mul' || name === 'div') return 'omod';
  if (name === 'op_sel') return 'op_sel';
  // The high half of an interpolation attribute: bit 8 of VOP3's SRC0.
  if (name === 'high') return 'src0';
  if (DPP_CTRL_NAMES.includes(name) || name in CLRX_DPP_BARE) return 'dpp_ctrl';
  if (name in SDWA_SYMBOLIC) return name;
  if (name === 'mul' || name === 'div') return 'omod';
  if (PACKED_LISTS.includes(name)) return name;
  if (MAI_MODIFIERS.includes(name)) return name;
  // MTBUF's format:N / format:[...] and the legacy dfmt:N, nfmt:N (read by the bufformat reader).
  if (name === 'format' || name === 'dfmt' || name === 'nfmt') return name;
  return undefined;
}

export interface Assembled {
  readonly gen: Gen;
  /** The target it was assembled for (its rows decode the words). */
  readonly target: Target;
  readonly words: number[];
  /** Canonical (llvm-mc) text. */
  readonly text: string;
  readonly mnemonic: string;
  readonly encoding: EncName;
  readonly fields: Readonly<Record<string, number>>;
  readonly warnings: readonly { col: number; message: string }[];
  /** A label not yet defined: the assembler patches the branch offset when it is. */
  readonly pending?: PendingLabel;
  /** The source operand written as the 32-bit literal whatever its value (a label difference, a name defined later). */
  readonly late?: { readonly text: string; readonly col: number };
  /** The literal is a symbol's address (an object file's relocation): at byte `offset` of the words. */
  readonly reloc?: InstReloc;
}

export interface InstReloc extends RelocRef {
  readonly offset: number;
  /** Column of the operand. */
  readonly col: number;
}

/**
 * Whether `it` has source modifiers no source of `def` takes: neither bits (VOP3, SDWA, DPP) nor,
 * for a constant of VOP1/VOP2/VOPC under llvm-mc's syntax, the folding into its sign
 * (read-valu.ts foldedConstant).
 */
export function misplacedMods(def: InstrDef, it: Item, syntax: Syntax): boolean {
  if (!('neg' in it) || (!it.neg && !it.abs && !it.sext)) return false;
  if (syntax === 'llvm' && (it.k === 'imm' || it.k === 'float') && !it.sext && (def.enc === 'VOP1' || def.enc === 'VOP2' || def.enc === 'VOPC')) return false;
  return !def.operands.some((o) => o.kind === 'dppsrc' || o.kind === 'sdwasrc' || o.kind === 'mixsrc' || o.neg || o.abs);
}

let allMnemonics: string[] | undefined;

/**
 * Whether CLRX sets an enabling modifier written with a value (glc:V, vop3:V): when V is nonzero;
 * after .oldmodparam when V's low bit is set, with a warning for a V other than 0 or 1
 * (clrxasm's parseModEnable: `.oldmodparam` makes `glc:132` clear and `slc:771` set,
 * GCNAsmOpc11.cpp:2216).
 */
function clrxEnabled(value: number, col: number, text: string, warnings: { col: number; message: string }[]): boolean {
  if (!clrxOldModParam()) return value !== 0;
  if (value !== 0 && value !== 1) warnings.push({ col, message: `'${text}' keeps the value's low bit, ${value & 1} (.oldmodparam)` });
  return (value & 1) === 1;
}

/** The value of a CLRX form marker's parameter (vop3:a): an absolute expression known on its line. */
function markerValue(text: string, col: number): number {
  if (text === '0' || text === '1') return Number(text);
  try {
    const e = parseExpr(text, 0);
    if (e.end !== text.length || e.rel !== undefined || e.late || e.forward || e.reloc) throw new AsmError(`expected a value known on this line after ':', got '${text}'`, col);
    return e.value;
  } catch (e) {
    if (e instanceof ExprError) throw new AsmError(e.message, col + e.pos);
    throw e;
  }
}

/** The symbols of a CLRX line read outside an assembler: none, in CLRX's syntax. */
const CLRX_ALONE: ExprEnv = { lookup: () => undefined, clrx: true };

/**
 * Assemble `src` (mnemonic and operands; `col` = column of src[0]) for `gen`. Throws AsmError.
 * A VOP1/VOP2/VOPC mnemonic without suffix is the 32-bit form where its operands fit, else the
 * VOP3 (_e64) form, as llvm-mc chooses; the error is the one of the form that read further.
 */
export function assembleInstruction(gen: Gen, gpu: string, src: string, col: number, syntax: Syntax = 'llvm', labels?: LabelEnv): Assembled {
  let i = 0;
  for (let c = src.charCodeAt(0); i < src.length && ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 46); c = src.charCodeAt(++i));
  const written = src.slice(0, i).toLowerCase();
  const mnemonic = syntax === 'clrx' ? llvmMnemonic(gen, written) ?? written : written;
  const on = onIn(gen, gpu);
  const isa = isaFor(on);
  // Only a vector-ALU mnemonic without a form suffix has an _e64 form to choose.
  let e64 = mnemonic.charCodeAt(0) === 118 && !/_(e32|e64|dpp|sdwa)$/.test(mnemonic) ? isa.byName.get(mnemonic + '_e64') : undefined;
  // A VOP3 form only CLRX names (v_readfirstlane_b32_e64) is no fallback under llvm syntax.
  if (e64 && syntax !== 'clrx' && !llvmRow(e64.def)) e64 = undefined;
  // CLRX forces the VOP3 form with a 'vop3' modifier, the SDWA form with 'sdwa'.
  // CLRX's parametrised form vop3:V forces it when V is set (clrxEnabled: vop3:1, vop3:a with a=1;
  // GCNAsmOpc11.cpp, GCNAsmOpc12.cpp:1169), vop3:0 does not.
  const marker = /(^|[\s,])(vop3|sdwa)(?:\s*:\s*([^\s,]+))?(?=\s|,|$)/i.exec(src.slice(i));
  const vector = mnemonic.charCodeAt(0) === 118;
  const markerWarnings: { col: number; message: string }[] = [];
  const markerOn = marker?.[3] === undefined || clrxEnabled(markerValue(marker[3], col + i + marker.index + marker[0].length - marker[3].length), col + i + marker!.index + marker![1].length, marker![0].slice(marker![1].length), markerWarnings);
  const withMarker = (a: Assembled): Assembled => (markerWarnings.length ? { ...a, warnings: [...markerWarnings, ...a.warnings] } : a);
  if (marker && vector && !markerOn) src = src.slice(0, i + marker.index + marker[1].length) + ' '.repeat(marker[0].length - marker[1].length) + src.slice(i + marker.index + marker[0].length);
  const suffix = marker ? CLRX_FORM_MARKERS[marker[2].toLowerCase()] : '';
  if (marker && vector && markerOn && !/_(e32|e64|dpp|sdwa)$/.test(mnemonic) && isa.byName.has(mnemonic + suffix)) {
    const at = i + marker.index + marker[1].length;
    const len = marker[0].length - marker[1].length;
    const a = assembleAs(on, gpu, src.slice(0, at) + ' '.repeat(len) + src.slice(at + len), col, syntax, labels, i, mnemonic + suffix);
    return syntax === 'llvm' ? { ...a, warnings: [...a.warnings, { col: col + at, message: `'${marker[2]}' is CLRX syntax; llvm-mc writes the ${suffix} mnemonic` }] } : withMarker(a);
  }
  if (!e64 || isa.byName.get(mnemonic)?.def.enc === 'VOP3') return withMarker(assembleAs(on, gpu, src, col, syntax, labels, i, mnemonic));
  try {
    return withMarker(assembleAs(on, gpu, src, col, syntax, labels, i, mnemonic));
  } catch (e32) {
    if (!(e32 instanceof AsmError)) throw e32;
    try {
      return withMarker(assembleAs(on, gpu, src, col, syntax, labels, i, mnemonic + '_e64'));
    } catch (e) {
      if (!(e instanceof AsmError)) throw e;
      throw e.col > e32.col ? e : e32;
    }
  }
}

/**
 * The row of a suffixed mnemonic llvm-mc 19 reads as the plain one (and prints without the suffix):
 * _e32 on every instruction outside VOP3/VOP3P (s_mov_b64_e32, v_nop_e32, ds_read_b32_e32, exp_e32,
 * GCN 1.0/1.1's VINTRP, v_readlane/v_writelane, which are VOP2 to it), _e64 on the VOP3/VOP3P ones
 * (v_mad_f32_e64, v_pk_add_f16_e64) but v_readlane/v_writelane; the other way round it says
 * "e32/e64 variant of this instruction is not supported" (every GPU alike).
 */
function suffixedForm(gen: On, mnemonic: string, col: number): { def: InstrDef; enc: GenEncoding } | undefined {
  // One suffix: v_add_f32_e32_e32 is no instruction.
  const m = /^(.*)_e(32|64)$/.exec(mnemonic);
  const plain = m && !/_(e32|e64|sdwa|dpp)$/.test(m[1]) ? isaFor(gen).byName.get(m[1]) : undefined;
  if (!m || !plain) return undefined;
  const vop3 = (plain.def.enc === 'VOP3' || plain.def.enc === 'VOP3P') && !NO_E64_SUFFIX.has(m[1]);
  if (vop3 !== (m[2] === '64')) throw new AsmError(`e${m[2]} variant of this instruction is not supported: write ${m[1]}`, col);
  return plain;
}

function assembleAs(on: On, gpu: string, src: string, col: number, syntax: Syntax, labels: LabelEnv | undefined, i: number, mnemonic: string): Assembled {
  const gen = genOf(on);
  // llvm-mc reads _e32 outside VOP3/VOP3P and _e64 on VOP3/VOP3P-only instructions, printing neither.
  let found = isaFor(on).byName.get(mnemonic);
  // CLRX's _e64 on an instruction without a VOP3 form: its constants as literals (src/syntax/clrx.ts).
  let forceLiteral = false;
  if (!found && syntax === 'clrx') {
    const plain = clrxLiteralForm(mnemonic);
    const row = plain === undefined ? undefined : isaFor(on).byName.get(plain);
    if (row && !row.def.enc.startsWith('VOP') && row.def.enc !== 'VINTRP') { found = row; forceLiteral = true; }
  }
  found ??= suffixedForm(on, mnemonic, col);
  if (!found) {
    // Where it exists: other families by label, GPUs of this family by name (v_dot2_i32_i16: gfx906).
    const named = new Set(namedFamilies(targetsOf(mnemonic).filter((t) => t.gen !== gen).map((t) => t.gen)));
    const where = [...new Set(targetsOf(mnemonic)
      .filter((t) => t.gen === gen || named.has(t.gen))
      .map((t) => (t.gen === gen ? t.name : GEN_INFO[t.gen].label)))];
    if (where.length) {
      throw new AsmError(`${mnemonic}: ${where.join('/')} only; selected ${gpu} is ${targetOf(on).label}`, col);
    }
    allMnemonics ??= [...new Set(TARGETS.flatMap((t) => [...isaFor(t).byName.keys()]))];
    const guess = didYouMean(mnemonic, allMnemonics);
    throw new AsmError(`unknown instruction '${src.slice(0, i)}'${guess ? `; did you mean '${guess}'?` : ''}`, col);
  }
  if (!llvmRow(found.def) && syntax !== 'clrx') {
    // A form suffix on one of LLVM's rows (v_readlane_b32_e64 on GCN 1.0): llvm-mc's own message.
    const plain = isaFor(on).byName.get(mnemonic.replace(/_e64$/, ''));
    if (plain && llvmRow(plain.def)) suffixedForm(on, mnemonic, col);
    throw new AsmError(`${mnemonic} is a CLRX instruction llvm-mc 19 does not have: use --syntax clrx`, col);
  }
  let items: Item[];
  try {
    // A CLRX line read alone (no assembler around it) is still read in CLRX's syntax.
    const def = found.def;
    const read = (): Item[] => parseOperands(def, src.slice(i), col + i);
    items = syntax === 'clrx' && !clrxSyntax() ? withSymbols(CLRX_ALONE, read) : read();
  } catch (e) {
    if (e instanceof SyntaxError_) throw new AsmError(e.message, e.col);
    throw e;
  }
  if (external()) items = items.map((it) => symbolOperand(it, gen));
  if (forceLiteral) items = items.map(clrxForcedLiteral);
  // llvm-mc reads a bare VOP1/VOP2/VOPC mnemonic with SDWA selects or a DPP control as that form
  // (v_mov_b32 v1, v2 dst_sel:BYTE_0 is v_mov_b32_sdwa; v_mov_b32 v1, v2 row_shl:1 v_mov_b32_dpp);
  // the _e32 mnemonic takes neither.
  const e = found.def.enc;
  if ((e === 'VOP1' || e === 'VOP2' || e === 'VOPC') && mnemonic === found.def.name) {
    // A sext(..) source is SDWA's too, unless a DPP control says DPP (which has sext on integer sources).
    const sdwa = items.some((it) => it.k === 'colon' && it.name in SDWA_SYMBOLIC);
    const dpp = items.some((it) => (it.k === 'colon' || it.k === 'name') && (DPP_CTRL_NAMES.includes(it.name) || it.name in CLRX_DPP_BARE || it.name === 'row_mask' || it.name === 'bank_mask' || it.name === 'bound_ctrl'));
    const sext = items.some((it) => ('sext' in it && it.sext) || (it.k === 'colon' && it.name === 'sext'));
    const form = sdwa || (!dpp && sext) ? '_sdwa' : dpp ? '_dpp' : '';
    // Under llvm syntax only llvm-mc's forms (VOPC's DPP form is CLRX's alone).
    const variant = form ? isaFor(on).byName.get(mnemonic + form) : undefined;
    if (variant && (syntax === 'clrx' || llvmRow(variant.def))) found = variant;
  }
  const ops: Item[] = [];
  const mods = new Map<string, Item>();
  /** Flags written noNAME (left clear). */
  const clearedFlags = new Set<string>();
  /** CLRX's abs:/neg:/sext: masks, applied to the sources once all are read. */
  const masks: Extract<Item, { k: 'colon' }>[] = [];
  const spareNeg: string[] = [];
  /** CLRX-form warnings found while sorting operands from modifiers (only under --syntax llvm). */
  const warnings: { col: number; message: string }[] = [];
  /** Warnings of CLRX's own rules (.oldmodparam's one-bit values), under either syntax. */
  const clrxWarnings: { col: number; message: string }[] = [];
  const def0 = found.def;
  const { takesMods, takesLabel } = def0;
  // Names are modifiers unless the instruction takes a label (a branch target may be named glc).
  const modsByName = !takesLabel;
  for (const raw of items) {
    // A register name that is also a flag of the instruction is the flag (MIMG's a16, not AGPR 16),
    // but as the first operand (CDNA 2's MIMG data: `image_load a16, v2, ...` reads AGPR 16, as llvm-mc 19 does).
    // A flag this GPU's layout lacks stays one too (tonga's a16: "a16 exists on GCN 1.4/...").
    const low = raw.text.toLowerCase();
    const it: Item = raw.k === 'reg' && raw.first === raw.last && ops.length > 0
      && (flagOf(def0, found.enc.layout, low) || (isModifier(low, gen) && def0.operands.some((o) => o.kind === 'flag' && o.field === low)))
      ? { k: 'name', name: low, col: raw.col, text: raw.text } : raw;
    // CLRX's neg1/neg2: the NEG bit of a VOP3 source the instruction does not have.
    if (syntax === 'clrx' && it.k === 'name' && /^neg[0-2]$/.test(it.name) && def0.enc === 'VOP3' && !def0.operands.some((o) => o.field === `src${it.name[3]}`)) {
      spareNeg.push(it.name);
      continue;
    }
    // CLRX's `lds` source is LDS_DIRECT (code 254) where the instruction has no lds modifier
    // (`v_mov_b32 v15, lds` is 7e1e02fe, GCNAsmOpc11.cpp:914).
    if (syntax === 'clrx' && it.k === 'name' && it.name === 'lds' && !def0.operands.some((o) => o.field === 'lds')) {
      ops.push({ ...it, name: 'lds_direct' });
      continue;
    }
    // CLRX's bare DPP words (bound_ctrl, wave_shl, row_bcast15) are modifiers too.
    const modName = it.k === 'name' && (isModifier(it.name, gen) || it.name in CLRX_DPP_BARE || it.name === 'bound_ctrl' || flagOf(def0, found.enc.layout, it.name)) ? it.name : it.k === 'colon' || (it.k === 'args' && it.name === 'format') ? it.name : undefined;
    if (modName !== undefined && (modsByName || it.k === 'colon')) {
      if (it.k === 'colon' && isModifier(it.name, gen)) {
        // CLRX's parametrized flags: glc:1 sets, glc:0 leaves the flag clear; clrxasm takes any
        // nonzero value as set (`glc:132 slc:771 addr64:-1`, GCNAsmOpc11.cpp:2208).
        if (it.value !== 0 && it.value !== 1 && syntax !== 'clrx') throw new AsmError(`${it.name}: takes 0 or 1, got ${it.value}`, it.col);
        warnings.push({ col: it.col, message: `'${it.text}' is CLRX syntax; llvm-mc rejects it` });
        // Keyed like the bare flag (high sets SRC0's bit: its field is src0).
        if (clrxEnabled(it.value, it.col, it.text, clrxWarnings)) mods.set(modifierField(it.name) ?? it.name, { k: 'name', name: it.name, col: it.col, text: it.text });
        continue;
      }
      // CLRX's spelling of the GCN 1.4 FLAT offset.
      if (it.k === 'colon' && it.name === 'inst_offset') warnings.push({ col: it.col, message: `'inst_offset:' is CLRX syntax; llvm-mc writes offset:` });
      // CLRX's source masks (abs:3, neg:[0,1], sext:2: bit k for source k) and omod:N; a row
      // with a modifier of that name (gfx940's f64 MFMA neg:[a,b,c]) reads it itself.
      if (it.k === 'colon' && it.name in CLRX_SOURCE_MASKS && !def0.operands.some((o) => o.mod && o.written === it.name)) {
        warnings.push({ col: it.col, message: `'${it.text}' is CLRX syntax; llvm-mc rejects it` });
        masks.push(it);
        continue;
      }
      if (it.k === 'colon' && it.name === 'omod') {
        const omod = CLRX_OMOD[it.value];
        if (omod === undefined) throw new AsmError(`omod takes 0..3, got ${it.value}`, it.col);
        warnings.push({ col: it.col, message: `'${it.text}' is CLRX syntax; llvm-mc writes ${omod || 'nothing'}` });
        mods.delete('omod');
        if (omod) mods.set('omod', { k: 'colon', name: omod.slice(0, 3), value: Number(omod.slice(4)), col: it.col, text: it.text });
        continue;
      }
      if (it.k === 'colon' && modifierField(modName) === undefined) throw new AsmError(`unknown modifier '${it.text}'${it.name.startsWith('off') ? "; did you mean 'offset:'?" : ''}`, it.col);
      // The family's spelling of the cache bits (gfx940: sc0 sc1 nt for glc scc slc).
      const name = modifierField(modName) ?? modifierWord(gen, def0.enc, modName);
      if (name === null) throw new AsmError(`${def0.name} does not take '${it.text}': ${GEN_INFO[gen].label} writes the cache bits ${spelledFlags(gen).filter((w) => !w.startsWith('no')).join(' ')}`, it.col);
      const cleared = noFlag(name);
      const flag = cleared ?? name;
      // CLRX takes the last of repeated modifiers (mul:4 div:2 is div:2; GCNAsmOpc11.cpp).
      if (syntax === 'clrx') { mods.delete(flag); clearedFlags.delete(flag); }
      if (mods.has(flag) || clearedFlags.has(flag)) throw new AsmError(noFlag('no' + flag) !== undefined ? duplicateFlag(flag, it.text) : `duplicate modifier '${it.text}'`, it.col);
      if (cleared !== undefined) {
        // noNAME: the bit stays clear, where llvm-mc reads that spelling and the instruction has the bit.
        if (!takesNoForm(cleared, def0)) throw new AsmError(`${def0.name} does not take '${it.text}'`, it.col);
        clearedFlags.add(cleared);
        continue;
      }
      mods.set(name, it);
      continue;
    }
    if (misplacedMods(def0, it, syntax) && !(syntax === 'clrx' && (def0.enc === 'VOP3' || def0.enc === 'VOP3P'))) throw new AsmError(def0.enc === 'VOP3P' && def0.operands.some((o) => o.kind === 'pkmod')
      ? `${def0.name} takes no source modifiers ('${it.text}'): a packed source is negated with neg_lo:[..] / neg_hi:[..]`
      : `source modifiers (${it.text}) need a DPP, SDWA or VOP3 form of ${def0.name} that takes them`, it.col);
    // (EXP's first operand is its target, which the target reader explains.)
    if (takesMods && it.k === 'name' && !isOperandWord(it.name) && !INTERP_WORD.test(it.name) && !(ops.length === 0 && def0.operands[0].kind === 'exptgt')) {
      // A valued modifier written bare (op_sel, offset): say what it takes.
      const bare = def0.operands.find((o) => o.mod && o.kind !== 'flag' && o.field === it.name);
      if (bare) throw new AsmError(`'${it.text}' needs a value: ${it.name}:${bare.kind === 'pkmod' || bare.kind === 'opsel' ? '[0,1]' : 'N'}`, it.col);
      const guess = didYouMean(it.name, [...def0.operands.filter((o) => o.mod).map((o) => (o.kind === 'offset' ? 'offset:' : o.field))]);
      throw new AsmError(`unknown operand or modifier '${it.text}'${guess ? `; did you mean '${guess}'?` : ''}`, it.col);
    }
    if (it.k === 'call' && def0.kind !== 'waitcnt' && it.name !== 'lit') throw new AsmError(`unexpected '${it.text}'`, it.col);
    // MTBUF's legacy dfmt:/nfmt: stand before SOFFSET, among the operands.
    if (mods.size && def0.kind !== 'waitcnt' && it.k !== 'call' && [...mods.keys()].some((k) => k !== 'dfmt' && k !== 'nfmt')) {
      // An operand after modifiers: llvm-mc rejects it; so does gcnkit, pointing at it.
      throw new AsmError(`operand '${it.text}' after modifiers`, it.col);
    }
    ops.push(it);
  }
  for (const m of masks) {
    const srcs = def0.operands.filter((o) => !o.mod);
    for (let k = 0; k < 3; k++) {
      if (!((m.value >> k) & 1)) continue;
      const at = srcs.findIndex((o) => new RegExp(`^(sdwa_|v)?src${k}$`).test(o.field));
      if (at < 0 || !ops[at]) throw new AsmError(`${m.text}: ${def0.name} has no source ${k}`, m.col);
      const src = ops[at] as Item & { neg?: boolean; abs?: boolean; sext?: boolean };
      const it = { ...src, neg: !!src.neg, abs: !!src.abs, sext: !!src.sext, [CLRX_SOURCE_MASKS[m.name]]: true } as Item;
      const noSext = m.name === 'sext' && !def0.operands.some((o) => o.kind === 'sdwasrc' || o.kind === 'dppsrc');
      if (noSext || (misplacedMods(def0, it, syntax) && !(syntax === 'clrx' && def0.enc === 'VOP3'))) throw new AsmError(`${m.text}: ${def0.name} takes no ${m.name} modifier here`, m.col);
      ops[at] = it;
    }
  }
  const { def, enc } = found;
  const layout = enc.layout;
  const ctx = new Ctx(on, def, layout, col, col + src.trimEnd().length, ops, mods);
  ctx.syntax = syntax;
  if (syntax === 'llvm') ctx.warnings.push(...warnings);
  ctx.warnings.push(...clrxWarnings);
  if (syntax === 'llvm') {
    // offset:swizzle(MODE,...) has its upper-case mode names (only the words before '(' count);
    // hex digits are any case (offset:0x401F).
    // A symbol's name (.set vgprValuC, 16) is any case.
    const lowered = (t: string): boolean => {
      if (t === t.toLowerCase()) return true;
      const w = (/^offset\s*:\s*swizzle/i.test(t) ? t.slice(0, t.indexOf('(')) : t).replace(/\b0[xX][0-9a-fA-F]+/g, '0x')
        .replace(/[A-Za-z_.$][\w.$]*/g, (name) => (symbolValue(name) ? '' : name));
      return w === w.toLowerCase();
    };
    // SDWA's select names are upper case in llvm-mc's own syntax (dst_sel:BYTE_0).
    const sdwaSel = (it: Item): boolean => it.k === 'colon' && it.name in SDWA_SYMBOLIC;
    // A structured immediate's own name is lower case (SENDMSG(6, 7, 0) is CLRX's); its arguments
    // may be llvm-mc's upper-case symbols (MSG_GS).
    const upper = items.find((it) => it.k === 'late' && it.reloc ? false : it.k === 'args' ? !lowered(it.text.slice(0, it.text.indexOf('('))) : it.k !== 'imm' && it.k !== 'float' && it.k !== 'target' && !/^0[xXbB]/.test(it.text)
      && (sdwaSel(it) ? it.text !== `${(it as { name: string }).name}:${SDWA_SYMBOLIC[(it as { name: string }).name][(it as { value: number }).value]}` : !lowered(it.text)));
    if (upper) ctx.clrxForm(upper.col, sdwaSel(upper) ? `'${upper.text}'` : `upper case '${upper.text}'`);
    // A register pair's subscript (vcc[0]: clrxPairSubscript) is read into the name it stands for.
    const sub = items.find((it) => it.k === 'name' && it.text.includes('['));
    if (sub) ctx.clrxForm(sub.col, `'${sub.text}' (a subscript of a register pair)`);
  }
  setOpcode(ctx.fields, def, layout, gen);
  encodeProfile(ctx);
  for (const n of spareNeg) { ctx.fields[n] = 1; ctx.noExactText = true; }
  if (def.clrxOnly) ctx.noExactText = true;
  let words = encode(layout, ctx.fields);
  let pending: PendingLabel | undefined;
  const ref = ctx.labelRef;
  if (ref) {
    const from = (labels?.pc ?? 0) + 4 * words.length;
    const at = ref.label === '.' ? labels?.pc ?? 0 : labels?.resolve(ref.label, ref.col);
    if (at === undefined) pending = { ...ref, from };
    else {
      ctx.fields[ref.field] = branchOffset(at + ref.addend, from, ref.label, ref.col);
      words = encode(layout, ctx.fields);
    }
  }
  const d = decode(on, words, 0)!;
  const p = ctx.late ? lateText(on, layout, ctx.fields, ctx.late.text) : printDecoded(d, words, 0);
  // A reading with no exact llvm-mc text (a CLRX-only form) has the .long line as its canonical
  // form. Under --syntax clrx, words CLRX's printer writes exactly are CLRX's reading (dmask on gather4 ...).
  if (p.problem !== undefined && !ctx.noExactText && !(syntax === 'clrx' && printDecoded(d, words, 0, 'clrx').problem === undefined)) throw new AsmError(`${def.name}: cannot be encoded: ${p.problem}`, col);
  const a: Assembled = { gen, target: d.target, words, text: p.text, mnemonic: def.name, encoding: def.enc, fields: d.fields, warnings: ctx.warnings, pending };
  if (!ctx.late) return a;
  // A relocation's literal is the linker's; any other late literal is a fixup the assembler patches.
  const r = ctx.late.k === 'late' ? ctx.late.reloc : undefined;
  return r ? { ...a, reloc: { ...r, offset: 4 * (words.length - 1), col: ctx.late.col } } : { ...a, late: { text: ctx.late.text, col: ctx.late.col } };
}

/** No inline constant of any operand type: the stand-in literal lateText prints and replaces. */
const STAND_IN = 0x12345678;

/**
 * The text of an instruction whose literal is a label difference: that expression where the
 * literal stands, as llvm-mc -show-encoding writes it. (The printer cannot print the words
 * themselves when the value is an inline one, 4: their own text would assemble to the inline
 * constant; so it prints a stand-in literal, which is then replaced.)
 */
function lateText(gen: On, layout: Layout, fields: Readonly<Record<string, number>>, expr: string): { text: string; problem?: string } {
  const words = encode(layout, { ...fields, literal: STAND_IN });
  const p = printDecoded(decode(gen, words, 0)!, words, 0);
  return p.problem !== undefined ? p : { text: p.text.replaceAll(`0x${STAND_IN.toString(16)}`, expr) };
}

/** Set the opcode fields of `layout` to the row's opcode on `gen`. */
export function setOpcode(fields: Record<string, number>, def: InstrDef, layout: Layout, gen: Gen): void {
  let key = opcodeOn(def, gen);
  for (let k = layout.opFields.length - 1; k >= 0; k--) {
    const of = layout.opFields[k];
    fields[of.name] = key % 2 ** of.width;
    key = Math.floor(key / 2 ** of.width);
  }
}

/**
 * In an object file, a bare name that is no register, operand word or modifier is a symbol whose
 * address a relocation supplies (s_mov_b32 s0, ext: R_AMDGPU_REL32, as llvm-mc 19 writes it).
 */
function symbolOperand(it: Item, gen: Gen): Item {
  if (it.k !== 'name' || it.neg || it.abs || it.sext || isModifier(it.name, gen) || isOperandWord(it.name) || INTERP_WORD.test(it.name) || it.name in CLRX_DPP_BARE || it.name === 'bound_ctrl') return it;
  return { k: 'late', value: 0, col: it.col, text: it.text, reloc: { sym: it.text, addend: 0n } };
}

/** The operand items; a branch target (always the last operand) is read as a label expression. */
function parseOperands(def: InstrDef, src: string, base: number): Item[] {
  if (!def.takesLabel) return parseItems(src, base);
  const comma = src.lastIndexOf(',');
  const target = parseTarget(src.slice(comma + 1), base + comma + 1);
  if (!target) return parseItems(src, base);
  return [...parseItems(src.slice(0, comma + 1), base), target];
}

/** SIMM16 of a branch from `from` (the next instruction's address) to `target`, or a located error. */
export function branchOffset(target: number, from: number, label: string, col: number): number {
  const delta = (target - from) / 4;
  if (!Number.isInteger(delta)) throw new AsmError(`branch target '${label}' is not dword-aligned (${target - from} bytes away)`, col);
  if (delta < -0x8000 || delta > 0x7fff) throw new AsmError(`branch target '${label}' is out of range: ${delta} dwords away (a branch reaches -32768..32767)`, col);
  return delta & 0xffff;
}

/** The instruction with one field changed (a branch offset patched in), re-printed. */
export function patchField(a: Assembled, field: string, value: number): Assembled {
  const d0 = decode(a.target, a.words, 0)!;
  const words = encode(d0.enc.layout, { ...d0.fields, [field]: value });
  const d = decode(a.target, words, 0)!;
  return { ...a, words, text: printDecoded(d, words, 0).text, fields: d.fields, pending: undefined };
}
