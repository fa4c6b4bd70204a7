// gfx908 (MI100, CDNA 1): a GFX9 target with gfx906's dot products and the matrix instructions
// (mai-insts), assembled, disassembled and read in code objects as llvm-mc 19 / clang-19 do.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolveTarget } from '../src/isa/targets.js';
import { flagsFor, parseTargetId, targetFromHeader, targetIdText } from '../src/objects/targets.js';
import { gcnkit } from './support/cli.js';

const corpus = (name: string): string => new URL(`../../test/kernels-cdna/gfx908/${name}`, import.meta.url).pathname;

test('gfx908 has LLVM 19 FeatureISAVersion9_0_8 features (each checked with llvm-mc 19 -mcpu=gfx908)', () => {
  const t = resolveTarget('gfx908')!;
  assert.equal(t.gen, 'gcn1.4');
  assert.equal(t.label, 'CDNA 1');
  const f = [...t.features].filter((x) => /insts?$|xnack|sramecc/.test(x)).sort();
  assert.deepEqual(f, ['atomic-buffer-global-pk-add-f16-no-rtn-insts', 'atomic-fadd-no-rtn-insts', 'dl-insts', 'dot1-insts', 'dot10-insts',
    'dot2-insts', 'dot3-insts', 'dot4-insts', 'dot5-insts', 'dot6-insts', 'dot7-insts', 'fma-mix-insts', 'mai-insts', 'pk-fmac-f16-inst', 'sramecc', 'xnack']);
});

test('gfx908 code objects: EF_AMDGPU_MACH 0x30, target ID amdgcn-amd-amdhsa--gfx908 as clang-19 writes it', () => {
  // clang-19 -mcpu=gfx908 (test/kernels-cdna/gfx908): e_flags 0x530 (xnack and sramecc "any"), code object v5.
  const id = parseTargetId('amdgcn-amd-amdhsa--gfx908')!;
  assert.equal(flagsFor(id, 5), 0x530);
  assert.equal(targetIdText(targetFromHeader(64, 3, 0x530)!), 'amdgcn-amd-amdhsa--gfx908');
  assert.equal(targetIdText(targetFromHeader(64, 3, 0x730)!), 'amdgcn-amd-amdhsa--gfx908:xnack+');
  const bytes = readFileSync(corpus('mfma_f32.o'));
  const r = gcnkit(['dis', '-'], bytes);
  assert.match(r.stdout, /\.amdgcn_target "amdgcn-amd-amdhsa--gfx908"/);
});
