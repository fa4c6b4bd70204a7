// Assembling a whole source in tests (the file-level Assembler): its bytes and diagnostics.
import { Assembler, type AsmOptions, type Diagnostic } from '../../src/asm/assembler.js';

export function asmSource(src: string, opts: AsmOptions): { bytes: number[]; diags: Diagnostic[] } {
  const bytes: number[] = [];
  const diags: Diagnostic[] = [];
  const a = new Assembler(opts, (e) => bytes.push(...e.bytes), (d) => diags.push(d));
  for (const l of src.split('\n')) a.line(l);
  a.end();
  return { bytes, diags };
}
