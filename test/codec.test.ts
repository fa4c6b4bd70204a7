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
  assert.equal(decode('gcn1.2', [0xfc000000], 0), undefined); // 0b111111 is no encoding
  assert.equal(decode('gcn1.0', [0xdc500000, 0], 0), undefined); // FLAT does not exist on GCN 1.0
});

test('encodings known by length only consume their literal: v_max_f32_e32 v4, 0xc3000000, v6', () => {
  // VOP2 with SRC0 = 255 carries a literal; 0xc3000000 must not be read as an instruction
  // (it has SMRD's marker on GCN 1.0 and SMEM's on GCN 1.2/1.4).
  const words = [0x16080cff, 0xc3000000, 0xbf810000];
  for (const gen of ['gcn1.0', 'gcn1.1', 'gcn1.2', 'gcn1.4'] as const) {
    const d = decode(gen, words, 0)!;
    assert.equal(d.enc.table.name, 'VOP2', gen);
    assert.equal(d.size, 2, gen);
    assert.equal(d.fields.literal, 0xc3000000);
    assert.equal(decode(gen, words, 2)!.def?.name, 's_endpgm', gen);
  }
});
