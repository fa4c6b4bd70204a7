// Opening the input named on the command line ("-" or nothing: standard input).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { UsageError } from './diag.js';

export interface Input {
  readonly name: string;
  readonly stream: Readable;
}

/** `chunk`: bytes per read of a file (text input: see gcnkit asm). */
export async function openInput(files: readonly string[], chunk = 1 << 20): Promise<Input> {
  if (files.length > 1) throw new UsageError(`one input file at a time (got ${files.length}: ${files.join(' ')})`);
  const file = files[0];
  if (file === undefined || file === '-') return { name: '<stdin>', stream: process.stdin };
  let st;
  try {
    st = await stat(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(`cannot open '${file}': ${code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : String(code)}`);
  }
  if (st.isDirectory()) throw new UsageError(`cannot read '${file}': it is a directory`);
  return { name: file, stream: createReadStream(file, { highWaterMark: chunk }) };
}
