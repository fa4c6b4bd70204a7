// The SOPP instructions every memory program needs (one dword, same on every generation).
import { makeTable } from './table.js';

const LAYOUT = 'simm16 0-15 | op 16-22 | enc 23-31 =0b101111111';

export const SOPP = makeTable('SOPP', {
  'gcn1.0': { dwords: 1, bits: LAYOUT, opFields: 'op' },
  'gcn1.1': { dwords: 1, bits: LAYOUT, opFields: 'op' },
  'gcn1.2': { dwords: 1, bits: LAYOUT, opFields: 'op' },
  'gcn1.4': { dwords: 1, bits: LAYOUT, opFields: 'op' },
}, `
# name                         kind     type   base  gcn1.0 gcn1.1 gcn1.2 gcn1.4
s_nop                          nop      none   -     0x00   0x00   0x00   0x00
s_endpgm                       endpgm   none   -     0x01   0x01   0x01   0x01
s_barrier                      barrier  none   -     0x0a   0x0a   0x0a   0x0a
s_waitcnt                      waitcnt  none   -     0x0c   0x0c   0x0c   0x0c
`);
