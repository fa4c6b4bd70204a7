// CLRX's assembler-language pseudo-operations in --syntax clrx, as CLRX's documentation spells and
// explains them (CLRX-mirror doc/ClrxAsmPseudoOps.md: .for, .while, .endrept, .eqv, .ifarch,
// .ifgpu and the .elseifXX forms, .get_arch, .purgem); the expected bytes are the values its
// examples say they generate. In llvm-mc's syntax these are unknown directives, as in llvm-mc 19
// (.eqv: `printf '.eqv c, 1\n' | llvm-mc -arch=amdgcn -mcpu=gfx900` says "unknown directive").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AsmOptions, Diagnostic } from '../src/asm/assembler.js';
import { asmSource } from './support/asm-source.js';
import { gcnkit } from './support/cli.js';

const CLRX: AsmOptions = { gen: 'gcn1.0', gpu: 'tahiti', syntax: 'clrx' };

const asm = (src: string, opts: AsmOptions = CLRX): { bytes: number[]; diags: Diagnostic[] } => asmSource(src, opts);
const ok = (src: string, opts?: AsmOptions): number[] => {
  const r = asm(src, opts);
  assert.deepEqual(r.diags.map((d) => `${d.line}:${d.col}: ${d.message}`), []);
  return r.bytes;
};
const errors = (src: string, opts?: AsmOptions): string[] => asm(src, opts).diags.map((d) => `${d.line}:${d.col}: ${d.message}`);
const ints = (...v: number[]): number[] => v.flatMap((x) => [x & 255, (x >>> 8) & 255, (x >>> 16) & 255, x >>> 24]);

test('.for SYMBOL=INIT, COND, NEXT and .while COND repeat to .endr (or .endrept)', () => {
  // doc/ClrxAsmPseudoOps.md, .for: `.for x=1,x<16,x+x` / `.int x` / `.endr` generates .int 1, 2, 4, 8.
  assert.deepEqual(ok('.for x=1,x<16,x+x\n    .int x\n.endr'), ints(1, 2, 4, 8));
  // .while: `x=1` / `.while x<16` / `.int x` / `x=x+x` / `.endr` generates the same.
  assert.deepEqual(ok('x=1\n.while x<16\n    .int x\n    x=x+x\n.endrept'), ints(1, 2, 4, 8));
  // Nested, with a .rept inside; a condition false at once repeats nothing.
  assert.deepEqual(ok('.for i=0, i<2, i+1\n.for j=0, j<i+1, j+1\n.rept 1\n.byte i*16+j\n.endr\n.endr\n.endr\n.while 0\n.byte 9\n.endr'), [0x00, 0x10, 0x11]);
  // In an instruction's operands, as any symbol.
  assert.deepEqual(ok('.for r=0, r<2, r+1\ns_mov_b32 s[r], r\n.endr'), ints(0xbe800380, 0xbe810381));
});

test('.for/.while errors are located; an endless .while ends with an error, never a hang', () => {
  assert.deepEqual(errors('.for x=1, x<2\n.endr'), ["1:14: expected ',' in '.for'"]);
  assert.deepEqual(errors('.for =1\n.byte 1\n.endr'), ["1:5: expected 'SYMBOL=INIT, COND, NEXT' after '.for'"]);
  assert.deepEqual(errors('.while 1/x\n.endr\nx=0'), ["1:10: undefined symbol 'x'"]);
  assert.deepEqual(errors('x=1\n.while 1/x\n.byte 1\nx=0\n.endr'), ['2:9: division by zero']);
  assert.deepEqual(errors('.while 1\nx=1\n.endr'), ["1:8: more than 1048576 rounds of '.while' (its condition never became 0?)"]);
  assert.deepEqual(errors('.for x=0, 1, x\n.byte 0\n.endr\n.endr'), ["1:11: more than 1048576 rounds of '.for' (its condition never became 0?)", "4:1: unmatched '.endr' (no .rept/.irp/.irpc/.for/.while open)"]);
  assert.deepEqual(errors('lbl:\n.for lbl=0, 0, 0\n.endr'), ["2:6: redefinition of 'lbl' (it is a label)"]);
});

test('.eqv: the expression is evaluated again at each use, and cannot be set again', () => {
  // doc/ClrxAsmPseudoOps.md, .eqv: a=3, b=5, .eqv currentValue, a+b: .int currentValue puts 8; after b=7, 10.
  assert.deepEqual(ok('a = 3\nb = 5\n.eqv currentValue, a+b\n.int currentValue\nb = 7\n.int currentValue'), ints(8, 10));
  assert.deepEqual(ok('n = 1\n.eqv reg, n*2\ns_mov_b32 s[reg], 0\nn = 2\ns_mov_b32 s[reg], 0'), ints(0xbe820380, 0xbe840380));
  assert.deepEqual(errors('.eqv e, 1\n.eqv e, 2\ne = 3'), ["2:6: redefinition of 'e'", "3:1: redefinition of 'e'"]);
  assert.deepEqual(errors('.eqv e, e+1\n.int e'), ["2:1: 'e' is defined in terms of itself in the value of 'e'"]);
  assert.deepEqual(errors('.eqv e'), ["1:5: expected a symbol name and ',' after .eqv"]);
});

test('.ifarch/.ifgpu (and n-forms), .elseifXX forms of every .if, .ifeqs, .get_arch', () => {
  // doc/ClrxAsmPseudoOps.md, .ifXXX / .elseifXXX: .ifarch ARCHITECTURE (SI, VI, CI, VEGA, GFX9, GCN1.0 ...), .ifgpu GPUDEVICE.
  const src = '.ifarch GCN1.2\n.byte 1\n.elseifarch SI\n.byte 2\n.else\n.byte 3\n.endif\n.ifngpu Tahiti\n.byte 4\n.elseifgpu tahiti\n.byte 5\n.endif\n'
    + 'x = 3\n.ifeq x\n.byte 6\n.elseifgt x-2\n.byte 7\n.endif\n.ifnarch VI\n.byte 8\n.endif\n.ifeqs "a b", "a b"\n.byte 9\n.endif';
  assert.deepEqual(ok(src), [2, 5, 7, 8, 9]);
  assert.deepEqual(ok(src, { gen: 'gcn1.2', gpu: 'tonga', syntax: 'clrx' }), [1, 4, 7, 9]);
  // .get_arch: 0 GCN1.0, 1 GCN1.1, 2 GCN1.2, 3 VEGA.
  assert.deepEqual(ok('.get_arch A\n.byte A\n.gpu gfx900\n.get_arch A\n.byte A'), [0, 3]);
  // A condition that cannot be read is one error: its lines are skipped, its .endif matches.
  assert.deepEqual(errors('.ifarch GCN9\n.byte 1\n.endif'), ["1:9: expected an architecture (SI, CI, VI, VEGA, GCN1.0 ... GCN1.4) after '.ifarch'"]);
  assert.deepEqual(errors('.ifeqs a, b\n.endif'), ['1:8: expected two strings in quotes after \'.ifeqs\': "A", "B"']);
});

test('.purgem removes a macro (both syntaxes, as llvm-mc 19: "macro \'m\' is not defined")', () => {
  for (const opts of [CLRX, { gen: 'gcn1.0' as const, gpu: 'tahiti' }]) {
    assert.deepEqual(ok('.macro m\n.byte 1\n.endm\nm\n.purgem m\n.macro m\n.byte 2\n.endm\nm', opts), [1, 2]);
    assert.deepEqual(errors('.purgem m', opts), ["1:1: macro 'm' is not defined"]);
  }
});

test('macro names are matched without case, unless .nomacrocase (CLRX\'s .macrocase is the default)', () => {
  // doc/ClrxAsmPseudoOps.md, .macrocase: "Enable ignoring letter's case in macro names (default behaviour)".
  assert.deepEqual(ok('.macro PutB x\n.byte \\x\n.endm\nputb 1\nPUTB 2\n.nomacrocase\n.macro Q\n.byte 3\n.endm\nQ\n.macrocase\nq'), [1, 2, 3, 3]);
  assert.deepEqual(errors('.nomacrocase\n.macro Q\n.endm\nq'), ["4:1: unknown instruction 'q'"]);
  // llvm-mc 19 matches them as written: `putb` is no use of PutB.
  assert.deepEqual(errors('.macro PutB\n.endm\nputb', { gen: 'gcn1.0', gpu: 'tahiti' }), ["3:1: unknown instruction 'putb'"]);
});

test("in llvm-mc's syntax CLRX's pseudo-ops are unknown directives", () => {
  for (const d of ['.for x=0, x<1, x+1', '.while 0', '.eqv e, 1', '.ifarch SI', '.get_arch A', '.elseifeq 0']) {
    assert.match(errors(d, { gen: 'gcn1.0', gpu: 'tahiti' })[0] ?? '', /^1:1: unknown directive '\.[a-z_]+'/, d);
  }
  // Through the CLI, on the fast path's side too (CLRX's syntax takes the generic path).
  const r = gcnkit(['asm', '--syntax', 'clrx', '--mcpu', 'tahiti', '--hex', '-'], '.for i=0, i<3, i+1\ns_mov_b32 s[i], i\n.endr\n', { ...process.env, GCNKIT_FAST: 'check' });
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, 'be800380\nbe810381\nbe820382\n');
});
