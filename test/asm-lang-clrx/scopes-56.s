# CLRX-mirror tests/amdasm/AsmBasicsCases2.cpp case 56 (scopes), as CLRX wrote it; lines whose values CLRX leaves undefined (0 in its raw code, an error in gcnkit) are left out.
sym1 = 7
        .scope ala
        sym2 = 81
        sym3 = ::beata::sym7*sym4
        sym4 = ::beata::sym5*::beata::sym6+::beata::sym7 - sym1
        .ends
        .scope beata
        sym5 = 17
        sym6 = 43
        sym7 = 91
        .ends
        .int ala::sym2, ala::sym3, ala::sym4, beata::sym5
