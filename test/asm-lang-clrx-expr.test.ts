// CLRX's expression operators in --syntax clrx, as CLRX's documentation lists them (CLRX-mirror
// doc/ClrxAsmSyntax.md "Expressions": `//` unsigned division, `%%` unsigned remainder, `>>>`
// arithmetic shift, `<@ <=@ >@ >=@` unsigned comparisons, `?:` right to left, comparisons -1 when
// true) with the precedence of its parser (amdasm/AsmExpression.cpp asmOpPrioritiesTbl: && and ||
// bind alike; tests/amdasm/AsmExprParse.cpp: `a+b&x` is a+(b&x), `a?b:c?d:e` is a?b:(c?d:e),
// `a?b?c:d:e` is a?(b?c:d):e, shifts by 64 or more give 0). CLRX's comments are `#` and `/* */`,
// so `//` is the operator there. llvm-mc's syntax keeps llvm-mc 19's table (no `?:`, `//` a comment).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AsmOptions } from '../src/asm/assembler.js';
import { asmSource } from './support/asm-source.js';
import { gcnkit } from './support/cli.js';

const CLRX: AsmOptions = { gen: 'gcn1.0', gpu: 'tahiti', syntax: 'clrx' };
const LLVM: AsmOptions = { gen: 'gcn1.0', gpu: 'tahiti' };
const run = (src: string, opts: AsmOptions): { bytes: number[]; diags: string[] } => {
  const r = asmSource(src, opts);
  return { bytes: r.bytes, diags: r.diags.map((d) => `${d.line}:${d.col}: ${d.message}`) };
};
const bytes = (src: string, opts: AsmOptions = CLRX): number[] => {
  const r = run(src, opts);
  assert.deepEqual(r.diags, []);
  return r.bytes;
};

test('CLRX: // and %% are unsigned, / and % signed, >>> arithmetic, >> logical', () => {
  assert.deepEqual(bytes('.byte 7//2, -7//2 >> 60, -7/2, -7%%3, -7%3, -16>>>2, -16>>2>>58'), [3, 7, 0xfd, 0, 0xff, 0xfc, 15]);
  // A shift count outside 0..63 gives 0 (>>> of a negative value: -1), llvm-mc takes it mod 64.
  assert.deepEqual(bytes('.byte 1<<64, 1>>64, -1>>>70, 4>>>-1'), [0, 0, 0xff, 0]);
  assert.deepEqual(bytes('.byte 2<<65', LLVM), [4]);
  assert.deepEqual(run('.byte 1 // 0', CLRX).diags, ['1:9: division by zero']);
  assert.deepEqual(run('.byte 1 %% 0', CLRX).diags, ['1:9: division by zero']);
});

test('CLRX: unsigned comparisons, and comparisons give -1', () => {
  assert.deepEqual(bytes('.byte 3<@-1, -1<@3, 3<=@3, -1>@1, 1>=@-1, 1<-1, 2==2'), [0xff, 0, 0xff, 0xff, 0, 0, 0xff]);
});

test('CLRX: ?: binds loosest, right to left; a : with no ? open ends the expression', () => {
  assert.deepEqual(bytes('.byte 1?2:3, 0?2:3, 0?1:0?5:6, 1?0?7:8:9, (1?2:3)+1, 1==2 ? 4 : 5, 1?2:3?4:5'), [2, 3, 6, 8, 3, 5, 2]);
  // In operands and register indices: v[1?2:3] is v2; s[a:b] still reads as a range.
  assert.deepEqual(bytes('v_mov_b32 v[1?2:3], 0\nx=1\ns_mov_b64 s[x?2:4:x?3:5], 0'), [0x80, 0x02, 0x04, 0x7e, 0x80, 0x04, 0x82, 0xbe]);
  assert.deepEqual(run('.byte 1?2', CLRX).diags, ["1:8: missing ':' for '?'"]);
  assert.deepEqual(run('.byte (1?2)', CLRX).diags, ["1:9: missing ':' for '?'"]);
});

test('CLRX: && and || bind alike (left to right); & | ^ ! tighter than + -', () => {
  // llvm-mc 19: `printf '.byte 1||0&&0\n' | llvm-mc -arch=amdgcn -mcpu=tahiti` puts 1 (&& tighter).
  assert.deepEqual(bytes('.byte 1||0&&0, 2+3&1, 12-5&0xc'), [0, 3, 8]);
  assert.deepEqual(bytes('.byte 1||0&&0', LLVM), [1]);
});

test('CLRX: // is division, # and /* */ are comments; llvm-mc syntax: // a comment, no ?:', () => {
  assert.deepEqual(bytes('.byte 4 // 2 # four halved\n.byte /* c */ 9'), [2, 9]);
  // llvm-mc 19: `printf '.byte 4 // 2\n' | llvm-mc -arch=amdgcn -mcpu=tahiti` puts 4.
  assert.deepEqual(bytes('.byte 4 // 2', LLVM), [4]);
  // llvm-mc 19 on `s_mov_b32 s0, 1 ? 2 : 3`: "unknown token in expression".
  assert.deepEqual(run('s_mov_b32 s0, 1 ? 2 : 3', LLVM).diags, ["1:17: unexpected '?'"]);
  assert.deepEqual(run('.byte 1<@2', LLVM).diags, ['1:9: expected a number']);
});

test('CLRX operators through the CLI: the located error and the bytes', () => {
  const r = gcnkit(['asm', '--syntax', 'clrx', '--mcpu', 'tahiti', '-'], '.byte 1?2\n');
  assert.equal(r.code, 1);
  assert.match(r.stderr, /1:8: error: missing ':' for '\?'\n\.byte 1\?2\n {7}\^/);
  const ok = gcnkit(['asm', '--syntax', 'clrx', '--mcpu', 'tahiti', '--show-encoding', '-'], 's_mov_b32 s0, 10//3 ? 7>>>1 : 0\n');
  assert.equal(ok.code, 0, ok.stderr);
  assert.match(ok.stdout, /s_mov_b32 s0, 3 .*\[0x83,0x03,0x80,0xbe\]/);
});

test("CLRX: character literals with C's escapes (doc/ClrxAsmSyntax.md, \"Literals\")", () => {
  // The escapes table: \a 7, \b 8, \t 9, \n 10, \v 11, \f 12, \r 13, \\ 92, \" 34, \' 39, octal, hex.
  assert.deepEqual(bytes(".byte 'a', '\\a', '\\b', '\\t', '\\n', '\\v', '\\f', '\\r', '\\\\', '\\\"', '\\'', '\\101', '\\x4a', '\\0'"),
    [0x61, 7, 8, 9, 10, 11, 12, 13, 92, 34, 39, 0x41, 0x4a, 0]);
  // ';' separates CLRX statements, but not inside quotes.
  assert.deepEqual(bytes(".byte ';'; .byte '#'"), [0x3b, 0x23]);
  assert.deepEqual(run(".byte '\\777'", CLRX).diags, ["1:7: character code '\\777' is above 255"]);
});
