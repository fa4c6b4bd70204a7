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
