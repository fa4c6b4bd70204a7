// The vector-ALU probe's pure parts (scripts/valu-probe.ts, valu-shape.ts): reading llvm-mc's bytes
// and texts back, choosing a decode, and the docs/llvm-mc/valu file formats. The probe itself asks
// llvm-mc 19 (npm run harvest -- --probe) and is not run here; its output is the committed
// docs/llvm-mc/valu files, which test/harvest-valu.test.ts turns into the tables.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decodeClass, pick, type AsmResults, type Brute, type NameFacts, type Summary } from '../scripts/valu-probe.js';
import { failuresText, opkind, parseText, valuFiles } from '../scripts/valu-shape.js';
import { words } from '../scripts/valu-probe-llvm.js';
import { pyJson } from '../scripts/py-json.js';
import { readFileSync } from 'node:fs';

const TAHITI = { name: 'tahiti', major: 6 }, BONAIRE = { name: 'bonaire', major: 7 }, TONGA = { name: 'tonga', major: 8 }, GFX900 = { name: 'gfx900', major: 9 };
const CPUS = [TAHITI, BONAIRE, TONGA, GFX900];

test('the encoding class and opcode of llvm-mc 19\'s bytes, per family layout', () => {
  // llvm-mc 19 -arch=amdgcn -mcpu=gfx900 -show-encoding: v_add_f32_e64 v0, v4, v6 clamp mul:2
  assert.deepEqual(decodeClass(GFX900, words([0x00, 0x80, 0x01, 0xd1, 0x04, 0x0d, 0x02, 0x08])), ['VOP3', 0x101]);
  // -mcpu=gfx900: v_pk_fma_f16 v0, v4, v6, v8 op_sel_hi:[0,0,0] (VOP3P, carved out of VOP3's space)
  assert.deepEqual(decodeClass(GFX900, words([0x00, 0x00, 0x8e, 0xd3, 0x04, 0x0d, 0x22, 0x04])), ['VOP3P', 0x0e]);
  // -mcpu=bonaire and -mcpu=gfx900: v_mad_u64_u32 v[0:1], s[12:13], v4, v6, v[8:9] (SI/CI opcode in bits 25-17, VI+ in 25-16)
  assert.deepEqual(decodeClass(BONAIRE, words([0x00, 0x0c, 0xec, 0xd2, 0x04, 0x0d, 0x22, 0x04])), ['VOP3', 0x176]);
  assert.deepEqual(decodeClass(GFX900, words([0x00, 0x0c, 0xe8, 0xd1, 0x04, 0x0d, 0x22, 0x04])), ['VOP3', 0x1e8]);
  // -mcpu=tahiti: v_interp_p1_f32 v0, v4, attr2.y; -mcpu=gfx900: v_interp_p1_f32_e32 (VINTRP moved: 0b110010 -> 0b110101)
  assert.deepEqual(decodeClass(TAHITI, words([0x04, 0x09, 0x00, 0xc8])), ['VINTRP', 0]);
  assert.deepEqual(decodeClass(GFX900, words([0x04, 0x09, 0x00, 0xd4])), ['VINTRP', 0]);
  // -mcpu=gfx900: v_add_f32_sdwa v0, v4, v6 ... (SRC0 = 0xf9)
  assert.deepEqual(decodeClass(GFX900, words([0xf9, 0x0c, 0x00, 0x02, 0x04, 0x16, 0x06, 0x06])), ['VOP2_SDWA', 1]);
});

test('a probe text splits into mnemonic, operands (register ranges kept whole) and trailing modifiers', () => {
  assert.deepEqual(parseText('v_mad_u64_u32 v[0:1], s[12:13], v4, v6, v[8:9] clamp'), { mn: 'v_mad_u64_u32', ops: ['v[0:1]', 's[12:13]', 'v4', 'v6', 'v[8:9]'], mods: ['clamp'] });
  assert.deepEqual(parseText('v_add_f32_e64 v0, v4, v6 clamp mul:2'), { mn: 'v_add_f32_e64', ops: ['v0', 'v4', 'v6'], mods: ['clamp', 'mul:2'] });
  assert.deepEqual(parseText('v_nop'), { mn: 'v_nop', ops: [], mods: [] });
  assert.deepEqual(['v7', 'v[0:3]', 's[12:13]', 'vcc', 'attr2.y', 'p10', '0x41200000', '-4', 'lds_direct'].map(opkind), ['v32', 'v128', 's64', 'vcc', 'attr', 'param', 'imm', 'imm', '?lds_direct']);
});

test('pick: the first pattern of the priority list that decoded and re-encoded; GFX9\'s VOP3 0x380+ is VOP3P', () => {
  const d = (txt: string, match = true) => ({ txt: [txt], match });
  const b: Brute = new Map([['VOP3', new Map([
    [0x1e8, new Map([['sd3', d('v_mad_u64_u32 v[0:1], s[12:13], v4, v6, v[8:9]')], ['v3', d('v_mad_u64_u32 v[0:1], s[0:1], v4, v6, v[8:9]')]])],
    [0x1c1, new Map([['sd3', d('v_mad_f32 v0, v4, v6, v8', true)], ['v3', d('v_mad_f32 v0, v4, v6, v8')], ['s3', d('invalid', false)]])],
    [0x380, new Map([['v3', d('v_pk_mad_i16 v0, v4, v6, v8')]])],
  ])]]);
  const p = pick(GFX900, b).get('VOP3')!;
  assert.equal(p.get(0x1e8)!.pat, 'sd3');
  assert.equal(p.get(0x1c1)!.pat, 'v3', 'an sd pattern counts only where the text shows the sdst s[12:13]');
  assert.equal(p.has(0x380), false);
  assert.equal(pick(TONGA, b).get('VOP3')!.has(0x380), true);
});

test('docs/llvm-mc/valu formats: rows by the newest GPU\'s opcode, operands.tsv per name and GPU, failures for the \'-\' cells', () => {
  const f = (kind: string, op: number, e64?: number, sdwa = false, dpp = false): NameFacts => ({ kind, op, ...(e64 !== undefined ? { e64 } : {}), sdwa, dpp });
  const s: Summary = new Map([
    ['v_add_f32', new Map([['tahiti', f('VOP2', 3, 0x103)], ['bonaire', f('VOP2', 3, 0x103)], ['tonga', f('VOP2', 1, 0x101, true, true)], ['gfx900', f('VOP2', 1, 0x101, true, true)]])],
    ['v_xor_b32', new Map([['tahiti', f('VOP2', 0x1d, 0x11d)], ['gfx900', f('VOP2', 0x15, 0x115, true, false)]])],
  ]);
  const a: AsmResults = new Map();
  for (const [n, ss] of s) for (const c of ss.keys()) {
    a.set(`${n}|${c}|e32`, { ok: true, text: `${n}_e32 v0, v4, v6`, input: `${n}_e32 v0, v4, v6`, enc: 'VOP2', op: ss.get(c)!.op, tried: [] });
    a.set(`${n}|${c}|e64`, { ok: true, text: `${n}_e64 v0, v4, v6`, input: `${n}_e64 v0, v4, v6`, enc: 'VOP3', op: ss.get(c)!.e64!, tried: [] });
  }
  a.set('v_xor_b32|tonga|plain', { ok: false, err: 'instruction not supported on this GPU', tried: [] });
  const sh = new Map([['v_add_f32|gfx900', { operands: ['v32', 'v32', 'v32'], operands32: ['v32', 'v32', 'v32'], mods: 'CON01A01', src0lit: 'b32' }]]);
  const files = valuFiles(CPUS, s, a, sh, new Map());
  const vop2 = files.get('VOP2.tsv')!.split('\n');
  assert.equal(vop2[5], '#name\top_tahiti\top_bonaire\top_tonga\top_gfx900\te64_tahiti\te64_bonaire\te64_tonga\te64_gfx900\tsdwa\tdpp\texample');
  assert.equal(vop2[6], 'v_add_f32\t0x3\t0x3\t0x1\t0x1\t0x103\t0x103\t0x101\t0x101\tyy\tyy\tv_add_f32_e32 v0, v4, v6 | v_add_f32_e64 v0, v4, v6');
  assert.equal(vop2[7], 'v_xor_b32\t0x1d\t-\t-\t0x15\t0x11d\t-\t-\t0x115\t-y\t-n\tv_xor_b32_e32 v0, v4, v6 | v_xor_b32_e64 v0, v4, v6');
  assert.match(files.get('operands.tsv')!, /\nv_add_f32\tgfx900\tVOP2\t0x1\t0x101\tf32\tb32\tCON01A01\tv32,v32,v32\tv32,v32,v32\n/);
  assert.match(files.get('operands.tsv')!, /\nv_xor_b32\ttahiti\tVOP2\t0x1d\t0x11d\tb32\t-\t-\t-\t-\n/);
  const fails = failuresText(CPUS, a, files).split('\n').filter((l) => l.startsWith('v_xor_b32'));
  assert.deepEqual(fails, ['v_xor_b32\tVOP2\tbonaire\tany\t-', 'v_xor_b32\tVOP2\ttonga\tany\tinstruction not supported on this GPU']);
});

test('harvest JSON is written as Python\'s json.dump(indent=0) wrote it (docs/llvm-mc/ds/data.json)', () => {
  assert.equal(pyJson({ ds_nop: {}, ds_add_u32: { tahiti: { op: 0, mods: ['offset'], none: [] } } }),
    '{\n"ds_nop": {},\n"ds_add_u32": {\n"tahiti": {\n"op": 0,\n"mods": [\n"offset"\n],\n"none": []\n}\n}\n}');
  const data = readFileSync(new URL('../../docs/llvm-mc/ds/data.json', import.meta.url), 'utf8');
  assert.equal(pyJson(JSON.parse(data)), data);
});
