// gcnkit asm as a user runs it.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gcnkit } from './support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'gcnkit-asm-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('a file with five different mistakes: five located errors with carets, exit 1, no output file', () => {
  const src = join(dir, 'bad.s');
  writeFileSync(src, [
    '// five mistakes',
    '  s_load_dwordx2 s[5:6], s[2:3], 0x3',
    '  buffer_load_dword v1, off, s[4:7], s0 offset:4096',
    '  s_lod_dword s5, s[2:3], 0x3',
    '  buffer_load_dwordx2 v1, off, s[4:7], s0',
    '  s_atomic_add s5, s[2:3], 0x0',
    '  s_endpgm',
  ].join('\n'));
  const out = join(dir, 'bad.bin');
  const r = gcnkit(['asm', '--mcpu', 'tonga', src, '-o', out]);
  assert.equal(r.code, 1);
  assert.equal(existsSync(out), false);
  const heads = r.stderr.split('\n').filter((l) => l.includes(': error: '));
  assert.deepEqual(heads.map((l) => l.slice(src.length + 1).replace(/: error: .*/, '')), ['2:18', '3:41', '4:3', '5:23', '6:3']);
  assert.match(heads[0], /invalid register alignment/);
  assert.match(heads[1], /offset out of range: offset:4096 is not in 0\.\.4095/);
  assert.match(heads[2], /did you mean 's_load_dword'/);
  assert.match(heads[3], /vdata needs 2 registers, got 1 register/);
  assert.match(heads[4], /s_atomic_add: GCN 1\.4\/CDNA 2\/CDNA 3 only; selected tonga is GCN 1\.2/);
  const lines = r.stderr.split('\n');
  const i = lines.indexOf(heads[1]);
  assert.equal(lines[i + 1], '  buffer_load_dword v1, off, s[4:7], s0 offset:4096');
  assert.equal(lines[i + 2], ' '.repeat(40) + '^');
  assert.match(r.stderr, /5 errors; .*bad\.bin not written/);
  assert.doesNotMatch(r.stderr, /\n\s+at /);
});

test('stdin is named <stdin>; --show-encoding prints canonical text like llvm-mc', () => {
  const r = gcnkit(['asm', '-mcpu=gfx900', '-show-encoding'], 'S_LOAD_DWORD S5, S[2:3], 3\n  s_waitcnt vmcnt(0) & lgkmcnt(0)\n');
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout,
    '\ts_load_dword s5, s[2:3], 0x3            ; encoding: [0x41,0x01,0x02,0xc0,0x03,0x00,0x00,0x00]\n' +
    '\ts_waitcnt vmcnt(0) lgkmcnt(0)           ; encoding: [0x70,0x00,0x8c,0xbf]\n');
  const bad = gcnkit(['asm', '--mcpu', 'gfx900'], 's_endpgm\n  s_lod_dword s5, s[2:3]\n');
  assert.match(bad.stderr, /^<stdin>:2:3: error: unknown instruction/);
});

test('--hex and --json', () => {
  const hex = gcnkit(['asm', '--mcpu', 'bonaire', '--hex'], 's_load_dword s4, s[0:1], 0x12345\nflat_load_dword v5, v[2:3]\n');
  assert.equal(hex.stdout, 'c00200ff 00012345\ndc300000 05000002\n');
  const js = gcnkit(['asm', '--mcpu', 'tahiti', '--json'], 'buffer_load_dword v1, v[2:3], s[4:7], 0 addr64\n');
  const o = JSON.parse(js.stdout);
  assert.equal(o.text, 'buffer_load_dword v1, v[2:3], s[4:7], 0 addr64');
  assert.equal(o.mnemonic, 'buffer_load_dword');
  assert.equal(o.fields.addr64, 1);
  assert.equal(o.bytes, '00 80 30 e0 02 01 01 80');
});

test('round trip through the command line: dis output (.long lines included) assembles to the input bytes', () => {
  const words = [0xc0020141, 3, 0xc0028141, 3, 0xe0501000, 0x00010102, 0xdc540000, 0x06800002, 0xbf8c0070, 0x12345678, 0xbf810000];
  const bin = join(dir, 'in.bin');
  writeFileSync(bin, new Uint8Array(Uint32Array.from(words).buffer));
  for (const flags of [[], ['--show-encoding']]) {
    const listing = gcnkit(['dis', '--mcpu', 'gfx900', '-q', ...flags, bin]);
    assert.equal(listing.code, 0);
    assert.match(listing.stdout, /\.long 0xc0028141, 0x00000003/);
    const out = join(dir, 'out.bin');
    const r = gcnkit(['asm', '--mcpu', 'gfx900', '-o', out], listing.stdout);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual([...readFileSync(out)], [...readFileSync(bin)]);
  }
});

test('-o raw code: the byte fast path and the generic path write the same file, lines of every kind mixed', () => {
  // Labels and forward branches (output held back), comments of each kind, CRLF, blank lines,
  // directives, a GPU switch, non-ASCII text, upper case, lines repeated (the kernel's memos).
  const body = (n: number): string[] => [
    '\ts_load_dwordx2 s[0:1], s[4:5], 0x0', '\tv_mov_b32_e32 v1, 0', `top${n}:`, '\ts_waitcnt lgkmcnt(0)',
    '\tv_add_f32_e32 v2, 1.0, v1 ; comment', `  s_cbranch_scc0 later${n}\r`, '\tv_mov_b32_e32 v1, 0', '/* a',
    ' block */ s_nop 0', '\tglobal_load_dword v3, v[0:1], off', '\t.long 0x12345678', '// é è ü', `later${n}:  s_nop 1`,
    '\tV_MOV_B32 v4, v5', '\tv_cndmask_b32_e64 v0, 0, 1, s[0:1]', '', `\ts_branch top${n}`, '\tbuffer_store_dword v1, off, s[0:3], 0 offset:16',
    '\tds_read2_b32 v[0:1], v2 offset1:1', '\tv_or_b32_sdwa v0, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD',
  ];
  const text = [...body(1), ...body(2), '.gpu tonga', ...body(3).filter((l) => !l.includes('global_') && !l.includes('_sdwa')), '\ts_endpgm'].join('\n');
  const src = join(dir, 'mixed.s');
  writeFileSync(src, text);
  const fastOut = join(dir, 'mixed-fast.bin');
  const slowOut = join(dir, 'mixed-slow.bin');
  const r = gcnkit(['asm', '--mcpu', 'gfx900', src, '-o', fastOut]);
  assert.equal(r.code, 0, r.stderr);
  process.env.GCNKIT_FAST = 'off';
  try {
    assert.equal(gcnkit(['asm', '--mcpu', 'gfx900', src, '-o', slowOut]).code, 0);
  } finally {
    delete process.env.GCNKIT_FAST;
  }
  const hex = gcnkit(['asm', '--mcpu', 'gfx900', '--hex', src]).stdout.trim().split(/\s+/).map((w) => parseInt(w, 16));
  assert.deepEqual(readFileSync(fastOut), readFileSync(slowOut));
  assert.deepEqual([...new Uint32Array(new Uint8Array(readFileSync(fastOut)).buffer)], hex);
  // An error after fast lines is still located with its line and caret.
  const bad = join(dir, 'mixed-bad.s');
  writeFileSync(bad, text + '\n\tv_mov_b32_e32 v1, s[0:1]\n');
  const e = gcnkit(['asm', '--mcpu', 'gfx900', bad, '-o', join(dir, 'mixed-bad.bin')]);
  assert.equal(e.code, 1);
  assert.match(e.stderr, new RegExp(`^${bad.replace(/[.\\/]/g, '\\$&')}:${text.split('\n').length + 1}:\\d+: error: `));
  assert.match(e.stderr, /:20: error: src0 needs 1 register, got 2 registers \(s\[0:1\]\)\n v_mov_b32_e32 v1, s\[0:1\]\n {19}\^\n/);
});
