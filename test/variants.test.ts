// The DPP, SDWA and e64 forms of VOP1/VOP2/VOPC rows are derived from the row's profile; the rows
// whose forms differ are one commented table (src/isa/variant-exceptions.ts), and no module of the
// derivation tests an instruction's name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { VOP1, VOP1_DPP, VOP1_SDWA, VOP2, VOP2_DPP, VOP2_SDWA, VOPC, VOPC_SDWA } from '../src/isa/valu.js';
import { VARIANT_EXCEPTIONS } from '../src/isa/variant-exceptions.js';
import type { EncodingTable, InstrDef } from '../src/isa/types.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A comparison of a row's name with a string, a string method or a regular expression on it. */
const NAME_TESTS: readonly RegExp[] = [
  /\b(d|def|row|base)\.name\s*[!=]==/,
  /\b(d|def|row|base|)\.?name\.(startsWith|endsWith|includes|match|replace|search)\(/,
  /\/\^\(?v_/,
  /\.(test|exec)\(\s*(d|def|row|base)\.name\b/,
  /([!=]==\s*|\.(startsWith|endsWith|includes)\()'v_/,
];

test('the variant derivations (dpp.ts, sdwa.ts, vop3.ts) test no instruction name', () => {
  const found: string[] = [];
  for (const file of ['src/isa/dpp.ts', 'src/isa/sdwa.ts', 'src/isa/vop3.ts']) {
    readFileSync(ROOT + file, 'utf8').split('\n').forEach((line, i) => {
      if (NAME_TESTS.some((r) => r.test(line))) found.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  assert.deepEqual(found, []);
});

/** The types of a form's two sources (SRC0's and VSRC1's specs in the form). */
function sourceTypes(form: InstrDef): string {
  return form.operands.filter((o) => o.kind === 'dppsrc' || o.kind === 'sdwasrc').map((o) => o.vtype).join(' ');
}

test('every DPP/SDWA form has its row\'s source types, but the rows the exception list names', () => {
  const forms: [EncodingTable, EncodingTable][] = [[VOP1, VOP1_DPP], [VOP2, VOP2_DPP], [VOP1, VOP1_SDWA], [VOP2, VOP2_SDWA], [VOPC, VOPC_SDWA]];
  const differ = new Set<string>();
  let n = 0;
  for (const [base, table] of forms) {
    for (const form of table.instrs) {
      const row = base.instrs.find((d) => form.name === `${d.name}_dpp` || form.name === `${d.name}_sdwa`)!;
      const src0 = row.operands.find((o) => o.field === 'src0')?.vtype ?? 'b32';
      const want = row.operands.filter((o) => o.field === 'src0' || o.field === 'vsrc1').map(() => src0).join(' ');
      n++;
      if (sourceTypes(form) !== want) differ.add(row.name);
    }
  }
  assert.ok(n > 400, `${n} forms`);
  // The rows whose forms differ are exactly the exception list's type entries (none stale).
  const listed = Object.entries(VARIANT_EXCEPTIONS).filter(([, e]) => e.src0 || e.src1).map(([name]) => name).sort();
  assert.deepEqual([...differ].sort(), listed);
});

  // (llvm-mc's omod: CLRX's own, on every GCN 1.4 VOP1/VOP2 SDWA form, is a clrx-only modifier.)
test('SDWA omod: where the VOP3 form has one, but the integer results the exception list names', () => {
  const omod = (name: string): boolean => [...VOP1_SDWA.instrs, ...VOP2_SDWA.instrs].some((d) => d.name === `${name}_sdwa` && d.operands.some((o) => o.kind === 'omod' && !o.clrx));
  assert.equal(omod('v_cvt_f32_u32'), true);
  assert.equal(omod('v_add_f16'), true);
  assert.equal(omod('v_add_u16'), false);
  for (const [name, e] of Object.entries(VARIANT_EXCEPTIONS)) {
    if (e.noSdwaOmod) assert.equal(omod(name), false, name);
    assert.ok(e.llvm.length > 20, `${name}: LLVM's reason`);
  }
});
