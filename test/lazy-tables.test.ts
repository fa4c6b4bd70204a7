// Start-up: a GPU builds the rows of its own encodings only (src/isa/table.ts lazyTable). Run in
// its own process (node --test gives each file one), before anything else has read the tables.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isaFor, TABLES } from '../src/isa/index.js';
import { GENS } from '../src/isa/gens.js';
import { Assembler } from '../src/asm/assembler.js';
import { isModifier } from '../src/asm/instruction.js';
import { opcodeOn } from '../src/isa/opcodes.js';

const built = (): string[] => TABLES.filter((t) => Object.getOwnPropertyDescriptor(t, 'instrs')?.get === undefined).map((t) => t.name);

const NOT_TAHITI = ['SMEM', 'FLAT', 'VOP1_SDWA', 'VOP2_SDWA', 'VOPC_SDWA', 'VOP1_DPP', 'VOP2_DPP', 'VOPC_DPP', 'VOP3P'];

test('assembling on tahiti builds no rows of the encodings it does not have', () => {
  assert.deepEqual(built(), [], 'importing src/isa and the assembler builds no table');
  // Modifiers and errors about them, through the fast path (-o's bytes) and the generic one (text).
  const src = ['buffer_load_dword v1, v2, s[4:7], 0 offen glc slc', 'ds_write_b32 v1, v2 offset:4 gds', 's_mov_b32 s1, s2 glc',
    'v_add_f32_e64 v1, v2, v3 clamp', 'v_mov_b32 v1, v2 nv', 'exp mrt0 v1, v2, v3, v4 done vm', 'image_load v[1:4], v[2:5], s[8:15] dmask:0xf unorm lwe'];
  const diags: string[] = [];
  let bytes = 0;
  const asm = new Assembler({ gen: 'gcn1.0' }, (e) => { bytes += e.bytes.length; }, (d) => diags.push(d.message));
  for (const line of src) {
    const b = Buffer.from(line);
    if (asm.fastLine(b, 0, b.length) < 0) asm.line(line);
  }
  asm.end();
  assert.ok(asm.fastLines > 0 && bytes > 0);
  assert.equal(diags.length, 2, diags.join('\n'));
  assert.ok(diags.every((m) => /glc|nv/.test(m)), diags.join('\n'));
  for (const name of NOT_TAHITI) assert.ok(!built().includes(name), `${name} built by tahiti's assembler`);
});

test('tahiti builds no rows of the encodings it does not have (SMEM, FLAT, SDWA, DPP, VOP3P)', () => {
  const isa = isaFor('gcn1.0');
  assert.ok(opcodeOn(isa.byName.get('v_add_f32')!.def, 'gcn1.0') === 0x03, 'the GPU\'s own tables are built');
  for (const name of NOT_TAHITI) assert.ok(!built().includes(name), `${name} built for tahiti`);
  // Read later, such a table is whole and its layouts are the ones already read.
  const sdwa = TABLES.find((t) => t.name === 'VOP1_SDWA')!;
  const layouts = sdwa.layouts;
  assert.ok(sdwa.instrs.length > 0);
  assert.equal(sdwa.layouts, layouts);
  assert.ok(built().includes('VOP1_SDWA'));
});

// Last: it builds every table. isModifier reads only the generation's rows; a name is a modifier on
// every GPU or on none, so no message depends on which GPU's rows were read.
test('every flag of any table is a modifier on every generation', () => {
  const flags = new Set(TABLES.flatMap((t) => t.instrs.flatMap((d) => d.operands.filter((o) => o.kind === 'flag').map((o) => o.field))));
  assert.ok(flags.size > 15 && flags.has('glc') && flags.has('nv') && flags.has('vm'));
  // gfx90a's scc cache bit is named like the source SCC: a modifier only on the instructions that have it.
  flags.delete('scc');
  // A flag is a modifier on the families that have a row with it: CDNA 2 and 3 have no EXP (done,
  // compr, vm), CDNA 3 no MIMG (unorm, da, lwe, r128, a16, d16); nv (CLRX's) is one everywhere.
  for (const g of GENS) {
    const on = new Set(TABLES.flatMap((t) => t.instrs.filter((d) => opcodeOn(d, g) >= 0).flatMap((d) => d.operands.filter((o) => o.kind === 'flag').map((o) => o.field))));
    for (const f of flags) assert.equal(isModifier(f, g), on.has(f) || f === 'nv', `${f} on ${g}`);
  }
  assert.ok(!isModifier('done', 'gfx90a') && isModifier('done', 'gcn1.4') && !isModifier('unorm', 'gfx940') && isModifier('unorm', 'gfx90a'));
  for (const g of GENS) assert.ok(!isModifier('scc', g), `scc on ${g}`);
  for (const g of GENS) for (const w of ['v1', 'offset', 'vcc', 'off', 'done_']) assert.ok(!isModifier(w, g), `${w} on ${g}`);
});
