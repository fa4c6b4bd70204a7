// The HSA kernel descriptor (code object v3+): 64 bytes in .rodata at NAME.kd, read into the
// `.amdhsa_*` directives llvm-objdump -D prints for it, and built from them as llvm-mc does.
// Layout: AMDGPUUsage "Kernel Descriptor"; printing: LLVM 19's AMDGPUDisassembler
// (decodeKernelDescriptor). The SGPR/VGPR counts are stored as granules, so they print as the
// granule's upper end with .amdhsa_reserve_* 0, as llvm-objdump does; reassembled they give the same
// granules. gfx90a and later (LLVM's isGFX90A: the gfx90a-insts feature) add COMPUTE_PGM_RSRC3's
// accum_offset and tg_split, kernarg preloading, and one file of 512 VGPRs and AGPRs counted in
// granules of 8; the gfx940 family's architected flat scratch drops the directives of the
// flat-scratch and private-segment-buffer user SGPRs.
import { GEN_INFO, type Gen } from '../isa/gens.js';
import { resolveTarget } from '../isa/targets.js';
import { fieldRows, getField, setField, fieldRange, type BitField } from './bitfields.js';
import { xnackEnabled, type TargetId } from './targets.js';

export const KD_SIZE = 64;
/** Byte offset of kernel_code_entry_byte_offset (filled by an R_AMDGPU_REL64 relocation). */
export const KD_ENTRY = 16;

/** The ISA major version (6 for GCN 1.0 ... 9 for GCN 1.4). */
export function gfxMajor(gen: Gen): number {
  return GEN_INFO[gen].major;
}

// Directive name (after ".amdhsa_") and where its value lives: byte:size[.bits].
// rsrc3 = byte 44, rsrc1 = byte 48, rsrc2 = byte 52, kernel_code_properties = byte 56,
// kernarg_preload = byte 58.
const STORED = fieldRows(`
  group_segment_fixed_size 0:4
  private_segment_fixed_size 4:4
  kernarg_size 8:4
  accum_offset 44:4.0-5
  tg_split 44:4.16
  granulated_workitem_vgpr_count 48:4.0-5
  granulated_wavefront_sgpr_count 48:4.6-9
  priority 48:4.10-11
  float_round_mode_32 48:4.12-13
  float_round_mode_16_64 48:4.14-15
  float_denorm_mode_32 48:4.16-17
  float_denorm_mode_16_64 48:4.18-19
  priv 48:4.20
  dx10_clamp 48:4.21
  debug_mode 48:4.22
  ieee_mode 48:4.23
  bulky 48:4.24
  cdbg_user 48:4.25
  fp16_overflow 48:4.26
  system_sgpr_private_segment_wavefront_offset 52:4.0
  user_sgpr_count 52:4.1-5
  trap_handler 52:4.6
  system_sgpr_workgroup_id_x 52:4.7
  system_sgpr_workgroup_id_y 52:4.8
  system_sgpr_workgroup_id_z 52:4.9
  system_sgpr_workgroup_info 52:4.10
  system_vgpr_workitem_id 52:4.11-12
  exception_address_watch 52:4.13
  exception_memory 52:4.14
  granulated_lds_size 52:4.15-23
  exception_fp_ieee_invalid_op 52:4.24
  exception_fp_denorm_src 52:4.25
  exception_fp_ieee_div_zero 52:4.26
  exception_fp_ieee_overflow 52:4.27
  exception_fp_ieee_underflow 52:4.28
  exception_fp_ieee_inexact 52:4.29
  exception_int_div_zero 52:4.30
  user_sgpr_private_segment_buffer 56:2.0
  user_sgpr_dispatch_ptr 56:2.1
  user_sgpr_queue_ptr 56:2.2
  user_sgpr_kernarg_segment_ptr 56:2.3
  user_sgpr_dispatch_id 56:2.4
  user_sgpr_flat_scratch_init 56:2.5
  user_sgpr_private_segment_size 56:2.6
  uses_dynamic_stack 56:2.11
  user_sgpr_kernarg_preload_length 58:2.0-6
  user_sgpr_kernarg_preload_offset 58:2.7-15
`);
const BY_NAME = new Map<string, BitField>(STORED.map((f) => [f.name, f]));
/** Fields whose directive value is not the stored one (counts stored as granules). */
const COMPUTED = new Set(['granulated_workitem_vgpr_count', 'granulated_wavefront_sgpr_count', 'accum_offset']);
/** Directives naming another's bits: with architected flat scratch, bit 0 of rsrc2 enables the private segment. */
const SAME_BITS: Readonly<Record<string, string>> = { enable_private_segment: 'system_sgpr_private_segment_wavefront_offset' };

/** User SGPRs each enabled user_sgpr_* input takes (the implied .amdhsa_user_sgpr_count). */
const USER_SGPRS: readonly [string, number][] = [
  ['user_sgpr_private_segment_buffer', 4], ['user_sgpr_dispatch_ptr', 2], ['user_sgpr_queue_ptr', 2], ['user_sgpr_kernarg_segment_ptr', 2],
  ['user_sgpr_dispatch_id', 2], ['user_sgpr_flat_scratch_init', 2], ['user_sgpr_private_segment_size', 1],
];

/** What decides a target's directives (LLVM's AMDGPUAsmParser and AMDGPUDisassembler ask the same). */
interface Caps {
  readonly major: number;
  readonly version: number;
  /** isGFX90A(): rsrc3's accum_offset and tg_split, kernarg preloading, 512 VGPRs in granules of 8. */
  readonly gfx90a: boolean;
  readonly archFlat: boolean;
}

function capsOf(ctx: DescriptorContext): Caps {
  const t = resolveTarget(ctx.target.gfx);
  return { major: gfxMajor(ctx.target.gen), version: ctx.version, gfx90a: !!t?.features.has('gfx90a-insts'), archFlat: !!t?.features.has('architected-flat-scratch') };
}

/** A directive's condition, and llvm-mc 19's words for a target without it. */
const NEEDS = {
  gfx7: [(c: Caps) => c.major >= 7, 'requires gfx7+'],
  gfx8: [(c: Caps) => c.major >= 8, 'requires gfx8+'],
  gfx9: [(c: Caps) => c.major >= 9, 'requires gfx9+'],
  gfx90a: [(c: Caps) => c.gfx90a, 'requires gfx90a+'],
  v5: [(c: Caps) => c.version >= 5, 'requires code object v5'],
  noArchFlat: [(c: Caps) => !c.archFlat, 'is not supported with architected flat scratch'],
  archFlat: [(c: Caps) => c.archFlat, 'is not supported without architected flat scratch'],
} as const satisfies Record<string, readonly [(c: Caps) => boolean, string]>;
type Need = keyof typeof NEEDS;

interface Directive {
  readonly name: string;
  readonly need?: Need | readonly Need[];
  /** llvm-objdump prints it only when it is not 0. */
  readonly nonzero?: true;
}

/** The directives llvm-objdump -D prints, in its order (rsrc3 before rsrc1), with their conditions. */
const PRINTED: readonly Directive[] = [
  { name: 'group_segment_fixed_size' }, { name: 'private_segment_fixed_size' }, { name: 'kernarg_size' },
  { name: 'accum_offset', need: 'gfx90a' }, { name: 'tg_split', need: 'gfx90a' },
  { name: 'next_free_vgpr' }, { name: 'reserve_vcc' }, { name: 'reserve_flat_scratch', need: ['gfx7', 'noArchFlat'] }, { name: 'reserve_xnack_mask', need: 'gfx8' },
  { name: 'next_free_sgpr' },
  { name: 'float_round_mode_32' }, { name: 'float_round_mode_16_64' }, { name: 'float_denorm_mode_32' }, { name: 'float_denorm_mode_16_64' },
  { name: 'dx10_clamp' }, { name: 'ieee_mode' }, { name: 'fp16_overflow', need: 'gfx9' },
  { name: 'enable_private_segment', need: 'archFlat' },
  { name: 'system_sgpr_private_segment_wavefront_offset', need: 'noArchFlat' }, { name: 'system_sgpr_workgroup_id_x' }, { name: 'system_sgpr_workgroup_id_y' },
  { name: 'system_sgpr_workgroup_id_z' }, { name: 'system_sgpr_workgroup_info' }, { name: 'system_vgpr_workitem_id' },
  { name: 'exception_fp_ieee_invalid_op' }, { name: 'exception_fp_denorm_src' }, { name: 'exception_fp_ieee_div_zero' },
  { name: 'exception_fp_ieee_overflow' }, { name: 'exception_fp_ieee_underflow' }, { name: 'exception_fp_ieee_inexact' },
  { name: 'exception_int_div_zero' },
  { name: 'user_sgpr_private_segment_buffer', need: 'noArchFlat' }, { name: 'user_sgpr_dispatch_ptr' }, { name: 'user_sgpr_queue_ptr' },
  { name: 'user_sgpr_kernarg_segment_ptr' }, { name: 'user_sgpr_dispatch_id' }, { name: 'user_sgpr_flat_scratch_init', need: 'noArchFlat' },
  { name: 'user_sgpr_private_segment_size' }, { name: 'uses_dynamic_stack', need: 'v5' },
  { name: 'user_sgpr_kernarg_preload_length', need: 'gfx90a', nonzero: true }, { name: 'user_sgpr_kernarg_preload_offset', need: 'gfx90a', nonzero: true },
];

/** Directives the assembler takes besides the printed ones (clang -S writes user_sgpr_count). */
const EXTRA: readonly Directive[] = [{ name: 'user_sgpr_count' }];

/** Why a target does not have a directive, or undefined if it has it. */
function missing(d: Directive, c: Caps): string | undefined {
  for (const n of d.need === undefined ? [] : typeof d.need === 'string' ? [d.need] : d.need) if (!NEEDS[n][0](c)) return NEEDS[n][1];
  return undefined;
}

export interface DescriptorContext {
  readonly target: TargetId;
  /** Code object version (3, 4, 5). */
  readonly version: number;
}

/** Whether `.amdhsa_NAME` exists for this target; undefined if it is not a known directive at all. */
export function directiveAllowed(name: string, ctx: DescriptorContext): { ok: boolean; why?: string } | undefined {
  const d = PRINTED.find((x) => x.name === name) ?? EXTRA.find((x) => x.name === name);
  if (!d) return undefined;
  const why = missing(d, capsOf(ctx));
  return why ? { ok: false, why } : { ok: true };
}

/** VGPRs per granule of granulated_workitem_vgpr_count (LLVM's getVGPREncodingGranule) and the most a kernel has. */
function vgprFile(c: Caps): { granule: number; max: number } {
  return c.gfx90a ? { granule: 8, max: 512 } : { granule: 4, max: 256 };
}

/** Extra SGPRs the hardware counts after next_free_sgpr (LLVM's getNumExtraSGPRs, GCN 1.0-1.4). */
export function extraSgprs(major: number, vcc: boolean, flatScratch: boolean, xnack: boolean): number {
  let n = vcc ? 2 : 0;
  if (major < 8) { if (flatScratch) n = 4; } else {
    if (xnack) n = 4;
    if (flatScratch) n = 6;
  }
  return n;
}

/** tonga and iceland (gfx802) have the SGPR init bug: they always allocate 96 SGPRs. */
export const SGPR_INIT_BUG = 96;
/** The most SGPRs a GCN 1.2+ kernel addresses (.amdhsa_next_free_sgpr; the reserved ones come on top). */
const MAX_NEXT_FREE_SGPR = 102;

export interface DecodedDescriptor {
  /** [directive name without .amdhsa_, value], in llvm-objdump's order. */
  readonly fields: readonly [string, bigint][];
  /** kernel_code_entry_byte_offset as stored (0 in a relocatable object, with a relocation). */
  readonly entry: bigint;
  /** Whether the printed fields rebuild these exact 64 bytes (entry offset aside). */
  readonly exact: boolean;
}

/**
 * .amdhsa_next_free_sgpr for a stored granule, printed with .amdhsa_reserve_* 0: llvm-objdump's
 * granule's upper end, but at most what llvm-mc takes (102 on GCN 1.2+: clang's 98 SGPRs plus XNACK's
 * and VCC's give granule 104) and less FLAT_SCRATCH's 6, which architected flat scratch always counts,
 * so that it reads back to the same granule (ERRATA O-7).
 */
function nextFreeSgprOf(granule: bigint, c: Caps): bigint {
  const upper = (granule + 1n) * 8n - BigInt(c.archFlat ? extraSgprs(c.major, false, true, false) : 0);
  return c.major >= 8 && upper > MAX_NEXT_FREE_SGPR ? BigInt(MAX_NEXT_FREE_SGPR) : upper;
}

/** The user SGPRs the enabled inputs take (the implied .amdhsa_user_sgpr_count): preloaded kernel arguments too. */
function impliedUserSgprs(get: (n: string) => bigint | undefined): bigint {
  return USER_SGPRS.reduce((s, [n, k]) => s + (get(n) ? BigInt(k) : 0n), 0n) + (get('user_sgpr_kernarg_preload_length') ?? 0n);
}

export function decodeDescriptor(b: Uint8Array, ctx: DescriptorContext): DecodedDescriptor {
  const caps = capsOf(ctx);
  const get = (n: string): bigint => getField(b, BY_NAME.get(SAME_BITS[n] ?? n)!);
  const fields: [string, bigint][] = [];
  for (const p of PRINTED) {
    if (missing(p, caps)) continue;
    let v: bigint;
    switch (p.name) {
      case 'next_free_vgpr': v = (get('granulated_workitem_vgpr_count') + 1n) * BigInt(vgprFile(caps).granule); break;
      case 'next_free_sgpr': v = nextFreeSgprOf(get('granulated_wavefront_sgpr_count'), caps); break;
      case 'accum_offset': v = (get('accum_offset') + 1n) * 4n; break;
      case 'reserve_vcc': case 'reserve_flat_scratch': case 'reserve_xnack_mask': v = 0n; break;
      default: v = get(p.name);
    }
    if (p.nonzero && !v) continue;
    fields.push([p.name, v]);
  }
  // Not printed by llvm-objdump, but needed when the stored count is not the implied one.
  const implied = impliedUserSgprs(get);
  if (get('user_sgpr_count') !== implied) fields.splice(fields.findIndex(([n]) => n.startsWith('user_sgpr_')), 0, ['user_sgpr_count', get('user_sgpr_count')]);
  const entry = new DataView(b.buffer, b.byteOffset + KD_ENTRY, 8).getBigInt64(0, true);
  let exact = false;
  try {
    const again = encodeDescriptor(new Map(fields), ctx);
    again.set(b.subarray(KD_ENTRY, KD_ENTRY + 8), KD_ENTRY);
    exact = again.every((x, i) => x === b[i]);
  } catch { /* fields out of range: not exact */ }
  return { fields, entry, exact };
}

export class DescriptorError extends Error {
  constructor(message: string, readonly field?: string) {
    super(message);
  }
}

/** Build the 64 bytes (entry offset 0) from `.amdhsa_*` values, with llvm-mc's defaults. */
export function encodeDescriptor(given: ReadonlyMap<string, bigint>, ctx: DescriptorContext): Uint8Array {
  const caps = capsOf(ctx);
  const { major } = caps;
  const values = new Map([...given].map(([n, v]) => [SAME_BITS[n] ?? n, v]));
  const b = new Uint8Array(KD_SIZE);
  const val = (n: string, dflt: bigint): bigint => values.get(n) ?? dflt;
  const required = ['next_free_vgpr', 'next_free_sgpr', ...(caps.gfx90a ? ['accum_offset'] : [])];
  for (const need of required) if (!values.has(need)) throw new DescriptorError(`.amdhsa_${need} is required`, need);
  const defaults: Readonly<Record<string, bigint>> = { float_denorm_mode_16_64: 3n, dx10_clamp: 1n, ieee_mode: 1n, system_sgpr_workgroup_id_x: 1n };
  for (const f of STORED) {
    if (COMPUTED.has(f.name)) continue;
    const v = values.get(f.name) ?? defaults[f.name] ?? 0n;
    if (!setField(b, f, v)) throw new DescriptorError(`.amdhsa_${f.name} ${v} is out of range (${fieldRange(f)})`, f.name);
  }
  if (!values.has('user_sgpr_count')) setField(b, BY_NAME.get('user_sgpr_count')!, impliedUserSgprs((n) => values.get(n)));
  const vgprs = Number(val('next_free_vgpr', 0n));
  const file = vgprFile(caps);
  if (caps.gfx90a) {
    // The AGPRs start at accum_offset in the unified file (llvm-mc 19's checks and words).
    const accum = Number(val('accum_offset', 0n));
    if (accum < 4 || accum > 256 || accum % 4) throw new DescriptorError('accum_offset should be in range [4..256] in increments of 4', 'accum_offset');
    if (accum > Math.ceil(Math.max(1, vgprs) / 4) * 4) throw new DescriptorError('accum_offset exceeds total VGPR allocation', 'accum_offset');
    setField(b, BY_NAME.get('accum_offset')!, BigInt(accum / 4 - 1));
  }
  const vcc = val('reserve_vcc', 1n) !== 0n;
  // Architected flat scratch still keeps FLAT_SCRATCH's SGPRs (LLVM's getNumExtraSGPRs).
  const flat = caps.archFlat || (major >= 7 && val('reserve_flat_scratch', 1n) !== 0n);
  const xnack = major >= 8 && val('reserve_xnack_mask', xnackEnabled(ctx.target) ? 1n : 0n) !== 0n;
  const nextFree = Number(val('next_free_sgpr', 0n));
  let sgprs = nextFree + extraSgprs(major, vcc, flat, xnack);
  // llvm-mc 19 bounds the kernel's own SGPRs on GCN 1.2+ and the total with the reserved ones before.
  if (major >= 8 && nextFree > MAX_NEXT_FREE_SGPR) throw new DescriptorError(`too many SGPRs: ${nextFree} (at most ${MAX_NEXT_FREE_SGPR})`, 'next_free_sgpr');
  if (major < 8 && sgprs > 104) throw new DescriptorError(`too many SGPRs: ${sgprs} with the reserved ones (at most 104)`, 'next_free_sgpr');
  if (ctx.target.gfx === 'gfx802') {
    if (sgprs > SGPR_INIT_BUG) throw new DescriptorError(`too many SGPRs: ${sgprs} (at most ${SGPR_INIT_BUG} on ${ctx.target.gfx}, which has the SGPR init bug)`, 'next_free_sgpr');
    sgprs = SGPR_INIT_BUG;
  }
  if (vgprs > file.max) throw new DescriptorError(`too many VGPRs: ${vgprs} (at most ${file.max})`, 'next_free_vgpr');
  setField(b, BY_NAME.get('granulated_workitem_vgpr_count')!, BigInt(Math.ceil(Math.max(1, vgprs) / file.granule) - 1));
  setField(b, BY_NAME.get('granulated_wavefront_sgpr_count')!, BigInt(Math.ceil(Math.max(1, sgprs) / 8) - 1));
  return b;
}

/** Every directive name the assembler accepts inside .amdhsa_kernel, for messages. */
export function knownDirectives(): string[] {
  return [...PRINTED, ...EXTRA].map((p) => p.name);
}
