// GCNKIT_SIM_FAST=off (src/sim/fast-switch.ts): the simulator's fast paths (the VALU's common-case
// lane loop, the buffer unit's linear V# view and unrolled loads/stores/atomics) against the
// generic path. Every kernel of the HSA corpus (test/objects/hsa) runs on its GPU both ways with
// the ARGS.json template `gcnkit run` offers (one workgroup); the final buffers, instruction counts, hazards and
// warnings must be the same. A straight-line program of the fast-path shapes compares the final
// registers and memory too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCodeObject } from '../src/objects/code-object.js';
import { argsTemplate, defaultDispatch, runKernel, simulate, type KernelArg } from '../src/sim/index.js';
import { simFast } from '../src/sim/fast-switch.js';
import { objectDir } from '../scripts/object-compare.js';
import { GPUS } from './support/kernel-ref.js';

/** f() with GCNKIT_SIM_FAST set to `mode` (undefined: unset), the variable restored after. */
function withMode<T>(mode: string | undefined, f: () => T): T {
  const old = process.env.GCNKIT_SIM_FAST;
  if (mode === undefined) delete process.env.GCNKIT_SIM_FAST;
  else process.env.GCNKIT_SIM_FAST = mode;
  try {
    return f();
  } finally {
    if (old === undefined) delete process.env.GCNKIT_SIM_FAST;
    else process.env.GCNKIT_SIM_FAST = old;
  }
}

/** What a run leaves (or the error it stops with). */
function outcome(f: () => unknown): unknown {
  try {
    return f();
  } catch (e) {
    return { error: (e as Error).message };
  }
}

test('GCNKIT_SIM_FAST=off turns the fast paths off; unset or anything else leaves them on', () => {
  assert.equal(withMode('off', simFast), false);
  assert.equal(withMode(undefined, simFast), true);
  assert.equal(withMode('on', simFast), true);
});

for (const gpu of GPUS) {
  test(`${gpu}: every HSA corpus kernel leaves the same buffers with and without the fast paths`, () => {
    const dir = objectDir('hsa', gpu);
    let ran = 0, instructions = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.o')).sort()) {
      const obj = readCodeObject(new Uint8Array(readFileSync(join(dir, file))));
      for (const k of obj.kernels) {
        // One workgroup, at most 20,000 instructions a wave (conv2d's template loops longer): the
        // test compares paths, the kernels' results are checked by run-*.test.ts.
        const block = defaultDispatch(obj, k.name).block;
        const d = { grid: block, block };
        const tpl = argsTemplate(obj, k.name, d);
        if (tpl.args.some((a) => Object.keys(a).length === 0)) continue;
        const args = tpl.args as KernelArg[];
        const run = (): unknown => outcome(() => {
          const r = runKernel(obj, k.name, d, args, { maxSteps: 20000 });
          return { buffers: r.buffers.map((b) => b.hex), instructions: r.instructions, hazards: r.hazards.length, warnings: r.warnings.map((w) => w.message) };
        });
        const fast = withMode(undefined, run), generic = withMode('off', run);
        assert.deepEqual(generic, fast, `${gpu} ${file} ${k.name}`);
        if (!(fast as { error?: string }).error) {
          ran++;
          instructions += (fast as { instructions: number }).instructions;
        }
      }
    }
    // The corpus runs whole (a kernel that stopped both ways would compare nothing).
    assert.ok(ran >= 40, `${ran} kernels ran`);
    assert.ok(instructions > 30000, `${instructions} wave instructions`);
  });
}

const lanes = (f: (l: number) => number): number[] => Array.from({ length: 64 }, (_, l) => f(l) >>> 0);

test('gfx900: a program of the fast-path shapes ends with the same registers and memory both ways', () => {
  const state = {
    sgpr: { 's[4:7]': [0x10000, 0, 0x400, 0x27000], s2: 7, s3: 0x3f800000, 's[8:9]': [0x5555aaaa, 0x0f0f0f0f] },
    vgpr: { v0: lanes((l) => 4 * l), v1: 'lane', v100: lanes((l) => l * 0.75 * 2 ** 23 + 0x3f800000), v101: 0x40000000, v102: lanes((l) => 0x00400000 * (l & 1)), v103: lanes((l) => l * 977 - 9000), v104: lanes((l) => 0xfc + 8 * l) },
    memory: [{ addr: '0x10000', dwords: lanes((l) => l * 3 + 0x7ffffffe) }],
  };
  const program = [
    's_mov_b64 exec, s[8:9]',
    'buffer_load_dword v2, v0, s[4:7], 0 offen offset:16',
    'buffer_load_dwordx2 v[3:4], v104, s[4:7], s2 offen offset:4',
    'buffer_load_dwordx4 v[20:23], v0, s[4:7], 0 offen offset:0x3f8',
    'buffer_load_dword v24, off, s[4:7], 0 offset:0xffc',
    's_waitcnt vmcnt(0)',
    'buffer_store_dword v103, v0, s[4:7], 0 offen offset:0x100',
    'buffer_store_dwordx2 v[3:4], v104, s[4:7], 0 offen',
    'buffer_atomic_add v2, v0, s[4:7], 0 offen glc',
    'buffer_atomic_smax v103, v0, s[4:7], s2 offen offset:8',
    'buffer_atomic_cmpswap v[3:4], v0, s[4:7], 0 offen glc',
    's_waitcnt vmcnt(0)',
    'v_add_f32 v5, -v100, |v101|',
    'v_mul_f32 v6, s3, v102',
    'v_fma_f32 v7, v100, -v102, 0.5 clamp',
    'v_mad_f32 v8, v100, v101, v102 mul:2',
    'v_mac_f32 v8, v100, v101',
    'v_add_co_u32 v9, vcc, v103, v104',
    'v_addc_co_u32 v10, vcc, v103, v104, vcc',
    'v_cndmask_b32 v11, v103, v104, vcc',
    'v_cmp_lt_i32 s[10:11], v103, v1',
    'v_cmpx_gt_u32 vcc, 0x100, v104',
    'v_add_f16 v12, v100, -v102',
    'v_med3_i32 v13, v103, v104, s2',
    's_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 3',
    'v_add_f32 v14, v100, v102',
    'v_sqrt_f32 v15, v103',
    's_mov_b64 exec, -1',
    'buffer_load_dwordx4 v[30:33], v0, s[4:7], 0 offen',
    's_waitcnt vmcnt(0)',
  ].join('\n') + '\n';
  const run = (): unknown => outcome(() => {
    const r = simulate(program, state, { gpu: 'gfx900', dumps: ['0x10000:1056'] });
    return { sgpr: r.sgpr, vgpr: r.vgpr, exec: r.exec, dump: r.dump, hazards: r.hazards, steps: r.steps };
  });
  const fast = withMode(undefined, run), generic = withMode('off', run);
  assert.equal((fast as { error?: string }).error, undefined);
  assert.deepEqual(generic, fast);
});
