// Opcodes per encoding family with inheritance (src/isa/opcodes.ts): a family without a cell of
// its own takes its parent's, so a child family (GFX90A, GFX940 under GFX9) is its entry in
// gens.ts plus the rows it overrides.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GENS, type Gen } from '../src/isa/gens.js';
import { PARENTS, onFamily, opcodeOn, type Parents } from '../src/isa/opcodes.js';
import { TABLES } from '../src/isa/index.js';
import { profileRows } from '../src/isa/table.js';
import { VOP1, VOP2 } from '../src/isa/valu.js';
import type { InstrDef } from '../src/isa/types.js';

// A made-up child family of GFX9, known to this test only.
const CHILD = 'gfx9-child' as Gen;
const WITH_CHILD: Parents = { ...PARENTS, [CHILD]: 'gcn1.4' };

test('a child family of GFX9 has every GFX9 row with its opcode, derived forms included', () => {
  let n = 0;
  for (const table of TABLES) {
    for (const d of table.instrs) {
      assert.equal(opcodeOn(d, CHILD, WITH_CHILD), opcodeOn(d, 'gcn1.4'), `${table.name} ${d.name}`);
      if (opcodeOn(d, 'gcn1.4') >= 0) n++;
    }
  }
  assert.ok(n > 1500, `${n} GFX9 rows`);
  // Without the parent link the family has no rows.
  const v = VOP2.instrs.find((d) => d.name === 'v_add_f32')!;
  assert.equal(opcodeOn(v, CHILD), -1);
  // Variant flags inherit the same way.
  assert.equal(onFamily(v.dpp!, CHILD, WITH_CHILD), true);
});

test('an override replaces one opcode of the child family and nothing else', () => {
  const base = VOP2.instrs.find((d) => d.name === 'v_add_f32')!;
  const over: InstrDef = { ...base, opcodes: { ...base.opcodes, [CHILD]: 0x3f } };
  assert.equal(opcodeOn(over, CHILD, WITH_CHILD), 0x3f);
  for (const g of GENS) assert.equal(opcodeOn(over, g, WITH_CHILD), opcodeOn(base, g), g);
  // A cell of -1 removes the row from the child only.
  const gone: InstrDef = { ...base, opcodes: { ...base.opcodes, [CHILD]: -1 } };
  assert.equal(opcodeOn(gone, CHILD, WITH_CHILD), -1);
  assert.equal(opcodeOn(gone, 'gcn1.4', WITH_CHILD), 1);
});

test('CI inherits SI\'s opcodes (LLVM\'s one SI encoding family); a row gives CI a cell only where it differs', () => {
  const add = VOP2.instrs.find((d) => d.name === 'v_add_f32')!;
  assert.deepEqual(add.opcodes, { 'gcn1.0': 3, 'gcn1.2': 1, 'gcn1.4': 1 });
  assert.equal(opcodeOn(add, 'gcn1.1'), 3);
  // v_trunc_f64: CI only of the two; v_log_clamp_f32: SI/CI only.
  const trunc = VOP1.instrs.find((d) => d.name === 'v_trunc_f64')!;
  assert.deepEqual([opcodeOn(trunc, 'gcn1.0'), opcodeOn(trunc, 'gcn1.1')], [-1, 0x17]);
  const logc = VOP1.instrs.find((d) => d.name === 'v_log_clamp_f32')!;
  assert.deepEqual(GENS.map((g) => opcodeOn(logc, g)), [0x26, 0x26, -1, -1]);
});

test('a row text names a family\'s own cell after the columns: op:FAMILY=KEY', () => {
  const [row] = profileRows('VOP2', VOP2.layouts, 'v_made_up alu 0x30 - 0x31 0x32 op:CI=0x33 vdst:v32 src0:f32 vsrc1:v32');
  assert.deepEqual(GENS.map((g) => opcodeOn(row, g)), [0x30, 0x33, 0x31, 0x32]);
  assert.throws(() => profileRows('VOP2', VOP2.layouts, 'v_made_up alu 0x30 - 0x31 0x32 op:GFX42=0x33 vdst:v32'), /unknown family GFX42/);
});
