"""Write /work/notes/valu/*.tsv from summary.json / asm.json / shape.json / picked.json."""
import json, re, collections, os
OUT = os.path.join(os.path.dirname(__file__), "../../docs/llvm-mc/valu")
CPUS = ["tahiti", "bonaire", "tonga", "gfx900"]
S = json.load(open("/tmp/valu/summary.json")); A = json.load(open("/tmp/valu/asm.json"))
SH = json.load(open("/tmp/valu/shape.json")); P = json.load(open("/tmp/valu/picked.json"))
def g(n, c, f): return A.get("%s|%s|%s" % (n, c, f), {"ok": False})
FILES = ["VOP1", "VOP2", "VOPC", "VOP3", "VOP3P", "VINTRP"]
rows = collections.defaultdict(list)
counts = collections.defaultdict(dict)
for n in sorted(S):
    ss = S[n]
    for enc in FILES:
        cs = [c for c in CPUS if c in ss and ss[c]["kind"] == enc]
        if not cs: continue
        op = ["0x%x" % ss[c]["op"] if c in cs else "-" for c in CPUS]
        if enc in ("VOP3", "VOP3P"):
            e64 = list(op)
        else:
            e64 = ["0x%x" % ss[c]["e64"] if c in cs and ss[c]["e64"] is not None else "-" for c in CPUS]
        def yn(c, k):
            if c not in cs: return "-"
            return "y" if ss[c][k] else "n"
        sdwa = yn("tonga", "sdwa") + yn("gfx900", "sdwa"); dpp = yn("tonga", "dpp") + yn("gfx900", "dpp")
        ex_c = cs[-1]   # newest GPU on which this row exists
        if enc in ("VOP1", "VOP2", "VOPC", "VINTRP"):
            t32 = g(n, ex_c, "e32").get("text") or g(n, ex_c, "plain").get("text")
            t64 = g(n, ex_c, "e64").get("text") if ss[ex_c]["e64"] is not None else "-"
            if t64 != "-" and not t64.split()[0].endswith("_e64"):
                t64 = g(n, ex_c, "e64")["input"]   # llvm-mc prints v_nop_e64/v_clrexcp_e64 without the suffix; keep the input text
        else:
            t32 = g(n, ex_c, "plain").get("text"); t64 = t32
        rows[enc].append((n, op, e64, sdwa, dpp, "%s | %s" % (t32, t64 or "-")))
        for c in cs: counts[enc][c] = counts[enc].get(c, 0) + 1
HDR = {
 "VOP1": "VOP1 (32-bit: src0[8:0] op[16:9] vdst[24:17] 0b0111111[31:25]).",
 "VOP2": "VOP2 (32-bit: src0[8:0] vsrc1[16:9] vdst[24:17] op[30:25] 0[31]); madmk/madak carry a 32-bit literal K.",
 "VOPC": "VOPC (32-bit: src0[8:0] vsrc1[16:9] op[24:17] 0b0111110[31:25]); e32 writes VCC, e64 writes an SGPR pair.",
 "VOP3": "VOP3-only instructions (no VOP1/VOP2/VOPC form on that GPU). SI/CI: op[25:17]; VI/GFX9: op[25:16]; enc 0b110100[31:26].",
 "VOP3P": "VOP3P (gfx900 only: op[22:16], enc 0b110100111[31:23]). Note: this is the VOP3 opcode space 0x380-0x3ff on gfx9.",
 "VINTRP": "VINTRP (SI/CI enc 0b110010, VI/GFX9 enc 0b110101: vsrc[7:0] attrchan[9:8] attr[15:10] op[17:16] vdst[25:18]). e64 = VOP3 form (VI/GFX9 only).",
}
for enc in FILES:
    with open(os.path.join(OUT, enc + ".tsv"), "w") as f:
        f.write("# %s\n" % HDR[enc])
        f.write("# Generated from llvm-mc 19.1.7 (-arch=amdgcn): every opcode below was read back from the bytes of an actual assembly of the example text on that GPU.\n")
        f.write("# op_X: opcode in this encoding on GPU X ('-' = not accepted by llvm-mc as this encoding on X). e64_X: VOP3 opcode of <name>_e64 on X")
        f.write(" (VOP3/VOP3P files: repeats op).\n" if enc in ("VOP3", "VOP3P") else ".\n")
        f.write("# sdwa/dpp: two letters = tonga, gfx900 (y = llvm-mc assembles <name>_sdwa / <name>_dpp, n = rejected, - = instruction absent there).\n")
        f.write("# example: canonical text printed by llvm-mc on the newest GPU that has the row (e32 or only form) | _e64 form (or '-').\n")
        f.write("#name\top_tahiti\top_bonaire\top_tonga\top_gfx900\te64_tahiti\te64_bonaire\te64_tonga\te64_gfx900\tsdwa\tdpp\texample\n")
        def skey(r):
            ops = r[1] + r[2]
            for x in (r[1][3], r[1][2], r[1][1], r[1][0]):
                if x != "-": return (0, int(x, 16), r[0])
        for r in sorted(rows[enc], key=lambda r: [(int(x, 16) if x != "-" else 1 << 20) for x in (r[1][3], r[1][2], r[1][1], r[1][0])] + [r[0]]):
            f.write("\t".join([r[0]] + r[1] + r[2] + [r[3], r[4], r[5]]) + "\n")
# operands / modifiers file: one line per (name, GPU)
with open(os.path.join(OUT, "operands.tsv"), "w") as f:
    f.write("# Operand shape and VOP3-modifier facts per instruction and GPU, all probed with llvm-mc 19 (see README.md).\n")
    f.write("# kind: encoding class of the e32/only form. ops32 / ops64: operand kinds of the canonical e32 / e64 (or VOP3-only) text:\n")
    f.write("#   v32 = one VGPR, v64/v128 = VGPR pair/quad, s32/s64 = SGPR/SGPR pair, vcc, attr = interpolation attribute, param = p10/p20/p0, imm = literal/inline.\n")
    f.write("# types: from the mnemonic suffix (dst<-src): one type token = all operands; two tokens = dst type, source type.\n")
    f.write("# src0lit: which 1.0 bit pattern llvm-mc folds into inline constant 242 for src0 of the 32-bit encoding (VOP1/VOP2/VOPC only):\n")
    f.write("#   b32 = 0x3f800000 (any 32-bit operand: f32 or b32/i32/u32 - inline constants are bit patterns), f16 = 0x3c00, f64 = 0x3ff00000 (literal = high half),\n")
    f.write("#   i16 = nothing folds (16-bit integer operand), i64 = nothing folds (64-bit integer operand), '-' = not probed.\n")
    f.write("# mods (e64 / VOP3 form): C clamp, O omod (mul:2 and div:2), N<k> neg on source k, A<k> abs on source k (k = 0,1,2),\n")
    f.write("#   gfx900 only: S op_sel on src0, D op_sel on dst (last op_sel bit); VOP3P: S op_sel, H op_sel_hi, L neg_lo, G neg_hi. 'none' = no modifier accepted, '-' = no VOP3 form.\n")
    f.write("#name\tgpu\tkind\top\te64\ttypes\tsrc0lit\tmods\tops32\tops64\n")
    TT = re.compile(r"^(f|i|u|b)(16|32|64)$|^(u8|i4|u4|i24|u24|i8)$")
    for n in sorted(S):
        toks = [t for t in n.split("_")[1:] if TT.match(t)]
        types = "-" if not toks else (toks[0] if len(toks) == 1 else "%s<-%s" % (toks[0], toks[1]))
        for c in CPUS:
            if c not in S[n]: continue
            s = S[n][c]; sh = SH.get("%s|%s" % (n, c), {})
            e64 = s["op"] if s["kind"] in ("VOP3", "VOP3P") else s["e64"]
            f.write("\t".join([n, c, s["kind"], "0x%x" % s["op"], "0x%x" % e64 if e64 is not None else "-", types,
                               sh.get("src0lit", "-"), sh.get("mods", "-"),
                               ",".join(sh.get("operands32", [])) or "-", ",".join(sh.get("operands", [])) or "-"]) + "\n")
# raw brute-force disassembly dumps
for c in ("tonga", "gfx900"):
    with open(os.path.join(OUT, "disasm_%s.txt" % c), "w") as f:
        f.write("# Brute-force disassembly on %s (llvm-mc 19 --disassemble): encoding, opcode, operand pattern chosen, printed text; then SDWA / DPP text if decoded.\n" % c)
        f.write("# Only opcodes for which some pattern decoded to an instruction whose re-encoding equals the input words are listed.\n")
        for enc in ("VOP2", "VOP1", "VOPC", "VOP3", "VOP3P", "VINTRP"):
            d = P[c].get(enc, {})
            for op in sorted(d, key=int):
                e = d[op]
                f.write("%s\t0x%03x\t%s\t%s" % (enc, int(op), e["pat"], e["text"]))
                if e.get("sdwa"): f.write("\tSDWA: " + e["sdwa"])
                if e.get("dpp"): f.write("\tDPP: " + e["dpp"])
                f.write("\n")
json.dump(counts, open("/tmp/valu/counts.json", "w"), indent=1)
for enc in FILES: print(enc, {c: counts[enc].get(c, 0) for c in CPUS}, "rows:", len(rows[enc]))
