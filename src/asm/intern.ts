// Token interning for the assembler's fast path (src/asm/fast.ts): the bytes of a token (a
// mnemonic, an operand, a modifier) -> a small integer id, found by hash with the bytes compared,
// so that the memos of the fast path are keyed by numbers and a line is read without making one
// string. The table is bounded (memory stays flat however long the input): when it is full the
// caller resets it, which starts a new epoch (every id, and every memo keyed by ids, is dropped).

/** Most tokens remembered, and the most bytes of their text, before a reset. */
const CAP = 1 << 15;
const SLAB = 1 << 19;
/** Longest token interned (longer ones: the caller takes its generic path). */
export const MAX_TOKEN = 255;
const TABLE = CAP * 2;
const MASK = TABLE - 1;

/** FNV-1a: the lexer folds in each byte c from HASH_START by h = Math.imul(h ^ c, FNV_PRIME), then calls intern. */
export const HASH_START = 0x811c9dc5 | 0;
export const FNV_PRIME = 0x01000193;

/** id + 1 per hash slot (0: empty), linear probing. */
const slots = new Int32Array(TABLE);
const hashes = new Int32Array(CAP);
const offsets = new Int32Array(CAP);
const lengths = new Uint8Array(CAP);
const slab = new Uint8Array(SLAB);
const texts: string[] = [];
let count = 0;
let used = 0;

/** Bumped by every reset: ids (and memos keyed by them) of an older epoch mean nothing. */
export let epoch = 0;
/** Set when a token found no room: the caller resets at its next line (not in the middle of one). */
export let full = false;

/**
 * The id of b[s..e) (ASCII; `h` its hash), interned on first sight, or -1 where the table is full
 * or the token too long.
 */
export function intern(b: Uint8Array, s: number, e: number, h: number): number {
  const len = e - s;
  h ^= h >>> 15;
  let at = h & MASK;
  for (;;) {
    const v = slots[at];
    if (v === 0) break;
    const id = v - 1;
    if (hashes[id] === h && lengths[id] === len) {
      const o = offsets[id];
      let k = 0;
      while (k < len && slab[o + k] === b[s + k]) k++;
      if (k === len) return id;
    }
    at = (at + 1) & MASK;
  }
  if (len > MAX_TOKEN) return -1;
  if (count === CAP || used + len > SLAB) {
    full = true;
    return -1;
  }
  const id = count++;
  slots[at] = id + 1;
  hashes[id] = h;
  offsets[id] = used;
  lengths[id] = len;
  let text = '';
  for (let k = 0; k < len; k++) {
    slab[used + k] = b[s + k];
    text += String.fromCharCode(b[s + k]);
  }
  used += len;
  texts[id] = text;
  return id;
}

/** The text of a token id. */
export const tokenText = (id: number): string => texts[id];

/** Forget every token: a new epoch. */
export function resetTokens(): void {
  slots.fill(0);
  texts.length = 0;
  count = 0;
  used = 0;
  full = false;
  epoch++;
  memoOwners.fill(0);
  memoCount = 0;
}

// Memos keyed by (owner, token key): an owner is a number its user gives (an operand slot of a
// row), the key a token id (or an id with a bit more). The table gives each pair an index < MEMO_CAP
// where the user keeps the value in its own typed arrays; it forgets everything with the tokens.

export const MEMO_CAP = 1 << 16;
const MEMO_TABLE = MEMO_CAP * 2;
const MEMO_MASK = MEMO_TABLE - 1;
/** owner + 1 per slot (0: empty), the key, and the value index. */
const memoOwners = new Int32Array(MEMO_TABLE);
const memoKeys = new Int32Array(MEMO_TABLE);
const memoValues = new Int32Array(MEMO_TABLE);
let memoCount = 0;

const memoHash = (owner: number, key: number): number => (Math.imul(owner, 0x9e3779b1) ^ Math.imul(key, 0x85ebca6b)) >>> 15;

/** The value index of (owner, key), or -1. */
export function memoFind(owner: number, key: number): number {
  const o = owner + 1;
  for (let at = memoHash(owner, key) & MEMO_MASK; ; at = (at + 1) & MEMO_MASK) {
    const v = memoOwners[at];
    if (v === o && memoKeys[at] === key) return memoValues[at];
    if (v === 0) return -1;
  }
}

/** A new value index for (owner, key) (not yet in the table), or -1 when the table is full. */
export function memoAdd(owner: number, key: number): number {
  if (memoCount === MEMO_CAP) return -1;
  let at = memoHash(owner, key) & MEMO_MASK;
  while (memoOwners[at] !== 0) at = (at + 1) & MEMO_MASK;
  memoOwners[at] = owner + 1;
  memoKeys[at] = key;
  memoValues[at] = memoCount;
  return memoCount++;
}
