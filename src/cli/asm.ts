// gcnkit asm: source in, bytes / listing out. Errors are printed as they are found (up to
// --max-errors); no output file on error, and no temporary file left behind whatever happens.
import { readFileSync, statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { Assembler, MAX_LINE, type Emitted } from '../asm/assembler.js';
import { fastInput, WORDS } from '../asm/fast.js';
import { parseArgs } from './args.js';
import { ErrorBudget, maxErrorsOpt } from './budget.js';
import { located, UsageError } from './diag.js';
import { genFromOpts, GPU_OPTIONS, gpuName } from './gpu.js';
import { inputChunks, openInput } from './input.js';
import { LineSplitter, lineText } from './lines.js';
import { LineWriter } from './output.js';
import { OutputFile } from './output-file.js';
import { notAssembly } from './sniff.js';

/**
 * Bytes per read of the input. Lines are read as bytes: only the lines that go to the generic path
 * become strings (copies, which keep no chunk alive).
 */
const CHUNK = 1 << 16;

const OPTIONS = [
  ...GPU_OPTIONS, { names: ['o', 'output'], value: true },
  { names: ['show-encoding'] }, { names: ['hex'] }, { names: ['json'] }, { names: ['syntax'], value: true }, { names: ['quiet', 'q'] },
  { names: ['max-errors'], value: true }, { names: ['filetype'], value: true }, { names: ['I'], value: true, repeat: true },
] as const;

/**
 * .include "NAME" as llvm-mc finds it: NAME itself (relative to the current directory), then in
 * each -I directory in order; never beside the including file.
 */
function includeReader(dirs: readonly string[]): (name: string) => { file: string; text: string } | undefined {
  return (name) => {
    for (const file of [name, ...(isAbsolute(name) ? [] : dirs.map((d) => join(d, name)))]) {
      try {
        if (statSync(file).isFile()) return { file, text: readFileSync(file, 'latin1') };
      } catch { /* not there: the next place */ }
    }
    return undefined;
  };
}

function hexWords(bytes: readonly number[]): string {
  const out: string[] = [];
  for (let i = 0; i + 3 < bytes.length; i += 4) out.push(((bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24)) >>> 0).toString(16).padStart(8, '0'));
  if (bytes.length % 4) out.push(bytes.slice(bytes.length - (bytes.length % 4)).map((b) => b.toString(16).padStart(2, '0')).join(''));
  return out.join(' ');
}

export async function asmCommand(argv: readonly string[]): Promise<number> {
  const { opts, files, lists } = parseArgs(argv, OPTIONS);
  const syntax = opts.get('syntax') ?? 'llvm';
  if (syntax !== 'llvm' && syntax !== 'clrx') throw new UsageError(`--syntax must be llvm or clrx, not '${String(syntax)}'`);
  const named = gpuName(opts);
  const gen = named === undefined ? undefined : genFromOpts(opts);
  const maxErrors = maxErrorsOpt(opts);
  const outFile = opts.get('o');
  if (outFile === true) throw new UsageError('-o needs a file name');
  const filetype = opts.get('filetype') ?? 'bin';
  if (filetype !== 'bin' && filetype !== 'obj') throw new UsageError(`--filetype must be bin (raw code) or obj (an ELF relocatable object), not '${String(filetype)}'`);
  if (filetype === 'obj' && outFile === undefined) throw new UsageError('--filetype obj needs -o OUT.o');
  const input = await openInput(files, CHUNK);
  const out = new LineWriter(process.stdout);
  const mode = opts.has('json') ? 'json' : opts.has('hex') ? 'hex' : opts.has('show-encoding') ? 'enc' : outFile ? 'none' : 'text';
  const bin = outFile ? new OutputFile(outFile, (fd, bytes) => (fd === 1 ? out.bytes(bytes) : process.stderr.write(bytes))) : undefined;
  if (bin?.toStdout && mode !== 'none') {
    bin.discard();
    throw new UsageError(`-o ${outFile} and the --${mode === 'enc' ? 'show-encoding' : mode} listing both go to standard output: give -o a file`);
  }
  // A listing (plain, --show-encoding, --json) takes the object directives --filetype obj takes,
  // as llvm-mc -show-encoding lists clang -S output: the object's directive reader is the sink,
  // its bytes (other sections' included) are listed, and no object is built.
  const listing = filetype !== 'obj' && (mode === 'text' || mode === 'enc' || mode === 'json');
  // Loaded only when used (the object writer brings the YAML library).
  const builder = filetype === 'obj' || listing ? new (await import('../objects/builder.js')).ObjectBuilder(typeof named === 'string' ? named : undefined) : undefined;
  const encodingComment = mode === 'enc' ? (await import('../dis/disassembler.js')).encodingComment : undefined;
  try {
    let offset = 0;
    const emit = (e: Emitted): void => {
      if (builder && !listing) builder.accept(e);
      else bin?.add(e.bytes);
      if (e.kind === 'mark') return;
      offset += e.bytes.length;
      // The canonical text is made only for the modes that print it (the fast path makes none).
      if (mode === 'none') return;
      const text = e.kind === 'inst' ? e.asm.text : e.text;
      switch (mode) {
        case 'text': out.line('\t' + text); break;
        case 'enc': out.line(`\t${text.length < 40 ? text.padEnd(40) : text + ' '}${encodingComment!(e.bytes)}`); break;
        case 'hex': out.line(hexWords(e.bytes)); break;
        case 'json': {
          const o: Record<string, unknown> = { line: e.line, offset: offset - e.bytes.length, text, bytes: e.bytes.map((b) => b.toString(16).padStart(2, '0')).join(' ') };
          if (e.kind === 'inst') Object.assign(o, { encoding: e.asm.encoding, mnemonic: e.asm.mnemonic, fields: e.asm.fields });
          out.line(JSON.stringify(o));
          break;
        }
      }
    };
    const budget = new ErrorBudget(input.name, maxErrors, opts.has('quiet'));
    const include = includeReader(lists.get('I') ?? []);
    // .print writes to standard output, as llvm-mc 19 does, in order with the listing; to standard
    // error where standard output is the binary (-o -).
    const print = (t: string): void => { if (bin?.toStdout) process.stderr.write(t + '\n'); else out.line(t); };
    const asm = new Assembler({ gen, gpu: typeof named === 'string' ? named.toLowerCase() : undefined, syntax, sink: builder, object: filetype === 'obj', include, print }, emit, (d) => {
      let text = located(d.file ?? input.name, d.line, d.col, d.kind, d.message, d.source);
      for (const n of d.notes ?? []) text += '\n' + located(n.file ?? input.name, n.line, n.col, 'note', n.message, n.source);
      if (d.kind === 'error') budget.error(text);
      else budget.warning(text);
    });
    // Raw code out: the fast path writes each instruction's words straight to the file's block.
    const direct = bin && mode === 'none' && !builder;
    // Bytes read through a plain Uint8Array view: the fast path's byte access stays monomorphic.
    let viewed: Buffer | undefined;
    let view: Uint8Array = new Uint8Array(0);
    // The chunk as a plain Uint8Array view, given to the assembler kernel (fast.ts fastInput) once.
    const viewOf = (b: Buffer): Uint8Array => {
      if (b !== viewed) {
        view = new Uint8Array(b.buffer, b.byteOffset, b.length);
        fastInput(view);
        viewed = b;
      }
      return view;
    };
    const toFile = (bytes: Uint8Array): void => bin!.addBytes(bytes);
    const lines = new LineSplitter((b, s, e) => {
      if (direct) {
        const n = asm.fastLine(viewOf(b), s, e);
        if (n >= 0) { bin.addWords(WORDS, n); return; }
      }
      asm.line(lineText(b, s, e));
    }, (head) => asm.skipLine(head), MAX_LINE, direct ? (b, s) => asm.fastBlock(viewOf(b), s, b.length, MAX_LINE, toFile) : undefined);
    let first = true;
    for await (const chunk of inputChunks(input, CHUNK)) {
      // An object or raw code given as the source (src/cli/sniff.ts): one line saying so.
      const why = first ? notAssembly(chunk) : undefined;
      if (why) {
        process.stderr.write(located(input.name, 1, 1, 'error', why) + '\n');
        return 1;
      }
      first = false;
      // A new chunk is given to the kernel again even where the reader reuses its buffer object.
      viewed = undefined;
      lines.push(chunk);
      if (budget.stopped) break;
      await out.ready();
    }
    if (!budget.stopped) {
      lines.end();
      asm.end();
    }
    if (input.file === undefined) input.stream.destroy();
    await out.close();
    if (builder && !listing && !budget.errors && !budget.stopped) {
      const r = builder.finish();
      for (const e of r.errors) budget.error(located(input.name, e.line, e.col, 'error', e.message, e.source || undefined));
      if (r.bytes) bin?.add(r.bytes);
    }
    if (budget.errors) {
      bin?.discard();
      process.stderr.write(budget.summary(!bin ? '' : bin.streamed ? `; what went to ${outFile} is incomplete` : `; ${outFile} not written`) + '\n');
      return 1;
    }
    bin?.commit();
    // Bytes for standard output went through `out`.
    await out.close();
    return 0;
  } finally {
    bin?.discard();
  }
}
