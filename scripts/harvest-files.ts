// The table files `npm run harvest` writes, as a pure function of the committed harvest files
// (docs/llvm-mc): scripts/harvest-valu.ts writes them after asking llvm-mc, and
// test/harvest-valu.test.ts checks that they are the committed ones.
import { resolveTarget } from '../src/isa/targets.js';
import { GEN_INFO } from '../src/isa/gens.js';
import { parseFacts, vop3Order, vop3RowsText } from './valu-rows.js';
import { DS_BEGIN, MIMG_BEGIN, dsRowsText, mimgRowsText, spliceRows } from './table-rows.js';
import { childCells, spliceGenerated, valuRegion, vop3pRegion } from './valu-text-rows.js';

/** A repository file's text by its path from the root. */
export type Read = (path: string) => string;

const familyOf = (gpu: string) => resolveTarget(gpu)?.gen;

/**
 * Each generated table file (path from the repository root) and its text: the files as they are
 * with their generated parts made from docs/llvm-mc (valu/operands.tsv has the family base GPUs'
 * facts, valu/targets.tsv the other GPUs'; `targetsTsv` replaces the committed one).
 */
export function generatedFiles(read: Read, targetsTsv = read('docs/llvm-mc/valu/targets.tsv')): Map<string, string> {
  const valu = (f: string): string => read(`docs/llvm-mc/valu/${f}`);
  const baseCpus = new Set(Object.values(GEN_INFO).map((i) => i.llvmCpu));
  const base = parseFacts(valu('operands.tsv')).filter((f) => baseCpus.has(f.gpu));
  const facts = [...base, ...parseFacts(targetsTsv)];
  // The rows GFX9's child families (gfx90a, gfx940) drop: llvm-mc 19's opcodes per CDNA CPU.
  const children = childCells(read('test/vectors/cdna-opcodes.tsv'));
  const out = new Map<string, string>();
  out.set('src/isa/vop3-rows.ts', vop3RowsText(facts, vop3Order(valu('VOP3.tsv')), familyOf, 'scripts/harvest-valu.ts', children));
  out.set('src/isa/valu.ts', spliceGenerated(read('src/isa/valu.ts'), valuRegion(base, { VOP1: valu('VOP1.tsv'), VOP2: valu('VOP2.tsv'), VOPC: valu('VOPC.tsv') }, children), 'src/isa/valu.ts'));
  out.set('src/isa/vop3p.ts', spliceGenerated(read('src/isa/vop3p.ts'), vop3pRegion(base, valu('VOP3P.tsv')), 'src/isa/vop3p.ts'));
  out.set('src/isa/ds.ts', spliceRows(read('src/isa/ds.ts'), DS_BEGIN, '`));', dsRowsText(read('docs/llvm-mc/ds/ds.tsv'), familyOf)));
  out.set('src/isa/mimg.ts', spliceRows(read('src/isa/mimg.ts'), MIMG_BEGIN, '`;\n// END GENERATED ROWS', mimgRowsText(read('docs/llvm-mc/mimg/MIMG.tsv'), familyOf)));
  return out;
}
