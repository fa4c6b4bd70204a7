// VOP3 (the 64-bit vector ALU encoding) on GCN 1.0/1.1/1.2/1.4. Two layouts share the marker
// and split the opcode space by instruction: VOP3a (neg/abs per source, clamp, omod; GCN 1.4 op_sel)
// and VOP3b (an SGPR-pair destination SDST in bits 8-14 instead of abs/op_sel: the carry-out
// adds, v_div_scale_*, v_mad_u64_u32/v_mad_i64_i32). Each row belongs to one of the two tables;
// the decoder picks the layout by opcode (src/isa/index.ts).
// Rows: the e64 forms of every VOP1/VOP2/VOPC row, derived by rule (opcode: VOPC op; VOP2 op +
// 0x100; VOP1 op + 0x180 on GCN 1.0/1.1, + 0x140 on GCN 1.2/1.4), with the modifiers llvm-mc
// accepts per GPU (E64_MODS), and the VOP3-only rows, both generated from llvm-mc 19 probes
// (npm run harvest: scripts/harvest-valu.ts -> vop3-rows.ts).
import { forGens, lazyTable, makeDerivedTable, makeLayouts, profileRows, type LayoutSpec, type Row } from './table.js';
import { opcodeOn } from './opcodes.js';
import { spec } from './operand-spec.js';
import { COLUMN_GENS, GENS, onFamily, type Gen } from './gens.js';
import type { EncodingTable, InstrDef, OperandSpec } from './types.js';
import { VOP1, VOP2, VOPC } from './valu.js';
import { VINTRP } from './vintrp.js';
import { E64_MODS, VOP3_ONLY_ROWS } from './vop3-rows.js';
import { CLRX_E64_MODS, CLRX_VOP3_ROWS } from './clrx-rows.js';
import { CDNA_VOP3_ROWS } from './cdna-valu.js';

const SI_CI = ['gcn1.0', 'gcn1.1'] as const;

/** OP_SEL as CLRX has it on every GCN 1.4 VOP3a row (e64Rows). */
const CLRX_OPSEL = spec('opsel', 'op_sel', { clrx: true });

const HI = ' | src0 32-40 | src1 41-49 | src2 50-58 | omod 59-60 | neg0 61 | neg1 62 | neg2 63';
const ENC = ' | enc 26-31 =0b110100';
// The opcode grows from 9 bits (17-25) to 10 (16-25) on GCN 1.2, taking CLAMP's bit; CLAMP moves to 15.
const A_SI = 'vdst 0-7 | abs0 8 | abs1 9 | abs2 10 | clamp 11 | - 12-16 | op 17-25' + ENC + HI;
const A_VI = 'vdst 0-7 | abs0 8 | abs1 9 | abs2 10 | - 11-14 | clamp 15 | op 16-25' + ENC + HI;
const A_GFX9 = 'vdst 0-7 | abs0 8 | abs1 9 | abs2 10 | op_sel 11-14 | clamp 15 | op 16-25' + ENC + HI;
const B_SI = 'vdst 0-7 | sdst 8-14 | - 15-16 | op 17-25' + ENC + HI;
const B_VI = 'vdst 0-7 | sdst 8-14 | clamp 15 | op 16-25' + ENC + HI;
const lay = (bits: string): LayoutSpec => ({ dwords: 2, opFields: 'op', bits });
const A_SPECS: Partial<Record<Gen, LayoutSpec>> = { ...forGens(SI_CI, lay(A_SI)), 'gcn1.2': lay(A_VI), 'gcn1.4': lay(A_GFX9) };
const B_SPECS: Partial<Record<Gen, LayoutSpec>> = { ...forGens(SI_CI, lay(B_SI)), 'gcn1.2': lay(B_VI), 'gcn1.4': lay(B_VI) };

/** VOP3 opcode of a 32-bit encoding's opcode: what it adds, per family (inherited like opcodes). */
const E64_BASE: Readonly<Record<string, Readonly<Partial<Record<Gen, number>>>>> = {
  VOPC: { 'gcn1.0': 0, 'gcn1.2': 0, 'gcn1.4': 0 }, VOP2: { 'gcn1.0': 0x100, 'gcn1.2': 0x100, 'gcn1.4': 0x100 },
  VOP1: { 'gcn1.0': 0x180, 'gcn1.2': 0x140, 'gcn1.4': 0x140 }, VINTRP: { 'gcn1.0': 0, 'gcn1.2': 0x270, 'gcn1.4': 0x270 },
};

/** The modifier specs and per-source neg/abs of an E64_MODS code (CON01A01, CN0A0, none), made once per code. */
const MODS = new Map<string, { mods: OperandSpec[]; neg: Set<number>; abs: Set<number> }>();
function modsOf(code: string): { mods: OperandSpec[]; neg: Set<number>; abs: Set<number> } {
  let m = MODS.get(code);
  if (!m) MODS.set(code, (m = parseMods(code)));
  return m;
}

function parseMods(code: string): { mods: OperandSpec[]; neg: Set<number>; abs: Set<number> } {
  const neg = new Set<number>(), abs = new Set<number>();
  for (const m of code.matchAll(/([NA])(\d+)/g)) for (const k of m[2]) (m[1] === 'N' ? neg : abs).add(Number(k));
  const mods: OperandSpec[] = [];
  if (/[SD]/.test(code)) mods.push(spec('opsel', 'op_sel'));
  // CLRX writes and reads CLAMP and OMOD on every VOP3 form (GCNDisasmOpc11.cpp:
  // `v_cmp_f_f32 s[42:43], abs(v50), abs(v107) mul:2 clamp`), where llvm-mc 19 has none.
  mods.push(spec('flag', 'clamp', { optional: true, ...(code.includes('C') ? {} : { clrx: true }) }));
  mods.push(spec('omod', 'omod', code.includes('O') ? {} : { clrx: true }));
  return { mods, neg, abs };
}

/**
 * The e64 operands of a 32-bit row: VOPC's implicit VCC becomes an SGPR-pair destination, a
 * carry-out VCC the VOP3b SDST, a carry-in (or v_cndmask's condition) VCC the SGPR pair in SRC2;
 * VSRC1 becomes a full 9-bit source of SRC0's type (32-bit where VSRC1 is one VGPR and SRC0 two).
 */
function e64Operands(d: InstrDef, code: string): { ops: OperandSpec[]; b: boolean } {
  const { mods, neg, abs } = modsOf(code);
  const ops: OperandSpec[] = [];
  let b = false, sawSrc = false;
  const src0 = d.operands.find((o) => o.field === 'src0');
  for (const o of d.operands) {
    if (o.kind === 'vcc') {
      if (d.enc === 'VOPC') ops.push(spec('sreg', 'vdst', { regs: 2 }));
      else if (!sawSrc) { ops.push(spec('sreg', 'sdst', { regs: 2 })); b = true; }
      else ops.push(spec('sreg', 'src2', { regs: 2 }));
      continue;
    }
    // VINTRP: the VGPR (or p10/p20/p0) goes to SRC1, the attribute to SRC0 (attr | chan << 6).
    if (d.enc === 'VINTRP') {
      sawSrc = true;
      // CLRX reads and writes high (SRC0 bit 8) on every VOP3 interpolation (`v_interp_p1_f32 v42,
      // v16, attr39.z high` is d270002a 000221a7, GCNAsmOpc12.cpp:1171); llvm-mc 19 has it on the
      // f16 ones only ("invalid operand for instruction" on v_interp_p1_f32_e64).
      if (o.kind === 'attr') ops.push({ ...o, field: 'src0' }, spec('high', 'src0', { clrx: true }));
      else if (o.kind === 'param') ops.push({ ...o, field: 'src1' });
      else if (o.field === 'vsrc') ops.push(spec('vsrc', 'src1', { src: 'vgpr', vtype: 'f32', neg: neg.has(0), abs: abs.has(0) }));
      else ops.push(o);
      continue;
    }
    if (o.field === 'src0' || o.field === 'vsrc1') {
      sawSrc = true;
      const k = o.field === 'src0' ? 0 : 1;
      // SRC1 of SRC0's type, but a 32-bit integer where SRC0 is 64-bit (v_cmp_class_f64's mask).
      const base = o.field === 'src0' ? o : { ...src0!, regs: o.regs, vtype: o.regs === src0!.regs ? src0!.vtype : 'b32' as const };
      ops.push({ ...base, field: `src${k}`, neg: neg.has(k), abs: abs.has(k) });
      continue;
    }
    ops.push(o);
  }
  return { ops: [...ops, ...mods], b };
}

/** The e64 rows of a VOP1/VOP2/VOPC table: one per group of generations with the same modifiers. */
function deriveE64(base: EncodingTable, a: Row[], b: Row[]): void {
  for (const d of base.instrs) {
    // llvm-mc has no e64 form of v_readfirstlane_b32, v_madmk/madak, v_swap_b32, SI/CI v_readlane/writelane.
    if (d.printName === undefined && d.operands.length && d.enc !== 'VINTRP') continue;
    // E64_MODS has a code per column family (a family without a column inherits its parent's).
    const key = `${base.name} ${d.name}`;
    const column = (E64_MODS[key] ?? CLRX_E64_MODS[key] ?? '').split(' ');
    const codes: Partial<Record<Gen, string>> = Object.fromEntries(COLUMN_GENS.map((g, i) => [g, column[i] ?? '-']));
    const groups = new Map<string, Gen[]>();
    for (const g of GENS) {
      const code = onFamily(codes, g) ?? '-';
      if (opcodeOn(d, g) < 0 || code === '-') continue;
      const list = groups.get(code);
      if (list) list.push(g); else groups.set(code, [g]);
    }
    for (const [code, fams] of groups) {
      const { ops, b: isB } = e64Operands(d, code);
      const opcodes = Object.fromEntries(GENS.map((g) => [g, fams.includes(g) ? opcodeOn(d, g) + onFamily(E64_BASE[base.name], g)! : -1]));
      // llvm-mc 19 prints v_nop_e64 and v_clrexcp_e64 without the suffix, text that reassembles
      // as VOP1; gcnkit keeps the suffix (ERRATA).
      const row: Row = {
        name: d.name + '_e64', enc: 'VOP3', kind: d.kind, type: 'none', atomicBits: 0, sbase: 0, segment: 'flat', opcodes, operands: ops,
        ...(d.requires ? { requires: d.requires } : {}), ...(d.clrxOnly ? { clrxOnly: true } : {}),
      };
      (isB ? b : a).push(row);
    }
  }
}

/** The VOP3a and VOP3b rows, derived once when either table is first used. */
let derived: { a: Row[]; b: Row[] } | undefined;
function e64Rows(): { a: Row[]; b: Row[] } {
  if (derived) return derived;
  const rowsA: Row[] = [], rowsB: Row[] = [];
  for (const t of [VOP1, VOP2, VOPC, VINTRP]) deriveE64(t, rowsA, rowsB);
  // VOP3-only rows (LLVM's, then the CLRX-only ones); those with an SDST are VOP3b.
  const only = (VOP3_ONLY_ROWS + CDNA_VOP3_ROWS + CLRX_VOP3_ROWS).split('\n');
  rowsA.push(...profileRows('VOP3', makeLayouts('VOP3', A_SPECS), only.filter((l) => !l.includes('sdst:')).join('\n')));
  rowsB.push(...profileRows('VOP3', makeLayouts('VOP3', B_SPECS), only.filter((l) => l.includes('sdst:')).join('\n')));
  // CLRX writes and reads OP_SEL on every GCN 1.4 VOP3a word (GCNDisasmOpc14.cpp: d1014837 0002b41b
  // is `v_add_f32 v55, s27, v90 op_sel:[1,0,1]`), where llvm-mc 19 has it on the 16-bit rows only;
  // the other layouts have no OP_SEL field, so the spec does not exist there.
  const a = rowsA.map((r) => (r.operands.some((o) => o.kind === 'opsel') ? r : { ...r, operands: [...r.operands, CLRX_OPSEL] }));
  return (derived = { a, b: rowsB });
}

/**
 * llvm-mc 19 reads v_mul_lo_i32 on GCN 1.2/1.4 as v_mul_lo_u32 (the same opcode there; a separate
 * one on GCN 1.0/1.1), and disassembles it as v_mul_lo_u32.
 */
export const VOP3 = lazyTable('VOP3', () => ({ ...makeDerivedTable('VOP3', A_SPECS, e64Rows().a), aliases: { v_mul_lo_i32: 'v_mul_lo_u32' } }));

/**
 * VOP3-only instructions llvm-mc does not read with an _e64 suffix (the others it reads with or
 * without): VOP2 instructions in LLVM's model, encoded as VOP3 on GCN 1.2/1.4, which read _e32.
 */
export const NO_E64_SUFFIX: ReadonlySet<string> = new Set(['v_readlane_b32', 'v_writelane_b32']);
/** The VOP3b rows: the same encoding name and marker, their own layout. */
export const VOP3B = lazyTable('VOP3', () => makeDerivedTable('VOP3', B_SPECS, e64Rows().b));
