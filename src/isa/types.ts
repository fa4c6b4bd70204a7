// Shapes of the declarative instruction tables. Everything the codec, printer, parser and
// simulator know about an instruction comes from these records.
import type { Gen } from './gens.js';
import type { Feature } from './targets.js';
import type { Opcodes } from './opcodes.js';

export type EncName =
  | 'SMRD' | 'SMEM' | 'MUBUF' | 'FLAT' // memory
  | 'SOP1' | 'SOP2' | 'SOPK' | 'SOPC' | 'SOPP' // scalar ALU and program flow
  // Encodings known by their markers and lengths only, so that a word of them (and its literal)
  // is never read as another instruction; their instruction rows come with the vector-ALU and
  // DS/MTBUF/MIMG/EXP issues.
  | 'VOP1' | 'VOP2' | 'VOPC' // vector ALU, 32-bit encodings
  | 'VOP1_SDWA' | 'VOP2_SDWA' | 'VOPC_SDWA' | 'VOP1_DPP' | 'VOP2_DPP' | 'VOPC_DPP'
  | 'VOP3' | 'VOP3P' | 'VINTRP' | 'DS' | 'MTBUF' | 'MIMG' | 'EXP';

/** A bit field of an instruction. Fields never straddle a dword. */
export interface Field {
  readonly name: string;
  /** Absolute bit position of the lowest bit (0..63). */
  readonly lo: number;
  readonly width: number;
  readonly word: 0 | 1;
  readonly shift: number;
  readonly mask: number;
  /** Reserved bits: must be zero for the word to print as an instruction. */
  readonly reserved: boolean;
  /** Fixed value (the encoding marker). */
  readonly fixed?: number;
}

/** Bit layout of one encoding on one generation. */
export interface Layout {
  readonly enc: EncName;
  readonly gen: Gen;
  readonly dwords: 1 | 2;
  readonly fields: readonly Field[];
  readonly byName: Readonly<Record<string, Field>>;
  /** The fixed marker field ("enc"). */
  readonly marker: Field;
  /** Fields whose concatenation (first = most significant) selects the instruction. */
  readonly opFields: readonly Field[];
  /**
   * A 32-bit literal dword follows the instruction, held in the pseudo-field "literal", when
   * every field of one of these records has its value (GCN 1.1 SMRD: imm 0 and offset 255;
   * SOP2: ssrc0 = 255 or ssrc1 = 255), or when the opcode key is one of `literalKeys`
   * (s_setreg_imm32_b32, v_madmk_f32: the literal is part of the instruction).
   */
  readonly literalWhen?: readonly Readonly<Record<string, number>>[];
  readonly literalKeys?: readonly number[];
  /**
   * The literal rule compiled (from literalWhen and literalKeys): fields and opcode key -> literal?
   * `skip` (src/isa/literal-rule.ts) drops the conditions on fields the row holds no source in.
   */
  readonly literal: (fields: Readonly<Record<string, number>>, key: number, skip?: number) => boolean;
  /** Every field of the instruction's first dwords by name (compiled from `fields`). */
  readonly extract: (w0: number, w1: number) => Record<string, number>;
  /** The bits of dword 0 / dword 1 the mnemonic alone stands for: fixed fields and the opcode. */
  readonly named: readonly [number, number];
  /** A fields record with every field 0, in layout order (one object shape per layout). */
  readonly blank: () => Record<string, number>;
  /** The opcode key from dword 0 (compiled from `opFields`). */
  readonly key: (w0: number) => number;
}

/** What an instruction does, for syntax and semantics. */
export type Kind =
  | 'load' | 'store' | 'atomic' // data movement
  | 'cache'      // cache maintenance, no operands
  | 'time'       // s_memtime / s_memrealtime: 64-bit counter into SDST
  | 'probe'      // s_atc_probe: an immediate in SDATA
  | 'discard'    // s_dcache_discard: address only
  | 'ldsstore'   // buffer_store_lds_dword: LDS -> memory, no VGPR data
  | 'ldsload'    // gfx940's global/scratch_load_lds_*: memory -> LDS at M0, no VGPR data
  | 'nop' | 'endpgm' | 'barrier' | 'waitcnt'
  | 'alu'        // scalar ALU (SOP1/SOP2/SOPK/SOPC)
  | 'branch'     // SOPP/SOPK branches, calls and jumps
  | 'flow'       // other program-flow SOPP (s_sleep, s_sendmsg, s_trap, ...)
  | 'export'     // EXP: VGPRs to a colour, depth, position or parameter target
  | 'lane'       // DS lane exchange through the LDS crossbar (ds_swizzle_b32, ds_permute/bpermute_b32)
  | 'gds';       // DS instructions on GDS/GWS or wave counters (ds_gws_*, ds_append, ds_ordered_count)

/**
 * Data type of a memory operation.
 *  b32..b512  whole dwords (1..16)        u8 i8 u16 i16  zero/sign-extended sub-dword
 *  b8 b16     sub-dword stores            fmt1..4  format conversion, N components
 *  h1..4      D16 format (16-bit components, unpacked on GCN 1.2, packed on GCN 1.4)
 *  .hi/.lo    D16 loads/stores to/from one half of a VGPR (GCN 1.4)
 */
export type DataType =
  | 'none' | 'b32' | 'b64' | 'b96' | 'b128' | 'b256' | 'b512'
  | 'u8' | 'i8' | 'u16' | 'i16' | 'b8' | 'b16'
  | 'fmt1' | 'fmt2' | 'fmt3' | 'fmt4' | 'h1' | 'h2' | 'h3' | 'h4'
  | 'u8.lo' | 'u8.hi' | 'i8.lo' | 'i8.hi' | 'b16.lo' | 'b16.hi' | 'b8.hi' | 'h1.hi';

export type AtomicOp =
  | 'swap' | 'cmpswap' | 'add' | 'sub' | 'rsub' | 'smin' | 'umin' | 'smax' | 'umax'
  | 'and' | 'or' | 'xor' | 'inc' | 'dec' | 'fcmpswap' | 'fmin' | 'fmax'
  // DS only: ds_add_f32, ds_mskor_*, ds_wrap_rtn_b32, ds_condxchg32_rtn_b64.
  | 'fadd' | 'mskor' | 'wrap' | 'condxchg'
  // gfx908's global/buffer_atomic_add_f32 (f32 denormals flushed) and _pk_add_f16 (an f16 add per half).
  | 'fadd_ftz' | 'pk_fadd16'
  // gfx940's ds/flat/global_atomic_pk_add_bf16 (a bf16 add per half).
  | 'pk_fadd_bf16';

/**
 * A DS row's operands in printed order: v VDST, a ADDR, x DATA0, y DATA1 ("-": none); a trailing
 * 2 means offset0:/offset1: (two addresses) instead of one 16-bit offset:. `gds`: whether the gds
 * modifier is optional, required (GWS, ds_ordered_count) or not taken (ds_permute_b32, ds_nop).
 */
export interface DsForm {
  readonly shape: string;
  readonly gds: 'opt' | 'req' | 'no';
  /** read2st64/write2st64/wrxchg2st64: offset0/offset1 count units of 64 elements. */
  readonly st64: boolean;
  /** ds_*_src2_*: the second operand is LDS itself (no data VGPRs). */
  readonly src2: boolean;
}

/** FLAT segment on GCN 1.4 (SEG field); earlier generations only have 'flat'. */
export type Segment = 'flat' | 'scratch' | 'global';

export interface InstrDef {
  readonly name: string;
  readonly enc: EncName;
  readonly kind: Kind;
  readonly type: DataType;
  /** 32 or 64 for atomics, else 0. */
  readonly atomicBits: 0 | 32 | 64;
  readonly atomic?: AtomicOp;
  /** An atomic without a returning form (gfx908's global/buffer_atomic_add_f32: no VDST, no GLC). */
  readonly noRtn?: boolean;
  /**
   * An atomic without gfx90a's SCC bit (llvm-mc 19's f32/f64 float atomics: it drops `scc`, and
   * refuses words with the bit); CDNA 3 has the bit there (sc1).
   */
  readonly noScc?: boolean;
  /** A cache-maintenance row that takes the cache bits GLC and SCC (gfx940's buffer_wbl2 sc0 sc1, buffer_inv). */
  readonly cpol?: boolean;
  /** Scalar base register count: 2 (64-bit address) or 4 (buffer descriptor); 0 if none. */
  readonly sbase: 0 | 2 | 4;
  readonly segment: Segment;
  /**
   * Opcode key per family the row gives a cell for (-1: absent there); a family without a cell
   * inherits its parent's. Read it with opcodeOn(row, gen) (src/isa/opcodes.ts).
   */
  readonly opcodes: Opcodes;
  /**
   * Operand profile, in printed order: what each operand and modifier is and which field holds
   * it. The generic printer and parser are driven by it. A spec whose field a generation's layout
   * lacks (addr64 after GCN 1.1, FLAT offset before GCN 1.4) does not exist there.
   */
  readonly operands: readonly OperandSpec[];
  /** Facts of the profile the hot paths ask for on every instruction (derived at table build). */
  readonly takesMods: boolean;
  readonly takesLabel: boolean;
  /**
   * The specs that exist per family (every family of GENS: fields the layout lacks dropped;
   * modifiers kept), and the printed ones per dialect (CLRX-only modifiers dropped for llvm).
   */
  readonly specsByGen: Readonly<Record<Gen, readonly OperandSpec[]>>;
  readonly printByGen: Readonly<Record<Gen, readonly [readonly OperandSpec[], readonly OperandSpec[]]>>;
  /**
   * Code the layers above generate from this row on first use (the printer's steps per
   * family and dialect): a slot, so that the hot paths need no map lookups.
   */
  readonly compiled: { print?: Partial<Record<Gen, unknown[]>> };
  /** The families where the instruction has a DPP form (inherited like opcodes: onFamily). */
  readonly dpp?: Readonly<Partial<Record<Gen, boolean>>>;
  /** The families where the instruction has an SDWA form (inherited like opcodes: onFamily). */
  readonly sdwa?: Readonly<Partial<Record<Gen, boolean>>>;
  /** The mnemonic as printed on a generation where it differs from printName/name (tonga's VOPC SDWA: no _sdwa suffix). */
  readonly printNames?: Partial<Readonly<Record<Gen, string>>>;
  /** The mnemonic as printed (llvm-mc's _e32 suffix on VOP1/VOP2/VOPC), if not `name`. */
  readonly printName?: string;
  /** A target feature the row needs (src/isa/targets.ts): a target without it has no such row. */
  readonly requires?: Feature;
  /** An instruction only CLRX knows (llvm-mc 19 has no such mnemonic): text under --syntax clrx only. */
  readonly clrxOnly?: boolean;
  /** DS rows: operand shape and addressing form. */
  readonly ds?: DsForm;
  /** MIMG: what the image operands of the row take (src/isa/mimg.ts). */
  readonly image?: ImageInfo;
}

/**
 * An MIMG row's operand facts, harvested from llvm-mc 19 (docs/llvm-mc/mimg/MIMG.tsv). Register
 * counts are bit sets: bit N set = N registers accepted.
 */
export interface ImageInfo {
  /** Takes the sampler operand (SSAMP): image_sample*, image_gather4*, image_get_lod. */
  readonly sampler: boolean;
  /** gather4: four components whatever DMASK says (which must select one channel). */
  readonly gather4: boolean;
  /** Takes the d16 modifier (GCN 1.2/1.4). */
  readonly d16: boolean;
  /** VDATA register counts llvm-mc has a form for. */
  readonly vdata: number;
  /** VADDR register counts llvm-mc accepts; its disassembler prints the smallest. */
  readonly vaddr: number;
}

/**
 * Operand kinds: a closed set shared by every encoding. The printer (src/syntax/print-profile.ts,
 * print-memory.ts) and the parser (src/asm/enc-profile.ts, read-memory.ts) have one function per
 * kind; an instruction row lists the kinds of its operands and modifiers in printed order.
 * Scalar ALU and program flow:
 *  sreg     scalar register tuple of `regs` registers (register-only field)
 *  ssrc     scalar source: registers, inline constants, src_* values, the 32-bit literal
 *  simm16   16-bit immediate, printed per `fmt`
 *  label    branch target: signed dword offset from the next instruction (labels in the assembler)
 *  hwreg sendmsg waitcnt gpridx   structured immediates
 *  lit32    a 32-bit literal that is always present (s_setreg_imm32_b32)
 * Memory (register counts come from the row's data type and the modifiers):
 *  sdata    scalar data registers (SMRD SDST, SMEM SDATA), never M0/EXEC
 *  sbase    64-bit address pair or buffer descriptor quad (the field counts register pairs)
 *  smrdoff  SMRD offset: dword immediate, SGPR, or GCN 1.1's 32-bit literal
 *  smemoff  SMEM offset: byte immediate, SGPR, or (GCN 1.4) "sN offset:N"
 *  probe    s_atc_probe's 7-bit mode in SDATA
 *  vdata    vector data (MUBUF VDATA, FLAT VDATA): one more register with TFE
 *  vdst     FLAT returned data (loads; atomics only with GLC)
 *  bufaddr  MUBUF VADDR: off, one VGPR (offen or idxen), two (both, or addr64)
 *  flataddr FLAT/GLOBAL/SCRATCH VADDR: a 64-bit pair, or a 32-bit offset beside an SADDR
 *  saddr    GLOBAL/SCRATCH scalar address (or off)
 *  srsrc    buffer descriptor quad (field counts quads; also MIMG's SSAMP sampler); soffset: MUBUF SOFFSET (no literal)
 * Image (MIMG; counts from the row's ImageInfo and the modifiers):
 *  imgdata  VDATA: popcount(dmask) registers (gather4: 4), halved with d16 on GCN 1.4, +1 with tfe
 *  imgaddr  VADDR: one of the row's address widths (printed: the smallest)
 *  imgrsrc  image resource: 8 SGPRs (llvm-mc 19 wants 8 with r128 too)
 *  dmask    dmask:0xN, printed when nonzero
 *  bufformat MTBUF's FORMAT field (DFMT | NFMT << 4): format:[BUF_DATA_FORMAT_..,BUF_NUM_FORMAT_..],
 *           format:N, or legacy dfmt:N/nfmt:N written before SOFFSET; left out when 1 (8, UNORM)
 * Vector ALU:
 *  vreg     VGPR tuple in an 8-bit field (VDST, VSRC1)
 *  vsrc     9-bit source: VGPRs (256+), or the scalar source model read as `vtype`
 *  vcc      the implicit VCC operand llvm-mc writes in _e32 forms (no field)
 *  litk     the constant K of v_madmk/v_madak (always a literal dword)
 *  dppsrc   a DPP source: a VGPR with neg/abs (-v2, |v2|) from the DPP dword (float types only)
 *  dppctrl  quad_perm:[..], row_shl:N, ..., row_bcast:31; dppmask row_mask:/bank_mask:; boundctrl
 *  sdwasrc  an SDWA source: a VGPR, or on GCN 1.4 (its <src>_sgpr bit) an SGPR or inline constant;
 *           -/|..| (f32/f16 types) or sext(..) (integer types) from the SDWA dword's bits
 *  sdwasdst GCN 1.4 VOPC SDWA destination: vcc (SD = 0) or an SGPR pair / exec / ttmp pair (SD = 1)
 *  sdwasel  dst_sel:/src0_sel:/src1_sel: BYTE_0..BYTE_3, WORD_0, WORD_1, DWORD (default DWORD;
 *           `optional` = fixed at DWORD: printed, never written, v_mac's dst_sel)
 *  sdwaunused dst_unused:UNUSED_PAD|UNUSED_SEXT|UNUSED_PRESERVE (default UNUSED_PRESERVE)
 * Packed math (VOP3P, GCN 1.4; src/isa/vop3p.ts):
 *  pksrc    a packed source (two 16-bit halves): like vsrc, no literal, no neg/abs text
 *  mixsrc   a v_mad_mix* source: like vsrc (16-bit constants), with -x / |x| from NEG_LO / NEG_HI
 *  pkmod    op_sel:[..], op_sel_hi:[..], neg_lo:[..], neg_hi:[..]: one bit per source
 * Matrix instructions (VOP3P-MAI, CDNA; src/isa/mai.ts):
 *  rsrc     a register tuple of the operand's class in a 9-bit source field (code 256+N): AGPRs
 *           (v_accvgpr_read's source, MFMA's C), or VGPRs or AGPRs ('av': MFMA's A and B, whose
 *           bit k of the field acc says AGPR); no constant, no SGPR
 *  vconst   a VGPR or an inline constant read as `vtype` (gfx908's v_accvgpr_write_b32 source)
 *  maimod   cbsz:N, abid:N, blgp:N: printed when nonzero, N within the field
 *  fixed    bits the mnemonic implies (`value`): no text; a word holding other bits prints as .long
 * Export (EXP):
 *  exptgt   the target: mrt0-7, mrtz, null, pos0-3, param0-31
 *  expsrc   one of the four sources (VSRC0-3): a VGPR, or off (its EN bit clear); with compr the
 *           sources are VSRC0 twice then VSRC1 twice (one EN bit per 16-bit half)
 * Modifiers (printed after the operands):
 *  flag     a one-bit modifier named like its field (glc, slc, tfe, lds, offen, idxen, addr64, VOP3 clamp)
 *  offset   offset:N, range per encoding and segment
 * DS (operands are vreg tuples; the row's data type gives their width):
 *  dsoff    offset:N, 16 bits over OFFSET0 (low) and OFFSET1 (high); fmt 'swizzle' prints
 *           ds_swizzle_b32's offset:swizzle(...) as llvm-mc does
 *  dsoff8   offset0:N / offset1:N of the two-address forms (8 bits each)
 *  omod     VOP3 output modifier: mul:2, mul:4, div:2 (OMOD 1, 2, 3)
 *  opsel    GCN 1.4 VOP3 op_sel:[s0,s1,(s2,)dst]: one bit per source, the destination's at bit 3
 * Interpolation (VINTRP, and its VOP3 forms where SRC0 holds attr | chan << 6 | high << 8):
 *  attr     attrN.c (N 0-32, c x/y/z/w), from ATTR/ATTRCHAN or SRC0
 *  param    p10/p20/p0 (v_interp_mov's source: 0-2) in VSRC or SRC1
 *  high     the high-half modifier of the v_interp_*_f16 (bit 8 of SRC0)
 * VOP3 sources are vsrc operands in fields src0..src2 whose spec allows neg/abs (-v1, |v1|, neg(1.0)),
 * encoded in the fields negK/absK of source K.
 */
export type OperandKind =
  | 'sreg' | 'ssrc' | 'simm16' | 'label' | 'hwreg' | 'sendmsg' | 'waitcnt' | 'gpridx' | 'lit32'
  | 'sdata' | 'sbase' | 'smrdoff' | 'smemoff' | 'probe' | 'vdata' | 'vdst' | 'bufaddr' | 'flataddr' | 'saddr'
  | 'srsrc' | 'soffset' | 'imgdata' | 'imgaddr' | 'imgrsrc' | 'dmask' | 'bufformat' | 'exptgt' | 'expsrc'
  | 'vreg' | 'vsrc' | 'vcc' | 'litk'
  | 'dppsrc' | 'dppctrl' | 'dppmask' | 'boundctrl'
  | 'sdwasrc' | 'sdwasdst' | 'sdwasel' | 'sdwaunused'
  | 'pksrc' | 'mixsrc' | 'pkmod'
  | 'rsrc' | 'vconst' | 'maimod' | 'fixed'
  | 'flag' | 'offset' | 'dsoff' | 'dsoff8' | 'omod' | 'opsel'
  | 'attr' | 'param' | 'high';

/** How a vector source's constants read: the operand's type (inline floats, literal width). */
export type VType = 'f32' | 'b32' | 'f16' | 'i16' | 'f64' | 'b64';
export type ImmFormat = 'hex16' | 'imm16' | 'dec16' | 'none' | 'swizzle';

/** When an operand is written: always, only without the lds modifier, or only with glc. */
export type OperandWhen = 'always' | 'nolds' | 'glc';

/**
 * The register file an operand's register numbers index: VGPRs (a 9-bit source's codes 256+; its
 * lower codes are the scalar model), scalar registers, CDNA's accumulation registers (AGPRs: LLVM's
 * AReg_*), either of the vector files ('av': LLVM's AV_*, an encoding bit says which), or none
 * (immediates, modifiers). The simulator's files are sized by src/isa/register-files.ts.
 */
export type RegClass = 'vgpr' | 'sgpr' | 'agpr' | 'av' | 'none';

export interface OperandSpec {
  readonly kind: OperandKind;
  /** The register file its registers are in (from the kind unless a row says otherwise). */
  readonly rclass: RegClass;
  /** The field the operand is encoded in ("literal" for lit32). */
  readonly field: string;
  /** Registers of a register tuple (sreg/ssrc/vreg/vsrc): 1, 2 or 4 (3: DS 96-bit data; 8, 16, 32: MFMA's accumulators). */
  readonly regs: 1 | 2 | 3 | 4 | 8 | 16 | 32;
  /** fixed: the value the mnemonic implies in the field. */
  readonly value?: number;
  /** vsrc/litk: the operand's type. */
  readonly vtype: VType;
  /**
   * vsrc: what it may hold (llvm-mc restricts some: v_movrels_b32 takes VGPRs only, v_readfirstlane_b32
   * and v_readlane_b32 VGPRs or LDS_DIRECT, v_writelane_b32 no VGPR, and on GCN 1.0/1.1, where it is
   * VOP2, LDS_DIRECT or a literal too). takesVgpr / takesLds (isa/operand-spec.ts) read it.
   */
  readonly src: 'any' | 'vgpr' | 'vgpr+lds' | 'scalar' | 'scalar+lds';
  /**
   * simm16: signed range accepted by the assembler (i: -32768..65535; u: 0..65535). A 64-bit
   * integer source (ssrc, vsrc b64): a signed integer, whose 32-bit literal the hardware
   * sign-extends (P61/P112; LLVM's OPERAND_REG_IMM_I64, PR 186575); an unsigned one zero-extends it.
   */
  readonly signed: boolean;
  readonly fmt: ImmFormat;
  /** Optional operand (s_endpgm's code). */
  readonly optional: boolean;
  /** ssrc: whether a literal may stand here (s_cbranch_g_fork takes inline constants only). */
  readonly literal: boolean;
  /** Whether it is written (see OperandWhen). */
  readonly when: OperandWhen;
  /** A modifier (flag, offset) rather than an operand. */
  readonly mod: boolean;
  /** Only CLRX's syntax has it (SMEM/FLAT nv, GCN 1.1/1.2 FLAT tfe): llvm-mc text never carries it. */
  readonly clrx: boolean;
  /** A modifier's written name where it is not its field's (DS offset: over OFFSET0/OFFSET1). */
  readonly written?: string;
  /**
   * The code that means 'off' (no register) in this field: GLOBAL/SCRATCH SADDR 0x7f. The register
   * with that code (exec_hi) cannot be written here: it would read back as 'off'.
   */
  readonly off?: number;
  /** VOP3 source: whether llvm-mc takes a neg / abs modifier on it (fields negK / absK). */
  readonly neg: boolean;
  readonly abs: boolean;
  /**
   * The families that have this operand though every layout has its field (inherited by children;
   * absent: wherever the field is): gfx940's sc1 on the float atomics, which gfx90a's rows lack.
   */
  readonly onlyOn?: Readonly<Partial<Record<Gen, boolean>>>;
  /** An SDWA source that takes no modifier at all, neither -/|..| nor sext() (gfx940's fp8/bf8 conversions). */
  readonly noMods?: true;
}

export interface EncodingTable {
  readonly name: EncName;
  readonly layouts: Partial<Record<Gen, Layout>>;
  readonly instrs: readonly InstrDef[];
  /** Assembler-only mnemonics: alias -> the row it assembles as, on generations without a row of its own. */
  readonly aliases?: Readonly<Record<string, string>>;
}
