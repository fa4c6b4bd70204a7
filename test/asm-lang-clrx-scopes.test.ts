// CLRX's scopes in --syntax clrx (src/asm/scopes.ts): .scope/.ends/.using/.unusing and names with a
// scope path, checked against CLRX's own test vectors (CLRX-mirror tests/amdasm/AsmBasicsCases2.cpp,
// cases 56-61: test/asm-lang-clrx/scopes-*.s are those sources; the expected bytes and values are
// CLRX's) and its documentation (doc/ClrxAsmSyntax.md, "Scopes").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AsmOptions } from '../src/asm/assembler.js';
import { asmSource } from './support/asm-source.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLRX: AsmOptions = { gen: 'gcn1.0', gpu: 'tahiti', syntax: 'clrx' };
const run = (src: string, opts: AsmOptions = CLRX): { bytes: number[]; diags: string[] } => {
  const r = asmSource(src, opts);
  return { bytes: r.bytes, diags: r.diags.map((d) => `${d.line}:${d.col}: ${d.message}`) };
};
const bytes = (name: string): number[] => {
  const r = run(readFileSync(join(ROOT, 'test/asm-lang-clrx', name), 'utf8'));
  assert.deepEqual(r.diags, []);
  return r.bytes;
};
const ints = (b: number[]): number[] => {
  const out: number[] = [];
  for (let k = 0; k < b.length; k += 4) out.push((b[k] | (b[k + 1] << 8) | (b[k + 2] << 16) | (b[k + 3] << 24)) >>> 0);
  return out;
};

test('CLRX scopes: visibility of nested, named and local scopes (case 58)', () => {
  assert.deepEqual(bytes('scopes-58.s'), [0, 5, 7, 9, 7, 5, 15, 17, 19, 17, 15, 19]);
});

test('CLRX scopes: .using / .unusing, last used first, through the used scopes\' usings (case 59)', () => {
  assert.deepEqual(bytes('scopes-59.s'), [
    0, 1, 2, 3, 4, 6, 2, 7, 4, 9, 2, 7, 10, 6, 8, 11, 4, 1, 12, 13, 4, 14, 12, 13, 15, 1, 16, 17, 4, 1, 19, 20, 22,
    1, 2, 3, 4, 25, 1, 2, 3, 4, 26, 1, 2, 3, 4, 25, 1, 2, 3, 4, 26, 1, 2, 3, 4, 25, 6, 8, 7, 4, 26, 6, 8, 7, 10, 25,
    1, 2, 3, 4, 27, 1, 2, 3, 4, 27, 30, 1, 2, 3, 4,
    26, 31, 26, 31, 26, 31, 25, 30, 26, 31,
  ]);
  // A scope that uses itself (case 59's `looper`) ends the search: an undefined symbol, no hang.
  assert.deepEqual(run('.scope looper\n.using ::looper\n.byte somebody\n.ends').diags, ["3:7: undefined symbol 'somebody'"]);
});

test('CLRX scopes: a scope path is found from the current scope outwards, then only inside (case 60)', () => {
  assert.deepEqual(bytes('scopes-60.s'), [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    4, 3, 5, 12, 2, 1, 2, 7, 8, 2, 3, 6, 7, 8, 2, 3, 6, 7, 8, 2, 11, 66, 2,
    22, 23, 24, 23, 25, 24, 26, 30, 28, 27, 28, 26,
  ]);
});

test('CLRX scopes: symbols (=, .set, .equ, .equiv, .eqv) and labels are the current scope\'s (case 61)', () => {
  // Forward names (sym6, sym7 before they are set) are the scope's own; creta::ula::label2: defines a label in a scope from outside.
  assert.deepEqual(bytes('scopes-61.s'), [0, 25, 27, 28, 29, 31, 16, 15, 17, 18, 19, 21, 16, 106, 17, 106, 2]);
});

test('CLRX scopes: a symbol set from names of scopes defined later (cases 56, 57)', () => {
  const want = [81, 91 * (17 * 43 + 91 - 7), 17 * 43 + 91 - 7, 17];
  assert.deepEqual(ints(bytes('scopes-56.s')), want);
  assert.deepEqual(ints(bytes('scopes-57.s')), want);
});

test('CLRX scopes: scoped names in instruction operands and branch targets', () => {
  const src = '.scope k\nn = 5\nloop: s_add_u32 s0, s0, n\ns_mov_b32 s1, k::n\ns_cbranch_scc0 loop\n.ends\ns_branch k::loop\ns_mov_b32 s2, k::n+1\nv_mov_b32 v0, ::k::n';
  // As llvm-mc 19 -show-encoding gives s_add_u32 s0, s0, 5; s_mov_b32 s1, 5; s_cbranch_scc0 -3; s_branch -4; s_mov_b32 s2, 6; v_mov_b32_e32 v0, 5.
  assert.deepEqual(ints(run(src).bytes).map((w) => w.toString(16)), ['80008500', 'be810385', 'bf84fffd', 'bf82fffc', 'be820386', '7e000285']);
});

test('CLRX scopes: .ifdef of a name with a scope path, and from inside a scope', () => {
  assert.deepEqual(run('.scope a\nx = 1\n.ends\n.ifdef a::x\n.byte 1\n.endif\n.ifdef x\n.byte 2\n.endif\n.scope a\n.ifdef x\n.byte 3\n.endif\n.ends').bytes, [1, 3]);
});

test('CLRX scopes: located errors', () => {
  assert.deepEqual(run('.ends\n.scope ala\nx = 3\n.using\nala::bx::. = 7\n.int tlx::blx::.\n.scope\n.endscope\n.scope 1a').diags, [
    "1:1: unexpected '.ends' without '.scope'",
    '4:7: expected a scope path after .using (NAME, a::b, ::a, or :: for the global scope)',
    "5:1: symbol '.' can be only in the global scope",
    "9:8: expected a scope name (or none) after .scope, got '1a'",
    "2:1: no '.ends' for this .scope before the end of the input",
    // A name not known on its line is looked up again when the file ends (CLRX: "Expression have unresolved symbol").
    "6:6: undefined symbol 'tlx::blx::.'",
  ]);
  // llvm-mc 19 has no scopes: "unknown directive".
  assert.match(run('.scope ala', { gen: 'gcn1.0', gpu: 'tahiti' }).diags[0], /^1:1: unknown directive '\.scope'/);
});
