// CLRX's dialect: every syntax line of the seed pages (CLRX's wiki pages, committed as
// test/vectors/seed-syntax.tsv by `npm run seeds`) assembles under --syntax clrx; words print as CLRX writes them (CLRX's own test vectors,
// tests/amdasm/GCNDisasmOpc*.cpp) and every CLRX text gcnkit prints assembles back to its words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { decode } from '../src/codec/codec.js';
import { GEN_INFO, GENS, type Gen } from '../src/isa/gens.js';
import { isaFor } from '../src/isa/index.js';
import { printDecoded } from '../src/syntax/print.js';
import { assembleInstruction } from '../src/asm/instruction.js';
import { Assembler, type Emitted } from '../src/asm/assembler.js';
import { makeRng, randomInstruction } from '../scripts/random-words.js';
import { parseSeedTsv, SEED_TSV } from '../scripts/seed-syntax.js';

const hex = (ws: readonly number[]): string => ws.map((w) => (w >>> 0).toString(16).padStart(8, '0')).join(' ');
const clrx = (gen: Gen, line: string): number[] => assembleInstruction(gen, gen, line, 1, 'clrx').words;
const clrxText = (gen: Gen, words: number[]): string => printDecoded(decode(gen, words, 0)!, words, 0, 'clrx').text;

/** Which generations each seed page describes. */
const PAGE_GENS: Readonly<Record<string, readonly Gen[]>> = {
  '000': ['gcn1.2', 'gcn1.4'], '001': ['gcn1.0', 'gcn1.1', 'gcn1.2', 'gcn1.4'], '002': ['gcn1.1', 'gcn1.2'],
  '003': ['gcn1.2'], '004': ['gcn1.0', 'gcn1.1'],
};

/** Concrete operands for the seed pages' placeholders. */
function operand(p: string, mods: string[]): string {
  const n = Number(/\((\d+)\)/.exec(p)?.[1] ?? 1);
  const regs = (file: string, first: number): string => (n === 1 ? `${file}${first}` : `${file}[${first}:${first + n - 1}]`);
  if (/^SDATA/.test(p)) return regs('s', 8);
  if (/^SBASE/.test(p)) return n === 2 ? 's[2:3]' : 's[4:7]';
  if (p === 'OFFSET' || p === 'SOFFSET1') return '0x10';
  if (p === 'SGPROFFSET OFFSET:OFFSET') return 's1 offset:0x10';
  if (/^(VDATA|VDST)/.test(p)) return regs('v', 10);
  if (p === 'VADDR(1:2)') { mods.push('offen'); return 'v2'; }
  if (p === 'VADDR(2)') return 'v[2:3]';
  if (p === 'SRSRC(4)') return 's[4:7]';
  if (p === 'SOFFSET') return 's1';
  throw new Error(`unknown placeholder ${p}`);
}

/**
 * Syntax lines the seed pages get wrong (ERRATA.md, "Seed pages"): the heading's instruction,
 * written correctly. Each is checked to be wrong as printed and right as corrected.
 */
const SEED_ERRATA: Readonly<Record<string, string>> = {
  'S_ATOMIC_DEC_X2 SDATA, SBASE(2), OFFSET': 's_atomic_dec_x2 s[8:9], s[2:3], 0x10',
  'S_BUFFER_ATOMIC_DEC_X2 SDATA, SBASE(4), OFFSET': 's_buffer_atomic_dec_x2 s[8:9], s[4:7], 0x10',
  'S_SCRATCH_LOAD_DWORDX2 SDATA, SBASE(2), SGPROFFSET OFFSET:OFFSET': 's_scratch_load_dwordx2 s[8:9], s[2:3], s1 offset:0x10',
  'S_SCRATCH_LOAD_DWORDX4 SDATA, SBASE(2), SGPROFFSET OFFSET:OFFSET': 's_scratch_load_dwordx4 s[8:11], s[2:3], s1 offset:0x10',
  'BUFFER_STORE_DWORDX2 VDATA(3), VADDR(1:2), SRSRC(4), SOFFSET': 'buffer_store_dwordx3 v[10:12], v2, s[4:7], s1 offen',
  'BUFFER_STORE_DWORDX2 VDATA(4), VADDR(1:2), SRSRC(4), SOFFSET': 'buffer_store_dwordx4 v[10:13], v2, s[4:7], s1 offen',
  'FLAT_ATOMIC_FCMPSWAP_X2 VDATA(2), VADDR(2), SRSRC(4), SOFFSET': 'flat_atomic_fcmpswap_x2 v[10:11], v[2:3], v[12:15] glc',
  'FLAT_ATOMIC_FCMPSWAP VDST, VADDR(1:2), VDATA(2)': 'flat_atomic_fcmpswap v10, v[2:3], v[12:13] glc',
  'FLAT_LOAD_USHORT VDST, VADDR(1:2)': 'flat_load_ushort v10, v[2:3]',
  'FLAT_LOAD_DWORDX2 VDST(, VADDR(2)': 'flat_load_dwordx2 v[10:11], v[2:3]',
};

interface SeedLine { page: string; gens: readonly Gen[]; raw: string; line: string }

function seedLines(): SeedLine[] {
  return parseSeedTsv(readFileSync(SEED_TSV, 'utf8')).map(({ page, only, mnemonic, operands: ops }) => {
    const raw = `${mnemonic} ${ops.join(', ')}`.trim();
    // "Syntax (GCN 1.4):" lines describe GCN 1.4 only; plain ones every generation of the page.
    const gens = only === 'GCN 1.4' ? ['gcn1.4' as Gen] : PAGE_GENS[page].filter((g) => !(only === '' && /D16_XY/.test(mnemonic) && g === 'gcn1.4'));
    const mods: string[] = [];
    const mn = mnemonic.toLowerCase();
    const line = `${mn} ${ops.map((o) => operand(o, mods)).join(', ')}${mods.length ? ' ' + mods.join(' ') : ''}`.trim();
    return { page, gens, raw, line: mn.includes('atomic') && mn.startsWith('flat') ? line + ' glc' : line };
  });
}

test('every syntax line of the seed pages assembles under --syntax clrx (seed errata corrected)', () => {
  const lines = seedLines();
  assert.ok(lines.length > 200, `${lines.length} syntax lines`);
  const bad: string[] = [];
  let tried = 0;
  for (const s of lines) {
    for (const gen of s.gens) {
      const fix = SEED_ERRATA[s.raw];
      // Only where the instruction exists (per llvm-mc; the pages' tick columns have errata too).
      if (!isaFor(gen).byName.has((fix ?? s.line).split(' ')[0])) continue;
      tried++;
      try {
        clrx(gen, s.line);
        if (fix) bad.push(`${s.page} ${gen}: '${s.raw}' is listed as wrong but assembles`);
      } catch (e) {
        if (!fix) { bad.push(`${s.page} ${gen}: ${s.line}: ${(e as Error).message}`); continue; }
        try { clrx(gen, fix); } catch (e2) { bad.push(`${s.page} ${gen}: corrected '${fix}': ${(e2 as Error).message}`); }
      }
    }
  }
  assert.ok(tried > 250, `${tried} lines assembled`);
  assert.deepEqual(bad, []);
});

test('the seed pages\' modifiers: GLC, NV (GCN 1.4), OFFSET:OFFSET (GCN 1.4) in any order', () => {
  const base = clrx('gcn1.4', 's_load_dword s5, s[2:3], s1 offset:0x10');
  assert.equal(hex(clrx('gcn1.4', 'S_LOAD_DWORD S5, S[2:3], S1 NV OFFSET:0x10 GLC')), hex([base[0] | (1 << 15) | (1 << 16), base[1]]));
  assert.equal(hex(clrx('gcn1.4', 's_load_dword s5, s[2:3], 0x3 nv')), 'c0028141 00000003');
  assert.throws(() => assembleInstruction('gcn1.4', 'gfx900', 's_load_dword s5, s[2:3], 0x3 nv', 1, 'llvm'), /nv has no llvm-mc syntax.*--syntax clrx/);
  assert.throws(() => clrx('gcn1.2', 's_load_dword s5, s[2:3], 0x3 nv'), /nv/);
});

// CLRX's own disassembler vectors (CLRX tests/amdasm/GCNDisasmOpc11/12/14.cpp): gcnkit prints the
// same operands (its layout is CLRX's too, checked in the CLI test).
const CLRX_VECTORS: readonly [Gen, string, string][] = [
  ['gcn1.0', 'b92bf8c3', 's_getreg_b32 s43, hwreg(trapsts, 3, 32)'],
  ['gcn1.0', 'b92b0001', 's_getreg_b32 s43, hwreg(mode, 0, 1)'],
  ['gcn1.0', 'b92b000d', 's_getreg_b32 s43, hwreg(@13, 0, 1)'],
  ['gcn1.2', 'b8ab000d', 's_getreg_b32 s43, hwreg(ib_dbg1, 0, 1)'],
  ['gcn1.4', 'b8ab0010', 's_getreg_b32 s43, hwreg(sq_shader_tba_lo, 0, 1)'],
  ['gcn1.0', 'b9ab48c3', 's_setreg_b32 hwreg(trapsts, 3, 10), s43'],
  ['gcn1.0', 'ba8048c3 00045d2a', 's_setreg_imm32_b32 hwreg(trapsts, 3, 10), 0x45d2a'],
  ['gcn1.0', 'bf900001', 's_sendmsg sendmsg(interrupt)'],
  ['gcn1.0', 'bf90000f', 's_sendmsg sendmsg(system)'],
  ['gcn1.0', 'bf900002', 's_sendmsg sendmsg(gs, nop)'],
  ['gcn1.0', 'bf900332', 's_sendmsg sendmsg(gs, emit-cut, 3)'],
  ['gcn1.0', 'bf8c0d36', 's_waitcnt vmcnt(6) & expcnt(3) & lgkmcnt(13)'],
  ['gcn1.0', 'bf8c0f7e', 's_waitcnt vmcnt(14)'],
  ['gcn1.0', 'bf8c0f7f', 's_waitcnt vmcnt(15) & expcnt(7) & lgkmcnt(15)'],
  ['gcn1.4', 'bf8ccd3f', 's_waitcnt expcnt(3) & lgkmcnt(13)'],
  ['gcn1.0', '8015ff04 fffffff0', 's_add_u32 s21, s4, lit(-16)'],
  ['gcn1.0', '8015ff04 00000040', 's_add_u32 s21, s4, lit(64)'],
  ['gcn1.0', '807fff05 0d3abc5f', 's_add_u32 exec_hi, s5, 0xd3abc5f'],
  ['gcn1.0', '8015f004', 's_add_u32 s21, s4, 0.5'],
  ['gcn1.0', '8015fb04', 's_add_u32 s21, s4, vccz'],
  ['gcn1.4', '80693df8', 's_add_u32 xnack_mask_hi, 0.15915494, s61'],
  ['gcn1.4', '80153deb', 's_add_u32 s21, shared_base, s61'],
  ['gcn1.0', 'bf0045ff 0006d894', 's_cmp_eq_i32 0x6d894, s69'],
  ['gcn1.0', 'b02b0000', 's_movk_i32 s43, 0x0'],
  ['gcn1.0', 'bf800006', 's_nop 0x6'],
  ['gcn1.0', 'bf818d33', 's_endpgm 0x8d33'],
  ['gcn1.2', 'bf11a51d', 's_set_gpr_idx_on s29, 0xa5'],
  ['gcn1.2', 'bf9d0000', 's_set_gpr_idx_mode 0x0'],
  ['gcn1.0', 'bf10451d', 's_setvskip s29, s69'],
  ['gcn1.4', 'c0028c9d 0000005b', 's_load_dword s50, s[58:59], 0x5b nv'],
  ['gcn1.4', 'c0010cdd 0000005b', 's_load_dword s51, s[58:59], s91 glc'],
  ['gcn1.4', 'dc400211 2f0000bb', 'flat_load_ubyte v47, v[187:188] inst_offset:529'],
  ['gcn1.4', 'dc400000 2f8000bb', 'flat_load_ubyte v47, v[187:188] nv'],
  ['gcn1.1', 'dccb0000 2f0041bb', 'flat_atomic_add v47, v[187:188], v65 glc slc'],
  ['gcn1.0', 'c0193b5b', 's_load_dword s50, s[58:59], 0x5b'],
  ['gcn1.1', 'dc230000 2f8000bb', 'flat_load_ubyte v[47:48], v[187:188] glc slc tfe'],
  ['gcn1.2', 'e0f40000 23140000', 'buffer_store_lds_dword s[80:83], s35'],
  ['gcn1.0', 'bf820029', 's_branch .+168'],
  ['gcn1.0', 'bed63314', 's_mov_regrd_b32 s86, s20'],
  ['gcn1.1', 'bed63514', 's_mov_fed_b32 s86, s20'],
  ['gcn1.0', 'ba2bf8c3', 's_getreg_regrd_b32 s43, hwreg(trapsts, 3, 32)'],
  ['gcn1.0', 'bf82ffff', 's_branch .'],
];

test('words print as CLRX writes them (CLRX\'s disassembler test vectors)', () => {
  const bad: string[] = [];
  for (const [gen, h, want] of CLRX_VECTORS) {
    const words = h.split(' ').map((x) => parseInt(x, 16));
    const got = clrxText(gen, words);
    if (got !== want) bad.push(`${gen} ${h}: want '${want}', got '${got}'`);
    else if (hex(clrx(gen, got)) !== h) bad.push(`${gen} '${got}' does not assemble back to ${h}`);
  }
  assert.deepEqual(bad, []);
});

test('CLRX source forms (CLRX tests/amdasm/GCNAsmOpc*.cpp) assemble to CLRX\'s words', () => {
  const file = (gen: Gen, text: string): string => {
    const out: number[] = [];
    const errors: string[] = [];
    const a = new Assembler({ gen, syntax: 'clrx' }, (e: Emitted) => { for (let i = 0; i < e.bytes.length; i += 4) out.push((e.bytes[i] | (e.bytes[i + 1] << 8) | (e.bytes[i + 2] << 16) | (e.bytes[i + 3] << 24)) >>> 0); },
      (d) => { if (d.kind === 'error') errors.push(d.message); });
    for (const l of text.split('\n')) a.line(l);
    a.end();
    assert.deepEqual(errors, [], text);
    return hex(out);
  };
  assert.equal(file('gcn1.0', '    s_branch xxxx-8\nxxxx:'), 'bf82fffe');
  assert.equal(file('gcn1.0', 'xxxx:    s_branch xxxx-8'), 'bf82fffd');
  assert.equal(file('gcn1.0', '    s_branch xxxx+8\nxxxx:'), 'bf820002');
  assert.equal(file('gcn1.0', '    s_cbranch_i_fork s[44:45], xxxx-8\nxxxx:'), 'b8acfffe');
  assert.equal(file('gcn1.4', 's_call_b64 s[44:45], xxxx+8\nxxxx:'), 'baac0002');
  assert.equal(file('gcn1.0', 's_branch .+8'), 'bf820001');
  assert.equal(file('gcn1.0', 's_branch .'), 'bf82ffff');
  assert.equal(file('gcn1.0', '    s_getreg_b32    s43, hwreg(HWREG_TRAPSTS, 0, 1)'), 'b92b0003');
  assert.equal(file('gcn1.0', '    s_sendmsg  sendmsg(gs, emit-cut, 3)'), 'bf900332');
  assert.equal(file('gcn1.0', '    s_sendmsg  sendmsg(MSG_GS, GS_OP_EMIT_CUT, 3)'), 'bf900332');
  assert.equal(file('gcn1.0', '    s_sendmsg  sendmsg(@2, @1, 0)'), 'bf900012');
  assert.equal(file('gcn1.4', '    s_sendmsg  sendmsg(get_doorbell)'), 'bf90000a');
  assert.equal(file('gcn1.0', '    s_setreg_imm32_b32 hwreg(trapsts, 3, 10), 0x24da4f'), 'ba8048c3 0024da4f');
  assert.equal(file('gcn1.0', 's_waitcnt  vmcnt(14) & expcnt(2)'), 'bf8c0f2e');
  assert.equal(file('gcn1.0', 's_waitcnt  lgkmcnt(9)'), 'bf8c097f');
  assert.equal(file('gcn1.4', 's_load_dword    s50, s[58:59], 0x5b nv glc'), 'c0038c9d 0000005b');
  assert.equal(file('gcn1.4', 's_load_dword    s50, s[58:59], s25 offset:0x5b'), 'c0024c9d 3200005b');
  assert.equal(file('gcn1.2', '    s_load_dword  s50, s[58:59], 0x1345b glc:1   '), 'c0030c9d 0001345b');
  assert.equal(file('gcn1.2', '    s_set_gpr_idx_on s29, 0x45'), 'bf11451d');
  assert.equal(file('gcn1.0', 's_add_u32 s21, s4, lit(1)'), '8015ff04 00000001');
  assert.equal(file('gcn1.0', 's_mov_b32 s0, s1; s_mov_b32 s2, s3 # two statements'), 'be800301 be820303');
});

test('every CLRX text gcnkit prints assembles back to the same words (random words, every generation)', () => {
  const rng = makeRng(20261123);
  let n = 0;
  const bad: string[] = [];
  for (const gen of GENS.filter((g) => GEN_INFO[g].clrx)) {
    for (const enc of isaFor(gen).encodings) {
      if (!enc.table.instrs.length) continue;
      for (let i = 0; i < 400; i++) {
        const ws = randomInstruction(enc, rng);
        const d = decode(gen, ws, 0)!;
        const p = printDecoded(d, ws, 0, 'clrx');
        if (p.problem !== undefined) continue;
        n++;
        try {
          const got = clrx(gen, p.text);
          if (hex(got) !== hex(ws.slice(0, d.size))) bad.push(`${gen} ${p.text}: ${hex(got)} != ${hex(ws.slice(0, d.size))}`);
        } catch (e) {
          bad.push(`${gen} ${p.text}: ${(e as Error).message}`);
        }
      }
    }
  }
  assert.ok(n > 5000, `${n} round trips`);
  assert.deepEqual(bad.slice(0, 10), []);
});

test('CLRX-only instructions: text under --syntax clrx, .long and a pointer to --syntax clrx under llvm', () => {
  const words = [0xbed63314];
  const d = decode('gcn1.0', words, 0)!;
  assert.match(printDecoded(d, words, 0).text, /^\.long 0xbed63314 \/\/ s_mov_regrd_b32 s86, s20 \(s_mov_regrd_b32 is a CLRX instruction/);
  assert.throws(() => assembleInstruction('gcn1.2', 'tonga', 's_mov_fed_b32 s1, s2', 1, 'llvm'), /CLRX instruction llvm-mc 19 does not have: use --syntax clrx/);
  assert.equal(hex(clrx('gcn1.2', 's_mov_fed_b32 s1, s2')), 'be813102');
});

test('CLRX prints as text words llvm-mc has no syntax for: SMEM nv, inline-valued literals, FLAT tfe', () => {
  for (const [gen, h] of [['gcn1.4', 'c0028141 00000003'], ['gcn1.0', '8015ff04 00000001'], ['gcn1.1', 'dc230000 2f8000bb']] as const) {
    const words = h.split(' ').map((x) => parseInt(x, 16));
    const d = decode(gen, words, 0)!;
    assert.notEqual(printDecoded(d, words, 0).problem, undefined, `${h} has no llvm-mc text`);
    assert.equal(printDecoded(d, words, 0, 'clrx').problem, undefined, `${h} has CLRX text`);
  }
});
