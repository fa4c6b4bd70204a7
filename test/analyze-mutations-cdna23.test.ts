// gfx90a and gfx942 (CDNA2, CDNA3) validation of the static hazard check on clang-19's code: every
// s_nop clang put in test/kernels-cdna/{gfx90a,gfx942}, removed or shortened by one, is caught by a
// hazard finding spanning it (analyze-corpus.ts nopCaught), but for the s_nops before instructions this branch does not decode yet (the
// other CDNA branches' rows: MFMAs new on gfx90a/gfx940, AGPR data of loads and stores, packed
// FP32), listed with the reason. The whole run: node dist/scripts/analyze-mutations.js --gpu gfx90a --no-sim.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { corpusObjects, mutateObject, nopCaught } from '../scripts/analyze-corpus.js';

const MAI = 'an MFMA gfx90a/gfx940 adds (cdnamai)';
const ACC = 'a store of AGPR data (the acc bit, cdnamem)';
const PK = 'v_pk_add_f32 (cdnavalu)';

/** [gpu, s_nop mutations tried, {"FILE +0xOFFSET": the instruction after it that does not decode yet}]. */
const GPUS: readonly (readonly [string, number, Readonly<Record<string, string>>])[] = [
  ['gfx90a', 27, {
    'mfma_bf16.o +0x1c8': MAI, 'mfma_bf16.o +0x280': ACC, 'mfma_bf16.o +0x284': ACC,
    'mfma_f16.o +0x280': ACC, 'mfma_f16.o +0x284': ACC, 'mfma_i8.o +0x228': ACC, 'mfma_i8.o +0x22c': ACC,
    'mfma_f32.o +0x170': ACC, 'mfma_f32.o +0x174': ACC, 'mfma_f32.o +0x178': ACC,
  }],
  ['gfx942', 58, { // 26 of them private_array's (its 14 s_nops among scratch stores)
    'mfma_bf16.o +0x198': MAI, 'mfma_bf16.o +0x244': ACC, 'mfma_f16.o +0x244': ACC,
    'mfma_i8.o +0x244': MAI, 'mfma_i8.o +0x2ec': ACC, 'pk_axpy.o +0x194': PK, 'mfma_f32.o +0x164': ACC, 'mfma_f32.o +0x168': ACC,
  }],
];

for (const [gpu, tried, pending] of GPUS) {
  test(`${gpu}: every s_nop of the CDNA corpus removed or shortened is a finding spanning it (but before what does not decode yet)`, () => {
    const outs = corpusObjects(gpu).flatMap((o) => mutateObject(gpu, o.file, o.bytes, false)).filter((o) => o.m.name === 's_nop');
    const missed = outs.filter((o) => !nopCaught(o));
    const unexplained = missed.filter((o) => !pending[`${o.file} +0x${o.m.offset.toString(16)}`])
      .map((o) => `${o.file} ${o.m.program} +0x${o.m.offset.toString(16)} ${o.m.what}: ${JSON.stringify(o.found)}`);
    assert.deepEqual(unexplained, []);
    assert.equal(outs.length, tried, 'mutations tried');
  });
}
