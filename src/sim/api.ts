// The simulator's public contract: what simulate() takes and returns. The CLI's --json output is
// exactly a SimResult without `trace` and `warnings`.

/** Initial wave state (STATE.json). Every key is optional; numbers may be JSON numbers or hex strings. */
export interface StateJson {
  /** "sN", "s[a:b]", "vcc", "m0", "flat_scratch", "ttmpN", ... -> u32 or list of u32. */
  sgpr?: Record<string, number | string | (number | string)[]>;
  /** "vN" or "v[a:b]" -> u32 for every lane, "lane" (each lane's id) or 64 per-lane values. */
  vgpr?: Record<string, number | string | (number | string)[]>;
  exec?: number | string;
  m0?: number | string;
  memory?: { addr: number | string; dwords?: (number | string)[]; bytes?: string }[];
  lds?: { addr: number | string; dwords?: (number | string)[]; bytes?: string }[];
  /** FLAT apertures (64-bit byte addresses of the 4 GiB LDS / private windows). */
  apertures?: { lds?: number | string; scratch?: number | string };
  /** Per-lane private (scratch) memory: bytes per lane and initial contents. */
  scratch_size?: number | string;
  scratch?: { lane: number; addr: number | string; dwords?: (number | string)[]; bytes?: string }[];
  /** 64-bit start values of the shader clock (s_memtime) and real-time counter (s_memrealtime). */
  clock?: number | string;
  realtime?: number | string;
  /** Initial SCC (0 or 1, default 0) and MODE register (u32; default 0xc0, 0xf0 on GCN 1.4: docs/sim.md P66, P83). */
  scc?: number;
  mode?: number | string;
}

export interface SimOptions {
  /** Any GPU name the CLI accepts (tahiti, gfx900, gfx906, ...: src/isa/targets.ts). */
  gpu: string;
  /** Names used in diagnostics. */
  file?: string;
  stateFile?: string;
  /** "ADDR:NDWORDS" memory ranges to report (ADDR decimal or 0x hex, up to 64 bits). */
  dumps?: readonly string[];
  ldsDumps?: readonly string[];
  trace?: boolean;
  syntax?: 'llvm' | 'clrx';
  /** The step limit: more instructions than this is a located error (default 1,000,000; P69). */
  maxSteps?: number;
  /** Stop assembling the program after this many errors (default 1,000; 0 = no limit). */
  maxErrors?: number;
}

export interface Hazard {
  /** Source line and column of the instruction (binary code: line = its index + 1, col 1). */
  readonly line: number;
  readonly col: number;
  /**
   * Byte offset of the instruction: from the program's start (simulate), in the code object's
   * .text section (runKernel), as `gcnkit dis` lists it.
   */
  readonly offset: number;
  readonly register: string;
  readonly message: string;
}

export interface Counters {
  readonly vmcnt: number;
  readonly lgkmcnt: number;
  readonly expcnt: number;
}

export interface SimResult {
  /** Every SGPR (and named scalar register) written or given: "s4", "vcc_lo", "m0", ... -> u32. */
  readonly sgpr: Record<string, number>;
  /** Every VGPR written or given: "vN" -> 64 u32 (one per lane). */
  readonly vgpr: Record<string, number[]>;
  /** "0x" + 16 hex digits. */
  readonly exec: string;
  /** The scalar condition code at the end (0 or 1). */
  readonly scc: number;
  /** Each --dump spec as given -> its dwords. */
  readonly dump: Record<string, number[]>;
  readonly lds: Record<string, number[]>;
  readonly hazards: Hazard[];
  /** Counter values when the program ended (before the implicit drain at s_endpgm). */
  readonly counters: Counters;
  /** One line per executed instruction when options.trace. */
  readonly trace: string[];
  readonly warnings: SimDiagnostic[];
  /** Instructions executed. */
  readonly steps: number;
}

/** A located problem in the program (file = options.file) or the state (file = options.stateFile). */
export interface SimDiagnostic {
  readonly file: string;
  readonly line: number;
  readonly col: number;
  readonly message: string;
  /** The source line (for the caret display). */
  readonly source: string;
}

/** Thrown by simulate() for a bad program, state or option; never anything else. */
export class SimError extends Error {
  constructor(readonly diagnostics: readonly SimDiagnostic[]) {
    super(diagnostics.map((d) => `${d.file}:${d.line}:${d.col}: ${d.message}`).join('\n'));
  }
}

/** A byte offset as hazards, traces and warnings print it: "0x0000a8" (as `gcnkit dis` lists code). */
export function hexOffset(n: number): string {
  return '0x' + n.toString(16).padStart(6, '0');
}
