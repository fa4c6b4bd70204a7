// mcpu: gfx900
// args: -I test/asm-lang/inc
// Directives as llvm-mc 19 reads them: a directive after a label on its line, a numbered label
// before an instruction, .incbin found through -I (all of it; from byte 2, 3 bytes), .org with a
// fill byte, .skip/.space with a fill, .asciz of two strings, .quad, .int, code alignment (s_nop).
lbl: .long 1
1: s_nop 0
  s_branch 1b
.incbin "blob.bin"
.incbin "blob.bin", 2, 3
.byte 0
.org 28, 0xab
.skip 3, 7
.space 1, 9
.asciz "ab", "c"
.byte 0, 0, 0
.quad 0x123456789
.int -2
.p2align 3
  s_nop 1
