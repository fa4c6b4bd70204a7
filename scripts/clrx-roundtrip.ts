// The real-kernel CLRX round trip: `gcnkit dis --syntax clrx` of the code of every kernel of the
// corpus (test/kernels/<gpu>/*.bin) and of the .text of every code object of test/objects, read
// back by `gcnkit asm --syntax clrx`, must give the same bytes. Shared by test/clrx-roundtrip.test.ts;
// `node dist/scripts/clrx-roundtrip.js` prints the counts and the first differences.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Disassembler } from '../src/dis/disassembler.js';
import { Assembler, type Emitted } from '../src/asm/assembler.js';
import { readCodeObject } from '../src/objects/code-object.js';
import { GEN_INFO, type Gen } from '../src/isa/gens.js';
import { loadCorpus } from './kernel-compare.js';

export interface RoundTrip {
  readonly name: string;
  readonly gen: Gen;
  readonly lines: number;
  /** Lines printed as .long (no CLRX text reads back to the words). */
  readonly longs: number;
  /** The first line whose text does not read back to its bytes (undefined: all do). */
  readonly bad?: string;
}

/** Disassemble `code` under --syntax clrx, assemble the listing under --syntax clrx, compare. */
export function clrxRoundTrip(name: string, gen: Gen, code: Uint8Array): RoundTrip {
  const lines: string[] = [];
  const dis = new Disassembler({ gen, syntax: 'clrx' }, (l) => { lines.push(l); });
  dis.push(code);
  dis.end();
  const longs = lines.filter((l) => l.trimStart().startsWith('.long')).length;
  const out: number[] = [];
  const errors: string[] = [];
  const asm = new Assembler({ gen, syntax: 'clrx' }, (e: Emitted) => { for (const b of e.bytes) out.push(b); },
    (d) => { if (d.kind === 'error') errors.push(`line ${d.line}: ${d.message}: ${lines[d.line - 1]?.trim()}`); });
  for (const l of lines) asm.line(l);
  asm.end();
  if (errors.length) return { name, gen, lines: lines.length, longs, bad: errors[0] };
  const n = Math.min(out.length, code.length);
  for (let i = 0; i < n; i++) {
    if (out[i] !== code[i]) {
      const at = i & ~3;
      const word = (b: ArrayLike<number>): string => Array.from({ length: 4 }, (_, j) => (b[at + 3 - j] ?? 0).toString(16).padStart(2, '0')).join('');
      return { name, gen, lines: lines.length, longs, bad: `byte ${i}: ${word(code)} read back as ${word(out)}` };
    }
  }
  if (out.length !== code.length) return { name, gen, lines: lines.length, longs, bad: `${out.length} bytes for ${code.length}` };
  return { name, gen, lines: lines.length, longs };
}

const OBJECTS = new URL('../../test/objects/', import.meta.url);

function objectFiles(dir: URL): URL[] {
  const out: URL[] = [];
  for (const n of readdirSync(dir).sort()) {
    const u = new URL(n, dir);
    if (statSync(u).isDirectory()) out.push(...objectFiles(new URL(n + '/', dir)));
    else if (/\.(o|so)$/.test(n)) out.push(u);
  }
  return out;
}

/** Every round trip: the kernel corpus, then the code objects' .text. */
export function allRoundTrips(): RoundTrip[] {
  // (Families CLRX's dialect covers: GCN 1.0-1.4.)
  const out = loadCorpus().filter((k) => GEN_INFO[k.gen].clrx).map((k) => clrxRoundTrip(`test/kernels/${k.gpu}/${k.name}.bin`, k.gen, k.bytes));
  for (const u of objectFiles(OBJECTS)) {
    const obj = readCodeObject(new Uint8Array(readFileSync(u)));
    if (!obj.text || !GEN_INFO[obj.gen].clrx) continue;
    out.push(clrxRoundTrip(fileURLToPath(u).replace(/^.*\/test\/objects\//, 'test/objects/'), obj.gen, obj.text.data));
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const rs = allRoundTrips();
  const bad = rs.filter((r) => r.bad);
  console.log(`${rs.length - bad.length} / ${rs.length} read back to the same bytes (${rs.reduce((a, r) => a + r.lines, 0)} lines, ${rs.reduce((a, r) => a + r.longs, 0)} of them .long)`);
  for (const r of bad.slice(0, Number(process.argv[2] ?? 30))) console.log(`${r.name}: ${r.bad}`);
}
