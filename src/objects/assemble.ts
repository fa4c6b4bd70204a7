// Library API: assembly text (clang -S output, or gcnkit dis of an object) to an ELF relocatable
// object, in memory. The CLI streams the same Assembler + ObjectBuilder pair from a file.
import { Assembler, type Diagnostic } from '../asm/assembler.js';
import { resolveGpu } from '../isa/targets.js';
import { ObjectBuilder } from './builder.js';

export interface ObjectResult {
  /** The object file; undefined when there was any error. */
  readonly bytes?: Uint8Array;
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Assemble `source` into an object; `gpu` (a --mcpu name) when the file has no .amdgcn_target.
 * `onInstruction` hears each instruction's section, byte offset there and source line.
 */
export function assembleObject(source: string, gpu?: string, onInstruction?: (section: string, offset: number, line: number) => void): ObjectResult {
  const diagnostics: Diagnostic[] = [];
  const builder = new ObjectBuilder(gpu);
  const asm = new Assembler({ gen: gpu ? resolveGpu(gpu) : undefined, gpu: gpu?.toLowerCase(), sink: builder, object: true }, (e) => {
    if (onInstruction && e.kind === 'inst') { const at = builder.position(); onInstruction(at.section, at.offset, e.line); }
    builder.accept(e);
  }, (d) => diagnostics.push(d));
  for (const line of source.split('\n')) asm.line(line);
  asm.end();
  if (asm.errors) return { diagnostics };
  const r = builder.finish();
  for (const e of r.errors) diagnostics.push({ ...e, kind: 'error' });
  return { bytes: r.errors.length ? undefined : r.bytes, diagnostics };
}
