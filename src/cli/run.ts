// gcnkit run: one dispatch of a kernel from a code object (src/sim/dispatch.ts).
import { bufferValues, parseArgsJson, runKernel, SimError, type KernelArg, type RunResult } from '../sim/index.js';
import { parseArgs } from './args.js';
import { located, UsageError } from './diag.js';
import { GPU_OPTIONS, gpuName } from './gpu.js';
import { inputName, readWhole } from './input.js';
import { LineWriter } from './output.js';

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
  try {
    args = parseArgsJson(argsText, argsFile);
    r = runKernel(object, kernel, { grid, block }, args, { file, argsFile, argsText, maxSteps, gpu, trace: opts.has('trace') });
  } catch (e) {
    if (!(e instanceof SimError)) throw e;
    for (const d of e.diagnostics) process.stderr.write(located(d.file, d.line, d.col, 'error', d.message, d.source || undefined) + '\n');
    return 1;
  }
  const out = new LineWriter(process.stdout);
  if (opts.has('json')) {
    out.line(JSON.stringify({ buffers: r.buffers.map((b) => ({ arg: b.arg, hex: b.hex })), hazards: r.hazards, workgroups: r.workgroups, waves: r.waves, instructions: r.instructions, ...(r.trace ? { trace: r.trace } : {}) }));
  } else {
    for (const t of r.trace ?? []) out.line(`wg ${t.workgroup.join(',')} wave ${t.wave} ${hex4(t.pc)}: ${t.text}${t.writes.length ? `  ; ${t.writes.join(', ')}` : ''}`);
    report(kernel, r, args, out);
  }
  await out.close();
  return 0;
}

const hex4 = (n: number): string => '0x' + n.toString(16).padStart(4, '0');

const plural = (n: number, w: string): string => `${n} ${w}${n === 1 ? '' : 's'}`;

/**
 * The readable report: counts, hazards, then every buffer as values of its argument's type
 * (`{"buffer": "float4", ...}` prints (x, y, z, w) per element), at most 512 elements each.
 */
function report(kernel: string, r: RunResult, args: readonly KernelArg[], out: LineWriter): void {
  out.line(`ran ${kernel}: ${plural(r.workgroups, 'workgroup')}, ${plural(r.waves, 'wave')}, ${plural(r.instructions, 'instruction')}; hazards: ${r.hazards.length ? r.hazards.length : 'none'}`);
  for (const h of r.hazards) out.line(`  instruction ${h.line}: ${h.register}: ${h.message}`);
  for (const b of r.buffers) {
    const a = args[b.arg];
    const type = a && 'buffer' in a ? a.buffer : 'uint';
    const { values, elements } = bufferValues(type, b.bytes, false, 512);
    out.line(`arg ${b.arg} (${type}, ${b.bytes.length} bytes):`);
    for (let i = 0; i < values.length; i += 8) out.line(`  [${String(i).padStart(4)}] ${values.slice(i, i + 8).join(' ')}`);
    if (values.length < elements) out.line(`  ... ${elements - values.length} more elements (--json gives every byte)`);
  }
}
