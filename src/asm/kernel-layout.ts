// The assembler kernel's memory layout, shared by src/asm/fast.ts (JavaScript, which lays the
// tables out and answers the kernel's questions) and wasm/asm.ts (AssemblyScript, which imports
// this file: plain constants, valid in both languages).

/** Byte address of the header: int32 slots H_* (table addresses, masks, the epoch). */
export const HEADER = 64;
export const H_EPOCH = 0;
/** The token table (intern.ts ByteTable layout()): slots, mask, hashes, offsets, lengths, slab. */
export const H_TOKENS = 1;
/** The operand memo (PairMemo layout()): records, mask, third numbers. */
export const H_MEMO = 7;
/** The generation's mnemonic table (WordTable layout()), then its rows by mnemonic id. */
export const H_MNEMONICS = 10;
export const H_MNEMONIC_ROWS = 16;
export const H_TOKEN_FLAGS = 17;
export const H_SLOT_RULES = 18;
export const H_RULES = 19;
export const H_ROWS = 20;
export const H_VARIANTS = 21;
export const H_CHAR = 22;
export const H_WORDS = 23;
/** The row (index) of the last line assembled. */
export const H_LAST_ROW = 24;
/** The line's tokens: ids (~register for a register operand) and spans (start, end). */
export const H_IDS = 25;
export const H_SPANS = 26;
/** The variants of rows with modifiers, by row and modifier token ids (VCACHE_INTS each: row + 1, count, ids, variant). */
export const H_VCACHE = 27;
/** Set by the variant question: whether its answer may be kept in that cache. */
export const H_CACHEABLE = 28;
export const HEADER_SLOTS = 29;
export const VCACHE_SLOTS = 4096;
export const VCACHE_INTS = 8;
/** Modifier tokens of a cached variant, at most. */
export const VCACHE_MODS = 5;

/** Scratch: the mnemonic packed to dwords, and per token: a ',' before it, upper case, a ':'. */
export const MNW = 256;
export const COMMA = 384;
export const UPPERS = 416;
export const COLONS = 448;
/** First byte the tables may use. */
export const TABLES = 1024;

/** A row's record: epoch, s_waitcnt's memo owner (-1), flags (ROW_*), dwords, the variant without modifiers (-2: not asked, -1: none). */
export const ROW_INTS = 8;
export const ROW_BARE = 1;
export const ROW_SDWA = 2;
export const ROW_LABEL = 4;
/** A rule over two operands that the slots, read one by one, cannot see (MFMA's C against D): every line is checked. */
export const ROW_CHECK = 8;
/** A variant's record: w0, w1, nSlots, required, late, saddr, implicit, uid0, rules0, the slots under a shared file bit and that bit in w0, w1 (fast.ts Variant.group). */
export const VARIANT_INTS = 12;
