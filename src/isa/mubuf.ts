// MUBUF: untyped buffer access, GCN 1.0-1.4 (two dwords).
import { lazyTable, makeTable } from './table.js';
import { CLRX_MUBUF_ROWS } from './clrx-rows.js';

// GCN 1.0/1.1 have ADDR64 at bit 15 and SLC at bit 54; GCN 1.2/1.4 move SLC to bit 17.
const SI = 'offset 0-11 | offen 12 | idxen 13 | glc 14 | addr64 15 | lds 16 | - 17 | op 18-24 | - 25 | enc 26-31 =0b111000'
  + ' | vaddr 32-39 | vdata 40-47 | srsrc 48-52 | - 53 | slc 54 | tfe 55 | soffset 56-63';
const VI = 'offset 0-11 | offen 12 | idxen 13 | glc 14 | - 15 | lds 16 | slc 17 | op 18-24 | - 25 | enc 26-31 =0b111000'
  + ' | vaddr 32-39 | vdata 40-47 | srsrc 48-52 | - 53-54 | tfe 55 | soffset 56-63';
// CDNA 2 and 3: bit 15 is the SCC cache bit; bit 55 is ACC (the data registers are AGPRs), not TFE.
const CDNA = 'offset 0-11 | offen 12 | idxen 13 | glc 14 | scc 15 | lds 16 | slc 17 | op 18-24 | - 25 | enc 26-31 =0b111000'
  + ' | vaddr 32-39 | vdata 40-47 | srsrc 48-52 | - 53-54 | acc 55 | soffset 56-63';

// Opcodes follow llvm-mc 19 where the seed page differs (see ERRATA.md): buffer_atomic_rsub(_x2)
// is CLRX-only (src/isa/clrx-rows.ts); buffer_load/store_dwordx3 exist on GCN 1.0; opcode 0x70 is wbinvl1_sc on
// GCN 1.0 but wbinvl1_vol on GCN 1.1.
export const MUBUF = lazyTable('MUBUF', () => makeTable('MUBUF', {
  'gcn1.0': { dwords: 2, bits: SI, opFields: 'op' },
  'gcn1.1': { dwords: 2, bits: SI, opFields: 'op' },
  'gcn1.2': { dwords: 2, bits: VI, opFields: 'op' },
  'gcn1.4': { dwords: 2, bits: VI, opFields: 'op' },
  gfx90a: { dwords: 2, bits: CDNA, opFields: 'op' },
}, `
# name                         kind     type   base  gcn1.0 gcn1.1 gcn1.2 gcn1.4
buffer_load_format_x           load     fmt1   -   0x00   0x00   0x00   0x00
buffer_load_format_xy          load     fmt2   -   0x01   0x01   0x01   0x01
buffer_load_format_xyz         load     fmt3   -   0x02   0x02   0x02   0x02
buffer_load_format_xyzw        load     fmt4   -   0x03   0x03   0x03   0x03
buffer_store_format_x          store    fmt1   -   0x04   0x04   0x04   0x04
buffer_store_format_xy         store    fmt2   -   0x05   0x05   0x05   0x05
buffer_store_format_xyz        store    fmt3   -   0x06   0x06   0x06   0x06
buffer_store_format_xyzw       store    fmt4   -   0x07   0x07   0x07   0x07
buffer_load_format_d16_x       load     h1     -   -      -      0x08   0x08
buffer_load_format_d16_xy      load     h2     -   -      -      0x09   0x09
buffer_load_format_d16_xyz     load     h3     -   -      -      0x0a   0x0a
buffer_load_format_d16_xyzw    load     h4     -   -      -      0x0b   0x0b
buffer_store_format_d16_x      store    h1     -   -      -      0x0c   0x0c
buffer_store_format_d16_xy     store    h2     -   -      -      0x0d   0x0d
buffer_store_format_d16_xyz    store    h3     -   -      -      0x0e   0x0e
buffer_store_format_d16_xyzw   store    h4     -   -      -      0x0f   0x0f
buffer_load_ubyte              load     u8     -   0x08   0x08   0x10   0x10
buffer_load_sbyte              load     i8     -   0x09   0x09   0x11   0x11
buffer_load_ushort             load     u16    -   0x0a   0x0a   0x12   0x12
buffer_load_sshort             load     i16    -   0x0b   0x0b   0x13   0x13
buffer_load_dword              load     b32    -   0x0c   0x0c   0x14   0x14
buffer_load_dwordx2            load     b64    -   0x0d   0x0d   0x15   0x15
buffer_load_dwordx3            load     b96    -   0x0f   0x0f   0x16   0x16
buffer_load_dwordx4            load     b128   -   0x0e   0x0e   0x17   0x17
buffer_store_byte              store    b8     -   0x18   0x18   0x18   0x18
buffer_store_short             store    b16    -   0x1a   0x1a   0x1a   0x1a
buffer_store_dword             store    b32    -   0x1c   0x1c   0x1c   0x1c
buffer_store_dwordx2           store    b64    -   0x1d   0x1d   0x1d   0x1d
buffer_store_dwordx3           store    b96    -   0x1f   0x1f   0x1e   0x1e
buffer_store_dwordx4           store    b128   -   0x1e   0x1e   0x1f   0x1f
buffer_store_byte_d16_hi       store    b8.hi  -   -      -      -      0x19
buffer_store_short_d16_hi      store    b16.hi -   -      -      -      0x1b
buffer_load_ubyte_d16          load     u8.lo  -   -      -      -      0x20
buffer_load_ubyte_d16_hi       load     u8.hi  -   -      -      -      0x21
buffer_load_sbyte_d16          load     i8.lo  -   -      -      -      0x22
buffer_load_sbyte_d16_hi       load     i8.hi  -   -      -      -      0x23
buffer_load_short_d16          load     b16.lo -   -      -      -      0x24
buffer_load_short_d16_hi       load     b16.hi -   -      -      -      0x25
buffer_load_format_d16_hi_x    load     h1.hi  -   -      -      -      0x26
buffer_store_format_d16_hi_x   store    h1.hi  -   -      -      -      0x27
buffer_store_lds_dword         ldsstore b32    -   -      -      0x3d   0x3d
buffer_wbinvl1_sc              cache    none   -   0x70   -      -      -
buffer_wbinvl1_vol             cache    none   -   -      0x70   0x3f   0x3f
buffer_wbinvl1                 cache    none   -   0x71   0x71   0x3e   0x3e
buffer_atomic_swap             atomic   a32    -   0x30   0x30   0x40   0x40
buffer_atomic_cmpswap          atomic   a32    -   0x31   0x31   0x41   0x41
buffer_atomic_add              atomic   a32    -   0x32   0x32   0x42   0x42
buffer_atomic_sub              atomic   a32    -   0x33   0x33   0x43   0x43
buffer_atomic_smin             atomic   a32    -   0x35   0x35   0x44   0x44
buffer_atomic_umin             atomic   a32    -   0x36   0x36   0x45   0x45
buffer_atomic_smax             atomic   a32    -   0x37   0x37   0x46   0x46
buffer_atomic_umax             atomic   a32    -   0x38   0x38   0x47   0x47
buffer_atomic_and              atomic   a32    -   0x39   0x39   0x48   0x48
buffer_atomic_or               atomic   a32    -   0x3a   0x3a   0x49   0x49
buffer_atomic_xor              atomic   a32    -   0x3b   0x3b   0x4a   0x4a
buffer_atomic_inc              atomic   a32    -   0x3c   0x3c   0x4b   0x4b
buffer_atomic_dec              atomic   a32    -   0x3d   0x3d   0x4c   0x4c
buffer_atomic_fcmpswap         atomic   a32    -   0x3e   0x3e   -      -
buffer_atomic_fmin             atomic   a32    -   0x3f   0x3f   -      -
buffer_atomic_fmax             atomic   a32    -   0x40   0x40   -      -
buffer_atomic_swap_x2          atomic   a64    -   0x50   0x50   0x60   0x60
buffer_atomic_cmpswap_x2       atomic   a64    -   0x51   0x51   0x61   0x61
buffer_atomic_add_x2           atomic   a64    -   0x52   0x52   0x62   0x62
buffer_atomic_sub_x2           atomic   a64    -   0x53   0x53   0x63   0x63
buffer_atomic_smin_x2          atomic   a64    -   0x55   0x55   0x64   0x64
buffer_atomic_umin_x2          atomic   a64    -   0x56   0x56   0x65   0x65
buffer_atomic_smax_x2          atomic   a64    -   0x57   0x57   0x66   0x66
buffer_atomic_umax_x2          atomic   a64    -   0x58   0x58   0x67   0x67
buffer_atomic_and_x2           atomic   a64    -   0x59   0x59   0x68   0x68
buffer_atomic_or_x2            atomic   a64    -   0x5a   0x5a   0x69   0x69
buffer_atomic_xor_x2           atomic   a64    -   0x5b   0x5b   0x6a   0x6a
buffer_atomic_inc_x2           atomic   a64    -   0x5c   0x5c   0x6b   0x6b
buffer_atomic_dec_x2           atomic   a64    -   0x5d   0x5d   0x6c   0x6c
# gfx908: atomics that return nothing (LLVM MUBUF_Pseudo_Atomics_NO_RTN)
buffer_atomic_add_f32          atomic   a32    -   -      -      -      0x4d  rtn:no requires:atomic-fadd-no-rtn-insts op:GFX90A=-
buffer_atomic_pk_add_f16       atomic   a32    -   -      -      -      0x4e  rtn:no requires:atomic-buffer-global-pk-add-f16-no-rtn-insts op:GFX90A=-
# CDNA 2 (gfx90a) and 3 (gfx940) (cdna-opcodes.tsv, llvm-mc 19): float atomics with return; the L2
# cache operations (gfx940's take sc0/sc1: the cpol rows)
buffer_atomic_add_f32          atomic   a32    -   -      -      -      -     op:GFX90A=0x4d scc:no
buffer_atomic_pk_add_f16       atomic   a32    -   -      -      -      -     op:GFX90A=0x4e scc:no
buffer_atomic_add_f64          atomic   a64    -   -      -      -      -     op:GFX90A=0x4f scc:no
buffer_atomic_min_f64          atomic   a64    -   -      -      -      -     op:GFX90A=0x50 scc:no
buffer_atomic_max_f64          atomic   a64    -   -      -      -      -     op:GFX90A=0x51 scc:no
buffer_wbl2                    cache    none   -   -      -      -      -     op:GFX90A=0x28 op:GFX940=-
buffer_invl2                   cache    none   -   -      -      -      -     op:GFX90A=0x29 op:GFX940=-
buffer_wbl2                    cache    none   -   -      -      -      -     op:GFX940=0x28 cpol
buffer_inv                     cache    none   -   -      -      -      -     op:GFX940=0x29 cpol
buffer_atomic_fcmpswap_x2      atomic   a64    -   0x5e   0x5e   -      -
buffer_atomic_fmin_x2          atomic   a64    -   0x5f   0x5f   -      -
buffer_atomic_fmax_x2          atomic   a64    -   0x60   0x60   -      -
` + CLRX_MUBUF_ROWS));
