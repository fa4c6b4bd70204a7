// CLRX's spellings where they differ from llvm-mc 19 (CLRX wiki GcnOperands/GcnInstrsSop*,
// CLRX tests GCNDisasmOpc11/12/14.cpp; notes in ERRATA.md "CLRX dialect"). Shared by the CLRX
// printer (gcnkit dis --syntax clrx) and the assembler's CLRX readings.
import { ALL_FAMILIES as ALL, GFX9_UP as GFX9, SI_CI, SI_ONLY, VI_ONLY, VI_UP, inFamilies, type Gen, type PerFamily } from '../isa/gens.js';
import { GS_OPS, HWREG, MSG, MSG_GS, MSG_GS_DONE, MSG_SYSMSG, msgName } from '../isa/imm-forms.js';
import { hex } from './format.js';
import { f64Halves, floatBits } from './constants.js';
import type { Item } from './operands.js';
import type { OperandKind } from '../isa/types.js';

export type Dialect = 'llvm' | 'clrx';

/** The families that have a spelling (inherited by their children). */
type PerGen = PerFamily<boolean>;

/** CLRX's hardware register names (ids 8..19 include registers llvm-mc 19 does not name). */
const CLRX_HWREGS: readonly (readonly [number, string, PerGen])[] = [
  [1, 'mode', ALL], [2, 'status', ALL], [3, 'trapsts', ALL], [4, 'hw_id', ALL], [5, 'gpr_alloc', ALL],
  [6, 'lds_alloc', ALL], [7, 'ib_sts', ALL], [8, 'pc_lo', ALL], [9, 'pc_hi', ALL], [10, 'inst_dw0', ALL],
  [11, 'inst_dw1', ALL], [12, 'ib_dbg0', ALL], [13, 'ib_dbg1', VI_UP], [14, 'flush_ib', GFX9],
  [15, 'sh_mem_bases', GFX9], [16, 'sq_shader_tba_lo', GFX9], [17, 'sq_shader_tba_hi', GFX9],
  [18, 'sq_shader_tma_lo', GFX9], [19, 'sq_shader_tma_hi', GFX9],
  // Names clrxasm also reads (GCNAsmOpc14.cpp: hwreg(tba_lo, 0, 1)); the printer takes the first name of an id.
  [16, 'tba_lo', GFX9], [17, 'tba_hi', GFX9], [18, 'tma_lo', GFX9], [19, 'tma_hi', GFX9],
];

export function clrxHwregId(gen: Gen, name: string): number | undefined {
  const n = name.toLowerCase().replace(/^hwreg_/, '');
  return CLRX_HWREGS.find(([, m, g]) => m === n && inFamilies(g, gen))?.[0];
}

/** hwreg(name, offset, size), always three arguments; unnamed ids as @N. */
export function clrxHwregText(gen: Gen, v: number): string {
  const id = v & HWREG.idMask;
  const name = CLRX_HWREGS.find(([i, , g]) => i === id && inFamilies(g, gen))?.[1] ?? `@${id}`;
  return `hwreg(${name}, ${(v >>> HWREG.offsetShift) & HWREG.offsetMask}, ${((v >>> HWREG.sizeShift) & HWREG.sizeMask) + 1})`;
}

/** CLRX message names: llvm's without MSG_, lower case; sysmsg is "system" (also "sysmsg"). */
export function clrxMsgId(gen: Gen, name: string): number | undefined {
  const n = name.toLowerCase().replace(/^msg_/, '');
  if (n === 'system' || n === 'sysmsg') return MSG_SYSMSG;
  for (let id = 1; id < 16; id++) if (msgName(gen, id)?.toLowerCase() === 'msg_' + n) return id;
  return undefined;
}

export function clrxGsOp(name: string): number {
  const n = name.toLowerCase().replace(/^gs_op_/, '').replace('-', '_');
  return GS_OPS.findIndex((o) => o.toLowerCase() === 'gs_op_' + n);
}

/**
 * sendmsg text as clrxdisasm writes it: a named message of the generation alone when its
 * operation and stream bits are 0 (sendmsg(interrupt)); otherwise the message (or @N), the
 * operation by its GS name and, unless both are 0, the stream: sendmsg(gs, nop),
 * sendmsg(@11, nop), sendmsg(gs, emit, 3), sendmsg(system, cut, 2) (GCNDisasmOpc11.cpp). Undefined
 * where bits outside message, operation and stream are set (CLRX appends `:0xN`, ERRATA CX-2).
 */
export function clrxSendmsgText(gen: Gen, v: number): string | undefined {
  const id = v & MSG.idMask;
  const op = (v >>> MSG.opShift) & MSG.opMask;
  const stream = (v >>> MSG.streamShift) & MSG.streamMask;
  if ((v & ~0x37f) !== 0) return undefined;
  const known = id === MSG_SYSMSG ? 'system' : msgName(gen, id)?.slice(4).toLowerCase();
  const name = known ?? `@${id}`;
  const gs = id === MSG_GS || id === MSG_GS_DONE;
  if (op === 0 && stream === 0 && known !== undefined && !gs) return `sendmsg(${name})`;
  const opName = GS_OPS[op]?.slice(6).toLowerCase().replace('_', '-') ?? `@${op}`;
  return op === 0 && stream === 0 ? `sendmsg(${name}, ${opName})` : `sendmsg(${name}, ${opName}, ${stream})`;
}

/**
 * The highest interpolation attribute each dialect reads: the ATTR field has 6 bits; llvm-mc 19
 * prints attr33-attr63 but reads attr0-attr32 only, CLRX reads all 64 (GCNAsmOpc11.cpp: attr63.z).
 */
export const MAX_ATTR: Readonly<Record<Dialect, number>> = { llvm: 32, clrx: 63 };

/** s_waitcnt counters joined by " & " (the llvm text's spaces become CLRX's separators). */
export function clrxWaitcnt(llvmText: string): string {
  return llvmText.split(' ').join(' & ');
}

/**
 * CLRX's subscripts of the register pairs (GCNAsmOpc11.cpp:28-32, :126, :2988): `vcc[0]` and
 * `vcc[0:0]` are vcc_lo, `vcc[1]` vcc_hi, `vcc[0:1]` the pair; the same for exec, flat_scratch,
 * xnack_mask, tba and tma. The register name a subscript stands for, or undefined.
 */
const CLRX_PAIRS: ReadonlySet<string> = new Set(['vcc', 'exec', 'flat_scratch', 'xnack_mask', 'tba', 'tma']);
export function clrxPairSubscript(name: string, first: number, last: number): string | undefined {
  if (!CLRX_PAIRS.has(name)) return undefined;
  if (first === 0 && last === 1) return name;
  return first === last && first <= 1 ? `${name}_${first ? 'hi' : 'lo'}` : undefined;
}

/** Special sources: CLRX drops llvm-mc's src_ prefix. */
export function clrxSourceName(llvmName: string): string {
  return llvmName.startsWith('src_') ? llvmName.slice(4) : llvmName;
}

/**
 * CLRX reads an integer as an inline constant only from -16 to 64 (never a float's bit pattern:
 * 0x40000000 is a literal, 2.0 the constant), and lit(N) always as a literal.
 */
export const clrxIntegerInline = (v: number): boolean => v >= -16 && v <= 64;

/**
 * The 32-bit literal of a double: CLRX rounds it to its high half (0.51119751 is
 * 0x3fe05bbae167e46b: clrxasm writes 0x3fe05bbb, GCNAsmOpc11.cpp; llvm-mc 19 drops the low half).
 */
export function clrxF64High(f: number): number {
  const { hi, lo } = f64Halves(f);
  return lo >= 0x80000000 ? (hi + 1) >>> 0 : hi;
}

/**
 * A float as CLRX reads it for an operand of `width` bits (16, 32 or 64: its float format, an
 * integer operand's size). A float with a suffix in another format (h half, s single, l double)
 * stands for that format's bits as an integer: `s_add_u32 s21, s4, -4.5h` is the literal 0xc480,
 * `v_madak_f32 ..., 6.9551627h` the constant 0x46f5 (GCNAsmOpc11.cpp). A float in CLRX's lit()
 * is the operand format's bits as a forced literal: lit(2.0) is the literal 0x40000000.
 */
export function clrxFloat(it: Item, width: 16 | 32 | 64): Item {
  if (it.k !== 'float' || ((it.width === undefined || it.width === width) && !it.lit)) return it;
  const w = it.width ?? width;
  const bits = w === 64 ? clrxF64High(it.value) : floatBits(it.value, w);
  if (typeof bits !== 'number') return it;
  const value = bits >>> 0;
  if (it.lit) return { k: 'call', name: 'lit', value, col: it.col, text: it.text };
  return { k: 'imm', value, col: it.col, text: it.text, ...(it.neg ? { neg: true } : {}), ...(it.abs ? { abs: true } : {}), ...(it.sext ? { sext: true } : {}) };
}

/**
 * A literal dword as clrxdisasm prints it: lit(N) where N would read as an inline constant, else
 * the 32 bits in hex (for a 16-bit operand too; GCNDisasmOpc12.cpp: v_cmp_f_i16 vcc, 0x40000000, v201).
 */
export function clrxLiteral(u: number): string {
  const s = u | 0;
  return clrxIntegerInline(s) ? `lit(${s})` : hex(u >>> 0);
}

/**
 * CLRX's mnemonics where they differ from llvm-mc's, per generation: [llvm-mc's name, CLRX's].
 * CLRX writes no form suffix (_e32, _e64, _dpp, _sdwa: the operands and modifiers choose the
 * form, `vop3` forces VOP3), and its integer compares are lg/tru where llvm-mc's are ne/t (CLRX
 * wiki GcnInstrsVopc; tests/amdasm/GCNDisasmOpc11.cpp).
 */
const CLRX_NAMES: readonly (readonly [RegExp, string, PerGen])[] = [
  [/^(v_cmpx?)_ne_([iu]\d+)$/, '$1_lg_$2', ALL],
  [/^(v_cmpx?)_t_([iu]\d+)$/, '$1_tru_$2', ALL],
  [/^v_mqsad_pk_u16_u8$/, 'v_mqsad_u8', SI_ONLY],
  [/^v_qsad_pk_u16_u8$/, 'v_qsad_u8', SI_ONLY],
];

/** Names CLRX reads besides its own: [CLRX's spelling, llvm-mc's name]. */
const CLRX_READS: readonly (readonly [RegExp, string, PerGen])[] = [
  [/^(v_cmpx?)_lg_([iu]\d+)$/, '$1_ne_$2', ALL],
  [/^(v_cmpx?)_tru_([iu]\d+)$/, '$1_t_$2', ALL],
  [/^(v_cmps?x?)_t_(f\d+)$/, '$1_tru_$2', ALL],
  // The carry-out adds under the other generations' names (GCNAsmOpc11.cpp: v_add_u32 on tahiti,
  // GCNAsmOpc12.cpp: v_add_i32 on tonga); GCN 1.4 has both names for different instructions.
  [/^v_(add|sub|subrev)_u32$/, 'v_$1_i32', SI_CI],
  [/^v_(add|sub|subrev)_i32$/, 'v_$1_u32', VI_ONLY],
  [/^s_cmp_ne_u64$/, 's_cmp_lg_u64', ALL],
  [/^v_mqsad_u8$/, 'v_mqsad_pk_u16_u8', ALL],
  [/^v_qsad_u8$/, 'v_qsad_pk_u16_u8', ALL],
];

const FORM_SUFFIX = /_(e32|e64|dpp|sdwa)$/;

/** The mnemonic CLRX prints for llvm-mc's `name` (a table row's printed name) on `gen`. */
export function clrxMnemonic(gen: Gen, name: string): string {
  const base = name.replace(FORM_SUFFIX, '');
  for (const [re, to, g] of CLRX_NAMES) if (inFamilies(g, gen) && re.test(base)) return base.replace(re, to);
  return base;
}

/** llvm-mc's name for a CLRX spelling, where CLRX spells it differently (undefined: the same). */
export function llvmMnemonic(gen: Gen, name: string): string | undefined {
  for (const [re, to, g] of CLRX_READS) if (inFamilies(g, gen) && re.test(name)) return name.replace(re, to);
  return undefined;
}

/**
 * The values CLRX's assembler gives modifiers that are not written, where llvm-mc's differ
 * (CLRX wiki GcnOperands, GcnInstrsMimg, GcnInstrsSdwa): MIMG dmask 1 (llvm-mc: 0), SDWA
 * dst_unused UNUSED_PAD (llvm-mc: UNUSED_PRESERVE). The printer leaves these values unwritten.
 */
export const CLRX_DEFAULTS: Readonly<Partial<Record<OperandKind, number>>> & { readonly dmask: number; readonly sdwaunused: number } = { dmask: 1, sdwaunused: 0 };

/**
 * Flags llvm-mc 19 requires that CLRX lets a line leave out, and the instructions where: lds on
 * any (CLRX writes buffer_store_lds_dword without it and encodes LDS = 0), gds on ds_ordered_count
 * (GCNAsmOpc11.cpp:2069, GDS = 0). CLRX requires gds on ds_gws_* ("Instruction requires GDS modifier").
 */
const CLRX_OPTIONAL_FLAGS: Readonly<Record<string, RegExp>> = { lds: /^/, gds: /^ds_ordered_count$/ };
export const clrxOptionalFlag = (name: string, field: string): boolean => CLRX_OPTIONAL_FLAGS[field]?.test(name) ?? false;

/**
 * v_mad_mix*'s op_sel_hi when not written: CLRX's is [1,1,1] (f16 sources; clrxasm assembles
 * `v_mad_mix_f32 v55, v79, v166, v229` to d3a04037 1f974d4f, GCNAsmOpc14.cpp:626), llvm-mc's 0.
 */
export const CLRX_MIX_OP_SEL_HI = 1;

/**
 * A value out of a field's range as clrxasm takes it: with a warning, the low bits of a field of
 * 2^n values (vmcnt(33) is 1 on GCN 1.0, offset:4603 is 507, dmask:0xdaf is 0xf: GCNAsmOpc11.cpp);
 * undefined where the range is not a whole field (an error, as in llvm-mc). A field read as signed
 * or unsigned (-32768..65535, clrxasm's WS_BOTH: s_movk_i32's xc = 0x11d4ba is 0xd4ba,
 * GCNAsmOpc11.cpp:359) has hi + 1 values and keeps its low bits unsigned.
 */
export function clrxTruncate(v: number, lo: number, hi: number): number | undefined {
  const both = lo < 0 && hi + 1 === -2 * lo;
  const size = both ? hi + 1 : hi - lo + 1;
  if (!Number.isSafeInteger(v) || !Number.isInteger(Math.log2(size)) || size > 2 ** 32) return undefined;
  const low = ((v % size) + size) % size;
  // A signed field (lo < 0) keeps its low bits as the signed value they stand for.
  return lo < 0 && !both && low > hi ? low - size : low;
}

/**
 * The column clrxasm's truncation warning points at: the value of `name:value` or `name(value)`
 * (offset:4603 at 4603, vmcnt(33) at 33), the item itself otherwise.
 */
export function clrxValueColumn(it: { readonly k: string; readonly col: number; readonly text: string }): number {
  const at = it.k === 'colon' ? it.text.indexOf(':') : it.k === 'call' ? it.text.indexOf('(') : -1;
  if (at < 0) return it.col;
  let i = at + 1;
  while (it.text[i] === ' ' || it.text[i] === '\t') i++;
  return it.col + i;
}

/**
 * Operands CLRX writes with another register count than llvm-mc 19: v_cmp(x)_class_f64's class
 * mask, one register to the hardware and llvm-mc, a 64-bit pair to CLRX (clrxdisasm:
 * `v_cmp_class_f64 vcc, v[79:80], v[201:202]`, GCNDisasmOpc11.cpp; clrxasm reads it back to the
 * same word, GCNAsmOpc11.cpp). The pair's first register is the operand.
 */
const CLRX_REGS: readonly (readonly [RegExp, RegExp, number])[] = [[/^v_cmpx?_class_f64(_e64)?$/, /^v?src1$/, 2]];

/** The registers an operand of `name` is written with: CLRX_REGS under --syntax clrx, else `regs`. */
export function operandRegs(clrx: boolean, name: string, field: string, regs: number): number {
  if (clrx) for (const [re, f, n] of CLRX_REGS) if (re.test(name) && f.test(field)) return n;
  return regs;
}

/** Address components of the image sample/gather suffixes (_o offset, _c compare, _d derivatives ...). */
const IMAGE_ADDR_PARTS: Readonly<Record<string, number>> = { o: 1, c: 1, b: 1, l: 1, cl: 1, d: 2, cd: 2 };

/**
 * VADDR registers CLRX writes: the 1D address of the instruction (its suffixes' components and
 * the coordinate), at least 4 (clrxdisasm; image_sample_c_d_cl_o v[..], v[121:126], ...).
 */
export function clrxImageAddrRegs(name: string): number {
  const m = /^image_(?:sample|gather4)((?:_[a-z]+)*)$/.exec(name);
  let n = 1;
  if (m) for (const p of m[1].split('_')) n += IMAGE_ADDR_PARTS[p] ?? 0;
  return Math.max(4, n);
}

/** SDWA selects 0-6 and dst_unused 0-2 as clrxdisasm writes them (GcnInstrsSdwa; clrxasm also reads b0/w1 and the llvm-mc names). */
export const CLRX_SDWA_SEL: readonly string[] = ['byte0', 'byte1', 'byte2', 'byte3', 'word0', 'word1', 'dword'];
export const CLRX_SDWA_UNUSED: readonly string[] = ['pad', 'sext', 'preserve'];
/** CLRX's short selects: b0-b3 (bytes), w0-w1 (words), d (dword). */
export const CLRX_SDWA_SHORT: readonly string[] = ['b0', 'b1', 'b2', 'b3', 'w0', 'w1', 'd'];

/** A source with abs: CLRX writes abs(x) (llvm-mc |x|); reads both. */
export const clrxAbs = (t: string): string => `abs(${t})`;

/**
 * An SDWA or DPP source with its modifier bits as CLRX writes them, on every instruction (llvm-mc
 * writes neg/abs on float sources, sext on integer ones only): sext(-abs(v61)) (GCNDisasmDecode.cpp
 * decodeVOP2Encoding; clrxasm reads the same, GCNAsmOpc12.cpp `v_cndmask_b32 v154, sext(-abs(v65)), ...`).
 */
export function clrxSourceMods(t: string, neg: number, abs: number, sext: number, constant = false): string {
  const a = abs ? clrxAbs(t) : t;
  // A negated inline constant is neg(0.5): -0.5 would be another constant.
  const n = neg ? (constant && !abs ? `neg(${a})` : '-' + a) : a;
  return sext ? `sext(${n})` : n;
}

/** CLRX's DPP controls where llvm-mc's take a value CLRX leaves out: wave_shl (wave_shl:1), row_bcast15 (row_bcast:15). */
export function clrxDppCtrlText(llvmText: string): string {
  return llvmText.replace(/^(wave_\w+):1$/, '$1').replace(/^row_bcast:(15|31)$/, 'row_bcast$1');
}

/** CLRX's bare DPP controls and the name[:value] they stand for (row_hmirror: GCNAsmHelpers.cpp parseVOPModifiers). */
export const CLRX_DPP_BARE: Readonly<Record<string, readonly [string, number | undefined]>> = {
  wave_shl: ['wave_shl', 1], wave_rol: ['wave_rol', 1], wave_shr: ['wave_shr', 1], wave_ror: ['wave_ror', 1],
  row_bcast15: ['row_bcast', 15], row_bcast31: ['row_bcast', 31], row_hmirror: ['row_half_mirror', undefined],
};

/** CLRX's other names of modifiers (dst_un:preserve, GCNAsmOpc12.cpp; GCNAsmHelpers.cpp parseVOPModifiers). */
export const CLRX_MOD_ALIASES: Readonly<Record<string, string>> = { dst_un: 'dst_unused' };

/**
 * DPP_CTRL where a CLRX line writes none (only bank_mask, row_mask or bound_ctrl, or the _dpp
 * mnemonic): quad_perm:[0,1,2,3] (GCNAsmHelpers.cpp parseVOPModifiers' default 0xe4;
 * `v_cndmask_b32 v154, v190, v107, vcc bank_mask:0 row_mask:0` is 0134d6fa 0000e4be, GCNAsmOpc12.cpp).
 */
export const CLRX_DPP_CTRL_DEFAULT = 0xe4;

/**
 * CLRX's `_e64` on an instruction with no VOP3 form (scalar ALU, SMRD/SMEM, DS, MUBUF ...): the
 * same instruction with its constants written as literals, as lit() does (clrxasm:
 * `s_add_u32_e64 s21, s4, 32` is 8015ff04 00000020, `s_add_u32_e64 s21, s4, -.5` 8015ff04 bf000000,
 * `ds_add_u32_e64 v71, v169` the bytes of ds_add_u32; GCNAsmOpc11.cpp:74, :80, :1910). The row's
 * name without the suffix, or undefined where the mnemonic has none.
 */
export const clrxLiteralForm = (mnemonic: string): string | undefined => (mnemonic.endsWith('_e64') ? mnemonic.slice(0, -4) : undefined);

/** An operand item of a CLRX literal form: a constant becomes a forced literal (lit(N), lit(FLOAT)). */
export function clrxForcedLiteral(it: Item): Item {
  if (it.k === 'imm' && !it.neg && !it.abs && !it.sext && it.big === undefined) return { k: 'call', name: 'lit', value: it.value, col: it.col, text: it.text };
  if (it.k === 'float' && !it.neg && !it.abs && !it.sext) return { ...it, lit: true };
  return it;
}

/** The markers CLRX writes after the modifiers to choose an encoding, and the form's suffix. */
export const CLRX_FORM_MARKERS: Readonly<Record<string, string>> = { vop3: '_e64', sdwa: '_sdwa' };

/**
 * The order CLRX writes an instruction's operands and modifiers in, from the profile's: the
 * output modifier before clamp, SMEM's offset: last (clrxdisasm: `v_mad_legacy_f32 v55, v79, v166, v229 mul:4 clamp`,
 * `v_cndmask_b32 ... mul:2 dst_sel:byte0`; llvm-mc writes `clamp mul:4`).
 */
export function clrxPrintOrder<T extends { readonly kind: string; readonly field: string }>(specs: readonly T[]): readonly T[] {
  let out = specs;
  const omod = out.findIndex((o) => o.kind === 'omod');
  const clamp = out.findIndex((o) => o.field === 'clamp');
  if (omod >= 0 && clamp >= 0 && omod > clamp) out = [...out.slice(0, clamp), out[omod], ...out.slice(clamp, omod), ...out.slice(omod + 1)];
  // GCN 1.4 SMEM's offset: (with an SGPR offset) after the flags: clrxdisasm writes
  // `s_load_dword s50, s[58:59], s25 nv offset:0x5b` (GCNDisasmDecode.cpp decodeSMEMEncoding: glc, nv, offset).
  const extra = out.some((o) => o.kind === 'smemoff') ? out.findIndex((o) => o.kind === 'offset') : -1;
  if (extra >= 0) out = [...out.slice(0, extra), ...out.slice(extra + 1), out[extra]];
  return out;
}

/**
 * A word of no known encoding as clrxdisasm writes it: `.int 0xdc270000` (FLAT's first word on
 * GCN 1.0, GCNDisasmOpc11.cpp:2967), which clrxasm reads back; gcnkit's reason follows as a `#`
 * comment (CLRX's line comment).
 */
export const clrxUnknownWord = (word: number, why: string): string => `.int ${hex(word >>> 0)} # ${why}`;

/** CLRX's name of the label at byte `offset` of the code (clrxdisasm: `s_branch .L168_0`). */
export const clrxLabel = (offset: number): string => `.L${offset}_0`;

/** A branch target relative to the branch, as CLRX reads it: `.` (itself), `.+N`, `.-N` bytes. */
export const clrxRelative = (bytes: number): string => (bytes === 0 ? '.' : bytes > 0 ? `.+${bytes}` : `.-${-bytes}`);

/**
 * CLRX's source modifiers as masks after the operands (bit k: source k; GCNAsmOpc11.cpp
 * `abs:3`, `neg:[0,1]`, GCNAsmOpc12.cpp `sext:2`), and the operand flag each sets.
 */
export const CLRX_SOURCE_MASKS: Readonly<Record<string, 'abs' | 'neg' | 'sext'>> = { abs: 'abs', neg: 'neg', sext: 'sext' };

/** CLRX's omod:N (0-3) as the modifier it stands for ('' for 0: none). */
export const CLRX_OMOD: readonly string[] = ['', 'mul:2', 'mul:4', 'div:2'];

