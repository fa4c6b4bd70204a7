# CLRX-mirror tests/amdasm/AsmBasicsCases2.cpp case 59 (scopes), as CLRX wrote it; lines whose values CLRX leaves undefined (0 in its raw code, an error in gcnkit) are left out.
            .byte 0
            sym1 = 1
            sym2 = 2
            sym3 = 3
            sym4 = 4
            .scope ala
                .scope x1
                    sym1 = 9
                    sym4 = 10
                    sym8 = 25
                    sym9 = 30
                .ends
                .scope x2
                    sym2 = 8
                    sym3 = 11
                    sym8 = 26
                    sym9 = 31
                .ends
                sym1 = 6
                sym3 = 7
            .ends
            .scope beta
                sym2 = 12
                .scope x1
                    sym1 = 14
                    sym4 = 15
                    sym8 = 27
                .ends
                .scope x2
                    sym2 = 16
                    sym3 = 17
                .ends
                .scope y2
                    sym2 = 19
                    sym3 = 20
                    sym4 = 22
                .ends
                sym3 = 13
            .ends
            .byte sym1,sym2,sym3,sym4
            .scope ala
                .byte sym1,sym2,sym3,sym4
                .scope x1
                    .byte sym1,sym2,sym3,sym4
                .ends
                .scope x2
                    .byte sym1,sym2,sym3,sym4
                .ends
            .ends
            .scope beta
                .byte sym1,sym2,sym3,sym4
                .scope x1
                    .byte sym1,sym2,sym3,sym4
                .ends
                .scope x2
                    .byte sym1,sym2,sym3,sym4
                .ends
                .scope y2
                    .byte sym1,sym2,sym3,sym4
                .ends
            .ends
            # using
            .using ::ala::x1
            .byte sym1,sym2,sym3,sym4,sym8
            .using ::ala::x2
            .byte sym1,sym2,sym3,sym4,sym8
            .unusing ::ala::x2
            .byte sym1,sym2,sym3,sym4,sym8
            .unusing ::ala::x1
            .using ::ala::x2
            .byte sym1,sym2,sym3,sym4,sym8
            .using ::ala::x1
            .byte sym1,sym2,sym3,sym4,sym8
            .using ::beta::x1
            .scope ala
                .using x2
                .byte sym1,sym2,sym3,sym4,sym8
                .using x1
                .byte sym1,sym2,sym3,sym4,sym8
                .unusing
            .ends
            .byte sym1,sym2,sym3,sym4,sym8
            .byte sym1,sym2,sym3,sym4,sym8,sym9
            .unusing
            .byte sym1,sym2,sym3,sym4
            
            # recursive finding by usings
            .scope ela
                .using ala::x1
                .using ala::x2
            .ends
            .scope newscope
                .using ela
            .ends
            .byte newscope::sym8, newscope::sym9
            .scope newscope
                .byte sym8, sym9
            .ends
            .byte ::newscope::sym8, ::newscope::sym9
            # recursive finding scopes through using
            .scope jula
                .using ::ala
            .ends
            .scope xela
                .using ::jula
            .ends
            .unusing
            .scope
                .using jula::x1
                .byte sym8, sym9
            .ends
            .scope
                .using xela::x2
                .byte sym8, sym9
            .ends
