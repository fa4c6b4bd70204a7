// CDNA 2 (gfx90a) memory encodings: AGPR data (the ACC bit), the scc cache bit, the f64 atomics, add_f32/pk_add_f16 with return,
// buffer_wbl2/buffer_invl2, and the rows gone (MIMG but 25, DS src2, VINTRP),
// assembled and disassembled as llvm-mc 19 does, on the generic and the fast paths.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gcnkit } from './support/cli.js';

// Expected bytes and text: llvm-mc 19 -arch=amdgcn -mcpu=gfx90a -show-encoding (the text is its echo;
// the third column the line as written where the echo differs), and llvm-mc 19 --disassemble
// prints the same text for the bytes.
const ROWS: readonly [string, string, string?][] = [
  ['ds_read_b32 a1, v2', '0x00,0x00,0x6c,0xda,0x02,0x00,0x00,0x01'],
  ['ds_write_b64 v1, a[2:3] offset:16', '0x10,0x00,0x9a,0xda,0x01,0x02,0x00,0x00'],
  ['ds_add_rtn_u32 a1, v2, a3', '0x00,0x00,0x40,0xda,0x02,0x03,0x00,0x01'],
  ['ds_write2_b32 v1, a2, a3 offset1:4', '0x00,0x04,0x1c,0xda,0x01,0x02,0x03,0x00'],
  ['ds_read2_b32 a[2:3], v1 offset1:1', '0x00,0x01,0x6e,0xda,0x01,0x00,0x00,0x02'],
  ['ds_cmpst_rtn_b32 a1, v1, a2, a3', '0x00,0x00,0x60,0xda,0x01,0x02,0x03,0x01'],
  ['ds_add_f64 v1, v[2:3] offset:8', '0x08,0x00,0xb8,0xd8,0x01,0x02,0x00,0x00'],
  ['ds_add_rtn_f64 a[0:1], v1, a[2:3] offset:8', '0x08,0x00,0xf8,0xda,0x01,0x02,0x00,0x00'],
  ['global_load_dword a1, v[2:3], off', '0x00,0x80,0x50,0xdc,0x02,0x00,0xff,0x01'],
  ['global_load_dword v1, v[2:3], off scc', '0x00,0x80,0x50,0xde,0x02,0x00,0x7f,0x01'],
  ['global_load_dwordx4 a[0:3], v[2:3], off glc slc', '0x00,0x80,0x5f,0xdc,0x02,0x00,0xff,0x00'],
  ['global_store_dword v[2:3], a1, off', '0x00,0x80,0x70,0xdc,0x02,0x01,0xff,0x00'],
  ['global_atomic_add a1, v[2:3], a2, off glc', '0x00,0x80,0x09,0xdd,0x02,0x02,0xff,0x01'],
  ['global_atomic_add v[2:3], a2, off scc', '0x00,0x80,0x08,0xdf,0x02,0x02,0xff,0x00'],
  ['global_atomic_add_f32 v1, v[2:3], v4, off glc', '0x00,0x80,0x35,0xdd,0x02,0x04,0x7f,0x01'],
  ['global_atomic_pk_add_f16 v1, v2, v4, s[4:5] offset:-8 glc', '0xf8,0x9f,0x39,0xdd,0x02,0x04,0x04,0x01'],
  ['global_atomic_add_f64 v[0:1], v[2:3], off', '0x00,0x80,0x3c,0xdd,0x00,0x02,0x7f,0x00'],
  ['global_atomic_add_f64 v[0:1], v[0:1], v[2:3], off glc', '0x00,0x80,0x3d,0xdd,0x00,0x02,0x7f,0x00'],
  ['global_atomic_min_f64 v[0:1], v[2:3], off', '0x00,0x80,0x40,0xdd,0x00,0x02,0x7f,0x00'],
  ['global_atomic_max_f64 v[0:1], v[2:3], off slc', '0x00,0x80,0x46,0xdd,0x00,0x02,0x7f,0x00'],
  ['global_atomic_add_f64 a[0:1], v[2:3], a[4:5], off glc', '0x00,0x80,0x3d,0xdd,0x02,0x04,0xff,0x00'],
  ['flat_load_dword a1, v[2:3] offset:8', '0x08,0x00,0x50,0xdc,0x02,0x00,0x80,0x01'],
  ['flat_load_dword v1, v[2:3] glc slc scc', '0x00,0x00,0x53,0xde,0x02,0x00,0x00,0x01'],
  ['flat_atomic_add_f64 v[0:1], v[2:3]', '0x00,0x00,0x3c,0xdd,0x00,0x02,0x00,0x00'],
  ['flat_atomic_min_f64 v[0:1], v[2:3], v[4:5] glc', '0x00,0x00,0x41,0xdd,0x02,0x04,0x00,0x00'],
  ['flat_atomic_max_f64 v[0:1], v[2:3]', '0x00,0x00,0x44,0xdd,0x00,0x02,0x00,0x00'],
  ['scratch_load_dword a1, v2, off', '0x00,0x40,0x50,0xdc,0x02,0x00,0xff,0x01'],
  ['scratch_store_dword off, a1, s2', '0x00,0x40,0x70,0xdc,0x00,0x01,0x82,0x00'],
  ['global_load_dword v[2:3], off lds', '0x00,0xa0,0x50,0xdc,0x02,0x00,0x7f,0x00'],
  ['buffer_load_dword a1, off, s[8:11], s3', '0x00,0x00,0x50,0xe0,0x00,0x01,0x82,0x03'],
  ['buffer_load_dword a1, off, s[8:11], s3 offset:4 scc', '0x04,0x80,0x50,0xe0,0x00,0x01,0x82,0x03'],
  ['buffer_store_dword a1, off, s[8:11], s3 offset:4 glc', '0x04,0x40,0x70,0xe0,0x00,0x01,0x82,0x03'],
  ['buffer_atomic_add a1, off, s[8:11], s3 glc', '0x00,0x40,0x08,0xe1,0x00,0x01,0x82,0x03'],
  ['buffer_atomic_add_f64 v[0:1], off, s[8:11], s3', '0x00,0x00,0x3c,0xe1,0x00,0x00,0x02,0x03'],
  ['buffer_atomic_min_f64 v[2:3], off, s[8:11], s3 glc', '0x00,0x40,0x40,0xe1,0x00,0x02,0x02,0x03'],
  ['buffer_atomic_max_f64 v[0:1], off, s[8:11], s3', '0x00,0x00,0x44,0xe1,0x00,0x00,0x02,0x03'],
  ['buffer_atomic_add_f32 v1, off, s[8:11], s3 glc', '0x00,0x40,0x34,0xe1,0x00,0x01,0x02,0x03'],
  ['buffer_atomic_pk_add_f16 v1, off, s[8:11], s3 glc', '0x00,0x40,0x38,0xe1,0x00,0x01,0x02,0x03'],
  ['buffer_wbl2', '0x00,0x00,0xa0,0xe0,0x00,0x00,0x00,0x00'],
  ['buffer_invl2', '0x00,0x00,0xa4,0xe0,0x00,0x00,0x00,0x00'],
  ['buffer_load_dword v5, off, s[8:11], s3 glc slc scc', '0x00,0xc0,0x52,0xe0,0x00,0x05,0x02,0x03'],
  ['tbuffer_load_format_x a1, off, s[4:7], s3 glc slc scc', '0x00,0x40,0x08,0xe8,0x00,0x01,0xe1,0x03'],
  ['image_load a[2:5], v2, s[4:11] dmask:0xf', '0x00,0x0f,0x01,0xf0,0x02,0x02,0x01,0x00'],
  ['image_store a[2:5], v2, s[4:11] dmask:0xf glc slc', '0x00,0x2f,0x21,0xf2,0x02,0x02,0x01,0x00'],
  ['image_atomic_add a2, v2, s[4:11] dmask:0x1 glc', '0x00,0x21,0x49,0xf0,0x02,0x02,0x01,0x00'],
  ['image_sample v2, v0, s[0:7], s[0:3] dmask:0x1', '0x00,0x01,0x80,0xf0,0x00,0x02,0x00,0x00'],
];

const listing = (rows: readonly (readonly [string, string, string?])[]): string => rows.map(([t, b]) => `\t${t} ; encoding: [${b}]`).join('\n');
const canon = (out: string): string => out.trim().split('\n').map((l) => '\t' + l.trim().replace(/\s+; encoding/, ' ; encoding')).join('\n');

for (const fast of ['on', 'off', 'check']) {
  test(`gfx90a memory: assembles as llvm-mc 19 does (GCNKIT_FAST=${fast})`, () => {
    const r = gcnkit(['asm', '--mcpu', 'gfx90a', '--show-encoding'], ROWS.map(([t, , input]) => input ?? t).join('\n') + '\n', { ...process.env, GCNKIT_FAST: fast });
    assert.equal(r.stderr, '');
    assert.equal(canon(r.stdout), listing(ROWS));
  });
  test(`gfx90a memory: the words disassemble to llvm-mc 19's text (GCNKIT_FAST=${fast})`, () => {
    const hex = ROWS.map(([, b]) => b.split(',').join(' ')).join('\n') + '\n';
    const r = gcnkit(['dis', '--hex', '--mcpu', 'gfx90a'], hex, { ...process.env, GCNKIT_FAST: fast });
    assert.equal(r.stderr, '');
    assert.deepEqual(r.stdout.trim().split('\n').map((l) => l.trim()), ROWS.map(([t]) => t));
  });
}

test('gfx90a memory: lines llvm-mc 19 rejects are located errors', () => {
  // llvm-mc 19 -mcpu=gfx90a's messages in the comments.
  const cases: [string, RegExp][] = [
    // "data and dst should be all VGPR or AGPR"
    ['global_atomic_add v1, v[2:3], a2, off glc', /1:31: error: invalid register class: data and dst should be all VGPR or AGPR/],
    ['ds_write2_b32 v1, a2, v3', /1:23: error: invalid register class: data and dst should be all VGPR or AGPR/],
    // "invalid operand for instruction" (gfx940's spellings; no tfe: its bit is ACC)
    ['global_load_dword v1, v[2:3], off sc0', /1:35: error: unknown operand or modifier 'sc0'/],
    ['buffer_load_dword v1, off, s[8:11], s3 tfe', /1:40: error: tfe exists on GCN/],
    ['buffer_wbl2 glc', /1:13: error: buffer_wbl2 does not take 'glc'/],
    // llvm-mc 19 echoes scc and drops the bit on the float atomics (ERRATA Q-46): gcnkit refuses it
    // (gfx940 has the bit there: sc1)
    ['global_atomic_add_f64 v[0:1], v[2:3], off scc', /1:43: error: global_atomic_add_f64 does not take 'scc' \(modifiers: offset: glc slc lds\)/],
    // "instruction not supported on this GPU"
    ['image_sample_l v2, v0, s[0:7], s[0:3] dmask:0x1', /1:1: error: image_sample_l: .*only; selected gfx90a is CDNA 2/],
    ['ds_add_src2_u32 v1', /1:1: error: ds_add_src2_u32: .*only; selected gfx90a is CDNA 2/],
    ['v_interp_p1_f32 v6, v2, attr0.x', /1:1: error: v_interp_p1_f32: .*only; selected gfx90a is CDNA 2/],
    ['buffer_inv sc1', /1:1: error: buffer_inv: CDNA 3 only; selected gfx90a is CDNA 2/],
    ['global_load_lds_dword v[2:3], off', /1:1: error: global_load_lds_dword: CDNA 3 only/],
  ];
  for (const [line, why] of cases) {
    for (const fast of ['on', 'off']) {
      const r = gcnkit(['asm', '--mcpu', 'gfx90a', '--hex'], line + '\n', { ...process.env, GCNKIT_FAST: fast });
      assert.notEqual(r.code, 0, line);
      assert.match(r.stderr, why, line);
      assert.doesNotMatch(r.stderr, /\n\s+at /, line);
    }
  }
});
