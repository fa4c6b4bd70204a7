// gfx940, gfx941, gfx942 (MI300, CDNA 3): the matrix instructions as llvm-mc 19 -mcpu=gfx940 has
// them: the renamed MFMAs (the GFX9 names read as aliases), i8 K=16/32, xf32, fp8/bf8, v_smfmac_*
// with their index VGPR, neg:[a,b,c] instead of blgp: on the f64 MFMAs, and the MFMAs gfx940 drops.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gcnkit } from './support/cli.js';
import { bothWays, type EncodedRow } from './support/encoded-rows.js';

// Expected bytes: llvm-mc 19 -arch=amdgcn -mcpu=gfx940 -show-encoding (its echo is the text on the
// left; the third column is the line written, where llvm-mc echoes another name). gfx941 and
// gfx942 give the same bytes (test/vectors/cdna-forms.tsv).
const GFX940: readonly EncodedRow[] = [
  ['v_mfma_f32_32x32x1_2b_f32 a[0:31], v0, v1, a[0:31]', '0x00,0x80,0xc0,0xd3,0x00,0x03,0x02,0x04'],
  ['v_mfma_f32_32x32x1_2b_f32 v[0:31], v0, v1, v[0:31]', '0x00,0x00,0xc0,0xd3,0x00,0x03,0x02,0x04', 'v_mfma_f32_32x32x1f32 v[0:31], v0, v1, v[0:31]'],
  ['v_mfma_f32_16x16x1_4b_f32 a[0:15], a0, a1, a[0:15] cbsz:1 abid:1 blgp:2', '0x00,0x89,0xc1,0xd3,0x00,0x03,0x02,0x5c'],
  ['v_mfma_f32_4x4x1_16b_f32 v[0:3], v0, v1, -1', '0x00,0x00,0xc2,0xd3,0x00,0x03,0x06,0x03'],
  ['v_mfma_f32_32x32x2_f32 a[0:15], v0, v1, a[0:15]', '0x00,0x80,0xc4,0xd3,0x00,0x03,0x02,0x04'],
  ['v_mfma_f32_16x16x4_f32 v[0:3], v0, v1, v[0:3]', '0x00,0x00,0xc5,0xd3,0x00,0x03,0x02,0x04'],
  ['v_mfma_f32_32x32x4_2b_f16 a[0:31], v[0:1], v[2:3], a[0:31]', '0x00,0x80,0xc8,0xd3,0x00,0x05,0x02,0x04'],
  ['v_mfma_f32_16x16x4_4b_f16 a[0:15], v[0:1], v[2:3], a[0:15]', '0x00,0x80,0xc9,0xd3,0x00,0x05,0x02,0x04'],
  ['v_mfma_f32_4x4x4_16b_f16 a[0:3], v[0:1], v[2:3], a[0:3]', '0x00,0x80,0xca,0xd3,0x00,0x05,0x02,0x04'],
  ['v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]', '0x00,0x80,0xcc,0xd3,0x00,0x05,0x02,0x04'],
  ['v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[0:3]', '0x00,0x80,0xcd,0xd3,0x00,0x05,0x02,0x04', 'v_mfma_f32_16x16x16f16 a[0:3], v[0:1], v[2:3], a[0:3]'],
  ['v_mfma_i32_32x32x4_2b_i8 a[0:31], v0, v1, a[0:31]', '0x00,0x80,0xd0,0xd3,0x00,0x03,0x02,0x04'],
  ['v_mfma_i32_16x16x4_4b_i8 v[0:15], v0, v1, v[0:15]', '0x00,0x00,0xd1,0xd3,0x00,0x03,0x02,0x04'],
  ['v_mfma_i32_4x4x4_16b_i8 a[0:3], v0, v1, 2', '0x00,0x80,0xd2,0xd3,0x00,0x03,0x0a,0x02'],
  ['v_mfma_i32_32x32x16_i8 a[0:15], v[0:1], v[2:3], a[0:15]', '0x00,0x80,0xd6,0xd3,0x00,0x05,0x02,0x04'],
  ['v_mfma_i32_16x16x32_i8 v[0:3], v[0:1], v[2:3], v[0:3]', '0x00,0x00,0xd7,0xd3,0x00,0x05,0x02,0x04'],
  ['v_mfma_f32_32x32x4_2b_bf16 a[0:31], v[0:1], v[2:3], a[0:31]', '0x00,0x80,0xdd,0xd3,0x00,0x05,0x02,0x04'],
  ['v_mfma_f32_16x16x4_4b_bf16 a[0:15], v[0:1], v[2:3], a[0:15]', '0x00,0x80,0xde,0xd3,0x00,0x05,0x02,0x04', 'v_mfma_f32_16x16x4bf16_1k a[0:15], v[0:1], v[2:3], a[0:15]'],
  ['v_mfma_f32_4x4x4_16b_bf16 v[0:3], v[0:1], v[2:3], v[0:3]', '0x00,0x00,0xdf,0xd3,0x00,0x05,0x02,0x04'],
  ['v_mfma_f32_32x32x8_bf16 a[0:15], v[0:1], v[2:3], a[0:15]', '0x00,0x80,0xe0,0xd3,0x00,0x05,0x02,0x04'],
  ['v_mfma_f32_16x16x16_bf16 a[0:3], v[0:1], v[2:3], a[0:3]', '0x00,0x80,0xe1,0xd3,0x00,0x05,0x02,0x04'],
  ['v_mfma_f64_16x16x4_f64 a[0:7], v[0:1], v[2:3], a[0:7]', '0x00,0x80,0xee,0xd3,0x00,0x05,0x02,0x04'],
  ['v_mfma_f64_16x16x4_f64 v[0:7], v[0:1], v[2:3], v[0:7] neg:[1,0,1]', '0x00,0x00,0xee,0xd3,0x00,0x05,0x02,0xa4', 'v_mfma_f64_16x16x4f64 v[0:7], v[0:1], v[2:3], v[0:7] neg:[1,0,1]'],
  ['v_mfma_f64_16x16x4_f64 v[0:7], v[0:1], v[2:3], v[0:7] cbsz:1 abid:1', '0x00,0x09,0xee,0xd3,0x00,0x05,0x02,0x04'],
  ['v_mfma_f64_16x16x4_f64 v[0:7], v[0:1], v[2:3], 0.5 neg:[1,1,1]', '0x00,0x00,0xee,0xd3,0x00,0x05,0xc2,0xe3'],
  ['v_mfma_f64_4x4x4_4b_f64 v[0:1], v[0:1], v[2:3], v[0:1] neg:[0,1,0]', '0x00,0x00,0xef,0xd3,0x00,0x05,0x02,0x44'],
  ['v_mfma_f32_32x32x4_xf32 a[0:15], v[0:1], v[2:3], a[0:15]', '0x00,0x80,0xbf,0xd3,0x00,0x05,0x02,0x04'],
  ['v_mfma_f32_16x16x8_xf32 v[0:3], v[0:1], v[2:3], v[0:3]', '0x00,0x00,0xbe,0xd3,0x00,0x05,0x02,0x04'],
  ['v_mfma_f32_16x16x32_bf8_bf8 a[0:3], v[0:1], v[2:3], a[0:3]', '0x00,0x80,0xf0,0xd3,0x00,0x05,0x02,0x04'],
  ['v_mfma_f32_16x16x32_bf8_fp8 a[0:3], v[0:1], v[2:3], a[0:3]', '0x00,0x80,0xf1,0xd3,0x00,0x05,0x02,0x04'],
  ['v_mfma_f32_16x16x32_fp8_bf8 a[0:3], v[0:1], v[2:3], a[0:3]', '0x00,0x80,0xf2,0xd3,0x00,0x05,0x02,0x04'],
  ['v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[0:1], v[2:3], a[0:3] cbsz:3 abid:1 blgp:5', '0x00,0x8b,0xf3,0xd3,0x00,0x05,0x02,0xa4'],
  ['v_mfma_f32_32x32x16_bf8_bf8 v[0:15], v[0:1], v[2:3], v[0:15]', '0x00,0x00,0xf4,0xd3,0x00,0x05,0x02,0x04'],
  ['v_mfma_f32_32x32x16_bf8_fp8 a[0:15], v[0:1], v[2:3], a[0:15]', '0x00,0x80,0xf5,0xd3,0x00,0x05,0x02,0x04'],
  ['v_mfma_f32_32x32x16_fp8_bf8 a[0:15], v[0:1], v[2:3], a[0:15]', '0x00,0x80,0xf6,0xd3,0x00,0x05,0x02,0x04'],
  ['v_mfma_f32_32x32x16_fp8_fp8 a[0:15], v[0:1], v[2:3], a[0:15]', '0x00,0x80,0xf7,0xd3,0x00,0x05,0x02,0x04'],
  ['v_smfmac_f32_16x16x32_f16 a[0:3], v[0:1], v[2:5], v6', '0x00,0x80,0xe2,0xd3,0x00,0x05,0x1a,0x04'],
  ['v_smfmac_f32_32x32x16_f16 v[0:15], v[0:1], v[2:5], v6', '0x00,0x00,0xe4,0xd3,0x00,0x05,0x1a,0x04'],
  ['v_smfmac_f32_16x16x32_bf16 a[0:3], a[0:1], a[2:5], v6', '0x00,0x80,0xe6,0xd3,0x00,0x05,0x1a,0x1c'],
  ['v_smfmac_f32_32x32x16_bf16 a[0:15], v[0:1], v[2:5], v6 cbsz:3 abid:1', '0x00,0x8b,0xe8,0xd3,0x00,0x05,0x1a,0x04'],
  ['v_smfmac_i32_16x16x64_i8 v[0:3], v[0:1], v[2:5], v6', '0x00,0x00,0xea,0xd3,0x00,0x05,0x1a,0x04'],
  ['v_smfmac_i32_32x32x32_i8 a[0:15], v[0:1], v[2:5], v255', '0x00,0x80,0xec,0xd3,0x00,0x05,0xfe,0x07'],
  ['v_smfmac_f32_16x16x64_bf8_bf8 a[0:3], v[0:1], v[2:5], v6', '0x00,0x80,0xf8,0xd3,0x00,0x05,0x1a,0x04'],
  ['v_smfmac_f32_16x16x64_bf8_fp8 a[0:3], v[0:1], v[2:5], v6', '0x00,0x80,0xf9,0xd3,0x00,0x05,0x1a,0x04'],
  ['v_smfmac_f32_16x16x64_fp8_bf8 a[0:3], v[0:1], v[2:5], v6', '0x00,0x80,0xfa,0xd3,0x00,0x05,0x1a,0x04'],
  ['v_smfmac_f32_16x16x64_fp8_fp8 v[0:3], v[0:1], v[2:5], v6 cbsz:7 abid:15', '0x00,0x7f,0xfb,0xd3,0x00,0x05,0x1a,0x04'],
  ['v_smfmac_f32_32x32x32_bf8_bf8 a[0:15], v[0:1], v[2:5], v6', '0x00,0x80,0xfc,0xd3,0x00,0x05,0x1a,0x04'],
  ['v_smfmac_f32_32x32x32_bf8_fp8 a[0:15], v[0:1], v[2:5], v6', '0x00,0x80,0xfd,0xd3,0x00,0x05,0x1a,0x04'],
  ['v_smfmac_f32_32x32x32_fp8_bf8 a[0:15], v[0:1], v[2:5], v6', '0x00,0x80,0xfe,0xd3,0x00,0x05,0x1a,0x04'],
  ['v_smfmac_f32_32x32x32_fp8_fp8 a[0:15], v[0:1], v[2:5], v6', '0x00,0x80,0xff,0xd3,0x00,0x05,0x1a,0x04'],
  ['v_accvgpr_write_b32 a2, m0', '0x02,0x40,0xd9,0xd3,0x7c,0x00,0x00,0x18'],
  ['v_accvgpr_mov_b32 a1, a2', '0x02,0xa5,0x02,0x7e'],
];

for (const cpu of ['gfx940', 'gfx942']) bothWays(cpu, 'MFMA, SMFMAC and v_accvgpr_*', GFX940);

test('gfx940: MAI lines llvm-mc 19 rejects are located errors (no stack traces)', () => {
  const cases: [string, RegExp][] = [
    // llvm-mc 19: "instruction not supported on this GPU" (gfx908/gfx90a MFMAs gfx940 drops)
    ['v_mfma_i32_32x32x8i8 a[0:15], v0, v1, a[0:15]', /1:1: error: v_mfma_i32_32x32x8i8: .*only; selected gfx940/],
    ['v_mfma_f32_32x32x2bf16 a[0:31], v0, v1, a[0:31]', /1:1: error: v_mfma_f32_32x32x2bf16: .*only; selected gfx940/],
    // llvm-mc 19: "invalid modifier: blgp is not supported"
    ['v_mfma_f64_16x16x4f64 a[0:7], v[0:1], v[2:3], a[0:7] blgp:3', /1:54: error: v_mfma_f64_16x16x4_f64 does not take 'blgp:3'/],
    // llvm-mc 19: "not a valid operand." / "invalid operand for instruction"
    ['v_smfmac_f32_16x16x32_f16 a[0:3], v[0:1], v[2:5], v6 blgp:1', /1:54: error: v_smfmac_f32_16x16x32_f16 does not take 'blgp:1'/],
    ['v_smfmac_f32_16x16x32_f16 a[0:3], v[0:1], v[2:5], a6', /1:51: error: v_smfmac_f32_16x16x32_f16 takes a VGPR in src2, got 'a6'/],
    ['v_smfmac_f32_16x16x32_f16 a[0:3], v[0:1], v[2:5], s6', /1:51: error: v_smfmac_f32_16x16x32_f16 takes a VGPR in src2, got 's6'/],
    ['v_smfmac_f32_16x16x32_f16 a[0:3], v[0:1], v[1:4], v6', /1:43: error: invalid register class: vgpr tuples must be 64 bit aligned/],
  ];
  for (const [line, want] of cases) {
    const r = gcnkit(['asm', '--mcpu', 'gfx940'], line + '\n');
    assert.equal(r.code, 1, line);
    assert.match(r.stderr, want, line);
    assert.doesNotMatch(r.stderr, /\n\s+at /);
  }
});

test('gfx940: SMFMAC words with BLGP bits, and gfx90a words of the rows gfx940 renumbers, print as llvm-mc 19 reads them', () => {
  // llvm-mc 19 --disassemble: "invalid instruction encoding" (BLGP of v_smfmac_*), and on gfx940
  // 0xd3e3 is no instruction (gfx90a's v_mfma_f32_32x32x4bf16_1k; gfx940 has it at 0x5d).
  const r = gcnkit(['dis', '--hex', '--mcpu', 'gfx940'], '0x00 0x00 0xe2 0xd3 0x00 0x05 0x1a 0x44\n0x00 0x80 0xe3 0xd3 0x00 0x05 0x02 0x04\n');
  assert.deepEqual(r.stdout.trim().split('\n').map((l) => l.trim().slice(0, 5)), ['.long', '.long']);
  const s = gcnkit(['dis', '--hex', '--mcpu', 'gfx90a'], '0x00 0x80 0xe3 0xd3 0x00 0x05 0x02 0x04\n0x00 0x80 0xdd 0xd3 0x00 0x05 0x02 0x04\n');
  assert.equal(s.stdout.trim().split('\n')[0].trim(), 'v_mfma_f32_32x32x4bf16_1k a[0:31], v[0:1], v[2:3], a[0:31]');
  assert.equal(s.stdout.trim().split('\n')[1].trim().slice(0, 5), '.long');
});
