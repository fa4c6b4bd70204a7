// What llvm-mc 19 accepts and rejects (issue 24, item 1): lines gcnkit once took where llvm-mc
// rejects them, and lines llvm-mc takes that gcnkit refused. Each accepted line carries llvm-mc's
// bytes (echo LINE | llvm-mc -arch=amdgcn -mcpu=GPU -show-encoding); each rejected one the
// column llvm-mc names. Every case runs through the library, and through the CLI with the fast
// path on and with GCNKIT_FAST=check (fast and generic paths must agree).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Gen } from '../src/isa/gens.js';
import { asm, asmError } from './support/asm.js';
import { gcnkit } from './support/cli.js';

const GPU: Record<string, Gen> = { tahiti: 'gcn1.0', bonaire: 'gcn1.1', tonga: 'gcn1.2', gfx900: 'gcn1.4' };
const ALL = Object.keys(GPU);

/** [gpus, line, llvm-mc's bytes on each of them (one list, or one per GPU)]. */
type Good = [string[], string, number[] | number[][]];
/** [gpus, line, the reason, llvm-mc's column]. */
type Bad = [string[], string, RegExp, number];

const GOOD: Good[] = [];
const BAD: Bad[] = [];

const words = (bytes: number[]): number[] => {
  const w: number[] = [];
  for (let i = 0; i < bytes.length; i += 4) w.push((bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24)) >>> 0);
  return w;
};
const hex = (ws: number[]): string => ws.map((w) => w.toString(16).padStart(8, '0')).join(' ');
const bytesOn = (g: Good, k: number): number[] => (Array.isArray(g[2][0]) ? (g[2] as number[][])[k] : (g[2] as number[]));

// A. llvm-mc rejects these.
BAD.push(
  // VOP3P takes no literal: past -16..64 a packed f16 source is inline only as an f16 float pattern.
  [['gfx900'], 'v_pk_add_f16 v1, 0xffff, v2', /literal operands are not supported/, 18],
  [['gfx900'], 'v_pk_add_f16 v1, 0xfff0, v2', /literal operands are not supported/, 18],
  // After s_waitcnt's counters a ',' must be followed by another counter.
  [ALL, 's_waitcnt vmcnt(0) lgkmcnt(0),', /expected a counter name/, 31],
  [ALL, 's_waitcnt vmcnt(0),', /expected a counter name/, 20],
  // A source taking float modifiers (in any form of the mnemonic) reads one '-' only.
  [ALL, 'v_ceil_f32 v0, --1', /invalid syntax, expected 'neg' modifier/, 16],
  [ALL, 'v_add_f32 v0, - - 1, v1', /invalid syntax, expected 'neg' modifier/, 15],
  [ALL, 'v_cndmask_b32 v0, --1, v1, vcc', /invalid syntax, expected 'neg' modifier/, 19],
  [ALL, 'v_mad_f32 v0, v1, --1, v2', /invalid syntax, expected 'neg' modifier/, 19],
  [['gfx900'], 'v_add_f32_sdwa v0, --1, v1', /invalid syntax, expected 'neg' modifier/, 20],
  [['gfx900'], 'v_mad_mix_f32 v0, --1, v1, v2', /invalid syntax, expected 'neg' modifier/, 19],
  // A cache-policy bit is given once, as glc or noglc.
  [ALL, 'buffer_load_dword v1, off, s[4:7], s1 slc glc noglc', /duplicate cache policy modifier/, 47],
  [ALL, 'buffer_load_dword v1, off, s[4:7], s1 slc noglc noglc', /duplicate cache policy modifier/, 49],
  [ALL, 'buffer_load_dword v1, off, s[4:7], s1 noglc glc', /duplicate cache policy modifier/, 45],
  [['bonaire', 'tonga', 'gfx900'], 'flat_load_dword v1, v[2:3] slc glc noglc', /duplicate cache policy modifier/, 36],
  // Other flags: noNAME where llvm-mc's parser reads it, once, never with NAME.
  [ALL, 'v_add_f32_e64 v1, v2, v3 clamp noclamp', /duplicate modifier 'noclamp'/, 32],
  [ALL, 'buffer_load_dword v1, off, s[4:7], s1 notfe', /does not take 'notfe'/, 39],
  [ALL, 'ds_read_b32 v1, v2 noglc', /does not take 'noglc'/, 20],
  // GWS instructions need gds (all four GPUs).
  [ALL, 'ds_gws_init v71 offset:52583', /needs the gds modifier/, 29],
  [ALL, 'ds_gws_sema_v offset:4', /needs the gds modifier/, 23],
  [ALL, 'ds_gws_barrier v1 offset:4', /needs the gds modifier/, 27],
  [['bonaire', 'tonga', 'gfx900'], 'ds_gws_sema_release_all offset:4', /needs the gds modifier/, 33],
  // The constant bus: vcc_lo is not the implicit VCC; M0 is a bus read in writelane's src0.
  [ALL, 'v_div_fmas_f32 v5, vcc_lo, v2, v3', /constant bus/, 20],
  [ALL, 'v_div_fmas_f64 v[5:6], s[2:3], v[2:3], v[3:4]', /constant bus/, 24],
  [ALL, 'v_writelane_b32 v1, s13, s14', /constant bus/, 21],
  [ALL, 'v_writelane_b32 v1, m0, s13', /constant bus/, 21],
  [ALL, 'v_subrev_f32 v1, lds_direct, v2', /lds_direct cannot be used with v_subrev_f32/, 18],
);
GOOD.push(
  [['gfx900'], 'v_pk_add_f16 v1, 0xffffffff, v2', [0x01, 0x40, 0x8f, 0xd3, 0xc1, 0x04, 0x02, 0x18]],
  [['gfx900'], 'v_pk_add_f16 v1, 0xbc00, v2', [0x01, 0x40, 0x8f, 0xd3, 0xf3, 0x04, 0x02, 0x18]],
  [ALL, 's_waitcnt 0,', [0x00, 0x00, 0x8c, 0xbf]],
  // lds_direct: v_bfrev_b32 is no operand-swapped (rev) instruction.
  [ALL, 'v_bfrev_b32 v1, lds_direct', [[0xfe, 0x70, 0x02, 0x7e], [0xfe, 0x70, 0x02, 0x7e], [0xfe, 0x58, 0x02, 0x7e], [0xfe, 0x58, 0x02, 0x7e]]],
  [ALL, 'v_bfrev_b32_e64 v1, lds_direct', [[0x01, 0x00, 0x70, 0xd3, 0xfe, 0x00, 0x00, 0x00], [0x01, 0x00, 0x70, 0xd3, 0xfe, 0x00, 0x00, 0x00], [0x01, 0x00, 0x6c, 0xd1, 0xfe, 0x00, 0x00, 0x00], [0x01, 0x00, 0x6c, 0xd1, 0xfe, 0x00, 0x00, 0x00]]],
  // The implicit VCC read of v_div_fmas and a 64-bit vcc source are one read; writelane's M0 lane select is off the bus.
  [ALL, 'v_div_fmas_f64 v[5:6], vcc, v[2:3], v[3:4]', [[0x05, 0x00, 0xe0, 0xd2, 0x6a, 0x04, 0x0e, 0x04], [0x05, 0x00, 0xe0, 0xd2, 0x6a, 0x04, 0x0e, 0x04], [0x05, 0x00, 0xe3, 0xd1, 0x6a, 0x04, 0x0e, 0x04], [0x05, 0x00, 0xe3, 0xd1, 0x6a, 0x04, 0x0e, 0x04]]],
  [ALL, 'v_div_fmas_f64 v[5:6], vcc, vcc, v[3:4]', [[0x05, 0x00, 0xe0, 0xd2, 0x6a, 0xd4, 0x0c, 0x04], [0x05, 0x00, 0xe0, 0xd2, 0x6a, 0xd4, 0x0c, 0x04], [0x05, 0x00, 0xe3, 0xd1, 0x6a, 0xd4, 0x0c, 0x04], [0x05, 0x00, 0xe3, 0xd1, 0x6a, 0xd4, 0x0c, 0x04]]],
  [ALL, 'v_writelane_b32 v1, s13, m0', [[0x0d, 0xf8, 0x02, 0x04], [0x0d, 0xf8, 0x02, 0x04], [0x01, 0x00, 0x8a, 0xd2, 0x0d, 0xf8, 0x00, 0x00], [0x01, 0x00, 0x8a, 0xd2, 0x0d, 0xf8, 0x00, 0x00]]],
  [ALL, 'buffer_load_dword v1, off, s[4:7], s1 noglc noslc', [[0x00, 0x00, 0x30, 0xe0, 0x00, 0x01, 0x01, 0x01], [0x00, 0x00, 0x30, 0xe0, 0x00, 0x01, 0x01, 0x01], [0x00, 0x00, 0x50, 0xe0, 0x00, 0x01, 0x01, 0x01], [0x00, 0x00, 0x50, 0xe0, 0x00, 0x01, 0x01, 0x01]]],
  [['tahiti', 'gfx900'], 's_load_dword s1, s[2:3], 0x0 noglc', [[0x00, 0x83, 0x00, 0xc0], [0x41, 0x00, 0x02, 0xc0, 0x00, 0x00, 0x00, 0x00]]],
  [['tahiti', 'gfx900'], 'v_add_f32_e64 v1, v2, v3 noclamp', [[0x01, 0x00, 0x06, 0xd2, 0x02, 0x07, 0x02, 0x00], [0x01, 0x00, 0x01, 0xd1, 0x02, 0x07, 0x02, 0x00]]],
  [['gfx900'], 'v_pk_add_f16 v1, v2, v3 noclamp', [0x01, 0x40, 0x8f, 0xd3, 0x02, 0x07, 0x02, 0x18]],
  [['gfx900'], 'v_add_f32_sdwa v1, v2, v3 noclamp', [0xf9, 0x06, 0x02, 0x02, 0x02, 0x16, 0x06, 0x06]],
  [ALL, 'ds_read_b32 v1, v2 nogds', [[0x00, 0x00, 0xd8, 0xd8, 0x02, 0x00, 0x00, 0x01], [0x00, 0x00, 0xd8, 0xd8, 0x02, 0x00, 0x00, 0x01], [0x00, 0x00, 0x6c, 0xd8, 0x02, 0x00, 0x00, 0x01], [0x00, 0x00, 0x6c, 0xd8, 0x02, 0x00, 0x00, 0x01]]],
  [['tahiti'], 'image_load v1, v[1:4], s[4:11] dmask:0x1 nounorm noglc noslc nor128 notfe nolwe noda nod16', [0x00, 0x01, 0x00, 0xf0, 0x01, 0x01, 0x01, 0x00]],
  [['tahiti', 'gfx900'], 'exp mrt0 v1, v2, v3, v4 novm', [[0x0f, 0x00, 0x00, 0xf8, 0x01, 0x02, 0x03, 0x04], [0x0f, 0x00, 0x00, 0xc4, 0x01, 0x02, 0x03, 0x04]]],
  // Integer sources (no neg) read "--1" as 1.
  [ALL, 'v_mov_b32 v0, --1', [0x81, 0x02, 0x00, 0x7e]],
  [['gfx900'], 'v_ldexp_f32 v0, v1, --1', [0x00, 0x00, 0x88, 0xd2, 0x01, 0x03, 0x01, 0x00]],
  [['gfx900'], 'v_pk_add_f16 v0, --1, v1', [0x00, 0x40, 0x8f, 0xd3, 0x81, 0x02, 0x02, 0x18]],
  [ALL, 'v_add_f32 v0, -(--1), v1', [[0xc1, 0x02, 0x00, 0x06], [0xc1, 0x02, 0x00, 0x06], [0xc1, 0x02, 0x00, 0x02], [0xc1, 0x02, 0x00, 0x02]]],
);

// C. 16-bit operands. v_sad_u16's sources are 32-bit (it sums both halves' differences; LLVM's
// VOP_I32_I32_I32_I32): 0x3f800000 is 1.0, 0xfffffff0 is -16, 0xfff0 a literal, on every GPU.
// A 16-bit integer operand reads the integer as written (0xfff0 is a literal, not -16). Before
// GCN 1.2 a 16-bit VOP3 source takes no constant, but src_vccz/execz/scc and lds_direct are registers.
const siVi = (si: number[], vi: number[]): number[][] => [si, si, vi, vi];
const VI = ['tonga', 'gfx900'];
BAD.push(
  [ALL, 'v_sad_u16 v1, 0xfff0, v2, v3', /literal operands are not supported/, 15],
  [ALL, 'v_sad_u16 v1, 0x3c00, v2, v3', /literal operands are not supported/, 15],
  [['tahiti', 'bonaire'], 'v_cvt_f32_f16_e64 v1, 1.0', /no constant is accepted in a 16-bit VOP3 source/, 23],
  // llvm-mc 19 -mcpu=gfx900 writes SDWA's src0 code 0xff (a literal SDWA cannot carry): ERRATA Q-I16.
  [['gfx900'], 'v_add_u16_sdwa v1, 0xfff0, v2', /takes no literal/, 20],
);
GOOD.push(
  [ALL, 'v_sad_u16 v1, src_execz, v2, v3', siVi([0x01, 0x00, 0xb8, 0xd2, 0xfc, 0x04, 0x0e, 0x04], [0x01, 0x00, 0xdb, 0xd1, 0xfc, 0x04, 0x0e, 0x04])],
  [ALL, 'v_sad_u16 v1, lds_direct, v2, v3', siVi([0x01, 0x00, 0xb8, 0xd2, 0xfe, 0x04, 0x0e, 0x04], [0x01, 0x00, 0xdb, 0xd1, 0xfe, 0x04, 0x0e, 0x04])],
  [ALL, 'v_cvt_f32_f16_e64 v1, src_scc', siVi([0x01, 0x00, 0x16, 0xd3, 0xfd, 0x00, 0x00, 0x00], [0x01, 0x00, 0x4b, 0xd1, 0xfd, 0x00, 0x00, 0x00])],
  [ALL, 'v_cvt_f32_f16_e64 v1, lds_direct', siVi([0x01, 0x00, 0x16, 0xd3, 0xfe, 0x00, 0x00, 0x00], [0x01, 0x00, 0x4b, 0xd1, 0xfe, 0x00, 0x00, 0x00])],
  [ALL, 'v_sad_u16 v1, 0x3f800000, v2, v3', siVi([0x01, 0x00, 0xb8, 0xd2, 0xf2, 0x04, 0x0e, 0x04], [0x01, 0x00, 0xdb, 0xd1, 0xf2, 0x04, 0x0e, 0x04])],
  [ALL, 'v_sad_u16 v1, 0xfffffff0, v2, v3', siVi([0x01, 0x00, 0xb8, 0xd2, 0xd0, 0x04, 0x0e, 0x04], [0x01, 0x00, 0xdb, 0xd1, 0xd0, 0x04, 0x0e, 0x04])],
  [ALL, 'v_sad_u16 v1, v2, v3, 0x3f800000', siVi([0x01, 0x00, 0xb8, 0xd2, 0x02, 0x07, 0xca, 0x03], [0x01, 0x00, 0xdb, 0xd1, 0x02, 0x07, 0xca, 0x03])],
  [ALL, 'v_sad_u16 v1, 0.5, v2, v3', siVi([0x01, 0x00, 0xb8, 0xd2, 0xf0, 0x04, 0x0e, 0x04], [0x01, 0x00, 0xdb, 0xd1, 0xf0, 0x04, 0x0e, 0x04])],
  [VI, 'v_add_u16 v1, 0xfff0, v2', [0xff, 0x04, 0x02, 0x4c, 0xf0, 0xff, 0x00, 0x00]],
  [VI, 'v_add_u16 v1, 0xffff, v2', [0xff, 0x04, 0x02, 0x4c, 0xff, 0xff, 0x00, 0x00]],
  [VI, 'v_cmp_eq_u16 vcc, 0xfff0, v2', [0xff, 0x04, 0x54, 0x7d, 0xf0, 0xff, 0x00, 0x00]],
  // An f16 operand reads 0xfff0 as the inline -16.
  [VI, 'v_add_f16 v1, 0xfff0, v2', [0xd0, 0x04, 0x02, 0x3e]],
);

// D. v_readlane_b32's src0 takes lds_direct on every GPU; v_writelane_b32's takes lds_direct and a
// literal on GCN 1.0/1.1 (VOP2), neither on GCN 1.2/1.4 (VOP3: "operands are not valid for this GPU").
const SI = ['tahiti', 'bonaire'];
BAD.push(
  [VI, 'v_writelane_b32 v1, lds_direct, s2', /v_writelane_b32 takes an SGPR or an inline constant in src0, not lds_direct/, 21],
  [SI, 'v_writelane_b32 v1, v2, m0', /v_writelane_b32 takes an SGPR or a constant in src0, not a VGPR/, 21],
  [SI, 'v_writelane_b32 v1, 0x1234, s2', /constant bus/, 21],
);
GOOD.push(
  [ALL, 'v_readlane_b32 s1, lds_direct, s2', siVi([0xfe, 0x04, 0x02, 0x02], [0x01, 0x00, 0x89, 0xd2, 0xfe, 0x04, 0x00, 0x00])],
  [ALL, 'v_readlane_b32 s1, lds_direct, m0', siVi([0xfe, 0xf8, 0x02, 0x02], [0x01, 0x00, 0x89, 0xd2, 0xfe, 0xf8, 0x00, 0x00])],
  [SI, 'v_writelane_b32 v1, lds_direct, s2', [0xfe, 0x04, 0x02, 0x04]],
  [SI, 'v_writelane_b32 v1, 0x1234, m0', [0xff, 0xf8, 0x02, 0x04, 0x34, 0x12, 0x00, 0x00]],
);

// E. Encoding suffixes: llvm-mc 19 reads _e32 on every instruction outside VOP3/VOP3P (and on
// v_readlane/v_writelane, VOP2 to it) and _e64 on the VOP3/VOP3P-only ones, printing neither.
BAD.push(
  [ALL, 'v_mad_f32_e32 v1, v2, v3, v4', /e32 variant of this instruction is not supported/, 1],
  [ALL, 's_mov_b64_e64 s[0:1], s[2:3]', /e64 variant of this instruction is not supported/, 1],
  [ALL, 'v_readlane_b32_e64 s1, v2, s3', /e64 variant of this instruction is not supported/, 1],
  [ALL, 'v_readfirstlane_b32_e64 s1, v2', /e64 variant of this instruction is not supported/, 1],
  [ALL, 'v_add_f32_e32_e32 v1, v2, v3', /unknown instruction/, 1],
);
GOOD.push(
  [ALL, 's_mov_b64_e32 s[0:1], s[2:3]', siVi([0x02, 0x04, 0x80, 0xbe], [0x02, 0x01, 0x80, 0xbe])],
  [ALL, 'v_nop_e32', [0x00, 0x00, 0x00, 0x7e]],
  [ALL, 'v_readfirstlane_b32_e32 s1, v2', [0x02, 0x05, 0x02, 0x7e]],
  [ALL, 'ds_read_b32_e32 v1, v2', siVi([0x00, 0x00, 0xd8, 0xd8, 0x02, 0x00, 0x00, 0x01], [0x00, 0x00, 0x6c, 0xd8, 0x02, 0x00, 0x00, 0x01])],
  [ALL, 'exp_e32 mrt0 v1, v2, v3, v4', siVi([0x0f, 0x00, 0x00, 0xf8, 0x01, 0x02, 0x03, 0x04], [0x0f, 0x00, 0x00, 0xc4, 0x01, 0x02, 0x03, 0x04])],
  [ALL, 'v_readlane_b32_e32 s1, v2, s3', siVi([0x02, 0x07, 0x02, 0x02], [0x01, 0x00, 0x89, 0xd2, 0x02, 0x07, 0x00, 0x00])],
  [['gfx900'], 'v_swap_b32_e32 v1, v2', [0x02, 0xa3, 0x02, 0x7e]],
  [['gfx900'], 'v_pk_add_f16_e64 v1, v2, v3', [0x01, 0x40, 0x8f, 0xd3, 0x02, 0x07, 0x02, 0x18]],
  [['gfx900'], 'v_mad_mix_f32_e64 v1, v2, v3, v4', [0x01, 0x00, 0xa0, 0xd3, 0x02, 0x07, 0x12, 0x04]],
);

// G. Special registers in brackets, as llvm-mc 19 reads them: [X_lo,X_hi] is X, [X_lo] is X_lo;
// the GPU decides whether it has X ("register not available on this GPU"); halves out of order do not fit.
BAD.push(
  [ALL, 's_mov_b64 [exec_hi,exec_lo], 0', /register does not fit in the list/, 11],
  [['tahiti'], 's_mov_b64 [flat_scratch_lo,flat_scratch_hi], 0', /register not available on this GPU/, 11],
  [['tahiti', 'bonaire', 'tonga'], 's_mov_b64 [xnack_mask_lo,xnack_mask_hi], 0', /register not available on this GPU/, 11],
  [['gfx900'], 's_mov_b64 [tba_lo,tba_hi], 0', /register not available on this GPU/, 11],
);
GOOD.push(
  [ALL, 's_mov_b64 [exec_lo,exec_hi], s[2:3]', siVi([0x02, 0x04, 0xfe, 0xbe], [0x02, 0x01, 0xfe, 0xbe])],
  [ALL, 's_mov_b64 s[2:3], [vcc_lo, vcc_hi]', siVi([0x6a, 0x04, 0x82, 0xbe], [0x6a, 0x01, 0x82, 0xbe])],
  [ALL, 's_mov_b32 [exec_lo], 0', siVi([0x80, 0x03, 0xfe, 0xbe], [0x80, 0x00, 0xfe, 0xbe])],
  [['bonaire'], 's_mov_b64 [flat_scratch_lo,flat_scratch_hi], 0', [0x80, 0x04, 0xe8, 0xbe]],
  [VI, 's_mov_b64 [flat_scratch_lo,flat_scratch_hi], 0', [0x80, 0x01, 0xe6, 0xbe]],
  [['tahiti', 'bonaire'], 's_mov_b64 [tma_lo,tma_hi], 0', [0x80, 0x04, 0xee, 0xbe]],
  [['tonga'], 's_mov_b64 [tba_lo,tba_hi], 0', [0x80, 0x01, 0xec, 0xbe]],
  [['gfx900'], 's_mov_b64 [xnack_mask_lo,xnack_mask_hi], 0', [0x80, 0x01, 0xe8, 0xbe]],
);

// H. llvm-mc 19's structured hwreg: {id, offset, size} in any order, defaults 0, 0, 32, absolute
// expressions only, each field once.
BAD.push(
  [ALL, 's_getreg_b32 s2, {id: HW_REG_MODE, size: 4}', /expected absolute expression/, 23],
  [ALL, 's_getreg_b32 s2, {id: 1, id: 2}', /duplicate field/, 26],
);
GOOD.push(
  [ALL, 's_getreg_b32 s2, {id: 51, offset: 1, size: 31}', siVi([0x73, 0xf0, 0x02, 0xb9], [0x73, 0xf0, 0x82, 0xb8])],
  [ALL, 's_setreg_b32 {id: 1, offset: 2, size: 3}, s2', siVi([0x81, 0x10, 0x82, 0xb9], [0x81, 0x10, 0x02, 0xb9])],
  [ALL, 's_getreg_b32 s2, {}', siVi([0x00, 0xf8, 0x02, 0xb9], [0x00, 0xf8, 0x82, 0xb8])],
  [ALL, 's_getreg_b32 s2, {offset: 1, id: 2}', siVi([0x42, 0xf8, 0x02, 0xb9], [0x42, 0xf8, 0x82, 0xb8])],
  [['gfx900'], 's_setreg_imm32_b32 {id: 1}, 5', [0x01, 0xf8, 0x00, 0xba, 0x05, 0x00, 0x00, 0x00]],
);

// F. s_waitcnt's raw value keeps bits that are no counter's (ERRATA Q-W1: the text is .long).
GOOD.push([ALL, 's_waitcnt 0x3141', [0x41, 0x31, 0x8c, 0xbf]]);

test('llvm-mc 19 rejects these lines: so does gcnkit, at llvm-mc\'s column', () => {
  for (const [gpus, line, why, col] of BAD) {
    for (const gpu of gpus) {
      const e = asmError(GPU[gpu], line);
      assert.match(e.message, why, `${gpu}: ${line}`);
      assert.equal(e.col, col, `${gpu}: ${line}: ${e.message}`);
    }
  }
});

test('llvm-mc 19 accepts these lines: gcnkit gives its bytes', () => {
  for (const g of GOOD) g[0].forEach((gpu, k) => assert.equal(hex(asm(GPU[gpu], g[1])), hex(words(bytesOn(g, k))), `${gpu}: ${g[1]}`));
});

test('the CLI agrees, with the fast path on and checked against the generic one', () => {
  for (const gpu of ALL) {
    const good = GOOD.filter((g) => g[0].includes(gpu));
    const bad = BAD.filter((b) => b[0].includes(gpu));
    for (const fast of ['on', 'check']) {
      const env = { ...process.env, GCNKIT_FAST: fast };
      if (good.length) {
        const r = gcnkit(['asm', '--mcpu', gpu, '--hex', '-'], good.map((g) => g[1]).join('\n') + '\n', env);
        assert.equal(r.code, 0, `${gpu} ${fast}: ${r.stderr}`);
        assert.deepEqual(r.stdout.trim().split('\n'), good.map((g) => hex(words(bytesOn(g, g[0].indexOf(gpu))))), `${gpu} ${fast}`);
      }
      if (bad.length) {
        const r = gcnkit(['asm', '--mcpu', gpu, '--hex', '-'], bad.map((b) => b[1]).join('\n') + '\n', env);
        assert.equal(r.code, 1, `${gpu} ${fast}`);
        assert.doesNotMatch(r.stderr, /internal error|    at /, `${gpu} ${fast}`);
        bad.forEach((b, k) => assert.match(r.stderr, new RegExp(`<stdin>:${k + 1}:${b[3]}: error: .*${b[2].source}`), `${gpu} ${fast}: ${b[1]}`));
      }
    }
  }
});

test('the disassembler applies the same constant-bus rule, on its fast path and the generic one', () => {
  // llvm-mc 19 -mcpu=gfx900 --disassemble prints all three; gcnkit prints words breaking the rule as .long.
  for (const fast of ['on', 'off']) {
    const r = gcnkit(['dis', '--mcpu', 'gfx900', '--hex', '-'], 'd1e30005 040e046a\nd28a0001 0000f80d\nd28a0001 00001a7c\n', { ...process.env, GCNKIT_FAST: fast });
    assert.deepEqual(r.stdout.trim().split('\n').map((l) => l.trim().replace(/ \/\/.*/, '')), ['v_div_fmas_f64 v[5:6], vcc, v[2:3], v[3:4]', 'v_writelane_b32 v1, s13, m0', '.long 0xd28a0001, 0x00001a7c'], fast);
  }
});

test('the disassembler prints 16-bit sources and lane sources by the same rules, on its fast path and the generic one', () => {
  // llvm-mc 19 -mcpu=tonga --disassemble: v_add_u16_e32 v1, 0xfff0, v2 and v_sad_u16 v1, 1.0, v2, v3.
  // Tahiti (no llvm-mc disassembler): the registers print, a 16-bit VOP3 constant is .long.
  for (const fast of ['on', 'off']) {
    const env = { ...process.env, GCNKIT_FAST: fast };
    const vi = gcnkit(['dis', '--mcpu', 'tonga', '--hex', '-'], '4c0204ff 0000fff0\nd1db0001 040e04f2\n', env);
    assert.deepEqual(vi.stdout.trim().split('\n').map((l) => l.trim()), ['v_add_u16_e32 v1, 0xfff0, v2', 'v_sad_u16 v1, 1.0, v2, v3'], fast);
    const si = gcnkit(['dis', '--mcpu', 'tahiti', '--hex', '-'], 'd2b80001 040e04fc\nd3160001 000000fe\nd3160001 000000f2\n', env);
    assert.deepEqual(si.stdout.trim().split('\n').map((l) => l.trim().replace(/ \/\/.*/, '')), ['v_sad_u16 v1, src_execz, v2, v3', 'v_cvt_f32_f16_e64 v1, src_lds_direct', '.long 0xd3160001, 0x000000f2'], fast);
    // v_readlane_b32/v_writelane_b32: lds_direct and the literal where llvm-mc 19 reads them
    // (tahiti: VOP2 words; gfx900 -disassemble prints writelane's lds_direct as an invalid register).
    const lane = gcnkit(['dis', '--mcpu', 'tahiti', '--hex', '-'], '020204fe\n0402f8ff 00001234\n040204fe\n', env);
    assert.deepEqual(lane.stdout.trim().split('\n').map((l) => l.trim()), ['v_readlane_b32 s1, src_lds_direct, s2', 'v_writelane_b32 v1, 0x1234, m0', 'v_writelane_b32 v1, src_lds_direct, s2'], fast);
    const lane9 = gcnkit(['dis', '--mcpu', 'gfx900', '--hex', '-'], 'd2890001 000004fe\nd28a0001 000004fe\n', env);
    assert.deepEqual(lane9.stdout.trim().split('\n').map((l) => l.trim().replace(/ \/\/.*/, '')), ['v_readlane_b32 s1, src_lds_direct, s2', '.long 0xd28a0001, 0x000004fe'], fast);
  }
});

test('an upper-case structured immediate is a CLRX form: gcnkit reads it and says so', () => {
  // echo 'S_SENDMSGHALT SENDMSG(6, 7, 0)' | llvm-mc -arch=amdgcn -mcpu=gfx900: "1:15: error: expected a
  // sendmsg macro or an absolute expression" (the fuzz found it); llvm-mc's own upper-case symbols are no CLRX form.
  for (const fast of ['on', 'check']) {
    const r = gcnkit(['asm', '--mcpu', 'gfx900', '--hex', '-'], 'S_SENDMSGHALT SENDMSG(6, 7, 0)\ns_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 0)\n', { ...process.env, GCNKIT_FAST: fast });
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(r.stdout.trim().split('\n'), ['bf910076', 'bf900022'], fast);
    assert.match(r.stderr, /<stdin>:1:15: warning: upper case 'SENDMSG\(6, 7, 0\)' is CLRX syntax/, fast);
    assert.doesNotMatch(r.stderr, /<stdin>:2:/, fast);
  }
});
