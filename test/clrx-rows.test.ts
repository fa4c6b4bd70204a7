// Instructions only the CLRX dialect names (src/isa/clrx-rows.ts): --syntax clrx reads and prints
// them with clrxasm's words and clrxdisasm's text (CLRX/CLRX-mirror fb8fbf97 tests; file:line in
// each case), on the generic and the fast paths; under llvm syntax their words stay .long and
// their mnemonics are errors, as in llvm-mc 19 (`printf '0x4f,0x13,0x3c,0x7f' | llvm-mc
// -arch=amdgcn -mcpu=tonga --disassemble` → "invalid instruction encoding"; `echo
// 'v_readlane_b32_e64 s55, v27, s90' | llvm-mc -arch=amdgcn -mcpu=tahiti` → "e64 variant of this
// instruction is not supported"). The simulator runs v_mov_fed_b32 and the VOP3 lane forms, and
// gives a located error for the opcodes no manual defines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gcnkit } from './support/cli.js';
import { sim } from './support/sim-util.js';
import { SimError } from '../src/sim/api.js';

const CHECK = { ...process.env, GCNKIT_FAST: 'check' };

/** [gpu, words, clrxdisasm's text, CLRX test line]. */
const ROWS: readonly (readonly [string, string, string, string])[] = [
  ['tahiti', '0x7f3c134f', 'v_mov_fed_b32 v158, v79', 'GCNDisasmOpc11.cpp:458'],
  ['tahiti', '0xd3120037 0x0000011b', 'v_mov_fed_b32 v55, v27 vop3', 'GCNDisasmOpc11.cpp:1919'],
  ['tahiti', '0xd3040037 0x2000011b', 'v_readfirstlane_b32 s55, -v27', 'GCNDisasmOpc11.cpp:1746'],
  ['tahiti', '0xd3040037 0x0000011b', 'v_readfirstlane_b32 s55, v27 vop3', 'GCNDisasmOpc11.cpp:1748'],
  ['tahiti', '0xd2020037 0x0000b51b', 'v_readlane_b32 s55, v27, s90 vop3', 'GCNDisasmOpc11.cpp:1636'],
  ['tahiti', '0xe0d0225b 0x23143d12', 'buffer_atomic_rsub v61, v18, s[80:83], s35 idxen offset:603', 'GCNAsmOpc11.cpp:2366'],
  ['tonga', '0xd1490037 0x0000011b', 'v_mov_fed_b32 v55, v27 vop3', 'GCNDisasmOpc12.cpp:2039'],
  ['tonga', '0xd1420037 0x0000011b', 'v_readfirstlane_b32 s55, v27 vop3', 'GCNDisasmOpc12.cpp:1865'],
  ['gfx900', '0x7f3c6d4f', 'v_mov_prsv_b32 v158, v79', 'GCNDisasmOpc14.cpp:240'],
  ['gfx900', '0xd1900037 0x0000011b', 'v_writelane_regwr_b32 v55, v27 vop3', 'GCNDisasmOpc14.cpp:260'],
  ['gfx900', '0xd1910037 0x0000011b', 'v_swap_b32 v55, v27 vop3', 'GCNDisasmOpc14.cpp:261'],
  ['tahiti', '0xd2e40037 0x07974d4f', 'v_qsad_u8 v[55:56], v[79:80], v166, v[229:230]', 'GCNDisasmOpc11.cpp:1919'],
  ['tonga', '0xd28e0037 0x4002b41b', 'v_mac_legacy_f32 v55, s27, -v90', 'GCNDisasmOpc12.cpp:2109'],
  ['gfx900', '0xf128fb00 0x00159d79', 'image_gather4h_pck v[157:160], v[121:124], s[84:91], s[0:3] dmask:11 unorm glc a16 da', 'GCNDisasmOpc14.cpp:557'],
  ['gfx900', '0xf12cfb00 0x00159d79', 'image_gather8h_pck v[157:160], v[121:124], s[84:91], s[0:3] dmask:11 unorm glc a16 da', 'GCNDisasmOpc14.cpp:559'],
  ['bonaire', '0xdbf4cd67 0x9b000000', 'ds_condxchg32_rtn_b128 v[155:158] offset:52583', 'GCNAsmOpc11.cpp:3077'],
  ['tonga', '0xd9facd67 0x9b000000', 'ds_condxchg32_rtn_b128 v[155:158] offset:52583', 'GCNDisasmOpc12.cpp:2492 (its fields)'],
];

const norm = (s: string): string[] => s.trim().split('\n').filter((l) => !l.startsWith('.gpu')).map((l) => l.trim().replace(/\s+/g, ' '));

test('dis --syntax clrx prints the CLRX-only rows as clrxdisasm; llvm syntax keeps their words .long', () => {
  for (const [gpu, words, text, where] of ROWS) {
    const clrx = gcnkit(['dis', '--hex', '--mcpu', gpu, '--syntax', 'clrx', '-'], words + '\n', CHECK);
    assert.equal(clrx.code, 0, clrx.stderr);
    assert.deepEqual(norm(clrx.stdout), [text], `${gpu} ${words} (${where})`);
    const llvm = gcnkit(['dis', '--hex', '--mcpu', gpu, '-'], words + '\n', CHECK);
    assert.match(norm(llvm.stdout)[0], /^\.long /, `${gpu} ${words} under llvm syntax`);
  }
});

test('asm --syntax clrx assembles the CLRX-only rows to clrxasm\'s words, fast path included', () => {
  for (const [gpu, words, text, where] of ROWS) {
    const r = gcnkit(['asm', '--mcpu', gpu, '--syntax', 'clrx', '--hex', '-'], text + '\n', CHECK);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout.trim(), words.replace(/0x/g, ''), `${text} (${where})`);
  }
});

test('under llvm syntax the CLRX-only mnemonics are located errors; llvm-mc\'s own message for a suffix on its rows', () => {
  const cases: readonly (readonly [string, string, RegExp])[] = [
    ['tahiti', 'v_mov_fed_b32 v158, v79', /<stdin>:1:1: error: v_mov_fed_b32 is a CLRX instruction llvm-mc 19 does not have: use --syntax clrx/],
    ['tahiti', 'v_readlane_b32_e64 s55, v27, s90', /<stdin>:1:1: error: e64 variant of this instruction is not supported/],
    ['tahiti', 'v_readfirstlane_b32 s55, -v27', /<stdin>:1:\d+: error: (?!.*CLRX)/],
    ['tahiti', 'buffer_atomic_rsub v61, v18, s[80:83], s35 idxen offset:603', /<stdin>:1:1: error: buffer_atomic_rsub is a CLRX instruction/],
    ['gfx900', 'image_gather4h_pck v[157:160], v[121:124], s[84:91], s[0:3] dmask:11', /<stdin>:1:1: error: image_gather4h_pck is a CLRX instruction/],
    ['bonaire', 'ds_condxchg32_rtn_b128 v[155:158] offset:52583', /<stdin>:1:1: error: ds_condxchg32_rtn_b128 is a CLRX instruction/],
  ];
  for (const [gpu, line, want] of cases) {
    const r = gcnkit(['asm', '--mcpu', gpu, '--hex', '-'], line + '\n', CHECK);
    assert.notEqual(r.code, 0, line);
    assert.match(r.stderr, want, line);
    assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
  }
});

test('the simulator runs v_mov_fed_b32 as a move and the VOP3 v_readfirstlane_b32; CLRX-only opcodes no manual defines are located errors', () => {
  const r = sim('gcn1.0', ['v_mov_fed_b32 v1, v0', 'v_readfirstlane_b32 s1, v0 vop3', 's_endpgm'], { vgpr: { v0: 'lane' }, exec: '0x30' }, { syntax: 'clrx' });
  assert.deepEqual(r.vgpr.v1.slice(4, 6), [4, 5]);
  assert.equal(r.sgpr.s1, 4);
  assert.throws(() => sim('gcn1.4', ['s_nop 0', 'v_mov_prsv_b32 v1, v0', 's_endpgm'], {}, { syntax: 'clrx' }), (e: unknown) => {
    assert.ok(e instanceof SimError);
    assert.equal(e.diagnostics[0].line, 2);
    assert.match(e.diagnostics[0].message, /^v_mov_prsv_b32: not simulated \(a CLRX-only opcode the manuals do not define\)/);
    return true;
  });
});

test('the simulator runs GCN 1.0\'s buffer_atomic_rsub as the SI manual says: memory = data - memory, GLC returns the old value', () => {
  const state = { sgpr: { 's[4:7]': [0x1000, 0, 0x10000, 0x00027fac] }, vgpr: { v0: 0, v4: 10 }, exec: '0x1', memory: [{ addr: 0x1000, dwords: [3] }] };
  const r = sim('gcn1.0', ['buffer_atomic_rsub v4, v0, s[4:7], 0 offen glc', 's_endpgm'], state, { syntax: 'clrx', dumps: ['0x1000:1'] });
  assert.deepEqual(r.dump['0x1000:1'], [7]);
  assert.equal(r.vgpr.v4[0], 3);
});
