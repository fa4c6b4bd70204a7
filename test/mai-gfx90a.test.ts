// gfx90a (MI200, CDNA 2): the matrix instructions (VOP3P-MAI) as llvm-mc 19 -mcpu=gfx90a has them:
// ACC_CD (C and D in AGPRs or VGPRs), A/B in AGPRs, C as an inline constant, the f64 and *_1k bf16
// MFMAs, v_accvgpr_write_b32 from SGPRs, v_accvgpr_mov_b32 (VOP1); and the aligned-vgpr rule
// (64-bit and wider VGPR/AGPR tuples start even) on every encoding.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gcnkit } from './support/cli.js';
import { bothWays, canon, listing, type EncodedRow } from './support/encoded-rows.js';

// Expected bytes: llvm-mc 19 -arch=amdgcn -mcpu=gfx90a -show-encoding (its echo is the text on the left).
const GFX90A: readonly EncodedRow[] = [
  ['v_mfma_f32_32x32x1f32 a[0:31], v0, v1, a[0:31]', '0x00,0x80,0xc0,0xd3,0x00,0x03,0x02,0x04'],
  ['v_mfma_f32_32x32x1f32 v[0:31], v0, v1, v[0:31]', '0x00,0x00,0xc0,0xd3,0x00,0x03,0x02,0x04'],
  ['v_mfma_f32_32x32x1f32 a[0:31], a0, a1, a[0:31] cbsz:1 abid:1 blgp:2', '0x00,0x89,0xc0,0xd3,0x00,0x03,0x02,0x5c'],
  ['v_mfma_f32_32x32x1f32 v[224:255], a255, v1, v[224:255]', '0xe0,0x00,0xc0,0xd3,0xff,0x03,0x82,0x0f'],
  ['v_mfma_f32_32x32x1f32 a[0:31], v0, v1, 0', '0x00,0x80,0xc0,0xd3,0x00,0x03,0x02,0x02'],
  ['v_mfma_f32_32x32x1f32 a[0:31], v0, v1, -2.0', '0x00,0x80,0xc0,0xd3,0x00,0x03,0xd6,0x03'],
  ['v_mfma_f32_16x16x1f32 v[0:15], v0, a1, v[0:15] abid:15', '0x00,0x78,0xc1,0xd3,0x00,0x03,0x02,0x14'],
  ['v_mfma_f32_4x4x1f32 v[0:3], v0, v1, 1.0', '0x00,0x00,0xc2,0xd3,0x00,0x03,0xca,0x03'],
  ['v_mfma_f32_16x16x16f16 v[0:3], v[0:1], a[2:3], 64', '0x00,0x00,0xcd,0xd3,0x00,0x05,0x02,0x13'],
  ['v_mfma_f32_4x4x4f16 a[0:3], v[0:1], v[2:3], 0.15915494', '0x00,0x80,0xca,0xd3,0x00,0x05,0xe2,0x03'],
  ['v_mfma_i32_4x4x4i8 a[0:3], v0, v1, 1.0', '0x00,0x80,0xd2,0xd3,0x00,0x03,0xca,0x03'],
  ['v_mfma_i32_16x16x16i8 v[4:7], v0, v2, v[4:7] blgp:7', '0x04,0x00,0xd5,0xd3,0x00,0x05,0x12,0xe4'],
  ['v_mfma_i32_32x32x8i8 a[0:15], v0, v1, -16', '0x00,0x80,0xd4,0xd3,0x00,0x03,0x42,0x03'],
  ['v_mfma_f32_32x32x2bf16 v[0:31], v0, v1, v[0:31]', '0x00,0x00,0xe8,0xd3,0x00,0x03,0x02,0x04'],
  ['v_mfma_f32_16x16x8bf16 a[0:3], v0, v1, a[0:3]', '0x00,0x80,0xed,0xd3,0x00,0x03,0x02,0x04'],
  ['v_mfma_f32_32x32x4bf16_1k a[0:31], v[0:1], v[2:3], a[0:31]', '0x00,0x80,0xe3,0xd3,0x00,0x05,0x02,0x04'],
  ['v_mfma_f32_16x16x4bf16_1k v[0:15], v[0:1], v[2:3], v[0:15]', '0x00,0x00,0xe4,0xd3,0x00,0x05,0x02,0x04'],
  ['v_mfma_f32_4x4x4bf16_1k a[0:3], v[0:1], v[2:3], 1', '0x00,0x80,0xe5,0xd3,0x00,0x05,0x06,0x02'],
  ['v_mfma_f32_32x32x8bf16_1k v[0:15], a[0:1], a[2:3], v[0:15] cbsz:2 abid:3 blgp:4', '0x00,0x1a,0xe6,0xd3,0x00,0x05,0x02,0x9c'],
  ['v_mfma_f32_16x16x16bf16_1k a[0:3], v[0:1], v[2:3], a[0:3]', '0x00,0x80,0xe7,0xd3,0x00,0x05,0x02,0x04'],
  ['v_mfma_f64_16x16x4f64 v[0:7], v[0:1], v[2:3], v[0:7]', '0x00,0x00,0xee,0xd3,0x00,0x05,0x02,0x04'],
  ['v_mfma_f64_16x16x4f64 a[0:7], v[0:1], v[2:3], a[0:7] blgp:3', '0x00,0x80,0xee,0xd3,0x00,0x05,0x02,0x64'],
  ['v_mfma_f64_16x16x4f64 a[0:7], v[0:1], v[2:3], 1.0', '0x00,0x80,0xee,0xd3,0x00,0x05,0xca,0x03'],
  ['v_mfma_f64_4x4x4f64 v[0:1], v[0:1], v[2:3], v[0:1]', '0x00,0x00,0xef,0xd3,0x00,0x05,0x02,0x04'],
  ['v_mfma_f64_4x4x4f64 a[0:1], a[0:1], a[2:3], a[0:1] cbsz:1 abid:1 blgp:7', '0x00,0x89,0xef,0xd3,0x00,0x05,0x02,0xfc'],
  ['v_mfma_f64_4x4x4f64 v[0:1], v[0:1], v[2:3], -4.0', '0x00,0x00,0xef,0xd3,0x00,0x05,0xde,0x03'],
  ['v_accvgpr_write_b32 a2, s1', '0x02,0x40,0xd9,0xd3,0x01,0x00,0x00,0x18'],
  ['v_accvgpr_write_b32 a2, vcc_lo', '0x02,0x40,0xd9,0xd3,0x6a,0x00,0x00,0x18'],
  ['v_accvgpr_write_b32 a2, src_shared_base', '0x02,0x40,0xd9,0xd3,0xeb,0x00,0x00,0x18'],
  ['v_accvgpr_write_b32 a2, 7', '0x02,0x40,0xd9,0xd3,0x87,0x00,0x00,0x18'],
  ['v_accvgpr_write_b32 a2, v1', '0x02,0x40,0xd9,0xd3,0x01,0x01,0x00,0x18'],
  ['v_accvgpr_read_b32 v1, a2', '0x01,0x40,0xd8,0xd3,0x02,0x01,0x00,0x18'],
  ['v_accvgpr_mov_b32 a1, a2', '0x02,0xa5,0x02,0x7e'],
  ['v_accvgpr_mov_b32 a255, a0', '0x00,0xa5,0xfe,0x7f'],
];

bothWays('gfx90a', 'MFMA with ACC_CD, AGPR/VGPR A/B/C/D, constant C, f64 and bf16_1k, v_accvgpr_*', GFX90A);

test('gfx90a: MAI operands llvm-mc 19 rejects are located errors (no stack traces)', () => {
  const cases: [string, RegExp][] = [
    // llvm-mc 19: "invalid operand for instruction" (C and D share ACC_CD; C no SGPR, no literal)
    ['v_mfma_f32_32x32x1f32 v[0:31], v0, v1, a[0:31]', /1:40: error: v_mfma_f32_32x32x1f32 takes C in the file of D \(VGPRs\), got 'a\[0:31\]'/],
    ['v_mfma_f32_32x32x1f32 a[0:31], v0, v1, v[0:31]', /1:40: error: v_mfma_f32_32x32x1f32 takes C in the file of D \(AGPRs\), got 'v\[0:31\]'/],
    ['v_mfma_f32_32x32x1f32 v[0:31], v0, v1, s0', /1:40: error: v_mfma_f32_32x32x1f32 takes a VGPR or AGPR tuple of 32 registers in src2, got 's0'/],
    ['v_mfma_f32_4x4x1f32 v[0:3], v0, v1, 65', /1:37: error: .*literal/],
    ['v_mfma_f32_4x4x1f32 v[0:3], v0, v1, 0x1234', /1:37: error: .*literal/],
    // llvm-mc 19: "invalid modifier: neg is not supported"
    ['v_mfma_f64_16x16x4f64 a[0:7], v[0:1], v[2:3], a[0:7] neg:[1,0,1]', /1:54: error: neg:\[1,0,1\]: v_mfma_f64_16x16x4f64 takes no neg modifier here/],
    // llvm-mc 19: "invalid operand for instruction"; "e64 variant of this instruction is not supported"
    ['v_accvgpr_write_b32 a2, 0x1234', /1:25: error: .*literal/],
    ['v_accvgpr_mov_b32 a1, v2', /1:23: error: v_accvgpr_mov_b32 takes an AGPR in src0, got 'v2'/],
    ['v_accvgpr_mov_b32_e64 a1, a2', /1:1: error: e64 variant of this instruction is not supported/],
    // llvm-mc 19: "invalid register class: vgpr tuples must be 64 bit aligned" (at the line's start)
    ['v_mfma_f32_16x16x16f16 a[1:4], v[0:1], v[2:3], a[1:4]', /1:24: error: invalid register class: vgpr tuples must be 64 bit aligned \(a\[1:4\] in vdst/],
    ['v_mfma_f32_32x32x8f16 a[0:15], v[1:2], v[2:3], a[0:15]', /1:32: error: invalid register class: vgpr tuples must be 64 bit aligned \(v\[1:2\] in src0/],
  ];
  for (const [line, want] of cases) {
    const r = gcnkit(['asm', '--mcpu', 'gfx90a'], line + '\n');
    assert.equal(r.code, 1, line);
    assert.match(r.stderr, want, line);
    assert.doesNotMatch(r.stderr, /\n\s+at /);
  }
  // gfx908 has no ACC_CD: C is an AGPR tuple (llvm-mc 19: "inline constants are not allowed for this operand").
  const r = gcnkit(['asm', '--mcpu', 'gfx908'], 'v_mfma_f32_32x32x1f32 a[0:31], v0, v1, 0\n');
  assert.match(r.stderr, /1:40: error: v_mfma_f32_32x32x1f32 takes an AGPR tuple of 32 registers in src2, got '0'/);
  const m = gcnkit(['asm', '--mcpu', 'gfx908'], 'v_accvgpr_mov_b32 a1, a2\n');
  assert.match(m.stderr, /1:1: error: v_accvgpr_mov_b32: .*only; selected gfx908/);
});

// The aligned-vgpr rule on VALU and memory lines: gfx908 takes them (llvm-mc 19 -mcpu=gfx908 bytes),
// gfx90a and gfx940 refuse them (llvm-mc 19: "invalid register class: vgpr tuples must be 64 bit aligned").
const ODD: readonly [string, string, number][] = [
  ['v_add_f64 v[1:2], v[2:3], v[4:5]', '0x01,0x00,0x80,0xd2,0x02,0x09,0x02,0x00', 11],
  ['v_add_f64 v[2:3], v[3:4], v[4:5]', '0x02,0x00,0x80,0xd2,0x03,0x09,0x02,0x00', 19],
  ['global_load_dwordx2 v[1:2], v[0:1], off', '0x00,0x80,0x54,0xdc,0x00,0x00,0x7f,0x01', 21],
  ['global_load_dwordx2 v[2:3], v[1:2], off', '0x00,0x80,0x54,0xdc,0x01,0x00,0x7f,0x02', 29],
  ['ds_write_b96 v1, v[1:3]', '0x00,0x00,0xbc,0xd9,0x01,0x01,0x00,0x00', 18],
  ['buffer_load_dwordx3 v[1:3], off, s[0:3], 0', '0x00,0x00,0x58,0xe0,0x00,0x01,0x00,0x80', 21],
];

for (const fast of ['on', 'off', 'check']) {
  test(`aligned-vgpr: odd VGPR tuples are located errors on gfx90a and gfx940, bytes on gfx908 (GCNKIT_FAST=${fast})`, () => {
    const env = { ...process.env, GCNKIT_FAST: fast };
    const ok = gcnkit(['asm', '--mcpu', 'gfx908', '--show-encoding'], ODD.map(([l]) => l).join('\n') + '\n', env);
    assert.equal(ok.stderr, '');
    assert.equal(canon(ok.stdout), listing(ODD.map(([l, b]) => [l, b])));
    for (const cpu of ['gfx90a', 'gfx940']) {
      for (const [line, , col] of ODD) {
        // One line alone, and after its aligned twin (the fast path's memo).
        const even = line.replace(/v\[(\d+):(\d+)\]/g, (s, a, b) => (Number(a) % 2 ? `v[${Number(a) + 1}:${Number(b) + 1}]` : s));
        const r = gcnkit(['asm', '--mcpu', cpu], `${even}\n${line}\n`, env);
        assert.equal(r.code, 1, line);
        assert.match(r.stderr, new RegExp(`<stdin>:2:${col}: error: invalid register class: vgpr tuples must be 64 bit aligned`), `${cpu}: ${line}`);
        assert.doesNotMatch(r.stderr, /<stdin>:1:/);
      }
    }
  });
}

test('aligned-vgpr: the disassembler keeps odd tuples as .long with llvm-mc 19 --disassemble\'s reading (which its assembler refuses), and warns', () => {
  // llvm-mc 19 --disassemble prints these words as the ODD texts, which llvm-mc 19 -mcpu=gfx90a then
  // refuses ("invalid register alignment"): gcnkit's listing stays one that reassembles.
  for (const cpu of ['gfx90a', 'gfx940']) {
    const r = gcnkit(['dis', '--hex', '--mcpu', cpu], ODD.map(([, b]) => b.split(',').join(' ')).join('\n') + '\n');
    assert.equal(r.code, 0);
    const lines = r.stdout.trim().split('\n').map((l) => l.trim());
    ODD.forEach(([text, b], k) => {
      const w = b.split(',').map(Number);
      const word = (i: number): string => '0x' + ((w[i] | (w[i + 1] << 8) | (w[i + 2] << 16) | (w[i + 3] << 24)) >>> 0).toString(16).padStart(8, '0');
      assert.ok(lines[k].startsWith(`.long ${word(0)}, ${word(4)} // ${text} (`), lines[k]);
      assert.match(lines[k], /start at an even register here/);
    });
    assert.equal(r.stderr.trim().split('\n').filter((l) => /warning: .*printed as \.long$/.test(l)).length, ODD.length, r.stderr);
  }
});
