// The clang-19 kernels of test/objects (hsa flavour, every GPU) as the static checks see them:
// each kernel's code decoded into a Program (src/analyze/program.ts), with its object for the
// simulator. Shared by scripts/analyze-mutations.ts and test/analyze-mutations.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildProgram, type Program } from '../src/analyze/program.js';
import { GENS, GEN_INFO, type Gen } from '../src/isa/gens.js';
import { readCodeObject, type CodeObject } from '../src/objects/code-object.js';
import { objectDir } from './object-compare.js';

export interface CorpusKernel {
  readonly gpu: string;
  readonly gen: Gen;
  /** The object file's name (vadd.o) and the kernel's. */
  readonly file: string;
  readonly name: string;
  readonly bytes: Uint8Array;
  readonly obj: CodeObject;
  /** .text bytes of the kernel: [offset, offset + size) of the section's data. */
  readonly offset: number;
  readonly size: number;
  /** File offset of .text (where a mutation writes into `bytes`). */
  readonly textFileOffset: number;
}

/** Every HSA kernel of test/objects, GPU by GPU, object by object (optionally only `files`). */
export function corpusKernels(files?: readonly string[]): CorpusKernel[] {
  const out: CorpusKernel[] = [];
  for (const gen of GENS) {
    const gpu = GEN_INFO[gen].llvmCpu;
    const dir = objectDir('hsa', gpu);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.o')).sort()) {
      if (files && !files.includes(file)) continue;
      const bytes = new Uint8Array(readFileSync(join(dir, file)));
      const obj = readCodeObject(bytes);
      if (!obj.text) continue;
      for (const k of obj.kernels) out.push({ gpu, gen, file, name: k.name, bytes, obj, offset: k.offset, size: k.size, textFileOffset: obj.text.offset });
    }
  }
  return out;
}

export function wordsOf(b: Uint8Array, at: number, n: number): number[] {
  const dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return Array.from({ length: n }, (_, i) => dv.getUint32(at + 4 * i, true));
}

/** The kernel's code as a Program (offsets as in .text). */
export function kernelProgram(k: CorpusKernel, text: Uint8Array = k.obj.text!.data): Program {
  return buildProgram(k.gen, wordsOf(text, k.offset, k.size / 4), { base: k.offset, name: k.name, kind: 'kernel' });
}
