// A code object placed in memory as the runtime's loader places it: every byte it loads, at its
// address from a load base, with its relocations applied.
// - Linked objects (ld.lld -shared): every PT_LOAD segment at base + p_vaddr (p_memsz bytes, the
//   part past p_filesz zero), then the dynamic relocations (.rela.dyn: R_AMDGPU_RELATIVE64, and
//   ABS32/ABS64 against defined symbols), as ROCr's loader does.
// - Relocatable objects (clang -c): each SHF_ALLOC section at the next multiple of its alignment
//   (in section order, from base), a GOT after them for the GOTPCREL relocations, then every
//   relocation of the allocated sections, as ld.lld would resolve it.
// Addresses are numbers (a load base below 2^52 keeps every sum exact). Browser-safe.
import type { CodeObject } from './code-object.js';
import {
  ElfError, ET_DYN, PF_X, PT_LOAD, SHF_ALLOC, SHF_EXECINSTR, SHN_ABS, SHT_NOBITS, STT_FUNC,
  R_AMDGPU_ABS32, R_AMDGPU_ABS32_HI, R_AMDGPU_ABS32_LO, R_AMDGPU_ABS64, R_AMDGPU_GOTPCREL, R_AMDGPU_GOTPCREL32_HI, R_AMDGPU_GOTPCREL32_LO,
  R_AMDGPU_NONE, R_AMDGPU_REL16, R_AMDGPU_REL32, R_AMDGPU_REL32_HI, R_AMDGPU_REL32_LO, R_AMDGPU_REL64, R_AMDGPU_RELATIVE64,
  type ElfFile, type ElfReloc, type ElfSymbol,
} from './elf.js';

export interface ImageRange {
  readonly addr: number;
  readonly bytes: Uint8Array;
}

export interface LoadedImage {
  /** Every byte the loader places, relocated, at its address (base included). */
  readonly ranges: readonly ImageRange[];
  /** The executable ranges (views of bytes in `ranges`). */
  readonly code: readonly ImageRange[];
  /** Address of the object's .text (kernel offsets count from it). */
  readonly textAddr: number;
  /** Where functions start: the address of every STT_FUNC symbol in executable memory, sorted. */
  readonly starts: readonly number[];
}

const RELOC_NAMES: Readonly<Record<number, string>> = {
  1: 'R_AMDGPU_ABS32_LO', 2: 'R_AMDGPU_ABS32_HI', 3: 'R_AMDGPU_ABS64', 4: 'R_AMDGPU_REL32', 5: 'R_AMDGPU_REL64', 6: 'R_AMDGPU_ABS32',
  7: 'R_AMDGPU_GOTPCREL', 8: 'R_AMDGPU_GOTPCREL32_LO', 9: 'R_AMDGPU_GOTPCREL32_HI', 10: 'R_AMDGPU_REL32_LO', 11: 'R_AMDGPU_REL32_HI',
  13: 'R_AMDGPU_RELATIVE64', 14: 'R_AMDGPU_REL16',
};

export function relocName(type: number): string {
  return RELOC_NAMES[type] ?? `relocation type ${type}`;
}

const GOT_TYPES = new Set([R_AMDGPU_GOTPCREL, R_AMDGPU_GOTPCREL32_LO, R_AMDGPU_GOTPCREL32_HI]);

/** Place `obj` at `base` (a multiple of 4096) and relocate it. Throws ElfError for what a loader would refuse. */
export function loadImage(obj: CodeObject, base: number): LoadedImage {
  return obj.elf.type === ET_DYN ? loadLinked(obj.elf, base) : loadRelocatable(obj.elf, base);
}

function loadLinked(elf: ElfFile, base: number): LoadedImage {
  const ranges: ImageRange[] = [];
  const code: ImageRange[] = [];
  for (const seg of elf.segments) {
    if (seg.type !== PT_LOAD || !seg.memsz) continue;
    const bytes = new Uint8Array(seg.memsz);
    bytes.set(elf.bytes.subarray(seg.offset, seg.offset + seg.filesz));
    const r = { addr: base + seg.vaddr, bytes };
    ranges.push(r);
    if (seg.flags & PF_X) code.push(r);
  }
  const symbolAt = (s: ElfSymbol, rel: ElfReloc): bigint => {
    if (s.shndx === 0) throw new ElfError(`dynamic relocation at 0x${rel.offset.toString(16)}: symbol ${s.name || rel.symbol} is not defined in the object (gcnkit loads one code object)`, 0);
    return BigInt(s.shndx === SHN_ABS ? s.value : base + s.value);
  };
  for (const rel of elf.dynRelocs) {
    const P = base + rel.offset;
    const S = rel.type === R_AMDGPU_RELATIVE64 ? BigInt(base) : symbolAt(elf.dynSymbols[rel.symbol], rel);
    if (rel.type !== R_AMDGPU_RELATIVE64 && rel.type !== R_AMDGPU_ABS64 && rel.type !== R_AMDGPU_ABS32) {
      throw new ElfError(`dynamic relocation at 0x${rel.offset.toString(16)}: ${relocName(rel.type)} is not one the loader applies`, 0);
    }
    store(ranges, P, rel.type === R_AMDGPU_ABS32 ? 4 : 8, S + rel.addend, rel);
  }
  const text = elf.sections.find((s) => s.name === '.text');
  return { ranges, code, textAddr: base + (text?.addr ?? 0), starts: functionStarts(elf, code, (s) => base + s.value) };
}

function loadRelocatable(elf: ElfFile, base: number): LoadedImage {
  const ranges: ImageRange[] = [];
  const code: ImageRange[] = [];
  const addr = new Map<number, number>();
  let next = base;
  for (const sec of elf.sections) {
    if (!(sec.flags & SHF_ALLOC) || !sec.size) continue;
    const align = Math.max(sec.align, 1);
    next = Math.ceil(next / align) * align;
    const bytes = new Uint8Array(sec.size);
    if (sec.type !== SHT_NOBITS) bytes.set(sec.data);
    const r = { addr: next, bytes };
    addr.set(sec.index, next);
    ranges.push(r);
    if (sec.flags & SHF_EXECINSTR) code.push(r);
    next += sec.size;
  }
  const symbolAddr = (s: ElfSymbol, rel: ElfReloc): bigint => {
    if (s.shndx === SHN_ABS) return BigInt(s.value);
    const at = addr.get(s.shndx);
    if (at === undefined) throw new ElfError(`relocation at 0x${rel.offset.toString(16)}: symbol ${s.name || rel.symbol} is ${s.shndx ? 'in a section that is not loaded' : 'not defined in the object (gcnkit loads one code object)'}`, 0);
    return BigInt(at + s.value);
  };
  // The GOT: one 8-byte slot per symbol a GOTPCREL relocation names, holding its address.
  const got = new Map<number, number>();
  for (const [, list] of elf.relocs) for (const rel of list) if (GOT_TYPES.has(rel.type) && !got.has(rel.symbol)) got.set(rel.symbol, got.size);
  if (got.size) {
    next = Math.ceil(next / 8) * 8;
    const bytes = new Uint8Array(got.size * 8);
    const dv = new DataView(bytes.buffer);
    for (const [sym, slot] of got) dv.setBigUint64(slot * 8, symbolAddr(elf.symbols[sym], { offset: 0, type: R_AMDGPU_GOTPCREL, symbol: sym, addend: 0n }), true);
    ranges.push({ addr: next, bytes });
  }
  const gotAddr = BigInt(next);
  for (const [index, list] of elf.relocs) {
    const at = addr.get(index);
    if (at === undefined) continue;
    for (const rel of list) {
      const P = BigInt(at + rel.offset);
      const S = symbolAddr(elf.symbols[rel.symbol], rel);
      const A = rel.addend;
      const G = GOT_TYPES.has(rel.type) ? gotAddr + BigInt(got.get(rel.symbol)! * 8) : 0n;
      const put = (size: number, v: bigint): void => store(ranges, Number(P), size, v, rel);
      switch (rel.type) {
        case R_AMDGPU_NONE: break;
        case R_AMDGPU_ABS32_LO: case R_AMDGPU_ABS32: put(4, S + A); break;
        case R_AMDGPU_ABS32_HI: put(4, (S + A) >> 32n); break;
        case R_AMDGPU_ABS64: put(8, S + A); break;
        case R_AMDGPU_REL32: case R_AMDGPU_REL32_LO: put(4, S + A - P); break;
        case R_AMDGPU_REL32_HI: put(4, (S + A - P) >> 32n); break;
        case R_AMDGPU_REL64: put(8, S + A - P); break;
        case R_AMDGPU_GOTPCREL: case R_AMDGPU_GOTPCREL32_LO: put(4, G + A - P); break;
        case R_AMDGPU_GOTPCREL32_HI: put(4, (G + A - P) >> 32n); break;
        case R_AMDGPU_REL16: put(2, (S + A - P - 4n) / 4n); break;
        default: throw new ElfError(`relocation at 0x${rel.offset.toString(16)}: ${relocName(rel.type)} is not one gcnkit can apply`, 0);
      }
    }
  }
  const text = elf.sections.find((s) => s.name === '.text');
  return { ranges, code, textAddr: (text && addr.get(text.index)) ?? base, starts: functionStarts(elf, code, (s) => (addr.get(s.shndx) ?? NaN) + s.value) };
}

/** Write the low `size` bytes of v (little-endian) at address `at`, which must be loaded. */
function store(ranges: readonly ImageRange[], at: number, size: number, v: bigint, rel: ElfReloc): void {
  const r = ranges.find((x) => at >= x.addr && at + size <= x.addr + x.bytes.length);
  if (!r) throw new ElfError(`${relocName(rel.type)} at 0x${rel.offset.toString(16)}: its ${size} bytes are not in loaded memory`, 0);
  let x = BigInt.asUintN(size * 8, v);
  for (let i = 0; i < size; i++, x >>= 8n) r.bytes[at - r.addr + i] = Number(x & 0xffn);
}

function functionStarts(elf: ElfFile, code: readonly ImageRange[], addrOf: (s: ElfSymbol) => number): number[] {
  const starts = new Set<number>();
  for (const s of elf.symbols) {
    if (s.type !== STT_FUNC) continue;
    const a = addrOf(s);
    if (code.some((r) => a >= r.addr && a < r.addr + r.bytes.length)) starts.add(a);
  }
  return [...starts].sort((a, b) => a - b);
}
