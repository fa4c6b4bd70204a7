// CLRX's register variables in --syntax clrx (src/asm/regvars.ts): `.regvar NAME:TYPE[:COUNT]` is
// read, and each use (NAME, NAME[I], NAME[I:J], as CLRX-mirror tests/amdasm/GCNRegVarUsage.cpp
// writes them) is a located error: CLRX leaves them to a register allocator ("UNIMPLEMENTED" in
// doc/ClrxAsmPseudoOps.md, .regvar) and gcnkit has none, so it never writes bytes for them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AsmOptions } from '../src/asm/assembler.js';
import { asmSource } from './support/asm-source.js';

const CLRX: AsmOptions = { gen: 'gcn1.0', gpu: 'tahiti', syntax: 'clrx' };
const diags = (src: string, opts: AsmOptions = CLRX): string[] => asmSource(src, opts).diags.map((d) => `${d.line}:${d.col}: ${d.message}`);
const ALLOC = 'needs CLRX\'s register allocator, which gcnkit does not have (register allocation is not supported)';

test('CLRX .regvar: declarations as GCNRegVarUsage.cpp writes them; each use is a located error', () => {
  const d = diags('.regvar rax:s, rbx:s\n.regvar rax4:s:4, rbx5:s:4\ns_mov_b32 s0, s1\ns_mov_b32 rax,rbx\ns_mov_b64 rax4[2:3],rbx5[1:2]\n.regvar offset:v\nds_read_b32 v1, v2 offset:4');
  assert.equal(d.length, 2);
  assert.ok(d[0].startsWith(`4:11: 'rax' is a register variable (.regvar): it ${ALLOC}; use a register or a register symbol (rax = %s[0:0])`), d[0]);
  assert.ok(d[1].startsWith("5:11: 'rax4' is a register variable"), d[1]);
  // No bytes for a line using one: only s_mov_b32 s0, s1 (llvm-mc 19 -show-encoding: [0x01,0x03,0x80,0xbe]).
  assert.deepEqual(asmSource('.regvar rax:s\ns_mov_b32 s0, s1\ns_mov_b32 rax, s1', CLRX).bytes, [0x01, 0x03, 0x80, 0xbe]);
});

test('CLRX .regvar: bad declarations and uses outside the variable', () => {
  assert.deepEqual(diags('.regvar rbx5:s:4\ns_mov_b64 s[0:1],rbx5[3:4]\n.regvar rbx5:v\n.regvar q:x\n.regvar z:v:0\n.regvar 5'), [
    "2:18: register range [3:4] is outside register variable 'rbx5' (4 SGPRs)",
    "3:9: register variable 'rbx5' is already defined",
    "4:11: unknown register type 'x' in .regvar (s for SGPRs, v for VGPRs)",
    '5:13: register count 0 out of range in .regvar (1 to 256)',
    "6:9: expected NAME:TYPE[:COUNT] in .regvar (TYPE s or v: '.regvar rax:s, rv:v:4')",
  ]);
});

test('CLRX .regvar: register variables are scoped (doc/ClrxAsmSyntax.md, "Scopes")', () => {
  const d = diags('.scope k\n.regvar rax:v:2\n.ends\n.regvar rax:s\nv_mov_b32 v1, k::rax[1]');
  assert.equal(d.length, 1);
  assert.ok(d[0].startsWith("5:15: 'k::rax' is a register variable (.regvar): it needs") && d[0].endsWith('(k::rax = %v[0:1])'), d[0]);
  // llvm-mc 19 has no .regvar.
  assert.match(diags('.regvar rax:s', { gen: 'gcn1.0', gpu: 'tahiti' })[0], /^1:1: unknown directive '\.regvar'/);
});
