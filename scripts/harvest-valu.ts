// npm run harvest [-- --mcpu gfx900,gfx906] [--probe] [--check] [--tables]
// Asks llvm-mc 19 about the instructions of each GPU of the list and writes the generated table files
// directly (scripts/harvest-files.ts; re-runnable: on today's list it rewrites the same bytes):
// src/isa/vop3-rows.ts, the generated regions of src/isa/valu.ts and vop3p.ts, and the generated
// rows of src/isa/ds.ts and mimg.ts.
//   - The family base GPUs' facts (tahiti bonaire tonga gfx900) are the files of docs/llvm-mc/valu,
//     ds and mimg; --probe makes them anew: every mnemonic LLVM's AMDGPU library names, asked in
//     every form (scripts/valu-probe.ts, valu-shape.ts, ds-probe.ts, mimg-probe.ts).
//   - Every other GPU of the list is asked here about the rows it has beyond its family's base
//     (rows with `requires:`, e.g. gfx906's v_fmac_f32 and v_xnor_b32): their e64 form and the
//     modifiers llvm-mc accepts on it, probed as valu-shape.ts does; the answers go to
//     docs/llvm-mc/valu/targets.tsv (operands.tsv's columns).
// The default list is every target of src/isa/targets.ts (GPUs with the same row set are asked once).
// --check: write nothing, exit 1 if a file would change. --tables: ask llvm-mc nothing about the
// other GPUs: the table files from the committed docs/llvm-mc files (and --probe's answers).
import { readFileSync, writeFileSync } from 'node:fs';
import { decode } from '../src/codec/codec.js';
import { isaKey } from '../src/isa/index.js';
import { opcodeOn } from '../src/isa/opcodes.js';
import { TARGETS, baseTarget, resolveTarget, type Target } from '../src/isa/targets.js';
import type { InstrDef } from '../src/isa/types.js';
import { llvmRow } from '../src/isa/table.js';
import { VOP1, VOP2, VOPC } from '../src/isa/valu.js';
import { GEN_INFO } from '../src/isa/gens.js';
import { haveLlvm, llvmAssemble, llvmAssembleText, LLVM_MC } from './llvm.js';
import { factLine, type ValuFact } from './valu-rows.js';
import { generatedFiles } from './harvest-files.js';
import { assembleAll, brute, llvmInstrNames, pick, summarize, type ProbeCpu } from './valu-probe.js';
import { dsFiles } from './ds-probe.js';
import { beyondBase } from './valu-beyond.js';
import { mimgFiles } from './mimg-probe.js';
import { failuresText, opkind, parseText, shapes, valuFiles, verifyCells } from './valu-shape.js';
import { COLUMN_GENS } from '../src/isa/table.js';

const ROOT = new URL('../../', import.meta.url);
const DATA = new URL('docs/llvm-mc/valu/', ROOT);
const TARGETS_TSV = new URL('targets.tsv', DATA);

const arg = (name: string): string | undefined => { const i = process.argv.indexOf(name); return i < 0 ? undefined : process.argv[i + 1]; };

/** The GPUs to harvest: the list given, one per row set (isaKey). */
function gpus(): Target[] {
  const names = arg('--mcpu')?.split(',') ?? TARGETS.map((t) => t.name);
  const seen = new Set<string>();
  const out: Target[] = [];
  for (const n of names) {
    const t = resolveTarget(n);
    if (!t) throw new Error(`--mcpu ${n}: not a GPU gcnkit knows`);
    if (!seen.has(isaKey(t))) { seen.add(isaKey(t)); out.push(t); }
  }
  return out;
}

/** Registers for the operands of a probe line: v1, v2, ... (a pair v[N:N+1]). */
function operandTexts(d: InstrDef): string[] | undefined {
  let next = 1;
  const out: string[] = [];
  for (const o of d.operands) {
    if (o.mod) continue;
    if (o.kind !== 'vreg' && o.kind !== 'vsrc') return undefined; // VCC, attributes, SGPRs: not probed here yet
    if (o.regs > 1) next += next & 1; // gfx90a+: tuples start at an even register
    out.push(o.regs === 1 ? `v${next}` : `v[${next}:${next + o.regs - 1}]`);
    next += o.regs;
  }
  return out;
}

/** The types column: the type tokens of the mnemonic's suffix (dst<-src). */
function types(name: string): string {
  const t = name.split('_').slice(1).filter((x) => /^(f|i|u|b)(16|32|64)$|^(u8|i4|u4|i24|u24|i8)$/.test(x));
  return t.length === 0 ? '-' : t.length === 1 ? t[0] : `${t[0]}<-${t[1]}`;
}

/** The facts of the rows `t` has beyond its family's base, asked of llvm-mc. */
function probe(t: Target): ValuFact[] {
  const base = baseTarget(t.gen);
  const parent = GEN_INFO[t.gen].parent;
  const rows: { d: InstrDef; kind: string }[] = [];
  for (const table of [VOP1, VOP2, VOPC]) {
    for (const d of table.instrs) {
      if (opcodeOn(d, t.gen) < 0 || !llvmRow(d)) continue;
      // A row of a feature the family base lacks, or (a child family: gfx90a, gfx940) a row its parent family lacks.
      const beyond = d.requires ? t.features.has(d.requires) && !base.features.has(d.requires) : false;
      const newRow = parent !== undefined && t === base && opcodeOn(d, parent) < 0 && (!d.requires || t.features.has(d.requires));
      if (beyond || newRow) rows.push({ d, kind: table.name });
    }
  }
  const facts: ValuFact[] = [];
  const gfx9 = GEN_INFO[t.gen].major === 9; // op_sel: the GCN 1.4 VOP3 layout's field
  for (const { d, kind } of rows) {
    const ops = operandTexts(d);
    if (!ops) { console.warn(`${t.name} ${d.name}: operands not probed (${d.operands.map((o) => o.kind).join(',')})`); continue; }
    const [t32, t64] = llvmAssembleText(t.name, [`${d.printName ?? d.name} ${ops.join(', ')}`, `${d.name}_e64 ${ops.join(', ')}`]);
    if (!t32) throw new Error(`${t.name}: llvm-mc rejects ${d.name} ${ops.join(', ')}`);
    const key = (text: string): string => {
      const r = llvmAssemble(t.name, [text])[0];
      if ('error' in r) throw new Error(`${t.name} ${text}: ${r.error}`);
      const w = [0, 4].map((k) => (r.bytes[k] | (r.bytes[k + 1] << 8) | (r.bytes[k + 2] << 16) | (r.bytes[k + 3] << 24)) >>> 0);
      const dd = decode(t, w, 0)!;
      return '0x' + dd.enc.layout.key(w[0]).toString(16);
    };
    let mods = '-';
    if (t64) {
      const p = parseText(t64);
      const srcs = p.ops.slice(1);
      // valu-shape.ts's probes: the modifier after the canonical ones, then before them.
      const mk = (o: readonly string[], extra: string): string[] => {
        const head = `${p.mn} ${o.join(', ')}`, tail = p.mods.length ? ' ' + p.mods.join(' ') : '';
        const a = head + tail + extra, b = head + extra + tail;
        return a === b ? [a] : [a, b];
      };
      const probes: [string, string[]][] = [['clamp', mk(p.ops, ' clamp')], ['mul2', mk(p.ops, ' mul:2')], ['div2', mk(p.ops, ' div:2')]];
      srcs.forEach((s, k) => {
        const at = k + 1;
        for (const [m, f] of [['neg', (x: string) => '-' + x], ['abs', (x: string) => `|${x}|`]] as const) {
          const o = [...p.ops];
          o[at] = f(s);
          probes.push([`${m}${k}`, mk(o, '')]);
        }
      });
      if (gfx9) {
        for (const n of [srcs.length + 1, srcs.length]) {
          probes.push(['op_sel', mk(p.ops, ` op_sel:[${['1', ...Array(n - 1).fill('0')].join(',')}]`)]);
          probes.push(['op_sel_dst', mk(p.ops, ` op_sel:[${[...Array(n - 1).fill('0'), '1'].join(',')}]`)]);
        }
      }
      const texts = probes.flatMap(([, ts]) => ts);
      const answers = llvmAssemble(t.name, texts);
      const ok = new Set<string>();
      let i = 0;
      for (const [name, ts] of probes) for (const _ of ts) if (!('error' in answers[i++])) ok.add(name);
      let flags = '';
      if (ok.has('clamp')) flags += 'C';
      if (ok.has('mul2') && ok.has('div2')) flags += 'O';
      const list = (m: string): string => [0, 1, 2].filter((k) => ok.has(`${m}${k}`)).join('');
      if (list('neg')) flags += 'N' + list('neg');
      if (list('abs')) flags += 'A' + list('abs');
      if (ok.has('op_sel')) flags += 'S';
      if (ok.has('op_sel_dst')) flags += 'D';
      mods = flags || 'none';
    }
    facts.push({
      name: d.name, gpu: t.name, kind, op: key(t32), e64: t64 ? key(t64) : '-', types: types(d.name), src0lit: '-', mods,
      ops32: parseText(t32).ops.map(opkind).join(',') || '-', ops64: t64 ? parseText(t64).ops.map(opkind).join(',') || '-' : '-',
    });
  }
  return facts;
}

/**
 * Whether a GPU is asked about the rows beyond its family base: any GPU but a root family's base
 * GPU (tahiti bonaire tonga gfx900) and those with its rows; a child family's base GPU (gfx90a,
 * gfx940) for the rows its parent family lacks.
 */
function probedBeyond(t: Target): boolean {
  if (GEN_INFO[t.gen].parent !== undefined && COLUMN_GENS.every((g) => g !== t.gen)) return t === baseTarget(t.gen);
  return !new Set(Object.values(GEN_INFO).map((i) => i.llvmCpu)).has(t.name) && isaKey(t) !== isaKey(baseTarget(t.gen));
}

/** docs/llvm-mc/valu/targets.tsv's text: llvm-mc 19's answers about the rows the GPUs of the list have beyond their families' bases. */
function probeTargets(): string {
  if (!haveLlvm()) throw new Error(`${LLVM_MC} not found: the harvest asks llvm-mc 19`);
  const list = gpus();
  const baseCpus = new Set(Object.values(GEN_INFO).map((i) => i.llvmCpu));
  const probed = list.filter(probedBeyond).flatMap(probe);
  console.log(`${list.map((t) => t.name).join(' ')}: ${probed.length} rows probed beyond the families' bases`);
  const header = [
    '# Vector-ALU facts of the rows a GPU has beyond its family\'s base (rows with requires:), asked of llvm-mc 19 by',
    '# scripts/harvest-valu.ts (operands.tsv\'s columns; src0lit is not probed here).',
    '#name\tgpu\tkind\top\te64\ttypes\tsrc0lit\tmods\tops32\tops64',
  ];
  return [...header, ...probed.map(factLine)].join('\n') + '\n';
}

/**
 * --probe: the files of docs/llvm-mc/valu from a full probe of the family base GPUs (every mnemonic
 * LLVM's AMDGPU library names, in every form; scripts/valu-probe.ts, valu-shape.ts).
 */
function probeBases(others: readonly Target[]): Map<string, string> {
  if (!haveLlvm()) throw new Error(`${LLVM_MC} not found: the harvest asks llvm-mc 19`);
  const t0 = Date.now();
  const cpus: ProbeCpu[] = COLUMN_GENS.map((g) => ({ name: GEN_INFO[g].llvmCpu, major: GEN_INFO[g].major }));
  const picked = new Map(cpus.filter((c) => c.major >= 8).map((c) => [c.name, pick(c, brute(c))] as const));
  console.log(`brute-force disassembly: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const names = llvmInstrNames();
  const asm = assembleAll(cpus, picked, names);
  const summary = summarize(cpus, asm);
  const files = valuFiles(cpus, summary, asm, shapes(cpus, summary, asm), picked);
  files.set('failures.tsv', failuresText(cpus, asm, files));
  const v = verifyCells(cpus, asm, files);
  for (const p of v.problems) console.warn(`verify: ${p}`);
  console.log(`verify: ${v.cells} cells and examples assembled again, ${v.problems.length} problems`);
  if (v.problems.length) throw new Error('the probe\'s tables do not assemble as they say');
  console.log(`probe of ${cpus.map((c) => c.name).join(' ')}: ${summary.size} names, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const out = new Map([...files].map(([f, text]) => [`docs/llvm-mc/valu/${f}`, text]));
  if (others.length) {
    const t1 = Date.now();
    const beyond = beyondBase(others, picked, summary, names);
    for (const d of beyond.disagree) console.warn(`beyond the base: ${d}`);
    out.set('docs/llvm-mc/valu/beyond-base.tsv', beyond.text);
    console.log(`${others.map((t) => t.name).join(' ')}: every mnemonic asked, ${beyond.disagree.length} disagreement(s) with gcnkit's rows, ${((Date.now() - t1) / 1000).toFixed(1)} s`);
  }
  for (const [f, text] of dsFiles(cpus)) out.set(`docs/llvm-mc/ds/${f}`, text);
  for (const [f, text] of mimgFiles(cpus)) out.set(`docs/llvm-mc/mimg/${f}`, text);
  console.log(`probe with DS and MIMG: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return out;
}

function main(): void {
  const baseCpus = new Set(Object.values(GEN_INFO).map((i) => i.llvmCpu));
  const others = process.argv.includes('--tables') ? [] : gpus().filter(probedBeyond);
  const probed = process.argv.includes('--probe') ? probeBases(others) : new Map<string, string>();
  const read = (path: string): string => probed.get(path) ?? readFileSync(new URL(path, ROOT), 'utf8');
  // --tables: the table files from the committed answers alone (no llvm-mc).
  const targetsTsv = process.argv.includes('--tables') ? read('docs/llvm-mc/valu/targets.tsv') : probeTargets();
  const files = [...[...probed].map(([path, body]) => [new URL(path, ROOT), body] as const), [TARGETS_TSV, targetsTsv] as const, ...[...generatedFiles(read, targetsTsv)].map(([path, body]) => [new URL(path, ROOT), body] as const)];
  const check = process.argv.includes('--check');
  let changed = 0;
  for (const [url, body] of files) {
    let old = '';
    try { old = readFileSync(url, 'utf8'); } catch { /* a new file */ }
    if (old === body) continue;
    changed++;
    if (check) console.log(`${url.pathname}: would change`);
    else { writeFileSync(url, body); console.log(`wrote ${url.pathname}`); }
  }
  console.log(`${changed} file(s) ${check ? 'would change' : 'changed'}`);
  if (check && changed) process.exitCode = 1;
}

main();
