// What an instruction's meaning does on another generation, beyond its bytes: a new encoding, an
// operand whose kind (and so its unit) changes, operands and modifiers that come or go, fields
// that move. Everything is read from the tables (layouts and operand profiles); only what a kind's
// number counts is written here, for the kinds where it differs between generations.
import { GEN_INFO, type Gen } from '../isa/gens.js';
import { isaFor } from '../isa/index.js';
import type { Field, InstrDef, Layout, OperandKind, OperandSpec } from '../isa/types.js';

/** What the number of an immediate operand counts, where kinds of one field differ in it. */
const UNITS: Partial<Record<OperandKind, string>> = {
  smrdoff: 'dwords (an offset of 0x1 is 4 bytes)',
  smemoff: 'bytes',
};

const range = (f: Field): string => (f.width > 1 ? `bits ${f.lo + f.width - 1}:${f.lo}` : `bit ${f.lo}`);
const what = (s: OperandSpec): string => (s.mod ? `modifier ${s.kind === 'flag' ? s.field : `${s.field}:N`}` : `operand ${s.field}`);

/**
 * The operand specs of a row on a generation that its layout has a field for (a modifier whose
 * field the layout lacks, addr64 after GCN 1.1, does not exist there), and the operands paired
 * with those of another generation: modifiers by field, operands by position.
 */
function specsOn(def: InstrDef, gen: Gen, layout: Layout): OperandSpec[] {
  return def.specsByGen[gen].filter((s) => s.field === 'literal' || layout.byName[s.field] !== undefined || !s.mod);
}

function partner(x: OperandSpec, i: number, xs: readonly OperandSpec[], ys: readonly OperandSpec[]): OperandSpec | undefined {
  if (x.mod) return ys.find((y) => y.mod && y.field === x.field);
  const k = xs.filter((s) => !s.mod).indexOf(x);
  return ys.filter((s) => !s.mod)[k];
}

/** The changes of `mnemonic`'s meaning from generation `from` to `to` ([] when it is missing on either). */
export function meaningChanges(mnemonic: string, from: Gen, to: Gen): string[] {
  const a = isaFor(from).byName.get(mnemonic);
  const b = isaFor(to).byName.get(mnemonic);
  if (!a || !b || from === to) return [];
  const out: string[] = [];
  const la = a.enc.layout;
  const lb = b.enc.layout;
  const there = GEN_INFO[to].label;
  if (la.enc !== lb.enc || la.dwords !== lb.dwords) out.push(`encoding ${la.enc} (${32 * la.dwords}-bit) becomes ${lb.enc} (${32 * lb.dwords}-bit)`);
  const sa = specsOn(a.def, from, la);
  const sb = specsOn(b.def, to, lb);
  const paired = new Set<OperandSpec>();
  sa.forEach((x, i) => {
    const y = partner(x, i, sa, sb);
    if (!y) { out.push(`${what(x)} is not on ${there}`); return; }
    paired.add(y);
    if (x.kind !== y.kind && (UNITS[x.kind] || UNITS[y.kind])) out.push(`${what(x)} counts ${UNITS[x.kind] ?? x.kind} here, ${UNITS[y.kind] ?? y.kind} on ${there}: the same text means another address`);
    else if (x.kind !== y.kind) out.push(`${what(x)} is ${x.kind} here, ${y.kind} on ${there}`);
    if (x.field !== y.field) out.push(`field ${x.field} is called ${y.field} on ${there}`);
  });
  for (const y of sb) if (!paired.has(y)) out.push(`${what(y)} only on ${there}`);
  // Fields the instruction uses (its operands and opcode) that sit at other bits there.
  const used = new Set([...sa.map((s) => s.field), ...la.opFields.map((f) => f.name)]);
  for (const name of used) {
    const fa = la.byName[name];
    const fb = lb.byName[name];
    if (fa && fb && (fa.lo !== fb.lo || fa.width !== fb.width)) out.push(`${name} moves from ${range(fa)} to ${range(fb)} on ${there}`);
  }
  return out;
}
