// mcpu: tonga
// Conditional assembly: each branch kind, nesting, and .if seeing the symbols set before it.
.set USE_LDS, 1
.set WAVES, 4
.if USE_LDS
  s_mov_b32 m0, -1
.else
  s_mov_b32 m0, 0
.endif
.if WAVES == 1
  s_nop 1
.elseif WAVES == 4
  s_nop 4
  .if WAVES > 2 && USE_LDS
    s_nop 5
  .else
    s_nop 6
  .endif
.else
  s_nop 7
.endif
.ifdef USE_LDS
  v_mov_b32 v0, 1
.endif
.ifndef NOT_SET
  v_mov_b32 v1, 2
.endif
.ifdef NOT_SET
  v_mov_b32 v1, 3
.endif
.ifeq WAVES - 4
  v_mov_b32 v2, 4
.endif
.ifne WAVES
  v_mov_b32 v3, 5
.endif
.ifgt WAVES - 5
  v_mov_b32 v4, 6
.endif
.iflt WAVES - 5
  v_mov_b32 v4, 7
.endif
.macro OPT reg, val
  .ifb \val
    v_mov_b32 v\reg, 0
  .else
    v_mov_b32 v\reg, \val
  .endif
  .ifnb \val
    s_nop 2
  .endif
  .ifc \reg,9
    s_nop 3
  .endif
  .ifnc \reg,9
    s_nop 0
  .endif
.endm
  OPT 8
  OPT 9, 12
start:
.ifdef start
  s_endpgm
.endif
