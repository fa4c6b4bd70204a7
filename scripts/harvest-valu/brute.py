"""Step 1: brute-force disassembly of VOP1/VOP2/VOPC/VOP3/VOP3P/VINTRP (+SDWA/DPP) on tonga & gfx900."""
import json, valulib as V
V0, S = 256, 0
VD, A, B, C = 0, 4, 6, 8          # vdst v0, src0 v4, src1 v6, src2 v8
SDWA = 0x06060604                  # VOP2: src0 v4, dst_sel DWORD, src0_sel DWORD, src1_sel DWORD
SDWA1 = 0x00060604                 # VOP1: no src1_sel
SDWAC = 0x06060004                 # VOPC: no dst_sel (gfx9: sdst=0 -> vcc)
DPP = 0xff00e404                   # src0 v4, quad_perm:[0,1,2,3] row_mask 0xf bank_mask 0xf
def vop2(op, s0, v1=B, vd=VD): return (op << 25) | (vd << 17) | (v1 << 9) | s0
def vop1(op, s0, vd=VD): return (0x3f << 25) | (vd << 17) | (op << 9) | s0
def vopc(op, s0, v1=B): return (0x3e << 25) | (op << 17) | (v1 << 9) | s0
def vop3_vi(op, s0, s1, s2, vd=VD, b8=0): return [(0x34 << 26) | (op << 16) | (b8 << 8) | vd, s0 | (s1 << 9) | (s2 << 18)]
def vop3p(op, s0, s1, s2, vd=VD, opsel_hi=3, opsel_hi2=1):
    # op_sel_hi defaults: bits 59-60 in dword1 (op_sel_hi[0..1]) and bit 14 (op_sel_hi[2])
    return [(0x1a7 << 23) | (op << 16) | (opsel_hi2 << 14) | vd, s0 | (s1 << 9) | (s2 << 18) | (opsel_hi << 27)]
def vintrp(op, enc, vsrc=A, chan=1, attr=2, vd=VD): return (enc << 26) | (vd << 18) | (op << 16) | (attr << 10) | (chan << 8) | vsrc

VOP3PATS = [
 ("v1", (V0+A, 0, 0), {}), ("v2", (V0+A, V0+B, 0), {}), ("v3", (V0+A, V0+B, V0+C), {}),
 ("s1", (4, 0, 0), {}), ("s2", (4, 6, 0), {}), ("s3", (4, 6, 8), {}),
 ("vs2", (V0+A, 6, 0), {}), ("vs3", (V0+A, 6, V0+C), {}), ("vvs3", (V0+A, V0+B, 8), {}),
 ("a2", (0, V0+B, 0), {}), ("a3", (0, V0+B, V0+C), {}), ("a2c", (1, V0+B, 0), {}), ("a3c", (1, V0+B, V0+C), {}),
 ("k1", (242, 0, 0), {}), ("k2", (242, 240, 0), {}), ("k3", (242, 240, 130), {}),
 ("z", (0, 0, 0), {}), ("sd2", (V0+A, V0+B, 0), {"b8": 12}), ("sd3", (V0+A, V0+B, V0+C), {"b8": 12}), ("sd3s", (V0+A, V0+B, 8), {"b8": 12}),
]
PAT = {
 "VOP2": {"vK": lambda o: [vop2(o, V0+A), 0x41200000], "v": lambda o: [vop2(o, V0+A)], "s": lambda o: [vop2(o, 4)], "k": lambda o: [vop2(o, 242)],
          "lit": lambda o: [vop2(o, 0xff), 0x3f800000], "sdwa": lambda o: [vop2(o, 0xf9), SDWA],
          "dpp": lambda o: [vop2(o, 0xfa), DPP]},
 "VOP1": {"z": lambda o: [vop1(o, 0)], "v": lambda o: [vop1(o, V0+A)], "s": lambda o: [vop1(o, 4)], "k": lambda o: [vop1(o, 242)],
          "lit": lambda o: [vop1(o, 0xff), 0x3f800000], "sdwa": lambda o: [vop1(o, 0xf9), SDWA1],
          "dpp": lambda o: [vop1(o, 0xfa), DPP]},
 "VOPC": {"v": lambda o: [vopc(o, V0+A)], "s": lambda o: [vopc(o, 4)], "k": lambda o: [vopc(o, 242)],
          "lit": lambda o: [vopc(o, 0xff), 0x3f800000], "sdwa": lambda o: [vopc(o, 0xf9), SDWAC],
          "dpp": lambda o: [vopc(o, 0xfa), DPP]},
 "VOP3": {n: (lambda t, kw: (lambda o: vop3_vi(o, *t, **kw)))(t, kw) for n, t, kw in VOP3PATS},
 "VOP3P": {"v2": lambda o: vop3p(o, V0+A, V0+B, 0), "v": lambda o: vop3p(o, V0+A, V0+B, V0+C), "s": lambda o: vop3p(o, 4, 6, 8),
           "k": lambda o: vop3p(o, 242, 240, 130), "z": lambda o: vop3p(o, V0+A, V0+B, V0+C, opsel_hi=0, opsel_hi2=0)},
}
NOPS = {"VOP2": 62, "VOP1": 256, "VOPC": 256, "VOP3": 1024, "VOP3P": 128}
res = {}
for cpu in ("tonga", "gfx900"):
    res[cpu] = {}
    for enc, pats in PAT.items():
        if enc == "VOP3P" and cpu != "gfx900": continue
        blocks, keys = [], []
        for op in range(NOPS[enc]):
            for pn, f in pats.items():
                blocks.append(f(op)); keys.append((op, pn))
        outs = V.disasm(cpu, blocks)
        d = {}
        for (op, pn), o, blk in zip(keys, outs, blocks):
            ok = len(o) >= 1 and V.words(o[0][1]) == blk
            d.setdefault(op, {})[pn] = {"txt": [t for t, e in o], "match": ok, "enc": [V.words(e) for t, e in o]}
        res[cpu][enc] = d
    # VINTRP (VI+ enc 0x35), ops 0..3, a couple of operand patterns
    blocks, keys = [], []
    for op in range(4):
        for pn, kw in {"v": dict(), "p10": dict(vsrc=10, chan=0, attr=0), "c3": dict(chan=3, attr=32, vsrc=0)}.items():
            blocks.append([vintrp(op, 0x35, **kw)]); keys.append((op, pn))
    outs = V.disasm(cpu, blocks)
    d = {}
    for (op, pn), o, blk in zip(keys, outs, blocks):
        ok = len(o) >= 1 and V.words(o[0][1]) == blk
        d.setdefault(op, {})[pn] = {"txt": [t for t, e in o], "match": ok, "enc": [V.words(e) for t, e in o]}
    res[cpu]["VINTRP"] = d
json.dump(res, open("/tmp/valu/brute.json", "w"), indent=1)
for cpu in res:
    for enc, d in res[cpu].items():
        n = sum(1 for op in d if any(v["match"] for v in d[op].values()))
        print(cpu, enc, "opcodes with some decode:", n)
