# CLRX-mirror tests/amdasm/AsmBasicsCases2.cpp case 60 (scopes), as CLRX wrote it; lines whose values CLRX leaves undefined (0 in its raw code, an error in gcnkit) are left out.
        .byte 0
        obj = 1
        .scope ala
            obj = 2
            .scope beta
                obj = 3
                obj4 = 28
                .scope ala
                    obj = 4
                .ends
                .scope ceta
                    obj = 5
                    obj4 = 26
                .ends
            .ends
            .scope ceta
                obj = 6
                obj2 = 23
                .scope beta
                    obj = 7
                    obj4 = 27
                .ends
                .scope ceta
                    obj = 8
                    obj2 = 24
                .ends
                .scope buru
                    obj = 9
                .ends
            .ends
            .scope linux
                obj = 10
                .scope wifi
                    obj = 11
                    obj1 = 22
                    obj5 = 30
                .ends
                .scope ala
                    obj3 = 25
                    obj = 12
                .ends
            .ends
        .ends
        .byte obj, ala::obj, ala::beta::obj, ala::beta::ala::obj, ala::beta::ceta::obj
        .byte ala::ceta::obj, ala::ceta::beta::obj, ala::ceta::ceta::obj
        .byte ala::ceta::buru::obj, ala::linux::obj, ala::linux::wifi::obj
        .byte ala::linux::ala::obj
        # inside scopes
        .scope ala
            .scope beta
                .byte ala::obj, beta::obj, ceta::obj, linux::ala::obj
                .byte ::ala::obj, ::obj
            .ends
            .scope ceta
                .byte ala::obj, beta::obj, ceta::obj
            .ends
            .scope new
                .byte ala::obj, beta::obj, ceta::obj, ceta::beta::obj, ceta::ceta::obj
            .ends
            .scope
                .byte ala::obj, beta::obj, ceta::obj, ceta::beta::obj, ceta::ceta::obj
                .byte ::ala::obj, linux::wifi::obj
                .scope ala
                    obj = 66
                    .byte obj
                .ends
            .ends
            .scope
                .scope ala
                    .byte obj
                .ends
            .ends
        .ends
        # with using
        .using ala::linux::wifi
        .byte obj1
        .scope new
            .using ala::ceta
            .byte obj2
            .using ala::ceta::ceta
            .byte obj2
            .scope
                .using ala::ceta::ceta
                .using ala::ceta
                .byte obj2
            .ends
            .scope
                .using ala::ceta::beta
                .using ala::beta::ceta
                .using ala::linux::ala
                .byte obj3, obj2, obj4, obj5
            .ends
        .ends
        .scope ala
            .using beta
            .byte obj4
            .scope ceta
                .using beta
                .byte obj4
                .unusing
                .byte obj4
            .ends
        .ends
        .unusing
        .using ::ala::beta::ceta
        .using ::ala::ceta::beta
        .using ::ala::beta::ceta
        .byte obj4
