// CLRX's spellings where they differ from llvm-mc 19 (CLRX wiki GcnOperands/GcnInstrsSop*,
// CLRX tests GCNDisasmOpc11/12/14.cpp; notes in ERRATA.md "CLRX dialect"). Shared by the CLRX
// printer (gcnkit dis --syntax clrx) and the assembler's CLRX readings.
import { GEN_INDEX, type Gen } from '../isa/gens.js';
import { GS_OPS, HWREG, MSG, MSG_GS, MSG_GS_DONE, MSG_SYSMSG, msgName } from '../isa/imm-forms.js';
import { hex } from './format.js';

export type Dialect = 'llvm' | 'clrx';

type PerGen = readonly [boolean, boolean, boolean, boolean];
const ALL: PerGen = [true, true, true, true];
const VI_UP: PerGen = [false, false, true, true];
const GFX9: PerGen = [false, false, false, true];

/** CLRX's hardware register names (ids 8..19 include registers llvm-mc 19 does not name). */
const CLRX_HWREGS: readonly (readonly [number, string, PerGen])[] = [
  [1, 'mode', ALL], [2, 'status', ALL], [3, 'trapsts', ALL], [4, 'hw_id', ALL], [5, 'gpr_alloc', ALL],
  [6, 'lds_alloc', ALL], [7, 'ib_sts', ALL], [8, 'pc_lo', ALL], [9, 'pc_hi', ALL], [10, 'inst_dw0', ALL],
  [11, 'inst_dw1', ALL], [12, 'ib_dbg0', ALL], [13, 'ib_dbg1', VI_UP], [14, 'flush_ib', GFX9],
  [15, 'sh_mem_bases', GFX9], [16, 'sq_shader_tba_lo', GFX9], [17, 'sq_shader_tba_hi', GFX9],
  [18, 'sq_shader_tma_lo', GFX9], [19, 'sq_shader_tma_hi', GFX9],
];

export function clrxHwregId(gen: Gen, name: string): number | undefined {
  const n = name.toLowerCase().replace(/^hwreg_/, '');
  return CLRX_HWREGS.find(([, m, g]) => m === n && g[GEN_INDEX[gen]])?.[0];
}

/** hwreg(name, offset, size), always three arguments; unnamed ids as @N. */
export function clrxHwregText(gen: Gen, v: number): string {
  const id = v & HWREG.idMask;
  const name = CLRX_HWREGS.find(([i, , g]) => i === id && g[GEN_INDEX[gen]])?.[1] ?? `@${id}`;
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
 * sendmsg text CLRX reads back: names for the messages of the generation, the GS operation
 * (emit-cut) and stream for gs/gs_done, @N otherwise; undefined when CLRX has no spelling
 * (operation bits on a message that takes none, stray bits).
 */
export function clrxSendmsgText(gen: Gen, v: number): string | undefined {
  const id = v & MSG.idMask;
  const op = (v >>> MSG.opShift) & MSG.opMask;
  const stream = (v >>> MSG.streamShift) & MSG.streamMask;
  if ((v & ~0x37f) !== 0) return undefined;
  const name = id === MSG_SYSMSG ? 'system' : msgName(gen, id)?.slice(4).toLowerCase() ?? `@${id}`;
  if (id === MSG_GS || id === MSG_GS_DONE) {
    const opName = GS_OPS[op]?.slice(6).toLowerCase().replace('_', '-');
    if (opName === undefined) return undefined;
    return op === 0 && stream === 0 ? `sendmsg(${name}, ${opName})` : `sendmsg(${name}, ${opName}, ${stream})`;
  }
  // CLRX parses an operation only for gs/gs_done.
  return op === 0 && stream === 0 ? `sendmsg(${name})` : undefined;
}

/** s_waitcnt counters joined by " & " (the llvm text's spaces become CLRX's separators). */
export function clrxWaitcnt(llvmText: string): string {
  return llvmText.split(' ').join(' & ');
}

/** Special sources: CLRX drops llvm-mc's src_ prefix. */
export function clrxSourceName(llvmName: string): string {
  return llvmName.startsWith('src_') ? llvmName.slice(4) : llvmName;
}

/** A literal whose value has an inline form prints lit(N) in CLRX (llvm-mc has no spelling for it). */
export function clrxLiteral(u: number, readsInline: boolean): string {
  const s = u | 0;
  return readsInline ? `lit(${s >= -16 && s <= 64 ? s : hex(u >>> 0)})` : hex(u >>> 0);
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
  [/^v_mqsad_pk_u16_u8$/, 'v_mqsad_u8', [true, false, false, false]],
];

/** Names CLRX reads besides its own: [CLRX's spelling, llvm-mc's name]. */
const CLRX_READS: readonly (readonly [RegExp, string, PerGen])[] = [
  [/^(v_cmpx?)_lg_([iu]\d+)$/, '$1_ne_$2', ALL],
  [/^(v_cmpx?)_tru_([iu]\d+)$/, '$1_t_$2', ALL],
  [/^(v_cmpx?)_t_(f\d+)$/, '$1_tru_$2', ALL],
  [/^v_mqsad_u8$/, 'v_mqsad_pk_u16_u8', ALL],
  [/^v_qsad_u8$/, 'v_qsad_pk_u16_u8', ALL],
];

const FORM_SUFFIX = /_(e32|e64|dpp|sdwa)$/;

/** The mnemonic CLRX prints for llvm-mc's `name` (a table row's printed name) on `gen`. */
export function clrxMnemonic(gen: Gen, name: string): string {
  const base = name.replace(FORM_SUFFIX, '');
  for (const [re, to, g] of CLRX_NAMES) if (g[GEN_INDEX[gen]] && re.test(base)) return base.replace(re, to);
  return base;
}

/** llvm-mc's name for a CLRX spelling, where CLRX spells it differently (undefined: the same). */
export function llvmMnemonic(gen: Gen, name: string): string | undefined {
  for (const [re, to, g] of CLRX_READS) if (g[GEN_INDEX[gen]] && re.test(name)) return name.replace(re, to);
  return undefined;
}

/** CLRX's .gpu names for the generations' reference GPUs. */
export const CLRX_GPU: Readonly<Record<Gen, string>> = { 'gcn1.0': 'Tahiti', 'gcn1.1': 'Bonaire', 'gcn1.2': 'Tonga', 'gcn1.4': 'GFX900' };
