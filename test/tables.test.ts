// The tables are the single source of truth: prove them sane before anything else.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TABLES, isaFor } from '../src/isa/index.js';
import { encodingOf } from '../src/codec/codec.js';
import { GENS, type Gen } from '../src/isa/gens.js';
import { GPU_NAMES, TARGETS, resolveGpu } from '../src/isa/targets.js';
import { opcodeOn } from '../src/isa/opcodes.js';

for (const table of TABLES) {
  for (const [gen, layout] of Object.entries(table.layouts)) {
    test(`${table.name} ${gen}: fields cover every bit exactly once and fit their dword`, () => {
      const owner: string[] = new Array(32 * layout.dwords).fill('');
      for (const f of layout.fields) {
        assert.ok(f.width >= 1, `${f.name} has width`);
        assert.equal(Math.floor(f.lo / 32), Math.floor((f.lo + f.width - 1) / 32), `${f.name} straddles a dword`);
        for (let b = f.lo; b < f.lo + f.width; b++) {
          assert.ok(b < owner.length, `${f.name} bit ${b} beyond the instruction`);
          assert.equal(owner[b], '', `bit ${b}: ${f.name} overlaps ${owner[b]}`);
          owner[b] = f.name;
        }
      }
      assert.deepEqual(owner.flatMap((o, b) => (o ? [] : [b])), [], 'uncovered bits');
    });
    test(`${table.name} ${gen}: the marker value fits and every opcode fits its field`, () => {
      const m = layout.marker;
      assert.ok(m.fixed! >= 0 && m.fixed! <= m.mask);
      const keyBits = layout.opFields.reduce((n, f) => n + f.width, 0);
      for (const d of table.instrs) {
        const key = opcodeOn(d, gen as Gen);
        if (key >= 0) assert.ok(key < 2 ** keyBits, `${d.name}: opcode ${key} does not fit ${keyBits} bits`);
      }
    });
  }
  test(`${table.name}: no two instructions share an opcode on a target`, () => {
    // gfx900's v_mad_mix_f32 and gfx904's v_fma_mix_f32 share an opcode: no target has both.
    for (const t of TARGETS) {
      const seen = new Map<number, string>();
      for (const d of table.instrs) {
        const key = opcodeOn(d, t.gen);
        if (key < 0 || (d.requires && !t.features.has(d.requires))) continue;
        assert.ok(!seen.has(key), `${t.name}: ${d.name} and ${seen.get(key)} share opcode ${key}`);
        seen.set(key, d.name);
      }
    }
  });
  test(`${table.name}: every instruction exists on at least one generation and has a layout there`, () => {
    for (const d of table.instrs) {
      assert.ok(GENS.some((g) => opcodeOn(d, g) >= 0), d.name);
      GENS.forEach((g) => { if (opcodeOn(d, g) >= 0) assert.ok(table.layouts[g], `${d.name} on ${g} without layout`); });
    }
  });
}

test('no duplicate mnemonic per generation across encodings', () => {
  for (const gen of GENS) {
    const seen = new Set<string>();
    for (const table of TABLES) {
      for (const d of table.instrs) {
        if (opcodeOn(d, gen) < 0) continue;
        assert.ok(!seen.has(d.name), `${gen}: duplicate ${d.name}`);
        seen.add(d.name);
      }
    }
  }
});

test('encodings of a generation cannot be confused: where markers overlap, the most specific one decodes', () => {
  const bits = (m: number): number => { let n = 0; for (; m; m &= m - 1) n++; return n; };
  for (const gen of GENS) {
    const encs = isaFor(gen).encodings;
    for (let i = 0; i < encs.length; i++) {
      for (let j = i + 1; j < encs.length; j++) {
        const a = encs[i], b = encs[j];
        const common = a.markerMask & b.markerMask;
        if (((a.markerValue & common) >>> 0) !== ((b.markerValue & common) >>> 0)) continue;
        if (a.split && a.split.includes(b)) {
          // Encodings sharing a marker (VOP3a / VOP3b) split the opcode space: each key has one owner.
          b.byKey.forEach((d, k) => { if (d) assert.equal(a.split![k], b, `${gen}: ${d.name} owned by ${b.table.name}`); });
          a.byKey.forEach((d, k) => { if (d) assert.ok(!b.byKey[k], `${gen}: opcode ${k} in both layouts of ${a.table.name}`); });
          continue;
        }
        // A word both markers match (SOPK inside SOP2, an SDWA word inside VOP1's space): it must
        // decode as an encoding at least as specific as both, and the two must not tie.
        assert.notEqual(bits(a.markerMask), bits(b.markerMask), `${gen}: ${a.table.name} and ${b.table.name} tie`);
        const w = (a.markerValue | b.markerValue) >>> 0;
        const got = encodingOf(gen, w);
        assert.ok(got && bits(got.markerMask) >= Math.max(bits(a.markerMask), bits(b.markerMask)), `${gen}: ${a.table.name}/${b.table.name} word decodes as ${got?.table.name}`);
      }
    }
  }
});

test('operand profiles name fields of their layout, one per field, and literal operands only where a literal can follow', () => {
  for (const table of TABLES) {
    for (const d of table.instrs) {
      if (!d.operands) continue;
      const fields = d.operands.filter((o) => !o.mod && o.kind !== 'vcc').map((o) => o.field);
      assert.equal(new Set(fields).size, fields.length, `${d.name}: a field twice`);
      const gens = GENS.filter((g) => opcodeOn(d, g) >= 0 && table.layouts[g]);
      for (const o of d.operands) {
        // A field may be missing on some generations (addr64, FLAT offset): it must exist on one.
        if (o.field !== 'literal' && !o.mod && o.kind !== 'vcc') assert.ok(gens.some((g) => table.layouts[g]!.byName[o.field]), `${d.name}: no field ${o.field} anywhere`);
      }
      GENS.forEach((g) => {
        const lay = table.layouts[g];
        if (opcodeOn(d, g) < 0 || !lay) return;
        for (const o of d.operands) {
          if (o.kind === 'lit32') assert.ok(lay.literalKeys?.includes(opcodeOn(d, g)), `${d.name} on ${g}: lit32 without a literal opcode`);
          if (o.kind === 'ssrc' && o.literal) assert.ok(lay.literalWhen?.some((w) => w[o.field] === 255), `${d.name}: ${o.field} has no literal rule on ${g}`);
        }
      });
    }
  }
});

test('every GPU name users type resolves, case-insensitively', () => {
  for (const name of ['tahiti', 'pitcairn', 'verde', 'oland', 'hainan', 'bonaire', 'hawaii', 'kaveri', 'kabini', 'mullins',
    'tonga', 'iceland', 'carrizo', 'fiji', 'polaris10', 'polaris11', 'stoney', 'gfx900', 'gfx902', 'gfx904', 'gfx906',
    'gfx600', 'gfx700', 'gfx803', 'gfx810', 'gcn1.0', 'gcn1.1', 'gcn1.2', 'gcn1.4']) {
    assert.ok(resolveGpu(name), name);
    assert.equal(resolveGpu(name.toUpperCase()), resolveGpu(name));
  }
  assert.equal(resolveGpu('tahiti'), 'gcn1.0');
  assert.equal(resolveGpu('hawaii'), 'gcn1.1');
  assert.equal(resolveGpu('fiji'), 'gcn1.2');
  assert.equal(resolveGpu('gfx906'), 'gcn1.4');
  assert.equal(resolveGpu('gfx1010'), undefined);
  assert.equal(resolveGpu('constructor'), undefined);
  assert.ok(Object.keys(GPU_NAMES).length > 30);
});

test('tables are built on first use, once, and keep their identity', async () => {
  const { lazyTable, makeTable } = await import('../src/isa/table.js');
  let builds = 0;
  const t = lazyTable('SMRD', () => { builds++; return makeTable('SMRD', { 'gcn1.0': { dwords: 1, opFields: 'op', bits: 'offset 0-7 | imm 8 | sbase 9-14 | sdst 15-21 | op 22-26 | enc 27-31 =0b11000' } }, 's_load_dword load b32 s2 0x00 - - -'); });
  assert.equal(builds, 0, 'made without building');
  assert.equal(t.instrs[0].name, 's_load_dword');
  assert.equal(t.layouts['gcn1.0']!.dwords, 1);
  assert.equal(t.aliases, undefined);
  assert.equal(builds, 1, 'built once');
  assert.equal(Object.getOwnPropertyDescriptor(t, 'instrs')!.get, undefined, 'a data property once built');
  // The real tables: the encodings of a generation point at the exported table objects.
  assert.ok(isaFor('gcn1.4').encodings.every((e) => TABLES.includes(e.table)));
});
