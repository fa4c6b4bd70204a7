// Build the kernels' WebAssembly (wasm/dis.ts and wasm/asm.ts, AssemblyScript) into dist/wasm/
// with the AssemblyScript compiler (a dev dependency: the modules are made at build time; without
// them every line takes the generic path, src/codec/wasm.ts). Run by the bundle step
// (npm run build, prepare, test, bench, fuzz) before the start-up snapshots, which keep its bytes.
import asc from 'assemblyscript/asc';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export async function buildWasm(): Promise<void> {
  mkdirSync(ROOT + 'dist/wasm', { recursive: true });
  // --runtime stub: no garbage collector (the kernels allocate nothing); --importMemory: the
  // memory is JavaScript's (src/dis/arena.ts, src/asm/fast.ts); --use abort=: no abort import
  // (--noAssert, no bounds-checked arrays: the kernels read memory with load/store only).
  for (const name of ['dis', 'asm']) {
    const { error, stderr } = await asc.main([
      ROOT + `wasm/${name}.ts`, '-O3', '--runtime', 'stub', '--importMemory', '--noAssert', '--use', 'abort=', '-o', ROOT + `dist/wasm/${name}.wasm`,
    ]);
    if (error) throw new Error(`wasm/${name}.ts: ${error.message}\n${stderr.toString()}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildWasm();
