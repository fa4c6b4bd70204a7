// The vector-ALU rows of gfx90a (CDNA 2): packed FP32, v_fmac_f64, DPP row_newbcast and the DP ALU DPP forms, VOP3 v_mul_legacy_f32, v_accvgpr_mov_b32
// (src/isa/cdna-valu.ts and the generated rows' named cells), assembled and disassembled as llvm-mc 19 does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gcnkit } from './support/cli.js';
import { assertRefused, llvmRowTests, type LlvmRow } from './support/llvm-rows.js';

// Expected text and bytes: llvm-mc 19 -arch=amdgcn -mcpu=gfx90a -show-encoding (the third column, where
// given, is the line written; the first is llvm-mc's echo of it).
const ROWS: readonly LlvmRow[] = [
  ['v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7]', '0x00,0x40,0xb0,0xd3,0x02,0x09,0x1a,0x1c'],
  ['v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] op_sel:[0,0,1] op_sel_hi:[1,1,0] clamp', '0x00,0xa0,0xb0,0xd3,0x02,0x09,0x1a,0x1c'],
  ['v_pk_mul_f32 v[0:1], v[2:3], s[4:5] neg_hi:[1,1]', '0x00,0x43,0xb1,0xd3,0x02,0x09,0x00,0x18'],
  ['v_pk_add_f32 v[0:1], v[2:3], v[4:5] neg_lo:[1,1] neg_hi:[1,0]', '0x00,0x41,0xb2,0xd3,0x02,0x09,0x02,0x78'],
  ['v_pk_add_f32 v[0:1], -1, v[4:5]', '0x00,0x40,0xb2,0xd3,0xc1,0x08,0x02,0x18'],
  ['v_pk_add_f32 v[0:1], v[2:3], 0.5 op_sel_hi:[1,0]', '0x00,0x40,0xb2,0xd3,0x02,0xe1,0x01,0x08'],
  ['v_pk_mov_b32 v[0:1], v[2:3], v[4:5] op_sel:[1,0]', '0x00,0x48,0xb3,0xd3,0x02,0x09,0x02,0x18'],
  ['v_pk_mov_b32 v[254:255], s[2:3], v[4:5] op_sel:[0,1]', '0xfe,0x50,0xb3,0xd3,0x02,0x08,0x02,0x18'],
  ['v_fmac_f64_e32 v[0:1], v[2:3], v[4:5]', '0x02,0x09,0x00,0x08', 'v_fmac_f64 v[0:1], v[2:3], v[4:5]'],
  ['v_fmac_f64_e32 v[0:1], s[2:3], v[4:5]', '0x02,0x08,0x00,0x08', 'v_fmac_f64 v[0:1], s[2:3], v[4:5]'],
  ['v_fmac_f64_e64 v[0:1], -v[2:3], |v[4:5]| clamp mul:2', '0x00,0x82,0x04,0xd1,0x02,0x09,0x02,0x28'],
  ['v_fmac_f64_e64 v[0:1], s[2:3], 1.0', '0x00,0x00,0x04,0xd1,0x02,0xe4,0x01,0x00'],
  ['v_fmac_f64_dpp v[0:1], -v[2:3], |v[4:5]| row_newbcast:1 row_mask:0xf bank_mask:0xf', '0xfa,0x08,0x00,0x08,0x02,0x51,0x91,0xff', 'v_fmac_f64_dpp v[0:1], -v[2:3], |v[4:5]| row_newbcast:1'],
  ['v_ceil_f64_dpp v[0:1], v[2:3] row_newbcast:15 row_mask:0x3 bank_mask:0x5 bound_ctrl:1', '0xfa,0x30,0x00,0x7e,0x02,0x5f,0x09,0x35'],
  ['v_cvt_f64_i32_dpp v[0:1], v2 row_newbcast:0 row_mask:0xf bank_mask:0xf', '0xfa,0x08,0x00,0x7e,0x02,0x50,0x01,0xff', 'v_cvt_f64_i32_dpp v[0:1], v2 row_newbcast:0'],
  ['v_mov_b32_dpp v0, v1 row_newbcast:1 row_mask:0xf bank_mask:0xf', '0xfa,0x02,0x00,0x7e,0x01,0x51,0x01,0xff'],
  ['v_add_f32_dpp v0, v1, v2 row_newbcast:3 row_mask:0xf bank_mask:0xf', '0xfa,0x04,0x00,0x02,0x01,0x53,0x01,0xff', 'v_add_f32_dpp v0, v1, v2 row_newbcast:3'],
  ['v_mov_b32_dpp v0, v1 row_bcast:15 row_mask:0xf bank_mask:0xf', '0xfa,0x02,0x00,0x7e,0x01,0x42,0x01,0xff', 'v_mov_b32_dpp v0, v1 row_bcast:15'],
  ['v_mul_legacy_f32 v1, v2, v3', '0x01,0x00,0xa1,0xd2,0x02,0x07,0x02,0x00'],
  ['v_mul_legacy_f32 v1, -v2, |v3| clamp mul:2', '0x01,0x82,0xa1,0xd2,0x02,0x07,0x02,0x28'],
  ['v_accvgpr_mov_b32 a1, a2', '0x02,0xa5,0x02,0x7e'],
  ['v_accvgpr_mov_b32 a255, a0', '0x00,0xa5,0xfe,0x7f'],
  ['v_mac_f32_e32 v0, v1, v2', '0x01,0x05,0x00,0x2c', 'v_mac_f32 v0, v1, v2'],
  ['v_madak_f32 v0, v1, v2, 0x3f800000', '0x01,0x05,0x00,0x30,0x00,0x00,0x80,0x3f'],
];

llvmRowTests('gfx90a', 'the CDNA vector-ALU rows', ROWS);

test('gfx90a: the rows GFX9 has and CDNA 2 drops, gfx940\'s rows, and DPP controls outside a family are located errors', () => {
  // llvm-mc 19 -mcpu=gfx90a: "e32 variant of this instruction is not supported", "instruction not
  // supported on this GPU", "DP ALU dpp only supports row_newbcast", "invalid row_newbcast value";
  // -mcpu=gfx908: "row_newbcast/row_share is not supported on ASICs earlier than GFX90A/GFX10".
  const cases: [string, string, RegExp][] = [
    ['gfx90a', 'v_mul_legacy_f32_e32 v1, v2, v3', /1:1: error: e32 variant of this instruction is not supported/],
    ['gfx90a', 'v_interp_p1ll_f16 v1, v2, attr0.x', /1:1: error: v_interp_p1ll_f16: GCN 1.2\/GCN 1.4 only; selected gfx90a is CDNA 2/],
    ['gfx90a', 'v_fmac_f64_dpp v[0:1], v[2:3], v[4:5] quad_perm:[1,0,0,0]', /1:39: error: DP ALU dpp only supports row_newbcast/],
    ['gfx90a', 'v_mov_b32_dpp v0, v1 row_newbcast:16', /error: invalid row_newbcast value/],
    ['gfx90a', 'v_mov_b64 v[2:3], v[4:5]', /1:1: error: v_mov_b64: CDNA 3 only; selected gfx90a is CDNA 2/],
    ['gfx90a', 'v_accvgpr_mov_b32_e64 a1, a2', /1:1: error: e64 variant of this instruction is not supported/],
    // llvm-mc 19 -mcpu=gfx90a / gfx940: "lds_direct is not supported on this GPU" (VOP1/2/C, VOP3, VOP3P).
    ['gfx90a', 'v_exp_f16 v1, src_lds_direct', /1:15: error: lds_direct is not supported on this GPU/],
    ['gfx90a', 'v_pk_add_f16 v1, lds_direct, v2', /1:18: error: lds_direct is not supported on this GPU/],
    ['gfx908', 'v_mov_b32_dpp v0, v1 row_newbcast:1', /1:22: error: row_newbcast needs gfx90a or later/],
    ['gfx908', 'v_pk_add_f32 v[0:1], v[2:3], v[4:5]', /1:1: error: v_pk_add_f32: /],
    ['gfx908', 'v_fmac_f64 v[0:1], v[2:3], v[4:5]', /1:1: error: v_fmac_f64: CDNA 2\/CDNA 3 only/],
  ];
  for (const cpu of ['gfx90a', 'gfx908']) assertRefused(cpu, cases.filter(([c]) => c === cpu).map(([, line, want]) => [line, want] as const));
  // GFX9's DPP_CTRL 0x151 is no control on gfx900 (llvm-mc 19 -mcpu=gfx900 --disassemble: "row_newbcast/row_share
  // is not supported on ASICs earlier than GFX90A/GFX10"): a .long there, row_newbcast:1 on gfx90a.
  const hex = '0xfa 0x02 0x00 0x7e 0x01 0x51 0x01 0xff\n';
  assert.match(gcnkit(['dis', '--hex', '--mcpu', 'gfx900'], hex).stdout, /^\s*\.long/);
  assert.equal(gcnkit(['dis', '--hex', '--mcpu', 'gfx90a'], hex).stdout.trim(), 'v_mov_b32_dpp v0, v1 row_newbcast:1 row_mask:0xf bank_mask:0xf');
  // Source code 254 names nothing on gfx90a (llvm-mc 19 --disassemble prints src_lds_direct, which it then refuses).
  assert.match(gcnkit(['dis', '--hex', '--mcpu', 'gfx90a'], '0xfe 0x82 0xd0 0x7f\n').stdout, /^\s*\.long 0x7fd082fe/);
  assert.equal(gcnkit(['dis', '--hex', '--mcpu', 'gfx900'], '0xfe 0x82 0xd0 0x7f\n').stdout.trim(), 'v_exp_f16_e32 v232, src_lds_direct');
});
