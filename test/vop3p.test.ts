// VOP3P (GCN 1.4 packed math and v_mad_mix*): encodings and text checked against llvm-mc 19,
// the words llvm-mc cannot print back (.long), and the assembler's located errors.
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decode } from '../src/codec/codec.js';
import { GEN_INFO } from '../src/isa/gens.js';
import { VOP3P } from '../src/isa/index.js';
import { packedShape } from '../src/syntax/packed.js';
import { printDecoded } from '../src/syntax/print.js';
import { assembleInstruction } from '../src/asm/instruction.js';
import { gcnkit } from './support/cli.js';
import { asmError } from './support/asm.js';
import { resolveTarget } from '../src/isa/targets.js';
import { opcodeOn } from '../src/isa/opcodes.js';

const G = 'gcn1.4';
const asm = (line: string, syntax: 'llvm' | 'clrx' = 'llvm'): number[] => assembleInstruction(G, GEN_INFO[G].llvmCpu, line, 1, syntax).words;
const dis = (ws: number[]): string => printDecoded(decode(G, ws, 0)!, ws, 0).text;
const err = (line: string) => asmError(G, line);
const words = (bytes: number[]): number[] => [0, 4].map((i) => (bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24)) >>> 0);

// [input, llvm-mc's canonical text, llvm-mc's bytes] (llvm-mc 19 -mcpu=gfx900 -show-encoding).
const CASES: readonly [string, string, number[]][] = [
  ['v_pk_add_f16 v0, v4, v6', 'v_pk_add_f16 v0, v4, v6', [0x00, 0x40, 0x8f, 0xd3, 0x04, 0x0d, 0x02, 0x18]],
  ['v_pk_add_f16 v0, v4, v6 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,1] neg_hi:[1,1] clamp', 'v_pk_add_f16 v0, v4, v6 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,1] neg_hi:[1,1] clamp', [0x00, 0xcb, 0x8f, 0xd3, 0x04, 0x0d, 0x02, 0x70]],
  ['v_pk_fma_f16 v0, v4, v6, v8 op_sel:[0,0,1] op_sel_hi:[1,1,0]', 'v_pk_fma_f16 v0, v4, v6, v8 op_sel:[0,0,1] op_sel_hi:[1,1,0]', [0x00, 0x20, 0x8e, 0xd3, 0x04, 0x0d, 0x22, 0x1c]],
  // op_sel_hi:[1,1,1] is the default of packed instructions: not printed.
  ['v_pk_fma_f16 v0, v4, v6, v8 op_sel:[0,0,0] op_sel_hi:[1,1,1]', 'v_pk_fma_f16 v0, v4, v6, v8', [0x00, 0x40, 0x8e, 0xd3, 0x04, 0x0d, 0x22, 0x1c]],
  // Missing list elements are 0.
  ['v_pk_fma_f16 v0, v4, v6, v8 op_sel_hi:[1]', 'v_pk_fma_f16 v0, v4, v6, v8 op_sel_hi:[1,0,0]', [0x00, 0x00, 0x8e, 0xd3, 0x04, 0x0d, 0x22, 0x0c]],
  ['v_pk_fma_f16 v0, m0, v1, 0.5', 'v_pk_fma_f16 v0, m0, v1, 0.5', [0x00, 0x40, 0x8e, 0xd3, 0x7c, 0x02, 0xc2, 0x1b]],
  ['v_pk_mad_u16 v255, s101, v255, -16 op_sel_hi:[0,0,0]', 'v_pk_mad_u16 v255, s101, v255, -16 op_sel_hi:[0,0,0]', [0xff, 0x00, 0x89, 0xd3, 0x65, 0xfe, 0x43, 0x03]],
  // Packed i16 constants are 32-bit values (an f32 pattern is inline); packed f16 take f16 patterns.
  ['v_pk_add_u16 v0, 0x3f800000, v6', 'v_pk_add_u16 v0, 1.0, v6', [0x00, 0x40, 0x8a, 0xd3, 0xf2, 0x0c, 0x02, 0x18]],
  ['v_pk_add_f16 v0, 0x3c00, v6', 'v_pk_add_f16 v0, 1.0, v6', [0x00, 0x40, 0x8f, 0xd3, 0xf2, 0x0c, 0x02, 0x18]],
  ['v_pk_add_u16 v0, 0xffffffff, v6', 'v_pk_add_u16 v0, -1, v6', [0x00, 0x40, 0x8a, 0xd3, 0xc1, 0x0c, 0x02, 0x18]],
  ['v_pk_mul_lo_u16 v1, src_lds_direct, v2', 'v_pk_mul_lo_u16 v1, src_lds_direct, v2', [0x01, 0x40, 0x81, 0xd3, 0xfe, 0x04, 0x02, 0x18]],
  ['v_pk_max_i16 v1, vcc_hi, vcc_hi', 'v_pk_max_i16 v1, vcc_hi, vcc_hi', [0x01, 0x40, 0x87, 0xd3, 0x6b, 0xd6, 0x00, 0x18]],
  ['v_pk_ashrrev_i16 v1, 0.15915494, v2 neg_lo:[0,1]', 'v_pk_ashrrev_i16 v1, 0.15915494, v2 neg_lo:[0,1]', [0x01, 0x40, 0x86, 0xd3, 0xf8, 0x04, 0x02, 0x58]],
  // v_mad_mix*: neg/abs per source (NEG_LO / NEG_HI), op_sel_hi defaults to all 0.
  ['v_mad_mix_f32 v0, -v4, |v6|, -|v8| clamp', 'v_mad_mix_f32 v0, -v4, |v6|, -|v8| clamp', [0x00, 0x86, 0xa0, 0xd3, 0x04, 0x0d, 0x22, 0xa4]],
  ['v_mad_mix_f32 v0, neg(1.0), -|vcc_lo|, |2| op_sel:[1,0,1] op_sel_hi:[1,1,0]', 'v_mad_mix_f32 v0, neg(1.0), -|vcc_lo|, |2| op_sel:[1,0,1] op_sel_hi:[1,1,0]', [0x00, 0x2e, 0xa0, 0xd3, 0xf2, 0xd4, 0x08, 0x7a]],
  ['v_mad_mix_f32 v0, 0xffff, v6, v8', 'v_mad_mix_f32 v0, -1, v6, v8', [0x00, 0x00, 0xa0, 0xd3, 0xc1, 0x0c, 0x22, 0x04]],
  ['v_mad_mixhi_f16 v0, abs(v4), -abs(v6), neg(|v8|) op_sel_hi:[1,0,0]', 'v_mad_mixhi_f16 v0, |v4|, -|v6|, -|v8| op_sel_hi:[1,0,0]', [0x00, 0x07, 0xa2, 0xd3, 0x04, 0x0d, 0x22, 0xcc]],
  ['v_mad_mix_f32 v0, -|0.15915494|, -|v6|, -|v8|', 'v_mad_mix_f32 v0, -|0.15915494|, -|v6|, -|v8|', [0x00, 0x07, 0xa0, 0xd3, 0xf8, 0x0c, 0x22, 0xe4]],
];

const doc = (name: string): string[] => readFileSync(new URL(`../../docs/llvm-mc/valu/${name}`, import.meta.url), 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));

test('the table rows are the harvested data (docs/llvm-mc/valu/VOP3P.tsv, operands.tsv)', () => {
  const tsv = doc('VOP3P.tsv').map((l) => l.split('\t'));
  const shapes = new Map(doc('operands.tsv').map((l) => l.split('\t')).filter((c) => c[2] === 'VOP3P').map((c) => [c[0], c[9].split(',').length - 1]));
  assert.equal(tsv.length, 22);
  // The harvest is gfx900's; the rows of other GPUs (gfx904/906) are checked in test/targets.test.ts.
  const gfx900 = resolveTarget('gfx900')!;
  assert.deepEqual(VOP3P.instrs.filter((d) => !d.requires || gfx900.features.has(d.requires)).map((d) => [d.name, opcodeOn(d, 'gcn1.4'), packedShape(d).sources, packedShape(d).packed]),
    tsv.map((c) => [c[0], parseInt(c[4], 16), shapes.get(c[0]), c[0].startsWith('v_pk_')]));
});

test('VOP3P lines assemble to llvm-mc\'s bytes and print as llvm-mc prints them', () => {
  for (const [input, text, bytes] of CASES) {
    const ws = words(bytes);
    assert.deepEqual(asm(input), ws, input);
    assert.equal(dis(ws), text, input);
    assert.deepEqual(asm(text), ws, text);
  }
});

test('CLRX style: upper case and modifiers in any order read the same', () => {
  assert.deepEqual(asm('V_PK_ADD_F16 V0, V4, V6 CLAMP NEG_HI:[1,1] NEG_LO:[1,1] OP_SEL_HI:[0,1] OP_SEL:[1,0]', 'clrx'), words(CASES[1][2]));
  // CLRX's op_sel_hi default on v_mad_mix* is [1,1,1] (GCNAsmOpc14.cpp:626): written out here.
  assert.deepEqual(asm('v_mad_mix_f32 v0, -V4, |V6|, -|V8| clamp OP_SEL_HI:[0,0,0]', 'clrx'), words(CASES[13][2]));
});

test('words whose text would not reassemble to them print as .long with the reason', () => {
  const base = words(CASES[0][2]);
  const cases: [number[], RegExp][] = [
    [[base[0] & ~(1 << 14), base[1]], /op_sel_hi bit 2 is 0 on v_pk_add_f16, which has 2 sources/],
    [[base[0] | (1 << 13), base[1]], /op_sel bit 2 is 1/],
    [[base[0] | (1 << 10), base[1]], /neg_hi bit 2/],
    [[base[0], (base[1] | (1 << 31)) >>> 0], /neg_lo bit 2/],
    [[base[0], base[1] | (8 << 18)], /src2/], // a third source on a two-source instruction
    [[base[0], (base[1] & ~0x1ff) | 0xff], /takes no literal/],
    [[base[0], (base[1] & ~(0x1ff << 9)) | (0xfe << 9)], /lds_direct may be used as src0 only/],
    [[(base[0] & ~(0x7f << 16)) | (0x13 << 16), base[1]], /no instruction on GCN 1\.4/],
    // v_pk_lshlrev_b16 (a "rev" instruction) cannot read lds_direct; two SGPRs break the constant bus.
    [[0xd3844000, 0x18020cfe], /lds_direct cannot be used with v_pk_lshlrev_b16/],
    [[0xd38f4000, 0x18000a04], /constant bus/],
  ];
  for (const [ws, why] of cases) {
    const p = printDecoded(decode(G, ws, 0)!, ws, 0);
    assert.match(p.text, /^\.long 0x[0-9a-f]{8}, 0x[0-9a-f]{8} \/\/ /, p.text);
    assert.match(p.problem ?? '', why, p.text);
  }
});

test('VOP3P words are not read as VOP3: the 9-bit marker 0b110100111 wins', () => {
  const d = decode(G, words(CASES[0][2]), 0)!;
  assert.equal(d.enc.table.name, 'VOP3P');
  assert.equal(d.def?.name, 'v_pk_add_f16');
  assert.deepEqual([d.fields.op_sel_hi, d.fields.op_sel_hi2, d.fields.neg_lo, d.fields.neg_hi, d.fields.clamp], [3, 1, 0, 0, 0]);
  // On GCN 1.2 the same word is VOP3 (opcode 0x38f), never VOP3P.
  assert.equal(decode('gcn1.2', words(CASES[0][2]), 0)!.enc.table.name, 'VOP3');
});

test('VOP3P errors: the reason, at the operand or modifier', () => {
  const bad: [string, RegExp, number][] = [
    ['v_pk_add_f16 v0, 0x1234, v6', /literal operands are not supported/, 18],
    ['v_pk_add_f16 v0, 1.5, v6', /literal operands are not supported/, 18],
    ['v_pk_add_u16 v0, 0x3c00, v6', /literal operands are not supported/, 18],
    ['v_pk_add_f16 v0, 0x3f800000, v6', /literal operands are not supported/, 18],
    ['v_mad_mix_f32 v0, 0x3f800000, v6, v8', /out of range/, 19],
    ['v_pk_add_f16 v0, v4, v6 op_sel:[2,0]', /invalid op_sel value/, 25],
    ['v_pk_add_f16 v0, v4, v6 op_sel:[1,0,1]', /element 2 must be 0/, 25],
    ['v_pk_add_f16 v0, v4, v6 op_sel:[1,1,1,1,1]', /closing square bracket/, 40],
    ['v_pk_add_f16 v0, v4, v6 op_sel:[1,0] op_sel:[0,1]', /duplicate modifier/, 38],
    ['v_pk_add_f16 v0, s4, s5', /constant bus/, 18],
    ['v_pk_fma_f16 v0, vcc_lo, vcc_lo, vcc_hi', /constant bus/, 18],
    ['v_pk_fma_f16 v0, v5, src_lds_direct, v4', /lds_direct may be used as src0 only/, 22],
    ['v_pk_add_f16 v0, -v4, v6', /takes no source modifiers.*neg_lo/, 18],
    ['v_pk_add_f16 v0, v4, v6 mul:2', /v_pk_add_f16 does not take 'mul:2'/, 25],
    ['v_mad_mix_f32 v0, v4, v6, v8 neg_lo:[1,0,0]', /does not take 'neg_lo:\[1,0,0\]'/, 30],
    ['v_mad_mix_f32 v0, sext(v4), v6, v8', /not sext/, 19],
    ['v_mad_mix_f32 v0, abs(neg(v4)), v6, v8', /failed parsing operand/, 19],
    ['v_pk_add_f16 v[0:1], v4, v6', /vdst needs 1 register/, 14],
    ['v_pk_add_f16 v0, v4', /too few operands/, 20],
    ['v_mov_b32 v0, neg(1.0)', /source modifiers/, 15],
    ['v_pk_add_f16 v0, v4, v6 op_sel', /'op_sel' needs a value: op_sel:\[0,1\]/, 25],
    ['v_mad_mix_f32 v0, |v4, v6, v8', /expected a closing '\|'/, 19],
    ['v_mad_mix_f32 v0, neg(v4, v5), v6, v8', /failed parsing operand/, 19],
  ];
  for (const [line, why, col] of bad) {
    const e = err(line);
    assert.match(e.message, why, line);
    assert.equal(e.col, col, `${line}: ${e.message}`);
  }
  // Not on earlier GPUs.
  assert.match(assembleOn('gcn1.2', 'v_pk_add_f16 v0, v4, v6'), /GCN 1\.4\/CDNA 2\/CDNA 3 only/);
});

function assembleOn(gen: 'gcn1.2', line: string): string {
  try {
    assembleInstruction(gen, GEN_INFO[gen].llvmCpu, line, 1);
  } catch (e) {
    return (e as Error).message;
  }
  return 'accepted';
}

test('a file of VOP3P code: located diagnostics, then dis -> asm gives the same bytes', () => {
  const src = CASES.map((c) => c[1]).join('\n') + '\n';
  const r = gcnkit(['asm', '--mcpu', 'gfx900', '--hex', '-'], src);
  assert.equal(r.code, 0, r.stderr);
  const hex = r.stdout;
  const back = gcnkit(['dis', '--mcpu', 'gfx900', '--hex', '-'], hex);
  assert.equal(back.code, 0, back.stderr);
  assert.deepEqual(back.stdout.trim().split('\n').map((l) => l.trim()), CASES.map((c) => c[1]));
  const bad = gcnkit(['asm', '--mcpu', 'gfx900', '-'], 'v_pk_add_f16 v0, v4, v6\n  v_pk_mul_f16 v1, 0x1234, v2\n');
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /<stdin>:2:20: error: literal operands are not supported/);
});
