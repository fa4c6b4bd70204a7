// CLRX's dialect through the CLI for the last forms of CLRX's own test vectors (issue 26): what
// clrxdisasm prints and clrxasm reads, each listing read back through `gcnkit asm --syntax clrx`
// (GCNKIT_FAST=check: the fast path agrees with the generic one). Expected words and text are
// CLRX's test vectors (CLRX/CLRX-mirror fb8fbf97 tests/amdisasm/GCNDisasmOpc*.cpp,
// tests/amdasm/GCNAsmOpc*.cpp; file:line in each case).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gcnkit } from './support/cli.js';

const CHECK = { ...process.env, GCNKIT_FAST: 'check' };

/** `gcnkit dis --syntax clrx` of hex words: the lines without the .gpu line, spaces collapsed. */
function dis(mcpu: string, words: string): string[] {
  const r = gcnkit(['dis', '--hex', '--mcpu', mcpu, '--syntax', 'clrx', '-'], words + '\n');
  assert.equal(r.code, 0, r.stderr);
  return r.stdout.trim().split('\n').slice(1).map((l) => l.trim().replace(/\s+/g, ' '));
}

/** `gcnkit asm --syntax clrx --hex` of lines: the words as 8-digit hex. */
function asm(mcpu: string, src: string): string {
  const r = gcnkit(['asm', '--mcpu', mcpu, '--syntax', 'clrx', '--hex', '-'], src.endsWith('\n') ? src : src + '\n', CHECK);
  assert.equal(r.code, 0, r.stderr);
  return r.stdout.trim().split(/\s+/).map((w) => w.replace(/^0x/, '').padStart(8, '0')).join(' ');
}

test('dis --syntax clrx: a word of no known encoding is CLRX\'s .int, and reads back', () => {
  // GCNDisasmOpc11.cpp:2967: dc270000 2f8000bb on tahiti (FLAT, which GCN 1.0 has not).
  const lines = dis('tahiti', '0xdc270000 0x2f8000bb');
  assert.deepEqual(lines, ['.int 0xdc270000 # no known encoding', 'v_ashr_i32 v192, 59, v0']);
  assert.equal(asm('tahiti', lines.join('\n')), 'dc270000 2f8000bb');
});

test('dis --syntax clrx: GCN 1.4 SMEM writes offset: after glc and nv, and reads back', () => {
  // GCNDisasmOpc14.cpp:128: c002cc9d 3200005b is `s_load_dword s50, s[58:59], s25 nv offset:0x5b`.
  const lines = dis('gfx900', '0xc002cc9d 0x3200005b 0xc0034c9d 0x3200005b');
  assert.deepEqual(lines, ['s_load_dword s50, s[58:59], s25 nv offset:0x5b', 's_load_dword s50, s[58:59], s25 glc offset:0x5b']);
  assert.equal(asm('gfx900', lines.join('\n')), 'c002cc9d 3200005b c0034c9d 3200005b');
});

test('--syntax clrx reads and writes MUBUF modifiers on the cache instructions, in clrxdisasm\'s order; llvm syntax has none there', () => {
  // GCNAsmOpc11.cpp:2427: `buffer_wbinvl1_sc idxen offset:603 lds` is e1c1225b 00000000 on tahiti.
  assert.equal(asm('tahiti', 'buffer_wbinvl1_sc idxen offset:603 lds\nbuffer_wbinvl1 offen idxen offset:603 glc slc addr64 lds tfe'), 'e1c1225b 00000000 e1c5f25b 00c00000');
  assert.deepEqual(dis('tahiti', '0xe1c1225b 0x00000000 0xe1c5f25b 0x00c00000'), ['buffer_wbinvl1_sc idxen offset:603 lds', 'buffer_wbinvl1 offen idxen offset:603 glc slc addr64 lds tfe']);
  const r = gcnkit(['asm', '--mcpu', 'tahiti', '--hex', '-'], 'buffer_wbinvl1_sc idxen offset:603 lds\n', CHECK);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /^<stdin>:1:19: error: 'idxen' on buffer_wbinvl1_sc has no llvm-mc syntax; CLRX reads it: --syntax clrx\n/);
});

test('--syntax clrx reads and writes high on the f32 VOP3 interpolations, and high:1 anywhere; llvm syntax has no high there', () => {
  // GCNAsmOpc12.cpp:1171, :1173 and GCNDisasmOpc12.cpp:2039: d270002a 000221a7 on tonga.
  assert.equal(asm('tonga', 'v_interp_p1_f32 v42, v16, attr39.z high\nv_interp_p1_f32 v42, v16, attr39.z high:1\nv_interp_p1ll_f16 v42, v16, attr39.z high:1'),
    'd270002a 000221a7 d270002a 000221a7 d274002a 000221a7');
  assert.deepEqual(dis('tonga', '0xd270002a 0x000221a7'), ['v_interp_p1_f32 v42, v16, attr39.z high']);
  const r = gcnkit(['asm', '--mcpu', 'tonga', '--hex', '-'], 'v_interp_p1_f32_e64 v42, v16, attr31.z high\n', CHECK);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /^<stdin>:1:40: error: 'high' on v_interp_p1_f32_e64 has no llvm-mc syntax; CLRX reads it: --syntax clrx\n/);
  const d = gcnkit(['dis', '--hex', '--mcpu', 'tonga', '-'], '0xd270002a 0x000221a7\n');
  assert.match(d.stdout, /^\t\.long 0xd270002a, 0x000221a7 \/\/ .*\(v_interp_p1_f32_e64 has no high modifier \(SRC0 bit 8\)\)$/m);
});

test('VOPC\'s DPP form is CLRX\'s: --syntax clrx reads and prints it, llvm syntax rejects the line and keeps the word .long', () => {
  // GCNAsmOpc12.cpp:882, :888 and GCNDisasmOpc12.cpp:1387 (tonga); llvm-mc 19: `echo 'v_cmp_class_f32
  // vcc, v78, v201 row_half_mirror' | llvm-mc -arch=amdgcn -mcpu=tonga` → "invalid operand for instruction".
  assert.equal(asm('tonga', 'v_cmp_class_f32 vcc, v78, v201 row_half_mirror\nv_cmp_class_f32 vcc, abs(v78), abs(v201) row_half_mirror'), '7c2192fa ff01414e 7c2192fa ffa1414e');
  assert.deepEqual(dis('tonga', '0x7c2192fa 0xffa1414e'), ['v_cmp_class_f32 vcc, abs(v78), abs(v201) row_half_mirror bank_mask:15 row_mask:15']);
  // A 64-bit compare has none (clrxasm: "DPP encoding is illegal for this instruction", GCNAsmOpc12.cpp:554; ERRATA CX-11).
  assert.match(dis('tonga', '0x7dff92fa 0x003872be')[0], /^\.long 0x7dff92fa, 0x003872be /);
  const e = gcnkit(['asm', '--mcpu', 'tonga', '--syntax', 'clrx', '-'], 'v_cmp_lt_f64 vcc, v[4:5], v[16:17] bank_mask:4 row_mask:2\n', CHECK);
  assert.equal(e.code, 1);
  assert.match(e.stderr, /^<stdin>:1:\d+: error: /);
  const r = gcnkit(['asm', '--mcpu', 'tonga', '--hex', '-'], 'v_cmp_class_f32 vcc, v78, v201 row_half_mirror\n', CHECK);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /^<stdin>:1:32: error: v_cmp_class_f32 does not take 'row_half_mirror'/);
  const d = gcnkit(['dis', '--hex', '--mcpu', 'tonga', '-'], '0x7c2192fa 0xff01414e\n');
  assert.match(d.stdout, /^\t\.long 0x7c2192fa, 0xff01414e \/\/ .*v_cmp_class_f32_dpp is a CLRX instruction/m);
});
