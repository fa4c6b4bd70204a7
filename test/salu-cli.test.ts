// The scalar ALU and program flow through the CLI, as a user runs it: labels and branches,
// structured immediates, CLRX listings that reassemble, help for every command, and the
// simulator refusing what it cannot run.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gcnkit } from './support/cli.js';

const PROGRAM = `; a loop over s[0:1] with every kind of scalar operand
start:
  s_mov_b32 s4, 0x1234
  s_mov_b64 s[6:7], exec
  s_getreg_b32 s8, hwreg(HW_REG_MODE, 0, 4)
loop:
  s_add_u32 s4, s4, -1
  s_cmp_lg_u32 s4, 0
  s_cbranch_scc1 loop
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_branch done
  s_sendmsg sendmsg(MSG_INTERRUPT)
done:
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0xf
  s_endpgm
`;

for (const gpu of ['tahiti', 'bonaire', 'tonga', 'gfx900']) {
  test(`${gpu}: labels resolve both ways; dis gives the text back; the CLRX listing reassembles to the same bytes`, () => {
    const a = gcnkit(['asm', '--mcpu', gpu, '--hex'], PROGRAM);
    assert.equal(a.code, 0, a.stderr);
    const words = a.stdout.trim().split(/\s+/);
    // s_cbranch_scc1 loop: three dwords back from the next instruction (0xfffd); s_branch done: +1.
    assert.ok(words.some((w) => /^bf85fffd$/.test(w)), a.stdout);
    assert.ok(words.includes('bf820001'), a.stdout);
    const hex = words.join(' ');
    const d = gcnkit(['dis', '--mcpu', gpu, '--hex'], hex);
    assert.equal(d.code, 0, d.stderr);
    assert.match(d.stdout, /\ts_cbranch_scc1 65533\n/);
    assert.match(d.stdout, /\ts_getreg_b32 s8, hwreg\(HW_REG_MODE, 0, 4\)\n/);
    assert.doesNotMatch(d.stdout, /\.long/);
    const back = gcnkit(['asm', '--mcpu', gpu, '--hex'], d.stdout);
    assert.equal(back.stdout.trim().split(/\s+/).join(' '), hex);
    const c = gcnkit(['dis', '--mcpu', gpu, '--hex', '--syntax', 'clrx'], hex);
    assert.equal(c.code, 0, c.stderr);
    assert.match(c.stdout, /^\.gpu /);
    // The loop's target as a CLRX label (.L16_0), defined before the instruction it names.
    assert.match(c.stdout, /\n\.L16_0:\n {8}s_add_u32 {7}s4, s4, -1\n[^]*s_cbranch_scc1  \.L16_0\n/);
    assert.match(c.stdout, /hwreg\(mode, 0, 4\)/);
    const cb = gcnkit(['asm', '--syntax', 'clrx', '--hex'], c.stdout);
    assert.equal(cb.code, 0, cb.stderr);
    assert.equal(cb.stdout.trim().split(/\s+/).join(' '), hex);
  });
}

test('branch errors are located: undefined label, out of range, not on a dword', () => {
  const r = gcnkit(['asm', '--mcpu', 'tonga'], 's_nop 0\n  s_branch nowhere\n');
  assert.equal(r.code, 1);
  assert.match(r.stderr, /^<stdin>:2:12: error: undefined label 'nowhere'\n  s_branch nowhere\n {11}\^/m);
  const far = gcnkit(['asm', '--mcpu', 'tonga'], 's_branch .+0x40000\n');
  assert.equal(far.code, 1);
  assert.match(far.stderr, /out of range: 65535 dwords away/);
  const odd = gcnkit(['asm', '--mcpu', 'tonga'], 's_branch .+6\n');
  assert.match(odd.stderr, /not dword-aligned/);
});

test('every command has --help; the top-level help names them', () => {
  for (const cmd of ['dis', 'asm', 'sim', 'demo']) {
    const r = gcnkit([cmd, '--help']);
    assert.equal(r.code, 0, `${cmd}: ${r.stderr}`);
    assert.match(r.stdout, new RegExp(`^gcnkit ${cmd}: `));
  }
  assert.match(gcnkit(['--help']).stdout, /gcnkit COMMAND --help/);
});

test('sim: an instruction it cannot run is a located error, never skipped', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gcnkit-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'p.s');
  writeFileSync(file, 's_nop 0\n  s_trap 2\ns_endpgm\n');
  const r = gcnkit(['sim', '--mcpu', 'gfx900', file]);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /p\.s:2:3: error: s_trap: not simulated: traps are not modelled/);
  // the step limit is an option, and its error is located too
  writeFileSync(file, 's_nop 0\nagain: s_branch again\n');
  const loop = gcnkit(['sim', '--mcpu', 'tahiti', '--max-steps', '20', file]);
  assert.equal(loop.code, 1);
  assert.match(loop.stderr, /p\.s:2:8: error: the program did not end after 20 instructions/);
  assert.doesNotMatch(loop.stderr, /\n\s+at /); // no stack trace
});

test('a literal is never decoded as an instruction: v_max_f32_e32 v4, 0xc3000000, v6', () => {
  // tonga's encoding; 0xc3000000 has SMEM's marker. One two-dword instruction, then s_endpgm.
  const r = gcnkit(['dis', '--mcpu', 'tonga', '--hex', '-q'], '[0xff,0x0c,0x08,0x16,0x00,0x00,0x00,0xc3,0x00,0x00,0x81,0xbf]');
  assert.equal(r.code, 0, r.stderr);
  const lines = r.stdout.trimEnd().split('\n');
  assert.equal(lines.length, 2, r.stdout);
  assert.equal(lines[0], '\tv_max_f32_e32 v4, 0xc3000000, v6');
  assert.equal(lines[1], '\ts_endpgm');
});
