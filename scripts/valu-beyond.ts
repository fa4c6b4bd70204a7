// --probe on the GPUs of the list that are not their family's base GPU (gfx904, gfx906, gfx908):
// every candidate mnemonic is assembled on them too (scripts/valu-probe.ts assembleAll), and what
// llvm-mc 19 knows there beyond (or lacks from) the family base is written to
// docs/llvm-mc/valu/beyond-base.tsv with whether gcnkit's rows for that GPU agree: a row that
// llvm-mc has and gcnkit lacks (or the reverse) is a row to write by hand (`requires:`).
import { isaFor } from '../src/isa/index.js';
import { GEN_INFO } from '../src/isa/gens.js';
import type { Target } from '../src/isa/targets.js';
import { assembleAll, summarize, type Enc, type NameFacts, type Picked, type Summary } from './valu-probe.js';

const facts = (f: NameFacts | undefined): string => (f ? `${f.kind} 0x${f.op.toString(16)}${f.e64 !== undefined ? ` e64 0x${f.e64.toString(16)}` : ''}` : '-');

/** beyond-base.tsv's text, and the lines where gcnkit's rows disagree with llvm-mc. */
export function beyondBase(targets: readonly Target[], picked: ReadonlyMap<string, Map<Enc, Map<number, Picked>>>, base: Summary, names: ReadonlySet<string>): { text: string; disagree: string[] } {
  const lines: string[] = [], disagree: string[] = [];
  for (const t of targets) {
    const cpu = { name: t.name, major: GEN_INFO[t.gen].major };
    const s = summarize([cpu], assembleAll([cpu], picked, names));
    const b = GEN_INFO[t.gen].llvmCpu; // the family's column in the base probe
    for (const name of [...new Set([...s.keys(), ...base.keys()])].sort()) {
      const here = s.get(name)?.get(t.name), there = base.get(name)?.get(b);
      if (facts(here) === facts(there)) continue;
      const rows = isaFor(t).byName.has(name);
      const ok = rows === (here !== undefined);
      lines.push([name, t.name, facts(here), facts(there), rows ? 'row' : 'no row'].join('\t'));
      if (!ok) disagree.push(`${t.name} ${name}: llvm-mc 19 ${here ? `has ${facts(here)}` : 'lacks it'}, gcnkit ${rows ? 'has a row' : 'has none'}`);
    }
  }
  return {
    text: [
      '# What llvm-mc 19 knows on a GPU beyond (or lacks from) its family base GPU, from npm run harvest -- --probe:',
      '# the encoding, opcode and e64 opcode there and on the base GPU (- = not accepted), and whether gcnkit has a row of that name for the GPU.',
      '#name\tgpu\tllvm-mc\tbase\tgcnkit',
      ...lines,
    ].join('\n') + '\n',
    disagree,
  };
}
