// ELF64 little-endian reader for AMDGPU code objects: header, sections, symbols, relocations and
// notes. Every structure is bounds-checked before it is read; a bad file is an ElfError that
// names the byte offset where the problem is (never a RangeError from a DataView).
// Browser-safe: bytes in, plain objects out.

export class ElfError extends Error {
  constructor(message: string, readonly offset: number) {
    super(message);
  }
}

export const EM_AMDGPU = 224;
export const ELFOSABI_AMDGPU_HSA = 64;
export const ELFOSABI_AMDGPU_PAL = 65;
export const ELFOSABI_AMDGPU_MESA3D = 66;
export const ET_REL = 1;
export const ET_DYN = 3;
export const SHT_PROGBITS = 1;
export const SHT_SYMTAB = 2;
export const SHT_STRTAB = 3;
export const SHT_RELA = 4;
export const SHT_NOTE = 7;
export const SHT_NOBITS = 8;
export const SHT_DYNSYM = 11;
export const SHF_WRITE = 1;
export const SHF_ALLOC = 2;
export const SHF_EXECINSTR = 4;
export const STT_NOTYPE = 0;
export const STT_OBJECT = 1;
export const STT_FUNC = 2;
export const STT_SECTION = 3;
/** Code object v2 (Mesa): a kernel symbol, whose code starts with a 256-byte amd_kernel_code_t. */
export const STT_AMDGPU_HSA_KERNEL = 10;
export const STB_LOCAL = 0;
export const STB_GLOBAL = 1;
export const STB_WEAK = 2;
export const PT_LOAD = 1;
/** p_flags: the segment is executable. */
export const PF_X = 1;
export const SHN_ABS = 0xfff1;
export const R_AMDGPU_NONE = 0;
export const R_AMDGPU_ABS32_LO = 1;
export const R_AMDGPU_ABS32_HI = 2;
export const R_AMDGPU_ABS64 = 3;
export const R_AMDGPU_REL32 = 4;
export const R_AMDGPU_REL64 = 5;
export const R_AMDGPU_ABS32 = 6;
export const R_AMDGPU_GOTPCREL = 7;
export const R_AMDGPU_GOTPCREL32_LO = 8;
export const R_AMDGPU_GOTPCREL32_HI = 9;
export const R_AMDGPU_REL32_LO = 10;
export const R_AMDGPU_REL32_HI = 11;
export const R_AMDGPU_RELATIVE64 = 13;
export const R_AMDGPU_REL16 = 14;

export interface ElfSection {
  readonly index: number;
  readonly name: string;
  readonly type: number;
  readonly flags: number;
  readonly addr: number;
  readonly offset: number;
  readonly size: number;
  readonly link: number;
  readonly info: number;
  readonly align: number;
  readonly entsize: number;
  /** The section's bytes (empty for SHT_NOBITS). */
  readonly data: Uint8Array;
}

export interface ElfSymbol {
  readonly name: string;
  readonly value: number;
  readonly size: number;
  readonly type: number;
  readonly bind: number;
  /** st_other & 3: 0 default, 1 internal, 2 hidden, 3 protected. */
  readonly visibility: number;
  readonly shndx: number;
}

export interface ElfReloc {
  readonly offset: number;
  readonly type: number;
  readonly symbol: number;
  readonly addend: bigint;
}

/** A program header (linked objects). */
export interface ElfSegment {
  readonly type: number;
  readonly flags: number;
  readonly offset: number;
  readonly vaddr: number;
  readonly filesz: number;
  readonly memsz: number;
  readonly align: number;
}

export interface ElfNote {
  readonly name: string;
  readonly type: number;
  readonly desc: Uint8Array;
  /** File offset of the note header. */
  readonly at: number;
}

export interface ElfFile {
  readonly bytes: Uint8Array;
  readonly osabi: number;
  readonly abiVersion: number;
  readonly type: number;
  readonly machine: number;
  readonly flags: number;
  readonly sections: readonly ElfSection[];
  /** .symtab, else .dynsym (index 0, the null symbol, included). */
  readonly symbols: readonly ElfSymbol[];
  /** Relocations by the index of the section they apply to. */
  readonly relocs: ReadonlyMap<number, readonly ElfReloc[]>;
  /** Program headers (empty in a relocatable object). */
  readonly segments: readonly ElfSegment[];
  /** .dynsym (linked objects; index 0 included), and the dynamic relocations (.rela.dyn) whose symbols index it. */
  readonly dynSymbols: readonly ElfSymbol[];
  readonly dynRelocs: readonly ElfReloc[];
  readonly notes: readonly ElfNote[];
}

/** The ELF magic: 0x7f 'E' 'L' 'F'. */
export function isElf(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x7f && bytes[1] === 0x45 && bytes[2] === 0x4c && bytes[3] === 0x46;
}

class Reader {
  private readonly dv: DataView;
  constructor(readonly bytes: Uint8Array) {
    this.dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  need(at: number, n: number, what: string): void {
    if (at < 0 || n < 0 || at + n > this.bytes.length) {
      throw new ElfError(`${what} at offset 0x${at.toString(16)} (${n} bytes) runs past the end of the file (${this.bytes.length} bytes)`, Math.min(Math.max(at, 0), this.bytes.length));
    }
  }

  u8(at: number): number { return this.bytes[at]; }
  u16(at: number): number { return this.dv.getUint16(at, true); }
  u32(at: number): number { return this.dv.getUint32(at, true); }
  /** A 64-bit field as a number: values past 2^53 are out of any file's range anyway. */
  u64(at: number, what: string): number {
    const v = this.dv.getBigUint64(at, true);
    if (v > BigInt(Number.MAX_SAFE_INTEGER)) throw new ElfError(`${what} 0x${v.toString(16)} is out of range`, at);
    return Number(v);
  }
  i64(at: number): bigint { return this.dv.getBigInt64(at, true); }

  cstr(table: Uint8Array, at: number, what: string, base: number): string {
    if (at >= table.length) {
      if (at === 0 && table.length === 0) return '';
      throw new ElfError(`${what}: name offset ${at} is outside its string table (${table.length} bytes)`, base);
    }
    let end = at;
    while (end < table.length && table[end] !== 0) end++;
    let s = '';
    for (let i = at; i < end; i++) s += String.fromCharCode(table[i]);
    return s;
  }
}

/** Read an AMDGPU ELF64 object (relocatable or linked). Throws ElfError with a byte offset. */
export function readElf(bytes: Uint8Array): ElfFile {
  const r = new Reader(bytes);
  if (!isElf(bytes)) throw new ElfError('not an ELF file (no 0x7f "ELF" magic)', 0);
  r.need(0, 64, 'the ELF header');
  if (r.u8(4) !== 2) throw new ElfError(`not a 64-bit ELF file (EI_CLASS ${r.u8(4)}; AMDGPU code objects are ELF64)`, 4);
  if (r.u8(5) !== 1) throw new ElfError(`not a little-endian ELF file (EI_DATA ${r.u8(5)})`, 5);
  const machine = r.u16(18);
  if (machine !== EM_AMDGPU) throw new ElfError(`not an AMDGPU object: e_machine is ${machine}${MACHINES[machine] ? ` (${MACHINES[machine]})` : ''}, expected ${EM_AMDGPU} (EM_AMDGPU)`, 18);
  const type = r.u16(16);
  const flags = r.u32(48);
  const shoff = r.u64(40, 'e_shoff');
  const shentsize = r.u16(58);
  const shnum = r.u16(60);
  const shstrndx = r.u16(62);
  if (shnum && shentsize !== 64) throw new ElfError(`e_shentsize is ${shentsize}, expected 64`, 58);
  r.need(shoff, shnum * 64, `the section header table (${shnum} entries)`);
  const raw: Omit<ElfSection, 'name' | 'data'>[] = [];
  for (let i = 0; i < shnum; i++) {
    const h = shoff + i * 64;
    const s = {
      index: i, type: r.u32(h + 4), flags: r.u64(h + 8, 'sh_flags'), addr: r.u64(h + 16, 'sh_addr'), offset: r.u64(h + 24, 'sh_offset'),
      size: r.u64(h + 32, 'sh_size'), link: r.u32(h + 40), info: r.u32(h + 44), align: r.u64(h + 48, 'sh_addralign'), entsize: r.u64(h + 56, 'sh_entsize'),
      nameAt: r.u32(h),
    };
    if (s.type !== SHT_NOBITS && i > 0) r.need(s.offset, s.size, `section ${i}'s contents (header at 0x${h.toString(16)})`);
    raw.push(s);
  }
  const data = (s: { type: number; offset: number; size: number; index: number }): Uint8Array =>
    s.type === SHT_NOBITS || s.index === 0 ? new Uint8Array(0) : bytes.subarray(s.offset, s.offset + s.size);
  if (shnum && shstrndx >= shnum) throw new ElfError(`e_shstrndx ${shstrndx} is not a section (there are ${shnum})`, 62);
  const shstr = shnum ? data(raw[shstrndx]) : new Uint8Array(0);
  const sections: ElfSection[] = raw.map((s) => {
    const { nameAt, ...rest } = s as typeof s & { nameAt: number };
    return { ...rest, name: r.cstr(shstr, nameAt, `section ${s.index}`, shoff + s.index * 64), data: data(s) };
  });

  const readSymbols = (tab: ElfSection | undefined): ElfSymbol[] => {
    const out: ElfSymbol[] = [];
    if (!tab) return out;
    if (tab.entsize !== 24) throw new ElfError(`symbol table ${tab.name}: entry size ${tab.entsize}, expected 24`, shoff + tab.index * 64 + 56);
    if (tab.link >= sections.length) throw new ElfError(`symbol table ${tab.name}: string table index ${tab.link} is not a section`, shoff + tab.index * 64 + 40);
    const strs = sections[tab.link].data;
    for (let at = 0; at + 24 <= tab.size; at += 24) {
      const p = tab.offset + at;
      const info = r.u8(p + 4);
      out.push({
        name: r.cstr(strs, r.u32(p), `symbol ${at / 24}`, p), value: r.u64(p + 8, 'st_value'), size: r.u64(p + 16, 'st_size'),
        type: info & 15, bind: info >> 4, visibility: r.u8(p + 5) & 3, shndx: r.u16(p + 6),
      });
    }
    return out;
  };
  const dynsym = sections.find((s) => s.type === SHT_DYNSYM);
  const symtab = sections.find((s) => s.type === SHT_SYMTAB) ?? dynsym;
  const symbols = readSymbols(symtab);
  const dynSymbols = symtab === dynsym ? symbols : readSymbols(dynsym);

  const readRelocs = (s: ElfSection, count: number): ElfReloc[] => {
    if (s.entsize !== 24) throw new ElfError(`relocation section ${s.name}: entry size ${s.entsize}, expected 24`, shoff + s.index * 64 + 56);
    const list: ElfReloc[] = [];
    for (let at = 0; at + 24 <= s.size; at += 24) {
      const p = s.offset + at;
      const info = r.i64(p + 8);
      const sym = Number(BigInt.asUintN(64, info) >> 32n);
      if (sym >= count) throw new ElfError(`relocation ${at / 24} of ${s.name}: symbol ${sym} does not exist`, p + 8);
      list.push({ offset: r.u64(p, 'r_offset'), type: Number(BigInt.asUintN(32, info)), symbol: sym, addend: r.i64(p + 16) });
    }
    return list;
  };
  const relocs = new Map<number, ElfReloc[]>();
  const dynRelocs: ElfReloc[] = [];
  for (const s of sections) {
    if (s.type !== SHT_RELA) continue;
    // A linked object's .rela.dyn indexes .dynsym (and applies to the loaded image, sh_info 0).
    if (type === ET_DYN && dynsym && s.link === dynsym.index) dynRelocs.push(...readRelocs(s, dynSymbols.length));
    else if (s.link === symtab?.index) relocs.set(s.info, readRelocs(s, symbols.length));
  }

  const segments: ElfSegment[] = [];
  const phoff = r.u64(32, 'e_phoff');
  const phnum = r.u16(56);
  if (phnum) {
    if (r.u16(54) !== 56) throw new ElfError(`e_phentsize is ${r.u16(54)}, expected 56`, 54);
    r.need(phoff, phnum * 56, `the program header table (${phnum} entries)`);
    for (let i = 0; i < phnum; i++) {
      const h = phoff + i * 56;
      const seg = {
        type: r.u32(h), flags: r.u32(h + 4), offset: r.u64(h + 8, 'p_offset'), vaddr: r.u64(h + 16, 'p_vaddr'),
        filesz: r.u64(h + 32, 'p_filesz'), memsz: r.u64(h + 40, 'p_memsz'), align: r.u64(h + 48, 'p_align'),
      };
      if (seg.type === PT_LOAD) {
        r.need(seg.offset, seg.filesz, `segment ${i}'s contents (program header at 0x${h.toString(16)})`);
        if (seg.memsz < seg.filesz) throw new ElfError(`segment ${i}: p_memsz ${seg.memsz} is less than p_filesz ${seg.filesz}`, h + 40);
      }
      segments.push(seg);
    }
  }

  const notes: ElfNote[] = [];
  for (const s of sections) {
    if (s.type !== SHT_NOTE) continue;
    let at = 0;
    while (at + 12 <= s.size) {
      const p = s.offset + at;
      const namesz = r.u32(p);
      const descsz = r.u32(p + 4);
      const ntype = r.u32(p + 8);
      const nameEnd = at + 12 + align4(namesz);
      const descEnd = nameEnd + align4(descsz);
      if (nameEnd > s.size || nameEnd + descsz > s.size) throw new ElfError(`note at offset 0x${p.toString(16)} in ${s.name}: its name (${namesz} bytes) and description (${descsz} bytes) run past the section's end`, p);
      const name = r.cstr(bytes.subarray(p + 12, p + 12 + namesz), 0, 'note', p);
      notes.push({ name, type: ntype, desc: bytes.subarray(s.offset + nameEnd, s.offset + nameEnd + descsz), at: p });
      at = descEnd;
    }
  }
  return { bytes, osabi: r.u8(7), abiVersion: r.u8(8), type, machine, flags, sections, symbols, relocs, segments, dynSymbols, dynRelocs, notes };
}

function align4(n: number): number {
  return (n + 3) & ~3;
}

const MACHINES: Readonly<Record<number, string>> = { 3: 'x86', 40: 'ARM', 62: 'x86-64', 183: 'AArch64', 243: 'RISC-V', 190: 'CUDA' };
