// "Did you mean": the closest known word to a misspelt one. It runs on every unknown mnemonic or
// modifier, so it is bounded: only candidates within MAX_DISTANCE edits can win, candidates whose
// length alone rules them out are skipped, each distance computation stops as soon as it cannot
// beat the best so far, and answers are remembered (a file often repeats one typo).

/** A suggestion is at most this many edits away (and at most a quarter of the word, min 2). */
const MAX_DISTANCE = 3;
const CACHE_SIZE = 256;
const caches = new WeakMap<object, Map<string, string | undefined>>();

/** Closest candidate by edit distance, if close enough to be a likely typo. */
export function didYouMean(word: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.min(MAX_DISTANCE, Math.max(2, Math.floor(word.length / 4)));
  // Far longer than any mnemonic or modifier: no answer, and not worth a cache entry.
  if (word.length > 64) return undefined;
  let cache = caches.get(candidates);
  if (cache?.has(word)) return cache.get(word);
  let best: string | undefined;
  let bound = limit; // a candidate must be within `bound` edits to win
  for (const c of candidates) {
    if (Math.abs(c.length - word.length) > bound) continue;
    const d = distanceWithin(word, c, bound);
    if (d <= bound) {
      // Ties keep the first candidate: a later one must be strictly closer.
      best = c;
      bound = d - 1;
      if (bound < 0) break;
    }
  }
  if (!cache) caches.set(candidates, (cache = new Map()));
  if (cache.size >= CACHE_SIZE) cache.clear();
  cache.set(word, best);
  return best;
}

const row = new Int32Array(128);

/** Levenshtein distance of a and b, or max + 1 once it is certain to exceed max (b.length < 128). */
function distanceWithin(a: string, b: string, max: number): number {
  const n = b.length;
  if (n >= row.length) return max + 1;
  for (let j = 0; j <= n; j++) row[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diag = row[0];
    row[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const up = row[j];
      const v = Math.min(up + 1, row[j - 1] + 1, diag + (ca === b.charCodeAt(j - 1) ? 0 : 1));
      row[j] = v;
      diag = up;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1; // every path already costs more than max
  }
  return row[n];
}
