// Start-up: a GPU builds the rows of its own encodings only (src/isa/table.ts lazyTable). Run in
// its own process (node --test gives each file one), before anything else has read the tables.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isaFor, TABLES } from '../src/isa/index.js';

const built = (): string[] => TABLES.filter((t) => Object.getOwnPropertyDescriptor(t, 'instrs')?.get === undefined).map((t) => t.name);

test('tahiti builds no rows of the encodings it does not have (SMEM, FLAT, SDWA, DPP, VOP3P)', () => {
  assert.deepEqual(built(), [], 'importing src/isa builds no table');
  const isa = isaFor('gcn1.0');
  assert.ok(isa.byName.get('v_add_f32')?.def.opcodes[0] === 0x03, 'the GPU\'s own tables are built');
  for (const name of ['SMEM', 'FLAT', 'VOP1_SDWA', 'VOP2_SDWA', 'VOPC_SDWA', 'VOP1_DPP', 'VOP2_DPP', 'VOP3P']) assert.ok(!built().includes(name), `${name} built for tahiti`);
  // Read later, such a table is whole and its layouts are the ones already read.
  const sdwa = TABLES.find((t) => t.name === 'VOP1_SDWA')!;
  const layouts = sdwa.layouts;
  assert.ok(sdwa.instrs.length > 0);
  assert.equal(sdwa.layouts, layouts);
  assert.ok(built().includes('VOP1_SDWA'));
});
