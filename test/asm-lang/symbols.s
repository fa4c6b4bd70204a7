// mcpu: gfx900
// Symbols and absolute expressions wherever an integer appears (Tensile-style register names).
.set vgprValuC, 16
.set sgprKernArg, 4
NumThreads = 256
.equ LdsBytes, 0x1000
.equiv Unroll, 4
  s_load_dwordx2 s[sgprKernArg:sgprKernArg+1], s[0:1], 0x10
  v_mov_b32 v[vgprValuC+1], 0
  v_mov_b32 v[vgprValuC], NumThreads - 1
  s_mov_b32 s[2*2-2], (3+7)/3
  s_mov_b32 s3, 12 - 5 & 0xc
  s_mov_b32 s5, (1 < 2) + (2 >= 2)
  s_mov_b32 s6, !0 + (1 && 2) + (0 || 0)
  s_movk_i32 s7, LdsBytes >> 4
  s_add_u32 s8, s9, NumThreads*Unroll
  s_waitcnt vmcnt(Unroll-1) lgkmcnt(0)
  s_getreg_b32 s10, hwreg(1 + 1, 0, Unroll*8)
  ds_read_b32 v1, v2 offset:LdsBytes/4
  buffer_load_dword v[vgprValuC+2], v0, s[sgprKernArg*2:sgprKernArg*2+3], 0 offen offset:Unroll*4
  v_add_u32 v[vgprValuC+3], Unroll, v[vgprValuC+1]
x = 3
  s_mov_b32 s11, x
x = x + 1
  s_mov_b32 s12, x
.set y, x
x = 100
  s_mov_b32 s13, y
  v_mov_b32_dpp v1, v2 row_shl:Unroll row_mask:0xf bank_mask:0xf
  s_endpgm
