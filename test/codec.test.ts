// encode(decode(w)) == w for every word: reserved bits, misaligned registers, NV/SOE, illegal
// opcodes included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decode, encode } from '../src/codec/codec.js';
import { GENS } from '../src/isa/gens.js';
import { isaFor } from '../src/isa/index.js';
import { makeRng, randomInstruction } from '../scripts/random-words.js';

const SEED = Number(process.env.GCNKIT_SEED ?? Date.now() % 2 ** 31);

for (const gen of GENS) {
  test(`${gen}: encode(decode(w)) == w over random words (seed ${SEED})`, () => {
    const rng = makeRng(SEED);
    let checked = 0;
    for (const enc of isaFor(gen).encodings) {
      for (let i = 0; i < 5000; i++) {
        // Half biased towards valid instructions, half raw bits under the encoding's marker.
        const ws = i & 1 ? randomInstruction(enc, rng, 0.9, 0) : randomInstruction(enc, rng, 0, 0);
        if (i % 7 === 0) ws[0] = ((ws[0] & enc.markerMask) | (Math.floor(rng() * 2 ** 32) & ~enc.markerMask)) >>> 0;
        ws.push(Math.floor(rng() * 2 ** 32)); // room for a literal the mutation may call for
        const d = decode(gen, ws, 0);
        assert.ok(d, `${enc.table.name}: marker lost`);
        const back = encode(d.enc.layout, d.fields);
        assert.deepEqual(back, ws.slice(0, d.size), `${enc.table.name} ${ws.map((w) => w.toString(16)).join(' ')}`);
        checked++;
      }
    }
    assert.ok(checked >= 15000);
  });
}

test('SMRD literal form: GCN 1.1 reads the literal dword, GCN 1.0 does not', () => {
  const ws = [0xc00282ff, 0x00012345];
  const ci = decode('gcn1.1', ws, 0)!;
  assert.equal(ci.size, 2);
  assert.equal(ci.fields.literal, 0x12345);
  assert.deepEqual(encode(ci.enc.layout, ci.fields), ws);
  const si = decode('gcn1.0', ws, 0)!;
  assert.equal(si.size, 1);
  assert.equal(si.fields.literal, undefined);
});

test('a two-dword instruction cut short is marked truncated', () => {
  const d = decode('gcn1.2', [0xc0020141], 0)!;
  assert.equal(d.truncated, true);
  assert.equal(d.def?.name, 's_load_dword');
});

test('words of no known encoding decode to undefined', () => {
  assert.equal(decode('gcn1.2', [0x7e000280], 0), undefined); // a VOP1 word
  assert.equal(decode('gcn1.0', [0xdc500000, 0], 0), undefined); // FLAT does not exist on GCN 1.0
});
