// An object's code edited as lines (the web page shows .text one instruction per line, as hex
// dwords) made into an object again, as `gcnkit dis K.o`, an edit of the listing and
// `gcnkit asm --filetype obj` would: the listing keeps the object's sections, symbols, kernel
// descriptors and relocations (a call's `poly@rel32@lo+4`, not the literal 0 of its hex), and each
// line the user left as it was stands as the listing wrote it. An inserted line takes the place
// of the line after it (the labels there point at it: inserting at a loop's first line puts the
// new line inside the loop); a changed line is the old one deleted and the new one inserted there.
// The result is a relocatable object, which runKernel places and relocates as ld.lld would.
import type { Diagnostic } from '../asm/assembler.js';
import { assembleObject } from './assemble.js';
import type { CodeObject } from './code-object.js';
import { decodeRange, listObject } from './listing.js';
import { matchLines } from './line-match.js';

/** Most lines inserted plus deleted that an edit may have (the line matching grows with it). */
const MAX_CHANGED = 4000;

export interface EditedObject {
  /** The object; undefined when there was any error. */
  readonly bytes?: Uint8Array;
  /** Errors at the lines of the edited text (file undefined), or of the object's listing (file 'listing'). */
  readonly diagnostics: readonly Diagnostic[];
  /** The edited text's line (1-based) of each line of the text before (1-based), if it is still there. */
  readonly lineOf: (before: number) => number | undefined;
}

/** A line of hex dwords (`bf800000 7e020280`), as the page shows the code: its words. */
function hexWords(line: string): string[] | undefined {
  const t = line.trim();
  if (!/^(?:(?:0x)?[0-9a-f]{8}\s*)+$/i.test(t)) return undefined;
  return t.split(/\s+/).map((w) => '0x' + w.replace(/^0x/i, '').toLowerCase());
}

/**
 * `obj` with its .text code edited: `before` is the code as one line per instruction of
 * decodeRange(obj, 0, size) (the text the page showed), `after` the text now. A line of `after`
 * is hex dwords or an instruction in llvm-mc's syntax.
 */
export function editObjectCode(obj: CodeObject, before: string, after: string): EditedObject {
  const old = before.split('\n');
  const now = after.split('\n');
  const match = matchLines(old.map((l) => l.trim()), now.map((l) => l.trim()), MAX_CHANGED);
  const lineOf = (k: number): number | undefined => {
    if (!match) return undefined;
    const i = match.indexOf(k - 1);
    return i < 0 ? undefined : i + 1;
  };
  const fail = (line: number, message: string, source: string): EditedObject => ({ diagnostics: [{ line, col: 1, kind: 'error', message, source }], lineOf });
  if (!match) return fail(1, `more than ${MAX_CHANGED} lines were inserted or deleted: open the object again, or edit its listing (gcnkit dis) and assemble it with gcnkit asm --filetype obj`, now[0] ?? '');
  if (!obj.text) return fail(1, 'the object has no .text to edit', now[0] ?? '');
  const code = decodeRange(obj, 0, obj.text.size & ~3);
  if (old.length !== code.length) return fail(1, 'the text before the edit is not the object\'s code, one instruction per line', now[0] ?? '');
  // The listing, and the line of each .text instruction in it (by offset).
  const listing: string[] = [];
  listObject(obj, {}, (l) => listing.push(l), () => {});
  const at = new Map<number, number>();
  const first = assembleObject(listing.join('\n'), undefined, (section, offset, line) => { if (section === '.text') at.set(offset, line - 1); });
  if (!first.bytes) return { diagnostics: first.diagnostics.map((d) => ({ ...d, file: 'listing' })), lineOf };
  // Per listing line: whether it is dropped, and the edited lines that go before it.
  const dropped = new Set<number>();
  const before_ = new Map<number, number[]>();
  const end: number[] = [];
  const kept = new Int32Array(old.length).fill(-1);
  for (let i = 0; i < now.length; i++) if (match[i] >= 0) kept[match[i]] = i;
  const listed = (k: number): number | undefined => at.get(code[k].offset);
  for (let k = 0; k < old.length; k++) {
    if (kept[k] >= 0) continue;
    const l = listed(k);
    if (l === undefined) return fail(lineOf(k) ?? 1, `line ${k + 1} of the object's code (0x${code[k].offset.toString(16)}: ${old[k].trim()}) is not an instruction of its listing, and cannot be deleted or changed`, old[k]);
    dropped.add(l);
  }
  // An inserted line goes before the next line of the text before that the listing has.
  let pending: number[] = [];
  const place = (k: number): void => {
    if (!pending.length) return;
    let j = k;
    while (j < old.length && listed(j) === undefined) j++;
    if (j < old.length) before_.set(listed(j)!, [...(before_.get(listed(j)!) ?? []), ...pending]);
    else end.push(...pending);
    pending = [];
  };
  for (let i = 0; i < now.length; i++) {
    if (match[i] >= 0) { place(match[i]); continue; }
    if (now[i].trim()) pending.push(i);
  }
  // Lines deleted after the last kept one: what was inserted goes where the first of them was.
  let k = old.length;
  while (k > 0 && kept[k - 1] < 0) k--;
  place(k);
  // The edited listing, and each of its lines' line in the edited text (0: the listing's own).
  const out: string[] = [];
  /** Per line of `out`: the edited text's line (0: the listing's own) and how far its columns moved. */
  const from: { line: number; shift: number }[] = [];
  const lastText = Math.max(-1, ...at.values());
  const put = (lines: readonly number[]): void => {
    for (const i of lines) {
      const w = hexWords(now[i]);
      const lead = now[i].length - now[i].trimStart().length;
      out.push(w ? `\t.long ${w.join(', ')}` : `\t${now[i].trim()}`);
      from.push({ line: i + 1, shift: w ? 0 : lead - 1 });
    }
  };
  for (let l = 0; l < listing.length; l++) {
    put(before_.get(l) ?? []);
    if (!dropped.has(l)) { out.push(listing[l]); from.push({ line: 0, shift: 0 }); }
    if (l === lastText) put(end);
  }
  const r = assembleObject(out.join('\n'));
  const diagnostics: Diagnostic[] = r.diagnostics.map((d) => {
    const f = from[d.line - 1];
    if (!f?.line || d.file !== undefined) return { ...d, file: 'listing' };
    return { line: f.line, col: Math.max(1, d.col + f.shift), kind: d.kind, message: d.message, source: now[f.line - 1] };
  });
  return r.bytes ? { bytes: r.bytes, diagnostics, lineOf } : { diagnostics, lineOf };
}
