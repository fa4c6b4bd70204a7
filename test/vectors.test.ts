// Golden vectors from llvm-mc 19 (scripts/gen-vectors.ts): gcnkit must print the same text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decode } from '../src/codec/codec.js';
import { printDecoded } from '../src/syntax/print.js';
import { GENS } from '../src/isa/gens.js';
import { knownVectors, loadVectors } from './support/vectors.js';

const vectors = loadVectors();

// Vectors gcnkit does not print as llvm-mc yet, each with its reason (test/vectors/llvm-known.tsv).
const KNOWN = knownVectors();

test('vector files cover every family with thousands of lines', () => {
  const gens = new Set(vectors.map((v) => v.gen));
  assert.deepEqual([...gens].sort(), [...GENS].sort());
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
      const known = KNOWN.has(`${file}:${v.line}`);
      if ((got !== v.text) !== known) bad.push(`${file}:${v.line}: expected "${v.text}", got "${p.text}"${known ? ' (listed in llvm-known.tsv: it agrees now, delete the line)' : ''}`);
    }
    assert.ok(n > 100);
    assert.deepEqual(bad.slice(0, 20), []);
  });
}
