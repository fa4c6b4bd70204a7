// gcnkit run: one dispatch of a kernel from a code object (src/sim/dispatch.ts).
import { bufferValues, hexOffset, parseArgsJson, startKernel, SimError, type KernelArg, type RunResult } from '../sim/index.js';
import { parseArgs } from './args.js';
import { located, UsageError } from './diag.js';
import { GPU_OPTIONS, gpuName } from './gpu.js';
import { inputName, readWhole } from './input.js';
import { LineWriter } from './output.js';
import { Progress } from './run-progress.js';

export const RUN_OPTIONS = [
  { names: ['kernel'], value: true }, { names: ['grid'], value: true }, { names: ['block'], value: true }, { names: ['args'], value: true },
  ...GPU_OPTIONS, { names: ['json'] }, { names: ['max-steps'], value: true },
  { names: ['trace'] },
] as const;

const USAGE = 'gcnkit run OBJECT --kernel NAME --grid X[,Y[,Z]] --block X[,Y[,Z]] --args ARGS.json [--mcpu NAME] [--json] [--trace]';

function need(opts: Map<string, string | true>, name: string): string {
  const v = opts.get(name);
  if (v === undefined || v === true) throw new UsageError(`--${name} is required: ${USAGE}`);
  return v;
}

function sizes(v: string, what: string): number[] {
  if (!/^\d+(,\d+){0,2}$/.test(v)) throw new UsageError(`--${what} '${v}': expected X[,Y[,Z]] (whole numbers)`);
  return v.split(',').map(Number);
}

export async function runCommand(argv: readonly string[]): Promise<number> {
  const { opts, files } = parseArgs(argv, RUN_OPTIONS);
  if (files.length !== 1) throw new UsageError(files.length ? `one object at a time (got ${files.join(' ')})` : `no code object given: ${USAGE}`);
  const given = files[0];
  const kernel = need(opts, 'kernel');
  const grid = sizes(need(opts, 'grid'), 'grid');
  const block = sizes(need(opts, 'block'), 'block');
  const givenArgs = need(opts, 'args');
  const gpu = gpuName(opts);
  if (gpu === true) throw new UsageError('--mcpu needs a GPU name');
  let maxSteps: number | undefined;
  if (opts.has('max-steps')) {
    const v = String(opts.get('max-steps'));
    if (!/^\d+$/.test(v) || Number(v) < 1) throw new UsageError(`--max-steps must be a positive whole number, not '${v}'`);
    maxSteps = Number(v);
  }
  // Either may be `-` (standard input, named <stdin> in messages).
  const object = new Uint8Array(await readWhole(given, 'code object', [given, givenArgs]));
  const argsText = (await readWhole(givenArgs, 'arguments file', [given, givenArgs])).toString('utf8');
  const file = inputName(given);
  const argsFile = inputName(givenArgs);
  let r: RunResult;
  let args: KernelArg[] = [];
  // Workgroups run one step at a time; every ~50 ms the loop yields to the event loop, so that
  // the progress line is redrawn and Ctrl-C (SIGINT) stops the run between workgroups.
  const progress = process.stderr.isTTY ? new Progress(process.stderr, `${kernel}`) : undefined;
  let interrupted = false;
  const onInt = (): void => { interrupted = true; };
  process.on('SIGINT', onInt);
  try {
    args = parseArgsJson(argsText, argsFile);
    const k = startKernel(object, kernel, { grid, block }, args, { file, argsFile, argsText, maxSteps, gpu, trace: opts.has('trace') });
    let slice = Date.now();
    while (!k.finished && !interrupted) {
      k.step();
      if (Date.now() - slice >= 50) {
        progress?.update(k.workgroupsDone, k.workgroups);
        await new Promise((resolve) => setImmediate(resolve));
        slice = Date.now();
      }
    }
    r = k.result();
    progress?.clear();
    if (interrupted) {
      process.stderr.write(`gcnkit run: interrupted after ${k.workgroupsDone} of ${plural(k.workgroups, 'workgroup')} (${plural(r.waves, 'wave')}, ${plural(r.instructions, 'instruction')}; hazards: ${r.hazards.length || 'none'}; warnings: ${r.warnings.length || 'none'}); no buffers printed\n`);
      return 130;
    }
  } catch (e) {
    progress?.clear();
    if (!(e instanceof SimError)) throw e;
    for (const d of e.diagnostics) process.stderr.write(located(d.file, d.line, d.col, 'error', d.message, d.source || undefined) + '\n');
    return 1;
  } finally {
    process.off('SIGINT', onInt);
  }
  warnings(`${file}(${kernel})`, r);
  const out = new LineWriter(process.stdout);
  if (opts.has('json')) {
    out.line(JSON.stringify({ buffers: r.buffers.map((b) => ({ arg: b.arg, hex: b.hex })), hazards: r.hazards, warnings: r.warnings, workgroups: r.workgroups, waves: r.waves, instructions: r.instructions, ...(r.trace ? { trace: r.trace } : {}) }));
  } else {
    for (const t of r.trace ?? []) out.line(`wg ${t.workgroup.join(',')} wave ${t.wave} ${hexOffset(t.pc)}: ${t.text}${t.writes.length ? `  ; ${t.writes.join(', ')}` : ''}`);
    report(kernel, r, args, out);
  }
  await out.close();
  return 0;
}

const plural = (n: number, w: string): string => `${n} ${w}${n === 1 ? '' : 's'}`;

/** P105's warnings on stderr: one located warning per instruction and kind, then a count. */
function warnings(where: string, r: RunResult): void {
  if (!r.warnings.length) return;
  let times = 0;
  for (const w of r.warnings) {
    times += w.count;
    const more = w.count > 1 ? ` (${w.count} times)` : '';
    process.stderr.write(located(where, w.line, 1, 'warning', `${hexOffset(w.offset)}: ${w.message}${more}`, w.text) + '\n');
  }
  process.stderr.write(`gcnkit run: ${plural(r.warnings.length, 'warning')} (${plural(times, 'time')} in all): the kernel uses registers its descriptor does not allocate or bytes past a buffer\n`);
}

/**
 * The readable report: counts, hazards, then every buffer as values of its argument's type
 * (`{"buffer": "float4", ...}` prints (x, y, z, w) per element), at most 512 elements each.
 */
function report(kernel: string, r: RunResult, args: readonly KernelArg[], out: LineWriter): void {
  out.line(`ran ${kernel}: ${plural(r.workgroups, 'workgroup')}, ${plural(r.waves, 'wave')}, ${plural(r.instructions, 'instruction')}; hazards: ${r.hazards.length ? r.hazards.length : 'none'}`);
  // Where: the .text offset `gcnkit dis` lists, then the instruction's index in the kernel.
  for (const h of r.hazards) out.line(`  ${hexOffset(h.offset)} (instruction ${h.line}): ${h.register}: ${h.message}`);
  for (const b of r.buffers) {
    const a = args[b.arg];
    const type = a && 'buffer' in a ? a.buffer : 'uint';
    const { values, elements } = bufferValues(type, b.bytes, false, 512);
    out.line(`arg ${b.arg} (${type}, ${b.bytes.length} bytes):`);
    for (let i = 0; i < values.length; i += 8) out.line(`  [${String(i).padStart(4)}] ${values.slice(i, i + 8).join(' ')}`);
    if (values.length < elements) out.line(`  ... ${elements - values.length} more elements (--json gives every byte)`);
  }
}
