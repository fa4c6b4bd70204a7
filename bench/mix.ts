// The bench's input: clang-19's code for one GPU (the .text of every HSA code object in
// test/objects/hsa/GPU, or test/kernels-cdna/GPU for CDNA), cycled to N instructions so that every encoding family comes in its real
// proportion.
//
// The corpus holds ~5,000 instructions but only ~3,000 distinct lines, so plainly cycled, 1M lines
// are 99.7% repeats, which no real file is and which any memo (of lines, operands, words) turns
// into a lookup. So by default every copy after the first renumbers each line's registers by a
// pseudo-random shift that keeps the line valid (the same registers apart and overlapping alike,
// tuples aligned, none past v255 or s101): most lines of a 1M mix are distinct, while the mnemonics, operand shapes,
// constants and modifiers keep clang's proportions. `plain` cycles the corpus unchanged.
import { closeSync, existsSync, openSync, readdirSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decode } from '../src/codec/codec.js';
import { Disassembler } from '../src/dis/disassembler.js';
import { assembleInstruction } from '../src/asm/instruction.js';
import type { Gen } from '../src/isa/gens.js';
import { resolveTarget, type Target } from '../src/isa/targets.js';
import { readCodeObject } from '../src/objects/code-object.js';

const OBJECTS = fileURLToPath(new URL('../../test/objects/hsa', import.meta.url));
const CDNA = fileURLToPath(new URL('../../test/kernels-cdna', import.meta.url));

export interface Corpus {
  /** The GPU name as given (tahiti, gfx906, gfx908), its target and family. */
  readonly gpu: string;
  readonly target: Target;
  readonly gen: Gen;
  /** One entry per instruction: its dwords, and gcnkit's listing line (a tab, the text). */
  readonly instrs: Uint32Array[];
  readonly lines: string[];
}

/** The code of a GPU's corpus. */
export function corpus(gpu: string): Corpus {
  const target = resolveTarget(gpu);
  if (!target) throw new Error(`unknown GPU ${gpu}`);
  const gen = target.gen;
  const dir = existsSync(join(OBJECTS, gpu)) ? join(OBJECTS, gpu) : join(CDNA, gpu);
  const instrs: Uint32Array[] = [];
  const lines: string[] = [];
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.o')).sort()) {
    const text = readCodeObject(readFileSync(join(dir, f))).text;
    if (!text || !text.data.length) continue;
    const bytes = Uint8Array.from(text.data);
    const words = new Uint32Array(bytes.buffer, 0, bytes.length >>> 2);
    for (let i = 0; i < words.length;) {
      const d = decode(target, words, i);
      const n = Math.min(d ? d.size : 1, words.length - i);
      instrs.push(words.slice(i, i + n));
      i += n;
    }
    const dis = new Disassembler({ gen, target }, (l) => lines.push(l));
    dis.push(bytes);
    dis.end();
  }
  if (lines.length !== instrs.length) throw new Error(`${gpu}: ${lines.length} listing lines for ${instrs.length} instructions`);
  return { gpu, target, gen, instrs, lines };
}

const VGPR = /\bv(\d+)\b|\bv\[(\d+):(\d+)\]/g;
const SGPR = /\bs(\d+)\b|\bs\[(\d+):(\d+)\]/g;

/** Every register of one file in `line` moved by a shift picked by `seed`: a multiple of `step`, none past `last`. */
function shiftRegs(line: string, re: RegExp, file: string, last: number, step: number, seed: number): string {
  let max = -1;
  for (const m of line.matchAll(re)) max = Math.max(max, Number(m[1] ?? m[3]));
  if (max < 0 || max >= last) return line;
  const shift = ((Math.imul(seed, 0x9e3779b1) >>> 0) % Math.floor((last - max) / step + 1)) * step;
  if (!shift) return line;
  return line.replace(re, (_m, one: string | undefined, lo: string | undefined, hi: string | undefined) =>
    one !== undefined ? `${file}${Number(one) + shift}` : `${file}[${Number(lo) + shift}:${Number(hi) + shift}]`);
}

/**
 * `line` with its VGPRs shifted (up to v255, by a multiple of `vgprStep`: 2 where 64-bit tuples
 * start even, gfx90a+) and its SGPRs shifted by a multiple of 4 (which keeps every tuple's
 * alignment) up to s101, each shift picked by `seed`.
 */
export function shiftRegisters(line: string, seed: number, vgprStep = 1): string {
  return shiftRegs(shiftRegs(line, VGPR, 'v', 255, vgprStep, seed), SGPR, 's', 101, 4, seed ^ 0x5bd1e995);
}

/** What a mix holds: instructions, dwords, distinct lines among the first 1M, lines left unshifted. */
export interface MixStats { instrs: number; dwords: number; distinct: number; unshifted: number }

/**
 * Write `count` instructions as binary, llvm-mc's byte text and gcnkit's listing. The shifted
 * lines are assembled by gcnkit's generic assembler (the bench's llvm-mc run then checks that it
 * makes the same bytes); a line it refuses keeps its registers (counted as `unshifted`).
 */
export function writeMix(c: Corpus, count: number, files: { bin: string; hex?: string; src?: string }, plain = false): MixStats {
  const fb = openSync(files.bin, 'w');
  const fh = files.hex ? openSync(files.hex, 'w') : undefined;
  const fs = files.src ? openSync(files.src, 'w') : undefined;
  const CHUNK = 1 << 16;
  let bin = new Uint32Array(CHUNK + 4), nb = 0;
  let hex = '', src = '';
  const stats: MixStats = { instrs: 0, dwords: 0, distinct: 0, unshifted: 0 };
  const seen = new Set<string>();
  const gpu = c.gpu;
  const vgprStep = c.target.features.has('aligned-vgpr') ? 2 : 1;
  const flush = (): void => {
    writeSync(fb, new Uint8Array(bin.buffer, 0, nb * 4));
    nb = 0;
    if (fh !== undefined) writeSync(fh, hex);
    if (fs !== undefined) writeSync(fs, src);
    hex = src = '';
  };
  for (let i = 0; i < count; i++) {
    const k = i % c.instrs.length;
    let ws = c.instrs[k];
    let line = c.lines[k];
    if (!plain && i >= c.instrs.length) {
      const shifted = shiftRegisters(line, i, vgprStep);
      if (shifted !== line) {
        try {
          ws = Uint32Array.from(assembleInstruction(c.gen, gpu, shifted.slice(1), 2).words);
          line = shifted;
        } catch {
          stats.unshifted++;
        }
      }
    }
    // Distinct lines among the first 1M (a set of every line of a 10M mix would not be small).
    if (i < 1_000_000 && !seen.has(line)) { seen.add(line); stats.distinct++; }
    bin.set(ws, nb);
    nb += ws.length;
    stats.dwords += ws.length;
    stats.instrs++;
    if (fh !== undefined) {
      let t = '';
      for (const x of ws) t += `${t ? ' ' : ''}0x${(x & 255).toString(16)} 0x${((x >>> 8) & 255).toString(16)} 0x${((x >>> 16) & 255).toString(16)} 0x${(x >>> 24).toString(16)}`;
      hex += t + '\n';
    }
    if (fs !== undefined) src += line + '\n';
    if (nb >= CHUNK) flush();
  }
  flush();
  closeSync(fb);
  if (fh !== undefined) closeSync(fh);
  if (fs !== undefined) closeSync(fs);
  bin = new Uint32Array(0);
  return stats;
}
