// gcnkit analyze: the control flow, register pressure, occupancy and findings of each kernel and
// function of a code object, an assembly file (assembled first) or raw code (--mcpu).
import { analyzeEach, type Analysis, type Target } from '../analyze/analyze.js';
import { ORDER_CHECKS } from '../analyze/checks.js';
import { programOfBinary, programsOfObject, programsOfSource } from '../analyze/load.js';
import { DOT_HEAD, DOT_TAIL, dotCluster, kernelJson, textReport } from '../analyze/report.js';
import type { Program } from '../analyze/program.js';
import { readCodeObject, type CodeObject } from '../objects/code-object.js';
import { ElfError, isElf } from '../objects/elf.js';
import { gfxName, xnackEnabled } from '../objects/targets.js';
import { parseArgs } from './args.js';
import { located, UsageError } from './diag.js';
import { genFromOpts, GPU_OPTIONS, gpuName, targetFromOpts } from './gpu.js';
import { inputName, readWhole } from './input.js';
import { LineWriter } from './output.js';
import { notAssembly } from './sniff.js';

export const ANALYZE_OPTIONS = [...GPU_OPTIONS, { names: ['json'] }, { names: ['dot'] }, { names: ['no-fail'] }, { names: ['binary'] }] as const;

/** The input read into programs, and how to locate an offset in it. */
interface Read {
  readonly programs: Program[];
  readonly target: Target;
  /** FILE:LINE:COL with the source line, or FILE:0xOFFSET with the instruction. */
  readonly locate: (offset: number, kind: 'error' | 'note', message: string) => string;
}

export async function analyzeCommand(argv: readonly string[]): Promise<number> {
  const { opts, files } = parseArgs(argv, ANALYZE_OPTIONS);
  if (files.length !== 1) throw new UsageError(files.length ? `one input at a time (got ${files.join(' ')})` : 'no input given: gcnkit analyze [--mcpu NAME] [--json|--dot] [--no-fail] FILE');
  if (opts.has('json') && opts.has('dot')) throw new UsageError('--json and --dot are two outputs: choose one');
  const name = inputName(files[0]);
  const bytes = new Uint8Array(await readWhole(files[0], 'input'));
  const read = readInput(name, bytes, opts);
  if (typeof read === 'number') return read;
  const out = new LineWriter(process.stdout);
  // One program's analysis at a time: written (text, dot) or turned into its JSON, then let go.
  let findings = 0;
  let k = 0;
  const json: string[] = [];
  if (opts.has('dot')) DOT_HEAD.forEach(out.line);
  analyzeEach(read.programs, read.target, ORDER_CHECKS, (a) => {
    findings += a.findings.length;
    if (opts.has('json')) json.push(JSON.stringify(kernelJson(a)));
    else if (opts.has('dot')) dotCluster(a, k++).forEach(out.line);
    else report(a, read, out.line);
  });
  if (opts.has('json')) out.line(`{"kernels":[${json.join(',')}]}`);
  else if (opts.has('dot')) out.line(DOT_TAIL);
  await out.close();
  return findings && !opts.has('no-fail') ? 1 : 0;
}

function report(a: Analysis, read: Read, out: (l: string) => void): void {
  textReport(a, out);
  for (const f of a.findings) {
    out(read.locate(f.offset, 'error', `${f.kind}: ${f.message}`));
    if (f.with !== undefined) out(read.locate(f.with, 'note', 'the other instruction'));
    if (f.fix) out(read.locate(f.offset, 'note', `fix: ${f.fix}`).split('\n')[0]);
  }
}

/** The programs of the input, or an exit status after a located error. */
function readInput(name: string, bytes: Uint8Array, opts: Map<string, string | true>): Read | number {
  const gpu = gpuName(opts);
  const chosen = gpu === undefined ? undefined : genFromOpts(opts);
  const mcpuTarget = (): Target => {
    const gfx = typeof gpu === 'string' ? gfxName(gpu) : undefined;
    return { gfx, xnack: gfx !== undefined && xnackEnabled({ triple: '', gfx, gen: chosen! }) };
  };
  if (bytes.length >= 4 && isElf(bytes)) {
    let obj: CodeObject;
    try {
      obj = readCodeObject(bytes, { gen: chosen });
    } catch (e) {
      if (!(e instanceof ElfError)) throw e;
      process.stderr.write(`${name}:0x${e.offset.toString(16)}: error: ${e.message}\n`);
      return 1;
    }
    for (const w of obj.warnings) process.stderr.write(`${name}: warning: ${w}\n`);
    // --mcpu reads the code for its GPU (gfx906 on a gfx900 object), else e_flags' GPU does.
    const programs = programsOfObject(obj, chosen === undefined ? undefined : targetFromOpts(opts));
    return { programs, target: { gfx: obj.target.gfx, xnack: xnackEnabled(obj.target) }, locate: byOffset(name, programs) };
  }
  if (opts.has('binary') || notAssembly(bytes)) {
    const on = targetFromOpts(opts);
    if (bytes.length % 4) {
      process.stderr.write(`${name}:0x${(bytes.length & ~3).toString(16)}: error: raw code of ${bytes.length} bytes is not a whole number of dwords\n`);
      return 1;
    }
    const programs = [programOfBinary(on, bytes)];
    return { programs, target: mcpuTarget(), locate: byOffset(name, programs) };
  }
  const text = Buffer.from(bytes).toString('utf8');
  const lines = text.split('\n');
  const r = programsOfSource(text, typeof gpu === 'string' ? gpu : undefined);
  const errors = r.diagnostics.filter((d) => d.kind === 'error');
  for (const d of r.diagnostics) process.stderr.write(located(d.file ?? name, d.line, d.col, d.kind, d.message, d.source) + '\n');
  if (errors.length || !r.programs.length) {
    if (!errors.length) process.stderr.write(located(name, 1, 1, 'error', 'no code to analyse') + '\n');
    return 1;
  }
  const target = r.target ? { gfx: r.target.gfx, xnack: xnackEnabled(r.target) } : mcpuTarget();
  return {
    programs: r.programs, target,
    locate: (offset, kind, message) => {
      const line = r.lineAt.get(offset);
      if (line === undefined) return `${name}:0x${offset.toString(16)}: ${kind}: ${message}`;
      const src = lines[line - 1] ?? '';
      return located(name, line, (/\S/.exec(src)?.index ?? 0) + 1, kind, message, src);
    },
  };
}

/** Locating by byte offset: FILE:0xOFFSET: KIND: MESSAGE, then the instruction's text (printed only when asked for). */
function byOffset(name: string, programs: readonly Program[]): Read['locate'] {
  const instrAt = (offset: number): Program['instrs'][number] | undefined => {
    const p = programs.find((x) => offset >= x.start && offset < x.end);
    if (!p) return undefined;
    // Instructions are in address order: a binary search.
    let lo = 0;
    let hi = p.instrs.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const o = p.instrs[mid].offset;
      if (o === offset) return p.instrs[mid];
      if (o < offset) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  };
  return (offset, kind, message) => {
    const ins = instrAt(offset);
    return `${name}:0x${offset.toString(16)}: ${kind}: ${message}` + (ins ? `\n  ${ins.text}` : '');
  };
}
