// EXP: export to the colour, depth, position and parameter buffers (two dwords). It has no
// opcode; its marker moves from 0b111110 (GCN 1.0/1.1) to 0b110001 (GCN 1.2+).
import { forGens, makeLayoutTable } from './table.js';

const LO = 'en 0-3 | tgt 4-9 | compr 10 | done 11 | vm 12 | - 13-25';
const HI = ' | vsrc0 32-39 | vsrc1 40-47 | vsrc2 48-55 | vsrc3 56-63';
export const EXP = makeLayoutTable('EXP', {
  ...forGens(['gcn1.0', 'gcn1.1'], { dwords: 2, opFields: '', bits: LO + ' | enc 26-31 =0b111110' + HI }),
  ...forGens(['gcn1.2', 'gcn1.4'], { dwords: 2, opFields: '', bits: LO + ' | enc 26-31 =0b110001' + HI }),
});
