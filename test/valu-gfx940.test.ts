// The vector-ALU rows of gfx940 (CDNA 3): v_mov_b64, v_lshl_add_u64, the fp8/bf8 conversions, v_fmamk/fmaak_f32, and gfx90a's rows
// (src/isa/cdna-valu.ts and the generated rows' named cells), assembled and disassembled as llvm-mc 19 does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gcnkit } from './support/cli.js';
import { assertRefused, llvmRowTests, type LlvmRow } from './support/llvm-rows.js';

// Expected text and bytes: llvm-mc 19 -arch=amdgcn -mcpu=gfx940 -show-encoding (the third column, where
// given, is the line written; the first is llvm-mc's echo of it).
const ROWS: readonly LlvmRow[] = [
  ['v_mov_b64_e32 v[2:3], v[4:5]', '0x04,0x71,0x04,0x7e', 'v_mov_b64 v[2:3], v[4:5]'],
  ['v_mov_b64_e32 v[2:3], 0x12345678', '0xff,0x70,0x04,0x7e,0x78,0x56,0x34,0x12', 'v_mov_b64 v[2:3], 0x12345678'],
  ['v_mov_b64_e32 v[2:3], 1.0', '0xf2,0x70,0x04,0x7e', 'v_mov_b64 v[2:3], 1.0'],
  ['v_mov_b64_e64 v[2:3], s[4:5]', '0x02,0x00,0x78,0xd1,0x04,0x00,0x00,0x00'],
  ['v_mov_b64_dpp v[2:3], v[4:5] row_newbcast:1 row_mask:0xf bank_mask:0xf', '0xfa,0x70,0x04,0x7e,0x04,0x51,0x01,0xff', 'v_mov_b64_dpp v[2:3], v[4:5] row_newbcast:1'],
  ['v_lshl_add_u64 v[2:3], s[4:5], v7, v[8:9]', '0x02,0x00,0x08,0xd2,0x04,0x0e,0x22,0x04'],
  ['v_lshl_add_u64 v[2:3], v[4:5], 3, 5', '0x02,0x00,0x08,0xd2,0x04,0x07,0x15,0x02'],
  ['v_lshl_add_u64 v[2:3], v[4:5], v7, 1.0', '0x02,0x00,0x08,0xd2,0x04,0x0f,0xca,0x03'],
  ['v_cvt_f32_fp8_e32 v1, v2', '0x02,0xa9,0x02,0x7e', 'v_cvt_f32_fp8 v1, v2'],
  ['v_cvt_f32_fp8_e32 v1, 0x1234', '0xff,0xa8,0x02,0x7e,0x34,0x12,0x00,0x00', 'v_cvt_f32_fp8 v1, 0x1234'],
  ['v_cvt_f32_bf8_e64 v1, v2 clamp mul:2', '0x01,0x80,0x95,0xd1,0x02,0x01,0x00,0x08'],
  ['v_cvt_f32_fp8_e64 v1, 1.0', '0x01,0x00,0x94,0xd1,0xf2,0x00,0x00,0x00'],
  ['v_cvt_f32_bf8_sdwa v1, v2 src0_sel:BYTE_1', '0xf9,0xaa,0x02,0x7e,0x02,0x06,0x01,0x00'],
  ['v_cvt_f32_fp8_sdwa v1, s2 src0_sel:BYTE_3', '0xf9,0xa8,0x02,0x7e,0x02,0x06,0x83,0x00'],
  ['v_cvt_f32_fp8_dpp v1, v2 quad_perm:[1,0,0,0] row_mask:0xf bank_mask:0xf', '0xfa,0xa8,0x02,0x7e,0x02,0x01,0x00,0xff', 'v_cvt_f32_fp8_dpp v1, v2 quad_perm:[1,0,0,0]'],
  ['v_cvt_pk_f32_fp8_e32 v[0:1], v2', '0x02,0xad,0x00,0x7e', 'v_cvt_pk_f32_fp8 v[0:1], v2'],
  ['v_cvt_pk_f32_bf8_e64 v[0:1], v2 mul:2', '0x00,0x00,0x97,0xd1,0x02,0x01,0x00,0x08'],
  ['v_cvt_pk_f32_fp8_sdwa v[0:1], v2 src0_sel:WORD_1', '0xf9,0xac,0x00,0x7e,0x02,0x06,0x05,0x00'],
  ['v_cvt_pk_fp8_f32 v1, v2, v3', '0x01,0x00,0xa2,0xd2,0x02,0x07,0x02,0x00'],
  ['v_cvt_pk_fp8_f32 v1, -v2, |v3|', '0x01,0x02,0xa2,0xd2,0x02,0x07,0x02,0x20'],
  ['v_cvt_pk_bf8_f32 v1, v2, v3 op_sel:[0,0,1]', '0x01,0x40,0xa3,0xd2,0x02,0x07,0x02,0x00'],
  ['v_cvt_pk_fp8_f32 v1, s2, 1.0', '0x01,0x00,0xa2,0xd2,0x02,0xe4,0x01,0x00'],
  ['v_cvt_sr_fp8_f32 v1, v2, v3', '0x01,0x00,0xa4,0xd2,0x02,0x07,0x02,0x00'],
  ['v_cvt_sr_fp8_f32 v1, -v2, s3', '0x01,0x00,0xa4,0xd2,0x02,0x07,0x00,0x20'],
  ['v_cvt_sr_bf8_f32 v1, v2, v3 op_sel:[0,0,1,1]', '0x01,0x60,0xa5,0xd2,0x02,0x07,0x02,0x00'],
  ['v_cvt_sr_fp8_f32 v1, |v2|, v3 op_sel:[0,0,0,1]', '0x01,0x41,0xa4,0xd2,0x02,0x07,0x02,0x00'],
  ['v_fmaak_f32 v1, v2, v3, 0x1', '0x02,0x07,0x02,0x30,0x01,0x00,0x00,0x00'],
  ['v_fmamk_f32 v1, v2, 0x3f800000, v3', '0x02,0x07,0x02,0x2e,0x00,0x00,0x80,0x3f'],
  ['v_fmac_f64_e32 v[0:1], v[2:3], v[4:5]', '0x02,0x09,0x00,0x08'],
  ['v_pk_add_f32 v[0:1], v[2:3], v[4:5]', '0x00,0x40,0xb2,0xd3,0x02,0x09,0x02,0x18'],
  ['v_mul_legacy_f32 v1, v2, v3', '0x01,0x00,0xa1,0xd2,0x02,0x07,0x02,0x00'],
  ['v_accvgpr_mov_b32 a1, a2', '0x02,0xa5,0x02,0x7e'],
];

llvmRowTests('gfx940', 'the CDNA vector-ALU rows', ROWS);

test('gfx940: the rows GFX9 has and CDNA 3 drops, and the forms llvm-mc 19 refuses, are located errors', () => {
  // llvm-mc 19 -mcpu=gfx940: "instruction not supported on this GPU" (v_mac_f32 ... v_interp_p1ll_f16),
  // "DP ALU dpp only supports row_newbcast", "not a valid operand." / "invalid operand for instruction".
  const cases: [string, RegExp][] = [
    ['v_mac_f32 v0, v1, v2', /1:1: error: v_mac_f32: .*CDNA 2 only; selected gfx940 is CDNA 3/],
    ['v_mac_f32_e64 v0, v1, v2', /1:1: error: v_mac_f32_e64: .*CDNA 2 only/],
    ['v_madak_f32 v0, v1, v2, 0x3f800000', /1:1: error: v_madak_f32: .*CDNA 2 only/],
    ['v_madmk_f32 v0, v1, 0x3f800000, v2', /1:1: error: v_madmk_f32: .*CDNA 2 only/],
    ['v_mad_f32 v0, v1, v2, v3', /1:1: error: v_mad_f32: .*CDNA 2 only/],
    ['v_mad_legacy_f32 v0, v1, v2, v3', /1:1: error: v_mad_legacy_f32: .*CDNA 2 only/],
    ['v_mov_b64_dpp v[2:3], v[4:5] row_shl:1', /1:30: error: DP ALU dpp only supports row_newbcast/],
    ['v_cvt_f32_fp8_sdwa v1, v2 src0_sel:WORD_1 dst_sel:BYTE_0', /1:43: error: v_cvt_f32_fp8_sdwa does not take 'dst_sel:BYTE_0'/],
    ['v_cvt_f32_fp8_sdwa v1, v2 src0_sel:BYTE_3 clamp', /1:43: error: v_cvt_f32_fp8_sdwa does not take 'clamp'/],
    ['v_cvt_sr_fp8_f32 v1, v2, -v3', /1:26: error: v_cvt_sr_fp8_f32 takes no neg modifier on src1/],
    ['v_cvt_pk_fp8_f32 v1, v2, v3 clamp', /1:29: error: v_cvt_pk_fp8_f32 does not take 'clamp'/],
  ];
  assertRefused('gfx940', cases);
  // gfx941 and gfx942 take the same rows (cdna-opcodes.tsv: no row differs between them).
  for (const cpu of ['gfx941', 'gfx942']) {
    const r = gcnkit(['asm', '--mcpu', cpu, '--hex'], 'v_lshl_add_u64 v[2:3], v[4:5], 3, 5\nv_mov_b64 v[2:3], v[4:5]\n');
    assert.equal(r.stdout.trim(), 'd2080002 02150704\n7e047104', cpu);
  }
});
