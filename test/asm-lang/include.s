// mcpu: tahiti
// args: -I test/asm-lang/inc
// .include looks in the current directory, then in each -I directory.
.include "common.inc"
cur = SGPR_BASE
  ZERO_SGPRS cur, 3
  s_mov_b32 s0, cur
  s_endpgm
