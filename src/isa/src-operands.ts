// The 9-bit source-operand model, once: what each code of ./special-regs.ts's space is (a scalar
// register, an inline constant, a special source, the literal, a VGPR), the inline constants'
// values per operand type, and which codes are reads of the constant bus. The assembler and
// printers (src/syntax, src/asm), the constant-bus check (src/syntax/valu-rules.ts, the
// disassembler's kernel), and the simulator (src/sim) read these; wasm/dis.ts has the same
// ranges through the constants of ./special-regs.ts.
import {
  APERTURE_FIRST, APERTURE_LAST, INLINE_FLOAT_FIRST, INLINE_INT_FIRST, INLINE_INT_LAST, INLINE_INT_POSITIVE_LAST, INV_2PI,
  LITERAL, SREG_CODES, SRC_EXECZ, SRC_POPS_EXITING_WAVE_ID, SRC_PRIVATE_BASE, SRC_SCC, SRC_VCCZ,
} from './special-regs.js';
import { families, inFamilies, type Gen } from './gens.js';

/** Whether `code` is an inline integer (128-208). */
export const isInlineInt = (code: number): boolean => code >= INLINE_INT_FIRST && code <= INLINE_INT_LAST;
/** The value of an inline integer code (128-208): 0..64, -1..-16. */
export const inlineIntValue = (code: number): number => (code <= INLINE_INT_POSITIVE_LAST ? code - INLINE_INT_FIRST : INLINE_INT_POSITIVE_LAST - code);
/** The inline integer code of a value -16..64, or undefined. */
export const inlineIntCode = (v: number): number | undefined => (v >= 0 && v <= 64 ? INLINE_INT_FIRST + v : v >= -16 && v < 0 ? INLINE_INT_POSITIVE_LAST - v : undefined);
/** Whether `code` is an inline float (240-248; 248 exists from GCN 1.2, which callers check). */
export const isInlineFloat = (code: number): boolean => code >= INLINE_FLOAT_FIRST && code <= INV_2PI;
/** Whether `code` is an inline constant (integer or float): free on the constant bus, no literal dword. */
export const isInlineConst = (code: number): boolean => isInlineInt(code) || isInlineFloat(code);
/** Whether `code` is one of GCN 1.4's aperture / pops sources (235-239). */
export const isAperture = (code: number): boolean => code >= APERTURE_FIRST && code <= APERTURE_LAST;
/** Whether `code` is src_vccz, src_execz or src_scc (251-253). */
export const isCondSource = (code: number): boolean => code >= SRC_VCCZ && code <= SRC_SCC;

/**
 * Whether source code `code` (below 256) reads the constant bus: a scalar register, an aperture,
 * src_vccz/execz/scc (registers to the bus) or the literal; inline constants and lds_direct are free.
 */
export const readsBus = (code: number): boolean => code < SREG_CODES || isAperture(code) || isCondSource(code) || code === LITERAL;

/**
 * Bit patterns of the inline floats 240-248 (0.5, -0.5, 1, -1, 2, -2, 4, -4, 1/(2*pi)) as each
 * operand width reads them: a 16-bit operand (f16 and i16 alike) the f16 bits, a 32-bit operand
 * the f32 bits, an f64 operand the f64 bits (a b64 operand reads the f32 bits zero-extended).
 */
export const INLINE_F16: readonly number[] = [0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118];
export const INLINE_F32: readonly number[] = [0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000, 0xc0000000, 0x40800000, 0xc0800000, 0x3e22f983];
export const INLINE_F64: readonly bigint[] = [0x3fe0000000000000n, 0xbfe0000000000000n, 0x3ff0000000000000n, 0xbff0000000000000n, 0x4000000000000000n,
  0xc000000000000000n, 0x4010000000000000n, 0xc010000000000000n, 0x3fc45f306dc9c882n];
/** The values of the inline floats 240-247 (248 is 1/(2*pi)). */
export const INLINE_FLOAT_VALUES: readonly number[] = [0.5, -0.5, 1, -1, 2, -2, 4, -4];
/** The texts llvm-mc 19 prints for 240-247. */
export const INLINE_FLOAT_TEXT: readonly string[] = ['0.5', '-0.5', '1.0', '-1.0', '2.0', '-2.0', '4.0', '-4.0'];

/** Code -> inline float code map of a bit-pattern table (inv2pi: include 248). */
export function inlineFloatCodes<T>(bits: readonly T[], inv2pi: boolean): ReadonlyMap<T, number> {
  return new Map(bits.slice(0, inv2pi ? 9 : 8).map((b, k) => [b, INLINE_FLOAT_FIRST + k]));
}

/** llvm-mc 19's names of the special sources (the apertures exist on GCN 1.4 only: ./registers.ts). */
export const SPECIAL_SOURCES: ReadonlyMap<number, string> = new Map([
  [APERTURE_FIRST, 'src_shared_base'], [APERTURE_FIRST + 1, 'src_shared_limit'], [SRC_PRIVATE_BASE, 'src_private_base'],
  [SRC_PRIVATE_BASE + 1, 'src_private_limit'], [SRC_POPS_EXITING_WAVE_ID, 'src_pops_exiting_wave_id'],
  [SRC_VCCZ, 'src_vccz'], [SRC_EXECZ, 'src_execz'], [SRC_SCC, 'src_scc'],
]);

/**
 * Whether the vector ALU's source code 254 reads LDS_DIRECT on a family: not on gfx90a and
 * gfx940 (llvm-mc 19 -mcpu=gfx90a: "lds_direct is not supported on this GPU"; there it names nothing).
 */
export const ldsDirectOn = (gen: Gen): boolean => !inFamilies(NO_LDS_DIRECT, gen);
const NO_LDS_DIRECT = families('gfx90a');
