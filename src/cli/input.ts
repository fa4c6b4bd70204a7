// Opening the input named on the command line ("-" or nothing: standard input).
import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { UsageError } from './diag.js';

export interface Input {
  readonly name: string;
  /** The file's path (undefined: standard input). */
  readonly file?: string;
  /** The bytes as a stream (made on first use). */
  readonly stream: Readable;
}

/** `chunk`: bytes per read of a file by the stream. */
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
  let stream: Readable | undefined;
  return { name: file, file, get stream() { return (stream ??= createReadStream(file, { highWaterMark: chunk })); } };
}

/**
 * The input's bytes in chunks of up to `size`. A file is read into one buffer used again for every
 * chunk (so each chunk is valid only until the next is asked for): no garbage per read, whose
 * collection would wait for the heap's own pace while the chunks' memory grows. Standard input
 * comes as its stream gives it.
 */
export async function* inputChunks(input: Input, size: number): AsyncGenerator<Buffer> {
  if (input.file === undefined) {
    yield* input.stream as AsyncIterable<Buffer>;
    return;
  }
  let fd: number;
  try {
    fd = openSync(input.file, 'r');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(`cannot open '${input.file}': ${code === 'EACCES' ? 'permission denied' : String(code)}`);
  }
  try {
    const buf = Buffer.allocUnsafe(size);
    for (let n = readSync(fd, buf); n > 0; n = readSync(fd, buf)) yield buf.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}
