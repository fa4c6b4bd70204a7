// Code object v2 (Mesa, -target amdgcn-mesa-mesa3d) kernels for runKernel(): the
// amd_kernel_code_t header read as the kernel descriptor fields dispatch.ts sets the wave up
// from, and the kernarg layout a Mesa object does not describe (it has no metadata note):
// docs/sim.md P104.
import { ArgFault, mustType, type KernelArg } from './kernargs.js';

/** A kernel argument's place in the kernarg segment (dispatch.ts reads the metadata note into these). */
export interface MetaArg {
  readonly offset: number;
  readonly size: number;
  readonly kind: string;
  readonly typeName?: string;
  readonly pointeeAlign?: number;
}

/** amd_kernel_code_t field -> the kernel descriptor (v3-v5) field of the same meaning. */
const SAME: readonly [string, string][] = [
  ['enable_sgpr_private_segment_buffer', 'user_sgpr_private_segment_buffer'], ['enable_sgpr_dispatch_ptr', 'user_sgpr_dispatch_ptr'],
  ['enable_sgpr_queue_ptr', 'user_sgpr_queue_ptr'], ['enable_sgpr_kernarg_segment_ptr', 'user_sgpr_kernarg_segment_ptr'],
  ['enable_sgpr_dispatch_id', 'user_sgpr_dispatch_id'], ['enable_sgpr_flat_scratch_init', 'user_sgpr_flat_scratch_init'],
  ['enable_sgpr_private_segment_size', 'user_sgpr_private_segment_size'],
  ['enable_sgpr_grid_workgroup_count_x', 'user_sgpr_grid_workgroup_count_x'], ['enable_sgpr_grid_workgroup_count_y', 'user_sgpr_grid_workgroup_count_y'],
  ['enable_sgpr_grid_workgroup_count_z', 'user_sgpr_grid_workgroup_count_z'], ['user_sgpr_count', 'user_sgpr_count'],
  ['enable_sgpr_workgroup_id_x', 'system_sgpr_workgroup_id_x'], ['enable_sgpr_workgroup_id_y', 'system_sgpr_workgroup_id_y'],
  ['enable_sgpr_workgroup_id_z', 'system_sgpr_workgroup_id_z'], ['enable_sgpr_workgroup_info', 'system_sgpr_workgroup_info'],
  ['enable_sgpr_private_segment_wave_byte_offset', 'system_sgpr_private_segment_wavefront_offset'],
  ['enable_vgpr_workitem_id', 'system_vgpr_workitem_id'], ['enable_dx10_clamp', 'dx10_clamp'], ['enable_ieee_mode', 'ieee_mode'],
  ['workitem_private_segment_byte_size', 'private_segment_fixed_size'], ['workgroup_group_segment_byte_size', 'group_segment_fixed_size'],
  ['kernarg_segment_byte_size', 'kernarg_size'], ['is_dynamic_callstack', 'uses_dynamic_stack'],
];

/**
 * The descriptor fields of an amd_kernel_code_t (its decoded fields). FLOAT_MODE is
 * COMPUTE_PGM_RSRC1 bits 19:12: round 32 in 1:0, round 16/64 in 3:2, denormals 32 in 5:4 and
 * 16/64 in 7:6.
 */
export function descriptorFromKernelCode(fields: readonly (readonly [string, bigint])[]): Map<string, bigint> {
  const kc = new Map(fields);
  const out = new Map<string, bigint>();
  for (const [from, to] of SAME) out.set(to, kc.get(from) ?? 0n);
  // The allocation the hardware makes, as the v3 descriptor decoder derives it (P105).
  out.set('next_free_vgpr', ((kc.get('granulated_workitem_vgpr_count') ?? 63n) + 1n) * 4n);
  out.set('next_free_sgpr', ((kc.get('granulated_wavefront_sgpr_count') ?? 12n) + 1n) * 8n);
  const fm = kc.get('float_mode') ?? 0n;
  out.set('float_round_mode_32', fm & 3n);
  out.set('float_round_mode_16_64', (fm >> 2n) & 3n);
  out.set('float_denorm_mode_32', (fm >> 4n) & 3n);
  out.set('float_denorm_mode_16_64', (fm >> 6n) & 3n);
  return out;
}

/** Bytes Mesa's clover appends after the explicit arguments: work_dim, global offsets x, y, z (uint each). */
export const MESA_IMPLICIT_BYTES = 16;

/**
 * The kernarg layout of a Mesa kernel from the arguments given (P104): each explicit argument
 * naturally aligned in order (a buffer: a 64-bit pointer; a scalar or vector: its size, a
 * 3-vector that of 4; local memory: a 32-bit LDS offset), then at the next multiple of 4 the
 * 16 implicit bytes libclc's get_work_dim/get_global_offset read (work_dim, then the global
 * offsets, 0). The amd_kernel_code_t's kernarg_segment_byte_size must be the explicit bytes
 * (rounded up to 4), with or without the implicit ones.
 */
export function mesaArgs(args: readonly KernelArg[], kernargSize: number): MetaArg[] {
  if (!Array.isArray(args)) throw new ArgFault('the arguments must be a JSON array, one element per kernel argument', -1);
  const out: MetaArg[] = [];
  let at = 0;
  args.forEach((a, i) => {
    const o = a as Record<string, unknown>;
    if (typeof o !== 'object' || o === null || Array.isArray(o)) throw new ArgFault('expected an object: {"buffer": TYPE, ...}, {"scalar": TYPE, "value": V} or {"local": BYTES}', i);
    let kind: string;
    let size: number;
    let typeName: string | undefined;
    if ('buffer' in o) { kind = 'global_buffer'; size = 8; }
    else if ('local' in o) { kind = 'dynamic_shared_pointer'; size = 4; }
    else if ('scalar' in o) {
      const t = mustType(o.scalar, i);
      kind = 'by_value'; size = t.size; typeName = t.name;
      const values = Array.isArray(o.value) ? o.value : [o.value];
      if (values.length > t.count) throw new ArgFault(`a Mesa kernel has no metadata note to lay out a struct passed by value: give one ${t.name}`, i);
    } else throw new ArgFault('expected {"buffer": TYPE, ...}, {"scalar": TYPE, "value": V} or {"local": BYTES}', i);
    at = Math.ceil(at / size) * size;
    out.push({ offset: at, size, kind, typeName });
    at += size;
  });
  // LLVM counts the implicit bytes in kernarg_segment_byte_size only when the kernel reads them;
  // clover passes them always, and so does gcnkit.
  const implicit = Math.ceil(at / 4) * 4;
  if (implicit !== kernargSize && implicit + MESA_IMPLICIT_BYTES !== kernargSize) {
    throw new ArgFault(`these ${args.length} argument(s) make ${implicit} bytes of kernel arguments (each naturally aligned, in order), ${implicit + MESA_IMPLICIT_BYTES} with the ${MESA_IMPLICIT_BYTES} implicit ones; the kernel's amd_kernel_code_t says ${kernargSize}: check the argument count and types`, -1);
  }
  out.push({ offset: implicit, size: 4, kind: 'hidden_grid_dims' });
  return out;
}
