// Opening the input named on the command line ("-" or nothing: standard input).
import { closeSync, createReadStream, openSync, readFileSync, readSync } from 'node:fs';
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

/** How an input is named in messages: `-` is <stdin>. */
export const inputName = (file: string): string => (file === '-' ? '<stdin>' : file);

/** `chunk`: bytes per read of a file by the stream. */
export async function openInput(files: readonly string[], chunk = 1 << 20): Promise<Input> {
  if (files.length > 1) throw new UsageError(`one input file at a time (got ${files.length}: ${files.join(' ')})`);
  const file = files[0];
  // process.stdin only when asked for: making it turns a pipe non-blocking (inputChunks' reads of fd 0 then fail with EAGAIN).
  if (file === undefined || file === '-') return { name: inputName('-'), get stream() { return process.stdin; } };
  let st;
  try {
    st = await stat(file);
  } catch (e) {
    throw cannotRead(file, e);
  }
  if (st.isDirectory()) throw new UsageError(`cannot read '${file}': it is a directory`);
  let stream: Readable | undefined;
  return { name: file, file, get stream() { return (stream ??= createReadStream(file, { highWaterMark: chunk })); } };
}

/**
 * The input's bytes in chunks of up to `size`. A file is read into one buffer used again for every
 * chunk (so each chunk is valid only until the next is asked for): no garbage per read, whose
 * collection would wait for the heap's own pace while the chunks' memory grows. Standard input
 * likewise while it reads blocking (a pipe or a file: 10M gfx900 lines through `cat` took 87 MiB
 * peak RSS with a new buffer per read, 73 MiB so); a non-blocking one (EAGAIN) is read on as its
 * stream gives it.
 */
export async function* inputChunks(input: Input, size: number): AsyncGenerator<Buffer> {
  if (input.file === undefined) {
    const buf = Buffer.allocUnsafe(size);
    for (;;) {
      let n: number;
      try {
        n = readSync(0, buf);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EAGAIN') break;
        throw e;
      }
      if (n <= 0) return;
      yield buf.subarray(0, n);
    }
    yield* input.stream as AsyncIterable<Buffer>;
    return;
  }
  let fd: number;
  try {
    fd = openSync(input.file, 'r');
  } catch (e) {
    throw cannotRead(input.file, e);
  }
  try {
    const buf = Buffer.allocUnsafe(size);
    for (let n = readSync(fd, buf); n > 0; n = readSync(fd, buf)) yield buf.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}

/** Why `file` could not be opened or read: "cannot read WHAT 'FILE': no such file" (no `what`: "cannot open 'FILE': ..."). */
function cannotRead(file: string, e: unknown, what?: string): UsageError {
  const code = (e as NodeJS.ErrnoException).code;
  const why = code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : code === 'EISDIR' ? 'it is a directory' : String(code);
  return new UsageError(`cannot ${what ? `read ${what}` : 'open'} '${file}': ${why}`);
}

/**
 * A whole input (`what` names it in errors: "program", "state file"); `-` is standard input: for
 * the commands that read all of a small file (sim, run). Any of a command's inputs may be `-`, but
 * only one (`files`: all the inputs it names).
 */
export async function readWhole(file: string, what: string, files: readonly (string | undefined)[] = [file]): Promise<Buffer> {
  if (file !== '-') {
    try {
      return readFileSync(file);
    } catch (e) {
      throw cannotRead(file, e, what);
    }
  }
  if (files.filter((f) => f === '-').length > 1) throw new UsageError(`standard input ('-') can be read only once: name a file for the ${what}`);
  const parts: Buffer[] = [];
  for await (const chunk of inputChunks(await openInput([]), 1 << 16)) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts);
}
