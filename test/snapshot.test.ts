// The start-up snapshots of `gcnkit dis` and `gcnkit asm` (scripts/snapshot.ts, made by npm test's bundle step):
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
/** A plain run: Node given a flag (the launcher's own) runs bin/gcnkit.js as it is, not again through the launcher. */
const plain = (args: readonly string[], input?: string): Run => {
  const p = spawnSync(process.execPath, ['--max-semi-space-size=4', BIN, ...args], { encoding: 'utf8', input });
  return { code: p.status, stdout: p.stdout, stderr: p.stderr };
};

test('the build made a snapshot per command and generation and the launcher', () => {
  const code = statSync(ROOT + 'dist/src/cli/main.js').mtimeMs;
  for (const cmd of ['dis', 'asm']) {
    for (const g of GENS) {
      const blob = `${SNAP}${cmd}-${g}.blob`;
      assert.ok(existsSync(blob) && statSync(blob).mtimeMs > code, `dist/snapshot/${cmd}-${g}.blob newer than tsc's output (npm test's bundle step makes it)`);
    }
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

test('gcnkit asm runs from its GPU\'s snapshot, with the output and errors of a plain run', () => {
  for (const g of GENS) {
    const cpu = GEN_INFO[g].llvmCpu;
    const out = join(tmp, `${cpu}.bin`);
    const r = traced(BIN, ['asm', '--mcpu', cpu, `${ROOT}examples/${cpu}.s`, '-o', out]);
    assert.equal(r.stderr, `gcnkit: snapshot ${SNAP}asm-${g}.blob\n`, cpu);
    assert.equal(r.code, 0);
    assert.deepEqual(readFileSync(out), readFileSync(`${ROOT}examples/${cpu}.bin`), cpu);
  }
  // The listing (the generic path's text), errors and their exit code, a label and a branch to it.
  const src = 'start:\n  v_add_f32 v1, v2, v3\n  s_load_dword s4, s[0:1], 0x10 glc\n  v_bogus v1\n  s_mov_b32 s1, s2 glc\n  s_branch start\n';
  for (const args of [['asm', '--mcpu', 'tonga'], ['asm', '--arch=gcn1.0', '--show-encoding'], ['asm', '--mcpu=gfx900', '--json']]) {
    const r = traced(BIN, args, { input: src });
    assert.match(r.stderr, /^gcnkit: snapshot .*asm-gcn1\.[024]\.blob\n/, args.join(' '));
    const want = plain(args, src);
    assert.equal(r.code, want.code);
    assert.equal(r.stdout, want.stdout);
    assert.equal(r.stderr.replace(/^.*\n/, ''), want.stderr);
    assert.match(want.stderr, /v_bogus/);
  }
  // NODE_EXTRA_CA_CERTS is not read (asm and dis make no TLS connection; Node reads the file as
  // it starts, and warns here of one it cannot read).
  const certs = traced(BIN, ['asm', '--mcpu', 'tonga', '-o', join(tmp, 'certs.bin')], { input: '  s_endpgm\n', env: { NODE_EXTRA_CA_CERTS: join(tmp, 'no-such.pem') } });
  assert.equal(certs.stderr, `gcnkit: snapshot ${SNAP}asm-gcn1.2.blob\n`);
  assert.equal(certs.code, 0);
  const disCerts = traced(BIN, ['dis', '--mcpu', 'tonga', join(tmp, 'certs.bin')], { env: { NODE_EXTRA_CA_CERTS: join(tmp, 'no-such.pem') } });
  assert.equal(disCerts.stderr, `gcnkit: snapshot ${SNAP}dis-gcn1.2.blob\n`);
  assert.equal(disCerts.stdout, '\ts_endpgm\n');
  // An object file: the object writer (its YAML package outside the snapshot) loads at run time.
  const obj = join(tmp, 'vadd.o');
  const elf = traced(BIN, ['asm', '--mcpu', 'tonga', '--filetype', 'obj', '-o', obj], { input: '.text\n.globl k\nk:\n  s_endpgm\n' });
  assert.match(elf.stderr, /^gcnkit: snapshot .*asm-gcn1\.2\.blob\n$/);
  assert.equal(elf.code, 0);
  assert.equal(readFileSync(obj).readUInt32BE(0), 0x7f454c46);
});

test('node bin/gcnkit.js dis|asm (the README\'s form) runs again through the launcher: from the snapshot, same output, input and exit status', () => {
  const viaNode = (args: readonly string[], input?: string): Run => {
    const p = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', input, env: { ...process.env, GCNKIT_LAUNCH_TRACE: '1' } });
    return { code: p.status, stdout: p.stdout, stderr: p.stderr };
  };
  const file = `${ROOT}examples/gfx900.bin`;
  const dis = viaNode(['dis', '--mcpu', 'gfx900', file]);
  assert.equal(dis.stderr, `gcnkit: snapshot ${SNAP}dis-gcn1.4.blob\n`);
  assert.equal(dis.stdout, plain(['dis', '--mcpu', 'gfx900', file]).stdout);
  const bad = viaNode(['asm', '--mcpu', 'tonga'], 's_endpgm\n  s_bogus\n');
  assert.equal(bad.code, 1);
  assert.equal(bad.stderr.replace(/^.*\n/, ''), plain(['asm', '--mcpu', 'tonga'], 's_endpgm\n  s_bogus\n').stderr);
  assert.match(bad.stderr, /^gcnkit: snapshot .*asm-gcn1\.2\.blob\n<stdin>:2:3: error: unknown instruction/);
  // Other commands, and Node given flags, run in this Node.
  assert.equal(viaNode(['sim', '--mcpu', 'tonga', '-'], 's_endpgm\n').stderr, '');
  assert.equal(spawnSync(process.execPath, ['--max-semi-space-size=4', BIN, 'dis', '--mcpu', 'gfx900', file], { encoding: 'utf8', env: { ...process.env, GCNKIT_LAUNCH_TRACE: '1' } }).stderr, '');
});

test('npm run web:build leaves the snapshots as new as the code: it builds the CLI (tsc, then the bundle step) before the page', () => {
  const scripts = (JSON.parse(readFileSync(ROOT + 'package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
  assert.match(scripts.build, /^tsc -p \. && node dist\/scripts\/bundle\.js$/);
  // tsc -p . rewrites every file of dist/src: a run after it but not after the bundle step is plain.
  for (const name of ['web:build', 'test', 'bench', 'prepare']) {
    const steps = scripts[name].split(' && ');
    const lastTsc = steps.lastIndexOf('tsc -p .');
    const lastBundle = Math.max(steps.lastIndexOf('npm run build'), steps.lastIndexOf('node dist/scripts/bundle.js'));
    assert.ok(lastBundle >= 0 && lastBundle > lastTsc, `npm run ${name}: ${scripts[name]}`);
  }
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
  const asm = traced(BIN, ['asm', '--mcpu', 'tahiti', `${ROOT}examples/tahiti.s`, '-o', join(tmp, 'a.bin')], { env: { NODE_OPTIONS: '--max-old-space-size=100' } });
  assert.equal(asm.stderr, 'gcnkit: plain\n');
  assert.deepEqual(readFileSync(join(tmp, 'a.bin')), readFileSync(file));
  assert.equal(traced(BIN, ['help']).stderr, 'gcnkit: plain\n');
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
