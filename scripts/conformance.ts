// npm run conformance [-- --quick] [--seed N] [--count N] [--family F] [--gen G|CPU] [--show N]
// Live differential test of gcnkit's disassembler against llvm-mc 19 on fresh random words.
//  tonga/gfx900: where llvm-mc decodes a word losslessly (its text reassembles to the same
//    bytes), gcnkit's text must equal llvm-mc's; elsewhere gcnkit must print .long or text that
//    llvm-mc reassembles to the same bytes.
//  tahiti/bonaire (no llvm-mc disassembler): every non-.long line of gcnkit must reassemble
//    under llvm-mc to the input bytes.
import { decode } from '../src/codec/codec.js';
import { GEN_INFO, GENS, type Gen } from '../src/isa/gens.js';
import { checkedTargets, isaFor } from '../src/isa/index.js';
import { printDecoded } from '../src/syntax/print.js';
import { haveLlvm, LLVM_MC, llvmAssemble, llvmCrashes, llvmDisassemble, sameBytes, wordsToBytes } from './llvm.js';
import { makeRng, randomInstruction } from './random-words.js';
import { asmConformance, type AsmRow } from './asm-conformance.js';
import { floatConformance } from './float-conformance.js';

interface Row {
  family: string; gen: Gen; cpu: string; words: number;
  lossless: number; equal: number;        // llvm lossless / gcnkit text equal
  other: number; otherOk: number;         // gcnkit text where llvm is not lossless / reassembles
  longs: number;
  failures: string[];
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function main(): number {
  if (!haveLlvm()) {
    console.error(`conformance: llvm-mc 19 not found at ${LLVM_MC} (apt-get install -y llvm-19, or set LLVM_MC)`);
    return 1;
  }
  const quick = process.argv.includes('--quick');
  // --quick (CI): 100 words per family x GPU, about 3 minutes on 9 GPUs with 2 cores.
  const count = Number(arg('--count') ?? (quick ? 100 : 4000));
  const seed = Number(arg('--seed') ?? Math.floor(Math.random() * 2 ** 31));
  const show = Number(arg('--show') ?? 10);
  const onlyFamily = arg('--family')?.toUpperCase();
  const onlyGen = arg('--gen');
  console.log(`conformance: ${count} random words per family x generation, seed ${seed} (rerun with --seed ${seed})`);
  const rows: Row[] = [];
  const asmRows: AsmRow[] = [];
  // Every family's base GPU, then each GPU with other rows (gfx904, gfx906): checkedTargets().
  for (const { target, cpu } of checkedTargets()) {
    const gen = target.gen;
    if (onlyGen && onlyGen !== gen && onlyGen !== cpu) continue;
    const canDis = GEN_INFO[gen].llvmDisassembles;
    const base = cpu === GEN_INFO[gen].llvmCpu;
    for (const enc of isaFor(target).encodings) {
      const family = enc.table.name;
      if (onlyFamily && onlyFamily !== family) continue;
      if (!enc.table.instrs.length) continue; // known by length only: nothing to print yet
      // An encoding with no row on this target (VOPC DPP is CLRX's only, and CLRX stops before gfx90a).
      if (!enc.byKey.some((d) => d)) continue;
      const rng = makeRng(seed ^ (family.length * 7919 + gen.charCodeAt(5) * 104729));
      const blocks: number[][] = [];
      for (let i = 0; i < count; i++) blocks.push(randomInstruction(enc, rng, 0.9));
      const ours = blocks.map((ws) => {
        const d = decode(target, ws, 0)!;
        const p = printDecoded(d, ws, 0);
        return p.problem === undefined ? p.text : undefined;
      });
      const row: Row = { family, gen, cpu, words: count, lossless: 0, equal: 0, other: 0, otherOk: 0, longs: 0, failures: [] };
      const hex = (ws: number[]): string => ws.map((w) => w.toString(16).padStart(8, '0')).join(' ');
      let theirs: (string | undefined)[] = blocks.map(() => undefined);
      let lossless: boolean[] = blocks.map(() => false);
      if (canDis) {
        theirs = llvmDisassemble(cpu, blocks);
        const idx = theirs.flatMap((t, i) => (t === undefined ? [] : [i]));
        const re = llvmAssemble(cpu, idx.map((i) => theirs[i]!));
        idx.forEach((i, k) => {
          const r = re[k];
          lossless[i] = 'bytes' in r && sameBytes(r.bytes, wordsToBytes(blocks[i]));
        });
      }
      // gcnkit text for words llvm-mc does not decode losslessly: must reassemble exactly.
      const check = blocks.flatMap((_, i) => (!lossless[i] && ours[i] !== undefined ? [i] : []));
      const re = llvmAssemble(cpu, check.map((i) => ours[i]!));
      const reOk = new Map<number, string | true>();
      check.forEach((i, k) => {
        const r = re[k];
        reOk.set(i, 'bytes' in r ? (sameBytes(r.bytes, wordsToBytes(blocks[i])) ? true : `reassembles to ${r.bytes.map((b) => b.toString(16).padStart(2, '0')).join('')}`) : r.error);
      });
      blocks.forEach((ws, i) => {
        if (ours[i] === undefined) row.longs++;
        if (lossless[i]) {
          row.lossless++;
          if (ours[i] === theirs[i]) row.equal++;
          else row.failures.push(`${hex(ws)}  llvm: ${theirs[i]}  gcnkit: ${ours[i] ?? printDecoded(decode(target, ws, 0)!, ws, 0).text}`);
        } else if (ours[i] !== undefined) {
          row.other++;
          const ok = reOk.get(i);
          if (ok === true) row.otherOk++;
          else row.failures.push(`${hex(ws)}  gcnkit: ${ours[i]}  -> llvm-mc: ${ok}${theirs[i] ? `  (llvm text: ${theirs[i]})` : ''}`);
        }
      });
      rows.push(row);
      asmRows.push(asmConformance(gen, enc, Math.max(50, Math.floor(count / 4)), seed ^ 0x5a5a, cpu));
    }
    if (base && (!onlyFamily || onlyFamily === 'FLOATS')) asmRows.push(floatConformance(gen, count, seed ^ 0xf10a7));
  }
  const pct = (a: number, b: number): string => (b ? ((100 * a) / b).toFixed(2) + '%' : '-');
  console.log('\nfamily  gpu      words  llvm-lossless  text-equal        gcnkit-text-elsewhere  reassembles       .long');
  let bad = 0;
  for (const r of rows) {
    bad += r.failures.length;
    console.log(`${r.family.padEnd(7)} ${r.cpu.padEnd(8)} ${String(r.words).padStart(5)}  ${String(r.lossless).padStart(13)}  ${`${r.equal} (${pct(r.equal, r.lossless)})`.padEnd(16)}  ${String(r.other).padStart(21)}  ${`${r.otherOk} (${pct(r.otherOk, r.other)})`.padEnd(16)}  ${r.longs}`);
  }
  console.log('\nassembler: family  gpu      valid lines  same bytes as llvm-mc  CLRX-style same bytes  invalid lines  both reject  llvm-mc wraps (gcnkit rejects)');
  for (const r of asmRows) {
    bad += r.failures.length;
    console.log(`           ${r.family.padEnd(7)} ${r.cpu.padEnd(8)} ${String(r.valid).padStart(11)}  ${`${r.validOk} (${pct(r.validOk, r.valid)})`.padEnd(21)}  ${`${r.clrxOk} (${pct(r.clrxOk, r.valid)})`.padEnd(21)}  ${String(r.invalid).padStart(13)}  ${String(r.bothReject).padStart(11)}  ${r.llvmWraps}`);
  }
  // llvm-mc 19 segfaults on some words (SDWA ones above all): those count as not decoded by it.
  if (llvmCrashes.length) console.log(`\nllvm-mc crashed on ${llvmCrashes.length} word(s) (counted as not decoded; gcnkit's text of them must reassemble), e.g. ${llvmCrashes.slice(0, 3).map((ws) => ws.map((w) => w.toString(16).padStart(8, '0')).join(' ')).join(', ')}`);
  for (const r of [...rows, ...asmRows]) {
    if (!r.failures.length) continue;
    console.log(`\n${r.family} ${r.cpu}: ${r.failures.length} disagreement(s)`);
    for (const f of r.failures.slice(0, show)) console.log('  ' + f);
  }
  console.log(bad ? `\nFAIL: ${bad} disagreement(s)` : '\nOK: full agreement');
  return bad ? 1 : 0;
}

process.exitCode = main();
