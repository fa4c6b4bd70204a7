// The real-kernel corpus (test/kernels/, npm run kernels:gen): clang-19-compiled OpenCL C kernels
// for each GPU of corpusGpus() (tahiti, bonaire, tonga, gfx900, and gfx904/gfx906 with their rows). For the instruction families gcnkit supports (STRICT in
// scripts/kernel-compare.ts; extend it there as the ISA lands), gcnkit's disassembly of every
// .text must equal LLVM's text, instruction for instruction, with the same boundaries. Everything
// else is reported as figures (npm run kernels prints the full tables).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  checkKernel, compareCorpus, corpusGpus, describe, groupBy, isStrict, loadCorpus, STRICT, tally,
} from '../scripts/kernel-compare.js';

const kernels = loadCorpus();
const { results, violations } = compareCorpus(kernels);
const counted = results.filter((r) => !r.pad);

test('the corpus covers every checked GPU, a dozen kernel files each, and lists every byte of each .text', () => {
  const byGpu = groupBy(kernels, (k) => k.gpu);
  assert.deepEqual([...byGpu.keys()], corpusGpus().map((g) => g.gpu));
  for (const [gpu, ks] of byGpu) {
    assert.ok(ks.length >= 12, `${gpu}: ${ks.length} kernel files`);
    assert.deepEqual(ks.map((k) => k.name), byGpu.get('tahiti')!.map((k) => k.name), `${gpu}: same kernels as tahiti`);
    assert.ok(counted.filter((r) => r.gpu === gpu).length > 1000, `${gpu}: instructions`);
  }
  assert.deepEqual(kernels.flatMap(checkKernel), []);
});

test('every strict family occurs in the corpus', () => {
  const seen = new Set(counted.flatMap((r) => [r.family, r.mnemonic]));
  // SMRD only exists on GCN 1.0/1.1 and SMEM on GCN 1.2/1.4, so each is checked somewhere.
  assert.deepEqual(STRICT.filter((f) => !seen.has(f)), []);
});

for (const { gpu } of corpusGpus()) {
  const mine = counted.filter((r) => r.gpu === gpu);
  const strict = mine.filter((r) => isStrict(r));

  test(`${gpu}: strict families (${STRICT.join(', ')}) print LLVM's text`, () => {
    assert.ok(strict.length > 100, `${strict.length} strict instructions`);
    const bad = strict.filter((r) => r.status !== 'equal');
    assert.deepEqual(bad.slice(0, 10).map(describe), [], `${bad.length} of ${strict.length} differ`);
  });

  test(`${gpu}: strict families have LLVM's instruction boundaries`, (t) => {
    const bad = strict.filter((r) => !r.aligned);
    assert.deepEqual(bad.slice(0, 10).map(describe), [], `${bad.length} of ${strict.length} misaligned`);
    const v = violations.filter((x) => x.gpu === gpu && isStrict(x.inside));
    assert.deepEqual(v.map((x) => `${x.kind} at ${x.kernel}.bin+0x${x.offset.toString(16)}: ${x.text}`), []);
    const all = tally(mine);
    // Every encoding's length is known, so every instruction boundary agrees, .long or not.
    assert.equal(all.aligned, all.total, `boundaries agree ${all.aligned}/${all.total}`);
    t.diagnostic(`${gpu}: ${all.total} instructions, ${all.equal} equal (${((100 * all.equal) / all.total).toFixed(1)}%), ` +
      `boundaries agree ${all.aligned}/${all.total} (${((100 * all.aligned) / all.total).toFixed(1)}%), ` +
      `${violations.filter((x) => x.gpu === gpu).length} boundary violation(s) in other families`);
  });

  test(`${gpu}: the s_nop 0 padding between kernels decodes as s_nop 0`, () => {
    const pads = results.filter((r) => r.gpu === gpu && r.pad);
    assert.ok(pads.length > 0);
    assert.deepEqual(pads.filter((r) => r.status !== 'equal' || !r.aligned).map(describe), []);
  });
}
