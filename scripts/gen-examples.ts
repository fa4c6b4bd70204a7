// Rebuild examples/<cpu>.bin from examples/<cpu>.s with llvm-mc 19 (raw little-endian bytes).
import { readFileSync, writeFileSync } from 'node:fs';
import { GEN_INFO, GENS } from '../src/isa/gens.js';
import { haveLlvm, LLVM_MC, llvmAssemble } from './llvm.js';

if (!haveLlvm()) {
  console.error(`gen-examples: llvm-mc 19 not found at ${LLVM_MC}`);
  process.exit(1);
}
for (const gen of GENS) {
  const cpu = GEN_INFO[gen].llvmCpu;
  const src = new URL(`../../examples/${cpu}.s`, import.meta.url);
  const lines = readFileSync(src, 'utf8').split('\n').map((l) => l.replace(/\/\/.*$/, '').trim()).filter(Boolean);
  const bytes: number[] = [];
  llvmAssemble(cpu, lines).forEach((r, i) => {
    if ('error' in r) throw new Error(`examples/${cpu}.s: "${lines[i]}": ${r.error}`);
    bytes.push(...r.bytes);
  });
  writeFileSync(new URL(`../../examples/${cpu}.bin`, import.meta.url), Uint8Array.from(bytes));
  console.log(`examples/${cpu}.bin: ${bytes.length} bytes`);
}
