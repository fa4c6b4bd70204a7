// runKernel(): one dispatch of a kernel from an HSA code object (v3-v5; v2/Mesa: dispatch-v2.ts), following the AMDHSA
// ABI (LLVM AMDGPUUsage, "Initial Kernel Execution State" and "Kernel Descriptor"):
// - the user SGPRs the descriptor enables, in the ABI's order (private segment buffer, dispatch
//   ptr, queue ptr, kernarg segment ptr, dispatch id, flat scratch init, private segment size),
//   then from user_sgpr_count the system SGPRs (workgroup ID X/Y/Z, workgroup info, private segment
//   wave offset); work-item IDs in v0 (X), v1 (Y), v2 (Z) as system_vgpr_workitem_id says (GCN
//   1.0-1.4, gfx908), packed into v0 on gfx90a+ (x | y << 10 | z << 20); MODE from the descriptor's float modes;
// - the kernarg segment from the metadata note (explicit arguments by offset and size, the hidden
//   ones the ABI defines), and an hsa_kernel_dispatch_packet_t behind the dispatch pointer;
// - buffers in simulated global memory, every workgroup of the grid, waves of 64 work-items (x
//   fastest), LDS per workgroup. The waves of a workgroup run in lock-step from s_barrier to
//   s_barrier (each runs until its next barrier or its end, then the next wave).
// - scratch (docs/sim.md P101-P103): per-lane private memory in global memory behind the private
//   segment buffer V# (swizzled, ADD_TID, index stride 64, element size 4, as the ROCm runtime
//   builds it), one slot per wave of a workgroup, the wave's byte offset in the private segment
//   wavefront offset SGPR, FLAT_SCRATCH init (GCN 1.1/1.2: offset and size; GCN 1.4: a 64-bit
//   base) and the FLAT apertures (amd_queue_t behind the queue pointer, the v5 hidden arguments,
//   src_private_base/src_shared_base). A dynamic stack is a "not supported yet" error. No Node APIs.
import type { Gen } from '../isa/gens.js';
import { onIn, resolveGpu } from '../isa/targets.js';
import { semanticsOf } from '../isa/semantics.js';
import { readCodeObject, type CodeObject } from '../objects/code-object.js';
import { SimError, type Hazard } from './api.js';
import { descriptorFromKernelCode, mesaArgs, type MetaArg } from './dispatch-v2.js';
export type { MetaArg } from './dispatch-v2.js';
import { ArgFault, argType, elementOffsets, encodeValues, hexBytes, mustType, toHex, type ArgType, type KernelArg } from './kernargs.js';
import { Lds, PagedMemory } from './memory.js';
import { loadImage } from '../objects/image.js';
import { loadCode, WaveRunner, type Program } from './run.js';
import { locatedError } from './state.js';
import { RunChecks, type RunWarning } from './run-checks.js';
import { DispatchTrace, type TraceEntry } from './trace.js';
import { EXEC_LO, LANES, Wave, recycleWave } from './wave.js';
import { registerFiles } from '../isa/register-files.js';
import { scalarRegs } from '../isa/registers.js';
import { has } from '../isa/targets.js';
import { families, inFamilies } from '../isa/gens.js';

/** The families whose dispatch packs the work-item IDs into v0 (gfx90a, gfx940: LLVM's hasPackedTID). */
const PACKED_TID = families('gfx90a');

export type { KernelArg } from './kernargs.js';

export interface Dispatch {
  /** Work-items per dimension (the HSA grid size), 1-3 numbers. */
  readonly grid: readonly number[];
  /** Work-items per workgroup per dimension. */
  readonly block: readonly number[];
}

export interface RunOptions {
  /** Names used in diagnostics (the object file and the ARGS.json file). */
  readonly file?: string;
  readonly argsFile?: string;
  /** ARGS.json's text, to locate argument errors at their element. */
  readonly argsText?: string;
  /** Instructions one wave may run (default 1,000,000). */
  readonly maxSteps?: number;
  /** Any GPU name: read the code for it instead of the object's own. */
  readonly gpu?: string;
  /** Record every executed instruction of every wave (RunResult.trace). */
  readonly trace?: boolean;
  /** Called after each workgroup (the web explorer's worker reports progress with it). */
  readonly onProgress?: (workgroupsDone: number, workgroups: number) => void;
}

export interface RunResult {
  /** Final bytes of every buffer argument. */
  readonly buffers: { readonly arg: number; readonly hex: string; readonly bytes: Uint8Array }[];
  readonly hazards: Hazard[];
  /** Registers past the descriptor's allocation, accesses past a buffer's bytes (P105): one per instruction and kind. */
  readonly warnings: RunWarning[];
  /** Workgroups run (all of them, unless the caller stopped a KernelRun early). */
  readonly workgroups: number;
  readonly waves: number;
  readonly instructions: number;
  /** With options.trace: each executed instruction, wave by wave in the order they ran. */
  readonly trace?: TraceEntry[];
}

/** Where things live in the simulated global memory. */
const PACKET_ADDR = 0x1000;
const QUEUE_ADDR = 0x2000;
const KERNARG_ADDR = 0x3000;
const BUFFER_BASE = 0x100000;
/**
 * Scratch backing memory (P101): at 2^40, far above the buffers. On GCN 1.1/1.2 this is also
 * SH_HIDDEN_PRIVATE_BASE_VMID, the base FLAT_SCRATCH's offset counts from (flat scratch init's
 * offset is then 0).
 */
export const SCRATCH_BASE = 2 ** 40;
/** The private segment buffer V#'s fourth dword (ROCm's AqlQueue::InitScratchSRD, P101). */
export const SCRATCH_RSRC3 = 0x00ea4fac;
/**
 * Where the code object is loaded (P106): its segments (or, relocatable, its sections) from here,
 * above the buffers and below scratch; kernels and the functions they call run from there.
 */
export const IMAGE_BASE = 2 ** 39;
/** Buffers start on this boundary, with at least this gap between them (overruns do not alias). */
const BUFFER_ALIGN = 0x10000;

function num(v: unknown): number | undefined {
  return typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : undefined;
}

/** The metadata note's map for kernel `name` (amdhsa.kernels[i]). */
export function metaKernel(obj: CodeObject, name: string): Record<string, unknown> | undefined {
  const doc = obj.metadataDoc as Record<string, unknown> | undefined;
  const list = doc?.['amdhsa.kernels'];
  if (!Array.isArray(list)) return undefined;
  return list.find((k) => (k as Record<string, unknown>)['.name'] === name) as Record<string, unknown> | undefined;
}

/** The kernel's argument list (explicit and hidden) from its metadata map. */
export function metaArgs(k: Record<string, unknown>): MetaArg[] {
  const args = k['.args'];
  if (!Array.isArray(args)) return [];
  return args.map((a: Record<string, unknown>) => ({
    offset: num(a['.offset']) ?? 0, size: num(a['.size']) ?? 0, kind: String(a['.value_kind']),
    typeName: typeof a['.type_name'] === 'string' ? a['.type_name'] : undefined, pointeeAlign: num(a['.pointee_align']),
  }));
}

const HIDDEN_SERVICES = new Set(['hidden_none', 'hidden_printf_buffer', 'hidden_hostcall_buffer', 'hidden_default_queue', 'hidden_completion_action',
  'hidden_multigrid_sync_arg', 'hidden_heap_v1', 'hidden_queue_ptr']);

/** Run one dispatch of kernel `name` of a code object (its bytes, or as read by readCodeObject). */
export function runKernel(object: Uint8Array | CodeObject, name: string, dispatch: Dispatch, args: readonly KernelArg[], options: RunOptions = {}): RunResult {
  const k = startKernel(object, name, dispatch, args, options);
  while (!k.finished) k.step();
  return k.result();
}

/**
 * A dispatch that runs one workgroup per step(), so that a caller can show progress or stop
 * between workgroups (`gcnkit run` on Ctrl-C); result() gives what ran so far.
 */
export interface KernelRun {
  readonly workgroups: number;
  readonly workgroupsDone: number;
  readonly finished: boolean;
  step(): void;
  result(): RunResult;
}

/** Set a dispatch up (everything runKernel checks and builds before the first workgroup). */
export function startKernel(object: Uint8Array | CodeObject, name: string, dispatch: Dispatch, args: readonly KernelArg[], options: RunOptions = {}): KernelRun {
  const file = options.file ?? '<object>';
  const top = (message: string): never => { throw new SimError([{ file, line: 1, col: 1, message, source: '' }]); };
  let gen: Gen | undefined;
  if (options.gpu !== undefined) gen = resolveGpu(options.gpu) ?? top(`unknown GPU '${options.gpu}'`);
  let obj: CodeObject;
  try {
    obj = object instanceof Uint8Array ? readCodeObject(object, { gen }) : object;
  } catch (e) {
    return top(`not a code object gcnkit can read: ${(e as Error).message}`);
  }
  const kernel = obj.kernels.find((k) => k.name === name);
  if (!kernel) return top(`no kernel '${name}' in the object (kernels: ${obj.kernels.map((k) => k.name).join(', ') || 'none'})`);
  // Code object v2 (Mesa): the amd_kernel_code_t in front of the code stands for the descriptor.
  const kc = kernel.kernelCode;
  const kd = kernel.descriptor ? new Map(kernel.descriptor.decoded.fields) : kc ? descriptorFromKernelCode(kc.decoded.fields) : top(`kernel '${name}' has neither a kernel descriptor nor an amd_kernel_code_t`);
  const f = (n: string): number => Number(kd.get(n) ?? 0n);
  const meta = metaKernel(obj, name);
  if (!meta && !kc) return top(`kernel '${name}': the metadata note does not describe it (its arguments are unknown)`);
  if (f('uses_dynamic_stack')) return top(`kernel '${name}' uses a dynamic stack (its private segment size is not known before it runs): not supported yet`);
  const [grid, block] = checkDispatch(dispatch, top);
  const scratch = scratchLayout(f('private_segment_fixed_size'), block);
  const memory = new PagedMemory();
  // Without a metadata note (Mesa) the arguments given lay the kernarg segment out (P104).
  let margs: MetaArg[];
  try {
    margs = meta ? metaArgs(meta) : mesaArgs(args, f('kernarg_size'));
  } catch (e) {
    if (e instanceof ArgFault) throw locateArg(e, options);
    throw e;
  }
  const fixed = f('group_segment_fixed_size');
  const { kernarg, buffers, groupSize } = buildKernargs(margs, args, dispatch, grid, block, options, (meta && num(meta['.kernarg_segment_size'])) ?? f('kernarg_size'), fixed, memory, obj.gen);
  if (groupSize > 65536) return top(`the workgroup needs ${groupSize} bytes of LDS (static ${fixed}, the rest for local arguments): more than 64 KiB`);
  writeBytes(memory, KERNARG_ADDR, kernarg);
  writeBytes(memory, PACKET_ADDR, dispatchPacket(grid, block, groupSize, scratch.laneBytes));
  writeBytes(memory, QUEUE_ADDR, amdQueue(obj.gen));
  const entry = kc ? Number(new Map(kc.decoded.fields).get('kernel_code_entry_byte_offset') ?? 256n) : 0;
  // Offsets in hazards and the trace are .text offsets, as `gcnkit dis` lists the object.
  const prog = loadKernelImage(obj, kernel, entry, memory, `${file}(${name})`, top);
  const groups = [0, 1, 2].map((d) => Math.ceil(grid[d] / block[d]));
  const total = groups[0] * groups[1] * groups[2];
  const trace = options.trace ? new DispatchTrace(prog.base) : undefined;
  // P105: the allocation from the descriptor's granulated counts (v2: amd_kernel_code_t's), the
  // buffers' bytes (no SGPR count: all of the generation's SGPRs); every global access goes
  // through the guard while the workgroups run.
  const checks = new RunChecks(f('next_free_vgpr') || registerFiles(obj.gen).vgprs, f('next_free_sgpr') || scalarRegs(obj.gen).sgprs, buffers);
  const hazards: Hazard[] = [];
  let waves = 0;
  let instructions = 0;
  let done = 0;
  return {
    workgroups: total,
    get workgroupsDone() { return done; },
    get finished() { return done >= total; },
    step(): void {
      const id = [done % groups[0], Math.floor(done / groups[0]) % groups[1], Math.floor(done / (groups[0] * groups[1]))];
      memory.guard = checks.guard;
      try {
        const r = runWorkgroup(obj.gen, kd, prog, memory, id, grid, block, scratch, options.maxSteps ?? 1_000_000, trace, checks);
        waves += r.waves;
        instructions += r.instructions;
        hazards.push(...r.hazards);
      } finally {
        memory.guard = undefined;
      }
      done++;
      options.onProgress?.(done, total);
    },
    result(): RunResult {
      // hex is made when first read (a million-element buffer's hex is 8 MB of text).
      const out = buffers.map((b) => {
        const bytes = readBytes(memory, b.addr, b.size);
        let hex: string | undefined;
        return { arg: b.arg, get hex(): string { return (hex ??= toHex(bytes)); }, bytes };
      });
      return { buffers: out, hazards, warnings: checks.list(), workgroups: done, waves, instructions, ...(trace ? { trace: trace.entries } : {}) };
    },
  };
}

/**
 * The whole code object in memory at IMAGE_BASE, relocated as the loader does (src/objects/image.ts),
 * and its code decoded for the waves to start at the kernel's entry (P106). Listings number the
 * code by its .text offset.
 */
function loadKernelImage(obj: CodeObject, kernel: CodeObject['kernels'][number], entry: number, memory: PagedMemory, file: string, top: (m: string) => never): Program {
  let image;
  try {
    image = loadImage(obj, IMAGE_BASE);
  } catch (e) {
    return top(`the code object cannot be loaded: ${(e as Error).message}`);
  }
  for (const r of image.ranges) writeBytes(memory, r.addr, r.bytes);
  const start = image.textAddr + kernel.offset;
  return loadCode(image.code, image.starts, start + entry, start + kernel.size, onIn(obj.gen, obj.target.gfx), file, -image.textAddr);
}

function checkDispatch(d: Dispatch, top: (m: string) => never): [number[], number[]] {
  const dims = (v: readonly number[], what: string): number[] => {
    if (!Array.isArray(v) || v.length < 1 || v.length > 3) top(`${what} must have 1 to 3 dimensions`);
    for (const x of v) if (!Number.isSafeInteger(x) || x < 1 || x > 0xffffffff) top(`${what} ${v.join(',')}: every size must be a whole number 1..2^32-1`);
    return [v[0], v[1] ?? 1, v[2] ?? 1];
  };
  const grid = dims(d.grid, '--grid');
  const block = dims(d.block, '--block');
  if (d.grid.length !== d.block.length) top(`--grid has ${d.grid.length} dimension(s) and --block ${d.block.length}: give both the same number`);
  if (block.some((x) => x > 0xffff) || block[0] * block[1] * block[2] > 1024) top(`--block ${d.block.join(',')}: a workgroup has at most 1024 work-items`);
  return [grid, block];
}

/** A buffer argument: its bytes at addr, its slot (the bytes and the gap after them) up to end. */
interface Placed { arg: number; addr: number; size: number; end: number }

/**
 * The kernarg segment (explicit and hidden arguments) and the buffers placed in memory. `local`
 * arguments get LDS after the static group segment (`fixed` bytes), each at its pointee
 * alignment (16 if the metadata gives none); groupSize is the LDS a workgroup then needs.
 */
function buildKernargs(margs: readonly MetaArg[], args: readonly KernelArg[], d: Dispatch, grid: number[], block: number[], options: RunOptions, size: number, fixed: number, memory: PagedMemory, gen: Gen): { kernarg: Uint8Array; buffers: Placed[]; groupSize: number } {
  const explicit = margs.filter((a) => !a.kind.startsWith('hidden_'));
  const fault = (e: ArgFault): never => { throw locateArg(e, options); };
  try {
    if (!Array.isArray(args)) throw new ArgFault('the arguments must be a JSON array, one element per kernel argument', -1);
    if (args.length !== explicit.length) throw new ArgFault(`the kernel takes ${explicit.length} argument(s) (${explicit.map(describe).join(', ')}), ${args.length} given`, -1);
    const end = Math.max(size, ...margs.map((a) => a.offset + a.size));
    const kernarg = new Uint8Array(end);
    const kv = new DataView(kernarg.buffer);
    const buffers: Placed[] = [];
    let next = BUFFER_BASE;
    let local = fixed;
    explicit.forEach((m, i) => {
      const a = args[i] as Record<string, unknown>;
      if (typeof a !== 'object' || a === null || Array.isArray(a)) throw new ArgFault('expected an object: {"buffer": TYPE, ...}, {"scalar": TYPE, "value": V} or {"local": BYTES}', i);
      const want = m.kind === 'global_buffer' ? 'buffer' : m.kind === 'by_value' ? 'scalar' : m.kind === 'dynamic_shared_pointer' ? 'local' : undefined;
      if (!want) throw new ArgFault(`argument ${i} (${describe(m)}) is a ${m.kind}: not supported`, i);
      const given = ['buffer', 'scalar', 'local'].find((k) => k in a);
      if (given !== want) throw new ArgFault(`argument ${i} is ${describe(m)}: expected {"${want}": ...}, got ${given ? `{"${given}": ...}` : JSON.stringify(a)}`, i);
      if (want === 'buffer') {
        const t = mustType(a.buffer, i);
        checkTypeName(m, t, true, i);
        const bytes = 'hex' in a ? (typeof a.hex === 'string' ? hexBytes(a.hex, i) : fault(new ArgFault('"hex" must be a string', i)))
          : Array.isArray(a.data) ? encodeValues(t, a.data, i) : fault(new ArgFault('a buffer needs "hex": "..." or "data": [...]', i));
        if (bytes.length % t.size) throw new ArgFault(`${bytes.length} bytes are not a whole number of ${t.name} (${t.size} bytes each)`, i);
        writeBytes(memory, next, bytes);
        const end = next + Math.ceil((bytes.length + 1) / BUFFER_ALIGN) * BUFFER_ALIGN;
        buffers.push({ arg: i, addr: next, size: bytes.length, end });
        kv.setBigUint64(m.offset, BigInt(next), true);
        next = end;
      } else if (want === 'scalar') {
        const t = mustType(a.scalar, i);
        checkTypeName(m, t, false, i);
        if (!('value' in a)) throw new ArgFault('a scalar needs "value": V', i);
        const values: unknown[] = Array.isArray(a.value) ? a.value : [a.value];
        // A struct passed by value (its type is no OpenCL type): its bytes as a list of values of
        // one type, e.g. {"scalar": "float", "value": [0.5, 0, -9.8, 0, 0.99, "0x40"]}.
        const struct = argType(m.typeName ?? '') === undefined && values.length > t.count;
        const bytes = struct || t.size === m.size ? encodeValues(t, values, i) : undefined;
        if (!bytes || bytes.length !== m.size) throw new ArgFault(`argument ${i} is ${describe(m)} of ${m.size} bytes: ${struct ? `${values.length} values of ${t.name} make ${bytes?.length}` : `a ${t.name} has ${t.size}`}`, i);
        kernarg.set(bytes, m.offset);
      } else {
        const n = a.local;
        if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0 || n > 65536) throw new ArgFault('"local" must be a byte count 0..65536', i);
        const align = Math.max(m.pointeeAlign ?? 16, 4);
        local = Math.ceil(local / align) * align;
        kv.setUint32(m.offset, local, true);
        local += n;
      }
    });
    hidden(margs, kv, grid, block, d.grid.length, local - fixed, gen);
    return { kernarg, buffers, groupSize: local };
  } catch (e) {
    if (e instanceof ArgFault) return fault(e);
    throw e;
  }
}

function describe(m: MetaArg): string {
  return m.typeName ?? `${m.kind} of ${m.size} bytes`;
}

/** The metadata's type name, when it is an OpenCL type, must be the one given. */
function checkTypeName(m: MetaArg, t: ArgType, pointer: boolean, i: number): void {
  const name = m.typeName?.replace(/^(const |volatile |restrict )+/, '').replace(/\s*\*$/, '');
  if (!name || !/^[a-z]+\d*$/.test(name) || name === t.name) return;
  if (mustTypeOrNull(name) === undefined) return;
  throw new ArgFault(`argument ${i} is ${pointer ? `a ${m.typeName} buffer` : m.typeName}: ${t.name} given`, i);
}

function mustTypeOrNull(name: string): ArgType | undefined {
  try { return mustType(name, 0); } catch { return undefined; }
}

/** The hidden arguments the ABI defines (v5 names; v4 has the global offsets only). */
function hidden(margs: readonly MetaArg[], kv: DataView, grid: number[], block: number[], dims: number, dynamicLds: number, gen: Gen): void {
  const [shared, priv] = apertureHi(gen);
  for (const m of margs) {
    const k = m.kind;
    const d = 'xyz'.indexOf(k[k.length - 1]);
    if (k.startsWith('hidden_block_count_')) kv.setUint32(m.offset, Math.floor(grid[d] / block[d]), true);
    else if (k.startsWith('hidden_group_size_')) kv.setUint16(m.offset, block[d], true);
    else if (k.startsWith('hidden_remainder_')) kv.setUint16(m.offset, grid[d] % block[d], true);
    else if (k.startsWith('hidden_global_offset_')) kv.setBigUint64(m.offset, 0n, true);
    else if (k === 'hidden_grid_dims') kv.setUint16(m.offset, dims, true);
    else if (k === 'hidden_dynamic_lds_size') kv.setUint32(m.offset, dynamicLds, true);
    // P103: the high dwords of the FLAT apertures (code object v5 on GCN 1.1/1.2 reads them here).
    else if (k === 'hidden_private_base') kv.setUint32(m.offset, priv, true);
    else if (k === 'hidden_shared_base') kv.setUint32(m.offset, shared, true);
    else if (k.startsWith('hidden_') && !HIDDEN_SERVICES.has(k)) throw new ArgFault(`hidden argument ${k}: not supported`, -1);
  }
}

function locateArg(e: ArgFault, o: RunOptions): SimError {
  const file = o.argsFile ?? '<args>';
  const text = o.argsText ?? '';
  const offsets = elementOffsets(text);
  const pos = e.index >= 0 && offsets[e.index] !== undefined ? offsets[e.index] : Math.max(0, text.search(/\S/));
  return locatedError(file, text, pos, e.index >= 0 ? `argument ${e.index}: ${e.message}` : e.message);
}

/** The high dwords of the generation's FLAT aperture bases [LDS, private] (0 without FLAT). */
function apertureHi(gen: Gen): [number, number] {
  const ap = semanticsOf(gen).apertures;
  return ap ? [Number(ap[0] >> 32n), Number(ap[1] >> 32n)] : [0, 0];
}

/**
 * amd_queue_t behind the queue pointer (ROCm's amd_queue.h; P103): zero but for
 * group_segment_aperture_base_hi at byte 0x40 and private_segment_aperture_base_hi at 0x44,
 * where GCN 1.1/1.2 code (code object v4 and older, Mesa) reads the FLAT apertures.
 */
function amdQueue(gen: Gen): Uint8Array {
  const q = new Uint8Array(256);
  const v = new DataView(q.buffer);
  const [shared, priv] = apertureHi(gen);
  v.setUint32(0x40, shared, true);
  v.setUint32(0x44, priv, true);
  return q;
}

/** Scratch of one dispatch (P101, P102): bytes per lane, per wave slot, and in all. */
interface Scratch { readonly laneBytes: number; readonly waveBytes: number; readonly totalBytes: number }

/**
 * Per-lane size: the descriptor's private segment size rounded up to a dword (as CP rounds the
 * packet's); a wave slot holds 64 lanes, rounded up to 1 KiB (COMPUTE_TMPRING_SIZE.WAVESIZE's
 * unit); one slot per wave of a workgroup, reused by the next workgroup.
 */
function scratchLayout(fixed: number, block: number[]): Scratch {
  const laneBytes = Math.ceil(fixed / 4) * 4;
  const waveBytes = Math.ceil((laneBytes * LANES) / 1024) * 1024;
  const waves = Math.ceil((block[0] * block[1] * block[2]) / LANES);
  return { laneBytes, waveBytes, totalBytes: waveBytes * waves };
}

/** hsa_kernel_dispatch_packet_t (hsa.h): 64 bytes. */
function dispatchPacket(grid: number[], block: number[], group: number, privateBytes: number): Uint8Array {
  const p = new Uint8Array(64);
  const v = new DataView(p.buffer);
  const HSA_PACKET_TYPE_KERNEL_DISPATCH = 2;
  v.setUint16(0, HSA_PACKET_TYPE_KERNEL_DISPATCH, true);    // header
  v.setUint16(2, grid[2] > 1 ? 3 : grid[1] > 1 ? 2 : 1, true); // setup: dimensions
  v.setUint16(4, block[0], true);
  v.setUint16(6, block[1], true);
  v.setUint16(8, block[2], true);
  v.setUint32(12, grid[0], true);
  v.setUint32(16, grid[1], true);
  v.setUint32(20, grid[2], true);
  v.setUint32(24, privateBytes, true);                      // private_segment_size
  v.setUint32(28, group, true);                             // group_segment_size
  v.setBigUint64(40, BigInt(KERNARG_ADDR), true);           // kernarg_address
  return p;
}

// Buffers are placed below 4 GiB on dword boundaries: whole dwords go through w32/r32 (a
// million-element buffer is common), the rest byte by byte.
function writeBytes(m: PagedMemory, addr: number, b: Uint8Array): void {
  let i = 0;
  if (addr % 4 === 0 && addr + b.length <= 2 ** 32) {
    for (; i + 4 <= b.length; i += 4) m.w32(0, addr + i, (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)) >>> 0);
  }
  for (; i < b.length; i++) m.w8(Math.floor((addr + i) / 2 ** 32), (addr + i) >>> 0, b[i]);
}

function readBytes(m: PagedMemory, addr: number, n: number): Uint8Array {
  const out = new Uint8Array(n);
  let i = 0;
  if (addr % 4 === 0 && addr + n <= 2 ** 32) {
    for (; i + 4 <= n; i += 4) {
      const v = m.r32(0, addr + i);
      out[i] = v; out[i + 1] = v >>> 8; out[i + 2] = v >>> 16; out[i + 3] = v >>> 24;
    }
  }
  for (; i < n; i++) out[i] = m.r8(Math.floor((addr + i) / 2 ** 32), (addr + i) >>> 0);
  return out;
}

/**
 * The values of v0.. that hold a work-item's IDs (x, y, z) at dispatch, `n` of them enabled
 * (system_vgpr_workitem_id + 1): one VGPR each, or on gfx90a+ (P165) all in v0 as x | y << 10 | z << 20.
 */
export function workItemVgprs(gen: Gen, ids: readonly number[], n: number): number[] {
  if (inFamilies(PACKED_TID, gen)) return [(ids[0] | (ids[1] << 10) | (ids[2] << 20)) >>> 0];
  return ids.slice(0, n);
}

/** Run every wave of one workgroup; waves meet at each s_barrier. */
function runWorkgroup(gen: Gen, kd: ReadonlyMap<string, bigint>, prog: Program, memory: PagedMemory, id: number[], grid: number[], block: number[], scratch: Scratch, maxSteps: number, trace?: DispatchTrace, checks?: RunChecks): { waves: number; instructions: number; hazards: Hazard[] } {
  const f = (n: string): number => Number(kd.get(n) ?? 0n);
  const lds = new Lds();
  // This workgroup's size: the last one in a dimension may be partial (HSA grids need not be multiples).
  const size = [0, 1, 2].map((d) => Math.min(block[d], grid[d] - id[d] * block[d]));
  const items = size[0] * size[1] * size[2];
  const nWaves = Math.ceil(items / LANES);
  const runners: WaveRunner[] = [];
  for (let wi = 0; wi < nWaves; wi++) {
    const w = new Wave(gen, { memory, lds });
    initialState(w, kd, f, id, size, wi, nWaves, items, scratch, [0, 1, 2].map((d) => Math.ceil(grid[d] / block[d])));
    runners.push(new WaveRunner(w, prog, maxSteps, trace, checks));
  }
  // Lock-step at barriers: each live wave runs to its next s_barrier or its end, then the next;
  // when every live wave has arrived, all go on (a wave that ended no longer takes part).
  let live = runners.filter((r) => !r.done);
  while (live.length) {
    for (const r of live) {
      trace?.follow(r.w, id, runners.indexOf(r));
      r.run(true);
    }
    live = live.filter((r) => !r.done);
  }
  const hazards: Hazard[] = [];
  let instructions = 0;
  for (const r of runners) {
    hazards.push(...r.finish().hazards);
    instructions += r.w.steps;
    recycleWave(r.w);
  }
  return { waves: nWaves, instructions, hazards };
}

const USER_SGPRS: readonly [string, number][] = [
  ['user_sgpr_private_segment_buffer', 4], ['user_sgpr_dispatch_ptr', 2], ['user_sgpr_queue_ptr', 2], ['user_sgpr_kernarg_segment_ptr', 2],
  ['user_sgpr_dispatch_id', 2], ['user_sgpr_flat_scratch_init', 2], ['user_sgpr_private_segment_size', 1],
  // Code object v2 only (amd_kernel_code_t): the workgroup counts of the grid.
  ['user_sgpr_grid_workgroup_count_x', 1], ['user_sgpr_grid_workgroup_count_y', 1], ['user_sgpr_grid_workgroup_count_z', 1],
];

function initialState(w: Wave, kd: ReadonlyMap<string, bigint>, f: (n: string) => number, id: number[], size: number[], wi: number, nWaves: number, items: number, scratch: Scratch, groups: readonly number[]): void {
  let s = 0;
  const put = (...v: number[]): void => { for (const x of v) w.setS(s++, x >>> 0); };
  const gfx9 = has(w.gen, 'flat-scratch-base');
  for (const [n, count] of USER_SGPRS) {
    if (!f(n)) continue;
    switch (n) {
      // P101: the queue's scratch V#: base, SWIZZLE_ENABLE (stride 0), NUM_RECORDS = all slots.
      case 'user_sgpr_private_segment_buffer': put(SCRATCH_BASE % 2 ** 32, Math.floor(SCRATCH_BASE / 2 ** 32) | 0x80000000, scratch.totalBytes, SCRATCH_RSRC3); break;
      case 'user_sgpr_dispatch_ptr': put(PACKET_ADDR, 0); break;
      case 'user_sgpr_queue_ptr': put(QUEUE_ADDR, 0); break;
      case 'user_sgpr_kernarg_segment_ptr': put(KERNARG_ADDR, 0); break;
      // P102: GCN 1.4 the 64-bit scratch base; GCN 1.1/1.2 the offset of the queue's scratch from
      // the hidden private base (0 here), then the per-lane size.
      case 'user_sgpr_flat_scratch_init': if (gfx9) put(SCRATCH_BASE % 2 ** 32, Math.floor(SCRATCH_BASE / 2 ** 32)); else put(0, scratch.laneBytes); break;
      case 'user_sgpr_private_segment_size': put(scratch.laneBytes); break;
      case 'user_sgpr_grid_workgroup_count_x': put(groups[0]); break;
      case 'user_sgpr_grid_workgroup_count_y': put(groups[1]); break;
      case 'user_sgpr_grid_workgroup_count_z': put(groups[2]); break;
      // Dispatch id 0.
      default: put(...new Array<number>(count).fill(0));
    }
  }
  // System SGPRs follow the user SGPRs the descriptor counts (user_sgpr_count, when stored apart).
  if (kd.has('user_sgpr_count')) s = f('user_sgpr_count');
  if (f('system_sgpr_workgroup_id_x')) put(id[0]);
  if (f('system_sgpr_workgroup_id_y')) put(id[1]);
  if (f('system_sgpr_workgroup_id_z')) put(id[2]);
  // Workgroup info: first wave (bit 31), waves in the workgroup (bits 5:0).
  if (f('system_sgpr_workgroup_info')) put((wi === 0 ? 0x80000000 : 0) | nWaves);
  // P101: wave wi of the workgroup has scratch slot wi.
  if (f('system_sgpr_private_segment_wavefront_offset')) put(wi * scratch.waveBytes);
  w.scratchBacking = { hiddenBase: SCRATCH_BASE, laneBytes: scratch.laneBytes };
  // gfx940+ (architected flat scratch, P166): no flat scratch init and no wavefront offset SGPR;
  // the hardware sets FLAT_SCRATCH to the wave's own scratch base.
  if (has(w.gen, 'architected-flat-scratch')) {
    const fs = w.regs.single.indexOf('flat_scratch_lo'), base = SCRATCH_BASE + wi * scratch.waveBytes;
    w.setS(fs, base % 2 ** 32);
    w.setS(fs + 1, Math.floor(base / 2 ** 32));
  }
  // gfx90a+ (P164): the AGPRs start at the descriptor's accum_offset in the unified file.
  if (w.unified !== undefined && kd.has('accum_offset')) w.accumOffset = f('accum_offset');
  // Work-item IDs, x fastest; lanes past the workgroup's last work-item are off in EXEC. gfx90a+
  // (P165; LLVM hasPackedTID): all three in v0, x | y << 10 | z << 20.
  const vgprs = workItemVgprs(w.gen, [0, 0, 0], f('system_vgpr_workitem_id') + 1).length;
  let lo = 0;
  let hi = 0;
  for (let l = 0; l < LANES; l++) {
    const n = wi * LANES + l;
    if (n >= items) break;
    const ids = [n % size[0], Math.floor(n / size[0]) % size[1], Math.floor(n / (size[0] * size[1]))];
    workItemVgprs(w.gen, ids, vgprs).forEach((x, v) => { w.vgpr[v * LANES + l] = x; });
    if (l < 32) lo |= 1 << l; else hi |= 1 << (l - 32);
  }
  for (let v = 0; v < vgprs; v++) w.vgprTouched[v] = 1;
  w.sgpr[EXEC_LO] = lo >>> 0;
  w.sgpr[EXEC_LO + 1] = hi >>> 0;
  // MODE (docs/sim.md P66): FP_ROUND 3:0, FP_DENORM 7:4, DX10_CLAMP 8, IEEE 9.
  w.mode = f('float_round_mode_32') | (f('float_round_mode_16_64') << 2) | (f('float_denorm_mode_32') << 4) | (f('float_denorm_mode_16_64') << 6)
    | (f('dx10_clamp') << 8) | (f('ieee_mode') << 9);
}
