// No program and no state can make the simulator throw anything but a located SimError: random
// instruction words (valid and invalid, every encoding) run as binaries on random states.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GENS } from '../src/isa/gens.js';
import { isaFor } from '../src/isa/index.js';
import { simulate, SimError } from '../src/sim/index.js';
import { assembleInstruction } from '../src/asm/instruction.js';
import { makeRng, randomInstruction } from '../scripts/random-words.js';
import { opcodeOn } from '../src/isa/opcodes.js';

const u32 = (rng: () => number): number => Math.floor(rng() * 2 ** 32);

// The memory encodings, six to a program; then every encoding with instructions (scalar and vector
// ALU too, their invalid encodings included: a VGPR-only source holding a scalar code once made
// v_swap_b32 write VGPR -1), three to a program, most of which stop at an invalid one.
for (const [kind, size, minRan] of [['memory', 6, 50], ['any-encoding', 3, 60]] as const) for (const gen of GENS) {
  test(`${gen}: 400 random ${kind} programs run or fail with a located SimError, never a crash`, () => {
    const rng = makeRng(20261122 + GENS.indexOf(gen) + (kind === 'memory' ? 0 : 100));
    // The encodings the simulator runs (others are "not simulated yet" errors, tested in sim-cli),
    // of those the family has a row of (CDNA 2 and 3 have no EXP or VINTRP, CDNA 3 no MIMG).
    const encs = isaFor(gen).encodings.filter((e) => (kind === 'memory' ? ['SMRD', 'SMEM', 'MUBUF', 'MTBUF', 'FLAT', 'DS'].includes(e.table.name) : true)
      && e.table.instrs.some((d) => opcodeOn(d, gen) >= 0));
    let ran = 0, rejected = 0;
    for (let p = 0; p < 400; p++) {
      const words: number[] = [];
      for (let i = 0; i < size; i++) words.push(...randomInstruction(encs[Math.floor(rng() * encs.length)], rng, 0.95, 0.5));
      const bytes = new Uint8Array(Uint32Array.from(words).buffer);
      const state = {
        sgpr: Object.fromEntries(Array.from({ length: 24 }, (_, i) => [`s${i * 4}`, u32(rng)]).concat([[`s[${96}:${99}]`, [u32(rng), u32(rng), u32(rng), u32(rng)] as never]])),
        vgpr: Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`v${i * 16 + Math.floor(rng() * 16)}`, rng() < 0.5 ? 'lane' : u32(rng)])),
        exec: `0x${u32(rng).toString(16)}${u32(rng).toString(16).padStart(8, '0')}`,
        m0: u32(rng),
        memory: [{ addr: u32(rng), dwords: [u32(rng), u32(rng)] }],
      };
      try {
        const r = simulate(bytes, state, { gpu: gen, dumps: ['0x0:4', '0xfffffffffffffff0:4'], ldsDumps: ['0xfff0:4'] });
        assert.equal(r.dump['0x0:4'].length, 4);
        for (const v of Object.values(r.vgpr)) assert.ok(v.length === 64 && v.every((x) => Number.isInteger(x) && x >= 0 && x < 2 ** 32));
        ran++;
      } catch (e) {
        assert.ok(e instanceof SimError, `program ${p} threw ${(e as Error).stack}`);
        assert.ok(e.diagnostics.length > 0 && e.diagnostics[0].line >= 1);
        rejected++;
      }
    }
    assert.ok(ran > minRan, `only ${ran} of 400 random programs ran (${rejected} rejected)`);
  });
}

test('a VGPR-only source holding a scalar code is a located SimError (v_swap_b32 wrote VGPR -1: RangeError)', () => {
  // Fuzz seed 1241196179: 0x7efaa295 is v_swap_b32 v125 with src0 = 149 (the inline 21).
  assert.throws(() => simulate(new Uint8Array(Uint32Array.of(0x7efaa295, 0xbf810000).buffer), '{}', { gpu: 'gfx900' }),
    (e: unknown) => e instanceof SimError && /<program>:1:1: .*src0 must be a VGPR, not the scalar source code 149/.test(e.message));
});

test('bad dump specs and states are SimErrors located in their text', () => {
  const prog = 's_endpgm';
  const bad: [string, unknown, string[], RegExp][] = [
    ['gfx900', '{"sgpr": {"s102": 1}}', [], /<state>:1:11: unknown scalar register 's102'/],
    ['tahiti', '{"memory": [{"addr": "0x10000000000000000", "dwords": [1]}]}', [], /does not fit in 64 bits/],
    ['tonga', '{"memory": [{"addr": "0xfffffffffffffffe", "dwords": [1]}]}', [], /run past the end/],
    ['tonga', '{"vgpr": {"v1": [1, 2]}}', [], /64 values/],
    ['tonga', '{\n  "exec": 1,\n  "bogus": 2\n}', [], /<state>:3:3: unknown key 'bogus'/],
    ['tonga', '{}', ['0x1000'], /--dump:1:1: '0x1000': not ADDR:NDWORDS/],
    ['tonga', '{}', ['0xfffffffffffffffc:2'], /past the 64-bit address space/],
  ];
  for (const [gpu, state, dumps, re] of bad) {
    assert.throws(() => simulate(prog, state as string, { gpu, dumps }), (e: unknown) => e instanceof SimError && re.test(e.message));
  }
});

test('results that would run past v255 make the instruction a no-op (issued as if EXEC were 0)', () => {
  // buffer_load_format_xyzw v[252:255], v0, s[4:7], 0 offen with VDATA patched to 254 (v254..v257).
  const words = assembleInstruction('gcn1.4', 'gfx900', 'buffer_load_format_xyzw v[252:255], v0, s[4:7], 0 offen', 1).words;
  words[1] = ((words[1] & ~0xff00) | (254 << 8)) >>> 0;
  const flat = assembleInstruction('gcn1.2', 'tonga', 'flat_load_dwordx4 v[252:255], v[0:1]', 1).words;
  flat[1] = ((flat[1] & ~0xff000000) | (254 << 24)) >>> 0;
  const state = { sgpr: { 's[4:7]': [0, 0, 64, 0x27fac] }, vgpr: { v254: 7 } };
  for (const [gpu, ws] of [['gfx900', words], ['tonga', flat]] as const) {
    const r = simulate(new Uint8Array(Uint32Array.from(ws).buffer), state, { gpu });
    assert.deepEqual(r.vgpr.v254, new Array(64).fill(7));
    assert.equal(r.vgpr.v255, undefined);
    assert.deepEqual(r.counters, { vmcnt: 0, lgkmcnt: 0, expcnt: 0 });
  }
});

test('a scalar destination range past the register file: the instruction is not executed', () => {
  // s_load_dwordx4 s[124:127] is not writable syntax; patch SDATA of s_load_dwordx4 s[0:3] to 126.
  const words = assembleInstruction('gcn1.4', 'gfx900', 's_load_dwordx4 s[0:3], s[2:3], 0x0', 1).words;
  words[0] = ((words[0] & ~(0x7f << 6)) | (126 << 6)) >>> 0;
  const r = simulate(new Uint8Array(Uint32Array.from(words).buffer), { memory: [{ addr: 0, dwords: [1, 2, 3, 4] }] }, { gpu: 'gfx900' });
  assert.equal(r.exec, '0xffffffffffffffff');
  assert.deepEqual(r.counters, { vmcnt: 0, lgkmcnt: 0, expcnt: 0 });
});
