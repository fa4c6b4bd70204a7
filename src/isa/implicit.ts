// Registers an instruction reads or writes that no operand field names (LLVM's Uses/Defs lists of
// SOPInstructions.td, VOPInstructions.td, DSInstructions.td, ...), and destinations that are read
// too (LLVM's tied operands and conditional writes). Data only: src/analyze/program.ts applies it.
import { GEN_INDEX, type Gen } from './gens.js';
import type { EncName, InstrDef } from './types.js';

/** An implicit register: a named scalar register, SCC, or the instruction's destination read back. */
export type ImplicitReg = 'vcc' | 'exec' | 'm0' | 'scc' | 'dst';

export interface ImplicitRule {
  /** Mnemonics the rule covers (a row's name, suffixes _e32/_e64/_dpp/_sdwa included). */
  readonly match: RegExp;
  /** Encodings it is limited to, or all. */
  readonly encs?: readonly EncName[];
  /** Generations it holds on ([1.0, 1.1, 1.2, 1.4]), or all. */
  readonly gens?: readonly [boolean, boolean, boolean, boolean];
  /** Only when this one-bit field is set (MUBUF lds: M0 gives the LDS address). */
  readonly whenField?: string;
  readonly reads?: readonly ImplicitReg[];
  readonly writes?: readonly ImplicitReg[];
  /** The destination field is only read (s_cmpk_*, s_setreg_b32: SOPK's SDST is a source). */
  readonly dstIsSource?: boolean;
  /** Where the rule comes from. */
  readonly source: string;
}

const VECTOR: readonly EncName[] = [
  'VOP1', 'VOP2', 'VOPC', 'VOP1_SDWA', 'VOP2_SDWA', 'VOPC_SDWA', 'VOP1_DPP', 'VOP2_DPP', 'VOPC_DPP', 'VOP3', 'VOP3P', 'VINTRP',
  'DS', 'MUBUF', 'MTBUF', 'MIMG', 'FLAT', 'EXP',
];
const SALU: readonly EncName[] = ['SOP1', 'SOP2', 'SOPK', 'SOPC', 'SOPP'];
const UP_TO_GCN12 = [true, true, true, false] as const;

export const IMPLICIT: readonly ImplicitRule[] = [
  // Every vector instruction works on the lanes EXEC enables (LLVM: Uses = [EXEC]).
  { match: /./, encs: VECTOR, reads: ['exec'], source: 'VOPInstructions.td, *MemInstructions.td: Uses = [EXEC]' },
  // SCC written by the scalar ALU (SOPInstructions.td: Defs = [SCC]).
  {
    match: /^s_(add|sub|addc|subb|min|max|and|or|xor|andn2|orn2|nand|nor|xnor|lshl|lshr|ashr|bfe|absdiff)_|^s_lshl[1-4]_add_u32$|^s_(not|wqm|bcnt0_i32|bcnt1_i32|quadmask)_b(32|64)$|^s_abs_i32$|_saveexec_b64$|_wrexec_b64$|^s_cmp_|^s_cmpk_|^s_bitcmp[01]_|^s_addk_i32$/,
    encs: SALU, writes: ['scc'], source: 'SOPInstructions.td: Defs = [SCC]',
  },
  // SCC read: carries, selects, conditional moves and branches.
  { match: /^s_(addc_u32|subb_u32|cselect_b32|cselect_b64|cmov_b32|cmov_b64|cmovk_i32|cbranch_scc[01])$/, encs: SALU, reads: ['scc'], source: 'SOPInstructions.td: Uses = [SCC]' },
  { match: /^s_cbranch_vccn?z$/, reads: ['vcc'], source: 'SOPInstructions.td: S_CBRANCH_VCCZ/VCCNZ Uses = [VCC]' },
  { match: /^s_cbranch_execn?z$/, reads: ['exec'], source: 'SOPInstructions.td: S_CBRANCH_EXECZ/EXECNZ Uses = [EXEC]' },
  { match: /_saveexec_b64$|_wrexec_b64$/, encs: SALU, reads: ['exec'], writes: ['exec'], source: 'SOPInstructions.td: S_*_SAVEEXEC_B64 Defs/Uses = [EXEC, SCC]' },
  { match: /^v_cmpx_/, writes: ['exec'], source: 'VOPCInstructions.td: VOPC_CMPX Defs = [EXEC]' },
  { match: /^v_div_fmas_f(32|64)/, reads: ['vcc'], source: 'VOP3Instructions.td: V_DIV_FMAS Uses = [VCC, EXEC]' },
  // M0 as an index, an LDS base or limit, or a message's data.
  { match: /^s_sendmsg/, reads: ['m0'], source: 'SOPInstructions.td: S_SENDMSG Uses = [EXEC, M0]' },
  { match: /^s_movrel[sd]_b(32|64)$/, reads: ['m0'], source: 'SOPInstructions.td: S_MOVRELS/S_MOVRELD Uses = [M0]' },
  { match: /^v_movrel(s|d|sd)_b32/, reads: ['m0'], source: 'VOP1Instructions.td: V_MOVREL* Uses = [M0, EXEC]' },
  { match: /^v_interp_/, reads: ['m0'], source: 'VINTRPInstructions/VOP3Instructions.td: Uses = [MODE, M0, EXEC]' },
  { match: /^s_set_gpr_idx_(on|idx)$/, reads: ['m0'], writes: ['m0'], source: 'SOPInstructions.td: S_SET_GPR_IDX_ON/IDX Defs = Uses = [M0, MODE]' },
  { match: /./, encs: ['DS'], gens: UP_TO_GCN12, reads: ['m0'], source: 'DSInstructions.td: LDS access Uses = [M0] before GFX9 (M0 bounds the LDS address)' },
  { match: /^ds_(gws_|append|consume|ordered_count)/, encs: ['DS'], reads: ['m0'], source: 'DSInstructions.td: GWS and wave counters Uses = [M0]' },
  { match: /./, encs: ['MUBUF'], whenField: 'lds', reads: ['m0'], source: 'BUFInstructions.td: MUBUF lds=1 Uses = [M0] (the LDS address)' },
  // Destinations read back: accumulators, lane writes, conditional scalar moves.
  { match: /^v_(mac|fmac)_f(16|32)/, reads: ['dst'], source: 'VOP2Instructions.td: V_MAC/V_FMAC Constraints = "$vdst = $src2"' },
  { match: /^v_writelane_b32/, reads: ['dst'], source: 'VOP2Instructions.td: V_WRITELANE_B32 Constraints = "$vdst = $vdst_in"' },
  { match: /^v_interp_p2_f32/, reads: ['dst'], source: 'VINTRPInstructions.td: V_INTERP_P2_F32 Constraints = "$src0 = $vdst"' },
  { match: /^s_(cmov_b32|cmov_b64|cmovk_i32|addk_i32|mulk_i32)$/, encs: SALU, reads: ['dst'], source: 'SOPInstructions.td: S_CMOV*/S_ADDK/S_MULK Constraints = "$sdst = $src0" (or a conditional write)' },
  { match: /^s_(cmpk_|setreg_b32$|cbranch_i_fork$)/, encs: ['SOPK'], dstIsSource: true, source: 'SOPInstructions.td: SOPK_SCC / S_SETREG_B32 / S_CBRANCH_I_FORK: SDST is a source' },
];

/** The rules that hold for a row on a generation (field-dependent ones checked by the caller). */
export function implicitRules(def: InstrDef, gen: Gen): readonly ImplicitRule[] {
  const gi = GEN_INDEX[gen];
  const cache = (RULES[gi] ??= new WeakMap());
  let list = cache.get(def);
  if (!list) {
    list = IMPLICIT.filter((r) => (!r.encs || r.encs.includes(def.enc)) && (!r.gens || r.gens[gi]) && r.match.test(def.name));
    cache.set(def, list);
  }
  return list;
}
const RULES: WeakMap<InstrDef, readonly ImplicitRule[]>[] = [];
