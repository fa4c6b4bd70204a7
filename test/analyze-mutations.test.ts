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
