// gcnkit asm: source in, bytes / listing out. Every error is reported; no output file on error.
import { createWriteStream, renameSync, rmSync } from 'node:fs';
import { Assembler, type Emitted } from '../asm/assembler.js';
import { encodingComment } from '../dis/disassembler.js';
import { parseArgs } from './args.js';
import { located, UsageError } from './diag.js';
import { genFromOpts } from './gpu.js';
import { openInput } from './input.js';
import { LineWriter } from './output.js';

const OPTIONS = [
  { names: ['mcpu'], value: true }, { names: ['arch'], value: true }, { names: ['o', 'output'], value: true },
  { names: ['show-encoding'] }, { names: ['hex'] }, { names: ['json'] }, { names: ['syntax'], value: true }, { names: ['quiet', 'q'] },
] as const;

function hexWords(bytes: readonly number[]): string {
  const out: string[] = [];
  for (let i = 0; i + 3 < bytes.length; i += 4) out.push(((bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24)) >>> 0).toString(16).padStart(8, '0'));
  if (bytes.length % 4) out.push(bytes.slice(bytes.length - (bytes.length % 4)).map((b) => b.toString(16).padStart(2, '0')).join(''));
  return out.join(' ');
}

export async function asmCommand(argv: readonly string[]): Promise<number> {
  const { opts, files } = parseArgs(argv, OPTIONS);
  const syntax = opts.get('syntax') ?? 'llvm';
  if (syntax !== 'llvm' && syntax !== 'clrx') throw new UsageError(`--syntax must be llvm or clrx, not '${String(syntax)}'`);
  const named = opts.get('mcpu') ?? opts.get('arch');
  const gen = named === undefined ? undefined : genFromOpts(opts);
  const input = await openInput(files);
  const outFile = opts.get('o');
  if (outFile === true) throw new UsageError('-o needs a file name');
  const out = new LineWriter(process.stdout);
  const mode = opts.has('json') ? 'json' : opts.has('hex') ? 'hex' : opts.has('show-encoding') ? 'enc' : outFile ? 'none' : 'text';
  const tmp = outFile ? `${outFile}.gcnkit-${process.pid}.tmp` : undefined;
  const bin = tmp ? createWriteStream(tmp) : undefined;
  let offset = 0;
  // Output bytes are gathered in blocks; one write per block, not per instruction.
  let block = new Uint8Array(1 << 16);
  let used = 0;
  const flushBin = (): void => {
    if (bin && used) bin.write(block.subarray(0, used));
    block = new Uint8Array(1 << 16);
    used = 0;
  };
  const emit = (e: Emitted): void => {
    if (bin) {
      if (used + e.bytes.length > block.length) flushBin();
      for (const b of e.bytes) block[used++] = b;
    }
    const text = e.kind === 'inst' ? e.asm.text : e.text;
    switch (mode) {
      case 'text': out.line('\t' + text); break;
      case 'enc': out.line(`\t${text.length < 40 ? text.padEnd(40) : text + ' '}${encodingComment(e.bytes)}`); break;
      case 'hex': out.line(hexWords(e.bytes)); break;
      case 'json': {
        const o: Record<string, unknown> = { line: e.line, offset, text, bytes: e.bytes.map((b) => b.toString(16).padStart(2, '0')).join(' ') };
        if (e.kind === 'inst') Object.assign(o, { encoding: e.asm.encoding, mnemonic: e.asm.mnemonic, fields: e.asm.fields });
        out.line(JSON.stringify(o));
        break;
      }
    }
    offset += e.bytes.length;
  };
  const asm = new Assembler({ gen, gpu: typeof named === 'string' ? named.toLowerCase() : undefined, syntax }, emit, (d) => {
    if (d.kind === 'warning' && opts.has('quiet')) return;
    process.stderr.write(located(input.name, d.line, d.col, d.kind, d.message, d.source) + '\n');
  });
  // Lines are split from whole chunks: far cheaper than an await per line.
  input.stream.setEncoding('utf8');
  let carry = '';
  for await (const chunk of input.stream as AsyncIterable<string>) {
    const text = carry + chunk;
    let start = 0;
    for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', start)) {
      asm.line(text.slice(start, nl));
      start = nl + 1;
    }
    carry = text.slice(start);
    await out.ready();
  }
  if (carry) asm.line(carry);
  asm.end();
  flushBin();
  await out.close();
  if (bin && tmp) {
    await new Promise<void>((resolve, reject) => bin.end((err?: Error | null) => (err ? reject(err) : resolve())));
    if (asm.errors) rmSync(tmp, { force: true });
    else renameSync(tmp, outFile as string);
  }
  if (asm.errors) {
    process.stderr.write(`${input.name}: ${asm.errors} error${asm.errors > 1 ? 's' : ''}${outFile ? `; ${outFile} not written` : ''}\n`);
    return 1;
  }
  return 0;
}
