// Code objects of CDNA 2 and 3 (gfx90a, gfx940, gfx941, gfx942; gfx908 for comparison): target IDs
// and e_flags as clang-19 writes them, the kernel descriptor's gfx90a fields (.amdhsa_accum_offset,
// .amdhsa_tg_split, kernarg preloading, 512 VGPRs in granules of 8) and gfx940's architected flat
// scratch, printed by `gcnkit dis` and read by `gcnkit asm --filetype obj` as llvm-mc 19 does, and
// the corpus test/kernels-cdna (clang-19 objects) through dis -> asm -> ld.lld, byte-equal.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareObjects } from '../scripts/object-compare.js';
import { assembleObject } from '../src/objects/assemble.js';
import { readCodeObject, type CodeObject } from '../src/objects/code-object.js';
import { listObject } from '../src/objects/listing.js';
import { flagsFor, parseTargetId, targetFromHeader, targetIdText } from '../src/objects/targets.js';
import { gcnkit } from './support/cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'gcnkit-objects-cdna-'));
after(() => rmSync(tmp, { recursive: true, force: true }));
const LLD = 'ld.lld-19';
const lldMissing = spawnSync(LLD, ['--version']).error ? `${LLD} is not installed` : undefined;

const corpusDir = (gpu: string): string => new URL(`../../test/kernels-cdna/${gpu}/`, import.meta.url).pathname;
const objects = (gpu: string): string[] => readdirSync(corpusDir(gpu)).filter((f) => f.endsWith('.o')).sort();
const load = (gpu: string, f: string): CodeObject => readCodeObject(new Uint8Array(readFileSync(join(corpusDir(gpu), f))));

function listing(obj: CodeObject): string {
  const lines: string[] = [];
  listObject(obj, {}, (l) => lines.push(l), () => undefined);
  return lines.join('\n') + '\n';
}

test('target IDs and e_flags of gfx90a, gfx940, gfx941, gfx942, both ways, code object v4 and v5', () => {
  // clang-19 -x cl -target amdgcn-amd-amdhsa -mcpu=CPU -mcode-object-version=4|5 -c; llvm-readelf -h:
  // the same e_flags for v4 and v5 (EI_ABIVERSION 2 and 3); clang's default is v5.
  const cases: [string, number][] = [
    ['amdgcn-amd-amdhsa--gfx90a', 0x53f], ['amdgcn-amd-amdhsa--gfx940', 0x540], ['amdgcn-amd-amdhsa--gfx941', 0x54b],
    ['amdgcn-amd-amdhsa--gfx942', 0x54c], ['amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-', 0xe3f], ['amdgcn-amd-amdhsa--gfx942:xnack+', 0x74c],
  ];
  for (const [id, flags] of cases) {
    const t = parseTargetId(id)!;
    assert.ok(t, id);
    for (const [version, abi] of [[4, 2], [5, 3]]) {
      assert.equal(flagsFor(t, version), flags, `${id} v${version}`);
      assert.equal(targetIdText(targetFromHeader(64, abi, flags)!), id, `${id} v${version}`);
    }
  }
  assert.equal(targetFromHeader(64, 3, 0x54b)!.gen, 'gfx940');
  assert.equal(targetFromHeader(64, 3, 0x53f)!.gen, 'gfx90a');
  // The corpus: clang-19's default e_flags (xnack and sramecc "any"), code object v5.
  assert.equal(load('gfx90a', 'mfma_f32.o').elf.flags, 0x53f);
  assert.equal(load('gfx942', 'mfma_f32.o').elf.flags, 0x54c);
  assert.equal(load('gfx942', 'mfma_f32.o').version, 5);
});

// llvm-objdump-19 -D --mcpu=gfx90a test/kernels-cdna/gfx90a/tile_spill.o (rsrc3 before rsrc1: accum_offset,
// tg_split; next_free_vgpr in granules of 8), but next_free_sgpr: llvm-objdump prints 104, which llvm-mc
// refuses ("value out of range": at most 102); 102 gives the same granule (ERRATA O-7).
const GFX90A_TILE_SPILL = `group_segment_fixed_size 0|private_segment_fixed_size 0|kernarg_size 20|accum_offset 256|tg_split 0|next_free_vgpr 368|
reserve_vcc 0|reserve_flat_scratch 0|reserve_xnack_mask 0|next_free_sgpr 102|float_round_mode_32 0|float_round_mode_16_64 0|float_denorm_mode_32 3|
float_denorm_mode_16_64 3|dx10_clamp 1|ieee_mode 1|fp16_overflow 0|system_sgpr_private_segment_wavefront_offset 0|system_sgpr_workgroup_id_x 1|
system_sgpr_workgroup_id_y 0|system_sgpr_workgroup_id_z 0|system_sgpr_workgroup_info 0|system_vgpr_workitem_id 0|exception_fp_ieee_invalid_op 0|
exception_fp_denorm_src 0|exception_fp_ieee_div_zero 0|exception_fp_ieee_overflow 0|exception_fp_ieee_underflow 0|exception_fp_ieee_inexact 0|
exception_int_div_zero 0|user_sgpr_private_segment_buffer 1|user_sgpr_dispatch_ptr 1|user_sgpr_queue_ptr 0|user_sgpr_kernarg_segment_ptr 1|
user_sgpr_dispatch_id 0|user_sgpr_flat_scratch_init 0|user_sgpr_private_segment_size 0|uses_dynamic_stack 0`;
// llvm-objdump-19 -D --mcpu=gfx942 test/kernels-cdna/gfx942/mfma_f32.o (architected flat scratch: no
// reserve_flat_scratch, private_segment_buffer, flat_scratch_init; enable_private_segment), but
// next_free_sgpr: llvm-objdump prints 16, which llvm-mc reads back with FLAT_SCRATCH's 6 SGPRs as
// granule 24; 10 gives 16 (ERRATA O-7).
const GFX942_MFMA_F32 = `group_segment_fixed_size 0|private_segment_fixed_size 0|kernarg_size 28|accum_offset 16|tg_split 0|next_free_vgpr 32|
reserve_vcc 0|reserve_xnack_mask 0|next_free_sgpr 10|float_round_mode_32 0|float_round_mode_16_64 0|float_denorm_mode_32 3|float_denorm_mode_16_64 3|
dx10_clamp 1|ieee_mode 1|fp16_overflow 0|enable_private_segment 0|system_sgpr_workgroup_id_x 1|system_sgpr_workgroup_id_y 0|system_sgpr_workgroup_id_z 0|
system_sgpr_workgroup_info 0|system_vgpr_workitem_id 0|exception_fp_ieee_invalid_op 0|exception_fp_denorm_src 0|exception_fp_ieee_div_zero 0|
exception_fp_ieee_overflow 0|exception_fp_ieee_underflow 0|exception_fp_ieee_inexact 0|exception_int_div_zero 0|user_sgpr_dispatch_ptr 0|
user_sgpr_queue_ptr 0|user_sgpr_kernarg_segment_ptr 1|user_sgpr_dispatch_id 0|user_sgpr_private_segment_size 0|uses_dynamic_stack 0`;
const fieldsText = (obj: CodeObject): string => obj.kernels[0].descriptor!.decoded.fields.map(([n, v]) => `${n} ${v}`).join('|');

test('descriptors of the corpus print as llvm-objdump 19 lists them (gfx90a, gfx942), as a block, not as data', () => {
  for (const [gpu, f, want] of [['gfx90a', 'tile_spill.o', GFX90A_TILE_SPILL], ['gfx942', 'mfma_f32.o', GFX942_MFMA_F32]]) {
    const obj = load(gpu, f);
    assert.equal(fieldsText(obj), want.replace(/\n/g, ''), `${gpu}/${f}`);
    assert.ok(obj.kernels[0].descriptor!.decoded.exact, `${gpu}/${f}`);
  }
  // Every descriptor of the gfx908, gfx90a and gfx942 corpus is a .amdhsa_kernel block.
  for (const gpu of ['gfx908', 'gfx90a', 'gfx942']) {
    for (const f of objects(gpu)) for (const k of load(gpu, f).kernels) assert.ok(k.descriptor!.decoded.exact, `${gpu}/${f} ${k.name}`);
  }
});

test('asm --filetype obj: gfx90a/gfx942 descriptor fields give llvm-mc 19\'s bytes', () => {
  // llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=CPU -filetype=obj of this kernel; llvm-objcopy --only-section=.rodata:
  // bytes 40-63 = 00000000 00010002 (rsrc3: accum_offset 12 -> 2, tg_split) 00ac0082 (20 VGPRs: 3 granules
  // of 8; 11 SGPRs + 6 -> 24) 0000008b (user_sgpr_count 5 = kernarg pointer 2 + 3 preloaded) 0008 0103.
  for (const [gpu, priv] of [['gfx942', 'enable_private_segment'], ['gfx90a', 'system_sgpr_private_segment_wavefront_offset']]) {
    const src = [`\t.amdgcn_target "amdgcn-amd-amdhsa--${gpu}"`, '\t.amdhsa_code_object_version 5', '\t.text', '\t.globl k', '\t.p2align 8', '\t.type k,@function', 'k:', '\ts_endpgm',
      '\t.rodata', '\t.p2align 6', '\t.amdhsa_kernel k', '\t\t.amdhsa_next_free_vgpr 20', '\t\t.amdhsa_next_free_sgpr 11', '\t\t.amdhsa_accum_offset 12', '\t\t.amdhsa_tg_split 1',
      `\t\t.amdhsa_${priv} 1`, '\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1', '\t\t.amdhsa_user_sgpr_kernarg_preload_length 3', '\t\t.amdhsa_user_sgpr_kernarg_preload_offset 2',
      '\t.end_amdhsa_kernel', ''].join('\n');
    const r = assembleObject(src);
    assert.deepEqual(r.diagnostics, [], gpu);
    const obj = readCodeObject(r.bytes!);
    const kd = obj.kernels[0].descriptor!;
    assert.equal(Buffer.from(kd.bytes.subarray(40, 64)).toString('hex'), '00000000020001008200ac008b00000008000301' + '00000000', gpu);
    // Printed back: the preload fields (llvm-objdump prints them when not 0) and the rest as given.
    const f = Object.fromEntries(kd.decoded.fields);
    assert.deepEqual([f.accum_offset, f.tg_split, f.next_free_vgpr, f[priv], f.user_sgpr_kernarg_preload_length, f.user_sgpr_kernarg_preload_offset], [12n, 1n, 24n, 1n, 3n, 2n], gpu);
  }
});

test('asm --filetype obj: bad gfx90a descriptor fields are located errors with llvm-mc 19\'s words', () => {
  const kernel = (gpu: string, ...lines: string[]): string => [`\t.amdgcn_target "amdgcn-amd-amdhsa--${gpu}"`, '\t.text', '\t.globl k', '\t.type k,@function', 'k:', '\ts_endpgm',
    '\t.rodata', '\t.amdhsa_kernel k', ...lines.map((l) => '\t\t' + l), '\t.end_amdhsa_kernel', ''].join('\n');
  const free = ['.amdhsa_next_free_vgpr 8', '.amdhsa_next_free_sgpr 8'];
  // Each checked with llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=CPU -filetype=obj (its message in the comment).
  const cases: [string, RegExp][] = [
    [kernel('gfx90a', ...free), /k\.s:11:2: error: kernel k: \.amdhsa_accum_offset is required/], // ".amdhsa_accum_offset directive is required"
    [kernel('gfx90a', ...free, '.amdhsa_accum_offset 6'), /k\.s:12:2: error: kernel k: accum_offset should be in range \[4\.\.256\] in increments of 4/],
    [kernel('gfx90a', '.amdhsa_next_free_vgpr 300', '.amdhsa_next_free_sgpr 8', '.amdhsa_accum_offset 260'), /error: kernel k: accum_offset should be in range \[4\.\.256\] in increments of 4/],
    [kernel('gfx90a', ...free, '.amdhsa_accum_offset 12'), /k\.s:12:2: error: kernel k: accum_offset exceeds total VGPR allocation/],
    [kernel('gfx90a', '.amdhsa_next_free_vgpr 513', '.amdhsa_next_free_sgpr 8', '.amdhsa_accum_offset 4'), /error: kernel k: too many VGPRs: 513 \(at most 512\)/], // "value out of range"
    [kernel('gfx90a', ...free, '.amdhsa_accum_offset 4', '.amdhsa_tg_split 2'), /error: kernel k: \.amdhsa_tg_split 2 is out of range \(0\.\.1\)/], // "value out of range"
    [kernel('gfx908', ...free, '.amdhsa_tg_split 0'), /k\.s:11:3: error: \.amdhsa_tg_split is not on gfx908: it requires gfx90a\+/], // "directive requires gfx90a+"
    [kernel('gfx908', ...free, '.amdhsa_accum_offset 4'), /k\.s:11:3: error: \.amdhsa_accum_offset is not on gfx908: it requires gfx90a\+/],
    [kernel('gfx908', ...free, '.amdhsa_user_sgpr_kernarg_preload_length 0'), /k\.s:11:3: error: \.amdhsa_user_sgpr_kernarg_preload_length is not on gfx908: it requires gfx90a\+/],
    // "directive is not supported with architected flat scratch" / "... without architected flat scratch"
    [kernel('gfx942', ...free, '.amdhsa_reserve_flat_scratch 0'), /k\.s:11:3: error: \.amdhsa_reserve_flat_scratch is not on gfx942: it is not supported with architected flat scratch/],
    [kernel('gfx941', ...free, '.amdhsa_user_sgpr_private_segment_buffer 1'), /k\.s:11:3: error: \.amdhsa_user_sgpr_private_segment_buffer is not on gfx941: it is not supported with architected flat scratch/],
    [kernel('gfx940', ...free, '.amdhsa_user_sgpr_flat_scratch_init 0'), /k\.s:11:3: error: \.amdhsa_user_sgpr_flat_scratch_init is not on gfx940: it is not supported with architected flat scratch/],
    [kernel('gfx942', ...free, '.amdhsa_system_sgpr_private_segment_wavefront_offset 1'), /is not on gfx942: it is not supported with architected flat scratch/],
    [kernel('gfx90a', ...free, '.amdhsa_enable_private_segment 1'), /k\.s:11:3: error: \.amdhsa_enable_private_segment is not on gfx90a: it is not supported without architected flat scratch/],
  ];
  for (const [text, re] of cases) {
    const src = join(tmp, 'k.s');
    writeFileSync(src, text);
    const r = gcnkit(['asm', '--filetype', 'obj', '-o', join(tmp, 'bad.o'), src]);
    assert.equal(r.code, 1, text);
    assert.match(r.stderr, re, text);
    assert.doesNotMatch(r.stderr, /\n\s+at /);
  }
});

test('clang-19 -S of the gfx90a and gfx942 corpus, its directives through asm --filetype obj: clang\'s descriptors, e_flags and metadata (.agpr_count)', () => {
  for (const gpu of ['gfx90a', 'gfx942']) {
    for (const f of objects(gpu)) {
      const clang = load(gpu, f);
      // The directives alone (instruction lines dropped: other areas' rows, exact there or not, change
      // no descriptor, e_flags or metadata).
      const source = readFileSync(join(corpusDir(gpu), f.replace(/\.o$/, '.s')), 'utf8').split('\n').filter((l) => !/^\s+[a-z]/.test(l)).join('\n');
      const r = assembleObject(source);
      assert.deepEqual(r.diagnostics.filter((d) => d.kind === 'error'), [], `${gpu}/${f}`);
      const mine = readCodeObject(r.bytes!);
      assert.equal(mine.elf.flags, clang.elf.flags, `${gpu}/${f}`);
      assert.equal(mine.metadata, clang.metadata, `${gpu}/${f}`);
      for (const k of clang.kernels) {
        const b = mine.kernels.find((x) => x.name === k.name)!.descriptor!.bytes;
        assert.ok(Buffer.from(b).equals(Buffer.from(k.descriptor!.bytes)), `${gpu}/${f} ${k.name}: descriptor`);
      }
    }
  }
  assert.match(load('gfx90a', 'tile_spill.o').metadata!, /\.agpr_count: 106\n/);
});

for (const gpu of ['gfx908', 'gfx90a', 'gfx942']) {
  test(`${gpu}: every corpus object round-trips dis -> asm --filetype obj (.text, descriptors, e_flags, metadata; a fixed point)`, () => {
    for (const f of objects(gpu)) {
      const obj = load(gpu, f);
      const r = assembleObject(listing(obj));
      assert.deepEqual(r.diagnostics.filter((d) => d.kind === 'error'), [], `${gpu}/${f}`);
      const again = readCodeObject(r.bytes!);
      assert.deepEqual(compareObjects(obj, again), [], `${gpu}/${f}`);
      assert.equal(again.elf.flags, obj.elf.flags, f);
      assert.equal(again.metadata, obj.metadata, f);
      assert.equal(listing(again), listing(obj), f);
    }
  });

  test(`${gpu}: gcnkit dis K.o | gcnkit asm --filetype obj (GCNKIT_FAST=check), ld.lld -shared: byte-equal to linking clang's K.o`, { skip: lldMissing }, () => {
    for (const f of objects(gpu)) {
      const o = join(corpusDir(gpu), f);
      const d = gcnkit(['dis', '-q', o]);
      assert.equal(d.code, 0, d.stderr);
      const s = join(tmp, `${gpu}-${f}.s`), ours = join(tmp, `${gpu}-${f}`);
      writeFileSync(s, d.stdout);
      const a = gcnkit(['asm', '--filetype', 'obj', '-o', ours, s], undefined, { ...process.env, GCNKIT_FAST: 'check' });
      assert.equal(a.stderr, '', `${gpu}/${f}`);
      for (const [from, to] of [[o, `${ours}.clang.so`], [ours, `${ours}.ours.so`]]) {
        const l = spawnSync(LLD, ['-shared', from, '-o', to], { encoding: 'utf8' });
        assert.equal(l.status, 0, l.stderr);
      }
      assert.ok(readFileSync(`${ours}.clang.so`).equals(readFileSync(`${ours}.ours.so`)), `${gpu}/${f}: linked objects differ`);
    }
  });
}

test('gcnkit dis --json FILE.o: the target ID with its features, the gfx90a descriptor fields, the metadata\'s .agpr_count', () => {
  const src = join(tmp, 'id.s');
  writeFileSync(src, ['\t.amdgcn_target "amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-"', '\t.amdhsa_code_object_version 4', '\t.text', '\t.globl k', '\t.type k,@function', 'k:', '\ts_endpgm',
    '\t.rodata', '\t.p2align 6', '\t.amdhsa_kernel k', '\t\t.amdhsa_next_free_vgpr 40', '\t\t.amdhsa_next_free_sgpr 8', '\t\t.amdhsa_accum_offset 32', '\t.end_amdhsa_kernel', ''].join('\n'));
  const o = join(tmp, 'id.o');
  assert.equal(gcnkit(['asm', '--filetype', 'obj', '-o', o, src]).code, 0);
  // clang-19 -mcpu=gfx90a:sramecc+:xnack- -mcode-object-version=4: e_flags 0xe3f, EI_ABIVERSION 2.
  const obj = readCodeObject(new Uint8Array(readFileSync(o)));
  assert.deepEqual([obj.elf.flags, obj.elf.abiVersion], [0xe3f, 2]);
  const j = JSON.parse(gcnkit(['dis', '--json', o]).stdout) as { target: string; gpu: string; codeObjectVersion: number; kernels: { descriptor: { fields: Record<string, number> } }[] };
  assert.deepEqual([j.target, j.gpu, j.codeObjectVersion], ['amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-', 'gfx90a', 4]);
  const f = j.kernels[0].descriptor.fields;
  assert.deepEqual([f.accum_offset, f.tg_split, f.next_free_vgpr, 'uses_dynamic_stack' in f], [32, 0, 40, false]);
  const c = JSON.parse(gcnkit(['dis', '--json', join(corpusDir('gfx942'), 'tile_spill.o')]).stdout) as { metadata: { 'amdhsa.kernels': { '.agpr_count': number; '.vgpr_count': number }[] } };
  // clang-19 -S of tile_spill.cl for gfx942: .agpr_count 110, .vgpr_count 366 (256 VGPRs, then the AGPRs).
  assert.deepEqual([c.metadata['amdhsa.kernels'][0]['.agpr_count'], c.metadata['amdhsa.kernels'][0]['.vgpr_count']], [110, 366]);
});
