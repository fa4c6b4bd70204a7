// node dist/scripts/harvest-cdna.js [--cpus gfx900,gfx906,gfx908,...]
// Inventory of what llvm-mc 19 knows on CDNA (gfx908 MI100, gfx90a MI200, gfx940/941/942 MI300)
// beyond gfx900/gfx906, for issue 28 (the rows land after the targets design of issue 27).
// Writes two committed data files:
//   test/vectors/cdna-opcodes.tsv: an opcode sweep. For each encoding family, every opcode is
//     put in a fixed instruction word (operand fields from TEMPLATES below; the first template
//     llvm-mc decodes wins) and disassembled on each CPU; a row per (family, mnemonic) whose
//     opcodes are not the same on all CPUs: its operand profile (from llvm-mc's text), the
//     opcode per CPU ("-": not there), the CPUs that have it, llvm-mc's text and words on the
//     first CDNA CPU that has it.
//   test/vectors/cdna-forms.tsv: each line of scripts/cdna/forms.s (operand forms, modifiers
//     and spellings taken from LLVM's test/MC/AMDGPU mai*.s, gfx90a_*.s, gfx940_*.s) assembled
//     by llvm-mc -show-encoding on each CPU: its words, or "error: ..." with llvm-mc's message.
// Then prints a summary: counts per family and CPU, and what differs between gfx940, 941, 942.
// Needs /usr/lib/llvm-19/bin/llvm-mc (LLVM_MC to override). Re-runnable; the output is sorted.
import { readFileSync, writeFileSync } from 'node:fs';
import { haveLlvm, LLVM_MC, llvmAssemble, llvmAssembleText, llvmDisassemble } from './llvm.js';

const DEFAULT_CPUS = ['gfx900', 'gfx906', 'gfx908', 'gfx90a', 'gfx940', 'gfx941', 'gfx942'];
/** The CPUs the inventory compares against (rows that differ from them are listed). */
const BASE = new Set(['gfx900', 'gfx906']);

interface Family {
  readonly name: string;
  /** Opcodes to sweep. */
  readonly ops: readonly number[];
  /** Instruction words for an opcode, in order of preference. */
  readonly templates: (op: number) => number[][];
}

const range = (lo: number, hi: number, skip: (n: number) => boolean = () => false): number[] =>
  Array.from({ length: hi - lo + 1 }, (_, i) => lo + i).filter((n) => !skip(n));
const V = (n: number): number => 256 + n; // a VGPR as a 9-bit source operand
// Memory data/address registers: v0 address, v2 data, v4 data1, v6 destination (even: gfx90a's
// alignment rule for 64-bit tuples).
const VOP3_SRCS = V(0) | (V(2) << 9) | (V(4) << 18);

const FAMILIES: readonly Family[] = [
  { name: 'SOP2', ops: range(0, 0x5f), templates: (op) => [[(0x80000000 | (op << 23) | (2 << 16) | (4 << 8) | 6) >>> 0]] },
  { name: 'SOPK', ops: range(0, 0x1c), templates: (op) => [[(0xb0000000 | (op << 23) | (2 << 16) | 1) >>> 0], [(0xb0000000 | (op << 23) | (2 << 16) | 1) >>> 0, 0]] },
  { name: 'SOP1', ops: range(0, 0xff), templates: (op) => [[(0xbe800000 | (2 << 16) | (op << 8) | 4) >>> 0]] },
  { name: 'SOPC', ops: range(0, 0x7f), templates: (op) => [[(0xbf000000 | (op << 16) | (4 << 8) | 2) >>> 0]] },
  { name: 'SOPP', ops: range(0, 0x7f), templates: (op) => [[(0xbf800000 | (op << 16) | 1) >>> 0], [(0xbf800000 | (op << 16)) >>> 0]] },
  { name: 'SMEM', ops: range(0, 0xff), templates: (op) => [[(0xc0020000 | (op << 18) | (2 << 6) | 2) >>> 0, 0x10]] },
  { name: 'VOP1', ops: range(0, 0xff), templates: (op) => [[(0x7e000000 | (6 << 17) | (op << 9) | V(0)) >>> 0]] },
  { name: 'VOP2', ops: range(0, 0x3d), templates: (op) => [[((op << 25) | (6 << 17) | (2 << 9) | V(0)) >>> 0], [((op << 25) | (6 << 17) | (2 << 9) | V(0)) >>> 0, 0x3f800000]] },
  { name: 'VOPC', ops: range(0, 0xff), templates: (op) => [[(0x7c000000 | (op << 17) | (2 << 9) | V(0)) >>> 0]] },
  { name: 'VOP3', ops: range(0, 0x37f), templates: (op) => [VOP3_SRCS, V(0) | (V(2) << 9), V(0)].map((w1) => [(0xd0000000 | (op << 16) | 6) >>> 0, w1 >>> 0]) },
  {
    // Ops 0-0x3f: packed math (op_sel_hi set, the default); 0x40-0x7f: MAI (acc_cd bit 15: C
    // and D in AGPRs, which gfx908 requires; gfx90a+ also takes VGPRs); two-source packed ops
    // need src2 = 0, the one-source v_accvgpr_read/write src1 = src2 = 0 too.
    name: 'VOP3P', ops: range(0, 0x7f), templates: (op) => [
      [(0xd3800000 | (op << 16) | (op < 0x40 ? 0x4000 : 0) | 6) >>> 0, (VOP3_SRCS | (op < 0x40 ? 0x18000000 : 0)) >>> 0],
      [(0xd3800000 | (op << 16) | (op < 0x40 ? 0 : 0x8000)) >>> 0, (V(0) | (V(2) << 9) | (V(0) << 18)) >>> 0],
      [(0xd3800000 | (op << 16)) >>> 0, (V(0) | (V(2) << 9) | 0x18000000) >>> 0],
      [(0xd3804000 | (op << 16) | 6) >>> 0, (V(0) | 0x18000000) >>> 0],
    ],
  },
  { name: 'VINTRP', ops: range(0, 3), templates: (op) => [[(0xd4000000 | (6 << 18) | (op << 16) | 2) >>> 0]] },
  // Memory families: llvm-mc wants the fields an instruction does not use to be 0, so every
  // combination of data/destination fields present or zero is tried.
  { name: 'DS', ops: range(0, 0xff), templates: (op) => subsets([6 << 24, 4 << 16, 2 << 8]).map((w1) => [(0xd8000000 | (op << 17) | 8) >>> 0, w1 >>> 0]) },
  ...([['FLAT', 0], ['SCRATCH', 1], ['GLOBAL', 2]] as const).map(([name, seg]): Family => ({
    name, ops: range(0, 0x7f), templates: (op) => [0x7f << 16, 0, 2 << 16].flatMap((saddr) =>
      subsets([6 << 24, 2 << 8]).map((w1) => [(0xdc000000 | (op << 18) | (seg << 14)) >>> 0, (w1 | saddr) >>> 0])),
  })),
  { name: 'MUBUF', ops: range(0, 0x7f), templates: (op) => [[(0xe0000000 | (op << 18) | 0x1000) >>> 0, ((0x80 << 24) | (2 << 8)) >>> 0], [(0xe0000000 | (op << 18)) >>> 0, (0x80 << 24) >>> 0]] },
  { name: 'MTBUF', ops: range(0, 0xf), templates: (op) => [[(0xe8000000 | (1 << 23) | (op << 15) | 0x1000) >>> 0, ((0x80 << 24) | (2 << 8)) >>> 0]] },
  { name: 'MIMG', ops: range(0, 0x7f), templates: (op) => [[(0xf0000000 | (op << 18) | (1 << 8)) >>> 0, (2 << 8) >>> 0]] },
];

/** Every sum of a subset of the fields, largest first. */
function subsets(fields: readonly number[]): number[] {
  const out: number[] = [];
  for (let m = (1 << fields.length) - 1; m >= 0; m--) out.push(fields.reduce((a, f, i) => (m & (1 << i) ? a | f : a), 0));
  return out;
}

const mnemonicOf = (text: string): string => text.split(/\s+/)[0];

/**
 * The operand profile of llvm-mc's text: each operand by class and width (v32, v64, a128, s32,
 * s64, imm, off, ...); modifiers (name:value) by name; flags (glc, sc0, ...) as themselves.
 */
export function profile(text: string): string {
  const rest = text.slice(mnemonicOf(text).length).trim();
  if (!rest) return '-';
  const parts: string[] = [];
  for (const raw of operands(rest)) {
    const op = raw.replace(/^[-|]+|\|$/g, '').replace(/^(neg|abs|sext)\((.*)\)$/, '$2');
    let m: RegExpExecArray | null;
    if ((m = /^([vsa])(\d+)$/.exec(op))) parts.push(`${m[1]}32`);
    else if ((m = /^([vsa])\[(\d+):(\d+)\]$/.exec(op))) parts.push(`${m[1]}${32 * (Number(m[3]) - Number(m[2]) + 1)}`);
    else if ((m = /^ttmp(\d+)$|^ttmp\[(\d+):(\d+)\]$/.exec(op))) parts.push(m[1] ? 's32' : `s${32 * (Number(m[3]) - Number(m[2]) + 1)}`);
    else if (/^(vcc|exec|flat_scratch|xnack_mask|tba|tma)$/.test(op)) parts.push('s64');
    else if (/^(vcc_lo|vcc_hi|exec_lo|exec_hi|m0|scc|src_\w+)$/.test(op)) parts.push('s32');
    else if (/^-?(0x[0-9a-f]+|\d+(\.\d+)?)$/i.test(op)) parts.push('imm');
    else if ((m = /^(\w+):/.exec(op))) parts.push(`${m[1]}:`);
    else parts.push(op);
  }
  return parts.join(',');
}

/** Operands and modifiers of an instruction's text: split at commas and spaces outside brackets. */
function operands(rest: string): string[] {
  const out: string[] = [];
  let depth = 0, cur = '';
  for (const ch of rest) {
    if (ch === '[' || ch === '(') depth++;
    if (ch === ']' || ch === ')') depth--;
    if (depth === 0 && (ch === ',' || ch === ' ')) {
      if (cur) out.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (cur) out.push(cur);
  return out;
}

interface Hit { readonly op: number; readonly text: string; readonly words: number[] }

/** llvm-mc's decoding of every opcode of a family on a CPU: mnemonic -> first hit. */
function sweep(cpu: string, fam: Family): Map<string, Hit> {
  const blocks: { op: number; words: number[] }[] = [];
  for (const op of fam.ops) for (const words of fam.templates(op)) blocks.push({ op, words });
  const texts = llvmDisassemble(cpu, blocks.map((b) => b.words));
  // Per opcode, the shortest text any template decodes to (the fewest modifiers).
  const best = new Map<number, Hit>();
  blocks.forEach((b, i) => {
    const t = texts[i];
    const prev = best.get(b.op);
    if (t !== undefined && (!prev || t.length < prev.text.length)) best.set(b.op, { op: b.op, text: t, words: b.words });
  });
  const out = new Map<string, Hit>();
  for (const h of [...best.values()].sort((x, y) => x.op - y.op)) {
    const mn = mnemonicOf(h.text);
    if (!out.has(mn)) out.set(mn, h);
  }
  return out;
}

const hex = (n: number): string => n.toString(16).padStart(8, '0');

/** "gfx908 gfx90a" -> compact CPU list. */
const cpuList = (cpus: readonly string[]): string => cpus.join(' ');

function main(): number {
  if (!haveLlvm()) {
    console.error(`harvest-cdna: ${LLVM_MC} not found (apt-get install -y llvm-19, or set LLVM_MC)`);
    return 1;
  }
  const i = process.argv.indexOf('--cpus');
  const cpus = i >= 0 ? process.argv[i + 1].split(',') : DEFAULT_CPUS;
  const cdna = cpus.filter((c) => !BASE.has(c));

  // 1. Opcode sweep.
  const rows: string[] = [];
  const counts: string[] = [];
  const seen = new Map(cpus.map((c) => [c, new Set<string>()]));
  const base = (mn: string): string => mn.replace(/_(e32|e64|dpp|sdwa)$/, '');
  for (const fam of FAMILIES) {
    const per = new Map(cpus.map((c) => [c, sweep(c, fam)]));
    for (const c of cpus) for (const mn of per.get(c)!.keys()) seen.get(c)!.add(base(mn));
    counts.push(`${fam.name.padEnd(8)} ${cpus.map((c) => `${c}:${per.get(c)!.size}`).join(' ')}`);
    const names = [...new Set(cpus.flatMap((c) => [...per.get(c)!.keys()]))].sort();
    for (const mn of names) {
      const ops = cpus.map((c) => per.get(c)!.get(mn)?.op);
      if (ops.every((o) => o === ops[0])) continue;
      const has = cpus.filter((_, k) => ops[k] !== undefined);
      const first = [...cdna, ...cpus].map((c) => per.get(c)!.get(mn)).find((h) => h)!;
      rows.push([fam.name, mn, profile(first.text), ...ops.map((o) => (o === undefined ? '-' : `0x${o.toString(16)}`)), cpuList(has), first.text, first.words.map(hex).join(' ')].join('\t'));
    }
  }
  const opcodeHeader = [
    '# CDNA opcode inventory from llvm-mc 19 (scripts/harvest-cdna.ts; one row per family and mnemonic whose opcode differs between the CPUs, "-": llvm-mc does not decode it there).',
    '# The opcodes come from llvm-mc --disassemble of a fixed word per opcode; profile, text and words are from the first CDNA CPU that has it.',
    ['#family', 'mnemonic', 'profile', ...cpus, 'cpus', 'llvm-mc text', 'words'].join('\t'),
  ];
  writeFileSync(new URL('../../test/vectors/cdna-opcodes.tsv', import.meta.url), [...opcodeHeader, ...rows].join('\n') + '\n');

  // 2. Operand forms and spellings.
  const formsPath = new URL('../../scripts/cdna/forms.s', import.meta.url);
  const lines = readFileSync(formsPath, 'utf8').split('\n').map((l) => l.replace(/\/\/.*$/, '').trim()).filter(Boolean);
  const enc = new Map(cpus.map((c) => [c, llvmAssemble(c, lines)]));
  const echo = new Map(cpus.map((c) => [c, llvmAssembleText(c, lines)]));
  const formRows = lines.map((line, k) => [line, ...cpus.map((c) => {
    const r = enc.get(c)![k];
    if ('error' in r) return `error: ${r.error}`;
    const words: string[] = [];
    for (let b = 0; b < r.bytes.length; b += 4) words.push(hex((r.bytes[b] | (r.bytes[b + 1] << 8) | (r.bytes[b + 2] << 16) | (r.bytes[b + 3] << 24)) >>> 0));
    const text = echo.get(c)![k];
    return text === line ? words.join(' ') : `${words.join(' ')} (${text})`;
  })].join('\t'));
  writeFileSync(new URL('../../test/vectors/cdna-forms.tsv', import.meta.url), [
    '# scripts/cdna/forms.s assembled by llvm-mc 19 -show-encoding per CPU (scripts/harvest-cdna.ts): words, and llvm-mc\'s echo in parentheses where it differs from the line; or llvm-mc\'s error.',
    ['#line', ...cpus].join('\t'),
    ...formRows,
  ].join('\n') + '\n');

  // 3. Summary. The sweep is checked against the forms: a mnemonic llvm-mc assembles on a CPU
  // that the sweep did not decode there means a template is missing.
  const missed = cpus.flatMap((c) => lines.filter((_, k) => echo.get(c)![k] !== undefined)
    .map((_, k) => base(mnemonicOf(echo.get(c)!.filter((t) => t !== undefined)[k]!)))
    .filter((mn) => !seen.get(c)!.has(mn)).map((mn) => `${c} ${mn}`));
  console.log('decoded mnemonics per family and CPU:');
  for (const c of counts) console.log('  ' + c);
  console.log(`\ncdna-opcodes.tsv: ${rows.length} rows that differ between ${cpus.join(', ')}`);
  const col = (c: string): number => 3 + cpus.indexOf(c);
  const parsed = rows.map((r) => r.split('\t'));
  for (const c of cdna) {
    const added = parsed.filter((r) => r[col(c)] !== '-' && cpus.filter((b) => BASE.has(b)).every((b) => r[col(b)] === '-'));
    const removed = parsed.filter((r) => r[col(c)] === '-' && cpus.filter((b) => BASE.has(b)).some((b) => r[col(b)] !== '-'));
    console.log(`  ${c}: ${added.length} mnemonics not on gfx900/gfx906, ${removed.length} of theirs gone`);
  }
  const tri = ['gfx940', 'gfx941', 'gfx942'].filter((c) => cpus.includes(c));
  const triDiff = parsed.filter((r) => new Set(tri.map((c) => r[col(c)])).size > 1);
  console.log(`  ${tri.join('/')}: ${triDiff.length} opcode rows differ${triDiff.length ? ': ' + triDiff.map((r) => `${r[1]} (${tri.map((c) => `${c} ${r[col(c)]}`).join(', ')})`).join('; ') : ''}`);
  const formDiff = formRows.map((r) => r.split('\t')).filter((r) => new Set(tri.map((c) => r[1 + cpus.indexOf(c)])).size > 1);
  console.log(`  forms that differ between ${tri.join('/')}: ${formDiff.length}`);
  for (const r of formDiff) console.log(`    ${r[0]}: ${tri.map((c) => `${c}=${r[1 + cpus.indexOf(c)]}`).join(' | ')}`);
  console.log(`  mnemonics of accepted forms the opcode sweep did not find: ${missed.length ? [...new Set(missed)].join(', ') : 'none'}`);
  return 0;
}

process.exitCode = main();
