// What each row does, for the simulator, as data keyed by the row's pseudo name (its mnemonic
// without the encoding suffix: every form of an instruction shares it), the way LLVM keys its
// selection patterns by the pseudo (V_READLANE_B32, V_DOT4_I32_I8, ...). A row not listed here is
// a plain operation: its executor looks `op` up in its operation table (src/sim/valu-ops.ts,
// salu-ops.ts, exec-flow.ts). Listed rows name how they execute (`exec`) and the shape facts their
// executor reads. Operands, tied destinations, carries and implicit registers are not here: they
// come from the row's operand profile and src/isa/implicit.ts.
import { baseName } from './implicit.js';
import type { InstrDef } from './types.js';

/** How a row executes beyond its operation. */
export type ExecKind =
  | 'op'            // an operation of the executor's table, keyed by `op`
  | 'none'          // changes nothing the simulator models (v_nop, v_clrexcp)
  | 'readlane'      // SDST = SRC0 of lane SRC1 & 63
  | 'readfirstlane' // SDST = SRC0 of the lowest active lane
  | 'writelane'     // VDST of lane SRC1 & 63 = SRC0, whatever EXEC says
  | 'movrel'        // a move whose source and/or destination register is offset by M0 (`rel`)
  | 'swap'          // v_swap_b32: VDST and SRC0 exchanged
  | 'mbcnt'         // SRC0 masked to the lanes below this one in one half of the wave (`half`), then `op`
  | 'packed'        // v_pk_*: `op` (a 16-bit operation) on each half
  | 'dot'           // a dot product of packed elements (`dot`)
  | 'mix'           // v_mad_mix* / v_fma_mix*: f32 or f16 sources, `mix`
  | 'interp'        // parameter interpolation (`interp`)
  | 'getpc' | 'setpc' | 'swappc' | 'call' // the program counter
  | 'getreg' | 'setreg' // hardware registers (`imm`: the value is the literal)
  | 'fork' | 'join' // the fork/join branch stack (`imm`: the fork's target is SIMM16)
  | 'swizzle' | 'permute' | 'bpermute' // DS lane exchanges
  | 'accread' | 'accwrite' // v_accvgpr_read_b32 / v_accvgpr_write_b32: one register between the VGPR and AGPR files
  | 'accmov'        // v_accvgpr_mov_b32 (gfx90a+, VOP1): one AGPR to another
  | 'packed32'      // gfx90a's v_pk_*_f32 / v_pk_mov_b32: `op` (a 32-bit operation) on each dword of a register pair
  | 'mfma'          // v_mfma_*: D = A x B + C over the wave (src/sim/mfma.ts, the shape from the name)
  | 'smfmac'        // v_smfmac_* (gfx940): D += A x B, A 4:2 sparse with its index VGPR in SRC2 (src/sim/mfma.ts)
  | 'realtime';     // s_memrealtime reads the real-time counter (s_memtime, a plain 'time' row: the shader clock)

/** A dot product: `elems` elements of `width` bits per source, integer (signed or not) or f16 into f32. */
export interface DotShape { readonly elems: 2 | 4 | 8; readonly width: 4 | 8 | 16; readonly signed: boolean; readonly float: boolean }

/** A mix: one rounding (fma) or v_mad_f32's two; the result f32, or f16 into the low / high half. */
export interface MixShape { readonly fma: boolean; readonly part: 'f32' | 'lo' | 'hi' }

/**
 * An interpolation step (docs/sim.md P124): `mov` copies a parameter; `p1` is P0 + I * P10 (or,
 * `addend` 'src2', SRC2 + I * P10), `p2` is D + J * P20 with D the destination ('dst') or SRC2.
 * `f16in`: the parameters are f16 halves of LDS dwords; `f16out`: the result is f16.
 */
export interface InterpShape {
  readonly step: 'mov' | 'p1' | 'p2';
  readonly addend: 'param' | 'src2' | 'dst';
  readonly f16in: boolean;
  readonly f16out: boolean;
}

export interface RowSemantics {
  /** The pseudo: the mnemonic without _e32/_e64/_dpp/_sdwa. */
  readonly pseudo: string;
  /** The operation key: the pseudo, compare variants folded (v_cmpx_lt_f32 -> v_cmp_lt_f32), a packed row's half operation. */
  readonly op: string;
  readonly exec: ExecKind;
  /** movrel: which register M0 offsets. */
  readonly rel?: { readonly src: boolean; readonly dst: boolean };
  /** mbcnt: the half of the wave whose lower lanes count. */
  readonly half?: 'lo' | 'hi';
  /** setreg: the value is the literal (s_setreg_imm32_b32); fork: the target is SIMM16 (s_cbranch_i_fork). */
  readonly imm?: boolean;
  readonly dot?: DotShape;
  readonly mix?: MixShape;
  readonly interp?: InterpShape;
  /**
   * The result is one part of VDST, the rest kept (VDST is tied as a source, src/isa/implicit.ts):
   * 'word' is bits 15:0 or 31:16 as op_sel[3] says, 'byte' byte op_sel[3:2] (gfx940's
   * v_cvt_pk_*8_f32 / v_cvt_sr_*8_f32; LLVM's Cvt_PK_F8_F32_Pat / Cvt_SR_F8_F32_Pat put the
   * word / byte index into DST_OP_SEL and SRC2's OP_SEL_0).
   */
  readonly dstPart?: 'word' | 'byte';
}

type Entry = Omit<RowSemantics, 'pseudo' | 'op'> & { readonly op?: string };

const ENTRIES = new Map<string, Entry>();
const put = (names: string, e: Entry): void => { for (const n of names.split(' ')) ENTRIES.set(n, e); };

put('v_nop v_clrexcp', { exec: 'none' });
put('v_readlane_b32', { exec: 'readlane' });
put('v_readfirstlane_b32', { exec: 'readfirstlane' });
put('v_writelane_b32', { exec: 'writelane' });
put('v_movrels_b32 s_movrels_b32 s_movrels_b64', { exec: 'movrel', rel: { src: true, dst: false } });
put('v_movreld_b32 s_movreld_b32 s_movreld_b64', { exec: 'movrel', rel: { src: false, dst: true } });
put('v_movrelsd_b32', { exec: 'movrel', rel: { src: true, dst: true } });
put('v_swap_b32', { exec: 'swap' });
// CLRX-only (src/isa/clrx-rows.ts): the SI/CI/GCN3 manuals' V_MOV_FED_B32 is D.u = S0.u plus an
// EDC double error injected into the destination, which the simulator does not model.
put('v_mov_fed_b32', { exec: 'op', op: 'v_mov_b32' });
put('v_cvt_pk_fp8_f32 v_cvt_pk_bf8_f32', { exec: 'op', dstPart: 'word' });
put('v_cvt_sr_fp8_f32 v_cvt_sr_bf8_f32', { exec: 'op', dstPart: 'byte' });
put('v_mbcnt_lo_u32_b32', { exec: 'mbcnt', half: 'lo' });
put('v_mbcnt_hi_u32_b32', { exec: 'mbcnt', half: 'hi' });
// v_pk_<op>: the 16-bit operation v_<op> on each half (VOP3PInstructions.td: the packed patterns).
for (const op of 'mad_i16 mul_lo_u16 add_i16 sub_i16 lshlrev_b16 lshrrev_b16 ashrrev_i16 max_i16 min_i16 mad_u16 add_u16 sub_u16 max_u16 min_u16 fma_f16 add_f16 mul_f16 min_f16 max_f16'.split(' ')) {
  put(`v_pk_${op}`, { exec: 'packed', op: `v_${op}` });
}
const dot = (elems: DotShape['elems'], width: DotShape['width'], t: 'i' | 'u' | 'f'): Entry => ({ exec: 'dot', dot: { elems, width, signed: t === 'i', float: t === 'f' } });
put('v_dot2_f32_f16', dot(2, 16, 'f'));
put('v_dot2_i32_i16', dot(2, 16, 'i'));
put('v_dot2_u32_u16', dot(2, 16, 'u'));
put('v_dot4_i32_i8', dot(4, 8, 'i'));
put('v_dot4_u32_u8', dot(4, 8, 'u'));
put('v_dot8_i32_i4', dot(8, 4, 'i'));
put('v_dot8_u32_u4', dot(8, 4, 'u'));
// gfx908's VOP2 dot products accumulate into VDST (the tied addend: src/isa/implicit.ts).
put('v_dot2c_f32_f16', dot(2, 16, 'f'));
put('v_dot2c_i32_i16', dot(2, 16, 'i'));
put('v_dot4c_i32_i8', dot(4, 8, 'i'));
put('v_dot8c_i32_i4', dot(8, 4, 'i'));
// gfx908's VOP2 v_pk_fmac_f16: v_fma_f16 on each half with VDST as the addend (tied).
put('v_pk_fmac_f16', { exec: 'packed', op: 'v_fma_f16' });
put('v_mad_mix_f32', { exec: 'mix', mix: { fma: false, part: 'f32' } });
put('v_mad_mixlo_f16', { exec: 'mix', mix: { fma: false, part: 'lo' } });
put('v_mad_mixhi_f16', { exec: 'mix', mix: { fma: false, part: 'hi' } });
put('v_fma_mix_f32', { exec: 'mix', mix: { fma: true, part: 'f32' } });
put('v_fma_mixlo_f16', { exec: 'mix', mix: { fma: true, part: 'lo' } });
put('v_fma_mixhi_f16', { exec: 'mix', mix: { fma: true, part: 'hi' } });
const interp = (step: InterpShape['step'], addend: InterpShape['addend'], f16in: boolean, f16out: boolean): Entry => ({ exec: 'interp', interp: { step, addend, f16in, f16out } });
put('v_interp_mov_f32', interp('mov', 'param', false, false));
put('v_interp_p1_f32', interp('p1', 'param', false, false));
put('v_interp_p1ll_f16', interp('p1', 'param', true, false));
put('v_interp_p1lv_f16', interp('p1', 'src2', true, false));
put('v_interp_p2_f32', interp('p2', 'dst', false, false));
put('v_interp_p2_f16 v_interp_p2_legacy_f16', interp('p2', 'src2', true, true));
put('s_getpc_b64', { exec: 'getpc' });
put('s_setpc_b64', { exec: 'setpc' });
put('s_swappc_b64', { exec: 'swappc' });
put('s_call_b64', { exec: 'call' });
put('s_getreg_b32', { exec: 'getreg' });
put('s_setreg_b32', { exec: 'setreg' });
put('s_setreg_imm32_b32', { exec: 'setreg', imm: true });
put('s_cbranch_i_fork', { exec: 'fork', imm: true });
put('s_cbranch_g_fork', { exec: 'fork' });
put('s_cbranch_join', { exec: 'join' });
put('s_memrealtime', { exec: 'realtime' });
put('ds_swizzle_b32', { exec: 'swizzle' });
put('ds_permute_b32', { exec: 'permute' });
put('ds_bpermute_b32', { exec: 'bpermute' });
put('v_accvgpr_read_b32', { exec: 'accread' });
put('v_accvgpr_write_b32', { exec: 'accwrite' });
put('v_accvgpr_mov_b32', { exec: 'accmov' });
// gfx90a's packed FP32 (src/sim/exec-pk32.ts): the f32 operation on each dword; v_pk_mov_b32 moves one dword of each source.
put('v_pk_fma_f32', { exec: 'packed32', op: 'v_fma_f32' });
put('v_pk_mul_f32', { exec: 'packed32', op: 'v_mul_f32' });
put('v_pk_add_f32', { exec: 'packed32', op: 'v_add_f32' });
put('v_pk_mov_b32', { exec: 'packed32', op: 'v_mov_b32' });

/**
 * The operation a plain row computes: its pseudo, with the compare variants folded into v_cmp_*
 * (v_cmpx_* also writes EXEC; GCN 1.0's v_cmps_* and v_cmpsx_* signal on quiet NaNs too, which
 * the simulator does not model: the value is the same).
 */
const opKey = (pseudo: string): string => pseudo.replace(/^v_cmps?x?_/, 'v_cmp_');

const MFMA: Entry = { exec: 'mfma' };
const SMFMAC: Entry = { exec: 'smfmac' };

const CACHE = new WeakMap<InstrDef, RowSemantics>();

/** A row's semantics (rows not listed: `exec` 'op', `op` its operation key). */
export function semOf(def: InstrDef): RowSemantics {
  let r = CACHE.get(def);
  if (!r) {
    const pseudo = baseName(def);
    // Every MFMA (VOP3PInstructions.td's MAIInst family) is one kind; its shape is in its name.
    const e = ENTRIES.get(pseudo) ?? (pseudo.startsWith('v_mfma_') ? MFMA : pseudo.startsWith('v_smfmac_') ? SMFMAC : undefined);
    r = { exec: 'op', ...e, pseudo, op: e?.op ?? opKey(pseudo) };
    CACHE.set(def, r);
  }
  return r;
}
