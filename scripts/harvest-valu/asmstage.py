"""Step 2/3: assemble every candidate mnemonic in every form on tahiti/bonaire/tonga/gfx900;
read the encoding class and opcode back from the bytes llvm-mc emits."""
import json, re, collections, valulib as V
CPUS = ["tahiti", "bonaire", "tonga", "gfx900"]
picked = json.load(open("/tmp/valu/picked.json"))
bases = json.load(open("/tmp/valu/instbases.json"))

def decode(cpu, ws):
    w0 = ws[0]; vi = cpu in ("tonga", "gfx900")
    top7 = w0 >> 25
    if top7 == 0x3f or top7 == 0x3e or (w0 >> 31) == 0:
        enc = "VOP1" if top7 == 0x3f else "VOPC" if top7 == 0x3e else "VOP2"
        op = (w0 >> 9) & 0xff if enc == "VOP1" else (w0 >> 17) & 0xff if enc == "VOPC" else (w0 >> 25) & 0x3f
        src0 = w0 & 0x1ff
        if vi and src0 == 0xf9: enc += "_SDWA"
        elif vi and src0 == 0xfa: enc += "_DPP"
        return enc, op
    if vi and cpu == "gfx900" and (w0 >> 23) == 0x1a7: return "VOP3P", (w0 >> 16) & 0x7f
    if (w0 >> 26) == 0x34: return "VOP3", ((w0 >> 16) & 0x3ff) if vi else ((w0 >> 17) & 0x1ff)
    if (w0 >> 26) == (0x35 if vi else 0x32): return "VINTRP", (w0 >> 16) & 3
    return "OTHER", w0

def main():
    # ---- brute-derived operand strings per mnemonic / form
    def split(txt):
        p = txt.split(None, 1); return p[0], (p[1] if len(p) > 1 else "")
    derived = collections.defaultdict(lambda: collections.defaultdict(list))  # name -> form -> [ops]
    def add(name, form, ops):
        if ops not in derived[name][form]: derived[name][form].append(ops)
    for cpu in ("gfx900", "tonga"):
        for enc, d in picked[cpu].items():
            for op, e in d.items():
                mn, ops = split(e["text"])
                base = re.sub(r"_(e32|e64)$", "", mn)
                form = "e32" if mn.endswith("_e32") else "e64" if mn.endswith("_e64") else "plain"
                add(base, form, ops)
                if form == "e32": add(base, "plain", ops)
                for k in ("sdwa", "dpp"):
                    if e.get(k):
                        m2, o2 = split(e[k]); add(base, k, o2)
    DPPSUF = " quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf"
    GEN = ["", "s[0:1], v4, v6", "s[0:1], v[4:5], v[6:7]", "s[0:1], v[4:5], v6",
           "vcc, v4, v6", "vcc, v[4:5], v[6:7]", "vcc, v[4:5], v6", "v0, v4", "v0, v4, v6", "v0, v4, v6, v8",
           "v[0:1], v[4:5]", "v0, v[4:5]", "v[0:1], v4",
           "v[0:1], v[4:5], v[6:7]", "v[0:1], v[4:5], v6", "v[0:1], v4, v[6:7]",
           "v[0:1], v[4:5], v[6:7], v[8:9]", "v[0:1], v[4:5], v6, v[8:9]", "v[0:3], v[4:5], v6, v[8:11]",
           "v[0:1], v4, v6, v[8:9]",
           "v0, s[12:13], v4, v6", "v0, s[12:13], v4, v6, s[8:9]", "v0, v4, v6, s[8:9]",
           "v0, vcc, v4, v6", "v0, vcc, v4, v6, vcc", "v0, v4, v6, vcc",
           "v0, s[12:13], v4, v6, v8", "v[0:1], s[12:13], v[4:5], v[6:7], v[8:9]", "v[0:1], s[12:13], v4, v6, v[8:9]",
           "vcc, v4, v6", "vcc, v[4:5], v[6:7]", "vcc, v[4:5], v6",
           "s[0:1], v4, v6", "s[0:1], v[4:5], v[6:7]", "s[0:1], v[4:5], v6",
           "s0, v4", "s0, v4, s6", "v0, s4, s6", "v0, v4, s6",
           "v0, v4, attr0.x", "v0, p10, attr0.x", "v0, v6, attr0.x", "v0, v6, attr0.x, v8",
           "v0, v4, 0x41200000, v6", "v0, v4, v6, 0x41200000", "v0, v4, 0x4900, v6", "v0, v4, v6, 0x4900",
           "v0, s4, m0", "v0, s4, 2", "s0, v4, m0"]
    SUFFIX = {"e32": "_e32", "e64": "_e64", "plain": "", "sdwa": "_sdwa", "dpp": "_dpp"}
    def forms_for(cpu): return ["e32", "e64", "plain"] + (["sdwa", "dpp"] if cpu in ("tonga", "gfx900") else [])

    names = set(derived) | set(bases) | {"v_add_i32", "v_sub_i32", "v_subrev_i32", "v_addc_u32", "v_subb_u32",
            "v_subbrev_u32", "v_mov_fed_b32", "v_add_u32", "v_sub_u32", "v_subrev_u32"}
    names = sorted(n for n in names if n.startswith("v_"))

    def text(name, form, ops):
        t = name + SUFFIX[form] + (" " + ops if ops else "")
        if form == "dpp" and "quad_perm" not in ops: t += DPPSUF
        return t

    res = {}   # (name, cpu, form) -> dict
    for cpu in CPUS:
        for stage in (1, 2):
            jobs = []
            for n in names:
                for f in forms_for(cpu):
                    key = (n, cpu, f)
                    if key in res and res[key]["ok"]: continue
                    if stage == 1:
                        cands = list(derived.get(n, {}).get(f, []))
                        if f in ("sdwa", "dpp"): cands += [o for o in derived.get(n, {}).get("e32", []) if o not in cands]
                    else:
                        tried = set(res[key]["tried"]) if key in res else set()
                        cands = [g for g in GEN if g not in tried]
                    for ops in cands: jobs.append((key, ops, text(n, f, ops)))
            outs = V.assemble(cpu, [j[2] for j in jobs])
            for (key, ops, t), (ok, ins, err) in zip(jobs, outs):
                r = res.setdefault(key, {"ok": False, "tried": [], "err": None})
                if r["ok"]: continue
                r["tried"].append(ops)
                if ok:
                    ptxt, enc = ins[0]; ws = V.words(enc); cls, op = decode(cpu, ws)
                    pm = re.sub(r"_(e32|e64|sdwa|dpp)$", "", ptxt.split()[0])
                    if pm != key[0]:   # accepted only as an alias of another mnemonic: not a row of its own
                        r.setdefault("alias", ptxt); r["err"] = r["err"] or "alias of " + pm; continue
                    r.update(ok=True, input=t, text=ptxt, enc=cls, op=op, words=["0x%08x" % w for w in ws])
                elif r["err"] is None or (r["err"].startswith("invalid instruction") and err):
                    r["err"] = err
            print(cpu, "stage", stage, "jobs", len(jobs))
    out = {"|".join(k): v for k, v in res.items()}
    for v in out.values(): v.pop("tried", None)
    json.dump(out, open("/tmp/valu/asm.json", "w"), indent=0)

if __name__ == '__main__':
    main()
