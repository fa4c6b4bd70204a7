// The codes of GCN's 9-bit source-operand space (SSRC/SRC0-2/SOFFSET/SDST values) that have a
// fixed meaning on every generation: the special scalar registers, the inline constants' ranges,
// the special sources and the literal. Plain constants, valid in TypeScript and in AssemblyScript
// (wasm/dis.ts imports this file, as wasm/asm.ts imports src/asm/kernel-layout.ts); the rules
// built on them are in ./src-operands.ts. Generation-dependent names (FLAT_SCRATCH, XNACK_MASK,
// TBA/TMA, TTMP) are rows of ./registers.ts.

/** Codes 0-127 are scalar registers (SGPRs, then the named registers below). */
export const SREG_CODES = 128;
/** VCC (vcc_lo; vcc_hi is VCC + 1): the implicit carry/condition/compare mask. */
export const VCC = 106;
export const M0 = 124;
/** EXEC (exec_lo; exec_hi is EXEC_LO + 1). */
export const EXEC_LO = 126;
/** FLAT/GLOBAL/SCRATCH SADDR 0x7f: no SGPR address ("off"); it is EXEC_HI's code. */
export const SADDR_OFF = 127;

/** Inline integers: 128 is 0, 129-192 are 1..64, 193-208 are -1..-16. */
export const INLINE_INT_FIRST = 128;
export const INLINE_INT_POSITIVE_LAST = 192;
export const INLINE_INT_LAST = 208;
/** GCN 1.4's src_shared_base, src_shared_limit, src_private_base, src_private_limit, src_pops_exiting_wave_id. */
export const APERTURE_FIRST = 235;
export const SRC_PRIVATE_BASE = 237;
export const SRC_POPS_EXITING_WAVE_ID = 239;
export const APERTURE_LAST = 239;
/** Inline floats 0.5, -0.5, 1, -1, 2, -2, 4, -4 (240-247), then 1/(2*pi) (248, GCN 1.2 and later). */
export const INLINE_FLOAT_FIRST = 240;
export const INV_2PI = 248;
export const SRC_VCCZ = 251;
export const SRC_EXECZ = 252;
export const SRC_SCC = 253;
export const LDS_DIRECT = 254;
/** A 32-bit literal dword follows the instruction. */
export const LITERAL = 255;
/** Vector sources (9 bits): 256 + n is VGPR n. */
export const VGPR_BASE = 256;

/** A 64-bit read's key offset in constant-bus counts (s2 and s[2:3] are two reads). */
export const WIDE_KEY = 1000;
