// Black-box tests of the scalar ALU (SOP1/SOP2/SOPK/SOPC) on every generation where each
// instruction exists. Every expected value is worked out by hand from the pseudo-code of the SI,
// CI, GCN3 and Vega ISA manuals ("Scalar ALU Operations" and the SOP* opcode tables) and, where
// they are silent, from docs/sim.md P61-P66 (the comment on each case shows the arithmetic).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { isaFor } from '../src/isa/index.js';
import { GEN_INFO, GENS, type Gen } from '../src/isa/gens.js';
import type { StateJson } from '../src/sim/api.js';
import { SimError } from '../src/sim/api.js';
import { sim } from './support/sim-util.js';

interface Case {
  /** The instruction (its mnemonic picks the generations it runs on). */
  line: string;
  s?: Record<string, number | number[]>;
  scc?: 0 | 1;
  exec?: string;
  m0?: number;
  /** Expected registers after it ("s2" -> u32). */
  want: Record<string, number>;
  /** Only on these generations (an operand that exists on fewer than the mnemonic). */
  only?: Gen[];
  /** Expected SCC after it (omitted: SCC must be unchanged from `scc`, default 0). */
  sccOut?: 0 | 1;
  execOut?: string;
}

const CASES: Case[] = [
  // ---- SOP2 arithmetic: SCC = carry / borrow / signed overflow
  { line: 's_add_u32 s2, s0, s1', s: { s0: 0xffffffff, s1: 2 }, want: { s2: 1 }, sccOut: 1 },       // 2^32+1: carry
  { line: 's_add_u32 s2, s0, s1', s: { s0: 5, s1: 7 }, scc: 1, want: { s2: 12 }, sccOut: 0 },
  { line: 's_sub_u32 s2, s0, s1', s: { s0: 1, s1: 2 }, want: { s2: 0xffffffff }, sccOut: 1 },      // borrow
  { line: 's_sub_u32 s2, s0, s1', s: { s0: 5, s1: 3 }, scc: 1, want: { s2: 2 }, sccOut: 0 },
  { line: 's_add_i32 s2, s0, s1', s: { s0: 0x7fffffff, s1: 1 }, want: { s2: 0x80000000 }, sccOut: 1 }, // overflow
  { line: 's_add_i32 s2, s0, s1', s: { s0: 0xffffffff, s1: 1 }, scc: 1, want: { s2: 0 }, sccOut: 0 },  // -1+1: none
  { line: 's_sub_i32 s2, s0, s1', s: { s0: 0x80000000, s1: 1 }, want: { s2: 0x7fffffff }, sccOut: 1 }, // MIN-1
  { line: 's_sub_i32 s2, s0, s1', s: { s0: 3, s1: 5 }, scc: 1, want: { s2: 0xfffffffe }, sccOut: 0 },
  { line: 's_addc_u32 s2, s0, s1', s: { s0: 0xffffffff, s1: 0 }, scc: 1, want: { s2: 0 }, sccOut: 1 }, // ff..+0+1
  { line: 's_addc_u32 s2, s0, s1', s: { s0: 2, s1: 3 }, scc: 1, want: { s2: 6 }, sccOut: 0 },
  { line: 's_subb_u32 s2, s0, s1', s: { s0: 5, s1: 5 }, scc: 1, want: { s2: 0xffffffff }, sccOut: 1 }, // 5-5-1
  { line: 's_subb_u32 s2, s0, s1', s: { s0: 7, s1: 2 }, scc: 1, want: { s2: 4 }, sccOut: 0 },
  // min/max: SCC = 1 when S0 is the one chosen
  { line: 's_min_i32 s2, s0, s1', s: { s0: 0xffffffff, s1: 1 }, want: { s2: 0xffffffff }, sccOut: 1 },
  { line: 's_min_u32 s2, s0, s1', s: { s0: 0xffffffff, s1: 1 }, scc: 1, want: { s2: 1 }, sccOut: 0 },
  { line: 's_max_i32 s2, s0, s1', s: { s0: 0xffffffff, s1: 1 }, scc: 1, want: { s2: 1 }, sccOut: 0 },
  { line: 's_max_u32 s2, s0, s1', s: { s0: 0xffffffff, s1: 1 }, want: { s2: 0xffffffff }, sccOut: 1 },
  { line: 's_cselect_b32 s2, s0, s1', s: { s0: 10, s1: 20 }, scc: 1, want: { s2: 10 } },
  { line: 's_cselect_b32 s2, s0, s1', s: { s0: 10, s1: 20 }, scc: 0, want: { s2: 20 } },
  { line: 's_cselect_b64 s[4:5], s[0:1], s[2:3]', s: { 's[0:1]': [1, 2], 's[2:3]': [3, 4] }, scc: 1, want: { s4: 1, s5: 2 } },
  { line: 's_cselect_b64 s[4:5], s[0:1], -1', s: { 's[0:1]': [1, 2] }, want: { s4: 0xffffffff, s5: 0xffffffff } },
  // ---- SOP2 bit operations: SCC = result != 0
  { line: 's_and_b32 s2, s0, s1', s: { s0: 0xf0f0, s1: 0x0ff0 }, want: { s2: 0x00f0 }, sccOut: 1 },
  { line: 's_and_b32 s2, s0, s1', s: { s0: 0xf0, s1: 0x0f }, scc: 1, want: { s2: 0 }, sccOut: 0 },
  { line: 's_or_b32 s2, s0, s1', s: { s0: 0xf0, s1: 0x0f }, want: { s2: 0xff }, sccOut: 1 },
  { line: 's_xor_b32 s2, s0, s1', s: { s0: 0xff, s1: 0x0f }, want: { s2: 0xf0 }, sccOut: 1 },
  { line: 's_andn2_b32 s2, s0, s1', s: { s0: 0xff, s1: 0x0f }, want: { s2: 0xf0 }, sccOut: 1 },
  { line: 's_orn2_b32 s2, s0, s1', s: { s0: 0, s1: 0xffffff00 }, want: { s2: 0xff }, sccOut: 1 },
  { line: 's_nand_b32 s2, s0, s1', s: { s0: 0xff, s1: 0x0f }, want: { s2: 0xfffffff0 }, sccOut: 1 },
  { line: 's_nand_b32 s2, s0, s1', s: { s0: 0xffffffff, s1: 0xffffffff }, scc: 1, want: { s2: 0 }, sccOut: 0 },
  { line: 's_nor_b32 s2, s0, s1', s: { s0: 0xf0, s1: 0x0f }, want: { s2: 0xffffff00 }, sccOut: 1 },
  { line: 's_xnor_b32 s2, s0, s1', s: { s0: 0xff, s1: 0x0f }, want: { s2: 0xffffff0f }, sccOut: 1 },
  { line: 's_and_b64 s[4:5], s[0:1], s[2:3]', s: { 's[0:1]': [0xffff0000, 0x0000ffff], 's[2:3]': [0x12345678, 0x9abcdef0] }, want: { s4: 0x12340000, s5: 0xdef0 }, sccOut: 1 },
  { line: 's_or_b64 s[4:5], s[0:1], s[2:3]', s: { 's[0:1]': [1, 0], 's[2:3]': [0, 0x80000000] }, want: { s4: 1, s5: 0x80000000 }, sccOut: 1 },
  { line: 's_xor_b64 s[4:5], s[0:1], s[0:1]', s: { 's[0:1]': [5, 6] }, scc: 1, want: { s4: 0, s5: 0 }, sccOut: 0 },
  { line: 's_andn2_b64 s[4:5], s[0:1], s[2:3]', s: { 's[0:1]': [0xff, 0xff], 's[2:3]': [0x0f, 0xff] }, want: { s4: 0xf0, s5: 0 }, sccOut: 1 },
  { line: 's_orn2_b64 s[4:5], s[0:1], s[2:3]', s: { 's[0:1]': [0, 0], 's[2:3]': [0xffffffff, 0xfffffff0] }, want: { s4: 0, s5: 0xf }, sccOut: 1 },
  { line: 's_nand_b64 s[4:5], s[0:1], s[2:3]', s: { 's[0:1]': [0xff, 0], 's[2:3]': [0x0f, 0] }, want: { s4: 0xfffffff0, s5: 0xffffffff }, sccOut: 1 },
  { line: 's_nor_b64 s[4:5], s[0:1], s[2:3]', s: { 's[0:1]': [0xffffffff, 0], 's[2:3]': [0, 0xfffffff0] }, want: { s4: 0, s5: 0xf }, sccOut: 1 },
  { line: 's_xnor_b64 s[4:5], s[0:1], s[2:3]', s: { 's[0:1]': [0xff, 1], 's[2:3]': [0x0f, 1] }, want: { s4: 0xffffff0f, s5: 0xffffffff }, sccOut: 1 },
  // shifts: the count is S1[4:0] (S1[5:0] for 64-bit)
  { line: 's_lshl_b32 s2, s0, s1', s: { s0: 0x80000001, s1: 33 }, want: { s2: 2 }, sccOut: 1 },           // 33 & 31 = 1
  { line: 's_lshl_b32 s2, s0, 1', s: { s0: 0x80000000 }, scc: 1, want: { s2: 0 }, sccOut: 0 },
  { line: 's_lshl_b64 s[4:5], s[0:1], 4', s: { 's[0:1]': [0x87654321, 1] }, want: { s4: 0x76543210, s5: 0x18 }, sccOut: 1 },
  { line: 's_lshr_b32 s2, s0, 31', s: { s0: 0x80000000 }, want: { s2: 1 }, sccOut: 1 },
  { line: 's_lshr_b64 s[4:5], s[0:1], 63', s: { 's[0:1]': [0, 0x80000000] }, want: { s4: 1, s5: 0 }, sccOut: 1 },
  { line: 's_ashr_i32 s2, s0, 4', s: { s0: 0x80000000 }, want: { s2: 0xf8000000 }, sccOut: 1 },
  { line: 's_ashr_i64 s[4:5], s[0:1], 36', s: { 's[0:1]': [0, 0x80000000] }, want: { s4: 0xf8000000, s5: 0xffffffff }, sccOut: 1 }, // -2^63 >> 36 = -2^27
  // bit fields: s_bfm has no SCC
  { line: 's_bfm_b32 s2, 4, 8', scc: 1, want: { s2: 0xf00 } },                                               // 0xf << 8
  { line: 's_bfm_b64 s[4:5], 8, 28', want: { s4: 0xf0000000, s5: 0xf } },                                   // 0xff << 28
  { line: 's_mul_i32 s2, s0, s1', s: { s0: 0x10000, s1: 0x10001 }, want: { s2: 0x10000 } },                 // 0x1_0001_0000 low
  { line: 's_mul_i32 s2, s0, 5', s: { s0: 0xfffffffd }, scc: 1, want: { s2: 0xfffffff1 } },                 // -3*5 = -15
  { line: 's_bfe_u32 s2, s0, s1', s: { s0: 0x12345678, s1: (8 << 16) | 4 }, want: { s2: 0x67 }, sccOut: 1 },  // (x >> 4) & 0xff
  { line: 's_bfe_u32 s2, s0, s1', s: { s0: 0x12345678, s1: 40 << 16 }, want: { s2: 0x12345678 }, sccOut: 1 }, // P62 width 40
  { line: 's_bfe_i32 s2, s0, s1', s: { s0: 0xf0, s1: (4 << 16) | 4 }, want: { s2: 0xffffffff }, sccOut: 1 },  // 0xf as 4-bit: -1
  { line: 's_bfe_i32 s2, s0, s1', s: { s0: 0xf0, s1: 4 }, scc: 1, want: { s2: 0 }, sccOut: 0 },               // width 0
  // a signed field past bit 31 / 63 takes copies of the sign bit (S0.i >> offset): 0xf8 = -8
  { line: 's_bfe_i32 s2, s0, s1', s: { s0: 0x80000000, s1: (8 << 16) | 28 }, want: { s2: 0xfffffff8 }, sccOut: 1 },
  { line: 's_bfe_i64 s[4:5], s[0:1], s2', s: { 's[0:1]': [0, 0x80000000], s2: (8 << 16) | 60 }, want: { s4: 0xfffffff8, s5: 0xffffffff }, sccOut: 1 },
  { line: 's_bfe_u32 s2, s0, s1', s: { s0: 0x80000000, s1: (8 << 16) | 28 }, want: { s2: 0x8 }, sccOut: 1 },
  { line: 's_bfe_u64 s[4:5], s[0:1], s2', s: { 's[0:1]': [0x89abcdef, 0x01234567], s2: (16 << 16) | 28 }, want: { s4: 0x5678, s5: 0 }, sccOut: 1 },
  { line: 's_bfe_i64 s[4:5], s[0:1], s2', s: { 's[0:1]': [0, 0x80000000], s2: (8 << 16) | 56 }, want: { s4: 0xffffff80, s5: 0xffffffff }, sccOut: 1 },
  { line: 's_absdiff_i32 s2, s0, s1', s: { s0: 3, s1: 10 }, want: { s2: 7 }, sccOut: 1 },
  { line: 's_absdiff_i32 s2, s0, s1', s: { s0: 5, s1: 5 }, scc: 1, want: { s2: 0 }, sccOut: 0 },
  { line: 's_absdiff_i32 s2, s0, s1', s: { s0: 0x7fffffff, s1: 0xffffffff }, want: { s2: 0x80000000 }, sccOut: 1 }, // P63: wraps
  // GCN 1.4 additions
  { line: 's_mul_hi_u32 s2, s0, s1', s: { s0: 0xffffffff, s1: 0xffffffff }, want: { s2: 0xfffffffe } },   // 0xfffffffe_00000001
  { line: 's_mul_hi_u32 s2, s0, 4', s: { s0: 0x40000000 }, want: { s2: 1 } },
  { line: 's_mul_hi_i32 s2, s0, s1', s: { s0: 0xfffffffe, s1: 3 }, want: { s2: 0xffffffff } },             // -6
  { line: 's_mul_hi_i32 s2, s0, s1', s: { s0: 0xffffffff, s1: 0xffffffff }, want: { s2: 0 } },             // 1
  { line: 's_lshl1_add_u32 s2, s0, s1', s: { s0: 0x80000000, s1: 1 }, want: { s2: 1 }, sccOut: 1 },        // 2^32 + 1
  { line: 's_lshl1_add_u32 s2, s0, s1', s: { s0: 3, s1: 4 }, scc: 1, want: { s2: 10 }, sccOut: 0 },
  { line: 's_lshl2_add_u32 s2, s0, s1', s: { s0: 3, s1: 4 }, want: { s2: 16 }, sccOut: 0 },
  { line: 's_lshl3_add_u32 s2, s0, s1', s: { s0: 3, s1: 4 }, want: { s2: 28 }, sccOut: 0 },
  { line: 's_lshl4_add_u32 s2, s0, s1', s: { s0: 0x10000000, s1: 4 }, want: { s2: 4 }, sccOut: 1 },        // 2^32 + 4
  { line: 's_pack_ll_b32_b16 s2, s0, s1', s: { s0: 0x11112222, s1: 0x33334444 }, want: { s2: 0x44442222 } },
  { line: 's_pack_lh_b32_b16 s2, s0, s1', s: { s0: 0x11112222, s1: 0x33334444 }, want: { s2: 0x33332222 } },
  { line: 's_pack_hh_b32_b16 s2, s0, s1', s: { s0: 0x11112222, s1: 0x33334444 }, want: { s2: 0x33331111 } },

  // ---- SOP1 moves and sources (P61: a literal in a 64-bit source is zero-extended, sign-extended
  // for the signed operands of s_ashr_i64, s_bfe_i64, s_flbit_i32_i64)
  { line: 's_mov_b32 s2, -5', want: { s2: 0xfffffffb } },
  { line: 's_mov_b32 s2, 0.5', want: { s2: 0x3f000000 } },
  { line: 's_mov_b32 s2, 0x12345678', want: { s2: 0x12345678 } },
  { line: 's_mov_b64 s[2:3], -1', want: { s2: 0xffffffff, s3: 0xffffffff } },
  { line: 's_mov_b64 s[2:3], 1.0', want: { s2: 0, s3: 0x3ff00000 } },            // f64 1.0
  { line: 's_mov_b64 s[2:3], -4.0', want: { s2: 0, s3: 0xc0100000 } },
  { line: 's_mov_b64 s[2:3], 0xffffff9c', want: { s2: 0xffffff9c, s3: 0 } },     // llvm-mc's -100 too (see P61)
  { line: 's_mov_b64 s[2:3], 0xffffffff', want: { s2: 0xffffffff, s3: 0 } },     // clang-19's UINT_MAX as a long
  { line: 's_ashr_i64 s[2:3], 0x80000000, 4', want: { s2: 0xf8000000, s3: 0xffffffff }, sccOut: 1 }, // signed: -2^31 >> 4
  { line: 's_bfe_i64 s[2:3], 0xfffffff0, s4', s: { s4: 0x280000 }, want: { s2: 0xfffffff0, s3: 0xffffffff }, sccOut: 1 }, // bits 0..39 of -16: -16
  { line: 's_flbit_i32_i64 s2, 0xffffff00', want: { s2: 56 } },                   // -256: the first bit unlike the sign is bit 7
  { line: 's_lshr_b64 s[2:3], 0x80000000, 4', want: { s2: 0x08000000, s3: 0 }, sccOut: 1 },  // unsigned: 2^31 >> 4
  { line: 's_mov_b64 s[2:3], 0x7fffffff', want: { s2: 0x7fffffff, s3: 0 } },
  // SCC, VCCZ, EXECZ as sources are 0 or 1 (zero-extended in a 64-bit source, P61)
  { line: 's_mov_b32 s2, src_scc', scc: 1, want: { s2: 1 } },
  { line: 's_mov_b64 s[2:3], src_scc', scc: 1, want: { s2: 1, s3: 0 } },
  { line: 's_add_u32 s2, src_execz, 1', exec: '0x0', want: { s2: 2 }, sccOut: 0 },
  { line: 's_add_u32 s2, src_vccz, 1', s: { vcc_lo: 1 }, want: { s2: 1 }, sccOut: 0 },
  // GCN 1.4 aperture: the whole 64-bit base in a 64-bit source, its high dword in a 32-bit one
  { line: 's_mov_b64 s[2:3], src_shared_base', only: ['gcn1.4'], want: { s2: 0, s3: 0x10000 } },
  { line: 's_mov_b64 s[2:3], src_private_limit', only: ['gcn1.4'], want: { s2: 0xffffffff, s3: 0x20000 } },
  { line: 's_mov_b32 s2, src_private_base', only: ['gcn1.4'], want: { s2: 0x20000 } },
  { line: 's_mov_b64 s[2:3], s[0:1]', s: { 's[0:1]': [7, 8] }, want: { s2: 7, s3: 8 } },
  { line: 's_cmov_b32 s2, s0', s: { s0: 9, s2: 7 }, scc: 0, want: { s2: 7 } },
  { line: 's_cmov_b32 s2, s0', s: { s0: 9, s2: 7 }, scc: 1, want: { s2: 9 } },
  { line: 's_cmov_b64 s[2:3], s[0:1]', s: { 's[0:1]': [1, 2], 's[2:3]': [3, 4] }, scc: 0, want: { s2: 3, s3: 4 } },
  { line: 's_cmov_b64 s[2:3], s[0:1]', s: { 's[0:1]': [1, 2], 's[2:3]': [3, 4] }, scc: 1, want: { s2: 1, s3: 2 } },
  { line: 's_not_b32 s2, s0', s: { s0: 0x0f0f0f0f }, want: { s2: 0xf0f0f0f0 }, sccOut: 1 },
  { line: 's_not_b64 s[2:3], -1', scc: 1, want: { s2: 0, s3: 0 }, sccOut: 0 },
  { line: 's_wqm_b32 s2, s0', s: { s0: 0x00100201 }, want: { s2: 0x00f00f0f }, sccOut: 1 },           // nibbles 1,0,2,0,0,1
  { line: 's_wqm_b64 s[2:3], s[0:1]', s: { 's[0:1]': [0, 0x80000000] }, want: { s2: 0, s3: 0xf0000000 }, sccOut: 1 },
  { line: 's_brev_b32 s2, s0', s: { s0: 0x12345678 }, want: { s2: 0x1e6a2c48 } },
  { line: 's_brev_b64 s[2:3], s[0:1]', s: { 's[0:1]': [1, 0] }, want: { s2: 0, s3: 0x80000000 } },
  { line: 's_bcnt0_i32_b32 s2, s0', s: { s0: 0xff }, want: { s2: 24 }, sccOut: 1 },
  { line: 's_bcnt0_i32_b32 s2, -1', scc: 1, want: { s2: 0 }, sccOut: 0 },
  { line: 's_bcnt0_i32_b64 s2, s[0:1]', s: { 's[0:1]': [0xffffffff, 1] }, want: { s2: 31 }, sccOut: 1 },
  { line: 's_bcnt1_i32_b32 s2, s0', s: { s0: 0xf0f0 }, want: { s2: 8 }, sccOut: 1 },
  { line: 's_bcnt1_i32_b64 s2, s[0:1]', s: { 's[0:1]': [0xffffffff, 1] }, want: { s2: 33 }, sccOut: 1 },
  { line: 's_ff0_i32_b32 s2, s0', s: { s0: 0xffff }, want: { s2: 16 } },
  { line: 's_ff0_i32_b32 s2, -1', want: { s2: 0xffffffff } },
  { line: 's_ff0_i32_b64 s2, s[0:1]', s: { 's[0:1]': [0xffffffff, 7] }, want: { s2: 35 } },
  { line: 's_ff1_i32_b32 s2, s0', s: { s0: 0x10000 }, scc: 1, want: { s2: 16 } },
  { line: 's_ff1_i32_b32 s2, 0', want: { s2: 0xffffffff } },
  { line: 's_ff1_i32_b64 s2, s[0:1]', s: { 's[0:1]': [0, 0x10] }, want: { s2: 36 } },
  { line: 's_flbit_i32_b32 s2, s0', s: { s0: 0x10000 }, want: { s2: 15 } },
  { line: 's_flbit_i32_b32 s2, 0', want: { s2: 0xffffffff } },
  { line: 's_flbit_i32_b64 s2, s[0:1]', s: { 's[0:1]': [1, 0] }, want: { s2: 63 } },
  { line: 's_flbit_i32 s2, s0', s: { s0: 0xffff0000 }, want: { s2: 16 } },                           // 16 leading ones
  { line: 's_flbit_i32 s2, s0', s: { s0: 0x0000ffff }, want: { s2: 16 } },
  { line: 's_flbit_i32 s2, -1', want: { s2: 0xffffffff } },
  { line: 's_flbit_i32_i64 s2, s[0:1]', s: { 's[0:1]': [0, 0xffffffff] }, want: { s2: 32 } },          // -2^32
  { line: 's_sext_i32_i8 s2, s0', s: { s0: 0x1280 }, want: { s2: 0xffffff80 } },
  { line: 's_sext_i32_i16 s2, s0', s: { s0: 0x17fff }, want: { s2: 0x7fff } },
  { line: 's_bitset0_b32 s2, 3', s: { s2: 0xff }, want: { s2: 0xf7 } },
  { line: 's_bitset1_b32 s2, 31', s: { s2: 0 }, want: { s2: 0x80000000 } },
  { line: 's_bitset0_b64 s[2:3], 0', s: { 's[2:3]': [0xffffffff, 0xffffffff] }, want: { s2: 0xfffffffe, s3: 0xffffffff } },
  { line: 's_bitset1_b64 s[2:3], 40', s: { 's[2:3]': [0, 0] }, want: { s2: 0, s3: 0x100 } },
  // saveexec: D = old EXEC (0xff), EXEC = S0 op EXEC, SCC = EXEC != 0
  { line: 's_and_saveexec_b64 s[2:3], s[0:1]', s: { 's[0:1]': [0x0f, 0] }, exec: '0xff', want: { s2: 0xff, s3: 0 }, execOut: '0x000000000000000f', sccOut: 1 },
  { line: 's_and_saveexec_b64 s[2:3], 0', exec: '0xff', scc: 1, want: { s2: 0xff, s3: 0 }, execOut: '0x0000000000000000', sccOut: 0 },
  { line: 's_or_saveexec_b64 s[2:3], s[0:1]', s: { 's[0:1]': [0x100, 0] }, exec: '0xff', want: { s2: 0xff }, execOut: '0x00000000000001ff', sccOut: 1 },
  { line: 's_xor_saveexec_b64 s[2:3], s[0:1]', s: { 's[0:1]': [0x0f, 0] }, exec: '0xff', want: { s2: 0xff }, execOut: '0x00000000000000f0', sccOut: 1 },
  { line: 's_andn2_saveexec_b64 s[2:3], s[0:1]', s: { 's[0:1]': [0x1ff, 0] }, exec: '0xff', want: { s2: 0xff }, execOut: '0x0000000000000100', sccOut: 1 },
  { line: 's_orn2_saveexec_b64 s[2:3], 0', exec: '0xff', want: { s2: 0xff }, execOut: '0xffffffffffffff00', sccOut: 1 },
  { line: 's_nand_saveexec_b64 s[2:3], s[0:1]', s: { 's[0:1]': [0xff, 0] }, exec: '0xff', want: { s2: 0xff }, execOut: '0xffffffffffffff00', sccOut: 1 },
  { line: 's_nor_saveexec_b64 s[2:3], s[0:1]', s: { 's[0:1]': [0, 0xffffffff] }, exec: '0xff', want: { s2: 0xff }, execOut: '0x00000000ffffff00', sccOut: 1 },
  { line: 's_xnor_saveexec_b64 s[2:3], s[0:1]', s: { 's[0:1]': [0xff, 0] }, exec: '0xff', want: { s2: 0xff }, execOut: '0xffffffffffffffff', sccOut: 1 },
  { line: 's_andn1_saveexec_b64 s[2:3], s[0:1]', s: { 's[0:1]': [0x0f, 0] }, exec: '0xff', want: { s2: 0xff }, execOut: '0x00000000000000f0', sccOut: 1 },
  { line: 's_orn1_saveexec_b64 s[2:3], s[0:1]', s: { 's[0:1]': [0xfffff0ff, 0xffffffff] }, exec: '0xff', want: { s2: 0xff }, execOut: '0x0000000000000fff', sccOut: 1 },
  // wrexec: EXEC = f(S0, EXEC), D = the new EXEC
  { line: 's_andn1_wrexec_b64 s[2:3], s[0:1]', s: { 's[0:1]': [0x0f, 0] }, exec: '0xff', want: { s2: 0xf0, s3: 0 }, execOut: '0x00000000000000f0', sccOut: 1 },
  { line: 's_andn2_wrexec_b64 s[2:3], s[0:1]', s: { 's[0:1]': [0x1ff, 0] }, exec: '0xff', want: { s2: 0x100, s3: 0 }, execOut: '0x0000000000000100', sccOut: 1 },
  { line: 's_quadmask_b32 s2, s0', s: { s0: 0x00f00010 }, want: { s2: 0x22 }, sccOut: 1 },             // nibbles 1 and 5
  { line: 's_quadmask_b64 s[2:3], s[0:1]', s: { 's[0:1]': [0, 0x10000000] }, want: { s2: 0x8000, s3: 0 }, sccOut: 1 }, // nibble 15
  // M0-relative (P65)
  { line: 's_movrels_b32 s2, s10', s: { s13: 0xabc }, m0: 3, want: { s2: 0xabc } },
  { line: 's_movrels_b64 s[2:3], s[10:11]', s: { s12: 5, s13: 6 }, m0: 2, want: { s2: 5, s3: 6 } },
  { line: 's_movrels_b32 s2, s10', s: { s2: 7 }, m0: 200, want: { s2: 0 } },                          // outside: 0
  { line: 's_movreld_b32 s10, s0', s: { s0: 0x77 }, m0: 2, want: { s12: 0x77 } },
  { line: 's_movreld_b64 s[10:11], s[0:1]', s: { 's[0:1]': [1, 2] }, m0: 4, want: { s14: 1, s15: 2 } },
  { line: 's_abs_i32 s2, s0', s: { s0: 0xfffffffb }, want: { s2: 5 }, sccOut: 1 },
  { line: 's_abs_i32 s2, s0', s: { s0: 0x80000000 }, want: { s2: 0x80000000 }, sccOut: 1 },         // P64
  { line: 's_abs_i32 s2, 0', scc: 1, want: { s2: 0 }, sccOut: 0 },
  { line: 's_bitreplicate_b64_b32 s[2:3], s0', s: { s0: 0x80000005 }, want: { s2: 0x33, s3: 0xc0000000 } }, // bits 0,2,31

  // ---- SOPK
  { line: 's_movk_i32 s2, 0x8000', want: { s2: 0xffff8000 } },
  { line: 's_cmovk_i32 s2, 0x1234', s: { s2: 7 }, scc: 0, want: { s2: 7 } },
  { line: 's_cmovk_i32 s2, 0x1234', s: { s2: 7 }, scc: 1, want: { s2: 0x1234 } },
  { line: 's_cmpk_eq_i32 s0, 0xffff', s: { s0: 0xffffffff }, want: {}, sccOut: 1 },     // -1 == -1
  { line: 's_cmpk_eq_u32 s0, 0xffff', s: { s0: 0xffffffff }, scc: 1, want: {}, sccOut: 0 }, // 0xffffffff != 0xffff
  { line: 's_cmpk_lg_i32 s0, 0x1', s: { s0: 1 }, scc: 1, want: {}, sccOut: 0 },
  { line: 's_cmpk_lg_u32 s0, 0x2', s: { s0: 1 }, want: {}, sccOut: 1 },
  { line: 's_cmpk_gt_i32 s0, 0x8000', s: { s0: 0xffffffff }, want: {}, sccOut: 1 },     // -1 > -32768
  { line: 's_cmpk_gt_u32 s0, 0x8000', s: { s0: 0x7fff }, scc: 1, want: {}, sccOut: 0 },
  { line: 's_cmpk_ge_i32 s0, 0x5', s: { s0: 5 }, want: {}, sccOut: 1 },
  { line: 's_cmpk_ge_u32 s0, 0x8000', s: { s0: 0x8000 }, want: {}, sccOut: 1 },
  { line: 's_cmpk_lt_i32 s0, 0x0', s: { s0: 0xffffffff }, want: {}, sccOut: 1 },
  { line: 's_cmpk_lt_u32 s0, 0x0', s: { s0: 0xffffffff }, scc: 1, want: {}, sccOut: 0 },
  { line: 's_cmpk_le_i32 s0, 0x5', s: { s0: 6 }, scc: 1, want: {}, sccOut: 0 },
  { line: 's_cmpk_le_u32 s0, 0x8000', s: { s0: 0x7fff }, want: {}, sccOut: 1 },
  { line: 's_addk_i32 s0, 0x1', s: { s0: 0x7fffffff }, want: { s0: 0x80000000 }, sccOut: 1 },
  { line: 's_addk_i32 s0, 0xfffe', s: { s0: 5 }, scc: 1, want: { s0: 3 }, sccOut: 0 },         // 5 + -2
  { line: 's_mulk_i32 s0, 0xfffd', s: { s0: 7 }, want: { s0: 0xffffffeb } },                   // 7 * -3

  // ---- SOPC
  { line: 's_cmp_eq_i32 s0, s1', s: { s0: 5, s1: 5 }, want: {}, sccOut: 1 },
  { line: 's_cmp_lg_i32 s0, s1', s: { s0: 5, s1: 5 }, scc: 1, want: {}, sccOut: 0 },
  { line: 's_cmp_gt_i32 s0, 1', s: { s0: 0xffffffff }, scc: 1, want: {}, sccOut: 0 },
  { line: 's_cmp_ge_i32 s0, -1', s: { s0: 0xffffffff }, want: {}, sccOut: 1 },
  { line: 's_cmp_lt_i32 s0, 1', s: { s0: 0xffffffff }, want: {}, sccOut: 1 },
  { line: 's_cmp_le_i32 s0, 1', s: { s0: 2 }, scc: 1, want: {}, sccOut: 0 },
  { line: 's_cmp_eq_u32 s0, 0x12345678', s: { s0: 0x12345678 }, want: {}, sccOut: 1 },
  { line: 's_cmp_lg_u32 s0, 0', s: { s0: 1 }, want: {}, sccOut: 1 },
  { line: 's_cmp_gt_u32 s0, 1', s: { s0: 0xffffffff }, want: {}, sccOut: 1 },
  { line: 's_cmp_ge_u32 s0, 1', s: { s0: 0 }, scc: 1, want: {}, sccOut: 0 },
  { line: 's_cmp_lt_u32 s0, 1', s: { s0: 0xffffffff }, scc: 1, want: {}, sccOut: 0 },
  { line: 's_cmp_le_u32 s0, 1', s: { s0: 1 }, want: {}, sccOut: 1 },
  { line: 's_bitcmp0_b32 s0, 4', s: { s0: 0x10 }, scc: 1, want: {}, sccOut: 0 },
  { line: 's_bitcmp1_b32 s0, 36', s: { s0: 0x10 }, want: {}, sccOut: 1 },                    // 36 & 31 = 4
  { line: 's_bitcmp0_b64 s[0:1], 36', s: { 's[0:1]': [0, 0x10] }, scc: 1, want: {}, sccOut: 0 },
  { line: 's_bitcmp1_b64 s[0:1], 36', s: { 's[0:1]': [0, 0x10] }, want: {}, sccOut: 1 },
  { line: 's_cmp_eq_u64 s[0:1], s[2:3]', s: { 's[0:1]': [1, 2], 's[2:3]': [1, 2] }, want: {}, sccOut: 1 },
  { line: 's_cmp_lg_u64 s[0:1], s[2:3]', s: { 's[0:1]': [1, 2], 's[2:3]': [1, 3] }, want: {}, sccOut: 1 },
  { line: 's_cmp_lg_u64 s[0:1], s[2:3]', s: { 's[0:1]': [1, 2], 's[2:3]': [1, 2] }, scc: 1, want: {}, sccOut: 0 },
];

const has = (gen: Gen, name: string): boolean => isaFor(gen).byName.has(name);
const mnemonic = (line: string): string => line.trim().split(/\s+/)[0];
const hex64 = (s: string): string => '0x' + BigInt(s).toString(16).padStart(16, '0');

function stateOf(c: Case): StateJson {
  return { sgpr: { ...c.s }, ...(c.scc !== undefined ? { scc: c.scc } : {}), ...(c.exec ? { exec: c.exec } : {}), ...(c.m0 !== undefined ? { m0: c.m0 } : {}) };
}

describe('SALU: each instruction on every generation that has it (values worked out from the manuals)', () => {
  for (const gen of GENS) {
    test(gen, () => {
      let ran = 0;
      for (const c of CASES) {
        if (!has(gen, mnemonic(c.line)) || (c.only && !c.only.includes(gen))) continue;
        const r = sim(gen, [c.line, 's_endpgm'], stateOf(c));
        for (const [reg, v] of Object.entries(c.want)) assert.equal(r.sgpr[reg], v >>> 0, `${gen} ${c.line}: ${reg} = 0x${(r.sgpr[reg] ?? 0).toString(16)}, want 0x${(v >>> 0).toString(16)}`);
        assert.equal(r.scc, c.sccOut ?? c.scc ?? 0, `${gen} ${c.line}: SCC`);
        if (c.execOut) assert.equal(r.exec, hex64(c.execOut), `${gen} ${c.line}: EXEC`);
        else assert.equal(r.exec, hex64(c.exec ?? '0xffffffffffffffff'), `${gen} ${c.line}: EXEC unchanged`);
        assert.deepEqual(r.hazards, [], `${gen} ${c.line}: hazards`);
        ran++;
      }
      assert.ok(ran > 150, `${gen}: ran ${ran} cases`);
    });
  }
});

/** Each generation's SOP1/SOP2/SOPK/SOPC rows the simulator reports as not simulated (with the reason's start). */
const NOT_RUN: Record<string, string> = {
  s_rfe_b64: 'returns from a trap handler', s_rfe_restore_b64: 'returns from a trap handler',
  s_setvskip: 'VSKIP mode', s_set_gpr_idx_on: 'VGPR index mode', s_set_gpr_idx_idx: 'VGPR index mode',
  s_mov_regrd_b32: 'a CLRX-only opcode', s_mov_fed_b32: 'a CLRX-only opcode', s_getreg_regrd_b32: 'a CLRX-only opcode',
};
/** A line for each not-simulated instruction (llvm syntax; the CLRX-only ones under --syntax clrx). */
const NOT_RUN_LINES: Record<string, string> = {
  s_rfe_b64: 's_rfe_b64 s[0:1]', s_rfe_restore_b64: 's_rfe_restore_b64 s[0:1], s2', s_setvskip: 's_setvskip s0, s1',
  s_set_gpr_idx_on: 's_set_gpr_idx_on s0, gpr_idx(SRC0)', s_set_gpr_idx_idx: 's_set_gpr_idx_idx s0',
  s_mov_regrd_b32: 's_mov_regrd_b32 s0, s1', s_mov_fed_b32: 's_mov_fed_b32 s0, s1', s_getreg_regrd_b32: 's_getreg_regrd_b32 s0, hwreg(mode, 0, 32)',
};
/** Rows run by the special paths (program counter, hardware registers), tested in sim-flow.test.ts and below. */
const ELSEWHERE = new Set(['s_getpc_b64', 's_setpc_b64', 's_swappc_b64', 's_call_b64', 's_getreg_b32', 's_setreg_b32', 's_setreg_imm32_b32',
  's_cbranch_join', 's_cbranch_g_fork', 's_cbranch_i_fork']); // the fork/join stack: test/sim-salu-more.test.ts

describe('SALU coverage: every SOP1/SOP2/SOPK/SOPC row is run by a case above or is a located "not simulated" error', () => {
  for (const gen of GENS) {
    test(gen, () => {
      const tested = new Set(CASES.map((c) => mnemonic(c.line)));
      const rows = [...isaFor(gen).byName.values()].map((e) => e.def).filter((d) => ['SOP1', 'SOP2', 'SOPK', 'SOPC'].includes(d.enc));
      assert.ok(rows.length > 100);
      for (const d of rows) {
        if (NOT_RUN[d.name]) {
          const line = NOT_RUN_LINES[d.name];
          assert.throws(() => sim(gen, [line, 's_endpgm'], {}, d.clrxOnly ? { syntax: 'clrx' } : {}), (e: unknown) => {
            assert.ok(e instanceof SimError);
            const dg = e.diagnostics[0];
            assert.equal(dg.line, 1, d.name);
            assert.ok(dg.message.startsWith(`${d.name}: not simulated: ${NOT_RUN[d.name]}`), dg.message);
            return true;
          }, `${gen} ${d.name}`);
        } else assert.ok(tested.has(d.name) || ELSEWHERE.has(d.name), `${gen}: ${d.name} has no test case`);
      }
    });
  }
});

describe('hardware registers (P66)', () => {
  for (const gen of GENS) {
    // P66: MODE starts at 0xc0 (f32 denormals flushed), 0xf0 on gfx9 (GCN 1.4, CDNA 2 and 3: all kept).
    const d = GEN_INFO[gen].major >= 9 ? 0xf0 : 0xc0;
    test(`${gen}: MODE starts at 0x${d.toString(16)}, s_setreg writes a field, s_getreg reads one`, () => {
      const r = sim(gen, [
        's_getreg_b32 s2, hwreg(HW_REG_MODE)',                    // whole register: d
        's_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s0',              // FP_ROUND = s0[3:0] = 3 -> d | 3
        's_getreg_b32 s3, hwreg(HW_REG_MODE)',
        's_getreg_b32 s4, hwreg(HW_REG_MODE, 4, 4)',              // FP_DENORM = d >> 4
        's_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 3',         // DX10_CLAMP, IEEE on -> 0x300 | d | 3
        's_getreg_b32 s5, hwreg(HW_REG_MODE)',
        's_setreg_b32 hwreg(HW_REG_MODE, 30, 4), s1',             // bits 31:30 = s1[1:0] = 2; s1[3:2] dropped
        's_getreg_b32 s6, hwreg(HW_REG_MODE)',
        's_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS), 0x12345',      // TRAPSTS round trip
        's_getreg_b32 s7, hwreg(HW_REG_TRAPSTS, 4, 8)',           // 0x12345 >> 4 & 0xff = 0x34
        's_endpgm',
      ], { sgpr: { s0: 0xfffffff3, s1: 0xe } });
      assert.equal(r.sgpr.s2, d);
      assert.equal(r.sgpr.s3, d | 3);
      assert.equal(r.sgpr.s4, d >> 4);
      assert.equal(r.sgpr.s5, 0x300 | d | 3);
      assert.equal(r.sgpr.s6, (0x80000300 | d | 3) >>> 0);
      assert.equal(r.sgpr.s7, 0x34);
    });
    test(`${gen}: STATUS holds SCC (bit 0), EXECZ (9) and VCCZ (10); the state's "mode" sets MODE`, () => {
      const r = sim(gen, ['s_getreg_b32 s2, hwreg(HW_REG_STATUS)', 's_getreg_b32 s3, hwreg(HW_REG_MODE)', 's_endpgm'], { scc: 1, exec: 0, mode: '0x2f0' });
      assert.equal(r.sgpr.s2, 0x601);                 // SCC 1, EXEC = 0, VCC = 0
      assert.equal(r.sgpr.s3, 0x2f0);
      const q = sim(gen, ['s_getreg_b32 s2, hwreg(HW_REG_STATUS)', 's_endpgm'], { sgpr: { vcc: 1 } });
      assert.equal(q.sgpr.s2, 0);
    });
    test(`${gen}: other hardware registers are a located "not simulated" error`, () => {
      assert.throws(() => sim(gen, ['s_nop 0', 's_getreg_b32 s2, hwreg(HW_REG_GPR_ALLOC)']), (e: unknown) => e instanceof SimError
        && e.diagnostics[0].line === 2 && /s_getreg_b32: not simulated: hardware register 5 is not modelled/.test(e.diagnostics[0].message));
      assert.throws(() => sim(gen, ['s_setreg_b32 hwreg(HW_REG_STATUS), s0']), (e: unknown) => e instanceof SimError
        && /writes to hardware register 2 are not modelled/.test(e.diagnostics[0].message));
    });
  }
  test('gfx900: SH_MEM_BASES holds bits 63:48 of the private (15:0) and LDS (31:16) apertures', () => {
    const r = sim('gcn1.4', ['s_getreg_b32 s2, hwreg(HW_REG_SH_MEM_BASES)', 's_endpgm'], { apertures: { lds: '0x1234000000000000', scratch: '0x5678000000000000' } });
    assert.equal(r.sgpr.s2, 0x12345678);
  });
});

describe('SALU hazards: a scalar ALU op reading or overwriting a pending scalar load is reported', () => {
  for (const gen of GENS) {
    test(gen, () => {
      const load = gen === 'gcn1.0' || gen === 'gcn1.1' ? 's_load_dword s2, s[0:1], 0x0' : 's_load_dword s2, s[0:1], 0x0';
      const r = sim(gen, [load, 's_add_u32 s3, s2, 1', 's_mov_b32 s2, 0', 's_endpgm'], { sgpr: { 's[0:1]': [0x100, 0] }, memory: [{ addr: 0x100, dwords: [41] }] });
      assert.deepEqual(r.hazards.map((h) => `${h.line}:${h.register}`), ['2:s2', '3:s2']);
      const ok = sim(gen, [load, 's_waitcnt lgkmcnt(0)', 's_add_u32 s3, s2, 1', 's_endpgm'], { sgpr: { 's[0:1]': [0x100, 0] }, memory: [{ addr: 0x100, dwords: [41] }] });
      assert.deepEqual(ok.hazards, []);
      assert.equal(ok.sgpr.s3, 42);
    });
  }
});

describe('the S_BUFFER descriptor rule applies to SALU writes (one instruction between)', () => {
  for (const gen of GENS) {
    test(gen, () => {
      const bad = sim(gen, ['s_mov_b32 s6, 0x100', 's_buffer_load_dword s0, s[4:7], 0x0', 's_endpgm']);
      assert.deepEqual(bad.hazards.map((h) => `${h.line}:${h.register}`), ['2:s6']);
      const ok = sim(gen, ['s_mov_b32 s6, 0x100', 's_nop 0', 's_buffer_load_dword s0, s[4:7], 0x0', 's_endpgm']);
      assert.deepEqual(ok.hazards, []);
    });
  }
});
