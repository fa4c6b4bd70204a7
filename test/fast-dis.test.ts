// The disassembler's byte path (generated printers, src/dis/fast.ts) prints exactly the bytes
// of the generic printer, on the golden vectors, on every code object of the corpus and on
// random instructions of every encoding, for all four GPUs; and it takes most of real code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { Disassembler } from '../src/dis/disassembler.js';
import { decimalBytes, hexBytes } from '../src/dis/fast.js';
import { GENS, GEN_INFO, type Gen } from '../src/isa/gens.js';
import { isaFor } from '../src/isa/index.js';
import { readCodeObject } from '../src/objects/code-object.js';
import { makeRng, randomInstruction } from '../scripts/random-words.js';
import { loadVectors } from './support/vectors.js';

const OBJECTS = new URL('../../test/objects/', import.meta.url);

/** Both paths over the same words, one instruction list each: the generic lines, the byte path's output and its counts. */
function both(gen: Gen, words: readonly number[]): { generic: string; bytes: string; fast: number; fallback: number } {
  const input = new Uint8Array(Uint32Array.from(words).buffer);
  const lines: string[] = [];
  const a = new Disassembler({ gen }, (l) => lines.push(l));
  a.push(input);
  a.end();
  const chunks: Buffer[] = [];
  const b = new Disassembler({ gen }, () => assert.fail('the byte path printed a string'), undefined, (c) => chunks.push(Buffer.from(c)));
  // Odd chunk sizes: instructions straddle pushes.
  for (let i = 0; i < input.length; i += 4092) b.push(input.subarray(i, i + 4092));
  b.end();
  const { fast, generic } = b.fastCounts;
  return { generic: lines.map((l) => l + '\n').join(''), bytes: Buffer.concat(chunks).toString('utf8'), fast, fallback: generic };
}

function firstDiff(a: string, b: string): string {
  const x = a.split('\n'), y = b.split('\n');
  const i = x.findIndex((l, k) => l !== y[k]);
  return i < 0 ? `lengths ${x.length} / ${y.length}` : `line ${i + 1}: generic "${x[i]}", byte path "${y[i]}"`;
}

const vectors = loadVectors();
for (const gen of GENS) {
  const gpu = GEN_INFO[gen].llvmCpu;

  test(`byte path = generic printer: golden vectors, ${gpu}`, () => {
    const words = vectors.filter((v) => v.gen === gen).flatMap((v) => v.words);
    assert.ok(words.length > 1000);
    const r = both(gen, words);
    assert.ok(r.generic === r.bytes, firstDiff(r.generic, r.bytes));
  });

  test(`byte path = generic printer: the corpus code objects, ${gpu}`, () => {
    let n = 0, fast = 0;
    for (const flavour of ['hsa', 'mesa']) {
      const dir = new URL(`${flavour}/${gpu}/`, OBJECTS);
      for (const f of readdirSync(dir).filter((x) => x.endsWith('.o'))) {
        const text = readCodeObject(readFileSync(new URL(f, dir)), { gen }).text;
        if (!text) continue;
        const data = Uint8Array.from(text.data);
        const r = both(gen, Array.from(new Uint32Array(data.buffer, 0, data.length >>> 2)));
        assert.ok(r.generic === r.bytes, `${flavour}/${gpu}/${f}: ${firstDiff(r.generic, r.bytes)}`);
        // Mesa's .text starts each kernel with its amd_kernel_code_t (zeros print as .long).
        if (flavour === 'hsa') {
          n += r.fast + r.fallback;
          fast += r.fast;
        }
      }
    }
    assert.ok(n > 3000, `${n} instructions`);
    // Real code goes the fast way (GCN 1.2/1.4 SDWA, DPP and packed math do not yet).
    assert.ok(fast / n > 0.95, `${fast} of ${n} by the generated printers`);
  });

  test(`byte path = generic printer: random instructions of every encoding, ${gpu}`, () => {
    const rng = makeRng(GEN_INFO[gen].label.length * 7919 + 17);
    const words: number[] = [];
    for (const enc of isaFor(gen).encodings) {
      if (!enc.table.instrs.length) continue;
      // Mostly valid rows with clean fields, some dirty: both paths' refusals are exercised.
      for (let i = 0; i < 400; i++) words.push(...randomInstruction(enc, rng, 0.95, i % 4 ? 0.8 : 0.2));
    }
    // And raw random dwords.
    for (let i = 0; i < 4000; i++) words.push(Math.floor(rng() * 2 ** 32) >>> 0);
    const r = both(gen, words);
    assert.ok(r.generic === r.bytes, firstDiff(r.generic, r.bytes));
    assert.ok(r.fast > 1000, `${r.fast} by the generated printers`);
  });
}

test('byte path: output buffers the sink releases are filled again, same bytes', () => {
  const gen: Gen = 'gcn1.4';
  const words = vectors.filter((v) => v.gen === gen).flatMap((v) => v.words);
  const input = new Uint8Array(Uint32Array.from(words).buffer);
  const run = (release: boolean): { text: string; buffers: number; chunks: number } => {
    const chunks: Buffer[] = [];
    const seen = new Set<ArrayBufferLike>();
    const d = new Disassembler({ gen }, () => assert.fail('the byte path printed a string'), undefined, (c, done) => {
      chunks.push(Buffer.from(c));
      seen.add(c.buffer);
      if (release) done();
    });
    // Many small pushes: many flushes, and instructions straddling pushes (carried bytes).
    for (let r = 0; r < 20; r++) for (let i = 0; i < input.length; i += 1022) d.push(input.subarray(i, i + 1022));
    d.end();
    return { text: Buffer.concat(chunks).toString('utf8'), buffers: seen.size, chunks: chunks.length };
  };
  const kept = run(false), released = run(true);
  assert.equal(released.text, kept.text);
  assert.ok(released.chunks > 20 && released.buffers <= 2, `${released.buffers} buffers for ${released.chunks} chunks`);
  assert.equal(kept.buffers, kept.chunks);
});

test('byte path: loop-free decimal and hex digits equal String(v) and toString(16)', () => {
  const b = new Uint8Array(64), d = new DataView(b.buffer);
  const text = (end: number): string => Buffer.from(b.subarray(3, end)).toString('latin1');
  const values = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 65535, 65536, 2 ** 31 - 1, 2 ** 32 - 1];
  for (let v = 0; v < 70000; v += 7) values.push(v);
  const rng = makeRng(4242);
  for (let i = 0; i < 20000; i++) values.push(Math.floor(rng() * 2 ** 32));
  for (const u of values) {
    assert.equal(text(hexBytes(d, 3, u)), '0x' + u.toString(16));
    for (const v of [u, -u, u | 0]) assert.equal(text(decimalBytes(d, 3, v)), String(v));
  }
});
