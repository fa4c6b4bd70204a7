// CLRX's dialect through the CLI, on the generic and the fast paths (GCNKIT_FAST=check compares
// them line by line): forms clrxasm reads and text clrxdisasm prints. Expected words are CLRX's own
// test vectors (CLRX/CLRX-mirror fb8fbf97 tests/amdasm/GCNAsmOpc11.cpp, tests/amdisasm/GCNDisasmOpc11.cpp;
// file:line in each case), which llvm-mc 19 cannot give: it rejects these spellings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gcnkit } from './support/cli.js';

const CHECK = { ...process.env, GCNKIT_FAST: 'check' };

/** [source line, clrxasm's words (tahiti), CLRX test line]. */
const ASM: readonly (readonly [string, string, string])[] = [
  ['s_sendmsg sendmsg(system, cut, 2)', '0xbf90021f', 'GCNDisasmOpc11.cpp (text of bf90021f)'],
  ['s_sendmsg sendmsg(@11, nop)', '0xbf90000b', 'GCNDisasmOpc11.cpp (text of bf90000b)'],
  ['s_sendmsg sendmsg(MSG_SYSMSG)', '0xbf90000f', 'GCNAsmOpc11.cpp:536'],
  ['exp param5, v116, v93, v27, v124', '0xf800025f, 0x7c1b5d74', 'GCNDisasmOpc11.cpp (text of f800025f)'],
  ['v_interp_p1_f32 v93, v211, attr63.z', '0xc974fed3', 'GCNAsmOpc11.cpp'],
  ['s_add_u32 s21, s4, -4.5h', '0x8015ff04, 0x0000c480', 'GCNAsmOpc11.cpp'],
  ['s_add_u32 s21, s4, -4.5s', '0x8015ff04, 0xc0900000', 'GCNAsmOpc11.cpp'],
  ['v_cvt_f16_f32 v158, 1.s', '0x7f3c14f2', 'GCNAsmOpc11.cpp'],
  ['v_cvt_f32_f64 v3, 0.51119751l', '0x7e061eff, 0x3fe05bbb', 'GCNAsmOpc11.cpp:901'],
  ['s_add_u32 s21, s4, lit(2.0)', '0x8015ff04, 0x40000000', 'GCNAsmOpc11.cpp'],
];

test('--syntax clrx reads CLRX\'s sendmsg, exp, attr63, float suffixes and lit(FLOAT) to clrxasm\'s words, fast path included', () => {
  const src = ASM.map(([l]) => l).join('\n') + '\n';
  const r = gcnkit(['asm', '--mcpu', 'tahiti', '--syntax', 'clrx', '--show-encoding', '-'], src, CHECK);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stderr, '');
  const lines = r.stdout.trim().split('\n');
  ASM.forEach(([line, words], i) => {
    const bytes = words.split(', ').flatMap((w) => [0, 8, 16, 24].map((s) => '0x' + ((parseInt(w, 16) >>> s) & 255).toString(16).padStart(2, '0')));
    assert.ok(lines[i].endsWith(`encoding: [${bytes.join(',')}]`), `${line}: ${lines[i]}`);
  });
});

test('a CLRX float suffix under --syntax llvm: CLRX\'s value with a located warning (llvm-mc rejects it)', () => {
  const r = gcnkit(['asm', '--mcpu', 'tahiti', '--show-encoding', '-'], 's_add_u32 s21, s4, -4.5h\n', CHECK);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /encoding: \[0x04,0xff,0x15,0x80,0x80,0xc4,0x00,0x00\]/);
  assert.match(r.stderr, /<stdin>:1:20: warning: float suffix '-4\.5h' is CLRX syntax; llvm-mc rejects it\n/);
});

test('dis --syntax clrx prints sendmsg, exp, omod/clamp and attr63 as clrxdisasm does', () => {
  // GCNDisasmOpc11.cpp: bf90021f, f800025f 7c1b5d74, d2800c37 97974d4f, c974fed3.
  const r = gcnkit(['dis', '--hex', '--mcpu', 'tahiti', '--syntax', 'clrx', '-'], '0xbf90021f 0xbf900014 0xf800025f 0x7c1b5d74 0xd2800c37 0x97974d4f 0xc974fed3\n');
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(r.stdout.trim().split('\n').map((l) => l.trim().replace(/\s+/g, ' ')), [
    '.gpu Tahiti',
    's_sendmsg sendmsg(system, cut, 2)',
    's_sendmsg sendmsg(@4, cut, 0)',
    'exp param5, v116, v93, v27, v124',
    'v_mad_legacy_f32 v55, v79, v166, -abs(v229) mul:4 clamp',
    'v_interp_p1_f32 v93, v211, attr63.z',
  ]);
});

test('dis --syntax clrx names branch targets inside the code with CLRX labels, relative outside it, and the listing reads back', () => {
  // clrxdisasm (GCNDisasmOpc11.cpp): bf82ffff at offset 0 is `s_branch .L0_0`; a target past the
  // code stays `.+N` here (ERRATA CX-5).
  const words = '0xbf820001 0xbf800000 0xbf84fffe 0xbf820005 0x7e0002ff 0x3f800000 0xbf82fffc';
  const r = gcnkit(['dis', '--hex', '--mcpu', 'tahiti', '--syntax', 'clrx', '-'], words + '\n');
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(r.stdout.trim().split('\n').map((l) => l.trim().replace(/\s+/g, ' ')), [
    '.gpu Tahiti', 's_branch .L8_0', '.L4_0:', 's_nop 0x0', '.L8_0:', 's_cbranch_scc0 .L4_0', '.L12_0:',
    's_branch .+24', 'v_mov_b32 v0, 0x3f800000', 's_branch .L12_0',
  ]);
  const back = gcnkit(['asm', '--mcpu', 'tahiti', '--syntax', 'clrx', '--hex', '-'], r.stdout);
  assert.equal(back.code, 0, back.stderr);
  assert.equal(back.stdout.trim().split(/\s+/).map((w) => '0x' + w.replace(/^0x/, '')).join(' '), words);
});

test('s_buffer_atomic_* on GCN 1.2 is CLRX-only: clrxasm\'s words under --syntax clrx, a located error under llvm', () => {
  // GCNAsmOpc12.cpp: s_buffer_atomic_swap s50, s[60:63], 0x5b is c1020c9e 0000005b on tonga.
  const r = gcnkit(['asm', '--mcpu', 'tonga', '--syntax', 'clrx', '--show-encoding', '-'], 's_buffer_atomic_swap s50, s[60:63], 0x5b\n');
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /encoding: \[0x9e,0x0c,0x02,0xc1,0x5b,0x00,0x00,0x00\]/);
  const d = gcnkit(['dis', '--hex', '--mcpu', 'tonga', '--syntax', 'clrx', '-'], '0xc1020c9e 0x0000005b\n');
  assert.match(d.stdout, /^ +s_buffer_atomic_swap s50, s\[60:63\], 0x5b$/m);
  const e = gcnkit(['asm', '--mcpu', 'tonga', '-'], 's_buffer_atomic_swap s50, s[60:63], 0x5b\n');
  assert.equal(e.code, 1);
  assert.match(e.stderr, /^<stdin>:1:1: error: s_buffer_atomic_swap is a CLRX instruction llvm-mc 19 does not have: use --syntax clrx\n/);
});

test('--syntax clrx reads CLRX\'s parametrised modifiers (vop3:1, abs:3, neg:[0,1], omod:N) and takes the last of repeated ones', () => {
  // GCNAsmOpc11.cpp (tahiti words).
  const cases: readonly (readonly [string, string])[] = [
    ['v_add_f32 v154, v21, v107 vop3:1', '[0x9a,0x00,0x06,0xd2,0x15,0xd7,0x02,0x00]'],
    ['v_add_f32_e64 v154, v21, v107 vop3:0', '[0x9a,0x00,0x06,0xd2,0x15,0xd7,0x02,0x00]'],
    ['v_add_f32 v154, v21, v107 abs:3', '[0x9a,0x03,0x06,0xd2,0x15,0xd7,0x02,0x00]'],
    ['v_add_f32 v154, v21, v107 neg:[0,1]', '[0x9a,0x00,0x06,0xd2,0x15,0xd7,0x02,0x40]'],
    ['v_mad_legacy_f32 v55, v79, v166, v229 abs:4', '[0x37,0x04,0x80,0xd2,0x4f,0x4d,0x97,0x07]'],
    ['v_add_f32 v154, v21, v107 omod:2', '[0x9a,0x00,0x06,0xd2,0x15,0xd7,0x02,0x10]'],
    ['v_add_f32 v154, v21, v107 mul:4 div:2', '[0x9a,0x00,0x06,0xd2,0x15,0xd7,0x02,0x18]'],
    ['ds_add_u32 v71, v169 offset:52 offset:42', '[0x2a,0x00,0x00,0xd8,0x47,0xa9,0x00,0x00]'],
  ];
  const r = gcnkit(['asm', '--mcpu', 'tahiti', '--syntax', 'clrx', '--show-encoding', '-'], cases.map(([l]) => l).join('\n') + '\n');
  assert.equal(r.code, 0, r.stderr);
  const lines = r.stdout.trim().split('\n');
  cases.forEach(([line, enc], i) => assert.ok(lines[i].endsWith(`encoding: ${enc}`), `${line}: ${lines[i]}`));
  // llvm-mc's rule stays under --syntax llvm: a repeated modifier is an error; sext:N has no VOP3 form.
  const e = gcnkit(['asm', '--mcpu', 'tahiti', '-'], 'v_add_f32 v154, v21, v107 mul:4 div:2\n');
  assert.equal(e.code, 1);
  assert.match(e.stderr, /^<stdin>:1:33: error: duplicate modifier 'div:2'/);
  const s = gcnkit(['asm', '--mcpu', 'tonga', '--syntax', 'clrx', '-'], 'v_mad_f32 v55, abs(v79), abs(v166), -v229 sext:4\n');
  assert.equal(s.code, 1);
  assert.match(s.stderr, /^<stdin>:1:43: error: sext:4: v_mad_f32 takes no sext modifier here/);
});

/** `src` (tahiti, --syntax clrx) assembles to `words`, and those words print as `src`. */
function bothWays(src: string, words: readonly string[]): void {
  const r = gcnkit(['asm', '--mcpu', 'tahiti', '--syntax', 'clrx', '--hex', '-'], src + '\n');
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(r.stdout.trim().split(/\s+/), words);
  const d = gcnkit(['dis', '--hex', '--mcpu', 'tahiti', '--syntax', 'clrx', '-'], words.map((w) => '0x' + w).join(' ') + '\n');
  assert.deepEqual(d.stdout.trim().split('\n').slice(1).map((l) => l.trim().replace(/\s+/g, ' ')), src.split('\n'));
}

test('clamp and omod on every VOP3 form under --syntax clrx (VOPC, v_mov_b32), both directions; an error under llvm', () => {
  // GCNDisasmOpc11.cpp / GCNAsmOpc11.cpp: d0000b2a 0802d732, d3020037 1800001b (tahiti).
  bothWays('v_cmp_f_f32 s[42:43], abs(v50), abs(v107) mul:2 clamp\nv_mov_b32 v55, s27 div:2', ['d0000b2a', '0802d732', 'd3020037', '1800001b']);
  const e = gcnkit(['asm', '--mcpu', 'tahiti', '-'], 'v_mov_b32_e64 v55, s27 div:2\n');
  assert.equal(e.code, 1);
  assert.match(e.stderr, /^<stdin>:1:24: error: 'div:2' on v_mov_b32_e64 has no llvm-mc syntax; CLRX reads it: --syntax clrx/);
});

test('CLRX\'s neg1/neg2 (the NEG bit of a VOP3 source the instruction does not have), both directions', () => {
  // GCNDisasmOpc11.cpp: d000006a 8002d732 is `v_cmp_f_f32 vcc, v50, v107 neg2`, d3020037 f800001b `v_mov_b32 v55, -s27 div:2 neg1 neg2`.
  bothWays('v_cmp_f_f32 vcc, v50, v107 neg2\nv_mov_b32 v55, -s27 div:2 neg1 neg2', ['d000006a', '8002d732', 'd3020037', 'f800001b']);
});

test('--syntax clrx reads CLRX\'s aliases: the other generation\'s carry-add name, v_cmps_t_*, s_cmp_ne_u64, GFX9 tba_lo..tma_hi, fast path included', () => {
  // [gpu, source, clrxasm's words, CLRX test line]
  const cases: readonly (readonly [string, string, string, string])[] = [
    ['tahiti', 'v_add_u32 v154, vcc, v21, v107', '4b34d715', 'GCNAsmOpc11.cpp:843'],
    ['tahiti', 'v_cmps_t_f32 vcc, v79, v201', '7c9f934f', 'GCNAsmOpc11.cpp:1331'],
    ['tonga', 'v_add_i32 v154, vcc, v21, v107', '3334d715', 'GCNAsmOpc12.cpp:653'],
    ['tonga', 's_cmp_ne_u64 s[28:29], s[68:69]', 'bf13441c', 'GCNAsmOpc12.cpp:134'],
    ['gfx900', 's_getreg_b32 s43, hwreg(tma_hi, 0, 1)', 'b8ab0013', 'GCNAsmOpc14.cpp:155'],
  ];
  for (const [gpu, line, words, where] of cases) {
    const r = gcnkit(['asm', '--mcpu', gpu, '--syntax', 'clrx', '--hex', '-'], line + '\n', CHECK);
    assert.equal(r.code, 0, `${where}: ${r.stderr}`);
    assert.equal(r.stdout.trim(), words, where);
  }
  // The llvm dialect keeps llvm-mc 19's names: `echo 'v_add_u32 v154, vcc, v21, v107' | llvm-mc -arch=amdgcn -mcpu=tahiti` is an error.
  assert.notEqual(gcnkit(['asm', '--mcpu', 'tahiti', '--hex', '-'], 'v_add_u32 v154, vcc, v21, v107\n', CHECK).code, 0);
});

test('--syntax clrx leaves out only the flags CLRX does: gds on ds_ordered_count, not on ds_gws_init (clrxasm: "Instruction requires GDS modifier")', () => {
  // GCNAsmOpc11.cpp:2069: ds_ordered_count v155, v71 offset:52583 -> d8fccd67 9b000047 (GDS 0).
  const ok = gcnkit(['asm', '--mcpu', 'tahiti', '--syntax', 'clrx', '--hex', '-'], 'ds_ordered_count v155, v71 offset:52583\n', CHECK);
  assert.equal(ok.code, 0, ok.stderr);
  assert.equal(ok.stdout.trim(), 'd8fccd67 9b000047');
  // GCNAsmOpc11.cpp:2008: clrxasm rejects ds_gws_init without gds, as llvm-mc 19 does.
  const bad = gcnkit(['asm', '--mcpu', 'tahiti', '--syntax', 'clrx', '--hex', '-'], 'ds_gws_init v71 offset:52583\n', CHECK);
  assert.notEqual(bad.code, 0);
  assert.match(bad.stderr, /^<stdin>:1:29: error: ds_gws_init needs the gds modifier\n/);
});

test('v_mad_mix*: CLRX\'s op_sel_hi default is [1,1,1] under --syntax clrx, both directions (llvm-mc 19\'s is 0)', () => {
  // GCNAsmOpc14.cpp:626 / GCNDisasmOpc14.cpp:469: v_mad_mix_f32 v55, v79, v166, v229 <-> d3a04037 1f974d4f.
  const a = gcnkit(['asm', '--mcpu', 'gfx900', '--syntax', 'clrx', '--hex', '-'], 'v_mad_mix_f32 v55, v79, v166, v229\nv_mad_mixlo_f16 v55, v79, v166, v229 op_sel_hi:[0,0,0]\n', CHECK);
  assert.equal(a.code, 0, a.stderr);
  assert.equal(a.stdout.trim(), 'd3a04037 1f974d4f\nd3a10037 07974d4f');
  const d = gcnkit(['dis', '--hex', '--mcpu', 'gfx900', '--syntax', 'clrx', '-'], '0xd3a04037 0x1f974d4f 0xd3a10037 0x07974d4f\n');
  assert.deepEqual(d.stdout.trim().split('\n').slice(1).map((l) => l.trim().replace(/\s+/g, ' ')),
    ['v_mad_mix_f32 v55, v79, v166, v229', 'v_mad_mixlo_f16 v55, v79, v166, v229 op_sel_hi:[0,0,0]']);
  // The llvm dialect: `echo 'v_mad_mix_f32 v55, v79, v166, v229' | llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding` → [0x37,0x00,0xa0,0xd3,0x4f,0x4d,0x97,0x07].
  assert.equal(gcnkit(['asm', '--mcpu', 'gfx900', '--hex', '-'], 'v_mad_mix_f32 v55, v79, v166, v229\n', CHECK).stdout.trim(), 'd3a00037 07974d4f');
});

test('--syntax clrx truncates a value too wide for its field with a located warning and clrxasm\'s bytes (exit 0); --syntax llvm rejects it', () => {
  // GCNAsmOpc11.cpp: clrxasm warns and writes bf8c0b21, e00001fb 23143d12, f203ff00 00159d79.
  const src = 's_waitcnt vmcnt(33) & expcnt(0) & lgkmcnt(11)\nbuffer_load_format_x v61, v18, s[80:83], s35 offset:4603\nimage_load v[157:161], v[121:124], s[84:87] dmask:0xdaf unorm glc tfe slc r128 lwe da\n';
  const r = gcnkit(['asm', '--mcpu', 'tahiti', '--syntax', 'clrx', '--hex', '-'], src, CHECK);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout.trim(), 'bf8c0b01\ne00001fb 23143d12\nf203ff00 00159d79');
  // At the value, as clrxasm points its warning (not at the modifier's name).
  assert.match(r.stderr, /^<stdin>:1:17: warning: vmcnt: vmcnt\(33\) truncated to 1 .*\ns_waitcnt vmcnt\(33\).*\n {16}\^\n/);
  assert.match(r.stderr, /<stdin>:2:53: warning: offset: offset:4603 truncated to 507 /);
  assert.match(r.stderr, /<stdin>:3:51: warning: dmask: dmask:0xdaf truncated to 15 /);
  const l = gcnkit(['asm', '--mcpu', 'tahiti', '--hex', '-'], 'buffer_load_format_x v61, v18, s[80:83], s35 offset:4603\n', CHECK);
  assert.notEqual(l.code, 0);
  assert.match(l.stderr, /error: offset out of range: offset:4603 is not in 0\.\.4095/);
});

test('v_cmp(x)_class_f64: CLRX writes and reads the class mask as a register pair, both directions and both paths', () => {
  // GCNDisasmOpc11.cpp / GCNAsmOpc11.cpp: 7d51934f <-> v_cmp_class_f64 vcc, v[79:80], v[201:202].
  for (const fast of ['on', 'off']) {
    const d = gcnkit(['dis', '--hex', '--mcpu', 'tahiti', '--syntax', 'clrx', '-'], '0x7d51934f 0xd170002a 0x0002d732\n', { ...process.env, GCNKIT_FAST: fast });
    assert.deepEqual(d.stdout.trim().split('\n').slice(1).map((l) => l.trim().replace(/\s+/g, ' ')),
      ['v_cmp_class_f64 vcc, v[79:80], v[201:202]', 'v_cmpx_class_f64 s[42:43], v[50:51], v[107:108]'], fast);
  }
  const a = gcnkit(['asm', '--mcpu', 'tahiti', '--syntax', 'clrx', '--hex', '-'], 'v_cmp_class_f64 vcc, v[79:80], v[201:202]\nv_cmpx_class_f64 s[42:43], v[50:51], v[107:108]\n', CHECK);
  assert.equal(a.code, 0, a.stderr);
  assert.equal(a.stdout.trim(), '7d51934f\nd170002a 0002d732');
  // llvm-mc 19's mask is one register: `echo 'v_cmp_class_f64 vcc, v[79:80], v201' | llvm-mc -arch=amdgcn -mcpu=tahiti -show-encoding` → [0x4f,0x93,0x51,0x7d].
  assert.notEqual(gcnkit(['asm', '--mcpu', 'tahiti', '--hex', '-'], 'v_cmp_class_f64 vcc, v[79:80], v[201:202]\n', CHECK).code, 0);
});

test('--syntax clrx reads and prints op_sel on every GCN 1.4 VOP3a word (a list or CLRX\'s number), fast path included', () => {
  // clrxasm / clrxdisasm: GCNAsmOpc14.cpp:375, :465, :406 and GCNDisasmOpc14.cpp:237, :343, :268.
  // llvm-mc 19 has op_sel on the 16-bit rows only (`echo 'v_add_f32_e64 v55, s27, v90 op_sel:[1,0,1]'
  // | llvm-mc -arch=amdgcn -mcpu=gfx900` → "not a valid operand").
  const src = 'v_add_f32 v55, s27, v90 op_sel:[1,0,1]\nv_alignbit_b32 v55, v79, v166, v229 op_sel:0xb\nv_cmp_gt_u32 s[42:43], v50, v107 op_sel:[0,0,1]\n';
  const a = gcnkit(['asm', '--mcpu', 'gfx900', '--syntax', 'clrx', '--hex', '-'], src, CHECK);
  assert.equal(a.code, 0, a.stderr);
  assert.deepEqual(a.stdout.trim().split('\n'), ['d1014837 0002b41b', 'd1ce5837 07974d4f', 'd0cc402a 0002d732']);
  const d = gcnkit(['dis', '--hex', '--mcpu', 'gfx900', '--syntax', 'clrx', '-'], a.stdout, CHECK);
  assert.deepEqual(d.stdout.trim().split('\n').slice(1).map((l) => l.trim().replace(/\s+/g, ' ')), [
    'v_add_f32 v55, s27, v90 op_sel:[1,0,1]', 'v_alignbit_b32 v55, v79, v166, v229 op_sel:[1,1,0,1]', 'v_cmp_gt_u32 s[42:43], v50, v107 op_sel:[0,0,1]',
  ]);
  // GCN 1.2's VOP3 has no OP_SEL field: a located error.
  const t = gcnkit(['asm', '--mcpu', 'tonga', '--syntax', 'clrx', '--hex', '-'], 'v_add_f32 v55, s27, v90 op_sel:[1,0,1]\n', CHECK);
  assert.notEqual(t.code, 0);
  assert.match(t.stderr, /^<stdin>:1:25: error: v_add_f32 does not take 'op_sel:\[1,0,1\]'/);
});

test('--syntax clrx reads _e64 on an instruction without a VOP3 form as clrxasm does: its constants as literals', () => {
  // clrxasm (GCNAsmOpc11.cpp:74, :75, :80, :279, :333, :1910); llvm-mc 19 rejects the suffix
  // (`echo 's_add_u32_e64 s21, s4, 32' | llvm-mc -arch=amdgcn -mcpu=tahiti` → "e64 variant of this
  // instruction is not supported"), and so does --syntax llvm.
  const src = 's_add_u32_e64 s21, s4, 32\ns_add_u32_e64 s21, 32, s4\ns_add_u32_e64 s21, s4, -.5\ns_mov_b32_e64 s86, -4\ns_cmp_eq_i32_e64 s29, 51\nds_add_u32_e64 v71, v169\n';
  const r = gcnkit(['asm', '--mcpu', 'tahiti', '--syntax', 'clrx', '--hex', '-'], src, CHECK);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(r.stdout.trim().split('\n'), ['8015ff04 00000020', '801504ff 00000020', '8015ff04 bf000000', 'bed603ff fffffffc', 'bf00ff1d 00000033', 'd8000000 0000a947']);
  const l = gcnkit(['asm', '--mcpu', 'tahiti', '--hex', '-'], 's_add_u32_e64 s21, s4, 32\n', CHECK);
  assert.notEqual(l.code, 0);
  assert.match(l.stderr, /^<stdin>:1:1: error: e64 variant of this instruction is not supported: write s_add_u32\n/);
});

test('an interpolation attribute with spaces around its dot reads as CLRX\'s (attr26 . w), with a warning under llvm syntax', () => {
  // clrxasm: GCNAsmOpc11.cpp:1870-1872 (c9746bd3); llvm-mc 19 reads only `attr26.w` (same bytes).
  const src = 'v_interp_p1_f32 v93, v211, attr26 . w\nv_interp_p1_f32 v93, v211, aTTR00026 . W\n';
  const r = gcnkit(['asm', '--mcpu', 'tahiti', '--syntax', 'clrx', '--hex', '-'], src, CHECK);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stderr, '');
  assert.deepEqual(r.stdout.trim().split('\n'), ['c9746bd3', 'c9746bd3']);
  const l = gcnkit(['asm', '--mcpu', 'tahiti', '--hex', '-'], 'v_interp_p1_f32 v93, v211, attr26 . w\n', CHECK);
  assert.equal(l.stdout.trim(), 'c9746bd3');
  assert.match(l.stderr, /^<stdin>:1:28: warning: 'attr26 \. w' \(spaces around the attribute's '\.'\) is CLRX syntax; llvm-mc rejects it\n/);
});

test('CLRX\'s register pair subscripts (vcc[0:0], vcc[1], flat_scratch[0:1]) read as the halves and the pair, with a warning under llvm syntax', () => {
  // clrxasm: GCNAsmOpc11.cpp:28, :32, :126, :861, :2993 (bonaire); llvm-mc 19: `echo 's_add_u32
  // vcc[0], s4, s61' | llvm-mc -arch=amdgcn -mcpu=tahiti` → "expected a register or a list of registers".
  const src = 's_add_u32 vcc[0:0], s4, s61\ns_add_u32 vcc[1], s4, s61\ns_xor_b64 vcc[0:1], s[4:5], s[62:63]\nv_addc_u32 v154, vcc[0:1], v21, v107, vcc[0:1]\ns_xor_b64 s[22:23], flat_scratch[0:1], s[62:63]\n';
  const r = gcnkit(['asm', '--mcpu', 'bonaire', '--syntax', 'clrx', '--hex', '-'], src, CHECK);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stderr, '');
  assert.deepEqual(r.stdout.trim().split('\n'), ['806a3d04', '806b3d04', '89ea3e04', '5134d715', '89963e68']);
  const l = gcnkit(['asm', '--mcpu', 'bonaire', '--hex', '-'], 's_add_u32 vcc[1], s4, s61\n', CHECK);
  assert.equal(l.stdout.trim(), '806b3d04');
  assert.match(l.stderr, /^<stdin>:1:11: warning: 'vcc\[1\]' \(a subscript of a register pair\) is CLRX syntax; llvm-mc rejects it\n/);
});

test('--syntax clrx reads CLRX\'s numeric op_sel/op_sel_hi/neg_lo/neg_hi on v_pk_* (element k is bit k)', () => {
  // clrxasm: GCNAsmOpc14.cpp:531, :545, :559, :573; llvm-mc 19 takes only the [..] lists.
  const src = 'v_pk_mad_i16 v55, v79, v166, v229 op_sel_hi:6\nv_pk_mad_i16 v55, v79, v166, v229 op_sel:4 op_sel_hi:[0,0,0]\nv_pk_mad_i16 v55, v79, v166, v229 neg_hi:5\nv_pk_mad_i16 v55, v79, v166, v229 neg_lo:3\n';
  const r = gcnkit(['asm', '--mcpu', 'gfx900', '--syntax', 'clrx', '--hex', '-'], src, CHECK);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(r.stdout.trim().split('\n'), ['d3804037 17974d4f', 'd3802037 07974d4f', 'd3804537 1f974d4f', 'd3804037 7f974d4f']);
  const l = gcnkit(['asm', '--mcpu', 'gfx900', '--hex', '-'], 'v_pk_mad_i16 v55, v79, v166, v229 op_sel_hi:6\n', CHECK);
  assert.match(l.stderr, /^<stdin>:1:35: error: expected op_sel_hi:\[\.\.\] with one 0 or 1 per source\n/);
});
