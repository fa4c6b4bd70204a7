// The constant bus and the implicit operands defined once (src/isa/constant-bus.ts,
// src/isa/implicit.ts), read by the assembler, the printers (generic and WebAssembly kernel) and
// the simulator. Expected answers from llvm-mc 19 (commands in the comments).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isaFor } from '../src/isa/index.js';
import { implicitOf } from '../src/isa/implicit.js';
import { busPlan } from '../src/isa/constant-bus.js';
import { asm, asmError } from './support/asm.js';
import { gcnkit } from './support/cli.js';
import { sim } from './support/sim-util.js';

const row = (gen: 'gcn1.0' | 'gcn1.2' | 'gcn1.4', name: string) => isaFor(gen).byName.get(name)!.def;

test('implicit operands come from the profile and the short exception list (vector and scalar rows)', () => {
  assert.deepEqual(implicitOf(row('gcn1.4', 'v_cndmask_b32_e32')), {
    vccIn: true, m0In: false, laneSelectOffBus: false, execOut: false, execIn: false, dstRead: false, dstWritten: true, tiedDst: false,
  });
  // Scalar rows: SOPK's SDST is read (not by the moves) and not written by the compares; saveexec reads and writes EXEC.
  assert.deepEqual([implicitOf(row('gcn1.4', 's_addk_i32')).dstRead, implicitOf(row('gcn1.4', 's_movk_i32')).dstRead], [true, false]);
  assert.deepEqual([implicitOf(row('gcn1.4', 's_cmpk_eq_u32')).dstRead, implicitOf(row('gcn1.4', 's_cmpk_eq_u32')).dstWritten], [true, false]);
  assert.equal(implicitOf(row('gcn1.0', 's_bitset1_b32')).dstRead, true);
  assert.deepEqual([implicitOf(row('gcn1.4', 's_andn1_wrexec_b64')).execIn, implicitOf(row('gcn1.4', 's_and_saveexec_b64')).execOut], [true, true]);
  assert.equal(implicitOf(row('gcn1.4', 'v_cndmask_b32_e64')).vccIn, false); // its condition is SRC2, a source
  assert.equal(implicitOf(row('gcn1.4', 'v_div_fmas_f32')).vccIn, true);
  assert.equal(implicitOf(row('gcn1.4', 'v_cmp_lt_f32_e32')).vccIn, false); // VCC is its destination
  assert.equal(implicitOf(row('gcn1.4', 'v_cmpx_lt_f32_e32')).execOut, true);
  assert.equal(implicitOf(row('gcn1.2', 'v_movreld_b32_e64')).m0In, true);
  assert.equal(implicitOf(row('gcn1.4', 'v_mac_f32_dpp')).tiedDst, 'typed');
  assert.equal(implicitOf(row('gcn1.0', 'v_cvt_pkaccum_u8_f32_e32')).tiedDst, 'raw');
  assert.deepEqual(busPlan(row('gcn1.4', 'v_writelane_b32')).reads.map((r) => [r.field, r.m0Free]), [['src0', false], ['src1', true]]);
});

test('the assembler applies the one rule: implicit VCC and M0 reads, the free lane select, SDWA', () => {
  // llvm-mc 19 -arch=amdgcn -mcpu=gfx900: v_div_fmas_f32 v0, s1, v2, v3 -> "violates constant bus restrictions"
  assert.match(asmError('gcn1.4', 'v_div_fmas_f32 v0, s1, v2, v3').message, /constant bus/);
  // -mcpu=tonga: v_movreld_b32 v1, s2 and v_movreld_b32_e64 v1, s2 -> "violates constant bus restrictions"
  assert.match(asmError('gcn1.2', 'v_movreld_b32 v1, s2').message, /constant bus/);
  assert.match(asmError('gcn1.2', 'v_movreld_b32_e64 v1, s2').message, /constant bus/);
  // -mcpu=gfx900: v_writelane_b32 v1, s13, m0 -> [0x01,0x00,0x8a,0xd2,0x0d,0xf8,0x00,0x00]; m0, s13 -> constant bus
  assert.deepEqual(asm('gcn1.4', 'v_writelane_b32 v1, s13, m0'), [0xd28a0001, 0x0000f80d]);
  assert.match(asmError('gcn1.4', 'v_writelane_b32 v1, m0, s13').message, /constant bus/);
  // -mcpu=gfx900: v_cndmask_b32_sdwa v1, s2, v3, vcc src0_sel:DWORD -> "violates constant bus restrictions"
  assert.match(asmError('gcn1.4', 'v_cndmask_b32_sdwa v1, s2, v3, vcc src0_sel:DWORD').message, /constant bus/);
  // -mcpu=gfx900: v_addc_co_u32_e64 v1, s[0:1], s2, v3, s[4:5] -> "violates constant bus restrictions"
  assert.match(asmError('gcn1.4', 'v_addc_co_u32_e64 v1, s[0:1], s2, v3, s[4:5]').message, /constant bus/);
});

test('the disassembler (kernel and generic printer) prints a word breaking the rule as .long', () => {
  // v_div_fmas_f32 v0, v1, v2, v3 -> [0x00,0x00,0xe2,0xd1,0x01,0x05,0x0e,0x04] (llvm-mc 19 -mcpu=gfx900); src0 = s1 breaks the bus.
  const words = 'd1e20000 040e0401 d1e20000 040e0501 d28a0001 0000f80d d28a0001 00001a7c';
  // GCNKIT_DIS_STATS: the kernel printed the two good words, the generic printer the two it refused.
  const r = gcnkit(['dis', '--mcpu', 'gfx900', '--hex'], words, { ...process.env, GCNKIT_DIS_STATS: '1' });
  assert.deepEqual(r.stdout.trim().split('\n').map((l) => l.trim().replace(/ \/\/.*/, '')), [
    '.long 0xd1e20000, 0x040e0401', 'v_div_fmas_f32 v0, v1, v2, v3', 'v_writelane_b32 v1, s13, m0', '.long 0xd28a0001, 0x00001a7c',
  ]);
  assert.match(r.stderr, /2 instructions by the kernel, 2 by the generic printer/);
});

test('the simulator reads the implicit operands: v_div_fmas reads VCC, v_movrels reads M0, v_cmpx writes EXEC', () => {
  const r = sim('gcn1.2', [
    's_mov_b32 m0, 2', 'v_mov_b32 v3, 7', 'v_movrels_b32 v4, v1', // v4 = v[1 + M0] = v3
    'v_cmpx_lt_u32 vcc, 20, v5', // lanes with v5 > 20 stay on
    's_endpgm',
  ], { vgpr: { v5: 'lane' } });
  assert.deepEqual(r.vgpr.v4.slice(0, 2), [7, 7]);
  assert.equal(r.exec, '0xffffffffffe00000');
});
