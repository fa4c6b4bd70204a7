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
import { editedObject } from './support/edited-object.js';

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
  assert.match(lines[0], /^wg 0,0,0 wave 0 0x000000: s_load_dword s\d+, s\[4:5\], 0x4$/);
  assert.ok(lines.some((l) => /^wg 0,0,0 wave 0 0x[0-9a-f]{6}: global_store_dword .*  ; mem\[0x120000\]=0x41300000, mem\[0x120004\]=0x41b00000, mem\[0x120008\]=0x42040000$/.test(l)), text.stdout);
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

/** `gcnkit dis --json` of an object: its instructions' .text offsets and text. */
function listed(file: string): Map<number, string> {
  const j = JSON.parse(gcnkit(['dis', file, '--json']).stdout) as { kernels: { instructions: { offset: number; text: string }[] }[] };
  return new Map(j.kernels.flatMap((k) => k.instructions.map((i) => [i.offset, i.text] as [number, string])));
}

test('run --trace and hazards give .text offsets as gcnkit dis lists them (saxpy is the second kernel, at 0x100)', () => {
  const o = objectFile('tonga', 'vadd');
  const args = [{ scalar: 'float', value: 2 }, { buffer: 'float', data: [1, 2] }, { buffer: 'float', data: [3, 4] }, { scalar: 'uint', value: 2 }];
  const argsFile = join(tmp, 'saxpy.json');
  writeFileSync(argsFile, JSON.stringify(args));
  const dis = listed(o);
  const r = runKernel(new Uint8Array(readFileSync(o)), 'saxpy', { grid: [64], block: [64] }, args, { trace: true });
  assert.equal(r.trace![0].pc, 0x100);
  for (const e of r.trace!) assert.equal(dis.get(e.pc), e.text, `offset ${e.pc}`);
  const text = gcnkit(['run', o, '--kernel', 'saxpy', '--grid', '64', '--block', '64', '--args', argsFile, '--trace']);
  assert.match(text.stdout.split('\n')[0], /^wg 0,0,0 wave 0 0x000100: s_load_dword s1, s\[4:5\], 0x4$/);

  // saxpy with an s_nop (same size) for its s_waitcnt vmcnt(0) lgkmcnt(0): v_mac_f32 reads s0 and v0, v1 too early.
  const bad = join(tmp, 'saxpy-nowait.o');
  writeFileSync(bad, editedObject('tonga', 'vadd', /(v_addc_u32_e32 v1, vcc, v4, v1, vcc[\s\S]*?)s_waitcnt vmcnt\(0\) lgkmcnt\(0\)/, '$1s_nop 0'));
  const at = [...listed(bad)].find(([, t]) => t.startsWith('v_mac_f32'))![0];
  const h = runKernel(new Uint8Array(readFileSync(bad)), 'saxpy', { grid: [64], block: [64] }, args).hazards;
  assert.ok(h.length >= 2 && h.every((x) => x.offset === at), JSON.stringify(h));
  // the in-flight op is named by its offset too (binary code has no source lines)
  assert.match(h.map((x) => x.message).join('\n'), /s_load_dword \(0x000178\)/);
  const out = gcnkit(['run', bad, '--kernel', 'saxpy', '--grid', '64', '--block', '64', '--args', argsFile]).stdout;
  assert.match(out, new RegExp(`^  0x000${at.toString(16)} \\(instruction \\d+\\): s0: reads s0 before the result of s_load_dword \\(0x000178\\)`, 'm'));
});
