// The llvm-mc 19 inventory of CDNA (test/vectors/cdna-opcodes.tsv, scripts/harvest-cdna.ts)
// against the MFMA shapes of src/sim/mfma.ts: every v_mfma_* llvm-mc decodes on gfx908, gfx90a
// or gfx940 has a shape, and its operand widths are the shape's register counts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { accRegs, mfmaShape, srcRegs } from '../src/sim/mfma.js';

const rows = readFileSync(new URL('../../test/vectors/cdna-opcodes.tsv', import.meta.url), 'utf8')
  .split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split('\t'));
const header = readFileSync(new URL('../../test/vectors/cdna-opcodes.tsv', import.meta.url), 'utf8').split('\n').find((l) => l.startsWith('#family'))!.split('\t');

test('the inventory covers gfx900, gfx906, gfx908, gfx90a and gfx940-942', () => {
  assert.deepEqual(header.slice(3, 10), ['gfx900', 'gfx906', 'gfx908', 'gfx90a', 'gfx940', 'gfx941', 'gfx942']);
  assert.ok(rows.length > 250, `${rows.length} rows`);
});

test('every MFMA of the inventory has a shape in src/sim/mfma.ts with llvm-mc\'s operand widths', () => {
  const mfmas = rows.filter((r) => r[1].startsWith('v_mfma_'));
  assert.ok(mfmas.length >= 50, `${mfmas.length} MFMA rows`);
  const bad: string[] = [];
  for (const [, name, profile] of mfmas) {
    const s = mfmaShape(name);
    if (!s) { bad.push(`${name}: no shape`); continue; }
    const widths = profile.split(',').slice(0, 4).map((p) => Number(p.slice(1)) / 32);
    const want = [accRegs(s), srcRegs(s, 'a'), srcRegs(s, 'b'), accRegs(s)];
    if (widths.join() !== want.join()) bad.push(`${name}: llvm-mc ${profile}, shape ${want.join()}`);
  }
  assert.deepEqual(bad, []);
});

test('gfx940, gfx941 and gfx942 have the same opcodes in llvm-mc 19', () => {
  const col = (c: string): number => header.indexOf(c);
  assert.deepEqual(rows.filter((r) => r[col('gfx940')] !== r[col('gfx941')] || r[col('gfx940')] !== r[col('gfx942')]).map((r) => r[1]), []);
});
