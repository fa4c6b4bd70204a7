// llvm-mc's habits on gcnkit's command line (issue 24 item 4): --disassemble reads hex text, as
// llvm-mc's does; -triple=amdgcn-... is accepted like -arch=amdgcn, another triple is an error; and
// an input of the wrong kind (text given to dis as raw code, an object or raw code given to asm) is
// one line saying so and exit 1, not a screen of garbage (src/cli/sniff.ts).
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gcnkit } from './support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'gcnkit-habits-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const ROOT = new URL('../../', import.meta.url);

const HEX = '0x41,0x01,0x02,0xc0,0x03,0x00,0x00,0x00 0x70,0x00,0x8c,0xbf\n';
// echo '0x41,0x01,0x02,0xc0,0x03,0x00,0x00,0x00 0x70,0x00,0x8c,0xbf' | llvm-mc -arch=amdgcn -mcpu=gfx900 --disassemble
// (and the same with -triple=amdgcn-amd-amdhsa -disassemble), less its ".text" line
const LISTING = '\ts_load_dword s5, s[2:3], 0x3\n\ts_waitcnt vmcnt(0) lgkmcnt(0)\n';

test('dis --disassemble / -disassemble reads hex text, like llvm-mc\'s', () => {
  for (const args of [['-arch=amdgcn', '-mcpu=gfx900', '--disassemble'], ['-triple=amdgcn-amd-amdhsa', '-mcpu=gfx900', '-disassemble']]) {
    const r = gcnkit(['dis', ...args], HEX);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout, LISTING, args.join(' '));
  }
});

test('dis of text without --hex: one located line saying what it looks like, exit 1, nothing printed', () => {
  const hex = gcnkit(['dis', '--mcpu', 'gfx900'], HEX);
  assert.equal(hex.code, 1);
  assert.equal(hex.stdout, '');
  assert.equal(hex.stderr, '<stdin>:1:1: error: this looks like hex text, not raw code: add --hex; --binary reads it as raw code\n');
  const words = gcnkit(['dis', '--mcpu', 'tonga'], 'c0020141 00000003\n');
  assert.match(words.stderr, /^<stdin>:1:1: error: this looks like hex text/);
  const src = `${new URL('examples/tonga.s', ROOT).pathname}`;
  const asm = gcnkit(['dis', '--mcpu', 'tonga', src]);
  assert.equal(asm.code, 1);
  assert.equal(asm.stderr, `${src}:1:1: error: this looks like assembly text, not raw code: assemble it with gcnkit asm; --binary reads it as raw code\n`);
  const typo = gcnkit(['dis', '--mcpu', 'tonga'], 'c0020141 zz\n');
  assert.equal(typo.code, 1);
  assert.match(typo.stderr, /^<stdin>:1:1: error: this is text, not raw code \(the first 12 bytes are printable\): for hex text add --hex/);
  // Hex text longer than the 4 KiB looked at, its last token cut there: still hex text.
  const long = join(dir, 'long.txt');
  writeFileSync(long, 'c0020141 00000003 bf8c0070\n'.repeat(400));
  assert.match(gcnkit(['dis', '--mcpu', 'tonga', long]).stderr, /error: this looks like hex text/);
});

test('dis --binary reads any input as raw code; real code is never taken for text', () => {
  // echo '0x63,0x30,0x30,0x32,0x30,0x31,0x34,0x31,0x0a,0x0a,0x0a,0x0a' | llvm-mc -arch=amdgcn -mcpu=tonga --disassemble
  const r = gcnkit(['dis', '--mcpu', 'tonga', '--binary'], 'c0020141\n\n\n\n');
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, '\tv_add_u32_e32 v24, vcc, s99, v24\n\tv_madak_f32 v154, v48, v24, 0xa0a0a0a\n');
  // A binary whose first bytes are printable, followed by code: raw code.
  const bin = Buffer.concat([Buffer.from('abcd efg'), readFileSync(new URL('examples/tonga.bin', ROOT))]);
  const ok = gcnkit(['dis', '--mcpu', 'tonga'], bin);
  assert.equal(ok.code, 0, ok.stderr);
});

test('asm of an ELF object or of raw code: one located line saying so, exit 1', () => {
  const obj = new URL('test/objects/hsa/tonga/vadd.o', ROOT).pathname;
  const elf = gcnkit(['asm', '--mcpu', 'tonga', obj]);
  assert.equal(elf.code, 1);
  assert.equal(elf.stderr, `${obj}:1:1: error: this is an ELF object, not assembly text: list it with gcnkit dis FILE\n`);
  const raw = gcnkit(['asm', '--mcpu', 'tonga', '-o', join(dir, 'x.bin')], readFileSync(new URL('examples/tonga.bin', ROOT)), { ...process.env, GCNKIT_FAST: 'check' });
  assert.equal(raw.code, 1);
  assert.match(raw.stderr, /^<stdin>:1:1: error: this is binary data \(a zero byte at offset \d+\), not assembly text: disassemble raw code with gcnkit dis --mcpu NAME FILE\n$/);
});

test('-triple=amdgcn-... is accepted like -arch=amdgcn (asm, dis, sim); another triple is an error', () => {
  // printf 's_load_dword s5, s[2:3], 0x3\ns_waitcnt vmcnt(0) lgkmcnt(0)\n' | llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -show-encoding
  const src = 's_load_dword s5, s[2:3], 0x3\ns_waitcnt vmcnt(0) lgkmcnt(0)\n';
  for (const triple of [['-triple=amdgcn-amd-amdhsa'], ['--triple', 'amdgcn--amdpal'], ['-triple', 'amdgcn'], ['-arch=amdgcn']]) {
    const r = gcnkit(['asm', ...triple, '-mcpu=gfx900', '--hex'], src, { ...process.env, GCNKIT_FAST: 'check' });
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout, 'c0020141 00000003\nbf8c0070\n', triple.join(' '));
  }
  assert.equal(gcnkit(['sim', '-triple=amdgcn-amd-amdhsa', '--mcpu', 'tonga', '-'], 's_endpgm\n').code, 0);
  for (const cmd of [['asm'], ['dis', '--hex'], ['sim', '-']]) {
    const bad = gcnkit([...cmd, '-triple=x86_64-linux-gnu', '--mcpu', 'tonga'], 's_endpgm\n');
    assert.equal(bad.code, 1);
    assert.equal(bad.stderr, "gcnkit: error: unknown target triple 'x86_64-linux-gnu': gcnkit's target is amdgcn (e.g. -triple=amdgcn-amd-amdhsa); the GPU is --mcpu NAME\n", cmd[0]);
  }
  // -arch=amdgcn names no GPU.
  assert.equal(gcnkit(['dis', '-arch=amdgcn', '--hex'], 'bf810000').stderr, 'gcnkit: error: no GPU given: use --mcpu NAME (e.g. --mcpu tonga) or --arch gcn1.2\n');
});
