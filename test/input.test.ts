// The CLI's input (src/cli/input.ts): standard input from a pipe is read like a file, into one
// reused buffer (a new buffer per read of a pipe took 10M gfx900 lines of `gcnkit asm` to 87 MiB
// peak RSS, 73 MiB so).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

const INPUT = new URL('../src/cli/input.js', import.meta.url).href;

test('standard input from a pipe comes in chunks of one reused buffer, every byte in order', () => {
  // The child collects each chunk's bytes (a chunk is valid only until the next is asked for) and
  // whether all chunks shared one ArrayBuffer; the pipe writes 100 KiB in chunks of at most 4 KiB.
  const script = `
    const { inputChunks, openInput } = await import(${JSON.stringify(INPUT)});
    const buffers = new Set(); const parts = [];
    for await (const c of inputChunks(await openInput([]), 4096)) { buffers.add(c.buffer); parts.push(Buffer.from(c)); }
    process.stdout.write(JSON.stringify({ buffers: buffers.size, chunks: parts.length, sum: Buffer.concat(parts).toString('base64') }));
  `;
  const data = Buffer.alloc(100 * 1024);
  for (let i = 0; i < data.length; i++) data[i] = (i * 7 + (i >> 8)) & 0xff;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { input: data, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  const got = JSON.parse(r.stdout) as { buffers: number; chunks: number; sum: string };
  assert.equal(got.sum, data.toString('base64'));
  assert.ok(got.chunks >= 25, `${got.chunks} chunks`);
  assert.equal(got.buffers, 1);
});
