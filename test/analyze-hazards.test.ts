// The static wait-state check (src/analyze/hazards.ts, rules in src/analyze/hazard-rules.ts): every
// rule on both sides of its limit (N-1 wait states: a finding; N: none), counting s_nop N as N+1
// and independent instructions as 1, across branches and loop back edges.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WAIT_STATE_RULES } from '../src/analyze/hazard-rules.js';
import { resolveGpu, resolveTarget } from '../src/isa/targets.js';
import { simulate } from '../src/sim/index.js';
import { brief, findingsOf } from './support/analyze.js';
import { gcnkit } from './support/cli.js';

/** [rule, GPU, writer, reader, wait states the manuals' table gives]. */
const CASES: readonly (readonly [string, string, string, string, number])[] = [
  ['valu-sgpr-vmem', 'gfx900', 'v_readfirstlane_b32 s4, v0', 'buffer_load_dword v1, off, s[0:3], s4', 5],
  ['valu-sgpr-vmem', 'tahiti', 'v_readfirstlane_b32 s4, v0', 'buffer_load_dword v1, off, s[0:3], s4', 5],
  ['valu-sgpr-smrd', 'tahiti', 'v_readfirstlane_b32 s4, v0', 's_load_dword s5, s[4:5], 0x0', 4],
  ['salu-sgpr-sbuffer', 'tahiti', 's_mov_b32 s1, 0', 's_buffer_load_dword s8, s[0:3], 0x0', 4],
  ['descriptor-dword3', 'gfx900', 's_mov_b32 s2, 0', 's_buffer_load_dword s8, s[0:3], 0x0', 1],
  ['valu-sgpr-lane-select', 'gfx900', 'v_cmp_eq_u32_e64 s[4:5], v0, v1', 'v_readlane_b32 s6, v2, s4', 4],
  ['valu-sgpr-lane-select', 'tahiti', 'v_cmp_eq_u32_e64 s[4:5], v0, v1', 'v_writelane_b32 v2, 0, s4', 4],
  ['valu-vcc-div-fmas', 'gfx900', 'v_div_scale_f32 v0, vcc, v1, v2, v3', 'v_div_fmas_f32 v0, v1, v2, v3', 4],
  ['valu-vcc-div-fmas', 'bonaire', 'v_cmp_eq_u32_e32 vcc, v0, v1', 'v_div_fmas_f64 v[0:1], v[2:3], v[4:5], v[6:7]', 4],
  ['valu-vcc-exec-z', 'gfx900', 'v_cmp_eq_u32_e32 vcc, v0, v1', 'v_mov_b32_e32 v0, src_vccz', 5],
  ['valu-vcc-exec-z', 'tahiti', 'v_cmpx_eq_u32_e32 vcc, v0, v1', 'v_mov_b32_e32 v0, execz', 5],
  ['setreg-getreg', 'gfx900', 's_setreg_b32 hwreg(HW_REG_MODE, 0, 1), s0', 's_getreg_b32 s1, hwreg(HW_REG_MODE, 0, 1)', 2],
  ['setreg-getreg', 'tahiti', 's_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS, 0, 1), 1', 's_getreg_b32 s1, hwreg(HW_REG_TRAPSTS)', 2],
  ['setreg-setreg', 'gfx900', 's_setreg_b32 hwreg(HW_REG_MODE, 0, 1), s0', 's_setreg_b32 hwreg(HW_REG_MODE, 4, 1), s1', 2],
  ['setreg-setreg', 'tahiti', 's_setreg_b32 hwreg(HW_REG_MODE, 0, 1), s0', 's_setreg_b32 hwreg(HW_REG_MODE, 4, 1), s1', 1],
  ['setreg-vskip', 'gfx900', 's_setreg_b32 hwreg(HW_REG_MODE, 28, 1), s0', 'v_mov_b32_e32 v0, v1', 2],
  ['setreg-trapsts-rfe', 'tonga', 's_setreg_b32 hwreg(HW_REG_TRAPSTS, 0, 1), s0', 's_rfe_b64 s[0:1]', 1],
  ['valu-vgpr-dpp', 'tonga', 'v_mov_b32_e32 v1, v2', 'v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf', 2],
  ['valu-exec-dpp', 'gfx900', 'v_cmpx_eq_u32_e32 vcc, v3, v4', 'v_mov_b32_dpp v0, v5 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf', 5],
  ['salu-m0-msg-gds', 'tonga', 's_mov_b32 m0, s0', 's_sendmsg sendmsg(MSG_INTERRUPT)', 1],
  ['salu-m0-msg-gds', 'gfx900', 's_mov_b32 m0, s0', 'ds_add_u32 v0, v1 gds', 1],
  ['salu-m0-movrel-interp', 'gfx900', 's_mov_b32 m0, s0', 's_movrels_b32 s1, s2', 1],
  ['salu-m0-movrel-interp', 'gfx900', 's_mov_b32 m0, s0', 'v_interp_mov_f32 v0, p10, attr0.x', 1],
  ['salu-m0-lds-dma', 'gfx900', 's_mov_b32 m0, s0', 'buffer_load_dword off, s[4:7], 0 lds', 1],
  ['salu-m0-lds-direct', 'gfx900', 's_mov_b32 m0, s0', 'v_mov_b32_e32 v0, src_lds_direct', 1],
  ['wide-store-data', 'bonaire', 'buffer_store_dwordx4 v[0:3], off, s[4:7], 0', 'v_mov_b32_e32 v1, 0', 1],
  ['wide-store-data', 'gfx900', 'global_store_dwordx3 v[4:5], v[0:2], off', 'v_mov_b32_e32 v2, 0', 1],
  // XNACK on (gfx900's default, "any"): a clause member writes a register a later member reads.
  ['xnack-smem-clause', 'gfx900', 's_load_dwordx2 s[4:5], s[0:1], 0x0', 's_load_dword s6, s[4:5], 0x8', 1],
  ['xnack-vmem-clause', 'gfx900', 'global_load_dword v1, v[2:3], off', 'global_load_dword v4, v[0:1], off', 1],
  // 16 SGPRs allocated (ALLOC): VCC is held in s14, s15.
  ['valu-vcc-sgpr-alias', 'gfx900', 'v_cmp_eq_u32_e32 vcc, v0, v1', 'v_mov_b32_e32 v2, s14', 1],
  ['valu-vcc-sgpr-alias', 'tonga', 'v_div_scale_f32 v0, vcc, v1, v2, v3', 'v_cndmask_b32_e64 v2, v3, v4, s[14:15]', 1],
  // VCC as the lane select (the manuals' "VALU writes SGPR/VCC"), and by name before v_div_fmas.
  ['valu-sgpr-lane-select', 'gfx900', 'v_cmp_eq_u32_e32 vcc, v0, v1', 'v_readlane_b32 s6, v2, vcc_lo', 4],
  ['valu-sgpr-lane-select', 'tonga', 'v_div_scale_f32 v0, vcc, v1, v2, v3', 'v_writelane_b32 v2, 0, vcc_hi', 4],
];

/** The SGPRs the cases' descriptor allocates. */
const ALLOC = 16;

/** k wait states of s_nop (none for 0). */
const nops = (k: number): string => (k ? `s_nop ${k - 1}\n` : '');
const ofRule = (gpu: string, text: string, rule: string, xnack = true, sgprsAllocated = ALLOC): string[] =>
  brief(findingsOf(resolveGpu(gpu)!, text, 'code', { xnack, sgprsAllocated })).filter((l) => l.startsWith(`hazard ${rule} `));

for (const [rule, gpu, writer, reader, n] of CASES) {
  test(`${rule} on ${gpu}: ${reader} ${n - 1} wait states after ${writer} is a finding, ${n} is none`, () => {
    const short = `${writer}\n${nops(n - 1)}${reader}\ns_endpgm`;
    const got = ofRule(gpu, short, rule);
    assert.equal(got.length, 1, `${short}\n${got.join('\n')}`);
    assert.match(got[0], / s_nop 0$/, 'one more wait state fixes it');
    assert.deepEqual(ofRule(gpu, `${writer}\n${nops(n)}${reader}\ns_endpgm`, rule), []);
  });
}

/**
 * gfx908 (CDNA1: the mai-insts rules, hazard-rules-mai.ts): [rule, writer, reader, wait states
 * between them]. Each count is the one llc-19 -mtriple=amdgcn -mcpu=gfx908
 * -run-pass=post-RA-hazard-rec gives the same two instructions as MIR (the s_nops it inserts + 1).
 * An MFMA of 4x4 is 2 passes, 16x16 8, 32x32 16.
 */
const MFMA4 = (d: string, a: string, b: string, c: string): string => `v_mfma_f32_4x4x1f32 ${d}, ${a}, ${b}, ${c}`;
const MAI_CASES: readonly (readonly [string, string, string, number])[] = [
  ['valu-exec-mai', 'v_cmpx_eq_u32_e32 vcc, v0, v1', MFMA4('a[0:3]', 'v2', 'v3', 'a[0:3]'), 4],
  ['valu-exec-mai', 'v_cmpx_eq_u32_e32 vcc, v0, v1', 'v_accvgpr_write_b32 a0, v2', 4],
  ['valu-vgpr-mai', 'v_mov_b32_e32 v2, 0', MFMA4('a[0:3]', 'v2', 'v3', 'a[0:3]'), 2],
  ['valu-vgpr-mai', 'v_accvgpr_read_b32 v1, a9', 'v_accvgpr_write_b32 a0, v1', 2],
  ['mfma-agpr-srcc', MFMA4('a[0:3]', 'v0', 'v1', 'a[0:3]'), MFMA4('a[4:7]', 'v0', 'v1', 'a[2:5]'), 2],
  ['mfma-agpr-srcab', MFMA4('a[0:3]', 'v0', 'v1', 'a[0:3]'), MFMA4('a[4:7]', 'a0', 'v1', 'a[4:7]'), 4],
  ['mfma-agpr-accvgpr-read', MFMA4('a[0:3]', 'v0', 'v1', 'a[0:3]'), 'v_accvgpr_read_b32 v2, a3', 4],
  ['mfma-agpr-accvgpr-read', 'v_mfma_f32_16x16x4f32 a[0:3], v0, v1, a[0:3]', 'v_accvgpr_read_b32 v2, a3', 10],
  ['mfma-agpr-accvgpr-read', 'v_mfma_f32_32x32x2f32 a[0:15], v0, v1, a[0:15]', 'v_accvgpr_read_b32 v2, a3', 18],
  ['mfma-agpr-accvgpr-write', MFMA4('a[0:3]', 'v0', 'v1', 'a[4:7]'), 'v_accvgpr_write_b32 a3, v2', 1],
  ['mfma-agpr-accvgpr-write', 'v_mfma_f32_16x16x4f32 a[0:3], v0, v1, a[4:7]', 'v_accvgpr_write_b32 a3, v2', 7],
  ['mfma-agpr-accvgpr-write', 'v_mfma_f32_32x32x2f32 a[0:15], v0, v1, a[16:31]', 'v_accvgpr_write_b32 a3, v2', 15],
  ['accvgpr-write-srcc', 'v_accvgpr_write_b32 a0, v0', MFMA4('a[0:3]', 'v1', 'v2', 'a[0:3]'), 1],
  ['accvgpr-write-srcab', 'v_accvgpr_write_b32 a4, v0', MFMA4('a[0:3]', 'a4', 'v2', 'a[0:3]'), 3],
  ['accvgpr-write-read', 'v_accvgpr_write_b32 a0, v0', 'v_accvgpr_read_b32 v1, a0', 3],
  ['accvgpr-write-write', 'v_accvgpr_write_b32 a15, v0', 'v_accvgpr_write_b32 a15, 0', 3],
  ['mfma-srcc-accvgpr-write', 'v_mfma_f32_16x16x4f32 a[0:3], v0, v1, a[4:7]', 'v_accvgpr_write_b32 a5, v2', 5],
  ['mfma-srcc-accvgpr-write', 'v_mfma_f32_32x32x2f32 a[0:15], v0, v1, a[16:31]', 'v_accvgpr_write_b32 a20, v2', 13],
  ['accvgpr-read-ldst', 'v_accvgpr_read_b32 v2, a0', 'global_store_dword v[0:1], v2, off', 2],
  ['accvgpr-read-ldst', 'v_accvgpr_read_b32 v2, a0', 'ds_write_b32 v0, v2', 2],
  // A VALU write, then v_accvgpr_* right before the memory instruction: 1 (LLVM's
  // VALUWriteAccVgprRdWrLdStDepVALUWaitStates), counted from the accvgpr_write here.
  ['valu-vgpr-accvgpr-ldst', 'v_mov_b32_e32 v2, 0', 'v_accvgpr_write_b32 a0, v3\nglobal_store_dword v[0:1], v2, off', 1],
];

const GFX908 = resolveTarget('gfx908')!;
const ofRule908 = (text: string, rule: string): string[] => brief(findingsOf(GFX908, text)).filter((l) => l.startsWith(`hazard ${rule} `));

/** k wait states of s_nop, as llc writes them (s_nop 7 for each 8: "insertNoops"). */
const nops8 = (k: number): string => (k > 8 ? 's_nop 7\n' + nops8(k - 8) : nops(k));

for (const [rule, writer, reader, n] of MAI_CASES) {
  test(`${rule} on gfx908: ${reader.split('\n')[0]} ${n - 1} wait states after ${writer} is a finding, ${n} is none`, () => {
    const short = `${writer}\n${nops8(n - 1)}${reader}\ns_endpgm`;
    const got = ofRule908(short, rule);
    assert.equal(got.length, 1, `${short}\n${got.join('\n')}`);
    assert.match(got[0], /<-0: s_nop 0$/, 'one more wait state fixes it, naming the writer at offset 0');
    assert.deepEqual(ofRule908(`${writer}\n${nops8(n)}${reader}\ns_endpgm`, rule), []);
    // The rules need mai-insts: gfx906 has none of these instructions, gfx900's family none of the rules.
    assert.ok(!WAIT_STATE_RULES.find((r) => r.id === rule)!.waitStates.slice(0, 3).some(Boolean));
  });
}

test('gfx908 MAI rules: the nop counts and the message name the MFMA\'s passes; C the same registers as the D before, a 4x4 MFMA\'s C before v_accvgpr_write: none', () => {
  const f = findingsOf(GFX908, 'v_mfma_f32_32x32x2f32 a[0:15], v0, v1, a[0:15]\nv_accvgpr_read_b32 v2, a3\ns_nop 1\nglobal_store_dword v[0:1], v2, off\ns_endpgm');
  assert.deepEqual(brief(f), ['hazard mfma-agpr-accvgpr-read 8<-0: s_nop 7; s_nop 7; s_nop 1']);
  assert.match(f[0].message, /^v_accvgpr_read_b32 is 0 wait states after v_mfma_f32_32x32x2f32 \(0x000000\) \(a3\) on some path, and an MFMA write of AGPRs before v_accvgpr_read reads one needs 18 wait states after a 16-pass MFMA: add "s_nop 7; s_nop 7; s_nop 1" before this line$/);
  assert.deepEqual(ofRule908(`${MFMA4('a[0:3]', 'v0', 'v1', 'a[0:3]')}\n${MFMA4('a[0:3]', 'v0', 'v1', 'a[0:3]')}\ns_endpgm`, 'mfma-agpr-srcc'), []);
  assert.deepEqual(ofRule908(`${MFMA4('a[0:3]', 'v0', 'v1', 'a[4:7]')}\nv_accvgpr_write_b32 a5, v2\ns_endpgm`, 'mfma-srcc-accvgpr-write'), []);
  // A VALU two wait states before the memory instruction is outside LLVM's look-back.
  assert.deepEqual(ofRule908('v_mov_b32_e32 v2, 0\ns_nop 0\nv_accvgpr_write_b32 a0, v3\nglobal_store_dword v[0:1], v2, off\ns_endpgm', 'valu-vgpr-accvgpr-ldst'), []);
  // The same code for gfx900 has no MAI instructions; on gfx908 the rules hold through the CLI too.
  const r = gcnkit(['analyze', '--mcpu', 'gfx908', '--json', '-'], 'v_accvgpr_write_b32 a0, v0\nv_accvgpr_read_b32 v1, a0\ns_endpgm\n');
  assert.equal(r.code, 1);
  assert.deepEqual(JSON.parse(r.stdout).kernels[0].findings.map((x: { rule: string; fix: string }) => `${x.rule}: ${x.fix}`), ['accvgpr-write-read: s_nop 2']);
});

test('LLVM counts the s_branch after a taken s_cbranch_* (one machine block): a path into the branch target has it too', () => {
  // clang-19 gfx908 mfma_f16: "v_accvgpr_write_b32 a15, v0; s_cbranch_execnz L; s_branch M; L: s_nop 0; v_accvgpr_write_b32 a15, 0"
  // (llc-19 -run-pass=post-RA-hazard-rec inserts that s_nop 0 for the same MIR blocks).
  const text = (nop: string): string => `v_accvgpr_write_b32 a15, v0\ns_cbranch_execnz L\ns_branch M\nL:\n${nop}v_accvgpr_write_b32 a15, 0\nM:\ns_endpgm`;
  assert.deepEqual(ofRule908(text('s_nop 0\n'), 'accvgpr-write-write'), []);
  assert.deepEqual(ofRule908(text(''), 'accvgpr-write-write'), ['hazard accvgpr-write-write 16<-0: s_nop 0']);
});

test('docs/analyze.md lists every rule', () => {
  const doc = readFileSync(join(process.cwd(), 'docs', 'analyze.md'), 'utf8');
  for (const r of WAIT_STATE_RULES) assert.match(doc, new RegExp(`^\\| ${r.id} \\|`, 'm'), r.id);
});

test('every rule has a case, and each case is a generation the rule holds on', () => {
  // The gfx90a-insts and gfx940-insts rules' cases are test/analyze-hazards-cdna23.test.ts.
  const cdna23 = (r: (typeof WAIT_STATE_RULES)[number]): boolean => r.feature === 'gfx90a-insts' || r.feature === 'gfx940-insts';
  for (const r of WAIT_STATE_RULES) assert.ok(CASES.some((c) => c[0] === r.id) || (r.feature && MAI_CASES.some((c) => c[0] === r.id)) || cdna23(r), r.id);
  for (const [rule, gpu, , , n] of CASES) {
    const r = WAIT_STATE_RULES.find((x) => x.id === rule)!;
    assert.equal(r.waitStates[['tahiti', 'bonaire', 'tonga', 'gfx900'].indexOf(gpu)], n, `${rule} on ${gpu}`);
  }
});

test('rules hold only where the manuals and LLVM say: M0 before s_sendmsg needs nothing on GCN 1.0, a 128-bit store with an SGPR soffset nothing (createsVALUHazard)', () => {
  assert.deepEqual(brief(findingsOf('gcn1.0', 's_mov_b32 m0, s0\ns_sendmsg sendmsg(MSG_INTERRUPT)\ns_endpgm')), []);
  assert.deepEqual(brief(findingsOf('gcn1.1', 'buffer_store_dwordx4 v[0:3], off, s[4:7], s8\nv_mov_b32_e32 v1, 0\ns_endpgm')), []);
  assert.deepEqual(brief(findingsOf('gcn1.0', 'buffer_store_dwordx4 v[0:3], off, s[4:7], 0\ns_waitcnt expcnt(0)\nv_mov_b32_e32 v1, 0\ns_endpgm')), []);
  // Another hardware register, another SGPR: not linked.
  assert.deepEqual(brief(findingsOf('gcn1.4', 's_setreg_b32 hwreg(HW_REG_MODE, 0, 1), s0\ns_getreg_b32 s1, hwreg(HW_REG_TRAPSTS)\ns_endpgm')), []);
  assert.deepEqual(brief(findingsOf('gcn1.4', 'v_readfirstlane_b32 s5, v0\nbuffer_load_dword v1, off, s[0:3], s4\ns_endpgm')), []);
});

test('independent instructions count one wait state each; s_nop counts SIMM16[2:0] + 1 on GCN 1.2 and SIMM16[3:0] + 1 on GCN 1.4', () => {
  const fill = 's_mov_b32 s10, 0\nv_mov_b32_e32 v9, 0\ns_add_u32 s11, s10, 1\n';
  assert.deepEqual(brief(findingsOf('gcn1.4', `v_readfirstlane_b32 s4, v0\n${fill}buffer_load_dword v1, off, s[0:3], s4\ns_endpgm`)),
    ['hazard valu-sgpr-vmem 16<-0: s_nop 1']);
  assert.deepEqual(brief(findingsOf('gcn1.4', `v_readfirstlane_b32 s4, v0\n${fill}s_nop 1\nbuffer_load_dword v1, off, s[0:3], s4\ns_endpgm`)), []);
  // s_nop 8: SIMM16[2:0] = 0 on tonga (one wait state), 9 on gfx900.
  assert.deepEqual(brief(findingsOf('gcn1.2', 'v_readfirstlane_b32 s4, v0\ns_nop 8\nbuffer_load_dword v1, off, s[0:3], s4\ns_endpgm')),
    ['hazard valu-sgpr-vmem 8<-0: s_nop 3']);
  assert.deepEqual(brief(findingsOf('gcn1.4', 'v_readfirstlane_b32 s4, v0\ns_nop 8\nbuffer_load_dword v1, off, s[0:3], s4\ns_endpgm')), []);
});

test('across blocks: the fewest wait states over every path into the reader (a taken branch skips the s_nop)', () => {
  const text = (pad: string): string => `v_readfirstlane_b32 s4, v0
s_cmp_eq_u32 s5, 0
s_cbranch_scc1 L
s_nop 4
L:
${pad}buffer_load_dword v1, off, s[0:3], s4
s_endpgm`;
  // Via the branch: s_cmp and s_cbranch, 2 wait states.
  const got = findingsOf('gcn1.4', text(''));
  assert.deepEqual(brief(got), ['hazard valu-sgpr-vmem 16<-0: s_nop 2']);
  assert.match(got[0].message, /^buffer_load_dword is 2 wait states after v_readfirstlane_b32 \(0x000000\) \(s4\) on some path, and a VALU write of an SGPR before a vector memory instruction reads it needs 5 wait states: add "s_nop 2" before this line$/);
  assert.deepEqual(brief(findingsOf('gcn1.4', text('s_nop 2\n'))), []);
});

test('loops: a write at the end of the body reaches the reader at the top through the back edge', () => {
  const text = (pad: string): string => `L:
buffer_load_dword v1, off, s[0:3], s4
s_add_u32 s6, s6, -1
v_readfirstlane_b32 s4, v2
${pad}s_cbranch_scc1 L
s_endpgm`;
  assert.deepEqual(brief(findingsOf('gcn1.4', text(''))), ['hazard valu-sgpr-vmem 0<-12: s_nop 3']);
  assert.deepEqual(brief(findingsOf('gcn1.4', text('s_nop 3\n'))), []);
});

test('the descriptor rule agrees with the simulator on both sides', () => {
  const text = (pad: string): string => `s_mov_b32 s2, 0\n${pad}s_buffer_load_dword s8, s[0:3], 0x0\ns_waitcnt lgkmcnt(0)\ns_endpgm`;
  for (const pad of ['', 's_nop 0\n']) {
    const sim = simulate(text(pad), '{}', { gpu: 'gfx900' }).hazards.map((h) => h.offset);
    const ours = findingsOf('gcn1.4', text(pad)).map((f) => f.offset);
    assert.deepEqual(ours, sim, pad || 'no s_nop');
  }
});

test('a register link ends at the nearest write of the register: a SALU write after the VALU one gives the reader its value', () => {
  // Mesa bonaire code: v_mad_u64_u32's carry-out s[8:9], then s_mov_b64 s[8:9], then buffer_load with s[8:11].
  const text = (mov: string): string => `v_mad_u64_u32 v[0:1], s[8:9], s9, v2, v[0:1]\n${mov}buffer_load_dword v6, v[2:3], s[8:11], 0 addr64\ns_endpgm`;
  assert.deepEqual(brief(findingsOf('gcn1.1', text('s_mov_b64 s[8:9], s[0:1]\n'))), []);
  assert.deepEqual(brief(findingsOf('gcn1.1', text('s_mov_b32 s8, s0\n'))), ['hazard valu-sgpr-vmem 12<-0: s_nop 3']);
});

test('soft clauses (XNACK): only with XNACK on; a store after a load that writes; LLVM\'s window of 5 instructions; a non-memory instruction breaks the clause', () => {
  const smem = 's_load_dwordx2 s[4:5], s[0:1], 0x0\ns_load_dword s6, s[4:5], 0x8\ns_endpgm';
  assert.deepEqual(ofRule('gfx900', smem, 'xnack-smem-clause', false), [], 'xnack- (or a GPU without XNACK) has no soft-clause rule');
  // A store may not follow a member that writes (it may use the same address); one that only stores may.
  assert.deepEqual(ofRule('gfx900', 's_load_dword s4, s[0:1], 0x0\ns_store_dword s5, s[2:3], 0x0\ns_endpgm', 'xnack-smem-clause'), ['hazard xnack-smem-clause 8<-0: s_nop 0']);
  assert.deepEqual(ofRule('gfx900', 'global_load_dword v1, v[2:3], off\nglobal_store_dword v[4:5], v6, off\ns_endpgm', 'xnack-vmem-clause'), ['hazard xnack-vmem-clause 8<-0: s_nop 0']);
  assert.deepEqual(ofRule('gfx900', 'global_store_dword v[4:5], v6, off\nglobal_load_dword v6, v[4:5], off\ns_endpgm', 'xnack-vmem-clause'), []);
  // A member that writes what it reads itself, then any other member.
  assert.deepEqual(ofRule('gfx900', 'global_load_dword v2, v[2:3], off\nglobal_load_dword v4, v[6:7], off\ns_endpgm', 'xnack-vmem-clause'), ['hazard xnack-vmem-clause 8<-0: s_nop 0']);
  // SMEM and VMEM break each other's clauses, as any other instruction does.
  assert.deepEqual(ofRule('gfx900', 'global_load_dword v1, v[2:3], off\ns_load_dword s6, s[4:5], 0x8\nglobal_load_dword v4, v[0:1], off\ns_endpgm', 'xnack-vmem-clause'), []);
  // The overlap 6 members back is beyond LLVM's look-back (clang-19's gfx900 private_sort relies on it); 5 back is a finding.
  const loads = (n: number): string => Array.from({ length: n }, (_, k) => `global_load_dword v${10 + k}, v[2:3], off`).join('\n');
  assert.deepEqual(ofRule('gfx900', `global_load_dword v1, v[2:3], off\n${loads(4)}\nglobal_load_dword v4, v[0:1], off\ns_endpgm`, 'xnack-vmem-clause'), ['hazard xnack-vmem-clause 40<-0: s_nop 0']);
  assert.deepEqual(ofRule('gfx900', `global_load_dword v1, v[2:3], off\n${loads(5)}\nglobal_load_dword v4, v[0:1], off\ns_endpgm`, 'xnack-vmem-clause'), []);
  // A clause runs on through a fall-through into the next block, not through a branch.
  assert.deepEqual(ofRule('gfx900', 'global_load_dword v1, v[2:3], off\nL:\nglobal_load_dword v4, v[0:1], off\ns_endpgm', 'xnack-vmem-clause'), ['hazard xnack-vmem-clause 8<-0: s_nop 0']);
});

test('gcnkit analyze takes XNACK from the target: on for --mcpu gfx900 (LLVM\'s "any"), off for a code object built for gfx900:xnack-', () => {
  // The second load writes s0, which the first reads.
  const code = 's_load_dword s4, s[0:1], 0x0\ns_load_dword s0, s[2:3], 0x8\ns_endpgm\n';
  const on = gcnkit(['analyze', '--mcpu', 'gfx900', '--json', '-'], code);
  assert.deepEqual(JSON.parse(on.stdout).kernels[0].findings.map((f: { rule?: string }) => f.rule), ['xnack-smem-clause']);
  const off = gcnkit(['analyze', '--json', '-'], `\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900:xnack-"\n\t.text\n${code}`);
  assert.equal(off.code, 0, off.stderr);
  assert.deepEqual(JSON.parse(off.stdout).kernels[0].findings, []);
});

test('VCC by its SGPR number (the allocation\'s last two): one wait state after a VALU writes VCC, none by name, as a carry-in, or without a known allocation', () => {
  const rule = 'valu-vcc-sgpr-alias';
  const cmp = 'v_cmp_eq_u32_e32 vcc, v0, v1\n';
  assert.deepEqual(ofRule('gfx900', `${cmp}v_mov_b32_e32 v2, s15\ns_endpgm`, rule), ['hazard valu-vcc-sgpr-alias 4<-0: s_nop 0']);
  // By name the hardware sees the dependency; another SGPR is no alias.
  assert.deepEqual(ofRule('gfx900', `${cmp}v_mov_b32_e32 v2, vcc_lo\ns_endpgm`, rule), []);
  assert.deepEqual(ofRule('gfx900', `${cmp}v_mov_b32_e32 v2, s13\ns_endpgm`, rule), []);
  // A carry-in reads the mask: 0 wait states.
  assert.deepEqual(ofRule('gfx900', `${cmp}v_addc_co_u32_e64 v2, s[4:5], v3, v4, s[14:15]\ns_endpgm`, rule), []);
  // 32 SGPRs allocated: VCC is s30, s31.
  assert.deepEqual(ofRule('gfx900', `${cmp}v_mov_b32_e32 v2, s14\ns_endpgm`, rule, true, 32), []);
  assert.deepEqual(ofRule('gfx900', `${cmp}v_mov_b32_e32 v2, s30\ns_endpgm`, rule, true, 32), ['hazard valu-vcc-sgpr-alias 4<-0: s_nop 0']);
  assert.deepEqual(brief(findingsOf('gcn1.4', `${cmp}v_mov_b32_e32 v2, s14\ns_endpgm`)), [], 'raw code: where VCC is held is unknown');
  // The manuals' GCN 1.0/1.1 tables have no such row.
  assert.deepEqual(ofRule('bonaire', `${cmp}v_mov_b32_e32 v2, s14\ns_endpgm`, rule), []);
});

test('soft clauses in a program that uses AGPR a0: LLVM\'s look-back is 19 instructions (MaxLookAhead), not 5', () => {
  const loads = (n: number): string => Array.from({ length: n }, (_, k) => `global_load_dword v${10 + k}, v[2:3], off`).join('\n');
  // The last member writes v1, which the first reads as its address.
  const clause = (n: number, a0: string): string => `${a0}global_load_dword v4, v[0:1], off\n${loads(n)}\nglobal_load_dword v1, v[2:3], off\ns_endpgm`;
  const rule = 'xnack-vmem-clause';
  const findings = (text: string): string[] => brief(findingsOf(GFX908, text, 'code', { xnack: true })).filter((l) => l.startsWith(`hazard ${rule} `));
  // n loads between: the writer's 19 instructions back include the reader at n = 18.
  assert.deepEqual(findings(clause(10, '')), [], 'without AGPRs: beyond 5');
  assert.deepEqual(findings(clause(18, 'v_accvgpr_write_b32 a0, 0\n')), ['hazard xnack-vmem-clause 160<-8: s_nop 0'], 'with a0: within 19');
  assert.deepEqual(findings(clause(19, 'v_accvgpr_write_b32 a0, 0\n')), [], 'with a0: beyond 19');
  assert.deepEqual(findings(clause(10, 'v_accvgpr_write_b32 a1, 0\n')), [], 'a1 is not a0 (isPhysRegUsed(AGPR0))');
});
