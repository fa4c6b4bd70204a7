// Register files as data (src/isa/register-files.ts) and the register class of operand specs
// (OperandSpec.rclass): the simulator sizes its files from the target, never from literal counts,
// and every operand that names registers says which file they are in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENS } from '../src/isa/gens.js';
import { isaFor } from '../src/isa/index.js';
import { baseTarget, has } from '../src/isa/targets.js';
import { registerFiles } from '../src/isa/register-files.js';
import { Wave, recycleWave } from '../src/sim/wave.js';
import { sim } from './support/sim-util.js';

test('a wave has the register files of its target', () => {
  for (const gen of GENS) {
    const files = registerFiles(gen);
    assert.deepEqual(files, { vgprs: 256, agprs: 0, sregCodes: 128 });
    const w = new Wave(gen);
    assert.equal(w.vgprs, files.vgprs);
    assert.equal(w.vgpr.length, files.vgprs * 64);
    assert.equal(w.vgprTouched.length, files.vgprs);
    recycleWave(w);
    assert.equal(new Wave(gen).vgpr.length, files.vgprs * 64);
  }
  // The last VGPR is usable, one past it is a located state error.
  assert.deepEqual(sim('gcn1.4', ['v_mov_b32 v255, 5', 's_endpgm']).vgpr.v255.slice(0, 2), [5, 5]);
  assert.throws(() => sim('gcn1.4', ['s_endpgm'], { vgpr: { 'v[255:256]': 1 } }), /unknown vector register 'v\[255:256\]' \(v0\.\.v255/);
});

test('every operand naming registers has its register class; modifiers and immediates have none', () => {
  const want: Record<string, string> = { vreg: 'vgpr', vsrc: 'vgpr', dppsrc: 'vgpr', sdwasrc: 'vgpr', pksrc: 'vgpr', sreg: 'sgpr', ssrc: 'sgpr', sbase: 'sgpr', srsrc: 'sgpr', vcc: 'sgpr' };
  let n = 0;
  for (const gen of GENS) {
    const mai = has(baseTarget(gen), 'mai-insts');
    for (const { def } of isaFor(gen).byName.values()) {
      for (const o of def.operands) {
        n++;
        if (o.mod || o.kind === 'simm16' || o.kind === 'litk' || o.kind === 'lit32') assert.equal(o.rclass, 'none', `${gen} ${def.name} ${o.kind}`);
        // CDNA's vector operands may name AGPRs (class agpr, or av: either file).
        else if (want[o.kind] && !(mai && want[o.kind] === 'vgpr' && (o.rclass === 'agpr' || o.rclass === 'av'))) assert.equal(o.rclass, want[o.kind], `${gen} ${def.name} ${o.kind} ${o.field}`);
        if (!mai) assert.notEqual(o.rclass, 'agpr', `${gen}: no AGPRs before CDNA`);
      }
    }
  }
  assert.ok(n > 10000);
});

test('the simulator has no literal register-file sizes', () => {
  const dir = fileURLToPath(new URL('../../src/sim/', import.meta.url));
  const found: string[] = [];
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
    readFileSync(join(dir, f), 'utf8').split('\n').forEach((line, i) => {
      const code = line.replace(/\/\/.*|\/\*.*?\*\/|^\s*\*.*/g, '');
      // (new Uint8Array(256) in dispatch.ts is the 256-byte amd_queue_t, not a register file.)
      if (/[<>]=? ?25[56]\b|, 256\)|Array\(256\)|VGPRS/.test(code) && !/Uint8Array\(256\)/.test(code)) found.push(`${f}:${i + 1}: ${line.trim()}`);
    });
  }
  assert.deepEqual(found, []);
});
