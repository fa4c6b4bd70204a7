// gfx908 (CDNA1) validation of the static hazard check on clang-19's code (issue 29): the CDNA
// corpus (test/kernels-cdna/gfx908) has no finding, and every s_nop clang put there, removed or
// shortened by one, is caught by a hazard finding at that place: an instruction after the s_nop
// that names one before it (analyze-corpus.ts nopCaught). The simulator does not model wait
// states, so this side is static only.
// The whole run: node dist/scripts/analyze-mutations.js --gpu gfx908.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { corpusObjects, mutateObject, nopCaught } from '../scripts/analyze-corpus.js';

test('gfx908: every s_nop of the CDNA corpus removed or shortened is a finding spanning it', () => {
  const outs = corpusObjects('gfx908').flatMap((o) => mutateObject('gfx908', o.file, o.bytes, false)).filter((o) => o.m.name === 's_nop');
  const missed = outs.filter((o) => !nopCaught(o))
    .map((o) => `${o.file} ${o.m.program} +0x${o.m.offset.toString(16)} ${o.m.what}: ${JSON.stringify(o.found)}`);
  assert.deepEqual(missed, []);
  // 36 s_nops (scripts/gen-kernels-cdna.ts SUMMARY.txt), 10 of them above s_nop 0.
  assert.equal(outs.length, 46, 'mutations tried');
});
