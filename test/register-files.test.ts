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
import { baseTarget, has, resolveTarget } from '../src/isa/targets.js';
import { registerFiles } from '../src/isa/register-files.js';
import { Wave, recycleWave } from '../src/sim/wave.js';
import { sim } from './support/sim-util.js';

test('a wave has the register files of its target', () => {
  for (const gen of GENS) {
    const files = registerFiles(gen);
    // CDNA 2 and 3 (LLVM's gfx90a-insts): one unified vector file of 512 entries per lane, 256 of
    // them nameable as AGPRs (CDNA2 ISA, "unified VGPR file"); GCN 1.0-1.4 families: 256 VGPRs.
    const t = baseTarget(gen);
    assert.deepEqual(files, has(t, 'gfx90a-insts') ? { vgprs: 256, agprs: 256, sregCodes: 128, unified: 512 } : { vgprs: 256, agprs: 0, sregCodes: 128 }, gen);
    const entries = files.unified ?? files.vgprs;
    const w = new Wave(gen);
    assert.equal(w.vgprs, files.vgprs);
    assert.equal(w.unified, files.unified);
    assert.equal(w.vgpr.length, entries * 64);
    assert.equal(w.vgprTouched.length, files.vgprs);
    recycleWave(w);
    assert.equal(new Wave(gen).vgpr.length, entries * 64);
  }
  // gfx908 (mai-insts, a GCN 1.4 target): 256 AGPRs in a file of their own.
  assert.deepEqual(registerFiles(resolveTarget('gfx908')!), { vgprs: 256, agprs: 256, sregCodes: 128 });
  // The last VGPR is usable, one past it is a located state error.
  assert.deepEqual(sim('gcn1.4', ['v_mov_b32 v255, 5', 's_endpgm']).vgpr.v255.slice(0, 2), [5, 5]);
  assert.throws(() => sim('gcn1.4', ['s_endpgm'], { vgpr: { 'v[255:256]': 1 } }), /unknown vector register 'v\[255:256\]' \(v0\.\.v255/);
});

test('every operand naming registers has its register class; modifiers and immediates have none', () => {
  const want: Record<string, string> = { vreg: 'vgpr', vsrc: 'vgpr', dppsrc: 'vgpr', sdwasrc: 'vgpr', pksrc: 'vgpr', sreg: 'sgpr', ssrc: 'sgpr', sbase: 'sgpr', srsrc: 'sgpr', vcc: 'sgpr' };
  let n = 0;
  for (const gen of GENS) {
    const mai = has(baseTarget(gen), 'mai-insts');
    for (const { def, enc } of isaFor(gen).byName.values()) {
      for (const o of def.operands) {
        n++;
        // A memory data operand is 'av' on every family: its file is the word's ACC bit (CDNA 2+),
        // VGPRs on a layout without that bit.
        const rclass = o.rclass === 'av' && !def.enc.startsWith('VOP') && !enc.layout.byName.acc ? 'vgpr' : o.rclass;
        if (o.mod || o.kind === 'simm16' || o.kind === 'litk' || o.kind === 'lit32') assert.equal(rclass, 'none', `${gen} ${def.name} ${o.kind}`);
        // CDNA's vector operands may name AGPRs (class agpr, or av: either file).
        else if (want[o.kind] && !(mai && want[o.kind] === 'vgpr' && (rclass === 'agpr' || rclass === 'av'))) assert.equal(rclass, want[o.kind], `${gen} ${def.name} ${o.kind} ${o.field}`);
        if (!mai) assert.ok(rclass !== 'agpr' && rclass !== 'av', `${gen} ${def.name}: no AGPRs before CDNA`);
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
