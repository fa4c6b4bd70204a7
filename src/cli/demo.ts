// gcnkit demo (npm start): for every generation, assemble the bundled example program, check the
// bytes against the example binary (made by llvm-mc 19), and disassemble the binary back.
import { readFileSync } from 'node:fs';
import { Assembler, type Emitted } from '../asm/assembler.js';
import { Disassembler, encodingComment } from '../dis/disassembler.js';
import { GEN_INFO, GENS } from '../isa/gens.js';
import { located } from './diag.js';
import { genLabel } from './gpu.js';
import { LineWriter } from './output.js';

export async function demoCommand(_argv: readonly string[]): Promise<number> {
  const out = new LineWriter(process.stdout);
  let failed = false;
  for (const gen of GENS) {
    const cpu = GEN_INFO[gen].llvmCpu;
    const src = `examples/${cpu}.s`;
    const bin = readFileSync(new URL(`../../../examples/${cpu}.bin`, import.meta.url));
    out.line(`// ${genLabel(gen)}: gcnkit asm --mcpu ${cpu} --show-encoding ${src}`);
    const bytes: number[] = [];
    const asm = new Assembler({ gen, gpu: cpu }, (e: Emitted) => {
      bytes.push(...e.bytes);
      const text = e.kind === 'inst' ? e.asm.text : e.text;
      out.line(`\t${text.length < 40 ? text.padEnd(40) : text + ' '}${encodingComment(e.bytes)}`);
    }, (d) => out.line(located(src, d.line, d.col, d.kind, d.message, d.source)));
    for (const line of readFileSync(new URL(`../../../${src}`, import.meta.url), 'utf8').split('\n')) asm.line(line);
    asm.end();
    const same = asm.errors === 0 && bytes.length === bin.length && bytes.every((b, i) => b === bin[i]);
    failed ||= !same;
    out.line(`// ${same ? 'identical to' : 'DIFFERS from'} examples/${cpu}.bin (${bin.length} bytes, assembled by llvm-mc 19)`);
    out.line(`// gcnkit dis --mcpu ${cpu} examples/${cpu}.bin`);
    const dis = new Disassembler({ gen }, out.line, (w) => out.line(`// warning at 0x${w.offset.toString(16)}: ${w.message}`));
    dis.push(bin);
    dis.end();
    out.line('');
  }
  await out.close();
  return failed ? 1 : 0;
}
