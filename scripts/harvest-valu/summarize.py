import json, collections
A = json.load(open("/tmp/valu/asm.json"))
CPUS = ["tahiti", "bonaire", "tonga", "gfx900"]
names = sorted({k.split("|")[0] for k in A})
def g(n, c, f):
    return A.get("%s|%s|%s" % (n, c, f), {"ok": False})
summary = {}
for n in names:
    s = {}
    for c in CPUS:
        e32, e64, pl = g(n, c, "e32"), g(n, c, "e64"), g(n, c, "plain")
        kind = None
        if e32["ok"]: kind = e32["enc"]; op = e32["op"]
        elif pl["ok"]: kind = pl["enc"]; op = pl["op"]
        if kind is None: continue
        s[c] = dict(kind=kind, op=op, e64=(e64["op"] if e64["ok"] else None), e64enc=(e64["enc"] if e64["ok"] else None),
                    plainenc=pl["enc"] if pl["ok"] else None,
                    sdwa=g(n, c, "sdwa")["ok"], dpp=g(n, c, "dpp")["ok"])
    summary[n] = s
json.dump(summary, open("/tmp/valu/summary.json", "w"), indent=0)
if __name__ == "__main__":
    kinds = collections.Counter()
    for n, s in summary.items():
        kinds[tuple(s[c]["kind"] if c in s else "-" for c in CPUS)] += 1
    for k, v in sorted(kinds.items(), key=lambda x: -x[1]): print(v, k)
    print("none:", sum(1 for s in summary.values() if not s))
