// Implicit operands are one table (src/isa/implicit.ts): the analyser's register reads and writes
// and the ALU facts the constant bus, assembler and simulator read (implicitOf) say the same.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { programsOfSource } from '../src/analyze/load.js';
import { rangeText, type Instr } from '../src/analyze/program.js';
import { isaFor } from '../src/isa/index.js';
import { implicitOf } from '../src/isa/implicit.js';
import { TARGETS } from '../src/isa/targets.js';

function instrs(gpu: string, lines: readonly string[]): readonly Instr[] {
  const r = programsOfSource(lines.join('\n') + '\n', gpu);
  assert.deepEqual(r.diagnostics.filter((d) => d.kind === 'error').map((d) => d.message), []);
  return r.programs[0].instrs;
}
const regs = (gen: 'gcn1.0' | 'gcn1.4', rs: Instr['reads']) => rs.map((x) => rangeText(x, gen)).sort();

test('a tied destination, a bit set and GCN 1.0 v_cmpsx_* are read / written in the analyser as implicitOf says', () => {
  // llvm-mc 19 -arch=amdgcn -mcpu=tahiti -show-encoding: v_mac_legacy_f32 v2, v0, v1 (VOP2 0x0c: $vdst = $src2),
  // v_cvt_pkaccum_u8_f32 v2, v0, v1 (keeps the bytes it does not pack), s_bitset1_b32 s0, 3 ($sdst = $sdst_in),
  // v_cmpsx_lt_f32 vcc, v0, v1 (VOPCX: Defs = [EXEC])
  const [mac, pk, bs, cmpsx] = instrs('tahiti', ['v_mac_legacy_f32 v2, v0, v1', 'v_cvt_pkaccum_u8_f32 v2, v0, v1', 's_bitset1_b32 s0, 3', 'v_cmpsx_lt_f32 vcc, v0, v1', 's_endpgm']);
  assert.deepEqual(regs('gcn1.0', mac.reads), ['exec', 'v0', 'v1', 'v2']);
  assert.deepEqual(regs('gcn1.0', pk.reads), ['exec', 'v0', 'v1', 'v2']);
  assert.deepEqual(regs('gcn1.0', bs.reads), ['s0']);
  assert.deepEqual(regs('gcn1.0', cmpsx.writes), ['exec', 'vcc']);
});

test('implicitOf and the analyser agree on every row of every target', () => {
  const bad: string[] = [];
  for (const t of TARGETS) {
    for (const [name, { def }] of isaFor(t).byName) {
      const imp = implicitOf(def);
      if (!imp.tiedDst && !imp.execOut) continue;
      const src = `${name.startsWith('v_cmp') ? name.replace(/_(e32|e64|sdwa|dpp)$/, '') + ' vcc, v0, v1' : name.replace(/_(e32|e64|sdwa|dpp)$/, '') + ' v2, v0, v1'}`;
      const r = programsOfSource(src + '\ns_endpgm\n', t.name);
      if (r.diagnostics.some((d) => d.kind === 'error') || !r.programs[0]) continue;
      const i = r.programs[0].instrs[0];
      if (!i.def) continue; // the analyser decodes with the family's tables: gfx906's own rows are .long to it
      const text = (rs: Instr['reads']) => rs.map((x) => rangeText(x, t.gen));
      if (imp.tiedDst && !text(i.reads).includes('v2')) bad.push(`${t.name} ${src}: tied destination not read`);
      if (imp.execOut && !text(i.writes).includes('exec')) bad.push(`${t.name} ${src}: EXEC not written`);
    }
  }
  assert.deepEqual(bad, []);
});
