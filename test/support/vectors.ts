// Reader for the golden vector files test/vectors/<cpu>.txt ("words | text" lines).
import { readFileSync, readdirSync } from 'node:fs';
import type { Gen } from '../../src/isa/gens.js';
import { resolveTarget, type Target } from '../../src/isa/targets.js';

export interface Vector {
  readonly file: string;
  readonly line: number;
  readonly gen: Gen;
  /** The GPU the file is for (gfx906.txt: gfx906's rows); its family is `gen`. */
  readonly target: Target;
  readonly words: number[];
  /** llvm-mc's text, or ".long" for words no llvm-mc text reproduces. */
  readonly text: string;
}

const DIR = new URL('../../../test/vectors/', import.meta.url);

/** Vectors gcnkit does not print as llvm-mc yet: "file:line" -> why (test/vectors/llvm-known.tsv). */
export function knownVectors(): ReadonlyMap<string, string> {
  return new Map(readFileSync(new URL('llvm-known.tsv', DIR), 'utf8').split('\n')
    .filter((l) => l.trim() && !l.startsWith('#')).map((l) => l.split('\t') as [string, string]));
}

export function loadVectors(): Vector[] {
  const out: Vector[] = [];
  for (const name of readdirSync(DIR).filter((n) => n.endsWith('.txt')).sort()) {
    const target = resolveTarget(name.replace(/\.txt$/, ''));
    if (!target) throw new Error(`vector file ${name}: not a GPU name`);
    const gen = target.gen;
    readFileSync(new URL(name, DIR), 'utf8').split('\n').forEach((raw, i) => {
      if (!raw.trim() || raw.startsWith('#')) return;
      const bar = raw.indexOf(' | ');
      if (bar < 0) throw new Error(`${name}:${i + 1}: expected "words | text"`);
      out.push({ file: name, line: i + 1, gen, target, words: raw.slice(0, bar).trim().split(/\s+/).map((w) => parseInt(w, 16) >>> 0), text: raw.slice(bar + 3).trim() });
    });
  }
  return out;
}
