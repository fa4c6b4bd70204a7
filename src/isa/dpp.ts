// DPP forms of VOP1/VOP2 instructions, derived by rule from their rows: the same opcode, the
// source VGPR and its modifiers in the DPP dword, and the permutation, masks and bound_ctrl as
// modifiers. Only the rows marked dpp:.. (where llvm-mc 19 has <name>_dpp) get one.
import { makeDerivedTable, type LayoutSpec, type Row } from './table.js';
import { spec } from './operand-spec.js';
import { GENS, families, inFamilies, onFamily, type Gen } from './gens.js';
import { opcodeOn } from './opcodes.js';
import type { EncName, EncodingTable, OperandSpec, VType } from './types.js';
import { variantException } from './variant-exceptions.js';

const isFloat = (t: VType): boolean => t === 'f32' || t === 'f16' || t === 'f64';

/**
 * The families with gfx90a's DPP (LLVM FeatureGFX90AInsts, FeatureDPALU_DPP): the control
 * row_newbcast:N (DPP_CTRL 0x150 + N: lane N of each row to the whole row), and DPP forms of the
 * VOP1/VOP2 rows with a 64-bit operand ("DP ALU DPP"), whose only control is row_newbcast
 * (llvm-mc 19 -mcpu=gfx90a: `v_ceil_f64_dpp v[0:1], v[2:3] row_newbcast:1` is fa 30 00 7e 02 51 01 ff;
 * with quad_perm: "DP ALU dpp only supports row_newbcast").
 */
export const DPP_NEWBCAST = families('gfx90a');

/** Whether a row (or its DPP form) is a DP ALU row: a 64-bit destination or source. */
export const dpAlu = (d: { readonly operands: readonly OperandSpec[] }): boolean =>
  d.operands.some((o) => o.regs === 2 && (o.kind === 'vreg' || o.kind === 'vsrc' || o.kind === 'dppsrc'));

/**
 * `clrx`: every row of `base` gets a DPP form, only CLRX's (VOPC: clrxasm's `v_cmp_class_f32 vcc,
 * v78, v201 row_half_mirror` is 7c2192fa ff01414e, GCNAsmOpc12.cpp:882; llvm-mc 19 has none).
 */
export function deriveDpp(name: EncName, base: EncodingTable, specs: Partial<Record<Gen, LayoutSpec>>, clrx = false): EncodingTable {
  const rows: Row[] = [];
  for (const d of base.instrs) {
    const wide = !clrx && !d.clrxOnly && dpAlu(d);
    if (!d.dpp && !wide && !clrx) continue;
    // CLRX's DPP forms take 32-bit sources only: clrxasm refuses `v_cmp_lt_f64 vcc, v[4:5], v[16:17]
    // bank_mask:4 row_mask:2` ("DPP encoding is illegal for this instruction", GCNAsmOpc12.cpp:554).
    if (clrx && d.operands.some((o) => (o.kind === 'vsrc' || o.field === 'vsrc1') && o.regs > 1)) continue;
    // The base row's opcode on each family where it has a DPP form (a family with a DPP layout).
    const opcodes: Partial<Record<Gen, number>> = {};
    for (const g of GENS) {
      if (onFamily(specs, g) && (clrx || onFamily(d.dpp ?? {}, g) || (wide && inFamilies(DPP_NEWBCAST, g)))) opcodes[g] = opcodeOn(d, g);
    }
    if (!Object.values(opcodes).some((k) => k >= 0)) continue;
    const src = d.operands.find((o) => o.kind === 'vsrc');
    // The sources' types: the profile's (VSRC1 of SRC0's), or the exception list's. An integer
    // source of a row with a float one takes sext(...) (LLVM: IntVRegInputMods; signed: true);
    // integer sources of an integer row take no modifier.
    const ex = variantException(d.name);
    const vtype = ex.src0 ?? src?.vtype ?? 'b32';
    const t1 = ex.src1 ?? vtype;
    const src1 = { vtype: t1, ...(!isFloat(t1) && isFloat(vtype) ? { signed: true } : {}) };
    const operands: OperandSpec[] = d.operands.map((o) =>
      o.kind === 'vsrc' ? spec('dppsrc', 'dsrc0', { vtype, regs: o.regs })
        : o.field === 'vsrc1' ? spec('dppsrc', 'vsrc1', { ...src1, regs: o.regs })
          : o);
    operands.push(spec('dppctrl', 'dpp_ctrl', { mod: true }), spec('dppmask', 'row_mask', { mod: true }),
      spec('dppmask', 'bank_mask', { mod: true }), spec('boundctrl', 'bound_ctrl', { mod: true }));
    rows.push({
      name: d.name + '_dpp', enc: name, kind: d.kind, type: 'none', atomicBits: 0, sbase: 0, segment: 'flat',
      opcodes, operands,
      ...(d.requires ? { requires: d.requires } : {}), ...(clrx || d.clrxOnly ? { clrxOnly: true } : {}),
    });
  }
  return makeDerivedTable(name, specs, rows);
}
