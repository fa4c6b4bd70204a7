// State of one wave64: scalar and vector registers, LDS, memory, private memory, clocks.
import { GEN_INFO, type Gen } from '../isa/gens.js';
import { semanticsOf, type GenSemantics } from '../isa/semantics.js';
import { scalarRegs, type ScalarRegs } from '../isa/registers.js';
import { Lds, PagedMemory, PrivateMemory } from './memory.js';

export const LANES = 64;
export const VGPRS = 256;
export const EXEC_LO = 126;
export const M0 = 124;

/** f32 bit patterns of the inline float constants 240..248 of a scalar source. */
const INLINE_FLOAT_BITS: Readonly<Record<number, number>> = {
  240: 0x3f000000, 241: 0xbf000000, 242: 0x3f800000, 243: 0xbf800000,
  244: 0x40000000, 245: 0xc0000000, 246: 0x40800000, 247: 0xc0800000, 248: 0x3e22f983,
};

/** Zeroed register files of waves that ended (a dispatch runs thousands of waves one after another). */
const VGPR_POOL: Uint32Array[] = [];

/** A wave that will never be read again gives its register file to the next Wave (zeroed). */
export function recycleWave(w: Wave): void {
  if (VGPR_POOL.length >= 64 || VGPR_POOL.includes(w.vgpr)) return;
  w.vgpr.fill(0);
  VGPR_POOL.push(w.vgpr);
}

export class Wave {
  readonly sem: GenSemantics;
  readonly regs: ScalarRegs;
  /** Scalar registers by operand code (s0.., vcc = 106, m0 = 124, exec = 126/127). */
  readonly sgpr = new Uint32Array(128);
  /** VGPR r of lane l at r * 64 + l. */
  readonly vgpr = VGPR_POOL.pop() ?? new Uint32Array(VGPRS * LANES);
  readonly sgprTouched = new Uint8Array(128);
  readonly vgprTouched = new Uint8Array(VGPRS);
  readonly lds: Lds;
  readonly memory: PagedMemory;
  private store: PagedMemory | undefined;
  private lanes: readonly PrivateMemory[] | undefined;
  scratchSize = 0x10000;
  /**
   * Set by a dispatch (src/sim/dispatch.ts, docs/sim.md P102): FLAT/SCRATCH private accesses go
   * to global memory at the wave's scratch base (FLAT_SCRATCH; on GCN 1.1/1.2 its offset counts
   * from hiddenBase) in buffer scratch's dword interleave, valid below laneBytes per lane. Unset
   * (`gcnkit sim`): each lane's private memory is a store of its own (lanePrivate).
   */
  scratchBacking?: { readonly hiddenBase: number; readonly laneBytes: number };
  /** FLAT aperture bases: [hi, lo] halves of the LDS and private windows (4 GiB each). */
  ldsAperture: [number, number] = [0, 0];
  privateAperture: [number, number] = [0, 0];
  /** 64-bit start values of the shader clock and the real-time counter. */
  clock = 0n;
  realtime = 0n;
  /** Instructions executed so far. */
  steps = 0;
  /** Scalar condition code (0 or 1): SALU compares and carries, s_cbranch_scc*, operand code 253. */
  scc = 0;
  /**
   * The MODE hardware register (s_getreg/s_setreg HW_REG_MODE, docs/sim.md P66): FP_ROUND in bits
   * 3:0 (1:0 f32, 3:2 f64/f16; 0 nearest even, 1 +inf, 2 -inf, 3 zero), FP_DENORM in bits 7:4
   * (5:4 f32, 7:6 f64/f16; bit 0 of each pair keeps input denormals, bit 1 output denormals),
   * DX10_CLAMP bit 8, IEEE bit 9. The VALU reads its denormal modes from here (P83; a float
   * operation under a round mode other than nearest even is a located "not simulated" error). At
   * wave start as the AMDHSA compute defaults: round to nearest even, f64/f16 denormals kept, f32
   * denormals flushed on GCN 1.0-1.2 and kept on GCN 1.4 (0xc0 / 0xf0).
   */
  mode: number;
  /** HW_REG_TRAPSTS as last written by s_setreg (no exception is ever raised, P66). */
  trapsts = 0;

  /** `shared`: the global memory and LDS of a dispatch, which its waves share (src/sim/dispatch.ts). */
  constructor(readonly gen: Gen, shared?: { readonly memory: PagedMemory; readonly lds: Lds }) {
    this.memory = shared?.memory ?? new PagedMemory();
    this.lds = shared?.lds ?? new Lds();
    this.sem = semanticsOf(gen);
    this.regs = scalarRegs(gen);
    this.mode = GEN_INFO[gen].modeReset;
    this.sgpr[EXEC_LO] = 0xffffffff;
    this.sgpr[EXEC_LO + 1] = 0xffffffff;
    const ap = this.sem.apertures;
    if (ap) {
      this.ldsAperture = split64(ap[0]);
      this.privateAperture = split64(ap[1]);
    }
  }

  /** The lanes' private memory (made on first use: most waves never touch it). */
  get privateStore(): PagedMemory {
    return (this.store ??= new PagedMemory());
  }

  get lanePrivate(): readonly PrivateMemory[] {
    return (this.lanes ??= Array.from({ length: LANES }, (_, l) => new PrivateMemory(this.privateStore, l)));
  }

  /** Whether lane l is enabled in EXEC. */
  active(l: number): boolean {
    return laneOn(this.sgpr[EXEC_LO], this.sgpr[EXEC_LO + 1], l);
  }

  /** Value of a scalar source operand code (SOFFSET): register, inline constant or special. */
  ssrc(code: number): number {
    if (code < 128) return this.sgpr[code];
    if (code <= 192) return code - 128;
    if (code <= 208) return (192 - code) >>> 0;
    if (code >= 240 && code <= 248) return INLINE_FLOAT_BITS[code];
    // GCN 1.4 aperture sources: the high dword of the shared/private base and limit (the 4 GiB
    // windows start on a 4 GiB boundary, so base and limit share their high dword).
    if (code === 235 || code === 236) return this.ldsAperture[0];
    if (code === 237 || code === 238) return this.privateAperture[0];
    if (code === 251) return this.sgpr[106] === 0 && this.sgpr[107] === 0 ? 1 : 0;
    if (code === 252) return this.sgpr[EXEC_LO] === 0 && this.sgpr[EXEC_LO + 1] === 0 ? 1 : 0;
    if (code === 253) return this.scc;
    return 0;
  }

  setS(reg: number, v: number): void {
    this.sgpr[reg] = v;
    this.sgprTouched[reg] = 1;
  }
}

/** Whether lane l's bit is set in a 64-lane mask held as two dwords (EXEC, a staged write). */
export function laneOn(lo: number, hi: number, l: number): boolean {
  return ((l < 32 ? lo >>> l : hi >>> (l - 32)) & 1) === 1;
}

export function split64(v: bigint): [number, number] {
  const u = BigInt.asUintN(64, v);
  return [Number(u >> 32n), Number(u & 0xffffffffn)];
}
