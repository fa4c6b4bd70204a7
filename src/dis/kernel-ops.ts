// The print programs' operations: one row's program (./kernel-prog.ts makes it from the row's
// operand profile and its layout's bit fields) is a list of 32-bit words that the WebAssembly
// interpreter (wasm/dis.ts, which imports this file: plain constants, valid TypeScript and
// AssemblyScript alike) runs per instruction. Each operation appends one operand's text, or
// bails: the instruction then goes to the generic printer (src/syntax/print.ts), the reference.
//
// Words of a program: HEADER (3 words: ~carried bits of dword 0 and 1 (a set bit outside the
// fields the text stands for bails), the mnemonic's pool string), then operations, each an opcode
// and its arguments, ending in OP_END.
//
// Argument kinds: F = a field reference (word << 10 | shift << 5 | (width - 1)), or NO_FIELD,
// which reads 0; T = a name table (index of an Int32 array of 256 pool strings, -1 = no name);
// S = a pool string (byte offset << 8 | length); SEP = how the text is separated: 0 nothing
// (the string carries its own space), 1 an operand (" " before the first, ", " before the
// others), 2 a space. L = "the literal was printed"; an unprinted literal bails at OP_END.
// A literal test (LT) is a JavaScript function the interpreter calls (env.litok): the rules stay
// in src/syntax; -1 = no literal allowed.

/** Words before the first operation. */
export const HEADER = 3;
export const NO_FIELD = -1;

/** If a literal was read and not printed, bail; append a newline; done. */
export const OP_END = 0;
/** F T SCALE SEP: the name T[F * SCALE]. */
export const OP_NAMED = 1;
/** F T LT: a scalar source: 255 = the literal (if LT accepts it), else the name T[F]. */
export const OP_SSRC = 2;
/** F F2 S MODE: v = F | F2 << 8; if v != 0: S (or, when S < 0, an operand separator) then v in decimal; MODE 1 bails over 4095, 2 reads v as 13-bit signed. */
export const OP_OFFSET = 3;
/** F: v in hex (0x...). */
export const OP_HEX = 4;
/** F: v in decimal up to 64, else in hex. */
export const OP_SIMM = 5;
/** F: v in decimal. */
export const OP_DEC = 6;
/** S SEP: the string. */
export const OP_TEXT = 7;
/** F16: the literal (K), in hex; F16 = 1: its low half, and a set high half bails. */
export const OP_LITK = 8;
/** The literal: in decimal from -16 to 64, else in hex. */
export const OP_LIT32 = 9;
/** F NEG ABS VT ST LT IS16: a vector source: VGPR (>= 256: VT), scalar code (ST), or 255 the literal; with -x, |x|, -|x|, neg(c). */
export const OP_VSRC = 10;
/** F S OPTIONAL: S where F is set; not OPTIONAL: F must be set. */
export const OP_FLAG = 11;
/** F T: where F is not 0, a space and T[F]. */
export const OP_NZNAMED = 12;
/** OFF IMM S1 SSRC: SMRD's offset (an immediate, the literal, an SGPR or a scalar code). */
export const OP_SMRDOFF = 13;
/** OFF IMM S1 SOE SOFFSET GCN14 SBASE4: SMEM's offset. */
export const OP_SMEMOFF = 14;
/** F: bail where F is not 0. */
export const OP_BAILNZ = 15;
/** Bail. */
export const OP_BAIL = 16;
/** A64 OFFEN IDXEN: bail where A64 and (OFFEN or IDXEN) are set. */
export const OP_BAILA64 = 17;
/** F A64 OFFEN IDXEN T1 T2 S: MUBUF's address: VGPR, VGPR pair, or "off". */
export const OP_BUFADDR = 18;
/** F COND VALUE TA TB: the name (COND == VALUE, or COND absent ? TA : TB)[F]. */
export const OP_NAMED2 = 19;
/** GLC F SKIP: where GLC is 1 go on, else F must be 0 and the next SKIP words are skipped. */
export const OP_IFGLC = 20;
/** N SLOT FILL SEP then N x (F, SHIFT): the memoised text of key = sum F << SHIFT (SLOT holds the memo's offset, 0 before the first; entry 0: ask env.fill). */
export const OP_MEMO = 21;
/** N FIXED NB0 then N x (F, WIDE, SGPR): the constant bus: at most one distinct scalar value read. */
export const OP_BUS = 22;
/** F SGPR FLOAT NEG ABS SEXT V1 ST: an SDWA source. */
export const OP_SDWASRC = 23;
/** F NEG ABS T FLOAT SIGNED: a DPP source. */
export const OP_DPPSRC = 24;
/** SDST SD PAIRS VCC: GCN 1.4 VOPC SDWA's destination. */
export const OP_SDWADST = 25;
/** D C N: bail where C's N registers partly overlap D's (MFMA's C and D: equal or apart; C is a 9-bit source, 256 + N). */
export const OP_OVERLAP = 26;
