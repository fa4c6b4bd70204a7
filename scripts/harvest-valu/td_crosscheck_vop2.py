"""Cross-check of VOP2 opcodes against LLVM's VOP2Instructions.td (llvm-project main, GFX6/GFX7 and GFX8/GFX9
sections, read with the code-search tool; values transcribed into td_vop2.json)."""
import json
S = json.load(open("/tmp/valu/summary.json")); T = json.load(open("/tmp/valu/td_vop2.json"))
bad = 0; n = 0
def chk(name, c, kind, op):
    global bad, n
    n += 1; s = S.get(name, {}).get(c)
    if not s or s["kind"] != kind or s["op"] != op: print("MISMATCH", name, c, kind, hex(op), s); bad += 1
for name, o in T["si_ci_vop2"].items():
    for c in ("tahiti", "bonaire"): chk(name, c, "VOP2", o)
for name, o in T["vi_gfx9_vop2"].items():
    for c in ("tonga", "gfx900"): chk(name, c, "VOP2", o)
for name, o in T["vi_only_vop2"].items(): chk(name, "tonga", "VOP2", o)
for name, o in T["gfx9_vop2"].items(): chk(name, "gfx900", "VOP2", o)
for name, o in T["vi_gfx9_vop2_as_vop3only"].items():
    for c in ("tonga", "gfx900"): chk(name, c, "VOP3", o)
print("td cross-check: %d cells, %d mismatches" % (n, bad))
