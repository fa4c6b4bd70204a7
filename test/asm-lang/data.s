// mcpu: gfx900
// Data and alignment in code: values as expressions, strings, fills; alignment pads code with
// s_nop 0 (no fill or fill 0) or with the fill byte; other sections stay out of .text.
.set COUNT, 3
  s_nop 0
  .p2align 4
  s_endpgm
  .byte 1, COUNT, -1, 0x7f+1
  .short 0x1234, COUNT*2
  .balign 8, 0xaa
  .long 0xdeadbeef, -COUNT
  .int 7
  .quad 1 << 40, -2
  .ascii "gcn\n", "ab"
  .asciz "z"
  .string "q\t"
  .fill 2, 3, 0x11223344
  .fill COUNT, 1, 0x5a
  .zero 2
  .space 3, 0xff
  .skip 1
  .p2align 2, 0xcc
  .p2align 3, 0
  .align 16
  s_endpgm
  .balign 64, , 8
  s_endpgm
  .p2align 5, 0x11, 31
  s_nop 1
.data
  .long 0x11111111
.text
  s_endpgm
