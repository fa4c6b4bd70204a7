import collections
GPUS=['tahiti','bonaire','tonga','gfx900']
ops=collections.defaultdict(dict)  # name -> gpu -> row
for l in open('docs/llvm-mc/valu/operands.tsv'):
    if l.startswith('#'): continue
    p=l.rstrip('\n').split('\t')
    if len(p)<10: continue
    name,gpu,kind,op,e64,types,src0lit,mods,ops32,ops64=p[:10]
    if kind not in ('VOP1','VOP2','VOPC'): continue
    ops[(kind,name)][gpu]=(int(op,16),types,ops32)
def tclass(t):
    t=t.strip()
    if t in ('f32',): return 'f32'
    if t=='f16': return 'f16'
    if t=='f64': return 'f64'
    if t in ('u16','i16','b16'): return 'i16'
    if t in ('u64','i64','b64'): return 'b64'
    return 'b32'
def shape(kind,name,types,ops32):
    if ops32=='-' : return []
    toks=ops32.split(',')
    src_t = tclass(types.split('<-')[-1]) if types!='-' else 'b32'
    dst_t = tclass(types.split('<-')[0]) if types!='-' else 'b32'
    out=[]
    vsrc_i=0
    if kind=='VOPC':
        assert toks[0]=='vcc', (name,ops32)
        out.append('vcc')
        out.append('src0:%s'%src_t)
        out.append('vsrc1:%s'%('v64' if toks[2]=='v64' else 'v32'))
        return out
    # dst
    d=toks[0]
    out.append('vdst:%s'%('sr32' if d=='s32' else d))
    rest=toks[1:]
    srcs=['src0','vsrc1']
    si=0
    for t in rest:
        if t=='vcc': out.append('vcc'); continue
        if t=='imm': out.append('literal:k%s'%('16' if src_t in ('f16','i16') else '32')); continue
        f=srcs[si]; si+=1
        if f=='src0': out.append('src0:%s'%(src_t if t!='v64' or src_t in ('f64','b64') else 'b64'))
        else: out.append('vsrc1:%s'%('sr32' if t in ('s32','m0') else t))
    return out
NOSUFFIX=set()
# sdwa/dpp columns: two letters, tonga then gfx900 (y = llvm-mc 19 assembles <name>_sdwa/_dpp there).
EXT={}
for f in ['VOP1','VOP2','VOPC']:
    for l in open('docs/llvm-mc/valu/%s.tsv'%f):
        if l.startswith('#'): continue
        p=l.rstrip('\n').split('\t')
        ex=p[11].split(' ')[0]
        if ex!=p[0]+'_e32': NOSUFFIX.add(p[0])
        EXT[p[0]]=(p[9],p[10])
def ext_flags(name, cells):
    # A flag per form where llvm-mc has it on tonga/gfx900 and the row exists there. v_nop is left
    # out: llvm-mc prints v_nop_sdwa/_dpp as plain v_nop (no text reassembles to the 8 bytes).
    if name=='v_nop' or name not in EXT: return ''
    out=''
    for tag,col in (('dpp',EXT[name][1]),('sdwa',EXT[name][0])):
        bits=''.join('1' if col[i]=='y' and cells[2+i]!='-' else '0' for i in range(2))
        if bits!='00': out+=' %s:%s'%(tag,bits)
    return out
def special(name, sh):
    # Sources llvm-mc restricts (VGPR only; scalar only), from its rejections.
    if name in ('v_movrels_b32','v_movrelsd_b32','v_swap_b32','v_movrelsd_2_b32'):
        sh=sh.replace('src0:b32','src0:vv32')
    if name in ('v_readfirstlane_b32','v_readlane_b32'): sh=sh.replace('src0:b32','src0:vl32')
    if name=='v_sat_pk_u8_i16': sh=sh.replace('src0:i16','src0:b32')  # two i16 in one dword
    # GCN 1.0/1.1's VOP2 v_writelane_b32 takes lds_direct and a literal in src0 (llvm-mc 19).
    if name=='v_writelane_b32': sh=sh.replace('src0:b32','src0:sl32')
    if name.startswith('v_cvt_f32_ubyte'): sh=sh.replace('src0:f32','src0:b32')  # an unsigned byte of a dword
    if name in ('v_readlane_b32','v_writelane_b32'): sh=sh.replace('vsrc1:sr32','vsrc1:c32')
    return sh
rows={'VOP1':[],'VOP2':[],'VOPC':[]}
for (kind,name),g in sorted(ops.items(), key=lambda x:(x[0][0], min(v[0] for v in x[1].values()))):
    groups=collections.OrderedDict()
    for gpu in GPUS:
        if gpu not in g: continue
        op,types,ops32=g[gpu]
        sh=' '.join(shape(kind,name,types,ops32))
        groups.setdefault(sh,{})[gpu]=op
    for sh,gg in groups.items():
        cells=['0x%02x'%gg[x] if x in gg else '-' for x in GPUS]
        sh=special(name, sh)
        if name in NOSUFFIX and sh: sh += ' e32:no'
        sh += ext_flags(name, cells)
        rows[kind].append('%-26s alu     %s  %s'%(name,'  '.join('%-4s'%c for c in cells),sh))
for k in rows:
    open('/tmp/valu_%s.txt'%k,'w').write('\n'.join(rows[k])+'\n')
    print(k,len(rows[k]))
