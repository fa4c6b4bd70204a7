// The object workflow survives edits (issue 25 item 3): `gcnkit dis K.o` writes each function's
// size as `.size NAME, .Lfunc_endN-NAME` (the builder evaluates it at the end of the file) and its
// real alignment, so instructions inserted into a listing are counted and nothing moves that need
// not. Reassembled through the CLI (GCNKIT_FAST=check: the fast path must agree) and run.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { objectDir } from '../scripts/object-compare.js';
import { readCodeObject, type CodeObject } from '../src/objects/code-object.js';
import { listObject } from '../src/objects/listing.js';
import { runKernel } from '../src/sim/index.js';
import { gcnkit } from './support/cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'gcnkit-object-edits-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

const CHECK = { ...process.env, GCNKIT_FAST: 'check' };

/** gcnkit asm --filetype obj of `source` (with GCNKIT_FAST=check), read back. */
function assemble(source: string, name: string): CodeObject {
  const s = join(tmp, `${name}.s`);
  const o = join(tmp, `${name}.o`);
  writeFileSync(s, source);
  const r = gcnkit(['asm', '--filetype', 'obj', s, '-o', o], undefined, CHECK);
  assert.equal(r.code, 0, r.stderr);
  return readCodeObject(new Uint8Array(readFileSync(o)));
}

const symbol = (obj: CodeObject, name: string) => obj.elf.symbols.find((s) => s.name === name)!;

for (const gpu of ['tahiti', 'gfx900']) {
  test(`${gpu}: three s_nop 0 inserted into saxpy's listing: its .size grows by 12 and it still stores every result`, () => {
    const file = join(objectDir('hsa', gpu), 'vadd.o');
    const listing = gcnkit(['dis', '-q', file]);
    assert.equal(listing.code, 0, listing.stderr);
    assert.match(listing.stdout, /\t\.size\tsaxpy, \.Lfunc_end\d+-saxpy\n/);
    const edited = listing.stdout.replace(/\nsaxpy:\n/, '\nsaxpy:\n\ts_nop 0\n\ts_nop 0\n\ts_nop 0\n');
    assert.notEqual(edited, listing.stdout);
    const before = readCodeObject(new Uint8Array(readFileSync(file)));
    const after = assemble(edited, `saxpy-${gpu}`);
    assert.equal(symbol(after, 'saxpy').size, symbol(before, 'saxpy').size + 12);
    assert.equal(symbol(after, 'vadd').size, symbol(before, 'vadd').size, 'vadd is not edited');
    const n = 100;
    const x = Array.from({ length: n }, (_, i) => i - 50);
    const r = runKernel(after, 'saxpy', { grid: [n], block: [64] }, [{ scalar: 'float', value: 2 }, { buffer: 'float', data: x }, { buffer: 'float', data: new Array(n).fill(1) }, { scalar: 'uint', value: n }]);
    const out = r.buffers.find((b) => b.arg === 2)!.bytes;
    assert.deepEqual(Array.from(new Float32Array(out.buffer.slice(out.byteOffset, out.byteOffset + out.length))), x.map((v) => 2 * v + 1));
  });
}

test('a helper function keeps its 4-byte alignment through dis and asm; after an edit before it, it moves by the edit only', () => {
  // llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj of this source puts f2 at .text+0x8 (.p2align 2).
  const source = [
    '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"', '\t.text',
    '\t.globl\tf1', '\t.p2align\t8', '\t.type\tf1,@function', 'f1:', '\ts_mov_b32 s0, 1', '\ts_setpc_b64 s[30:31]', '.Lf1_end:', '\t.size\tf1, .Lf1_end-f1',
    '\t.globl\tf2', '\t.p2align\t2', '\t.type\tf2,@function', 'f2:', '\ts_mov_b32 s0, 2', '\ts_setpc_b64 s[30:31]', '.Lf2_end:', '\t.size\tf2, .Lf2_end-f2', '',
  ].join('\n');
  const obj = assemble(source, 'two');
  assert.equal(symbol(obj, 'f2').value, 8);
  const o = join(tmp, 'two.o');
  const listing = gcnkit(['dis', '-q', o]);
  assert.equal(listing.code, 0, listing.stderr);
  assert.match(listing.stdout, /\t\.p2align\t8\n\t\.size\tf1, \.Lfunc_end0-f1\nf1:\n/);
  assert.match(listing.stdout, /\t\.p2align\t2\n\t\.size\tf2, \.Lfunc_end1-f2\nf2:\n/);
  const again = assemble(listing.stdout, 'two-again');
  assert.deepEqual(again.text!.data, obj.text!.data);
  const edited = assemble(listing.stdout.replace('\nf1:\n', '\nf1:\n\ts_nop 0\n'), 'two-edited');
  assert.equal(symbol(edited, 'f2').value, 12);
  assert.equal(edited.text!.size, 20);
  assert.equal(symbol(edited, 'f1').size, 12);
});

/** Each function's .p2align exponent in a listing (clang -S or gcnkit dis), by name. */
function functionAligns(listing: string): Map<string, string> {
  const fns = new Set([...listing.matchAll(/^\t\.type\t([^,\s]+),@function/gm)].map((m) => m[1]));
  const out = new Map<string, string>();
  let p = '';
  for (const line of listing.split('\n')) {
    const a = /^\t\.p2align\t(\d+)/.exec(line);
    if (a) p = a[1];
    const l = /^([A-Za-z_][\w.]*):/.exec(line);
    if (l && fns.has(l[1])) out.set(l[1], p);
  }
  return out;
}

test("every function of every clang-19 object is listed with clang -S's .p2align (a helper before the kernel too)", () => {
  let n = 0;
  for (const cpu of ['tahiti', 'bonaire', 'tonga', 'gfx900', 'gfx906']) {
    const dir = objectDir('hsa', cpu);
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.s') && existsSync(join(dir, x.replace(/\.s$/, '.o'))))) {
      const obj = readCodeObject(new Uint8Array(readFileSync(join(dir, f.replace(/\.s$/, '.o')))));
      const lines: string[] = [];
      listObject(obj, {}, (l) => lines.push(l), () => {});
      const want = functionAligns(readFileSync(join(dir, f), 'utf8'));
      assert.deepEqual(functionAligns(lines.join('\n')), want, `${cpu}/${f}`);
      n += want.size;
    }
  }
  assert.ok(n > 100, `${n} functions`);
});
