// CDNA 3 (gfx940) memory encodings: the cache bits spelled sc0/sc1/nt, buffer_inv and buffer_wbl2 with them,
// *_load_lds_*, the pk_add_bf16/f16 atomics, SCRATCH's SVE bit, and no MIMG,
// assembled and disassembled as llvm-mc 19 does, on the generic and the fast paths.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gcnkit } from './support/cli.js';

// Expected bytes and text: llvm-mc 19 -arch=amdgcn -mcpu=gfx940 -show-encoding (the text is its echo;
// the third column the line as written where the echo differs), and llvm-mc 19 --disassemble
// prints the same text for the bytes.
const ROWS: readonly [string, string, string?][] = [
  ['global_load_dword v2, v[2:3], off sc0', '0x00,0x80,0x51,0xdc,0x02,0x00,0x7f,0x02'],
  ['global_load_dword v2, v[2:3], off sc1', '0x00,0x80,0x50,0xde,0x02,0x00,0x7f,0x02'],
  ['global_load_dword v2, v[2:3], off nt', '0x00,0x80,0x52,0xdc,0x02,0x00,0x7f,0x02'],
  ['global_load_dword v2, v[2:3], off sc0 nt sc1', '0x00,0x80,0x53,0xde,0x02,0x00,0x7f,0x02', 'global_load_dword v2, v[2:3], off sc0 sc1 nt'],
  ['global_load_dword a1, v[2:3], off nt', '0x00,0x80,0x52,0xdc,0x02,0x00,0xff,0x01'],
  ['buffer_load_dword v5, off, s[8:11], s3 sc0 nt sc1', '0x00,0xc0,0x52,0xe0,0x00,0x05,0x02,0x03'],
  ['buffer_atomic_add a1, off, s[8:11], s3 sc0', '0x00,0x40,0x08,0xe1,0x00,0x01,0x82,0x03'],
  ['buffer_atomic_add_f32 v1, off, s[8:11], s3 sc0', '0x00,0x40,0x34,0xe1,0x00,0x01,0x02,0x03'],
  ['global_atomic_pk_add_f16 v1, v[2:3], v4, off sc0', '0x00,0x80,0x39,0xdd,0x02,0x04,0x7f,0x01'],
  ['global_atomic_add_f64 v[0:1], v[0:1], v[2:3], off sc0', '0x00,0x80,0x3d,0xdd,0x00,0x02,0x7f,0x00'],
  ['flat_atomic_add_f32 v[2:3], a1', '0x00,0x00,0x34,0xdd,0x02,0x01,0x80,0x00'],
  ['flat_atomic_add_f32 v1, v[2:3], v4 sc0', '0x00,0x00,0x35,0xdd,0x02,0x04,0x00,0x01'],
  ['flat_atomic_pk_add_f16 v[0:1], v2', '0x00,0x00,0x38,0xdd,0x00,0x02,0x00,0x00'],
  ['flat_atomic_pk_add_bf16 v[0:1], v2', '0x00,0x00,0x48,0xdd,0x00,0x02,0x00,0x00'],
  ['global_atomic_pk_add_bf16 v[2:3], v1, off', '0x00,0x80,0x48,0xdd,0x02,0x01,0x7f,0x00'],
  ['global_atomic_pk_add_bf16 v1, v[2:3], v1, off sc0 nt', '0x00,0x80,0x4b,0xdd,0x02,0x01,0x7f,0x01'],
  ['ds_pk_add_f16 v2, v1', '0x00,0x00,0x2e,0xd8,0x02,0x01,0x00,0x00'],
  ['ds_pk_add_bf16 v2, v1 offset:8', '0x08,0x00,0x30,0xd8,0x02,0x01,0x00,0x00'],
  ['ds_pk_add_rtn_f16 v6, v0, v2 offset:8', '0x08,0x00,0x6e,0xd9,0x00,0x02,0x00,0x06'],
  ['ds_pk_add_rtn_bf16 a6, v0, a2', '0x00,0x00,0x70,0xdb,0x00,0x02,0x00,0x06'],
  ['ds_add_rtn_f64 a[0:1], v1, a[2:3]', '0x00,0x00,0xf8,0xda,0x01,0x02,0x00,0x00'],
  ['buffer_wbl2', '0x00,0x00,0xa0,0xe0,0x00,0x00,0x00,0x00'],
  ['buffer_wbl2 sc0 sc1', '0x00,0xc0,0xa0,0xe0,0x00,0x00,0x00,0x00'],
  ['buffer_inv sc1', '0x00,0x80,0xa4,0xe0,0x00,0x00,0x00,0x00'],
  ['buffer_inv', '0x00,0x00,0xa4,0xe0,0x00,0x00,0x00,0x00'],
  ['global_load_lds_dword v[2:3], off', '0x00,0x80,0xa8,0xdc,0x02,0x00,0x7f,0x00'],
  ['global_load_lds_dword v2, s[4:5] offset:4 sc0 nt', '0x04,0x80,0xab,0xdc,0x02,0x00,0x04,0x00'],
  ['global_load_lds_dword v[2:3], off offset:-8 sc1', '0xf8,0x9f,0xa8,0xde,0x02,0x00,0x7f,0x00'],
  ['global_load_lds_ubyte v[2:3], off', '0x00,0x80,0x98,0xdc,0x02,0x00,0x7f,0x00'],
  ['global_load_lds_sbyte v[2:3], off', '0x00,0x80,0x9c,0xdc,0x02,0x00,0x7f,0x00'],
  ['global_load_lds_ushort v[2:3], off', '0x00,0x80,0xa0,0xdc,0x02,0x00,0x7f,0x00'],
  ['global_load_lds_sshort v2, s[4:5]', '0x00,0x80,0xa4,0xdc,0x02,0x00,0x04,0x00'],
  ['scratch_load_lds_dword v2, off offset:4', '0x04,0x60,0xa8,0xdc,0x02,0x00,0x7f,0x00'],
  ['scratch_load_lds_dword off, s2', '0x00,0x40,0xa8,0xdc,0x00,0x00,0x02,0x00'],
  ['scratch_load_lds_dword v2, s2', '0x00,0x60,0xa8,0xdc,0x02,0x00,0x02,0x00'],
  ['scratch_load_lds_ushort off, s2 sc0', '0x00,0x40,0xa1,0xdc,0x00,0x00,0x02,0x00'],
  ['scratch_load_dword v1, v2, off', '0x00,0x60,0x50,0xdc,0x02,0x00,0x7f,0x01'],
  ['scratch_load_dword v1, off, s2', '0x00,0x40,0x50,0xdc,0x00,0x00,0x02,0x01'],
  ['scratch_load_dword v1, v2, s2', '0x00,0x60,0x50,0xdc,0x02,0x00,0x02,0x01'],
  ['scratch_load_dword v1, off, off', '0x00,0x40,0x50,0xdc,0x00,0x00,0x7f,0x01'],
  ['scratch_store_dword v2, v1, s2 offset:-8 sc0 nt sc1', '0xf8,0x7f,0x73,0xde,0x02,0x01,0x02,0x00', 'scratch_store_dword v2, v1, s2 offset:-8 sc0 sc1 nt'],
  ['scratch_load_dword a1, off, s2 sc1', '0x00,0x40,0x50,0xde,0x00,0x00,0x82,0x01'],
  ['tbuffer_load_format_x a1, off, s[4:7], s3 sc0 nt sc1', '0x00,0x40,0x08,0xe8,0x00,0x01,0xe1,0x03', 'tbuffer_load_format_x a1, off, s[4:7], s3 sc0 sc1 nt'],
  ['s_load_dword s1, s[2:3], 0x0 glc', '0x41,0x00,0x03,0xc0,0x00,0x00,0x00,0x00'],
];

const listing = (rows: readonly (readonly [string, string, string?])[]): string => rows.map(([t, b]) => `\t${t} ; encoding: [${b}]`).join('\n');
const canon = (out: string): string => out.trim().split('\n').map((l) => '\t' + l.trim().replace(/\s+; encoding/, ' ; encoding')).join('\n');

for (const fast of ['on', 'off', 'check']) {
  test(`gfx940 memory: assembles as llvm-mc 19 does (GCNKIT_FAST=${fast})`, () => {
    const r = gcnkit(['asm', '--mcpu', 'gfx940', '--show-encoding'], ROWS.map(([t, , input]) => input ?? t).join('\n') + '\n', { ...process.env, GCNKIT_FAST: fast });
    assert.equal(r.stderr, '');
    assert.equal(canon(r.stdout), listing(ROWS));
  });
  test(`gfx940 memory: the words disassemble to llvm-mc 19's text (GCNKIT_FAST=${fast})`, () => {
    const hex = ROWS.map(([, b]) => b.split(',').join(' ')).join('\n') + '\n';
    const r = gcnkit(['dis', '--hex', '--mcpu', 'gfx940'], hex, { ...process.env, GCNKIT_FAST: fast });
    assert.equal(r.stderr, '');
    assert.deepEqual(r.stdout.trim().split('\n').map((l) => l.trim()), ROWS.map(([t]) => t));
  });
}

test('gfx940 memory: lines llvm-mc 19 rejects are located errors', () => {
  // llvm-mc 19 -mcpu=gfx940's messages in the comments.
  const cases: [string, RegExp][] = [
    // "invalid operand for instruction": gfx940 spells the cache bits sc0 sc1 nt
    ['global_load_dword v2, v[2:3], off glc', /1:35: error: global_load_dword does not take 'glc': CDNA 3 writes the cache bits sc0 nt sc1/],
    ['flat_load_dword v1, v[2:3] slc', /1:28: error: flat_load_dword does not take 'slc'/],
    ['buffer_atomic_add v1, off, s[8:11], s3 glc', /1:40: error: buffer_atomic_add does not take 'glc'/],
    ['global_load_dword v1, v[2:3], off noglc', /1:35: error: global_load_dword does not take 'noglc'/],
    ['global_load_dword v1, v[2:3], off scc', /1:35: error: global_load_dword does not take 'scc'/],
    ['global_load_dword v[2:3], off lds', /1:31: error: lds exists on/],
    ['s_load_dword s1, s[2:3], 0x0 sc0', /1:30: error: s_load_dword does not take 'sc0'/],
    // "instruction not supported on this GPU": no MIMG, no buffer_invl2
    ['image_load v[2:3], v0, s[0:7] dmask:0x3', /1:1: error: image_load: .*only; selected gfx940 is CDNA 3/],
    ['buffer_invl2', /1:1: error: buffer_invl2: CDNA 2 only; selected gfx940 is CDNA 3/],
  ];
  for (const [line, why] of cases) {
    for (const fast of ['on', 'off']) {
      const r = gcnkit(['asm', '--mcpu', 'gfx940', '--hex'], line + '\n', { ...process.env, GCNKIT_FAST: fast });
      assert.notEqual(r.code, 0, line);
      assert.match(r.stderr, why, line);
      assert.doesNotMatch(r.stderr, /\n\s+at /, line);
    }
  }
});
