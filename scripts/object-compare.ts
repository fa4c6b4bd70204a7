// The code-object corpus (test/objects, made by scripts/gen-objects.ts) and the comparisons shared
// by that script and test/objects.test.ts.
import { fileURLToPath } from 'node:url';
import type { CodeObject } from '../src/objects/code-object.js';
import { KD_ENTRY } from '../src/objects/descriptor.js';
import { gfxMajor } from '../src/objects/descriptor.js';
import { Assembler, type Diagnostic, type Emitted } from '../src/asm/assembler.js';
import { decode } from '../src/codec/codec.js';
import { resolveGpu } from '../src/isa/targets.js';
import type { ObjectResult } from '../src/objects/assemble.js';
import { ObjectBuilder } from '../src/objects/builder.js';

/**
 * The GPUs of the code-object corpus (scripts/gen-objects.ts, the run tests): each family's base
 * GPU, and gfx906 (GCN 1.4.1: the GFX9 GPU with the most rows of its own).
 */
export const OBJECT_GPUS = ['tahiti', 'bonaire', 'tonga', 'gfx900', 'gfx906'] as const;

export const OBJECTS_DIR = fileURLToPath(new URL('../../test/objects/', import.meta.url));

export function objectDir(flavour: 'hsa' | 'mesa', cpu: string): string {
  return `${OBJECTS_DIR}${flavour}/${cpu}`;
}

/** The .amdhsa_kernel ... .end_amdhsa_kernel lines of llvm-objdump -D output, trimmed. */
export function descriptorBlocks(objdump: string): string[] {
  const out: string[] = [];
  let inBlock = false;
  for (const line of objdump.split('\n')) {
    const t = line.trim();
    if (t.startsWith('.amdhsa_kernel ')) inBlock = true;
    if (inBlock) out.push(t);
    if (t === '.end_amdhsa_kernel') inBlock = false;
  }
  return out;
}

/** gcnkit's descriptor blocks, in .rodata order, as llvm-objdump -D lays them out. */
export function gcnkitDescriptorBlocks(obj: CodeObject): string[] {
  const out: string[] = [];
  const kernels = obj.kernels.filter((k) => k.descriptor).sort((a, b) => a.descriptor!.offset - b.descriptor!.offset);
  for (const k of kernels) {
    out.push(`.amdhsa_kernel ${k.name}`);
    for (const [n, v] of k.descriptor!.decoded.fields) out.push(`.amdhsa_${n} ${v}`);
    out.push('.end_amdhsa_kernel');
  }
  return out;
}

/**
 * Reference blocks (recorded by llvm-objdump; for GCN 1.0/1.1 with --mcpu=tonga) for comparison
 * with gcnkit's on `gen`: the directives llvm-mc rejects on GCN 1.0 (.amdhsa_reserve_flat_scratch,
 * "requires gfx7+") and GCN 1.0/1.1 (.amdhsa_reserve_xnack_mask, "requires gfx8+") are dropped.
 */
export function referenceBlocks(lines: readonly string[], obj: CodeObject): string[] {
  const major = gfxMajor(obj.gen);
  return lines.filter((l) => !(major < 7 && l.startsWith('.amdhsa_reserve_flat_scratch ')) && !(major < 8 && l.startsWith('.amdhsa_reserve_xnack_mask ')));
}

/** [equal, total] descriptor blocks of gcnkit vs the reference file's "## descriptors" part. */
export function descriptorsMatch(obj: CodeObject, ref: string): [number, number] {
  const part = ref.split('## descriptors\n')[1]?.split('## ')[0] ?? '';
  const want = referenceBlocks(part.trim().split('\n').filter(Boolean), obj);
  const blocks = (l: readonly string[]): string[] => l.join('\n').split('.end_amdhsa_kernel').map((b) => b.trim()).filter(Boolean);
  const w = blocks(want);
  const g = blocks(gcnkitDescriptorBlocks(obj));
  return [w.filter((b, i) => g[i] === b).length, w.length];
}

/**
 * Differences between two objects in what issue 13 requires equal: .text bytes, each kernel's
 * descriptor bytes (the entry offset compared as the kernel it leads to) or amd_kernel_code_t.
 */
export function compareObjects(a: CodeObject, b: CodeObject): string[] {
  const diffs: string[] = [];
  const ta = a.text?.data ?? new Uint8Array(0);
  const tb = b.text?.data ?? new Uint8Array(0);
  if (ta.length !== tb.length || ta.some((x, i) => x !== tb[i])) diffs.push(`.text differs (${ta.length} vs ${tb.length} bytes)`);
  if (a.kernels.length !== b.kernels.length) diffs.push(`${a.kernels.length} vs ${b.kernels.length} kernels`);
  for (const ka of a.kernels) {
    const kb = b.kernels.find((k) => k.name === ka.name);
    if (!kb) { diffs.push(`kernel ${ka.name} missing`); continue; }
    if (ka.offset !== kb.offset) diffs.push(`kernel ${ka.name} at ${ka.offset} vs ${kb.offset}`);
    const da = ka.descriptor?.bytes ?? ka.kernelCode?.bytes;
    const db = kb.descriptor?.bytes ?? kb.kernelCode?.bytes;
    if (!da || !db) { if (da || db) diffs.push(`kernel ${ka.name}: descriptor on one side only`); continue; }
    const skip = (i: number): boolean => !!ka.descriptor && i >= KD_ENTRY && i < KD_ENTRY + 8;
    if (da.length !== db.length || da.some((x, i) => !skip(i) && x !== db[i])) diffs.push(`kernel ${ka.name}: descriptor bytes differ`);
  }
  return diffs;
}

/**
 * clang -S assembled by gcnkit, with each instruction line gcnkit cannot assemble yet (encodings
 * other helpers are adding) replaced by `.long` of the bytes clang's object has at that place in
 * .text (its length from gcnkit's decoder, which knows every encoding's length). Everything else
 * (directives, labels, the other instructions) goes through gcnkit as it is.
 */
export function assembleWithFallback(source: string, clang: CodeObject, gpu?: string): { result: ObjectResult; replaced: number } {
  const lines = source.split('\n');
  const text = clang.text!.data;
  let replaced = 0;
  for (let pass = 0; pass < 100000; pass++) {
    const builder = new ObjectBuilder(gpu);
    const diags: Diagnostic[] = [];
    // .text bytes emitted by the lines before each line.
    let section = '.text';
    const textBefore: number[] = [];
    let textBytes = 0;
    let lastLine = 0;
    const asm = new Assembler({ gen: gpu ? resolveGpu(gpu) : undefined, gpu, sink: builder, object: true }, (e: Emitted) => {
      builder.accept(e);
      while (lastLine < e.line) textBefore[++lastLine] = textBytes;
      if (e.kind === 'mark' && 'sink' in e.mark && typeof e.mark.sink === 'object' && e.mark.sink && 'section' in e.mark.sink) section = (e.mark.sink as { section: string }).section;
      if (section === '.text') textBytes += e.bytes.length;
    }, (d) => diags.push(d));
    for (const l of lines) asm.line(l);
    asm.end();
    const bad = diags.filter((d) => d.kind === 'error' && /^\s*[a-z]/.test(d.source) && !/^\s*[\w.$]+:/.test(d.source)).sort((a, b) => a.line - b.line);
    if (!bad.length) {
      if (asm.errors) return { result: { diagnostics: diags }, replaced };
      const r = builder.finish();
      return { result: { bytes: r.errors.length ? undefined : r.bytes, diagnostics: [...diags, ...r.errors.map((e) => ({ ...e, kind: 'error' as const }))] }, replaced };
    }
    while (lastLine < lines.length) textBefore[++lastLine] = textBytes;
    // One line per pass: a later line's offset depends on this one's size (and on .p2align padding).
    let extra = 0;
    for (const b of bad.slice(0, 1)) {
      if (lines[b.line - 1].startsWith('\t.long ')) continue;
      const at = textBefore[b.line] + extra;
      const words = new Uint32Array(Math.max(0, Math.min(4, (text.length - at) >> 2)));
      for (let i = 0; i < words.length; i++) words[i] = new DataView(text.buffer, text.byteOffset + at + 4 * i, 4).getUint32(0, true);
      const d = words.length ? decode(clang.gen, words, 0) : undefined;
      const size = Math.min(d ? d.size : 1, words.length);
      if (!size) return { result: { diagnostics: diags }, replaced };
      lines[b.line - 1] = '\t.long ' + Array.from(words.subarray(0, size), (w) => '0x' + w.toString(16).padStart(8, '0')).join(', ');
      extra += 4 * size;
      replaced++;
    }
  }
  throw new Error('assembleWithFallback: no progress');
}

/** [equal, total] amd_kernel_code_t blocks of gcnkit vs the reference's "## kernel code" (clang -S). */
export function kernelCodeMatch(obj: CodeObject, ref: string): [number, number] {
  const part = ref.split('## kernel code\n')[1]?.split('## ')[0] ?? '';
  const blocks = (text: string): string[] => text.split('.end_amd_kernel_code_t').map((b) => b.replace('.amd_kernel_code_t', '').trim()).filter(Boolean);
  const want = blocks(part);
  const got = obj.kernels.filter((k) => k.kernelCode).map((k) => k.kernelCode!.decoded.fields.map(([n, v]) => `${n} = ${v}`).join('\n'));
  return [want.filter((b, i) => got[i] === b).length, want.length];
}
