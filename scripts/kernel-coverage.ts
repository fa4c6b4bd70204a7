// npm run kernels [-- --show N] [--longs] [--gpu G] [--kernel NAME] [--strict FAMILIES]
// How much of real clang-compiled kernels gcnkit disassembles like LLVM: the committed corpus
// test/kernels/<gpu>/<name>.{bin,txt} (npm run kernels:gen), and the CDNA corpus
// test/kernels-cdna/<gpu>/<name>.{o,txt} (gfx908, gfx90a, gfx942: MFMA, AGPRs, packed FP32; listed
// as kernels-cdna/<gpu>), is disassembled by gcnkit as a stream and compared instruction by
// instruction with the reference (scripts/kernel-compare.ts).
// Prints, per GPU, a table per encoding family (instructions, text equal, .long, different,
// boundaries agree), then the first N text differences and phantom instructions (--longs: .long
// lines too) and boundary violations. Exit status 0, unless --strict FAMILIES (comma-separated
// families such as SMEM,SMRD,MUBUF,FLAT or mnemonics such as s_waitcnt; "default" for the test's
// list, STRICT in scripts/kernel-compare.ts) is given and an instruction of those differs: text
// not equal, or boundaries that disagree (gcnkit has no line of the same length at its offset).
import { fileURLToPath } from 'node:url';
import {
  checkKernel, compareCorpus, describe, FAMILY_ORDER, formatTable, groupBy, isStrict, loadCdnaCorpus, loadCorpus,
  STRICT, tally,
} from './kernel-compare.js';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function main(): number {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log('usage: npm run kernels -- [--show N] [--longs] [--gpu G] [--kernel NAME] [--strict FAMILIES|default]');
    return 0;
  }
  const show = Number(arg('--show') ?? 10);
  const longs = process.argv.includes('--longs');
  const strictArg = arg('--strict');
  const strict = strictArg === undefined ? undefined : strictArg === 'default' ? STRICT : strictArg.split(',').map((s) => s.trim()).filter(Boolean);
  const onlyKernel = arg('--kernel');
  const kernels = [...loadCorpus(undefined, arg('--gpu')), ...loadCdnaCorpus(undefined, arg('--gpu'))].filter((k) => !onlyKernel || k.name === onlyKernel);
  if (!kernels.length) {
    console.error('kernels: no corpus found under test/kernels/ (npm run kernels:gen)');
    return 1;
  }
  const broken = kernels.flatMap(checkKernel);
  for (const b of broken) console.error(`corpus: ${b}`);

  const { results: all, violations } = compareCorpus(kernels);
  const counted = all.filter((r) => !r.pad);
  const byGpu = groupBy(counted, (r) => r.gpu);
  const famRank = (f: string): number => FAMILY_ORDER.indexOf(f) >= 0 ? FAMILY_ORDER.indexOf(f) : FAMILY_ORDER.length;
  for (const [gpu, rs] of byGpu) {
    const target = kernels.find((k) => k.gpu === gpu)!.target;
    const nk = kernels.filter((k) => k.gpu === gpu).length;
    const pads = all.filter((r) => r.gpu === gpu && r.pad);
    const padsOk = pads.filter((r) => r.status === 'equal' && r.aligned).length;
    const v = violations.filter((p) => p.gpu === gpu);
    const ph = v.filter((p) => p.kind === 'phantom').length;
    console.log(`\n== ${gpu} (${target.label}): ${rs.length} instructions in ${nk} kernel files; s_nop 0 padding ${padsOk}/${pads.length} equal; ${ph} phantom instruction(s), ${v.length - ph} overrun(s)`);
    const fams = [...groupBy(rs, (r) => r.family)].sort((a, b) => famRank(a[0]) - famRank(b[0]));
    console.log(formatTable('family', fams.map(([f, list]) => [f, tally(list)])));
  }
  console.log('\n== all GPUs, by family group');
  console.log(formatTable('group', [...groupBy(counted, (r) => (r.family.startsWith('SOP') ? 'SALU' : r.family.startsWith('VOP') || r.family === 'VINTRP' ? 'VALU' : r.family))]
    .sort((a, b) => famRank(a[0]) - famRank(b[0])).map(([f, list]) => [f, tally(list)])));
  console.log('\n== all GPUs');
  console.log(formatTable('gpu', [...byGpu].map(([g, list]) => [g, tally(list)])));

  const diffs = all.filter((r) => r.status === 'different' || (longs && r.status === 'long'));
  if (show > 0 && diffs.length) {
    console.log(`\nfirst ${Math.min(show, diffs.length)} of ${diffs.length} ${longs ? 'differences and .long lines' : 'text differences (not counting .long)'}:`);
    for (const r of diffs.slice(0, show)) console.log(describe(r));
  }
  if (show > 0 && violations.length) {
    console.log(`\nfirst ${Math.min(show, violations.length)} of ${violations.length} boundary violations (phantom: gcnkit decoded an instruction where none starts; overrun: a line runs into the next instruction):`);
    for (const p of violations.slice(0, show)) {
      const r = p.inside;
      console.log(`${p.gpu} ${p.kernel}.bin+0x${p.offset.toString(16)} ${p.kind}: gcnkit "${p.text}" (${p.size} bytes) in ${r.family} "${r.ref}" at +0x${r.offset.toString(16)}`);
    }
  }

  if (strict) {
    const bad = counted.filter((r) => isStrict(r, strict) && (r.status !== 'equal' || !r.aligned));
    console.log(`\nstrict ${strict.join(',')}: ${bad.length} instruction(s) differ or misalign`);
    for (const r of bad.slice(0, show)) console.log(describe(r));
    if (bad.length || broken.length) return 1;
  }
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main();
