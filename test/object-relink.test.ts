// The object workflow with relocations survives edits (issue 25 item 3): `gcnkit dis calls.o`
// (clang-19 -c of scripts/kernels/calls.cl: a kernel calling a noinline function, a __constant
// table, a pointer table and a global), s_nop 0 lines inserted into the kernels and into the
// helper function (one inside its loop) and one padding line deleted, `gcnkit asm --filetype obj`
// (GCNKIT_FAST=check), `ld.lld-19 -shared`, then run: every kernel gives the CPU's results, as
// the unedited object does, because the calls, the table addresses and the sizes are relocations
// and expressions now, not numbers.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { objectDir } from '../scripts/object-compare.js';
import { readCodeObject, type CodeObject } from '../src/objects/code-object.js';
import { runKernel } from '../src/sim/index.js';
import { CASES, N, results } from './support/calls-cases.js';
import { gcnkit } from './support/cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'gcnkit-object-relink-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

const LLD = 'ld.lld-19';
const lldMissing = spawnSync(LLD, ['--version']).error ? `${LLD} is not installed` : undefined;

/** The listing with `s_nop 0` lines after `after` (the first line that equals it, from `from` on). */
function insertAfter(listing: string, after: string, n: number, from = ''): string {
  const start = listing.indexOf(from);
  const at = listing.indexOf(`\n${after}\n`, start);
  assert.ok(start >= 0 && at >= 0, `${after} is in the listing`);
  const end = at + after.length + 2;
  return listing.slice(0, end) + '\ts_nop 0\n'.repeat(n) + listing.slice(end);
}

for (const gpu of ['tahiti', 'gfx900']) {
  test(`${gpu}: calls.o listed, edited in the kernels and the helper, reassembled and linked by ld.lld, runs right`, { skip: lldMissing }, () => {
    const file = join(objectDir('hsa', gpu), 'calls.o');
    const listing = gcnkit(['dis', '-q', file]);
    assert.equal(listing.code, 0, listing.stderr);
    let edited = listing.stdout;
    edited = insertAfter(edited, 'poly:', 2);
    // Inside poly's loop: the backward branch's label moves with it.
    edited = insertAfter(edited, '.Ltext_14:', 1, '\npoly:\n');
    edited = insertAfter(edited, 'call_poly:', 3);
    edited = insertAfter(edited, '\ts_swappc_b64 s[30:31], s[4:5]', 1);
    edited = insertAfter(edited, 'lookup:', 2);
    edited = insertAfter(edited, 'parity:', 1);
    // One of the s_nop 0 that pad call_poly to lookup's 256-byte alignment, deleted.
    const pad = edited.indexOf('\n\ts_nop 0\n', edited.indexOf('\n.Lfunc_end1:\n'));
    assert.ok(pad > 0);
    edited = edited.slice(0, pad) + edited.slice(pad + '\n\ts_nop 0'.length);
    assert.notEqual(edited, listing.stdout);
    const s = join(tmp, `calls-${gpu}.s`);
    const o = join(tmp, `calls-${gpu}.o`);
    const so = join(tmp, `calls-${gpu}.so`);
    writeFileSync(s, edited);
    const a = gcnkit(['asm', '--filetype', 'obj', s, '-o', o], undefined, { ...process.env, GCNKIT_FAST: 'check' });
    assert.equal(a.code, 0, a.stderr);
    const before = readCodeObject(new Uint8Array(readFileSync(file)));
    const obj = readCodeObject(new Uint8Array(readFileSync(o)));
    const size = (x: CodeObject, name: string): number => x.elf.symbols.find((y) => y.name === name)!.size;
    assert.equal(size(obj, 'poly'), size(before, 'poly') + 12);
    assert.equal(size(obj, 'call_poly'), size(before, 'call_poly') + 16);
    const l = spawnSync(LLD, ['-shared', o, '-o', so], { encoding: 'utf8' });
    assert.equal(l.status, 0, l.stderr);
    const linked = new Uint8Array(readFileSync(so));
    const want = CASES.map((c) => c.want);
    assert.deepEqual(results(linked), want);
    assert.deepEqual(results(new Uint8Array(readFileSync(join(objectDir('hsa', gpu), 'calls.so')))), want, 'the unedited link');
    // The edited relocatable object runs the same (gcnkit places and relocates its sections).
    assert.deepEqual(results(obj), want);
  });
}

test('got.o (default-visibility globals reached through the GOT: @gotpcrel32): edited, relinked, runs right', { skip: lldMissing }, () => {
  for (const gpu of ['tahiti', 'gfx900']) {
    const listing = gcnkit(['dis', '-q', join(objectDir('hsa', gpu), 'got.o')]);
    assert.equal(listing.code, 0, listing.stderr);
    assert.match(listing.stdout, /\n\ts_add_u32 s0, s0, bias@gotpcrel32@lo\+4\n\ts_addc_u32 s1, s1, bias@gotpcrel32@hi\+12\n/);
    const s = join(tmp, `got-${gpu}.s`);
    const o = join(tmp, `got-${gpu}.o`);
    const so = join(tmp, `got-${gpu}.so`);
    writeFileSync(s, insertAfter(listing.stdout, 'got:', 2));
    const a = gcnkit(['asm', '--filetype', 'obj', s, '-o', o], undefined, { ...process.env, GCNKIT_FAST: 'check' });
    assert.equal(a.code, 0, a.stderr);
    const l = spawnSync(LLD, ['-shared', o, '-o', so], { encoding: 'utf8' });
    assert.equal(l.status, 0, l.stderr);
    // scripts/kernels/got.cl: out[i] = STEP[in[i] & 3] * bias + i, STEP = {1, 2, 3, 4}, bias = 7.
    const input = Array.from({ length: N }, (_, i) => (i * 5 + 1) % 11);
    const r = runKernel(new Uint8Array(readFileSync(so)), 'got', { grid: [N], block: [32] }, [{ buffer: 'uint', data: input }, { buffer: 'uint', data: new Array(N).fill(0) }, { scalar: 'uint', value: N }]);
    const out = r.buffers.find((b) => b.arg === 1)!.bytes;
    assert.deepEqual(Array.from(new Uint32Array(out.buffer.slice(out.byteOffset, out.byteOffset + out.length))), input.map((v, i) => [1, 2, 3, 4][v & 3] * 7 + i), gpu);
  }
});
