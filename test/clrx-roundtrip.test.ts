// The real-kernel CLRX round trip: `gcnkit dis --syntax clrx` of every kernel of the corpus
// (test/kernels) and of the .text of every code object of test/objects reads back through
// `gcnkit asm --syntax clrx` to the same bytes (scripts/clrx-roundtrip.ts; counts printed by
// `node dist/scripts/clrx-roundtrip.js`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { allRoundTrips } from '../scripts/clrx-roundtrip.js';

test('every real kernel listed by dis --syntax clrx assembles back under --syntax clrx to its bytes', () => {
  const rs = allRoundTrips();
  assert.ok(rs.length >= 280, `${rs.length} code blobs`);
  assert.deepEqual(rs.filter((r) => r.bad).map((r) => `${r.name}: ${r.bad}`), []);
});
