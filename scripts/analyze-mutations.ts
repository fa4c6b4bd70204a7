// node dist/scripts/analyze-mutations.js [--gpu G] [--file F.o] [--show N] [--no-sim]
// (--gpu gfx908: the CDNA corpus, test/kernels-cdna/gfx908, which the default run leaves out)
// Mutation validation of `gcnkit analyze`'s wait and hazard checks on the clang-19 objects of
// test/objects (scripts/analyze-corpus.ts): per GPU, removals and loosenings of every s_waitcnt
// and s_nop tried, caught statically, caught by the simulator, caught by the simulator but not
// statically (must be 0: a finding at the instruction naming the same other instruction), and static-only findings (the run's path or inputs did not trigger
// them); then the first N of the static-only and missed cases. Exit status 1 if any is missed.
import { fileURLToPath } from 'node:url';
import { CDNA_GPUS, corpusObjects, GPUS, missedBy, mutateObject, tally, type Outcome, type Pair } from './analyze-corpus.js';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function main(): number {
  const onlyGpu = arg('--gpu');
  const onlyFile = arg('--file');
  const show = Number(arg('--show') ?? 5);
  const sim = !process.argv.includes('--no-sim');
  const all: Outcome[] = [];
  const rows: string[] = ['gpu      waitcnt-mutations simulated static-caught sim-caught sim-not-static static-only | s_nop-mutations static-caught'];
  for (const gpu of [...GPUS, ...CDNA_GPUS]) {
    if (onlyGpu ? gpu !== onlyGpu : CDNA_GPUS.includes(gpu)) continue;
    const outs = corpusObjects(gpu, onlyFile ? [onlyFile] : undefined).flatMap((o) => mutateObject(gpu, o.file, o.bytes, sim));
    all.push(...outs);
    const t = tally(outs);
    rows.push(`${gpu.padEnd(8)} ${String(t.tried).padStart(17)} ${String(t.simulated).padStart(9)} ${String(t.staticCaught).padStart(13)} ${String(t.simCaught).padStart(10)} ${String(t.missed).padStart(14)} ${String(t.staticOnly).padStart(11)} | ${String(t.nopTried).padStart(15)} ${String(t.nopCaught).padStart(13)}`);
  }
  const t = tally(all);
  rows.push(`${'all'.padEnd(8)} ${String(t.tried).padStart(17)} ${String(t.simulated).padStart(9)} ${String(t.staticCaught).padStart(13)} ${String(t.simCaught).padStart(10)} ${String(t.missed).padStart(14)} ${String(t.staticOnly).padStart(11)} | ${String(t.nopTried).padStart(15)} ${String(t.nopCaught).padStart(13)}`);
  console.log(rows.join('\n'));
  const text = (ps: readonly Pair[]): string => ps.map((x) => `0x${x.offset.toString(16)}${x.with === undefined ? '' : `<-0x${x.with.toString(16)}`}`).join(',') || '-';
  const line = (o: Outcome): string => `${o.gpu} ${o.file} ${o.m.program} +0x${o.m.offset.toString(16)} ${o.m.name} -> ${o.m.what}: static ${text(o.found)}; simulator ${o.sim ? text(o.sim) : 'not run'}`;
  const missed = all.filter((o) => missedBy(o).length);
  const only = all.filter((o) => o.m.name === 's_waitcnt' && o.sim && !o.sim.length && o.found.length);
  const silent = all.filter((o) => !o.found.length);
  if (missed.length) console.log(`\nsimulator-caught, not static (${missed.length}):\n${missed.slice(0, show).map(line).join('\n')}`);
  if (only.length) console.log(`\nstatic only (first ${Math.min(show, only.length)} of ${only.length}):\n${only.slice(0, show).map(line).join('\n')}`);
  if (silent.length) console.log(`\nneither reports anything (first ${Math.min(show, silent.length)} of ${silent.length}):\n${silent.slice(0, show).map(line).join('\n')}`);
  return missed.length ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main();
