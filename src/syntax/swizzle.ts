// ds_swizzle_b32's 16-bit offset as llvm-mc 19 prints and parses it: offset:swizzle(MODE,...).
// Bit 15 set: QUAD_PERM (bits 7:0 hold four 2-bit lane selects; bits 14:8 must be 0, else the
// offset prints as a plain number). Bit 15 clear: BITMASK_PERM with and_mask bits 4:0, or_mask
// 9:5, xor_mask 14:10 (lane = ((id & and) | or) ^ xor within each 32 lanes); llvm-mc prints the
// special cases SWAP (xor one bit), REVERSE (xor 2^k-1) and BROADCAST (and clears the low bits,
// or picks the lane) by name. (AMD GCN3 manual, DS_SWIZZLE_B32; LLVM AMDGPUInstPrinter::printSwizzle.)

const isPow2 = (v: number): boolean => v > 0 && (v & (v - 1)) === 0;
const popcount = (v: number): number => { let n = 0; for (; v; v &= v - 1) n++; return n; };

/** The bitmask string: for each lane-id bit 4..0, 0/1 (forced), p (kept) or i (inverted). */
function bitmaskText(and: number, or: number, xor: number): string {
  const p0 = (or ^ xor) & 0x1f;
  const p1 = ((0x1f & and) | or) ^ xor;
  let s = '';
  for (let m = 16; m > 0; m >>= 1) {
    const a = p0 & m, b = p1 & m;
    s += a === b ? (a ? '1' : '0') : a ? 'i' : 'p';
  }
  return s;
}

/** llvm-mc's text of a nonzero swizzle offset: `swizzle(...)`, or the plain number. */
export function swizzleText(v: number): string {
  if ((v & 0xff00) === 0x8000) return `swizzle(QUAD_PERM,${v & 3},${(v >> 2) & 3},${(v >> 4) & 3},${(v >> 6) & 3})`;
  if (v & 0x8000) return String(v);
  const and = v & 0x1f, or = (v >> 5) & 0x1f, xor = (v >> 10) & 0x1f;
  if (and === 0x1f && or === 0 && popcount(xor) === 1) return `swizzle(SWAP,${xor})`;
  if (and === 0x1f && or === 0 && xor > 0 && isPow2(xor + 1)) return `swizzle(REVERSE,${xor + 1})`;
  const group = 0x1f - and + 1;
  if (group > 1 && isPow2(group) && or < group && xor === 0) return `swizzle(BROADCAST,${group},${or})`;
  // The mask string keeps only what each lane-id bit becomes: a word whose masks say the same
  // in another way (and and or both set on a bit) has no mask text that reads back, so gcnkit
  // prints its number (llvm-mc prints the lossy mask; ERRATA.md).
  const mask = bitmaskText(and, or, xor);
  return maskValue(mask) === v ? `swizzle(BITMASK_PERM,"${mask}")` : String(v);
}

/** The offset a BITMASK_PERM mask string assembles to (characters 0, 1, p, i; any case). */
function maskValue(mask: string): number | undefined {
  let and = 0, or = 0, xor = 0;
  for (let k = 0; k < 5; k++) {
    const bit = 1 << (4 - k);
    const ch = mask[k].toLowerCase();
    if (ch === '1') or |= bit;
    else if (ch === 'p') and |= bit;
    else if (ch === 'i') { and |= bit; xor |= bit; }
    else if (ch !== '0') return undefined;
  }
  return and | (or << 5) | (xor << 10);
}

/** How the parser reads the arguments: constant expressions, and failures at a position. */
export interface SwizzleReader {
  /** A constant expression at `pos`: its value and end. */
  expr(pos: number): { value: number; end: number };
  fail(message: string, pos: number): never;
}

/**
 * Parse `swizzle(MODE,...)` from src[pos] (just after "swizzle"); returns the 16-bit offset and
 * the end. Modes and masks are read case-insensitively (CLRX-style upper-case lines).
 */
export function parseSwizzle(src: string, pos: number, r: SwizzleReader): { value: number; end: number } {
  let i = pos;
  const ws = (): void => { while (src[i] === ' ' || src[i] === '\t') i++; };
  const expect = (ch: string, what: string): void => {
    ws();
    if (src[i] !== ch) r.fail(`expected ${what}`, i);
    i++;
  };
  const num = (): { value: number; at: number } => {
    expect(',', 'a comma');
    ws();
    const at = i;
    const e = r.expr(i);
    i = e.end;
    return { value: e.value, at };
  };
  const inRange = (n: { value: number; at: number }, lo: number, hi: number, what: string): number => {
    if (n.value < lo || n.value > hi) r.fail(`${what} must be in the interval [${lo},${hi}]`, n.at);
    return n.value;
  };
  const pow2 = (n: { value: number; at: number }, lo: number, hi: number): number => {
    const v = inRange(n, lo, hi, 'group size');
    if (!isPow2(v)) r.fail('group size must be a power of two', n.at);
    return v;
  };
  expect('(', "'('");
  ws();
  const m = /^[A-Za-z_]+/.exec(src.slice(i));
  const mode = m?.[0].toUpperCase();
  const modeAt = i;
  i += m?.[0].length ?? 0;
  let value: number;
  switch (mode) {
    case 'QUAD_PERM': {
      value = 0x8000;
      for (let k = 0; k < 4; k++) {
        const n = num();
        if (n.value < 0 || n.value > 3) r.fail('expected a 2-bit lane id', n.at);
        value |= n.value << (2 * k);
      }
      break;
    }
    case 'BITMASK_PERM': {
      expect(',', 'a comma');
      ws();
      const s = /^"([^"]*)"/.exec(src.slice(i));
      if (!s) r.fail('expected a string', i);
      if (s[1].length !== 5) r.fail('expected a 5-character mask', i);
      const v = maskValue(s[1]);
      if (v === undefined) r.fail('invalid mask', i);
      i += s[0].length;
      value = v;
      break;
    }
    case 'BROADCAST': {
      const size = pow2(num(), 2, 32);
      const lane = num();
      if (lane.value < 0 || lane.value >= size) r.fail('lane id must be in the interval [0,group size - 1]', lane.at);
      value = (0x1f - size + 1) | (lane.value << 5);
      break;
    }
    case 'SWAP':
      value = 0x1f | (pow2(num(), 1, 16) << 10);
      break;
    case 'REVERSE':
      value = 0x1f | ((pow2(num(), 2, 32) - 1) << 10);
      break;
    default:
      return r.fail('expected a swizzle mode (QUAD_PERM, BITMASK_PERM, BROADCAST, SWAP, REVERSE)', modeAt);
  }
  expect(')', "a closing parenthesis");
  return { value, end: i };
}
