// The programs of an input: each kernel and function of a code object (an assembly file is
// assembled into one first), or raw code as one program.
import type { Diagnostic } from '../asm/assembler.js';
import { assembleObject } from '../objects/assemble.js';
import type { TargetId } from '../objects/targets.js';
import { readCodeObject, sectionOffset, type CodeObject } from '../objects/code-object.js';
import { R_AMDGPU_REL32_HI, R_AMDGPU_REL32_LO, STT_FUNC } from '../objects/elf.js';
import { KERNEL_CODE_SIZE } from '../objects/kernel-code.js';
import { onIn, type On } from '../isa/targets.js';
import { buildProgram, type KernelFields, type Program } from './program.js';

/**
 * Dwords of .text[from, to), with the PC-relative relocations of a relocatable object against
 * .text symbols applied as the linker would (R_AMDGPU_REL32_LO/HI: S + A - P), so that
 * s_getpc_b64 + s_add_u32 sym@rel32@lo+4 leads to the callee.
 */
function textWords(obj: CodeObject, from: number, to: number): Uint32Array {
  const text = obj.text!;
  const n = Math.max(0, (to - from) >>> 2);
  const dv = new DataView(text.data.buffer, text.data.byteOffset + from, n * 4);
  const words = Uint32Array.from({ length: n }, (_, i) => dv.getUint32(i * 4, true));
  for (const r of obj.linked ? [] : obj.elf.relocs.get(text.index) ?? []) {
    if ((r.type !== R_AMDGPU_REL32_LO && r.type !== R_AMDGPU_REL32_HI) || r.offset < from || r.offset + 4 > to || (r.offset - from) % 4) continue;
    const s = obj.elf.symbols[r.symbol];
    if (!s || s.shndx !== text.index) continue;
    const v = BigInt(sectionOffset(obj.elf, s)) + r.addend - BigInt(r.offset);
    words[(r.offset - from) >>> 2] = Number(BigInt.asUintN(32, r.type === R_AMDGPU_REL32_LO ? v : v >> 32n));
  }
  return words;
}

/** The kernel's .max_flat_workgroup_size from the metadata (v3+), if given. */
function maxFlatWorkGroup(obj: CodeObject, name: string): number | undefined {
  const doc = obj.metadataDoc as { 'amdhsa.kernels'?: { '.name'?: unknown; '.max_flat_workgroup_size'?: unknown }[] } | undefined;
  const k = doc?.['amdhsa.kernels']?.find((x) => x['.name'] === name);
  const v = k?.['.max_flat_workgroup_size'];
  return typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : undefined;
}

/** amd_queue_t's group_segment_aperture_base_hi (ROCm's amd_queue.h; LLVM getSegmentAperture's 0x40). */
const QUEUE_SHARED_APERTURE_HI = 0x40;

/**
 * Where a kernel can read the LDS aperture's high dword from memory (GCN 1.1/1.2 have no aperture
 * registers): the hidden_shared_base argument of its kernarg segment (code object v5 metadata), and
 * amd_queue_t's field when the descriptor enables the queue pointer (v4 and older, Mesa).
 */
function ldsApertureAt(obj: CodeObject, name: string, fields: KernelFields | undefined): number[] {
  const doc = obj.metadataDoc as { 'amdhsa.kernels'?: { '.name'?: unknown; '.args'?: { '.value_kind'?: unknown; '.offset'?: unknown }[] }[] } | undefined;
  const args = doc?.['amdhsa.kernels']?.find((x) => x['.name'] === name)?.['.args'] ?? [];
  const out = args.filter((a) => a['.value_kind'] === 'hidden_shared_base').map((a) => Number(a['.offset']));
  const queue = fields?.fields.some(([n, v]) => (n === 'user_sgpr_queue_ptr' || n === 'enable_sgpr_queue_ptr') && v !== 0n);
  return queue ? [...out, QUEUE_SHARED_APERTURE_HI] : out;
}

/**
 * Each kernel (its descriptor with it) and each other function symbol of .text, in address order;
 * .text as one program when it has no such symbol. The code is read for `on`: by default the GPU
 * of the object's e_flags (or, when --mcpu chose another family, that family's base GPU).
 */
export function programsOfObject(obj: CodeObject, on: On = onIn(obj.gen, obj.target.gfx)): Program[] {
  const text = obj.text;
  if (!text) return [];
  const out: Program[] = [];
  const seen = new Set<number>();
  for (const k of obj.kernels) {
    const start = k.offset + (k.kernelCode ? KERNEL_CODE_SIZE : 0);
    const end = k.size ? k.offset + k.size : nextSymbol(obj, k.offset);
    seen.add(k.offset);
    const descriptor = k.descriptor?.decoded ?? k.kernelCode?.decoded;
    const p = buildProgram(on, textWords(obj, start, Math.max(start, end)), {
      name: k.name, kind: 'kernel', base: start, descriptor, maxFlatWorkGroup: maxFlatWorkGroup(obj, k.name),
    });
    const aperture = ldsApertureAt(obj, k.name, descriptor);
    out.push(aperture.length ? { ...p, ldsApertureAt: aperture } : p);
  }
  for (const s of obj.elf.symbols) {
    if (s.type !== STT_FUNC || s.shndx !== text.index) continue;
    const at = sectionOffset(obj.elf, s);
    if (seen.has(at) || obj.kernels.some((k) => k.name === s.name)) continue;
    seen.add(at);
    const end = s.size ? at + s.size : nextSymbol(obj, at);
    out.push(buildProgram(on, textWords(obj, at, end), { name: s.name, kind: 'function', base: at }));
  }
  if (!out.length) out.push(buildProgram(on, textWords(obj, 0, text.size), { name: '.text', kind: 'code', base: 0 }));
  return out.sort((a, b) => a.start - b.start);
}

/** Where the code of a symbol without a size ends: the next function symbol, or the end of .text. */
function nextSymbol(obj: CodeObject, at: number): number {
  let end = obj.text!.size;
  for (const s of obj.elf.symbols) {
    if (s.shndx !== obj.text!.index || s.type !== STT_FUNC) continue;
    const o = sectionOffset(obj.elf, s);
    if (o > at && o < end) end = o;
  }
  return end;
}

/** Raw code (a .bin): one program of the whole input. */
export function programOfBinary(on: On, bytes: Uint8Array): Program {
  const n = bytes.length >>> 2;
  const dv = new DataView(bytes.buffer, bytes.byteOffset, n * 4);
  return buildProgram(on, Uint32Array.from({ length: n }, (_, i) => dv.getUint32(i * 4, true)), { name: 'code', kind: 'code' });
}

export interface SourcePrograms {
  readonly programs: Program[];
  readonly diagnostics: readonly Diagnostic[];
  /** The object's target (its .amdgcn_target, or --mcpu's GPU). */
  readonly target?: TargetId;
  /** .text byte offset -> source line of the instruction there. */
  readonly lineAt: ReadonlyMap<number, number>;
}

/** Assembly text (clang -S output, a gcnkit listing, bare instructions): its programs, or its errors. */
export function programsOfSource(source: string, gpu?: string): SourcePrograms {
  const lineAt = new Map<number, number>();
  const r = assembleObject(source, gpu, (section, offset, line) => { if (section === '.text') lineAt.set(offset, line); });
  if (!r.bytes) return { programs: [], diagnostics: r.diagnostics, lineAt };
  const obj = readCodeObject(r.bytes);
  return { programs: programsOfObject(obj), diagnostics: r.diagnostics, target: obj.target, lineAt };
}
