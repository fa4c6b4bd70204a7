// FLAT: flat address space access, GCN 1.1/1.2, and GCN 1.4 with an immediate offset and the
// FLAT/SCRATCH/GLOBAL segments (SEG field; opcode key "seg:op").
import { lazyTable, makeTable, type LayoutSpec } from './table.js';
import type { Gen } from './gens.js';

const CI = '- 0-15 | glc 16 | slc 17 | op 18-24 | - 25 | enc 26-31 =0b110111 | vaddr 32-39 | vdata 40-47 | - 48-54 | tfe 55 | vdst 56-63';

const SPECS: Partial<Record<Gen, LayoutSpec>> = {
  'gcn1.1': { dwords: 2, bits: CI, opFields: 'op' },
  'gcn1.2': { dwords: 2, bits: CI, opFields: 'op' },
  'gcn1.4': {
    dwords: 2, opFields: 'seg op',
    bits: 'offset 0-12 | lds 13 | seg 14-15 | glc 16 | slc 17 | op 18-24 | - 25 | enc 26-31 =0b110111'
      + ' | vaddr 32-39 | vdata 40-47 | saddr 48-54 | nv 55 | vdst 56-63',
  },
  // CDNA 2: bit 25 is the SCC cache bit, bit 55 ACC (the data registers are AGPRs).
  gfx90a: {
    dwords: 2, opFields: 'seg op',
    bits: 'offset 0-12 | lds 13 | seg 14-15 | glc 16 | slc 17 | op 18-24 | scc 25 | enc 26-31 =0b110111'
      + ' | vaddr 32-39 | vdata 40-47 | saddr 48-54 | acc 55 | vdst 56-63',
  },
  // CDNA 3: no LDS bit (the *_load_lds_* rows instead); bit 13 is SCRATCH's SVE (VADDR is used).
  gfx940: {
    dwords: 2, opFields: 'seg op',
    bits: 'offset 0-12 | sve 13 | seg 14-15 | glc 16 | slc 17 | op 18-24 | scc 25 | enc 26-31 =0b110111'
      + ' | vaddr 32-39 | vdata 40-47 | saddr 48-54 | acc 55 | vdst 56-63',
  },
};

export const FLAT = lazyTable('FLAT', () => makeTable('FLAT', SPECS, `
# name                         kind     type   base  gcn1.0 gcn1.1 gcn1.2 gcn1.4
flat_load_ubyte                load     u8     -   -      0x08   0x10   0:0x10
flat_load_sbyte                load     i8     -   -      0x09   0x11   0:0x11
flat_load_ushort               load     u16    -   -      0x0a   0x12   0:0x12
flat_load_sshort               load     i16    -   -      0x0b   0x13   0:0x13
flat_load_dword                load     b32    -   -      0x0c   0x14   0:0x14
flat_load_dwordx2              load     b64    -   -      0x0d   0x15   0:0x15
flat_load_dwordx3              load     b96    -   -      0x0f   0x16   0:0x16
flat_load_dwordx4              load     b128   -   -      0x0e   0x17   0:0x17
flat_load_ubyte_d16            load     u8.lo  -   -      -      -      0:0x20
flat_load_ubyte_d16_hi         load     u8.hi  -   -      -      -      0:0x21
flat_load_sbyte_d16            load     i8.lo  -   -      -      -      0:0x22
flat_load_sbyte_d16_hi         load     i8.hi  -   -      -      -      0:0x23
flat_load_short_d16            load     b16.lo -   -      -      -      0:0x24
flat_load_short_d16_hi         load     b16.hi -   -      -      -      0:0x25
flat_store_byte                store    b8     -   -      0x18   0x18   0:0x18
flat_store_short               store    b16    -   -      0x1a   0x1a   0:0x1a
flat_store_dword               store    b32    -   -      0x1c   0x1c   0:0x1c
flat_store_dwordx2             store    b64    -   -      0x1d   0x1d   0:0x1d
flat_store_dwordx3             store    b96    -   -      0x1f   0x1e   0:0x1e
flat_store_dwordx4             store    b128   -   -      0x1e   0x1f   0:0x1f
flat_store_byte_d16_hi         store    b8.hi  -   -      -      -      0:0x19
flat_store_short_d16_hi        store    b16.hi -   -      -      -      0:0x1b
flat_atomic_swap               atomic   a32    -   -      0x30   0x40   0:0x40
flat_atomic_cmpswap            atomic   a32    -   -      0x31   0x41   0:0x41
flat_atomic_add                atomic   a32    -   -      0x32   0x42   0:0x42
flat_atomic_sub                atomic   a32    -   -      0x33   0x43   0:0x43
flat_atomic_smin               atomic   a32    -   -      0x35   0x44   0:0x44
flat_atomic_umin               atomic   a32    -   -      0x36   0x45   0:0x45
flat_atomic_smax               atomic   a32    -   -      0x37   0x46   0:0x46
flat_atomic_umax               atomic   a32    -   -      0x38   0x47   0:0x47
flat_atomic_and                atomic   a32    -   -      0x39   0x48   0:0x48
flat_atomic_or                 atomic   a32    -   -      0x3a   0x49   0:0x49
flat_atomic_xor                atomic   a32    -   -      0x3b   0x4a   0:0x4a
flat_atomic_inc                atomic   a32    -   -      0x3c   0x4b   0:0x4b
flat_atomic_dec                atomic   a32    -   -      0x3d   0x4c   0:0x4c
flat_atomic_fcmpswap           atomic   a32    -   -      0x3e   -      -
flat_atomic_fmin               atomic   a32    -   -      0x3f   -      -
flat_atomic_fmax               atomic   a32    -   -      0x40   -      -
flat_atomic_swap_x2            atomic   a64    -   -      0x50   0x60   0:0x60
flat_atomic_cmpswap_x2         atomic   a64    -   -      0x51   0x61   0:0x61
flat_atomic_add_x2             atomic   a64    -   -      0x52   0x62   0:0x62
flat_atomic_sub_x2             atomic   a64    -   -      0x53   0x63   0:0x63
flat_atomic_smin_x2            atomic   a64    -   -      0x55   0x64   0:0x64
flat_atomic_umin_x2            atomic   a64    -   -      0x56   0x65   0:0x65
flat_atomic_smax_x2            atomic   a64    -   -      0x57   0x66   0:0x66
flat_atomic_umax_x2            atomic   a64    -   -      0x58   0x67   0:0x67
flat_atomic_and_x2             atomic   a64    -   -      0x59   0x68   0:0x68
flat_atomic_or_x2              atomic   a64    -   -      0x5a   0x69   0:0x69
flat_atomic_xor_x2             atomic   a64    -   -      0x5b   0x6a   0:0x6a
flat_atomic_inc_x2             atomic   a64    -   -      0x5c   0x6b   0:0x6b
flat_atomic_dec_x2             atomic   a64    -   -      0x5d   0x6c   0:0x6c
flat_atomic_fcmpswap_x2        atomic   a64    -   -      0x5e   -      -
flat_atomic_fmin_x2            atomic   a64    -   -      0x5f   -      -
flat_atomic_fmax_x2            atomic   a64    -   -      0x60   -      -
global_load_ubyte              load     u8     -   -      -      -      2:0x10
global_load_sbyte              load     i8     -   -      -      -      2:0x11
global_load_ushort             load     u16    -   -      -      -      2:0x12
global_load_sshort             load     i16    -   -      -      -      2:0x13
global_load_dword              load     b32    -   -      -      -      2:0x14
global_load_dwordx2            load     b64    -   -      -      -      2:0x15
global_load_dwordx3            load     b96    -   -      -      -      2:0x16
global_load_dwordx4            load     b128   -   -      -      -      2:0x17
global_load_ubyte_d16          load     u8.lo  -   -      -      -      2:0x20
global_load_ubyte_d16_hi       load     u8.hi  -   -      -      -      2:0x21
global_load_sbyte_d16          load     i8.lo  -   -      -      -      2:0x22
global_load_sbyte_d16_hi       load     i8.hi  -   -      -      -      2:0x23
global_load_short_d16          load     b16.lo -   -      -      -      2:0x24
global_load_short_d16_hi       load     b16.hi -   -      -      -      2:0x25
global_store_byte              store    b8     -   -      -      -      2:0x18
global_store_short             store    b16    -   -      -      -      2:0x1a
global_store_dword             store    b32    -   -      -      -      2:0x1c
global_store_dwordx2           store    b64    -   -      -      -      2:0x1d
global_store_dwordx3           store    b96    -   -      -      -      2:0x1e
global_store_dwordx4           store    b128   -   -      -      -      2:0x1f
global_store_byte_d16_hi       store    b8.hi  -   -      -      -      2:0x19
global_store_short_d16_hi      store    b16.hi -   -      -      -      2:0x1b
global_atomic_swap             atomic   a32    -   -      -      -      2:0x40
global_atomic_cmpswap          atomic   a32    -   -      -      -      2:0x41
global_atomic_add              atomic   a32    -   -      -      -      2:0x42
global_atomic_sub              atomic   a32    -   -      -      -      2:0x43
global_atomic_smin             atomic   a32    -   -      -      -      2:0x44
global_atomic_umin             atomic   a32    -   -      -      -      2:0x45
global_atomic_smax             atomic   a32    -   -      -      -      2:0x46
global_atomic_umax             atomic   a32    -   -      -      -      2:0x47
global_atomic_and              atomic   a32    -   -      -      -      2:0x48
global_atomic_or               atomic   a32    -   -      -      -      2:0x49
global_atomic_xor              atomic   a32    -   -      -      -      2:0x4a
global_atomic_inc              atomic   a32    -   -      -      -      2:0x4b
global_atomic_dec              atomic   a32    -   -      -      -      2:0x4c
global_atomic_swap_x2          atomic   a64    -   -      -      -      2:0x60
global_atomic_cmpswap_x2       atomic   a64    -   -      -      -      2:0x61
global_atomic_add_x2           atomic   a64    -   -      -      -      2:0x62
global_atomic_sub_x2           atomic   a64    -   -      -      -      2:0x63
global_atomic_smin_x2          atomic   a64    -   -      -      -      2:0x64
global_atomic_umin_x2          atomic   a64    -   -      -      -      2:0x65
global_atomic_smax_x2          atomic   a64    -   -      -      -      2:0x66
global_atomic_umax_x2          atomic   a64    -   -      -      -      2:0x67
global_atomic_and_x2           atomic   a64    -   -      -      -      2:0x68
global_atomic_or_x2            atomic   a64    -   -      -      -      2:0x69
global_atomic_xor_x2           atomic   a64    -   -      -      -      2:0x6a
global_atomic_inc_x2           atomic   a64    -   -      -      -      2:0x6b
global_atomic_dec_x2           atomic   a64    -   -      -      -      2:0x6c
# gfx908: atomics that return nothing (LLVM FLAT_Global_Atomic_Pseudo_NO_RTN); CDNA 2 has them with return
global_atomic_add_f32          atomic   a32    -   -      -      -      2:0x4d  rtn:no requires:atomic-fadd-no-rtn-insts op:GFX90A=-
global_atomic_pk_add_f16       atomic   a32    -   -      -      -      2:0x4e  rtn:no requires:atomic-buffer-global-pk-add-f16-no-rtn-insts op:GFX90A=-
# CDNA 2 (gfx90a) and 3 (gfx940): float atomics (cdna-opcodes.tsv, llvm-mc 19)
global_atomic_add_f32          atomic   a32    -   -      -      -      -       op:GFX90A=2:0x4d scc:no
global_atomic_pk_add_f16       atomic   a32    -   -      -      -      -       op:GFX90A=2:0x4e scc:no
global_atomic_add_f64          atomic   a64    -   -      -      -      -       op:GFX90A=2:0x4f scc:no
global_atomic_min_f64          atomic   a64    -   -      -      -      -       op:GFX90A=2:0x50 scc:no
global_atomic_max_f64          atomic   a64    -   -      -      -      -       op:GFX90A=2:0x51 scc:no
global_atomic_pk_add_bf16      atomic   a32    -   -      -      -      -       op:GFX940=2:0x52 scc:no
flat_atomic_add_f64            atomic   a64    -   -      -      -      -       op:GFX90A=0:0x4f scc:no
flat_atomic_min_f64            atomic   a64    -   -      -      -      -       op:GFX90A=0:0x50 scc:no
flat_atomic_max_f64            atomic   a64    -   -      -      -      -       op:GFX90A=0:0x51 scc:no
flat_atomic_add_f32            atomic   a32    -   -      -      -      -       op:GFX940=0:0x4d scc:no
flat_atomic_pk_add_f16         atomic   a32    -   -      -      -      -       op:GFX940=0:0x4e scc:no
flat_atomic_pk_add_bf16        atomic   a32    -   -      -      -      -       op:GFX940=0:0x52 scc:no
# gfx940: loads into LDS at M0 (no VGPR data)
global_load_lds_ubyte          ldsload  u8     -   -      -      -      -       op:GFX940=2:0x26
global_load_lds_sbyte          ldsload  i8     -   -      -      -      -       op:GFX940=2:0x27
global_load_lds_ushort         ldsload  u16    -   -      -      -      -       op:GFX940=2:0x28
global_load_lds_sshort         ldsload  i16    -   -      -      -      -       op:GFX940=2:0x29
global_load_lds_dword          ldsload  b32    -   -      -      -      -       op:GFX940=2:0x2a
scratch_load_lds_ubyte         ldsload  u8     -   -      -      -      -       op:GFX940=1:0x26
scratch_load_lds_sbyte         ldsload  i8     -   -      -      -      -       op:GFX940=1:0x27
scratch_load_lds_ushort        ldsload  u16    -   -      -      -      -       op:GFX940=1:0x28
scratch_load_lds_sshort        ldsload  i16    -   -      -      -      -       op:GFX940=1:0x29
scratch_load_lds_dword         ldsload  b32    -   -      -      -      -       op:GFX940=1:0x2a
scratch_load_ubyte             load     u8     -   -      -      -      1:0x10
scratch_load_sbyte             load     i8     -   -      -      -      1:0x11
scratch_load_ushort            load     u16    -   -      -      -      1:0x12
scratch_load_sshort            load     i16    -   -      -      -      1:0x13
scratch_load_dword             load     b32    -   -      -      -      1:0x14
scratch_load_dwordx2           load     b64    -   -      -      -      1:0x15
scratch_load_dwordx3           load     b96    -   -      -      -      1:0x16
scratch_load_dwordx4           load     b128   -   -      -      -      1:0x17
scratch_load_ubyte_d16         load     u8.lo  -   -      -      -      1:0x20
scratch_load_ubyte_d16_hi      load     u8.hi  -   -      -      -      1:0x21
scratch_load_sbyte_d16         load     i8.lo  -   -      -      -      1:0x22
scratch_load_sbyte_d16_hi      load     i8.hi  -   -      -      -      1:0x23
scratch_load_short_d16         load     b16.lo -   -      -      -      1:0x24
scratch_load_short_d16_hi      load     b16.hi -   -      -      -      1:0x25
scratch_store_byte             store    b8     -   -      -      -      1:0x18
scratch_store_short            store    b16    -   -      -      -      1:0x1a
scratch_store_dword            store    b32    -   -      -      -      1:0x1c
scratch_store_dwordx2          store    b64    -   -      -      -      1:0x1d
scratch_store_dwordx3          store    b96    -   -      -      -      1:0x1e
scratch_store_dwordx4          store    b128   -   -      -      -      1:0x1f
scratch_store_byte_d16_hi      store    b8.hi  -   -      -      -      1:0x19
scratch_store_short_d16_hi     store    b16.hi -   -      -      -      1:0x1b
`), SPECS);
