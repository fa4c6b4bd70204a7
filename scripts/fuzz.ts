// npm run fuzz [-- --seed N] [--seconds S | --count N] [--quick] [--llvm]
// Property-based fuzzing (fast-check) of the library and the CLI on hostile input:
//  words:    random words on every GPU disassemble without exception, and the text reassembles
//            to the same bytes;
//  lines:    mutated assembly lines (control characters, unicode, deep nesting, huge numbers,
//            long identifiers, quotes, unterminated comments) never throw: every problem is a
//            located diagnostic, and whatever assembles disassembles back to its own text and
//            bytes (with --llvm, accepted instruction lines are also checked against llvm-mc 19);
//  programs: random simulator programs on hostile states return or throw a located SimError;
//  cli:      a sample of the inputs through bin/gcnkit.js: exit 0 or 1, never 2 or a stack trace.
// Prints the counts and a closing "fuzz: N passed, N failed" line; exit 1 on any failure, with
// the seed and fast-check's path to replay it.
import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Assembler, type Diagnostic, type Emitted } from '../src/asm/assembler.js';
import { Disassembler } from '../src/dis/disassembler.js';
import { GEN_INFO, GENS, type Gen } from '../src/isa/gens.js';
import { simulate, SimError } from '../src/sim/index.js';
import { genArb, mutatedArb, programArb, stateArb, wordsArb } from './fuzz-gen.js';
import { haveLlvm, llvmAssemble } from './llvm.js';

const BIN = fileURLToPath(new URL('../../bin/gcnkit.js', import.meta.url));

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const quick = process.argv.includes('--quick');
const seed = Number(arg('--seed') ?? Math.floor(Math.random() * 2 ** 31));
const count = arg('--count') !== undefined ? Number(arg('--count')) : undefined;
const seconds = Number(arg('--seconds') ?? (quick ? 25 : 60));
const useLlvm = process.argv.includes('--llvm') && haveLlvm();
/** A line slower than this fails (far above the 100 ms goal: CI machines stall). */
const SLOW_MS = 1000;

const cpu = (gen: Gen): string => GEN_INFO[gen].llvmCpu;
const bytesOf = (words: readonly number[]): Uint8Array => new Uint8Array(Uint32Array.from(words).buffer);
const clip = (s: string): string => JSON.stringify(s.length > 300 ? s.slice(0, 200) + `...(${s.length} chars)...` + s.slice(-60) : s);

/** Assemble `text` (lines) on gen: bytes, emitted items, diagnostics; throws only on a bug. */
function assemble(gen: Gen, text: string): { bytes: number[]; emitted: Emitted[]; diags: Diagnostic[] } {
  const emitted: Emitted[] = [];
  const diags: Diagnostic[] = [];
  const asm = new Assembler({ gen, gpu: cpu(gen) }, (e) => emitted.push(e), (d) => diags.push(d));
  for (const l of text.split('\n')) asm.line(l);
  asm.end();
  return { bytes: emitted.flatMap((e) => e.bytes), emitted, diags };
}

function disassemble(gen: Gen, bytes: Uint8Array): string[] {
  const lines: string[] = [];
  const dis = new Disassembler({ gen }, (l) => lines.push(l));
  dis.push(bytes);
  dis.end();
  return lines;
}

const stats = { words: 0, wordCases: 0, lines: 0, accepted: 0, rejected: 0, programs: 0, ran: 0, simErrors: 0, slowestMs: 0, llvmChecked: 0, llvmOnlyGcnkit: 0 };
const sample = Object.fromEntries(GENS.map((g) => [g, []])) as unknown as Record<Gen, string[]>;
const llvmOnlyExamples: string[] = [];
const llvmQueue = Object.fromEntries(GENS.map((g) => [g, []])) as unknown as Record<Gen, { line: string; bytes: number[] }[]>;

/** Words: disassembly never throws and its text reassembles to the same bytes. */
const wordsProp = fc.property(genArb.chain((gen) => fc.tuple(fc.constant(gen), wordsArb(gen))), ([gen, words]) => {
  const text = disassemble(gen, bytesOf(words)).join('\n');
  const { bytes, diags } = assemble(gen, text);
  const errors = diags.filter((d) => d.kind === 'error');
  if (errors.length) throw new Error(`${gen}: disassembly does not reassemble: ${errors[0].message}\n${errors[0].source}`);
  const want = Array.from(bytesOf(words));
  if (bytes.length !== want.length || bytes.some((b, i) => b !== want[i])) throw new Error(`${gen}: round trip changed the bytes\n${text}`);
  stats.words += words.length;
  stats.wordCases++;
  return true;
});

/** Lines: no exception, located diagnostics, consistent encodings. */
const linesProp = fc.property(genArb.chain((gen) => fc.tuple(fc.constant(gen), mutatedArb(gen))), ([gen, text]) => {
  const t0 = performance.now();
  const { emitted, diags } = assemble(gen, text);
  const ms = performance.now() - t0;
  stats.slowestMs = Math.max(stats.slowestMs, ms);
  if (ms > SLOW_MS) throw new Error(`${gen}: ${ms.toFixed(0)} ms for ${clip(text)}`);
  const lines = text.split('\n');
  for (const d of diags) {
    if (!(d.line >= 1 && d.line <= lines.length && d.col >= 1 && d.col <= d.source.length + 1)) {
      throw new Error(`${gen}: diagnostic not located in its line: ${d.line}:${d.col} ${d.message} in ${clip(text)}`);
    }
  }
  // A line with an error was not accepted, though a listing may still show it: an instruction
  // whose fixup the end of the file could not resolve keeps its placeholder literal.
  const refused = new Set(diags.filter((d) => d.kind === 'error').map((d) => d.line));
  for (const e of emitted) {
    if (refused.has(e.line)) continue;
    // Whatever was accepted disassembles to the text the assembler gave and reassembles alike.
    const back = disassemble(gen, Uint8Array.from(e.bytes));
    const shown = e.kind === 'inst' ? e.asm.text : e.text;
    if (e.kind === 'inst' && (back.length !== 1 || back[0] !== '\t' + shown)) throw new Error(`${gen}: ${clip(text)} gave ${shown} but its bytes disassemble to ${back.join(' | ')}`);
    const again = assemble(gen, shown);
    if (again.diags.some((d) => d.kind === 'error') || again.bytes.join() !== e.bytes.join()) throw new Error(`${gen}: ${clip(text)} -> ${shown} does not reassemble to the same bytes`);
  }
  const errors = diags.some((d) => d.kind === 'error');
  if (errors) stats.rejected++;
  else stats.accepted++;
  stats.lines++;
  if (sample[gen].length < 2000 && text.length < 4096) sample[gen].push(text);
  // For llvm-mc: one clean instruction line (printable ASCII; no comment, quote or label, so
  // that llvm-mc's batch output maps back line by line: a label defined twice in a batch is an
  // llvm-mc error that still emits the instruction; no '/' or '%': INT64_MIN / -1 crashes
  // llvm-mc 19 and would cut the batch, ERRATA Q-12).
  if (useLlvm && !errors && !diags.length && lines.length === 1 && emitted.length === 1 && emitted[0].kind === 'inst' && /^[\x20-\x7e]*$/.test(text) && text.length < 2000 && !/[;#"'\\/%]/.test(text) && !/^\s*[\w.$]+\s*:/.test(text)) {
    llvmQueue[gen].push({ line: text, bytes: emitted[0].bytes });
  }
  return true;
});

/** Programs: simulate() returns, or throws a located SimError; nothing else. */
const programsProp = fc.property(genArb.chain((gen) => fc.tuple(fc.constant(gen), programArb(gen), stateArb)), ([gen, program, state]) => {
  stats.programs++;
  try {
    simulate(program, state as never, { gpu: cpu(gen), dumps: ['0x0:4', '0xfffffffc:2'], ldsDumps: ['0xfff0:4'], maxSteps: 10_000 });
    stats.ran++;
  } catch (e) {
    if (!(e instanceof SimError)) throw e;
    if (!e.diagnostics.length || e.diagnostics.some((d) => !(d.line >= 1 && d.col >= 1))) throw new Error(`unlocated SimError: ${e.message}`);
    stats.simErrors++;
  }
  return true;
});

/** The CLI on a sample of the inputs: exit 0 or 1, no internal error, no stack trace. */
function cliCheck(): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'gcnkit-fuzz-'));
  const failures: string[] = [];
  try {
    const run = (args: string[], what: string): void => {
      const p = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
      if ((p.status !== 0 && p.status !== 1) || /internal error|\n\s+at /.test(p.stderr)) failures.push(`cli ${what}: exit ${p.status}: ${p.stderr.slice(0, 400)}`);
    };
    for (const gen of GENS) {
      const f = join(dir, `${cpu(gen)}.s`);
      writeFileSync(f, sample[gen].join('\n') + '\n');
      run(['asm', '--mcpu', cpu(gen), '--max-errors', '0', '-o', join(dir, 'out.bin'), f], `asm ${f}`);
      const h = join(dir, `${cpu(gen)}.hex`);
      writeFileSync(h, sample[gen].map((l) => l.replace(/^\S+/, 'c0020141')).join('\n'));
      run(['dis', '--hex', '--mcpu', cpu(gen), h], `dis --hex ${h}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return failures;
}

/** Accepted clean lines against llvm-mc 19: the same bytes whenever llvm-mc accepts them too. */
function llvmCheck(): string[] {
  const failures: string[] = [];
  for (const gen of GENS) {
    const q = llvmQueue[gen];
    for (let i = 0; i < q.length; i += 2000) {
      const batch = q.slice(i, i + 2000);
      const got = llvmAssemble(cpu(gen), batch.map((x) => x.line));
      got.forEach((r, k) => {
        stats.llvmChecked++;
        if ('error' in r) {
          if (stats.llvmOnlyGcnkit++ < 5) llvmOnlyExamples.push(`${gen}: ${clip(batch[k].line)}: llvm-mc: ${r.error}`);
          return;
        }
        if (r.bytes.join() !== batch[k].bytes.join()) failures.push(`${gen}: mis-encoding? ${clip(batch[k].line)}: gcnkit ${batch[k].bytes.join(',')} llvm-mc ${r.bytes.join(',')}`);
      });
    }
  }
  return failures;
}

const props: [string, fc.IProperty<unknown>, number][] = [
  ['words', wordsProp as fc.IProperty<unknown>, 0.35], ['lines', linesProp as fc.IProperty<unknown>, 0.4], ['programs', programsProp as fc.IProperty<unknown>, 0.25],
];
console.log(`fuzz: seed ${seed}, ${count !== undefined ? `${count} cases per property` : `${seconds} s`}${useLlvm ? ', llvm-mc check on' : ''} (replay: npm run fuzz -- --seed ${seed}${count !== undefined ? ` --count ${count}` : ''})`);
let failed = 0;
let passed = 0;
for (const [name, prop, share] of props) {
  const t0 = performance.now();
  const params: fc.Parameters<unknown> = count !== undefined
    ? { seed, numRuns: count, endOnFailure: true }
    : { seed, numRuns: Number.MAX_SAFE_INTEGER, plugins: [fc.interruptAfterTimeLimit(seconds * 1000 * share)], endOnFailure: true };
  const r = fc.check(prop, params);
  const s = ((performance.now() - t0) / 1000).toFixed(1);
  if (r.failed && !r.interrupted) {
    failed++;
    console.log(`  ${name}: FAILED after ${r.numRuns} cases (${s} s), seed ${r.seed}, path ${JSON.stringify(r.counterexamplePath)}`);
    console.log(String((r.errorInstance as Error | undefined)?.message ?? r.failures).slice(0, 3000));
    console.log(`  counterexample: ${JSON.stringify(r.counterexample).slice(0, 3000)}`);
  } else passed++;
  if (name === 'words') console.log(`  words:    ${stats.wordCases} cases, ${stats.words} words on ${GENS.length} GPUs, 0 exceptions, 0 round-trip failures (${s} s)`);
  if (name === 'lines') console.log(`  lines:    ${stats.lines} mutated inputs: ${stats.accepted} assembled consistently, ${stats.rejected} located errors; slowest ${stats.slowestMs.toFixed(1)} ms (${s} s)`);
  if (name === 'programs') console.log(`  programs: ${stats.programs} random programs: ${stats.ran} ran, ${stats.simErrors} located SimErrors (${s} s)`);
}
const cli = cliCheck();
console.log(`  cli:      ${GENS.length * 2} runs of bin/gcnkit.js on ${Object.values(sample).reduce((n, l) => n + l.length, 0)} sampled lines: ${cli.length ? `${cli.length} FAILED` : 'exit 0/1, no internal error'}`);
for (const f of cli) console.log('    ' + f);
if (cli.length) failed++;
else passed++;
if (useLlvm) {
  const bad = llvmCheck();
  console.log(`  llvm-mc:  ${stats.llvmChecked} accepted lines compared: ${bad.length} differ, ${stats.llvmOnlyGcnkit} rejected by llvm-mc only`);
  for (const f of bad.slice(0, 20)) console.log('    ' + f);
  for (const f of llvmOnlyExamples) console.log('    (accepted by gcnkit only) ' + f);
  if (bad.length) failed++;
  else passed++;
}
console.log(`fuzz: ${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
