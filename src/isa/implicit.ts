// Implicit operands of the vector ALU rows: what an instruction reads or writes besides the
// sources and destinations its operand profile lists, once for the assembler's and the
// disassembler's constant-bus rule (./constant-bus.ts) and the simulator (src/sim/exec-valu.ts).
// Most come from the profile: an e32 row's `vcc` operand is the compare mask or carry-out before
// any source, the condition or carry-in after one (v_cndmask_b32, v_addc_u32). The rest is the
// short explicit list below, by mnemonic (the _e32/_e64/_dpp/_sdwa forms alike).
import type { InstrDef, OperandSpec } from './types.js';

export interface Implicit {
  /** Reads VCC (64 bits) as a condition or carry-in: its e32 `vcc` operand, or unwritten (v_div_fmas). */
  readonly vccIn: boolean;
  /** Reads M0: v_movrel*'s relative index. */
  readonly m0In: boolean;
  /** SRC1 is a lane select that reads M0 off the constant bus (v_writelane_b32: `s13, m0` is one read). */
  readonly laneSelectOffBus: boolean;
  /** Writes EXEC: its compare mask (v_cmpx_*, GCN 1.0's v_cmpsx_*), or the new mask (s_*_saveexec_b64, s_*_wrexec_b64). */
  readonly execOut: boolean;
  /** Reads EXEC as an operand (s_*_saveexec_b64, s_*_wrexec_b64). */
  readonly execIn: boolean;
  /** The destination field is also read (SOPK's D = D op SIMM16 and compares of D; s_bitset* change one bit of D). */
  readonly dstRead: boolean;
  /** The destination field is written (false for s_cmpk_*, whose SDST is the compared value). */
  readonly dstWritten: boolean;
  /**
   * The destination is also a source, read after the others: 'typed' of the sources' type (v_mac_*:
   * the addend), 'raw' as bits (v_cvt_pkaccum_u8_f32: the bytes it keeps); false: not tied.
   */
  readonly tiedDst: false | 'typed' | 'raw';
}

/** The exception list: implicit operands no profile shows. */
const VCC_IN_UNWRITTEN: ReadonlySet<string> = new Set(['v_div_fmas_f32', 'v_div_fmas_f64']);
const M0_IN: ReadonlySet<string> = new Set(['v_movrels_b32', 'v_movreld_b32', 'v_movrelsd_b32']);
const LANE_SELECT_OFF_BUS: ReadonlySet<string> = new Set(['v_writelane_b32']);
const TIED_DST: ReadonlyMap<string, 'typed' | 'raw'> = new Map([
  ['v_mac_f32', 'typed'], ['v_fmac_f32', 'typed'], ['v_mac_legacy_f32', 'typed'], ['v_mac_f16', 'typed'], ['v_cvt_pkaccum_u8_f32', 'raw'],
]);

/** SOPK rows whose SDST is only written (every other SOPK ALU row reads it too). */
const SOPK_MOVES: ReadonlySet<string> = new Set(['s_movk_i32', 's_cmovk_i32']);
const BITSET: ReadonlySet<string> = new Set(['s_bitset0_b32', 's_bitset0_b64', 's_bitset1_b32', 's_bitset1_b64']);

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

/** The row's implicit operands. */
export function implicitOf(def: InstrDef): Implicit {
  let r = CACHE.get(def);
  if (!r) {
    const nm = baseName(def);
    const firstSource = def.operands.findIndex(isSource);
    const vccAfterSource = firstSource >= 0 && def.operands.some((o, i) => o.kind === 'vcc' && i > firstSource);
    r = {
      vccIn: vccAfterSource || VCC_IN_UNWRITTEN.has(nm),
      m0In: M0_IN.has(nm),
      laneSelectOffBus: LANE_SELECT_OFF_BUS.has(nm),
      execOut: /^v_cmps?x_/.test(nm) || /_(saveexec|wrexec)_b64$/.test(nm),
      execIn: /_(saveexec|wrexec)_b64$/.test(nm),
      dstRead: (def.enc === 'SOPK' && !SOPK_MOVES.has(nm)) || BITSET.has(nm),
      dstWritten: !nm.startsWith('s_cmpk_'),
      tiedDst: TIED_DST.get(nm) ?? false,
    };
    CACHE.set(def, r);
  }
  return r;
}
