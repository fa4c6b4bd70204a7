// Byte-addressed storage the simulator reads and writes. Addresses are split into a high and a
// low 32-bit half so 64-bit addresses stay exact without BigInt on the hot path.

/** A little-endian byte store: global memory, LDS or one lane's private memory. */
export interface Space {
  r8(hi: number, lo: number): number;
  w8(hi: number, lo: number, v: number): void;
  /** Dword at a 4-byte aligned address (callers clear the two LSBs). */
  r32(hi: number, lo: number): number;
  w32(hi: number, lo: number, v: number): void;
}

const PAGE_BITS = 16;
const PAGE = 1 << PAGE_BITS;
const PAGE_MASK = PAGE - 1;

/** Sparse 64-bit memory in 64 KiB pages; bytes never written read as 0. */
export class PagedMemory implements Space {
  /** Set by --trace, which wraps w32/w8 to see writes: hot loops then write through w32 instead of pageFor. */
  watched = false;
  /**
   * Set by a dispatch (RunChecks.guard): told of every access through r32/w32/r8/w8. Hot loops
   * that index pages directly take the general path (which uses those) while it is set.
   */
  guard: ((hi: number, lo: number, write: boolean) => void) | undefined = undefined;
  private readonly pages = new Map<number, Uint32Array>();
  private lastKey = -1;
  private last: Uint32Array | undefined;

  private key(hi: number, lo: number): number {
    return hi * PAGE + (lo >>> PAGE_BITS);
  }

  private page(hi: number, lo: number, create: boolean): Uint32Array | undefined {
    const k = this.key(hi, lo);
    if (k === this.lastKey) return this.last;
    let p = this.pages.get(k);
    if (!p) {
      if (!create) return undefined;
      this.pages.set(k, (p = new Uint32Array(PAGE >>> 2)));
    }
    this.lastKey = k;
    this.last = p;
    return p;
  }

  /** The page holding (hi, lo), if any byte of it was ever written (hot loops index it directly). */
  pageOf(hi: number, lo: number): Uint32Array | undefined {
    return this.page(hi, lo, false);
  }

  /** The page holding (hi, lo), created if needed (hot loops that write index it directly). */
  pageFor(hi: number, lo: number): Uint32Array {
    return this.page(hi, lo, true)!;
  }

  r32(hi: number, lo: number): number {
    if (this.guard !== undefined) this.guard(hi, lo, false);
    const p = this.page(hi, lo, false);
    return p ? p[(lo & PAGE_MASK) >>> 2] : 0;
  }

  w32(hi: number, lo: number, v: number): void {
    if (this.guard !== undefined) this.guard(hi, lo, true);
    this.page(hi, lo, true)![(lo & PAGE_MASK) >>> 2] = v;
  }

  r8(hi: number, lo: number): number {
    if (this.guard !== undefined) this.guard(hi, lo, false);
    const p = this.page(hi, lo, false);
    return p ? (p[(lo & PAGE_MASK) >>> 2] >>> ((lo & 3) * 8)) & 255 : 0;
  }

  w8(hi: number, lo: number, v: number): void {
    if (this.guard !== undefined) this.guard(hi, lo, true);
    const p = this.page(hi, lo, true)!;
    const i = (lo & PAGE_MASK) >>> 2;
    const s = (lo & 3) * 8;
    p[i] = (p[i] & ~(255 << s)) | ((v & 255) << s);
  }

  /** Pages in use (for tests and the memory-stays-flat check). */
  get pageCount(): number {
    return this.pages.size;
  }
}

/** Local data share: 64 KiB, addressed by the low half only. */
export class Lds implements Space {
  readonly words = new Uint32Array(1 << 14);

  r32(_hi: number, lo: number): number {
    return this.words[(lo & 0xffff) >>> 2];
  }

  w32(_hi: number, lo: number, v: number): void {
    this.words[(lo & 0xffff) >>> 2] = v;
  }

  r8(_hi: number, lo: number): number {
    return (this.words[(lo & 0xffff) >>> 2] >>> ((lo & 3) * 8)) & 255;
  }

  w8(_hi: number, lo: number, v: number): void {
    const i = (lo & 0xffff) >>> 2;
    const s = (lo & 3) * 8;
    this.words[i] = (this.words[i] & ~(255 << s)) | ((v & 255) << s);
  }
}

/** One lane's private memory: a view of a store shared by all lanes, keyed by lane. */
export class PrivateMemory implements Space {
  constructor(private readonly mem: PagedMemory, private readonly lane: number) {}
  r32(_hi: number, lo: number): number { return this.mem.r32(this.lane, lo); }
  w32(_hi: number, lo: number, v: number): void { this.mem.w32(this.lane, lo, v); }
  r8(_hi: number, lo: number): number { return this.mem.r8(this.lane, lo); }
  w8(_hi: number, lo: number, v: number): void { this.mem.w8(this.lane, lo, v); }
}

/** 16-bit value at an address whose bit 0 is ignored. */
export function r16(s: Space, hi: number, lo: number): number {
  const a = (lo & ~1) >>> 0;
  return s.r8(hi, a) | (s.r8(hi, a + 1) << 8);
}

export function w16(s: Space, hi: number, lo: number, v: number): void {
  const a = (lo & ~1) >>> 0;
  s.w8(hi, a, v);
  s.w8(hi, a + 1, v >>> 8);
}
