// Implicit operands: what an instruction reads or writes besides the operands its profile lists,
// written once as the table IMPLICIT (LLVM's Uses/Defs and tied operands of SOPInstructions.td,
// VOP*Instructions.td, DSInstructions.td, ...; each row names its source). Two views are derived:
// - implicitRules(def, on): the rows that hold for a row on a target, for the analyser
//   (src/analyze/program.ts: register reads and writes, liveness, waits, hazards);
// - implicitOf(def): the ALU operand facts for the constant-bus rule (./constant-bus.ts), the
//   assembler, the disassembler and the simulator (src/sim/exec-valu.ts, exec-salu.ts).
// An e32 row's `vcc` operand is in its profile: the compare mask or carry-out before any source,
// the condition or carry-in after one (v_cndmask_b32, v_addc_u32); implicitOf adds that too.
import { has, type Feature, type On } from './targets.js';
import type { EncName, InstrDef, OperandSpec } from './types.js';

/** An implicit register: a named scalar register, SCC, or the instruction's destination read back. */
export type ImplicitReg = 'vcc' | 'exec' | 'm0' | 'scc' | 'dst';

export interface ImplicitRule {
  /** Mnemonics the rule covers (a row's name, suffixes _e32/_e64/_dpp/_sdwa included). */
  readonly match: RegExp;
  /** Encodings it is limited to, or all. */
  readonly encs?: readonly EncName[];
  /** Only on targets with this feature (src/isa/targets.ts). */
  readonly needs?: Feature;
  /** Only when this one-bit field is set (MUBUF lds: M0 gives the LDS address). */
  readonly whenField?: string;
  readonly reads?: readonly ImplicitReg[];
  readonly writes?: readonly ImplicitReg[];
  /** The destination field is only read (s_cmpk_*, s_setreg_b32: SOPK's SDST is a source). */
  readonly dstIsSource?: boolean;
  /**
   * The destination is also a source, read after the others: 'typed' of the sources' type (v_mac_*:
   * the addend), 'raw' as bits (v_cvt_pkaccum_u8_f32: the bytes it keeps). Implies reads ['dst'].
   */
  readonly tied?: 'typed' | 'raw';
  /** SRC1 is a lane select that reads M0 off the constant bus (v_writelane_b32: `s13, m0` is one read). */
  readonly laneSelectOffBus?: boolean;
  /** Where the rule comes from. */
  readonly source: string;
}

const VALU: readonly EncName[] = [
  'VOP1', 'VOP2', 'VOPC', 'VOP1_SDWA', 'VOP2_SDWA', 'VOPC_SDWA', 'VOP1_DPP', 'VOP2_DPP', 'VOPC_DPP', 'VOP3', 'VOP3P',
];
const VECTOR: readonly EncName[] = [...VALU, 'VINTRP', 'DS', 'MUBUF', 'MTBUF', 'MIMG', 'FLAT', 'EXP'];
/** The scalar ALU's encodings (SOPP, the program-control one, excluded). */
const SALU_OPS: readonly EncName[] = ['SOP1', 'SOP2', 'SOPK', 'SOPC'];
const SALU: readonly EncName[] = [...SALU_OPS, 'SOPP'];

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
  { match: /^v_cmps?x_/, writes: ['exec'], source: 'VOPCInstructions.td: VOPC_CMPX (GCN 1.0 V_CMPSX too) Defs = [EXEC]' },
  { match: /^v_div_fmas_f(32|64)/, reads: ['vcc'], source: 'VOP3Instructions.td: V_DIV_FMAS Uses = [VCC, EXEC]' },
  // M0 as an index, an LDS base or limit, or a message's data.
  { match: /^s_sendmsg/, reads: ['m0'], source: 'SOPInstructions.td: S_SENDMSG Uses = [EXEC, M0]' },
  { match: /^s_movrel[sd]_b(32|64)$/, reads: ['m0'], source: 'SOPInstructions.td: S_MOVRELS/S_MOVRELD Uses = [M0]' },
  { match: /^v_movrel(s|d|sd)_b32/, reads: ['m0'], source: 'VOP1Instructions.td: V_MOVREL* Uses = [M0, EXEC]' },
  { match: /^v_interp_/, encs: ['VINTRP'], reads: ['m0'], source: 'VINTRPInstructions.td: Uses = [MODE, M0, EXEC]' },
  { match: /^v_interp_/, encs: ['VOP3'], reads: ['m0'], source: 'VOP3Instructions.td: V_INTERP_*_e64 (VI+) Uses = [MODE, M0, EXEC]' },
  { match: /^s_set_gpr_idx_(on|idx)$/, reads: ['m0'], writes: ['m0'], source: 'SOPInstructions.td: S_SET_GPR_IDX_ON/IDX Defs = Uses = [M0, MODE]' },
  { match: /./, encs: ['DS'], needs: 'lds-m0-limit', reads: ['m0'], source: 'DSInstructions.td: LDS access Uses = [M0] before GFX9 (M0 bounds the LDS address)' },
  { match: /^ds_(gws_|append|consume|ordered_count)/, encs: ['DS'], reads: ['m0'], source: 'DSInstructions.td: GWS and wave counters Uses = [M0]' },
  { match: /./, encs: ['MUBUF'], whenField: 'lds', reads: ['m0'], source: 'BUFInstructions.td: MUBUF lds=1 Uses = [M0] (the LDS address)' },
  // Destinations read back: accumulators, lane writes, conditional scalar moves.
  { match: /^v_(mac|fmac|mac_legacy)_f(16|32|64)/, tied: 'typed', source: 'VOP2Instructions.td: V_MAC/V_FMAC/V_MAC_LEGACY (and gfx90a\'s V_FMAC_F64) Constraints = "$vdst = $src2"' },
  { match: /^v_(dot2c|dot4c|dot8c|pk_fmac)_/, tied: 'typed', source: 'VOP2Instructions.td: V_DOT2C/DOT4C/DOT8C (VOP_DOT_ACC), V_PK_FMAC_F16 Constraints = "$vdst = $src2"' },
  { match: /^v_cvt_(pk|sr)_(fp8|bf8)_f32/, tied: 'raw', source: 'VOP3Instructions.td: V_CVT_PK_FP8/BF8_F32 Constraints = "$vdst = $vdst_in", V_CVT_SR_FP8/BF8_F32 "$vdst = $src2" (the word / byte op_sel does not select is kept)' },
  { match: /^v_cvt_pkaccum_u8_f32/, tied: 'raw', source: 'VOP2Instructions.td: V_CVT_PKACCUM_U8_F32 (LLVM leaves its Uses unset, with a note to set Uses = dst; the bytes it does not pack are kept)' },
  { match: /^v_writelane_b32/, reads: ['dst'], laneSelectOffBus: true, source: 'VOP2Instructions.td: V_WRITELANE_B32 Constraints = "$vdst = $vdst_in"; SRC1 is the lane select' },
  { match: /^v_interp_p2_f32/, reads: ['dst'], source: 'VINTRPInstructions.td: V_INTERP_P2_F32 Constraints = "$src0 = $vdst"' },
  { match: /^s_(cmov_b32|cmov_b64|cmovk_i32|addk_i32|mulk_i32)$/, encs: SALU, reads: ['dst'], source: 'SOPInstructions.td: S_CMOV*/S_ADDK/S_MULK Constraints = "$sdst = $src0" (or a conditional write)' },
  { match: /^s_bitset[01]_b(32|64)$/, encs: SALU, reads: ['dst'], source: 'SOPInstructions.td: S_BITSET0/1 Constraints = "$sdst = $sdst_in" (one bit of SDST changes)' },
  { match: /^s_(cmpk_|setreg_b32$|cbranch_i_fork$)/, encs: ['SOPK'], dstIsSource: true, source: 'SOPInstructions.td: SOPK_SCC / S_SETREG_B32 / S_CBRANCH_I_FORK: SDST is a source' },
];

const readsOf = (r: ImplicitRule): readonly ImplicitReg[] => (r.tied ? [...(r.reads ?? []), 'dst'] : r.reads ?? []);
const applies = (r: ImplicitRule, def: InstrDef): boolean => (!r.encs || r.encs.includes(def.enc)) && r.match.test(def.name);

const RULES = new Map<On, WeakMap<InstrDef, readonly ImplicitRule[]>>();

/** The rules that hold for a row on a family or target (field-dependent ones checked by the caller); reads include a tied destination. */
export function implicitRules(def: InstrDef, on: On): readonly ImplicitRule[] {
  let cache = RULES.get(on);
  if (!cache) RULES.set(on, (cache = new WeakMap()));
  let list = cache.get(def);
  if (!list) {
    list = IMPLICIT.filter((r) => (!r.needs || has(on, r.needs)) && applies(r, def)).map((r) => (r.tied ? { ...r, reads: readsOf(r) } : r));
    cache.set(def, list);
  }
  return list;
}

/** The ALU operand facts of a row, derived from IMPLICIT and the operand profile. */
export interface Implicit {
  /** Reads VCC (64 bits) as a condition or carry-in: its e32 `vcc` operand, or unwritten (v_div_fmas). */
  readonly vccIn: boolean;
  /** A vector ALU row reads M0: v_movrel*'s relative index, v_interp_*_e64's LDS parameter base. */
  readonly m0In: boolean;
  /** SRC1 is a lane select that reads M0 off the constant bus (v_writelane_b32: `s13, m0` is one read). */
  readonly laneSelectOffBus: boolean;
  /** Writes EXEC: its compare mask (v_cmpx_*, GCN 1.0's v_cmpsx_*), or the new mask (s_*_saveexec_b64, s_*_wrexec_b64). */
  readonly execOut: boolean;
  /** A scalar ALU row reads EXEC as an operand (s_*_saveexec_b64, s_*_wrexec_b64). */
  readonly execIn: boolean;
  /** A scalar ALU row reads its destination field (s_addk_i32, s_cmpk_*, s_bitset*, s_cmov*). */
  readonly dstRead: boolean;
  /** The destination field is written (false for s_cmpk_*, whose SDST is the compared value). */
  readonly dstWritten: boolean;
  /** The destination is also a source, read after the others (ImplicitRule.tied); false: not tied. */
  readonly tiedDst: false | 'typed' | 'raw';
}

/** The mnemonic without its encoding suffix (v_mac_f32_e64 -> v_mac_f32). */
export const baseName = (def: InstrDef): string => def.name.replace(/_(e32|e64|dpp|sdwa)$/, '');

/** Whether an operand spec is a source the instruction reads (a VCC operand after one is the condition / carry-in). */
export function isSource(o: OperandSpec): boolean {
  switch (o.kind) {
    case 'vsrc': case 'pksrc': case 'mixsrc': case 'sdwasrc': case 'dppsrc': case 'litk': return true;
    case 'ssrc': case 'vreg': return o.field !== 'vdst';
    case 'sreg': return o.field === 'src2';
    default: return false;
  }
}

const CACHE = new WeakMap<InstrDef, Implicit>();

/** The row's implicit ALU operands (rules that need a feature or a field set are the analyser's only). */
export function implicitOf(def: InstrDef): Implicit {
  let r = CACHE.get(def);
  if (!r) {
    const rules = IMPLICIT.filter((x) => !x.needs && !x.whenField && applies(x, def));
    const reads = (reg: ImplicitReg): boolean => rules.some((x) => readsOf(x).includes(reg));
    const valu = VALU.includes(def.enc), salu = SALU_OPS.includes(def.enc);
    const firstSource = def.operands.findIndex(isSource);
    const vccAfterSource = firstSource >= 0 && def.operands.some((o, i) => o.kind === 'vcc' && i > firstSource);
    const dstIsSource = rules.some((x) => x.dstIsSource);
    r = {
      vccIn: vccAfterSource || (valu && reads('vcc')),
      m0In: valu && reads('m0'),
      laneSelectOffBus: rules.some((x) => x.laneSelectOffBus),
      execOut: rules.some((x) => x.writes?.includes('exec')),
      execIn: salu && reads('exec'),
      dstRead: salu && (reads('dst') || dstIsSource),
      dstWritten: !dstIsSource,
      tiedDst: rules.find((x) => x.tied)?.tied ?? false,
    };
    CACHE.set(def, r);
  }
  return r;
}
