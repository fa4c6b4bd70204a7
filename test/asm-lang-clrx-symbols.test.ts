// CLRX's symbols in --syntax clrx, as its test vectors use them (CLRX-mirror
// tests/amdasm/GCNAsmOpc11.cpp, GCNAsmOpc12.cpp; the expected words are CLRX's): a symbol defined
// later may stand in any field (an offset, a count, a constant, hwreg's value), as CLRX resolves it
// when its value is known; `@EXPR` makes an operand an expression (`@v0` is the symbol v0), and
// inside an expression a register's name is a symbol (`s[s1:s1+1]` with s1=22). llvm-mc 19 needs
// such values while it reads the line, and so does gcnkit in its syntax.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AsmOptions } from '../src/asm/assembler.js';
import { asmSource } from './support/asm-source.js';

const CLRX: AsmOptions = { gen: 'gcn1.0', gpu: 'tahiti', syntax: 'clrx' };
const run = (src: string, opts: AsmOptions = CLRX): { bytes: number[]; diags: string[] } => {
  const r = asmSource(src, opts);
  return { bytes: r.bytes, diags: r.diags.map((d) => `${d.line}:${d.col}: ${d.message}`) };
};
const words = (src: string, opts: AsmOptions = CLRX): string => {
  const r = run(src, opts);
  assert.deepEqual(r.diags, []);
  const out: string[] = [];
  for (let k = 0; k < r.bytes.length; k += 4) out.push((((r.bytes[k + 3] << 24) | (r.bytes[k + 2] << 16) | (r.bytes[k + 1] << 8) | r.bytes[k]) >>> 0).toString(16).padStart(8, '0'));
  return out.join(' ');
};

test('CLRX: a symbol defined later in an offset, a count, a constant or a field', () => {
  // GCNAsmOpc11.cpp: ds offset, s_nop's count, s_setreg_imm32_b32's value, MUBUF offset, SMRD offset, v_madmk's K.
  assert.equal(words('ds_add_u32  v71, v169 offset:dct+2; dct=771'), 'd8000305 0000a947');
  assert.equal(words('ds_wrxchg2st64_rtn_b64 v[139:142], v71, v[169:170], v[86:87] offset0:1+aa offset1:bb+1;aa=32; bb=74'), 'd9bc4b21 8b56a947');
  assert.equal(words('s_nop  xv+xt; xv=6; xt=65'), 'bf800047');
  assert.equal(words('s_setreg_imm32_b32 hwreg(trapsts, 3, 10), xx; xx=0x24da4f'), 'ba8048c3 0024da4f');
  assert.equal(words('buffer_load_format_x  v61, v18, s[80:83], s35 offset:x glc; x=603'), 'e000425b 23143d12');
  assert.equal(words('s_load_dword    s50, s[58:59], x0; x0=191'), 'c0193bbf');
  assert.equal(words('v_madmk_f32 v154, v21, cxx, v107; cxx=77111'), '4134d715 00012d37');
  // GCNAsmOpc12.cpp (tonga): s_set_gpr_idx_on's mode, an SMEM offset of two later symbols.
  const TONGA: AsmOptions = { gen: 'gcn1.2', gpu: 'tonga', syntax: 'clrx' };
  assert.equal(words('s_set_gpr_idx_on s29, 4+xd;xd=43', TONGA), 'bf112f1d');
  assert.equal(words('s_load_dword  s50, s[58:59], xd*xy;xd=17;xy=35', TONGA), 'c0020c9d 00000253');
  // A value never defined is a located error at its use.
  assert.deepEqual(run('s_nop  x\nx = y\nds_add_u32  v71, v169 offset:x+2').diags, ["1:8: undefined symbol 'y' in the value of 'x' (when the file ends)", "3:30: undefined symbol 'y' in the value of 'x' (when the file ends)"]);
});

test('CLRX: @EXPR is an expression, and a register name inside an expression is a symbol', () => {
  // GCNAsmOpc11.cpp: `s0=0x2b; s_add_u32 s21, s4, @s0` is 8015ab04; defined later, a literal.
  assert.equal(words('s0=0x2b;    s_add_u32  s21, s4, @s0'), '8015ab04');
  assert.equal(words('s_add_u32  s21, s4, @s0-1; s0=40'), '8015ff04 00000027');
  assert.equal(words('v0=9111; v_mov_b32  v15, @v0'), '7e1e02ff 00002397');
  assert.equal(words('s_load_dword    s50, s[58:59], @s0; s0=191'), 'c0193bbf');
  assert.equal(words('s1=22; s2=4;s3=62;s_xor_b64 s[s1:s1+1], s[s2:s2+1], s[s3:s3+1]'), '89963e04');
  // Where an operand starts, s1 stays the register.
  assert.equal(words('s1=22; s_mov_b32 s1, s2'), 'be810302');
  // llvm-mc's syntax: '@' is no operand, and s1 in an index is the register name (not a symbol).
  assert.deepEqual(run('s0=1\ns_mov_b32 s1, @s0', { gen: 'gcn1.0', gpu: 'tahiti' }).diags, ["2:15: unexpected '@'"]);
});
