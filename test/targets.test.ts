// Targets: a GPU is an encoding family plus features (src/isa/targets.ts); rows that need a feature
// exist on the GPUs that have it. gfx906 (GCN 1.4.1) is the proof: its dot products, v_fmac_f32,
// v_xnor_b32 and v_fma_mix* assemble and disassemble as llvm-mc 19 does, on both paths.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolveTarget, resolveGpu } from '../src/isa/targets.js';
import { isaFor } from '../src/isa/index.js';
import { gcnkit } from './support/cli.js';

test('GPU names map to targets with their own features (LLVM 19 FeatureISAVersion9_0_*)', () => {
  const f = (n: string): string[] => [...resolveTarget(n)!.features].filter((x) => /insts$|xnack|sramecc/.test(x)).sort();
  assert.deepEqual(f('gfx900'), ['mad-mix-insts', 'xnack']);
  assert.deepEqual(f('gfx904'), ['fma-mix-insts', 'xnack']);
  assert.deepEqual(f('gfx906'), ['dl-insts', 'dot1-insts', 'dot10-insts', 'dot2-insts', 'dot7-insts', 'fma-mix-insts', 'sramecc', 'xnack']);
  assert.deepEqual(f('gfx90c'), ['mad-mix-insts', 'xnack']);
  assert.equal(resolveTarget('gfx906')!.label, 'GCN 1.4.1');
  assert.equal(resolveGpu('GFX906'), 'gcn1.4');
  // Family-wide features come with every target of the family.
  assert.equal(resolveTarget('gfx906')!.features.has('smem-signed-offset'), true);
  assert.equal(resolveTarget('tonga')!.features.has('smem-signed-offset'), false);
  // Rows by target: gfx900 and gfx906 share the family's layouts but not all rows.
  assert.equal(isaFor(resolveTarget('gfx900')!).byName.has('v_dot2_i32_i16'), false);
  assert.equal(isaFor(resolveTarget('gfx906')!).byName.has('v_dot2_i32_i16'), true);
  assert.equal(isaFor(resolveTarget('gfx906')!).byName.has('v_mad_mix_f32'), false);
  assert.equal(isaFor(resolveTarget('gfx904')!).byName.has('v_fma_mix_f32'), true);
  assert.equal(isaFor(resolveTarget('gfx904')!).byName.has('v_dot2_i32_i16'), false);
});

// Expected bytes: llvm-mc 19 -arch=amdgcn -mcpu=gfx906 -show-encoding (and --disassemble of them).
const GFX906: readonly [string, string][] = [
  ['v_dot2_f32_f16 v0, v1, v2, v3', '0x00,0x40,0xa3,0xd3,0x01,0x05,0x0e,0x1c'],
  ['v_dot2_i32_i16 v0, v1, v2, v3', '0x00,0x40,0xa6,0xd3,0x01,0x05,0x0e,0x1c'],
  ['v_dot2_u32_u16 v0, v1, v2, v3', '0x00,0x40,0xa7,0xd3,0x01,0x05,0x0e,0x1c'],
  ['v_dot4_i32_i8 v0, v1, v2, v3', '0x00,0x40,0xa8,0xd3,0x01,0x05,0x0e,0x1c'],
  ['v_dot4_u32_u8 v0, v1, v2, v3', '0x00,0x40,0xa9,0xd3,0x01,0x05,0x0e,0x1c'],
  ['v_dot8_i32_i4 v0, v1, v2, v3', '0x00,0x40,0xaa,0xd3,0x01,0x05,0x0e,0x1c'],
  ['v_dot8_u32_u4 v0, v1, v2, v3', '0x00,0x40,0xab,0xd3,0x01,0x05,0x0e,0x1c'],
  ['v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[1,1,0] op_sel_hi:[0,0,1]', '0x00,0x58,0xa6,0xd3,0x01,0x05,0x0e,0x04'],
  ['v_dot4_i32_i8 v0, s1, 1, 0.5 clamp', '0x00,0xc0,0xa8,0xd3,0x01,0x02,0xc1,0x1b'],
  ['v_dot2_f32_f16 v0, -1, 0.5, 1.0', '0x00,0x40,0xa3,0xd3,0xc1,0xe0,0xc9,0x1b'],
  ['v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[1,0,0] neg_lo:[1,0,0]', '0x00,0x48,0xa3,0xd3,0x01,0x05,0x0e,0x3c'],
  ['v_fmac_f32_e32 v0, v1, v2', '0x01,0x05,0x00,0x76'],
  ['v_fmac_f32_e32 v0, 0x12345, v2', '0xff,0x04,0x00,0x76,0x45,0x23,0x01,0x00'],
  ['v_fmac_f32_e64 v0, -v1, |v2| clamp mul:2', '0x00,0x82,0x3b,0xd1,0x01,0x05,0x02,0x28'],
  ['v_fmac_f32_dpp v0, v1, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf', '0xfa,0x04,0x00,0x76,0x01,0xe4,0x00,0xff'],
  ['v_xnor_b32_e32 v0, v1, v2', '0x01,0x05,0x00,0x7a'],
  ['v_xnor_b32_e64 v0, s1, v2', '0x00,0x00,0x3d,0xd1,0x01,0x04,0x02,0x00'],
  ['v_xnor_b32_sdwa v0, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:DWORD', '0xf9,0x04,0x00,0x7a,0x01,0x16,0x05,0x06'],
  ['v_xnor_b32_dpp v0, v1, v2 row_shl:1 row_mask:0xf bank_mask:0xf', '0xfa,0x04,0x00,0x7a,0x01,0x01,0x01,0xff'],
  ['v_fma_mix_f32 v0, -v1, |v2|, v3 op_sel:[1,0,0] op_sel_hi:[1,1,0] clamp', '0x00,0x8a,0xa0,0xd3,0x01,0x05,0x0e,0x3c'],
  ['v_fma_mixlo_f16 v0, v1, v2, v3', '0x00,0x00,0xa1,0xd3,0x01,0x05,0x0e,0x04'],
  ['v_fma_mixhi_f16 v0, v1, v2, v3', '0x00,0x00,0xa2,0xd3,0x01,0x05,0x0e,0x04'],
];

const listing = (pairs: readonly (readonly [string, string])[]): string => pairs.map(([t, b]) => `\t${t} ; encoding: [${b}]`).join('\n');
const canon = (out: string): string => out.trim().split('\n').map((l) => '\t' + l.trim().replace(/\s+; encoding/, ' ; encoding')).join('\n');

for (const fast of ['on', 'off', 'check']) {
  test(`gfx906 assembles as llvm-mc 19 does (GCNKIT_FAST=${fast})`, () => {
    const r = gcnkit(['asm', '--mcpu', 'gfx906', '--show-encoding'], GFX906.map(([t]) => t).join('\n') + '\n', { ...process.env, GCNKIT_FAST: fast });
    assert.equal(r.stderr, '');
    assert.equal(canon(r.stdout), listing(GFX906));
  });
  test(`gfx906 disassembles as llvm-mc 19 does (GCNKIT_FAST=${fast})`, () => {
    const hex = GFX906.map(([, b]) => b.replace(/,/g, ' ')).join('\n') + '\n';
    const r = gcnkit(['dis', '--hex', '--mcpu', 'gfx906', '--show-encoding'], hex, { ...process.env, GCNKIT_FAST: fast });
    assert.equal(r.stderr, '');
    assert.equal(canon(r.stdout), listing(GFX906));
  });
}

test('a row another GPU of the family has: a located error naming the GPUs that have it', () => {
  // llvm-mc 19 -mcpu=gfx900: "instruction not supported on this GPU"; -mcpu=gfx906 the same for v_mad_mix_f32.
  const a = gcnkit(['asm', '--mcpu', 'gfx900'], 'v_dot2_i32_i16 v0, v1, v2, v3\n');
  assert.equal(a.code, 1);
  assert.match(a.stderr, /<stdin>:1:1: error: v_dot2_i32_i16: gfx906\/gfx908\/CDNA 2\/CDNA 3 only; selected gfx900 is GCN 1\.4\n/);
  const b = gcnkit(['asm', '--mcpu', 'gfx906'], 'v_mad_mix_f32 v0, v1, v2, v3\n');
  assert.equal(b.code, 1);
  assert.match(b.stderr, /error: v_mad_mix_f32: gfx900\/gfx902\/gfx909\/gfx90c only; selected gfx906 is GCN 1\.4\.1\n/);
  assert.doesNotMatch(a.stderr + b.stderr, /\n\s+at /);
  // gfx904 has fma_mix (same opcode): it disassembles under its own name there, mad_mix on gfx900.
  const hex = '0x00 0x00 0xa0 0xd3 0x01 0x05 0x0e 0x04\n';
  assert.match(gcnkit(['dis', '--hex', '--mcpu', 'gfx904'], hex).stdout, /v_fma_mix_f32 v0, v1, v2, v3/);
  assert.match(gcnkit(['dis', '--hex', '--mcpu', 'gfx900'], hex).stdout, /v_mad_mix_f32 v0, v1, v2, v3/);
});
