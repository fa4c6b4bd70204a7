// A code object read into what a person works with: its target, its kernels (code range,
// descriptor or amd_kernel_code_t) and its metadata. Relocatable (clang -c) and linked
// (ld.lld -shared) objects, HSA code object v3-v5 and Mesa's v2.
import type { Gen } from '../isa/gens.js';
import { decodeDescriptor, KD_ENTRY, KD_SIZE, type DecodedDescriptor } from './descriptor.js';
import {
  ElfError, ELFOSABI_AMDGPU_MESA3D, ET_DYN, readElf, R_AMDGPU_REL64, STT_AMDGPU_HSA_KERNEL, STT_FUNC, STT_OBJECT,
  type ElfFile, type ElfSection, type ElfSymbol,
} from './elf.js';
import { decodeKernelCode, KERNEL_CODE_SIZE, type DecodedKernelCode } from './kernel-code.js';
import { findNote, metadataDecode, metadataYaml, noteString, NT_AMD_HSA_ISA_NAME, NT_AMDGPU_METADATA } from './metadata.js';
import { codeObjectVersion, targetFromHeader, type TargetId } from './targets.js';

export interface KernelInfo {
  readonly name: string;
  /** Byte offset of the kernel's code (its symbol) in .text, and its symbol size. */
  readonly offset: number;
  readonly size: number;
  /** v3+: the descriptor NAME.kd, its offset in its section and decoded fields. */
  readonly descriptor?: { readonly symbol: string; readonly section: number; readonly offset: number; readonly bytes: Uint8Array; readonly decoded: DecodedDescriptor };
  /** v2 (Mesa): the amd_kernel_code_t at the kernel's start. */
  readonly kernelCode?: { readonly bytes: Uint8Array; readonly decoded: DecodedKernelCode };
}

export interface CodeObject {
  readonly elf: ElfFile;
  readonly target: TargetId;
  /** The GPU instructions are read for: the target's, or --mcpu's. */
  readonly gen: Gen;
  readonly version: number;
  readonly mesa: boolean;
  readonly linked: boolean;
  readonly text: ElfSection | undefined;
  readonly kernels: readonly KernelInfo[];
  /** The metadata note as YAML (v3+), or undefined. */
  readonly metadata: string | undefined;
  /** The metadata note decoded (maps, arrays, strings, numbers), or undefined. */
  readonly metadataDoc: unknown;
  /** v2: the ISA name note ("amdgcn-mesa-mesa3d--gfx802"). */
  readonly isaName: string | undefined;
  readonly warnings: readonly string[];
}

export interface ReadOptions {
  /** Read instructions for this GPU, whatever e_flags say (a warning when they disagree). */
  readonly gen?: Gen;
}

/** A symbol's offset in its section (linked objects store addresses). */
export function sectionOffset(elf: ElfFile, s: ElfSymbol): number {
  const sec = elf.sections[s.shndx];
  return elf.type === ET_DYN && sec ? s.value - sec.addr : s.value;
}

export function readCodeObject(bytes: Uint8Array, opts: ReadOptions = {}): CodeObject {
  const elf = readElf(bytes);
  const warnings: string[] = [];
  const target = targetFromHeader(elf.osabi, elf.abiVersion, elf.flags);
  if (!target) throw new ElfError(`e_flags 0x${elf.flags.toString(16)}: EF_AMDGPU_MACH 0x${(elf.flags & 0xff).toString(16)} is not a GCN 1.0-1.4 processor gcnkit knows`, 48);
  let gen = target.gen;
  if (opts.gen && opts.gen !== gen) {
    warnings.push(`--mcpu overrides the object's GPU ${target.gfx} (${gen}): reading the code as ${opts.gen}`);
    gen = opts.gen;
  }
  const mesa = elf.osabi === ELFOSABI_AMDGPU_MESA3D;
  const version = codeObjectVersion(elf.osabi, elf.abiVersion);
  const text = elf.sections.find((s) => s.name === '.text');
  const kernels: KernelInfo[] = [];
  const ctx = { target: { ...target, gen }, version };
  for (const sym of elf.symbols) {
    if (!text || sym.shndx !== text.index) continue;
    const offset = sectionOffset(elf, sym);
    if ((sym.type === STT_FUNC || sym.type === STT_AMDGPU_HSA_KERNEL) && (offset < 0 || offset + sym.size > text.size)) {
      throw new ElfError(`symbol ${sym.name}: ${sym.size} bytes at .text+0x${offset.toString(16)} are outside .text (${text.size} bytes)`, text.offset);
    }
    if (sym.type === STT_AMDGPU_HSA_KERNEL) {
      if (offset + KERNEL_CODE_SIZE > text.size) throw new ElfError(`kernel ${sym.name}: its amd_kernel_code_t (256 bytes at .text+0x${offset.toString(16)}) runs past the end of .text`, text.offset + Math.min(offset, text.size));
      const kc = text.data.subarray(offset, offset + KERNEL_CODE_SIZE);
      kernels.push({ name: sym.name, offset, size: sym.size, kernelCode: { bytes: kc, decoded: decodeKernelCode(kc) } });
    } else if (sym.type === STT_FUNC) {
      const kd = elf.symbols.find((k) => k.name === sym.name + '.kd' && k.type === STT_OBJECT);
      if (!kd) continue;
      const sec = elf.sections[kd.shndx];
      const at = sectionOffset(elf, kd);
      if (!sec || at < 0 || at + KD_SIZE > sec.size) throw new ElfError(`kernel descriptor ${kd.name}: 64 bytes at offset 0x${at.toString(16)} are outside its section`, sec ? sec.offset : 0);
      const kdBytes = sec.data.subarray(at, at + KD_SIZE);
      kernels.push({ name: sym.name, offset, size: sym.size, descriptor: { symbol: kd.name, section: sec.index, offset: at, bytes: kdBytes, decoded: decodeDescriptor(kdBytes, ctx) } });
    }
  }
  kernels.sort((a, b) => a.offset - b.offset);
  for (const k of kernels) checkEntry(elf, k, warnings);
  const md = findNote(elf.notes, 'AMDGPU', NT_AMDGPU_METADATA);
  let metadata: string | undefined;
  let metadataDoc: unknown;
  if (md) {
    try {
      metadataDoc = metadataDecode(md.desc);
      metadata = metadataYaml(metadataDoc);
    } catch (e) {
      throw new ElfError(`metadata note: not valid msgpack (${(e as Error).message})`, md.at);
    }
  }
  const isa = findNote(elf.notes, 'AMD', NT_AMD_HSA_ISA_NAME);
  return { elf, target, gen, version, mesa, linked: elf.type === ET_DYN, text, kernels, metadata, metadataDoc, isaName: isa ? noteString(isa.desc) : undefined, warnings };
}

/** The descriptor's entry offset must lead to the kernel's code: by relocation, or resolved. */
function checkEntry(elf: ElfFile, k: KernelInfo, warnings: string[]): void {
  const d = k.descriptor;
  if (!d) return;
  const rel = elf.relocs.get(d.section)?.find((r) => r.offset === d.offset + KD_ENTRY);
  if (rel) {
    const s = elf.symbols[rel.symbol];
    if (rel.type !== R_AMDGPU_REL64 || s.name !== k.name || rel.addend !== BigInt(KD_ENTRY)) warnings.push(`${d.symbol}: the entry offset's relocation is not R_AMDGPU_REL64 ${k.name}+16`);
    return;
  }
  if (elf.type !== ET_DYN) { warnings.push(`${d.symbol}: no relocation for the kernel's entry offset`); return; }
  const text = elf.sections.find((s) => s.name === '.text')!;
  const sec = elf.sections[d.section];
  const codeAddr = BigInt(text.addr + k.offset);
  if (BigInt(sec.addr + d.offset) + d.decoded.entry !== codeAddr) warnings.push(`${d.symbol}: its entry offset ${d.decoded.entry} does not lead to ${k.name}`);
}
