// The disassembler's byte path (the kernel's print programs, src/dis/kernel.ts) prints exactly the bytes
// of the generic printer, on the golden vectors, on every code object of the corpus and on
// random instructions of every encoding, for all four GPUs; and it takes most of real code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Disassembler } from '../src/dis/disassembler.js';
import { Kernel } from '../src/dis/kernel.js';
import { GENS, GEN_INFO, type Gen } from '../src/isa/gens.js';
import { isaFor } from '../src/isa/index.js';
import { llvmRow } from '../src/isa/table.js';
import { readCodeObject } from '../src/objects/code-object.js';
import { makeRng, randomInstruction, type Rng } from '../scripts/random-words.js';
import { decode, encode } from '../src/codec/codec.js';
import type { InstrDef } from '../src/isa/types.js';
import { loadVectors } from './support/vectors.js';
import { baseTarget, resolveTarget, type Target } from '../src/isa/targets.js';

const OBJECTS = new URL('../../test/objects/', import.meta.url);
const KERNELS = new URL('../../test/kernels/', import.meta.url);

/** Both paths over the same words, one instruction list each: the generic lines, the byte path's output and its counts. */
function both(gen: Gen, words: readonly number[], target?: Target): { generic: string; bytes: string; fast: number; fallback: number } {
  const input = new Uint8Array(Uint32Array.from(words).buffer);
  const lines: string[] = [];
  const a = new Disassembler({ gen, target }, (l) => lines.push(l));
  a.push(input);
  a.end();
  const chunks: Buffer[] = [];
  const b = new Disassembler({ gen, target }, () => assert.fail('the byte path printed a string'), undefined, (c) => chunks.push(Buffer.from(c)));
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

/** The operand kinds of src/dis/kernel-prog-ext.ts (ds_swizzle_b32's dsoff among them). */
const EXT_KINDS: ReadonlySet<string> = new Set(['sdwasrc', 'sdwasdst', 'sdwasel', 'sdwaunused', 'dppsrc', 'dppctrl', 'dppmask', 'boundctrl', 'pksrc', 'mixsrc', 'pkmod', 'opsel', 'bufformat', 'probe', 'attr', 'param', 'high']);
const SOURCES: ReadonlySet<string> = new Set(['vsrc', 'pksrc', 'mixsrc', 'sdwasrc', 'ssrc']);

/** Rows with those kinds, or reading two or more sources (the constant bus counts equal reads once). */
function extRow(d: InstrDef): boolean {
  return d.operands.some((o) => EXT_KINDS.has(o.kind) || (o.kind === 'dsoff' && o.fmt === 'swizzle')) || d.operands.filter((o) => SOURCES.has(o.kind)).length >= 2;
}

/**
 * A random word of such a row: a valid one with, often, random bits in its modifier fields and
 * one source copied into another (s2 read twice, the same inline constant, ...).
 */
function extWord(enc: ReturnType<typeof isaFor>['encodings'][number], key: number, rng: Rng): number[] {
  const ws = randomInstruction(enc, rng, 1, 0.9, key);
  const d = decode(enc.layout.gen, ws, 0);
  if (!d || d.enc !== enc || !d.def) return ws;
  const f = { ...d.fields };
  const opFields = new Set(enc.layout.opFields.map((x) => x.name));
  if (rng() < 0.5) for (const fl of enc.layout.fields) if (fl.fixed === undefined && !opFields.has(fl.name) && !fl.name.startsWith('src') && !fl.name.endsWith('src0') && fl.name !== 'vsrc1' && rng() < 0.3) f[fl.name] = Math.floor(rng() * (fl.mask + 1));
  const srcs = d.def.operands.filter((o) => SOURCES.has(o.kind) && o.field in f).map((o) => o.field);
  if (srcs.length >= 2 && rng() < 0.4) {
    const [a, b] = [srcs[Math.floor(rng() * srcs.length)], srcs[Math.floor(rng() * srcs.length)]];
    f[b] = f[a];
    if ('src0_sgpr' in f) f.src0_sgpr = f.src1_sgpr = 1;
  }
  return encode(enc.layout, f);
}

const vectors = loadVectors();
for (const gen of GENS) {
  const gpu = GEN_INFO[gen].llvmCpu;

  test(`byte path = generic printer: golden vectors, ${gpu}`, () => {
    const words = vectors.filter((v) => v.target === baseTarget(gen)).flatMap((v) => v.words);
    assert.ok(words.length > 1000);
    const r = both(gen, words);
    assert.ok(r.generic === r.bytes, firstDiff(r.generic, r.bytes));
  });

  test(`byte path = generic printer: the corpus code objects, ${gpu}`, () => {
    let n = 0, fast = 0;
    const count = (r: ReturnType<typeof both>): void => {
      n += r.fast + r.fallback;
      fast += r.fast;
    };
    for (const flavour of ['hsa', 'mesa']) {
      const dir = new URL(`${flavour}/${gpu}/`, OBJECTS);
      // CDNA has no objects corpus (no Mesa driver): its kernel corpus's .text below.
      if (!existsSync(dir)) continue;
      for (const f of readdirSync(dir).filter((x) => x.endsWith('.o'))) {
        const text = readCodeObject(readFileSync(new URL(f, dir)), { gen }).text;
        if (!text) continue;
        const data = Uint8Array.from(text.data);
        const r = both(gen, Array.from(new Uint32Array(data.buffer, 0, data.length >>> 2)));
        assert.ok(r.generic === r.bytes, `${flavour}/${gpu}/${f}: ${firstDiff(r.generic, r.bytes)}`);
        // Mesa's .text starts each kernel with its amd_kernel_code_t (zeros print as .long).
        if (flavour === 'hsa') count(r);
      }
    }
    if (n === 0) {
      const dir = new URL(`${gpu}/`, KERNELS);
      for (const f of readdirSync(dir).filter((x) => x.endsWith('.bin'))) {
        const data = Uint8Array.from(readFileSync(new URL(f, dir)));
        const r = both(gen, Array.from(new Uint32Array(data.buffer, 0, data.length >>> 2)));
        assert.ok(r.generic === r.bytes, `kernels/${gpu}/${f}: ${firstDiff(r.generic, r.bytes)}`);
        count(r);
      }
    }
    assert.ok(n > 3000, `${n} instructions`);
    // Real code goes the fast way (GCN 1.2/1.4 SDWA, DPP and packed math do not yet).
    assert.ok(fast / n > 0.95, `${fast} of ${n} by the kernel`);
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
    assert.ok(r.fast > 1000, `${r.fast} by the kernel`);
  });
}

// GPUs with other rows than their family's base (gfx904, gfx906): the kernel built from their rows.
for (const file of [...new Set(vectors.filter((v) => v.target !== baseTarget(v.gen)).map((v) => v.file))]) {
  test(`byte path = generic printer: golden vectors, ${file}`, () => {
    const vs = vectors.filter((v) => v.file === file);
    const words = vs.flatMap((v) => v.words);
    const r = both(vs[0].gen, words, vs[0].target);
    assert.ok(r.generic === r.bytes, firstDiff(r.generic, r.bytes));
    assert.ok(r.fast > 1000, `${r.fast} by the kernel`);
  });
}

test('byte path: gfx908\'s AGPR and MFMA rows are the kernel\'s (vectors, and random words with reserved bits, overlaps and codes below 256)', () => {
  const gfx908 = resolveTarget('gfx908')!;
  const MAI = /^v_(accvgpr|mfma)_/;
  const vs = vectors.filter((v) => v.file === 'gfx908.txt' && MAI.test(v.text));
  assert.ok(vs.length > 100, `${vs.length} gfx908 matrix vector lines`);
  const r = both('gcn1.4', vs.flatMap((v) => v.words), gfx908);
  assert.ok(r.generic === r.bytes, firstDiff(r.generic, r.bytes));
  assert.ok(r.fast >= vs.length * 0.95, `${r.fast} of ${vs.length} by the kernel`);
  // Random words of every VOP3P-MAI row, modifier bits and sources often bent: the same bytes.
  const rng = makeRng(908);
  const words: number[] = [];
  for (const enc of isaFor(gfx908).encodings) {
    for (const [key, d] of Object.entries(enc.byKey)) {
      if (!d || !MAI.test(d.name)) continue;
      for (let k = 0; k < 40; k++) {
        const ws = extWord(enc, Number(key), rng);
        // Half of them with C near D (the overlap rule) or a source below 256.
        if (rng() < 0.5) ws[1] = (ws[1] & ~(0x1ff << 18)) | ((256 + ((ws[0] & 0xff) + Math.floor(rng() * 8) - 4) & 0x1ff) << 18);
        words.push(...ws);
      }
    }
  }
  const q = both('gcn1.4', words, gfx908);
  assert.ok(q.generic === q.bytes, firstDiff(q.generic, q.bytes));
  assert.ok(q.fast > 0 && q.fallback > 0, `${q.fast} by the kernel, ${q.fallback} generic`);
});

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

test('byte path: the kernel\'s decimal and hex digits equal String(v) and toString(16)', () => {
  const k = Kernel.for('gcn1.4');
  assert.ok(k, 'no kernel: dist/wasm/dis.wasm missing (npm run build makes it)');
  const values = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 65535, 65536, 2 ** 31 - 1, 2 ** 32 - 1];
  for (let v = 0; v < 70000; v += 7) values.push(v);
  const rng = makeRng(4242);
  for (let i = 0; i < 20000; i++) values.push(Math.floor(rng() * 2 ** 32));
  for (const u of values) {
    assert.equal(k.numberText(u, true), '0x' + u.toString(16));
    for (const v of [u | 0, -(u | 0)]) assert.equal(k.numberText(v, false), String(v | 0));
  }
});
for (const gen of GENS) {
  const gpu = GEN_INFO[gen].llvmCpu;
  test(`byte path = generic printer: SDWA, DPP, VOP3P, op_sel, swizzle, MTBUF, VINTRP and constant bus words, ${gpu}`, () => {
    const rng = makeRng(GEN_INFO[gen].label.length * 104729 + 3);
    let total = 0;
    for (const enc of isaFor(gen).encodings) {
      const keys: number[] = [];
      enc.byKey.forEach((d, k) => { if (d && llvmRow(d) && extRow(d)) keys.push(k); });
      if (!keys.length) continue;
      const words: number[] = [];
      for (let i = 0; i < 1500; i++) words.push(...extWord(enc, keys[Math.floor(rng() * keys.length)], rng));
      const r = both(gen, words);
      assert.ok(r.generic === r.bytes, `${enc.table.name}: ${firstDiff(r.generic, r.bytes)}`);
      // The words with text are printed the fast way (but for the rules left to the generic path).
      const text = r.generic.split('\n').filter((l) => l && !l.startsWith('\t.long')).length;
      assert.ok(text > 200 && r.fast >= 0.95 * text, `${enc.table.name}: ${r.fast} of ${text} lines with text by the kernel`);
      total += r.fast;
    }
    assert.ok(total > 3000, `${total} by the kernel`);
  });
}

test('byte path: the CDNA kernels of the corpus are the kernel\'s but for gfx940\'s scratch rows (SVE), same bytes as the generic printer', () => {
  for (const gpu of ['gfx908', 'gfx90a', 'gfx942']) {
    const t = resolveTarget(gpu)!;
    const dir = new URL(`../../test/kernels-cdna/${gpu}/`, import.meta.url);
    let fast = 0, fallback = 0;
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.o'))) {
      const text = readCodeObject(new Uint8Array(readFileSync(new URL(f, dir)))).text!;
      const words = Array.from(new Uint32Array(text.data.buffer.slice(text.data.byteOffset, text.data.byteOffset + (text.data.length & ~3))));
      const r = both(t.gen, words, t);
      assert.equal(r.bytes, r.generic, `${gpu}/${f}: ${firstDiff(r.generic, r.bytes)}`);
      fast += r.fast;
      fallback += r.fallback;
    }
    // gfx942's GLOBAL rows took the generic path once (6% of the bench mix): a GLOBAL row has no SVE.
    assert.ok(fallback * 50 < fast, `${gpu}: ${fallback} generic of ${fast + fallback}`);
  }
});
