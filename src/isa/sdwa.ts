// SDWA (sub-dword addressing) forms of VOP1/VOP2/VOPC on GCN 1.2/1.4, derived by rule from their
// rows: the same opcode with SRC0 = 0xf9, the real source 0 and the selects/modifiers in a second
// dword. Only rows marked sdwa:.. (where llvm-mc 19 has <name>_sdwa) get one, on each generation
// where the mark says so.
//
// The second dword (LLVM VOPInstructions.td VOP_SDWAe / VOP_SDWA9Ae / VOP_SDWA9Be; AMD GCN3 and
// Vega ISA manuals, "SDWA"), bits 32-63:
//   GCN 1.2: SRC0 32-39 (a VGPR) | DST_SEL 40-42 | DST_UNUSED 43-44 | CLAMP 45 | SRC0_SEL 48-50 |
//            SRC0_SEXT 51 | SRC0_NEG 52 | SRC0_ABS 53 | SRC1_SEL 56-58 | SRC1_SEXT 59 |
//            SRC1_NEG 60 | SRC1_ABS 61; 46-47, 54-55 and 62-63 unused (must be 0).
//   GCN 1.4 adds OMOD 46-47 and the S0 (55) / S1 (63) bits: source 0 / source 1 is a scalar source
//   (SGPR or inline constant) rather than a VGPR. Its VOPC form ("SDWAB") has SDST 40-46 and
//   SD 47 (1: the compare writes SDST, 0: VCC) in place of DST_SEL/DST_UNUSED/CLAMP/OMOD.
//   GCN 1.2 VOPC has no destination select: llvm-mc leaves bits 40-44 zero.
import { makeDerivedTable, type LayoutSpec, type Row } from './table.js';
import { spec } from './operand-spec.js';
import { GENS, columnValue, onFamily, type Gen } from './gens.js';
import { opcodeOn } from './opcodes.js';
import type { EncName, EncodingTable, InstrDef, OperandSpec, VType } from './types.js';
import { implicitOf } from './implicit.js';
import { variantException } from './variant-exceptions.js';
import { E64_MODS } from './vop3-rows.js';

const VI_SRC = ' | sdwa_src0 32-39';
const SELS = ' | src0_sel 48-50 | src0_sext 51 | src0_neg 52 | src0_abs 53';
const SELS1 = ' | src1_sel 56-58 | src1_sext 59 | src1_neg 60 | src1_abs 61';
const VI_DWORD = VI_SRC + ' | dst_sel 40-42 | dst_unused 43-44 | clamp 45 | - 46-47' + SELS + ' | - 54-55' + SELS1 + ' | - 62-63';
const GFX9_DWORD = VI_SRC + ' | dst_sel 40-42 | dst_unused 43-44 | clamp 45 | omod 46-47' + SELS + ' | - 54 | src0_sgpr 55' + SELS1 + ' | - 62 | src1_sgpr 63';
const GFX9_VOPC_DWORD = VI_SRC + ' | sdst 40-46 | sd 47' + SELS + ' | - 54 | src0_sgpr 55' + SELS1 + ' | - 62 | src1_sgpr 63';

/** The SDWA layouts of a 32-bit encoding (its first-dword layout, SRC0 fixed to 0xf9). */
export function sdwaLayouts(bits32: string, vopc: boolean): Partial<Record<Gen, LayoutSpec>> {
  const w0 = bits32.replace('src0 0-8', 'src0 0-8 =0xf9');
  return {
    'gcn1.2': { dwords: 2, opFields: 'op', bits: w0 + VI_DWORD },
    'gcn1.4': { dwords: 2, opFields: 'op', bits: w0 + (vopc ? GFX9_VOPC_DWORD : GFX9_DWORD) },
  };
}

/**
 * Whether the row's SDWA form on `gen` takes omod: where its VOP3 form does (E64_MODS 'O', the
 * modifiers llvm-mc 19 takes per family column), unless the exception list says its result is
 * an integer (LLVM gives VOP3 omod for float sources, SDWA omod for a float result only).
 */
function sdwaOmod(enc: EncName, d: InstrDef, gen: Gen): boolean {
  const column = E64_MODS[`${enc} ${d.name}`]?.split(' ') ?? [];
  return column.length > 0 && columnValue(column, gen).includes('O') && !variantException(d.name).noSdwaOmod;
}

/**
 * The SDWA row of `d` on the families `fams` (their SDWA dword GCN 1.4's when `gfx9`). Operand and modifier
 * rules probed with llvm-mc 19 (see ERRATA.md, SDWA):
 *  - source modifiers follow the source type: -/|..| for f32/f16, sext() otherwise (types from the
 *    profile, or src/isa/variant-exceptions.ts: v_cndmask_b32, v_ldexp_f16, v_cmp*_class_*);
 *  - clamp on every VOP1/VOP2 form and on GCN 1.2 VOPC (GCN 1.4's VOPC has no clamp bit);
 *  - mul:2/mul:4/div:2 (GCN 1.4) on instructions with a float result: where the VOP3 form takes
 *    omod, but the float-to-integer conversions the exception list names;
 *  - GCN 1.4 takes SGPRs and inline constants in either source, never a literal;
 *  - a tied destination (v_mac_f16/f32, GCN 1.2 only) is written whole: dst_sel is DWORD and cannot be written.
 */
function sdwaRow(enc: EncName, d: InstrDef, fams: readonly Gen[], gfx9: boolean): Row {
  const src0 = d.operands.find((o) => o.field === 'src0');
  // The sources' types: the profile's (VSRC1 of SRC0's), or the exception list's.
  const ex = variantException(d.name);
  const t0: VType = ex.src0 ?? src0?.vtype ?? 'b32';
  const t1: VType = ex.src1 ?? t0;
  const src = gfx9 ? 'any' as const : 'vgpr' as const;
  const operands: OperandSpec[] = [];
  for (const o of d.operands) {
    if (o.field === 'src0') operands.push(spec('sdwasrc', 'sdwa_src0', { vtype: t0, src, literal: false, ...(ex.sdwaSrcSelOnly ? { noMods: true as const } : {}) }));
    else if (o.field === 'vsrc1') operands.push(spec('sdwasrc', 'vsrc1', { vtype: t1, src, literal: false }));
    else if (o.kind === 'vcc' && d.enc === 'VOPC' && gfx9) operands.push(spec('sdwasdst', 'sdst', { regs: 2 }));
    else operands.push(o);
  }
  const mod = (kind: OperandSpec['kind'], field: string, more: Partial<OperandSpec> = {}): void => { operands.push(spec(kind, field, { mod: true, ...more })); };
  if (ex.sdwaSrcSelOnly) {
    // DST_SEL holds DWORD (6), written by the mnemonic, not the text.
    operands.push(spec('fixed', 'dst_sel', { mod: true, value: 6 }));
  } else {
    if (!(d.enc === 'VOPC' && gfx9)) mod('flag', 'clamp', { optional: true });
    // CLRX reads and writes OMOD on every GCN 1.4 VOP1/VOP2 SDWA form (clrxdisasm: `v_cndmask_b32 v154,
    // v61, v107, vcc mul:2 dst_sel:byte0 ...`, GCNDisasmOpc14.cpp), llvm-mc on float results only.
    if (gfx9 && d.enc !== 'VOPC') mod('omod', 'omod', sdwaOmod(d.enc, d, fams[0]) ? {} : { clrx: true });
  }
  if (d.enc !== 'VOPC' && !ex.sdwaSrcSelOnly) {
    // A tied destination (v_mac_*: the addend) is written whole: dst_sel is DWORD, not written.
    mod('sdwasel', 'dst_sel', { optional: implicitOf(d).tiedDst !== false });
    mod('sdwaunused', 'dst_unused');
  } else if (!gfx9) {
    // GCN 1.2 VOPC has the DST_SEL/DST_UNUSED bits, which CLRX reads and writes (clrxasm:
    // `v_cmp_class_f32 vcc, v78, v201 dst_sel:w0 dst_un:preserve` is 7c2192f9 0606144e, GCNAsmOpc12.cpp).
    mod('sdwasel', 'dst_sel', { clrx: true });
    mod('sdwaunused', 'dst_unused', { clrx: true });
  }
  mod('sdwasel', 'src0_sel');
  if (d.enc !== 'VOP1') mod('sdwasel', 'src1_sel');
  // Every family's cell: the row's opcode on `fams`, absent elsewhere (a child family of one of
  // them with another form has its own row).
  const opcodes = Object.fromEntries(GENS.map((g) => [g, fams.includes(g) ? opcodeOn(d, g) : -1]));
  return {
    name: d.name + '_sdwa', enc, kind: d.kind, type: 'none', atomicBits: 0, sbase: 0, segment: 'flat',
    opcodes, operands,
    ...(d.requires ? { requires: d.requires } : {}),
    // llvm-mc 19 prints GCN 1.2's VOPC SDWA forms without the suffix (v_cmp_eq_f32 vcc, v1, v2 src0_sel:...).
    ...(d.enc === 'VOPC' && !gfx9 ? { printNames: Object.fromEntries(fams.map((g) => [g, d.name])) } : {}),
  };
}

/** The SDWA table of a VOP1/VOP2/VOPC table (its layouts: sdwaLayouts): one row per instruction and generation that has the form. */
export function deriveSdwa(name: EncName, base: EncodingTable, specs: Partial<Record<Gen, LayoutSpec>>): EncodingTable {
  const rows: Row[] = [];
  for (const d of base.instrs) {
    if (!d.sdwa) continue;
    // One row per opcode and SDWA dword form (GCN 1.4's has the SGPR-source bits).
    const groups = new Map<string, Gen[]>();
    for (const g of GENS) {
      const op = opcodeOn(d, g), lay = onFamily(specs, g);
      if (!lay || !onFamily(d.sdwa, g) || op < 0) continue;
      const k = `${op} ${lay.bits.includes('src0_sgpr')}`;
      const list = groups.get(k);
      if (list) list.push(g); else groups.set(k, [g]);
    }
    for (const [k, fams] of groups) rows.push(sdwaRow(name, d, fams, k.endsWith('true')));
  }
  return makeDerivedTable(name, specs, rows);
}
