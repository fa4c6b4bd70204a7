// gcnkit asm --show-encoding (and plain gcnkit asm) of clang's -S output: the object directives
// --filetype obj takes are taken (the object's directive reader is the listing's sink), and the
// instructions' encodings are llvm-mc 19's -show-encoding ones (test/objects/listings.txt, made by
// scripts/gen-listings.ts; bytes llvm-mc leaves to a fixup are compared as 00).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { Assembler, type Diagnostic } from '../src/asm/assembler.js';
import { resolveGpu } from '../src/isa/targets.js';
import { ObjectBuilder } from '../src/objects/builder.js';
import { assembleObject } from '../src/objects/assemble.js';
import { listingDigest } from '../scripts/gen-listings.js';
import { gcnkit } from './support/cli.js';

const DIR = join(fileURLToPath(new URL('../../', import.meta.url)), 'test/objects');
const REFS = readFileSync(join(DIR, 'listings.txt'), 'utf8').split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split(' '));

/** The instructions' encodings of a listing of `src` as gcnkit asm --show-encoding makes it, and its errors. */
function listing(src: string, gpu: string): { encodings: number[][]; errors: string[] } {
  const encodings: number[][] = [];
  const errors: string[] = [];
  const asm = new Assembler({ gen: resolveGpu(gpu), gpu, sink: new ObjectBuilder(gpu) }, (e) => { if (e.kind === 'inst') encodings.push(e.bytes); }, (d: Diagnostic) => { if (d.kind === 'error') errors.push(`${d.line}:${d.col}: ${d.message}`); });
  for (const l of src.split('\n')) asm.line(l);
  asm.end();
  return { encodings, errors };
}

test("every clang -S file of test/objects is listed with llvm-mc 19's encodings, or with the errors --filetype obj gives", () => {
  assert.ok(REFS.length >= 100);
  let listed = 0;
  for (const [rel, count, digest, fixups] of REFS) {
    const gpu = rel.split('/')[1];
    const src = readFileSync(join(DIR, rel), 'utf8');
    const l = listing(src, gpu);
    if (l.errors.length) {
      // What the object path rejects too (calls.s: relocation operands, not assembled yet).
      const obj = assembleObject(src, gpu).diagnostics.filter((d) => d.kind === 'error').map((d) => `${d.line}:${d.col}: ${d.message}`);
      assert.deepEqual(l.errors, obj, rel);
      continue;
    }
    for (const f of fixups === '-' ? [] : fixups.split(',')) {
      const [k, bytes] = f.split(':');
      for (const b of bytes.split('.')) l.encodings[Number(k)][Number(b)] = 0;
    }
    assert.equal(l.encodings.length, Number(count), rel);
    assert.equal(listingDigest(l.encodings), digest, rel);
    listed++;
  }
  assert.ok(listed >= 100, `${listed} files listed`);
});

test('gcnkit asm --show-encoding and plain gcnkit asm take clang -S output: exit 0, llvm-mc 19 encodings', () => {
  const file = join(DIR, 'hsa/gfx900/vadd.s');
  const enc = gcnkit(['asm', '--mcpu', 'gfx900', '--show-encoding', file]);
  assert.equal(enc.stderr, '');
  assert.equal(enc.code, 0);
  // llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding test/objects/hsa/gfx900/vadd.s: s_endpgm ; encoding: [0x00,0x00,0x81,0xbf]
  assert.match(enc.stdout, /\ts_endpgm\s+; encoding: \[0x00,0x00,0x81,0xbf\]/);
  assert.match(enc.stdout, /\t\.amdhsa_kernel vadd/);
  const plain = gcnkit(['asm', '--mcpu', 'gfx900', file]);
  assert.equal(plain.stderr, '');
  assert.equal(plain.code, 0);
  assert.doesNotMatch(plain.stdout + plain.stderr, /need --filetype obj/);
});
