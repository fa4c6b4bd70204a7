// What the start-up snapshot of `gcnkit dis` builds beyond the tables (src/cli/snapshot.ts).
import type { Gen } from '../isa/gens.js';
import { Disassembler } from '../dis/disassembler.js';
import './dis.js';

/** One instruction (s_nop 0) through the byte path: the decoder's tables and its printer are made. */
export function warm(gen: Gen): void {
  const dis = new Disassembler({ gen }, () => {}, undefined, (_chunk, release) => release());
  dis.push(Uint8Array.of(0, 0, 0x80, 0xbf));
  if (dis.end() !== 0 || dis.count !== 1) throw new Error('snapshot warm-up: s_nop 0 not disassembled');
}
