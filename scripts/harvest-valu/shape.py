"""Step 3: operand-shape facts and accepted VOP3 modifiers, per instruction and GPU (all via llvm-mc)."""
import json, re, valulib as V
CPUS = ["tahiti", "bonaire", "tonga", "gfx900"]
A = json.load(open("/tmp/valu/asm.json")); S = json.load(open("/tmp/valu/summary.json"))
def g(n, c, f): return A.get("%s|%s|%s" % (n, c, f), {"ok": False})
def split_ops(s):
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch in "[": depth += 1
        if ch in "]": depth -= 1
        if ch == "," and depth == 0: out.append(cur.strip()); cur = ""
        else: cur += ch
    if cur.strip(): out.append(cur.strip())
    return out
def parse(text):
    p = text.split(None, 1); mn = p[0]; rest = p[1] if len(p) > 1 else ""
    # separate trailing modifiers (words with ':' or bare clamp/high) from operands
    ops = split_ops(rest)
    mods = []
    while ops and (" " in ops[-1]):
        last = ops[-1].split(); ops[-1] = last[0]; mods = last[1:] + mods
    return mn, ops, mods
def opkind(o):
    if re.fullmatch(r"v\d+", o): return "v32"
    m = re.fullmatch(r"v\[(\d+):(\d+)\]", o)
    if m: return "v%d" % (32 * (int(m.group(2)) - int(m.group(1)) + 1))
    if re.fullmatch(r"s\d+", o): return "s32"
    m = re.fullmatch(r"s\[(\d+):(\d+)\]", o)
    if m: return "s%d" % (32 * (int(m.group(2)) - int(m.group(1)) + 1))
    if o in ("vcc", "m0", "exec"): return o
    if o.startswith("attr"): return "attr"
    if o in ("p10", "p20", "p0"): return "param"
    if o.startswith("0x") or re.fullmatch(r"-?\d+(\.\d+)?", o): return "imm"
    return "?" + o
jobs = []   # (key, text)
base = {}
for n, ss in S.items():
    for c, s in ss.items():
        if s["kind"] in ("VOP1", "VOP2", "VOPC"):
            b64 = g(n, c, "e64").get("text") if s["e64"] is not None else None
        elif s["kind"] == "VINTRP":
            b64 = g(n, c, "e64").get("text")
        else:
            b64 = g(n, c, "plain").get("text")
        base[(n, c)] = b64
        if not b64: continue
        mn, ops, mods = parse(b64)
        ndst = 2 if len(ops) > 1 and re.match(r"^(s\[|vcc$)", ops[1]) and s["kind"] != "VOPC" and not mn.startswith("v_readlane") else 1
        if mn.startswith("v_readlane") or mn.startswith("v_readfirstlane"): ndst = 1
        srcs = list(range(ndst, len(ops)))
        def mk(newops, extra=""):
            # returns the list of texts to try: extra modifier after and before the canonical ones
            a = mn + " " + ", ".join(newops) + ("" if not mods else " " + " ".join(mods)) + extra
            b = mn + " " + ", ".join(newops) + extra + ("" if not mods else " " + " ".join(mods))
            return [a] if a == b else [a, b]
        jobs.append(((n, c, "clamp"), mk(ops, " clamp")))  # noqa
        jobs.append(((n, c, "mul2"), mk(ops, " mul:2")))
        jobs.append(((n, c, "div2"), mk(ops, " div:2")))
        for k, i in enumerate(srcs):
            for mname, f in (("neg", lambda o: "-" + o), ("abs", lambda o: "|" + o + "|")):
                nops = list(ops); nops[i] = f(ops[i]); jobs.append(((n, c, "%s%d" % (mname, k)), mk(nops)))
        if c == "gfx900":
            nsrc = len(srcs)
            if s["kind"] == "VOP3P":
                for m in ("op_sel", "op_sel_hi", "neg_lo", "neg_hi"):
                    jobs.append(((n, c, m), mk(ops, " %s:[%s]" % (m, ",".join(["1"] + ["0"] * (nsrc - 1))))))
            else:
                for L in (nsrc + 1, nsrc):
                    jobs.append(((n, c, "op_sel"), mk(ops, " op_sel:[%s]" % ",".join(["1"] + ["0"] * (L - 1)))))
                    jobs.append(((n, c, "op_sel_dst"), mk(ops, " op_sel:[%s]" % ",".join(["0"] * (L - 1) + ["1"]))))
        # literal-type probe on the 32-bit encodings: which 1.0 bit pattern folds to an inline constant
        if s["kind"] in ("VOP1", "VOP2", "VOPC"):
            t32 = g(n, c, "e32").get("text") or g(n, c, "plain").get("text")
            m2, o2, md2 = parse(t32)
            nd = 1
            if len(o2) > 1 and o2[1] == "vcc" and s["kind"] == "VOP2": nd = 2
            if s["kind"] == "VOPC": nd = 1
            if len(o2) > nd and opkind(o2[nd]) in ("v32", "v64", "s32", "s64"):
                for tag, lit in (("f32", "0x3f800000"), ("f16", "0x3c00"), ("f64", "0x3ff00000")):
                    no = list(o2); no[nd] = lit
                    jobs.append(((n, c, "lit_" + tag), m2 + " " + ", ".join(no) + ("" if not md2 else " " + " ".join(md2))))
def _flat(js):
    out = []
    for k, t in js:
        for tt in (t if isinstance(t, list) else [t]): out.append((k, tt))
    return out
jobs = _flat(jobs)
res = {}
for c in CPUS:
    js = [j for j in jobs if j[0][1] == c]
    outs = V.assemble(c, [t for k, t in js])
    for (k, t), (ok, ins, err) in zip(js, outs):
        key = "|".join(k)
        if k[2].startswith("lit_"):
            if ok:
                ws = V.words(ins[0][1]); src0 = ws[0] & 0x1ff if len(ws) and ((ws[0] >> 26) != 0x34) else None
                res[key] = {"ok": True, "inline": src0 == 242, "text": ins[0][0]}
            else: res[key] = {"ok": False}
        elif k[2] == "op_sel" or k[2] == "op_sel_dst":
            if ok: res[key] = {"ok": True, "text": ins[0][0]}
            else: res.setdefault(key, {"ok": False, "err": err})
        else:
            if ok: res[key] = {"ok": True, "text": ins[0][0]}
            else: res.setdefault(key, {"ok": False, "err": err})
out = {}
for n, ss in S.items():
    for c, s in ss.items():
        b = base[(n, c)]
        r = {"e64text": b}
        if b:
            mn, ops, mods = parse(b)
            r["operands"] = [opkind(o) for o in ops]
            f = lambda x: res.get("%s|%s|%s" % (n, c, x), {}).get("ok", False)
            flags = ""
            if f("clamp"): flags += "C"
            if f("mul2") and f("div2"): flags += "O"
            negs = "".join(str(k) for k in range(3) if f("neg%d" % k)); abss = "".join(str(k) for k in range(3) if f("abs%d" % k))
            if negs: flags += "N" + negs
            if abss: flags += "A" + abss
            if c == "gfx900":
                if s["kind"] == "VOP3P":
                    for m, l in (("op_sel", "S"), ("op_sel_hi", "H"), ("neg_lo", "L"), ("neg_hi", "G")):
                        if f(m): flags += l
                else:
                    if f("op_sel"): flags += "S"
                    if f("op_sel_dst"): flags += "D"
            r["mods"] = flags or "none"
        t32 = g(n, c, "e32").get("text") or (g(n, c, "plain").get("text") if s["kind"] != "VOP3" else None)
        if t32 and s["kind"] in ("VOP1", "VOP2", "VOPC", "VINTRP"):
            mn, ops, mods = parse(t32); r["operands32"] = [opkind(o) for o in ops]
        lit = [t for t in ("f32", "f16", "f64") if res.get("%s|%s|lit_%s" % (n, c, t), {}).get("inline")]
        if any(("%s|%s|lit_%s" % (n, c, t)) in res for t in ("f32", "f16", "f64")):
            # which 1.0 bit pattern llvm-mc folds into the inline constant 242 for src0 of the 32-bit encoding:
            # 0x3f800000 -> any 32-bit operand (f32 or b32/i32/u32: inline constants are bit patterns),
            # 0x3c00 -> f16, 0x3ff00000 -> f64 (32-bit literal = high half); none -> 16-bit int or 64-bit int
            r["src0lit"] = {"f32": "b32", "f16": "f16", "f64": "f64"}[lit[0]] if len(lit) == 1 else ("/".join(lit) if lit else ("i64" if r.get("operands32", [None, None])[min(1, len(r.get("operands32", [])) - 1)] == "v64" or "v64" in r.get("operands32", []) else "i16"))
        out["%s|%s" % (n, c)] = r
json.dump(out, open("/tmp/valu/shape.json", "w"), indent=0)
json.dump(res, open("/tmp/valu/shape_raw.json", "w"), indent=0)
print(len(jobs), "modifier/literal probes")
