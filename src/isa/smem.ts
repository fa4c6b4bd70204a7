// SMEM: scalar memory, GCN 1.2 and 1.4 (two dwords).
import { lazyTable, makeTable, type LayoutSpec } from './table.js';
import type { Gen } from './gens.js';

const SPECS: Partial<Record<Gen, LayoutSpec>> = {
  'gcn1.2': {
    dwords: 2, opFields: 'op',
    bits: 'sbase 0-5 | sdata 6-12 | - 13 | - 14-15 | glc 16 | imm 17 | op 18-25 | enc 26-31 =0b110000 | offset 32-51 | - 52-63',
  },
  // GCN 1.4 adds SOE (an SGPR offset in SOFFSET besides the immediate), NV and a 21-bit OFFSET.
  'gcn1.4': {
    dwords: 2, opFields: 'op',
    bits: 'sbase 0-5 | sdata 6-12 | - 13 | soe 14 | nv 15 | glc 16 | imm 17 | op 18-25 | enc 26-31 =0b110000 | offset 32-52 | - 53-56 | soffset 57-63',
  },
};

export const SMEM = lazyTable('SMEM', () => makeTable('SMEM', SPECS, `
# name                         kind     type   base  gcn1.0 gcn1.1 gcn1.2 gcn1.4
s_load_dword                   load     b32    s2  -      -      0x00   0x00
s_load_dwordx2                 load     b64    s2  -      -      0x01   0x01
s_load_dwordx4                 load     b128   s2  -      -      0x02   0x02
s_load_dwordx8                 load     b256   s2  -      -      0x03   0x03
s_load_dwordx16                load     b512   s2  -      -      0x04   0x04
s_scratch_load_dword           load     b32    s2  -      -      -      0x05
s_scratch_load_dwordx2         load     b64    s2  -      -      -      0x06
s_scratch_load_dwordx4         load     b128   s2  -      -      -      0x07
s_buffer_load_dword            load     b32    s4  -      -      0x08   0x08
s_buffer_load_dwordx2          load     b64    s4  -      -      0x09   0x09
s_buffer_load_dwordx4          load     b128   s4  -      -      0x0a   0x0a
s_buffer_load_dwordx8          load     b256   s4  -      -      0x0b   0x0b
s_buffer_load_dwordx16         load     b512   s4  -      -      0x0c   0x0c
s_store_dword                  store    b32    s2  -      -      0x10   0x10
s_store_dwordx2                store    b64    s2  -      -      0x11   0x11
s_store_dwordx4                store    b128   s2  -      -      0x12   0x12
s_scratch_store_dword          store    b32    s2  -      -      -      0x15
s_scratch_store_dwordx2        store    b64    s2  -      -      -      0x16
s_scratch_store_dwordx4        store    b128   s2  -      -      -      0x17
s_buffer_store_dword           store    b32    s4  -      -      0x18   0x18
s_buffer_store_dwordx2         store    b64    s4  -      -      0x19   0x19
s_buffer_store_dwordx4         store    b128   s4  -      -      0x1a   0x1a
s_dcache_inv                   cache    none   -   -      -      0x20   0x20
s_dcache_wb                    cache    none   -   -      -      0x21   0x21
s_dcache_inv_vol               cache    none   -   -      -      0x22   0x22
s_dcache_wb_vol                cache    none   -   -      -      0x23   0x23
s_memtime                      time     b64    -   -      -      0x24   0x24
s_memrealtime                  time     b64    -   -      -      0x25   0x25
s_atc_probe                    probe    none   s2  -      -      0x26   0x26
s_atc_probe_buffer             probe    none   s4  -      -      0x27   0x27
s_dcache_discard               discard  none   s2  -      -      -      0x28
s_dcache_discard_x2            discard  none   s2  -      -      -      0x29
s_buffer_atomic_swap           atomic   a32    s4  -      -      -      0x40
s_buffer_atomic_cmpswap        atomic   a32    s4  -      -      -      0x41
s_buffer_atomic_add            atomic   a32    s4  -      -      -      0x42
s_buffer_atomic_sub            atomic   a32    s4  -      -      -      0x43
s_buffer_atomic_smin           atomic   a32    s4  -      -      -      0x44
s_buffer_atomic_umin           atomic   a32    s4  -      -      -      0x45
s_buffer_atomic_smax           atomic   a32    s4  -      -      -      0x46
s_buffer_atomic_umax           atomic   a32    s4  -      -      -      0x47
s_buffer_atomic_and            atomic   a32    s4  -      -      -      0x48
s_buffer_atomic_or             atomic   a32    s4  -      -      -      0x49
s_buffer_atomic_xor            atomic   a32    s4  -      -      -      0x4a
s_buffer_atomic_inc            atomic   a32    s4  -      -      -      0x4b
s_buffer_atomic_dec            atomic   a32    s4  -      -      -      0x4c
s_buffer_atomic_swap_x2        atomic   a64    s4  -      -      -      0x60
s_buffer_atomic_cmpswap_x2     atomic   a64    s4  -      -      -      0x61
s_buffer_atomic_add_x2         atomic   a64    s4  -      -      -      0x62
s_buffer_atomic_sub_x2         atomic   a64    s4  -      -      -      0x63
s_buffer_atomic_smin_x2        atomic   a64    s4  -      -      -      0x64
s_buffer_atomic_umin_x2        atomic   a64    s4  -      -      -      0x65
s_buffer_atomic_smax_x2        atomic   a64    s4  -      -      -      0x66
s_buffer_atomic_umax_x2        atomic   a64    s4  -      -      -      0x67
s_buffer_atomic_and_x2         atomic   a64    s4  -      -      -      0x68
s_buffer_atomic_or_x2          atomic   a64    s4  -      -      -      0x69
s_buffer_atomic_xor_x2         atomic   a64    s4  -      -      -      0x6a
s_buffer_atomic_inc_x2         atomic   a64    s4  -      -      -      0x6b
s_buffer_atomic_dec_x2         atomic   a64    s4  -      -      -      0x6c
# CLRX assembles and prints the buffer atomics on GCN 1.2 too (CLRX tests GCNAsmOpc12.cpp,
# GCNDisasmOpc12.cpp); the GCN3 ISA manual and llvm-mc 19 have no SMEM atomics before GCN 1.4.
s_buffer_atomic_swap           atomic   a32    s4  -      -      0x40   -      clrx:only
s_buffer_atomic_cmpswap        atomic   a32    s4  -      -      0x41   -      clrx:only
s_buffer_atomic_add            atomic   a32    s4  -      -      0x42   -      clrx:only
s_buffer_atomic_sub            atomic   a32    s4  -      -      0x43   -      clrx:only
s_buffer_atomic_smin           atomic   a32    s4  -      -      0x44   -      clrx:only
s_buffer_atomic_umin           atomic   a32    s4  -      -      0x45   -      clrx:only
s_buffer_atomic_smax           atomic   a32    s4  -      -      0x46   -      clrx:only
s_buffer_atomic_umax           atomic   a32    s4  -      -      0x47   -      clrx:only
s_buffer_atomic_and            atomic   a32    s4  -      -      0x48   -      clrx:only
s_buffer_atomic_or             atomic   a32    s4  -      -      0x49   -      clrx:only
s_buffer_atomic_xor            atomic   a32    s4  -      -      0x4a   -      clrx:only
s_buffer_atomic_inc            atomic   a32    s4  -      -      0x4b   -      clrx:only
s_buffer_atomic_dec            atomic   a32    s4  -      -      0x4c   -      clrx:only
s_buffer_atomic_swap_x2        atomic   a64    s4  -      -      0x60   -      clrx:only
s_buffer_atomic_cmpswap_x2     atomic   a64    s4  -      -      0x61   -      clrx:only
s_buffer_atomic_add_x2         atomic   a64    s4  -      -      0x62   -      clrx:only
s_buffer_atomic_sub_x2         atomic   a64    s4  -      -      0x63   -      clrx:only
s_buffer_atomic_smin_x2        atomic   a64    s4  -      -      0x64   -      clrx:only
s_buffer_atomic_umin_x2        atomic   a64    s4  -      -      0x65   -      clrx:only
s_buffer_atomic_smax_x2        atomic   a64    s4  -      -      0x66   -      clrx:only
s_buffer_atomic_umax_x2        atomic   a64    s4  -      -      0x67   -      clrx:only
s_buffer_atomic_and_x2         atomic   a64    s4  -      -      0x68   -      clrx:only
s_buffer_atomic_or_x2          atomic   a64    s4  -      -      0x69   -      clrx:only
s_buffer_atomic_xor_x2         atomic   a64    s4  -      -      0x6a   -      clrx:only
s_buffer_atomic_inc_x2         atomic   a64    s4  -      -      0x6b   -      clrx:only
s_buffer_atomic_dec_x2         atomic   a64    s4  -      -      0x6c   -      clrx:only
s_atomic_swap                  atomic   a32    s2  -      -      -      0x80
s_atomic_cmpswap               atomic   a32    s2  -      -      -      0x81
s_atomic_add                   atomic   a32    s2  -      -      -      0x82
s_atomic_sub                   atomic   a32    s2  -      -      -      0x83
s_atomic_smin                  atomic   a32    s2  -      -      -      0x84
s_atomic_umin                  atomic   a32    s2  -      -      -      0x85
s_atomic_smax                  atomic   a32    s2  -      -      -      0x86
s_atomic_umax                  atomic   a32    s2  -      -      -      0x87
s_atomic_and                   atomic   a32    s2  -      -      -      0x88
s_atomic_or                    atomic   a32    s2  -      -      -      0x89
s_atomic_xor                   atomic   a32    s2  -      -      -      0x8a
s_atomic_inc                   atomic   a32    s2  -      -      -      0x8b
s_atomic_dec                   atomic   a32    s2  -      -      -      0x8c
s_atomic_swap_x2               atomic   a64    s2  -      -      -      0xa0
s_atomic_cmpswap_x2            atomic   a64    s2  -      -      -      0xa1
s_atomic_add_x2                atomic   a64    s2  -      -      -      0xa2
s_atomic_sub_x2                atomic   a64    s2  -      -      -      0xa3
s_atomic_smin_x2               atomic   a64    s2  -      -      -      0xa4
s_atomic_umin_x2               atomic   a64    s2  -      -      -      0xa5
s_atomic_smax_x2               atomic   a64    s2  -      -      -      0xa6
s_atomic_umax_x2               atomic   a64    s2  -      -      -      0xa7
s_atomic_and_x2                atomic   a64    s2  -      -      -      0xa8
s_atomic_or_x2                 atomic   a64    s2  -      -      -      0xa9
s_atomic_xor_x2                atomic   a64    s2  -      -      -      0xaa
s_atomic_inc_x2                atomic   a64    s2  -      -      -      0xab
s_atomic_dec_x2                atomic   a64    s2  -      -      -      0xac
`), SPECS);
