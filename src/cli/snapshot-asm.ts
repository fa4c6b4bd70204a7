// What the start-up snapshot of `gcnkit asm` builds beyond the tables (src/cli/snapshot.ts).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { GEN_INFO, type Gen } from '../isa/gens.js';
import { Assembler } from '../asm/assembler.js';
import { dropFastTables, WORDS } from '../asm/fast.js';
import { setKernelBytes } from '../codec/wasm.js';
import './asm.js';

/**
 * The GPU's example (examples/CPU.s, beside dist/) through the fast and generic paths as `gcnkit asm
 * -o` reads it: the readers, the fast path's rows and the decoder the generic path checks with are
 * made, and their functions compiled. The fast path's tables (4 MiB of zeros in the snapshot file
 * otherwise) are dropped: a run makes its own.
 */
export function warm(gen: Gen): void {
  const cpu = GEN_INFO[gen].llvmCpu;
  const examples = resolve(process.argv[1], '../../../examples/');
  const out: number[] = [];
  const asm = new Assembler({ gen, gpu: cpu }, (e) => out.push(...e.bytes), (d) => { throw new Error(`snapshot warm-up: ${d.message}`); });
  for (const line of readFileSync(`${examples}/${cpu}.s`, 'latin1').split('\n')) {
    const b = Uint8Array.from(line, (c) => c.charCodeAt(0));
    const n = asm.fastLine(b, 0, b.length);
    if (n < 0) asm.line(line);
    for (let k = 0; k < n; k++) out.push(WORDS[k] & 0xff, (WORDS[k] >>> 8) & 0xff, (WORDS[k] >>> 16) & 0xff, WORDS[k] >>> 24);
  }
  asm.end();
  if (!Buffer.from(out).equals(readFileSync(`${examples}/${cpu}.bin`))) throw new Error(`snapshot warm-up: examples/${cpu}.s not assembled to examples/${cpu}.bin`);
  // Node has no WebAssembly while it makes a snapshot: no line took the fast path (its kernel is
  // made on a run's first line, from the bytes read here and kept in the snapshot).
  dropFastTables();
  setKernelBytes('asm', readFileSync(resolve(process.argv[1], '../../wasm/asm.wasm')));
}
