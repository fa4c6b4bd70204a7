// VOP3 (VOP3a/VOP3b) and VINTRP: the derived tables, texts and bytes checked against llvm-mc 19
// (each expected encoding below is llvm-mc's -show-encoding output), and the errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decode } from '../src/codec/codec.js';
import { COLUMN_GENS, GEN_INFO, GENS, columnValue, type Gen } from '../src/isa/gens.js';
import { isaFor, VOP1, VOP2, VOPC, VOP3, VOP3B } from '../src/isa/index.js';
import { printDecoded } from '../src/syntax/print.js';
import { assembleInstruction } from '../src/asm/instruction.js';
import { readFileSync } from 'node:fs';
import { E64_MODS } from '../src/isa/vop3-rows.js';
import { asmError } from './support/asm.js';
import { opcodeOn } from '../src/isa/opcodes.js';
import { llvmRow } from '../src/isa/table.js';

const bytesOf = (gen: Gen, line: string): number[] => assembleInstruction(gen, GEN_INFO[gen].llvmCpu, line, 1).words
  .flatMap((w) => [w & 255, (w >>> 8) & 255, (w >>> 16) & 255, w >>> 24]);
const textOf = (gen: Gen, line: string): string => assembleInstruction(gen, GEN_INFO[gen].llvmCpu, line, 1).text;
const errOf = (gen: Gen, line: string): string => asmError(gen, line).message;
const dis = (gen: Gen, bytes: number[]): string => {
  const ws: number[] = [];
  for (let i = 0; i < bytes.length; i += 4) ws.push((bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24)) >>> 0);
  return printDecoded(decode(gen, ws, 0)!, ws, 0).text;
};

test('e64 opcodes follow the rule: VOPC op, VOP2 op + 0x100, VOP1 op + 0x180 (GCN 1.0/1.1) or + 0x140 (GCN 1.2/1.4)', () => {
  const e64 = new Map([...VOP3.instrs, ...VOP3B.instrs].map((d) => [d.name, d]));
  let n = 0;
  for (const [t, base] of [[VOPC, [0, 0, 0, 0]], [VOP2, [0x100, 0x100, 0x100, 0x100]], [VOP1, [0x180, 0x180, 0x140, 0x140]]] as const) {
    for (const d of t.instrs) {
      const rows = [...VOP3.instrs, ...VOP3B.instrs].filter((r) => r.name === d.name + '_e64');
      // base is per COLUMN_GENS family; a child family (CDNA 2, 3) follows its parent's rule.
      for (const g of GENS) {
        const r = rows.find((x) => opcodeOn(x, g) >= 0);
        if (r && opcodeOn(d, g) >= 0) { assert.equal(opcodeOn(r, g), opcodeOn(d, g) + columnValue(base, g), `${d.name} on ${g}`); n++; }
      }
    }
  }
  assert.ok(n >= 300 + 306 + 321 + 325 - 10, `${n} e64 opcodes checked`);
  // No e64 form in LLVM's rows (CLRX names one of v_readfirstlane_b32: src/isa/clrx-rows.ts).
  for (const name of ['v_madmk_f32', 'v_madak_f32', 'v_readfirstlane_b32', 'v_swap_b32']) {
    const r = e64.get(name + '_e64');
    assert.ok(!r || !llvmRow(r), name);
  }
});

test('the tables equal the harvested llvm-mc data (docs/llvm-mc/valu/operands.tsv): every VOP3 opcode and e64 modifier set', () => {
  const GPU: Record<string, Gen> = { tahiti: 'gcn1.0', bonaire: 'gcn1.1', tonga: 'gcn1.2', gfx900: 'gcn1.4' };
  const lines = readFileSync(new URL('../../docs/llvm-mc/valu/operands.tsv', import.meta.url), 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
  let n = 0;
  for (const l of lines) {
    const [name, gpu, kind, , e64, , , mods] = l.split('\t');
    const gen = GPU[gpu];
    if (e64 === '-' || kind === 'VOP3P') continue;
    const mnemonic = kind === 'VOP3' ? name : name + '_e64';
    const found = isaFor(gen).byName.get(mnemonic);
    assert.ok(found, `${mnemonic} on ${gpu}`);
    // v_mul_lo_i32 is an assembler alias of v_mul_lo_u32 (the same opcode) on GCN 1.2/1.4.
    assert.equal(opcodeOn(found.def, gen), parseInt(e64, 16), `${mnemonic} on ${gpu}`);
    if (kind !== 'VOP3') assert.equal(E64_MODS[`${kind} ${name}`].split(' ')[COLUMN_GENS.indexOf(gen)], mods, `${kind} ${name} on ${gpu}`);
    // llvm-mc's modifiers: CLRX's (clamp and omod on every VOP3 form) are not its.
    const has = (k: string): boolean => found.def.operands.some((o) => (o.kind === k || o.field === k) && !o.clrx);
    if (name !== 'v_div_scale_f32' && name !== 'v_div_scale_f64' && !((gen === 'gcn1.0' || gen === 'gcn1.1') && found.enc.layout.byName.sdst)) assert.equal(has('clamp'), mods.includes('C'), `${mnemonic} clamp on ${gpu}`);
    assert.equal(has('omod'), mods.includes('O'), `${mnemonic} omod on ${gpu}`);
    n++;
  }
  assert.ok(n > 1300, `${n} (instruction, GPU) cells`);
});

test('VOP3a and VOP3b split the opcode space: carry-out adds, div_scale and mad_u64_u32 read SDST', () => {
  for (const gen of GENS) {
    const b = isaFor(gen).byName.get('v_div_scale_f32')!;
    assert.ok(b.enc.layout.byName.sdst && !b.enc.layout.byName.abs0, gen);
    // v_fma_f32 (VOP3a) is on every family; v_mad_f32 is not on CDNA 3 (llvm-mc 19 -mcpu=gfx940 refuses it).
    assert.ok(isaFor(gen).byName.get('v_fma_f32')!.enc.layout.byName.abs0, gen);
  }
});

const GFX900: [string, number[]][] = [
  ['v_add_f32_e64 v0, -v1, |v2| clamp mul:2', [0x00, 0x82, 0x01, 0xd1, 0x01, 0x05, 0x02, 0x28]],
  ['v_add_f32_e64 v0, -|1.0|, v1', [0x00, 0x01, 0x01, 0xd1, 0xf2, 0x02, 0x02, 0x20]],
  ['v_add_f32_e64 v0, neg(1.0), v1', [0x00, 0x00, 0x01, 0xd1, 0xf2, 0x02, 0x02, 0x20]],
  ['v_add_f32_e64 v0, -1.0, v1', [0x00, 0x00, 0x01, 0xd1, 0xf3, 0x02, 0x02, 0x00]],
  ['v_add_f32_e64 v0, -v1, v2 clamp div:2', [0x00, 0x80, 0x01, 0xd1, 0x01, 0x05, 0x02, 0x38]],
  ['v_cmp_eq_f32_e64 s[0:1], -v1, v2 clamp', [0x00, 0x80, 0x42, 0xd0, 0x01, 0x05, 0x02, 0x20]],
  ['v_div_scale_f32 v0, vcc, v1, v2, v3', [0x00, 0x6a, 0xe0, 0xd1, 0x01, 0x05, 0x0e, 0x04]],
  ['v_add_co_u32_e64 v0, s[2:3], v1, v2 clamp', [0x00, 0x82, 0x19, 0xd1, 0x01, 0x05, 0x02, 0x00]],
  ['v_addc_co_u32_e64 v0, s[2:3], v1, v2, s[4:5]', [0x00, 0x02, 0x1c, 0xd1, 0x01, 0x05, 0x12, 0x00]],
  ['v_cndmask_b32_e64 v0, -v1, |v2|, s[4:5]', [0x00, 0x02, 0x00, 0xd1, 0x01, 0x05, 0x12, 0x20]],
  ['v_mad_f16 v0, v1, v2, v3 op_sel:[1,0,0,1] clamp', [0x00, 0xc8, 0x03, 0xd2, 0x01, 0x05, 0x0e, 0x04]],
  ['v_pack_b32_f16 v0, v1, v2 op_sel:[1,0,1]', [0x00, 0x48, 0xa0, 0xd2, 0x01, 0x05, 0x02, 0x00]],
  ['v_fma_f64 v[0:1], 1.0, s[2:3], v[4:5]', [0x00, 0x00, 0xcc, 0xd1, 0xf2, 0x04, 0x10, 0x04]],
  ['v_mad_f32 v0, s1, s1, v1', [0x00, 0x00, 0xc1, 0xd1, 0x01, 0x02, 0x04, 0x04]],
  ['v_readlane_b32 s0, v1, s2', [0x00, 0x00, 0x89, 0xd2, 0x01, 0x05, 0x00, 0x00]],
  ['v_writelane_b32 v0, s1, 5', [0x00, 0x00, 0x8a, 0xd2, 0x01, 0x0a, 0x01, 0x00]],
  ['v_mad_u64_u32 v[0:1], s[2:3], v1, v2, v[4:5]', [0x00, 0x02, 0xe8, 0xd1, 0x01, 0x05, 0x12, 0x04]],
  ['v_interp_p1_f32_e64 v0, v6, attr0.x', [0x00, 0x00, 0x70, 0xd2, 0x00, 0x0c, 0x02, 0x00]],
  ['v_interp_mov_f32_e64 v0, p20, attr3.z', [0x00, 0x00, 0x72, 0xd2, 0x83, 0x02, 0x00, 0x00]],
  ['v_interp_p2_f16 v0, v6, attr0.y, v8 high clamp', [0x00, 0x80, 0x77, 0xd2, 0x40, 0x0d, 0x22, 0x04]],
  ['v_interp_p1ll_f16 v0, -v6, attr2.z clamp mul:2', [0x00, 0x80, 0x74, 0xd2, 0x82, 0x0c, 0x02, 0x48]],
  ['v_interp_p1_f32_e32 v1, v2, attr32.w', [0x02, 0x83, 0x04, 0xd4]],
  ['v_interp_mov_f32_e32 v0, p0, attr3.z', [0x02, 0x0e, 0x02, 0xd4]],
];

test('gfx900: VOP3 and VINTRP lines assemble to llvm-mc\'s bytes and print back the same text', () => {
  for (const [line, bytes] of GFX900) {
    assert.deepEqual(bytesOf('gcn1.4', line), bytes, line);
    assert.equal(textOf('gcn1.4', line), line);
    assert.equal(dis('gcn1.4', bytes), line);
  }
});

test('gfx900: SRC2 of the 16-bit multiply-adds is 32-bit (0x3f800000 is the inline 1.0 there, 0x3c00 a literal)', () => {
  for (const name of ['v_mad_u32_u16', 'v_mad_i32_i16']) {
    assert.equal(textOf('gcn1.4', `${name} v0, v1, v2, 0x3f800000`), `${name} v0, v1, v2, 1.0`);
    assert.throws(() => bytesOf('gcn1.4', `${name} v0, v1, v2, 0x3c00`), /literal/);
  }
});

test('tahiti: VOP3 opcodes and layouts of GCN 1.0 (9-bit op, CLAMP at bit 11), VINTRP marker 0b110010', () => {
  assert.deepEqual(bytesOf('gcn1.0', 'v_add_f32_e64 v0, -v1, |v2| clamp mul:2'), [0x00, 0x0a, 0x06, 0xd2, 0x01, 0x05, 0x02, 0x28]);
  assert.deepEqual(bytesOf('gcn1.0', 'v_add_i32_e64 v0, s[2:3], v1, v2'), [0x00, 0x02, 0x4a, 0xd2, 0x01, 0x05, 0x02, 0x00]);
  assert.deepEqual(bytesOf('gcn1.0', 'v_cvt_i32_f32_e64 v0, -v1 mul:2'), [0x00, 0x00, 0x10, 0xd3, 0x01, 0x01, 0x00, 0x28]);
  assert.deepEqual(bytesOf('gcn1.0', 'v_interp_mov_f32 v0, p10, attr3.z'), [0x00, 0x0e, 0x02, 0xc8]);
  assert.deepEqual(bytesOf('gcn1.0', 'v_interp_p1_f32_e32 v1, v2, attr5.w'), [0x02, 0x17, 0x04, 0xc8]);
  assert.equal(textOf('gcn1.0', 'v_interp_p1_f32_e32 v1, v2, attr5.w'), 'v_interp_p1_f32 v1, v2, attr5.w');
});

test('a mnemonic without suffix is e32 where its operands fit, else e64 (as llvm-mc)', () => {
  assert.equal(textOf('gcn1.4', 'v_add_f32 v0, v1, s2'), 'v_add_f32_e64 v0, v1, s2');
  assert.equal(textOf('gcn1.4', 'v_add_f32 v0, s1, v2'), 'v_add_f32_e32 v0, s1, v2');
  assert.equal(textOf('gcn1.0', 'v_add_f32 v0, v1, -v2'), 'v_add_f32_e64 v0, v1, -v2');
  assert.equal(textOf('gcn1.4', 'v_cmp_eq_f32 s[0:1], v1, v2'), 'v_cmp_eq_f32_e64 s[0:1], v1, v2');
  assert.equal(textOf('gcn1.0', 'v_cmp_eq_f32 vcc, v1, s2'), 'v_cmp_eq_f32_e64 vcc, v1, s2');
  assert.equal(textOf('gcn1.0', 'v_add_i32 v0, vcc, v1, s2'), 'v_add_i32_e64 v0, vcc, v1, s2');
  assert.match(errOf('gcn1.4', 'v_add_f32_e32 v0, v1, s2'), /vsrc1 must be a vector register/);
});

test('suffixes llvm-mc reads: _e64 on VOP3-only instructions, _e32 on GCN 1.0/1.1 VINTRP; v_mul_lo_i32 on GCN 1.2/1.4', () => {
  assert.deepEqual(bytesOf('gcn1.0', 'v_bfm_b32_e64 v0, v1, v2'), [0x00, 0x00, 0x3c, 0xd2, 0x01, 0x05, 0x02, 0x00]);
  assert.deepEqual(bytesOf('gcn1.4', 'v_mad_f32_e64 v0, v1, v2, v3'), [0x00, 0x00, 0xc1, 0xd1, 0x01, 0x05, 0x0e, 0x04]);
  assert.equal(textOf('gcn1.4', 'v_mad_f32_e64 v0, v1, v2, v3'), 'v_mad_f32 v0, v1, v2, v3');
  assert.match(errOf('gcn1.2', 'v_readlane_b32_e64 s0, v1, s2'), /e64 variant of this instruction is not supported/);
  assert.match(errOf('gcn1.0', 'v_readlane_b32_e64 s0, v1, s2'), /e64 variant of this instruction is not supported/);
  // v_mul_lo_i32: its own opcode on GCN 1.0/1.1, an alias of v_mul_lo_u32 (0x285) later.
  assert.deepEqual(bytesOf('gcn1.0', 'v_mul_lo_i32 v0, v1, v2'), [0x00, 0x00, 0xd6, 0xd2, 0x01, 0x05, 0x02, 0x00]);
  assert.deepEqual(bytesOf('gcn1.2', 'v_mul_lo_i32 v0, v1, v2'), [0x00, 0x00, 0x85, 0xd2, 0x01, 0x05, 0x02, 0x00]);
  assert.equal(textOf('gcn1.4', 'v_mul_lo_i32_e64 v0, v1, v2'), 'v_mul_lo_u32 v0, v1, v2');
});

test("CLRX's spellings: the vop3 modifier forces the e64 form, -abs(..) is neg and abs", () => {
  const a = assembleInstruction('gcn1.4', 'gfx900', 'v_add_f32 v0, v1, v2 vop3', 1);
  assert.equal(a.text, 'v_add_f32_e64 v0, v1, v2');
  assert.match(a.warnings.map((w) => w.message).join(), /'vop3' is CLRX syntax/);
  assert.equal(textOf('gcn1.2', 'V_ADD_F32 V0, -ABS(V1), V2 VOP3'), 'v_add_f32_e64 v0, -|v1|, v2');
});

test('the disassembler: llvm-mc\'s spellings, and .long where llvm-mc drops or rejects bits', () => {
  assert.equal(dis('gcn1.2', [0x00, 0x00, 0x01, 0xd1, 0xf2, 0x04, 0x02, 0x20]), 'v_add_f32_e64 v0, neg(1.0), v2');
  assert.equal(dis('gcn1.4', [0x00, 0x00, 0x01, 0xd1, 0x01, 0x04, 0x02, 0x20]), 'v_add_f32_e64 v0, -s1, v2');
  // v_cmp_class_f64's mask is a 32-bit integer: 1/(2*pi) in its 32-bit spelling.
  assert.equal(dis('gcn1.2', [0x04, 0x01, 0x13, 0xd0, 0xd5, 0xf1, 0x01, 0x00]), 'v_cmpx_class_f64_e64 s[4:5], |v[213:214]|, 0.15915494');
  assert.equal(dis('gcn1.4', [0x00, 0x00, 0x42, 0xd0, 0x01, 0x05, 0x02, 0x00]), 'v_cmp_eq_f32_e64 s[0:1], v1, v2');
  assert.equal(dis('gcn1.4', [0xfc, 0x00, 0x42, 0xd0, 0x01, 0x05, 0x02, 0x00]), 'v_cmp_eq_f32_e64 src_execz, v1, v2');
  assert.equal(dis('gcn1.4', [0x00, 0x00, 0x00, 0xd1, 0x01, 0x05, 0xfa, 0x01]), "v_cndmask_b32_e64 v0, v1, v2, exec/*Invalid register, operand has 'SReg_1_XEXEC' register class*/");
  // llvm-mc prints v_nop for the e64 word, text that reassembles as VOP1: gcnkit keeps the suffix.
  assert.equal(dis('gcn1.2', [0x00, 0x00, 0x40, 0xd1, 0x00, 0x00, 0x00, 0x00]), 'v_nop_e64');
  const long = [
    [0x00, 0x78, 0x01, 0xd1, 0x01, 0x05, 0x02, 0x00], // op_sel bits on tonga (llvm-mc drops them)
    [0x00, 0x00, 0x01, 0xd1, 0x01, 0x05, 0x06, 0x00], // SRC2 of a two-source instruction
    [0x00, 0x00, 0x85, 0xd2, 0x01, 0x05, 0x02, 0x20], // neg on v_mul_lo_u32
    [0x00, 0x00, 0x01, 0xd1, 0xff, 0x04, 0x02, 0x00], // a literal: VOP3 has none
    [0x00, 0x00, 0x41, 0xd1, 0x01, 0x05, 0x00, 0x00], // v_mov_b32_e64 with SRC1
    [0x01, 0x00, 0x42, 0xd0, 0x01, 0x05, 0x02, 0x00], // misaligned SGPR pair
    [0x00, 0x00, 0x70, 0xd2, 0x21, 0x0c, 0x02, 0x00], // attr33 (llvm-mc prints it, then rejects it)
  ];
  for (const b of long) assert.match(dis('gcn1.2', b), /^\.long /, b.map((x) => x.toString(16)).join(','));
});

test('errors say why a VOP3 line cannot be encoded', () => {
  const cases: [Gen, string, RegExp][] = [
    ['gcn1.4', 'v_add_f32_e64 v0, 0x1234, v1', /literal operands are not supported/],
    ['gcn1.4', 'v_mul_lo_u32 v0, -v1, v2', /source modifiers .* need a DPP, SDWA or VOP3 form/],
    ['gcn1.4', 'v_cvt_f32_i32_e64 v0, -v1', /need a DPP, SDWA or VOP3 form of v_cvt_f32_i32_e64 that takes them/],
    ['gcn1.4', 'v_cvt_pk_u8_f32 v0, v1, -v2, v3', /takes no neg modifier on src1/],
    ['gcn1.4', 'v_div_scale_f32 v0, vcc, v1, |v2|, v3', /takes no abs modifier/],
    ['gcn1.0', 'v_div_scale_f32 v0, vcc, v1, v2, v3 clamp', /clamp exists on GCN 1.2\/1.4\/CDNA 2\/CDNA 3 only/],
    ['gcn1.0', 'v_cmp_eq_f32_e64 s[0:1], v1, v2 clamp', /'clamp' on v_cmp_eq_f32_e64 has no llvm-mc syntax; CLRX reads it: --syntax clrx/],
    ['gcn1.2', 'v_mad_f16 v0, v1, v2, v3 op_sel:[1,0,0,1]', /does not take|op_sel exists/],
    ['gcn1.4', 'v_mad_f16 v0, v1, v2, v3 op_sel:[1,0,0]', /op_sel:\[..\] with 4 bits/],
    // llvm-mc 19: "not a valid operand"; CLRX writes OP_SEL on every GCN 1.4 VOP3a word.
    ['gcn1.4', 'v_add_f16_e64 v0, v1, v2 op_sel:[1,0,0]', /'op_sel:\[1,0,0\]' on v_add_f16_e64 has no llvm-mc syntax; CLRX reads it: --syntax clrx/],
    ['gcn1.4', 'v_mad_f32 v0, s1, s2, v1', /violates constant bus/],
    ['gcn1.1', 'v_mad_u64_u32 v[0:1], s[2:3], s2, v1, s[2:3]', /violates constant bus/],
    ['gcn1.4', 'v_div_fmas_f32 v0, s1, v2, v3', /violates constant bus/],
    ['gcn1.0', 'v_add_f32_e64 v0, v1, src_lds_direct', /lds_direct may be used as src0 only/],
    ['gcn1.0', 'v_cvt_f32_f16_e64 v0, 1.0', /no constant is accepted in a 16-bit VOP3 source before GCN 1.2/],
    ['gcn1.4', 'v_interp_p1_f32 v1, v2, attr33.x', /out of bounds interpolation attribute/],
    ['gcn1.4', 'v_interp_mov_f32 v1, p30, attr0.x', /expected p10, p20 or p0/],
    ['gcn1.4', 'v_interp_p1_f32_e64 v1, v2, attr0.x high', /'high' on v_interp_p1_f32_e64 has no llvm-mc syntax; CLRX reads it/],
    ['gcn1.4', 'v_add_f32_e64 v0, v1, v2 mul:3', /expected mul:2, mul:4 or div:2/],
  ];
  for (const [gen, line, re] of cases) assert.match(errOf(gen, line), re, `${gen} ${line}`);
});

test('a float literal of a 16-bit integer operand is rejected at the operand (llvm-mc 19 writes its f32 bits: ERRATA Q-L16)', () => {
  for (const line of ['v_cmp_t_i16_e32 vcc, 1.5, v45', 'v_add_u16 v1, 1.5, v45', 'v_add_u16_e64 v1, 1.5, v45']) {
    const e = asmError('gcn1.4', line);
    assert.match(e.message, /float literal of a 16-bit integer operand/);
    assert.equal(e.col, line.indexOf('1.5') + 1);
  }
  // Inline floats and f16 operands are unchanged.
  assert.deepEqual(assembleInstruction('gcn1.4', 'gfx900', 'v_add_u16 v1, 0.5, v45', 1, 'llvm').words, [0x4c025af0]);
  assert.deepEqual(assembleInstruction('gcn1.4', 'gfx900', 'v_add_f16 v1, 1.5, v45', 1, 'llvm').words, [0x3e025aff, 0x3e00]);
});

test('a negative literal of an unsigned 64-bit integer operand is rejected (the hardware zero-extends it: ERRATA Q-L17); signed operands take it', () => {
  for (const gen of ['gcn1.0', 'gcn1.4'] as const) {
    for (const line of ['s_mov_b64 s[0:1], -100', 'v_cmp_eq_u64_e32 vcc, -100, v[0:1]', 's_and_b64 s[0:1], s[2:3], 0xffffffffffffff9c', 's_lshr_b64 s[0:1], -17, 1']) {
      const e = asmError(gen, line);
      assert.match(e.message, /cannot be encoded in an unsigned 64-bit operand: its 32-bit literal 0xff+[0-9a-f]+ is zero-extended/, line);
      assert.equal(e.col, line.search(/-1|0xffffffffffffff9c/) + 1, line);
    }
    const cpu = gen === 'gcn1.0' ? 'tahiti' : 'gfx900';
    const words = (line: string): number[] => assembleInstruction(gen, cpu, line, 1, 'llvm').words;
    // Inline constants, the literal's own bits, 32-bit operands and signed 64-bit operands are unchanged.
    assert.equal(words('s_mov_b64 s[0:1], -16').length, 1);
    assert.deepEqual(words('s_mov_b64 s[0:1], 0xffffff9c').slice(1), [0xffffff9c]);
    assert.deepEqual(words('s_add_u32 s0, s1, -100').slice(1), [0xffffff9c]);
    assert.deepEqual(words('s_ashr_i64 s[0:1], -100, 3').slice(1), [0xffffff9c]);
    assert.deepEqual(words('v_cmp_eq_i64_e32 vcc, -100, v[0:1]').slice(1), [0xffffff9c]);
  }
});
