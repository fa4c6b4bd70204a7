// The wait states the hardware needs between two instructions it does not interlock, as data.
// Sources: the "Manually Inserted Wait States (NOPs)" tables of AMD's ISA manuals ([SI] Southern
// Islands 4.5 / [CI] Sea Islands 4.5 / [GCN3] 4.5 / [VEGA] 4.5, the row named in `manual`) and
// LLVM 19's GCNHazardRecognizer (the check function in `llvm`), which decides which generations a
// row applies to where the manuals are silent (GCNSubtarget's has*Hazard() predicates).
// src/analyze/hazards.ts evaluates them: a rule is broken when, on some path into a `reader`
// instruction, an instruction of the `writer` class that is `linked` to it comes fewer than
// `waitStates` wait states before it. Counting: each instruction is one wait state, `s_nop N` is
// N+1 (SIMM16[2:0] on GCN 1.0-1.2: 1..8, SIMM16[3:0] on GCN 1.4: 1..16; nopBits in semantics.ts).
import { columnValue, type Gen } from '../isa/gens.js';
import { semanticsOf } from '../isa/semantics.js';
import { genOf, has, type Feature, type On } from '../isa/targets.js';
import { MAI_WAIT_STATE_RULES } from './hazard-rules-mai.js';
import { MAI90A_WAIT_STATE_RULES } from './hazard-rules-mai90a.js';
import type { MfmaWaits } from './mfma-kinds.js';

/** The earlier instruction of a rule. */
export type WriterClass =
  | 'valu'        // any vector ALU instruction (VOP*, VINTRP; v_readlane, v_cmp, v_div_scale write SGPRs/VCC)
  | 'salu'        // scalar ALU (SOP1/SOP2/SOPK/SOPC)
  | 'any'         // any instruction
  | 'setreg'      // s_setreg_b32 / s_setreg_imm32_b32
  | 'wide-store'  // VMEM store of more than 64 bits of data without an SGPR soffset (createsVALUHazard)
  | 'smem'        // scalar memory (SMRD/SMEM): a member of an SMEM soft clause
  | 'vmem'        // MUBUF/MTBUF/MIMG/FLAT: a member of a VMEM soft clause
  | 'mfma'        // an MFMA (CDNA: its D, or with link 'srcc-war' the C it reads)
  | 'accvgpr-write' | 'accvgpr-read' // v_accvgpr_write_b32 (writes an AGPR) / v_accvgpr_read_b32 (writes a VGPR)
  | 'valu-not-mai'  // a VALU other than an MFMA or v_accvgpr_* (LLVM: isVALU && !isMAI)
  | 'valu-not-mfma' // a VALU other than an MFMA (gfx90a+: v_accvgpr_* are VALU moves; LLVM's "legacy VALU")
  | 'valu-not-mfma-dot' // the same but a dot product (LLVM IsLegacyVALUNotDotFn)
  | 'xdl'         // an XDL MFMA (mfma-kinds.ts: every MFMA but a DGEMM before gfx940): with link 'srcc-war' the C it reads
  | 'dgemm'       // an f64 MFMA
  | 'dot'         // a dot product (v_dot*: LLVM's IsDOT)
  | 'trans'       // a transcendental VALU (LLVM's TRANS: v_exp, v_log, v_rcp, v_rsq, v_sqrt, v_sin, v_cos)
  | 'dst-sel';    // a VALU writing part of its VGPR: SDWA dst_sel other than DWORD, or VOP3 op_sel's destination bit

/** The later instruction of a rule. */
export type ReaderClass =
  | 'vmem'              // MUBUF/MTBUF/MIMG/FLAT: its SGPR operands
  | 'smrd'              // SMRD: its SGPR operands (GCN 1.0)
  | 's-buffer'          // S_BUFFER_* loads: their descriptor's SGPRs
  | 'rw-lane'           // v_readlane_b32 / v_writelane_b32: the lane-select SGPR
  | 'div-fmas'          // v_div_fmas_f32/f64: VCC
  | 'getreg' | 'setreg' // s_getreg_b32 / s_setreg*: the same hardware register
  | 'rfe'               // s_rfe_b64 / s_rfe_restore_b64
  | 'dpp'               // a DPP instruction
  | 'm0-msg-gds'        // s_sendmsg, s_sendmsghalt, s_ttracedata, DS with gds (isSendMsgTraceDataOrGDS)
  | 'm0-movrel-interp'  // VINTRP, s_movrel*, ds_read/write_addtid_b32
  | 'm0-lds-dma'        // MUBUF/GLOBAL/SCRATCH with lds:1
  | 'm0-lds-direct'     // an instruction reading lds_direct
  | 'valu-vccz-execz'   // a VALU reading vccz or execz as data
  | 'valu-vcc-sgpr'     // a VALU reading VCC through the number of the SGPR that holds it (not as a carry-in)
  | 'vector'            // any vector instruction (VALU, VMEM, DS, EXP)
  | 'vgpr-writer'       // an instruction that writes VGPRs (VALU: checkVALUHazardsHelper)
  | 'mfma-accwrite'     // an MFMA or v_accvgpr_write_b32 (checkMAIHazards908: any MAI but v_accvgpr_read)
  | 'mfma-srcc'         // an MFMA: the AGPRs of its C
  | 'mfma-srcab'        // an MFMA: the AGPRs of its A and B
  | 'accvgpr-read'      // v_accvgpr_read_b32: the AGPR it reads
  | 'accvgpr-write'     // v_accvgpr_write_b32: the AGPR it writes
  | 'ldst'              // MUBUF/MTBUF/MIMG/FLAT/DS: the VGPRs they read
  | 'ldst-after-accvgpr' // the same, right after a v_accvgpr_read/write in its block
  | 'mfma'              // an MFMA: the registers of A, B and C
  | 'smfma-srcc' | 'dgemm-srcc' // a non-DGEMM / DGEMM MFMA: the registers of its C
  | 'xdl-srcc' | 'nonxdl-srcc'  // an XDL / other MFMA (a DGEMM included): the registers of its C
  | 'valu-not-mfma'     // a VALU other than an MFMA: the vector registers it reads (or writes: link 'vreg-waw', 'srcc-war')
  | 'mem-exp'           // MUBUF/MTBUF/MIMG/FLAT/DS or EXP: the same
  | 'mem'               // MUBUF/MTBUF/MIMG/FLAT/DS: the same
  | 'valu-mem-exp'      // any of the three
  | 'fma-f64'           // v_fma_f64, v_fmac_f64
  | 'valu'              // any VALU: the registers it reads
  | 'valu-not-trans'    // a VALU but a transcendental: the same
  | 'lane-read'         // v_readlane_b32, v_readfirstlane_b32: the VGPR they read (src0)
  | 'lane-access';      // v_readlane_b32, v_readfirstlane_b32, v_writelane_b32: EXEC

/** What ties the two together. */
export type Link =
  | 'sgpr'          // an SGPR (or VCC, M0, EXEC half) the writer writes and the reader reads in its role
  | 'vgpr'          // a VGPR the writer writes and the reader reads
  | 'vcc' | 'exec' | 'vcc-exec' | 'm0'
  | 'hwreg'         // the same hardware register id (hwreg(ID, ...)) in both
  | 'trapsts'       // the writer sets TRAPSTS
  | 'mode-vskip'    // the writer sets MODE bit 28 (VSKIP)
  | 'store-data'    // the reader writes a VGPR holding the writer's store data (write after read)
  | 'descriptor-3' // the writer writes the third dword of the reader's V# (sbase + 2)
  | 'vcc-alias'    // the writer writes VCC, the reader reads the SGPRs that hold it by their numbers
  | 'agpr'         // an AGPR the writer writes and the reader uses in its role (hazard-classes.ts readerNeeds)
  | 'agpr-overlap' // the same, unless the writer's D is exactly the reader's registers (LLVM: "DstReg == Reg")
  | 'srcc-war'     // the reader writes a register the writer (an MFMA) reads as C (write after read)
  | 'vreg'         // a VGPR or AGPR the writer writes and the reader uses in its role (gfx90a+: MFMA C/D in either file)
  | 'vreg-partial' // the same, unless the writer's D is exactly the reader's registers (LLVM: not "FullReg")
  | 'vreg-same'    // the writer's D is exactly the reader's registers (LLVM: "FullReg")
  | 'vreg-waw'     // the reader writes a VGPR or AGPR the writer writes (write after write)
  | 'none'         // the two instructions, whatever registers they use
  | 'sgpr-or-vcc'  // an SGPR the reader reads as an explicit operand, or VCC it reads at all (LLVM hasVDecCoExecHazard)
  | 'soft-clause'; // the reader ends a run of writer-class instructions (nothing else between) in which
                   // one writes a register one reads (itself included), or the reader is a store after
                   // a member that writes: XNACK replays the clause (hazards.ts clauseHit)

export interface WaitStateRule {
  /** Stable name, used in findings and tests. */
  readonly id: string;
  readonly writer: WriterClass;
  readonly reader: ReaderClass;
  readonly link: Link;
  /** Wait states needed per family column (COLUMN_GENS: GCN 1.0, 1.1, 1.2, 1.4; a child family reads its parent's: columnValue); 0 where the rule does not apply. */
  readonly waitStates: readonly [number, number, number, number];
  /** Table row of the manuals (or the reference the rule comes from). */
  readonly manual: string;
  /** LLVM 19 GCNHazardRecognizer check implementing it ('-': none). */
  readonly llvm: string;
  /** What the rule is about, for messages: "a VALU write of an SGPR before a VMEM read of it". */
  readonly says: string;
  /**
   * A target setting the rule needs: 'xnack', XNACK on or any (LLVM's isXNACKEnabled: the target ID's
   * :xnack+ or no :xnack setting, on a GPU that supports XNACK; llvm-mc and clang -mcpu=gfx900 take
   * "any"), as `gcnkit analyze` reads it from the code object's target or --mcpu; 'sgpr-allocation',
   * the SGPRs the descriptor allocates (VCC is held in the last two: Mesa ACO's vcc_physical).
   */
  readonly requires?: 'xnack' | 'sgpr-allocation';
  /**
   * Link 'soft-clause': how many instructions before the reader the clause is looked for in. LLVM
   * looks at its last MaxLookAhead emitted instructions (5 without AGPRs), and clang-19's code relies
   * on it (gfx900 private_sort: a load 7 instructions after a store of the register it writes).
   */
  readonly clauseWindow?: number;
  /**
   * The window in a program that uses AGPR a0 (CDNA): LLVM's MaxLookAhead is 19 there
   * ("isPhysRegUsed(AMDGPU::AGPR0) ? 19 : 5"), and clang-19's gfx908 tile_spill relies on it (an
   * s_nop before a load 12 members after the one reading the address it overwrites).
   */
  readonly clauseWindowAgprs?: number;
  /** A target feature the rule needs (CDNA's mai-insts): it applies to the targets that have it only. */
  readonly feature?: Feature;
  /** A target feature the rule does not hold with (gfx908's MAI rules are not gfx90a's). */
  readonly unless?: Feature;
  /** A feature that changes the wait states: [feature, wait states] (gfx940's 2 for a wide store's data). */
  readonly withFeature?: readonly [Feature, number];
  /**
   * Wait states by the kind and passes of the MFMA the writer is (mfma-kinds.ts, LLVM's latency of
   * it on the target); `waitStates` then holds the largest.
   */
  readonly byMfma?: MfmaWaits;
  /**
   * An instruction of this class must come between the two, or be the writer (LLVM's gfx90a
   * workaround: a DGEMM between a VALU write and a memory read of the VGPR).
   */
  readonly via?: WriterClass;
  /**
   * When the reader is the writer's own instruction (the same row): 'all', no hazard; 'src2', none
   * through its C alone (LLVM's dot-product rules: a dot product accumulating into its own result).
   */
  readonly exceptSame?: 'all' | 'src2';
}

export const WAIT_STATE_RULES: readonly WaitStateRule[] = [
  {
    id: 'valu-sgpr-vmem', writer: 'valu', reader: 'vmem', link: 'sgpr', waitStates: [5, 5, 5, 5],
    manual: '[SI/CI/GCN3/VEGA] "VALU writes SGPR -> VMEM reads that SGPR: 5"', llvm: 'checkVMEMHazards (hasVMEMReadSGPRVALUDefHazard)',
    says: 'a VALU write of an SGPR before a vector memory instruction reads it',
  },
  {
    id: 'valu-sgpr-smrd', writer: 'valu', reader: 'smrd', link: 'sgpr', waitStates: [4, 0, 0, 0],
    manual: '[SI] "VALU writes SGPR -> SMRD reads that SGPR: 4"', llvm: 'checkSMRDHazards (hasSMRDReadVALUDefHazard: SI only)',
    says: 'a VALU write of an SGPR before a scalar memory read of it',
  },
  {
    id: 'salu-sgpr-sbuffer', writer: 'salu', reader: 's-buffer', link: 'sgpr', waitStates: [4, 0, 0, 0],
    manual: '- (LLVM: "undocumented hardware behavior in SI", s_mov of a descriptor then s_buffer_load)', llvm: 'checkSMRDHazards (IsBufferSMRD)',
    says: 'a SALU write of a descriptor SGPR before an s_buffer_* reads it',
  },
  {
    id: 'descriptor-dword3', writer: 'any', reader: 's-buffer', link: 'descriptor-3', waitStates: [1, 1, 1, 1],
    manual: '[SEED] (shared/reference/semantics.md §8.3; the simulator\'s descriptor hazard)', llvm: '-',
    says: 'a write of the third dword of a V# right before an s_buffer_* uses it',
  },
  {
    id: 'valu-sgpr-lane-select', writer: 'valu', reader: 'rw-lane', link: 'sgpr', waitStates: [4, 4, 4, 4],
    manual: '[SI/CI/GCN3/VEGA] "VALU writes SGPR/VCC (readlane, cmp, add/sub, div_scale) -> V_{READ,WRITE}LANE using that SGPR/VCC as the lane select: 4"',
    llvm: 'checkRWLaneHazards', says: 'a VALU write of an SGPR before v_readlane/v_writelane selects a lane with it',
  },
  {
    id: 'valu-vcc-div-fmas', writer: 'valu', reader: 'div-fmas', link: 'vcc', waitStates: [4, 4, 4, 4],
    manual: '[SI/CI/GCN3/VEGA] "VALU writes VCC (including v_div_scale) -> V_DIV_FMAS: 4"', llvm: 'checkDivFMasHazards',
    says: 'a VALU write of VCC before v_div_fmas reads it',
  },
  {
    id: 'valu-vcc-sgpr-alias', writer: 'valu', reader: 'valu-vcc-sgpr', link: 'vcc-alias', waitStates: [0, 0, 1, 1], requires: 'sgpr-allocation',
    manual: '[GCN3/VEGA] "Mixed use of VCC: alias vs SGPR# (v_readlane, v_readfirstlane, v_cmp, v_add*_i/u, v_sub*_i/u, v_div_scale* writes vcc) -> VALU which reads VCC as a constant (not as a carry-in which is 0 wait states): 1"',
    llvm: '- (Mesa ACO aco_insert_NOPs: "VALU which reads VCC as a constant", VCC at the allocation\'s last two SGPRs)',
    says: 'a VALU write of VCC before a VALU reads it through the number of the SGPR that holds it',
  },
  {
    id: 'valu-vcc-exec-z', writer: 'valu', reader: 'valu-vccz-execz', link: 'vcc-exec', waitStates: [5, 5, 5, 5],
    manual: '[SI/CI/GCN3/VEGA] "VALU that sets VCC or EXEC -> VALU that uses EXECZ or VCCZ as data source: 5"', llvm: '-',
    says: 'a VALU write of VCC or EXEC before a VALU reads vccz/execz',
  },
  {
    id: 'setreg-getreg', writer: 'setreg', reader: 'getreg', link: 'hwreg', waitStates: [2, 2, 2, 2],
    manual: '[SI/CI/GCN3/VEGA] "S_SETREG <-> S_GETREG: 2"', llvm: 'checkGetRegHazards',
    says: 's_setreg of a hardware register before s_getreg reads it',
  },
  {
    id: 'setreg-setreg', writer: 'setreg', reader: 'setreg', link: 'hwreg', waitStates: [1, 1, 2, 2],
    manual: '[GCN3/VEGA] "S_SETREG <-> S_SETREG: 2"', llvm: 'checkSetRegHazards (getSetRegWaitStates: 1 on SI/CI, 2 after)',
    says: 's_setreg of a hardware register before another s_setreg of it',
  },
  {
    id: 'setreg-vskip', writer: 'setreg', reader: 'vector', link: 'mode-vskip', waitStates: [2, 2, 2, 2],
    manual: '[SI/CI/GCN3/VEGA] "S_SETREG hwreg(MODE.vskip) -> any vector op: 2"', llvm: '-',
    says: 's_setreg of MODE.VSKIP before a vector instruction',
  },
  {
    id: 'setreg-trapsts-rfe', writer: 'setreg', reader: 'rfe', link: 'trapsts', waitStates: [0, 0, 1, 1],
    manual: '[GCN3/VEGA] "S_SETREG TRAPSTS -> RFE, RFE_restore: 1"', llvm: 'checkRFEHazards (hasRFEHazards: VI+)',
    says: 's_setreg of TRAPSTS before s_rfe',
  },
  {
    id: 'valu-vgpr-dpp', writer: 'any', reader: 'dpp', link: 'vgpr', waitStates: [0, 0, 2, 2],
    manual: '[GCN3/VEGA] "VALU writes VGPR -> VALU DPP reads that VGPR: 2"', llvm: 'checkDPPHazards (DppVgprWaitStates; any writer)',
    says: 'a write of a VGPR before a DPP instruction reads it',
  },
  {
    id: 'valu-exec-dpp', writer: 'valu', reader: 'dpp', link: 'exec', waitStates: [0, 0, 5, 5],
    manual: '[GCN3/VEGA] "VALU writes EXEC -> VALU DPP op: 5"', llvm: 'checkDPPHazards (DppExecWaitStates)',
    says: 'a VALU write of EXEC before a DPP instruction',
  },
  {
    id: 'salu-m0-msg-gds', writer: 'salu', reader: 'm0-msg-gds', link: 'm0', waitStates: [0, 0, 1, 1],
    manual: '[GCN3/VEGA] "SALU writes M0 -> GDS, S_SENDMSG or S_TTRACE_DATA: 1"', llvm: 'checkReadM0Hazards (hasReadM0SendMsgHazard: VI, GFX9)',
    says: 'a SALU write of M0 before s_sendmsg, s_ttracedata or a GDS instruction',
  },
  {
    id: 'salu-m0-movrel-interp', writer: 'salu', reader: 'm0-movrel-interp', link: 'm0', waitStates: [0, 0, 0, 1],
    manual: '[VEGA] "SALU writes M0 -> LDS add-TID instruction, VINTERP, S_MOVREL: 1"', llvm: 'checkReadM0Hazards (hasReadM0MovRelInterpHazard: GFX9)',
    says: 'a SALU write of M0 before v_interp, s_movrel or an add-TID DS instruction',
  },
  {
    id: 'salu-m0-lds-dma', writer: 'salu', reader: 'm0-lds-dma', link: 'm0', waitStates: [0, 0, 0, 1],
    manual: '[VEGA] "SALU writes M0 -> buffer_store_LDS_dword, scratch or global with LDS = 1: 1"', llvm: 'checkReadM0Hazards (hasReadM0LdsDmaHazard: GFX9)',
    says: 'a SALU write of M0 before a vector memory instruction with lds',
  },
  {
    id: 'salu-m0-lds-direct', writer: 'salu', reader: 'm0-lds-direct', link: 'm0', waitStates: [0, 0, 0, 1],
    manual: '[VEGA] "SALU writes M0 -> LDS_direct: 1"', llvm: 'checkReadM0Hazards (hasReadM0LdsDirectHazard: GFX9)',
    says: 'a SALU write of M0 before an instruction reads lds_direct',
  },
  {
    id: 'wide-store-data', writer: 'wide-store', reader: 'vgpr-writer', link: 'store-data', waitStates: [0, 1, 1, 1], withFeature: ['gfx940-insts', 2],
    manual: '[CI/GCN3/VEGA] "FLAT_STORE_X3/X4, FLAT_ATOMIC_{F}CMPSWAP_X2, BUFFER_STORE_DWORD_X3/X4, BUFFER_STORE_FORMAT_XYZ/XYZW, BUFFER_ATOMIC_{F}CMPSWAP_X2, IMAGE_STORE_* > 64 bits -> write VGPRs holding writedata: 1"',
    llvm: 'checkVALUHazardsHelper (has12DWordStoreHazard: not SI; MUBUF/MTBUF only without an SGPR soffset; VALUWaitStates: 2 with gfx940-insts)',
    says: 'a vector memory store of more than 64 bits before its data VGPRs are overwritten',
  },
  {
    id: 'xnack-smem-clause', writer: 'smem', reader: 'smrd', link: 'soft-clause', waitStates: [0, 0, 1, 1], requires: 'xnack', clauseWindow: 5, clauseWindowAgprs: 19,
    manual: '- (LLVM: "A soft-clause is any group of consecutive SMEM instructions ... may return out of order and/or may be replayed"; a non-SMEM instruction breaks it)',
    llvm: 'checkSoftClauseHazards from checkSMRDHazards (isXNACKEnabled; GCN 1.2+: SMEM soft clauses "only present on VI+")',
    says: 'a scalar memory instruction in a soft clause that writes a register the clause reads (or stores after a load), which an XNACK replay breaks,',
  },
  {
    id: 'xnack-vmem-clause', writer: 'vmem', reader: 'vmem', link: 'soft-clause', waitStates: [0, 0, 1, 1], requires: 'xnack', clauseWindow: 5, clauseWindowAgprs: 19,
    manual: '- (LLVM: the same soft-clause rule for consecutive VMEM/FLAT instructions)',
    llvm: 'checkSoftClauseHazards from checkVMEMHazards (isXNACKEnabled, hasVMEMReadSGPRVALUDefHazard: up to GFX9)',
    says: 'a vector memory instruction in a soft clause that writes a register the clause reads (or stores after a load), which an XNACK replay breaks,',
  },
  ...MAI_WAIT_STATE_RULES,
  ...MAI90A_WAIT_STATE_RULES,
];

/** Wait states the rule needs on a family or target (0: it does not apply); the largest where they depend on an MFMA. */
export function ruleWaitStates(rule: WaitStateRule, on: On): number {
  if (rule.feature && !has(on, rule.feature)) return 0;
  if (rule.unless && has(on, rule.unless)) return 0;
  if (rule.withFeature && has(on, rule.withFeature[0])) return rule.withFeature[1];
  return columnValue(rule.waitStates, genOf(on));
}

/** SIMM16 bits of s_nop that count on `gen` (src/isa/semantics.ts nopBits). */
export function nopBits(gen: Gen): number {
  return semanticsOf(gen).nopBits;
}

/** Wait states an `s_nop SIMM16` gives on `gen`. */
export function nopWaitStates(simm16: number, gen: Gen): number {
  return (simm16 & ((1 << nopBits(gen)) - 1)) + 1;
}

/** The largest number of wait states any rule needs (how far back a check looks). */
export const MAX_WAIT_STATES = Math.max(...WAIT_STATE_RULES.flatMap((r) => r.waitStates));
