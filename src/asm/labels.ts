// The labels a file defined and their byte addresses (for branch targets and to report one
// defined twice). A Map of strings costs about 170 bytes per label in V8 (3 million labels:
// 510 MB); this table keeps each label's characters once in a byte arena (labels are ASCII:
// [A-Za-z_.$][\w.$]*) with its 32-bit address, and an open-addressing index of offsets: about
// the label's length plus 16 bytes, exact (no fingerprints).

/** Record layout in the arena: length (u32), address (u32), then the label's bytes. */
const HEAD = 8;

export class LabelSet {
  private arena = new Uint8Array(1 << 16);
  private used = 0;
  /** Arena offset + 1 of each label's record (length:u32, then its bytes); 0 = empty slot. */
  private slots = new Int32Array(1 << 12);
  private count = 0;

  /** Add `name` at byte address `address`; false if it was already there. */
  add(name: string, address = 0): boolean {
    if (name.length > 0x3fffffff) throw new RangeError('label too long');
    const h = hash(name);
    if (this.find(name, h) >= 0) return false;
    if ((this.count + 1) * 2 > this.slots.length) this.grow();
    this.place(this.store(name, address), h);
    this.count++;
    return true;
  }

  /** The address of `name`, or undefined if it is not defined (yet). */
  get(name: string): number | undefined {
    const at = this.find(name, hash(name));
    if (at < 0) return undefined;
    const a = this.arena;
    return (a[at + 4] | (a[at + 5] << 8) | (a[at + 6] << 16) | (a[at + 7] << 24)) >>> 0;
  }

  /** Arena offset of `name`'s record, or -1. */
  private find(name: string, h: number): number {
    const mask = this.slots.length - 1;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const at = this.slots[i];
      if (at === 0) return -1;
      if (this.equals(at - 1, name)) return at - 1;
    }
  }

  get size(): number {
    return this.count;
  }

  private equals(at: number, name: string): boolean {
    const a = this.arena;
    const n = a[at] | (a[at + 1] << 8) | (a[at + 2] << 16) | (a[at + 3] << 24);
    if (n !== name.length) return false;
    for (let k = 0; k < n; k++) if (a[at + HEAD + k] !== name.charCodeAt(k)) return false;
    return true;
  }

  private store(name: string, address: number): number {
    const need = this.used + HEAD + name.length;
    if (need > this.arena.length) {
      let size = this.arena.length * 2;
      while (size < need) size *= 2;
      const bigger = new Uint8Array(size);
      bigger.set(this.arena.subarray(0, this.used));
      this.arena = bigger;
    }
    const a = this.arena;
    const at = this.used;
    const n = name.length;
    a[at] = n; a[at + 1] = n >>> 8; a[at + 2] = n >>> 16; a[at + 3] = n >>> 24;
    a[at + 4] = address; a[at + 5] = address >>> 8; a[at + 6] = address >>> 16; a[at + 7] = address >>> 24;
    for (let k = 0; k < n; k++) a[at + HEAD + k] = name.charCodeAt(k);
    this.used = need;
    return at;
  }

  private place(at: number, h: number): void {
    const mask = this.slots.length - 1;
    let i = h & mask;
    while (this.slots[i] !== 0) i = (i + 1) & mask;
    this.slots[i] = at + 1;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    const a = this.arena;
    for (const s of old) {
      if (s === 0) continue;
      const at = s - 1;
      const n = a[at] | (a[at + 1] << 8) | (a[at + 2] << 16) | (a[at + 3] << 24);
      let h = 0x811c9dc5;
      for (let k = 0; k < n; k++) h = Math.imul(h ^ a[at + HEAD + k], 0x01000193);
      this.place(at, finish(h));
    }
  }
}

/** FNV-1a over the char codes (labels are ASCII, so the same as over the arena bytes). */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < s.length; k++) h = Math.imul(h ^ (s.charCodeAt(k) & 0xff), 0x01000193);
  return finish(h);
}

/** Mix the high bits down: the table is indexed by the low bits. */
function finish(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  return (h ^ (h >>> 13)) >>> 0;
}
