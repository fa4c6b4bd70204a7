// Tokens of a printed instruction and which of them change between two printings.

/** A token of a printed line: text[start, end). */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** Maximal runs of characters other than spaces and commas: mnemonic, operands, modifiers. */
export function tokenize(text: string): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(/[^\s,]+/g)) out.push({ start: m.index, end: m.index + m[0].length });
  return out;
}

/**
 * Indices of the tokens of `a` that a change to `b` replaced or removed, or undefined when the
 * change inserted tokens (more tokens out than in at some place): then the change added text
 * for something `a` does not print, and what it removed there is incidental.
 */
export function changedTokens(a: readonly string[], b: readonly string[]): number[] | undefined {
  // Longest common subsequence table, then walk it into hunks of unmatched tokens.
  const n = a.length;
  const m = b.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  }
  const changed: number[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) { i++; j++; continue; }
    let removed = 0;
    let added = 0;
    while (i < n || j < m) {
      if (i < n && j < m && a[i] === b[j]) break;
      if (j >= m || (i < n && lcs[i + 1][j] >= lcs[i][j + 1])) { changed.push(i++); removed++; }
      else { j++; added++; }
    }
    if (added > removed) return undefined;
  }
  return changed;
}
