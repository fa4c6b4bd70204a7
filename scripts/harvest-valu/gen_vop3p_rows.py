# Rows of src/isa/vop3p.ts from docs/llvm-mc/valu/VOP3P.tsv and operands.tsv (llvm-mc 19, gfx900):
#   name  opcode  sources  type
# sources: 2 or 3 (from the operand kinds of the harvested text); type: f16 / i16 for the packed
# v_pk_* (b16/u16/i16 read alike), mix for v_mad_mix* (f16-or-f32 sources with neg/abs).
# Run from the repository root: python3 scripts/harvest-valu/gen_vop3p_rows.py
ops = {}
for l in open('docs/llvm-mc/valu/operands.tsv'):
    if l.startswith('#'): continue
    p = l.rstrip('\n').split('\t')
    if len(p) >= 10 and p[2] == 'VOP3P' and p[1] == 'gfx900':
        ops[p[0]] = p
for l in open('docs/llvm-mc/valu/VOP3P.tsv'):
    if l.startswith('#'): continue
    p = l.rstrip('\n').split('\t')
    name, op = p[0], int(p[4], 16)
    o = ops[name]
    nsrc = len(o[9].split(',')) - 1
    t = 'mix' if 'mad_mix' in name else ('f16' if o[5] == 'f16' else 'i16')
    print('%-18s 0x%02x  %d  %s' % (name, op, nsrc, t))
