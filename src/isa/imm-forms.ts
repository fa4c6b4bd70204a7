// Data of the structured 16-bit immediates: hardware registers (s_getreg/s_setreg), messages
// (s_sendmsg) and GPR-index modes (s_set_gpr_idx_*), per generation as llvm-mc 19 names them.
// Checked against llvm-mc 19 by disassembling all 65,536 values on tonga and gfx900 and by
// assembling every name on tahiti and bonaire.
import { ALL_FAMILIES as ALL, GFX9_UP as GFX9, PRE_GFX9, VI_UP, families, inFamilies, type Gen, type PerFamily } from './gens.js';

/** The families that have a name (inherited by their children). */
type PerGen = PerFamily<boolean>;

/** SIMM16 of s_getreg/s_setreg: ID in [5:0], OFFSET in [10:6], SIZE-1 in [15:11]. */
export const HWREG = { idShift: 0, idMask: 0x3f, offsetShift: 6, offsetMask: 0x1f, sizeShift: 11, sizeMask: 0x1f } as const;

const CDNA3: PerGen = families('gfx940');

/** A name table: [value, name, generations that have it]. */
type Names = readonly (readonly [number, string, PerGen])[];

function nameOf(table: Names, gen: Gen, value: number): string | undefined {
  return table.find(([v, , g]) => v === value && inFamilies(g, gen))?.[1];
}
function valueOf(table: Names, gen: Gen, name: string): number | undefined {
  return table.find(([, n, g]) => n === name && inFamilies(g, gen))?.[0];
}

const HWREG_NAMES: Names = [
  [1, 'HW_REG_MODE', ALL], [2, 'HW_REG_STATUS', ALL], [3, 'HW_REG_TRAPSTS', ALL], [4, 'HW_REG_HW_ID', ALL],
  [5, 'HW_REG_GPR_ALLOC', ALL], [6, 'HW_REG_LDS_ALLOC', ALL], [7, 'HW_REG_IB_STS', ALL],
  [15, 'HW_REG_SH_MEM_BASES', GFX9], [16, 'HW_REG_TBA_LO', GFX9], [17, 'HW_REG_TBA_HI', GFX9],
  [18, 'HW_REG_TMA_LO', GFX9], [19, 'HW_REG_TMA_HI', GFX9],
  // CDNA 3 (llvm-mc 19 -mcpu=gfx940 prints and reads these; gfx90a prints hwreg(20) and refuses the names).
  [20, 'HW_REG_XCC_ID', CDNA3], [21, 'HW_REG_SQ_PERF_SNAPSHOT_DATA', CDNA3], [22, 'HW_REG_SQ_PERF_SNAPSHOT_DATA1', CDNA3],
  [23, 'HW_REG_SQ_PERF_SNAPSHOT_PC_LO', CDNA3], [24, 'HW_REG_SQ_PERF_SNAPSHOT_PC_HI', CDNA3],
];

export const hwregName = (gen: Gen, id: number): string | undefined => nameOf(HWREG_NAMES, gen, id);
export const hwregId = (gen: Gen, name: string): number | undefined => valueOf(HWREG_NAMES, gen, name);

export function hwregAnyGen(name: string): boolean {
  return HWREG_NAMES.some(([, n]) => n === name);
}

/** SIMM16 of s_sendmsg: message ID in [3:0], operation in [6:4], GS stream in [9:8]. */
export const MSG = { idMask: 0xf, opShift: 4, opMask: 0x7, streamShift: 8, streamMask: 0x3 } as const;
export const MSG_GS = 2;
export const MSG_GS_DONE = 3;
export const MSG_SYSMSG = 15;

const MSG_NAMES: Names = [
  [1, 'MSG_INTERRUPT', ALL], [2, 'MSG_GS', ALL], [3, 'MSG_GS_DONE', ALL], [4, 'MSG_SAVEWAVE', VI_UP],
  [5, 'MSG_STALL_WAVE_GEN', GFX9], [6, 'MSG_HALT_WAVES', GFX9], [7, 'MSG_ORDERED_PS_DONE', GFX9],
  [8, 'MSG_EARLY_PRIM_DEALLOC', GFX9], [9, 'MSG_GS_ALLOC_REQ', GFX9], [10, 'MSG_GET_DOORBELL', GFX9],
  [15, 'MSG_SYSMSG', ALL],
];
export const GS_OPS: readonly string[] = ['GS_OP_NOP', 'GS_OP_CUT', 'GS_OP_EMIT', 'GS_OP_EMIT_CUT'];
const SYSMSG_OPS: Names = [
  [1, 'SYSMSG_OP_ECC_ERR_INTERRUPT', ALL], [2, 'SYSMSG_OP_REG_RD', ALL],
  [3, 'SYSMSG_OP_HOST_TRAP_ACK', PRE_GFX9], [4, 'SYSMSG_OP_TTRACE_PC', ALL],
];

export const msgName = (gen: Gen, id: number): string | undefined => nameOf(MSG_NAMES, gen, id);
export const msgId = (gen: Gen, name: string): number | undefined => valueOf(MSG_NAMES, gen, name);
export function msgAnyGen(name: string): boolean {
  return MSG_NAMES.some(([, n]) => n === name);
}
export const sysmsgOpName = (gen: Gen, op: number): string | undefined => nameOf(SYSMSG_OPS, gen, op);
export const sysmsgOpId = (gen: Gen, name: string): number | undefined => valueOf(SYSMSG_OPS, gen, name);

/** s_set_gpr_idx_on / _mode: a 4-bit mask of the operands indexed by M0, in this bit order. */
export const GPR_IDX_MODES: readonly string[] = ['SRC0', 'SRC1', 'SRC2', 'DST'];
