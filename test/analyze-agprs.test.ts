// AGPRs in `gcnkit analyze` (issue 29, CDNA): counted as clang counts them ("; NumAgprs:"), live per
// instruction, occupancy from the larger of the VGPR and AGPR files on gfx908 ("; TotalNumVgprs:"),
// and AGPRs beyond what .amdhsa_next_free_vgpr allocates (it counts both files) are a finding.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gcnkit } from './support/cli.js';

/**
 * A gfx908 kernel writing a40 with 2 VGPRs. clang-19 -mcpu=gfx908 -S of the same (inline asm
 * "v_accvgpr_write_b32 a40, %0") writes "; NumVgprs: 2", "; NumAgprs: 41", "; TotalNumVgprs: 41",
 * "; Occupancy: 5" and ".amdhsa_next_free_vgpr 41".
 */
const kernel = (nextFree: number): string => `\t.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
\t.text
\t.globl k
\t.p2align 8
\t.type k,@function
k:
\tv_mov_b32_e32 v1, 0
\ts_nop 1
\tv_accvgpr_write_b32 a40, v1
\tv_accvgpr_write_b32 a3, v1
\ts_nop 2
\tv_accvgpr_read_b32 v0, a3
\ts_nop 1
\tglobal_store_dword v[0:1], v1, off
\ts_endpgm
\t.rodata
\t.p2align 6
\t.amdhsa_kernel k
\t\t.amdhsa_next_free_vgpr ${nextFree}
\t\t.amdhsa_next_free_sgpr 8
\t.end_amdhsa_kernel
`;

test('gfx908: AGPRs used, live and allocated; occupancy from max(VGPRs, AGPRs) as clang computes it', () => {
  const r = gcnkit(['analyze', '--json', '-'], kernel(41));
  assert.equal(r.code, 0, r.stdout + r.stderr);
  const k = JSON.parse(r.stdout).kernels[0];
  assert.deepEqual(k.agprs, { used: 41, maxLive: 1, total: 41, allocated: 44 });
  assert.equal(k.vgprs.used, 2);
  assert.equal(k.occupancy, 5);
  // a3 is live from its write to its read; a40 is never read.
  assert.deepEqual(k.instructions.map((i: { liveAgprs: number }) => i.liveAgprs), [0, 0, 0, 0, 1, 1, 0, 0, 0]);
  const text = gcnkit(['analyze', '-'], kernel(41)).stdout;
  assert.match(text, /^ {2}agprs: used 41, max live 1, allocated 44; vgprs and agprs for occupancy: 41$/m);
});

test('gfx908: an AGPR beyond .amdhsa_next_free_vgpr is a located finding; GCN targets print no AGPRs', () => {
  const r = gcnkit(['analyze', '-'], kernel(8));
  assert.equal(r.code, 1);
  assert.match(r.stdout, /<stdin>:9:2: error: registers: a40 is beyond the 8 AGPRs the descriptor allocates: the code uses 41\n v_accvgpr_write_b32 a40, v1\n \^$/m);
  assert.match(r.stdout, /note: fix: \.amdhsa_next_free_vgpr 41/);
  const gfx900 = gcnkit(['analyze', '--mcpu', 'gfx900', '--json', '-'], 'v_mov_b32_e32 v0, 0\ns_endpgm\n');
  const k = JSON.parse(gfx900.stdout).kernels[0];
  assert.equal(k.agprs, undefined);
  assert.equal(k.instructions[0].liveAgprs, undefined);
});
