// The disassembler kernel's memory (./kernel.ts): one growable byte space holding everything the
// WebAssembly interpreter (wasm/dis.ts) reads, addressed by byte offset: decode tables, name
// tables, pool strings, print programs, memos and the input and output windows. Until the module
// is made (and in a start-up snapshot, which cannot hold WebAssembly memory) it is a plain
// ArrayBuffer; then the module's memory, into which it is copied. Views are re-read after any
// allocation (growing the memory detaches the old buffer).

/** Bytes left free at the start (the interpreter's scratch) and after every string (its copies read 16-32 bytes). */
export const LOW = 1024;
const SLACK = 32;
/** A pool string's offset must fit 23 bits (its id is offset << 8 | length, non-negative). */
const STRING_LIMIT = 1 << 23;
const PAGE = 65536;
export const TABLE_SIZE = 512;

export class Arena {
  private buffer = new ArrayBuffer(1 << 20);
  i32 = new Int32Array(this.buffer);
  u8 = new Uint8Array(this.buffer);
  used: number;
  private memory: WebAssembly.Memory | undefined;
  private readonly ids = new Map<string, number>();

  /** `reserved` bytes at LOW are the caller's (the kernel's input and output windows). */
  constructor(reserved: number) {
    this.used = LOW + reserved;
  }

  /** `bytes` bytes (zeroed), 8-aligned: their byte offset. */
  alloc(bytes: number): number {
    const at = (this.used + 7) & ~7;
    this.reserve(at + bytes + SLACK);
    this.used = at + bytes;
    return at;
  }

  private reserve(end: number): void {
    if (end <= this.buffer.byteLength) return;
    if (this.memory) {
      this.memory.grow(Math.ceil((end - this.buffer.byteLength) / PAGE) + 16);
      this.bind(this.memory.buffer);
      return;
    }
    const grown = new ArrayBuffer(Math.max(end, this.buffer.byteLength * 2));
    new Uint8Array(grown).set(this.u8);
    this.bind(grown);
  }

  private bind(b: ArrayBuffer): void {
    this.buffer = b;
    this.i32 = new Int32Array(b);
    this.u8 = new Uint8Array(b);
  }

  /** Move into WebAssembly memory (made here, `extra` bytes beyond what is used); returns it. */
  attach(extra: number): WebAssembly.Memory {
    if (this.memory) return this.memory;
    const memory = new WebAssembly.Memory({ initial: Math.ceil((this.used + extra + SLACK) / PAGE) });
    new Uint8Array(memory.buffer).set(this.u8.subarray(0, this.used));
    this.memory = memory;
    this.bind(memory.buffer);
    return memory;
  }

  /** A plain buffer of just the used bytes (a start-up snapshot keeps every byte of it). */
  trim(): void {
    if (this.memory || this.buffer.byteLength <= this.used + SLACK) return;
    const b = new ArrayBuffer(this.used + SLACK);
    new Uint8Array(b).set(this.u8.subarray(0, this.used));
    this.bind(b);
  }

  /** An Int32 array of n entries: its byte offset. */
  ints(n: number, fill = 0): number {
    const at = this.alloc(n * 4);
    if (fill !== 0) this.i32.fill(fill, at >> 2, (at >> 2) + n);
    return at;
  }

  /** A pool string: byte offset << 8 | length, -1 for no text (undefined, too long, or no room). */
  id(s: string | undefined): number {
    if (s === undefined) return -1;
    let id = this.ids.get(s);
    if (id !== undefined) return id;
    if (s.length > 255 || this.used + s.length + SLACK >= STRING_LIMIT) return -1;
    for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 127) return -1;
    const at = this.alloc(s.length);
    for (let i = 0; i < s.length; i++) this.u8[at + i] = s.charCodeAt(i);
    id = (at << 8) | s.length;
    this.ids.set(s, id);
    return id;
  }

  /**
   * A name table of TABLE_SIZE pool strings (name(i) for i < n, no name beyond): its byte offset.
   * One size for all, that of the widest field a table is read by (a 9-bit source).
   */
  table(n: number, name: (i: number) => string | undefined): number {
    if (n > TABLE_SIZE) throw new Error(`a name table of ${n} entries`);
    const at = this.ints(TABLE_SIZE, -1);
    for (let i = 0; i < n; i++) this.i32[(at >> 2) + i] = this.id(name(i));
    return at;
  }
}
