// MIMG (image instructions) on GCN 1.0-1.4: the table, encodings llvm-mc 19 gives, round trips,
// the words llvm-mc decodes lossily (.long), assembler errors, and the simulator's refusal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decode } from '../src/codec/codec.js';
import { COLUMN_GENS, GEN_INFO, GENS, type Gen } from '../src/isa/gens.js';
import { isaFor } from '../src/isa/index.js';
import { countSet, MIMG } from '../src/isa/mimg.js';
import { printDecoded } from '../src/syntax/print.js';
import { assembleInstruction } from '../src/asm/instruction.js';
import { AsmError } from '../src/asm/errors.js';
import { makeRng, randomInstruction } from '../scripts/random-words.js';
import { gcnkit } from './support/cli.js';
import { opcodeOn } from '../src/isa/opcodes.js';
import { llvmRow } from '../src/isa/table.js';

const asm = (gen: Gen, line: string, syntax: 'llvm' | 'clrx' = 'llvm') => assembleInstruction(gen, GEN_INFO[gen].llvmCpu, line, 1, syntax);
const bytes = (ws: readonly number[]): number[] => ws.flatMap((w) => [w & 0xff, (w >>> 8) & 0xff, (w >>> 16) & 0xff, w >>> 24]);
const words = (b: readonly number[]): number[] => [0, 4].map((i) => (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)) >>> 0);
const dis = (gen: Gen, b: readonly number[]) => {
  const ws = words(b);
  return printDecoded(decode(gen, ws, 0)!, ws, 0);
};
/** The line is an assembler error (a located AsmError, never a crash) whose message matches `why`. */
const rejects = (gen: Gen, line: string, why: RegExp): void => {
  assert.throws(() => asm(gen, line), (e: unknown) => e instanceof AsmError && why.test(e.message), `${gen}: ${line}`);
};

test('MIMG instruction counts per GPU (llvm-mc 19: 93, 93, 89, 90; gfx90a 25, gfx940 none)', () => {
  // llvm-mc's rows: CLRX-only ones (src/isa/clrx-rows.ts) are not counted.
  const counts = GENS.map((g) => isaFor(g).encodings.find((e) => e.table === MIMG)?.byKey.filter((d) => d && llvmRow(d)).length ?? 0);
  assert.deepEqual(counts, [93, 93, 89, 90, 25, 0]);
  assert.equal(MIMG.layouts['gcn1.0']!.byName.d16, undefined);
  assert.equal(MIMG.layouts['gcn1.2']!.byName.d16.lo, 63);
  assert.equal(MIMG.layouts['gcn1.2']!.byName.r128.lo, 15);
  assert.equal(MIMG.layouts['gcn1.4']!.byName.a16.lo, 15);
});

test('the table rows are the harvested data (docs/llvm-mc/mimg/MIMG.tsv)', () => {
  const tsv = readFileSync(new URL('../../docs/llvm-mc/mimg/MIMG.tsv', import.meta.url), 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
  assert.equal(tsv.length, MIMG.instrs.filter(llvmRow).length);
  for (const line of tsv) {
    const c = line.split('\t');
    const def = MIMG.instrs.find((d) => d.name === c[0]);
    assert.ok(def, c[0]);
    assert.deepEqual(COLUMN_GENS.map((g) => opcodeOn(def, g)), c.slice(1, 5).map((t) => (t === '-' ? -1 : Number(t))), c[0]);
    assert.equal(def.image!.sampler, c[5] === '1', c[0]);
    assert.equal(def.image!.vdata, countSet(c[7]), c[0]);
    assert.equal(def.image!.vaddr, countSet(c[8]), c[0]);
    assert.equal(def.image!.d16, c.slice(13, 15).some((m) => m.split(',').includes('d16')), c[0]);
    assert.equal(def.image!.gather4, c[6] === '1/4', c[0]);
  }
});

// Bytes from llvm-mc 19 -show-encoding (commands in docs/llvm-mc/mimg/README.md).
const KNOWN: readonly [Gen[], string, number[]][] = [
  [['gcn1.0', 'gcn1.1', 'gcn1.2', 'gcn1.4'], 'image_load v[0:4], v4, s[8:15] dmask:0xf unorm glc slc tfe lwe da', [0x00, 0x7f, 0x03, 0xf2, 0x04, 0x00, 0x02, 0x00]],
  [['gcn1.0', 'gcn1.1', 'gcn1.2'], 'image_load v[0:4], v4, s[8:15] dmask:0xf unorm glc slc r128 tfe lwe da', [0x00, 0xff, 0x03, 0xf2, 0x04, 0x00, 0x02, 0x00]],
  [['gcn1.4'], 'image_load v0, v4, s[8:15] dmask:0x1 a16', [0x00, 0x81, 0x00, 0xf0, 0x04, 0x00, 0x02, 0x00]],
  [['gcn1.0', 'gcn1.2', 'gcn1.4'], 'image_sample v[0:3], v4, s[8:15], s[16:19] dmask:0xf', [0x00, 0x0f, 0x80, 0xf0, 0x04, 0x00, 0x82, 0x00]],
  [['gcn1.2', 'gcn1.4'], 'image_load v0, v4, s[8:15] dmask:0x1 d16', [0x00, 0x01, 0x00, 0xf0, 0x04, 0x00, 0x02, 0x80]],
  [['gcn1.4'], 'image_gather4 v[0:1], v20, s[8:15], s[16:19] dmask:0x2 d16', [0x00, 0x02, 0x00, 0xf1, 0x14, 0x00, 0x82, 0x80]],
  [['gcn1.4'], 'image_load v[0:1], v20, s[8:15] dmask:0x7 d16', [0x00, 0x07, 0x00, 0xf0, 0x14, 0x00, 0x02, 0x80]],
  [['gcn1.2'], 'image_load v[0:2], v20, s[8:15] dmask:0x7 d16', [0x00, 0x07, 0x00, 0xf0, 0x14, 0x00, 0x02, 0x80]],
  [['gcn1.0'], 'image_atomic_cmpswap v[0:1], v20, s[8:15] dmask:0x3 unorm', [0x00, 0x13, 0x40, 0xf0, 0x14, 0x00, 0x02, 0x00]],
  [['gcn1.2'], 'image_atomic_cmpswap v[0:1], v20, s[8:15] dmask:0x3 unorm', [0x00, 0x13, 0x44, 0xf0, 0x14, 0x00, 0x02, 0x00]],
  [['gcn1.2'], 'image_atomic_add v[0:2], v20, s[8:15] dmask:0x3 tfe', [0x00, 0x03, 0x49, 0xf0, 0x14, 0x00, 0x02, 0x00]],
  [['gcn1.0'], 'image_atomic_fmin v0, v20, s[8:15] dmask:0x1 unorm', [0x00, 0x11, 0x78, 0xf0, 0x14, 0x00, 0x02, 0x00]],
  [['gcn1.2'], 'image_sample_d v[0:3], v[4:5], s[8:15], s[16:19] dmask:0xf', [0x00, 0x0f, 0x88, 0xf0, 0x04, 0x00, 0x82, 0x00]],
  [['gcn1.4'], 'image_gather4 v[0:4], v20, s[8:15], s[16:19] dmask:0x2 tfe', [0x00, 0x02, 0x01, 0xf1, 0x14, 0x00, 0x82, 0x00]],
];

test('encodings llvm-mc 19 gives, both ways', () => {
  for (const [gens, line, b] of KNOWN) {
    for (const g of gens) {
      assert.deepEqual(bytes(asm(g, line).words), b, `${g}: ${line}`);
      assert.equal(dis(g, b).text, line, `${g}: ${line}`);
    }
  }
});

test('llvm-mc prints the smallest vaddr, and accepts the other widths it has forms for', () => {
  const b = bytes(asm('gcn1.2', 'image_sample_d v[0:3], v[4:12], s[8:15], s[16:19] dmask:0xf').words);
  assert.equal(dis('gcn1.2', b).text, 'image_sample_d v[0:3], v[4:5], s[8:15], s[16:19] dmask:0xf');
  rejects('gcn1.2', 'image_sample_d v[0:3], v4, s[8:15], s[16:19] dmask:0xf', /vaddr of image_sample_d takes 2, 3, 4, 5, 6, 7, 8 or 9 registers, got 1/);
  rejects('gcn1.2', 'image_load v0, v[4:8], s[8:15] dmask:0x1', /takes 1, 2, 3 or 4 registers, got 5/);
  // image_sample_b_cl takes 2-5 and 8 (LLVM's register classes: no 6 or 7).
  assert.doesNotThrow(() => asm('gcn1.0', 'image_sample_b_cl v0, v[4:11], s[8:15], s[16:19] dmask:0x1'));
  rejects('gcn1.0', 'image_sample_b_cl v0, v[4:9], s[8:15], s[16:19] dmask:0x1', /takes 2, 3, 4, 5 or 8 registers/);
});

test('modifiers in any order (llvm-mc 19 wants them in printed order, CLRX any)', () => {
  const a = asm('gcn1.2', 'image_load v[0:4], v4, s[8:15] dmask:0xf unorm glc slc tfe lwe da').words;
  assert.deepEqual(asm('gcn1.2', 'image_load v[0:4], v4, s[8:15] da lwe tfe slc glc unorm dmask:15').words, a);
});

test('every random MIMG word prints as text that reassembles to it, or as .long', () => {
  for (const g of GENS) {
    const enc = isaFor(g).encodings.find((e) => e.table === MIMG);
    if (!enc?.byKey.some((d) => d)) continue; // gfx940: no MIMG
    const rng = makeRng(1234 + GENS.indexOf(g));
    let texts = 0;
    for (let i = 0; i < 3000; i++) {
      const ws = randomInstruction(enc, rng, 0.95, 0.7);
      const p = printDecoded(decode(g, ws, 0)!, ws, 0);
      if (p.problem !== undefined) { assert.match(p.text, /^\.long 0x/); continue; }
      texts++;
      assert.deepEqual(asm(g, p.text).words, ws.slice(0, 2), `${g}: ${p.text}`);
    }
    assert.ok(texts > 1000, `${g}: only ${texts} texts`);
  }
});

test('words llvm-mc decodes lossily print as .long with the reading', () => {
  const cases: [string, number[], RegExp][] = [
    // cmpswap with dmask 0x1: llvm-mc prints v[0:1], which it rejects ("image data size does not match").
    ['cmpswap dmask 0x1', [0x00, 0x11, 0x44, 0xf0, 0x14, 0x00, 0x02, 0x00], /image_atomic_cmpswap has no 1-register data form/],
    // four components from v254: past v255 (llvm-mc prints v254).
    ['v254 x4', [0x00, 0x0f, 0x00, 0xf0, 0x04, 0xfe, 0x02, 0x00], /runs past v255/],
    // bit 58 (reserved): llvm-mc ignores it.
    ['reserved bit 58', [0x00, 0x0f, 0x00, 0xf0, 0x04, 0x00, 0x02, 0x04], /rsv58_62 not expressible/],
    // a sampler on image_load: llvm-mc: invalid encoding.
    ['ssamp on a load', [0x00, 0x0f, 0x00, 0xf0, 0x04, 0x00, 0x82, 0x00], /ssamp not expressible/],
    // atomics take dmask 0x1, 0x3, 0xf; llvm-mc prints dmask:0x7 with one register.
    ['atomic dmask 0x7', [0x00, 0x17, 0x48, 0xf0, 0x14, 0x00, 0x02, 0x00], /invalid atomic image dmask/],
    // gather4 with two channels.
    ['gather4 dmask 0x3', [0x00, 0x13, 0x00, 0xf1, 0x14, 0x00, 0x82, 0x00], /only one bit must be set/],
  ];
  for (const [what, b, why] of cases) {
    const p = dis('gcn1.2', b);
    assert.match(p.text, /^\.long 0x/, what);
    assert.match(p.problem ?? '', why, what);
  }
  // d16 on an atomic (LLVM fixes the bit to 0 there).
  assert.match(dis('gcn1.4', [0x00, 0x13, 0x48, 0xf0, 0x14, 0x00, 0x02, 0x80]).text, /^\.long/);
});

test('assembler errors: register counts, alignment, modifiers of other GPUs, dmask', () => {
  const cases: [Gen, string, RegExp][] = [
    ['gcn1.2', 'image_load v[0:3], v4, s[8:15] dmask:0x7', /vdata \(dmask:0x7\) needs 3 registers, got 4/],
    ['gcn1.2', 'image_load v[0:3], v4, s[8:15] dmask:0xf tfe', /vdata \(dmask:0xf, tfe\) needs 5 registers, got 4/],
    ['gcn1.4', 'image_load v[0:3], v4, s[8:15] dmask:0xf d16', /vdata \(dmask:0xf, d16\) needs 2 registers, got 4/],
    ['gcn1.2', 'image_load v[0:1], v4, s[8:15] dmask:0xf d16', /needs 4 registers, got 2/],
    ['gcn1.0', 'image_load v0, v4, s[8:15] dmask:0x1 d16', /d16 exists on GCN 1.2\/1.4\//],
    ['gcn1.4', 'image_load v0, v4, s[8:15] dmask:0x1 r128', /r128 exists on GCN 1.0\/1.1\/1.2 only/],
    ['gcn1.2', 'image_load v0, v4, s[8:15] dmask:0x1 a16', /a16 exists on GCN 1.4\//],
    ['gcn1.2', 'image_load v0, v4, s[6:13] dmask:0x1', /alignment.*multiple of 4/],
    ['gcn1.2', 'image_load v0, v4, s[8:11] dmask:0x1', /srsrc \(image resource\) needs 8 registers, got 4/],
    ['gcn1.2', 'image_sample v0, v4, s[8:15], s[17:20] dmask:0x1', /alignment/],
    ['gcn1.2', 'image_sample v0, v4, s[8:15] dmask:0x1', /too few operands/],
    ['gcn1.2', 'image_load v0, v4, s[8:15], s[16:19] dmask:0x1', /unexpected operand/],
    ['gcn1.2', 'image_atomic_add v0, v4, s[8:15] dmask:0x2', /invalid atomic image dmask/],
    ['gcn1.2', 'image_atomic_add v0, v4, s[8:15]', /invalid atomic image dmask/],
    ['gcn1.2', 'image_atomic_add v[0:3], v4, s[8:15] dmask:0xf', /has no 4-register data form/],
    ['gcn1.2', 'image_gather4 v[0:3], v4, s[8:15], s[16:19] dmask:0x3', /only one bit must be set/],
    ['gcn1.2', 'image_load v0, v4, s[8:15] dmask:0x10', /dmask out of range/],
    ['gcn1.2', 'image_atomic_add v0, v4, s[8:15] dmask:0x1 d16', /does not take 'd16'/],
    ['gcn1.2', 'image_gather4h v[0:3], v4, s[8:15], s[16:19] dmask:0x1', /GCN 1.4/],
    ['gcn1.2', 'image_atomic_fmin v0, v4, s[8:15] dmask:0x1', /GCN 1.0/],
  ];
  for (const [g, line, why] of cases) rejects(g, line, why);
});

test('CLRX: a 4-register resource with r128 (a warning under llvm syntax)', () => {
  const a = asm('gcn1.0', 'image_load v0, v4, s[8:11] dmask:0x1 r128');
  assert.deepEqual(a.words, asm('gcn1.0', 'image_load v0, v4, s[8:15] dmask:0x1 r128').words);
  assert.match(a.warnings.map((w) => w.message).join('; '), /CLRX syntax/);
});

test('sim: an MIMG instruction is a located "not simulated yet" error', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gcnkit-mimg-'));
  try {
    const file = join(dir, 'p.s');
    writeFileSync(file, 's_nop 0\n  image_load v[0:3], v4, s[8:15] dmask:0xf\ns_endpgm\n');
    const r = gcnkit(['sim', '--mcpu', 'tonga', file]);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /p\.s:2:3: error: image_load: not simulated yet/);
    assert.doesNotMatch(r.stderr, /at .*\.js:\d+/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
