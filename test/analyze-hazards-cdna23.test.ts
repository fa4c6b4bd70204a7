// The wait-state rules of CDNA2 (gfx90a) and CDNA3 (gfx940-942): src/analyze/hazard-rules-mai90a.ts,
// the MFMA kinds and passes of src/analyze/mfma-kinds.ts. Each count is the one llc-19 gives the
// same two instructions as MIR: `llc-19 -mtriple=amdgcn -mcpu=gfx90a (or gfx940)
// -run-pass=post-RA-hazard-rec` (the s_nops it inserts between them + 1), on both sides of it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { WAIT_STATE_RULES } from '../src/analyze/hazard-rules.js';
import { mfmaInfo } from '../src/analyze/mfma-kinds.js';
import { resolveTarget, type Target } from '../src/isa/targets.js';
import { brief, findingsOf, programOf } from './support/analyze.js';

const GFX90A = resolveTarget('gfx90a')!;
const GFX940 = resolveTarget('gfx940')!;
const GFX942 = resolveTarget('gfx942')!;
const GFX908 = resolveTarget('gfx908')!;

/** k wait states of s_nop, as llc writes them (s_nop 7 for each 8). */
const nops = (k: number): string => (k > 8 ? 's_nop 7\n' + nops(k - 8) : k ? `s_nop ${k - 1}\n` : '');
const ofRule = (t: Target, text: string, rule: string): string[] => brief(findingsOf(t, text)).filter((l) => l.startsWith(`hazard ${rule} `));

const M4 = (d: string, a: string, b: string, c: string): string => `v_mfma_f32_4x4x1f32 ${d}, ${a}, ${b}, ${c}`;
const F16X4 = (d: string, c: string): string => `v_mfma_f32_4x4x4f16 ${d}, v[0:1], v[2:3], ${c}`;
const F16X16 = (d: string, c: string): string => `v_mfma_f32_16x16x16f16 ${d}, v[0:1], v[2:3], ${c}`;
const DOT = (d: string, a: string, c: string): string => `v_dot2_f32_f16 ${d}, ${a}, v2, ${c}`;

/** [rule, target, writer, reader, wait states llc-19 puts between them]. */
const CASES: readonly (readonly [string, Target, string, string, number])[] = [
  ['valu-exec-mfma', GFX90A, 'v_readfirstlane_b32 exec_lo, v0', M4('a[0:3]', 'v2', 'v3', 'a[0:3]'), 4],
  ['valu-vreg-mfma', GFX90A, 'v_accvgpr_write_b32 a4, v0', M4('a[0:3]', 'v2', 'v3', 'a[4:7]'), 2],
  ['valu-vreg-mfma', GFX90A, 'v_mov_b32_e32 v2, 0', M4('a[0:3]', 'v2', 'v3', 'a[0:3]'), 2],
  ['mfma-vreg-srcc', GFX90A, 'v_mfma_f32_16x16x4f32 a[0:3], v0, v1, a[0:3]', M4('a[4:7]', 'v0', 'v1', 'a[2:5]'), 8],
  ['mfma-vreg-srcc', GFX90A, 'v_mfma_f32_32x32x2f32 a[0:15], v0, v1, a[0:15]', M4('a[16:19]', 'v0', 'v1', 'a[8:11]'), 16],
  ['mfma-vreg-srcab', GFX90A, M4('a[0:3]', 'v0', 'v1', 'a[0:3]'), M4('a[4:7]', 'a0', 'v1', 'a[4:7]'), 5],
  ['mfma-vreg-valu', GFX90A, M4('a[0:3]', 'v0', 'v1', 'a[0:3]'), 'v_accvgpr_read_b32 v2, a3', 5],
  ['mfma-vreg-valu', GFX90A, 'v_mfma_f32_16x16x4f32 a[0:3], v0, v1, a[0:3]', 'v_accvgpr_read_b32 v2, a3', 11],
  ['mfma-vreg-valu', GFX90A, 'v_mfma_f32_32x32x2f32 a[0:15], v0, v1, a[0:15]', 'v_accvgpr_read_b32 v2, a3', 19],
  ['mfma-vreg-waw', GFX90A, M4('a[0:3]', 'v0', 'v1', 'a[4:7]'), 'v_accvgpr_write_b32 a1, v2', 5],
  ['xdl-srcc-war', GFX90A, 'v_mfma_f32_16x16x4f32 a[0:3], v0, v1, a[4:7]', 'v_accvgpr_write_b32 a5, v2', 7],
  ['xdl-srcc-war', GFX90A, 'v_mfma_f32_32x32x2f32 a[0:15], v0, v1, a[16:31]', 'v_accvgpr_write_b32 a20, v2', 15],
  ['dot-vreg-read', GFX90A, DOT('v0', 'v1', 'v3'), 'v_mov_b32_e32 v4, v0', 3],
  ['dot-vreg-read', GFX90A, DOT('v0', 'v1', 'v3'), DOT('v5', 'v0', 'v3'), 3],
  ['dot-vreg-read', GFX90A, DOT('v0', 'v1', 'v3'), 'global_store_dword v[8:9], v0, off', 3],
  ['dot-vreg-read', GFX940, DOT('v0', 'v1', 'v3'), 'v_mov_b32_e32 v4, v0', 3],
  ['dot-vreg-read', GFX90A, 'v_dot2c_f32_f16_e32 v0, v1, v2', 'v_mov_b32_e32 v4, v0', 3],
  ['dot-vreg-waw', GFX90A, DOT('v0', 'v1', 'v3'), 'v_mov_b32_e32 v0, v7', 3],
  // gfx940: XDL MFMAs (f16, bf16, i8, ...) "NumPasses + 3", the f32 ones (non-XDL) "+ 2"; 16x16x16f16 is 4 passes.
  ['mfma-vreg-valu', GFX940, M4('a[0:3]', 'v0', 'v1', 'a[0:3]'), 'v_accvgpr_read_b32 v2, a3', 4],
  ['mfma-vreg-valu', GFX940, F16X4('a[0:3]', 'a[0:3]'), 'v_accvgpr_read_b32 v4, a3', 5],
  ['mfma-vreg-valu', GFX940, F16X16('a[0:3]', 'a[0:3]'), 'v_accvgpr_read_b32 v4, a3', 7],
  ['mfma-vreg-valu', GFX940, 'v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15]', 'v_accvgpr_read_b32 v4, a3', 11],
  ['mfma-vreg-valu', GFX940, 'v_mfma_f32_16x16x4f32 a[0:3], v0, v1, a[0:3]', 'v_accvgpr_read_b32 v4, a3', 10],
  ['mfma-vreg-valu', GFX940, 'v_mfma_f32_32x32x2f32 a[0:15], v0, v1, a[0:15]', 'v_accvgpr_read_b32 v4, a3', 18],
  ['mfma-vreg-valu', GFX942, 'v_mfma_f32_32x32x4f16 a[0:31], v[0:1], v[2:3], a[0:31]', 'v_accvgpr_read_b32 v4, a3', 19],
  ['mfma-vreg-xdl-srcc', GFX940, F16X16('a[0:3]', 'a[0:3]'), F16X4('a[4:7]', 'a[2:5]'), 5],
  ['mfma-vreg-nonxdl-srcc', GFX940, 'v_mfma_f32_16x16x4f32 a[0:3], v0, v1, a[0:3]', M4('a[4:7]', 'v0', 'v1', 'a[2:5]'), 8],
  ['mfma-vreg-nonxdl-srcc', GFX940, F16X4('a[0:3]', 'a[0:3]'), M4('a[4:7]', 'v0', 'v1', 'a[2:5]'), 3],
  ['mfma-same-srcc', GFX940, F16X4('a[0:3]', 'a[0:3]'), F16X4('a[0:3]', 'a[0:3]'), 2],
  ['mfma-vreg-srcab', GFX940, M4('a[0:3]', 'v0', 'v1', 'a[0:3]'), M4('a[4:7]', 'a0', 'v1', 'a[4:7]'), 4],
  ['xdl-srcc-war', GFX940, F16X16('a[0:3]', 'a[4:7]'), 'v_accvgpr_write_b32 a5, v4', 3],
  ['trans-vgpr-valu', GFX940, 'v_exp_f32_e32 v1, v0', 'v_mov_b32_e32 v2, v1', 1],
  ['dst-sel-vgpr-valu', GFX940, 'v_mov_b32_sdwa v1, v0 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD', 'v_mov_b32_e32 v2, v1', 1],
  // LLVM takes VOP3P's op_sel_hi[0] (OP_SEL_1, on by default) for the destination's op_sel bit (DST_OP_SEL).
  ['dst-sel-vgpr-valu', GFX940, 'v_pk_add_f16 v4, v6, v8', 'v_mov_b32_e32 v2, v4', 1],
  ['valu-sgpr-valu', GFX940, 'v_readfirstlane_b32 s4, v0', 'v_mov_b32_e32 v1, s4', 2],
  ['valu-sgpr-valu', GFX940, 'v_cmp_eq_u32_e64 vcc, v0, v1', 'v_cndmask_b32_e32 v2, v0, v1, vcc', 2],
  ['valu-vgpr-lane-read', GFX940, 'v_mov_b32_e32 v1, v0', 'v_readfirstlane_b32 s4, v1', 1],
  ['valu-exec-lane', GFX940, 'v_readfirstlane_b32 exec_lo, v0', 'v_readlane_b32 s4, v1, 0', 4],
  ['wide-store-data', GFX940, 'global_store_dwordx3 v[4:5], v[0:2], off', 'v_mov_b32_e32 v2, 0', 2],
];

test('pairs llc-19 pads with nothing have no finding: the same D read as C (gfx90a; gfx940 past 2 passes), a non-XDL MFMA after an XDL one on gfx940', () => {
  const none = (t: Target, text: string): void => assert.deepEqual(brief(findingsOf(t, `${text}\ns_endpgm`)).filter((l) => l.startsWith('hazard')), [], `${t.name}: ${text}`);
  none(GFX90A, `${M4('a[0:3]', 'v0', 'v1', 'a[0:3]')}\n${M4('a[0:3]', 'v0', 'v1', 'a[0:3]')}`);
  none(GFX940, `${F16X16('a[0:3]', 'a[0:3]')}\n${F16X16('a[0:3]', 'a[0:3]')}`);
  none(GFX940, `${M4('a[0:3]', 'v0', 'v1', 'a[0:3]')}\n${F16X4('a[4:7]', 'a[2:5]')}`);
  // The WAR rule is an XDL MFMA's on gfx940: a non-XDL one's C overwritten right after is none.
  none(GFX940, 'v_mfma_f32_16x16x4f32 a[0:3], v0, v1, a[4:7]\nv_accvgpr_write_b32 a5, v4');
  // The same dot product accumulating into the result (C) needs nothing; gfx908 has no dot rule.
  none(GFX90A, `${DOT('v0', 'v1', 'v3')}\n${DOT('v5', 'v1', 'v0')}`);
  none(GFX908, `${DOT('v0', 'v1', 'v3')}\nv_mov_b32_e32 v4, v0`);
  // Without op_sel_hi[0] a VOP3P is no partial write (llc-19: none); gfx90a has no forwarding hazard.
  none(GFX940, 'v_pk_add_f16 v4, v6, v8 op_sel_hi:[0,1]\nv_mov_b32_e32 v2, v4');
  none(GFX90A, 'v_pk_add_f16 v4, v6, v8\nv_mov_b32_e32 v2, v4');
  // gfx908's rules are not gfx90a's: v_accvgpr_write then v_accvgpr_read of it is a VALU pair there.
  none(GFX90A, 'v_accvgpr_write_b32 a0, v0\nv_accvgpr_read_b32 v1, a0');
  assert.equal(ofRule(GFX908, 'v_accvgpr_write_b32 a0, v0\nv_accvgpr_read_b32 v1, a0\ns_endpgm', 'accvgpr-write-read').length, 1);
});

test('the message names the MFMA\'s kind and passes', () => {
  // (gfx940 prints the MFMA by its CDNA 3 name, as llvm-mc 19 does.)
  const [f] = findingsOf(GFX940, 'v_mfma_f32_16x16x4f32 a[0:3], v0, v1, a[0:3]\nv_accvgpr_read_b32 v4, a3\ns_endpgm').filter((x) => x.rule === 'mfma-vreg-valu');
  assert.match(f.message, /^v_accvgpr_read_b32 is 0 wait states after v_mfma_f32_16x16x4_f32 \(0x000000\) \(a3\) on some path, and an MFMA write of registers before a VALU reads one needs 10 wait states after a 8-pass non-XDL MFMA: add "s_nop 7; s_nop 1" before this line$/);
});

test('MFMA kinds and passes per target (SISchedule.td models, is_dgemm, is_gfx940_xdl), in llvm-mc 19\'s spellings', () => {
  const info = (name: string, t: Target): string => { const m = mfmaInfo(name, t); return `${m.kind} ${m.passes}`; };
  assert.equal(info('v_mfma_f32_32x32x8f16', GFX908), 'xdl 16');
  assert.equal(info('v_mfma_f32_32x32x8f16', GFX90A), 'xdl 16');
  assert.equal(info('v_mfma_f64_4x4x4f64', GFX90A), 'dgemm 4');
  assert.equal(info('v_mfma_f64_16x16x4f64', GFX90A), 'dgemm 16');
  assert.equal(info('v_mfma_f32_32x32x8_f16', GFX942), 'xdl 8');
  assert.equal(info('v_mfma_f32_32x32x4_2b_f16', GFX942), 'xdl 16');
  assert.equal(info('v_mfma_f32_32x32x4_xf32', GFX942), 'xdl 8');
  assert.equal(info('v_mfma_f32_16x16x8_xf32', GFX942), 'xdl 4');
  assert.equal(info('v_mfma_f32_16x16x4_4b_bf16', GFX942), 'xdl 8');
  assert.equal(info('v_mfma_i32_16x16x32_i8', GFX942), 'xdl 4');
  assert.equal(info('v_mfma_f32_32x32x16_fp8_bf8', GFX942), 'xdl 8');
  assert.equal(info('v_mfma_f32_32x32x1_2b_f32', GFX942), 'nonXdl 16');
  assert.equal(info('v_mfma_f32_16x16x4_f32', GFX942), 'nonXdl 8');
  assert.equal(info('v_mfma_f32_4x4x1_16b_f32', GFX942), 'nonXdl 2');
  assert.equal(info('v_mfma_f64_16x16x4_f64', GFX942), 'dgemm 16');
  assert.equal(info('v_smfmac_f32_16x16x32_f16', GFX942), 'xdl 4');
  assert.equal(info('v_smfmac_i32_32x32x32_i8', GFX942), 'xdl 8');
});

/**
 * Rules on DGEMMs and on MFMAs with VGPR C/D (acc_cd), whose rows are the cdnamai branch's: these
 * run once gfx90a assembles them (until then they are skipped, and say so). Counts from llc-19
 * -mcpu=gfx90a / gfx940 as above.
 */
const LATER: readonly (readonly [string, Target, string, string, number])[] = [
  ['dgemm-same-srcc', GFX90A, 'v_mfma_f64_4x4x4f64 v[0:1], v[2:3], v[4:5], v[0:1]', 'v_mfma_f64_4x4x4f64 v[0:1], v[2:3], v[4:5], v[0:1]', 4],
  ['mfma-vreg-valu', GFX90A, 'v_mfma_f64_4x4x4f64 v[0:1], v[2:3], v[4:5], v[0:1]', 'v_mov_b32_e32 v6, v1', 6],
  ['mfma-vreg-valu', GFX940, 'v_mfma_f64_4x4x4f64 v[0:1], v[2:3], v[4:5], v[0:1]', 'v_mov_b32_e32 v6, v1', 6],
  ['mfma-vreg-mem', GFX90A, 'v_mfma_f64_4x4x4f64 v[0:1], v[2:3], v[4:5], v[0:1]', 'global_store_dword v[8:9], v1, off', 9],
  ['mfma-vreg-valu', GFX90A, 'v_mfma_f64_16x16x4f64 v[0:7], v[8:9], v[10:11], v[0:7]', 'v_mov_b32_e32 v12, v1', 11],
  ['mfma-vreg-mem', GFX90A, 'v_mfma_f64_16x16x4f64 v[0:7], v[8:9], v[10:11], v[0:7]', 'global_store_dword v[12:13], v1, off', 18],
  ['dgemm-fma-f64', GFX90A, 'v_mfma_f64_4x4x4f64 v[0:1], v[2:3], v[4:5], v[0:1]', 'v_fma_f64 v[10:11], v[12:13], v[14:15], v[16:17]', 2],
  ['valu-dgemm-mem', GFX90A, 'v_mov_b32_e32 v8, 0\nv_mfma_f64_4x4x4f64 v[0:1], v[2:3], v[4:5], v[0:1]', 'global_store_dword v[10:11], v8, off', 1],
  ['mfma-vreg-dgemm-srcc', GFX90A, 'v_mfma_f32_4x4x1f32 v[0:3], v4, v5, v[0:3]', 'v_mfma_f64_4x4x4f64 v[6:7], v[8:9], v[10:11], v[2:3]', 3],
  ['mfma-vreg-mem', GFX90A, 'v_mfma_f32_4x4x1f32 v[0:3], v4, v5, v[0:3]', 'global_store_dword v[8:9], v1, off', 5],
];

const assembles = (t: Target, text: string): boolean => {
  try { programOf(t, text); return true; } catch { return false; }
};

for (const [rule, t, writer, reader, n] of [...CASES, ...LATER]) {
  const skip = !assembles(t, `${writer}\n${reader}\ns_endpgm`) && `${t.name} does not assemble these yet (the cdnamai rows)`;
  test(`${rule} on ${t.name}: ${reader} ${n - 1} wait states after ${writer.split('\n').pop()} is a finding, ${n} is none`, { skip }, () => {
    const short = `${writer}\n${nops(n - 1)}${reader}\ns_endpgm`;
    const got = ofRule(t, short, rule);
    assert.equal(got.length, 1, `${short}\n${got.join('\n')}`);
    assert.match(got[0], /<-0: s_nop 0$/, 'one more wait state fixes it, naming the writer at offset 0');
    assert.deepEqual(ofRule(t, `${writer}\n${nops(n)}${reader}\ns_endpgm`, rule), []);
  });
}

test('every gfx90a-insts rule has a case', () => {
  for (const r of WAIT_STATE_RULES.filter((x) => x.feature === 'gfx90a-insts' || x.feature === 'gfx940-insts')) {
    assert.ok([...CASES, ...LATER].some((c) => c[0] === r.id), r.id);
  }
});
