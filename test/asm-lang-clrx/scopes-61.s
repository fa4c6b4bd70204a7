# CLRX-mirror tests/amdasm/AsmBasicsCases2.cpp case 61 (scopes), as CLRX wrote it; lines whose values CLRX leaves undefined (0 in its raw code, an error in gcnkit) are left out.
        .byte 0
        sym1 = 25
        .set sym2, 27
        .equ sym3, 28
        .equiv sym4, 29
        .eqv sym5, 31
        label1:
        .scope creta
            .byte sym1, sym2, sym3, sym4, sym5, sym6
            sym1 = 15
            .set sym2, 17
            .equ sym3, 18
            .equiv sym4, 19
            .eqv sym5, 21
            sym6 = 16
            label1:
            .scope ula
                .byte sym1, sym2, sym3, sym4, sym5, sym6, sym7
                sym1 = 5
                .set sym2, 7
                .equ sym3, 8
                .equiv sym4, 9
                .eqv sym5, 11
                sym6 = 6
                sym7 = 106
                label1:
            .ends
        .ends
        .byte creta::sym2, creta::ula::sym7
        creta::ula::label2:
        .scope creta
            .scope ula
                .byte label2-label1
            .ends
        .ends
