// npm run objects:gen [-- --mcpu gfx906,...] [--only NAME]: the code-object corpus test/objects/
// (issue 13) from scripts/kernels/*.cl (and scripts/kernels/<gpu>/*.cl for that GPU only: gfx906's
// dot products), compiled by Debian's clang-19 for GPUS, and the figures of
// test/objects/SUMMARY.txt. Needs clang-19, lld-19, llvm-19 and libclc-19 (Mesa flavour).
//   hsa/<gpu>/<name>.o     clang -c -target amdgcn-amd-amdhsa (code object v5), as test/kernels
//   hsa/<gpu>/<name>.s     clang -S of the same
//   hsa/<gpu>/vadd-v4.o    -mcode-object-version=4 (scratch-v4.o too)
//   hsa/<gpu>/vadd.so      ld.lld-19 -shared vadd.o (a linked code object); calls.so too (calls,
//                          a __constant table, a pointer table relocated by the loader, a global)
//   mesa/<gpu>/<name>.o    clang -c -target amdgcn-mesa-mesa3d with libclc-19 (code object v2:
//                          each kernel starts with a 256-byte amd_kernel_code_t); mesa/<gpu>/vadd.so
//                          linked, mesa/<gpu>/vadd.s its clang -S (which names no GPU: --mcpu)
//   <dir>/<name>.ref       the references, recorded as text:
//     "## descriptors": llvm-objdump -D -j .rodata's .amdhsa_kernel blocks (tahiti/bonaire, which
//                       llvm-objdump cannot disassemble, with --mcpu=tonga: the descriptor layout is
//                       the same on GCN 1.0-1.2);
//     "## kernel code": the .amd_kernel_code_t blocks of clang -S (Mesa);
//     "## symbols":     llvm-readelf -s: name type bind visibility size.
// Figures (SUMMARY.txt), per GPU: objects gcnkit reads, descriptors equal to llvm-objdump -D's,
// clang -S assembled by `gcnkit asm --filetype obj` with .text/.rodata equal to clang's object
// (files with instructions gcnkit cannot assemble yet are counted apart), ld.lld-19 links of
// gcnkit's objects, and round trips (gcnkit dis, then asm: same .text and descriptors).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clangArgs, kernelFlags } from './gen-kernels.js';
import { assembleWithFallback, compareObjects, descriptorBlocks, descriptorsMatch, kernelCodeMatch, OBJECT_GPUS, objectDir } from './object-compare.js';
import { assembleObject } from '../src/objects/assemble.js';
import { readCodeObject } from '../src/objects/code-object.js';
import { decodeRange, listObject } from '../src/objects/listing.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LLVM_BIN = process.env.LLVM_BIN ?? '/usr/lib/llvm-19/bin';
const tool = (n: string): string => join(LLVM_BIN, n);
const GPUS: readonly string[] = OBJECT_GPUS;
const LINKED = ['vadd', 'calls'];
/** Also compiled as code object v4 (<name>-v4.o): scratch's generic pointer reads the FLAT apertures from amd_queue_t there. */
const V4 = ['vadd', 'scratch'];

function run(cmd: string, args: string[]): { ok: boolean; out: string; err: string } {
  const p = spawnSync(cmd, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28 });
  return { ok: !p.error && p.status === 0, out: p.stdout ?? '', err: (p.stderr ?? '') + (p.error ? p.error.message : '') };
}

function must(cmd: string, args: string[]): string {
  const r = run(cmd, args);
  if (!r.ok) throw new Error(`${cmd} ${args.join(' ')}:\n${r.err.trim()}`);
  return r.out;
}

function mesaArgs(cpu: string): string[] {
  return ['-x', 'cl', '-cl-std=CL1.2', '-target', 'amdgcn-mesa-mesa3d', `-mcpu=${cpu}`, '-O2', '-nogpulib', '-Xclang', '-fno-builtin',
    '-Dcl_clang_storage_class_specifiers', '-include', 'clc/clc.h', '-Xclang', '-mlink-bitcode-file', '-Xclang', `/usr/lib/clc/${cpu}-amdgcn-mesa-mesa3d.bc`];
}

function symbolsRef(obj: string): string[] {
  const out: string[] = [];
  for (const m of must(tool('llvm-readelf'), ['-s', '--wide', obj]).matchAll(/^\s*\d+:\s+[0-9a-f]+\s+(\d+)\s+(\w+)\s+(\w+)\s+(\w+)\s+\S+\s+(\S+)\s*$/gm)) {
    if (m[2] === 'FUNC' || m[2] === 'OBJECT' || m[2] === 'AMDGPU_HSA_KERNEL') out.push(`${m[5]} ${m[2]} ${m[3]} ${m[4]} ${m[1]}`);
  }
  return out;
}

function kernelCodeRef(s: string): string[] {
  const out: string[] = [];
  let inBlock = false;
  for (const line of s.split('\n')) {
    const t = line.trim();
    if (t === '.amd_kernel_code_t') { inBlock = true; out.push(t); continue; }
    if (t === '.end_amd_kernel_code_t') { inBlock = false; out.push(t); continue; }
    if (inBlock) out.push(t);
  }
  return out;
}

function main(): number {
  const tmp = mkdtempSync(join(tmpdir(), 'gcnkit-objects-'));
  const failures: string[] = [];
  const skipped: string[] = [];
  // --only NAME: (re)make only scripts/kernels/NAME.cl's objects, keeping the others.
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  const clIn = (dir: string): string[] => existsSync(join(ROOT, dir)) ? readdirSync(join(ROOT, dir)).filter((f) => f.endsWith('.cl') && (!only || f === `${only}.cl`)).sort().map((f) => `${dir}/${f}`) : [];
  const common = clIn('scripts/kernels');
  const at = process.argv.indexOf('--mcpu');
  const gpus = at >= 0 ? (process.argv[at + 1] ?? '').split(',').filter(Boolean) : GPUS;
  const unknown = gpus.filter((g) => !GPUS.includes(g));
  if (unknown.length) {
    console.error(`gen-objects: not a corpus GPU: ${unknown.join(', ')} (the corpus GPUs: ${GPUS.join(', ')})`);
    return 2;
  }
  try {
    // --figures: only recompute SUMMARY.txt from the committed objects (no clang).
    for (const flavour of process.argv.includes('--figures') ? [] : ['hsa', 'mesa'] as const) {
      for (const cpu of gpus) {
        const dir = join(ROOT, 'test/objects', flavour, cpu);
        if (!only) rmSync(dir, { recursive: true, force: true });
        mkdirSync(dir, { recursive: true });
        for (const path of [...common, ...clIn(`scripts/kernels/${cpu}`)]) {
          const src = path.slice(path.lastIndexOf('/') + 1);
          const name = src.replace(/\.cl$/, '');
          // The kernel's own "// clang-flags:" (mix.cl, convert.cl) as in test/kernels (HSA).
          const args = flavour === 'hsa' ? [...clangArgs(cpu), ...kernelFlags(join(ROOT, path))] : mesaArgs(cpu);
          const o = join(dir, `${name}.o`);
          const c = run('clang-19', [...args, '-c', '-o', o, path]);
          if (!c.ok) { skipped.push(`${flavour} ${cpu} ${name}: clang-19 fails: ${c.err.split('\n')[0]}`); continue; }
          const s = must('clang-19', [...args, '-S', '-o', '-', path]);
          if (flavour === 'hsa' || LINKED.includes(name)) writeFileSync(join(dir, `${name}.s`), s);
          const ref: string[] = [`# ${flavour} ${cpu} ${name}: references recorded by scripts/gen-objects.ts`];
          if (flavour === 'hsa') {
            const mcpu = cpu === 'tahiti' || cpu === 'bonaire' ? ['--mcpu=tonga'] : [];
            ref.push('## descriptors', ...descriptorBlocks(must(tool('llvm-objdump'), ['-D', '-j', '.rodata', ...mcpu, o])));
          } else ref.push('## kernel code', ...kernelCodeRef(s));
          ref.push('## symbols', ...symbolsRef(o));
          writeFileSync(join(dir, `${name}.ref`), ref.join('\n') + '\n');
          if (LINKED.includes(name)) must(tool('ld.lld'), ['-shared', o, '-o', join(dir, `${name}.so`)]);
          if (V4.includes(name) && flavour === 'hsa') must('clang-19', [...args, '-mcode-object-version=4', '-c', '-o', join(dir, `${name}-v4.o`), path]);
        }
      }
    }
    // The figures.
    const lines = ['# scripts/gen-objects.ts: gcnkit on the code objects of test/objects (clang-19, ld.lld-19)', ''];
    lines.push('flavour gpu      read  descriptors=ref      clang-S->obj equal (files; instructions taken as .long)  ld.lld links  round trips  .long/instructions in dis');
    for (const flavour of ['hsa', 'mesa'] as const) {
      for (const cpu of GPUS) {
        const dir = objectDir(flavour, cpu);
        const files = readdirSync(dir).filter((f) => /\.(o|so)$/.test(f)).sort();
        let replacedLines = 0; let insts = 0; let longs = 0; let read = 0; let kdEqual = 0; let kdTotal = 0; let asmEqual = 0; let asmPending = 0; let asmTotal = 0; let links = 0; let linkTotal = 0; let rt = 0;
        for (const f of files) {
          const bytes = new Uint8Array(readFileSync(join(dir, f)));
          let obj;
          try { obj = readCodeObject(bytes); read++; } catch (e) { failures.push(`${flavour} ${cpu} ${f}: ${(e as Error).message}`); continue; }
          if (f.endsWith('.o') && obj.text) {
            for (const k of obj.kernels) {
              const from = k.offset + (k.kernelCode ? 256 : 0);
              const list = decodeRange(obj, from, k.offset + (k.size & ~3));
              insts += list.length;
              // A relocated literal (0 before linking) is listed as the relocation, not as .long.
              const rels = obj.elf.relocs.get(obj.text.index) ?? [];
              longs += list.filter((i) => i.problem !== undefined && !rels.some((r) => r.offset >= i.offset && r.offset < i.offset + i.bytes.length)).length;
            }
          }
          const refFile = join(dir, f.replace(/(-v4)?\.(o|so)$/, '.ref'));
          if (flavour === 'hsa' && f.endsWith('.o') && !f.includes('-v4') && existsSync(refFile)) {
            const [eq, total] = descriptorsMatch(obj, readFileSync(refFile, 'utf8'));
            kdEqual += eq;
            kdTotal += total;
            if (eq !== total) failures.push(`descriptors ${flavour} ${cpu} ${f}: ${total - eq} differ from llvm-objdump -D`);
          }
          if (flavour === 'mesa' && f.endsWith('.o') && existsSync(refFile)) {
            const [eq, total] = kernelCodeMatch(obj, readFileSync(refFile, 'utf8'));
            kdEqual += eq;
            kdTotal += total;
            if (eq !== total) failures.push(`amd_kernel_code_t ${flavour} ${cpu} ${f}: ${total - eq} differ from clang -S`);
          }
          // Round trip: list, assemble, compare.
          const lines2: string[] = [];
          listObject(obj, {}, (l) => lines2.push(l), () => undefined);
          const again = assembleObject(lines2.join('\n'));
          const cmp = again.bytes ? compareObjects(obj, readCodeObject(again.bytes)) : ['not assembled: ' + again.diagnostics.filter((d) => d.kind === 'error').slice(0, 2).map((d) => `${d.line}: ${d.message}`).join('; ')];
          if (!cmp.length) rt++;
          else failures.push(`round trip ${flavour} ${cpu} ${f}: ${cmp.join('; ')}`);
          if (again.bytes) {
            linkTotal++;
            const out = join(tmp, 'rt.o');
            writeFileSync(out, again.bytes);
            if (run(tool('ld.lld'), ['-shared', out, '-o', join(tmp, 'rt.so')]).ok) links++;
            else failures.push(`ld.lld ${flavour} ${cpu} ${f} (round trip)`);
          }
          // clang -S through gcnkit asm --filetype obj.
          const sFile = join(dir, f.replace(/\.o$/, '.s'));
          if (f.endsWith('.o') && existsSync(sFile)) {
            asmTotal++;
            const { result: r, replaced } = assembleWithFallback(readFileSync(sFile, 'utf8'), obj, flavour === 'mesa' ? cpu : undefined);
            if (replaced) asmPending++;
            replacedLines += replaced;
            if (!r.bytes) failures.push(`asm ${flavour} ${cpu} ${f}: ${r.diagnostics.filter((d) => d.kind === 'error').slice(0, 2).map((d) => `${d.line}: ${d.message}`).join('; ')}`);
            else {
              const d = compareObjects(obj, readCodeObject(r.bytes));
              if (!d.length) asmEqual++; else failures.push(`asm ${flavour} ${cpu} ${f}: ${d.join('; ')}`);
              const out = join(tmp, 'asm.o');
              writeFileSync(out, r.bytes);
              linkTotal++;
              if (run(tool('ld.lld'), ['-shared', out, '-o', join(tmp, 'asm.so')]).ok) links++;
              else failures.push(`ld.lld ${flavour} ${cpu} ${f} (clang -S through gcnkit)`);
            }
          }
        }
        lines.push(`${flavour.padEnd(7)} ${cpu.padEnd(8)} ${`${read}/${files.length}`.padEnd(5)} ${`${kdEqual}/${kdTotal}`.padEnd(20)} ${`${asmEqual}/${asmTotal} (${asmPending}; ${replacedLines} instr.)`.padEnd(40)} ${`${links}/${linkTotal}`.padEnd(13)} ${`${rt}/${files.length}`.padEnd(12)} ${longs}/${insts}`);
      }
    }
    lines.push('', 'descriptors=ref: HSA .amdhsa_kernel blocks equal to llvm-objdump -D (tahiti/bonaire: --mcpu=tonga);',
      'Mesa .amd_kernel_code_t blocks equal to clang -S. ld.lld links: gcnkit objects (round trips and clang -S) linked by ld.lld-19 -shared.');
    lines.push('Mesa objects are not made from half.cl and hash.cl (they need OpenCL 2.0 / cl_khr_fp16 built-ins libclc-19 lacks).');
    for (const f of skipped) lines.push(`skipped ${f}`);
    for (const f of failures) lines.push(`FAILED ${f}`);
    writeFileSync(join(ROOT, 'test/objects/SUMMARY.txt'), lines.join('\n') + '\n');
    console.log(lines.join('\n'));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return failures.length ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main();
