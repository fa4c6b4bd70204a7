// npm run bench [-- --count N] [--repeat R] [--gpus tahiti,gfx900] [--big] [--skip-asm] [--skip-sim]
// [--skip-hostile] [--plain] [--write DIR]: the whole-ISA mix of clang-19's code (the .text of every HSA code object in
// test/objects/hsa/GPU, or test/kernels-cdna/GPU for gfx908, gfx90a, gfx942, repeated to N instructions, default 1M, so every encoding family comes in
// its real proportion) disassembled and assembled by gcnkit and by llvm-mc 19 in the same run
// (and analysed by gcnkit analyze, at N and N/4 instructions),
// per GPU. Whole-process figures, median of R runs (default 3): wall time, CPU time (user+sys,
// steadier than wall time on a shared machine) and peak RSS, from /usr/bin/time. llvm-mc 19
// disassembles GCN 1.2/1.4 only, so tahiti/bonaire print gcnkit's disassembly alone; the assembly
// text is gcnkit's own listing of the same code, which llvm-mc reads. --big also disassembles
// 10x N instructions (peak memory must not grow with the input). Then the simulator and the
// hostile-input memory and time figures (reliability-bench.ts). --write DIR only writes the inputs
// (DIR/mix-GPU.bin, .txt, .s) for profiling and A/B runs by hand.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GEN_INFO } from '../src/isa/gens.js';
import { resolveGpu } from '../src/isa/targets.js';
import { readCodeObject } from '../src/objects/code-object.js';
import { haveLlvm, LLVM_MC } from '../scripts/llvm.js';
import { corpus, writeMix } from './mix.js';
import { printSimBench } from './sim-bench.js';
import { reliabilityBench } from './reliability-bench.js';

// gcnkit as installed: bin/gcnkit.js run as a program (its shell line starts Node with its flags,
// from the start-up snapshot of `gcnkit dis` when there is one): measure that.
const BIN = fileURLToPath(new URL('../../bin/gcnkit.js', import.meta.url));
const TIME = '/usr/bin/time';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

interface Run { wall: number; cpu: number; mib: number }

/** One whole-process run: stdout to `outFile`; wall, user+sys and peak RSS from /usr/bin/time. */
function runOnce(cmd: string, args: readonly string[], outFile: string, timeFile: string): Run {
  const fd = openSync(outFile, 'w');
  const t0 = performance.now();
  const timed = existsSync(TIME);
  const p = timed
    ? spawnSync(TIME, ['-f', '%U %S %M', '-o', timeFile, cmd, ...args], { stdio: ['ignore', fd, 'pipe'], maxBuffer: 1 << 26 })
    : spawnSync(cmd, args, { stdio: ['ignore', fd, 'pipe'], maxBuffer: 1 << 26 });
  const wall = (performance.now() - t0) / 1000;
  closeSync(fd);
  if (p.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${p.status}): ${String(p.stderr).slice(0, 400)}`);
  if (!timed) return { wall, cpu: NaN, mib: NaN };
  const [u, s, kb] = readFileSync(timeFile, 'utf8').trim().split('\n').pop()!.split(' ').map(Number);
  return { wall, cpu: u + s, mib: kb / 1024 };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1];

function measure(cmd: string, args: readonly string[], outFile: string, dir: string, repeat: number): Run {
  const runs: Run[] = [];
  for (let i = 0; i < repeat; i++) runs.push(runOnce(cmd, args, outFile, join(dir, 'time.txt')));
  return { wall: median(runs.map((r) => r.wall)), cpu: median(runs.map((r) => r.cpu)), mib: median(runs.map((r) => r.mib)) };
}

const count = Number(arg('--count') ?? 1_000_000);
const repeat = Number(arg('--repeat') ?? 3);
const gpus = (arg('--gpus') ?? 'tahiti,bonaire,tonga,gfx900,gfx906,gfx908,gfx90a,gfx942').split(',').map((g) => {
  if (!resolveGpu(g)) throw new Error(`unknown GPU ${g}`);
  return g;
});
const llvm = haveLlvm();
/** Cycle the corpus unchanged (by default copies renumber their registers: see mix.ts). */
const plain = process.argv.includes('--plain');
const MI = count / 1e6;

function row(gpu: string, what: string, tool: string, r: Run, ref?: Run, n = MI): void {
  const ratio = ref ? `${(ref.cpu / r.cpu).toFixed(2)}x / ${(ref.wall / r.wall).toFixed(2)}x` : '';
  console.log(`| ${gpu.padEnd(7)} | ${what.padEnd(11)} | ${tool.padEnd(44)} | ${r.wall.toFixed(3).padStart(7)} | ${r.cpu.toFixed(3).padStart(7)} | ${(n ? (r.cpu / n).toFixed(3) : '-').padStart(7)} | ${r.mib.toFixed(0).padStart(5)} | ${ratio.padEnd(15)} |`);
}

const writeTo = arg('--write');
if (writeTo !== undefined) {
  mkdirSync(writeTo, { recursive: true });
  for (const gpu of gpus) {
    const st = writeMix(corpus(gpu), count, { bin: join(writeTo, `mix-${gpu}.bin`), hex: join(writeTo, `mix-${gpu}.txt`), src: join(writeTo, `mix-${gpu}.s`) }, plain);
    console.log(`${gpu}: ${st.instrs} instructions, ${st.dwords} dwords, ${st.distinct} distinct lines in the first 1M${plain ? '' : `, ${st.unshifted} lines kept their registers`}`);
  }
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), 'gcnkit-bench-'));
try {
  console.log(`bench: ${count} instructions per GPU, the code of test/objects/hsa/GPU/*.o (CDNA: test/kernels-cdna/GPU) cycled (every encoding in clang-19's proportion${plain ? '' : '; each copy renumbers its registers, so most lines are distinct'});`);
  console.log(`whole process, median of ${repeat}; cpu = user+sys; ratio = llvm-mc 19 / gcnkit (cpu / wall)${llvm ? '' : `; llvm-mc 19 not found at ${LLVM_MC}: gcnkit alone`}\n`);
  console.log('| GPU     | task        | tool                                         | wall s  | cpu s   | cpu/1M  | MiB   | vs llvm-mc      |');
  console.log('| ------- | ----------- | -------------------------------------------- | ------- | ------- | ------- | ----- | --------------- |');
  const empty = join(dir, 'empty.bin');
  writeFileSync(empty, new Uint8Array(0));
  row('-', 'start', 'node -e 0', measure(process.execPath, ['-e', '0'], join(dir, 'o'), dir, repeat), undefined, 0);
  row('-', 'start', 'gcnkit dis (empty file)', measure(BIN, ['dis', '--mcpu', 'gfx900', empty], join(dir, 'o'), dir, repeat), undefined, 0);
  for (const gpu of gpus) {
    const c = corpus(gpu);
    // llvm-mc 19 disassembles GCN 1.2 and later only.
    const llvmDis = llvm && GEN_INFO[c.gen].llvmDisassembles;
    const files = { bin: join(dir, 'mix.bin'), hex: llvmDis ? join(dir, 'mix.txt') : undefined, src: process.argv.includes('--skip-asm') ? undefined : join(dir, 'mix.s') };
    const st = writeMix(c, count, files, plain);
    console.log(`| ${gpu.padEnd(7)} | input       | ${`${st.distinct} distinct lines of ${st.instrs}`.padEnd(44)} |         |         |         |       |                 |`);
    const out = join(dir, 'out.txt');
    const g = measure(BIN, ['dis', '--mcpu', gpu, files.bin], out, dir, repeat);
    const l = llvmDis ? measure(LLVM_MC, ['-arch=amdgcn', `-mcpu=${gpu}`, '--disassemble', files.hex!], out, dir, repeat) : undefined;
    row(gpu, 'disassemble', 'gcnkit dis', g, l);
    if (files.hex) row(gpu, 'disassemble', 'gcnkit dis --hex (llvm-mc input)', measure(BIN, ['dis', '--mcpu', gpu, '--hex', files.hex], out, dir, repeat), l);
    if (l) row(gpu, 'disassemble', 'llvm-mc 19 --disassemble', l);
    // gcnkit analyze on the same raw code, and on a quarter of it: cpu/1M equal = linear in the size.
    row(gpu, 'analyze', 'gcnkit analyze --no-fail', measure(BIN, ['analyze', '--mcpu', gpu, '--no-fail', files.bin], out, dir, repeat));
    const quarter = join(dir, 'quarter.bin');
    writeMix(c, count / 4, { bin: quarter }, plain);
    row(gpu, 'analyze', `gcnkit analyze --no-fail, ${count / 4} instructions`, measure(BIN, ['analyze', '--mcpu', gpu, '--no-fail', quarter], out, dir, repeat), undefined, MI / 4);
    if (files.src) {
      const ga = measure(BIN, ['asm', '--mcpu', gpu, files.src, '-o', join(dir, 'g.bin')], out, dir, repeat);
      const la = llvm ? measure(LLVM_MC, ['-arch=amdgcn', `-mcpu=${gpu}`, '-filetype=obj', '-o', join(dir, 'l.o'), files.src], out, dir, repeat) : undefined;
      row(gpu, 'assemble', 'gcnkit asm -o out.bin', ga, la);
      if (la) {
        // The two assemblers agree on every byte (the object's .text against gcnkit's raw code).
        const same = Buffer.from(readCodeObject(readFileSync(join(dir, 'l.o'))).text?.data ?? []).equals(readFileSync(join(dir, 'g.bin')));
        row(gpu, 'assemble', `llvm-mc 19 -filetype=obj (${same ? 'same bytes' : 'BYTES DIFFER'})`, la);
      }
    }
    if (process.argv.includes('--big')) {
      // Memory flat in the input size: 10x the instructions, binary input.
      writeMix(c, count * 10, { bin: files.bin }, plain);
      const big = measure(BIN, ['dis', '--mcpu', gpu, files.bin], out, dir, 1);
      row(gpu, 'disassemble', `gcnkit dis, ${count * 10} instructions`, big, undefined, MI * 10);
    }
  }
  console.log('\nreference (issue 14, gfx900 memory mix): CLRX clrxdisasm 0.12 s / 12 MiB, clrxasm 0.62 s / 13 MiB per million');
} finally {
  rmSync(dir, { recursive: true, force: true });
}

if (!process.argv.includes('--skip-sim')) printSimBench(1000, 100);

if (!process.argv.includes('--skip-hostile')) reliabilityBench();
