// State of one wave64: scalar and vector registers, LDS, memory, private memory, clocks.
import { GEN_INFO, type Gen } from '../isa/gens.js';
import { semanticsOf, type GenSemantics } from '../isa/semantics.js';
import { scalarRegs, type ScalarRegs } from '../isa/registers.js';
import { INLINE_F32, inlineIntValue, isAperture, isInlineFloat, isInlineInt } from '../isa/src-operands.js';
import {
  EXEC_LO, INLINE_FLOAT_FIRST, SREG_CODES, SRC_EXECZ, SRC_POPS_EXITING_WAVE_ID, SRC_PRIVATE_BASE, SRC_SCC, SRC_VCCZ, VCC,
} from '../isa/special-regs.js';
import { Lds, PagedMemory, PrivateMemory } from './memory.js';
import { registerFiles } from '../isa/register-files.js';

export { EXEC_LO, M0 } from '../isa/special-regs.js';
export const LANES = 64;

/** Zeroed register files of waves that ended (a dispatch runs thousands of waves one after another). */
const VGPR_POOL: Uint32Array[] = [];

/** A wave that will never be read again gives its register file to the next Wave (zeroed). */
export function recycleWave(w: Wave): void {
  if (VGPR_POOL.length >= 64 || VGPR_POOL.includes(w.vgpr) || (VGPR_POOL.length && VGPR_POOL[0].length !== w.vgpr.length)) return;
  w.vgpr.fill(0);
  VGPR_POOL.push(w.vgpr);
}

export class Wave {
  readonly sem: GenSemantics;
  readonly regs: ScalarRegs;
  /** Scalar registers by operand code (s0.., vcc = 106, m0 = 124, exec = 126/127). */
  readonly sgpr = new Uint32Array(SREG_CODES);
  /** VGPRs per lane (the target's register file, src/isa/register-files.ts). */
  readonly vgprs: number;
  /** VGPR r of lane l at r * 64 + l (gfx90a+: the unified file, AGPRs from accumOffset on). */
  readonly vgpr: Uint32Array;
  /** Registers per lane in `vgpr`: the unified file's 512 on gfx90a+, else the VGPRs. */
  readonly fileRegs: number;
  readonly sgprTouched = new Uint8Array(SREG_CODES);
  readonly vgprTouched: Uint8Array;
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
    const files = registerFiles(gen);
    this.vgprs = files.vgprs;
    this.unified = files.unified;
    // gfx90a+: one file of `unified` entries, v0-v255 at its start, the AGPRs at accumOffset.
    this.fileRegs = files.unified ?? files.vgprs;
    const size = this.fileRegs * LANES;
    const pooled = VGPR_POOL.length && VGPR_POOL[VGPR_POOL.length - 1].length === size ? VGPR_POOL.pop() : undefined;
    this.vgpr = pooled ?? new Uint32Array(size);
    this.vgprTouched = new Uint8Array(this.vgprs);
    this.mode = GEN_INFO[gen].modeReset;
    this.sgpr[EXEC_LO] = 0xffffffff;
    this.sgpr[EXEC_LO + 1] = 0xffffffff;
    const ap = this.sem.apertures;
    if (ap) {
      this.ldsAperture = split64(ap[0]);
      this.privateAperture = split64(ap[1]);
    }
  }

  /** Entries of the unified vector file (gfx90a+: 512), or undefined (separate AGPR file). */
  readonly unified: number | undefined;
  /**
   * gfx90a+: the first entry of the unified file that is an AGPR (the kernel descriptor's
   * .amdhsa_accum_offset, 4..256; P164): VGPRs at and past it are the AGPRs, a[n] = v[accumOffset + n].
   */
  accumOffset = 256;
  private agprFile: Uint32Array | undefined;
  /**
   * The AGPRs (CDNA's accumulation registers; AGPR r of lane l at r * 64 + l) of a target with
   * `count` of them (src/isa/register-files.ts): gfx908's own file, made on first use (only
   * matrix code has them); gfx90a+'s view of the unified file from accumOffset on.
   */
  agprs(count: number): Uint32Array {
    if (this.unified !== undefined) {
      const at = this.accumOffset * LANES;
      if (this.agprFile?.buffer !== this.vgpr.buffer || this.agprFile.byteOffset !== at * 4) this.agprFile = this.vgpr.subarray(at, Math.min(at + count * LANES, this.vgpr.length));
      return this.agprFile;
    }
    return (this.agprFile ??= new Uint32Array(count * LANES));
  }

  /**
   * Where a memory instruction's data registers live in `vgpr`, as [first, end): the VGPRs, or
   * with the ACC bit (gfx90a+, P164) the AGPRs, a[n] at accumOffset + n in the unified file.
   */
  dataFile(acc: boolean): readonly [number, number] {
    return acc && this.unified !== undefined ? [this.accumOffset, Math.min(this.accumOffset + 256, this.fileRegs)] : [0, this.vgprs];
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
    if (code < SREG_CODES) return this.sgpr[code];
    if (isInlineInt(code)) return inlineIntValue(code) >>> 0;
    if (isInlineFloat(code)) return INLINE_F32[code - INLINE_FLOAT_FIRST];
    // GCN 1.4 aperture sources: the high dword of the shared/private base and limit (the 4 GiB
    // windows start on a 4 GiB boundary, so base and limit share their high dword).
    if (isAperture(code) && code < SRC_POPS_EXITING_WAVE_ID) return (code < SRC_PRIVATE_BASE ? this.ldsAperture : this.privateAperture)[0];
    if (code === SRC_VCCZ) return this.sgpr[VCC] === 0 && this.sgpr[VCC + 1] === 0 ? 1 : 0;
    if (code === SRC_EXECZ) return this.sgpr[EXEC_LO] === 0 && this.sgpr[EXEC_LO + 1] === 0 ? 1 : 0;
    if (code === SRC_SCC) return this.scc;
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
