// The start-up snapshots of `gcnkit dis` (scripts/snapshot.ts, made by npm test's bundle step):
// used when they fit, through npm's symlink and from any directory; never when older than the
// code or made by another Node; the same output as a plain run.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENS, GEN_INFO } from '../src/isa/gens.js';
import { BIN } from './support/cli.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SNAP = ROOT + 'dist/snapshot/';
const tmp = mkdtempSync(join(tmpdir(), 'gcnkit-snap-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

interface Run { code: number | null; stdout: string; stderr: string }
/** Run `bin` as a program with the launcher's trace on (its first stderr line: which way it ran). */
function traced(bin: string, args: readonly string[], opts: { env?: NodeJS.ProcessEnv; cwd?: string; input?: string } = {}): Run {
  const p = spawnSync(bin, args, { encoding: 'utf8', cwd: opts.cwd, input: opts.input, env: { ...process.env, GCNKIT_LAUNCH_TRACE: '1', ...opts.env } });
  return { code: p.status, stdout: p.stdout, stderr: p.stderr };
}
const plain = (args: readonly string[], input?: string): Run => {
  const p = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', input });
  return { code: p.status, stdout: p.stdout, stderr: p.stderr };
};

test('the build made a snapshot per generation and the launcher', () => {
  const code = statSync(ROOT + 'dist/src/cli/main.js').mtimeMs;
  for (const g of GENS) {
    const blob = `${SNAP}dis-${g}.blob`;
    assert.ok(existsSync(blob) && statSync(blob).mtimeMs > code, `dist/snapshot/dis-${g}.blob newer than tsc's output (npm test's bundle step makes it)`);
  }
  assert.ok(existsSync(SNAP + 'launch.sh'));
});

test('gcnkit dis runs from its GPU\'s snapshot, with the output of a plain run', () => {
  for (const g of GENS) {
    const cpu = GEN_INFO[g].llvmCpu;
    const file = `${ROOT}examples/${cpu}.bin`;
    const r = traced(BIN, ['dis', '--mcpu', cpu, file]);
    assert.equal(r.stderr, `gcnkit: snapshot ${SNAP}dis-${g}.blob\n`, cpu);
    assert.equal(r.code, 0);
    const p = plain(['dis', '--mcpu', cpu, file]);
    assert.ok(p.stdout.length > 100);
    assert.equal(r.stdout, p.stdout, cpu);
  }
  // Hex input, errors and their exit code, as a plain run.
  const hex = traced(BIN, ['dis', '--arch=gcn1.2', '--hex', '--show-encoding'], { input: 'c0020141 00000003 bf8c0070 zz' });
  assert.match(hex.stderr, /^gcnkit: snapshot .*dis-gcn1\.2\.blob\n/);
  const want = plain(['dis', '--arch=gcn1.2', '--hex', '--show-encoding'], 'c0020141 00000003 bf8c0070 zz');
  assert.equal(hex.code, want.code);
  assert.equal(hex.stdout, want.stdout);
  assert.equal(hex.stderr.replace(/^.*\n/, ''), want.stderr);
  // A code object: its metadata reader (MessagePack, a package the snapshot leaves outside) loads at run time.
  const obj = `${ROOT}test/objects/hsa/tonga/vadd.o`;
  const elf = traced(BIN, ['dis', '--mcpu', 'tonga', obj]);
  assert.match(elf.stderr, /^gcnkit: snapshot .*dis-gcn1\.2\.blob\n/);
  assert.match(elf.stdout, /\n\t\.amdgpu_metadata\n---\namdhsa\.kernels:\n/);
  assert.equal(elf.stdout, plain(['dis', '--mcpu', 'tonga', obj]).stdout);
  // Another GPU's snapshot: the code is all there; only the tables are built at run time.
  const other = traced(BIN, ['dis', '--arch', 'gcn1.0', '--mcpu', 'gfx900', `${ROOT}examples/gfx900.bin`]);
  assert.match(other.stderr, /dis-gcn1\.4\.blob/);
  assert.equal(other.stdout, plain(['dis', '--mcpu', 'gfx900', `${ROOT}examples/gfx900.bin`]).stdout);
});

test('through a symlink (npm\'s node_modules/.bin) from another directory', () => {
  const dir = join(tmp, 'node_modules', '.bin');
  mkdirSync(dir, { recursive: true });
  symlinkSync(BIN, join(dir, 'gcnkit'));
  const r = traced(join(dir, 'gcnkit'), ['dis', '-mcpu=tonga', 'tonga.bin'], { cwd: ROOT + 'examples' });
  assert.equal(r.stderr, `gcnkit: snapshot ${SNAP}dis-gcn1.2.blob\n`);
  assert.equal(r.stdout, plain(['dis', '--mcpu', 'tonga', `${ROOT}examples/tonga.bin`]).stdout);
});

test('a plain run for other commands, unknown GPU names, NODE_OPTIONS (V8 refuses a snapshot under other flags), another node on the PATH', () => {
  const file = `${ROOT}examples/tahiti.bin`;
  assert.equal(traced(BIN, ['dis', file], {}).stderr.split('\n')[0], 'gcnkit: plain');
  assert.equal(traced(BIN, ['dis', '--mcpu', 'Tahiti', file]).stderr, 'gcnkit: plain\n');
  const opts = traced(BIN, ['dis', '--mcpu', 'tahiti', file], { env: { NODE_OPTIONS: '--max-old-space-size=100' } });
  assert.equal(opts.stderr, 'gcnkit: plain\n');
  assert.equal(opts.stdout, plain(['dis', '--mcpu', 'tahiti', file]).stdout);
  // `node` on the PATH another binary than the one that made the snapshot (here a script running it).
  const fake = join(tmp, 'fakebin');
  mkdirSync(fake);
  writeFileSync(join(fake, 'node'), `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} "$@"\n`, { mode: 0o755 });
  const other = traced(BIN, ['dis', '--mcpu', 'tahiti', file], { env: { PATH: `${fake}:${process.env.PATH ?? ''}` } });
  assert.equal(other.stderr, 'gcnkit: plain\n');
  assert.equal(other.stdout, opts.stdout);
  const asm = traced(BIN, ['asm', '--mcpu', 'tahiti', `${ROOT}examples/tahiti.s`, '-o', join(tmp, 'a.bin')]);
  assert.equal(asm.stderr, 'gcnkit: plain\n');
  assert.deepEqual(readFileSync(join(tmp, 'a.bin')), readFileSync(file));
});

test('never a snapshot older than the code, or made by another Node binary', () => {
  // A package of its own: bin/gcnkit.js, the launcher and a snapshot, and tsc's main.js whose time is set.
  const pkg = join(tmp, 'pkg');
  mkdirSync(join(pkg, 'bin'), { recursive: true });
  mkdirSync(join(pkg, 'dist', 'snapshot'), { recursive: true });
  mkdirSync(join(pkg, 'dist', 'src', 'cli'), { recursive: true });
  copyFileSync(BIN, join(pkg, 'bin', 'gcnkit.js'));
  copyFileSync(SNAP + 'launch.sh', join(pkg, 'dist', 'snapshot', 'launch.sh'));
  const blob = join(pkg, 'dist', 'snapshot', 'dis-gcn1.0.blob');
  copyFileSync(SNAP + 'dis-gcn1.0.blob', blob);
  const nodeTime = join(pkg, 'dist', 'snapshot', 'node.time');
  writeFileSync(nodeTime, '');
  const mainJs = join(pkg, 'dist', 'src', 'cli', 'main.js');
  writeFileSync(mainJs, '');
  const way = (): string => traced(join(pkg, 'bin', 'gcnkit.js'), ['dis', '--mcpu', 'tahiti', '/dev/null']).stderr.split('\n')[0];
  // The Node binary's time to the nanosecond (as the build copies it).
  execFileSync('touch', ['-r', readFileSync(SNAP + 'node.time', 'utf8').trim(), nodeTime]);
  utimesSync(blob, 2e9, 2e9);
  utimesSync(mainJs, 1e9, 1e9);
  assert.equal(way(), `gcnkit: snapshot ${blob}`);
  utimesSync(mainJs, 2e9 + 1, 2e9 + 1);
  assert.equal(way(), 'gcnkit: plain', 'tsc\'s output newer than the snapshot');
  utimesSync(mainJs, 1e9, 1e9);
  utimesSync(nodeTime, 1e9, 1e9);
  assert.equal(way(), 'gcnkit: plain', 'the Node binary changed since the snapshot was made');
});
