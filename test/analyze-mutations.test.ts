// Validation of the static wait and hazard checks on clang-19's code (issue 29 item 2): no finding
// on any kernel or function of test/objects, and, on a subset, every s_waitcnt removed or loosened
// and every s_nop removed or shortened: whenever the simulator reports a hazard for the mutated
// kernel (one workgroup, argsTemplate inputs), the static check has a finding at that instruction.
// The whole corpus: node dist/scripts/analyze-mutations.js (figures in the closing note).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkProgram } from '../src/analyze/checks.js';
import { programsOfObject } from '../src/analyze/load.js';
import { readCodeObject } from '../src/objects/code-object.js';
import { xnackEnabled } from '../src/objects/targets.js';
import { corpusObjects, missedBy, mutateObject, tally } from '../scripts/analyze-corpus.js';
import { classifyStaticOnly, ranGraph } from '../scripts/analyze-falses.js';
import { programsOfSource } from '../src/analyze/load.js';

const ROOT = join(process.cwd(), 'test', 'objects');
const GPUS = ['tahiti', 'bonaire', 'tonga', 'gfx900', 'gfx906'];

test('no wait or hazard finding on any kernel or function of the clang-19 objects (HSA and Mesa, every GPU, XNACK as each object\'s target says)', { skip: !existsSync(ROOT) }, () => {
  let programs = 0;
  const found: string[] = [];
  for (const flavour of ['hsa', 'mesa']) {
    for (const gpu of GPUS) {
      const dir = join(ROOT, flavour, gpu);
      if (!existsSync(dir)) continue; // gfx906: HSA objects only
      for (const f of readdirSync(dir).filter((x) => x.endsWith('.o'))) {
        const obj = readCodeObject(new Uint8Array(readFileSync(join(dir, f))));
        for (const p of programsOfObject(obj)) {
          programs++;
          for (const x of checkProgram(p, undefined, { xnack: xnackEnabled(obj.target) })) found.push(`${flavour}/${gpu}/${f} ${p.name}: ${x.message}`);
        }
      }
    }
  }
  assert.deepEqual(found, []);
  assert.equal(programs, 492);
});

// tahiti calls.o: call_poly without its first s_waitcnt, the read after a call whose target a late
// s_load clobbered (waits.ts Pend.clobbered).
for (const [gpu, file] of [['gfx900', 'vadd.o'], ['tahiti', 'vadd.o'], ['gfx900', 'calls.o'], ['tahiti', 'calls.o']] as const) {
  test(`${gpu} ${file}: every s_waitcnt/s_nop mutation the simulator catches is caught statically`, { skip: !existsSync(ROOT) }, () => {
    const outs = corpusObjects(gpu, [file]).flatMap((o) => mutateObject(gpu, o.file, o.bytes));
    const t = tally(outs);
    const missed = outs.filter((o) => missedBy(o).length).map((o) => `${o.m.program} +0x${o.m.offset.toString(16)} ${o.m.what}`);
    assert.deepEqual(missed, []);
    assert.ok(t.simCaught > 0 && t.simulated === t.tried, JSON.stringify(t));
    assert.ok(t.staticCaught >= t.simCaught, JSON.stringify(t));
  });
}

// The static-only findings explained (scripts/analyze-falses.ts): one case of each reason, its
// evidence computed from the unmutated object's simulated run.
test('static-only findings get their reason: the caller stand-in, a reader the run never executed, a branch the run never took', { skip: !existsSync(ROOT) }, () => {
  const why = (gpu: string, file: string): string[] => {
    const only = corpusObjects(gpu, [file]).flatMap((o) => mutateObject(gpu, o.file, o.bytes))
      .filter((o) => o.m.name === 's_waitcnt' && o.sim && !o.sim.length && o.found.length);
    return classifyStaticOnly(only, (o) => corpusObjects(o.gpu, [o.file], o.flavour)[0].bytes)
      .map((c) => `${c.o.m.program} +0x${c.o.m.offset.toString(16)} ${c.o.m.what} 0x${c.f.offset.toString(16)}<-0x${c.f.with?.toString(16)} ${c.reason}`);
  };
  // fmix32 is a function: its first s_waitcnt removed, the caller's loads (the stand-in at 0x0) are outstanding.
  assert.ok(why('gfx900', 'hash.o').includes('fmix32 +0x0 remove 0x4<-0x0 caller'));
  // reduce_sum: the s_load_dwordx4 at 0x30 waited for in the loop (0x5c) the run always enters;
  // with no work-item below n (n = 0) the wave skips it and s_movk_i32 s0 (0xc0) overwrites s0 in flight.
  // particles: argsTemplate's params struct is zero bytes, so n = 0 and no work-item runs the body.
  const r = why('gfx900', 'reduce.o');
  assert.ok(r.includes('reduce_sum +0xbc remove 0xc0<-0x30 path-branch'), r.join('\n'));
  assert.ok(r.every((x) => !x.endsWith(' other')), r.join('\n'));
  assert.ok(why('gfx900', 'structs.o').includes('particles +0x154 remove 0x158<-0x144 path-reader'));
});

// The run's graph keeps only edges a wave took: a one-block loop run once did not take its back
// edge, though its instructions follow each other in the trace.
test('the graph of the blocks and edges a run took: a one-block loop run once has no back edge', () => {
  const { programs: [p] } = programsOfSource('s_mov_b32 s0, 0\nloop:\ns_add_u32 s0, s0, 1\ns_cmp_lg_u32 s0, 4\ns_cbranch_scc1 loop\ns_endpgm\n', 'gfx900');
  const g = ranGraph(p, [[0, 4, 8, 12, 16]]);
  assert.deepEqual(g.blocks.map((b) => b.succs), [[1], [2], []]);
  // Run four times round: the back edge is taken.
  assert.deepEqual(ranGraph(p, [[0, 4, 8, 12, 4, 8, 12, 4, 8, 12, 4, 8, 12, 16]]).blocks.map((b) => b.succs), [[1], [1, 2], []]);
});
