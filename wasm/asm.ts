// AssemblyScript (compiled to dist/wasm/asm.wasm by scripts/wasm.ts): the assembler's fast path
// per line (what src/asm/fast.ts's assembleTokens did in JavaScript, step by step): the lexer, the
// mnemonic and token tables, the operand memo and the register rules, over the tables
// src/asm/fast.ts lays out in this module's memory (HEADER). Everything the tables do not know
// yet is asked of JavaScript (the imports), which runs the generic readers once and writes the
// answer into the tables: the readers stay the single source of truth.
//
// Why WebAssembly: the same loop in JavaScript took ~0.35 us per line in its steady state, plus
// ~0.1 s of TurboFan compiling it, of a ~0.6 s run of 1M lines.

import {
  HEADER, H_EPOCH, H_TOKENS, H_MEMO, H_MNEMONICS, H_MNEMONIC_ROWS, H_TOKEN_FLAGS, H_SLOT_RULES, H_RULES, H_ROWS, H_VARIANTS,
  H_CHAR, H_WORDS, H_LAST_ROW, H_IDS, H_SPANS, MNW, COMMA, UPPERS, COLONS, ROW_INTS, ROW_BARE, ROW_SDWA, ROW_LABEL, ROW_CHECK, VARIANT_INTS,
  H_VCACHE, H_CACHEABLE, VCACHE_SLOTS, VCACHE_INTS, VCACHE_MODS,
} from '../src/asm/kernel-layout';

const H_MREC = H_MEMO, H_MMASK = H_MEMO + 1, H_MTHIRD = H_MEMO + 2;
const H_NFD = H_MNEMONIC_ROWS, H_TFLAGS = H_TOKEN_FLAGS, H_SLOTRULES = H_SLOT_RULES, H_FDS = H_ROWS, H_VARS = H_VARIANTS, H_LASTFD = H_LAST_ROW;

@inline function hdr(k: i32): i32 { return load<i32>(HEADER + (k << 2)); }

/** The mnemonic b[s..e) (hash h, packed at the MNW scratch) is not in the table: its row (fd index), or -1. */
@external('env', 'mnemonic') declare function mnemonicMiss(s: i32, e: i32, h: i32): i32;
/** Add token b[s..e) (hash h): its id, or -1. */
@external('env', 'token') declare function tokenAdd(s: i32, e: i32, h: i32): i32;
/** The flags of token id (TOKEN_*). */
@external('env', 'flags') declare function flagsMiss(id: i32): i32;
/** Row fd's memos are of an older epoch: forget them. */
@external('env', 'forget') declare function forgetFd(fd: i32): void;
/** The variant of row fd for the modifier tokens ids[nOps..nt): its index, or -1. */
@external('env', 'variant') declare function variantMiss(fd: i32, nOps: i32, nt: i32): i32;
/** s_waitcnt's operand text (token id): its memo record. */
@external('env', 'waitcnt') declare function waitcntMiss(fd: i32, id: i32): i32;
/** Slot t of variant v read token id (memo key): its memo record. */
@external('env', 'slot') declare function slotMiss(fd: i32, v: i32, t: i32, id: i32, key: i32, nOps: i32, saddrOff: i32): i32;
/** Slot t's rule for register tuples (file, size, form): its rule id, also stored at slot-rule byte `at`. */
@external('env', 'rule') declare function ruleMiss(fd: i32, v: i32, t: i32, sgpr: i32, size: i32, form: i32, late: i32, saddrOff: i32, at: i32): i32;
/** Whether the words at WORDS break the constant-bus, lds_direct or SDWA bus rules. */
@external('env', 'broken') declare function rulesBroken(fd: i32, hasLiteral: i32, literal: i32, valu: i32): i32;

// As in src/asm/fast.ts and intern.ts.
const HASH_START: i32 = 0x811c9dc5;
const FNV_PRIME: i32 = 0x01000193;
const MAX_TOKENS = 24;
const MNEMONIC_DWORDS = 16;
const REG_SIZES = 16;
const SGPR_RULES = 2 * (REG_SIZES + 1), MOD_RULES = SGPR_RULES + REG_SIZES + 1, REG_RULES = MOD_RULES + 4 * (REG_SIZES + 1);
const RULE_SIZE = 8, RULE_UNKNOWN = 0, RULE_NONE = 1, RULE_FIRST = 2;
const FORM_SHIFT = 14;
const READ_SGPR = 1 << 13;
const WORD: u8 = 1, UPPER: u8 = 2, COLON: u8 = 3, OPEN: u8 = 4, CLOSE: u8 = 5, SEP: u8 = 6, BLANK: u8 = 7;
const TOKEN_MODIFIER = 2, TOKEN_VOP3 = 4, TOKEN_OFF = 8;
const OUT_NULL = 1, OUT_BUS = 2, OUT_LDS = 4, OUT_LIT = 8, OUT_AFILE = 16, OUT_VFILE = 32;
const FD_BYTES = ROW_INTS * 4, V_BYTES = VARIANT_INTS * 4;
const FD_BARE = ROW_BARE, FD_SDWA = ROW_SDWA, FD_LABEL = ROW_LABEL, FD_CHECK = ROW_CHECK;

let regEnd: i32 = 0;
let decEnd: i32 = 0;

/** The decimal number at [k..e): 0-255 without leading zeros, or -1. */
function decimal(k: i32, e: i32): i32 {
  const s = k;
  let n = 0;
  for (; k < e; k++) {
    const c = <i32>load<u8>(k);
    if (c < 48 || c > 57) break;
    n = n * 10 + c - 48;
  }
  decEnd = k;
  return k == s || k - s > 3 || n > 255 || (load<u8>(s) == 48 && k - s > 1) ? -1 : n;
}

/** The tuple at [s..] (s at its 'v' or 's') up to regEnd: N | size << 8 (| READ_SGPR), or -1. */
function regCore(s: i32, e: i32): i32 {
  let k = s + 1;
  let r: i32;
  if (k < e && load<u8>(k) == 91) {
    const first = decimal(k + 1, e);
    k = decEnd;
    if (first < 0 || k >= e || load<u8>(k) != 58) return -1;
    const last = decimal(k + 1, e);
    k = decEnd;
    if (last <= first || last - first >= REG_SIZES || k >= e || load<u8>(k) != 93) return -1;
    k++;
    r = first | ((last - first + 1) << 8);
  } else {
    const n = decimal(k, e);
    if (n < 0) return -1;
    k = decEnd;
    r = n | (1 << 8);
  }
  regEnd = k;
  return load<u8>(s) == 115 ? r | READ_SGPR : r;
}

/** A register operand (vN, v[N:M], sN, s[N:M], -v, |v|, -|v|, sext(v)) at [s..e), or -1 (src/asm/fast.ts regAt). */
function regAt(s: i32, e: i32): i32 {
  const c = load<u8>(s);
  let form = 0, k = s;
  if (c == 45) { form = s + 1 < e && load<u8>(s + 1) == 124 ? 3 : 1; k += form == 3 ? 2 : 1; }
  else if (c == 124) { form = 2; k++; }
  else if (c == 115 && s + 5 < e && load<u8>(s + 1) == 101 && load<u8>(s + 2) == 120 && load<u8>(s + 3) == 116 && load<u8>(s + 4) == 40) { form = 4; k += 5; }
  if (k >= e || (load<u8>(k) != 118 && (form != 0 || load<u8>(k) != 115))) return -1;
  let r = regCore(k, e);
  if (r < 0) return -1;
  k = regEnd;
  if (form != 0) {
    const close = form == 2 || form == 3 ? 124 : form == 4 ? 41 : 0;
    if (close != 0 && (k >= e || <i32>load<u8>(k++) != close)) return -1;
    r |= form << FORM_SHIFT;
  }
  if (k < e) {
    const d = load<u8>(k);
    if (d != 44 && d != 32 && d != 9) return -1;
  }
  regEnd = k;
  return r;
}

/** Pack [s..e) four bytes to a dword at `out` (the last zero-filled); their hash by dwords. */
function packBytes(s: i32, e: i32, out: i32): i32 {
  let h = HASH_START;
  let k = s;
  for (; k + 3 < e; k += 4) {
    const x = load<i32>(k);
    store<i32>(out, x);
    out += 4;
    h = (h ^ x) * FNV_PRIME;
  }
  if (k < e) {
    let x = 0;
    for (let shift = 0; k < e; k++, shift += 8) x |= <i32>load<u8>(k) << shift;
    store<i32>(out, x);
    h = (h ^ x) * FNV_PRIME;
  }
  return h;
}

/**
 * The hash of token [s..e): by dwords (one multiplication per four bytes: the chain of them is
 * what takes the time), the last one zero-filled. Only this file hashes tokens (JavaScript adds
 * them with the hash it is given).
 */
function hashBytes(s: i32, e: i32): i32 {
  let h = HASH_START;
  let k = s;
  for (; k + 3 < e; k += 4) h = (h ^ load<i32>(k)) * FNV_PRIME;
  if (k < e) {
    let x = 0;
    for (let shift = 0; k < e; k++, shift += 8) x |= <i32>load<u8>(k) << shift;
    h = (h ^ x) * FNV_PRIME;
  }
  return h;
}

/**
 * The id of the string of len bytes at p (hash h) in the table whose layout (intern.ts layout():
 * slots, mask, hashes, offsets, lengths, slab) is at header slot t, or -1; its offsets count
 * units of 1 << shift bytes (the token table's bytes, the mnemonic table's dwords).
 */
function stringFind(t: i32, p: i32, len: i32, h: i32, shift: i32): i32 {
  const slots = hdr(t), mask = hdr(t + 1), hashes = hdr(t + 2), offsets = hdr(t + 3), lengths = hdr(t + 4), slab = hdr(t + 5);
  h ^= <i32>(<u32>h >>> 15);
  for (let at = h & mask; ; at = (at + 1) & mask) {
    const v = load<i32>(slots + (at << 2));
    if (v == 0) return -1;
    const id = v - 1;
    if (load<i32>(hashes + (id << 2)) != h || load<i32>(lengths + (id << 2)) != len) continue;
    const o = slab + (load<i32>(offsets + (id << 2)) << shift);
    let k = 0;
    while (k + 4 <= len && load<i32>(o + k) == load<i32>(p + k)) k += 4;
    while (k < len && load<u8>(o + k) == load<u8>(p + k)) k++;
    if (k == len) return id;
  }
  return -1; // (not reached: the table always has an empty slot)
}

/** The token's id, added on first sight; -1: no room. */
@inline function token(s: i32, e: i32, h: i32): i32 {
  const id = stringFind(H_TOKENS, s, e - s, h, 0);
  return id >= 0 ? id : tokenAdd(s, e, h);
}

/** The memo record of (owner, key), or -1 (intern.ts PairMemo.find). */
function memoFind(owner: i32, key: i32): i32 {
  const rec = hdr(H_MREC), mask = hdr(H_MMASK);
  const o = owner + 1;
  let h = (owner * <i32>0x9e3779b1) ^ (key * <i32>0x85ebca6b);
  h ^= <i32>(<u32>h >>> 15);
  for (let at = h & mask; ; at = (at + 1) & mask) {
    const r = rec + (at << 4);
    const v = load<i32>(r);
    if (v == o && (load<i32>(r + 4) & 0xffff) == key) return at;
    if (v == 0) return -1;
  }
  return -1; // (not reached: the memo is never full)
}

@inline function blank(c: u8): bool { return c == 32 || c == 9; }

/**
 * The variant of row fd for the modifier tokens ids[nOps..nt): from the cache (one entry per hash,
 * the last answer kept), else asked (and kept where JavaScript says it may be).
 */
function modVariant(fd: i32, ids: i32, nOps: i32, nt: i32): i32 {
  const n = nt - nOps;
  if (n > VCACHE_MODS) return variantMiss(fd, nOps, nt);
  let h = (fd + 1) * <i32>0x9e3779b1;
  for (let t = nOps; t < nt; t++) h = (h ^ load<i32>(ids + (t << 2))) * FNV_PRIME;
  h ^= <i32>(<u32>h >>> 15);
  const e = hdr(H_VCACHE) + ((h & (VCACHE_SLOTS - 1)) * VCACHE_INTS << 2);
  if (load<i32>(e) == fd + 1 && load<i32>(e + 4) == n) {
    let k = 0;
    while (k < n && load<i32>(e + 8 + (k << 2)) == load<i32>(ids + ((nOps + k) << 2))) k++;
    if (k == n) return load<i32>(e + 28);
  }
  const vi = variantMiss(fd, nOps, nt);
  if (hdr(H_CACHEABLE) != 0) {
    store<i32>(e, fd + 1);
    store<i32>(e + 4, n);
    for (let k = 0; k < n; k++) store<i32>(e + 8 + (k << 2), load<i32>(ids + ((nOps + k) << 2)));
    store<i32>(e + 28, vi);
  }
  return vi;
}

/**
 * Assemble the line [at..end) (llvm-mc syntax, no newline) into the words at WORDS: their count,
 * or -1 where the generic path must take the line.
 */
export function line(at: i32, end: i32): i32 {
  let j = at;
  while (j < end && blank(load<u8>(j))) j++;
  const m0 = j;
  while (j < end && !blank(load<u8>(j))) j++;
  const len = j - m0;
  if (len == 0 || len > 4 * MNEMONIC_DWORDS || load<u8>(m0) == 46) return -1;
  let h = packBytes(m0, j, MNW);
  const mid = stringFind(H_MNEMONICS, MNW, len, h, 2);
  const fd = mid >= 0 ? load<i32>(hdr(H_NFD) + (mid << 2)) : mnemonicMiss(m0, j, h);
  if (fd < 0) return -1;
  const F = hdr(H_FDS) + fd * FD_BYTES;
  if (load<i32>(F) != hdr(H_EPOCH)) forgetFd(fd);
  const fdFlags = load<i32>(F + 8);
  const words = hdr(H_WORDS);
  const wuid = load<i32>(F + 4);
  if (wuid >= 0) {
    let a = j, z = end;
    while (a < z && blank(load<u8>(a))) a++;
    while (z > a && blank(load<u8>(z - 1))) z--;
    for (let k = a; k < z; k++) {
      const c = <i32>load<u8>(k);
      if ((c >= 65 && c <= 90) || c == 47 || c >= 128) return -1;
    }
    const id = token(a, z, hashBytes(a, z));
    if (id < 0) return -1;
    let x = memoFind(wuid, id);
    if (x < 0) x = waitcntMiss(fd, id);
    const r = hdr(H_MREC) + (x << 4);
    if (((load<i32>(r + 4) >> 16) & OUT_NULL) != 0) return -1;
    store<i32>(words, load<i32>(r + 8));
    store<i32>(HEADER + (H_LASTFD << 2), fd);
    return 1;
  }
  // Tokens: operands separated by ',' (blanks around it), then modifiers separated by blanks.
  const CHAR = hdr(H_CHAR), ids = hdr(H_IDS), spans = hdr(H_SPANS);
  let nt = 0;
  let comma = false;
  let k = j;
  while (k < end) {
    const c = load<u8>(k);
    if (blank(c)) { k++; continue; }
    if (c == 44) {
      if (nt == 0 || comma) return -1;
      comma = true;
      k++;
      continue;
    }
    if (nt == MAX_TOKENS) return -1;
    // A ':' right after the mnemonic makes it a label: the generic path.
    if (c == 58 && nt == 0) return -1;
    const s = k;
    store<u8>(COMMA + nt, comma ? 1 : 0);
    comma = false;
    // A register tuple is read by its slot's rule (not hashed, interned or memoised).
    const r = c == 118 || c == 115 || c == 45 || c == 124 ? regAt(k, end) : -1;
    if (r >= 0) {
      k = regEnd;
      store<i32>(spans + (nt << 3), s);
      store<i32>(spans + (nt << 3) + 4, k);
      store<i32>(ids + (nt << 2), ~r);
      store<u8>(UPPERS + nt, 0);
      store<u8>(COLONS + nt, 0);
      nt++;
      continue;
    }
    let depth = 0, up: u8 = 0, colon: u8 = 0, bracket = false;
    for (; k < end; k++) {
      const d = load<u8>(k);
      const cls = load<u8>(CHAR + d);
      if (cls != WORD) {
        if (cls == UPPER) up = 1;
        else if (cls == COLON) { if (!bracket) colon = 1; }
        else if (cls == OPEN) { depth++; bracket = true; }
        else if (cls == CLOSE) { if (--depth < 0) return -1; }
        else if (d == 44 && depth > 0) { /* a ',' inside brackets */ }
        else if ((cls == SEP || cls == BLANK) && depth == 0) break;
        else return -1; // an operator, a comment, a quote, a blank inside brackets
      }
    }
    if (depth != 0) return -1;
    const id = token(s, k, hashBytes(s, k));
    if (id < 0) return -1;
    store<i32>(ids + (nt << 2), id);
    store<u8>(UPPERS + nt, up);
    store<u8>(COLONS + nt, colon);
    nt++;
  }
  if (comma) return -1; // a trailing ','
  // Operands first (each after a ','), then modifiers.
  const tflags = hdr(H_TFLAGS);
  let nOps = 0, mods = 0;
  for (let t = 0; t < nt; t++) {
    const id = load<i32>(ids + (t << 2));
    let fl = 0;
    if (id >= 0) {
      fl = <i32>load<u8>(tflags + id);
      if (fl == 0) fl = flagsMiss(id);
    }
    if (load<u8>(COLONS + t) != 0 || ((fdFlags & FD_LABEL) == 0 && (fl & TOKEN_MODIFIER) != 0)) { mods++; continue; }
    if (mods != 0 || (t > 0 && load<u8>(COMMA + t) == 0) || load<u8>(UPPERS + t) != 0 || (fl & TOKEN_VOP3) != 0) return -1;
    nOps++;
  }
  if (mods != 0 && (fdFlags & FD_BARE) != 0) return -1;
  let vi: i32;
  if (mods == 0) {
    vi = load<i32>(F + 16);
    if (vi == -2) vi = variantMiss(fd, nOps, nt);
  } else vi = modVariant(fd, ids, nOps, nt);
  if (vi < 0) return -1;
  const V = hdr(H_VARS) + vi * V_BYTES;
  const nSlots = load<i32>(V + 8);
  if (nOps != nSlots && (nOps < load<i32>(V + 12) || nOps > nSlots)) return -1;
  let w0 = load<i32>(V), w1 = load<i32>(V + 4), literal = 0, hasLiteral = false, bus = load<i32>(V + 24), lds = false;
  const late = load<i32>(V + 16), saddr = load<i32>(V + 20), uid0 = load<i32>(V + 28), rules0 = load<i32>(V + 32);
  // Slots under one file bit (fast.ts Variant.group): which files they name.
  const group = load<i32>(V + 36);
  let aFile = false, vFile = false;
  let saddrOff = true;
  if (saddr >= 0 && saddr < nOps) {
    const sid = load<i32>(ids + (saddr << 2));
    saddrOff = sid >= 0 && (<i32>load<u8>(tflags + sid) & TOKEN_OFF) != 0;
  }
  const slotRules = hdr(H_SLOTRULES), RULES = hdr(H_RULES), mrec = hdr(H_MREC);
  for (let t = 0; t < nOps; t++) {
    const uid = uid0 + t;
    const rules = rules0 + t * REG_RULES;
    let id = load<i32>(ids + (t << 2));
    const isLate = t == late;
    if (id < 0) {
      const r = ~id;
      const first = r & 0xff;
      const size = (r >> 8) & 31;
      const sgpr = (r & READ_SGPR) != 0;
      const form = r >> FORM_SHIFT;
      // The FLAT address (late) reads by whether SADDR is off: plain VGPRs only.
      const ri = form != 0 ? (isLate ? -1 : MOD_RULES + (form - 1) * (REG_SIZES + 1) + size)
        : !sgpr ? 2 * size + (isLate && saddrOff ? 1 : 0) : isLate ? -1 : SGPR_RULES + size;
      let rule = RULE_NONE;
      if (ri >= 0) {
        rule = <i32>load<u8>(slotRules + rules + ri);
        if (rule == RULE_UNKNOWN) rule = ruleMiss(fd, vi, t, sgpr ? 1 : 0, size, form, isLate ? 1 : 0, saddrOff ? 1 : 0, rules + ri);
      }
      if (rule != RULE_NONE) {
        const q = RULES + ((RULE_SIZE * (rule - RULE_FIRST)) << 2);
        const align = load<i32>(q + 24);
        if (first <= load<i32>(q + 28) && (align == 1 || first % align == 0)) {
          const fv = load<i32>(q + 16) + (align == 1 ? first : first / align) * load<i32>(q + 20);
          const how = load<i32>(q + 12);
          const x = (fv & load<i32>(q + 8)) << (how & 31);
          if ((how & 256) != 0) { w0 ^= load<i32>(q); w1 ^= load<i32>(q + 4) ^ x; } else { w0 ^= load<i32>(q) ^ x; w1 ^= load<i32>(q + 4); }
          if ((how & 512) != 0 && fv == 254) lds = true;
          if ((how & 1024) != 0) bus++;
          // A rule reads VGPR tuples (an SGPR in a file slot has no rule).
          if (((group >> t) & 1) != 0) vFile = true;
          continue;
        }
      }
      // No rule, or an SGPR tuple it does not cover: the token and the memo, as any other.
      const a = load<i32>(spans + (t << 3)), z = load<i32>(spans + (t << 3) + 4);
      id = token(a, z, hashBytes(a, z));
      if (id < 0) return -1;
    }
    const key = isLate ? id * 2 + (saddrOff ? 1 : 0) : id;
    let x = memoFind(uid, key);
    if (x < 0) x = slotMiss(fd, vi, t, id, key, nOps, saddrOff ? 1 : 0);
    const rr = mrec + (x << 4);
    const flags = load<i32>(rr + 4) >> 16;
    if ((flags & OUT_NULL) != 0) return -1;
    w0 ^= load<i32>(rr + 8);
    w1 ^= load<i32>(rr + 12);
    if ((flags & OUT_LIT) != 0) {
      const lit = load<i32>(hdr(H_MTHIRD) + (x << 2));
      if (hasLiteral && literal != lit) return -1; // one literal value only: the generic path says so
      literal = lit;
      hasLiteral = true;
    }
    if ((flags & OUT_BUS) != 0) bus++;
    if ((flags & OUT_LDS) != 0) lds = true;
    if (((group >> t) & 1) != 0) {
      if ((flags & OUT_AFILE) != 0) aFile = true;
      if ((flags & OUT_VFILE) != 0) vFile = true;
    }
  }
  if (aFile) {
    // Both files under one bit: the generic path words the error.
    if (vFile) return -1;
    w0 |= load<i32>(V + 40);
    w1 |= load<i32>(V + 44);
  }
  const dwords = load<i32>(F + 12);
  store<i32>(words, w0);
  store<i32>(words + 4, w1);
  let n = dwords;
  if (hasLiteral) store<i32>(words + (n++ << 2), literal);
  // Two scalar reads (perhaps of one SGPR), or lds_direct: the rules read the whole instruction.
  if ((bus > 1 || lds || (fdFlags & (FD_SDWA | FD_CHECK)) != 0) && rulesBroken(fd, hasLiteral ? 1 : 0, literal, bus > 1 || lds ? 1 : 0) != 0) return -1;
  store<i32>(HEADER + (H_LASTFD << 2), fd);
  return n;
}

/**
 * The first newline in [at..end), or end: eight bytes at a time (a zero byte of x ^ 0x0a0a... is a
 * newline: the classic has-zero-byte test), then byte by byte for the tail.
 */
function newline(at: i32, end: i32): i32 {
  const ones: u64 = 0x0101010101010101, highs: u64 = 0x8080808080808080, nls: u64 = 0x0a0a0a0a0a0a0a0a;
  let k = at;
  for (; k + 8 <= end; k += 8) {
    const x = load<u64>(k) ^ nls;
    const z = (x - ones) & ~x & highs;
    if (z != 0) return k + (<i32>ctz(z) >> 3);
  }
  while (k < end && load<u8>(k) != 10) k++;
  return k;
}

let blockLines: i32 = 0;
let blockOut: i32 = 0;
/** The lines the last block took, and where its words end. */
export function blockLineCount(): i32 { return blockLines; }
export function blockWordsEnd(): i32 { return blockOut; }

/**
 * Assemble the whole lines of [at..end) (each up to a newline; a carriage return before it is
 * dropped) while the fast path takes them and they are at most maxLine bytes, their words to
 * [out..outEnd): returns the start of the first line not taken (a partial line, one the generic
 * path must read, or no room). The command line's loop over a chunk, with no call per line.
 */
export function block(at: i32, end: i32, out: i32, outEnd: i32, maxLine: i32): i32 {
  let lines = 0;
  const words = hdr(H_WORDS);
  while (at < end && out + 12 <= outEnd) {
    const nl = newline(at, end);
    if (nl >= end) break;
    let e = nl;
    if (e > at && load<u8>(e - 1) == 13) e--;
    if (nl - at > maxLine) break;
    const n = line(at, e);
    if (n < 0) break;
    memory.copy(out, words, n << 2);
    out += n << 2;
    lines++;
    at = nl + 1;
  }
  blockLines = lines;
  blockOut = out;
  return at;
}
