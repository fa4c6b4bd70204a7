#!/bin/sh
# Full pipeline (about 1 minute). Scratch/intermediate files go to /tmp/valu, tables to /work/notes/valu.
set -e
cd "$(dirname "$0")"
mkdir -p /tmp/valu
python3 extract_instnames.py      # LLVM 19 instruction-name table -> candidate mnemonics (instbases.json)
python3 brute.py                  # step 1: brute-force disassembly, tonga + gfx900 -> brute.json
python3 pick.py                   # canonical decode per opcode -> picked.json
python3 asmstage.py               # step 2: assemble every candidate x form x GPU -> asm.json
python3 summarize.py              # per name/GPU: encoding, opcode, e64 opcode, sdwa, dpp -> summary.json
python3 crosscheck.py             # brute-force disassembly vs assembly agreement (tonga, gfx900)
[ -f /tmp/valu/td_vop2.json ] || cp ../data/td_vop2.json /tmp/valu/
python3 td_crosscheck_vop2.py     # VOP2 opcodes vs LLVM .td defs
python3 shape.py                  # step 3: modifiers / literal-type probes -> shape.json
python3 make_tables.py            # write the .tsv files
python3 verify.py                 # fresh re-assembly of every table cell + failures.tsv
python3 irregular.py > /tmp/valu/irregular.txt
