// Printers of the memory operand kinds (SMRD, SMEM, MUBUF, FLAT, DS), llvm-mc 19's text.
import type { InstrDef, OperandKind, OperandSpec } from '../isa/types.js';
import { dataRegs, returnRegs } from '../isa/shapes.js';
import { SADDR_OFF } from '../isa/memory-profiles.js';
import { rawSreg, sregName, ssrcName, type VFile } from '../isa/registers.js';
import { hex, shex, signExtend, smallImm } from './format.js';
import type { Line } from './line.js';
import { memoryRule } from './mem-rules.js';
import { clrxFormatText, formatText } from '../isa/buffer-formats.js';
import { clrxSourceName } from './clrx.js';
import { swizzleText } from './swizzle.js';
import { isCondSource } from '../isa/src-operands.js';
import { SREG_CODES } from '../isa/special-regs.js';
import { has } from '../isa/targets.js';
import { flagName } from '../isa/cache-policy.js';

type Printer = (l: Line, o: OperandSpec) => void;


/** Registers of a scalar data operand: the row's data, or a 64-bit counter (s_memtime). */
function sdataRegs(l: Line, o: OperandSpec): number {
  return o.regs === 2 ? 2 : dataRegs(l.def, l.d.gen);
}

/** A scalar register named by a 7-bit code (SMEM SGPR offsets, GCN 1.4 SOFFSET). */
function sgpr7(l: Line, code: number): string {
  const name = sregName(l.d.gen, code, 1);
  if (name === undefined) l.fail(`offset register code ${code} is not a register`);
  return name ?? `s${code}`;
}

/** GCN 1.4 (smem-signed-offset) prints the 21-bit SMEM offset signed; only non-buffer forms accept negatives back. */
function smemImm(l: Line): string {
  const raw = l.f.offset;
  l.set('offset');
  if (!has(l.d.gen, 'smem-signed-offset')) return hex(raw);
  const v = signExtend(raw, 21);
  if (v < 0 && l.def.sbase === 4) l.fail('negative offset on a buffer form');
  // CLRX writes GCN 1.4's 21-bit offset unsigned (`s_load_dword s50, s[58:59], 0x13da5b`, GCNDisasmOpc14.cpp:124).
  return l.clrx ? hex(raw) : shex(v);
}

/** Whether the instruction is a GLOBAL/SCRATCH one whose SADDR is off (always so before GCN 1.4). */
function saddrOff(l: Line): boolean {
  return l.f.saddr === undefined || l.f.saddr === SADDR_OFF;
}

/** A data operand's register file ('av' specs): AGPRs where the word's ACC bit (CDNA 2+) says so. */
export function dataFile(l: Line, o: OperandSpec): VFile {
  if (o.rclass !== 'av' || l.f.acc === undefined) return 'v';
  l.set('acc');
  return l.f.acc ? 'a' : 'v';
}

function ruleCheck(l: Line, def: InstrDef): void {
  const broken = memoryRule(def, l.f, l.d.gen, l.clrx);
  if (broken) l.fail(broken.why);
}

export const MEMORY_PRINT: Readonly<Partial<Record<OperandKind, Printer>>> = {
  sdata(l, o) {
    const count = sdataRegs(l, o);
    const v = l.f[o.field];
    const name = sregName(l.d.gen, v, count, 'data');
    if (name !== undefined) l.op(name);
    else l.bad(rawSreg(v, count), `${o.field} ${rawSreg(v, count)} is misaligned or not a data register`);
    l.set(o.field);
  },
  probe(l, o) {
    // s_atc_probe's SDATA is a 7-bit immediate, printed like an inline constant (CLRX: in hex,
    // `s_atc_probe 0x32, s[58:59], 0xfff5b`, GCNDisasmOpc12.cpp:354).
    l.set(o.field).op(l.clrx ? hex(l.f[o.field]) : smallImm(l.f[o.field]));
  },
  sbase(l, o) {
    const count = l.def.sbase;
    const reg = l.f[o.field] * 2;
    const name = sregName(l.d.gen, reg, count);
    if (name !== undefined) l.op(name);
    else l.bad(rawSreg(reg, count), `sbase ${rawSreg(reg, count)} is not a valid ${count}-register base`);
    l.set(o.field);
  },
  smrdoff(l) {
    const f = l.f;
    l.set('imm').set('offset');
    if (f.imm) l.op(hex(f.offset));
    else if (f.literal !== undefined) {
      // The literal form only reassembles for offsets the 8-bit form cannot hold.
      // CLRX forces it with lit(N) (src/asm/read-memory.ts smrdoff).
      l.set('literal').op(f.literal > 255 ? hex(f.literal) : l.clrx ? `lit(${hex(f.literal)})` : hex(f.literal));
      if (f.literal <= 255 && !l.clrx) l.fail('literal offset below 256 would assemble to the short form');
    } else {
      const name = f.offset < 128 ? sregName(l.d.gen, f.offset, 1) : ssrcName(l.d.gen, f.offset);
      if (name !== undefined && (f.offset < SREG_CODES || isCondSource(f.offset))) l.op(name);
      else l.bad(`s${f.offset}`, `offset register code ${f.offset} has no SMRD syntax`);
    }
  },
  smemoff(l) {
    const f = l.f;
    l.set('imm');
    if (f.soe) {
      // GCN 1.4 SOE: an SGPR (SOFFSET) plus the immediate, written "sN offset:N".
      l.set('soe').set('soffset');
      const reg = sgpr7(l, f.soffset);
      if (!f.imm) { l.fail('SOE without IMM has no syntax'); return; }
      // CLRX writes offset:N after the flags (its offset step, src/syntax/clrx.ts clrxPrintOrder).
      l.op(l.clrx ? reg : `${reg} offset:${smemImm(l)}`);
    } else if (f.imm) {
      l.op(smemImm(l));
    } else {
      // IMM=0: OFFSET[6:0] names the offset register; higher bits are ignored by the hardware.
      l.set('offset', f.offset & 0x7f);
      l.op(sgpr7(l, f.offset & 0x7f));
    }
  },
  vdata(l, o) {
    const tfe = l.def.enc === 'MUBUF' || l.def.enc === 'MTBUF' ? l.f.tfe ?? 0 : 0;
    l.vreg(o.field, dataRegs(l.def, l.d.gen) + tfe, dataFile(l, o));
  },
  vdst(l, o) {
    // CLRX's FLAT TFE (GCN 1.1/1.2) returns one more register, after a load's data or an atomic's
    // return value (clrxasm: `flat_atomic_swap v[47:48], v[187:188], v65 glc slc tfe`, GCNAsmOpc11.cpp:3134).
    const tfe = l.clrx && l.f.tfe ? 1 : 0;
    l.vreg(o.field, (l.def.kind === 'atomic' ? returnRegs(l.def) : dataRegs(l.def, l.d.gen)) + tfe, dataFile(l, o));
  },
  bufaddr(l, o) {
    const f = l.f;
    ruleCheck(l, l.def);
    if (f.addr64) l.vreg(o.field, 2);
    else if (f.offen || f.idxen) l.vreg(o.field, f.offen && f.idxen ? 2 : 1);
    // CLRX always writes VADDR's register (so a nonzero unused field is kept).
    else if (l.clrx) l.vreg(o.field, 1);
    else l.op('off');
  },
  flataddr(l, o) {
    ruleCheck(l, l.def);
    const seg = l.def.segment;
    if (seg === 'scratch' && l.f.sve !== undefined) {
      // gfx940: SVE says whether VADDR is used (SADDR is read apart).
      l.set('sve');
      if (l.f.sve) l.vreg(o.field, 1);
      else l.set(o.field, 0).op('off');
      return;
    }
    const off = saddrOff(l);
    // FLAT takes a 64-bit pair; GLOBAL a pair with saddr=off, else a 32-bit offset beside an
    // SGPR pair; SCRATCH one VGPR with saddr=off, else an SGPR and vaddr=off.
    if (seg === 'scratch' && !off) l.op('off');
    else l.vreg(o.field, seg === 'flat' || (seg === 'global' && off) ? 2 : 1);
  },
  saddr(l, o) {
    l.set(o.field);
    if (saddrOff(l)) { l.op('off'); return; }
    const count = l.def.segment === 'global' ? 2 : 1;
    const name = sregName(l.d.gen, l.f.saddr, count);
    if (name !== undefined) l.op(name);
    else l.bad(rawSreg(l.f.saddr, count), `saddr ${rawSreg(l.f.saddr, count)} is not a valid address register`);
  },
  srsrc(l, o) {
    const reg = l.f[o.field] * 4;
    const rsrc = sregName(l.d.gen, reg, 4);
    if (rsrc !== undefined) l.op(rsrc);
    else l.bad(rawSreg(reg, 4), `srsrc ${rawSreg(reg, 4)} is not a register quad`);
    l.set(o.field);
  },
  soffset(l, o) {
    const v = l.f[o.field];
    const name = ssrcName(l.d.gen, v);
    if (name !== undefined) l.op(l.clrx ? clrxSourceName(name) : name);
    else l.bad(`soffset:${v}`, `soffset code ${v} has no syntax`);
    l.set(o.field);
  },
  bufformat(l, o) {
    const t = (l.clrx ? clrxFormatText : formatText)(l.d.gen, l.f[o.field]);
    l.set(o.field);
    if (t) l.mod(t);
  },
  flag(l, o) {
    const name = flagName(l.d.gen, l.def.enc, o.field);
    if (!o.optional && !l.clrx) {
      // A modifier the instruction always carries (buffer_store_lds_dword's lds).
      l.set(o.field, 1).mod(name);
      return;
    }
    l.flag(o.field, name);
  },
  dsoff(l, o) {
    ruleCheck(l, l.def);
    // One 16-bit offset over OFFSET0 (low byte) and OFFSET1 (high byte), printed when nonzero.
    const v = l.f.offset0 | (l.f.offset1 << 8);
    l.set('offset0').set('offset1');
    // CLRX's DS syntax is offset:N for every row (its wiki has no swizzle(...) form).
    if (v) l.mod(`offset:${o.fmt === 'swizzle' && !l.clrx ? swizzleText(v) : v}`);
  },
  dsoff8(l, o) {
    ruleCheck(l, l.def);
    const v = l.f[o.field];
    l.set(o.field);
    if (v) l.mod(`${o.field}:${v}`);
  },
  offset(l, o) {
    // SMEM: printed by the SMEM offset operand ("sN offset:N"); CLRX's comes after the flags.
    if (l.def.enc === 'SMEM') { if (l.clrx && l.f.soe && l.f.imm) l.mod(`offset:${smemImm(l)}`); return; }
    const v = l.f[o.field];
    l.set(o.field);
    if (!v) return;
    if (l.def.enc !== 'FLAT') { l.mod(`offset:${v}`); return; }
    // The FLAT segment's offset is 12-bit unsigned; GLOBAL/SCRATCH take 13-bit signed.
    const seg = l.def.segment;
    if (seg === 'flat' && v > 4095) l.fail('FLAT-segment offset above 4095');
    l.mod(`${l.clrx ? 'inst_offset' : 'offset'}:${seg === 'flat' ? v : signExtend(v, 13)}`);
  },
};
