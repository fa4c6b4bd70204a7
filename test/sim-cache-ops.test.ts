// A MUBUF cache op (buffer_wbinvl1, buffer_wbinvl1_vol, ...) has no operands: its SRSRC, SOFFSET
// and VADDR fields (zero: s[0:3], s0, v0) name no register it reads, so a pending load of those
// registers is no hazard for it (found by the mutation run on the Mesa objects: atomic_float_add's
// buffer_wbinvl1 after s_load_dwordx4 s[0:3] with the s_waitcnt between them removed).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GENS } from '../src/isa/gens.js';
import { sim } from './support/sim-util.js';

const STATE = { sgpr: { 's[2:3]': [0x1000, 0] }, memory: [{ addr: 0x1000, dwords: [1, 2, 3, 4] }] };

for (const gen of GENS) {
  test(`${gen}: buffer_wbinvl1 reads none of s[0:3], s0 or v0 (no hazard with their loads in flight)`, () => {
    const load = 's_load_dwordx4 s[0:3], s[2:3], 0x0';
    const r = sim(gen, [load, 'buffer_wbinvl1', 's_waitcnt lgkmcnt(0)', 's_endpgm'], STATE);
    assert.deepEqual(r.hazards, []);
    // The same place reading s0 is a hazard: the load is pending there.
    const s = sim(gen, [load, 's_mov_b32 s5, s0', 's_waitcnt lgkmcnt(0)', 's_endpgm'], STATE);
    assert.equal(s.hazards.length, 1);
  });
}
