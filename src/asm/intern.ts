// Byte-string interning for the assembler's fast path (src/asm/fast.ts): the bytes of a token (a
// mnemonic, an operand, a modifier) -> a small integer id, found by hash with the bytes compared,
// so that the memos of the fast path are keyed by numbers and a line is read without making one
// string. Tables are bounded (memory stays flat however long the input): when
// one is full its user resets it. They are filled here and read by the assembler's WebAssembly
// kernel (wasm/asm.ts stringFind, memoFind), which probes as insert and add place.

/**
 * Where a table keeps its arrays: views of one WebAssembly memory (the assembler's kernel,
 * wasm/asm.ts, reads them there by their byte offsets: layout()).
 */
export interface Store {
  ints(n: number): Int32Array;
  bytes(n: number): Uint8Array;
}

/** FNV-1a: callers fold in each byte c from HASH_START by h = Math.imul(h ^ c, FNV_PRIME). */
export const HASH_START = 0x811c9dc5 | 0;
export const FNV_PRIME = 0x01000193;

/**
 * Strings by hash -> ids 0, 1, 2, ... (in order of first sight), kept in a slab of units (bytes
 * or dwords): the slots, hashes, offsets and lengths that ByteTable and WordTable share. A table out
 * of room says so (full) and takes nothing more until its user resets it.
 */
abstract class StringTable {
  /** id + 1 per hash slot (0: empty), linear probing. */
  protected readonly slots: Int32Array;
  protected readonly mask: number;
  protected readonly hashes: Int32Array;
  protected readonly offsets: Int32Array;
  /** Length in bytes. */
  protected readonly lengths: Int32Array;
  private count = 0;
  private used = 0;
  full = false;

  constructor(private readonly cap: number, private readonly units: number, store: Store) {
    this.slots = store.ints(cap * 2);
    this.mask = cap * 2 - 1;
    this.hashes = store.ints(cap);
    this.offsets = store.ints(cap);
    this.lengths = store.ints(cap);
  }

  /** Byte offsets of slots, hashes, offsets, lengths and slab, and the mask (a kernel's header). */
  layout(): number[] {
    return [this.slots.byteOffset, this.mask, this.hashes.byteOffset, this.offsets.byteOffset, this.lengths.byteOffset, this.slabOffset()];
  }

  protected abstract slabOffset(): number;

  /** A new id for a string of `len` bytes in `size` units (its hash h), or -1 (full); its units go at offsets[id]. */
  protected insert(h: number, len: number, size: number): number {
    if (this.count === this.cap || this.used + size > this.units) {
      this.full = true;
      return -1;
    }
    let at = h & this.mask;
    while (this.slots[at] !== 0) at = (at + 1) & this.mask;
    const id = this.count++;
    this.slots[at] = id + 1;
    this.hashes[id] = h;
    this.offsets[id] = this.used;
    this.lengths[id] = len;
    this.used += size;
    return id;
  }

  /** Forget every string. */
  reset(): void {
    this.slots.fill(0);
    this.count = 0;
    this.used = 0;
    this.full = false;
  }
}

/** Byte strings (tokens): b[s..e) with its FNV hash. */
export class ByteTable extends StringTable {
  private readonly slab: Uint8Array;

  /** At most `cap` strings of at most `bytes` bytes in all, each at most `longest` bytes. */
  constructor(cap: number, bytes: number, private readonly longest: number, store: Store) {
    super(cap, bytes, store);
    this.slab = store.bytes(bytes);
  }

  protected slabOffset(): number {
    return this.slab.byteOffset;
  }

  /** Add b[s..e) (not in the table): its id, or -1 where it is too long or the table full. */
  add(b: Uint8Array, s: number, e: number, h: number): number {
    if (e - s > this.longest) return -1;
    const id = this.insert(h ^ (h >>> 15), e - s, e - s);
    if (id >= 0) this.slab.set(b.subarray(s, e), this.offsets[id]);
    return id;
  }

  /** The bytes of an id as text (ASCII). */
  text(id: number): string {
    const o = this.offsets[id];
    return String.fromCharCode(...this.slab.subarray(o, o + this.lengths[id]));
  }
}
/**
 * Strings kept and compared as little-endian dwords (the caller packs them once while hashing: four
 * bytes per comparison and per multiplication of the hash). The last dword is padded with zero
 * bytes; the byte length tells such strings apart. The mnemonics of a generation: their byte-wise
 * hash and comparison were a quarter of the fast path's time on 1M lines.
 */
export class WordTable extends StringTable {
  private readonly slab: Int32Array;

  /** At most `cap` strings of at most `dwords` dwords in all. */
  constructor(cap: number, dwords: number, store: Store) {
    super(cap, dwords, store);
    this.slab = store.ints(dwords);
  }

  protected slabOffset(): number {
    return this.slab.byteOffset;
  }

  /** Add the string (not in the table): its id, or -1 when the table is full. */
  add(words: Int32Array, len: number, h: number): number {
    const n = (len + 3) >> 2;
    const id = this.insert(h ^ (h >>> 15), len, n);
    if (id >= 0) for (let k = 0, o = this.offsets[id]; k < n; k++) this.slab[o + k] = words[k];
    return id;
  }
}

/**
 * Memos keyed by (owner, key) -> three numbers and a few flag bits, in one record of four int32s
 * (a lookup touches one cache line, not one per array: with 100k+ entries a miss in the processor's
 * cache is what costs). An owner is a number its user gives (an operand slot of a row, below 2^31),
 * the key a token id or one with a bit more (below 2^16), the flags below 2^15. A full memo is
 * cleared (it then fills with what the input uses now).
 */
export class PairMemo {
  /** Per record: owner + 1 (0: empty), key | flags << 16, a, b. */
  readonly rec: Int32Array;
  /** The third number of each record (a literal: rarely read). */
  readonly third: Int32Array;
  private readonly mask: number;
  private count = 0;

  /** Room for `cap` pairs (a power of two), kept at most 3/4 full. */
  constructor(private readonly cap: number, store: Store) {
    this.rec = store.ints(cap * 4);
    this.third = store.ints(cap);
    this.mask = cap - 1;
  }

  /** Byte offsets of the records and the third numbers, and the mask (a kernel's header). */
  layout(): number[] {
    return [this.rec.byteOffset, this.mask, this.third.byteOffset];
  }

  private static hash(owner: number, key: number): number {
    const h = Math.imul(owner, 0x9e3779b1) ^ Math.imul(key, 0x85ebca6b);
    return h ^ (h >>> 15);
  }

  /** Remember (owner, key) (not in the memo): its record. */
  add(owner: number, key: number, flags: number, a: number, b: number, third: number): number {
    if (4 * this.count >= 3 * this.cap) {
      this.rec.fill(0);
      this.count = 0;
    }
    let at = PairMemo.hash(owner, key) & this.mask;
    while (this.rec[4 * at] !== 0) at = (at + 1) & this.mask;
    this.count++;
    const r = 4 * at;
    this.rec[r] = owner + 1;
    this.rec[r + 1] = key | (flags << 16);
    this.rec[r + 2] = a;
    this.rec[r + 3] = b;
    this.third[at] = third;
    return at;
  }

  reset(): void {
    this.rec.fill(0);
    this.count = 0;
  }
}

