// DPP_CTRL (the lane permutation) as llvm-mc 19 spells it, both ways, per family (gfx90a's
// row_newbcast, and its DP ALU rows that take nothing else: src/isa/dpp.ts).
import { DPP_NEWBCAST } from '../isa/dpp.js';
import { inFamilies, type Gen } from '../isa/gens.js';

/** row_newbcast:N is DPP_CTRL 0x150 + N (N 0-15). */
const NEWBCAST = 0x150;
const DP_ALU = 'DP ALU dpp only supports row_newbcast';

/** The spellings that take a number: name -> [first encoding, lowest value, highest value]. */
const RANGED: Readonly<Record<string, readonly [number, number, number]>> = {
  row_shl: [0x100, 1, 15], row_shr: [0x110, 1, 15], row_ror: [0x120, 1, 15],
  // wave_shl:1 is 0x130 and so on (the only value is 1).
  wave_shl: [0x12f, 1, 1], wave_rol: [0x133, 1, 1], wave_shr: [0x137, 1, 1], wave_ror: [0x13b, 1, 1],
};
const PLAIN: Readonly<Record<string, number>> = { row_mirror: 0x140, row_half_mirror: 0x141 };

/** Every name a DPP control is written with (quad_perm:[..], row_shl:N, row_mirror, ...). */
export const DPP_CTRL_NAMES: readonly string[] = ['quad_perm', 'row_bcast', 'row_newbcast', ...Object.keys(RANGED), ...Object.keys(PLAIN)];

/** The text of DPP_CTRL `v` on family `gen` for a row that is (`dpAlu`) or is not a DP ALU row. */
export function dppCtrlText(v: number, gen: Gen, dpAlu: boolean): string | undefined {
  if (inFamilies(DPP_NEWBCAST, gen) && v >= NEWBCAST && v <= NEWBCAST + 15) return `row_newbcast:${v - NEWBCAST}`;
  if (dpAlu) return undefined;
  return plainCtrlText(v);
}

function plainCtrlText(v: number): string | undefined {
  if (v <= 0xff) return `quad_perm:[${v & 3},${(v >> 2) & 3},${(v >> 4) & 3},${(v >> 6) & 3}]`;
  for (const [name, [base, lo, hi]] of Object.entries(RANGED)) {
    const n = v - base;
    if (n >= lo && n <= hi) return `${name}:${n}`;
  }
  for (const [name, code] of Object.entries(PLAIN)) if (v === code) return name;
  if (v === 0x142) return 'row_bcast:15';
  if (v === 0x143) return 'row_bcast:31';
  return undefined;
}

/** DPP_CTRL of name[:value] (quad_perm's value already packed), or a reason it is wrong. */
export function dppCtrlValue(name: string, value: number | undefined, gen: Gen, dpAlu: boolean): number | string {
  if (name === 'row_newbcast') {
    if (!inFamilies(DPP_NEWBCAST, gen)) return 'row_newbcast needs gfx90a or later';
    return value !== undefined && value >= 0 && value <= 15 ? NEWBCAST + value : 'invalid row_newbcast value';
  }
  if (dpAlu && (name in PLAIN || name in RANGED || name === 'quad_perm' || name === 'row_bcast')) return DP_ALU;
  if (name in PLAIN) return value === undefined ? PLAIN[name] : `${name} takes no value`;
  if (value === undefined) return `${name} needs a value`;
  if (name === 'quad_perm') return value;
  if (name === 'row_bcast') return value === 15 ? 0x142 : value === 31 ? 0x143 : 'row_bcast takes 15 or 31';
  const r = RANGED[name];
  if (!r) return `unknown DPP control '${name}'`;
  return value >= r[1] && value <= r[2] ? r[0] + value : `${name} takes ${r[1]}..${r[2]}`;
}
