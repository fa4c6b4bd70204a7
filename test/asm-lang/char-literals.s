// mcpu: gfx900
// Character literals in expressions, as llvm-mc 19's lexer reads them (AsmLexer LexSingleQuote):
// one ASCII character or one of the escapes \t \n \b \f \r \\ \' \"; ''' is a quote, and a quoted
// ',' ';' '#' '/' is no separator or comment.
.byte 'a', '\n', '\\', '\'', ''', '\"', '"', '\t', '\b', '\f', '\r'
.byte ',', ';', '#', '/', ' ' ; a comment
.byte 'A' << 1, -'a' & 0xff, '\'' + 1, 0
.p2align 2
s_mov_b32 s0, 'A'+1
s_mov_b32 s0, '\t'
s_add_u32 s0, s1, ','
.set q, 'z'
.if 'a' == 97
s_mov_b32 s1, q - 'a'
.endif
v_mov_b32 v['0' - 46], ' '
