// gcnkit dis: binary or hex text in, one line per instruction out. Warnings and errors are
// printed as they come and only counted (memory stays flat); --max-errors caps the errors.
import { Disassembler } from '../dis/disassembler.js';
import { HexReader } from '../dis/hexinput.js';
import { parseArgs } from './args.js';
import { ErrorBudget, maxErrorsOpt } from './budget.js';
import { located, UsageError } from './diag.js';
import { genFromOpts, GPU_OPTIONS, gpuName, targetFromOpts } from './gpu.js';
import { inputChunks, openInput } from './input.js';
import { LineWriter } from './output.js';
import { notRawCode } from './sniff.js';
import { isElf } from '../objects/elf.js';

export const DIS_OPTIONS = [
  ...GPU_OPTIONS,
  { names: ['hex'] }, { names: ['show-encoding'] }, { names: ['json'] },
  { names: ['quiet', 'q'] }, { names: ['disassemble'] }, { names: ['binary'] }, { names: ['max-errors'], value: true },
  { names: ['syntax'], value: true }, { names: ['print-address'] },
] as const;

export async function disCommand(argv: readonly string[]): Promise<number> {
  const { opts, files } = parseArgs(argv, DIS_OPTIONS);
  // llvm-mc's --disassemble reads hex text: so does gcnkit's.
  const hex = opts.has('hex') || opts.has('disassemble');
  // An ELF object names its GPU; raw code needs --mcpu (checked once the input is known not to be ELF).
  const named = gpuName(opts);
  const chosen = named !== undefined || hex ? genFromOpts(opts) : undefined;
  const maxErrors = maxErrorsOpt(opts);
  const input = await openInput(files, 1 << 16);
  const syntax = opts.get('syntax') ?? 'llvm';
  if (syntax !== 'llvm' && syntax !== 'clrx') throw new UsageError(`--syntax must be llvm or clrx, not '${String(syntax)}'`);
  const printAddress = opts.has('print-address');
  if (printAddress && opts.has('show-encoding')) throw new UsageError('--print-address already shows each instruction\'s words: leave out --show-encoding');
  if (printAddress && syntax === 'clrx') throw new UsageError('--print-address is llvm-objdump\'s layout, for --syntax llvm only');
  // A file is read into one reused buffer (inputChunks): with a new buffer per read, 10M
  // instructions held ~20 MiB more of read buffers waiting for the collector (92 vs 72 MiB peak).
  const chunks = inputChunks(input, 1 << 16);
  let first: Buffer | undefined;
  if (!hex) {
    const r = await chunks.next();
    first = r.done ? undefined : r.value;
    if (first && first.length >= 4 && isElf(first)) {
      // An object is read whole: its chunks are copied out of the reused buffer.
      const copies = (async function* () { for await (const c of chunks) yield Buffer.from(c); })();
      return (await import('./dis-object.js')).disObject(input.name, Buffer.from(first), copies, { gen: chosen, opts, syntax });
    }
    // Text given as raw code (src/cli/sniff.ts): one line saying so, not a screen of garbage.
    const why = first && !opts.has('binary') ? notRawCode(first) : undefined;
    if (why) {
      process.stderr.write(located(input.name, 1, 1, 'error', why) + '\n');
      return 1;
    }
  }
  const gen = chosen ?? genFromOpts(opts);
  const out = new LineWriter(process.stdout);
  const budget = new ErrorBudget(input.name, maxErrors, opts.has('quiet'));
  const dis = new Disassembler({ gen, target: targetFromOpts(opts), showEncoding: opts.has('show-encoding'), json: opts.has('json'), syntax, printAddress }, out.line, (w) => {
    budget.warning(`${input.name}:0x${w.offset.toString(16)}: warning: ${w.message}; printed as .long`);
  }, out.bytes);
  let failed = false;
  if (hex) {
    // After the first bad token nothing more is disassembled; the rest is only checked.
    const reader = new HexReader((e) => budget.error(located(input.name, e.line, e.col, 'error', e.message, e.source, e.sourceCol)));
    for await (const chunk of chunks) {
      const bytes = reader.pushBytes(chunk);
      if (!reader.errors) dis.push(bytes);
      if (budget.stopped) break;
      await out.ready();
    }
    if (!budget.stopped) {
      const bytes = reader.endBytes();
      if (!reader.errors) dis.push(bytes);
    }
    await chunks.return(undefined);
    failed = reader.errors > 0;
  } else {
    if (first) dis.push(first);
    for (let r = await chunks.next(); !r.done; r = await chunks.next()) {
      dis.push(r.value);
      await out.ready();
    }
  }
  if (failed) {
    await out.close();
    if (budget.stopped) process.stderr.write(budget.summary() + '\n');
    return 1;
  }
  const rest = dis.end();
  await out.close();
  // How many instructions the kernel took (the rest went the generic way): for the bench.
  if (process.env.GCNKIT_DIS_STATS) {
    const { fast, generic } = dis.fastCounts;
    process.stderr.write(`gcnkit dis: ${fast} instructions by the kernel, ${generic} by the generic printer\n`);
  }
  if (rest) {
    const at = `0x${dis.position.toString(16)}`;
    process.stderr.write(`${input.name}:${at}: error: ${rest} trailing byte${rest > 1 ? 's' : ''} at offset ${at} do not form a whole dword\n`);
    return 1;
  }
  return 0;
}
