// An object's code edited as the web page shows it (one instruction per line, hex dwords) made
// into an object again (src/objects/relist.ts: the object's listing with the edits, assembled as
// gcnkit asm --filetype obj does), then run as a relocatable object: calls.o (clang-19 -c of
// scripts/kernels/calls.cl: a call to a noinline function, __constant tables, a global) with
// lines inserted in a kernel, in the called function's loop and before a function, and one
// padding line deleted, gives the CPU's results; errors are at the edited text's lines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { objectDir } from '../scripts/object-compare.js';
import { readCodeObject, type CodeObject } from '../src/objects/code-object.js';
import { decodeRange } from '../src/objects/listing.js';
import { editObjectCode } from '../src/objects/relist.js';
import { matchLines } from '../src/objects/line-match.js';
import { CASES, results } from './support/calls-cases.js';

/** The object's .text as the web page shows it: one instruction per line, hex dwords. */
function hexLines(obj: CodeObject): string[] {
  return decodeRange(obj, 0, obj.text!.size & ~3).map((i) => i.words.map((w) => w.toString(16).padStart(8, '0')).join(' '));
}

const lineAt = (obj: CodeObject, name: string): number => {
  const at = obj.elf.symbols.find((s) => s.name === name)!.value;
  return decodeRange(obj, 0, obj.text!.size & ~3).findIndex((i) => i.offset === at);
};

test('matchLines: the lines kept, inserted and deleted', () => {
  assert.deepEqual(Array.from(matchLines(['a', 'b', 'c', 'd'], ['a', 'x', 'c', 'd', 'e'], 10)!), [0, -1, 2, 3, -1]);
  assert.deepEqual(Array.from(matchLines(['a', 'b'], ['b', 'a'], 10)!), [1, -1]);
  assert.deepEqual(Array.from(matchLines([], ['a'], 10)!), [-1]);
  assert.equal(matchLines(['a', 'b', 'c'], ['x', 'y', 'z'], 5), undefined);
});

for (const gpu of ['tahiti', 'gfx900']) {
  test(`${gpu}: calls.o's code edited as hex and text lines runs right as an object again; unedited it is clang's .text`, () => {
    const bytes = new Uint8Array(readFileSync(join(objectDir('hsa', gpu), 'calls.o')));
    const obj = readCodeObject(bytes);
    const before = hexLines(obj);
    const same = editObjectCode(obj, before.join('\n'), before.join('\n'));
    assert.deepEqual(same.diagnostics, []);
    assert.deepEqual(readCodeObject(same.bytes!).text!.data, obj.text!.data);
    const lines = before.slice();
    const lookup = lineAt(obj, 'lookup');
    // One of the s_nop 0 that pad call_poly to lookup's alignment, deleted (the last line before lookup).
    assert.equal(decodeRange(obj, 0, obj.text!.size & ~3)[lookup - 1].text, 's_nop 0');
    lines.splice(lookup - 1, 1);
    lines.splice(lineAt(obj, 'call_poly') + 2, 0, 's_nop 0', 'bf800000', '  s_nop 1');
    // Inside poly's loop (its first instruction after the loop's label), and at poly's start.
    const poly = lineAt(obj, 'poly');
    lines.splice(poly + 1, 0, 'bf800000');
    lines.splice(poly, 0, 's_nop 0');
    const r = editObjectCode(obj, before.join('\n'), lines.join('\n'));
    assert.deepEqual(r.diagnostics, []);
    const edited = readCodeObject(r.bytes!);
    assert.equal(edited.elf.symbols.find((s) => s.name === 'call_poly')!.size, obj.elf.symbols.find((s) => s.name === 'call_poly')!.size + 12);
    assert.deepEqual(results(r.bytes!), CASES.map((c) => c.want));
    assert.equal(r.lineOf(poly + 1), poly + 2);
  });
}

test('errors are at the edited lines, columns included; too many changes say what to do', () => {
  const obj = readCodeObject(new Uint8Array(readFileSync(join(objectDir('hsa', 'gfx900'), 'calls.o'))));
  const before = hexLines(obj);
  const lines = before.slice();
  lines.splice(2, 0, '  s_mov_b32 s0, v[1:', 'zzzz');
  const r = editObjectCode(obj, before.join('\n'), lines.join('\n'));
  assert.equal(r.bytes, undefined);
  assert.deepEqual(r.diagnostics.map((d) => `${d.line}:${d.col}: ${d.message}`), ["3:18: expected ']'", "4:1: unknown instruction 'zzzz'"]);
  const many = editObjectCode(obj, before.join('\n'), new Array(4100).fill('s_nop 0').join('\n'));
  assert.match(many.diagnostics[0].message, /more than 4000 lines were inserted or deleted/);
});
