// gcnkit run's checks (docs/sim.md P105): registers past the descriptor's allocation and bytes
// past a buffer are warned about, once per instruction offset, with a count; progress on a
// terminal; Ctrl-C stops between workgroups with a summary and exit 130.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { objectDir } from '../scripts/object-compare.js';
import { Progress } from '../src/cli/run-progress.js';
import { runKernel, type KernelArg } from '../src/sim/index.js';
import { BIN, gcnkit } from './support/cli.js';
import { editedObject } from './support/edited-object.js';

const tmp = mkdtempSync(join(tmpdir(), 'gcnkit-run-checks-'));
after(() => rmSync(tmp, { recursive: true, force: true }));
const vaddArgs = (n: number): KernelArg[] => [{ buffer: 'float', data: [1, 2] }, { buffer: 'float', data: [3, 4] }, { buffer: 'float', data: [0, 0] }, { scalar: 'uint', value: n }];
const vadd = (gpu: string): string => join(objectDir('hsa', gpu), 'vadd.o');

test('gfx900: registers past .amdhsa_next_free_vgpr / _sgpr: one warning per instruction offset, counted over waves', () => {
  const o = editedObject('gfx900', 'vadd', /amdhsa_next_free_vgpr 8\n([\s\S]*?)amdhsa_next_free_sgpr 16/, 'amdhsa_next_free_vgpr 4\n$1amdhsa_next_free_sgpr 8');
  const r = runKernel(o, 'vadd', { grid: [128], block: [64] }, vaddArgs(2));
  assert.deepEqual(r.warnings.map((w) => [w.offset, w.text, w.count]), [
    [0x14, 'v_mov_b32_e32 v2, s8', 2], // both waves; the workgroup ID SGPR is past s0..s7
    [0x64, 'v_mov_b32_e32 v5, s1', 1], // only wave 0 has work-items below n
    [0x68, 'v_add_co_u32_e32 v4, vcc, s0, v0', 1],
    [0x6c, 'v_addc_co_u32_e32 v5, vcc, v5, v1, vcc', 1],
    [0x70, 'global_load_dword v6, v[4:5], off', 1],
    [0x78, 'global_load_dword v7, v[2:3], off', 1],
    [0x90, 'v_add_f32_e32 v2, v6, v7', 1],
  ]);
  assert.match(r.warnings[0].message, /^uses s8: the kernel descriptor allocates 8 SGPRs/);
  assert.match(r.warnings[1].message, /^uses v5: the kernel descriptor allocates 4 VGPRs \(v0\.\.v3\)$/);
  // it still runs (warn and continue)
  assert.deepEqual([...new Float32Array(r.buffers[2].bytes.buffer.slice(0))], [4, 6]);
  // the unedited object: no warnings
  assert.deepEqual(runKernel(new Uint8Array(readFileSync(vadd('gfx900'))), 'vadd', { grid: [128], block: [64] }, vaddArgs(2)).warnings, []);
});

for (const gpu of ['tahiti', 'bonaire', 'tonga', 'gfx900']) {
  test(`${gpu}: loads and stores past a buffer's bytes (n = 64, 2 floats given) are warned about, at their offsets; the run goes on`, () => {
    const o = new Uint8Array(readFileSync(vadd(gpu)));
    const r = runKernel(o, 'vadd', { grid: [64], block: [64] }, vaddArgs(64));
    const dis = JSON.parse(gcnkit(['dis', vadd(gpu), '--json']).stdout) as { kernels: { instructions: { offset: number; text: string }[] }[] };
    const listed = new Map(dis.kernels[0].instructions.map((i) => [i.offset, i.text]));
    assert.deepEqual(r.warnings.map((w) => w.message), [
      'reads byte 8 of buffer argument 0, which has 8 bytes (address 0x100008)',
      'reads byte 8 of buffer argument 1, which has 8 bytes (address 0x110008)',
      'writes byte 8 of buffer argument 2, which has 8 bytes (address 0x120008)',
    ]);
    for (const w of r.warnings) assert.equal(listed.get(w.offset), w.text);
    assert.ok(/load/.test(r.warnings[0].text) && /store/.test(r.warnings[2].text));
    assert.deepEqual([...new Float32Array(r.buffers[2].bytes.buffer.slice(0))], [4, 6]);
  });
}

test('gcnkit run: warnings are located on stderr with the offset and the instruction, then a count; --json lists them; exit 0', () => {
  const argsFile = join(tmp, 'oob.json');
  writeFileSync(argsFile, JSON.stringify(vaddArgs(64)));
  const r = gcnkit(['run', vadd('gfx900'), '--kernel', 'vadd', '--grid', '128', '--block', '64', '--args', argsFile]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stderr, /vadd\.o\(vadd\):\d+:1: warning: 0x000070: reads byte 8 of buffer argument 0, which has 8 bytes \(address 0x100008\)\nglobal_load_dword v6, v\[4:5\], off\n\^\n/);
  assert.match(r.stderr, /\ngcnkit run: 3 warnings \(3 times in all\)/);
  assert.doesNotMatch(r.stderr, /\r|\x1b/); // no progress line when stderr is not a terminal
  const j = JSON.parse(gcnkit(['run', vadd('gfx900'), '--kernel', 'vadd', '--grid', '128', '--block', '64', '--args', argsFile, '--json']).stdout) as { warnings: { offset: number; count: number }[] };
  assert.deepEqual(j.warnings.map((w) => [w.offset, w.count]), [[0x70, 1], [0x78, 1], [0x94, 1]]);
});

test('progress: nothing before `every` ms, then at most one redraw per `every` ms, erased at the end', () => {
  let now = 1000;
  let out = '' as string;
  const p = new Progress({ write: (s: string) => { out += s; } }, 'vadd', () => now, 100);
  p.update(1, 10);
  assert.equal(out, '');
  now += 100;
  p.update(2, 10);
  now += 50;
  p.update(3, 10);
  now += 60;
  p.update(4, 10);
  assert.equal(out, '\r\x1b[Kvadd: 2/10 workgroups\r\x1b[Kvadd: 4/10 workgroups');
  p.clear();
  assert.ok(String(out).endsWith('workgroups\r\x1b[K'));
  const q = new Progress({ write: () => assert.fail('a short run draws nothing') }, 'x', () => 0);
  q.update(1, 1);
  q.clear();
});

test('gcnkit run: Ctrl-C (SIGINT) stops between workgroups: a summary of what ran, exit 130, no stack trace', async () => {
  const argsFile = join(tmp, 'long.json');
  writeFileSync(argsFile, JSON.stringify(vaddArgs(2)));
  const p = spawn(BIN, ['run', vadd('gfx900'), '--kernel', 'vadd', '--grid', String(64 * 1_000_000), '--block', '64', '--args', argsFile]);
  let stdout = '';
  let stderr = '';
  p.stdout.on('data', (d: Buffer) => { stdout += d.toString(); });
  p.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
  setTimeout(() => p.kill('SIGINT'), 1500);
  const code = await new Promise<number | null>((resolve) => p.on('close', resolve));
  assert.equal(code, 130, stderr);
  assert.match(stderr, /^gcnkit run: interrupted after \d+ of 1000000 workgroups \(\d+ waves, \d+ instructions; hazards: none; warnings: none\); no buffers printed\n$/);
  assert.equal(stdout, '');
});
