// Registers as small integers for the analyses' sets: scalar codes 0..127 as they are, VGPRs
// 256 + n, AGPRs 512 + n, SCC 1024; and back to names for messages.
import type { Gen } from '../isa/gens.js';
import { rangeText, type RegRange } from './program.js';

export const VKEY = 256;
export const AKEY = 512;
export const SCC_KEY = 1024;

/** The keys of a range. */
export function keysOf(r: RegRange, out: number[] = []): number[] {
  const base = r.cls === 's' ? 0 : r.cls === 'v' ? VKEY : r.cls === 'a' ? AKEY : SCC_KEY;
  for (let i = 0; i < r.count; i++) out.push(base + r.first + i);
  return out;
}

/** Keys of the shared (frozen) register lists of src/analyze/program.ts, made once per list. */
const KEYS = new WeakMap<readonly RegRange[], number[]>();

/** The keys of all the ranges (to be read, not changed: a shared list's keys are shared too). */
export function keysOfAll(rs: readonly RegRange[]): number[] {
  const shared = Object.isFrozen(rs);
  let out = shared ? KEYS.get(rs) : undefined;
  if (out) return out;
  out = [];
  for (const r of rs) keysOf(r, out);
  if (shared) KEYS.set(rs, Object.freeze(out) as number[]);
  return out;
}

/** Keys as text, consecutive ones of a class joined: "v[4:5]", "s2, vcc". */
export function keysText(keys: readonly number[], gen: Gen): string {
  const sorted = [...new Set(keys)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    const k = sorted[i];
    const cls = k >= SCC_KEY ? 'scc' : k >= AKEY ? 'a' : k >= VKEY ? 'v' : 's';
    const base = cls === 'scc' ? SCC_KEY : cls === 'a' ? AKEY : cls === 'v' ? VKEY : 0;
    let j = i + 1;
    while (j < sorted.length && sorted[j] === sorted[j - 1] + 1 && sorted[j] < base + (cls === 's' ? 128 : 256)) j++;
    const count = j - i;
    if (cls === 's') {
      // Scalar names come in pairs at most (vcc, exec, s[0:1]); longer runs are written as one range.
      parts.push(rangeText({ cls, first: k, count }, gen));
    } else parts.push(rangeText({ cls, first: k - base, count }, gen));
    i = j;
  }
  return parts.join(', ');
}
