"""Candidate mnemonics from LLVM 19's own instruction-name table (the exact build llvm-mc uses):
strings(libLLVMAMDGPUDesc.a) -> V_* real-instruction names with a target suffix -> lower-case base names."""
import subprocess, re, json, collections
out = subprocess.run("strings -n 4 /usr/lib/llvm-19/lib/libLLVMAMDGPUDesc.a | grep -E '^V_[A-Za-z0-9_]+$' | sort -u",
                     shell=True, capture_output=True, text=True).stdout
open("/tmp/valu/instnames.txt", "w").write(out)
T = {"gfx6_gfx7": "si", "si": "si", "ci": "ci", "gfx7": "ci", "vi": "vi", "gfx9": "gfx9", "gfx90a": "x", "gfx940": "x"}
base = collections.defaultdict(set)
for n in out.split():
    m = re.match(r"^(V_[A-Z0-9_]+?)(_e32|_e64|_sdwa|_dpp|_e64_dpp|_dpp8|_e64_dpp8)?_(gfx6_gfx7|si|ci|gfx7|vi|gfx9|gfx90a|gfx940)$", n)
    if m: base[m.group(1).lower()].add(T[m.group(3)] + (m.group(2) or ""))
json.dump({k: sorted(v) for k, v in base.items()}, open("/tmp/valu/instbases.json", "w"), indent=0)
print(len(out.split()), "V_* names,", len(base), "base names with a SI..GFX9(+gfx90a/940) real encoding")
