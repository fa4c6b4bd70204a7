"""Helpers: batch llvm-mc disassembly/assembly with indexed sentinels."""
import subprocess, re
MC = "/usr/lib/llvm-19/bin/llvm-mc"
SENT = 0xbf800000  # s_nop IMM ; imm16 = block index (0xbf80fedc pattern generalised to an index)

def w2hex(w):
    return " ".join("0x%02x" % ((w >> (8 * i)) & 0xff) for i in range(4))

ENC_RE = re.compile(r"^\s*(.*?)\s*;\s*encoding:\s*\[(.*)\]")
NOP_RE = re.compile(r"^s_nop 0x([0-9a-f]+)$|^s_nop (\d+)$")

def _nop_idx(text):
    m = NOP_RE.match(text)
    if not m: return None
    return int(m.group(1), 16) if m.group(1) else int(m.group(2))

def disasm(cpu, blocks):
    """blocks: list of lists of 32-bit words. Returns list (per block) of list of (text, bytes).
    Each block is followed by two sentinel words s_nop <idx>, so a consumed literal does not
    desynchronise the split. Output lines between sentinels idx-1 and idx belong to block idx."""
    out = []
    for base in range(0, len(blocks), 30000):
        chunk = blocks[base:base + 30000]
        lines = []
        for i, b in enumerate(chunk):
            for w in b: lines.append(w2hex(w))
            s = SENT | (i & 0xffff)
            lines.append(w2hex(s)); lines.append(w2hex(s))
        r = subprocess.run([MC, "-arch=amdgcn", "-mcpu=" + cpu, "--disassemble", "-show-encoding"],
                           input="\n".join(lines) + "\n", capture_output=True, text=True)
        res = [[] for _ in chunk]
        cur = []; expect = 0
        for ln in r.stdout.splitlines():
            m = ENC_RE.match(ln)
            if not m: continue
            text = m.group(1).strip(); enc = [int(x, 16) for x in m.group(2).split(",")]
            k = _nop_idx(text)
            if k is not None and len(enc) == 4 and enc[3] == 0xbf and enc[2] == 0x80 and k == (expect & 0xffff):
                res[expect] = cur; cur = []; expect += 1
                continue
            if k is not None and expect > 0 and k == ((expect - 1) & 0xffff) and not cur:
                continue  # second copy of the previous sentinel
            cur.append((text, enc))
        out.extend(res)
    return out

def assemble(cpu, texts, extra=()):
    """Assemble each text line separately (interleaved with s_nop <idx> markers).
    Returns list of (ok, [(text, bytes)...], errmsg)."""
    out = []
    for base in range(0, len(texts), 20000):
        chunk = texts[base:base + 20000]
        lines = []
        for i, t in enumerate(chunk):
            lines.append(t); lines.append("s_nop 0x%x" % (i & 0xffff))
        r = subprocess.run([MC, "-arch=amdgcn", "-mcpu=" + cpu, "-show-encoding", *extra],
                           input="\n".join(lines) + "\n", capture_output=True, text=True)
        errs = {}
        for m in re.finditer(r"<stdin>:(\d+):\d+: error: (.*)", r.stderr):
            ln = int(m.group(1)) - 1
            if ln % 2 == 0: errs.setdefault(ln // 2, m.group(2))
        res = [[] for _ in chunk]; cur = []; idx = 0
        for ln in r.stdout.splitlines():
            m = ENC_RE.match(ln)
            if not m: continue
            text = m.group(1).strip(); enc = [int(x, 16) for x in m.group(2).split(",")]
            k = _nop_idx(text)
            if k is not None and k == (idx & 0xffff) and len(enc) == 4:
                res[idx] = cur; cur = []; idx += 1; continue
            cur.append((text, enc))
        for i in range(len(chunk)):
            e = errs.get(i)
            out.append((e is None and len(res[i]) == 1, res[i], e))
    return out

def words(enc):
    return [enc[i] | enc[i+1] << 8 | enc[i+2] << 16 | enc[i+3] << 24 for i in range(0, len(enc) - 3, 4)]
