// node dist/scripts/analyze-mutations.js [--gpu G] [--file F.o] [--show N] [--no-sim]
// (--gpu gfx908: the CDNA corpus, test/kernels-cdna/gfx908, which the default run leaves out)
// Mutation validation of `gcnkit analyze`'s wait and hazard checks on the clang-19 objects of
// test/objects (scripts/analyze-corpus.ts), HSA then Mesa: per GPU, removals and loosenings of every s_waitcnt
// and s_nop tried, caught statically, caught by the simulator, caught by the simulator but not
// statically (must be 0: a finding at the instruction naming the same other instruction), and static-only findings (the run's path or inputs did not trigger
// them); then the first N of the static-only and missed cases. Exit status 1 if any is missed.
import { fileURLToPath } from 'node:url';
import { CDNA_GPUS, corpusObjects, GPUS, missedBy, mutateObject, tally, type Flavour, type Outcome, type Pair } from './analyze-corpus.js';
import { classifyStaticOnly, REASONS, type Classified, type Reason } from './analyze-falses.js';

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
  const rows: string[] = ['gpu          waitcnt-mutations simulated static-caught sim-caught sim-not-static static-only | s_nop-mutations static-caught'];
  for (const [flavour, gpu] of targets()) {
    if (onlyGpu ? gpu !== onlyGpu : CDNA_GPUS.includes(gpu)) continue;
    const outs = corpusObjects(gpu, onlyFile ? [onlyFile] : undefined, flavour).flatMap((o) => mutateObject(gpu, o.file, o.bytes, sim, flavour));
    all.push(...outs);
    const t = tally(outs);
    const name = flavour === 'hsa' ? gpu : `${flavour}/${gpu}`;
    rows.push(`${name.padEnd(12)} ${String(t.tried).padStart(17)} ${String(t.simulated).padStart(9)} ${String(t.staticCaught).padStart(13)} ${String(t.simCaught).padStart(10)} ${String(t.missed).padStart(14)} ${String(t.staticOnly).padStart(11)} | ${String(t.nopTried).padStart(15)} ${String(t.nopCaught).padStart(13)}`);
  }
  const t = tally(all);
  rows.push(`${'all'.padEnd(12)} ${String(t.tried).padStart(17)} ${String(t.simulated).padStart(9)} ${String(t.staticCaught).padStart(13)} ${String(t.simCaught).padStart(10)} ${String(t.missed).padStart(14)} ${String(t.staticOnly).padStart(11)} | ${String(t.nopTried).padStart(15)} ${String(t.nopCaught).padStart(13)}`);
  console.log(rows.join('\n'));
  const text = (ps: readonly Pair[]): string => ps.map((x) => `0x${x.offset.toString(16)}${x.with === undefined ? '' : `<-0x${x.with.toString(16)}`}`).join(',') || '-';
  const line = (o: Outcome): string => `${o.flavour === 'hsa' ? '' : `${o.flavour}/`}${o.gpu} ${o.file} ${o.m.program} +0x${o.m.offset.toString(16)} ${o.m.name} -> ${o.m.what}: static ${text(o.found)}; simulator ${o.sim ? text(o.sim) : 'not run'}`;
  const missed = all.filter((o) => missedBy(o).length);
  const only = all.filter((o) => o.m.name === 's_waitcnt' && o.sim && !o.sim.length && o.found.length);
  const silent = all.filter((o) => !o.found.length);
  if (missed.length) console.log(`\nsimulator-caught, not static (${missed.length}):\n${missed.slice(0, show).map(line).join('\n')}`);
  if (only.length) {
    const why = classifyStaticOnly(only, (o) => corpusObjects(o.gpu, [o.file], o.flavour)[0].bytes);
    console.log(`\nstatic only: ${only.length} mutations, ${why.length} findings, by reason (scripts/analyze-falses.ts):\n${reasonTable(why)}`);
    const other = [...new Set(why.filter((c) => c.reason === 'other').map((c) => c.o))];
    if (other.length) console.log(`\nstatic only, not explained (first ${Math.min(show, other.length)} of ${other.length}):\n${other.slice(0, show).map(line).join('\n')}`);
  }
  if (silent.length) console.log(`\nneither reports anything (first ${Math.min(show, silent.length)} of ${silent.length}):\n${silent.slice(0, show).map(line).join('\n')}`);
  return missed.length ? 1 : 0;
}

/** The objects run: the HSA ones of every GPU, then the Mesa ones (inputs of their HSA twins: analyze-corpus.ts twinInputs), then the CDNA corpus (--gpu only). */
function targets(): [Flavour, string][] {
  return [...(['hsa', 'mesa'] as const).flatMap((f) => GPUS.map((g): [Flavour, string] => [f, g])),
    ...CDNA_GPUS.map((g): [Flavour, string] => ['hsa', g])];
}

/** Findings and mutations per reason (a mutation counts under each reason one of its findings has). */
function reasonTable(why: readonly Classified[]): string {
  const rows = (Object.keys(REASONS) as Reason[]).map((r) => {
    const c = why.filter((x) => x.reason === r);
    return `${String(c.length).padStart(8)} ${String(new Set(c.map((x) => x.o)).size).padStart(9)}  ${r.padEnd(11)} ${REASONS[r]}`;
  });
  return ['findings mutations  reason', ...rows].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main();
