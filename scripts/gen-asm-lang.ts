// npm run asm-lang:gen: regenerate test/asm-lang/NAME.hex from llvm-mc 19 for each assembler-language
// program test/asm-lang/NAME.s. A program names its GPU on a "// mcpu: NAME" line and extra
// llvm-mc options on an "// args: ..." line (paths relative to the repository). Each is assembled
// with -filetype=obj and its .text extracted (llvm-objcopy -O binary --only-section=.text); the
// .hex file holds those bytes, 16 to a line. test/asm-lang.test.ts compares gcnkit's bytes with it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { haveLlvm, LLVM_MC } from './llvm.js';

const DIR = 'test/asm-lang';
const OBJCOPY = LLVM_MC.replace(/llvm-mc$/, 'llvm-objcopy');

export function header(text: string, key: string): string | undefined {
  return new RegExp(`^// ${key}: (.*)$`, 'm').exec(text)?.[1].trim();
}

function main(): number {
  if (!haveLlvm()) {
    console.error(`gen-asm-lang: llvm-mc 19 not found at ${LLVM_MC}`);
    return 1;
  }
  const tmp = mkdtempSync(join(tmpdir(), 'gcnkit-asm-lang-'));
  try {
    for (const f of readdirSync(DIR).filter((n) => n.endsWith('.s')).sort()) {
      const src = join(DIR, f);
      const text = readFileSync(src, 'utf8');
      const cpu = header(text, 'mcpu');
      if (!cpu) { console.error(`${src}: no "// mcpu: NAME" line`); return 1; }
      const obj = join(tmp, f + '.o');
      const bin = join(tmp, f + '.bin');
      // llvm-mc never ends on some inputs (code alignment of a non-multiple of 4 bytes): bounded.
      const mc = spawnSync(LLVM_MC, ['-arch=amdgcn', `-mcpu=${cpu}`, ...(header(text, 'args')?.split(/\s+/) ?? []), '-filetype=obj', src, '-o', obj], { encoding: 'utf8', timeout: 60_000 });
      if (mc.status !== 0) { console.error(`${src}: llvm-mc failed\n${mc.stderr}`); return 1; }
      const oc = spawnSync(OBJCOPY, ['-O', 'binary', '--only-section=.text', obj, bin], { encoding: 'utf8' });
      if (oc.status !== 0) { console.error(`${src}: llvm-objcopy failed\n${oc.stderr}`); return 1; }
      const bytes = readFileSync(bin);
      const lines = [`# .text of ${f} from ${LLVM_MC} -arch=amdgcn -mcpu=${cpu} -filetype=obj (scripts/gen-asm-lang.ts)`];
      for (let i = 0; i < bytes.length; i += 16) lines.push([...bytes.subarray(i, i + 16)].map((b) => b.toString(16).padStart(2, '0')).join(' '));
      writeFileSync(join(DIR, f.replace(/\.s$/, '.hex')), lines.join('\n') + '\n');
      console.log(`${src}: ${bytes.length} bytes`);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return 0;
}

if (process.argv[1]?.endsWith('gen-asm-lang.js')) process.exitCode = main();
