// mcpu: gfx900
// Data naming names defined later in the file: llvm-mc 19 resolves a data fixup when the file
// ends (N is 4 then 5: its last value), a label difference of labels after it too, a symbol set
// from one defined later, and the sizes of each directive.
  .long N, N+1
  .quad N*2, e-b
  .short M
  .byte e-b, 2
  .4byte t
b:
  s_nop 0
  .long 7
e:
N = 4
N = 5
.set t, e-b+N
M = 0x1234
