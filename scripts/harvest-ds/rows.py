"""Rows for src/isa/ds.ts from docs/llvm-mc/ds/ds.tsv (run from the repo root after harvest.py):
name kind type shape gds op(1.0) op(1.1) op(1.2) op(1.4). The shape letters are the operands in
printed order as the harvest read them from the bytes (v VDST, a ADDR, x DATA0, y DATA1; '2' for
offset0:/offset1:, '-' none); gds is opt/req/no from which forms llvm-mc accepted."""
import re

TYPES = {"u8_d16": "u8.lo", "u8_d16_hi": "u8.hi", "i8_d16": "i8.lo", "i8_d16_hi": "i8.hi", "u16_d16": "b16.lo",
         "u16_d16_hi": "b16.hi", "b8_d16_hi": "b8.hi", "b16_d16_hi": "b16.hi"}
LETTER = {"vdst": "v", "addr": "a", "data0": "x", "data1": "y"}


def kind_type(n):
    if n == "ds_nop": return "nop", "none"
    if re.match(r"ds_(gws_|append|consume|ordered_count)", n): return "gds", "none" if n.startswith("ds_gws") else "b32"
    if re.match(r"ds_(swizzle|permute|bpermute)_b32", n): return "lane", "b32"
    m = re.match(r"ds_(read|write)(2st64|2)?_(?:addtid_)?([biu]\d+(?:_d16(?:_hi)?)?)$", n)
    if m:
        t = TYPES.get(m.group(3), m.group(3))
        return ("load" if m.group(1) == "read" else "store"), t
    return "atomic", "a64" if n.endswith("64") else "a32"


for line in open("docs/llvm-mc/ds/ds.tsv"):
    if line.startswith("#"): continue
    name, o0, o1, o2, o4, shape, gds, mods, _ = line.rstrip("\n").split("\t")
    k, t = kind_type(name)
    letters = "".join(LETTER[re.match(r"vdst|addr|data0|data1", s).group(0)] for s in shape.split()) if shape != "none" else ""
    if "offset0" in mods: letters += "2"
    g = {"both": "opt", "only": "req", "no": "no"}[gds]
    cells = [c if c == "-" else "0x%02x" % int(c, 16) for c in (o0, o1, o2, o4)]
    print(f"{name:<26} {k:<7} {t:<7} {letters or '-':<6} {g:<4} " + " ".join(f"{c:<6}" for c in cells).rstrip())
