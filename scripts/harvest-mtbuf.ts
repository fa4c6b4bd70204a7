// node dist/scripts/harvest-mtbuf.js: asks llvm-mc 19 which MTBUF instructions exist on each GPU
// and with which opcode (read back from the bytes it assembles), and how it prints each of the
// 128 values of the format fields. Writes docs/llvm-mc/mtbuf/opcodes.tsv and formats.tsv, which
// test/mtbuf.test.ts holds src/isa/mtbuf.ts and src/isa/buffer-formats.ts against.
import { mkdirSync, writeFileSync } from 'node:fs';
import { GEN_INFO, GENS } from '../src/isa/gens.js';
import { haveLlvm, llvmAssemble, llvmAssembleText } from './llvm.js';

const OUT = 'docs/llvm-mc/mtbuf';
const COMPS = ['x', 'xy', 'xyz', 'xyzw'];
const NAMES = ['load', 'store'].flatMap((k) => ['', 'd16_', 'd16_hi_'].flatMap((d) => COMPS.map((c) => `tbuffer_${k}_format_${d}${c}`)));
const VDATA = ['v1', 'v[1:2]', 'v[1:3]', 'v[1:4]'];

function main(): number {
  if (!haveLlvm()) { console.error('harvest-mtbuf: llvm-mc 19 not found'); return 1; }
  mkdirSync(OUT, { recursive: true });
  const ops = ['# mnemonic\tgpu\topcode\tvdata registers (llvm-mc 19, "tbuffer_... VDATA, off, s[4:7], s1")'];
  for (const gen of GENS) {
    const cpu = GEN_INFO[gen].llvmCpu;
    for (const name of NAMES) {
      const lines = VDATA.map((v) => `${name} ${v}, off, s[4:7], s1`);
      const res = llvmAssemble(cpu, lines);
      const k = res.findIndex((r) => 'bytes' in r);
      if (k < 0) continue;
      const b = (res[k] as { bytes: number[] }).bytes;
      const w0 = (b[0] | (b[1] << 8) | (b[2] << 16) | (b[3] << 24)) >>> 0;
      // The opcode field: bits 16-18 on GCN 1.0/1.1, 15-18 on GCN 1.2/1.4.
      const op = gen === 'gcn1.0' || gen === 'gcn1.1' ? (w0 >>> 16) & 7 : (w0 >>> 15) & 15;
      ops.push(`${name}\t${cpu}\t${op}\t${k + 1}`);
    }
  }
  writeFileSync(`${OUT}/opcodes.tsv`, ops.join('\n') + '\n');
  const fmts = ['# gpu\tformat:N\tllvm-mc 19 text of "tbuffer_load_format_x v1, off, s[4:7], s1 format:N" (- = rejected), dfmt nfmt of its bytes'];
  for (const gen of GENS) {
    const cpu = GEN_INFO[gen].llvmCpu;
    const lines = Array.from({ length: 128 }, (_, n) => `tbuffer_load_format_x v1, off, s[4:7], s1 format:${n}`);
    const texts = llvmAssembleText(cpu, lines);
    const bytes = llvmAssemble(cpu, lines);
    texts.forEach((t, n) => {
      const r = bytes[n];
      const w0 = 'bytes' in r ? (r.bytes[0] | (r.bytes[1] << 8) | (r.bytes[2] << 16) | (r.bytes[3] << 24)) >>> 0 : 0;
      const fm = t === undefined ? '-' : (/format:(\S+)/.exec(t)?.[1] ?? '(omitted)');
      fmts.push(`${cpu}\t${n}\t${fm}\t${'bytes' in r ? `${(w0 >>> 19) & 15} ${(w0 >>> 23) & 7}` : '-'}`);
    });
  }
  writeFileSync(`${OUT}/formats.tsv`, fmts.join('\n') + '\n');
  console.log(`wrote ${OUT}/opcodes.tsv (${ops.length - 1} rows), ${OUT}/formats.tsv`);
  return 0;
}

process.exitCode = main();
