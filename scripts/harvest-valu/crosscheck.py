"""Cross-check: brute-force disassembly (tonga/gfx900) vs assembly results."""
import json, re
P = json.load(open("/tmp/valu/picked.json")); S = json.load(open("/tmp/valu/summary.json")); A = json.load(open("/tmp/valu/asm.json"))
probs = []
for cpu in ("tonga", "gfx900"):
    # brute -> asm
    seen = set()
    for enc, d in P[cpu].items():
        for op, e in d.items():
            op = int(op); mn = e["mn"]; base = re.sub(r"_(e32|e64)$", "", mn)
            s = S.get(base, {}).get(cpu)
            if enc == "VOP3" and s and s["kind"] in ("VOP1", "VOP2", "VOPC") and s["e64"] == op and not mn.endswith("_e64"):
                probs.append((cpu, "NOTE: VOP3 form printed without _e64 suffix", hex(op), mn)); seen.add(("e64", base)); continue
            if enc == "VOP3" and mn.endswith("_e64") or (enc == "VOP3" and base.startswith("v_interp") and s and s["kind"] == "VINTRP"):
                if not s or s["e64"] != op: probs.append((cpu, "brute e64 not matched by asm", enc, hex(op), mn, s))
                seen.add(("e64", base))
            else:
                if not s or s["kind"] != enc or s["op"] != op: probs.append((cpu, "brute op not matched by asm", enc, hex(op), mn, s))
                seen.add(("op", base))
            # sdwa/dpp agreement
            if enc in ("VOP1", "VOP2", "VOPC") and s:
                if bool(e.get("sdwa")) != s["sdwa"]: probs.append((cpu, "sdwa disagreement", enc, hex(op), mn, e.get("sdwa"), A.get("%s|%s|sdwa" % (base, cpu))))
                if bool(e.get("dpp")) != s["dpp"]: probs.append((cpu, "dpp disagreement", enc, hex(op), mn, e.get("dpp"), A.get("%s|%s|dpp" % (base, cpu))))
    # asm -> brute
    for n, ss in S.items():
        s = ss.get(cpu)
        if not s: continue
        if ("op", n) not in seen: probs.append((cpu, "asm op not seen in brute", n, s))
        if s["e64"] is not None and ("e64", n) not in seen and s["kind"] in ("VOP1", "VOP2", "VOPC", "VINTRP"):
            probs.append((cpu, "asm e64 not seen in brute", n, s))
for p in probs: print(*p)
print(len(probs), "problems")
