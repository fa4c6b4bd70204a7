// llvm-mc 19 in batches for the vector-ALU probe (scripts/valu-probe.ts): one process per CPU and
// batch of many lines; llvm-mc goes on after an error, and each line is followed by a marker
// (s_nop <index>) so that its output, and its error by line number, map back to it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { LLVM_MC } from './llvm.js';

/** One instruction llvm-mc printed: its canonical text and the bytes it encoded. */
export interface Printed { readonly text: string; readonly bytes: readonly number[] }

const ENC_RE = /^\s*(.*?)\s*;\s*encoding:\s*\[(.*)\]/;
const NOP_RE = /^s_nop 0x([0-9a-f]+)$|^s_nop (\d+)$/;

function run(args: string[], input: string): { stdout: string; stderr: string } {
  const p = spawnSync(LLVM_MC, ['-arch=amdgcn', ...args, '-show-encoding'], { input, encoding: 'utf8', maxBuffer: 1 << 30 });
  if (p.error) throw p.error;
  return { stdout: p.stdout, stderr: p.stderr };
}

function* printed(stdout: string): Generator<Printed> {
  for (const line of stdout.split('\n')) {
    const m = ENC_RE.exec(line);
    if (m) yield { text: m[1].trim(), bytes: m[2].split(',').map((x) => parseInt(x, 16)) };
  }
}

/** The marker index an s_nop text holds, if it is one. */
function nopIndex(text: string): number | undefined {
  const m = NOP_RE.exec(text);
  return m ? (m[1] !== undefined ? parseInt(m[1], 16) : Number(m[2])) : undefined;
}

/** Little-endian 32-bit words of encoded bytes. */
export function words(bytes: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i + 3 < bytes.length; i += 4) out.push((bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24)) >>> 0);
  return out;
}

const hexWord = (w: number): string => [0, 8, 16, 24].map((s) => '0x' + ((w >>> s) & 255).toString(16).padStart(2, '0')).join(' ');

/**
 * Disassemble blocks of words on `cpu`: what llvm-mc printed for each block. Each block is followed
 * by two marker words (s_nop <index>), so a literal the block's instruction consumed does not move
 * the split.
 */
export function disassembleBlocks(cpu: string, blocks: readonly (readonly number[])[]): Printed[][] {
  const out: Printed[][] = [];
  for (let base = 0; base < blocks.length; base += 30000) {
    const chunk = blocks.slice(base, base + 30000);
    const lines: string[] = [];
    chunk.forEach((b, i) => {
      for (const w of b) lines.push(hexWord(w));
      const s = (0xbf800000 | (i & 0xffff)) >>> 0;
      lines.push(hexWord(s), hexWord(s));
    });
    const res: Printed[][] = chunk.map(() => []);
    let cur: Printed[] = [], expect = 0;
    for (const p of printed(run([`-mcpu=${cpu}`, '--disassemble'], lines.join('\n') + '\n').stdout)) {
      const k = nopIndex(p.text);
      if (k !== undefined && p.bytes.length === 4 && p.bytes[3] === 0xbf && p.bytes[2] === 0x80 && k === (expect & 0xffff)) {
        res[expect++] = cur;
        cur = [];
        continue;
      }
      if (k !== undefined && expect > 0 && k === ((expect - 1) & 0xffff) && cur.length === 0) continue; // the marker's second copy
      cur.push(p);
    }
    out.push(...res);
  }
  return out;
}

/** An assembled line: llvm-mc's one instruction for it, or its first error (`printed` is what it printed anyway). */
export interface Assembled { readonly ok: boolean; readonly printed: readonly Printed[]; readonly error?: string }

/** Assemble each line on `cpu` (extra: more llvm-mc arguments, such as -mattr). */
export function assembleLines(cpu: string, texts: readonly string[], extra: readonly string[] = []): Assembled[] {
  const out: Assembled[] = [];
  for (let base = 0; base < texts.length; base += 20000) {
    const chunk = texts.slice(base, base + 20000);
    const lines = chunk.flatMap((t, i) => [t, `s_nop 0x${(i & 0xffff).toString(16)}`]);
    const { stdout, stderr } = run([`-mcpu=${cpu}`, ...extra], lines.join('\n') + '\n');
    const errors = new Map<number, string>();
    for (const m of stderr.matchAll(/<stdin>:(\d+):\d+: error: (.*)/g)) {
      const ln = Number(m[1]) - 1;
      if (ln % 2 === 0 && !errors.has(ln / 2)) errors.set(ln / 2, m[2]);
    }
    const res: Printed[][] = chunk.map(() => []);
    let cur: Printed[] = [], idx = 0;
    for (const p of printed(stdout)) {
      const k = nopIndex(p.text);
      if (k !== undefined && k === (idx & 0xffff) && p.bytes.length === 4) {
        res[idx++] = cur;
        cur = [];
        continue;
      }
      cur.push(p);
    }
    chunk.forEach((_, i) => {
      const error = errors.get(i);
      out.push({ ok: error === undefined && res[i].length === 1, printed: res[i], ...(error !== undefined ? { error } : {}) });
    });
  }
  return out;
}

/**
 * The instruction names of LLVM 19's AMDGPU library (the build llvm-mc uses) that start with
 * `prefix` (V_, DS_, IMAGE_), as `strings` finds them: sorted, each once.
 */
export function libraryNames(prefix: string, lib = '/usr/lib/llvm-19/lib/libLLVMAMDGPUDesc.a'): string[] {
  const re = new RegExp(`^${prefix}[A-Za-z0-9_]+$`);
  const out = new Set<string>();
  for (const m of readFileSync(lib).toString('latin1').matchAll(/[\t\x20-\x7e]{4,}/g)) if (re.test(m[0])) out.add(m[0]);
  return [...out].sort();
}
