// The real-kernel corpus (test/kernels/<gpu>/<name>.{bin,txt}, made by scripts/gen-kernels.ts) and
// the comparison of gcnkit's disassembly with it, shared by `npm run kernels`
// (scripts/kernel-coverage.ts) and test/kernels.test.ts.
//
// Reference format, one line per instruction (plain text, easy to diff):
//   OFFSET | dwords | text [| flags]
//   000054 | bf078008 | s_cmp_lg_u32 s8, 0
//   00009c | bf800000 | s_nop 0 | pad
// OFFSET is the byte offset in the .bin (hex), dwords the instruction's little-endian dwords (hex),
// text the reference disassembly (llvm-objdump for tonga/gfx900, llvm-mc for tahiti/bonaire).
// Flags: "pad" for the s_nop 0 fill between functions (not counted), "noreasm" where llvm-mc does
// not reassemble the text to the same bytes. "name:" lines start a function; "#" lines are comments.
//
// gcnkit disassembles each .bin as one stream, as a user would. For every reference instruction:
//   aligned: gcnkit's stream has an instruction starting at the same offset with the same length;
//   status:  equal (same text after trimming and dropping // comments), long (gcnkit printed .long),
//            or different. Where the stream is not aligned, the text is gcnkit's reading of the
//            reference instruction's bytes alone (so one misaligned instruction does not hide the
//            text of the next ones; the boundary failure is counted separately).
// Boundary violations of gcnkit's stream, attributed to the reference instruction they start in:
//   phantom: a non-.long instruction that does not start at a reference instruction's offset or
//            has another length (a literal or the tail of an instruction decoded as an instruction);
//   overrun: any line, .long included, that runs past the end of the reference instruction it
//            starts in (it hides the start of the next instruction).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { Disassembler } from '../src/dis/disassembler.js';
import { GFX9_UP, inFamilies, type Gen } from '../src/isa/gens.js';
import { resolveTarget, type Target } from '../src/isa/targets.js';
import { checkedTargets, isaKey } from '../src/isa/index.js';
import { readCodeObject } from '../src/objects/code-object.js';

export const CORPUS_DIR = new URL('../../test/kernels/', import.meta.url);

/**
 * What gcnkit must get exactly right today: encoding families (upper case, as in `encodingFamily`)
 * and single mnemonics (lower case). Extend as the ISA lands (e.g. replace the four SOPP
 * mnemonics with 'SOPP', then add 'SOP1', 'SOP2', 'SOPK', 'SOPC', 'VOP1', ...).
 */
export const STRICT: readonly string[] = ['SMRD', 'SMEM', 'MUBUF', 'FLAT', 'SOP1', 'SOP2', 'SOPK', 'SOPC', 'SOPP', 'VOPC', 'VOP3'];

/** The s_nop 0 word that pads functions to their alignment. */
export const PAD_WORD = 0xbf800000;

export interface RefInst {
  readonly offset: number;
  readonly words: number[];
  readonly text: string;
  readonly flags: string[];
  /** Line number in the .txt (0 while generating). */
  readonly line: number;
}

export interface Kernel {
  readonly gpu: string;
  readonly gen: Gen;
  /** The GPU's target (its rows: gfx906's dot products decode as such). */
  readonly target: Target;
  readonly name: string;
  readonly bytes: Uint8Array;
  readonly insts: RefInst[];
  /** Function name by start offset. */
  readonly functions: Map<number, string>;
}

export type Status = 'equal' | 'long' | 'different';

export interface InstResult {
  readonly gpu: string;
  readonly kernel: string;
  readonly function: string;
  readonly offset: number;
  readonly words: number[];
  readonly family: string;
  readonly mnemonic: string;
  readonly ref: string;
  /** gcnkit's text (its stream's if aligned, else its reading of these bytes alone). */
  readonly ours: string;
  readonly status: Status;
  readonly aligned: boolean;
  readonly pad: boolean;
}

export interface Violation {
  readonly kind: 'phantom' | 'overrun';
  readonly gpu: string;
  readonly kernel: string;
  /** gcnkit's line: byte offset, length in bytes, text. */
  readonly offset: number;
  readonly size: number;
  readonly text: string;
  /** The reference instruction the line starts in. */
  readonly inside: InstResult;
}

export interface KernelResult {
  readonly results: InstResult[];
  readonly violations: Violation[];
}

const hex8 = (w: number): string => (w >>> 0).toString(16).padStart(8, '0');

export function formatRefLine(i: Pick<RefInst, 'offset' | 'words' | 'text' | 'flags'>): string {
  const flags = i.flags.length ? ` | ${i.flags.join(',')}` : '';
  return `${i.offset.toString(16).padStart(6, '0')} | ${i.words.map(hex8).join(' ')} | ${i.text}${flags}`;
}

/** Drop a trailing comment: llvm-objdump's branch target (`// 0000...: ...`, `<kernel+0x98>`) or gcnkit's. */
export function stripComment(text: string): string {
  return text.replace(/\s*\/\/.*$/, '').replace(/\s*<[^<>]*\+0x[0-9a-f]+>\s*$/i, '').trim();
}

export function parseReference(src: string, file: string): { insts: RefInst[]; functions: Map<number, string> } {
  const insts: RefInst[] = [];
  const functions = new Map<number, string>();
  let pendingFn: string | undefined;
  src.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const fn = /^([A-Za-z_.$][\w.$]*):$/.exec(line);
    if (fn) {
      pendingFn = fn[1];
      return;
    }
    const parts = line.split(' | ');
    if (parts.length < 3 || parts.length > 4) throw new Error(`${file}:${i + 1}: expected "OFFSET | dwords | text [| flags]"`);
    const offset = parseInt(parts[0], 16);
    const words = parts[1].trim().split(/\s+/).map((w) => parseInt(w, 16) >>> 0);
    if (!Number.isFinite(offset) || words.some((w) => !Number.isFinite(w))) throw new Error(`${file}:${i + 1}: bad offset or dwords`);
    if (pendingFn !== undefined) {
      functions.set(offset, pendingFn);
      pendingFn = undefined;
    }
    insts.push({ offset, words, text: stripComment(parts[2]), flags: parts[3] ? parts[3].split(',').map((f) => f.trim()) : [], line: i + 1 });
  });
  return { insts, functions };
}

/**
 * The GPUs the corpus is built for: every target gcnkit checks against llvm-mc (each family's base
 * GPU, then each GPU with other rows: gfx904, gfx906), as `checkedTargets()` lists them.
 */
export function corpusGpus(): { target: Target; gpu: string }[] {
  return checkedTargets().map(({ target, cpu }) => ({ target, gpu: cpu }));
}

/** Every kernel of the corpus (optionally of one GPU), GPUs in corpusGpus() order, kernels by name. */
export function loadCorpus(dir: URL = CORPUS_DIR, onlyGpu?: string): Kernel[] {
  const out: Kernel[] = [];
  const only = onlyGpu === undefined ? undefined : resolveTarget(onlyGpu);
  for (const { target, gpu } of corpusGpus()) {
    if (onlyGpu !== undefined && onlyGpu !== gpu && (!only || isaKey(only) !== isaKey(target))) continue;
    const gdir = new URL(`${gpu}/`, dir);
    if (!existsSync(gdir)) continue;
    for (const f of readdirSync(gdir).filter((n) => n.endsWith('.txt')).sort()) {
      const name = f.replace(/\.txt$/, '');
      const { insts, functions } = parseReference(readFileSync(new URL(f, gdir), 'utf8'), `test/kernels/${gpu}/${f}`);
      out.push({ gpu, gen: target.gen, target, name, bytes: new Uint8Array(readFileSync(new URL(`${name}.bin`, gdir))), insts, functions });
    }
  }
  return out;
}

export const CDNA_CORPUS_DIR = new URL('../../test/kernels-cdna/', import.meta.url);

/**
 * The CDNA kernel corpus (test/kernels-cdna/GPU: clang-19 objects and llvm-objdump listings, written
 * by scripts/gen-kernels-cdna.ts) as kernels: each object's .text against its listing. Its GPUs
 * (gfx908, gfx90a, gfx942) are named `kernels-cdna/GPU`, apart from test/kernels' GPUs.
 */
export function loadCdnaCorpus(dir: URL = CDNA_CORPUS_DIR, onlyGpu?: string): Kernel[] {
  const out: Kernel[] = [];
  if (!existsSync(dir)) return out;
  for (const gpu of readdirSync(dir).filter((g) => resolveTarget(g) && (onlyGpu === undefined || g === onlyGpu)).sort()) {
    const target = resolveTarget(gpu)!;
    const gdir = new URL(`${gpu}/`, dir);
    for (const f of readdirSync(gdir).filter((n) => n.endsWith('.o')).sort()) {
      const name = f.replace(/\.o$/, '');
      const { insts, functions } = parseReference(readFileSync(new URL(`${name}.txt`, gdir), 'utf8'), `test/kernels-cdna/${gpu}/${name}.txt`);
      const text = readCodeObject(new Uint8Array(readFileSync(new URL(f, gdir)))).text;
      out.push({ gpu: `kernels-cdna/${gpu}`, gen: target.gen, target, name, bytes: Uint8Array.from(text?.data ?? []), insts, functions });
    }
  }
  return out;
}

/** Problems of the corpus itself: the listing must cover the .bin exactly, with its bytes. */
export function checkKernel(k: Kernel): string[] {
  const errs: string[] = [];
  const dv = new DataView(k.bytes.buffer, k.bytes.byteOffset, k.bytes.byteLength);
  let at = 0;
  for (const i of k.insts) {
    if (i.offset !== at) {
      errs.push(`${k.gpu}/${k.name}.txt:${i.line}: offset 0x${i.offset.toString(16)}, expected 0x${at.toString(16)}`);
      break;
    }
    if (at + 4 * i.words.length > k.bytes.length || i.words.some((w, j) => dv.getUint32(at + 4 * j, true) !== w)) {
      errs.push(`${k.gpu}/${k.name}.txt:${i.line}: dwords differ from the .bin`);
      break;
    }
    at += 4 * i.words.length;
  }
  if (!errs.length && at !== k.bytes.length) errs.push(`${k.gpu}/${k.name}: listing covers ${at} of ${k.bytes.length} bytes`);
  return errs;
}

/**
 * The encoding of an instruction, from the fixed bits of its first dword (exact, unlike a guess
 * from the mnemonic): SOP1, SOP2, SOPK, SOPC, SOPP, SMRD (GCN 1.0/1.1), SMEM (GCN 1.2/1.4), VOP1,
 * VOP2, VOPC, VOP3, VOP3P (GCN 1.4), VINTRP, DS, MUBUF, MTBUF, MIMG, EXP, FLAT (covers global_ and
 * scratch_), or "unknown".
 */
export function encodingFamily(gen: Gen, w: number): string {
  const top = (n: number): number => w >>> (32 - n);
  if (top(1) === 0) return top(7) === 0x3f ? 'VOP1' : top(7) === 0x3e ? 'VOPC' : 'VOP2';
  if (top(2) === 0b10) {
    const t9 = top(9);
    if (t9 === 0x17d) return 'SOP1';
    if (t9 === 0x17e) return 'SOPC';
    if (t9 === 0x17f) return 'SOPP';
    return top(4) === 0b1011 ? 'SOPK' : 'SOP2';
  }
  const old = gen === 'gcn1.0' || gen === 'gcn1.1';
  if (old && top(5) === 0b11000) return 'SMRD';
  switch (top(6)) {
    case 0b110000: return old ? 'SMRD' : 'SMEM';
    case 0b110001: return old ? 'unknown' : 'EXP';
    case 0b110010: return old ? 'VINTRP' : 'unknown';
    case 0b110100: return inFamilies(GFX9_UP, gen) && top(9) === 0x1a7 ? 'VOP3P' : 'VOP3';
    case 0b110101: return old ? 'unknown' : 'VINTRP';
    case 0b110110: return 'DS';
    case 0b110111: return gen === 'gcn1.0' ? 'unknown' : 'FLAT';
    case 0b111000: return 'MUBUF';
    case 0b111010: return 'MTBUF';
    case 0b111100: return 'MIMG';
    case 0b111110: return old ? 'EXP' : 'unknown';
    default: return 'unknown';
  }
}

/** Coarse group of a family, for the summary. */
export function familyGroup(family: string): 'SALU' | 'VALU' | 'memory' | 'other' {
  if (family.startsWith('SOP')) return 'SALU';
  if (family.startsWith('VOP') || family === 'VINTRP') return 'VALU';
  if (['SMRD', 'SMEM', 'MUBUF', 'MTBUF', 'FLAT', 'DS', 'MIMG'].includes(family)) return 'memory';
  return 'other';
}

export function isStrict(r: Pick<InstResult, 'family' | 'mnemonic'>, strict: readonly string[] = STRICT): boolean {
  return strict.includes(r.family) || strict.includes(r.mnemonic);
}

interface Line { offset: number; size: number; text: string }

/** gcnkit's disassembly of a byte buffer: one entry per printed instruction. */
export function gcnkitDisassemble(target: Target, bytes: Uint8Array): Line[] {
  const out: Line[] = [];
  const dis = new Disassembler({ gen: target.gen, target, json: true }, (line) => {
    const j = JSON.parse(line) as { offset: number; bytes: string; text: string };
    out.push({ offset: j.offset, size: j.bytes.split(' ').length, text: j.text });
  });
  dis.push(bytes);
  dis.end();
  return out;
}

const isLong = (text: string): boolean => text.trimStart().startsWith('.long');

function wordsToBytes(words: readonly number[]): Uint8Array {
  const b = new Uint8Array(words.length * 4);
  const dv = new DataView(b.buffer);
  words.forEach((w, i) => dv.setUint32(4 * i, w, true));
  return b;
}

export function compareKernel(k: Kernel): KernelResult {
  const stream = gcnkitDisassemble(k.target, k.bytes);
  const byOffset = new Map(stream.map((l) => [l.offset, l]));
  const results: InstResult[] = [];
  let fn = '';
  for (const i of k.insts) {
    fn = k.functions.get(i.offset) ?? fn;
    const size = 4 * i.words.length;
    const s = byOffset.get(i.offset);
    const aligned = s !== undefined && s.size === size;
    let ours: string;
    if (aligned) ours = s.text;
    else {
      const alone = gcnkitDisassemble(k.target, wordsToBytes(i.words));
      ours = alone.length === 1 || isLong(alone[0].text) ? alone[0].text : alone.map((l) => l.text).join(' ⏎ ');
    }
    const status: Status = isLong(ours) ? 'long' : stripComment(ours) === i.text ? 'equal' : 'different';
    results.push({
      gpu: k.gpu, kernel: k.name, function: fn, offset: i.offset, words: i.words,
      family: encodingFamily(k.gen, i.words[0]), mnemonic: i.text.split(/\s+/)[0],
      ref: i.text, ours, status, aligned, pad: i.flags.includes('pad'),
    });
  }
  const violations: Violation[] = [];
  const resultAt = new Map(results.map((r) => [r.offset, r]));
  let ri = 0;
  for (const l of stream) {
    while (ri + 1 < k.insts.length && k.insts[ri + 1].offset <= l.offset) ri++;
    const inside = k.insts[ri];
    if (!inside || l.offset < inside.offset) continue;
    const end = inside.offset + 4 * inside.words.length;
    const r = resultAt.get(inside.offset)!;
    if (!isLong(l.text) && (l.offset !== inside.offset || l.offset + l.size !== end)) violations.push({ kind: 'phantom', gpu: k.gpu, kernel: k.name, offset: l.offset, size: l.size, text: l.text, inside: r });
    else if (l.offset + l.size > end) violations.push({ kind: 'overrun', gpu: k.gpu, kernel: k.name, offset: l.offset, size: l.size, text: l.text, inside: r });
  }
  return { results, violations };
}

export interface Tally {
  total: number;
  equal: number;
  long: number;
  different: number;
  aligned: number;
}

export function tally(results: readonly InstResult[]): Tally {
  const t: Tally = { total: 0, equal: 0, long: 0, different: 0, aligned: 0 };
  for (const r of results) {
    t.total++;
    t[r.status]++;
    if (r.aligned) t.aligned++;
  }
  return t;
}

/** Results grouped by a key, keys in first-seen order unless `order` says otherwise. */
export function groupBy<T>(items: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const it of items) {
    const k = key(it);
    const list = m.get(k);
    if (list) list.push(it);
    else m.set(k, [it]);
  }
  return m;
}

/** Display order of families. */
export const FAMILY_ORDER: readonly string[] = [
  'SOP1', 'SOP2', 'SOPK', 'SOPC', 'SOPP', 'SMRD', 'SMEM', 'VOP1', 'VOP2', 'VOPC', 'VOP3', 'VOP3P', 'VINTRP',
  'DS', 'MUBUF', 'MTBUF', 'FLAT', 'MIMG', 'EXP', 'unknown',
];

const pct = (n: number, d: number): string => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');

/** A plain-text table of tallies, one row per key, plus a total row. */
export function formatTable(title: string, rows: [string, Tally][]): string {
  const head = [title, 'insts', 'equal', '.long', 'different', 'equal%', 'boundaries'];
  const body = rows.map(([k, t]) => [k, String(t.total), String(t.equal), String(t.long), String(t.different), pct(t.equal, t.total), `${t.aligned}/${t.total}`]);
  const all = rows.reduce<Tally>((a, [, t]) => ({ total: a.total + t.total, equal: a.equal + t.equal, long: a.long + t.long, different: a.different + t.different, aligned: a.aligned + t.aligned }), { total: 0, equal: 0, long: 0, different: 0, aligned: 0 });
  body.push(['total', String(all.total), String(all.equal), String(all.long), String(all.different), pct(all.equal, all.total), `${all.aligned}/${all.total} (${pct(all.aligned, all.total)})`]);
  const widths = head.map((h, c) => Math.max(h.length, ...body.map((r) => r[c].length)));
  const fmt = (r: string[]): string => r.map((x, c) => (c === 0 ? x.padEnd(widths[c]) : x.padStart(widths[c]))).join('  ');
  return [fmt(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.slice(0, -1).map(fmt), widths.map((w) => '-'.repeat(w)).join('  '), fmt(body[body.length - 1])].join('\n');
}

export function describe(r: InstResult): string {
  const where = `${r.gpu} ${r.kernel}.bin+0x${r.offset.toString(16)} (${r.function}) [${r.family}]`;
  return `${where}${r.aligned ? '' : ' misaligned'}\n    bytes  ${r.words.map(hex8).join(' ')}\n    ref    ${r.ref}\n    gcnkit ${r.ours}`;
}

/** Every kernel of a corpus compared: all instruction results and all boundary violations. */
export function compareCorpus(kernels: readonly Kernel[]): { results: InstResult[]; violations: Violation[] } {
  const results: InstResult[] = [];
  const violations: Violation[] = [];
  for (const k of kernels) {
    const r = compareKernel(k);
    results.push(...r.results);
    violations.push(...r.violations);
  }
  return { results, violations };
}
