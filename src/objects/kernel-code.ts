// amd_kernel_code_t: the 256-byte header in front of each kernel of a code object v2 (Mesa,
// -target amdgcn-mesa-mesa3d), printed as the `.amd_kernel_code_t` block clang -S writes
// ("name = value" lines, in its order) and built from one. Layout: LLVM's AMDKernelCodeT.h;
// rsrc1 = byte 48, rsrc2 = byte 52, code_properties = byte 56.
import { fieldRows, getField, setField, fieldRange, type BitField } from './bitfields.js';

export const KERNEL_CODE_SIZE = 256;

const FIELDS = fieldRows(`
  amd_code_version_major 0:4
  amd_code_version_minor 4:4
  amd_machine_kind 8:2
  amd_machine_version_major 10:2
  amd_machine_version_minor 12:2
  amd_machine_version_stepping 14:2
  kernel_code_entry_byte_offset 16:8 signed
  kernel_code_prefetch_byte_size 32:8
  granulated_workitem_vgpr_count 48:4.0-5
  granulated_wavefront_sgpr_count 48:4.6-9
  priority 48:4.10-11
  float_mode 48:4.12-19
  priv 48:4.20
  enable_dx10_clamp 48:4.21
  debug_mode 48:4.22
  enable_ieee_mode 48:4.23
  enable_wgp_mode 48:4.29
  enable_mem_ordered 48:4.30
  enable_fwd_progress 48:4.31
  enable_sgpr_private_segment_wave_byte_offset 52:4.0
  user_sgpr_count 52:4.1-5
  enable_trap_handler 52:4.6
  enable_sgpr_workgroup_id_x 52:4.7
  enable_sgpr_workgroup_id_y 52:4.8
  enable_sgpr_workgroup_id_z 52:4.9
  enable_sgpr_workgroup_info 52:4.10
  enable_vgpr_workitem_id 52:4.11-12
  enable_exception_msb 52:4.13-14
  granulated_lds_size 52:4.15-23
  enable_exception 52:4.24-30
  enable_sgpr_private_segment_buffer 56:4.0
  enable_sgpr_dispatch_ptr 56:4.1
  enable_sgpr_queue_ptr 56:4.2
  enable_sgpr_kernarg_segment_ptr 56:4.3
  enable_sgpr_dispatch_id 56:4.4
  enable_sgpr_flat_scratch_init 56:4.5
  enable_sgpr_private_segment_size 56:4.6
  enable_sgpr_grid_workgroup_count_x 56:4.7
  enable_sgpr_grid_workgroup_count_y 56:4.8
  enable_sgpr_grid_workgroup_count_z 56:4.9
  enable_wavefront_size32 56:4.10
  enable_ordered_append_gds 56:4.16
  private_element_size 56:4.17-18
  is_ptr64 56:4.19
  is_dynamic_callstack 56:4.20
  is_debug_enabled 56:4.21
  is_xnack_enabled 56:4.22
  workitem_private_segment_byte_size 60:4
  workgroup_group_segment_byte_size 64:4
  gds_segment_byte_size 68:4
  kernarg_segment_byte_size 72:8
  workgroup_fbarrier_count 80:4
  wavefront_sgpr_count 84:2
  workitem_vgpr_count 86:2
  reserved_vgpr_first 88:2
  reserved_vgpr_count 90:2
  reserved_sgpr_first 92:2
  reserved_sgpr_count 94:2
  debug_wavefront_private_segment_offset_sgpr 96:2
  debug_private_segment_buffer_sgpr 98:2
  kernarg_segment_alignment 100:1
  group_segment_alignment 101:1
  private_segment_alignment 102:1
  wavefront_size 103:1
  call_convention 104:4 signed
  runtime_loader_kernel_symbol 120:8
`);
const BY_NAME = new Map<string, BitField>(FIELDS.map((f) => [f.name, f]));

export function isKernelCodeField(name: string): boolean {
  return BY_NAME.has(name);
}

export interface DecodedKernelCode {
  readonly fields: readonly [string, bigint][];
  /** Whether the fields rebuild all 256 bytes (no bits outside them set). */
  readonly exact: boolean;
}

export function decodeKernelCode(b: Uint8Array): DecodedKernelCode {
  const fields: [string, bigint][] = FIELDS.map((f) => [f.name, getField(b, f)]);
  const again = encodeKernelCode(new Map(fields));
  return { fields, exact: again.every((x, i) => x === b[i]) };
}

/** Build the 256 bytes; fields not given are 0 (llvm-mc starts from its defaults, clang gives all). */
export function encodeKernelCode(values: ReadonlyMap<string, bigint>): Uint8Array {
  const b = new Uint8Array(KERNEL_CODE_SIZE);
  for (const [name, v] of values) {
    const f = BY_NAME.get(name);
    if (!f) throw new Error(`unknown amd_kernel_code_t field '${name}'`);
    if (!setField(b, f, v)) throw new RangeError(`${name} = ${v} is out of range (${fieldRange(f)})`);
  }
  return b;
}
