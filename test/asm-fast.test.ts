// The assembler's fast path (src/asm/fast.ts) against the generic path: a line the fast path
// assembles must assemble to the same words, without warnings, on the generic path (which words
// every error); the fast path must take the real-code lines it was made for.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { GEN_INFO, type Gen } from '../src/isa/gens.js';
import { resolveTarget, targetOf, TARGETS, type On } from '../src/isa/targets.js';
import { isaFor } from '../src/isa/index.js';
import { assembleInstruction } from '../src/asm/instruction.js';
import { fastAssemble } from '../src/asm/fast.js';
import { makeRng, type Rng } from '../scripts/random-words.js';
import { loadVectors } from './support/vectors.js';
import { Assembler } from '../src/asm/assembler.js';
import { gcnkit } from './support/cli.js';

const SEED = Number(process.env.GCNKIT_SEED ?? Date.now() % 2 ** 31);

/** The fast path's words, or undefined where it leaves the line to the generic path. */
const fast = (on: On, line: string): number[] | undefined => fastAssemble(on, line, 0)?.words;

/** A difference between the paths on `line`, or undefined (the fast path declined, or agreed). */
function disagreement(on: On, line: string): string | undefined {
  const { gen, name } = targetOf(on);
  const f = fast(on, line);
  if (!f) return undefined;
  const hex = (ws: readonly number[]): string => ws.map((w) => w.toString(16).padStart(8, '0')).join(' ');
  try {
    const g = assembleInstruction(gen, name, line, 1);
    if (g.words.join() !== f.join()) return `${gen}: ${line}: fast ${hex(f)}, generic ${hex(g.words)}`;
    if (g.warnings.length) return `${gen}: ${line}: fast silent, generic warns ${g.warnings.map((w) => w.message).join('; ')}`;
  } catch (e) {
    return `${gen}: ${line}: fast ${hex(f)}, generic rejects: ${(e as Error).message}`;
  }
  return undefined;
}

/** The instruction texts of the kernel corpus listings (test/kernels/GPU/*.txt) with their words. */
function corpus(): { gpu: string; on: On; text: string; words: number[] }[] {
  const dir = new URL('../../test/kernels/', import.meta.url);
  const out: { gpu: string; on: On; text: string; words: number[] }[] = [];
  for (const gpu of readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
    // Each GPU's own rows (gfx906's v_fmac_f32 and v_fma_mix*): the fast path serves every target.
    const on = resolveTarget(gpu)!;
    for (const name of readdirSync(new URL(`${gpu}/`, dir)).filter((n) => n.endsWith('.txt')).sort()) {
      for (const raw of readFileSync(new URL(`${gpu}/${name}`, dir), 'utf8').split('\n')) {
        const m = /^[0-9a-f]{6} \| ([0-9a-f ]+) \| ([^|]+?)(?: \| .*)?$/.exec(raw);
        if (m) out.push({ gpu, on, text: m[2], words: m[1].trim().split(' ').map((w) => parseInt(w, 16) >>> 0) });
      }
    }
  }
  return out;
}

test('the fast path takes every line of the clang-19 kernel corpus, with the listed words', () => {
  const lines = corpus();
  assert.ok(lines.length > 10000, `corpus read: ${lines.length} lines`);
  const bad: string[] = [];
  for (const l of lines) {
    const f = fast(l.on, l.text);
    // Upper case outside SDWA selects (hwreg(HW_REG_MODE, ..), swizzle(SWAP, ..)) is left to the generic path.
    if (!f && /[A-Z]/.test(l.text.replace(/\b(dst|src0|src1)_sel:[A-Z_0-9]+|dst_unused:[A-Z_]+/g, ''))) continue;
    if (!f || f.join() !== l.words.join()) bad.push(`${l.gpu}: ${l.text}: ${f ? f.map((w) => w.toString(16)).join(' ') : 'generic path'}`);
  }
  assert.deepEqual(bad.slice(0, 20), []);
});

test('on every llvm-mc vector the fast path agrees with the generic path (and takes most of them)', () => {
  const bad: string[] = [];
  let n = 0, taken = 0;
  for (const v of loadVectors()) {
    if (v.text === '.long') continue;
    n++;
    // On the file's own GPU (gfx906.txt: gfx906's rows, the fast path's tables for its row set).
    const f = fast(v.target, v.text);
    if (!f) continue;
    taken++;
    if (f.join() !== v.words.join()) bad.push(`${v.file}:${v.line}: ${v.text} -> ${f.map((w) => w.toString(16)).join(' ')}`);
  }
  assert.deepEqual(bad.slice(0, 20), []);
  assert.ok(taken > n * 0.5, `fast path took ${taken} of ${n} vector lines`);
});

/** Vector lines assembled for `gpu` one by one: llvm-mc's words, no diagnostics, and most lines by the fast path. */
function assertFastWords(gpu: string, vs: readonly { text: string; words: readonly number[] }[]): void {
  const words: number[] = [], diags: string[] = [];
  const asm = new Assembler({ gen: 'gcn1.4', gpu }, (e) => {
    for (let k = 0; k < e.bytes.length; k += 4) words.push((e.bytes[k] | (e.bytes[k + 1] << 8) | (e.bytes[k + 2] << 16) | (e.bytes[k + 3] << 24)) >>> 0);
  }, (d) => diags.push(d.message));
  for (const v of vs) asm.line(v.text);
  asm.end();
  assert.deepEqual(diags, []);
  assert.deepEqual(words, vs.flatMap((v) => v.words));
  assert.ok(asm.fastLines > vs.length * 0.9, `fast path took ${asm.fastLines} of ${vs.length}`);
}

// Lines only gfx906 has (dot products, v_fma_mix*, v_fmac_f32, v_xnor_b32; test/vectors/gfx906.txt).
const GFX906_ONLY = /^v_(dot|fma_mix|fmac_f32|xnor_b32)/;

test('the fast path serves a GPU with rows of its own (gfx906): it takes its lines, with llvm-mc\'s words', () => {
  const vs = loadVectors().filter((v) => v.file === 'gfx906.txt' && GFX906_ONLY.test(v.text));
  assert.ok(vs.length > 50, `${vs.length} gfx906-only vector lines`);
  assertFastWords('gfx906', vs);
  // gfx900 has none of them: the fast path's tables are per row set, not per family.
  assert.equal(fast(resolveTarget('gfx900')!, 'v_dot2_i32_i16 v0, v1, v2, v3'), undefined);
  // llvm-mc 19 -arch=amdgcn -mcpu=gfx906 -show-encoding: [0x00,0x40,0xa6,0xd3,0x01,0x05,0x0e,0x1c]
  assert.deepEqual(fast(resolveTarget('gfx906')!, 'v_dot2_i32_i16 v0, v1, v2, v3'), [0xd3a64000, 0x1c0e0501]);
});

for (const gpu of ['gfx906', 'gfx908', 'gfx90a', 'gfx940']) {
  test(`${gpu} vector lines through the CLI: GCNKIT_FAST=check agrees with the generic path on every line`, () => {
    const text = loadVectors().filter((v) => v.file === `${gpu}.txt` && v.text !== '.long').map((v) => v.text).join('\n') + '\n';
    const check = gcnkit(['asm', '--mcpu', gpu, '--show-encoding'], text, { ...process.env, GCNKIT_FAST: 'check' });
    const off = gcnkit(['asm', '--mcpu', gpu, '--show-encoding'], text, { ...process.env, GCNKIT_FAST: 'off' });
    assert.equal(check.code, 0, check.stderr.split('\n').filter((l) => !/warning|^ /.test(l)).slice(0, 5).join('\n'));
    assert.equal(check.stdout, off.stdout);
    assert.equal(check.stderr, off.stderr);
  });
}

test('the fast path serves gfx908\'s AGPR and MFMA rows: it takes their lines with llvm-mc\'s words, and checks C against D on every line', () => {
  const vs = loadVectors().filter((v) => v.file === 'gfx908.txt' && /^v_(accvgpr|mfma)_/.test(v.text));
  assert.ok(vs.length > 100, `${vs.length} gfx908 matrix vector lines`);
  assertFastWords('gfx908', vs);
  // C a[0:31] read once with D a[0:31] (remembered), then under a D it partly overlaps: llvm-mc 19
  // says "source 2 operand must not partially overlap with dst"; the fast path leaves it to the generic path.
  const gfx908 = resolveTarget('gfx908')!;
  // llvm-mc 19 -arch=amdgcn -mcpu=gfx908 -show-encoding: [0x00,0x00,0xc0,0xd3,0x00,0x03,0x02,0x04] and [0x20,0x00,0xc0,0xd3,0x00,0x03,0x02,0x04]
  assert.deepEqual(fast(gfx908, 'v_mfma_f32_32x32x1f32 a[0:31], v0, v1, a[0:31]'), [0xd3c00000, 0x04020300]);
  assert.deepEqual(fast(gfx908, 'v_mfma_f32_32x32x1f32 a[32:63], v0, v1, a[0:31]'), [0xd3c00020, 0x04020300]);
  assert.equal(fast(gfx908, 'v_mfma_f32_32x32x1f32 a[16:47], v0, v1, a[0:31]'), undefined);
  const r = gcnkit(['asm', '--mcpu', 'gfx908'], 'v_mfma_f32_32x32x1f32 a[0:31], v0, v1, a[0:31]\nv_mfma_f32_32x32x1f32 a[16:47], v0, v1, a[0:31]\n');
  assert.match(r.stderr, /2:41: error: source 2 operand must not partially overlap with dst/);
});

test('gfx90a+: rows whose operands share one file bit (MFMA D and C: ACC_CD; memory data and destination: ACC) take the fast path, with llvm-mc\'s words', () => {
  const gfx90a = resolveTarget('gfx90a')!;
  // llvm-mc 19 -arch=amdgcn -mcpu=gfx90a -show-encoding, line by line.
  const ok: [string, number[]][] = [
    ['v_mfma_f32_32x32x2f32 a[0:15], v9, v12, a[0:15]', [0xd3c48000, 0x04021909]], // D and C in AGPRs: ACC_CD set
    ['v_mfma_f32_32x32x2f32 v[0:15], v9, v12, v[0:15]', [0xd3c40000, 0x04021909]], // in VGPRs
    ['v_mfma_f32_32x32x2f32 a[0:15], v9, v12, 0', [0xd3c48000, 0x02021909]], // C an inline constant
    ['v_mfma_f32_32x32x2f32 v[0:15], v9, v12, 2', [0xd3c40000, 0x020a1909]],
    ['v_mfma_f32_32x32x2f32 a[0:15], a9, v12, 1.0', [0xd3c48000, 0x0bca1909]], // 1.0 is code 242: no registers under the C/D overlap rule
    ['global_store_dword v[2:3], a1, off', [0xdc708000, 0x00ff0102]],
    ['global_load_dwordx4 a[80:83], v[8:9], off offset:48', [0xdc5c8030, 0x50ff0008]],
    ['global_atomic_cmpswap a0, v[2:3], a[4:5], off glc', [0xdd058000, 0x00ff0402]],
    ['ds_write2_b32 v1, a2, a3', [0xda1c0000, 0x00030201]],
    // a16 is AGPR 16 here (the MIMG flag of that name is not these rows').
    ['v_accvgpr_read_b32 v2, a16', [0xd3d84002, 0x18000110]],
    ['v_accvgpr_write_b32 a16, v65', [0xd3d94010, 0x18000141]],
  ];
  for (const [line, words] of ok) assert.deepEqual(fast(gfx90a, line), words, line);
  // The same rows with both files under the bit: llvm-mc 19 rejects them ("invalid operand for
  // instruction"; "invalid register class: data and dst should be all VGPR or AGPR"), after lines
  // that filled the memos with each operand alone; the generic path words the error.
  const mixed = [
    'v_mfma_f32_32x32x2f32 a[0:15], v9, v12, v[0:15]',
    'v_mfma_f32_32x32x2f32 v[0:15], v9, v12, a[0:15]',
    'global_atomic_cmpswap a0, v[2:3], v[4:5], off glc',
    'ds_write2_b32 v1, a2, v3',
  ];
  for (const line of mixed) assert.equal(fast(gfx90a, line), undefined, line);
  const r = gcnkit(['asm', '--mcpu', 'gfx90a'], `${ok.map(([l]) => l).join('\n')}\n${mixed.join('\n')}\n`, { ...process.env, GCNKIT_FAST: 'check' });
  assert.notEqual(r.code, 0);
  assert.equal(r.stderr.match(/error:/g)?.length, mixed.length, r.stderr);
  assert.match(r.stderr, new RegExp(`${ok.length + 1}:41: error: v_mfma_f32_32x32x2f32 takes C in the file of D \\(AGPRs\\)`));
});

/** Numbers that sit on the edges of register files, inline constants and offset fields. */
const EDGES = ['0', '1', '2', '3', '15', '16', '17', '63', '64', '65', '100', '101', '102', '103', '104', '105', '106', '107', '111', '123', '124', '127', '128', '255', '256', '511', '4095', '4096', '65535', '65536', '0x3f800000', '0xffff', '0x7fffffff', '0xffffffff', '0x100000000', '0.5', '1.0', '-1', '-16', '-17', '-4095', '-4096'];

/** `line` broken or bent one way: numbers to edge values, register files swapped, operands dropped or repeated. */
function mutate(line: string, rng: Rng): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)];
  switch (Math.floor(rng() * 6)) {
    case 0:
    case 1: return line.replace(/-?(0x[0-9a-f]+|\d+(\.\d+)?)/g, (m) => (rng() < 0.5 ? pick(EDGES) : m));
    case 2: return line.replace(/\b([vs])(\d+|\[)/g, (m, f: string, r: string) => (rng() < 0.3 ? (f === 'v' ? 's' : 'v') + r : m));
    case 3: {
      const parts = line.split(', ');
      if (parts.length > 1) parts.splice(1 + Math.floor(rng() * (parts.length - 1)), 1);
      return parts.join(', ');
    }
    case 4: {
      const parts = line.split(', ');
      parts.splice(1 + Math.floor(rng() * parts.length), 0, pick(parts.slice(1).length ? parts.slice(1) : ['v1']));
      return parts.join(', ');
    }
    default: return line.replace(/\b(vcc|exec|m0|off|glc|slc|s\[\d+:\d+\]|v\[\d+:\d+\])\b/, () => pick(['vcc', 'exec', 'm0', 'off', 'glc', 's[1:2]', 'v[3:4]', 's[0:3]', 'v[0:2]', 'ttmp0', 'lds_direct', 'scc', 'vccz']));
  }
}

test(`mutated corpus and vector lines: whatever the fast path takes, the generic path takes alike (seed ${SEED})`, () => {
  const rng = makeRng(SEED);
  const sources = [...corpus().map((l) => ({ gen: l.on, text: l.text })), ...loadVectors().filter((v) => v.text !== '.long')];
  const bad: string[] = [];
  let taken = 0;
  for (let k = 0; k < 30000; k++) {
    const s = sources[Math.floor(rng() * sources.length)];
    const line = mutate(s.text, rng);
    const d = disagreement(s.gen, line);
    if (d) bad.push(d);
    if (fast(s.gen, line)) taken++;
  }
  assert.deepEqual(bad.slice(0, 20), []);
  assert.ok(taken > 1000, `fast path took ${taken} mutated lines`);
});

test('a repeated line is answered from the memos as the first reading answered it, and full tables start over without a wrong word', () => {
  const lines = corpus().filter((l) => fast(l.on, l.text));
  const first = lines.map((l) => fast(l.on, l.text)!.join());
  // Again in reverse (memo hits, generations switching), each with blanks around it (other spans).
  for (let k = lines.length - 1; k >= 0; k--) {
    assert.equal(fast(lines[k].on, lines[k].text)?.join(), first[k], lines[k].text);
    assert.equal(fast(lines[k].on, `\t${lines[k].text} `)?.join(), first[k], lines[k].text);
  }
  // 70,000 distinct literals overflow the token table (32,768) and the slot memo (24,576 pairs) twice over.
  const bad: string[] = [];
  for (let i = 0; i < 70_000; i++) {
    const value = (0x10000 + i * 977) >>> 0;
    const got = fast('gcn1.4', `s_mov_b32 s${i % 100}, 0x${value.toString(16)}`)?.join();
    const want = assembleInstruction('gcn1.4', 'gfx900', `s_mov_b32 s${i % 100}, 0x${value.toString(16)}`, 1).words.join();
    if (got !== want && bad.length < 5) bad.push(`${i}: ${got} ${want}`);
    if (i % 7000 === 0) assert.equal(fast(lines[i % lines.length].on, lines[i % lines.length].text)?.join(), first[i % lines.length]);
  }
  assert.deepEqual(bad, []);
});

/** Every line of `lines` (sampled) with one register tuple of `file` moved to each index from 0 to `past`: the paths agree. */
function everyIndex(file: 'v' | 's', past: number, samples = 150, wrap?: (reg: string) => string): { bad: string[]; taken: number; refused: number } {
  const wrapped = wrap !== undefined;
  wrap ??= (reg) => reg;
  const rng = makeRng(SEED);
  const re = new RegExp(`\\b${file}(\\d+|\\[(\\d+):(\\d+)\\])`, 'g');
  const lines = corpus().filter((l) => new RegExp(re.source).test(l.text));
  const bad: string[] = [];
  let taken = 0, refused = 0;
  for (let k = 0, tries = 0; k < samples && tries < 100 * samples; k++, tries++) {
    const l = lines[Math.floor(rng() * lines.length)];
    const spots = [...l.text.matchAll(re)];
    const m = spots[Math.floor(rng() * spots.length)];
    // Under a modifier, only slots whose line the fast path takes as written (VOP3/SDWA sources;
    // most corpus spots are destinations, addresses or e32 sources, which some seeds drew alone).
    if (wrapped && !fast(l.on, l.text.slice(0, m.index) + wrap(m[0]) + l.text.slice(m.index! + m[0].length))) { k--; continue; }
    const size = m[2] === undefined ? 1 : Number(m[3]) - Number(m[2]) + 1;
    for (let n = 0; n <= past + 1 - size; n++) {
      const reg = size === 1 ? `${file}${n}` : `${file}[${n}:${n + size - 1}]`;
      const line = l.text.slice(0, m.index) + wrap(reg) + l.text.slice(m.index! + m[0].length);
      const d = disagreement(l.on, line);
      if (d) bad.push(d);
      if (fast(l.on, line)) taken++;
      else refused++;
    }
  }
  return { bad, taken, refused };
}

test('VGPR tuples at every index (v0 to past v255) in every slot of sampled lines read as the generic path reads them', () => {
  const { bad, taken, refused } = everyIndex('v', 256);
  assert.deepEqual(bad.slice(0, 20), []);
  assert.ok(taken > 150 * 200, `fast path took ${taken} lines`);
  assert.ok(refused > 0, 'tuples past v255 are left to the generic path');
});

test('SGPR tuples at every index (aligned or not, past the last SGPR) in sampled slots read as the generic path reads them', () => {
  const { bad, taken, refused } = everyIndex('s', 130);
  assert.deepEqual(bad.slice(0, 20), []);
  assert.ok(taken > 150 * 20, `fast path took ${taken} lines`);
  assert.ok(refused > 150 * 20, `fast path left ${refused} lines (past the last SGPR, misaligned) to the generic path`);
});

test('VGPR tuples under each source modifier (-v, |v|, -|v|, sext(v)) at every index read as the generic path reads them', () => {
  let taken = 0;
  for (const wrap of [(r: string) => `-${r}`, (r: string) => `|${r}|`, (r: string) => `-|${r}|`, (r: string) => `sext(${r})`]) {
    const got = everyIndex('v', 256, 40, wrap);
    assert.deepEqual(got.bad.slice(0, 20), []);
    taken += got.taken;
  }
  assert.ok(taken > 1000, `fast path took ${taken} lines`);
});

test('a mnemonic the table knows is taken only spelled exactly so: any other character in its place leaves the line to the generic path', () => {
  // The table checks a mnemonic's characters only when it first adds the spelling: a line whose
  // first word differs in any byte (case, a label's ':', a ',' with no blank) must miss it.
  const known = fast('gcn1.4', 'v_mov_b32_e32 v1, v2');
  assert.ok(known, 'the fast path takes the plain line');
  for (const line of ['V_MOV_B32_E32 v1, v2', 'v_mov_b32_e32: v1, v2', 'v_mov_b32_e32, v1, v2', 'v_mov_b32_e32,v1, v2', 'v_mov_b32_E32 v1, v2', 'v_mov_b32_e32\u00e9 v1, v2', '.v_mov_b32_e32 v1, v2']) {
    assert.equal(fast('gcn1.4', line), undefined, line);
  }
  // Mnemonics of 4, 5, 8, 17 characters (whole and partial dwords) after one another stay apart.
  for (const [a, b] of [['s_nop 0', 's_nop1 0'], ['s_sleep 1', 's_sleepx 1'], ['v_mov_b32 v1, v2', 'v_mov_b3 v1, v2']]) {
    assert.ok(fast('gcn1.4', a), a);
    assert.equal(fast('gcn1.4', b), undefined, b);
    assert.ok(fast('gcn1.4', a), a);
  }
  assert.equal(fast('gcn1.4', 'v_mov_b32_e32 v1, v2')?.join(), known.join());
});

test('rows of many GPUs in one process: past the row and mnemonic-table caps the tables start anew, and known mnemonics stay on the fast path', () => {
  // Every mnemonic of every target, each made a row by its first line (operands wrong on purpose:
  // the line still goes to the generic path). Past 8192 rows or 16 row sets, the next line drops
  // every table; before, a full row table left every mnemonic met later to the generic path.
  const lines = ['v_mov_b32 v1, v2', 's_nop 0', 'v_add_f32 v1, v2, v3'];
  const before = lines.map((l) => fast('gcn1.4', l)?.join());
  for (const l of lines) assert.ok(fast('gcn1.4', l), l);
  for (const t of TARGETS) for (const name of isaFor(t).byName.keys()) fast(t, `${name} !`);
  for (const t of TARGETS) fast(t, 's_nop 0');
  assert.deepEqual(lines.map((l) => fast('gcn1.4', l)?.join()), before);
  for (const t of TARGETS) assert.ok(fast(t, 'v_mov_b32 v1, v2'), t.name);
});
