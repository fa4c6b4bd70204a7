// mcpu: gfx900
// Names defined later in the file: llvm-mc 19 keeps a fixup and writes a 32-bit literal whatever
// the final value (4, 5, -1 and 6 would be inline constants); a symbol known on the line keeps the
// value it had there (K+M is K+1), one redefined later takes its last value (N is 5), a 64-bit
// value its low 32 bits. A branch to a symbol set later goes where the symbol points.
  s_mov_b32 s0, N
  v_add_f32 v0, N, v1
  v_mov_b32 v2, N*2
  s_branch t
lbl:
  s_nop 0
N = 4
N = 5
.set t, lbl+4
M = 1
  s_mov_b32 s0, K+M
K = 4
M = 2
  v_add_f32 v0, -J, v1
J = 1
  s_mov_b32 s0, P
.set P, 0x123456789
  s_mov_b32 s0, .Lend-.Lstart
  s_add_u32 s0, s1, .Lend-.Lstart
.Lstart:
  s_nop 0
.Lend:
.set u, lbl2+8
  s_branch u
  s_branch w
lbl2:
  s_nop 1
  s_nop 2
.set w, lbl3
.set lbl3, lbl2
  s_mov_b32 s1, Q
Q = R * 2
R = 3
