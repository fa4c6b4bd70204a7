// A test object made from a committed one: `gcnkit dis` of it, one text edit, assembled again
// (src/objects): kernels with a missing wait, a smaller register allocation, ... without clang.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { objectDir } from '../../scripts/object-compare.js';
import { assembleObject } from '../../src/objects/assemble.js';
import { gcnkit } from './cli.js';

/** test/objects/hsa/GPU/NAME.o with `from` (which must occur) replaced by `to` in its listing. */
export function editedObject(gpu: string, name: string, from: string | RegExp, to: string): Uint8Array {
  const text = gcnkit(['dis', join(objectDir('hsa', gpu), `${name}.o`)]).stdout;
  assert.ok(typeof from === 'string' ? text.includes(from) : from.test(text), `${gpu}/${name}.o's listing has ${String(from)}`);
  const r = assembleObject(text.replace(from, to));
  assert.ok(r.bytes, r.diagnostics.map((d) => `${d.line}:${d.col}: ${d.message}`).join('\n'));
  return r.bytes;
}
