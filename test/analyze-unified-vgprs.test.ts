// gfx90a-insts targets (gfx90a, gfx940-942) in `gcnkit analyze`: one file of 512 VGPRs and AGPRs
// per lane, the AGPRs from the accumulator offset on, allocated in granules of 8, at most 8 waves
// per SIMD (LLVM 19's AMDGPU::IsaInfo getTotalNumVGPRs, getVGPRAllocGranule, getMaxWavesPerEU,
// getNumWavesPerEUWithNumVGPRs). Expected figures are clang-19's for the corpus kernels
// (test/kernels-cdna/*/NAME.s: "; NumVgprs:", "; NumAgprs:", "; TotalNumVgprs:", "; Occupancy:",
// .amdhsa_next_free_vgpr, .amdhsa_accum_offset).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzePrograms, type Analysis } from '../src/analyze/analyze.js';
import { occupancy, totalVgprs, wavesWithVgprs } from '../src/analyze/occupancy.js';
import { textReport } from '../src/analyze/report.js';
import { resolveTarget } from '../src/isa/targets.js';
import { programOf } from './support/analyze.js';

const GFX90A = resolveTarget('gfx90a')!;
const GFX942 = resolveTarget('gfx942')!;
const GFX908 = resolveTarget('gfx908')!;

test('total VGPRs: AGPRs after the VGPRs aligned to 4 when there are AGPRs, else the VGPRs (gfx908: the larger)', () => {
  assert.equal(totalVgprs(GFX90A, 24, 16), 40); // mfma_bf16 gfx90a: NumVgprs 24, NumAgprs 16, TotalNumVgprs 40
  assert.equal(totalVgprs(GFX90A, 256, 106), 362); // tile_spill gfx90a: 256, 106, 362
  assert.equal(totalVgprs(GFX90A, 6, 0), 6); // atomic_f32 gfx90a: 6, 0, 6
  assert.equal(totalVgprs(GFX942, 10, 0), 10); // pk_axpy gfx942 pk_muladd: 10, 0, 10
  assert.equal(totalVgprs(GFX908, 2, 41), 41);
});

test('occupancy on the unified file: 512 registers in granules of 8, at most 8 waves', () => {
  assert.equal(wavesWithVgprs('gfx90a', 362), 1); // tile_spill: Occupancy 1
  assert.equal(wavesWithVgprs('gfx90a', 40), 8); // mfma_bf16: Occupancy 8
  assert.equal(wavesWithVgprs('gfx90a', 129), 3); // 512 / 136
  assert.equal(wavesWithVgprs('gfx940', 128), 4);
  assert.equal(wavesWithVgprs('gcn1.4', 128), 2); // gfx908's file: 256 per lane
  const o = occupancy('gfx940', { vgprs: 8, sgprs: 12, ldsBytes: 0, maxFlatWorkGroup: 256 });
  assert.deepEqual([o.waves, o.bySgprs, o.limitedBy], [8, 8, []]); // pk_axpy gfx942: Occupancy 8
});

/** A gfx90a program using v23 and a15 (or other code), analysed with these descriptor fields. */
function analyse(fields: readonly [string, bigint][], t = GFX90A, code = 'v_mov_b32_e32 v23, 0\ns_nop 1\nv_accvgpr_write_b32 a15, v23\ns_endpgm'): Analysis {
  const p = programOf(t, code, 'kernel');
  const withDescriptor = { ...p, descriptor: { ...p.descriptor, fields } } as typeof p;
  return analyzePrograms([withDescriptor], { xnack: true })[0];
}

test('gfx90a: VGPRs up to .amdhsa_accum_offset, AGPRs from it to .amdhsa_next_free_vgpr; text and JSON', () => {
  const a = analyse([['next_free_vgpr', 40n], ['accum_offset', 24n]]);
  assert.deepEqual(a.vgprs, { used: 24, maxLive: 1, allocated: 24 });
  assert.deepEqual(a.agprs, { used: 16, maxLive: 0, total: 40, allocated: 16, accumOffset: 24 });
  assert.deepEqual(a.findings, []);
  const lines: string[] = [];
  textReport(a, (l) => lines.push(l));
  assert.ok(lines.includes('  agprs: used 16, max live 0, allocated 16 from accum_offset 24; vgprs and agprs for occupancy: 40'), lines.join('\n'));
});

test('gfx90a: a VGPR past the accumulator offset, an AGPR past the allocation, are findings with the directives that fix them', () => {
  const v = analyse([['next_free_vgpr', 40n], ['accum_offset', 20n]]).findings;
  assert.deepEqual(v.map((f) => `${f.offset} ${f.message} | ${f.fix}`), [
    '0 v23 is beyond the 20 VGPRs the descriptor allocates (AGPRs from 20): the code uses 24 | .amdhsa_accum_offset 24; .amdhsa_next_free_vgpr 40',
  ]);
  const a = analyse([['next_free_vgpr', 32n], ['accum_offset', 24n]]).findings;
  assert.deepEqual(a.map((f) => `${f.offset} ${f.message} | ${f.fix}`), [
    '8 a15 is beyond the 8 AGPRs the descriptor allocates (AGPRs from 24): the code uses 16 | .amdhsa_next_free_vgpr 40',
  ]);
});

test('gfx942: architected flat scratch: FLAT_SCRATCH\'s 6 SGPRs counted always, and allocated beyond .amdhsa_next_free_sgpr', () => {
  // clang-19 gfx942 pk_axpy: s0-s7 used, "; NumSgprs: 14" with VCC and XNACK; .amdhsa_next_free_sgpr 8,
  // which llvm-objdump prints as 10 (granule 16, less FLAT_SCRATCH's 6).
  const a = analyse([['next_free_vgpr', 8n], ['next_free_sgpr', 10n]], GFX942, 's_mov_b32 s7, 0\nv_cmp_eq_u32_e32 vcc, s7, v0\ns_endpgm');
  assert.deepEqual([a.sgprs.withExtra, a.sgprs.allocated, a.sgprs.flatScratch], [14, 16, true]);
  assert.deepEqual(a.findings, []);
});
