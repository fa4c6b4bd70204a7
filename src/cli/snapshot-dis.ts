// What the start-up snapshot of `gcnkit dis` builds beyond the tables (src/cli/snapshot.ts).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Gen } from '../isa/gens.js';
import { setKernelBytes } from '../codec/wasm.js';
import { Kernel } from '../dis/kernel.js';
import './dis.js';

/**
 * The kernel's decode tables, arena and every row's print program. Its WebAssembly bytes are read
 * here (from dist/wasm, beside the snapshot's script in dist/snapshot) and kept in the snapshot;
 * the module, its instance and memory are made on a run's first instruction (~1 ms): Node has no
 * WebAssembly while it makes a snapshot.
 */
export function warm(gen: Gen): void {
  setKernelBytes('dis', readFileSync(resolve(process.argv[1], '../../wasm/dis.wasm')));
  if (Kernel.prepare(gen) < 500) throw new Error('snapshot warm-up: too few print programs');
}
