// gcnkit sim: run a program on one wave and report registers, memory, hazards and counters.
import { SimError, simulate, type SimResult } from '../sim/index.js';
import { parseArgs } from './args.js';
import { ErrorBudget, maxErrorsOpt } from './budget.js';
import { located, UsageError } from './diag.js';
import { genFromOpts, GPU_OPTIONS, gpuName } from './gpu.js';
import { inputName, readWhole } from './input.js';
import { LineWriter } from './output.js';

export const SIM_OPTIONS = [
  ...GPU_OPTIONS, { names: ['state'], value: true },
  { names: ['dump'], value: true, repeat: true }, { names: ['lds-dump'], value: true, repeat: true },
  { names: ['json'] }, { names: ['trace'] }, { names: ['binary'] }, { names: ['syntax'], value: true },
  { names: ['max-errors'], value: true }, { names: ['max-steps'], value: true },
] as const;

export async function simCommand(argv: readonly string[]): Promise<number> {
  const { opts, files, lists } = parseArgs(argv, SIM_OPTIONS);
  genFromOpts(opts);
  const gpu = String(gpuName(opts));
  if (files.length !== 1) throw new UsageError(files.length ? `one program at a time (got ${files.join(' ')})` : 'no program given: gcnkit sim --mcpu NAME [--state STATE.json] PROGRAM.s');
  const given = files[0];
  const syntax = opts.get('syntax') ?? 'llvm';
  if (syntax !== 'llvm' && syntax !== 'clrx') throw new UsageError(`--syntax must be llvm or clrx, not '${String(syntax)}'`);
  const givenState = opts.get('state');
  if (givenState === true) throw new UsageError('--state needs a file name');
  // Either may be `-` (standard input, named <stdin> in messages).
  const bytes = await readWhole(given, 'program', [given, givenState]);
  const program: string | Uint8Array = opts.has('binary') ? new Uint8Array(bytes) : bytes.toString('utf8');
  const state = givenState ? (await readWhole(givenState, 'state file', [given, givenState])).toString('utf8') : '{}';
  const file = inputName(given);
  const stateFile = givenState && inputName(givenState);
  // An empty file is almost always a mistake (a failed redirect, the wrong file): say so rather
  // than run with no state. `{}` is the empty state.
  if (stateFile && state.trim() === '') {
    process.stderr.write(located(stateFile, 1, 1, 'error', 'the state file is empty: expected a JSON object (write {} for no initial state)', state.split('\n')[0]) + '\n');
    return 1;
  }
  const maxErrors = maxErrorsOpt(opts);
  let maxSteps: number | undefined;
  if (opts.has('max-steps')) {
    const v = String(opts.get('max-steps'));
    if (!/^\d+$/.test(v) || Number(v) < 1) throw new UsageError(`--max-steps must be a positive whole number, not '${v}'`);
    maxSteps = Number(v);
  }
  const out = new LineWriter(process.stdout);
  let r: SimResult;
  try {
    r = simulate(program, state, { gpu, file, stateFile: stateFile || '<state>', dumps: lists.get('dump') ?? [], ldsDumps: lists.get('lds-dump') ?? [], trace: opts.has('trace'), syntax, maxErrors, maxSteps });
  } catch (e) {
    if (!(e instanceof SimError)) throw e;
    // simulate() already stopped at maxErrors; the budget prints them and the closing line.
    const budget = new ErrorBudget(file, maxErrors);
    for (const d of e.diagnostics) budget.error(located(d.file, d.line, d.col, 'error', d.message, d.source));
    return 1;
  }
  if (opts.has('trace')) for (const l of r.trace) out.line(opts.has('json') ? `// ${l}` : l);
  if (opts.has('json')) {
    const { trace: _t, warnings: _w, steps: _s, ...json } = r;
    out.line(JSON.stringify(json));
  } else report(r, out);
  await out.close();
  return 0;
}

const hex = (v: number): string => '0x' + (v >>> 0).toString(16).padStart(8, '0');

/** The readable (non --json) report. */
export function report(r: SimResult, out: LineWriter): void {
  out.line(`ran ${r.steps} instruction${r.steps === 1 ? '' : 's'}; exec ${r.exec}; scc ${r.scc}`);
  out.line(`counters at the end: vmcnt ${r.counters.vmcnt}, lgkmcnt ${r.counters.lgkmcnt}, expcnt ${r.counters.expcnt}`);
  const s = Object.entries(r.sgpr);
  if (s.length) out.line('scalar registers:');
  for (let i = 0; i < s.length; i += 4) out.line('  ' + s.slice(i, i + 4).map(([k, v]) => `${k.padStart(6)} = ${hex(v)}`).join('  '));
  const v = Object.entries(r.vgpr);
  if (v.length) out.line('vector registers (lanes 0..63):');
  for (const [k, lanes] of v) {
    const same = lanes.every((x) => x === lanes[0]);
    if (same) { out.line(`  ${k.padStart(4)} = ${hex(lanes[0])} in every lane`); continue; }
    for (let l = 0; l < 64; l += 8) out.line(`  ${(l ? '' : k).padStart(4)} ${String(l).padStart(2)}: ${lanes.slice(l, l + 8).map(hex).join(' ')}`);
  }
  for (const [name, dumps] of [['memory', r.dump], ['lds', r.lds]] as const) {
    for (const [spec, dwords] of Object.entries(dumps)) {
      out.line(`${name} ${spec}:`);
      for (let i = 0; i < dwords.length; i += 8) out.line(`  +${String(i * 4).padStart(4)}: ${dwords.slice(i, i + 8).map(hex).join(' ')}`);
    }
  }
  out.line(r.hazards.length ? `hazards (${r.hazards.length}):` : 'hazards: none');
  for (const h of r.hazards) out.line(`  line ${h.line}:${h.col}: ${h.register}: ${h.message}`);
}
