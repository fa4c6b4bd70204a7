// CLRX's own GCN 1.0-1.4 test vectors (test/vectors/clrx-dis.tsv, clrx-asm.tsv; CLRX/CLRX-mirror
// fb8fbf97 tests/amdisasm, tests/amdasm) run through gcnkit's CLRX dialect: the disassembler
// vectors through `gcnkit dis --syntax clrx`'s Disassembler, the assembler vectors through
// `gcnkit asm --syntax clrx`'s Assembler. Shared by scripts/clrx-agree.ts and test/clrx-vectors.test.ts.
import { readFileSync } from 'node:fs';
import type { Gen } from '../src/isa/gens.js';
import { resolveGpu } from '../src/isa/targets.js';
import { Disassembler } from '../src/dis/disassembler.js';
import { Assembler, type Emitted } from '../src/asm/assembler.js';

const DIR = new URL('../../test/vectors/', import.meta.url);
export const KNOWN_TSV = new URL('clrx-known.tsv', DIR);

export interface ClrxVector {
  readonly kind: 'dis' | 'asm';
  readonly gpu: string;
  readonly gen: Gen;
  /** CLRX's test file and line (GCNDisasmOpc11.cpp:25): with kind and gpu, the vector's key. */
  readonly where: string;
  /** dis: the words; asm: the source. */
  readonly input: string;
  /** dis: CLRX's text; asm: CLRX's words, or "error: ..." */
  readonly want: string;
}

export interface ClrxResult extends ClrxVector {
  readonly got: string;
  readonly agrees: boolean;
}

export const vectorKey = (v: { kind: string; gpu: string; where: string }): string => `${v.kind} ${v.gpu} ${v.where}`;

const unescape = (s: string): string => s.replace(/\\n/g, '\n');

export function loadClrxVectors(): ClrxVector[] {
  const out: ClrxVector[] = [];
  for (const kind of ['dis', 'asm'] as const) {
    for (const raw of readFileSync(new URL(`clrx-${kind}.tsv`, DIR), 'utf8').split('\n')) {
      if (!raw || raw.startsWith('#')) continue;
      const f = raw.split('\t');
      const gen = resolveGpu(f[0]);
      if (!gen) throw new Error(`clrx-${kind}.tsv: unknown GPU ${f[0]}`);
      if (kind === 'dis') out.push({ kind, gpu: f[0], gen, where: f[3], input: f[1], want: unescape(f[2]) });
      else out.push({ kind, gpu: f[0], gen, where: f[4], input: unescape(f[3]), want: f[1] === 'ok' ? f[2] : 'error: ' + unescape(f[2]).trim() });
    }
  }
  return out;
}

const norm = (s: string): string => s.split('\n').map((l) => l.trim().replace(/\s+/g, ' ')).filter((l) => l).join('\n');
const hex = (ws: readonly number[]): string => ws.map((w) => (w >>> 0).toString(16).padStart(8, '0')).join(' ');

function disassemble(v: ClrxVector): string {
  const lines: string[] = [];
  const dis = new Disassembler({ gen: v.gen, syntax: 'clrx' }, (l) => lines.push(l));
  const words = v.input.split(' ').map((w) => parseInt(w, 16));
  const bytes = new Uint8Array(words.length * 4);
  words.forEach((w, i) => new DataView(bytes.buffer).setUint32(i * 4, w >>> 0, true));
  dis.push(bytes);
  dis.end();
  // CLRX's tests print no label definitions (.L168_0:), only the instructions naming them.
  return norm(lines.filter((l) => !l.startsWith('.gpu ') && !/^\.L\d+_\d+:$/.test(l)).map((l) => l.replace(/\s+#.*$/, '')).join('\n'));
}

function assemble(v: ClrxVector): string {
  const words: number[] = [];
  const errors: string[] = [];
  const a = new Assembler({ gen: v.gen, gpu: v.gpu, syntax: 'clrx' }, (e: Emitted) => {
    for (let i = 0; i + 3 < e.bytes.length; i += 4) words.push((e.bytes[i] | (e.bytes[i + 1] << 8) | (e.bytes[i + 2] << 16) | (e.bytes[i + 3] << 24)) >>> 0);
  }, (d) => { if (d.kind === 'error') errors.push(`${d.line}:${d.col}: ${d.message}`); });
  try {
    for (const l of v.input.split('\n')) a.line(l);
    a.end();
  } catch (e) {
    return `crash: ${(e as Error).message}`;
  }
  return errors.length ? 'error: ' + errors.join('; ') : hex(words);
}

export function runClrxVector(v: ClrxVector): ClrxResult {
  if (v.kind === 'dis') {
    let got: string;
    try { got = disassemble(v); } catch (e) { got = `crash: ${(e as Error).message}`; }
    return { ...v, got, agrees: got === norm(v.want) };
  }
  const got = assemble(v);
  return { ...v, got, agrees: v.want.startsWith('error: ') ? got.startsWith('error: ') : got === v.want };
}

/** The committed known differences: key -> category ("CLRX error, ERRATA X-n" or "not yet supported"). */
export function loadKnown(): Map<string, string> {
  const m = new Map<string, string>();
  for (const raw of readFileSync(KNOWN_TSV, 'utf8').split('\n')) {
    if (!raw || raw.startsWith('#')) continue;
    const [kind, gpu, where, category] = raw.split('\t');
    m.set(vectorKey({ kind, gpu, where }), category);
  }
  return m;
}
