// An input of assembly and/or hex lines, explained instruction by instruction, with every
// error located as the CLI reports it. A line whose first token is hex ("c0020302",
// "0xc0020302", "[0x02,...") is hex, as `gcnkit dis --hex` reads it; so are objdump lines that
// start with an address, plain byte dumps and 0b binary dwords (see dumps.ts). Consecutive hex
// lines form one stream of dwords (a line with a bad token is reported and left out: it ends the
// stream before it, and the next good line starts another). Every other line is assembly, as
// `gcnkit asm` reads it.
import { Assembler, type Diagnostic, type Emitted } from '../asm/assembler.js';
import { decode } from '../codec/codec.js';
import { HexReader } from '../dis/hexinput.js';
import type { Gen } from '../isa/gens.js';
import { resolveGpu, type On } from '../isa/targets.js';
import { printDecoded } from '../syntax/print.js';
import { ObjectBuilder } from '../objects/builder.js';
import { dumpBytes, dumpTokens } from './dumps.js';
import { explainWords, type InstrView } from './fields.js';

export type LineKind = 'asm' | 'hex';

export type Entry =
  | {
      readonly kind: 'inst';
      readonly from: LineKind;
      /** First and last line (1-based) of the instruction's text or words. */
      readonly line: number;
      readonly lastLine: number;
      /** Hex: the lines of the stream of dwords the instruction is read from. */
      readonly block?: { readonly first: number; readonly last: number };
      readonly view: InstrView;
    }
  | { readonly kind: 'data'; readonly line: number; readonly text: string; readonly bytes: readonly number[] };

export interface Explained {
  readonly entries: readonly Entry[];
  /** Errors and warnings in line order, as `gcnkit asm` / `gcnkit dis --hex` report them. */
  readonly diagnostics: readonly Diagnostic[];
}

export function isHexLine(line: string): boolean {
  const m = /^\s*(\[|[^\s,;#\]]+)/.exec(line);
  return (m !== null && (m[1] === '[' || /^(0x)?[0-9a-f]+$/i.test(m[1]))) || dumpTokens(line) !== undefined;
}

function isBlank(line: string): boolean {
  return /^\s*((;|#|\/\/).*)?$/.test(line);
}

export interface ExplainOptions {
  /** Fill in every instruction's fields (default); false: words and text only (see explainWords). */
  readonly detail?: boolean;
  /**
   * Results of single assembly lines kept between calls (an editor re-explaining its text on
   * every keystroke): used when no line of the source depends on another (see contextFree).
   */
  readonly memo?: LineMemo;
}

/** What one assembly line gives, assembled on its own (line numbers 1). */
export type LineMemo = Map<string, { readonly entries: readonly Entry[]; readonly diagnostics: readonly Diagnostic[] }>;

/** Lines kept in a memo before it starts afresh. */
const MEMO_LIMIT = 50_000;

/**
 * No line's result depends on another line: no label definitions (branch offsets and
 * addresses), no directives (.gpu changes the target; data moves the addresses) and no block
 * comments (they span lines). Hex lines aside: they are read as a stream either way.
 */
function contextFree(lines: readonly string[], hex: readonly boolean[]): boolean {
  return !lines.some((l, i) => !hex[i] && (/^\s*([A-Za-z_.$][\w.$]*\s*:|\.)/.test(l) || l.includes('/*')));
}

function asmEntry(e: Emitted, gen: On, detail: boolean): Entry {
  if (e.kind === 'data') return { kind: 'data', line: e.line, text: e.text, bytes: e.bytes };
  return { kind: 'inst', from: 'asm', line: e.line, lastLine: e.line, view: explainWords(gen, toWords(e.bytes), 0, detail) };
}

const memoKey = (gpu: string, detail: boolean, text: string): string => `${gpu}\n${detail}\n${text}`;

/**
 * Assemble the lines the memo does not hold yet, each as if on its own. One assembler takes them
 * all (a fresh one per line would cost more than the line): with no labels defined, no directives
 * and no block comments (contextFree), what a line gives does not depend on the lines before it.
 */
function fillMemo(memo: LineMemo, gen: Gen, gpu: string, lines: readonly string[], hex: readonly boolean[], detail: boolean): void {
  const missing = [...new Set(lines.filter((l, i) => !hex[i] && !isBlank(l) && !memo.has(memoKey(gpu, detail, l))))];
  if (!missing.length) return;
  if (memo.size + missing.length > MEMO_LIMIT) memo.clear();
  const results = missing.map(() => ({ entries: [] as Entry[], diagnostics: [] as Diagnostic[] }));
  const of = (line: number): (typeof results)[number] => results[Math.min(Math.max(line, 1), results.length) - 1];
  const a = new Assembler({ gen, gpu }, (e) => of(e.line).entries.push(asmEntry(e, a.on ?? gen, detail)), (d) => of(d.line).diagnostics.push(d));
  for (const l of missing) a.line(l);
  a.end();
  missing.forEach((l, k) => memo.set(memoKey(gpu, detail, l), results[k]));
}

/** Explain every line of `source` for the GPU named `gpu` (any name the CLI takes). */
export function explainSource(gpu: string, source: string, opts: ExplainOptions = {}): Explained {
  const detail = opts.detail ?? true;
  const entries: Entry[] = [];
  const diagnostics: Diagnostic[] = [];
  const lines = source.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  const gen = resolveGpu(gpu);
  if (!gen) return { entries, diagnostics: [{ line: 1, col: 1, kind: 'error', message: `unknown GPU '${gpu}'`, source: lines[0] }] };
  // clang -S output is explained as gcnkit asm lists it: the object directives are read by the
  // object's directive reader (its labels and section switches are marks: no entry).
  const asm = new Assembler({ gen, gpu, sink: new ObjectBuilder(gpu) }, (e) => { if (e.kind !== 'mark') entries.push(asmEntry(e, asm.on ?? gen, detail)); }, (d) => diagnostics.push(d));
  const hex = lines.map(isHexLine);
  const memo = opts.memo && contextFree(lines, hex) ? opts.memo : undefined;
  if (memo) fillMemo(memo, gen, gpu, lines, hex, detail);
  let block: HexBlock | undefined;
  const flush = (): void => {
    if (block) hexEntries(asm.on ?? gen, block, lines, entries, diagnostics, detail);
    block = undefined;
  };
  lines.forEach((text, i) => {
    if (hex[i]) {
      const bytes = readHexLine(text, i + 1, diagnostics);
      if (bytes) {
        block ??= { first: i + 1, last: i + 1, bytes: [], lineOfByte: [] };
        block.last = i + 1;
        for (const b of bytes) {
          block.bytes.push(b);
          block.lineOfByte.push(i + 1);
        }
      } else flush();
      if (!memo) asm.line('');
      return;
    }
    if (!isBlank(text)) flush();
    if (!memo) asm.line(text);
    else if (!isBlank(text)) {
      const r = memo.get(memoKey(gpu, detail, text))!;
      for (const e of r.entries) entries.push({ ...e, line: i + 1, ...(e.kind === 'inst' ? { lastLine: i + 1 } : {}) });
      for (const d of r.diagnostics) diagnostics.push({ ...d, line: i + 1 });
    }
  });
  flush();
  asm.end();
  diagnostics.sort((a, b) => a.line - b.line || a.col - b.col);
  return { entries, diagnostics };
}

interface HexBlock {
  readonly first: number;
  last: number;
  readonly bytes: number[];
  readonly lineOfByte: number[];
}

/** The bytes of a hex line, or undefined (errors reported) when a token of it is bad. */
function readHexLine(text: string, line: number, diagnostics: Diagnostic[]): number[] | undefined {
  const dump = dumpTokens(text);
  if (dump) return dumpBytes(text, dump);
  const reader = new HexReader((e) => diagnostics.push({ line, col: e.col, kind: 'error', message: e.message, source: text }));
  const bytes: number[] = [];
  reader.push(text, bytes);
  reader.end(bytes);
  return reader.errors ? undefined : bytes;
}

/** A stream of hex dwords, decoded as `gcnkit dis` does. */
function hexEntries(gen: On, block: HexBlock, lines: readonly string[], entries: Entry[], diagnostics: Diagnostic[], detail: boolean): void {
  const words = toWords(block.bytes);
  const rest = block.bytes.length % 4;
  if (rest) {
    const line = block.lineOfByte[block.bytes.length - 1];
    diagnostics.push({ line, col: 1, kind: 'error', message: `${rest} trailing byte${rest > 1 ? 's' : ''} at offset 0x${(words.length * 4).toString(16)} do not form a whole dword`, source: lines[line - 1] });
  }
  for (let i = 0; i < words.length;) {
    const view = explainWords(gen, words, i, detail);
    const n = view.words.length;
    entries.push({ kind: 'inst', from: 'hex', line: block.lineOfByte[4 * i], lastLine: block.lineOfByte[4 * (i + n) - 1], block: { first: block.first, last: block.last }, view });
    i += n;
  }
}

function toWords(bytes: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i + 3 < bytes.length; i += 4) out.push((bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24)) >>> 0);
  return out;
}

const hexWord = (w: number): string => (w >>> 0).toString(16).padStart(8, '0');

/** The line for an instruction's words: its canonical text, or its dwords in hex when it has none. */
export function lineFor(gen: On, words: readonly number[]): string {
  const d = decode(gen, words, 0);
  if (d && !d.truncated && d.size === words.length) {
    const p = printDecoded(d, words, 0);
    if (p.problem === undefined) return p.text;
  }
  return words.map(hexWord).join(' ');
}

/** A line of the source replaced by new text (line is 1-based). */
export interface LineEdit {
  readonly line: number;
  readonly text: string;
}

/** A line split into its code and the rest: the spaces before a `;`, `//` or `#` comment, and the comment. */
function splitComment(line: string): { code: string; tail: string } {
  const m = /(;|\/\/|#)/.exec(line);
  const end = m ? m.index : line.length;
  const code = line.slice(0, end).trimEnd();
  return { code, tail: line.slice(code.length) };
}

/** `code` followed by the comment of `old`, at its column when `code` leaves room for it. */
function withTail(code: string, old: { code: string; tail: string }): string {
  const comment = old.tail.trimStart();
  if (!comment) return code;
  const column = old.code.length + old.tail.length - comment.length;
  return code + ' '.repeat(Math.max(1, column - code.length)) + comment;
}

/** Hex tokens of a line as HexReader reads them: where each is and how many bytes it holds (1 or 4). */
function hexTokens(line: string): { start: number; end: number; bytes: number }[] {
  const dump = dumpTokens(line);
  if (dump) return dump;
  const out: { start: number; end: number; bytes: number }[] = [];
  const code = line.slice(0, /(;|\/\/|#)/.exec(line)?.index ?? line.length);
  for (const m of code.matchAll(/[^\s,[\]]+/g)) out.push({ start: m.index, end: m.index + m[0].length, bytes: /^0x[0-9a-f]{1,2}$/i.test(m[0]) ? 1 : 4 });
  return out;
}

/** A hex token with bit `bit` of its value flipped, spelled as before (prefix, digits, case). */
function flipToken(tok: string, bit: number): string {
  const prefix = /^0[xb]/i.test(tok) ? tok.slice(0, 2) : '';
  const radix = /^0b/i.test(tok) ? 2 : 16;
  const digits = tok.slice(prefix.length);
  const v = (parseInt(digits, radix) ^ (1 << bit)) >>> 0;
  const out = v.toString(radix).padStart(digits.length, '0');
  return prefix + (/[A-F]/.test(digits) ? out.toUpperCase() : out);
}

/**
 * The line edits that flip one bit of an instruction (bit 0 = bit 0 of its first dword). An
 * assembly line becomes the new instruction's text (or its hex words when it has none), keeping
 * any label before it and its comment at its column. In hex, the one token holding the bit is
 * rewritten in place, so the layout and comments stay. `asmPrefix`: the hex instruction alone on
 * its line was assembly after this prefix (a label, indentation) until a flip turned it into hex;
 * it becomes text again, with the prefix, as soon as its words print as text.
 */
export function flipEdits(lines: readonly string[], explained: Explained, entry: number, bit: number, asmPrefix?: string): LineEdit[] {
  const e = explained.entries[entry];
  if (e.kind !== 'inst') throw new Error('flipBit: not an instruction');
  const gen = e.view.on;
  const old = splitComment(lines[e.line - 1]);
  const indent = old.code.slice(0, old.code.length - old.code.trimStart().length);
  const alone = e.line === e.lastLine && explained.entries.every((x) => x === e || x.line !== e.line);
  if (e.from === 'asm' || (asmPrefix !== undefined && alone)) {
    const ws = e.view.words.slice();
    ws[bit >>> 5] = (ws[bit >>> 5] ^ (1 << (bit & 31))) >>> 0;
    const d = decode(gen, ws, 0);
    if (d) while (ws.length < d.size) ws.push(0); // a literal dword the flip calls for
    const text = lineFor(gen, d ? ws.slice(0, d.size) : ws.slice(0, 1));
    if (e.from === 'asm' || !isHexLine(text)) {
      const at = old.code.toLowerCase().indexOf(e.view.mnemonic ?? '\0');
      const prefix = isHexLine(text) ? indent : e.from === 'hex' ? asmPrefix! : at > 0 ? old.code.slice(0, at) : indent;
      return [{ line: e.line, text: withTail(prefix + text, old) }];
    }
  }
  // Hex: the byte holding the bit, counted from the start of the instruction's stream.
  let k = bit >>> 3;
  for (const x of explained.entries) {
    if (x === e) break;
    if (x.kind === 'inst' && x.block?.first === e.block!.first) k += 4 * x.view.words.length;
  }
  for (let n = e.block!.first; n <= e.block!.last; n++) {
    const line = lines[n - 1];
    if (!isHexLine(line)) continue;
    for (const t of hexTokens(line)) {
      if (k >= t.bytes) { k -= t.bytes; continue; }
      const tok = flipToken(line.slice(t.start, t.end), 8 * k + (bit & 7));
      return [{ line: n, text: line.slice(0, t.start) + tok + line.slice(t.end) }];
    }
  }
  throw new Error('flipBit: the bit is not in the input');
}

/** `source` with one bit of an instruction flipped: flipEdits applied. */
export function flipBit(source: string, explained: Explained, entry: number, bit: number): string {
  const lines = source.split('\n');
  for (const ed of flipEdits(lines, explained, entry, bit)) lines[ed.line - 1] = ed.text;
  return lines.join('\n');
}

/** The bytes of every instruction and data directive, in order (a program for the simulator). */
export function bytesOf(explained: Explained): Uint8Array {
  const out: number[] = [];
  for (const e of explained.entries) {
    if (e.kind === 'data') out.push(...e.bytes);
    else for (const w of e.view.words) out.push(w & 255, (w >>> 8) & 255, (w >>> 16) & 255, w >>> 24);
  }
  return Uint8Array.from(out);
}
