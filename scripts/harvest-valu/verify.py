"""Independent re-verification of the written tables: for every non-'-' opcode cell, re-assemble the text that
produced it on that GPU (fresh llvm-mc run) and compare encoding class + opcode; also assemble every example
text on the GPU it came from. Writes failures.tsv listing llvm-mc's message for every '-' cell."""
import json, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import valulib as V
from asmstage import decode  # noqa  (re-uses the decoder; asmstage's main work is guarded below)
CPUS = ["tahiti", "bonaire", "tonga", "gfx900"]
OUT = "/work/notes/valu"
A = json.load(open("/tmp/valu/asm.json")); S = json.load(open("/tmp/valu/summary.json"))
jobs = []; fails = []
for fn in ("VOP1", "VOP2", "VOPC", "VOP3", "VOP3P", "VINTRP"):
    for line in open(os.path.join(OUT, fn + ".tsv")):
        if line.startswith("#"): continue
        f = line.rstrip("\n").split("\t")
        name, ops, e64s, example = f[0], f[1:5], f[5:9], f[11]
        for i, c in enumerate(CPUS):
            if ops[i] != "-":
                form = "plain" if fn in ("VOP3", "VOP3P") else ("e32" if A.get("%s|%s|e32" % (name, c), {}).get("ok") else "plain")
                jobs.append((c, A["%s|%s|%s" % (name, c, form)]["input"], fn, int(ops[i], 16), name, "op"))
                if fn not in ("VOP3", "VOP3P") and e64s[i] != "-":
                    jobs.append((c, A["%s|%s|e64" % (name, c)]["input"], "VOP3", int(e64s[i], 16), name, "e64"))
                elif fn not in ("VOP3", "VOP3P"):
                    r = A.get("%s|%s|e64" % (name, c), {})
                    fails.append((name, fn, c, "e64", r.get("err") or r.get("alias") or "-"))
            else:
                for form in (("plain",) if fn in ("VOP3", "VOP3P") else ("e32", "plain")):
                    r = A.get("%s|%s|%s" % (name, c, form), {})
                    if r.get("ok"):
                        fails.append((name, fn, c, form, "assembles as %s 0x%x: %s" % (r["enc"], r["op"], r["text"]))); break
                else:
                    r = A.get("%s|%s|%s" % (name, c, "plain"), {})
                    fails.append((name, fn, c, "any", (r.get("err") or "-") + ((" [alias: %s]" % r["alias"]) if r.get("alias") else "")))
        # example text must assemble on the newest GPU that has the row
        newest = [c for i, c in enumerate(CPUS) if ops[i] != "-"][-1]
        t32, t64 = [x.strip() for x in example.split(" | ")]
        jobs.append((newest, t32, fn, int(ops[CPUS.index(newest)], 16), name, "example32"))
        if t64 != "-" and fn not in ("VOP3", "VOP3P"):
            jobs.append((newest, t64, "VOP3", int(e64s[CPUS.index(newest)], 16), name, "example64"))
bad = 0
for c in CPUS:
    js = [j for j in jobs if j[0] == c]
    outs = V.assemble(c, [j[1] for j in js])
    for j, (ok, ins, err) in zip(js, outs):
        if not ok: print("FAIL", j, err); bad += 1; continue
        enc, op = decode(c, V.words(ins[0][1]))
        enc = enc.split("_")[0]
        if enc != j[2] or op != j[3]: print("MISMATCH", j, enc, hex(op), ins[0][0]); bad += 1
print("verified cells:", len(jobs), "problems:", bad)
with open(os.path.join(OUT, "failures.tsv"), "w") as f:
    f.write("# Every '-' cell of the *.tsv tables with llvm-mc 19's answer for that GPU (form tried: e32/plain = the e32 or only form, e64 = <name>_e64).\n")
    f.write("# 'assembles as ...' = the mnemonic exists on that GPU but in another encoding (row of another file).\n")
    f.write("#name\tfile\tgpu\tform\tllvm-mc message\n")
    for r in fails: f.write("\t".join(r) + "\n")
print("failure cells:", len(fails))
