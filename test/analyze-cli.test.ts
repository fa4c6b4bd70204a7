// gcnkit analyze on the command line: code objects, assembly (through the assembler, fast path
// checked), raw code; text, --json and --dot; exit 1 on findings unless --no-fail; located errors.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gcnkit } from './support/cli.js';

const OBJ = join(process.cwd(), 'test', 'objects', 'hsa', 'gfx900', 'divergent.o');
const DOT = join(process.cwd(), 'test', 'objects', 'hsa', 'gfx906', 'dot.o');
const dir = mkdtempSync(join(tmpdir(), 'gcnkit-analyze-'));
const file = (name: string, text: string | Uint8Array): string => { const p = join(dir, name); writeFileSync(p, text); return p; };

/** A gfx900 kernel whose descriptor allocates `nextVgpr` VGPRs; its code uses v0..v9. */
const kernel = (nextVgpr: number): string => [
  '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"',
  '\t.text', '\t.globl k', '\t.p2align 8', '\t.type k,@function', 'k:',
  '\tv_mov_b32 v1, 0',
  '\tv_mov_b32 v9, v1',
  '\ts_endpgm',
  '\t.rodata', '\t.p2align 6', '\t.amdhsa_kernel k',
  `\t\t.amdhsa_next_free_vgpr ${nextVgpr}`, '\t\t.amdhsa_next_free_sgpr 8', '\t.end_amdhsa_kernel', '',
].join('\n');

describe('gcnkit analyze', () => {
  test('a code object: each kernel with its blocks, registers and occupancy', () => {
    const r = gcnkit(['analyze', OBJ]);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stderr, '');
    assert.match(r.stdout, /^kernel collatz \(gfx900, 0x0-0xf0, 51 instructions\)\n  vgprs: used 6, max live 5, allocated 8\n  sgprs: used 12 \+ 4 \(VCC, XNACK_MASK\) = 16, max live 10, allocated 16\n  lds: 0 bytes; occupancy: 10 waves per SIMD\n  blocks: 7, edges: 9, loops: 1\n/);
    assert.match(r.stdout, /\n  B3 \[0xa8, 0xc8\) 7 instr\. \(loop header\) -> B2 \(branch\), B4\n/);
    assert.match(r.stdout, /\nkernel branches /);
  });

  test('--json: the shape the issue gives, per-instruction live counts', () => {
    const r = gcnkit(['analyze', '--json', OBJ]);
    assert.equal(r.code, 0, r.stderr);
    const doc = JSON.parse(r.stdout) as { kernels: { name: string; blocks: unknown[]; edges: { from: number; to: number; kind: string }[]; vgprs: Record<string, number>; sgprs: Record<string, unknown>; occupancy: number; findings: unknown[]; instructions: { liveVgprs: number }[] }[] };
    const k = doc.kernels[0];
    assert.equal(k.name, 'collatz');
    assert.equal(k.blocks.length, 7);
    assert.deepEqual(k.edges[0], { from: 0, to: 6, kind: 'branch', target: 0xd4 });
    assert.deepEqual(k.vgprs, { used: 6, maxLive: 5, allocated: 8 });
    assert.equal(k.sgprs.withExtra, 16);
    assert.equal(k.occupancy, 10);
    assert.deepEqual(k.findings, []);
    assert.equal(Math.max(...k.instructions.map((i) => i.liveVgprs)), 5);
  });

  test('--dot: Graphviz text, one cluster per kernel, back edges bold', () => {
    const r = gcnkit(['analyze', '--dot', OBJ]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^digraph gcnkit \{\n/);
    assert.match(r.stdout, /\n  subgraph cluster_0 \{\n    label="kernel collatz";\n/);
    // clang's loop in collatz is entered at B3 (s_branch from B1): B2 -> B3 closes it.
    assert.match(r.stdout, /\n    k0_B2 -> k0_B3 \[label="fall" style=bold\];\n/);
    assert.match(r.stdout, /\}\n$/);
  });

  test('findings: located at the source line, exit 1; --no-fail exits 0', () => {
    const p = file('small.s', kernel(4));
    const r = gcnkit(['analyze', p]);
    assert.equal(r.code, 1, r.stderr);
    assert.ok(r.stdout.includes(`${p}:8:2: error: registers: v9 is beyond the 4 VGPRs the descriptor allocates: the code uses 10\n v_mov_b32 v9, v1\n ^\n${p}:8:2: note: fix: .amdhsa_next_free_vgpr 10\n`), r.stdout);
    assert.equal(gcnkit(['analyze', '--no-fail', p]).code, 0);
    const ok = gcnkit(['analyze', file('ok.s', kernel(10))]);
    assert.equal(ok.code, 0, ok.stdout);
    assert.match(ok.stdout, /findings: none/);
  });

  test('--json findings: a hazard carries its rule, a wait has none', () => {
    const p = file('hazard.s', ['s_mov_b32 m0, s1', 's_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)', 'global_load_dword v1, v[2:3], off', 'v_add_u32 v0, v1, v1', 's_endpgm', ''].join('\n'));
    const r = gcnkit(['analyze', '--json', '--mcpu', 'gfx900', p]);
    assert.equal(r.code, 1, r.stderr);
    const doc = JSON.parse(r.stdout) as { kernels: { findings: { kind: string; offset: number; with?: number; rule?: string; fix?: string }[] }[] };
    const got = doc.kernels[0].findings.map((f) => ({ kind: f.kind, offset: f.offset, with: f.with, rule: f.rule, fix: f.fix }));
    assert.deepEqual(got, [
      { kind: 'hazard', offset: 4, with: 0, rule: 'salu-m0-msg-gds', fix: 's_nop 0' },
      { kind: 'wait', offset: 16, with: 8, rule: undefined, fix: 's_waitcnt vmcnt(0)' },
    ]);
    assert.ok(!('rule' in doc.kernels[0].findings[1]));
  });

  test('the assembler fast path agrees (GCNKIT_FAST=check and off give the same report)', () => {
    const p = file('fast.s', kernel(4));
    const check = gcnkit(['analyze', '--json', p], undefined, { ...process.env, GCNKIT_FAST: 'check' });
    const off = gcnkit(['analyze', '--json', p], undefined, { ...process.env, GCNKIT_FAST: 'off' });
    assert.equal(check.stderr, '');
    assert.equal(check.stdout, off.stdout);
  });

  test('the code is read for the GPU of e_flags or --mcpu: gfx906 has v_dot*, v_xnor_b32, v_fma_mix', () => {
    const r = gcnkit(['analyze', '--json', DOT]);
    assert.equal(r.code, 0, r.stderr);
    type K = { name: string; gpu: string; vgprs: Record<string, number>; instructions: { offset: number; text: string; liveVgprs: number }[] };
    const doc = JSON.parse(r.stdout) as { kernels: K[] };
    // clang-19's "; NumVgprs:" of each function in dot.s.
    const clang = new Map([...readFileSync(DOT.replace(/\.o$/, '.s'), 'utf8').matchAll(/Begin function (\w+)[^]*?; NumVgprs: (\d+)/g)].map((m) => [m[1], Number(m[2])]));
    assert.deepEqual(doc.kernels.map((k) => [k.name, k.gpu, k.vgprs.used]), [['dots', 'gfx906', clang.get('dots')], ['fdots', 'gfx906', clang.get('fdots')]]);
    const text = doc.kernels.flatMap((k) => k.instructions.map((i) => i.text));
    assert.deepEqual(text.filter((t) => t.startsWith('.long')), []);
    for (const m of ['v_dot2_i32_i16', 'v_dot4_u32_u8', 'v_dot8_i32_i4', 'v_dot2_f32_f16', 'v_xnor_b32_e32', 'v_fma_mix_f32']) assert.ok(text.some((t) => t.startsWith(m + ' ')), m);
    // Their registers count: before the first v_dot2_i32_i16 v0, v7, v10, v11 (0x88) v7..v11 are
    // live (v8:9 the store address); the dots' results v0..v6 are not yet.
    const [dots, fdots] = doc.kernels;
    assert.equal(dots.instructions.find((i) => i.offset === 0x88)?.text, 'v_dot2_i32_i16 v0, v7, v10, v11');
    assert.equal(dots.instructions.find((i) => i.offset === 0x88)?.liveVgprs, 5);
    assert.equal(fdots.vgprs.maxLive, 11);
    assert.match(gcnkit(['analyze', DOT]).stdout, /^kernel dots \(gfx906, 0x0-0xe8, 39 instructions\)\n/);
    // Raw code: --mcpu chooses. v_dot2_i32_i16 v0, v7, v10, v11; v_xnor_b32 v7, v0, v7; s_endpgm
    // (llvm-mc 19 -arch=amdgcn -mcpu=gfx906 -show-encoding), a .long to gfx900.
    const bin = file('dot.bin', new Uint8Array([0x00, 0x40, 0xa6, 0xd3, 0x07, 0x15, 0x2e, 0x1c, 0x00, 0x0f, 0x0e, 0x7a, 0x00, 0x00, 0x81, 0xbf]));
    const on906 = gcnkit(['analyze', '--mcpu', 'gfx906', '--json', bin]);
    const k906 = (JSON.parse(on906.stdout) as { kernels: K[] }).kernels[0];
    assert.deepEqual(k906.instructions.map((i) => [i.text, i.liveVgprs]), [['v_dot2_i32_i16 v0, v7, v10, v11', 3], ['v_xnor_b32_e32 v7, v0, v7', 2], ['s_endpgm', 0]]);
    const on900 = (JSON.parse(gcnkit(['analyze', '--mcpu', 'gfx900', '--json', bin]).stdout) as { kernels: K[] }).kernels[0];
    assert.equal(on900.gpu, 'gfx900');
    assert.deepEqual(on900.instructions.map((i) => i.text), ['.long 0xd3a64000', '.long 0x7a0e0f00', 's_endpgm']);
  });

  test('raw code needs --mcpu; bytes of a partial dword and bad assembly are located errors', () => {
    const bin = file('k.bin', new Uint8Array([0x00, 0x00, 0x81, 0xbf])); // s_endpgm
    const none = gcnkit(['analyze', bin]);
    assert.equal(none.code, 1);
    assert.match(none.stderr, /^gcnkit: error: no GPU given/);
    const r = gcnkit(['analyze', '--mcpu', 'tahiti', bin]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^code code \(gfx600, 0x0-0x4, 1 instructions\)/);
    const odd = gcnkit(['analyze', '--mcpu', 'tahiti', file('odd.bin', new Uint8Array([0, 0, 0x81, 0xbf, 0]))]);
    assert.equal(odd.code, 1);
    assert.match(odd.stderr, /odd\.bin:0x4: error: raw code of 5 bytes is not a whole number of dwords\n$/);
    const bad = gcnkit(['analyze', '--mcpu', 'tonga', file('bad.s', 's_mov_b32 s0, 1\n  s_bogus v1\n')]);
    assert.equal(bad.code, 1);
    assert.match(bad.stderr, /bad\.s:2:3: error: unknown instruction 's_bogus'\n  s_bogus v1\n  \^\n/);
    assert.doesNotMatch(bad.stderr, /at .*\.js/);
    const elf = new Uint8Array(readFileSync(OBJ)).slice(0, 80);
    const cut = gcnkit(['analyze', file('cut.o', elf)]);
    assert.equal(cut.code, 1);
    assert.match(cut.stderr, /cut\.o:0x[0-9a-f]+: error: /);
  });
});
