// ELF64 relocatable writer: sections, symbols, RELA relocations and notes in, file bytes out.
// The layout is what ld.lld needs to link a code object: .symtab with the locals first, one
// .rela<section> per section with relocations, .strtab and .shstrtab.
import { EM_AMDGPU, ET_REL, SHT_NOBITS, SHT_RELA, SHT_STRTAB, SHT_SYMTAB, STB_LOCAL } from './elf.js';

export interface OutSection {
  readonly name: string;
  readonly type: number;
  readonly flags: number;
  readonly align: number;
  readonly entsize?: number;
  /** Contents (for SHT_NOBITS only its length counts). */
  readonly data: Uint8Array;
}

export interface OutSymbol {
  readonly name: string;
  /** Index into the sections list, or -1 for undefined. */
  readonly section: number;
  readonly value: number;
  readonly size: number;
  readonly type: number;
  readonly bind: number;
  readonly visibility: number;
}

export interface OutReloc {
  readonly section: number;
  readonly offset: number;
  readonly type: number;
  /** Index into the symbols list. */
  readonly symbol: number;
  readonly addend: bigint;
}

export interface OutObject {
  readonly osabi: number;
  readonly abiVersion: number;
  readonly flags: number;
  readonly sections: readonly OutSection[];
  readonly symbols: readonly OutSymbol[];
  readonly relocs: readonly OutReloc[];
}

/** Build a note section's contents: one note (name, type, desc), 4-byte aligned. */
export function noteBytes(name: string, type: number, desc: Uint8Array): Uint8Array {
  const nameBytes = ascii(name + '\0');
  const out = new Uint8Array(12 + pad4(nameBytes.length) + pad4(desc.length));
  const dv = new DataView(out.buffer);
  dv.setUint32(0, nameBytes.length, true);
  dv.setUint32(4, desc.length, true);
  dv.setUint32(8, type, true);
  out.set(nameBytes, 12);
  out.set(desc, 12 + pad4(nameBytes.length));
  return out;
}

export function ascii(s: string): Uint8Array {
  return Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff);
}

function pad4(n: number): number {
  return (n + 3) & ~3;
}

class StringTable {
  private readonly parts: Uint8Array[] = [new Uint8Array(1)];
  private size = 1;
  private readonly seen = new Map<string, number>();
  add(s: string): number {
    if (!s) return 0;
    const known = this.seen.get(s);
    if (known !== undefined) return known;
    const at = this.size;
    const b = ascii(s + '\0');
    this.parts.push(b);
    this.size += b.length;
    this.seen.set(s, at);
    return at;
  }
  bytes(): Uint8Array {
    const out = new Uint8Array(this.size);
    let at = 0;
    for (const p of this.parts) { out.set(p, at); at += p.length; }
    return out;
  }
}

export function writeElf(obj: OutObject): Uint8Array {
  // Section list: null, the given ones, .rela per section with relocations, .symtab, .strtab, .shstrtab.
  const secs: (OutSection & { link?: number; info?: number })[] = [...obj.sections];
  const first = 1; // index of obj.sections[0]
  // Symbols: null, locals, then the rest (sh_info = first non-local).
  const order = obj.symbols.map((s, i) => i).sort((a, b) => Number(obj.symbols[a].bind !== STB_LOCAL) - Number(obj.symbols[b].bind !== STB_LOCAL));
  const symIndex = new Map<number, number>(order.map((orig, k) => [orig, k + 1]));
  const firstGlobal = 1 + order.filter((i) => obj.symbols[i].bind === STB_LOCAL).length;
  const symtabIndex = first + secs.length + new Set(obj.relocs.map((r) => r.section)).size;
  for (const target of [...new Set(obj.relocs.map((r) => r.section))].sort((a, b) => a - b)) {
    const list = obj.relocs.filter((r) => r.section === target).sort((a, b) => a.offset - b.offset);
    const data = new Uint8Array(24 * list.length);
    const dv = new DataView(data.buffer);
    list.forEach((r, k) => {
      dv.setBigUint64(24 * k, BigInt(r.offset), true);
      dv.setBigUint64(24 * k + 8, (BigInt(symIndex.get(r.symbol)!) << 32n) | BigInt(r.type), true);
      dv.setBigInt64(24 * k + 16, r.addend, true);
    });
    secs.push({ name: '.rela' + obj.sections[target].name, type: SHT_RELA, flags: 0x40, align: 8, entsize: 24, data, link: symtabIndex, info: first + target });
  }
  const strtab = new StringTable();
  const symData = new Uint8Array(24 * (obj.symbols.length + 1));
  const sdv = new DataView(symData.buffer);
  order.forEach((orig, k) => {
    const s = obj.symbols[orig];
    const p = 24 * (k + 1);
    sdv.setUint32(p, strtab.add(s.name), true);
    symData[p + 4] = (s.bind << 4) | (s.type & 15);
    symData[p + 5] = s.visibility & 3;
    sdv.setUint16(p + 6, s.section < 0 ? 0 : first + s.section, true);
    sdv.setBigUint64(p + 8, BigInt(s.value), true);
    sdv.setBigUint64(p + 16, BigInt(s.size), true);
  });
  secs.push({ name: '.symtab', type: SHT_SYMTAB, flags: 0, align: 8, entsize: 24, data: symData, link: symtabIndex + 1, info: firstGlobal });
  secs.push({ name: '.strtab', type: SHT_STRTAB, flags: 0, align: 1, data: strtab.bytes() });
  const shstr = new StringTable();
  const names = secs.map((s) => shstr.add(s.name));
  const shstrName = shstr.add('.shstrtab');
  secs.push({ name: '.shstrtab', type: SHT_STRTAB, flags: 0, align: 1, data: shstr.bytes() });
  names.push(shstrName);

  // Layout: header, then each section's data at its alignment, then the section headers.
  let at = 64;
  const offsets: number[] = [];
  for (const s of secs) {
    const a = Math.max(1, s.align);
    at = Math.ceil(at / a) * a;
    offsets.push(at);
    if (s.type !== SHT_NOBITS) at += s.data.length;
  }
  const shoff = Math.ceil(at / 8) * 8;
  const total = shoff + 64 * (secs.length + 1);
  const out = new Uint8Array(total);
  const dv = new DataView(out.buffer);
  out.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, obj.osabi, obj.abiVersion]);
  dv.setUint16(16, ET_REL, true);
  dv.setUint16(18, EM_AMDGPU, true);
  dv.setUint32(20, 1, true);
  dv.setBigUint64(40, BigInt(shoff), true);
  dv.setUint32(48, obj.flags, true);
  dv.setUint16(52, 64, true);
  dv.setUint16(58, 64, true);
  dv.setUint16(60, secs.length + 1, true);
  dv.setUint16(62, secs.length, true);
  secs.forEach((s, k) => {
    if (s.type !== SHT_NOBITS) out.set(s.data, offsets[k]);
    const h = shoff + 64 * (k + 1);
    dv.setUint32(h, names[k], true);
    dv.setUint32(h + 4, s.type, true);
    dv.setBigUint64(h + 8, BigInt(s.flags), true);
    dv.setBigUint64(h + 24, BigInt(offsets[k]), true);
    dv.setBigUint64(h + 32, BigInt(s.data.length), true);
    dv.setUint32(h + 40, s.link ?? 0, true);
    dv.setUint32(h + 44, s.info ?? 0, true);
    dv.setBigUint64(h + 48, BigInt(Math.max(1, s.align)), true);
    dv.setBigUint64(h + 56, BigInt(s.entsize ?? 0), true);
  });
  return out;
}

