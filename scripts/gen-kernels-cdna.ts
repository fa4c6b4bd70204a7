// node dist/scripts/gen-kernels-cdna.js: the CDNA kernel corpus (issue 28 groundwork) from
// scripts/kernels-cdna/*.cl, compiled by clang-19 for gfx908, gfx90a and gfx942 with the flags of
// scripts/gen-kernels.ts (its conventions, in its own directory so the GCN corpus is unchanged):
//   test/kernels-cdna/<gpu>/<name>.s    clang -S
//   test/kernels-cdna/<gpu>/<name>.o    clang -c (code object v5)
//   test/kernels-cdna/<gpu>/<name>.txt  llvm-objdump -d of its .text in the corpus format
//                                       (scripts/kernel-compare.ts; "noreasm": llvm-mc does not
//                                       reassemble the text to the same bytes)
//   test/kernels-cdna/SUMMARY.txt       instructions per kernel and GPU, the CDNA-specific
//                                       instructions each uses, and every mnemonic's count.
// The CPU references of the kernels are in test/support/cdna-kernels.ts.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clangArgs, findClang, functions, kernelFlags, objdumpReference, run } from './gen-kernels.js';
import { formatRefLine } from './kernel-compare.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SRC_DIR = 'scripts/kernels-cdna';
const OUT_DIR = join(ROOT, 'test/kernels-cdna');
const LLVM_BIN = process.env.LLVM_BIN ?? '/usr/lib/llvm-19/bin';
export const CDNA_GPUS = ['gfx908', 'gfx90a', 'gfx942'];
/** Mnemonics that gfx900 does not have (the summary lists these per kernel). */
const CDNA_ONLY = /^(v_mfma|v_smfmac|v_accvgpr|v_pk_(fma|mul|add|mov)_[fb]32|v_mov_b64|v_lshl_add_u64|v_dot|v_fmac_f64|\w+_atomic_\w*(f64|pk_add|add_f32)|buffer_(wbl2|invl2|inv)\b|v_cvt_\w*(fp8|bf8))/;

function main(): number {
  const clang = findClang();
  if (!existsSync(join(LLVM_BIN, 'llvm-objdump'))) {
    console.error(`gen-kernels-cdna: ${LLVM_BIN}/llvm-objdump not found (apt-get install -y llvm-19, or set LLVM_BIN)`);
    return 1;
  }
  const sources = readdirSync(join(ROOT, SRC_DIR)).filter((f) => f.endsWith('.cl')).sort();
  const summary: string[] = [`# CDNA kernel corpus: ${run(clang, ['--version']).split('\n')[0]}, ${clangArgs('GPU').join(' ')} (scripts/gen-kernels-cdna.ts)`];
  const failures: string[] = [];
  for (const cpu of CDNA_GPUS) {
    const dir = join(OUT_DIR, cpu);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const all = new Map<string, number>();
    let total = 0, noreasm = 0;
    summary.push('', `## ${cpu}`);
    for (const src of sources) {
      const name = src.replace(/\.cl$/, '');
      const obj = join(dir, `${name}.o`), asm = join(dir, `${name}.s`), bin = join(dir, `${name}.bin`);
      try {
        const flags = [...clangArgs(cpu), ...kernelFlags(join(ROOT, SRC_DIR, src))];
        run(clang, [...flags, '-c', `${SRC_DIR}/${src}`, '-o', obj]);
        run(clang, [...flags, '-S', `${SRC_DIR}/${src}`, '-o', asm]);
        run(join(LLVM_BIN, 'llvm-objcopy'), ['-O', 'binary', '--only-section=.text', obj, bin]);
        const text = new Uint8Array(readFileSync(bin));
        rmSync(bin);
        const funcs = functions(obj);
        const inFunc = (off: number): boolean => funcs.some((f) => off >= f.start && off < f.end);
        const insts = objdumpReference(`${name}/${cpu}`, cpu, obj, text, inFunc);
        const lines = [`# ${name}.cl for ${cpu}: llvm-objdump -d of the .text; noreasm: llvm-mc does not reassemble the text to these bytes`, '# OFFSET | dwords | text [| flags]; pad: s_nop 0 fill between functions'];
        const mine = new Map<string, number>();
        for (const inst of insts) {
          const f = funcs.find((fn) => fn.start === inst.offset);
          if (f) lines.push(`${f.name}:`);
          lines.push(formatRefLine(inst));
          if (inst.flags.includes('pad')) continue;
          const mn = inst.text.split(/\s+/)[0];
          mine.set(mn, (mine.get(mn) ?? 0) + 1);
          all.set(mn, (all.get(mn) ?? 0) + 1);
          total++;
          if (inst.flags.includes('noreasm')) noreasm++;
        }
        writeFileSync(join(dir, `${name}.txt`), lines.join('\n') + '\n');
        const n = [...mine.values()].reduce((a, b) => a + b, 0);
        const special = [...mine].filter(([m]) => CDNA_ONLY.test(m)).sort().map(([m, c]) => `${m} x${c}`);
        summary.push(`${name}: ${n} instructions; ${special.length ? special.join(', ') : 'no CDNA-only instructions'}`);
      } catch (e) {
        failures.push(`${cpu} ${src}: ${(e as Error).message}`);
        summary.push(`${name}: does not compile (${(e as Error).message.split('\n').find((l) => /error:/.test(l)) ?? 'error'})`);
      }
    }
    summary.push(`total: ${total} instructions, ${all.size} mnemonics, ${noreasm} not reassembled by llvm-mc 19 to the same bytes`);
    summary.push('mnemonics: ' + [...all].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([m, c]) => `${m} ${c}`).join(', '));
  }
  writeFileSync(join(OUT_DIR, 'SUMMARY.txt'), summary.join('\n') + '\n');
  console.log(summary.join('\n'));
  for (const f of failures) console.error(`FAILED ${f}`);
  return failures.length ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main();
