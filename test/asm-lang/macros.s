// mcpu: gfx900
// A Tensile-style kernel body made by macros: parameters by position and by name, defaults,
// vararg, \@, .exitm, nested macros and an unrolled loop with .rept and .irp.
.set vgprA, 8
.set vgprB, 24
.macro MAC_4x1 dst, a, b
  .irp i, 0, 1, 2, 3
    v_mac_f32 v[\dst+\i], v[\a+\i], v[\b]
  .endr
.endm
.macro LOAD reg, soff=0, extra:vararg
  buffer_load_dword v\reg, v0, s[4:7], \soff offen \extra
.endm
.macro TAG
  s_mov_b32 s20, \@
.endm
.macro CLAMP v, lim
  .if \lim <= 0
    .exitm
  .endif
  v_min_u32 v\v, \lim, v\v
.endm
.macro OUTER n
  TAG
  MAC_4x1 32, vgprA+4*\n, vgprB+\n
.endm
  LOAD 1
  LOAD 2, s9
  LOAD 3 s10 offset:16
  LOAD reg=4, extra=glc
  .rept 2
  TAG
  .endr
  OUTER 0
  OUTER 1
  CLAMP 5, 0
  CLAMP 6, 7
  .rept 3
    s_nop 0
  .endr
  .irpc c, 135
    s_mov_b32 s\c, \c
  .endr
  s_endpgm
