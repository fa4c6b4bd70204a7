"""Harvest the MIMG tables from llvm-mc 19 (docs/llvm-mc/mimg/MIMG.tsv and probes.tsv).

Candidates: IMAGE_* base names from LLVM 19's own instruction-name table (strings of
libLLVMAMDGPUDesc.a, the build llvm-mc uses). For every candidate and GPU each form
  NAME vdata, vaddr, s[8:15][, s[16:19]] dmask:M
is assembled with vdata of 1/2/4 registers (dmask 0x1/0x3/0xf, and 0x1 with 4 registers for
gather4) and vaddr of 1..16 registers, with and without the sampler operand. The opcode is read
back from the bytes. Then each modifier is tried alone on the first accepted form. On tonga and
gfx900 every opcode 0..127 is also disassembled (with and without a sampler) and must name the
same instruction; the vaddr width llvm-mc prints there is recorded.
Run from the repository root: python3 scripts/harvest-mimg/harvest.py   (about 15 s)
"""
import os, re, subprocess, sys, collections
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "harvest-valu"))
from valulib import assemble, disasm, words  # noqa: E402

GPUS = ["tahiti", "bonaire", "tonga", "gfx900"]
OUT = "docs/llvm-mc/mimg"
MODS = ["unorm", "glc", "slc", "r128", "a16", "tfe", "lwe", "da", "d16"]

def vreg(a, n):
    return "v%d" % a if n == 1 else "v[%d:%d]" % (a, a + n - 1)

def candidates():
    out = subprocess.run("strings -n 4 /usr/lib/llvm-19/lib/libLLVMAMDGPUDesc.a | grep -E '^IMAGE_[A-Za-z0-9_]+$' | sort -u",
                         shell=True, capture_output=True, text=True).stdout.split()
    names = set()
    for n in out:
        m = re.match(r"^IMAGE_([A-Z0-9_]+?)_V\d+_V\d+(_.*)?$", n)
        if m: names.add("image_" + m.group(1).lower())
    return sorted(names)

DATA = [(0x1, 1), (0x3, 2), (0xf, 4), (0x1, 4)]

def form(name, n, dmask, k, samp):
    return "%s %s, %s, s[8:15]%s dmask:0x%x" % (name, vreg(0, n), vreg(20, k), ", s[16:19]" if samp else "", dmask)

def main():
    names = candidates()
    print(len(names), "candidate names")
    rows = collections.OrderedDict((n, {}) for n in names)
    probes = []
    for gpu in GPUS:
        texts, keys = [], []
        for name in names:
            for samp in (0, 1):
                for dmask, n in DATA:
                    for k in range(1, 17):
                        texts.append(form(name, n, dmask, k, samp)); keys.append((name, samp, dmask, n, k))
        res = assemble(gpu, texts)
        for (name, samp, dmask, n, k), (ok, out, err) in zip(keys, res):
            if not ok: continue
            w = words(out[0][1])
            if out[0][0].split()[0] != name: continue  # an alias printed under another name
            r = rows[name].setdefault(gpu, {"op": set(), "samp": set(), "data": set(), "vaddr": set(), "first": None})
            r["op"].add(((w[0] >> 18) & 0x7f) | ((w[0] & 1) << 7))
            r["samp"].add(samp); r["data"].add("%x/%d" % (dmask, n)); r["vaddr"].add(k)
            if r["first"] is None: r["first"] = texts[keys.index((name, samp, dmask, n, k))]
        # modifiers, one at a time, on the first accepted form
        mt, mk = [], []
        for name in names:
            r = rows[name].get(gpu)
            if not r: continue
            for m in MODS:
                base = r["first"]
                if m == "tfe":  # one more data register
                    base = re.sub(r"^(\S+) (v\d+|v\[\d+:\d+\])", lambda x: "%s %s" % (x.group(1), bump(x.group(2))), base)
                if m == "d16" and gpu == "gfx900" and "1/4" in r["data"]:  # packed: gather4's 4 components in 2 registers
                    base = base.replace("v[0:3]", "v[0:1]")
                mt.append(base + " " + m); mk.append((name, m))
        for (name, m), (ok, out, err) in zip(mk, assemble(gpu, mt)):
            rows[name][gpu].setdefault("mods", {})[m] = "y" if ok else err
            probes.append((gpu, name, m, "ok" if ok else err))
    # vdata register counts: every dmask (0x1 0x3 0x7 0xf) x tfe x d16, with the count llvm-mc's
    # rule asks for (gather4: 4; else popcount(dmask); halved with d16 on gfx900; +1 with tfe)
    for gpu in GPUS:
        vt, vk = [], []
        for name in names:
            r = rows[name].get(gpu)
            if not r: continue
            gather = "1/4" in r["data"]
            for dmask in (0x1, 0x3, 0x7, 0xf):
                for tfe in (0, 1):
                    for d16 in (0, 1):
                        if d16 and r["mods"].get("d16") != "y": continue
                        n = 4 if gather else bin(dmask).count("1")
                        if d16 and gpu == "gfx900": n = (n + 1) // 2
                        n += tfe
                        t = "%s %s, %s, s[8:15]%s dmask:0x%x%s%s" % (name, vreg(0, n), vreg(20, min(r["vaddr"])),
                            ", s[16:19]" if 1 in r["samp"] else "", dmask, " tfe" if tfe else "", " d16" if d16 else "")
                        vt.append(t); vk.append((name, dmask, tfe, d16, n))
        for (name, dmask, tfe, d16, n), (ok, out, err) in zip(vk, assemble(gpu, vt)):
            r = rows[name][gpu]
            r.setdefault("counts", set())
            r.setdefault("combos", []).append((dmask, tfe, d16, n, ok, err))
            if ok: r["counts"].add(n)
            probes.append((gpu, name, "dmask:0x%x%s%s -> %d registers" % (dmask, " tfe" if tfe else "", " d16" if d16 else "", n), "ok" if ok else err))
    # disassembly: every opcode, with and without a sampler
    dis = {}
    for gpu in ("tonga", "gfx900"):
        blocks, keys = [], []
        for op in range(128):
            for samp in (0, 1):
                w0 = (0x3c << 26) | (op << 18) | (0x1 << 8)
                w1 = 20 | (0 << 8) | (2 << 16) | ((4 if samp else 0) << 21)
                blocks.append([w0, w1]); keys.append((op, samp))
        for (op, samp), out in zip(keys, disasm(gpu, blocks)):
            if len(out) == 1 and len(out[0][1]) == 8:
                dis[(gpu, op, samp)] = out[0][0]
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, "MIMG.tsv"), "w") as f:
        f.write("# name\top_tahiti\top_bonaire\top_tonga\top_gfx900\tsampler\tdata\tvdata\tvaddr\tvaddr_printed_tonga\tvaddr_printed_gfx900\tmods_tahiti\tmods_bonaire\tmods_tonga\tmods_gfx900\n")
        for name, per in rows.items():
            if not per: continue
            ops = []
            for g in GPUS:
                r = per.get(g)
                if r and len(r["op"]) != 1: raise SystemExit("%s %s: several opcodes %s" % (name, g, r["op"]))
                ops.append("0x%02x" % next(iter(r["op"])) if r else "-")
            rs = [per[g] for g in GPUS if g in per]
            samp = {s for r in rs for s in r["samp"]}
            data = sorted({d for r in rs for d in r["data"]})
            vaddrs = {tuple(sorted(r["vaddr"])) for r in rs}
            if len(vaddrs) != 1 or len(samp) != 1: raise SystemExit("%s: vaddr/sampler differ between GPUs %s %s" % (name, vaddrs, samp))
            printed = []
            for g in ("tonga", "gfx900"):
                r = per.get(g)
                t = dis.get((g, next(iter(r["op"])), next(iter(samp)))) if r else None
                if r and (t is None or t.split()[0] != name): raise SystemExit("%s %s: disassembles as %s" % (name, g, t))
                printed.append(str(len(regs(t.split(", ")[1]))) if t else "-")
            # LLVM's register-count variants do not depend on the GPU; a GPU only reaches some of
            # them (gather4's 2 registers need packed d16, gfx900), so the union is the row's set.
            counts = tuple(sorted({n for g in GPUS if g in per for n in per[g]["counts"]}))
            for g in GPUS:
                for (dmask, tfe, d16, n, ok, err) in per.get(g, {}).get("combos", []):
                    if not ok and n in counts and "dmask" not in err: print("note:", g, name, hex(dmask), tfe, d16, n, err)
            mods = [",".join(m for m in MODS if per[g]["mods"].get(m) == "y") if g in per else "-" for g in GPUS]
            f.write("\t".join([name, *ops, str(next(iter(samp))), " ".join(data), compact(list(counts)), compact(vaddrs.pop()), *printed, *mods]) + "\n")
    with open(os.path.join(OUT, "probes.tsv"), "w") as f:
        f.write("# gpu\tname\tmodifier\tllvm-mc (ok or its error)\n")
        for p in probes: f.write("\t".join(p) + "\n")
    with open(os.path.join(OUT, "disasm.tsv"), "w") as f:
        f.write("# gpu\top\tsampler operand\tllvm-mc text (dmask 0x1, vaddr v20, srsrc s[8:15], ssamp s[16:19])\n")
        for (g, op, samp), t in sorted(dis.items()): f.write("%s\t0x%02x\t%d\t%s\n" % (g, op, samp, t))
    print("rows:", sum(1 for p in rows.values() if p), {g: sum(1 for p in rows.values() if g in p) for g in GPUS})
    print("decoded opcodes:", {g: len({op for (gg, op, s) in dis if gg == g}) for g in ("tonga", "gfx900")})

def bump(r):
    m = re.match(r"v(\d+)$", r)
    if m: return "v[%s:%d]" % (m.group(1), int(m.group(1)) + 1)
    m = re.match(r"v\[(\d+):(\d+)\]$", r)
    return "v[%s:%d]" % (m.group(1), int(m.group(2)) + 1)

def regs(t):
    m = re.match(r"v(\d+)$", t)
    if m: return [int(m.group(1))]
    m = re.match(r"v\[(\d+):(\d+)\]$", t)
    return list(range(int(m.group(1)), int(m.group(2)) + 1))

def compact(ks):
    """1 2 3 4 -> 1-4; 1 2 3 4 5 6 7 8 9 10 11 12 13 16 -> 1-13,16"""
    out, i = [], 0
    while i < len(ks):
        j = i
        while j + 1 < len(ks) and ks[j + 1] == ks[j] + 1: j += 1
        out.append(str(ks[i]) if i == j else "%d-%d" % (ks[i], ks[j])); i = j + 1
    return ",".join(out)

main()
