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
const hex = (bytes: number[]): string => {
  const out: string[] = [];
  for (let k = 0; k < bytes.length; k += 4) out.push((((bytes[k + 3] << 24) | (bytes[k + 2] << 16) | (bytes[k + 1] << 8) | bytes[k]) >>> 0).toString(16).padStart(8, '0'));
  return out.join(' ');
};
const words = (src: string, opts: AsmOptions = CLRX): string => {
  const r = run(src, opts);
  assert.deepEqual(r.diags, []);
  return hex(r.bytes);
};
/** The words and the messages (warnings) of a line that assembles. */
const warned = (src: string, opts: AsmOptions = CLRX): [string, string[]] => {
  const r = run(src, opts);
  return [hex(r.bytes), r.diags];
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

test('CLRX: register symbols x = %REG, used whole or as x[A] / x[A:B]', () => {
  // doc/ClrxAsmSyntax.md, "Symbols": regpool = %v[16:31], reg1 = %s[0:1], and the instructions it lists.
  const doc = 'regpool = %v[16:31]\nreg1 = %s[0:1]\ns_and_b64 reg1, s[2:3], s[4:5]\ns_cmp_lt_i32 reg1[0], s2\nv_xor_b32 regpool[4], regpool[7], regpool[9]\nzx = 10\nv_xor_b32 regpool[zx+1], regpool[zx+5], regpool[zx+7]';
  // As llvm-mc 19 -show-encoding gives s_and_b64 s[0:1], s[2:3], s[4:5]; s_cmp_lt_i32 s0, s2; v_xor_b32 v20, v23, v25; v_xor_b32 v27, v31, v33.
  assert.equal(words(doc), '87800402 bf040200 3a28330 3a36431f'.replace('3a28330', '3a283317'));
  // GCNAsmOpc11.cpp: a part of another register symbol, symbols named like registers, special registers and constants.
  assert.equal(words('x1=%s[0:11]; x2=%x1[4]; s_add_u32  s[21:21], x2, s61'), '80153d04');
  assert.equal(words('v=%s[20:23]; s=%s4; b=%s[57:67];s_add_u32  v[1], s, b[4]'), '80153d04');
  assert.equal(words('xv=2; zx=%s[xv+18:xv+19]; ss=%s[xv+2]; b=%s[xv+55:xv+65];s_add_u32  zx[1], ss, b[4]'), '80153d04');
  assert.equal(words('mymx=%m0 ; s_add_u32  mymx, s4, s61'), '807c3d04');
  assert.equal(words('myvcc=%vcc ; s_xor_b64 myvcc, s[4:5], s[62:63]'), '89ea3e04');
  assert.equal(words('s_add_u32  vcc[1:1], s4, s61'), '806b3d04');
  assert.equal(words('dreg=%1 ; s_add_u32  s21, s4, dreg[0]'), '80158104');
  assert.equal(words('dreg=%-12; s_xor_b64 s[22:23], dreg[0:1], s[62:63]'), '89963ecc');
  assert.equal(words('val=%-.5; s_add_u32  s21, s4, val'), '8015f104');
  assert.equal(words('dd=%v21; v_add_f32  v154, |dd|, v107'), 'd206019a 0002d715');
  // Set again to a value it is a plain symbol; in an expression a register symbol is an error.
  assert.equal(words('x=%s4\nx=5\ns_mov_b32 s0, x'), 'be800385');
  assert.deepEqual(run('x=%s4\n.byte x+1\ny=%s4 + 1\nc=%1\nv_mov_b32 v0, c[0:2]').diags, [
    "2:7: 'x' is a register symbol (s[4:4]), not a value in an expression",
    "3:4: expected one register, register range or constant after '%' for 'y'",
    "5:15: 'c[0:2]' is outside 1",
  ]);
  // llvm-mc's syntax: '%' is no register (llvm-mc 19: "unknown token in expression").
  assert.deepEqual(run('x=%s4', { gen: 'gcn1.0', gpu: 'tahiti' }).diags, ["1:3: expected a number"]);
});

test('CLRX: .enum numbers symbols from a counter; .get_gpu and .get_arch give CLRX ids; .set NAME, %REG', () => {
  // doc/ClrxAsmPseudoOps.md, .enum: OK=0, BADFD=1, FATAL=2; >8: BitOne=8, BitTwo=9; HALO=10; `>,` myzero=0.
  const src = '.enum OK,BADFD,FATAL\n.enum >8, BitOne,BitTwo\n.enum HALO\n.enum >, myzero\n.byte OK, BADFD, FATAL, BitOne, BitTwo, HALO, myzero';
  assert.deepEqual(run(src).bytes, [0, 1, 2, 8, 9, 10, 0]);
  assert.deepEqual(run('.enum a, 3x\n.enum > 1 2, b\n.enum a\nOK = 1\n.enum OK').diags, [
    "1:10: expected a symbol name in .enum, got '3x'", "2:11: expected ',' after '.enum >START'", "3:7: redefinition of 'a'", "5:7: redefinition of 'OK'",
  ]);
  // .get_gpu: Tahiti 2, Tonga 11, gfx900 22, gfx906 28; .get_arch: gfx906 is VEGA20, 4.
  const ids = '.get_gpu G\n.get_arch A\n.byte G, A';
  assert.deepEqual(run(ids).bytes, [2, 0]);
  assert.deepEqual(run(ids, { gen: 'gcn1.2', gpu: 'tonga', syntax: 'clrx' }).bytes, [11, 2]);
  assert.deepEqual(run(ids, { gen: 'gcn1.4', gpu: 'gfx900', syntax: 'clrx' }).bytes, [22, 3]);
  assert.deepEqual(run(ids, { gen: 'gcn1.4', gpu: 'gfx906', syntax: 'clrx' }).bytes, [28, 4]);
  assert.deepEqual(run('.get_gpu G', { gen: 'gcn1.4', gpu: 'gfx908', syntax: 'clrx' }).diags, ['1:9: gfx908 has no CLRX GPU id (.get_gpu)']);
  // .set / .equ / .equiv take a register too (doc: `.set SYMBOL, EXPR|REG`).
  assert.equal(words('.set x, %s[4:5]\n.equiv y, %x[1]\ns_mov_b64 x, 0\ns_mov_b32 y, 0'), 'be840480 be850380');
  // llvm-mc 19: `.enum a` is an unknown directive.
  assert.match(run('.enum a', { gen: 'gcn1.0', gpu: 'tahiti' }).diags[0], /^1:1: unknown directive '\.enum'/);
});

test('CLRX: a symbol out of a field\'s range keeps its low bits; vccz is a symbol in an SGPR-only field', () => {
  const cut = (what: string, v: string, to: number, col: number): string => `1:${col}: ${what}: ${v} truncated to ${to} (CLRX keeps the field's low bits; llvm-mc rejects it)`;
  // GCNAsmOpc11.cpp:359/361: s_movk_i32 (signed or unsigned 16 bits) keeps 0xd4ba of 0x11d4ba, with a warning.
  assert.deepEqual(warned('xc = 0x11d4ba;    s_movk_i32  s43, xc'), ['b02bd4ba', [cut('s_movk_i32 immediate (16-bit)', 'xc', 0xd4ba, 36)]]);
  assert.deepEqual(warned('    s_movk_i32  s43, xc; xc = 0x22d4ba'), ['b02bd4ba', [cut('s_movk_i32 immediate (16-bit)', 'xc', 0xd4ba, 22)]]);
  // GCNAsmOpc11.cpp:604/606: SMRD's 8-bit offset keeps 0x77 of 3191 (symbol before or after).
  const smrd = 'offset (dwords; GCN 1.1 also takes 32-bit literals)';
  assert.deepEqual(warned('s0=3191; s_load_dword    s50, s[58:59], @s0'), ['c0193b77', [cut(smrd, 's0', 0x77, 41)]]);
  assert.deepEqual(warned('s_load_dword    s50, s[58:59], @s0; s0=3191')[0], 'c0193b77');
  // GCNAsmOpc11.cpp:598: SMRD's offset takes SGPRs only, where vccz is no register to CLRX but a symbol.
  assert.equal(words('    s_load_dword    s50, s[58:59], vccz; vccz=33'), 'c0193b21');
  assert.deepEqual(run('s_load_dword s50, s[58:59], vccz').diags, ["1:29: offset register must be a scalar register, got 'vccz' (to CLRX a symbol here, not defined)"]);
  // In a scalar source vccz stays the register (as llvm-mc 19: s_mov_b32 s0, src_vccz is be8003fb).
  assert.equal(words('vccz=33; s_mov_b32 s0, vccz'), 'be8003fb');
  // A jump keeps no low bits (clrxasm: "Jump out of range").
  assert.deepEqual(run('s_branch 0x100000').diags, ['1:10: branch offset (dwords) out of range: 0x100000 is not in -32768..65535']);
  // llvm-mc's syntax: out of range is an error (llvm-mc 19: "invalid operand for instruction").
  assert.deepEqual(run('s_movk_i32 s43, 0x11d4ba', { gen: 'gcn1.0', gpu: 'tahiti' }).diags, ['1:17: s_movk_i32 immediate (16-bit) out of range: 0x11d4ba is not in -32768..65535']);
});

test('CLRX: a register symbol of a one-register source is no 64-bit operand', () => {
  // GCNAsmOpc11.cpp:222: `k=%execz` then k in s_xor_b64's source: "Required 2 scalar registers" at k.
  assert.deepEqual(run('k=%execz; s_xor_b64  s[30:31], k, s[14:15]').diags, ['1:32: a 64-bit operand needs 2 registers, got 1 register (k = %execz)']);
  // Written by name it is the source, as llvm-mc 19 takes it (s_xor_b64 s[30:31], src_execz, s[14:15]: 899e0efc).
  assert.equal(words('s_xor_b64  s[30:31], execz, s[14:15]'), '899e0efc');
  assert.equal(words('k=%execz; s_mov_b32 s1, k'), 'be8103fc');
});

test('CLRX: .oldmodparam makes an enabling modifier\'s value one bit; vop3:EXPR forces VOP3 when set', () => {
  const buf = 'buffer_load_format_x  v61, v[18:19], s[80:83], s35 offset:603 glc:132 slc:771 addr64:-1 lds:-1';
  // GCNAsmOpc11.cpp:2212/2216: any nonzero value sets the flag; after .oldmodparam glc:132 is clear.
  assert.equal(words(`.oldmodparam; .nooldmodparam;  ${buf}`), 'e001c25b 23543d12');
  const [old, why] = warned(`.oldmodparam; ${buf}`);
  assert.equal(old, 'e001825b 23543d12');
  assert.deepEqual(why, ["1:77: 'glc:132' keeps the value's low bit, 0 (.oldmodparam)", "1:85: 'slc:771' keeps the value's low bit, 1 (.oldmodparam)",
    "1:93: 'addr64:-1' keeps the value's low bit, 1 (.oldmodparam)", "1:103: 'lds:-1' keeps the value's low bit, 1 (.oldmodparam)"]);
  // GCNAsmOpc12.cpp:1169: vop3:a with a=1 is the VOP3 form, high:b with b=0 no high.
  const TONGA: AsmOptions = { gen: 'gcn1.2', gpu: 'tonga', syntax: 'clrx' };
  assert.equal(words('a=1; b=0;   v_interp_p1_f32 v42, v16, attr39.z vop3:a high:b', TONGA), 'd270002a 000220a7');
  // vop3:0 is the VOP2 form (llvm-mc 19: v_add_f32_e32 v1, v2, v3 is 06020702); after .oldmodparam vop3:2 too.
  assert.equal(words('a=0; v_add_f32 v1, v2, v3 vop3:a'), '06020702');
  assert.deepEqual(warned('.oldmodparam; v_add_f32 v1, v2, v3 vop3:2'), ['06020702', ["1:36: 'vop3:2' keeps the value's low bit, 0 (.oldmodparam)"]]);
  assert.deepEqual(run('v_add_f32 v1, v2, v3 vop3:c').diags, ["1:27: undefined symbol 'c'"]);
  assert.deepEqual(run('.oldmodparam 1').diags, ['1:13: .oldmodparam takes no arguments']);
  // llvm-mc 19 has no .oldmodparam.
  assert.match(run('.oldmodparam', { gen: 'gcn1.0', gpu: 'tahiti' }).diags[0], /^1:1: unknown directive '\.oldmodparam'/);
});
