// Running llvm-mc 19 as an oracle, in batches (one process per batch, one block per line).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const LLVM_MC = process.env.LLVM_MC ?? '/usr/lib/llvm-19/bin/llvm-mc';

export function haveLlvm(): boolean {
  return existsSync(LLVM_MC);
}

function run(args: string[], input: string): { stdout: string; stderr: string; crashed: boolean } {
  // A batch takes well under a second; one that runs for minutes is a hang: fail the run, not the CI's clock.
  const p = spawnSync(LLVM_MC, args, { input, encoding: 'utf8', maxBuffer: 1 << 30, timeout: 300_000 });
  if (p.error) throw new Error(`${LLVM_MC} ${args.join(' ')}: ${p.error.message}`);
  return { stdout: p.stdout, stderr: p.stderr, crashed: p.signal !== null || (p.status !== 0 && /Stack dump|PLEASE submit a bug report/.test(p.stderr)) };
}

/** Words on which llvm-mc 19's disassembler crashed (found while bisecting a batch). */
export const llvmCrashes: number[][] = [];

export function wordsToBytes(words: readonly number[]): number[] {
  const out: number[] = [];
  for (const w of words) out.push(w & 255, (w >>> 8) & 255, (w >>> 16) & 255, w >>> 24);
  return out;
}

const ENC_RE = /^\s*(.*?)\s*; encoding: \[([^\]]*)\]/;

function parseEncoding(list: string): number[] {
  return list ? list.split(',').map((x) => parseInt(x, 16)) : [];
}

/**
 * Disassemble each block with llvm-mc. Result per block: its text when llvm-mc decoded the
 * whole block as one instruction, else undefined. llvm-mc's -show-encoding shows the bytes
 * re-encoded, not the input, so outputs are matched to blocks by length; a failure inside a
 * bracketed block ends that block ("don't resynchronise in a block"), and the warning's column
 * says how many of its bytes were decoded before it.
 */
export function llvmDisassemble(cpu: string, blocks: readonly number[][]): (string | undefined)[] {
  const out: (string | undefined)[] = [];
  for (let i = 0; i < blocks.length; i += 2000) out.push(...disassembleBatch(cpu, blocks.slice(i, i + 2000)));
  return out;
}

/**
 * llvm-mc 19 segfaults on some words: a batch that crashes is bisected, and the words it
 * crashes on count as not decoded (and are recorded in llvmCrashes).
 */
function disassembleBatch(cpu: string, blocks: readonly number[][]): (string | undefined)[] {
  // Each block is followed by a sentinel line (s_nop 0xfedc): llvm-mc's -show-encoding shows
  // bytes re-encoded, not the input (a literal may come back as an inline constant), so outputs
  // are split at the sentinels rather than matched by length. A block counts as decoded when
  // llvm-mc printed exactly one instruction for it and warned about none of its bytes.
  const bytes = (ws: readonly number[]): string => '[' + wordsToBytes(ws).map((b) => '0x' + b.toString(16).padStart(2, '0')).join(',') + ']';
  const input = blocks.map((ws) => bytes(ws) + '\n' + bytes([SENTINEL])).join('\n') + '\n';
  const { stdout, stderr, crashed } = run(['-arch=amdgcn', `-mcpu=${cpu}`, '--disassemble', '-show-encoding'], input);
  if (crashed) {
    if (blocks.length === 1) {
      llvmCrashes.push([...blocks[0]]);
      return [undefined];
    }
    const half = blocks.length >> 1;
    return [...disassembleBatch(cpu, blocks.slice(0, half)), ...disassembleBatch(cpu, blocks.slice(half))];
  }
  const failed = new Set<number>();
  for (const m of stderr.matchAll(/^<stdin>:(\d+):\d+: warning: invalid instruction encoding/gm)) failed.add((Number(m[1]) - 1) >> 1);
  const out: (string | undefined)[] = [];
  let got: string[] = [];
  for (const line of stdout.split('\n')) {
    const m = ENC_RE.exec(line);
    if (!m) continue;
    if (m[1] === SENTINEL_TEXT) {
      const i = out.length;
      out.push(got.length === 1 && !failed.has(i) ? got[0] : undefined);
      got = [];
    } else got.push(m[1]);
  }
  while (out.length < blocks.length) out.push(undefined);
  return out;
}

const SENTINEL = 0xbf80fedc;
const SENTINEL_TEXT = 's_nop 0xfedc';

/** Assemble each line with llvm-mc: its bytes, or the error message. */
export function llvmAssemble(cpu: string, lines: readonly string[]): ({ bytes: number[] } | { error: string })[] {
  const { stdout, stderr } = run(['-arch=amdgcn', `-mcpu=${cpu}`, '-show-encoding'], lines.join('\n') + '\n');
  const errors = new Map<number, string>();
  for (const m of stderr.matchAll(/^<stdin>:(\d+):(\d+): error: (.*)$/gm)) {
    const n = Number(m[1]);
    if (!errors.has(n)) errors.set(n, m[3]);
  }
  const encs: { bytes: number[]; invalid: boolean }[] = [];
  for (const line of stdout.split('\n')) {
    const m = ENC_RE.exec(line);
    // llvm-mc 19 encodes some invalid operands with a note in its echo (a 32-bit VGPR for a DP ALU
    // DPP 64-bit source: "v44/*Invalid register, operand has 'VReg_64' register class*/"): a rejection.
    if (m) encs.push({ bytes: parseEncoding(m[2]), invalid: line.includes('/*Invalid register') });
  }
  let k = 0;
  return lines.map((_, i) => {
    const err = errors.get(i + 1);
    if (err !== undefined) return { error: err };
    const enc = encs[k++];
    // (A text that carries the note itself, as gcnkit prints llvm-mc's reading of such a word, is read as written.)
    if (enc?.invalid && !lines[i].includes('/*Invalid register')) return { error: 'Invalid register (llvm-mc 19 encodes it with that note: ERRATA Q-52)' };
    return enc ? { bytes: enc.bytes } : { error: 'no output' };
  });
}

export function sameBytes(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Assemble each line with llvm-mc and return its echoed canonical text (undefined on error). */
export function llvmAssembleText(cpu: string, lines: readonly string[]): (string | undefined)[] {
  const { stdout, stderr } = run(['-arch=amdgcn', `-mcpu=${cpu}`, '-show-encoding'], lines.join('\n') + '\n');
  const bad = new Set<number>();
  for (const m of stderr.matchAll(/^<stdin>:(\d+):\d+: error:/gm)) bad.add(Number(m[1]));
  const texts: string[] = [];
  for (const line of stdout.split('\n')) {
    const m = ENC_RE.exec(line);
    if (m) texts.push(m[1]);
  }
  let k = 0;
  return lines.map((_, i) => (bad.has(i + 1) ? undefined : texts[k++]));
}
