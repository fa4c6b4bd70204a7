// Golden vectors from llvm-mc 19 (scripts/gen-vectors.ts): gcnkit must print the same text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decode } from '../src/codec/codec.js';
import { printDecoded } from '../src/syntax/print.js';
import { loadVectors } from './support/vectors.js';

const vectors = loadVectors();

test('vector files cover every generation with thousands of lines', () => {
  const gens = new Set(vectors.map((v) => v.gen));
  assert.equal(gens.size, 4);
  assert.ok(vectors.length > 3000, `${vectors.length} vectors`);
});

for (const file of [...new Set(vectors.map((v) => v.file))]) {
  test(`disassembly matches llvm-mc: ${file}`, () => {
    const bad: string[] = [];
    let n = 0;
    for (const v of vectors) {
      if (v.file !== file) continue;
      n++;
      const d = decode(v.target, v.words, 0);
      assert.ok(d, `${file}:${v.line}: no encoding`);
      assert.equal(d.size, v.words.length, `${file}:${v.line}: size`);
      const p = printDecoded(d, v.words, 0);
      const got = p.problem === undefined ? p.text : '.long';
      if (got !== v.text) bad.push(`${file}:${v.line}: expected "${v.text}", got "${p.text}"`);
    }
    assert.ok(n > 100);
    assert.deepEqual(bad.slice(0, 20), []);
  });
}
