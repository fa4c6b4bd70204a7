// gcnkit analyze against clang-19 (issue 29 item 2, first half): on every kernel and function of
// the code-object corpus (test/objects, made by scripts/gen-objects.ts with clang-19), the
// registers used and the occupancy equal what clang wrote in its -S output ("; NumVgprs:",
// "; NumSgprs:", "; Occupancy:") or, for Mesa's v2 objects, in amd_kernel_code_t
// (workitem_vgpr_count, wavefront_sgpr_count); and no finding. Both the objects and (HSA) the
// clang -S text assembled by gcnkit are analysed.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCodeObject } from '../src/objects/code-object.js';
import { xnackEnabled } from '../src/objects/targets.js';
import { programsOfObject, programsOfSource } from '../src/analyze/load.js';
import { analyzePrograms, type Analysis } from '../src/analyze/analyze.js';

const ROOT = join(process.cwd(), 'test', 'objects');
// gfx906 has HSA objects only (clang-19's Mesa flavour is built for the four GCN 1.0-1.4 GPUs).
const files = (flavour: string, gpu: string, ext: string): string[] =>
  existsSync(join(ROOT, flavour, gpu)) ? readdirSync(join(ROOT, flavour, gpu)).filter((f) => f.endsWith(ext)).sort() : [];

/** clang's per-function comments: name -> NumSgprs, NumVgprs, Occupancy (kernels only). */
function clangCounts(s: string): Map<string, Record<string, number>> {
  const out = new Map<string, Record<string, number>>();
  let cur: Record<string, number> | undefined;
  for (const line of s.split('\n')) {
    let m: RegExpExecArray | null;
    if ((m = /-- Begin function (\S+)/.exec(line))) out.set(m[1], (cur = {}));
    else if (cur && (m = /^; (NumSgprs|NumVgprs|NumAgprs|TotalNumVgprs|Occupancy): (\d+)/.exec(line))) cur[m[1]] = Number(m[2]);
  }
  return out;
}

function analyzeObject(path: string): Analysis[] {
  const obj = readCodeObject(new Uint8Array(readFileSync(path)));
  return analyzePrograms(programsOfObject(obj), { gfx: obj.target.gfx, xnack: xnackEnabled(obj.target) });
}

// clang's order of the comments: NumSgprs, NumVgprs, NumAgprs and TotalNumVgprs (CDNA), Occupancy.
const mine = (a: Analysis, c: Record<string, number>): Record<string, number> => ({
  NumSgprs: a.sgprs.withExtra, NumVgprs: a.vgprs.used,
  ...(c.NumAgprs === undefined ? {} : { NumAgprs: a.agprs?.used ?? -1, TotalNumVgprs: a.agprs?.total ?? -1 }),
  ...(c.Occupancy === undefined ? {} : { Occupancy: a.occupancy.waves }),
});

const GPUS = ['tahiti', 'bonaire', 'tonga', 'gfx900', 'gfx906'];

/** Compare each analysed program with clang's counts: no finding, equal counts; the number compared. */
function compare(items: Iterable<{ where: string; list: Analysis[]; clang: Map<string, Record<string, number>> }>): number {
  let agree = 0;
  const differ: string[] = [];
  for (const { where, list, clang } of items) {
    for (const a of list) {
      const c = clang.get(a.program.name);
      assert.ok(c, `${where}: clang has no ${a.program.name}`);
      assert.deepEqual(a.findings, [], `${where} ${a.program.name}`);
      if (JSON.stringify(mine(a, c)) === JSON.stringify(c)) agree++;
      else differ.push(`${where} ${a.program.name}: clang ${JSON.stringify(c)}, gcnkit ${JSON.stringify(mine(a, c))}`);
    }
  }
  assert.deepEqual(differ, []);
  return agree;
}

function* hsa(skip: readonly string[] = []): Generator<{ gpu: string; f: string; text: string; clang: Map<string, Record<string, number>> }> {
  for (const gpu of GPUS) {
    for (const f of files('hsa', gpu, '.s').filter((x) => !skip.includes(x))) {
      const text = readFileSync(join(ROOT, 'hsa', gpu, f), 'utf8');
      yield { gpu, f, text, clang: clangCounts(text) };
    }
  }
}

describe('registers and occupancy equal clang-19 on the corpus', { skip: !existsSync(ROOT) }, () => {
  test('HSA objects: every kernel and function', () => {
    const n = compare([...hsa()].map(({ gpu, f, clang }) => ({ where: `${gpu}/${f}`, clang, list: analyzeObject(join(ROOT, 'hsa', gpu, f.replace(/\.s$/, '.o'))) })));
    assert.equal(n, 287, 'kernels and functions compared');
  });

  test('HSA clang -S text assembled by gcnkit (calls.s aside: gcnkit does not take sym@rel32@lo)', () => {
    const n = compare([...hsa(['calls.s'])].map(({ gpu, f, text, clang }) => {
      const r = programsOfSource(text);
      assert.ok(r.programs.length && r.target, `${gpu}/${f}: ${r.diagnostics.map((d) => d.message).join('; ')}`);
      return { where: `${gpu}/${f}`, clang, list: analyzePrograms(r.programs, { gfx: r.target.gfx, xnack: xnackEnabled(r.target) }) };
    }));
    assert.equal(n, 267, 'kernels and functions compared');
  });
  test('Mesa v2 objects: amd_kernel_code_t counts', () => {
    let agree = 0;
    const differ: string[] = [];
    for (const gpu of GPUS) {
      for (const f of files('mesa', gpu, '.o')) {
        for (const a of analyzeObject(join(ROOT, 'mesa', gpu, f))) {
          const fl = Object.fromEntries(a.program.descriptor!.fields);
          const clang = { vgprs: Number(fl.workitem_vgpr_count), sgprs: Number(fl.wavefront_sgpr_count) };
          assert.deepEqual(a.findings, [], `${gpu}/${f} ${a.program.name}`);
          if (clang.vgprs === a.vgprs.used && clang.sgprs === a.sgprs.withExtra) agree++;
          else differ.push(`${gpu}/${f} ${a.program.name}: clang ${JSON.stringify(clang)}, gcnkit ${a.vgprs.used}/${a.sgprs.withExtra}`);
        }
      }
    }
    assert.deepEqual(differ, []);
    assert.equal(agree, 180, 'kernels compared');
  });
});

// The CDNA corpus (test/kernels-cdna, scripts/gen-kernels-cdna.ts): AGPRs counted as clang counts
// them ("; NumAgprs:"), and occupancy from the larger of the two files ("; TotalNumVgprs:").
const CDNA = join(process.cwd(), 'test', 'kernels-cdna');
const cdnaFiles = (gpu: string): string[] => readdirSync(join(CDNA, gpu)).filter((f) => f.endsWith('.s')).sort();

describe('gfx908: registers (AGPRs included) and occupancy equal clang-19 on the CDNA corpus', () => {
  test('objects and clang -S text assembled by gcnkit: every kernel', () => {
    const items = cdnaFiles('gfx908').flatMap((f) => {
      const text = readFileSync(join(CDNA, 'gfx908', f), 'utf8');
      const clang = clangCounts(text);
      const r = programsOfSource(text);
      assert.ok(r.programs.length && r.target, `gfx908/${f}: ${r.diagnostics.map((d) => d.message).join('; ')}`);
      return [
        { where: `gfx908/${f.replace(/\.s$/, '.o')}`, clang, list: analyzeObject(join(CDNA, 'gfx908', f.replace(/\.s$/, '.o'))) },
        { where: `gfx908/${f}`, clang, list: analyzePrograms(r.programs, { gfx: r.target.gfx, xnack: xnackEnabled(r.target) }) },
      ];
    });
    assert.ok(items.every((x) => [...x.clang.values()].every((c) => c.NumAgprs !== undefined)), 'clang gives NumAgprs on gfx908');
    assert.equal(compare(items), 20, 'kernels compared (10 kernels, object and text)');
  });
});

// gfx90a and gfx942 (CDNA2, CDNA3): one file of VGPRs and AGPRs ("; TotalNumVgprs:" = VGPRs aligned
// to 4 + AGPRs), 512 per lane in granules of 8, at most 8 waves; gfx942's architected flat scratch
// counts 6 extra SGPRs. The objects only: their -S text needs rows of the other CDNA branches, and so
// may the decoding of some instructions (findings are not compared here for that reason).
describe('gfx90a, gfx942: registers (AGPRs included) and occupancy equal clang-19 on the CDNA corpus', () => {
  /** Counts that still differ because an instruction does not decode yet: gfx90a's v_pk_fma_f32 reads s[10:11] (cdnavalu's rows). */
  const PENDING = new Set(['gfx90a/tile_spill.o tile_spill']);
  for (const gpu of ['gfx90a', 'gfx942']) {
    test(`${gpu} objects: every kernel`, () => {
      let agree = 0;
      const differ: string[] = [];
      for (const f of cdnaFiles(gpu)) {
        const clang = clangCounts(readFileSync(join(CDNA, gpu, f), 'utf8'));
        const where = `${gpu}/${f.replace(/\.s$/, '.o')}`;
        for (const a of analyzeObject(join(CDNA, gpu, f.replace(/\.s$/, '.o')))) {
          const c = clang.get(a.program.name)!;
          if (JSON.stringify(mine(a, c)) === JSON.stringify(c)) agree++;
          else if (!PENDING.has(`${where} ${a.program.name}`)) differ.push(`${where} ${a.program.name}: clang ${JSON.stringify(c)}, gcnkit ${JSON.stringify(mine(a, c))}`);
        }
      }
      assert.deepEqual(differ, []);
      assert.ok(agree >= 8, `${agree} kernels equal`);
    });
  }
});
