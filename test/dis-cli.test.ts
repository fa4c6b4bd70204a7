// gcnkit dis as a user runs it.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Disassembler } from '../src/dis/disassembler.js';
import { gcnkit } from './support/cli.js';

test('hex input in llvm-mc byte form and dword form; --show-encoding lists the bytes', () => {
  const r = gcnkit(['dis', '--mcpu', 'gfx900', '--hex', '--show-encoding'], '[0x41,0x01,0x02,0xc0,0x03,0x00,0x00,0x00]\nbf8c0070\n');
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout,
    '\ts_load_dword s5, s[2:3], 0x3            ; encoding: [0x41,0x01,0x02,0xc0,0x03,0x00,0x00,0x00]\n' +
    '\ts_waitcnt vmcnt(0) lgkmcnt(0)           ; encoding: [0x70,0x00,0x8c,0xbf]\n');
});

test("llvm-mc's option spellings and --arch gcn1.x", () => {
  const a = gcnkit(['dis', '-mcpu=tonga', '--hex'], 'c0020141 00000003');
  const b = gcnkit(['dis', '--arch', 'gcn1.2', '--hex'], 'c0020141 00000003');
  const c = gcnkit(['dis', '--mcpu=Fiji', '-hex'], 'c0020141 00000003');
  assert.equal(a.stdout, '\ts_load_dword s5, s[2:3], 0x3\n');
  assert.equal(b.stdout, a.stdout);
  assert.equal(c.stdout, a.stdout);
});

test('GCN 1.0/1.1 disassemble (llvm-mc cannot)', () => {
  const r = gcnkit(['dis', '--mcpu', 'bonaire', '--hex'], '[0xff,0x00,0x02,0xc0,0x45,0x23,0x01,0x00] dc300000 05000002');
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, '\ts_load_dword s4, s[0:1], 0x12345\n\tflat_load_dword v5, v[2:3]\n');
});

test('a word no syntax reproduces prints as .long with its reading, a warning with its offset, and keeps its bytes', () => {
  // SMEM with NV set (GCN 1.4): llvm-mc drops the bit; gcnkit keeps it.
  const r = gcnkit(['dis', '--mcpu', 'gfx900', '--hex', '--show-encoding'], 'bf800000 c0028141 00000003');
  assert.equal(r.code, 0);
  const lines = r.stdout.split('\n');
  assert.match(lines[1], /^\t\.long 0xc0028141, 0x00000003 \/\/ s_load_dword s5, s\[2:3\], 0x3 \(.*nv.*\) ; encoding: \[0x41,0x81,0x02,0xc0,0x03,0x00,0x00,0x00\]$/);
  assert.match(r.stderr, /^<stdin>:0x4: warning: .*nv.*printed as \.long\n$/);
  assert.equal(gcnkit(['dis', '--mcpu', 'gfx900', '--hex', '-q'], 'c0028141 00000003').stderr, '');
});

test('--json: one object per instruction with offset, bytes, text and fields', () => {
  const r = gcnkit(['dis', '--mcpu', 'tonga', '--hex', '--json'], 'bf810000 e0501000 00010102');
  const objs = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
  assert.equal(objs.length, 2);
  assert.deepEqual({ ...objs[1], fields: undefined }, { offset: 4, bytes: '00 10 50 e0 02 01 01 00', text: 'buffer_load_dword v1, v2, s[4:7], s0 offen', encoding: 'MUBUF', mnemonic: 'buffer_load_dword', fields: undefined });
  assert.equal(objs[1].fields.offen, 1);
  assert.equal(objs[1].fields.srsrc, 1);
});

test('binary input from a file; a trailing partial dword is an error with its offset after the rest is printed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gcnkit-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const f = join(dir, 'k.bin');
  writeFileSync(f, Uint8Array.from([0x00, 0x00, 0x81, 0xbf, 0x70, 0x00]));
  const r = gcnkit(['dis', '--mcpu', 'tahiti', f]);
  assert.equal(r.code, 1);
  assert.equal(r.stdout, '\ts_endpgm\n');
  assert.equal(r.stderr, `${f}:0x4: error: 2 trailing bytes at offset 0x4 do not form a whole dword\n`);
});

test('a two-dword instruction cut off at the end prints as .long and warns', () => {
  const r = gcnkit(['dis', '--mcpu', 'tonga', '--hex'], 'bf810000 c0020141');
  assert.equal(r.stdout, '\ts_endpgm\n\t.long 0xc0020141 // truncated SMEM instruction\n');
  assert.match(r.stderr, /0x4: warning: truncated SMEM/);
});

test('bad input: located one-line errors and exit 1, never a stack trace', () => {
  const bad = gcnkit(['dis', '--mcpu', 'tonga', '--hex'], 'bf810000\n  0x41 zz 0x02\n');
  assert.equal(bad.code, 1);
  assert.equal(bad.stderr.split('\n')[0], "<stdin>:2:8: error: bad hex token 'zz': expected a byte (0xNN) or an 8-digit dword");
  assert.equal(bad.stderr.split('\n')[2], '       ^');
  const gpu = gcnkit(['dis', '--mcpu', 'tahitii', '--hex'], '');
  assert.equal(gpu.code, 1);
  assert.match(gpu.stderr, /^gcnkit: error: unknown GPU 'tahitii'; known: .*tahiti.*\n$/);
  const nofile = gcnkit(['dis', '--mcpu', 'tonga', '/nonexistent/x.bin']);
  assert.equal(nofile.code, 1);
  assert.equal(nofile.stderr, "gcnkit: error: cannot open '/nonexistent/x.bin': no such file\n");
  const opt = gcnkit(['dis', '--mcpu', 'tonga', '--bogus']);
  assert.equal(opt.code, 1);
  assert.match(opt.stderr, /^gcnkit: error: unknown option '--bogus'/);
  for (const r of [bad, gpu, nofile, opt]) assert.doesNotMatch(r.stderr, /\n\s+at /);
});

test('streaming: any chunking of the input gives the same listing', () => {
  const words = [0xc0020141, 3, 0xbf8c0070, 0xe0501000, 0x00010102, 0xdc500000, 0x06000002, 0xbf810000];
  const bytes = new Uint8Array(Uint32Array.from(words).buffer);
  const whole: string[] = [];
  const d1 = new Disassembler({ gen: 'gcn1.4' }, (l) => whole.push(l));
  d1.push(bytes);
  assert.equal(d1.end(), 0);
  for (const step of [1, 3, 5, 7]) {
    const parts: string[] = [];
    const d = new Disassembler({ gen: 'gcn1.4' }, (l) => parts.push(l));
    for (let i = 0; i < bytes.length; i += step) d.push(bytes.subarray(i, i + step));
    assert.equal(d.end(), 0);
    assert.deepEqual(parts, whole, `chunks of ${step}`);
  }
  assert.equal(whole.length, 5);
});

test('npm start demo: every generation', () => {
  const r = gcnkit(['demo']);
  assert.equal(r.code, 0, r.stderr);
  for (const cpu of ['tahiti', 'bonaire', 'tonga', 'gfx900']) assert.match(r.stdout, new RegExp(`examples/${cpu}\\.bin`));
  assert.doesNotMatch(r.stdout, /\.long/);
});
