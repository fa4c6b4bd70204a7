// What `gcnkit asm -o NAME` does to NAME (src/cli/output-file.ts): `-` is standard output; a
// symbolic link is followed (its target replaced, the link kept); a FIFO or a device is written in
// place; a regular file is replaced whole after a successful run; a directory or a directory
// without write permission is a one-line error. And the commands that read a whole FILE (sim, run)
// take `-` for standard input.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, gcnkit } from './support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'gcnkit-output-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const SRC = 's_nop 0\ns_endpgm\n';
// llvm-mc 19: echo -e 's_nop 0\ns_endpgm' | llvm-mc -arch=amdgcn -mcpu=tonga -show-encoding
// s_nop 0 ; encoding: [0x00,0x00,0x80,0xbf]; s_endpgm ; encoding: [0x00,0x00,0x81,0xbf]
const BYTES = Buffer.from([0x00, 0x00, 0x80, 0xbf, 0x00, 0x00, 0x81, 0xbf]);
const asm = (out: string, env?: NodeJS.ProcessEnv) => gcnkit(['asm', '--mcpu', 'tonga', '-o', out], SRC, env && { ...process.env, ...env });
/** No NAME.gcnkit-PID.tmp left anywhere in the test's directories. */
const noTemporaries = (d: string): void => assert.deepEqual(readdirSync(d, { recursive: true }).filter((f) => String(f).includes('.gcnkit-')), []);

test('-o - is standard output, on the fast path and the generic one; no file named "-"', () => {
  for (const fast of ['check', 'off']) {
    const p = spawnSync(BIN, ['asm', '--mcpu', 'tonga', '-o', '-'], { input: SRC, cwd: dir, env: { ...process.env, GCNKIT_FAST: fast } });
    assert.equal(p.status, 0, String(p.stderr));
    assert.deepEqual(p.stdout, BYTES);
  }
  assert.deepEqual(readdirSync(dir).filter((f) => f === '-'), []);
  // The listing would go there too: refused.
  const both = gcnkit(['asm', '--mcpu', 'tonga', '-o', '-', '--show-encoding'], SRC);
  assert.equal(both.code, 1);
  assert.equal(both.stderr, 'gcnkit: error: -o - and the --show-encoding listing both go to standard output: give -o a file\n');
  // An error: exit 1, and the message says what reached standard output is incomplete.
  const bad = gcnkit(['asm', '--mcpu', 'tonga', '-o', '-'], 's_nop 0\ns_bogus\n');
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /^<stdin>:2:1: error: unknown instruction 's_bogus'\n[^]*; what went to - is incomplete\n$/);
});

test('/dev/stdout and a link to this process\'s descriptor 1 are written in place', () => {
  const link = join(dir, 'to-stdout');
  symlinkSync('/proc/self/fd/1', link);
  for (const name of ['/dev/stdout', '/dev/fd/1', link]) {
    const p = spawnSync(BIN, ['asm', '--mcpu', 'tonga', '-o', name], { input: SRC });
    assert.equal(p.status, 0, String(p.stderr));
    assert.deepEqual(p.stdout, BYTES, name);
  }
  assert.equal(readlinkSync(link), '/proc/self/fd/1');
  assert.ok(lstatSync('/dev/stdout').isSymbolicLink());
});

test('a symbolic link is followed: the target is replaced, the link stays; a dangling link creates its target', () => {
  const target = join(dir, 'target.bin');
  writeFileSync(target, 'old contents');
  chmodSync(target, 0o640);
  const link = join(dir, 'link.bin');
  symlinkSync('target.bin', link);
  const r = asm(link);
  assert.equal(r.code, 0, r.stderr);
  assert.ok(lstatSync(link).isSymbolicLink());
  assert.deepEqual(readFileSync(target), BYTES);
  assert.equal(statSync(target).mode & 0o777, 0o640, 'the replaced file keeps its permissions');
  mkdirSync(join(dir, 'sub'));
  const dangling = join(dir, 'dangling.bin');
  symlinkSync('sub/new.bin', dangling);
  assert.equal(asm(dangling, { GCNKIT_FAST: 'check' }).code, 0);
  assert.ok(lstatSync(dangling).isSymbolicLink());
  assert.deepEqual(readFileSync(join(dir, 'sub', 'new.bin')), BYTES);
  // A loop of links: one-line error.
  symlinkSync('loop-b', join(dir, 'loop-a'));
  symlinkSync('loop-a', join(dir, 'loop-b'));
  const loop = asm(join(dir, 'loop-a'));
  assert.equal(loop.code, 1);
  assert.equal(loop.stderr, `gcnkit: error: cannot write '${join(dir, 'loop-a')}': too many levels of symbolic links\n`);
  noTemporaries(dir);
});

test('a FIFO is written in place (a reader gets the bytes), not replaced', async () => {
  const fifo = join(dir, 'fifo');
  assert.equal(spawnSync('mkfifo', [fifo]).status, 0);
  // The reader is a process (cat) so that it can be stopped if the FIFO was replaced under it.
  const cat = spawn('cat', [fifo], { stdio: ['ignore', 'pipe', 'inherit'] });
  const chunks: Buffer[] = [];
  cat.stdout.on('data', (c: Buffer) => chunks.push(c));
  const read = new Promise<void>((resolve) => cat.on('exit', () => resolve()));
  const code = await new Promise<number | null>((resolve) => {
    const p = spawn(BIN, ['asm', '--mcpu', 'tonga', '-o', fifo], { stdio: ['pipe', 'ignore', 'inherit'] });
    p.stdin.end(SRC);
    p.on('exit', resolve);
  });
  const stop = setTimeout(() => cat.kill(), 10_000);
  await read;
  clearTimeout(stop);
  assert.equal(code, 0);
  assert.ok(lstatSync(fifo).isFIFO());
  assert.deepEqual(Buffer.concat(chunks), BYTES);
});

test('a character device is written in place, not replaced', () => {
  // A null device of our own where we may make one (root), else /dev/null itself.
  const own = join(dir, 'null');
  const dev = spawnSync('mknod', [own, 'c', '1', '3']).status === 0 ? own : '/dev/null';
  const r = asm(dev);
  assert.equal(r.code, 0, r.stderr);
  assert.ok(lstatSync(dev).isCharacterDevice());
  noTemporaries(dir);
});

test('a directory, or a directory without write permission: one-line error, exit 1, nothing left behind', () => {
  const d = join(dir, 'a-dir');
  mkdirSync(d);
  const onDir = asm(d);
  assert.equal(onDir.code, 1);
  assert.equal(onDir.stderr, `gcnkit: error: cannot write '${d}': it is a directory\n`);
  // Through a link to a directory too.
  symlinkSync('a-dir', join(dir, 'dir-link'));
  assert.equal(asm(join(dir, 'dir-link')).stderr, `gcnkit: error: cannot write '${join(dir, 'dir-link')}': it is a directory\n`);
  // Root may write anywhere: the run is then made as user nobody (65534).
  const locked = join(dir, 'locked');
  mkdirSync(locked, 0o555);
  chmodSync(dir, 0o755);
  const asRoot = process.getuid?.() === 0;
  const p = spawnSync(BIN, ['asm', '--mcpu', 'tonga', '-o', join(locked, 'x.bin')], { input: SRC, encoding: 'utf8', ...(asRoot ? { uid: 65534, gid: 65534 } : {}) });
  assert.equal(p.status, 1, p.stderr);
  assert.equal(p.stderr, `gcnkit: error: cannot write '${join(locked, 'x.bin')}': permission denied\n`);
  assert.deepEqual(readdirSync(locked), []);
  assert.deepEqual(readdirSync(d), []);
});

test('sim and run read - (standard input), either file but only one', () => {
  const prog = 's_mov_b32 s0, 0x1234\ns_endpgm\n';
  const sim = gcnkit(['sim', '--mcpu', 'tonga', '-'], prog);
  assert.equal(sim.code, 0, sim.stderr);
  assert.match(sim.stdout, /^ran 2 instructions;[^]*s0 = 0x00001234/);
  const stateFile = join(dir, 'prog.s');
  writeFileSync(stateFile, prog);
  const state = gcnkit(['sim', '--mcpu', 'tonga', '--state', '-', '--json', stateFile], '{"sgpr": {"s5": 7}}');
  assert.equal(state.code, 0, state.stderr);
  assert.equal(JSON.parse(state.stdout).sgpr.s5, 7);
  const bad = gcnkit(['sim', '--mcpu', 'tonga', '-'], 's_nop 0\ns_bogus\n');
  assert.match(bad.stderr, /^<stdin>:2:1: error: unknown instruction 's_bogus'\n/);
  const twice = gcnkit(['sim', '--mcpu', 'tonga', '--state', '-', '-'], prog);
  assert.equal(twice.code, 1);
  assert.equal(twice.stderr, "gcnkit: error: standard input ('-') can be read only once: name a file for the program\n");
  const object = readFileSync(new URL('../../test/objects/hsa/tonga/vadd.o', import.meta.url));
  const argsFile = join(dir, 'args.json');
  writeFileSync(argsFile, '[{"buffer":"float","data":[1,2]},{"buffer":"float","data":[3,4]},{"buffer":"float","data":[0,0]},{"scalar":"uint","value":2}]');
  const run = gcnkit(['run', '-', '--kernel', 'vadd', '--grid', '2', '--block', '2', '--args', argsFile, '--json'], object);
  assert.equal(run.code, 0, run.stderr);
  assert.equal(JSON.parse(run.stdout).buffers.find((b: { arg: number }) => b.arg === 2).hex, '000080400000c040');
});
