"""Pick a canonical decode per (cpu, enc, op) from brute.json -> picked.json"""
import json
r = json.load(open("/tmp/valu/brute.json"))
PRI3 = ["sd3", "sd3s", "v3", "vvs3", "vs3", "s3", "a3", "k3", "a3c",
        "sd2", "v2", "vs2", "s2", "a2", "k2", "a2c",
        "sd1", "v1", "vs1", "s1", "a1", "k1"]
PRI = {"VOP3": PRI3, "VOP3P": ["v", "v2", "s", "k", "z"], "VINTRP": ["v", "p10", "c3"]}
for e in ("VOP1", "VOP2", "VOPC"): PRI[e] = ["vK", "v", "z", "s", "k", "lit"]
PRI["VOP3"].append("z")
out = {}
for cpu in r:
    out[cpu] = {}
    for enc, d in r[cpu].items():
        o = {}
        for op, pp in d.items():
            m = [p for p in PRI[enc] if p in pp and pp[p]["match"] and len(pp[p]["txt"]) >= 1 and "nvalid" not in pp[p]["txt"][0]
                 and (not p.startswith("sd") or "s[12:13]" in pp[p]["txt"][0])]
            if enc == "VOP3" and cpu == "gfx900" and int(op) >= 0x380: continue  # VOP3P space on gfx9
            if enc == "VOP3P" and "z" in m and "op_sel" not in pp["z"]["txt"][0]:
                m = ["z"] + m   # v_mad_mix*: op_sel_hi defaults to 0, prefer the modifier-free text
            if m and "attr" in pp[m[0]]["txt"][0]:
                m = [q for q in ("a3", "a2", "a3c", "a2c", "z") if q in m] + m
            if not m: continue
            p = m[0]; txt = pp[p]["txt"][0]
            ent = {"pat": p, "text": txt, "mn": txt.split()[0], "all": {q: pp[q]["txt"][0] for q in m}}
            if enc in ("VOP1", "VOP2", "VOPC"):
                ent["sdwa"] = pp["sdwa"]["txt"][0] if pp["sdwa"]["match"] else None
                ent["dpp"] = pp["dpp"]["txt"][0] if pp["dpp"]["match"] else None
            o[int(op)] = ent
        out[cpu][enc] = o
json.dump(out, open("/tmp/valu/picked.json", "w"), indent=1)
