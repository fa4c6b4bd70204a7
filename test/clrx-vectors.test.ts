// CLRX's own GCN 1.0-1.4 test vectors (test/vectors/clrx-dis.tsv, clrx-asm.tsv): every one agrees
// with gcnkit's CLRX dialect except those test/vectors/clrx-known.tsv lists, and every listed one
// still differs (the list only shrinks: `npm run clrx -- --known` rewrites it). Measured per file
// and GPU by `npm run clrx`.
import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import { loadClrxVectors, loadKnown, runClrxVector, vectorKey } from '../scripts/clrx-vectors.js';

test('CLRX\'s test vectors agree with --syntax clrx, except the listed known differences', () => {
  const known = loadKnown();
  const vectors = loadClrxVectors();
  assert.equal(vectors.length, 4768 + 3625);
  const unexpected: string[] = [];
  const fixed: string[] = [];
  const seen = new Set<string>();
  for (const v of vectors) {
    const r = runClrxVector(v);
    const key = vectorKey(v);
    seen.add(key);
    const listed = known.get(key);
    if (!r.agrees && listed === undefined) unexpected.push(`${key}: ${v.input.replace(/\n/g, '\\n')}: want '${v.want}', got '${r.got}'`);
    if (r.agrees && listed !== undefined) fixed.push(`${key} (${listed}) agrees now: remove it from clrx-known.tsv`);
  }
  const stale = [...known.keys()].filter((k) => !seen.has(k));
  for (const [k, c] of known) assert.match(c, /^(CLRX error, ERRATA [A-Z0-9]+-\d+|not yet supported)$/, `${k}: category`);
  assert.deepEqual([...unexpected.slice(0, 20), ...fixed.slice(0, 20), ...stale], []);
});

test('every CLRX error the known list names is an ERRATA.md entry (CX-n)', () => {
  const errata = readFileSync(new URL('../../ERRATA.md', import.meta.url), 'utf8');
  const named = new Set([...loadKnown().values()].map((c) => /ERRATA ([A-Z0-9]+-\d+)$/.exec(c)?.[1]).filter((id) => id !== undefined));
  assert.deepEqual([...named].filter((id) => !errata.includes(`**${id}. `)), []);
  // CX-9 (VOP3 v_madmk/v_madak) and CX-10 (XNACK_MASK on Tonga) cover 9 vectors each.
  const count = (id: string): number => [...loadKnown().values()].filter((c) => c.endsWith(` ${id}`)).length;
  assert.deepEqual([count('CX-9'), count('CX-10')], [9, 9]);
});
