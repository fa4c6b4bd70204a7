// Which scalar-source code a constant gets, as llvm-mc 19 chooses it: an inline constant where
// one has the value, else the 32-bit literal. Shared by the assembler (to encode) and the
// printer (a literal whose printed value would assemble to an inline constant has no text).
import { GEN_INDEX, type Gen } from '../isa/gens.js';

const F32_INLINE: ReadonlyMap<number, number> = new Map([
  [0x3f000000, 240], [0xbf000000, 241], [0x3f800000, 242], [0xbf800000, 243],
  [0x40000000, 244], [0xc0000000, 245], [0x40800000, 246], [0xc0800000, 247],
]);
/** 1/(2*pi) as f32 bits: an inline constant on GCN 1.2 and later. */
const F32_INV_2PI = 0x3e22f983;
const FLOAT_VALUES: ReadonlyMap<number, number> = new Map([[0.5, 240], [-0.5, 241], [1, 242], [-1, 243], [2, 244], [-2, 245], [4, 246], [-4, 247]]);

/** Inline code of a 32-bit operand value (as an unsigned dword), if it has one. */
export function inlineCode32(gen: Gen, u: number): number | undefined {
  const s = u | 0;
  if (s >= 0 && s <= 64) return 128 + s;
  if (s >= -16 && s < 0) return 192 - s;
  const f = F32_INLINE.get(u >>> 0);
  if (f !== undefined) return f;
  if (u >>> 0 === F32_INV_2PI && GEN_INDEX[gen] >= 2) return 248;
  return undefined;
}

/** Inline code of a value written as a float for a 64-bit operand (only the inline ones exist). */
export function inlineFloat64(gen: Gen, f: number): number | undefined {
  const c = FLOAT_VALUES.get(f);
  if (c !== undefined) return c;
  if (GEN_INDEX[gen] >= 2 && Math.abs(f - 1 / (2 * Math.PI)) < 1e-15) return 248;
  if (f === 0) return 128;
  return undefined;
}

/** Inline code of a float written for any operand: ±0.5, ±1, ±2, ±4, and 1/(2*pi) in either spelling. */
export function inlineFloat(gen: Gen, f: number): number | undefined {
  const c = FLOAT_VALUES.get(f);
  if (c !== undefined) return c;
  if (GEN_INDEX[gen] >= 2 && (Math.abs(f - 1 / (2 * Math.PI)) < 1e-15 || f === 0.15915494)) return 248;
  return undefined;
}

/** f32 bits of a float written for a 32-bit operand (round to nearest even, as llvm-mc). */
export function f32Bits(f: number): number {
  const b = new DataView(new ArrayBuffer(4));
  b.setFloat32(0, f, true);
  return b.getUint32(0, true);
}

/**
 * Whether the literal dword `u`, printed in hex, reads back as an inline constant: always for
 * a 32-bit operand whose value has an inline form; for a 64-bit operand only 0..64 (the hex
 * text is a non-negative 64-bit value below 2^32).
 */
export function literalReadsInline(gen: Gen, u: number, bits: 32 | 64): boolean {
  return bits === 32 ? inlineCode32(gen, u) !== undefined : u <= 64;
}
