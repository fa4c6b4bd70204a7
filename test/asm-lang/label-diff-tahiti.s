// mcpu: tahiti
// A label difference as an operand: llvm-mc 19 writes a 32-bit literal (fixed up when the file
// ends) even when the value is an inline constant, here 4, 0 and 8; data takes the value.
.Lstart:
  s_nop 0
.Lend:
.set d, .Lend-.Lstart
d2 = .Lend-.Lstart
  s_mov_b32 s0, .Lend-.Lstart
  s_mov_b32 s0, d
  s_mov_b32 s0, d2-d2
  s_mov_b32 s0, (.Lend-.Lstart)*2
  s_add_u32 s0, s1, .Lend-.Lstart
  v_mov_b32 v0, .Lend-.Lstart
  v_add_f32 v0, .Lend-.Lstart, v1
  v_add_i32 v0, vcc, d, v1
  s_mov_b32 s0, 4
.long .Lend-.Lstart, d
.byte .Lend-.Lstart
.fill .Lend-.Lstart, 1, 7
