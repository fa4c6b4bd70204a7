// SDWA forms of VOP1/VOP2/VOPC (GCN 1.2/1.4): llvm-mc 19's bytes and text, both ways; the
// modifiers each form takes; located errors; the words llvm-mc 19 crashes on or decodes lossily.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decode } from '../src/codec/codec.js';
import { GEN_INFO, type Gen } from '../src/isa/gens.js';
import { isaFor } from '../src/isa/index.js';
import { printDecoded } from '../src/syntax/print.js';
import { assembleInstruction } from '../src/asm/instruction.js';
import { gcnkit } from './support/cli.js';
import { asmError } from './support/asm.js';

const asm = (gen: Gen, line: string) => assembleInstruction(gen, GEN_INFO[gen].llvmCpu, line, 1);
const bytes = (ws: readonly number[]): string => ws.flatMap((w) => [w & 255, (w >>> 8) & 255, (w >>> 16) & 255, w >>> 24]).map((b) => '0x' + b.toString(16).padStart(2, '0')).join(',');
const words = (list: string): number[] => {
  const b = list.split(',').map(Number);
  const out: number[] = [];
  for (let i = 0; i < b.length; i += 4) out.push((b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)) >>> 0);
  return out;
};
const dis = (gen: Gen, list: string): string => {
  const ws = words(list);
  return printDecoded(decode(gen, ws, 0)!, ws, 0).text;
};
const err = asmError;

// Input line, llvm-mc 19's canonical text and bytes (llvm-mc -arch=amdgcn -mcpu=CPU -show-encoding).
const CASES: readonly [Gen, string, string, string][] = [
  ['gcn1.2', 'v_mov_b32_sdwa v1, v2', 'v_mov_b32_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD', '0xf9,0x02,0x02,0x7e,0x02,0x16,0x06,0x00'],
  ['gcn1.2', 'v_mov_b32 v1, v2 dst_sel:BYTE_0', 'v_mov_b32_sdwa v1, v2 dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src0_sel:DWORD', '0xf9,0x02,0x02,0x7e,0x02,0x10,0x06,0x00'],
  ['gcn1.2', 'v_mov_b32_sdwa v1, v2 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:WORD_1', 'v_mov_b32_sdwa v1, v2 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:WORD_1', '0xf9,0x02,0x02,0x7e,0x02,0x09,0x05,0x00'],
  ['gcn1.2', 'v_mov_b32_sdwa v1, v2 dst_unused:UNUSED_PAD', 'v_mov_b32_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD', '0xf9,0x02,0x02,0x7e,0x02,0x06,0x06,0x00'],
  ['gcn1.2', 'v_add_f32_sdwa v1, -v2, |v3| clamp dst_sel:BYTE_1 src0_sel:BYTE_2 src1_sel:WORD_0', 'v_add_f32_sdwa v1, -v2, |v3| clamp dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2 src1_sel:WORD_0', '0xf9,0x06,0x02,0x02,0x02,0x31,0x12,0x24'],
  ['gcn1.2', 'v_add_u16_sdwa v1, sext(v2), sext(v3) dst_sel:WORD_1', 'v_add_u16_sdwa v1, sext(v2), sext(v3) dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD', '0xf9,0x06,0x02,0x4c,0x02,0x15,0x0e,0x0e'],
  // A bare mnemonic with a DPP control is the DPP form, as in llvm-mc.
  ['gcn1.2', 'v_mov_b32 v1, v2 row_mirror', 'v_mov_b32_dpp v1, v2 row_mirror row_mask:0xf bank_mask:0xf', '0xfa,0x02,0x02,0x7e,0x02,0x40,0x01,0xff'],
  // GCN 1.2 prints VOPC SDWA without the suffix; clamp is there, no dst_sel.
  ['gcn1.2', 'v_cmp_eq_f32_sdwa vcc, v1, v2 src0_sel:BYTE_1', 'v_cmp_eq_f32 vcc, v1, v2 src0_sel:BYTE_1 src1_sel:DWORD', '0xf9,0x04,0x84,0x7c,0x01,0x00,0x01,0x06'],
  ['gcn1.2', 'v_cmp_eq_f32 vcc, v1, v2 clamp src0_sel:DWORD src1_sel:DWORD', 'v_cmp_eq_f32 vcc, v1, v2 clamp src0_sel:DWORD src1_sel:DWORD', '0xf9,0x04,0x84,0x7c,0x01,0x20,0x06,0x06'],
  ['gcn1.2', 'v_mac_f32_sdwa v1, v2, v3 src0_sel:BYTE_1 src1_sel:WORD_1', 'v_mac_f32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1 src1_sel:WORD_1', '0xf9,0x06,0x02,0x2c,0x02,0x16,0x01,0x05'],
  ['gcn1.2', 'v_addc_u32_sdwa v1, vcc, v2, v3, vcc', 'v_addc_u32_sdwa v1, vcc, v2, v3, vcc dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD', '0xf9,0x06,0x02,0x38,0x02,0x16,0x06,0x06'],
  ['gcn1.4', 'v_cmp_eq_f32_sdwa vcc, v1, v2 src0_sel:BYTE_1', 'v_cmp_eq_f32_sdwa vcc, v1, v2 src0_sel:BYTE_1 src1_sel:DWORD', '0xf9,0x04,0x84,0x7c,0x01,0x00,0x01,0x06'],
  ['gcn1.4', 'v_cmp_eq_f32_sdwa s[2:3], v1, v2 src0_sel:BYTE_1', 'v_cmp_eq_f32_sdwa s[2:3], v1, v2 src0_sel:BYTE_1 src1_sel:DWORD', '0xf9,0x04,0x84,0x7c,0x01,0x82,0x01,0x06'],
  ['gcn1.4', 'v_cmp_eq_f32_sdwa ttmp[2:3], v1, v2', 'v_cmp_eq_f32_sdwa ttmp[2:3], v1, v2 src0_sel:DWORD src1_sel:DWORD', '0xf9,0x04,0x84,0x7c,0x01,0xee,0x06,0x06'],
  ['gcn1.4', 'v_add_f32_sdwa v1, s2, v3', 'v_add_f32_sdwa v1, s2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD', '0xf9,0x06,0x02,0x02,0x02,0x16,0x86,0x06'],
  ['gcn1.4', 'v_add_f32_sdwa v1, v2, s3', 'v_add_f32_sdwa v1, v2, s3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD', '0xf9,0x06,0x02,0x02,0x02,0x16,0x06,0x86'],
  ['gcn1.4', 'v_add_f32_sdwa v1, |s2|, v3', 'v_add_f32_sdwa v1, |s2|, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD', '0xf9,0x06,0x02,0x02,0x02,0x16,0xa6,0x06'],
  ['gcn1.4', 'v_add_f32_sdwa v1, |1.0|, v3', 'v_add_f32_sdwa v1, |1.0|, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD', '0xf9,0x06,0x02,0x02,0xf2,0x16,0xa6,0x06'],
  ['gcn1.4', 'v_add_f32_sdwa v1, -1.0, v3', 'v_add_f32_sdwa v1, -1.0, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD', '0xf9,0x06,0x02,0x02,0xf3,0x16,0x86,0x06'],
  ['gcn1.4', 'v_add_u16_sdwa v1, sext(-1), v3', 'v_add_u16_sdwa v1, sext(-1), v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD', '0xf9,0x06,0x02,0x4c,0xc1,0x16,0x8e,0x06'],
  ['gcn1.4', 'v_add_u16_sdwa v1, sext(s2), v3', 'v_add_u16_sdwa v1, sext(s2), v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD', '0xf9,0x06,0x02,0x4c,0x02,0x16,0x8e,0x06'],
  ['gcn1.4', 'v_add_f32_sdwa v1, v2, v3 mul:2', 'v_add_f32_sdwa v1, v2, v3 mul:2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD', '0xf9,0x06,0x02,0x02,0x02,0x56,0x06,0x06'],
  ['gcn1.4', 'v_cvt_f32_f16_sdwa v1, v2 mul:2', 'v_cvt_f32_f16_sdwa v1, v2 mul:2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD', '0xf9,0x16,0x02,0x7e,0x02,0x56,0x06,0x00'],
  ['gcn1.4', 'v_mov_b32_sdwa v1, exec_lo', 'v_mov_b32_sdwa v1, exec_lo dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD', '0xf9,0x02,0x02,0x7e,0x7e,0x16,0x86,0x00'],
  ['gcn1.4', 'v_add_co_u32_sdwa v1, vcc, v2, v3', 'v_add_co_u32_sdwa v1, vcc, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD', '0xf9,0x06,0x02,0x32,0x02,0x16,0x06,0x06'],
  ['gcn1.4', 'v_cndmask_b32_sdwa v1, v2, v3, vcc', 'v_cndmask_b32_sdwa v1, v2, v3, vcc dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD', '0xf9,0x06,0x02,0x00,0x02,0x16,0x06,0x06'],
  // A negated constant is neg(..) (-1.0 is another constant); a negated register -X.
  ['gcn1.4', 'v_add_f32_sdwa v1, neg(1.0), v3', 'v_add_f32_sdwa v1, neg(1.0), v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD', '0xf9,0x06,0x02,0x02,0xf2,0x16,0x96,0x06'],
  ['gcn1.4', 'v_add_f32_sdwa v1, neg(1), v3', 'v_add_f32_sdwa v1, neg(1), v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD', '0xf9,0x06,0x02,0x02,0x81,0x16,0x96,0x06'],
  ['gcn1.4', 'v_add_f32_sdwa v1, |-1|, v3', 'v_add_f32_sdwa v1, |-1|, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD', '0xf9,0x06,0x02,0x02,0xc1,0x16,0xa6,0x06'],
  ['gcn1.4', 'v_add_f32_sdwa v1, -vcc_lo, v3', 'v_add_f32_sdwa v1, -vcc_lo, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD', '0xf9,0x06,0x02,0x02,0x6a,0x16,0x96,0x06'],
  ['gcn1.4', 'v_add_f32_sdwa v1, abs(v2), v3', 'v_add_f32_sdwa v1, |v2|, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD', '0xf9,0x06,0x02,0x02,0x02,0x16,0x26,0x06'],
  ['gcn1.4', 'v_add_f32_sdwa v1, src_shared_base, v3', 'v_add_f32_sdwa v1, src_shared_base, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD', '0xf9,0x06,0x02,0x02,0xeb,0x16,0x86,0x06'],
];

test('SDWA lines assemble to llvm-mc 19\'s bytes and print as llvm-mc 19 does', () => {
  for (const [gen, line, text, enc] of CASES) {
    const a = asm(gen, line);
    assert.equal(bytes(a.words), enc, line);
    assert.equal(a.text, text, line);
    assert.equal(dis(gen, enc), text, enc);
  }
});

test('every derived SDWA instruction round-trips on its generation', () => {
  let n = 0;
  for (const gen of ['gcn1.2', 'gcn1.4'] as const) {
    for (const enc of isaFor(gen).encodings) {
      if (!/_SDWA$/.test(enc.table.name)) continue;
      enc.byKey.forEach((def, key) => {
        if (!def) return;
        // A plain form: VGPR operands, every select at its default.
        const ops = def.operands.filter((o) => !o.mod).map((o) => (o.kind === 'vcc' || o.kind === 'sdwasdst' ? 'vcc' : o.field === 'vdst' ? 'v1' : o.field === 'vsrc1' ? 'v3' : 'v2'));
        const a = asm(gen, `${def.name} ${ops.join(', ')} src0_sel:BYTE_3`);
        assert.equal(decode(gen, a.words, 0)!.def, def);
        assert.equal(a.words[0] & 0x1ff, 0xf9);
        assert.equal((a.words[1] >>> 48 - 32) & 7, 3, `${def.name} src0_sel`);
        assert.equal(asm(gen, a.text).words.join(), a.words.join(), a.text);
        n++;
      });
    }
  }
  assert.ok(n > 400, `${n} SDWA instructions`);
});

test('the SDWA rows are those llvm-mc 19 has: mac on GCN 1.2 only, no 64-bit operands, no madmk/readfirstlane', () => {
  const names = (gen: Gen): Set<string> => new Set(isaFor(gen).encodings.filter((e) => /_SDWA$/.test(e.table.name)).flatMap((e) => e.byKey.flatMap((d) => (d ? [d.name] : []))));
  const vi = names('gcn1.2'), gfx9 = names('gcn1.4');
  assert.ok(vi.has('v_mac_f32_sdwa') && !gfx9.has('v_mac_f32_sdwa'));
  assert.ok(gfx9.has('v_add_co_u32_sdwa') && vi.has('v_add_u32_sdwa'));
  for (const n of ['v_cvt_f64_f32_sdwa', 'v_cmp_eq_f64_sdwa', 'v_madmk_f32_sdwa', 'v_readfirstlane_b32_sdwa', 'v_nop_sdwa']) assert.ok(!vi.has(n) && !gfx9.has(n), n);
  assert.ok(vi.size > 190 && gfx9.size > 190);
});

test('modifiers a form does not take, wrong select names, scalar sources on GCN 1.2: located errors', () => {
  const cases: [Gen, string, RegExp, number][] = [
    ['gcn1.2', 'v_mov_b32_sdwa v1, v2 dst_sel:BYTE_4', /invalid dst_sel value 'BYTE_4'/, 31],
    ['gcn1.2', 'v_mov_b32_sdwa v1, v2 dst_sel:1', /expected dst_sel:NAME/, 31],
    ['gcn1.2', 'v_mov_b32_sdwa v1, v2 src1_sel:WORD_1', /does not take 'src1_sel:WORD_1'/, 23],
    ['gcn1.2', 'v_add_f32_sdwa v1, s2, v3', /takes a VGPR in src0 .*GCN 1\.4/, 20],
    ['gcn1.2', 'v_add_f32_sdwa v1, v2, v3 mul:2', /does not take 'mul:2'/, 27],
    ['gcn1.2', 'v_mac_f32_sdwa v1, v2, v3 dst_sel:BYTE_1', /takes dst_sel:DWORD only/, 27],
    // CLRX reads GCN 1.2 VOPC's dst_sel and GCN 1.4's omod on any SDWA form; llvm-mc has neither.
    ['gcn1.2', 'v_cmp_eq_f32_sdwa vcc, v1, v2 dst_sel:BYTE_1', /'dst_sel:BYTE_1' on v_cmp_eq_f32_sdwa has no llvm-mc syntax; CLRX reads it/, 31],
    ['gcn1.4', 'v_cmp_eq_f32_sdwa vcc, v1, v2 clamp', /does not take 'clamp'/, 31],
    ['gcn1.4', 'v_cvt_i32_f32_sdwa v1, v2 mul:2', /'mul:2' on v_cvt_i32_f32_sdwa has no llvm-mc syntax; CLRX reads it/, 27],
    ['gcn1.4', 'v_add_f32_sdwa v1, s2, s3', /constant bus/, 24],
    ['gcn1.4', 'v_add_f32_sdwa v1, 0x12345, v3', /takes no literal/, 20],
    ['gcn1.4', 'v_add_f32_sdwa v1, sext(v2), v3', /sext applies to integer sources/, 20],
    ['gcn1.4', 'v_add_u16_sdwa v1, -v2, v3', /neg\/abs apply to float sources/, 20],
    ['gcn1.4', 'v_mov_b32_sdwa v1, src_lds_direct', /lds_direct cannot be used/, 20],
    ['gcn1.4', 'v_max_u16_sdwa v1, 0.15915494, v2', /not an inline constant of a 16-bit integer SDWA source/, 20],
    ['gcn1.4', 'v_cmp_eq_f32_sdwa s[3:4], v1, v2', /invalid register alignment/, 19],
    ['gcn1.4', 'v_mac_f32_sdwa v1, v2, v3', /GCN 1\.2 only/, 1],
    ['gcn1.4', 'v_mov_b32 v1, -v2', /need a DPP, SDWA or VOP3 form/, 15],
  ];
  for (const [gen, line, re, col] of cases) {
    const e = err(gen, line);
    assert.match(e.message, re, line);
    assert.equal(e.col, col, `${line}: ${e.message}`);
  }
});

test('SDWA words no text reassembles to print as .long with the reading', () => {
  // tonga: llvm-mc 19 segfaults on this word (ERRATA Q-S3); its dst_sel is 7, no select.
  assert.match(dis('gcn1.2', '0xf9,0xf0,0x86,0x34,0xbf,0xcf,0x4a,0x05'), /^\.long 0x3486f0f9, 0x054acfbf \/\/ v_sub_u32_sdwa .*dst_sel 7 is not a select/);
  // tonga VOPC with a dst_sel (llvm-mc ignores the bits: lossy).
  assert.match(dis('gcn1.2', '0xf9,0x04,0x84,0x7c,0x01,0x01,0x06,0x06'), /^\.long .*dst_sel not expressible/);
  // gfx900 VOPC with SD = 0 and an SDST.
  assert.match(dis('gcn1.4', '0xf9,0x04,0x84,0x7c,0x01,0x02,0x06,0x06'), /^\.long .*SD = 0/);
  // An integer instruction with the neg bit (only sext exists for it).
  assert.match(dis('gcn1.2', '0xf9,0x02,0x02,0x7e,0x02,0x16,0x16,0x00'), /^\.long .*src0_neg not expressible/);
  // 1/(2*pi) in a 16-bit integer source: llvm-mc prints 0x3118, which does not reassemble.
  assert.match(dis('gcn1.4', '0xf9,0x48,0xbf,0x5f,0xf8,0x09,0x80,0x80'), /^\.long 0x5fbf48f9, 0x808009f8 /);
  // GCN 1.2 has no S0 bit: bit 55 is unused.
  assert.match(dis('gcn1.2', '0xf9,0x02,0x02,0x7e,0x02,0x16,0x86,0x00'), /^\.long /);
});

test('gcnkit asm: SDWA errors are located with a caret, exit 1', () => {
  const r = gcnkit(['asm', '--mcpu', 'tonga', '-'], 'v_mov_b32_sdwa v1, v2 dst_sel:WORD_2\n');
  assert.equal(r.code, 1);
  assert.match(r.stderr, /^<stdin>:1:31: error: invalid dst_sel value 'WORD_2'/);
  assert.match(r.stderr, /\n\s+\^/);
});
