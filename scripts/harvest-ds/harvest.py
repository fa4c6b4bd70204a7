"""Harvest the DS (LDS/GDS) table from llvm-mc 19's own bytes, on tahiti/bonaire/tonga/gfx900.

1. Candidate mnemonics: LLVM 19's instruction-name table (strings of libLLVMAMDGPUDesc.a), the
   DS_* names with an SI..GFX9 real-encoding suffix, lower-cased.
2. Each candidate is assembled on each GPU with every operand list of 0..4 VGPR operands whose
   widths are 1..4 registers, with and without `gds`. Operand i is written with first register
   10*(i+1) (v10, v[20:21], ...), so the encoded fields (ADDR, DATA0, DATA1, VDST) say which
   operand is which. The accepted forms give the opcode per GPU and the operand shape.
3. Each accepted form is re-assembled with offset:, offset0:/offset1: to see which it takes.
Output: docs/llvm-mc/ds/ds.tsv (one row per mnemonic) and docs/llvm-mc/ds/forms.tsv.
Run from the repo root: python3 scripts/harvest-ds/harvest.py (about 30 s).
"""
import itertools, json, re, subprocess, collections, os

LLVM_MC = "/usr/lib/llvm-19/bin/llvm-mc"
GPUS = ["tahiti", "bonaire", "tonga", "gfx900"]
OUT = "docs/llvm-mc/ds"


def candidates():
    out = subprocess.run(f"strings -n 4 /usr/lib/llvm-19/lib/libLLVMAMDGPUDesc.a | grep -E '^DS_[A-Za-z0-9_]+$' | sort -u",
                         shell=True, capture_output=True, text=True).stdout.split()
    names = set()
    for n in out:
        m = re.match(r"^(DS_[A-Z0-9_]+?)_(gfx6_gfx7|si|ci|gfx7|vi|gfx9)$", n)
        if m:
            names.add(m.group(1).lower())
    return sorted(names)


def reg(i, w):
    b = 10 * (i + 1)
    return f"v{b}" if w == 1 else f"v[{b}:{b + w - 1}]"


def forms():
    for n in range(5):
        for ws in itertools.product([1, 2, 3, 4], repeat=n):
            yield ", ".join(reg(i, w) for i, w in enumerate(ws)), ws


def assemble(gpu, lines):
    """llvm-mc on `lines`; returns per line (text, [w0, w1]) or (None, error)."""
    r = subprocess.run([LLVM_MC, "-arch=amdgcn", f"-mcpu={gpu}", "-show-encoding"], input="\n".join(lines) + "\n",
                       capture_output=True, text=True)
    bad = {}
    for m in re.finditer(r"^<stdin>:(\d+):\d+: error: (.*)$", r.stderr, re.M):
        bad.setdefault(int(m.group(1)) - 1, m.group(2))
    ok = [l for l in r.stdout.splitlines() if "encoding:" in l]
    res, k = [], 0
    for i in range(len(lines)):
        if i in bad:
            res.append((None, bad[i]))
            continue
        text, enc = ok[k].split("; encoding:")
        k += 1
        b = [int(x, 16) for x in re.findall(r"0x([0-9a-f]+)", enc)]
        words = [int.from_bytes(bytes(b[j:j + 4]), "little") for j in range(0, len(b), 4)]
        res.append((text.strip(), words))
    return res


def opcode(gpu, w0):
    return (w0 >> 18) & 0xff if gpu in ("tahiti", "bonaire") else (w0 >> 17) & 0xff


def gds_bit(gpu, w0):
    return (w0 >> 17) & 1 if gpu in ("tahiti", "bonaire") else (w0 >> 16) & 1


FIELD = {0: "addr", 1: "data0", 2: "data1", 3: "vdst"}


def shape(words, ws):
    """Which field holds each operand: vdst/addr/data0/data1 with its width."""
    w1 = words[1]
    vals = {"addr": w1 & 0xff, "data0": (w1 >> 8) & 0xff, "data1": (w1 >> 16) & 0xff, "vdst": (w1 >> 24) & 0xff}
    out = []
    for i, w in enumerate(ws):
        f = [k for k, v in vals.items() if v == 10 * (i + 1)]
        out.append(f"{f[0] if f else '?'}{w * 32}")
    return " ".join(out)


def main():
    names = candidates()
    os.makedirs(OUT, exist_ok=True)
    fl = list(forms())
    rows = collections.OrderedDict((n, {}) for n in names)
    for gpu in GPUS:
        lines, keys = [], []
        for n in names:
            for ops, ws in fl:
                for g in ("", " gds"):
                    lines.append(f"{n} {ops}{g}".replace("  ", " ").rstrip())
                    keys.append((n, ws, bool(g)))
        res = assemble(gpu, lines)
        acc = collections.defaultdict(list)
        for (n, ws, g), (text, words) in zip(keys, res):
            if text is not None:
                acc[n].append((ws, g, text, words))
        # Modifier probes on the first accepted form (without gds when there is one).
        probes, pk = [], []
        for n, forms_ in acc.items():
            ws, g, text, words = sorted(forms_, key=lambda f: f[1])[0]
            base = re.sub(r"\s+gds$", "", text)
            for mod in ("offset:4", "offset0:1 offset1:2", "offset:swizzle(SWAP,1)"):
                probes.append(f"{base} {mod}" + (" gds" if g else ""))
                pk.append((n, mod.split(":")[0]))
        pres = assemble(gpu, probes)
        takes = collections.defaultdict(list)
        for (n, mod), (text, words) in zip(pk, pres):
            if text is not None:
                takes[n].append(mod)
        for n, forms_ in acc.items():
            ops = {opcode(gpu, f[3][0]) for f in forms_}
            assert len(ops) == 1, (gpu, n, forms_)
            plain = [f for f in forms_ if not f[1]]
            gdsf = [f for f in forms_ if f[1]]
            first = (plain or gdsf)[0]
            rows[n][gpu] = {
                "op": ops.pop(), "shape": shape(first[3], first[0]), "forms": len(forms_),
                "gds": "both" if plain and gdsf else "only" if gdsf else "no",
                "mods": takes.get(n, []), "text": first[2],
            }
    with open(f"{OUT}/ds.tsv", "w") as f:
        f.write("# name\top_tahiti\top_bonaire\top_tonga\top_gfx900\tshape\tgds\tmods\texample\n")
        for n, r in rows.items():
            if not r:
                continue
            ref = r.get("gfx900") or r.get("tonga") or r.get("bonaire") or r["tahiti"]
            shapes = {v["shape"] for v in r.values()}
            assert len(shapes) == 1, (n, shapes)
            cells = [hex(r[g]["op"]) if g in r else "-" for g in GPUS]
            f.write("\t".join([n, *cells, ref["shape"] or "none", ref["gds"], ",".join(ref["mods"]) or "-", ref["text"]]) + "\n")
    with open(f"{OUT}/data.json", "w") as f:
        json.dump(rows, f, indent=0)
    print(sum(1 for r in rows.values() if r), "DS mnemonics;", {g: sum(1 for r in rows.values() if g in r) for g in GPUS})


main()
