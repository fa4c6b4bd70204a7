// Hand-written programs for the static checks: assembled, decoded (src/analyze/program.ts) and
// checked (src/analyze/checks.ts); the simulator's hazards of the same text to compare with.
import { Assembler, type Diagnostic } from '../../src/asm/assembler.js';
import { checkProgram } from '../../src/analyze/checks.js';
import type { Finding } from '../../src/analyze/analyze.js';
import type { HazardOptions } from '../../src/analyze/hazards.js';
import { buildProgram, type Program } from '../../src/analyze/program.js';
import { genOf, targetOf, type On } from '../../src/isa/targets.js';

/** `on`: a family (its base GPU) or a target (gfx908: its MAI rows and hazard rules). */
export function programOf(on: On, text: string, kind: Program['kind'] = 'code'): Program {
  const bytes: number[] = [];
  const errors: string[] = [];
  const gen = genOf(on);
  const asm = new Assembler(typeof on === 'string' ? { gen } : { gen, gpu: targetOf(on).name }, (e) => { bytes.push(...e.bytes); }, (d: Diagnostic) => { if (d.kind === 'error') errors.push(`${d.line}: ${d.message}`); });
  for (const l of text.split('\n')) asm.line(l);
  asm.end();
  if (errors.length) throw new Error(`does not assemble: ${errors.join('; ')}`);
  const words: number[] = [];
  for (let i = 0; i + 3 < bytes.length; i += 4) words.push((bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24)) >>> 0);
  return buildProgram(on, words, { kind });
}

/** Findings of a program (opts: the target's settings, XNACK off unless given). */
export function findingsOf(on: On, text: string, kind: Program['kind'] = 'code', opts: HazardOptions = {}): Finding[] {
  return checkProgram(programOf(on, text, kind), undefined, opts);
}

/** "kind rule? offset<-with: fix" lines, for assertions that show what differs. */
export const brief = (fs: readonly Finding[]): string[] => fs.map((f) => `${f.kind}${f.rule ? ` ${f.rule}` : ''} ${f.offset}<-${f.with}: ${f.fix}`);
