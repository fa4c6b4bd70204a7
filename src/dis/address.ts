// --print-address: llvm-objdump -d's layout of an AMDGPU instruction line (its AMDGCNPrettyPrinter):
// the tab and text left-justified in 60 columns, "// ", the address in 12 upper-case hex digits,
// ":", each dword as 8 upper-case hex digits, then " <symbol+0xN>" for a branch's target.
// llvm-objdump prints the same with --no-show-raw-insn: the AMDGPU printer always shows the words.

const HEX8: (w: number) => string = (w) => (w >>> 0).toString(16).toUpperCase().padStart(8, '0');

/** Address as llvm-objdump writes it: unsigned 64-bit (a branch before address 0 wraps). */
function u64hex(n: number): string {
  return n >= 0 ? n.toString(16) : BigInt.asUintN(64, BigInt(n)).toString(16);
}

/** One listing line: `text` (without its tab) at byte address `address`, with dwords words[at, at+size). */
export function addressLine(text: string, address: number, words: ArrayLike<number>, at: number, size: number, target?: string): string {
  let s = ('\t' + text).padEnd(60) + '// ' + u64hex(address).toUpperCase().padStart(12, '0') + ':';
  for (let i = 0; i < size; i++) s += ' ' + HEX8(words[at + i]);
  return target === undefined ? s : `${s} <${target}>`;
}

/** A target as llvm-objdump names it: the symbol, or the symbol plus the distance in hex. */
export function symbolPlus(symbol: string, distance: number): string {
  return distance ? `${symbol}+0x${u64hex(distance)}` : symbol;
}

/** Raw code has no symbols: llvm-objdump names a target in a section without them by the section, .text. */
export const rawTarget = (target: number): string => symbolPlus('.text', target);
