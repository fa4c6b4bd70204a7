// SOPP: program flow (one dword; SIMM16 is a count, a branch offset, counters or a message).
// Opcodes per generation from llvm-mc 19 (assembled for tahiti, bonaire, tonga, gfx900).
import { lazyTable, makeProfileTable, type LayoutSpec } from './table.js';

const LAYOUT: LayoutSpec = { dwords: 1, bits: 'simm16 0-15 | op 16-22 | enc 23-31 =0b101111111', opFields: 'op' };

export const SOPP = lazyTable('SOPP', () => makeProfileTable('SOPP', { 'gcn1.0': LAYOUT, 'gcn1.1': LAYOUT, 'gcn1.2': LAYOUT, 'gcn1.4': LAYOUT }, `
# name                      kind    gcn1.0 1.1  1.2   1.4    operands (printed order)
s_nop                       nop     0x00  0x00  0x00  0x00   simm16:imm16
s_endpgm                    endpgm  0x01  0x01  0x01  0x01   simm16:dec16?
s_branch                    branch  0x02  0x02  0x02  0x02   simm16:label
s_wakeup                    flow    -     -     0x03  0x03   
s_cbranch_scc0              branch  0x04  0x04  0x04  0x04   simm16:label
s_cbranch_scc1              branch  0x05  0x05  0x05  0x05   simm16:label
s_cbranch_vccz              branch  0x06  0x06  0x06  0x06   simm16:label
s_cbranch_vccnz             branch  0x07  0x07  0x07  0x07   simm16:label
s_cbranch_execz             branch  0x08  0x08  0x08  0x08   simm16:label
s_cbranch_execnz            branch  0x09  0x09  0x09  0x09   simm16:label
s_barrier                   barrier 0x0a  0x0a  0x0a  0x0a   
s_setkill                   flow    0x0b  0x0b  0x0b  0x0b   simm16:imm16
s_waitcnt                   waitcnt 0x0c  0x0c  0x0c  0x0c   simm16:waitcnt
s_sethalt                   flow    0x0d  0x0d  0x0d  0x0d   simm16:imm16
s_sleep                     flow    0x0e  0x0e  0x0e  0x0e   simm16:imm16
s_setprio                   flow    0x0f  0x0f  0x0f  0x0f   simm16:imm16
s_sendmsg                   flow    0x10  0x10  0x10  0x10   simm16:sendmsg
s_sendmsghalt               flow    0x11  0x11  0x11  0x11   simm16:sendmsg
s_trap                      flow    0x12  0x12  0x12  0x12   simm16:imm16
s_icache_inv                flow    0x13  0x13  0x13  0x13   
s_incperflevel              flow    0x14  0x14  0x14  0x14   simm16:imm16
s_decperflevel              flow    0x15  0x15  0x15  0x15   simm16:imm16
s_ttracedata                flow    0x16  0x16  0x16  0x16   
s_cbranch_cdbgsys           branch  0x17  0x17  0x17  0x17   simm16:label
s_cbranch_cdbguser          branch  0x18  0x18  0x18  0x18   simm16:label
s_cbranch_cdbgsys_or_user   branch  0x19  0x19  0x19  0x19   simm16:label
s_cbranch_cdbgsys_and_user  branch  0x1a  0x1a  0x1a  0x1a   simm16:label
s_endpgm_saved              flow    -     -     0x1b  0x1b   
s_set_gpr_idx_off           flow    -     -     0x1c  0x1c   
s_set_gpr_idx_mode          flow    -     -     0x1d  0x1d   simm16:gpridx
s_endpgm_ordered_ps_done    flow    -     -     -     0x1e   
`));
