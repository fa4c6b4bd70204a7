// Named bit fields of a little-endian byte record (kernel descriptor, amd_kernel_code_t), as data:
// one row per field, read and written by the same two functions.

export interface BitField {
  readonly name: string;
  /** Byte offset of the containing integer, its size in bytes (1, 2, 4 or 8). */
  readonly at: number;
  readonly size: 1 | 2 | 4 | 8;
  /** Bits within the containing integer (whole integer when omitted). */
  readonly lo?: number;
  readonly width?: number;
  readonly signed?: boolean;
}

/** Parse "name at:size[.lo-hi]" rows ("priority 48:4.10-11", "kernarg_size 8:4"). */
export function fieldRows(text: string): BitField[] {
  const out: BitField[] = [];
  for (const line of text.split('\n')) {
    const t = line.trim();
    if (!t) continue;
    const m = /^(\S+)\s+(\d+):(\d)(?:\.(\d+)(?:-(\d+))?)?(\s+signed)?$/.exec(t);
    if (!m) throw new Error(`bad field row '${t}'`);
    const lo = m[4] === undefined ? undefined : Number(m[4]);
    const hi = m[5] === undefined ? lo : Number(m[5]);
    out.push({ name: m[1], at: Number(m[2]), size: Number(m[3]) as BitField['size'], lo, width: lo === undefined ? undefined : hi! - lo + 1, signed: !!m[6] });
  }
  return out;
}

function readInt(b: Uint8Array, at: number, size: number): bigint {
  let v = 0n;
  for (let i = size - 1; i >= 0; i--) v = (v << 8n) | BigInt(b[at + i]);
  return v;
}

function writeInt(b: Uint8Array, at: number, size: number, v: bigint): void {
  for (let i = 0; i < size; i++) { b[at + i] = Number(v & 0xffn); v >>= 8n; }
}

export function getField(b: Uint8Array, f: BitField): bigint {
  const whole = readInt(b, f.at, f.size);
  if (f.lo === undefined) return f.signed ? BigInt.asIntN(8 * f.size, whole) : whole;
  return (whole >> BigInt(f.lo)) & ((1n << BigInt(f.width!)) - 1n);
}

/** Store v; false if it does not fit the field. */
export function setField(b: Uint8Array, f: BitField, v: bigint): boolean {
  const bits = f.width ?? 8 * f.size;
  const lo = f.signed ? -(1n << BigInt(bits - 1)) : 0n;
  const hi = f.signed ? (1n << BigInt(bits - 1)) - 1n : (1n << BigInt(bits)) - 1n;
  if (v < lo || v > hi) return false;
  const whole = readInt(b, f.at, f.size);
  const shift = BigInt(f.lo ?? 0);
  const mask = ((1n << BigInt(bits)) - 1n) << shift;
  writeInt(b, f.at, f.size, (whole & ~mask) | ((BigInt.asUintN(bits, v) << shift) & mask));
  return true;
}

/** Range text for an error message. */
export function fieldRange(f: BitField): string {
  const bits = f.width ?? 8 * f.size;
  return f.signed ? `${-(2 ** (bits - 1))}..${2 ** (bits - 1) - 1}` : `0..${(2n ** BigInt(bits) - 1n).toString()}`;
}
