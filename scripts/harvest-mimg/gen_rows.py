"""Rows of src/isa/mimg.ts from docs/llvm-mc/mimg/MIMG.tsv (run from the repository root after
harvest.py). Rewrites the text between the GENERATED ROWS markers; checks the facts the table
format assumes (every row takes the same modifiers but d16; llvm-mc prints the smallest vaddr)."""
import re

GPUS = ["tahiti", "bonaire", "tonga", "gfx900"]
rows = []
for line in open("docs/llvm-mc/mimg/MIMG.tsv"):
    if line.startswith("#"): continue
    c = line.rstrip("\n").split("\t")
    name, ops, samp, data, vdata, vaddr, printed, mods = c[0], c[1:5], c[5], c[6], c[7], c[8], c[9:11], c[11:15]
    gather = data == "1/4"
    cls = ("atomic" if "_atomic_" in name else "store" if "_store" in name else
           "gather4" if gather else "sample" if samp == "1" else "load")
    if (cls in ("sample", "gather4")) != (samp == "1"): raise SystemExit(name + ": sampler operand and class disagree")
    lo = int(re.split("[-,]", vaddr)[0])
    for p in printed:
        if p != "-" and int(p) != lo: raise SystemExit("%s: llvm-mc prints %s vaddr registers, not the smallest %d" % (name, p, lo))
    d16 = set()
    for g, m in zip(GPUS, mods):
        if m == "-": continue
        ms = set(m.split(","))
        want = {"unorm", "glc", "slc", "tfe", "lwe", "da", "a16" if g == "gfx900" else "r128"}
        if ms - {"d16"} != want: raise SystemExit("%s %s: modifiers %s" % (name, g, m))
        if g in ("tahiti", "bonaire") and "d16" in ms: raise SystemExit(name + ": d16 before GCN 1.2")
        if g in ("tonga", "gfx900"): d16.add("d16" in ms)
    if len(d16) > 1: raise SystemExit(name + ": d16 differs between tonga and gfx900")
    rows.append("%-24s %-8s %-5s %-5s %-5s %-5s  %-6s %-7s %s" % (name, cls, *ops, vdata, vaddr, "d16" if True in d16 else "-"))

order = {"load": 0, "store": 1, "atomic": 2, "sample": 3, "gather4": 4}
def key(r):
    c = r.split()
    op = next(int(x, 16) for x in c[2:6] if x != "-")
    return (op, c[0])
rows.sort(key=key)
head = "%-24s %-8s %-5s %-5s %-5s %-5s  %-6s %-7s %s" % ("# name", "class", "1.0", "1.1", "1.2", "1.4", "vdata", "vaddr", "d16")
text = "\n".join([head] + rows) + "\n"
p = "src/isa/mimg.ts"
s = open(p).read()
s = re.sub(r"(// BEGIN GENERATED ROWS[^\n]*\n)(.*?)(\n?// END GENERATED ROWS)", lambda m: m.group(1) + "const ROWS = `\n" + text + "`;" + m.group(3), s, flags=re.S)
open(p, "w").write(s)
print(len(rows), "rows")
