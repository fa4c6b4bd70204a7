// node dist/scripts/analyze-snapshot.js write|compare DIR: gcnkit analyze's output (the --json
// document, the text report and the --dot graph) of every program of the corpus: the code objects
// of test/objects, the clang -S text of test/objects/hsa and the raw kernels of test/kernels
// (their GPU from the folder). `write` saves one file per input in DIR; `compare` checks that
// today's output is byte-identical and lists the inputs that differ. For changes to the analyser
// that must not change what it reports (speed, representations): write before, compare after.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzePrograms } from '../src/analyze/analyze.js';
import { ORDER_CHECKS } from '../src/analyze/checks.js';
import { programOfBinary, programsOfObject, programsOfSource } from '../src/analyze/load.js';
import type { Program } from '../src/analyze/program.js';
import { analysisJson, dotGraph, textReport } from '../src/analyze/report.js';
import { resolveTarget } from '../src/isa/targets.js';
import { readCodeObject } from '../src/objects/code-object.js';
import { xnackEnabled } from '../src/objects/targets.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function* walk(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (e.isDirectory()) yield* walk(join(dir, e.name));
    else yield join(dir, e.name);
  }
}

/** What gcnkit analyze reports for one input (undefined: not an input it reads). */
function output(path: string): string | undefined {
  let programs: Program[];
  let target: { gfx?: string; xnack: boolean };
  if (path.endsWith('.o')) {
    const obj = readCodeObject(new Uint8Array(readFileSync(path)));
    programs = programsOfObject(obj);
    target = { gfx: obj.target.gfx, xnack: xnackEnabled(obj.target) };
  } else if (path.endsWith('.s') && path.includes('/hsa/')) {
    const r = programsOfSource(readFileSync(path, 'utf8'));
    if (!r.target) return `no target: ${r.diagnostics.map((d) => d.message).join('; ')}\n`;
    programs = r.programs;
    target = { gfx: r.target.gfx, xnack: xnackEnabled(r.target) };
  } else if (path.endsWith('.bin') && path.includes('/kernels/')) {
    const gpu = resolveTarget(relative(join(ROOT, 'test/kernels'), path).split('/')[0])!;
    programs = [programOfBinary(gpu, new Uint8Array(readFileSync(path)))];
    target = { gfx: gpu.name, xnack: false };
  } else return undefined;
  const list = analyzePrograms(programs, target, ORDER_CHECKS);
  const lines = [JSON.stringify(analysisJson(list))];
  for (const a of list) {
    textReport(a, (l) => lines.push(l));
    for (const f of a.findings) lines.push(`0x${f.offset.toString(16)}: ${f.kind}: ${f.message}`);
  }
  lines.push(dotGraph(list));
  return lines.join('\n') + '\n';
}

const [mode, dir] = process.argv.slice(2);
if ((mode !== 'write' && mode !== 'compare') || !dir) {
  console.error('usage: node dist/scripts/analyze-snapshot.js write|compare DIR');
  process.exit(2);
}
mkdirSync(dir, { recursive: true });
let n = 0;
const differ: string[] = [];
for (const path of [...walk(join(ROOT, 'test/objects')), ...walk(join(ROOT, 'test/kernels'))]) {
  const out = output(path);
  if (out === undefined) continue;
  n++;
  const file = join(dir, relative(ROOT, path).replace(/\//g, '__') + '.txt');
  if (mode === 'write') writeFileSync(file, out);
  else if (!existsSync(file) || readFileSync(file, 'utf8') !== out) differ.push(relative(ROOT, path));
}
console.log(`${n} inputs ${mode === 'write' ? `written to ${dir}` : `compared with ${dir}: ${differ.length} differ`}`);
for (const d of differ) console.log(`  differs: ${d}`);
process.exit(differ.length ? 1 : 0);
