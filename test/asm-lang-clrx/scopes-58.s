# CLRX-mirror tests/amdasm/AsmBasicsCases2.cpp case 58 (scopes), as CLRX wrote it; lines whose values CLRX leaves undefined (0 in its raw code, an error in gcnkit) are left out.
            .byte 0
            sym1 = 5
            .byte sym1
            .scope
                sym1 = 7
                .byte sym1
                .scope
                    sym1 = 9
                    .byte sym1
                .ends
                .byte sym1
            .ends
            .byte sym1
            
            sym1 = 15
            .byte sym1
            .scope ala
                sym1 = 17
                .byte sym1
                .scope beta
                    sym1 = 19
                    .byte sym1
                .ends
                .byte sym1
            .ends
            .byte sym1
            .byte ala::beta::sym1
