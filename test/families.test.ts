// Families with inheritance (src/isa/gens.ts): a family without data of its own in a per-family
// table (opcodes, layouts, register files, counters, name tables, semantics, hazards) takes its
// parent's, so a child family (GFX90A, GFX940 under GFX9) is its FAMILIES entry, its targets and
// the rows and entries it overrides. The child families here are made up (./support/child-family).
import './support/child-family.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CHILD, CHILD_OVER } from './support/child-family.js';
import { GENS, GEN_INFO, addFamily, onFamily, type Gen } from '../src/isa/gens.js';
import { opcodeOn } from '../src/isa/opcodes.js';
import { TABLES } from '../src/isa/index.js';
import { profileRows, withFacts } from '../src/isa/table.js';
import { VOP1, VOP2 } from '../src/isa/valu.js';
import { resolveTarget } from '../src/isa/targets.js';
import { SCALAR_FILES, sregName, type ScalarFile } from '../src/isa/registers.js';
import { waitcntFields } from '../src/isa/waitcnt.js';
import { semanticsOf } from '../src/isa/semantics.js';
import { occupancyOf } from '../src/isa/occupancy-data.js';
import { nfmtNames } from '../src/isa/buffer-formats.js';
import { hwregName, msgName } from '../src/isa/imm-forms.js';
import { WAIT_STATE_RULES, nopWaitStates, ruleWaitStates } from '../src/analyze/hazard-rules.js';
import { decode, encode } from '../src/codec/codec.js';
import { printDecoded } from '../src/syntax/print.js';
import { assembleInstruction } from '../src/asm/instruction.js';
import { fastAssemble } from '../src/asm/fast.js';
import { Disassembler } from '../src/dis/disassembler.js';
import { loadVectors } from './support/vectors.js';

const GFX9: Gen = 'gcn1.4';
const child = resolveTarget('gfx9child')!;
const over = resolveTarget('gfx9over')!;
const gfx900 = loadVectors().filter((v) => v.file === 'gfx900.txt');

// CHILD_OVER's own register file: GFX9's without XNACK_MASK (an entry of the per-family table).
const gfx9File = SCALAR_FILES[GFX9]!;
(SCALAR_FILES as Record<string, ScalarFile>)[CHILD_OVER] = { ...gfx9File, pairs: gfx9File.pairs.filter((p) => p.name !== 'xnack_mask') };

test('the child families are registered like the built-in ones: GENS, GEN_INFO (inherited fields), targets', () => {
  assert.deepEqual(GENS.slice(-2), [CHILD, CHILD_OVER]);
  assert.equal(GEN_INFO[CHILD].parent, GFX9);
  assert.equal(GEN_INFO[CHILD].modeReset, GEN_INFO[GFX9].modeReset);
  assert.deepEqual([...GEN_INFO[CHILD].features], [...GEN_INFO[GFX9].features]);
  assert.equal(child.gen, CHILD);
  // Tables are built by now (the vectors were read): a family added later would lack them.
  decode(child, [0xbf810000], 0);
  assert.throws(() => addFamily({ gen: 'late' as typeof CHILD, parent: GFX9 }), /registered after the per-family tables were built/);
});

test('a child family of GFX9 assembles every gfx900 golden vector to gfx900\'s words (generic and fast paths)', () => {
  const bad: string[] = [];
  let n = 0, fastN = 0;
  for (const v of gfx900) {
    if (v.text === '.long') continue;
    n++;
    try {
      const got = assembleInstruction(CHILD, child.name, v.text, 1).words;
      if (got.join() !== v.words.join()) bad.push(`${v.line}: ${v.text} -> ${got.map((w) => w.toString(16)).join(' ')}`);
    } catch (e) {
      bad.push(`${v.line}: ${v.text} -> ${(e as Error).message}`);
    }
    const f = fastAssemble(child, v.text, 0);
    if (f) {
      fastN++;
      if (f.words.join() !== v.words.join()) bad.push(`${v.line}: fast path: ${v.text} -> ${f.words.map((w) => w.toString(16)).join(' ')}`);
    }
  }
  assert.ok(n > 9000, `${n} lines`);
  assert.ok(fastN > n / 2, `the fast path took ${fastN} of ${n}`);
  assert.deepEqual(bad.slice(0, 10), []);
});

test('a child family of GFX9 disassembles every gfx900 golden vector to gfx900\'s text (generic and byte paths)', () => {
  const bad: string[] = [];
  const words: number[] = [];
  const texts: string[] = [];
  for (const v of gfx900) {
    const d = decode(child, v.words, 0);
    const p = d && printDecoded(d, v.words, 0);
    const got = !p ? 'undecoded' : p.problem === undefined ? p.text : '.long';
    if (got !== v.text) bad.push(`${v.line}: expected "${v.text}", got "${got}"`);
    if (v.text !== '.long') { words.push(...v.words); texts.push(v.text); }
  }
  assert.deepEqual(bad.slice(0, 10), []);
  // The disassembler's byte path (the WebAssembly kernel's print programs) on the same words.
  const chunks: Buffer[] = [];
  const dis = new Disassembler({ gen: CHILD, target: child }, () => assert.fail('the byte path printed a string'), undefined, (c) => chunks.push(Buffer.from(c)));
  dis.push(new Uint8Array(Uint32Array.from(words).buffer));
  dis.end();
  const lines = Buffer.concat(chunks).toString('utf8').split('\n').map((l) => l.trim()).filter((l) => l);
  assert.equal(lines.length, texts.length);
  const diff = lines.findIndex((l, i) => !l.startsWith(texts[i]));
  assert.equal(diff, -1, diff < 0 ? '' : `byte path: "${lines[diff]}" for "${texts[diff]}"`);
  assert.ok(dis.fastCounts.fast > texts.length / 2, `byte path took ${dis.fastCounts.fast} of ${texts.length}`);
});

test('a child family of GFX9 has GFX9\'s rows, family data, semantics and hazards', () => {
  let n = 0;
  for (const table of TABLES) {
    assert.equal(!!table.layouts[CHILD], !!table.layouts[GFX9], `${table.name} layout`);
    for (const d of table.instrs) {
      assert.equal(opcodeOn(d, CHILD), opcodeOn(d, GFX9), `${table.name} ${d.name}`);
      assert.deepEqual(d.specsByGen[CHILD], d.specsByGen[GFX9], `${table.name} ${d.name} specs`);
      if (opcodeOn(d, GFX9) >= 0) n++;
    }
  }
  assert.ok(n > 1500, `${n} GFX9 rows`);
  const v = VOP2.instrs.find((d) => d.name === 'v_add_f32')!;
  assert.equal(onFamily(v.dpp!, CHILD), true);
  assert.deepEqual(waitcntFields(CHILD), waitcntFields(GFX9));
  assert.deepEqual(semanticsOf(CHILD), semanticsOf(GFX9));
  assert.deepEqual(occupancyOf(CHILD), occupancyOf(GFX9));
  assert.deepEqual(nfmtNames(CHILD), nfmtNames(GFX9));
  for (let id = 0; id < 64; id++) assert.equal(hwregName(CHILD, id), hwregName(GFX9, id), `hwreg ${id}`);
  for (let id = 0; id < 16; id++) assert.equal(msgName(CHILD, id), msgName(GFX9, id), `msg ${id}`);
  for (const r of WAIT_STATE_RULES) assert.equal(ruleWaitStates(r, CHILD), ruleWaitStates(r, GFX9), r.id);
  assert.equal(nopWaitStates(0xf, CHILD), 16);
});

test('a family\'s own entries override what it inherits: an opcode cell, a register-file entry', () => {
  // An opcode: the row text's named cell op:FAMILY=KEY (LLVM's name of the family).
  const [row] = profileRows('VOP2', VOP2.layouts, 'v_made_up alu 0x30 - 0x31 0x32 op:GFX9OVER=0x33 vdst:v32 src0:f32 vsrc1:v32');
  assert.deepEqual([GFX9, CHILD, CHILD_OVER].map((g) => opcodeOn(row, g)), [0x32, 0x32, 0x33]);
  const def = withFacts(row, VOP2.layouts);
  const lay = VOP2.layouts[CHILD_OVER]!;
  const fields = { ...lay.blank(), op: opcodeOn(def, CHILD_OVER), vdst: 1, src0: 258, vsrc1: 3 };
  assert.deepEqual(encode(lay, fields), [0x66020702]); // op 0x33 << 25 | vdst 1 << 17 | vsrc1 3 << 9 | src0 v2
  // A register file: CHILD_OVER has no XNACK_MASK; CHILD inherits GFX9's.
  assert.equal(sregName(CHILD, 104, 2), 'xnack_mask');
  assert.equal(sregName(CHILD_OVER, 104, 2), undefined);
  const words = [0xbee80102]; // s_mov_b64 xnack_mask, s[2:3] (llvm-mc 19 -mcpu=gfx900 -show-encoding: [0x02,0x01,0xe8,0xbe])
  assert.equal(printDecoded(decode(child, words, 0)!, words, 0).text, 's_mov_b64 xnack_mask, s[2:3]');
  assert.notEqual(printDecoded(decode(over, words, 0)!, words, 0).problem, undefined);
  assert.throws(() => assembleInstruction(CHILD_OVER, over.name, 's_mov_b64 xnack_mask, s[2:3]', 1));
  // A -1 cell removes a row from the family that has it, not from its parent.
  const [gone] = profileRows('VOP1', VOP1.layouts, 'v_made_up2 alu 0x30 - 0x31 0x32 op:GFX9OVER=- vdst:v32 src0:f32');
  assert.deepEqual([GFX9, CHILD, CHILD_OVER].map((g) => opcodeOn(gone, g)), [0x32, 0x32, -1]);
});

test('CI inherits SI\'s opcodes (LLVM\'s one SI encoding family); a row gives CI a cell only where it differs', () => {
  const add = VOP2.instrs.find((d) => d.name === 'v_add_f32')!;
  assert.deepEqual(add.opcodes, { 'gcn1.0': 3, 'gcn1.2': 1, 'gcn1.4': 1 });
  assert.equal(opcodeOn(add, 'gcn1.1'), 3);
  // v_trunc_f64: CI only of the two; v_log_clamp_f32: SI/CI only.
  const trunc = VOP1.instrs.find((d) => d.name === 'v_trunc_f64')!;
  assert.deepEqual([opcodeOn(trunc, 'gcn1.0'), opcodeOn(trunc, 'gcn1.1')], [-1, 0x17]);
  const logc = VOP1.instrs.find((d) => d.name === 'v_log_clamp_f32')!;
  assert.deepEqual((['gcn1.0', 'gcn1.1', 'gcn1.2', 'gcn1.4', CHILD] as const).map((g) => opcodeOn(logc, g)), [0x26, 0x26, -1, -1, -1]);
});

test('a row text names a family\'s own cell after the columns: op:FAMILY=KEY', () => {
  const [row] = profileRows('VOP2', VOP2.layouts, 'v_made_up alu 0x30 - 0x31 0x32 op:CI=0x33 vdst:v32 src0:f32 vsrc1:v32');
  assert.deepEqual((['gcn1.0', 'gcn1.1', 'gcn1.2', 'gcn1.4'] as const).map((g) => opcodeOn(row, g)), [0x30, 0x33, 0x31, 0x32]);
  assert.throws(() => profileRows('VOP2', VOP2.layouts, 'v_made_up alu 0x30 - 0x31 0x32 op:GFX42=0x33 vdst:v32'), /unknown family GFX42/);
});
