// Build the disassembler kernel's WebAssembly (wasm/dis.ts, AssemblyScript) into dist/wasm/dis.wasm
// with the AssemblyScript compiler (a dev dependency: the module is made at build time, and a
// package without it runs every instruction through the generic printer). Run by the bundle step
// (npm run build, prepare, test, bench, fuzz) before the start-up snapshots, which keep its bytes.
import asc from 'assemblyscript/asc';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WASM_OUT = ROOT + 'dist/wasm/dis.wasm';

export async function buildWasm(): Promise<void> {
  mkdirSync(ROOT + 'dist/wasm', { recursive: true });
  // --runtime stub: no garbage collector (the kernel allocates nothing); --importMemory: the
  // arena is JavaScript's (src/dis/arena.ts); --use abort=: no abort import (--noAssert, no
  // bounds-checked arrays: the kernel reads the arena with load/store only).
  const { error, stderr } = await asc.main([
    ROOT + 'wasm/dis.ts', '-O3', '--runtime', 'stub', '--importMemory', '--noAssert', '--use', 'abort=', '-o', WASM_OUT,
  ]);
  if (error) throw new Error(`wasm/dis.ts: ${error.message}\n${stderr.toString()}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildWasm();
