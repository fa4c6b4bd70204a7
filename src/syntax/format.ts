// Number spellings shared by the printer and its checks.

export function hex(n: number): string {
  return '0x' + n.toString(16);
}

/** Signed hex as llvm-mc prints SMEM offsets: 0x10, -0x10. */
export function shex(n: number): string {
  return n < 0 ? '-0x' + (-n).toString(16) : '0x' + n.toString(16);
}

/** llvm-mc's inline-constant style for small immediates: decimal 0..64, else hex. */
export function smallImm(n: number): string {
  return n >= 0 && n <= 64 ? String(n) : hex(n);
}

export function signExtend(v: number, bits: number): number {
  const sh = 32 - bits;
  return (v << sh) >> sh;
}
