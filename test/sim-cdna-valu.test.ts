// The simulator on gfx90a/gfx940's vector-ALU rows (docs/sim.md P160-P165): packed FP32, v_fmac_f64,
// v_accvgpr_mov_b32, v_mov_b64, v_lshl_add_u64, the fp8/bf8 -> f32 conversions, the unified
// register file and the packed work-item IDs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Wave } from '../src/sim/wave.js';
import { registerFiles } from '../src/isa/register-files.js';
import { resolveTarget } from '../src/isa/targets.js';
import { gcnkit } from './support/cli.js';

/** Lane 0 of each named VGPR after `gcnkit sim --mcpu cpu`, as hex. */
function sim(cpu: string, lines: readonly string[], regs: readonly string[]): string[] {
  const r = gcnkit(['sim', '--mcpu', cpu, '--json', '-'], [...lines, 's_endpgm'].join('\n') + '\n');
  assert.equal(r.stderr, '');
  const v = JSON.parse(r.stdout).vgpr as Record<string, number[]>;
  return regs.map((x) => (v[x]?.[0] ?? 0).toString(16));
}

test('gfx90a packed FP32: each dword of the result is the f32 operation on the dwords op_sel/op_sel_hi pick (P160)', () => {
  const pre = ['v_mov_b32 v2, 1.0', 'v_mov_b32 v3, 2.0', 'v_mov_b32 v4, 0x40400000', 'v_mov_b32 v5, 0x40800000']; // v[2:3] = (1, 2), v[4:5] = (3, 4)
  assert.deepEqual(sim('gfx90a', [...pre,
    'v_pk_add_f32 v[6:7], v[2:3], v[4:5]', // (4, 6)
    'v_pk_mul_f32 v[8:9], v[2:3], v[4:5] op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,0]', // (-2 * 3, 1 * 4)
    'v_pk_fma_f32 v[10:11], v[2:3], v[4:5], v[2:3]', // (1 * 3 + 1, 2 * 4 + 2)
    'v_pk_mov_b32 v[12:13], v[2:3], v[4:5] op_sel:[1,0]', // (S0's high dword, S1's low dword)
    'v_pk_add_f32 v[14:15], v[2:3], 0.5', // an inline constant in both dwords: (1.5, 2.5)
  ], ['v6', 'v7', 'v8', 'v9', 'v10', 'v11', 'v12', 'v13', 'v14', 'v15']), [
    '40800000', '40c00000', 'c0c00000', '40800000', '40800000', '41200000', '40000000', '40400000', '3fc00000', '40200000']);
});

test('gfx90a v_fmac_f64 (D = S0 * S1 + D, one rounding) and v_accvgpr_mov_b32 (P161)', () => {
  assert.deepEqual(sim('gfx90a', [
    'v_mov_b32 v20, 0x40000000', 'v_mov_b32 v21, 0x3ff00000', 'v_mov_b32 v23, 0x3ff00000', // D = 1 + 2^-29, S0 = S1 = 1.0
    'v_fmac_f64 v[20:21], v[22:23], v[22:23]',
    'v_mov_b32 v0, 7', 'v_accvgpr_write_b32 a3, v0', 'v_accvgpr_mov_b32 a4, a3', 'v_accvgpr_read_b32 v1, a4',
  ], ['v20', 'v21', 'v1']), ['20000000', '40000000', '7']);
});

test('gfx940 v_mov_b64, v_lshl_add_u64 (shift S1[2:0]), fp8/bf8 -> f32 with SDWA byte and word selects (P161, P162)', () => {
  assert.deepEqual(sim('gfx940', [
    'v_mov_b32 v2, 0x89abcdef', 'v_mov_b32 v3, 0x01234567', 'v_mov_b32 v6, 3',
    'v_mov_b64 v[4:5], v[2:3]',
    'v_lshl_add_u64 v[8:9], v[2:3], v6, v[2:3]', // 9 * x
    'v_lshl_add_u64 v[10:11], v[2:3], 9, 0', // 9 & 7 = 1: 2 * x
    'v_mov_b32 v12, 0xc0387f80', // bytes 0x80 (NaN), 0x7f, 0x38, 0xc0
    'v_cvt_f32_fp8 v13, v12', 'v_cvt_f32_fp8_sdwa v14, v12 src0_sel:BYTE_1', 'v_cvt_f32_bf8_sdwa v15, v12 src0_sel:BYTE_2',
    'v_cvt_pk_f32_bf8_sdwa v[16:17], v12 src0_sel:WORD_1',
    'v_fmaak_f32 v18, 2.0, v13, 0.5', 'v_fmamk_f32 v19, 2.0, 0x40400000, v14',
  ], ['v4', 'v5', 'v8', 'v9', 'v10', 'v11', 'v13', 'v14', 'v15', 'v16', 'v17', 'v18', 'v19']), [
    '89abcdef', '1234567', 'd70a3d67', 'a3d70a3', '13579bde', '2468acf',
    '7fc00000', '43700000', '3e800000', // NaN, fp8 0x7f = 240, bf8 0x38 = 0.25
    '3e800000', 'bf800000', // bf8 0x38 = 0.25, 0xc0 = -1
    '7fc00000', '43760000', // 2 * NaN + 0.5, 2 * 3 + 240 = 246
  ]);
});

test('gfx90a+ unified register file: AGPR n is entry accum_offset + n of the one 512-entry file; gfx908 keeps two (P164)', () => {
  assert.equal(registerFiles(resolveTarget('gfx90a')!).unified, 512);
  assert.equal(registerFiles(resolveTarget('gfx942')!).unified, 512);
  assert.equal(registerFiles(resolveTarget('gfx908')!).unified, undefined);
  const w = new Wave('gfx90a');
  w.accumOffset = 8;
  w.vgpr[9 * 64 + 5] = 42; // v9, lane 5
  assert.equal(w.agprs(256)[1 * 64 + 5], 42); // a1, lane 5
  w.agprs(256)[255 * 64] = 7; // a255 is entry 263: past the 256 VGPRs
  assert.equal(w.vgpr[263 * 64], 7);
  const g = new Wave('gcn1.4');
  g.vgpr[9 * 64 + 5] = 42;
  assert.equal(g.agprs(256)[1 * 64 + 5], 0);
});

test('gfx90a+ dispatch packs the work-item IDs into v0 (x | y << 10 | z << 20, as clang-19 reads them); gfx908 uses v0-v2 (P165)', async () => {
  const { workItemVgprs } = await import('../src/sim/dispatch.js');
  assert.deepEqual(workItemVgprs('gfx90a', [5, 3, 2], 3), [5 | (3 << 10) | (2 << 20)]);
  assert.deepEqual(workItemVgprs('gfx940', [1023, 1023, 1023], 1), [0x3fffffff]);
  assert.deepEqual(workItemVgprs('gcn1.4', [5, 3, 2], 3), [5, 3, 2]);
  assert.deepEqual(workItemVgprs('gcn1.4', [5, 3, 2], 2), [5, 3]);
});
