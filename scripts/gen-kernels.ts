// npm run kernels:gen [-- --mcpu gfx906,...]: rebuild the real-kernel corpus
// test/kernels/<gpu>/<name>.{bin,txt} from the OpenCL C kernels in scripts/kernels/*.cl with
// Debian's clang-19 / LLVM 19, for every GPU of corpusGpus() (scripts/kernel-compare.ts: each
// family's base GPU, then each GPU with other rows), or only the GPUs given with --mcpu.
//   <name>.bin: the .text section of `clang -c` (llvm-objcopy -O binary --only-section=.text).
//   <name>.txt: the reference listing, one instruction per line, "OFFSET | dwords | text [| flags]"
//     (format in scripts/kernel-compare.ts):
//     tonga, gfx900 and later: llvm-objdump -d, branch-target comments dropped; each text is also
//       reassembled by llvm-mc, and a line whose text does not give back its bytes is flagged
//       "noreasm".
//     tahiti, bonaire (llvm-objdump cannot disassemble them): `clang -S` assembled by llvm-mc
//       -show-encoding, matched to the .text bytes; branch labels are replaced by the branch's
//       16-bit offset, and every line is llvm-mc's echo of itself, checked to assemble to the
//       bytes of the .text.
//       Cross-check: llvm-mc's listing of clang -S (as for tahiti/bonaire) must have the same
//       instruction boundaries; its text differences from llvm-objdump are counted.
//     The s_nop 0 fill that aligns each kernel to 256 bytes is listed with the flag "pad".
// Environment: CLANG (default clang-19), LLVM_BIN (default /usr/lib/llvm-19/bin).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Gen } from '../src/isa/gens.js';
import { CORPUS_DIR, corpusGpus, formatRefLine, PAD_WORD, type RefInst } from './kernel-compare.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SRC_DIR = 'scripts/kernels';
const HEADER = `${SRC_DIR}/gcn.h`;
const LLVM_BIN = process.env.LLVM_BIN ?? '/usr/lib/llvm-19/bin';
const tool = (name: string): string => join(LLVM_BIN, name);
/** Families llvm-objdump 19 cannot disassemble: their reference is llvm-mc's listing of clang -S. */
const LLVM_MC_CANNOT_DISASSEMBLE: readonly Gen[] = ['gcn1.0', 'gcn1.1'];

/** Extra clang flags a kernel asks for in a "// clang-flags: ..." line (mix.cl: -cl-denorms-are-zero). */
export function kernelFlags(path: string): string[] {
  const m = /^\/\/ clang-flags:(.*)$/m.exec(readFileSync(path, 'utf8'));
  return m ? m[1].trim().split(/\s+/).filter((f) => f) : [];
}

export function clangArgs(cpu: string): string[] {
  return ['-x', 'cl', '-cl-std=CL2.0', '-target', 'amdgcn-amd-amdhsa', `-mcpu=${cpu}`, '-nogpulib', '-O2', '-include', HEADER];
}

export function run(cmd: string, args: string[], input?: string): string {
  const p = spawnSync(cmd, args, { cwd: ROOT, input, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (p.error) throw new Error(`${cmd}: ${p.error.message}`);
  if (p.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${p.status}):\n${p.stderr.trim()}`);
  return p.stdout;
}

export function findClang(): string {
  for (const c of [process.env.CLANG, 'clang-19', tool('clang')]) {
    if (!c) continue;
    const p = spawnSync(c, ['--version'], { encoding: 'utf8' });
    if (!p.error && p.status === 0) return c;
  }
  throw new Error('clang-19 not found (apt-get install -y clang-19 lld-19 llvm-19, or set CLANG)');
}

interface Func { readonly name: string; readonly start: number; readonly end: number }

/** FUNC symbols of the object, by address. */
export function functions(obj: string): Func[] {
  const out: Func[] = [];
  for (const m of run(tool('llvm-readelf'), ['-s', '--wide', obj]).matchAll(/^\s*\d+:\s+([0-9a-f]+)\s+(\d+)\s+FUNC\s+\S+\s+\S+\s+\d+\s+(\S+)\s*$/gm)) {
    const start = parseInt(m[1], 16);
    out.push({ name: m[3], start, end: start + Number(m[2]) });
  }
  return out.sort((a, b) => a.start - b.start);
}

const words = (bytes: Uint8Array, at: number, n: number): number[] => {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Array.from({ length: n }, (_, i) => dv.getUint32(at + 4 * i, true));
};

/** tonga/gfx900: llvm-objdump's listing, branch-target comments dropped. */
function objdumpListing(obj: string, cpu: string): { offset: number; words: number[]; text: string }[] {
  const out: { offset: number; words: number[]; text: string }[] = [];
  for (const line of run(tool('llvm-objdump'), ['-d', `--mcpu=${cpu}`, obj]).split('\n')) {
    if (!line.trim() || /^[0-9a-f]+ <.*>:$/.test(line) || /file format|^Disassembly of section/.test(line)) continue;
    const m = /^\t(.*?)\s*\/\/ ([0-9A-F]+): ([0-9A-F]{8}(?: [0-9A-F]{8})*)(?:\s+<[^>]*>)?\s*$/.exec(line);
    if (!m) throw new Error(`llvm-objdump ${obj}: unexpected line ${JSON.stringify(line)}`);
    out.push({ offset: parseInt(m[2], 16), words: m[3].split(' ').map((w) => parseInt(w, 16) >>> 0), text: m[1].trim() });
  }
  return out;
}

const MC_RE = /^\s*(.*?)\s*; encoding: \[([^\]]*)\]/;

/** tahiti/bonaire: llvm-mc's echo of `clang -S`, each instruction with its bytes (null: fixup). */
function mcListing(asm: string, cpu: string): { text: string; bytes: (number | null)[] }[] {
  const out: { text: string; bytes: (number | null)[] }[] = [];
  for (const line of run(tool('llvm-mc'), ['-triple=amdgcn-amd-amdhsa', `-mcpu=${cpu}`, '-show-encoding', asm]).split('\n')) {
    const m = MC_RE.exec(line);
    if (m) out.push({ text: m[1], bytes: m[2].split(',').map((b) => (/^0x[0-9a-f]+$/i.test(b) ? parseInt(b, 16) : null)) });
  }
  return out;
}

/** llvm-mc on one instruction per line: its echoed text and bytes, or an error. */
function mcEncode(cpu: string, lines: readonly string[]): ({ text: string; bytes: number[] } | { error: string })[] {
  const p = spawnSync(tool('llvm-mc'), ['-arch=amdgcn', `-mcpu=${cpu}`, '-show-encoding'], { input: lines.join('\n') + '\n', encoding: 'utf8', maxBuffer: 1 << 28 });
  if (p.error) throw p.error;
  const errors = new Map<number, string>();
  for (const m of p.stderr.matchAll(/^<stdin>:(\d+):\d+: error: (.*)$/gm)) if (!errors.has(Number(m[1]))) errors.set(Number(m[1]), m[2]);
  const encs: { text: string; bytes: number[] }[] = [];
  for (const line of p.stdout.split('\n')) {
    const m = MC_RE.exec(line);
    if (m) encs.push({ text: m[1], bytes: m[2].split(',').map((b) => parseInt(b, 16)) });
  }
  let k = 0;
  return lines.map((_, i) => errors.get(i + 1) !== undefined ? { error: errors.get(i + 1)! } : encs[k++] ?? { error: 'no output' });
}

const sameBytes = (a: readonly number[], b: ArrayLike<number>): boolean => a.length === b.length && a.every((x, i) => x === b[i]);
const wordBytes = (ws: readonly number[]): number[] => ws.flatMap((w) => [w & 255, (w >>> 8) & 255, (w >>> 16) & 255, w >>> 24]);

/** tonga/gfx900: llvm-objdump's listing, each line flagged "noreasm" unless llvm-mc gives back its bytes. */
export function objdumpReference(where: string, cpu: string, obj: string, text: Uint8Array, inFunc: (off: number) => boolean): RefInst[] {
  const insts: RefInst[] = [];
  let at = 0;
  for (const l of objdumpListing(obj, cpu)) {
    if (l.offset !== at) throw new Error(`${where}: llvm-objdump skipped bytes at 0x${at.toString(16)}`);
    if (!sameBytes(wordBytes(l.words), text.subarray(at, at + 4 * l.words.length))) throw new Error(`${where}: llvm-objdump bytes differ at 0x${at.toString(16)}`);
    insts.push({ offset: at, words: l.words, text: l.text, flags: inFunc(at) ? [] : ['pad'], line: 0 });
    at += 4 * l.words.length;
  }
  if (at !== text.length) throw new Error(`${where}: llvm-objdump listed ${at} of ${text.length} bytes`);
  const re = mcEncode(cpu, insts.map((i) => i.text));
  insts.forEach((inst, k) => {
    const r = re[k];
    if (!('bytes' in r) || !sameBytes(r.bytes, wordBytes(inst.words))) inst.flags.push('noreasm');
  });
  return insts;
}

/**
 * llvm-mc's listing of `clang -S`, matched to the .text bytes (the gaps are s_nop 0 padding);
 * branch labels become the branch's 16-bit offset, and every text is llvm-mc's echo of that line
 * alone, which must assemble to the bytes of the .text.
 */
function mcReference(where: string, cpu: string, asm: string, text: Uint8Array, inFunc: (off: number) => boolean): RefInst[] {
  let at = 0;
  const match = (bytes: (number | null)[]): boolean => at + bytes.length <= text.length && bytes.every((b, i) => b === null || b === text[at + i]);
  const isPad = (): boolean => at + 4 <= text.length && !inFunc(at) && words(text, at, 1)[0] === PAD_WORD;
  const pending: { offset: number; words: number[]; text: string }[] = [];
  for (const ins of mcListing(asm, cpu)) {
    while (!match(ins.bytes) && isPad()) {
      pending.push({ offset: at, words: [PAD_WORD], text: 's_nop 0' });
      at += 4;
    }
    if (!match(ins.bytes)) throw new Error(`${where}: clang -S does not match clang -c at 0x${at.toString(16)} (${ins.text})`);
    const ws = words(text, at, ins.bytes.length / 4);
    let t = ins.text;
    if (ins.bytes.includes(null)) {
      // A branch to a label: spell the target as the 16-bit offset in the word (as llvm-objdump does).
      const br = /^(s_branch|s_cbranch_\w+)\s+\S+$/.exec(t);
      if (!br) throw new Error(`${where}: unexpected fixup in "${t}"`);
      t = `${br[1]} ${ws[0] & 0xffff}`;
    }
    pending.push({ offset: at, words: ws, text: t });
    at += ins.bytes.length;
  }
  while (isPad()) {
    pending.push({ offset: at, words: [PAD_WORD], text: 's_nop 0' });
    at += 4;
  }
  if (at !== text.length) throw new Error(`${where}: llvm-mc listed ${at} of ${text.length} bytes`);
  const re = mcEncode(cpu, pending.map((p) => p.text));
  return pending.map((p, k) => {
    const r = re[k];
    if (!('bytes' in r)) throw new Error(`${where}: llvm-mc rejects "${p.text}": ${r.error}`);
    if (!sameBytes(r.bytes, wordBytes(p.words))) throw new Error(`${where}: "${p.text}" reassembles to other bytes`);
    return { offset: p.offset, words: p.words, text: r.text, flags: inFunc(p.offset) ? [] : ['pad'], line: 0 };
  });
}

function main(): number {
  const at = process.argv.indexOf('--mcpu');
  const only = at >= 0 ? (process.argv[at + 1] ?? '').split(',').filter(Boolean) : undefined;
  const known = corpusGpus().map((g) => g.gpu);
  const unknown = (only ?? []).filter((g) => !known.includes(g));
  if (unknown.length) {
    console.error(`gen-kernels: not a corpus GPU: ${unknown.join(', ')} (the corpus GPUs: ${known.join(', ')})`);
    return 2;
  }
  const clang = findClang();
  for (const t of ['llvm-objcopy', 'llvm-objdump', 'llvm-mc', 'llvm-readelf']) {
    if (!existsSync(tool(t))) {
      console.error(`gen-kernels: ${tool(t)} not found (apt-get install -y llvm-19, or set LLVM_BIN)`);
      return 1;
    }
  }
  const version = run(clang, ['--version']).split('\n')[0];
  const sources = readdirSync(join(ROOT, SRC_DIR)).filter((f) => f.endsWith('.cl')).sort();
  const tmp = mkdtempSync(join(tmpdir(), 'gcnkit-kernels-'));
  const failures: string[] = [];
  let totalBytes = 0;
  try {
    for (const { target, gpu: cpu } of corpusGpus().filter((g) => !only || only.includes(g.gpu))) {
      const gen = target.gen;
      // llvm-objdump 19 disassembles GCN 1.2 and later only.
      const canDis = !LLVM_MC_CANNOT_DISASSEMBLE.includes(gen);
      const outDir = join(fileURLToPath(CORPUS_DIR), cpu);
      rmSync(outDir, { recursive: true, force: true });
      mkdirSync(outDir, { recursive: true });
      let count = 0, pads = 0, noreasm = 0, mcVsObjdump = 0;
      const skipped = new Set<string>();
      for (const src of sources) {
        const name = src.replace(/\.cl$/, '');
        const obj = join(tmp, `${name}-${cpu}.o`), asm = join(tmp, `${name}-${cpu}.s`), bin = join(tmp, `${name}-${cpu}.bin`);
        try {
          const flags = [...clangArgs(cpu), ...kernelFlags(join(ROOT, SRC_DIR, src))];
          run(clang, [...flags, '-c', `${SRC_DIR}/${src}`, '-o', obj]);
          // A .text with relocations (calls.cl, got.cl: calls and GOT loads) is not a program as a
          // flat .bin: its call offsets are 0 until linked. Those sources are the object corpus's
          // (test/objects, scripts/gen-objects.ts), which keeps the relocations.
          if (/Relocation section '\.rela\.text'/.test(run(tool('llvm-readelf'), ['-r', obj]))) {
            skipped.add(src);
            continue;
          }
          run(clang, [...flags, '-S', `${SRC_DIR}/${src}`, '-o', asm]);
          run(tool('llvm-objcopy'), ['-O', 'binary', '--only-section=.text', obj, bin]);
          const text = new Uint8Array(readFileSync(bin));
          const funcs = functions(obj);
          const where = `${name}/${cpu}`;
          const inFunc = (off: number): boolean => funcs.some((f) => off >= f.start && off < f.end);
          const fromMc = mcReference(where, cpu, asm, text, inFunc);
          const insts = canDis ? objdumpReference(where, cpu, obj, text, inFunc) : fromMc;
          if (canDis) {
            // Cross-check: llvm-mc's listing of clang -S has the same boundaries; count text differences.
            if (fromMc.length !== insts.length || fromMc.some((m, k) => m.offset !== insts[k].offset)) throw new Error(`${where}: llvm-mc and llvm-objdump boundaries differ`);
            mcVsObjdump += fromMc.filter((m, k) => m.text !== insts[k].text).length;
          }
          for (const i of insts) if (i.flags.includes('pad') && !(i.words.length === 1 && i.words[0] === PAD_WORD)) throw new Error(`${where}: bytes outside every function at 0x${i.offset.toString(16)} are not s_nop 0`);
          const lines = [
            `# gcnkit kernel corpus: ${SRC_DIR}/${src} on ${cpu} (${target.label}), by scripts/gen-kernels.ts with ${version}`,
            `# ${name}.bin: .text of clang-19 ${flags.join(' ')} -c (${text.length} bytes)`,
            canDis
              ? '# reference: llvm-objdump -d (branch-target comments dropped); noreasm: llvm-mc does not reassemble the text to these bytes'
              : '# reference: llvm-mc -show-encoding of clang -S (branch labels as 16-bit offsets), each text llvm-mc\'s echo, assembling to these bytes',
            '# OFFSET | dwords | text [| flags]; pad: s_nop 0 fill between functions',
          ];
          for (const inst of insts) {
            const f = funcs.find((fn) => fn.start === inst.offset);
            if (f) lines.push(`${f.name}:`);
            lines.push(formatRefLine(inst));
            if (inst.flags.includes('pad')) pads++;
            else count++;
            if (inst.flags.includes('noreasm')) noreasm++;
          }
          writeFileSync(join(outDir, `${name}.bin`), text);
          writeFileSync(join(outDir, `${name}.txt`), lines.join('\n') + '\n');
          totalBytes += text.length + lines.join('\n').length + 1;
        } catch (e) {
          failures.push(`${cpu} ${src}: ${(e as Error).message}`);
        }
      }
      console.log(`${cpu.padEnd(8)} ${count} instructions (+${pads} s_nop 0 padding) in ${sources.length - skipped.size} kernel files (${[...skipped].join(', ') || 'none'} skipped: relocations)${canDis ? `, ${noreasm} not reassembled by llvm-mc, ${mcVsObjdump} where llvm-mc's echo of clang -S differs from llvm-objdump` : ''}`);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  console.log(`wrote ${(totalBytes / 1024).toFixed(0)} KiB under test/kernels/`);
  for (const f of failures) console.error(`FAILED ${f}`);
  return failures.length ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main();
