"""Print the irregularity lists used in README.md (derived from the generated tables)."""
import json, collections
CPUS = ["tahiti", "bonaire", "tonga", "gfx900"]
S = json.load(open("/tmp/valu/summary.json")); SH = json.load(open("/tmp/valu/shape.json"))
RULE = {("VOPC", 0): 0, ("VOP2", 0): 0x100, ("VOP1", 0): 0x180, ("VOPC", 1): 0, ("VOP2", 1): 0x100, ("VOP1", 1): 0x140}
print("## e64 rule check")
ex = []; n_ok = collections.Counter(); noe64 = []
for n, ss in S.items():
    for c, s in ss.items():
        if s["kind"] not in ("VOP1", "VOP2", "VOPC"): continue
        if s["e64"] is None: noe64.append("%s(%s)" % (n, c)); continue
        if s["e64"] - s["op"] != RULE[(s["kind"], c in ("tonga", "gfx900"))]: ex.append((n, c, s))
        else: n_ok[c] += 1
print("rule holds:", dict(n_ok), "exceptions:", ex)
print("no e64 form:", " ".join(sorted(noe64)))
print("## presence signatures per file")
for fn in ("VOP1", "VOP2", "VOPC", "VOP3", "VOP3P", "VINTRP"):
    sig = collections.defaultdict(list)
    for n, ss in S.items():
        k = "".join("TBVG"[i] if c in ss and ss[c]["kind"] == fn else "." for i, c in enumerate(CPUS))
        if k != "....": sig[k].append(n)
    for k, v in sorted(sig.items()):
        if k != "TBVG": print(fn, k, len(v), " ".join(sorted(v)) if len(v) < 70 else "(%d names)" % len(v))
print("## moved between encodings")
for n, ss in S.items():
    ks = [ss[c]["kind"] if c in ss else "-" for c in CPUS]
    if len(set(k for k in ks if k != "-")) > 1: print(n, ks)
print("## VOP3b (SGPR carry/condition destination in e64/VOP3 form)")
for n, ss in S.items():
    cs = [c for c in CPUS if c in ss and (SH.get("%s|%s" % (n, c), {}).get("operands") or [None, None])[1:2] == ["s64"] and ss[c]["kind"] != "VOPC"]
    if cs: print(n, cs, SH["%s|%s" % (n, cs[-1])]["e64text"])
print("## vcc printed in e32 / only form")
for n, ss in S.items():
    cs = [c for c in CPUS if c in ss and "vcc" in SH.get("%s|%s" % (n, c), {}).get("operands32", []) and ss[c]["kind"] != "VOPC"]
    if cs: print(n, cs)
print("## SGPR destinations / sources of special kinds (non-VOPC)")
for n, ss in S.items():
    for c in CPUS[::-1]:
        if c in ss:
            o = SH.get("%s|%s" % (n, c), {}); k = o.get("operands32") or o.get("operands") or []
            if k and (k[0].startswith("s") or any(x.startswith("s") for x in k[1:])) and ss[c]["kind"] != "VOPC":
                print(n, c, k, o.get("e64text"))
            break
print("## same (encoding, opcode), different name tonga -> gfx900")
for n, ss in S.items():
    if "tonga" in ss:
        t = ss["tonga"]
        for m, s2 in S.items():
            if m != n and "gfx900" in s2 and s2["gfx900"]["kind"] == t["kind"] and s2["gfx900"]["op"] == t["op"] and not ("gfx900" in ss and ss["gfx900"]["kind"] == t["kind"] and ss["gfx900"]["op"] == t["op"]):
                print("%s (tonga %s 0x%x) -> %s on gfx900" % (n, t["kind"], t["op"], m))
print("## same name, different opcode tonga vs gfx900 in the same encoding")
for n, ss in S.items():
    if "tonga" in ss and "gfx900" in ss and ss["tonga"]["kind"] == ss["gfx900"]["kind"] and ss["tonga"]["op"] != ss["gfx900"]["op"]:
        print(n, ss["tonga"]["kind"], hex(ss["tonga"]["op"]), "->", hex(ss["gfx900"]["op"]))
print("## same opcode for two names on one GPU")
for c in CPUS:
    m = collections.defaultdict(list)
    for n, ss in S.items():
        if c in ss: m[(ss[c]["kind"], ss[c]["op"])].append(n)
    for k, v in m.items():
        if len(v) > 1: print(c, k[0], hex(k[1]), v)
print("## sdwa/dpp differences tonga vs gfx900")
for n, ss in S.items():
    if "tonga" in ss and "gfx900" in ss:
        for k in ("sdwa", "dpp"):
            if ss["tonga"][k] != ss["gfx900"][k]: print(n, k, "tonga", ss["tonga"][k], "gfx900", ss["gfx900"][k])
print("## VOP1/VOP2/VOPC without sdwa or dpp on tonga/gfx900")
for k in ("sdwa", "dpp"):
    for c in ("tonga", "gfx900"):
        l = sorted(n for n, ss in S.items() if c in ss and ss[c]["kind"] in ("VOP1", "VOP2", "VOPC") and not ss[c][k])
        vopc = [n for n in l if S[n][c]["kind"] == "VOPC"]
        print(k, c, "no:", len(l), "(VOPC: %d)" % len(vopc), " ".join(n for n in l if S[n][c]["kind"] != "VOPC"))
print("## modifier summary (mods column of operands.tsv) by file and GPU")
agg = collections.defaultdict(collections.Counter)
for n, ss in S.items():
    for c, s in ss.items():
        agg[(s["kind"], c)][SH.get("%s|%s" % (n, c), {}).get("mods", "-")] += 1
for k in sorted(agg): print(k, dict(agg[k].most_common(8)))
