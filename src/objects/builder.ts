// The object side of `gcnkit asm --filetype obj`: the directives clang -S writes for AMDGPU
// (sections, symbols, alignment, .amdhsa_kernel, .amd_kernel_code_t, .amdgpu_metadata, ...) as a
// DirectiveSink of the assembler, and the emitted bytes gathered per section into an ELF
// relocatable (src/objects/writer.ts) that ld.lld links.
import type { DirectiveSink, Emitted, SinkApi } from '../asm/assembler.js';
import { alignBytes } from '../asm/data.js';
import { AsmError, printable } from '../asm/errors.js';
import { parseExpr, ExprError } from '../syntax/expr.js';
import { directiveAllowed, DescriptorError, encodeDescriptor, KD_ENTRY, KD_SIZE, knownDirectives } from './descriptor.js';
import {
  ELFOSABI_AMDGPU_HSA, ELFOSABI_AMDGPU_MESA3D, SHF_ALLOC, SHF_EXECINSTR, SHF_WRITE, SHT_NOBITS, SHT_NOTE, SHT_PROGBITS,
  STB_GLOBAL, STB_LOCAL, STB_WEAK, STT_AMDGPU_HSA_KERNEL, STT_FUNC, STT_NOTYPE, STT_OBJECT, STT_SECTION,
} from './elf.js';
import { encodeKernelCode, isKernelCodeField } from './kernel-code.js';
import { metadataMsgpack, NT_AMD_HSA_ISA_NAME, NT_AMDGPU_METADATA } from './metadata.js';
import { abiVersionOf, flagsFor, parseTargetId, type TargetId } from './targets.js';
import { ascii, noteBytes, writeElf, type OutReloc, type OutSection, type OutSymbol } from './writer.js';
import { relocType, resolveReloc, type PendingReloc, type Resolution, type Where } from './relocs.js';

/** A problem found once the whole file is read (a .size of an undefined label, ...). */
export interface BuildError {
  readonly line: number;
  readonly col: number;
  readonly message: string;
  readonly source: string;
}

interface Section {
  readonly name: string;
  readonly type: number;
  readonly flags: number;
  align: number;
  readonly entsize: number;
  readonly bytes: number[];
}

interface Sym {
  bind?: number;
  visibility?: number;
  type?: number;
  size?: { text: string; line: number; col: number; source: string };
  at?: { section: string; offset: number };
  size64?: number;
}

const VIS: Readonly<Record<string, number>> = { '.protected': 3, '.hidden': 2, '.internal': 1 };
const BIND: Readonly<Record<string, number>> = { '.globl': STB_GLOBAL, '.global': STB_GLOBAL, '.weak': STB_WEAK, '.local': STB_LOCAL };
const TYPES: Readonly<Record<string, number>> = { function: STT_FUNC, object: STT_OBJECT, notype: STT_NOTYPE, stt_func: STT_FUNC, stt_object: STT_OBJECT, stt_notype: STT_NOTYPE };
const NAME = /^[A-Za-z_.$][\w.$]*/;

type Marker = { section: string } | { kd: string; where: Where } | { zero: number };

export class ObjectBuilder implements DirectiveSink {
  private readonly sections = new Map<string, Section>();
  private readonly symbols = new Map<string, Sym>();
  private readonly relocs: PendingReloc[] = [];
  private readonly idents: string[] = [];
  /** Section directives are seen at once; bytes arrive later, in order (held behind forward branches). */
  private directiveSection = '.text';
  private emitSection = '.text';
  private target: TargetId | undefined;
  private version: number | undefined;
  private isaName: string | undefined;
  private metadata: { text: string; line: number } | undefined;

  constructor(gpu?: string) {
    this.sectionNamed('.text', SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR);
    if (gpu) this.target = parseTargetId(gpu);
  }

  private sectionNamed(name: string, type: number, flags: number, entsize = 0): Section {
    let s = this.sections.get(name);
    if (!s) {
      this.sections.set(name, (s = { name, type, flags, align: 1, entsize, bytes: [] }));
      // The section's symbol takes its place in the symbol table's order (llvm-mc's: creation).
      this.symbols.set('\0' + name, {});
    }
    return s;
  }

  private sym(name: string): Sym {
    let s = this.symbols.get(name);
    if (!s) this.symbols.set(name, (s = {}));
    return s;
  }

  /** A name used before its definition: its symbol's place in the table (unused, it is not written). */
  reference(name: string): void {
    this.sym(name);
  }

  /** Emitted output of the assembler, in order: bytes, labels and this builder's markers. */
  /** The section emitted bytes go to now and how many it has (where the next instruction lands). */
  position(): { readonly section: string; readonly offset: number } {
    return { section: this.emitSection, offset: this.sections.get(this.emitSection)?.bytes.length ?? 0 };
  }

  accept(e: Emitted): void {
    if (e.kind !== 'mark') {
      const sec = this.sections.get(this.emitSection)!;
      const at = sec.bytes.length;
      const rels = e.kind === 'inst' ? (e.asm.reloc ? [{ ...e.asm.reloc, size: 4 }] : []) : e.relocs ?? [];
      for (const r of rels) {
        this.sym(r.sym);
        this.relocs.push({
          section: this.emitSection, offset: at + r.offset, symbol: r.sym, variant: r.variant, addend: r.addend, size: r.size,
          literal: e.kind === 'inst', where: { line: e.line, col: r.col, source: e.source ?? '' },
        });
      }
      for (const b of e.bytes) sec.bytes.push(b);
      return;
    }
    const m = e.mark;
    if ('label' in m) {
      const s = this.sym(m.label);
      s.at = { section: this.emitSection, offset: this.sections.get(this.emitSection)!.bytes.length };
      return;
    }
    const k = m.sink as Marker;
    if ('section' in k) this.emitSection = k.section;
    else if ('kd' in k) {
      const offset = this.sections.get(this.emitSection)!.bytes.length;
      const s = this.sym(k.kd + '.kd');
      s.at = { section: this.emitSection, offset };
      s.type = STT_OBJECT;
      s.size64 = KD_SIZE;
      this.relocs.push({ section: this.emitSection, offset: offset + KD_ENTRY, symbol: k.kd, variant: 'rel64', addend: BigInt(KD_ENTRY), size: 8, literal: false, kd: true, where: k.where });
    }
  }

  directive(name: string, code: string, at: number, api: SinkApi): boolean {
    const rest = code.slice(at);
    const col = (k: number): number => at + 1 + k + (rest.length - rest.trimStart().length);
    const args = rest.trim();
    const where = { line: api.line, col: at + 1, source: code };
    switch (name) {
      case '.text': case '.data': case '.bss':
        this.switchTo(api, name, name === '.text' ? SHT_PROGBITS : name === '.bss' ? SHT_NOBITS : SHT_PROGBITS,
          name === '.text' ? SHF_ALLOC | SHF_EXECINSTR : SHF_ALLOC | SHF_WRITE);
        return true;
      case '.rodata':
        this.switchTo(api, '.rodata', SHT_PROGBITS, SHF_ALLOC);
        return true;
      case '.section': this.section(args, col(0), api); return true;
      case '.globl': case '.global': case '.weak': case '.local':
        for (const n of this.names(args, col(0), name)) this.sym(n).bind = BIND[name];
        return true;
      case '.protected': case '.hidden': case '.internal':
        for (const n of this.names(args, col(0), name)) this.sym(n).visibility = VIS[name];
        return true;
      case '.type': {
        const m = /^([A-Za-z_.$][\w.$]*)\s*,\s*[@%]?(\w+)\s*$/.exec(args);
        if (!m || TYPES[m[2].toLowerCase()] === undefined) throw new AsmError('.type needs NAME, @function or @object', col(0));
        this.sym(m[1]).type = TYPES[m[2].toLowerCase()];
        return true;
      }
      case '.size': {
        const m = /^([A-Za-z_.$][\w.$]*)\s*,\s*(\S.*)$/.exec(args);
        if (!m) throw new AsmError('.size needs NAME, SIZE', col(0));
        this.sym(m[1]).size = { text: m[2], line: api.line, col: col(args.indexOf(m[2], m[1].length)), source: code };
        return true;
      }
      case '.p2align': case '.balign': case '.align': case '.p2alignw': case '.balignw': case '.p2alignl': case '.balignl': this.align(name, args, col(0), api); return true;
      case '.amdgcn_target': case '.amd_amdgpu_isa': {
        const t = /^"([^"]*)"$/.exec(args);
        const id = t ? parseTargetId(t[1]) : undefined;
        if (!t) throw new AsmError(`${name} needs a quoted target id ("amdgcn-amd-amdhsa--gfx900")`, col(0));
        if (!id) throw new AsmError(`unknown target id '${printable(t[1])}' (processors: gfx600-gfx602, gfx700-gfx705, gfx801-gfx810, gfx900-gfx906)`, col(1));
        this.target = id;
        if (name === '.amd_amdgpu_isa') { this.isaName = t[1]; this.version ??= 2; }
        return false; // the assembler takes the GPU from it too
      }
      case '.amdhsa_code_object_version': {
        const v = this.number(args, col(0), name);
        if (v < 2 || v > 6) throw new AsmError(`code object version ${v} is not 2 to 6`, col(0));
        this.version = v;
        return true;
      }
      case '.amdgpu_hsa_kernel':
        for (const n of this.names(args, col(0), name)) this.sym(n).type = STT_AMDGPU_HSA_KERNEL;
        return true;
      case '.amdhsa_kernel': {
        const m = NAME.exec(args);
        if (!m || m[0] !== args) throw new AsmError('.amdhsa_kernel needs the kernel name', col(0));
        this.kernelBlock(m[0], where, api);
        return true;
      }
      case '.amd_kernel_code_t': this.kernelCodeBlock(api); return true;
      case '.amdgpu_metadata': {
        const start = api.line;
        const lines: string[] = [];
        api.capture((raw) => {
          if (raw.trim().toLowerCase() === '.end_amdgpu_metadata') { this.metadata = { text: lines.join('\n'), line: start + 1 }; return false; }
          lines.push(raw);
          return true;
        });
        return true;
      }
      case '.ident': {
        const m = /^"((?:[^"\\]|\\.)*)"$/.exec(args);
        if (!m) throw new AsmError('.ident needs a quoted string', col(0));
        this.idents.push(m[1].replace(/\\(.)/g, '$1'));
        return true;
      }
      // Address-significance tables only let the linker fold identical code; nothing to emit.
      case '.addrsig': case '.addrsig_sym': return true;
      default: return false;
    }
  }

  private switchTo(api: SinkApi, name: string, type: number, flags: number, entsize = 0): void {
    this.sectionNamed(name, type, flags, entsize);
    this.directiveSection = name;
    api.section(name);
    api.mark({ section: name } satisfies Marker);
  }

  private section(args: string, col: number, api: SinkApi): void {
    const m = /^("[^"]*"|[^\s,]+)\s*(?:,\s*"([^"]*)"\s*(?:,\s*[@%](\w+)\s*(?:,\s*(\d+))?)?)?$/.exec(args);
    if (!m) throw new AsmError('.section needs NAME[, "FLAGS"[, @TYPE]]', col);
    const name = m[1].replace(/^"|"$/g, '');
    let flags = 0;
    for (const f of m[2] ?? (name === '.rodata' || name.startsWith('.rodata.') ? 'a' : name.startsWith('.text') ? 'ax' : '')) {
      if (f === 'a') flags |= SHF_ALLOC;
      else if (f === 'w') flags |= SHF_WRITE;
      else if (f === 'x') flags |= SHF_EXECINSTR;
      else if (f === 'M') flags |= 0x10;
      else if (f === 'S') flags |= 0x20;
      else throw new AsmError(`section flag '${printable(f)}' is not supported (a w x M S)`, col);
    }
    const t = (m[3] ?? 'progbits').toLowerCase();
    const type = t === 'progbits' ? SHT_PROGBITS : t === 'nobits' ? SHT_NOBITS : t === 'note' ? SHT_NOTE : -1;
    if (type < 0) throw new AsmError(`section type @${printable(t)} is not supported (@progbits @nobits @note)`, col);
    this.switchTo(api, name, type, flags, m[4] ? Number(m[4]) : 0);
  }

  private names(args: string, col: number, what: string): string[] {
    const out = args.split(',').map((s) => s.trim());
    for (const n of out) if (!NAME.test(n) || NAME.exec(n)![0] !== n) throw new AsmError(`${what} needs symbol names, not '${printable(args)}'`, col);
    return out;
  }

  private number(text: string, col: number, what: string): number {
    try {
      const r = parseExpr(text.trim(), 0);
      if (r.end !== text.trim().length) throw new AsmError(`${what}: unexpected '${printable(text.trim().slice(r.end))}'`, col + r.end);
      return r.value;
    } catch (e) {
      if (e instanceof ExprError) throw new AsmError(`${what}: ${e.message}`, col + e.pos);
      throw e;
    }
  }

  /** .p2align/.balign/.align N[, FILL[, MAX]] and the w/l forms (src/asm/data.ts alignBytes). */
  private align(name: string, args: string, col: number, api: SinkApi): void {
    const sec = this.sectionNamed(this.directiveSection, SHT_PROGBITS, 0);
    // The assembler's one rule (src/asm/data.ts alignBytes): s_nop 0 in code, an error where code
    // padding is not whole dwords. Its columns count from 1 in `args`.
    let r: { align: number; bytes: number[] };
    try {
      r = alignBytes(name, args, 0, undefined, api.pc, (sec.flags & SHF_EXECINSTR) !== 0);
    } catch (e) {
      if (e instanceof AsmError) throw new AsmError(e.message, col + e.col - 1);
      throw e;
    }
    sec.align = Math.max(sec.align, r.align);
    if (r.bytes.length) api.data(r.bytes, `${name} ${args.trim()}`);
  }

  private descriptorCtx(where: Where): { target: TargetId; version: number } {
    if (!this.target) throw new AsmError('no target: .amdgcn_target "amdgcn-amd-amdhsa--gfxNNN" or --mcpu must come before .amdhsa_kernel', where.col);
    return { target: this.target, version: this.version ?? 5 };
  }

  /**
   * A block of "FIELD VALUE" lines up to `end`: each field line (comments stripped, blank lines
   * skipped) goes to `field` with its column, and `done` runs at the end line.
   */
  private block(api: SinkApi, end: string, field: (t: string, col: number) => void, done: (col: number) => void): void {
    api.capture((raw) => {
      const code = raw.replace(/(;|\/\/|#).*$/, '');
      const t = code.trim();
      if (!t) return true;
      const col = code.indexOf(t) + 1;
      if (t.toLowerCase() === end) { done(col); return false; }
      field(t, col);
      return true;
    });
  }

  private kernelBlock(name: string, where: Where, api: SinkApi): void {
    const ctx = this.descriptorCtx(where);
    const values = new Map<string, bigint>();
    this.block(api, '.end_amdhsa_kernel', (t, c0) => {
      const m = /^\.amdhsa_(\w+)\s+(\S.*)$/.exec(t);
      if (!m) throw new AsmError(`expected .amdhsa_FIELD VALUE or .end_amdhsa_kernel, got '${printable(t.slice(0, 60))}'`, c0);
      const ok = directiveAllowed(m[1], ctx);
      if (!ok) throw new AsmError(`unknown directive '.amdhsa_${printable(m[1])}' in .amdhsa_kernel (known: ${knownDirectives().map((d) => '.amdhsa_' + d).join(' ')})`, c0);
      if (!ok.ok) throw new AsmError(`.amdhsa_${m[1]} is not on ${ctx.target.gfx}${ok.why ? `: it ${ok.why}` : ''}`, c0);
      if (values.has(m[1])) throw new AsmError(`.amdhsa_${m[1]} given twice`, c0);
      values.set(m[1], BigInt(this.number(m[2], c0 + t.indexOf(m[2]), `.amdhsa_${m[1]}`)));
    }, (c0) => {
      let bytes: Uint8Array;
      try {
        bytes = encodeDescriptor(values, ctx);
      } catch (e) {
        if (e instanceof DescriptorError) throw new AsmError(`kernel ${name}: ${e.message}`, c0);
        throw e;
      }
      api.mark({ kd: name, where } satisfies Marker);
      api.data(Array.from(bytes), `.amdhsa_kernel ${name}`);
    });
  }

  private kernelCodeBlock(api: SinkApi): void {
    const values = new Map<string, bigint>();
    this.block(api, '.end_amd_kernel_code_t', (t, c0) => {
      const m = /^(\w+)\s*=\s*(\S.*)$/.exec(t);
      if (!m) throw new AsmError(`expected FIELD = VALUE or .end_amd_kernel_code_t, got '${printable(t.slice(0, 60))}'`, c0);
      if (!isKernelCodeField(m[1])) throw new AsmError(`unknown amd_kernel_code_t field '${printable(m[1])}'`, c0);
      values.set(m[1], BigInt(this.number(m[2], c0 + t.indexOf(m[2], m[1].length), m[1])));
    }, (c0) => {
      try {
        api.data(Array.from(encodeKernelCode(values)), '.amd_kernel_code_t');
      } catch (e) {
        throw new AsmError(`.amd_kernel_code_t: ${(e as Error).message}`, c0);
      }
    });
  }

  /** The object file, or the problems that prevent it (each located). */
  finish(): { bytes?: Uint8Array; errors: BuildError[] } {
    const errors: BuildError[] = [];
    // Relocations first: some are resolved in place (bytes), the others decide the symbols kept.
    const resolved: { r: PendingReloc; type: number; how: Resolution }[] = [];
    for (const r of this.relocs) {
      const type = relocType(r);
      const target = this.symbols.get(r.symbol);
      const how = typeof type === 'string' ? { how: 'error' as const, message: type } : resolveReloc(r, target, !!target?.at && (this.sections.get(target.at.section)!.flags & 0x10) !== 0);
      if (how.how === 'error') { errors.push({ ...r.where, message: how.message }); continue; }
      if (how.how === 'value') {
        if (how.value < -(2n ** 31n) || how.value >= 2n ** 32n) { errors.push({ ...r.where, message: `${r.symbol} is out of a 32-bit literal's reach (${how.value} bytes)` }); continue; }
        const bytes = this.sections.get(r.section)!.bytes;
        for (let k = 0; k < 4; k++) bytes[r.offset + k] = Number((BigInt.asUintN(32, how.value) >> BigInt(8 * k)) & 0xffn);
        continue;
      }
      resolved.push({ r, type: type as number, how });
    }
    const secNames = [...this.sections.keys()];
    const secIndex = new Map(secNames.map((n, i) => [n, i]));
    const outSections: OutSection[] = [...this.sections.values()].map((s) => ({
      name: s.name, type: s.type, flags: s.flags, align: s.align, entsize: s.entsize, data: Uint8Array.from(s.bytes),
    }));
    // Symbols: every label but the .L temporaries, every declared name, the relocations' targets.
    const outSyms: OutSymbol[] = [];
    const symIndex = new Map<string, number>();
    const named = new Set(resolved.filter((x) => x.how.how === 'symbol').map((x) => x.r.symbol));
    const bySection = new Set(resolved.map((x) => (x.how.how === 'section' ? '\0' + x.how.section : '')));
    for (const [name, s] of this.symbols) {
      if (name.startsWith('\0')) {
        // A section's symbol (STT_SECTION, no name) where a relocation names a local symbol's section.
        if (!bySection.has(name)) continue;
        symIndex.set(name, outSyms.length);
        outSyms.push({ name: '', section: secIndex.get(name.slice(1))!, value: 0, size: 0, type: STT_SECTION, bind: STB_LOCAL, visibility: 0 });
        continue;
      }
      // .L labels and numbered ones (the assembler's "1\u00012") are temporaries.
      if ((name.startsWith('.L') || name.includes('\u0001')) && s.bind === undefined && !named.has(name)) continue;
      if (!s.at && s.bind === undefined && !named.has(name)) {
        if (s.size || s.type !== undefined || s.visibility !== undefined) {
          const w = s.size ?? { line: 0, col: 1, source: '' };
          errors.push({ ...w, message: `symbol '${name}' is declared but never defined` });
        }
        continue;
      }
      let size = s.size64 ?? 0;
      if (s.size) {
        const v = this.evalSize(s.size.text);
        if (typeof v === 'string') errors.push({ ...s.size, message: v });
        else size = v;
      }
      let bind = s.bind ?? (s.at ? STB_LOCAL : STB_GLOBAL);
      let visibility = s.visibility ?? 0;
      if (name.endsWith('.kd') && s.size64) {
        // The descriptor symbol takes the kernel symbol's binding and visibility (as llvm-mc does).
        const k = this.symbols.get(name.slice(0, -3));
        if (k) { bind = k.bind ?? bind; visibility = k.visibility ?? visibility; }
      }
      symIndex.set(name, outSyms.length);
      outSyms.push({ name, section: s.at ? secIndex.get(s.at.section)! : -1, value: s.at?.offset ?? 0, size, type: s.type ?? STT_NOTYPE, bind, visibility });
    }
    const relocs: OutReloc[] = resolved.map(({ r, type, how }) => ({
      section: secIndex.get(r.section)!, offset: r.offset, type, symbol: symIndex.get(how.how === 'section' ? '\0' + how.section : r.symbol)!,
      addend: how.how === 'value' || how.how === 'error' ? 0n : how.addend,
    }));
    if (this.idents.length) outSections.push({ name: '.comment', type: SHT_PROGBITS, flags: 0x30, align: 1, entsize: 1, data: ascii('\0' + this.idents.map((i) => i + '\0').join('')) });
    const mesa = this.isaName !== undefined || this.target?.triple === 'amdgcn-mesa-mesa3d';
    const version = this.version ?? (mesa ? 2 : 5);
    if (this.metadata) {
      try {
        outSections.push({ name: '.note', type: SHT_NOTE, flags: SHF_ALLOC, align: 4, data: noteBytes('AMDGPU', NT_AMDGPU_METADATA, metadataMsgpack(this.metadata.text)) });
      } catch (e) {
        const pos = (e as { linePos?: { line: number; col: number }[] }).linePos?.[0];
        errors.push({ line: this.metadata.line + (pos ? pos.line - 1 : 0), col: pos?.col ?? 1, source: '', message: `.amdgpu_metadata: ${(e as Error).message.split('\n')[0]}` });
      }
    } else if (this.isaName) outSections.push({ name: '.note', type: SHT_NOTE, flags: SHF_ALLOC, align: 4, data: noteBytes('AMD', NT_AMD_HSA_ISA_NAME, ascii(this.isaName)) });
    if (!this.target) errors.push({ line: 1, col: 1, source: '', message: 'no target: add .amdgcn_target "amdgcn-amd-amdhsa--gfxNNN" or use --mcpu' });
    if (errors.length) return { errors };
    const bytes = writeElf({
      osabi: mesa ? ELFOSABI_AMDGPU_MESA3D : ELFOSABI_AMDGPU_HSA, abiVersion: mesa ? 0 : abiVersionOf(version),
      flags: flagsFor(this.target!, mesa ? 2 : version), sections: outSections, symbols: outSyms, relocs,
    });
    return { bytes, errors };
  }

  /** A .size expression: numbers and labels of one section, added and subtracted. */
  private evalSize(text: string): number | string {
    let total = 0;
    let section: string | undefined;
    let labels = 0;
    const re = /\s*([+-]?)\s*([A-Za-z_.$][\w.$]*|0x[0-9a-f]+|\d+)\s*/giy;
    let at = 0;
    let m: RegExpExecArray | null;
    while (at < text.length && (m = re.exec(text))) {
      if (at > 0 && !m[1]) return `bad .size expression '${printable(text)}'`;
      const sign = m[1] === '-' ? -1 : 1;
      if (/^[0-9]/.test(m[2])) total += sign * Number(m[2]);
      else {
        const s = this.symbols.get(m[2]);
        if (!s?.at) return `.size: label '${printable(m[2])}' is not defined`;
        if (section !== undefined && section !== s.at.section) return `.size: '${printable(m[2])}' is in another section`;
        section = s.at.section;
        total += sign * s.at.offset;
        labels += sign;
      }
      at = re.lastIndex;
    }
    if (at < text.length) return `bad .size expression '${printable(text)}'`;
    if (labels !== 0) return `.size expression '${printable(text)}' is an address, not a size`;
    return total;
  }
}
