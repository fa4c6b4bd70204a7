// CLRX's splitting of macro arguments in --syntax clrx (src/asm/macros.ts, clrxArgument), checked
// against CLRX's own test vectors (CLRX-mirror tests/amdasm/AsmBasicsCases1.cpp cases 52, 54, 59;
// the expected bytes are CLRX's). llvm-mc 19's rule stays for its syntax: a blank separates
// arguments unless an operator stands next to it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AsmOptions } from '../src/asm/assembler.js';
import { asmSource } from './support/asm-source.js';

const CLRX: AsmOptions = { gen: 'gcn1.0', gpu: 'tahiti', syntax: 'clrx' };
const bytes = (src: string, opts: AsmOptions = CLRX): number[] => {
  const r = asmSource(src, opts);
  assert.deepEqual(r.diags.map((d) => `${d.line}:${d.col}: ${d.message}`), []);
  return r.bytes;
};
const text = (b: number[]): string => String.fromCharCode(...b);

test('CLRX macro arguments: blanks split them by character class, and are dropped (case 54)', () => {
  const src = '.macro passer a,b,c,d,e,f\n.asciz "\\a:\\b:\\c:\\d:\\e:\\f"\n.endm\npasser\npasser aa fgf a ! A 41 uu +*+ 8 33\npasser aa * aa "aa * aa" XaF %%%\npasser aa +,ff,^^,33 + 33 - -';
  assert.equal(text(bytes(src)), ':::::\0aa:fgf:a!A:41:uu+*+8:33\0aa:*:aa:aa * aa:XaF:%%%\0aa+:ff:^^:33+33:-:-\0');
});

test('llvm-mc 19 macro arguments: blanks next to operators are dropped outside parentheses, quotes removed', () => {
  // llvm-mc -arch=amdgcn -mcpu=tahiti of these lines gives .ascii "a!A|aa*aa", "a+b|c", "(a b)|d",
  // "a+b|(c  d)", "x|q r", "q rx|y", "a\"b|c".
  const LLVM: AsmOptions = { gen: 'gcn1.0', gpu: 'tahiti' };
  const src = '.macro p a,b\n.ascii "\\a|\\b"\n.endm\np a ! A, aa * aa\np a  +  b, c\np (a b), d\np a+ b, (c  d)\np x, "q r"\np "q r"x, y\np "a\\"b", c';
  assert.equal(text(bytes(src, LLVM)), 'a!A|aa*aaa+b|c(a b)|da+b|(c  d)x|q rq rx|ya"b|c');
});

test('CLRX macro arguments: a vararg parameter takes the rest, blanks or commas before it (case 52)', () => {
  const src = '.macro varArgs ax,bx,dx:vararg\n.hword \\ax*\\bx+\\bx, \\dx\n.endm\nvarArgs 12,55,4\nvarArgs 7,3,2,4,-5,14\nvarArgs 7 3 2,4,-5,14';
  assert.deepEqual(bytes(src), [0xcb, 0x02, 0x04, 0x00, 0x18, 0x00, 0x02, 0x00, 0x04, 0x00, 0xfb, 0xff, 0x0e, 0x00, 0x18, 0x00, 0x02, 0x00, 0x04, 0x00, 0xfb, 0xff, 0x0e, 0x00]);
});

test('CLRX macro arguments: `next1 -3 -5` is two arguments, in a macro defined by a macro (case 59)', () => {
  const src = '.macro tx0 name0,name1,t0,t1,t2,t3\n.macro \\name0 u0,u1\n.macro \\name0\\()\\name1 x0,x1\n.int \\t0+\\u0*\\x0, \\t0+\\u1*\\x1\n.int \\t2+\\u0*\\x0, \\t3+\\u1*\\x1\n.endm\n.endm\n.endm\ntx0 next1 next2 2 3 4 5\nnext1 -3 -5\nnext1next2 13 37';
  assert.deepEqual(bytes(src), [0xdb, 0xff, 0xff, 0xff, 0x49, 0xff, 0xff, 0xff, 0xdd, 0xff, 0xff, 0xff, 0x4c, 0xff, 0xff, 0xff]);
});

const run = (src: string, opts: AsmOptions = CLRX): { bytes: number[]; diags: string[] } => {
  const r = asmSource(src, opts);
  return { bytes: r.bytes, diags: r.diags.map((d) => `${d.line}:${d.col}: ${d.message}`) };
};

test('CLRX: an empty macro argument is empty text (its default if any); an empty data value is 0 with a warning (case 51)', () => {
  const macros = ['am1 a,b,c', 'am1_1 a=56,b,c', 'am1_2 a,b=7+1,c', 'am1_3 a,b=7+1,c=6'].map((h) => `.macro ${h}\n.byte \\a,\\b,\\c\n.endm\n`).join('');
  const uses = 'am1 3,5,7\nam1\nam1 12,77\nam1_1 3,5,7\nam1_1 ,-3 , 7\nam1_1 12,77\nam1_2 3,5,7\nam1_2 -3,  , 7\nam1_2 12,77\nam1_3 3,5,7\nam1_3 -3,  , 7\nam1_3 12,77';
  const r = run(macros + uses);
  assert.deepEqual(r.bytes, [3, 5, 7, 0, 0, 0, 0x0c, 0x4d, 0, 3, 5, 7, 0x38, 0xfd, 7, 0x0c, 0x4d, 0, 3, 5, 7, 0xfd, 8, 7, 0x0c, 0x4d, 0, 3, 5, 7, 0xfd, 8, 7, 0x0c, 0x4d, 6]);
  // clrxasm warns "No expression, zero has been put" 6 times (at the use, the body line as a note).
  const empty = "no value: 0 is put (CLRX; llvm-mc 19 rejects an empty .byte value)";
  assert.deepEqual(r.diags, ['14:1', '14:1', '14:1', '15:1', '18:1', '21:1'].map((at) => `${at}: ${empty}`));
  // Too wide a value keeps its low bytes with a warning (doc/ClrxAsmPseudoOps.md, .int).
  assert.deepEqual(run('.byte 300, -1').bytes, [0x2c, 0xff]);
  // llvm-mc 19: `.byte ,,` is "expected a number".
  assert.deepEqual(run('.byte 1,,2', { gen: 'gcn1.0', gpu: 'tahiti' }).diags, ['1:9: expected a number']);
});

test('CLRX: a required macro argument left empty is an error at its place (case 53); ";" in a string is no separator', () => {
  const src = '            .macro reqArg1 af,bf:req,cf\n            .ascii "\\af:\\bf:\\cf;"\n            .endm\n            \n            .macro reqArg2 af,bf:req,cf:req\n            .ascii "\\af:\\bf:\\cf;"\n            .endm\n            \n'
    + '            reqArg1 1,32,4\n            reqArg1 ,32,\n            reqArg1 1,,4\n            \n            reqArg2 1,32,4\n            reqArg2 ,32,23\n            reqArg2 ,32\n            reqArg2 1,,4';
  const r = run(src);
  assert.equal(text(r.bytes), '1:32:4;:32:;1:32:4;:32:23;');
  assert.deepEqual(r.diags, ["11:23: missing value for required parameter 'bf' in macro 'reqArg1'", "15:24: missing value for required parameter 'cf' in macro 'reqArg2'", "16:23: missing value for required parameter 'bf' in macro 'reqArg2'"]);
  // llvm-mc 19 points at the end of the statement (`reqArg1 1,,4` at 4:17) and reads ';' '#' in a string as text.
  const LLVM: AsmOptions = { gen: 'gcn1.0', gpu: 'tahiti' };
  assert.deepEqual(run('.macro reqArg1 af,bf:req,cf\n.byte \\af\n.endm\n    reqArg1 1,,4', LLVM).diags, ["4:17: missing value for required parameter 'bf' in macro 'reqArg1'"]);
  // llvm-mc -filetype=obj of `.ascii "a;b#c//d"`: 61 3b 62 23 63 2f 2f 64.
  assert.equal(text(bytes('.ascii "a;b#c//d" # c', LLVM)), 'a;b#c//d');
  assert.equal(text(bytes('.ascii "a;b#c//d"; .byte 0x41')), 'a;b#c//dA');
});

test('CLRX: .irp and .irpc split their values as macro arguments; .for and .enum take scope paths', () => {
  // doc/ClrxAsmPseudoOps.md, .irp: `.irp reg v0,v1,v4,v5` / v_mul_f32 v10,\reg (llvm-mc 19: v_mul_f32_e32 v10, v0, v2 is 10140500).
  assert.deepEqual(bytes('.irp reg v0,v1,v4,v5\nv_mul_f32 v10,\\reg, v2\n.endr'), [0x00, 0x05, 0x14, 0x10, 0x01, 0x05, 0x14, 0x10, 0x04, 0x05, 0x14, 0x10, 0x05, 0x05, 0x14, 0x10]);
  // AsmPseudoOps::doIRP reads each value as a macro argument: `a + b` one (a+b), `c d` two, `,,` an empty one.
  assert.equal(text(bytes('.irp x a + b, c d ,, e\n.ascii "<\\x>"\n.endr')), '<a+b><c><d><><e>');
  // .irpc: the arguments run together, each ',' kept.
  assert.equal(text(bytes('.irpc x a,b c\n.ascii "\\x-"\n.endr')), 'a-,-b-c-');
  // .for and .enum: a symbol name may have a scope path; each scope has its own .enum counter.
  const scoped = '.scope a\n.enum x, y\n.ends\n.enum z\n.enum a::w\n.scope b\n.enum p\n.ends\n.byte a::x, a::y, z, a::w, b::p\n.for a::i = 0, a::i < 3, a::i + 1\n.byte a::i\n.endr\n.byte a::i';
  assert.deepEqual(bytes(scoped), [0, 1, 0, 1, 0, 0, 1, 2, 3]);
});
