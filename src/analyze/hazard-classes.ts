// The instruction classes and links the wait-state rules (hazard-rules.ts) name, over the
// analyses' instructions (program.ts): which instructions are writers or readers of a rule, and
// which resources (register keys, or a hardware register) tie them together.
import type { EncName, InstrDef } from '../isa/types.js';
import { semOf } from '../isa/row-semantics.js';
import type { Target } from '../isa/targets.js';
import { isDgemm, isXdlOn } from './mfma-kinds.js';
import type { Link, ReaderClass, WriterClass } from './hazard-rules.js';
import type { Instr } from './program.js';
import { AKEY, keysOfAll, SCC_KEY, VKEY } from './regkeys.js';

const VCC = [106, 107];
const EXEC = [126, 127];
const M0 = [124];
/** Resource keys beyond registers: a hardware register id (hwreg), MODE.VSKIP. */
const HWREG_KEY = 2048;
const VSKIP_KEY = 4096;
const HW_MODE = 1;
const HW_TRAPSTS = 3;

const VALU_ENCS: ReadonlySet<EncName> = new Set<EncName>([
  'VOP1', 'VOP2', 'VOPC', 'VOP3', 'VOP3P', 'VOP1_SDWA', 'VOP2_SDWA', 'VOPC_SDWA', 'VOP1_DPP', 'VOP2_DPP', 'VOPC_DPP', 'VINTRP',
]);
const SALU_ENCS: ReadonlySet<EncName> = new Set<EncName>(['SOP1', 'SOP2', 'SOPK', 'SOPC']);
const VMEM_ENCS: ReadonlySet<EncName> = new Set<EncName>(['MUBUF', 'MTBUF', 'MIMG', 'FLAT']);

export const isValu = (d: InstrDef): boolean => VALU_ENCS.has(d.enc);
const isSalu = (d: InstrDef): boolean => SALU_ENCS.has(d.enc);
const isVmem = (d: InstrDef): boolean => VMEM_ENCS.has(d.enc);
const isSetreg = (d: InstrDef): boolean => d.name === 's_setreg_b32' || d.name === 's_setreg_imm32_b32';
/** CDNA's matrix instructions (VOP3P-MAI rows; src/isa/row-semantics.ts kinds). */
const isMfma = (d: InstrDef): boolean => semOf(d).exec === 'mfma';
const isAccRead = (d: InstrDef): boolean => semOf(d).exec === 'accread';
const isAccWrite = (d: InstrDef): boolean => semOf(d).exec === 'accwrite';
const isMai = (d: InstrDef): boolean => isMfma(d) || isAccRead(d) || isAccWrite(d);
const isLdSt = (d: InstrDef): boolean => isVmem(d) || d.enc === 'DS';
const isMemExp = (d: InstrDef): boolean => isLdSt(d) || d.enc === 'EXP';
const isValuNotMfma = (d: InstrDef): boolean => isValu(d) && !isMfma(d);
/** LLVM's IsDOT: the dot products (VOP3P v_dot*, VOP2 v_dot*c). */
const isDot = (d: InstrDef): boolean => semOf(d).exec === 'dot';
/**
 * LLVM's TRANS VALUs (VOP1Instructions.td "let TRANS = 1"): the transcendentals, f16, f32 and
 * f64, and their legacy forms.
 */
const TRANS = /^v_(exp|log|rcp|rcp_iflag|rsq|sqrt|sin|cos)(_legacy)?_f(16|32|64)(_e32|_e64|_sdwa|_dpp)?$/;
const isTrans = (d: InstrDef): boolean => isValu(d) && TRANS.test(d.name);
/**
 * LLVM's hasDstSelForwardingHazard writer: SDWA with dst_sel other than DWORD (6), or an instruction
 * with op_sel whose src0_modifiers has DST_OP_SEL (bit 3): VOP3's op_sel[3] (the destination's), and
 * for VOP3P the same bit, OP_SEL_1, which is op_sel_hi[0] (set by default: llc-19 -mcpu=gfx940
 * separates v_pk_add_f32 from a VALU reading its result by 1 wait state, none with op_sel_hi:[0,1]).
 */
const SDWA_DWORD = 6;
const writesPart = (i: Instr): boolean => {
  const f = fieldsOf(i);
  if (i.def!.enc.endsWith('_SDWA')) return f.dst_sel !== undefined && f.dst_sel !== SDWA_DWORD;
  if (i.def!.enc === 'VOP3P') return !isMai(i.def!) && f.op_sel_hi !== undefined && (f.op_sel_hi & 1) !== 0;
  return i.def!.enc === 'VOP3' && ((f.op_sel ?? 0) & 8) !== 0;
};
const isFmaF64 = (d: InstrDef): boolean => /^v_fmac?_f64/.test(d.name);
const isLaneRead = (d: InstrDef): boolean => d.name === 'v_readlane_b32' || d.name === 'v_readfirstlane_b32';
const fieldsOf = (i: Instr): Readonly<Record<string, number>> => i.decoded?.fields ?? {};

/** VALU source fields holding operand codes (251 vccz, 252 execz, 254 lds_direct). */
const SRC_FIELDS = ['src0', 'src1', 'src2'] as const;
const readsCode = (i: Instr, code: number): boolean => SRC_FIELDS.some((k) => fieldsOf(i)[k] === code);

/** hwreg(ID, OFFSET, SIZE) of s_setreg/s_getreg: SIMM16 [5:0], [10:6], [15:11] (size - 1). */
function hwreg(i: Instr): { id: number; offset: number; size: number } {
  const s = fieldsOf(i).simm16 ?? 0;
  return { id: s & 0x3f, offset: (s >> 6) & 0x1f, size: ((s >> 11) & 0x1f) + 1 };
}

const scalarReads = (i: Instr): number[] => keysOfAll(i.operands.filter((o) => o.spec).flatMap((o) => o.reads)).filter((k) => k < VKEY);
const vgprReads = (i: Instr): number[] => keysOfAll(i.reads).filter((k) => k >= VKEY && k < VKEY + 256);
const vgprWrites = (i: Instr): number[] => keysOfAll(i.writes).filter((k) => k >= VKEY && k < VKEY + 256);
const isAgpr = (k: number): boolean => k >= AKEY && k < SCC_KEY;
const isVreg = (k: number): boolean => k >= VKEY && k < SCC_KEY;
/** The vector registers only the operand in `field` reads (not also another operand). */
export function srcOnly(i: Instr, field: string): number[] {
  const other = new Set(vregsOf(i, i.operands.filter((o) => o.spec && o.spec.field !== field).map((o) => o.spec!.field)));
  return vregsOf(i, [field]).filter((k) => !other.has(k));
}

/** The VGPRs and AGPRs of the operands in the given fields (undefined: of every operand). */
const vregsOf = (i: Instr, fields?: readonly string[]): number[] =>
  keysOfAll(i.operands.filter((o) => o.spec && (!fields || fields.includes(o.spec.field))).flatMap((o) => o.reads)).filter(isVreg);
/** The AGPRs of the operands in the given fields (src2: an MFMA's C; src0, src1: its A and B). */
const agprsOf = (i: Instr, fields: readonly string[]): number[] =>
  keysOfAll(i.operands.filter((o) => o.spec && fields.includes(o.spec.field)).flatMap((o) => o.reads)).filter(isAgpr);
/** The VGPRs of a store's data operand. */
const dataVgprs = (i: Instr): number[] => keysOfAll(i.operands.filter((o) => o.spec?.kind === 'vdata' || o.spec?.kind === 'imgdata').flatMap((o) => o.reads));

export function isWriter(c: WriterClass, i: Instr, t: Target): boolean {
  const d = i.def!;
  switch (c) {
    case 'valu': return isValu(d);
    case 'salu': return isSalu(d);
    case 'any': return true;
    case 'setreg': return isSetreg(d);
    case 'wide-store': {
      // createsVALUHazard: a store (or atomic) with more than 64 bits of data; MUBUF/MTBUF only
      // when SOFFSET is not an SGPR (an inline constant, llvm's "hardcoded" soffset).
      if (!isVmem(d) || (d.kind !== 'store' && d.kind !== 'atomic')) return false;
      if ((d.enc === 'MUBUF' || d.enc === 'MTBUF') && (fieldsOf(i).soffset ?? 128) < 128) return false;
      return dataVgprs(i).length > 2;
    }
    case 'smem': return d.enc === 'SMRD' || d.enc === 'SMEM';
    case 'vmem': return isVmem(d);
    case 'mfma': return isMfma(d);
    case 'accvgpr-write': return isAccWrite(d);
    case 'accvgpr-read': return isAccRead(d);
    case 'valu-not-mai': return isValu(d) && !isMai(d);
    case 'valu-not-mfma': return isValuNotMfma(d);
    case 'valu-not-mfma-dot': return isValuNotMfma(d) && !isDot(d);
    case 'xdl': return isMfma(d) && isXdlOn(d.name, t);
    case 'dgemm': return isMfma(d) && isDgemm(d.name);
    case 'dot': return isDot(d);
    case 'trans': return isTrans(d);
    case 'dst-sel': return isValu(d) && writesPart(i);
  }
}

/** `prev`: the instruction right before in its block, if any (for 'ldst-after-accvgpr'). */
export function isReader(c: ReaderClass, i: Instr, t: Target, prev?: Instr): boolean {
  const d = i.def!;
  const f = fieldsOf(i);
  switch (c) {
    case 'vmem': return isVmem(d);
    case 'smrd': return d.enc === 'SMRD' || d.enc === 'SMEM';
    case 's-buffer': return (d.enc === 'SMRD' || d.enc === 'SMEM') && d.sbase === 4;
    case 'rw-lane': return d.name === 'v_readlane_b32' || d.name === 'v_writelane_b32';
    case 'div-fmas': return d.name.startsWith('v_div_fmas_');
    case 'getreg': return d.name === 's_getreg_b32';
    case 'setreg': return isSetreg(d);
    case 'rfe': return d.name === 's_rfe_b64' || d.name === 's_rfe_restore_b64';
    case 'dpp': return d.enc.endsWith('_DPP');
    case 'm0-msg-gds':
      return d.name === 's_sendmsg' || d.name === 's_sendmsghalt' || d.name === 's_ttracedata'
        || (d.enc === 'DS' && d.kind !== 'lane' && d.name !== 'ds_nop' && (d.kind === 'gds' || f.gds === 1));
    case 'm0-movrel-interp':
      return d.enc === 'VINTRP' || d.name.startsWith('s_movrel') || d.name === 'ds_read_addtid_b32' || d.name === 'ds_write_addtid_b32';
    case 'm0-lds-dma': return (d.enc === 'MUBUF' || d.enc === 'FLAT') && f.lds === 1;
    case 'm0-lds-direct': return isValu(d) && readsCode(i, 254);
    case 'valu-vccz-execz': return isValu(d) && (readsCode(i, 251) || readsCode(i, 252));
    case 'valu-vcc-sgpr': return isValu(d);
    case 'vector': return isValu(d) || isVmem(d) || d.enc === 'DS' || d.enc === 'EXP';
    case 'vgpr-writer': return isValu(d) && vgprWrites(i).length > 0;
    case 'mfma-accwrite': return isMfma(d) || isAccWrite(d);
    case 'mfma-srcc': case 'mfma-srcab': return isMfma(d);
    case 'accvgpr-read': return isAccRead(d);
    case 'accvgpr-write': return isAccWrite(d);
    case 'ldst': return isLdSt(d);
    case 'ldst-after-accvgpr': return isLdSt(d) && !!prev?.def && (isAccRead(prev.def) || isAccWrite(prev.def));
    case 'mfma': return isMfma(d);
    case 'smfma-srcc': return isMfma(d) && !isDgemm(d.name);
    case 'dgemm-srcc': return isMfma(d) && isDgemm(d.name);
    case 'xdl-srcc': return isMfma(d) && isXdlOn(d.name, t);
    case 'nonxdl-srcc': return isMfma(d) && !isXdlOn(d.name, t);
    case 'valu-not-mfma': return isValuNotMfma(d);
    case 'mem-exp': return isMemExp(d);
    case 'mem': return isLdSt(d);
    case 'valu-mem-exp': return isValuNotMfma(d) || isMemExp(d);
    case 'fma-f64': return isFmaF64(d);
    case 'valu': return isValu(d);
    case 'valu-not-trans': return isValu(d) && !isTrans(d);
    case 'lane-read': return isLaneRead(d);
    case 'lane-access': return isLaneRead(d) || d.name === 'v_writelane_b32';
  }
}

/** What the rules need to know of the target beyond the instructions. */
export interface HazardContext {
  readonly target: Target;
  /** The SGPR numbers that hold VCC (the allocation's last two), if the allocation is known. */
  readonly vccSgprs?: readonly number[];
}

/**
 * The source operands a VALU reads VCC through by SGPR number: its sources naming vccSgprs, but
 * not a carry-in (an SGPR-pair source of an instruction that also writes a carry-out).
 */
function vccByNumber(i: Instr, ctx: HazardContext): boolean {
  const vcc = ctx.vccSgprs;
  if (!vcc?.length) return false;
  const carry = i.operands.some((o) => o.spec?.field === 'sdst');
  return i.operands.some((o) => o.spec && o.spec.field !== 'vdst' && o.spec.field !== 'sdst' && !(carry && o.spec.kind === 'sreg')
    && keysOfAll(o.reads).some((k) => vcc.includes(k)));
}

/** The resources the reader needs under the link (empty: the rule cannot apply to it). */
export function readerNeeds(link: Link, reader: ReaderClass, i: Instr, ctx: HazardContext): number[] {
  switch (link) {
    case 'sgpr': {
      if (reader !== 'rw-lane') return scalarReads(i);
      const sel = i.operands.find((o) => o.spec?.field === 'src1' || o.spec?.field === 'vsrc1');
      return sel ? keysOfAll(sel.reads).filter((k) => k < VKEY) : [];
    }
    case 'vgpr': return vgprReads(i);
    case 'vcc': return VCC;
    case 'exec': return EXEC;
    case 'm0': return M0;
    case 'vcc-exec': return [...(readsCode(i, 251) ? VCC : []), ...(readsCode(i, 252) ? EXEC : [])];
    case 'hwreg': return [HWREG_KEY + hwreg(i).id];
    case 'trapsts': return [HWREG_KEY + HW_TRAPSTS];
    case 'mode-vskip': return [VSKIP_KEY];
    case 'store-data': return vgprWrites(i);
    case 'descriptor-3': return [(fieldsOf(i).sbase ?? 0) * 2 + 2];
    case 'soft-clause': return [CLAUSE_KEY];
    case 'vcc-alias': return vccByNumber(i, ctx) ? VCC : [];
    case 'agpr': case 'agpr-overlap':
      switch (reader) {
        case 'mfma-srcc': return agprsOf(i, ['src2']);
        case 'mfma-srcab': return agprsOf(i, ['src0', 'src1']);
        case 'accvgpr-write': return keysOfAll(i.writes).filter(isAgpr);
        default: return keysOfAll(i.reads).filter(isAgpr);
      }
    case 'srcc-war': case 'vreg-waw': return keysOfAll(i.writes).filter(isVreg);
    case 'vreg': case 'vreg-partial': case 'vreg-same':
      switch (reader) {
        case 'smfma-srcc': case 'dgemm-srcc': case 'xdl-srcc': case 'nonxdl-srcc': case 'mfma-srcc': return vregsOf(i, ['src2']);
        case 'mfma-srcab': return vregsOf(i, ['src0', 'src1']);
        case 'mfma': return vregsOf(i);
        default: return keysOfAll(i.reads).filter(isVreg);
      }
    case 'none': return [NONE_KEY];
    case 'sgpr-or-vcc': return [...new Set([...scalarReads(i), ...(keysOfAll(i.reads).some((k) => VCC.includes(k)) ? VCC : [])])];
  }
}

/** Link 'none': the one resource every writer gives and every reader needs. */
const NONE_KEY = 16384;

/** A soft clause's members are judged by hazards.ts clauseHit, not by a resource. */
const CLAUSE_KEY = 8192;

/** Whether an instruction writes memory (a store or an atomic: it may not join a clause after a load). */
export const storesMemory = (i: Instr): boolean => i.def!.kind === 'store' || i.def!.kind === 'atomic';

/** The resources the writer provides under the link. */
export function writerGives(link: Link, i: Instr): number[] {
  switch (link) {
    case 'hwreg': case 'trapsts': return [HWREG_KEY + hwreg(i).id];
    case 'mode-vskip': {
      const h = hwreg(i);
      return h.id === HW_MODE && h.offset <= 28 && h.offset + h.size > 28 ? [VSKIP_KEY] : [];
    }
    case 'store-data': return dataVgprs(i);
    case 'srcc-war': return vregsOf(i, ['src2']);
    case 'none': return [NONE_KEY];
    default: return keysOfAll(i.writes);
  }
}
