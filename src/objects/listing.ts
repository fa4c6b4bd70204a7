// A code object as an assembly file gcnkit (and llvm-mc, where it knows the directives) assembles
// back to the same .text and descriptors: .amdgcn_target, each symbol's directives and label, the
// code with branch targets as labels, .amdhsa_kernel / .amd_kernel_code_t blocks, the metadata as
// YAML, and every other byte as data directives (never as instructions).
import { onIn } from '../isa/targets.js';
import { decode, type Decoded } from '../codec/codec.js';
import { encodingComment } from '../dis/disassembler.js';
import { addressLine, symbolPlus } from '../dis/address.js';
import { labelTarget } from '../isa/branch.js';
import { printDecoded } from '../syntax/print.js';
import { sectionOffset, type CodeObject, type KernelInfo } from './code-object.js';
import { KD_SIZE } from './descriptor.js';
import {
  SHF_ALLOC, SHF_EXECINSTR, SHF_WRITE, SHT_NOBITS, SHT_NOTE, SHT_PROGBITS, STB_GLOBAL, STB_LOCAL, STB_WEAK, STT_AMDGPU_HSA_KERNEL,
  STT_FUNC, STT_OBJECT, STT_SECTION, type ElfFile, type ElfReloc, type ElfSection, type ElfSymbol,
} from './elf.js';
import { relocName } from './image.js';
import { instructionWithReloc, relocationsBySection, relocExpr, relocLabel, relocTargets } from './reloc-text.js';
import { KERNEL_CODE_SIZE } from './kernel-code.js';
import { targetIdText } from './targets.js';

export interface ListingOptions {
  readonly showEncoding?: boolean;
  /** llvm-objdump's layout of instruction lines: address, dwords, a branch's target as <symbol+0xN> (src/dis/address.ts). */
  readonly printAddress?: boolean;
}

export interface ListedInstruction {
  /** Byte offset in .text. */
  readonly offset: number;
  readonly bytes: readonly number[];
  /** The same bytes as dwords. */
  readonly words: readonly number[];
  readonly text: string;
  readonly decoded?: Decoded;
  readonly problem?: string;
}

/** Sections written by the linker or described by other directives: not listed as data. */
const SKIP = new Set(['.symtab', '.strtab', '.shstrtab', '.dynsym', '.dynstr', '.hash', '.gnu.hash', '.dynamic', '.note.GNU-stack', '.llvm_addrsig', '.comment', '.relro_padding']);

const hex2 = (b: number): string => '0x' + b.toString(16).padStart(2, '0');

/** Instructions of .text[from, to): decoded one by one, never across `to`. */
export function decodeRange(obj: CodeObject, from: number, to: number): ListedInstruction[] {
  const text = obj.text!;
  const out: ListedInstruction[] = [];
  const n = (to - from) >>> 2;
  const words = new Uint32Array(n);
  const dv = new DataView(text.data.buffer, text.data.byteOffset + from, n * 4);
  for (let i = 0; i < n; i++) words[i] = dv.getUint32(i * 4, true);
  const on = onIn(obj.gen, obj.target.gfx);
  let i = 0;
  while (i < n) {
    const d = decode(on, words, i);
    const size = d ? Math.min(d.size, n - i) : 1;
    let text: string;
    let problem: string | undefined;
    if (d) ({ text, problem } = printDecoded(d, words, i));
    else { problem = 'no known encoding'; text = `.long 0x${words[i].toString(16).padStart(8, '0')} // ${problem}`; }
    const bytes = Array.from(new Uint8Array(words.buffer, i * 4, size * 4));
    out.push({ offset: from + i * 4, bytes, words: Array.from(words.subarray(i, i + size)), text, decoded: d && !problem ? d : undefined, problem });
    i += size;
  }
  return out;
}

/** Byte offset in .text a branch goes to, or undefined if the instruction is not a PC-relative branch. */
export function branchTarget(inst: ListedInstruction): number | undefined {
  return inst.decoded && labelTarget(inst.decoded.def, inst.decoded.fields, inst.offset);
}

/** `target` (a .text offset) as llvm-objdump names it: the last symbol at or before it, else .text. */
function symbolAt(syms: readonly { s: ElfSymbol; at: number }[], target: number): string {
  let best: { s: ElfSymbol; at: number } | undefined;
  for (const x of syms) if (x.at <= target && (!best || x.at >= best.at)) best = x;
  return best ? symbolPlus(best.s.name, target - best.at) : symbolPlus('.text', target);
}

function symbolDirectives(s: ElfSymbol, out: (l: string) => void): void {
  if (s.visibility === 3) out(`\t.protected\t${s.name}`);
  else if (s.visibility === 2) out(`\t.hidden\t${s.name}`);
  if (s.bind === STB_GLOBAL) out(`\t.globl\t${s.name}`);
  else if (s.bind === STB_WEAK) out(`\t.weak\t${s.name}`);
  if (s.type === STT_FUNC || s.type === STT_AMDGPU_HSA_KERNEL) out(`\t.type\t${s.name},@function`);
  else if (s.type === STT_OBJECT) out(`\t.type\t${s.name},@object`);
  if (s.type === STT_AMDGPU_HSA_KERNEL) out(`\t.amdgpu_hsa_kernel ${s.name}`);
}

function sectionDirective(s: ElfSection): string {
  if (s.name === '.text' || s.name === '.rodata' || s.name === '.data' || s.name === '.bss') return `\t${s.name === '.rodata' ? '.section\t.rodata,"a",@progbits' : s.name}`;
  const f = (s.flags & SHF_ALLOC ? 'a' : '') + (s.flags & SHF_WRITE ? 'w' : '') + (s.flags & SHF_EXECINSTR ? 'x' : '');
  const type = s.type === SHT_NOBITS ? '@nobits' : s.type === SHT_NOTE ? '@note' : '@progbits';
  return `\t.section\t${s.name},"${f}",${type}`;
}

/** How a section's relocations are listed: by offset, as expressions (reloc-text.ts). */
interface RelocView {
  readonly elf: ElfFile;
  /** Every section's relocations (a label's place depends on them), and this section's. */
  readonly all: ReadonlyMap<number, ReadonlyMap<number, ElfReloc>>;
  readonly list: ReadonlyMap<number, ElfReloc> | undefined;
  readonly warn: (offset: number, message: string) => void;
  /** File offset of the section's bytes (for warnings). */
  readonly fileOffset: number;
}

/**
 * Data directives for bytes [from, to) of a section: .long where aligned, else .byte; a relocated
 * field as `.long sym` / `.quad sym+8` (`rels`), never as the zeros it holds before linking.
 */
function dataLines(b: Uint8Array, from: number, to: number, out: (l: string) => void, rels?: RelocView): void {
  if (!rels?.list?.size) { plainData(b, from, to, out); return; }
  let i = from;
  while (i < to) {
    let next = to;
    for (const off of rels.list.keys()) if (off >= i && off < next) next = off;
    plainData(b, i, next, out);
    i = next;
    if (i >= to) break;
    const r = rels.list.get(i)!;
    const e = relocExpr(rels.elf, rels.all, r);
    const size = 'text' in e && e.data === '.quad' ? 8 : 4;
    if (!('text' in e) || !e.data || i + size > to) {
      rels.warn(rels.fileOffset + i, `${'problem' in e ? e.problem : `${relocName(r.type)} on data has no assembler syntax gcnkit writes`}; printed as data`);
      plainData(b, i, Math.min(to, i + 4), out);
      i += 4;
      continue;
    }
    out(`\t${e.data}\t${e.text}`);
    i += size;
  }
}

function plainData(b: Uint8Array, from: number, to: number, out: (l: string) => void): void {
  let i = from;
  while (i < to) {
    if (i % 4 === 0 && to - i >= 4) {
      const n = Math.min(4, (to - i) >>> 2);
      const dv = new DataView(b.buffer, b.byteOffset + i, n * 4);
      out('\t.long\t' + Array.from({ length: n }, (_, k) => '0x' + dv.getUint32(4 * k, true).toString(16).padStart(8, '0')).join(', '));
      i += 4 * n;
    } else {
      const n = Math.min(16, to - i, i % 4 ? 4 - (i % 4) : 16);
      out('\t.byte\t' + Array.from(b.subarray(i, i + n), hex2).join(', '));
      i += n;
    }
  }
}

function fieldLines(kind: 'amdhsa' | 'kernel_code', fields: readonly [string, bigint][], out: (l: string) => void): void {
  for (const [n, v] of fields) out(kind === 'amdhsa' ? `\t\t.amdhsa_${n} ${v}` : `\t\t${n} = ${v}`);
}

/**
 * The listing, line by line. `warn` gets the problems (byte offset in the file, message): words
 * printed as .long, descriptors no directive set can rebuild (printed as data).
 */
export function listObject(obj: CodeObject, opts: ListingOptions, out: (line: string) => void, warn: (offset: number, message: string) => void): void {
  const { elf } = obj;
  if (obj.mesa || obj.version < 3) out(`\t.amd_amdgpu_isa "${obj.isaName ?? targetIdText(obj.target)}"`);
  else {
    out(`\t.amdgcn_target "${targetIdText(obj.target)}"`);
    out(`\t.amdhsa_code_object_version ${obj.version}`);
  }
  const kds = new Map<string, KernelInfo>();
  for (const k of obj.kernels) if (k.descriptor) kds.set(`${k.descriptor.section}:${k.descriptor.offset}`, k);
  const rels = relocationsBySection(elf, obj.linked);
  const relTargets = relocTargets(elf, rels);
  for (const sec of elf.sections) {
    if (sec.index === 0 || SKIP.has(sec.name) || (sec.type !== SHT_PROGBITS && sec.type !== SHT_NOBITS)) continue;
    if (sec.name === '.text') { listText(obj, opts, out, warn, rels, relTargets); continue; }
    out(sectionDirective(sec));
    // Labels where relocations against this section's symbol point (a local label's, in clang's source).
    const marks = [...(relTargets.get(sec.index) ?? [])].sort((a, b) => a - b);
    const view: RelocView = { elf, all: rels, list: rels.get(sec.index), warn, fileOffset: sec.offset };
    let m = 0;
    const markTo = (at: number): void => { while (m < marks.length && marks[m] <= at) out(`${relocLabel(elf, sec.index, marks[m++])}:`); };
    const syms = elf.symbols.filter((s) => s.shndx === sec.index && s.type !== STT_SECTION && s.name).map((s) => ({ s, at: sectionOffset(elf, s) })).sort((a, b) => a.at - b.at);
    let at = 0;
    let k = 0;
    while (at < sec.size || k < syms.length) {
      while (k < syms.length && syms[k].at <= at) {
        const { s } = syms[k++];
        if (s.bind === STB_LOCAL && s.name.startsWith('.L')) { out(`${s.name}:`); continue; }
        const kd = kds.get(`${sec.index}:${sectionOffset(elf, s)}`);
        if (kd && kd.descriptor!.symbol === s.name && kd.descriptor!.decoded.exact) continue; // .amdhsa_kernel defines NAME.kd
        symbolDirectives(s, out);
        if (s.size) out(`\t.size\t${s.name}, ${s.size}`);
        out(`${s.name}:`);
      }
      markTo(at);
      if (at >= sec.size) break;
      const kd = kds.get(`${sec.index}:${at}`);
      if (kd && kd.descriptor!.decoded.exact) {
        out('\t.p2align\t6');
        out(`\t.amdhsa_kernel ${kd.name}`);
        fieldLines('amdhsa', kd.descriptor!.decoded.fields, out);
        out('\t.end_amdhsa_kernel');
        at += KD_SIZE;
        continue;
      }
      if (kd) warn(sec.offset + at, `${kd.descriptor!.symbol}: bits no .amdhsa_ directive sets (reserved or unsupported fields); printed as data`);
      const next = Math.min(sec.size, k < syms.length ? syms[k].at : sec.size, ...(m < marks.length ? [marks[m]] : []), ...[...kds.keys()].filter((key) => key.startsWith(`${sec.index}:`)).map((key) => Number(key.split(':')[1])).filter((o) => o > at));
      if (sec.type === SHT_NOBITS) out(`\t.zero\t${next - at}`);
      else dataLines(sec.data, at, next, out, view);
      at = next;
    }
    markTo(sec.size);
  }
  const comment = elf.sections.find((s) => s.name === '.comment');
  if (comment) for (const id of new TextDecoder().decode(comment.data).split('\0').filter(Boolean)) out(`\t.ident\t${JSON.stringify(id)}`);
  if (obj.metadata !== undefined) {
    out('\t.amdgpu_metadata');
    for (const l of obj.metadata.replace(/\n$/, '').split('\n')) out(l);
    out('\t.end_amdgpu_metadata');
  }
  for (const n of elf.notes) {
    if ((n.name === 'AMDGPU' && n.type === 32) || (n.name === 'AMD' && n.type === 11)) continue;
    out(`\t; note ${JSON.stringify(n.name)} type ${n.type} (${n.desc.length} bytes) at file offset 0x${n.at.toString(16)}: not listed`);
  }
}

function listText(obj: CodeObject, opts: ListingOptions, out: (line: string) => void, warn: (offset: number, message: string) => void,
  rels: Map<number, Map<number, ElfReloc>>, relTargets: Map<number, Set<number>>): void {
  const { elf } = obj;
  const text = obj.text!;
  const textRels = rels.get(text.index);
  out('\t.text');
  const syms = elf.symbols.filter((s) => s.shndx === text.index && s.type !== STT_SECTION && s.name).map((s) => ({ s, at: sectionOffset(elf, s) })).sort((a, b) => a.at - b.at);
  // Regions between symbol starts; a v2 kernel's first 256 bytes are its amd_kernel_code_t.
  const stops = [...new Set([0, ...syms.map((x) => x.at).filter((a) => a >= 0 && a <= text.size), text.size])].sort((a, b) => a - b);
  const code = new Map<number, ListedInstruction[]>();
  const kernelCode = new Map<number, KernelInfo>();
  for (const k of obj.kernels) if (k.kernelCode) kernelCode.set(k.offset, k);
  for (let r = 0; r + 1 < stops.length; r++) {
    const from = stops[r] + (kernelCode.has(stops[r]) ? KERNEL_CODE_SIZE : 0);
    const to = stops[r + 1];
    if (from < to) code.set(from, decodeRange(obj, from, from + ((to - from) & ~3)));
  }
  const targets = new Set<number>();
  const starts = new Set<number>();
  for (const list of code.values()) for (const i of list) starts.add(i.offset);
  for (const list of code.values()) for (const i of list) { const t = branchTarget(i); if (t !== undefined && starts.has(t)) targets.add(t); }
  // A relocation against .text's own symbol points at a label there: .Ltext_N, as a branch's.
  for (const t of relTargets.get(text.index) ?? []) if (starts.has(t)) targets.add(t);
  const label = (off: number): string => `.Ltext_${off.toString(16)}`;
  // Each function's end as a label (.Lfunc_endN, as clang names it) where it falls on an
  // instruction start or a region's end: its .size is then `.Lfunc_endN-NAME`, which stays true
  // when instructions are inserted or deleted; elsewhere the size is printed as a number.
  const ends = new Map<number, string[]>();
  const endLabel = new Map<ElfSymbol, string>();
  const boundaries = new Set([...starts, ...stops]);
  for (const { s, at } of syms) {
    if ((s.type !== STT_FUNC && s.type !== STT_AMDGPU_HSA_KERNEL) || !s.size || !boundaries.has(at + s.size)) continue;
    const name = `.Lfunc_end${endLabel.size}`;
    endLabel.set(s, name);
    ends.set(at + s.size, [...(ends.get(at + s.size) ?? []), name]);
  }
  const endLabels = (off: number): void => { for (const n of ends.get(off) ?? []) out(`${n}:`); ends.delete(off); };
  const isKernel = (s: { name: string }): boolean => obj.kernels.some((x) => x.name === s.name);
  // Whether a kernel's own .p2align gives the section its alignment (then the first function need not).
  const carried = syms.some(({ s, at }) => isKernel(s) && functionAlign(text, at, true, false) === sectionAlign(text));
  let k = 0;
  for (let r = 0; r + 1 < stops.length; r++) {
    const at = stops[r];
    while (k < syms.length && syms[k].at <= at) {
      const { s, at: symAt } = syms[k++];
      if (symAt !== at) continue;
      if (s.bind === STB_LOCAL && s.name.startsWith('.L')) { out(`${s.name}:`); continue; }
      symbolDirectives(s, out);
      const kdSym = kdDeclaredEarly(obj, s, syms.slice(k).map((x) => x.s));
      if (kdSym) symbolDirectives(kdSym, out);
      if (s.type === STT_FUNC || s.type === STT_AMDGPU_HSA_KERNEL) out(`\t.p2align\t${functionAlign(text, at, isKernel(s), carried)}`);
      const end = endLabel.get(s);
      if (end) out(`\t.size\t${s.name}, ${end}-${s.name}`);
      else if (s.size) out(`\t.size\t${s.name}, ${s.size}`);
      out(`${s.name}:`);
    }
    const kc = kernelCode.get(at);
    if (kc) {
      if (!kc.kernelCode!.decoded.exact) {
        warn(text.offset + at, `${kc.name}: amd_kernel_code_t has bits no field sets; printed as data`);
        dataLines(text.data, at, at + KERNEL_CODE_SIZE, out);
      } else {
        out('\t.amd_kernel_code_t');
        fieldLines('kernel_code', kc.kernelCode!.decoded.fields, out);
        out('\t.end_amd_kernel_code_t');
      }
    }
    const from = at + (kc ? KERNEL_CODE_SIZE : 0);
    const to = stops[r + 1];
    for (const i of code.get(from) ?? []) {
      endLabels(i.offset);
      if (targets.has(i.offset)) out(`${label(i.offset)}:`);
      const rel = textRels && relocatedText(obj, i, rels, textRels);
      if (rel?.problem !== undefined) warn(text.offset + i.offset, `${rel.problem}; printed as .long`);
      else if (i.problem !== undefined && !rel) warn(text.offset + i.offset, `${i.problem}; printed as .long`);
      let t = rel?.text ?? i.text;
      const target = branchTarget(i);
      if (target !== undefined && targets.has(target)) t = t.replace(/-?\d+$/, label(target));
      if (opts.printAddress) out(addressLine(t, text.addr + i.offset, i.words, 0, i.words.length, target === undefined ? undefined : symbolAt(syms, target)));
      else out(opts.showEncoding ? `\t${t.length < 40 ? t.padEnd(40) : t + ' '}${encodingComment(i.bytes)}` : '\t' + t);
    }
    const tail = from + ((Math.max(0, to - from)) & ~3);
    if (tail < to) dataLines(text.data, Math.max(tail, from), to, out, { elf, all: rels, list: textRels, warn, fileOffset: text.offset });
    endLabels(to);
  }
}

/**
 * A kernel's descriptor symbol NAME.kd when the symbol table has it before a later .text symbol
 * (clang -S defines each descriptor after its kernel's code, and assemblers number symbols as
 * they first see them): its directives go next to the kernel's, so that the symbol table, and
 * the linked object's, come out in the same order. undefined when the .amdhsa_kernel block comes
 * in time, or the descriptor is printed as data with its own symbol.
 */
function kdDeclaredEarly(obj: CodeObject, s: ElfSymbol, later: readonly ElfSymbol[]): ElfSymbol | undefined {
  const kd = obj.kernels.find((x) => x.name === s.name)?.descriptor;
  if (!kd?.decoded.exact) return undefined;
  const syms = obj.elf.symbols;
  const at = syms.findIndex((x) => x.name === kd.symbol);
  return at >= 0 && later.some((x) => syms.indexOf(x) > at) ? syms[at] : undefined;
}

/**
 * The text of an instruction a relocation applies to: its literal (the last word) as the
 * relocation's expression. undefined: none applies; a problem: one applies where no text can say it.
 */
function relocatedText(obj: CodeObject, i: ListedInstruction, all: ReadonlyMap<number, ReadonlyMap<number, ElfReloc>>, rels: ReadonlyMap<number, ElfReloc>): { text?: string; problem?: string } | undefined {
  let r: ElfReloc | undefined;
  for (let k = 0; k < i.words.length && !r; k++) r = rels.get(i.offset + 4 * k);
  if (!r) return undefined;
  const e = relocExpr(obj.elf, all, r);
  const literalAt = i.offset + 4 * (i.words.length - 1);
  const text = 'text' in e && e.lit && r.offset === literalAt && i.words.length > 1 ? instructionWithReloc(obj.gen, i.words, e.text) : undefined;
  if (text === undefined) return { problem: `${'problem' in e ? e.problem : `${relocName(r.type)} at .text+0x${r.offset.toString(16)} is not on an instruction's 32-bit literal`}` };
  return { text };
}

/** The section's alignment as a .p2align exponent (sh_addralign). */
function sectionAlign(sec: ElfSection): number {
  return Math.max(0, Math.floor(Math.log2(Math.max(sec.align, 1))));
}

/**
 * A function's alignment as a .p2align exponent (the object records none per function): a kernel's
 * is what its offset shows up to the section's alignment (kernel code starts on 256 bytes: 8); any
 * other function's is the instruction alignment, 4 bytes (2), as clang aligns them: a helper at
 * .text+0x1c4 stays there, and after an edit moves with the code before it instead of to the next
 * 256 bytes. The section's first function carries sh_addralign where no kernel's .p2align does
 * (`carried`): an object of helpers only keeps its section alignment.
 */
function functionAlign(sec: ElfSection, offset: number, kernel: boolean, carried: boolean): number {
  const max = sectionAlign(sec);
  let n = 0;
  while (n < max && (sec.addr + offset) % 2 ** (n + 1) === 0) n++;
  return kernel || (offset === 0 && !carried) ? n : Math.min(n, 2);
}
