// AssemblyScript (compiled to dist/wasm/dis.wasm by scripts/wasm.ts): the disassembler's fast
// path, one generic interpreter of the print programs that src/dis/kernel-prog.ts makes from the
// instruction tables (the operations: src/dis/kernel-ops.ts). Its memory is the kernel's arena
// (src/dis/arena.ts): decode tables, name tables, pool strings, programs, memos, and the input and
// output windows, all addressed by byte offset.
//
// Why WebAssembly: the same work as JavaScript generated per row (49 distinct printers on 1M
// gfx900 instructions) spent ~0.1 s of a 0.3 s run in V8's interpreter and TurboFan before the
// steady state; one interpreter compiled by Liftoff as the module is made starts at full speed.
import {
  HEADER, NO_FIELD, OP_END, OP_NAMED, OP_SSRC, OP_OFFSET, OP_HEX, OP_SIMM, OP_DEC, OP_TEXT, OP_LITK, OP_LIT32,
  OP_VSRC, OP_FLAG, OP_NZNAMED, OP_SMRDOFF, OP_SMEMOFF, OP_BAILNZ, OP_BAIL, OP_BAILA64, OP_BUFADDR, OP_NAMED2,
  OP_IFGLC, OP_MEMO, OP_BUS, OP_SDWASRC, OP_DPPSRC, OP_SDWADST, OP_OVERLAP,
} from '../src/dis/kernel-ops';
import {
  APERTURE_FIRST, APERTURE_LAST, INLINE_FLOAT_FIRST, INLINE_INT_FIRST, INLINE_INT_LAST, INV_2PI, LITERAL, M0, SREG_CODES, SRC_SCC, SRC_VCCZ,
  VCC, VGPR_BASE,
} from '../src/isa/special-regs';

/** The row's program by opcode key (0 = not made yet): made by src/dis/kernel.ts; its byte offset, or -1 (no program). */
@external('env', 'compile') declare function compileRow(slot: i32, key: i32): i32;
/** A memo's text for a key (src/dis/kernel-prog.ts): the pool string + 1, or -1. */
@external('env', 'fill') declare function fillMemo(fill: i32, key: i32): i32;
/** Literal test LT on the literal u (src/syntax's rules): 1 to print it. */
@external('env', 'litok') declare function litOk(fn: i32, u: u32): i32;

/** Values of the top table from here on are candidate lists. */
const CANDIDATES: i32 = 128;
/** Bytes of an encoding slot's record (src/dis/kernel.ts SLOT). */
const SLOT_BYTES: i32 = 96;

let W0: u32 = 0;
let W1: u32 = 0;
let LIT: u32 = 0;
let HASLIT: bool = false;
/** Operands printed (for the separator), and whether the literal was printed. */
let NOPS: i32 = 0;
let LPRINTED: bool = false;

let doneI: i32 = 0;
let doneLines: i32 = 0;
/** The next word index and the lines printed by the last run. */
export function stoppedAt(): i32 { return doneI; }
export function linesPrinted(): i32 { return doneLines; }

/** A field's value (F: word << 10 | shift << 5 | width - 1; NO_FIELD reads 0). */
@inline function fv(f: i32): u32 {
  if (f < 0) return 0;
  const v = ((f >> 10) != 0 ? W1 : W0) >>> <u32>((f >> 5) & 31);
  const w = f & 31;
  return w == 31 ? v : v & ((<u32>2 << <u32>w) - 1);
}

@inline function arg(pc: i32, k: i32): i32 { return load<i32>(pc + (k << 2)); }

/** Table entry t[v]. */
@inline function entry(t: i32, v: u32): i32 { return load<i32>(t + (<i32>v << 2)); }

/** Copy pool string x (byte offset << 8 | length) to p; returns the new end. May store 16 bytes past it. */
@inline function cp(p: i32, x: i32): i32 {
  const n = x & 255, s = x >>> 8;
  if (n <= 16) {
    store<u64>(p, load<u64>(s));
    store<u64>(p + 8, load<u64>(s + 8));
  } else memory.copy(p, s, n);
  return p + n;
}

@inline function sep(p: i32, mode: i32): i32 {
  if (mode == 1) {
    if (NOPS++ != 0) store<u8>(p++, 44);
    store<u8>(p++, 32);
  } else if (mode == 2) store<u8>(p++, 32);
  return p;
}

/** Decimal digits of v (negative with '-'), like String(v). */
function dec(p: i32, v: i32): i32 {
  let u = <u32>v;
  if (v < 0) { store<u8>(p++, 45); u = <u32>(-v); }
  let n = 1;
  for (let t = u; t >= 10; t /= 10) n++;
  let q = p + n;
  do { store<u8>(--q, <u8>(48 + u % 10)); u /= 10; } while (u != 0);
  return p + n;
}

/** 0x and lower-case hex digits of u, like '0x' + u.toString(16). */
function hx(p: i32, u: u32): i32 {
  store<u16>(p, 0x7830);
  const n = u == 0 ? 1 : (35 - <i32>clz(u)) >> 2;
  let q = p + 2 + n;
  const end = q;
  do {
    const d = u & 15;
    store<u8>(--q, <u8>(d < 10 ? 48 + d : 87 + d));
    u >>>= 4;
  } while (q > p + 2);
  return end;
}

/** Exported for tests: dec and hx at p. */
export function decAt(p: i32, v: i32): i32 { return dec(p, v); }
export function hexAt(p: i32, u: u32): i32 { return hx(p, u); }

/** Scalar codes of inline constants (a negated one is written neg(c)). */
@inline function constant(v: u32): bool { return (v >= <u32>INLINE_INT_FIRST && v <= <u32>INLINE_INT_LAST) || (v >= <u32>INLINE_FLOAT_FIRST && v <= <u32>INV_2PI); }

/** Pool string e with float modifiers: -e, |e|, -|e|, or neg(e) where negConst. */
function wf(p: i32, e: i32, ng: u32, ab: u32, negConst: bool): i32 {
  if (ab != 0) {
    if (ng != 0) store<u8>(p++, 45);
    store<u8>(p++, 124);
    p = cp(p, e);
    store<u8>(p++, 124);
  } else if (ng != 0 && negConst) {
    store<u32>(p, 0x2867656e); // "neg("
    p = cp(p + 4, e);
    store<u8>(p++, 41);
  } else {
    if (ng != 0) store<u8>(p++, 45);
    p = cp(p, e);
  }
  return p;
}

/** Pool string e, as sext(e) where sx is set. */
function ws(p: i32, e: i32, sx: u32): i32 {
  if (sx == 0) return cp(p, e);
  store<u32>(p, 0x74786573); // "sext"
  store<u8>(p + 4, 40);
  p = cp(p + 5, e);
  store<u8>(p++, 41);
  return p;
}

/**
 * A source code's constant bus key (src/isa/src-operands.ts readsBus, src/syntax/valu-rules.ts):
 * -1 for none; wide -1: M0 is off the bus (v_writelane_b32's lane select).
 */
@inline function busKey(c: u32, wide: i32): i32 {
  if (c < <u32>SREG_CODES) return wide < 0 ? (c == <u32>M0 ? -1 : <i32>c) : <i32>c + wide;
  return (c >= <u32>APERTURE_FIRST && c <= <u32>APERTURE_LAST) || (c >= <u32>SRC_VCCZ && c <= <u32>SRC_SCC) || c == <u32>LITERAL ? <i32>c : -1;
}

/** Scratch for the constant bus's reads (the arena's first bytes are left free). */
const BUS: i32 = 64;

/** Run the program at pc for the current instruction: the new end, or -1 (the generic printer's). */
function exec(pc: i32, p: i32): i32 {
  if ((W0 & <u32>arg(pc, 0)) != 0 || (W1 & <u32>arg(pc, 1)) != 0) return -1;
  NOPS = 0;
  LPRINTED = false;
  // The mnemonic (with its tab): at most 32 bytes.
  const m = arg(pc, 2), s = m >>> 8;
  store<u64>(p, load<u64>(s)); store<u64>(p + 8, load<u64>(s + 8));
  store<u64>(p + 16, load<u64>(s + 16)); store<u64>(p + 24, load<u64>(s + 24));
  p += m & 255;
  pc += HEADER << 2;
  while (true) {
    const op = load<i32>(pc);
    switch (op) {
      case OP_END: {
        if (HASLIT && !LPRINTED) return -1;
        store<u8>(p, 10);
        return p + 1;
      }
      case OP_NAMED: {
        const e = entry(arg(pc, 2), fv(arg(pc, 1)) * <u32>arg(pc, 3));
        if (e < 0) return -1;
        p = cp(sep(p, arg(pc, 4)), e);
        pc += 20;
        break;
      }
      case OP_SSRC: {
        const v = fv(arg(pc, 1));
        if (v == <u32>LITERAL) {
          const lt = arg(pc, 3);
          if (lt < 0 || !HASLIT || litOk(lt, LIT) == 0) return -1;
          p = hx(sep(p, 1), LIT);
          LPRINTED = true;
        } else {
          const e = entry(arg(pc, 2), v);
          if (e < 0) return -1;
          p = cp(sep(p, 1), e);
        }
        pc += 16;
        break;
      }
      case OP_OFFSET: {
        let v = <i32>(fv(arg(pc, 1)) | (fv(arg(pc, 2)) << 8));
        if (v != 0) {
          const mode = arg(pc, 4);
          if (mode == 1 && v > 4095) return -1;
          if (mode == 2) v = (v << 19) >> 19;
          const s = arg(pc, 3);
          p = s < 0 ? sep(p, 1) : cp(p, s);
          p = dec(p, v);
        }
        pc += 20;
        break;
      }
      case OP_HEX: {
        p = hx(sep(p, 1), fv(arg(pc, 1)));
        pc += 8;
        break;
      }
      case OP_SIMM: {
        const v = fv(arg(pc, 1));
        p = sep(p, 1);
        p = v <= 64 ? dec(p, <i32>v) : hx(p, v);
        pc += 8;
        break;
      }
      case OP_DEC: {
        p = dec(sep(p, 1), <i32>fv(arg(pc, 1)));
        pc += 8;
        break;
      }
      case OP_TEXT: {
        p = cp(sep(p, arg(pc, 2)), arg(pc, 1));
        pc += 12;
        break;
      }
      case OP_LITK: {
        const f16 = arg(pc, 1);
        if (!HASLIT || (f16 != 0 && (LIT >>> 16) != 0)) return -1;
        p = hx(sep(p, 1), f16 != 0 ? LIT & 0xffff : LIT);
        LPRINTED = true;
        pc += 8;
        break;
      }
      case OP_LIT32: {
        if (!HASLIT) return -1;
        const v = <i32>LIT;
        p = sep(p, 1);
        p = v >= -16 && v <= 64 ? dec(p, v) : hx(p, LIT);
        LPRINTED = true;
        pc += 4;
        break;
      }
      case OP_VSRC: {
        const v = fv(arg(pc, 1)), ng = fv(arg(pc, 2)), ab = fv(arg(pc, 3));
        if (v == <u32>LITERAL) {
          const lt = arg(pc, 6);
          if (!HASLIT || ng != 0 || ab != 0 || lt < 0 || litOk(lt, LIT) == 0) return -1;
          p = hx(sep(p, 1), arg(pc, 7) != 0 ? LIT & 0xffff : LIT);
          LPRINTED = true;
        } else {
          const e = v >= <u32>VGPR_BASE ? entry(arg(pc, 4), v - <u32>VGPR_BASE) : entry(arg(pc, 5), v);
          if (e < 0) return -1;
          p = wf(sep(p, 1), e, ng, ab, v < <u32>VGPR_BASE && constant(v));
        }
        pc += 32;
        break;
      }
      case OP_FLAG: {
        if (fv(arg(pc, 1)) == 0) {
          if (arg(pc, 3) == 0) return -1;
        } else p = cp(p, arg(pc, 2));
        pc += 16;
        break;
      }
      case OP_NZNAMED: {
        const v = fv(arg(pc, 1));
        if (v != 0) {
          store<u8>(p++, 32);
          p = cp(p, entry(arg(pc, 2), v));
        }
        pc += 12;
        break;
      }
      case OP_SMRDOFF: {
        const off = fv(arg(pc, 1));
        p = sep(p, 1);
        if (fv(arg(pc, 2)) != 0) p = hx(p, off);
        else if (HASLIT) {
          if (LIT <= 255) return -1;
          p = hx(p, LIT);
          LPRINTED = true;
        } else {
          const e = off < <u32>SREG_CODES ? entry(arg(pc, 3), off) : off >= <u32>SRC_VCCZ && off <= <u32>SRC_SCC ? entry(arg(pc, 4), off) : -1;
          if (e < 0) return -1;
          p = cp(p, e);
        }
        pc += 20;
        break;
      }
      case OP_SMEMOFF: {
        p = smemOffset(pc, sep(p, 1));
        if (p < 0) return -1;
        pc += 36;
        break;
      }
      case OP_BAILNZ: {
        if (fv(arg(pc, 1)) != 0) return -1;
        pc += 8;
        break;
      }
      case OP_BAIL:
        return -1;
      case OP_BAILA64: {
        if (fv(arg(pc, 1)) != 0 && (fv(arg(pc, 2)) | fv(arg(pc, 3))) != 0) return -1;
        pc += 16;
        break;
      }
      case OP_BUFADDR: {
        const v = fv(arg(pc, 1)), a64 = fv(arg(pc, 2)), oe = fv(arg(pc, 3)), ie = fv(arg(pc, 4));
        if ((a64 | oe | ie) != 0) {
          const e = entry(a64 != 0 || (oe != 0 && ie != 0) ? arg(pc, 6) : arg(pc, 5), v);
          if (e < 0) return -1;
          p = cp(sep(p, 1), e);
        } else {
          if (v != 0) return -1;
          p = cp(sep(p, 1), arg(pc, 7));
        }
        pc += 32;
        break;
      }
      case OP_NAMED2: {
        const c = arg(pc, 2);
        const e = entry(c < 0 || fv(c) == <u32>arg(pc, 3) ? arg(pc, 4) : arg(pc, 5), fv(arg(pc, 1)));
        if (e < 0) return -1;
        p = cp(sep(p, 1), e);
        pc += 24;
        break;
      }
      case OP_IFGLC: {
        pc += 16;
        if (fv(arg(pc, -3)) != 1) {
          if (fv(arg(pc, -2)) != 0) return -1;
          pc += arg(pc, -1) << 2;
        }
        break;
      }
      case OP_MEMO: {
        const n = arg(pc, 1);
        let key: u32 = 0;
        for (let k = 0; k < n; k++) key |= fv(arg(pc, 5 + 2 * k)) << <u32>arg(pc, 6 + 2 * k);
        const t = load<i32>(arg(pc, 2));
        let e = t != 0 ? entry(t, key) : 0;
        if (e == 0) e = fillMemo(arg(pc, 3), <i32>key);
        if (e < 0) return -1;
        p = cp(sep(p, arg(pc, 4)), e - 1);
        pc += (5 + 2 * n) << 2;
        break;
      }
      case OP_BUS: {
        const n = arg(pc, 1), fixed = arg(pc, 2);
        let nb = arg(pc, 3);
        for (let k = 0; k < n; k++) {
          const at = pc + ((4 + 3 * k) << 2);
          const sg = load<i32>(at + 8);
          const b = sg >= 0 && fv(sg) == 0 ? -1 : busKey(fv(load<i32>(at)), load<i32>(at + 4));
          store<i32>(BUS + (k << 2), b);
          if (b < 0 || b == fixed) continue;
          let seen = false;
          for (let j = 0; j < k; j++) if (load<i32>(BUS + (j << 2)) == b) { seen = true; break; }
          if (!seen) nb++;
        }
        if (nb > 1) return -1;
        pc += (4 + 3 * n) << 2;
        break;
      }
      case OP_SDWASRC: {
        const v = fv(arg(pc, 1)), s = fv(arg(pc, 2));
        const e = entry(s == 0 ? arg(pc, 7) : arg(pc, 8), v);
        if (e < 0) return -1;
        p = sep(p, 1);
        p = arg(pc, 3) != 0 ? wf(p, e, fv(arg(pc, 4)), fv(arg(pc, 5)), s != 0 && constant(v)) : ws(p, e, fv(arg(pc, 6)));
        pc += 36;
        break;
      }
      case OP_DPPSRC: {
        const ng = fv(arg(pc, 2)), ab = fv(arg(pc, 3));
        const e = entry(arg(pc, 4), fv(arg(pc, 1)));
        if (e < 0) return -1;
        p = sep(p, 1);
        if (arg(pc, 5) != 0) p = wf(p, e, ng, ab, false);
        else {
          if (ab != 0 || (arg(pc, 6) == 0 && ng != 0)) return -1;
          p = ws(p, e, ng);
        }
        pc += 28;
        break;
      }
      case OP_SDWADST: {
        const v = fv(arg(pc, 1));
        p = sep(p, 1);
        if (fv(arg(pc, 2)) == 0) {
          if (v != 0) return -1;
          p = cp(p, arg(pc, 4));
        } else {
          if (v == <u32>VCC) return -1;
          const e = entry(arg(pc, 3), v);
          if (e < 0) return -1;
          p = cp(p, e);
        }
        pc += 20;
        break;
      }
      case OP_OVERLAP: {
        // C below 256 is an inline constant or SGPR, never registers D can overlap.
        const d = <i32>fv(arg(pc, 1)), c = <i32>fv(arg(pc, 2)) - 256, n = arg(pc, 3);
        if (c >= 0 && c != d && c < d + n && d < c + n) return -1;
        pc += 16;
        break;
      }
      default:
        return -1;
    }
  }
}

/**
 * SMEM's offset (OFF IMM S1 SOE SOFFSET GCN14 SBASE4 " offset:"): an SGPR (no IMM), the
 * immediate (GCN 1.4: 21-bit signed), or GCN 1.4's "sN offset:N" (SOE).
 */
function smemOffset(pc: i32, p: i32): i32 {
  const off = fv(arg(pc, 1)), imm = fv(arg(pc, 2));
  const soe = arg(pc, 4);
  if (soe != NO_FIELD) {
    if (fv(soe) != 0) {
      if (imm == 0) return -1;
      const e = entry(arg(pc, 3), fv(arg(pc, 5)));
      if (e < 0) return -1;
      p = cp(cp(p, e), arg(pc, 8));
      return smemImm(pc, p, off);
    }
    if (fv(arg(pc, 5)) != 0) return -1;
  }
  if (imm != 0) return smemImm(pc, p, off);
  if (off >= <u32>SREG_CODES) return -1;
  const e = entry(arg(pc, 3), off);
  return e < 0 ? -1 : cp(p, e);
}

function smemImm(pc: i32, p: i32, off: u32): i32 {
  if (arg(pc, 6) == 0) return hx(p, off);
  const v = (<i32>off << 11) >> 11;
  if (v < 0) {
    if (arg(pc, 7) != 0) return -1;
    store<u8>(p++, 45);
    return hx(p, <u32>(-v));
  }
  return hx(p, <u32>v);
}

/**
 * Print the instructions at words [i, limit) (n words there; word k at inBase + 4k) from byte p
 * on, until one needs the generic printer, p passes `end`, or limit is reached; returns the new
 * end (the next word index and the lines: stoppedAt, linesPrinted). `rec`: the generation's
 * decode tables (src/dis/kernel.ts).
 */
export function run(rec: i32, inBase: i32, i: i32, limit: i32, n: i32, p: i32, end: i32): i32 {
  const top = load<i32>(rec), cand = load<i32>(rec + 4), candMask = load<i32>(rec + 8);
  const candValue = load<i32>(rec + 12), candEnc = load<i32>(rec + 16), slots = load<i32>(rec + 20);
  let lines = 0;
  while (i < limit && p <= end) {
    const w0 = load<u32>(inBase + (i << 2));
    let e = load<i32>(top + (<i32>(w0 >>> 23) << 2));
    if (e >= CANDIDATES) {
      const c = e - CANDIDATES;
      e = 0;
      for (let k = load<i32>(cand + (c << 2)), last = load<i32>(cand + (c << 2) + 4); k < last; k++) {
        if ((w0 & load<u32>(candMask + (k << 2))) == load<u32>(candValue + (k << 2))) { e = load<i32>(candEnc + (k << 2)); break; }
      }
    }
    if (e == 0) break;
    const s = slots + e * SLOT_BYTES;
    const key = <i32>((((w0 >>> load<u32>(s)) & load<u32>(s + 4)) << load<u32>(s + 8)) | ((w0 >>> load<u32>(s + 12)) & load<u32>(s + 16)));
    let size = load<i32>(s + 20);
    if (i + size > n) break;
    W0 = w0;
    W1 = size > 1 ? load<u32>(inBase + ((i + 1) << 2)) : 0;
    HASLIT = false;
    // The literal rule: two conditions of two (shift, mask, value) terms, or the opcode's; the
    // key's byte: bit 0 the opcode's literal, bit 1/2 condition 0/1 does not hold for its row.
    const r = s + 32;
    const lk = load<u8>(load<i32>(s + 24) + key);
    if (((lk & 2) == 0 && ((w0 >>> load<u32>(r)) & load<u32>(r + 4)) == load<u32>(r + 8) && ((w0 >>> load<u32>(r + 12)) & load<u32>(r + 16)) == load<u32>(r + 20))
      || ((lk & 4) == 0 && ((w0 >>> load<u32>(r + 24)) & load<u32>(r + 28)) == load<u32>(r + 32) && ((w0 >>> load<u32>(r + 36)) & load<u32>(r + 40)) == load<u32>(r + 44))
      || (lk & 1) != 0) {
      if (i + size >= n) break;
      LIT = load<u32>(inBase + ((i + size) << 2));
      HASLIT = true;
      size++;
    }
    const progs = load<i32>(s + 28) + (key << 2);
    let prog = load<i32>(progs);
    if (prog == 0) prog = compileRow(e, key);
    if (prog < 0) break;
    const q = exec(prog, p);
    if (q < 0) break;
    p = q;
    i += size;
    lines++;
  }
  doneI = i;
  doneLines = lines;
  return p;
}
