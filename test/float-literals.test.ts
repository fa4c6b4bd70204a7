// Float literals: rounding straight from the written value to the operand's width, and the values
// that overflow or underflow it, which llvm-mc 19 rejects ("invalid operand for instruction").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { floatBits } from '../src/syntax/constants.js';
import { bitsF32, f16ToF32 } from '../src/sim/half.js';
import { asm, asmError } from './support/asm.js';

const f16Value = (h: number): number => bitsF32(f16ToF32(h));

test('floatBits(16) rounds every midpoint between f16 neighbours to even, and just off it to the nearer', () => {
  for (let h = 0x400; h < 0x7bff; h++) {
    const lo = f16Value(h), hi = f16Value(h + 1), mid = (lo + hi) / 2;
    assert.equal(floatBits(lo, 16), h);
    assert.equal(floatBits(-lo, 16), h | 0x8000);
    assert.equal(floatBits(mid, 16), h & 1 ? h + 1 : h, `midpoint above 0x${h.toString(16)}`);
    // 2^-40 relative is far below f32's precision: rounding through f32 would land on the midpoint.
    assert.equal(floatBits(mid * (1 + 2 ** -40), 16), h + 1);
    assert.equal(floatBits(mid * (1 - 2 ** -40), 16), h);
  }
});

test('floatBits(16): exact denormals are taken, inexact ones and overflow are refused', () => {
  for (let h = 1; h < 0x400; h++) {
    assert.equal(floatBits(f16Value(h), 16), h);
    // The midpoint above the largest denormal rounds to the smallest normal: no underflow.
    assert.equal(floatBits((f16Value(h) + f16Value(h + 1)) / 2, 16), h === 0x3ff ? 0x400 : 'underflow');
  }
  assert.equal(floatBits(1e-10, 16), 'underflow');
  assert.equal(floatBits(-1e-300, 16), 'underflow');
  assert.equal(floatBits(65519.99, 16), 0x7bff);
  assert.equal(floatBits(65520, 16), 'overflow');
  assert.equal(floatBits(-1e300, 16), 'overflow');
  assert.equal(floatBits(0, 16), 0);
  assert.equal(floatBits(-0, 16), 0x8000);
});

test('floatBits(32) is Math.fround, refusing overflow and inexact denormals', () => {
  let x = 0x9e3779b9;
  for (let i = 0; i < 20000; i++) {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    const v = (1 + x / 2 ** 32) * 2 ** ((x % 250) - 125) * (x & 1 ? -1 : 1);
    const r = floatBits(v, 32);
    assert.equal(r, bitsF32ToU32(Math.fround(v)), `${v}`);
  }
  assert.equal(floatBits(3.4028235e38, 32), 0x7f7fffff);
  assert.equal(floatBits(3.4028236e38, 32), 'overflow');
  assert.equal(floatBits(2 ** -140, 32), 0x200);
  assert.equal(floatBits(1e-40, 32), 'underflow');
  assert.equal(floatBits(1e-50, 32), 'underflow');
});

function bitsF32ToU32(f: number): number {
  const b = new DataView(new ArrayBuffer(4));
  b.setFloat32(0, f, true);
  return b.getUint32(0, true);
}

// Expected words checked against llvm-mc 19 -show-encoding on gfx900 (2026-11-23).
const ACCEPTED: [string, number[]][] = [
  ['v_add_f16 v0, 1.0004882812500009, v1', [0x3e0002ff, 0x3c01]], // through f32 it would be 1.0
  ['v_add_f16 v0, 65519.0, v1', [0x3e0002ff, 0x7bff]],
  ['v_add_f16 v0, 0.0000610351, v1', [0x3e0002ff, 0x400]], // rounds up to the smallest normal
  ['v_add_f16 v0, 5.9604644775390625e-8, v1', [0x3e000281]], // 2^-24, an exact denormal: integer 1
  ['v_add_f32 v0, 3.40282356e38, v1', [0x020002ff, 0x7f7fffff]],
  ['s_mov_b32 s0, 0x1p-140', [0xbe8000ff, 0x200]],
  ['s_mov_b32 s0, -0x1.8p3', [0xbe8000ff, 0xc1400000]],
  ['v_add_f32 v0, 1e-3, v1', [0x020002ff, 0x3a83126f]],
  ['v_add_f32 v0, 1E3, v1', [0x020002ff, 0x447a0000]],
  ['s_mov_b32 s0, 0x1e3', [0xbe8000ff, 0x1e3]], // hex integer, not a float
];

/** Line, the token the error must point at, the message. */
const REFUSED: [string, string, RegExp][] = [
  ['v_add_f16 v0, 70000.0, v1', '70000.0', /does not fit a 16-bit float/],
  ['v_madmk_f16 v0, v1, 65520.0, v2', '65520.0', /does not fit a 16-bit float/],
  ['v_add_f16 v0, 1.0e-7, v1', '1.0e-7', /too small for a 16-bit float/],
  ['v_pk_add_f16 v0, 1.0e-10, v1', '1.0e-10', /too small for a 16-bit float/], // was inline 0
  ['v_mad_mix_f32 v0, 1.0e-50, v1, v2', '1.0e-50', /too small for a 16-bit float/],
  ['v_add_f32 v0, 1.0e-40, v1', '1.0e-40', /too small for a 32-bit float/],
  ['v_add_f32_sdwa v0, 1.0e-50, v1 dst_sel:DWORD src0_sel:DWORD src1_sel:DWORD', '1.0e-50', /too small for a 32-bit float/],
  ['s_mov_b32 s0, 1.0e40', '1.0e40', /does not fit a 32-bit float/],
  ['s_add_u32 s0, s1, -1e39', '-1e39', /does not fit a 32-bit float/],
  ['v_add_u32 v0, 1.0e40, v1', '1.0e40', /does not fit a 32-bit float/],
  ['v_madmk_f32 v0, v1, 1.0e40, v2', '1.0e40', /does not fit a 32-bit float/],
  ['s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 1.5', '1.5', /not the float 1\.5 \(llvm-mc 19 writes 0 for it\).*0x3fc00000/], // ERRATA Q-L19
  ['s_mov_b32 s0, 0xp1', '0xp1', /no digits/],
  ['s_mov_b32 s0, 0x1.00000000000008p0', '0x1.00000000000008p0', /more than 53 significant bits/],
];

test('a leading 0 is octal to llvm-mc: 0503.0, 00.5, 0e5, 0503e6 are errors; 0503 is 0x143', () => {
  for (const line of ['s_mov_b32 s0, 0503.0', 's_mov_b32 s0, 00.5', 's_mov_b32 s0, 0e5', 's_mov_b32 s0, 0503e6', 's_mov_b32 s0, 09e1']) asmError('gcn1.4', line);
  assert.deepEqual(asm('gcn1.4', 's_mov_b32 s0, 0503'), [0xbe8000ff, 0x143]);
  assert.deepEqual(asm('gcn1.4', 's_mov_b32 s0, 0.5e1'), [0xbe8000ff, 0x40a00000]);
});

test('float literals assemble to llvm-mc 19\'s words; overflow and underflow are located errors', () => {
  for (const [line, words] of ACCEPTED) assert.deepEqual(asm('gcn1.4', line), words, line);
  for (const [line, token, re] of REFUSED) {
    const e = asmError('gcn1.4', line);
    assert.match(e.message, re, line);
    assert.equal(e.col, line.indexOf(token) + 1, line);
  }
});

test('a float with no integer part (.5, -.5, .25e1) is a number, as llvm-mc 19 and CLRX read it', () => {
  // echo '<line>' | llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding (tahiti: the same scalar bytes, VOP2 0x06)
  assert.deepEqual(asm('gcn1.4', 's_add_u32 s21, s4, .5'), [0x8015f004]);
  assert.deepEqual(asm('gcn1.0', 's_add_u32 s21, s4, -.5'), [0x8015f104]);
  assert.deepEqual(asm('gcn1.4', 'v_add_f32 v5, .25e1, v2'), [0x020a04ff, 0x40200000]);
  assert.deepEqual(asm('gcn1.0', 'v_add_f32 v5, .25e1, v2'), [0x060a04ff, 0x40200000]);
  // A name starting with a dot is still a name (a label).
  assert.match(asmError('gcn1.4', 's_add_u32 s21, s4, .L5').message, /must be a scalar register, got '\.L5'/);
});

test('a 16-bit literal with bits above the half is refused (llvm-mc: invalid operand); 0x41 is the literal 0x41', () => {
  // echo 'v_add_f16_e32 v1, 0x10041, v3' | llvm-mc -arch=amdgcn -mcpu=gfx900 (and tonga) -show-encoding: error: invalid operand for instruction
  assert.equal(asmError('gcn1.4', 'v_add_f16_e32 v1, 0x10041, v3').col, 19);
  assert.equal(asmError('gcn1.2', 'v_add_f16_e32 v1, 0x10041, v3').col, 19);
  // ... 'v_add_f16_e32 v1, 0x41, v3' -> [0xff,0x06,0x02,0x3e,0x41,0x00,0x00,0x00]
  assert.deepEqual(asm('gcn1.4', 'v_add_f16_e32 v1, 0x41, v3'), [0x3e0206ff, 0x41]);
});
