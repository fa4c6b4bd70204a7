// gcnkit demo (npm start): disassemble the bundled example binary of every generation.
import { readFileSync } from 'node:fs';
import { Disassembler } from '../dis/disassembler.js';
import { GEN_INFO, GENS } from '../isa/gens.js';
import { genLabel } from './gpu.js';
import { LineWriter } from './output.js';

export async function demoCommand(_argv: readonly string[]): Promise<number> {
  const out = new LineWriter(process.stdout);
  for (const gen of GENS) {
    const cpu = GEN_INFO[gen].llvmCpu;
    const url = new URL(`../../../examples/${cpu}.bin`, import.meta.url);
    out.line(`// examples/${cpu}.bin: ${genLabel(gen)}; gcnkit dis --mcpu ${cpu} --show-encoding examples/${cpu}.bin`);
    const dis = new Disassembler({ gen, showEncoding: true }, out.line, (w) => out.line(`// warning at 0x${w.offset.toString(16)}: ${w.message}`));
    dis.push(readFileSync(url));
    dis.end();
    out.line('');
  }
  await out.close();
  return 0;
}
