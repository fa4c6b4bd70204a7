// mcpu: tonga
// The absolute-expression lines of LLVM's test/MC/AMDGPU/expressions.s (fiji there; tonga is the
// same GCN 1.2 encoding), the expected bytes from llvm-mc 19 itself.
// Left out: |i1|, abs(...), neg(...) on constants (gcnkit takes the VOP3 form with the modifier bit
// where llvm-mc folds the modifier into the constant: a difference of the operand readers, not of
// symbols), `-[ttmp0]`, and the lines that need relocations.
i1=1
fm1=0xBF800000 // -1.0f
hm1=0xBC00     // -1.0h
v_ceil_f64 v[0:1], i1+1
v_and_b32 v0, i1+1, v0
v_and_b32 v0, 1+i1, v0
v_and_b32 v0, -i1+3, v0
v_and_b32 v0, -(i1+1), v0
v_add_u16 v0, (i1+4)/2, v1
buffer_atomic_inc v1, off, s[8:11], i1+1 glc
s_addk_i32 s2, i1+1
s_cmpk_eq_i32 s2, i1+1
s_setreg_imm32_b32 0x6, i1+1
v_madak_f16 v1, v2, v3, i1+1
s_set_gpr_idx_on s0, i1+1
s_atc_probe i1-1, s[4:5], i1+1
s_load_dword s1, s[2:3], i1+1 glc
v_ceil_f64 v[0:1], i1+100
v_and_b32 v0, i1+100, v0
v_and_b32 v0, -i1+102, v0
v_add_u16 v0, (i1+100)*2, v0
buffer_load_dword v1, off, s[4:7], s1 offset:-1+1
buffer_load_dword v1, off, s[4:7], s1 offset:i1+4
buffer_load_dword v1, off, s[4:7], s1 offset:4+i1
buffer_load_dword v1, off, s[4:7], s1 offset:-i1+4
ds_gws_init v2 gds
.set foo, 4
s_mov_b32 s0, foo+2
.set foo, 512
s_mov_b32 s0, foo+2
v_mul_f32 v0, foo+2, v2
t=1
s_sub_u32 s0, s0, -t
t=-1
s_sub_u32 s0, s0, -t
s_sub_u32 s0, s0, -2+1
t=1
s_sub_u32 s0, s0, -2+t
v=1
v_sin_f32 v0, -v
s=1
s_not_b32 s0, -s
ttmp=1
s_not_b32 s0, -ttmp
v=1
v_sin_f32 v0, -v[0]
s0=1
v_sin_f32 v0, -s0
