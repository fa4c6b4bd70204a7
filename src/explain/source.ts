// An input of assembly and/or hex lines, explained instruction by instruction, with every
// error located as the CLI reports it. A line whose first token is hex ("c0020302",
// "0xc0020302", "[0x02,...") is hex, as `gcnkit dis --hex` reads it; consecutive hex lines
// form one stream of dwords. Every other line is assembly, as `gcnkit asm` reads it.
import { Assembler, type Diagnostic } from '../asm/assembler.js';
import { decode } from '../codec/codec.js';
import { HexReader } from '../dis/hexinput.js';
import { resolveGpu, type Gen } from '../isa/gens.js';
import { printDecoded } from '../syntax/print.js';
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
  return m !== null && (m[1] === '[' || /^(0x)?[0-9a-f]+$/i.test(m[1]));
}

function isBlank(line: string): boolean {
  return /^\s*((;|#|\/\/).*)?$/.test(line);
}

/** Explain every line of `source` for the GPU named `gpu` (any name the CLI takes). */
export function explainSource(gpu: string, source: string): Explained {
  const entries: Entry[] = [];
  const diagnostics: Diagnostic[] = [];
  const lines = source.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  const gen = resolveGpu(gpu);
  if (!gen) return { entries, diagnostics: [{ line: 1, col: 1, kind: 'error', message: `unknown GPU '${gpu}'`, source: lines[0] }] };
  const asm = new Assembler({ gen, gpu }, (e) => {
    if (e.kind === 'data') entries.push({ kind: 'data', line: e.line, text: e.text, bytes: e.bytes });
    else entries.push({ kind: 'inst', from: 'asm', line: e.line, lastLine: e.line, view: explainWords(asm.target ?? gen, toWords(e.bytes), 0) });
  }, (d) => diagnostics.push(d));
  let block: HexBlock | undefined;
  const flush = (): void => {
    if (block) hexEntries(asm.target ?? gen, block, lines, entries, diagnostics);
    block = undefined;
  };
  lines.forEach((text, i) => {
    if (isHexLine(text)) {
      block ??= { first: i + 1, last: i + 1, bytes: [], lineOfByte: [], errors: 0 };
      readHexLine(text, i + 1, block, diagnostics);
      asm.line('');
      return;
    }
    if (!isBlank(text)) flush();
    asm.line(text);
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
  errors: number;
}

function readHexLine(text: string, line: number, block: HexBlock, diagnostics: Diagnostic[]): void {
  const reader = new HexReader((e) => diagnostics.push({ line, col: e.col, kind: 'error', message: e.message, source: text }));
  const bytes: number[] = [];
  reader.push(text, bytes);
  reader.end(bytes);
  block.errors += reader.errors;
  block.last = line;
  for (const b of bytes) {
    block.bytes.push(b);
    block.lineOfByte.push(line);
  }
}

/** A stream of hex dwords, decoded as `gcnkit dis` does (not at all when a token is bad). */
function hexEntries(gen: Gen, block: HexBlock, lines: readonly string[], entries: Entry[], diagnostics: Diagnostic[]): void {
  if (block.errors) return;
  const words = toWords(block.bytes);
  const rest = block.bytes.length % 4;
  if (rest) {
    const line = block.lineOfByte[block.bytes.length - 1];
    diagnostics.push({ line, col: 1, kind: 'error', message: `${rest} trailing byte${rest > 1 ? 's' : ''} at offset 0x${(words.length * 4).toString(16)} do not form a whole dword`, source: lines[line - 1] });
  }
  for (let i = 0; i < words.length;) {
    const view = explainWords(gen, words, i);
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
export function lineFor(gen: Gen, words: readonly number[]): string {
  const d = decode(gen, words, 0);
  if (d && !d.truncated && d.size === words.length) {
    const p = printDecoded(d, words, 0);
    if (p.problem === undefined) return p.text;
  }
  return words.map(hexWord).join(' ');
}

/**
 * `source` with one bit of an instruction flipped (bit 0 = bit 0 of its first dword). An assembly
 * line becomes the new instruction's text (or hex when it has none), keeping any label before it;
 * a hex stream is rewritten one instruction per line.
 */
export function flipBit(source: string, explained: Explained, entry: number, bit: number): string {
  const e = explained.entries[entry];
  if (e.kind !== 'inst') throw new Error('flipBit: not an instruction');
  const lines = source.split('\n');
  const gen = e.view.gen;
  const flip = (ws: number[], at: number): void => {
    ws[at + (bit >>> 5)] = (ws[at + (bit >>> 5)] ^ (1 << (bit & 31))) >>> 0;
  };
  if (e.from === 'asm') {
    const ws = e.view.words.slice();
    flip(ws, 0);
    const d = decode(gen, ws, 0);
    if (d) while (ws.length < d.size) ws.push(0); // a literal dword the flip calls for
    const text = lineFor(gen, d ? ws.slice(0, d.size) : ws.slice(0, 1));
    const old = lines[e.line - 1];
    const at = old.toLowerCase().indexOf(e.view.mnemonic ?? '\0');
    const prefix = at > 0 && !isHexLine(text) ? old.slice(0, at) : old.slice(0, old.length - old.trimStart().length);
    lines[e.line - 1] = prefix + text;
    return lines.join('\n');
  }
  const { first, last } = e.block!;
  const inBlock = explained.entries.filter((x): x is Extract<Entry, { kind: 'inst' }> => x.kind === 'inst' && x.block?.first === first);
  const words: number[] = [];
  for (const x of inBlock) {
    const at = words.length;
    words.push(...x.view.words);
    if (x === e) flip(words, at);
  }
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const n = Math.min(decode(gen, words, i)?.size ?? 1, words.length - i);
    out.push(words.slice(i, i + n).map(hexWord).join(' '));
    i += n;
  }
  lines.splice(first - 1, last - first + 1, ...out);
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
