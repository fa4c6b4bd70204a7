// Field codes with a meaning of their own: a register whose code is one (SCRATCH SADDR 0x7f = off)
// is rejected, and a source slot that holds no source (s_set_gpr_idx_on's SSRC1 mode mask, the
// SSRC0 of s_getpc_b64) never means "a literal dword follows".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gcnkit } from './support/cli.js';

const ENV = (fast: string): NodeJS.ProcessEnv => ({ ...process.env, GCNKIT_FAST: fast });

test('gfx900 SCRATCH saddr: exec_hi (code 0x7f = off) is rejected with a located error on every path', () => {
  // llvm-mc 19 -arch=amdgcn -mcpu=gfx900: "invalid operand for instruction" at the saddr operand of both.
  const src = 'scratch_load_dword v1, off, exec_hi\nscratch_store_dword off, v2, exec_hi\n';
  for (const fast of ['on', 'off', 'check']) {
    const r = gcnkit(['asm', '--mcpu', 'gfx900', '--show-encoding', '-'], src, ENV(fast));
    assert.equal(r.code, 1, fast);
    assert.equal(r.stdout, '', fast);
    const heads = r.stderr.split('\n').filter((l) => l.includes(': error: '));
    assert.deepEqual(heads.map((l) => /:(\d+:\d+): error/.exec(l)?.[1]), ['1:29', '2:30'], fast);
    assert.match(heads[0], /exec_hi cannot be saddr: its code 0x7f means 'off'/);
    assert.doesNotMatch(r.stderr, /\n\s+at /);
  }
});

test('gfx900 SADDR: the registers next to the special code still encode as llvm-mc does', () => {
  // echo '<line>' | llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding
  const cases: [string, string][] = [
    ['scratch_load_dword v1, off, exec_lo', '[0x00,0x40,0x50,0xdc,0x00,0x00,0x7e,0x01]'],
    ['scratch_load_dword v1, off, ttmp15', '[0x00,0x40,0x50,0xdc,0x00,0x00,0x7b,0x01]'],
    ['global_load_dword v1, v2, exec', '[0x00,0x80,0x50,0xdc,0x02,0x00,0x7e,0x01]'],
    ['buffer_load_dword v1, off, s[4:7], exec_hi', '[0x00,0x00,0x50,0xe0,0x00,0x01,0x01,0x7f]'],
    ['s_load_dword s1, s[2:3], exec_hi offset:0x10', '[0x41,0x40,0x02,0xc0,0x10,0x00,0x00,0xfe]'],
  ];
  for (const fast of ['on', 'check']) {
    const r = gcnkit(['asm', '--mcpu', 'gfx900', '--show-encoding', '-'], cases.map((c) => c[0]).join('\n') + '\n', ENV(fast));
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(r.stdout.trim().split('\n').map((l) => /encoding: (\[.*\])/.exec(l)?.[1]), cases.map((c) => c[1]));
  }
});
