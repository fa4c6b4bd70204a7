// DPP forms of VOP1/VOP2 instructions, derived by rule from their rows: the same opcode, the
// source VGPR and its modifiers in the DPP dword, and the permutation, masks and bound_ctrl as
// modifiers. Only the rows marked dpp:.. (where llvm-mc 19 has <name>_dpp) get one.
import { makeDerivedTable, type LayoutSpec, type Row } from './table.js';
import { spec } from './operand-spec.js';
import { GENS, onFamily, type Gen } from './gens.js';
import { opcodeOn } from './opcodes.js';
import type { EncName, EncodingTable, OperandSpec } from './types.js';

export function deriveDpp(name: EncName, base: EncodingTable, specs: Partial<Record<Gen, LayoutSpec>>): EncodingTable {
  const rows: Row[] = [];
  for (const d of base.instrs) {
    if (!d.dpp) continue;
    // The base row's opcode on each family where it has a DPP form (a family with a DPP layout).
    const opcodes: Partial<Record<Gen, number>> = {};
    for (const g of GENS) if (onFamily(specs, g) && onFamily(d.dpp, g)) opcodes[g] = opcodeOn(d, g);
    if (!Object.values(opcodes).some((k) => k >= 0)) continue;
    const src = d.operands.find((o) => o.kind === 'vsrc');
    // v_cndmask_b32 takes float modifiers on both sources (llvm-mc); v_ldexp_f16's exponent is an
    // i16, whose DPP modifier is sext(...) (signed: true).
    const vtype = d.name === 'v_cndmask_b32' ? 'f32' : src?.vtype ?? 'b32';
    const src1 = d.name === 'v_ldexp_f16' ? { vtype: 'i16' as const, signed: true } : { vtype };
    const operands: OperandSpec[] = d.operands.map((o) =>
      o.kind === 'vsrc' ? spec('dppsrc', 'dsrc0', { vtype, regs: o.regs })
        : o.field === 'vsrc1' ? spec('dppsrc', 'vsrc1', { ...src1, regs: o.regs })
          : o);
    operands.push(spec('dppctrl', 'dpp_ctrl', { mod: true }), spec('dppmask', 'row_mask', { mod: true }),
      spec('dppmask', 'bank_mask', { mod: true }), spec('boundctrl', 'bound_ctrl', { mod: true }));
    rows.push({
      name: d.name + '_dpp', enc: name, kind: d.kind, type: 'none', atomicBits: 0, sbase: 0, segment: 'flat',
      opcodes, operands,
      ...(d.requires ? { requires: d.requires } : {}),
    });
  }
  return makeDerivedTable(name, specs, rows);
}
