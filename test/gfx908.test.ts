// gfx908 (MI100, CDNA 1): a GFX9 target with gfx906's dot products and the matrix instructions
// (mai-insts), assembled, disassembled and read in code objects as llvm-mc 19 / clang-19 do.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolveTarget } from '../src/isa/targets.js';
import { flagsFor, parseTargetId, targetFromHeader, targetIdText } from '../src/objects/targets.js';
import { gcnkit } from './support/cli.js';
import { canon, listing } from './support/encoded-rows.js';

const corpus = (name: string): string => new URL(`../../test/kernels-cdna/gfx908/${name}`, import.meta.url).pathname;

test('gfx908 has LLVM 19 FeatureISAVersion9_0_8 features (each checked with llvm-mc 19 -mcpu=gfx908)', () => {
  const t = resolveTarget('gfx908')!;
  assert.equal(t.gen, 'gcn1.4');
  assert.equal(t.label, 'CDNA 1');
  const f = [...t.features].filter((x) => /insts?$|xnack|sramecc/.test(x)).sort();
  assert.deepEqual(f, ['atomic-buffer-global-pk-add-f16-no-rtn-insts', 'atomic-fadd-no-rtn-insts', 'dl-insts', 'dot1-insts', 'dot10-insts',
    'dot2-insts', 'dot3-insts', 'dot4-insts', 'dot5-insts', 'dot6-insts', 'dot7-insts', 'fma-mix-insts', 'mai-insts', 'pk-fmac-f16-inst', 'sramecc', 'xnack']);
});

test('gfx908 code objects: EF_AMDGPU_MACH 0x30, target ID amdgcn-amd-amdhsa--gfx908 as clang-19 writes it', () => {
  // clang-19 -mcpu=gfx908 (test/kernels-cdna/gfx908): e_flags 0x530 (xnack and sramecc "any"), code object v5.
  const id = parseTargetId('amdgcn-amd-amdhsa--gfx908')!;
  assert.equal(flagsFor(id, 5), 0x530);
  assert.equal(targetIdText(targetFromHeader(64, 3, 0x530)!), 'amdgcn-amd-amdhsa--gfx908');
  assert.equal(targetIdText(targetFromHeader(64, 3, 0x730)!), 'amdgcn-amd-amdhsa--gfx908:xnack+');
  const bytes = readFileSync(corpus('mfma_f32.o'));
  const r = gcnkit(['dis', '-'], bytes);
  assert.match(r.stdout, /\.amdgcn_target "amdgcn-amd-amdhsa--gfx908"/);
});

// Expected bytes: llvm-mc 19 -arch=amdgcn -mcpu=gfx908 -show-encoding (its echo is the text on the left).
const GFX908: readonly [string, string, string?][] = [
  ['v_accvgpr_read_b32 v1, a2', '0x01,0x40,0xd8,0xd3,0x02,0x01,0x00,0x18'],
  ['v_accvgpr_read_b32 v255, a255', '0xff,0x40,0xd8,0xd3,0xff,0x01,0x00,0x18', 'v_accvgpr_read v255, acc255'],
  ['v_accvgpr_write_b32 a1, v2', '0x01,0x40,0xd9,0xd3,0x02,0x01,0x00,0x18'],
  ['v_accvgpr_write_b32 a1, 1.0', '0x01,0x40,0xd9,0xd3,0xf2,0x00,0x00,0x18'],
  ['v_accvgpr_write_b32 a1, -16', '0x01,0x40,0xd9,0xd3,0xd0,0x00,0x00,0x18'],
  ['v_mfma_f32_32x32x1f32 a[0:31], v0, v1, a[0:31]', '0x00,0x00,0xc0,0xd3,0x00,0x03,0x02,0x04'],
  ['v_mfma_f32_32x32x1f32 a[0:31], a0, a1, a[0:31]', '0x00,0x00,0xc0,0xd3,0x00,0x03,0x02,0x1c', 'v_mfma_f32_32x32x1f32 acc[0:31], a0, acc1, a[0:31]'],
  ['v_mfma_f32_32x32x1f32 a[0:31], v0, v1, a[0:31] cbsz:1 abid:2 blgp:3', '0x00,0x11,0xc0,0xd3,0x00,0x03,0x02,0x64'],
  ['v_mfma_f32_4x4x4f16 a[0:3], a[0:1], a[2:3], a[0:3]', '0x00,0x00,0xca,0xd3,0x00,0x05,0x02,0x1c'],
  ['v_mfma_f32_4x4x4f16 a[0:3], v[1:2], v[2:3], a[1:4]', '0x00,0x00,0xca,0xd3,0x01,0x05,0x06,0x04'],
  ['v_mfma_f32_32x32x1f32 a[224:255], v255, v1, a[224:255]', '0xe0,0x00,0xc0,0xd3,0xff,0x03,0x82,0x07'],
  ['v_mfma_i32_16x16x16i8 a[4:7], v0, v2, a[4:7] blgp:7', '0x04,0x00,0xd5,0xd3,0x00,0x05,0x12,0xe4'],
  ['v_dot2c_f32_f16_e32 v1, v2, v3', '0x02,0x07,0x02,0x6e', 'v_dot2c_f32_f16 v1, v2, v3'],
  ['v_dot2c_f32_f16_e64 v1, -v2, |v3| clamp', '0x01,0x82,0x37,0xd1,0x02,0x07,0x02,0x20'],
  ['v_dot2c_f32_f16_dpp v1, -v2, |v3| quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf', '0xfa,0x06,0x02,0x6e,0x02,0xe4,0x90,0xff'],
  ['v_dot8c_i32_i4_e32 v1, 0x1234, v3', '0xff,0x06,0x02,0x74,0x34,0x12,0x00,0x00'],
  ['v_dot4c_i32_i8_e64 v1, s2, 1.0', '0x01,0x00,0x39,0xd1,0x02,0xe4,0x01,0x00'],
  ['v_dot2c_i32_i16_e32 v1, 0x3fc00000, v3', '0xff,0x06,0x02,0x70,0x00,0x00,0xc0,0x3f', 'v_dot2c_i32_i16 v1, 1.5, v3'],
  ['v_pk_fmac_f16_e32 v1, 0x3e00, v3', '0xff,0x06,0x02,0x78,0x00,0x3e,0x00,0x00', 'v_pk_fmac_f16 v1, 1.5, v3'],
  ['v_pk_fmac_f16_e32 v1, 1.0, v3', '0xf2,0x06,0x02,0x78', 'v_pk_fmac_f16 v1, 0x3c00, v3'],
  // The atomics that return nothing (no VDST, no glc).
  ['global_atomic_add_f32 v[2:3], v4, off', '0x00,0x80,0x34,0xdd,0x02,0x04,0x7f,0x00'],
  ['global_atomic_pk_add_f16 v2, v4, s[2:3]', '0x00,0x80,0x38,0xdd,0x02,0x04,0x02,0x00'],
  ['buffer_atomic_add_f32 v4, v1, s[8:11], 0 offen offset:4095 slc', '0xff,0x1f,0x36,0xe1,0x01,0x04,0x02,0x80'],
  ['buffer_atomic_pk_add_f16 v4, v[1:2], s[8:11], s3 idxen offen offset:7', '0x07,0x30,0x38,0xe1,0x01,0x04,0x02,0x03'],
];


for (const fast of ['on', 'off', 'check']) {
  test(`gfx908: AGPRs, v_accvgpr_*, MFMA, dot2c/dot4c/dot8c, v_pk_fmac_f16 assemble as llvm-mc 19 does (GCNKIT_FAST=${fast})`, () => {
    const r = gcnkit(['asm', '--mcpu', 'gfx908', '--show-encoding'], GFX908.map(([t, , input]) => input ?? t).join('\n') + '\n', { ...process.env, GCNKIT_FAST: fast });
    assert.equal(r.stderr, '');
    assert.equal(canon(r.stdout), listing(GFX908));
  });
  test(`gfx908: the same words disassemble to llvm-mc 19's text (GCNKIT_FAST=${fast})`, () => {
    const hex = GFX908.map(([, b]) => b.split(',').join(' ')).join('\n') + '\n';
    const r = gcnkit(['dis', '--hex', '--mcpu', 'gfx908'], hex, { ...process.env, GCNKIT_FAST: fast });
    assert.equal(r.stderr, '');
    assert.deepEqual(r.stdout.trim().split('\n').map((l) => l.trim()), GFX908.map(([t]) => t));
  });
}

test('gfx908: words llvm-mc reads but cannot write back print as .long (ACC_CD, op_sel_hi clear, partial C/D overlap, an SGPR C)', () => {
  // llvm-mc 19 --disassemble prints each as text that reassembles to other bytes, or not at all.
  const r = gcnkit(['dis', '--hex', '--mcpu', 'gfx908'], [
    '0x00 0x80 0xc0 0xd3 0x00 0x03 0x02 0x04', // bit 15 (gfx90a's ACC_CD): reserved on gfx908
    '0x01 0x00 0xd8 0xd3 0x02 0x01 0x00 0x00', // v_accvgpr_read_b32 without VOP3P's op_sel_hi bits
    '0x00 0x00 0xc0 0xd3 0x00 0x03 0x06 0x04', // v_mfma_f32_32x32x1f32 a[0:31], v0, v1, a[1:32]
    '0x00 0x00 0xc0 0xd3 0x00 0x03 0x02 0x00', // C = s0
  ].join('\n') + '\n');
  assert.deepEqual(r.stdout.trim().split('\n').map((l) => l.trim().slice(0, 5)), ['.long', '.long', '.long', '.long']);
  assert.match(r.stderr, /0x10: warning: source 2 operand must not partially overlap with dst/);
  assert.match(r.stderr, /0x18: warning: v_mfma_f32_32x32x1f32 takes AGPRs only in src2 \(code 0\)/);
  // No-return atomics: llvm-mc 19 refuses GLC ("invalid instruction encoding") and ignores VDST (ERRATA Q-45).
  const a = gcnkit(['dis', '--hex', '--mcpu', 'gfx908'], '0x00 0x80 0x35 0xdd 0x02 0x04 0x7f 0x00\n0x00 0x80 0x34 0xdd 0x02 0x04 0x7f 0x01\n0xff 0x4f 0x34 0xe1 0x00 0x04 0x02 0x03\n');
  assert.deepEqual(a.stdout.trim().split('\n').map((l) => l.trim().slice(0, 5)), ['.long', '.long', '.long']);
  assert.match(a.stderr, /0x0: warning: glc not expressible in global_atomic_add_f32 syntax/);
  assert.match(a.stderr, /0x8: warning: vdst not expressible in global_atomic_add_f32 syntax/);
  assert.match(a.stderr, /0x10: warning: glc not expressible in buffer_atomic_add_f32 syntax/);
});

test('gfx908: bad AGPR operands are located errors as llvm-mc 19 rejects them (no stack traces)', () => {
  const cases: [string, RegExp][] = [
    // llvm-mc 19: "source 2 operand must not partially overlap with dst"
    ['v_mfma_f32_32x32x1f32 a[1:32], v0, v1, a[0:31]', /1:40: error: source 2 operand must not partially overlap with dst/],
    // llvm-mc 19: "source operand must be either a VGPR or an inline constant"
    ['v_accvgpr_write_b32 a1, s2', /1:25: error: source operand must be either a VGPR or an inline constant/],
    ['v_accvgpr_write_b32 a1, 0x1234', /1:25: error: source operand must be either a VGPR or an inline constant/],
    // llvm-mc 19: "invalid operand for instruction" / "inline constants are not allowed for this operand"
    ['v_accvgpr_read_b32 v1, v2', /1:24: error: v_accvgpr_read_b32 takes an AGPR in src0, got 'v2'/],
    ['v_mfma_f32_32x32x1f32 a[0:31], s0, v1, a[0:31]', /1:32: error: v_mfma_f32_32x32x1f32 takes a VGPR or AGPR in src0, got 's0'/],
    ['v_mfma_f32_32x32x1f32 a[0:31], v0, v1, 0', /1:40: error: v_mfma_f32_32x32x1f32 takes an AGPR tuple of 32 registers in src2, got '0'/],
    ['v_mfma_f32_32x32x1f32 v[0:31], v0, v1, a[0:31]', /1:23: error: v_mfma_f32_32x32x1f32 takes an AGPR tuple of 32 registers in vdst, got 'v\[0:31\]'/],
    ['v_mfma_f32_4x4x4f16 a[0:3], v0, v[2:3], a[0:3]', /1:29: error: src0 needs 2 registers, got 1 register \(v0\)/],
    // llvm-mc 19: "invalid cbsz value." / "register index is out of range"
    ['v_mfma_f32_32x32x1f32 a[0:31], v0, v1, a[0:31] cbsz:8', /1:48: error: invalid cbsz value: 8 \(0\.\.7\)/],
    ['v_accvgpr_read_b32 v1, a256', /1:24: error: register index is out of range: a256 \(a0-a255\)/],
    ['v_mov_b32 v1, a2', /1:15: error: src0 must be a scalar register, not a2/],
    ['v_add_f32 a1, v2, v3', /1:11: error: vdst must be a vector register, got 'a1'/],
    ['v_accvgpr_write_b32 a1, v2 op_sel_hi:[1]', /1:28: error: v_accvgpr_write_b32 does not take 'op_sel_hi:\[1\]' \(it takes no modifiers\)/],
  ];
  for (const [line, want] of cases) {
    const r = gcnkit(['asm', '--mcpu', 'gfx908'], line + '\n');
    assert.equal(r.code, 1, line);
    assert.match(r.stderr, want, line);
    assert.doesNotMatch(r.stderr, /\n\s+at /);
  }
  // llvm-mc 19: "invalid operand for instruction" at glc; gfx906: "instruction not supported on this GPU".
  const g = gcnkit(['asm', '--mcpu', 'gfx908'], 'global_atomic_add_f32 v[2:3], v4, off glc\n');
  assert.match(g.stderr, /1:39: error: global_atomic_add_f32 does not take 'glc'/);
  const h = gcnkit(['asm', '--mcpu', 'gfx906'], 'buffer_atomic_pk_add_f16 v4, off, s[8:11], s3\n');
  assert.match(h.stderr, /1:1: error: buffer_atomic_pk_add_f16: gfx908\/CDNA 2\/CDNA 3 only; selected gfx906 is GCN 1\.4\.1/);
  // GPUs without mai-insts: the located "gfx908 only" error (llvm-mc 19: "instruction not supported on this GPU").
  const r = gcnkit(['asm', '--mcpu', 'gfx906'], 'v_accvgpr_read_b32 v1, a2\n');
  assert.match(r.stderr, /1:1: error: v_accvgpr_read_b32: gfx908\/CDNA 2\/CDNA 3 only; selected gfx906 is GCN 1\.4\.1/);
  // MIMG's a16 stays the modifier, not AGPR 16 (llvm-mc 19 -mcpu=gfx900 and gfx908).
  assert.equal(gcnkit(['asm', '--mcpu', 'gfx908', '--show-encoding'], 'image_load v[0:3], v0, s[0:7] dmask:0xf a16\n').code, 0);
});

test('gfx908 under --syntax clrx: CLRX has no matrix instructions, so their words print as .long saying why', () => {
  const r = gcnkit(['dis', '--hex', '--syntax', 'clrx', '--mcpu', 'gfx908'], '0x01 0x40 0xd8 0xd3 0x02 0x01 0x00 0x18\n');
  assert.match(r.stdout, /\.long 0xd3d84001, 0x18000102 \/\* v_accvgpr_read_b32 v1, a2 \(v_accvgpr_read_b32 has no CLRX syntax/);
});

test('gcnkit sim --mcpu gfx908: the AGPR file, v_accvgpr_* and an MFMA (D = A x B + C over the wave, P127/P132)', () => {
  const prog = [
    'v_mov_b32 v0, 2.0', 'v_mov_b32 v1, 0x40400000', // A = 2, B = 3 in every lane
    'v_accvgpr_write_b32 a0, 1.0', 'v_accvgpr_write_b32 a1, 0', 'v_accvgpr_write_b32 a2, 0', 'v_accvgpr_write_b32 a3, -4.0',
    'v_mfma_f32_4x4x1f32 a[0:3], v0, v1, a[0:3]', 's_nop 7', // K = 1: every D element is 2 * 3 + C
    'v_accvgpr_read_b32 v2, a0', 'v_accvgpr_read_b32 v3, a3', 's_endpgm',
  ].join('\n') + '\n';
  const r = gcnkit(['sim', '--mcpu', 'gfx908', '--json', '-'], prog);
  assert.equal(r.stderr, '');
  const v = JSON.parse(r.stdout).vgpr as Record<string, number[]>;
  assert.deepEqual(new Set(v.v2), new Set([0x40e00000])); // 7.0
  assert.deepEqual(new Set(v.v3), new Set([0x40000000])); // 2.0
  // An MFMA under a partial EXEC: a located error, not a guess.
  const e = gcnkit(['sim', '--mcpu', 'gfx908', '-'], 's_mov_b64 exec, 1\nv_mfma_f32_4x4x1f32 a[0:3], v0, v1, a[0:3]\ns_endpgm\n');
  assert.equal(e.code, 1);
  assert.match(e.stderr, /<stdin>:2:1: error: v_mfma_f32_4x4x1f32: not simulated: EXEC is not all ones/);
});

test('analyze on gfx908: an MFMA reads A and B (VGPRs or AGPRs) and C, and writes D (AGPRs)', async () => {
  const { instrRegisters } = await import('../src/analyze/program.js');
  const { decode } = await import('../src/codec/codec.js');
  const t = resolveTarget('gfx908')!;
  // v_mfma_f32_32x32x1f32 a[0:31], a0, v1, a[32:63] (llvm-mc 19 -mcpu=gfx908: 0x00,0x00,0xc0,0xd3,0x00,0x03,0x82,0x0c)
  const words = [0xd3c00000, 0x0c820300];
  const d = decode(t, words, 0)!;
  const r = instrRegisters(d, d.def!);
  const text = (xs: readonly { cls: string; first: number; count: number }[]): string[] => xs.map((x) => `${x.cls}${x.first}+${x.count}`).sort();
  assert.deepEqual(text(r.reads), ['a0+1', 'a32+32', 's126+2', 'v1+1']); // and EXEC
  assert.deepEqual(text(r.writes), ['a0+32']);
});

test('gfx908: clang-19 -S of the corpus through asm --filetype obj gives clang\'s .text and kernel descriptors', async () => {
  const { readElf } = await import('../src/objects/elf.js');
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const out = mkdtempSync(`${tmpdir()}/gfx908-`);
  for (const f of ['mfma_f16', 'mfma_bf16', 'mfma_i8', 'mfma_f32', 'tile_spill', 'pk_axpy', 'atomic_f64']) {
    const r = gcnkit(['asm', '--filetype', 'obj', '-o', `${out}/${f}.o`, corpus(`${f}.s`)]);
    assert.equal(r.stderr, '', f);
    const ours = readElf(new Uint8Array(readFileSync(`${out}/${f}.o`))), clang = readElf(new Uint8Array(readFileSync(corpus(`${f}.o`))));
    assert.equal(ours.flags, clang.flags, `${f}: e_flags`);
    for (const s of ['.text', '.rodata']) {
      const a = ours.sections.find((x) => x.name === s)!.data, b = clang.sections.find((x) => x.name === s)!.data;
      assert.ok(Buffer.from(a).equals(Buffer.from(b)), `${f}: ${s}`);
    }
  }
});
