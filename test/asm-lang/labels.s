// mcpu: gfx900
// Numbered local labels and branch targets made by symbols.
1:
  s_nop 0
  s_cbranch_scc0 1f
  s_branch 1b
1:
  s_add_u32 s0, s0, 1
  s_cbranch_scc1 1b
2: s_nop 1
  s_branch 2f
  s_branch 2b
2:
loop:
.set after, loop + 4
.set back, 1b
  s_nop 2
  s_nop 3
  s_branch after
  s_branch back
  s_branch 3
.set far, -2
  s_branch far
  s_endpgm
