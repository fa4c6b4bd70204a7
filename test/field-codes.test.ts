// Field codes with a meaning of their own: a register whose code is one (SCRATCH SADDR 0x7f = off)
// is rejected, and a source slot that holds no source (s_set_gpr_idx_on's SSRC1 mode mask, the
// SSRC0 of s_getpc_b64) never means "a literal dword follows".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gcnkit } from './support/cli.js';
import { decode } from '../src/codec/codec.js';
import { Disassembler } from '../src/dis/disassembler.js';
import { simulate } from '../src/sim/index.js';

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

// A source-slot field at 255 that the row does not read as a source, then s_endpgm: one dword, as
// echo '<bytes>' | llvm-mc -arch=amdgcn -mcpu=gfx900 --disassemble (the same on tonga) decodes them.
const ONE_DWORD: [string, number][] = [
  ['s_set_gpr_idx_on s0, 0xff (SSRC1 is a 4-bit mode mask)', 0xbf11ff00],
  ['s_getpc_b64 s[0:1] (no SSRC0)', 0xbe801cff],
  ['v_nop (no SRC0)', 0x7e0000ff],
  ['v_clrexcp (no SRC0)', 0x7e006aff],
];
const ENDPGM = 0xbf810000;
const bytes = (words: readonly number[]): string =>
  words.flatMap((w) => [w & 0xff, (w >>> 8) & 0xff, (w >>> 16) & 0xff, w >>> 24]).map((b) => '0x' + b.toString(16).padStart(2, '0')).join(',');

test('gfx900 dis: a 255 in a field that holds no source takes no literal dword (the next instruction is kept)', () => {
  for (const [what, w] of ONE_DWORD) {
    const r = gcnkit(['dis', '--mcpu', 'gfx900', '--hex'], bytes([w, ENDPGM]) + '\n');
    assert.equal(r.code, 0, what);
    const lines = r.stdout.trim().split('\n').map((l) => l.trim());
    assert.equal(lines.length, 2, `${what}: ${r.stdout}`);
    assert.match(lines[0], new RegExp(`^\\.long 0x${w.toString(16)} //`), what);
    assert.equal(lines[1], 's_endpgm', what);
  }
  // A register-only source still reads the literal: llvm-mc prints s_setpc_b64 0xbf810000/*Invalid immediate*/.
  const r = gcnkit(['dis', '--mcpu', 'gfx900', '--hex'], bytes([0xbe801dff, ENDPGM]) + '\n');
  assert.match(r.stdout.trim(), /^\.long 0xbe801dff, 0xbf810000 \/\//);
});

test('the library decoder, the dis kernel and the simulator agree on those lengths', () => {
  for (const gen of ['gcn1.2', 'gcn1.4'] as const) {
    for (const [what, w] of ONE_DWORD) {
      if (gen === 'gcn1.2' && w === 0x7e006aff) continue; // v_clrexcp is VOP1 0x35 on tonga
      assert.equal(decode(gen, [w, ENDPGM], 0)?.size, 1, `${gen} ${what}`);
      // The byte path (dis kernel) over the same words.
      const chunks: Buffer[] = [];
      const d = new Disassembler({ gen }, () => undefined, undefined, (c) => chunks.push(Buffer.from(c)));
      d.push(new Uint8Array(Uint32Array.from([w, ENDPGM]).buffer));
      d.end();
      assert.match(Buffer.concat(chunks).toString('utf8'), /\n\s*s_endpgm\n$/, `${gen} ${what}`);
    }
  }
  // SI/CI follow the same rule (s_getpc_b64 is SOP1 0x1f there).
  assert.equal(decode('gcn1.0', [0xbe801fff, ENDPGM], 0)?.size, 1);
  // The simulator runs both instructions of s_getpc_b64 (SSRC0 = 255), s_endpgm.
  assert.equal(simulate(new Uint8Array(Uint32Array.from([0xbe801cff, ENDPGM]).buffer), {}, { gpu: 'gfx900' }).steps, 2);
});

test('CLRX syntax s_set_gpr_idx_on s0, 0xff assembles to one dword on every path', () => {
  for (const fast of ['on', 'check']) {
    const r = gcnkit(['asm', '--mcpu', 'gfx900', '--syntax', 'clrx', '--hex', '-'], 's_set_gpr_idx_on s0, 0xff\n', ENV(fast));
    assert.equal(r.stdout.trim(), 'bf11ff00', fast);
  }
});
