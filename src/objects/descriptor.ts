// The HSA kernel descriptor (code object v3+): 64 bytes in .rodata at NAME.kd, read into the
// `.amdhsa_*` directives llvm-objdump -D prints for it, and built from them as llvm-mc does.
// Layout: AMDGPUUsage "Kernel Descriptor"; printing: LLVM 19's AMDGPUDisassembler
// (decodeKernelDescriptor). The SGPR/VGPR counts are stored as granules, so they print as the
// granule's upper end with .amdhsa_reserve_* 0, as llvm-objdump does; reassembled they give the same
// granules.
import { GEN_INFO, type Gen } from '../isa/gens.js';
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
// rsrc1 = byte 48, rsrc2 = byte 52, kernel_code_properties = byte 56.
const STORED = fieldRows(`
  group_segment_fixed_size 0:4
  private_segment_fixed_size 4:4
  kernarg_size 8:4
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
`);
const BY_NAME = new Map<string, BitField>(STORED.map((f) => [f.name, f]));

/** User SGPRs each enabled user_sgpr_* input takes (the implied .amdhsa_user_sgpr_count). */
const USER_SGPRS: readonly [string, number][] = [
  ['user_sgpr_private_segment_buffer', 4], ['user_sgpr_dispatch_ptr', 2], ['user_sgpr_queue_ptr', 2], ['user_sgpr_kernarg_segment_ptr', 2],
  ['user_sgpr_dispatch_id', 2], ['user_sgpr_flat_scratch_init', 2], ['user_sgpr_private_segment_size', 1],
];

/** The directives llvm-objdump -D prints, in its order; `min` is the first ISA major that has it. */
const PRINTED: readonly { name: string; min?: number; v5?: true }[] = [
  { name: 'group_segment_fixed_size' }, { name: 'private_segment_fixed_size' }, { name: 'kernarg_size' },
  { name: 'next_free_vgpr' }, { name: 'reserve_vcc' }, { name: 'reserve_flat_scratch', min: 7 }, { name: 'reserve_xnack_mask', min: 8 },
  { name: 'next_free_sgpr' },
  { name: 'float_round_mode_32' }, { name: 'float_round_mode_16_64' }, { name: 'float_denorm_mode_32' }, { name: 'float_denorm_mode_16_64' },
  { name: 'dx10_clamp' }, { name: 'ieee_mode' }, { name: 'fp16_overflow', min: 9 },
  { name: 'system_sgpr_private_segment_wavefront_offset' }, { name: 'system_sgpr_workgroup_id_x' }, { name: 'system_sgpr_workgroup_id_y' },
  { name: 'system_sgpr_workgroup_id_z' }, { name: 'system_sgpr_workgroup_info' }, { name: 'system_vgpr_workitem_id' },
  { name: 'exception_fp_ieee_invalid_op' }, { name: 'exception_fp_denorm_src' }, { name: 'exception_fp_ieee_div_zero' },
  { name: 'exception_fp_ieee_overflow' }, { name: 'exception_fp_ieee_underflow' }, { name: 'exception_fp_ieee_inexact' },
  { name: 'exception_int_div_zero' },
  { name: 'user_sgpr_private_segment_buffer' }, { name: 'user_sgpr_dispatch_ptr' }, { name: 'user_sgpr_queue_ptr' },
  { name: 'user_sgpr_kernarg_segment_ptr' }, { name: 'user_sgpr_dispatch_id' }, { name: 'user_sgpr_flat_scratch_init' },
  { name: 'user_sgpr_private_segment_size' }, { name: 'uses_dynamic_stack', v5: true },
];

/** Directives the assembler takes besides the printed ones (clang -S writes user_sgpr_count). */
const EXTRA: Readonly<Record<string, number>> = { user_sgpr_count: 6 };

export interface DescriptorContext {
  readonly target: TargetId;
  /** Code object version (3, 4, 5). */
  readonly version: number;
}

/** Whether `.amdhsa_NAME` exists for this target; undefined if it is not a known directive at all. */
export function directiveMinMajor(name: string, ctx: DescriptorContext): { ok: boolean; why?: string } | undefined {
  const p = PRINTED.find((x) => x.name === name);
  const major = gfxMajor(ctx.target.gen);
  if (p) {
    if (p.min !== undefined && major < p.min) return { ok: false, why: `requires gfx${p.min}+` };
    if (p.v5 && ctx.version < 5) return { ok: false, why: 'requires code object v5' };
    return { ok: true };
  }
  if (EXTRA[name] !== undefined) return { ok: major >= EXTRA[name] };
  return undefined;
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

export interface DecodedDescriptor {
  /** [directive name without .amdhsa_, value], in llvm-objdump's order. */
  readonly fields: readonly [string, bigint][];
  /** kernel_code_entry_byte_offset as stored (0 in a relocatable object, with a relocation). */
  readonly entry: bigint;
  /** Whether the printed fields rebuild these exact 64 bytes (entry offset aside). */
  readonly exact: boolean;
}

export function decodeDescriptor(b: Uint8Array, ctx: DescriptorContext): DecodedDescriptor {
  const major = gfxMajor(ctx.target.gen);
  const get = (n: string): bigint => getField(b, BY_NAME.get(n)!);
  const fields: [string, bigint][] = [];
  for (const p of PRINTED) {
    if ((p.min !== undefined && major < p.min) || (p.v5 && ctx.version < 5)) continue;
    let v: bigint;
    switch (p.name) {
      case 'next_free_vgpr': v = (get('granulated_workitem_vgpr_count') + 1n) * 4n; break;
      case 'next_free_sgpr': v = (get('granulated_wavefront_sgpr_count') + 1n) * 8n; break;
      case 'reserve_vcc': case 'reserve_flat_scratch': case 'reserve_xnack_mask': v = 0n; break;
      default: v = get(p.name);
    }
    fields.push([p.name, v]);
  }
  // Not printed by llvm-objdump, but needed when the stored count is not the implied one.
  const implied = USER_SGPRS.reduce((s, [n, k]) => s + (get(n) ? BigInt(k) : 0n), 0n);
  if (get('user_sgpr_count') !== implied) fields.splice(fields.findIndex(([n]) => n === 'user_sgpr_private_segment_buffer'), 0, ['user_sgpr_count', get('user_sgpr_count')]);
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
export function encodeDescriptor(values: ReadonlyMap<string, bigint>, ctx: DescriptorContext): Uint8Array {
  const major = gfxMajor(ctx.target.gen);
  const b = new Uint8Array(KD_SIZE);
  const val = (n: string, dflt: bigint): bigint => values.get(n) ?? dflt;
  for (const need of ['next_free_vgpr', 'next_free_sgpr']) if (!values.has(need)) throw new DescriptorError(`.amdhsa_${need} is required`, need);
  const defaults: Readonly<Record<string, bigint>> = { float_denorm_mode_16_64: 3n, dx10_clamp: 1n, ieee_mode: 1n, system_sgpr_workgroup_id_x: 1n };
  for (const f of STORED) {
    if (f.name.startsWith('granulated_') && f.name !== 'granulated_lds_size') continue;
    const v = values.get(f.name) ?? defaults[f.name] ?? 0n;
    if (!setField(b, f, v)) throw new DescriptorError(`.amdhsa_${f.name} ${v} is out of range (${fieldRange(f)})`, f.name);
  }
  if (!values.has('user_sgpr_count')) {
    const implied = USER_SGPRS.reduce((s, [n, k]) => s + (values.get(n) ? BigInt(k) : 0n), 0n);
    setField(b, BY_NAME.get('user_sgpr_count')!, implied);
  }
  const vgprs = Number(val('next_free_vgpr', 0n));
  const vcc = val('reserve_vcc', 1n) !== 0n;
  const flat = major >= 7 && val('reserve_flat_scratch', 1n) !== 0n;
  const xnack = major >= 8 && val('reserve_xnack_mask', xnackEnabled(ctx.target) ? 1n : 0n) !== 0n;
  let sgprs = Number(val('next_free_sgpr', 0n)) + extraSgprs(major, vcc, flat, xnack);
  const maxSgprs = major >= 8 ? 102 : 104;
  if (sgprs > maxSgprs) throw new DescriptorError(`too many SGPRs: ${sgprs} with the reserved ones (at most ${maxSgprs})`, 'next_free_sgpr');
  if (ctx.target.gfx === 'gfx802') {
    if (sgprs > SGPR_INIT_BUG) throw new DescriptorError(`too many SGPRs: ${sgprs} (at most ${SGPR_INIT_BUG} on ${ctx.target.gfx}, which has the SGPR init bug)`, 'next_free_sgpr');
    sgprs = SGPR_INIT_BUG;
  }
  if (vgprs > 256) throw new DescriptorError(`too many VGPRs: ${vgprs} (at most 256)`, 'next_free_vgpr');
  setField(b, BY_NAME.get('granulated_workitem_vgpr_count')!, BigInt(Math.ceil(Math.max(1, vgprs) / 4) - 1));
  setField(b, BY_NAME.get('granulated_wavefront_sgpr_count')!, BigInt(Math.ceil(Math.max(1, sgprs) / 8) - 1));
  return b;
}

/** Every directive name the assembler accepts inside .amdhsa_kernel, for messages. */
export function knownDirectives(): string[] {
  return [...PRINTED.map((p) => p.name), ...Object.keys(EXTRA)];
}
