// runKernel({ trace: true }) and `gcnkit run --trace`: every executed instruction of every wave,
// with what it wrote.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { objectDir } from '../scripts/object-compare.js';
import { runKernel } from '../src/sim/index.js';
import { gcnkit } from './support/cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'gcnkit-run-trace-'));
after(() => rmSync(tmp, { recursive: true, force: true }));
const objectFile = (gpu: string, name: string): string => join(objectDir('hsa', gpu), `${name}.o`);

test('trace of a 4-wave workgroup: every instruction, waves switching at s_barrier, writes of registers, LDS and memory', () => {
  const x = Array.from({ length: 256 }, (_, i) => i % 17);
  const args = [{ buffer: 'float', data: x }, { buffer: 'float', data: [0] }, { scalar: 'uint', value: 256 }];
  const o = new Uint8Array(readFileSync(objectFile('tonga', 'reduce')));
  const r = runKernel(o, 'reduce_sum', { grid: [256], block: [256] }, args, { trace: true });
  const plain = runKernel(o, 'reduce_sum', { grid: [256], block: [256] }, args);
  assert.equal(plain.trace, undefined);
  assert.deepEqual(r.buffers.map((b) => b.hex), plain.buffers.map((b) => b.hex), 'tracing does not change the results');
  const t = r.trace!;
  assert.equal(t.length, r.instructions);
  assert.deepEqual(t[0], { workgroup: [0, 0, 0], wave: 0, pc: 0, text: t[0].text, writes: [] });
  assert.match(t[0].text, /^s_load_dword/);
  assert.deepEqual([...new Set(t.map((e) => e.wave))], [0, 1, 2, 3]);
  // A wave runs until its s_barrier, then the next one takes over.
  for (let i = 1; i < t.length; i++) {
    if (t[i].wave !== t[i - 1].wave) assert.match(t[i - 1].text, /^(s_barrier|s_endpgm)$/, `switch after entry ${i - 1}`);
  }
  const lds = t.filter((e) => e.writes.some((w) => w.startsWith('lds[')));
  assert.ok(lds.every((e) => /^ds_write|^ds_store/.test(e.text)) && lds.length >= 4, 'LDS writes on the DS stores');
  const store = t.filter((e) => e.writes.some((w) => w.startsWith('mem[')));
  assert.equal(store.length, 1, 'one wave stores the partial sum');
  const sumBits = new Uint32Array(new Float32Array([x.reduce((a, b) => a + b)]).buffer)[0];
  assert.deepEqual(store[0].writes, [`mem[0x110000]=0x${sumBits.toString(16)}`]);
  assert.ok(t.some((e) => e.writes.some((w) => /^v\d+\{0:0x[0-9a-f]+ 1:0x[0-9a-f]+ 2:0x[0-9a-f]+ 3:0x[0-9a-f]+ \.\.\.60 more lanes\}$/.test(w))), 'VGPR writes compactly');
  assert.ok(t.every((e) => Number.isInteger(e.pc) && e.pc % 4 === 0));
});

test('gcnkit run --trace prints one line per instruction before the summary; with --json a "trace" list', () => {
  const argsFile = join(tmp, 'args.json');
  writeFileSync(argsFile, JSON.stringify([{ buffer: 'float', data: [1, 2, 3] }, { buffer: 'float', data: [10, 20, 30] }, { buffer: 'float', data: [0, 0, 0] }, { scalar: 'uint', value: 3 }]));
  const o = objectFile('gfx900', 'vadd');
  const text = gcnkit(['run', o, '--kernel', 'vadd', '--grid', '3', '--block', '64', '--args', argsFile, '--trace']);
  assert.equal(text.code, 0, text.stderr);
  const lines = text.stdout.split('\n');
  assert.match(lines[0], /^wg 0,0,0 wave 0 0x0000: s_load_dword s\d+, s\[4:5\], 0x4$/);
  assert.ok(lines.some((l) => /^wg 0,0,0 wave 0 0x[0-9a-f]{4}: global_store_dword .*  ; mem\[0x120000\]=0x41300000, mem\[0x120004\]=0x41b00000, mem\[0x120008\]=0x42040000$/.test(l)), text.stdout);
  assert.match(text.stdout, /\nran vadd: 1 workgroup, 1 wave, (\d+) instructions; hazards: none\n/);
  const n = Number(/(\d+) instructions/.exec(text.stdout)![1]);
  assert.equal(lines.filter((l) => l.startsWith('wg ')).length, n);
  const json = gcnkit(['run', o, '--kernel', 'vadd', '--grid', '3', '--block', '64', '--args', argsFile, '--trace', '--json']);
  const j = JSON.parse(json.stdout) as { instructions: number; trace: { workgroup: number[]; wave: number; pc: number; text: string; writes: string[] }[] };
  assert.equal(j.trace.length, j.instructions);
  assert.equal(j.trace.at(-1)!.text, 's_endpgm');
  assert.deepEqual(Object.keys(j.trace[0]), ['workgroup', 'wave', 'pc', 'text', 'writes']);
  const noTrace = JSON.parse(gcnkit(['run', o, '--kernel', 'vadd', '--grid', '3', '--block', '64', '--args', argsFile, '--json']).stdout) as object;
  assert.ok(!('trace' in noTrace));
});
