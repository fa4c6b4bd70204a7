// npm run bench [-- --count N] [--skip-hostile]: disassemble N (default 1M) instructions, an even
// mix of every encoding gcnkit prints (SMEM, MUBUF, FLAT, SOP1, SOP2, SOPK, SOPC, SOPP) for gfx900, with gcnkit and with llvm-mc 19 in one run; whole-process
// times; the simulator; then the hostile-input memory and time figures (reliability-bench.ts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, openSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decode } from '../src/codec/codec.js';
import { isaFor } from '../src/isa/index.js';
import { printDecoded } from '../src/syntax/print.js';
import { haveLlvm, LLVM_MC } from '../scripts/llvm.js';
import { makeRng, randomInstruction } from '../scripts/random-words.js';
import { printSimBench } from './sim-bench.js';
import { reliabilityBench } from './reliability-bench.js';

const BIN = fileURLToPath(new URL('../../bin/gcnkit.js', import.meta.url));

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function time(cmd: string, args: string[], stdoutFile: string): { s: number; status: number | null; stderr: string } {
  const fd = openSync(stdoutFile, 'w');
  const t0 = process.hrtime.bigint();
  const p = spawnSync(cmd, args, { stdio: ['ignore', fd, 'pipe'], maxBuffer: 1 << 30 });
  const s = Number(process.hrtime.bigint() - t0) / 1e9;
  closeSync(fd);
  return { s, status: p.status, stderr: String(p.stderr).slice(0, 300) };
}

const count = Number(arg('--count') ?? 1_000_000);
const gen = 'gcn1.4';
const rng = makeRng(12345);
// Encodings known by length only print as .long: not part of the mix.
const encs = isaFor(gen).encodings.filter((e) => e.table.instrs.length);
// A pool of distinct valid instructions (every one prints as text, so llvm-mc decodes it too),
// cycled to build the stream.
const pool: number[][] = [];
while (pool.length < count) {
  const enc = encs[pool.length % encs.length];
  const ws = randomInstruction(enc, rng, 1, 1);
  const d = decode(gen, ws, 0)!;
  if (printDecoded(d, ws, 0).problem === undefined) pool.push(ws.slice(0, d.size));
}
const words: number[] = [];
for (let i = 0; i < count; i++) words.push(...pool[i % pool.length]);
const dir = mkdtempSync(join(tmpdir(), 'gcnkit-bench-'));
const bin = join(dir, 'mix.bin');
const hex = join(dir, 'mix.txt');
writeFileSync(bin, new Uint8Array(Uint32Array.from(words).buffer));
// llvm-mc's input form: byte tokens, one instruction per line.
const lines: string[] = [];
let w = 0;
for (let i = 0; i < count; i++) {
  const ws = pool[i % pool.length];
  const bs: string[] = [];
  for (const x of ws) bs.push('0x' + (x & 255).toString(16), '0x' + ((x >>> 8) & 255).toString(16), '0x' + ((x >>> 16) & 255).toString(16), '0x' + (x >>> 24).toString(16));
  lines.push(bs.join(' '));
  w += ws.length;
}
writeFileSync(hex, lines.join('\n') + '\n');
console.log(`bench: ${count} instructions (${w} dwords, SMEM/MUBUF/FLAT/SOP* mix, gfx900); whole-process wall time`);
const rows: [string, number][] = [];
const g1 = time(process.execPath, [BIN, 'dis', '--mcpu', 'gfx900', bin], join(dir, 'g1.out'));
if (g1.status !== 0) throw new Error('gcnkit failed: ' + g1.stderr);
rows.push(['gcnkit dis (binary input)', g1.s]);
const g2 = time(process.execPath, [BIN, 'dis', '--mcpu', 'gfx900', '--hex', hex], join(dir, 'g2.out'));
if (g2.status !== 0) throw new Error('gcnkit failed: ' + g2.stderr);
rows.push(['gcnkit dis --hex (llvm-mc input form)', g2.s]);
let llvm: number | undefined;
if (haveLlvm()) {
  const l = time(LLVM_MC, ['-arch=amdgcn', '-mcpu=gfx900', '--disassemble', hex], join(dir, 'l.out'));
  llvm = l.s;
  rows.push(['llvm-mc 19 --disassemble', l.s]);
} else console.log(`(llvm-mc 19 not found at ${LLVM_MC}: skipped)`);
for (const [name, s] of rows) {
  console.log(`  ${name.padEnd(40)} ${s.toFixed(3).padStart(8)} s   ${(s / (count / 1e6)).toFixed(3)} s per million${llvm ? `   ${(llvm / s).toFixed(1)}x faster than llvm-mc` : ''}`);
}
console.log('  reference: CLRX clrxdisasm ~0.12 s per million (the goal beyond llvm-mc)');

// Assembling: the same instructions as llvm-mc-syntax source lines.
const src = join(dir, 'mix.s');
const text: string[] = [];
for (let i = 0; i < count; i++) {
  const ws = pool[i % pool.length];
  text.push('\t' + printDecoded(decode(gen, ws, 0)!, ws, 0).text);
}
writeFileSync(src, text.join('\n') + '\n');
console.log(`\nbench: assemble ${count} lines (same mix); whole-process wall time`);
const arows: [string, number][] = [];
const a1 = time(process.execPath, [BIN, 'asm', '--mcpu', 'gfx900', src, '-o', join(dir, 'g.bin')], join(dir, 'a1.out'));
if (a1.status !== 0) throw new Error('gcnkit asm failed: ' + a1.stderr);
arows.push(['gcnkit asm -o out.bin', a1.s]);
let lasm: number | undefined;
if (haveLlvm()) {
  const l = time(LLVM_MC, ['-arch=amdgcn', '-mcpu=gfx900', '-filetype=obj', '-o', join(dir, 'l.o'), src], join(dir, 'la.out'));
  if (l.status !== 0) throw new Error('llvm-mc failed: ' + l.stderr);
  lasm = l.s;
  arows.push(['llvm-mc 19 -filetype=obj', l.s]);
}
for (const [name, s] of arows) {
  console.log(`  ${name.padEnd(40)} ${s.toFixed(3).padStart(8)} s   ${(s / (count / 1e6)).toFixed(3)} s per million${lasm ? `   ${(lasm / s).toFixed(1)}x faster than llvm-mc` : ''}`);
}
console.log('  reference: clrxasm ~1 s per million (the goal beyond llvm-mc)');
rmSync(dir, { recursive: true, force: true });

printSimBench(1000, 100);

if (!process.argv.includes('--skip-hostile')) reliabilityBench();
