# Emits src/isa/vop3-rows.ts from docs/llvm-mc/valu (operands.tsv, VOP3.tsv): the VOP3-only
# instruction rows (profile-table text) and the accepted VOP3 modifiers of every VOP1/VOP2/VOPC
# instruction's e64 form per GPU (the e64 rows themselves are derived in src/isa/vop3.ts).
# Run from the repository root: python3 scripts/harvest-valu/gen_vop3_rows.py
import collections
GPUS = ['tahiti', 'bonaire', 'tonga', 'gfx900']
info = collections.defaultdict(dict)  # (kind, name) -> gpu -> (op, e64, types, mods, ops64)
for l in open('docs/llvm-mc/valu/operands.tsv'):
    if l.startswith('#'): continue
    p = l.rstrip('\n').split('\t')
    if len(p) < 10: continue
    name, gpu, kind, op, e64, types, src0lit, mods, ops32, ops64 = p[:10]
    info[(kind, name)][gpu] = (op, e64, types, mods, ops64)

def tclass(t, regs):
    t = t.strip()
    if regs == 2: return 'f64' if t == 'f64' else 'b64'
    if regs == 4: return 'vv128'
    if t == 'f32': return 'f32'
    if t == 'f16': return 'f16'
    if t in ('u16', 'i16', 'b16'): return 'i16'
    return 'b32'

def mod_tokens(mods, nsrc):
    """Modifier tokens of a mods code (C clamp, O omod, N<k>/A<k> neg/abs on source k, S/D op_sel)."""
    if mods in ('none', '-'): return [], set(), set()
    neg, ab = set(), set()
    i = 0
    toks = []
    while i < len(mods):
        c = mods[i]; i += 1
        if c in 'NA':
            while i < len(mods) and mods[i].isdigit():
                (neg if c == 'N' else ab).add(int(mods[i])); i += 1
    if 'S' in mods or 'D' in mods: toks.append('op_sel')
    if 'C' in mods: toks.append('clamp')
    if 'O' in mods: toks.append('omod')
    return toks, neg, ab

def vop3_shape(name, types, mods, ops64):
    toks = ops64.split(',')
    st = types.split('<-')[-1]
    regs = {'v32': 1, 'v64': 2, 'v128': 4}
    out = []
    d = toks[0]
    out.append('vdst:' + ('sr32' if d == 's32' else d))
    rest = toks[1:]
    if rest and rest[0] == 's64' and name not in ('v_writelane_b32',):
        out.append('sdst:r64'); rest = rest[1:]
    nsrc = len(rest)
    mt, neg, ab = mod_tokens(mods, nsrc)
    # Interpolation: the printed sources are the VGPR (SRC1), the attribute (SRC0), then SRC2;
    # the modifier indices count printed sources. 'high' is bit 8 of SRC0.
    interp = 'attr' in rest
    fields = ['src1', 'src0', 'src2'] if interp else ['src0', 'src1', 'src2']
    for k, t in enumerate(rest):
        f = fields[k]
        if interp and t == 'v32':
            flags = ('n' if k in neg else '') + ('a' if k in ab else '')
            out.append(f + ':vv32' + ('+' + flags if flags else '')); continue
        if name == 'v_readlane_b32': out.append(f + ':' + ('vl32' if k == 0 else 'c32')); continue
        if name == 'v_writelane_b32': out.append(f + ':' + ('sc32' if k == 0 else 'c32')); continue
        if t == 'attr': out.append(f + ':attr'); continue
        shape = tclass(st, regs.get(t, 1))
        if k in SOURCES_32.get(name, ()): shape = 'b32'
        flags = ('n' if k in neg else '') + ('a' if k in ab else '')
        out.append(f + ':' + shape + ('+' + flags if flags else ''))
    if interp and name in HIGH: mt = ['high'] + mt
    return out + mt

# Sources that are 32-bit though the name's suffix says 16 (LLVM's profiles; llvm-mc 19 reads
# 0x3f800000 there as the inline 1.0 and 0xfffffff0 as -16, and rejects 0x3c00 and 0xfff0 as
# literals, on every GPU): the 16-bit multiply-adds accumulate into a 32-bit SRC2
# (VOP_I32_I16_I16_I32), and v_sad_u16 sums the differences of both 16-bit halves of its 32-bit
# SRC0/SRC1 into SRC2 (VOP_I32_I32_I32_I32).
SOURCES_32 = {'v_mad_u32_u16': (2,), 'v_mad_i32_i16': (2,), 'v_sad_u16': (0, 1, 2)}

# The v_interp_*_f16 that take 'high' (the high half of the attribute), from llvm-mc probes.
HIGH = {'v_interp_p1ll_f16', 'v_interp_p1lv_f16', 'v_interp_p2_f16', 'v_interp_p2_legacy_f16'}

rows = []
order = []
for l in open('docs/llvm-mc/valu/VOP3.tsv'):
    if l.startswith('#'): continue
    order.append(l.split('\t')[0])
for name in order:
    g = info[('VOP3', name)]
    groups = collections.OrderedDict()
    for gpu in GPUS:
        if gpu not in g: continue
        op, e64, types, mods, ops64 = g[gpu]
        sh = ' '.join(vop3_shape(name, types, mods, ops64))
        groups.setdefault(sh, {})[gpu] = int(op, 16)
    for sh, gg in groups.items():
        cells = ['0x%03x' % gg[x] if x in gg else '-' for x in GPUS]
        # v_mul_lo_i32 on VI/GFX9 is an assembler alias of v_mul_lo_u32 (same opcode).
        if name == 'v_mul_lo_i32': cells = [c if GPUS[i] in ('tahiti', 'bonaire') else '-' for i, c in enumerate(cells)]
        if all(c == '-' for c in cells): continue
        rows.append('%-23s alu %s  %s' % (name, ' '.join('%-5s' % c for c in cells), sh))

e64 = []
for kind in ('VOP1', 'VOP2', 'VOPC', 'VINTRP'):
    for (k, name), g in sorted(info.items()):
        if k != kind: continue
        cells = [g[x][3] if x in g and g[x][1] != '-' else '-' for x in GPUS]
        if all(c == '-' for c in cells): continue
        e64.append("  '%s %s': '%s'," % (kind, name, ' '.join(cells)))

out = ['// Generated by scripts/harvest-valu/gen_vop3_rows.py from docs/llvm-mc/valu (llvm-mc 19 probes): do not edit.',
       '',
       '/**',
       ' * The VOP3 modifiers llvm-mc 19 accepts on the e64 form of each VOP1/VOP2/VOPC/VINTRP instruction, per GPU',
       ' * (tahiti bonaire tonga gfx900): C clamp, O omod, N<k>/A<k> neg/abs on source k, S/D op_sel; none; - no e64.',
       ' */',
       'export const E64_MODS: Readonly<Record<string, string>> = {'] + e64 + ['};', '',
       '/** VOP3-only instructions: name kind op(1.0 1.1 1.2 1.4) operands (src:type+n/a = neg/abs accepted). */',
       'export const VOP3_ONLY_ROWS = `'] + rows + ['`;', '']
open('src/isa/vop3-rows.ts', 'w').write('\n'.join(out))
print(len(rows), 'VOP3-only rows,', len(e64), 'e64 modifier entries')
