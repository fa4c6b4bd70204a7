// The generic encoder: every instruction reads its operands and modifiers by its operand
// profile. The readers of each kind live in read-scalar.ts, read-valu.ts and read-memory.ts; this
// file sorts a line's items onto the profile (modifiers, conditional and CLRX-only operands,
// omitted optional operands) and checks the cross-operand rules.
import { GEN_INFO, GENS, inFamilies, namedFamilies, type Gen } from '../isa/gens.js';
import { isaFor } from '../isa/index.js';
import { gwsEvenData, memoryRule } from '../syntax/mem-rules.js';
import { DEFAULT_FORMAT } from '../isa/buffer-formats.js';
import { MEMORY_OMITTED, MEMORY_READ } from './read-memory.js';
import { EXPORT_READ } from './read-export.js';
import type { InstrDef, OperandKind, OperandSpec } from '../isa/types.js';
import type { Item } from '../syntax/operands.js';
import { Ctx } from './context.js';
import { AsmError } from './errors.js';
import { constantBusProblem, ldsDirectProblem } from '../syntax/valu-rules.js';
import { SCALAR_READ, waitcnt, what, type Reader } from './read-scalar.js';
import { VALU_READ } from './read-valu.js';
import { IMAGE_READ } from './read-image.js';
import { PACKED_READ, packedOmitted } from './read-packed.js';
import { MAI_READ } from './read-mai.js';
import { SDWA_DEFAULT, SDWA_READ } from './read-sdwa.js';
import { sdwaBusProblem } from '../syntax/sdwa.js';
import { CLRX_DEFAULTS, CLRX_DPP_CTRL_DEFAULT, clrxOptionalFlag } from '../syntax/clrx.js';

export const READERS = { ...SCALAR_READ, ...VALU_READ, ...MEMORY_READ, ...IMAGE_READ, ...EXPORT_READ, ...PACKED_READ, ...SDWA_READ, ...MAI_READ } as Readonly<Record<OperandKind, Reader>>;

/** Read last: a FLAT address's width depends on SADDR, which is written after it. */
const LATE: ReadonlySet<OperandKind> = new Set(['flataddr']);

/** Modifiers an encoding rejects with a reason of its own. */
function rejected(c: Ctx, name: string): string | undefined {
  const def = c.def;
  if (def.enc === 'SMRD' && name === 'glc') return 'cache policy is not supported for SMRD instructions (glc)';
  if (def.enc === 'SMEM' && name === 'glc') return `${def.name} does not take glc`;
  if (name === 'nv') return 'nv has no llvm-mc syntax (write the word with .long)';
  return undefined;
}

/**
 * A modifier only CLRX writes (SMEM/FLAT nv on GCN 1.4, FLAT tfe on GCN 1.1/1.2): read under
 * --syntax clrx, where the canonical text of the word is then its .long line; an error with the
 * way out under --syntax llvm.
 */
function clrxModifier(c: Ctx, o: OperandSpec, it: Item): void {
  const def = c.def;
  const why = o.field === 'nv' ? 'nv has no llvm-mc syntax (write the word with .long)' : `${o.field === 'tfe' ? 'tfe' : `'${it.text}'`} on ${def.name} has no llvm-mc syntax`;
  if (c.syntax !== 'clrx') throw new AsmError(`${why}; CLRX reads it: --syntax clrx`, it.col);
  if (o.kind === 'flag') c.fields[o.field] = 1;
  else READERS[o.kind](c, o, it);
  c.noExactText = true;
}

/** Generations of `c`'s encoding whose layout has `field` ("GCN 1.0/1.1"). */
function gensWithField(c: Ctx, field: string): string {
  const table = isaFor(c.gen).encodings.find((e) => e.layout === c.layout)!.table;
  return namedFamilies(GENS.filter((g) => table.layouts[g]?.byName[field])).map((g) => GEN_INFO[g].label.replace('GCN ', '')).join('/');
}

/** A profile sorted for one layout (generation): what the parser asks of it on every line. */
export interface Plan {
  readonly specs: readonly OperandSpec[];
  readonly mods: readonly OperandSpec[];
  /** Operands (not modifiers), in order. */
  readonly operands: readonly OperandSpec[];
  readonly conditional: boolean;
  readonly waitcnt: boolean;
  /** Operands written for each lds/glc combination (index lds + 2*glc), made on first use. */
  readonly byFlags: (readonly OperandSpec[] | undefined)[];
}
/** Plans per instruction, per family. */
const PLANS = new WeakMap<InstrDef, Partial<Record<Gen, Plan>>>();

export function planOf(def: InstrDef, gen: Gen): Plan {
  let byGen = PLANS.get(def);
  if (!byGen) PLANS.set(def, (byGen = {}));
  let p = byGen[gen];
  if (!p) {
    // Operands whose field this family lacks do not exist; modifiers stay, to say where they do.
    const specs = def.specsByGen[gen];
    const operands = specs.filter((o) => !o.mod);
    p = {
      specs, mods: specs.filter((o) => o.mod), operands,
      conditional: operands.some((o) => o.when !== 'always'),
      waitcnt: specs.length === 1 && specs[0].kind === 'waitcnt',
      byFlags: [],
    };
    byGen[gen] = p;
  }
  return p;
}

/** Modifiers read by another modifier's spec: MTBUF's legacy dfmt:/nfmt: set parts of FORMAT. */
const MOD_FIELD: Readonly<Record<string, string>> = { dfmt: 'format', nfmt: 'format' };

export function readModifiers(c: Ctx, plan: Plan): void {
  const mods = plan.mods;
  // MTBUF's FORMAT defaults to 1 (BUF_DATA_FORMAT_8, BUF_NUM_FORMAT_UNORM), which llvm-mc leaves unwritten.
  for (const o of mods) if (o.kind === 'bufformat') c.fields[o.field] = DEFAULT_FORMAT;
  // CLRX's defaults where they differ from llvm-mc's (MIMG dmask 1, SDWA dst_unused UNUSED_PAD).
  const clrx = c.syntax === 'clrx' ? CLRX_DEFAULTS : undefined;
  if (clrx) for (const o of mods) if (clrx[o.kind] !== undefined) c.fields[o.field] = clrx[o.kind]!;
  // Bits the mnemonic implies (v_accvgpr_*'s op_sel_hi default).
  for (const o of mods) if (o.kind === 'fixed') c.fields[o.field] = o.value!;
  if (!c.mods.size && !mods.some((o) => (o.kind === 'flag' && !o.optional) || o.kind === 'dppctrl' || o.kind === 'pkmod' || SDWA_DEFAULT[o.kind] !== undefined)) return;
  for (const [name, it] of c.mods) {
    const field = MOD_FIELD[name] ?? name;
    const o = mods.find((m) => (m.written ?? m.field) === field);
    if (!o) {
      const why = rejected(c, name);
      const all = c.def.operands.filter((m) => m.mod && !m.clrx && m.kind !== 'fixed' && (!m.onlyOn || inFamilies(m.onlyOn, c.gen))).map((m) => (m.kind === 'offset' || m.kind === 'bufformat' || m.kind === 'dsoff8' || m.kind === 'dsoff' ? `${m.written ?? m.field}:` : m.field));
      throw new AsmError(why ?? `${c.def.name} does not take '${it.text}'${all.length ? ` (modifiers: ${all.join(' ')})` : ' (it takes no modifiers)'}`, it.col);
    }
    if (!c.layout.byName[o.field]) {
      // offset:0 is accepted where the field does not exist (as llvm-mc does on GCN 1.1/1.2 FLAT).
      if (o.kind === 'offset' && it.k === 'colon' && it.value === 0) continue;
      throw new AsmError(o.kind === 'offset' && c.def.enc === 'FLAT'
        ? 'flat offset modifier is not supported on this GPU (GCN 1.4 only)'
        : `${name} exists on GCN ${gensWithField(c, o.field)} only`, it.col);
    }
    if (o.clrx) clrxModifier(c, o, it);
    else READERS[o.kind](c, o, it);
  }
  for (const o of mods) {
    // A CLRX-only modifier not written keeps its field 0 under llvm's syntax (llvm-mc's bits).
    if (o.clrx && !clrx) continue;
    // DPP: the masks default to 0xf (every row and bank); the control must be written (CLRX: quad_perm:[0,1,2,3]).
    if (o.kind === 'dppmask' && !c.has(o.field)) c.fields[o.field] = 0xf;
    if (o.kind === 'dppctrl' && !c.has(o.field) && clrx) c.fields[o.field] = CLRX_DPP_CTRL_DEFAULT;
    // SDWA: the selects default to DWORD, dst_unused to UNUSED_PRESERVE.
    const dflt = clrx?.[o.kind] ?? SDWA_DEFAULT[o.kind];
    if (dflt !== undefined && !c.has(o.field)) c.fields[o.field] = dflt;
    if (o.kind === 'pkmod' && !c.has(o.field)) packedOmitted(c, o);
    if (o.kind === 'dppctrl' && !c.has(o.field) && !clrx) throw new AsmError(`${c.def.name} needs a DPP control (quad_perm:[0,1,2,3], row_shl:1, row_mirror, ...)`, c.endCol);
    if (o.kind !== 'flag' || o.optional || c.has(o.field)) continue;
    // A flag CLRX lets a line leave out (buffer_store_lds_dword's lds) is encoded 0: no llvm-mc text.
    if (c.syntax === 'clrx' && clrxOptionalFlag(c.def.name, o.field)) c.noExactText = true;
    else throw new AsmError(`${c.def.name} needs the ${o.field} modifier`, c.endCol);
  }
  const broken = memoryRule(c.def, c.fields, c.gen, c.syntax === 'clrx');
  if (broken) throw new AsmError(broken.why, c.mods.get(broken.at)?.col ?? c.endCol);
}

/** The operands written for these modifiers, in order (CLRX's looser forms fitted in). */
function operandSpecs(c: Ctx, plan: Plan): readonly OperandSpec[] {
  const f = c.fields;
  let ops = plan.operands;
  if (plan.conditional) {
    // CLRX writes the data VGPR with lds too (`buffer_load_format_x v61, v[18:19], s[80:83], s35
    // offset:603 glc slc addr64 lds` is e001c25b 23543d12, GCNAsmOpc11.cpp:2203).
    const lds = f.lds && c.syntax !== 'clrx';
    const k = (lds ? 1 : 0) + (f.glc === 1 ? 2 : 0);
    ops = plan.byFlags[k] ??= plan.operands.filter((o) => o.when === 'always' || (o.when === 'nolds' ? !lds : f.glc === 1));
  }
  const items = c.ops;
  // The CLRX forms below change the operand count; the common case returns here.
  if (items.length === ops.length) return ops;
  const specs = plan.specs;
  // CLRX lets MUBUF's VADDR be omitted when no offen/idxen/addr64 is given.
  const va = ops.findIndex((o) => o.kind === 'bufaddr');
  if (va >= 0 && !f.offen && !f.idxen && !f.addr64 && items.length === ops.length - 1 && !items.some((it) => it.k === 'name' && it.name === 'off')) {
    const at = items[va]?.col ?? c.endCol;
    c.clrxForm(at, 'an omitted VADDR');
    (c.ops as Item[]).splice(va, 0, { k: 'name', name: 'off', col: at, text: 'off' });
  }
  // CLRX writes a VDST on every FLAT atomic; without glc nothing is returned into it.
  const vdst = specs.find((o) => o.kind === 'vdst' && o.when === 'glc');
  if (vdst && !f.glc && items.length === ops.length + 1) {
    if (c.syntax !== 'clrx') throw new AsmError(`${c.def.name} returns a value only with glc: add glc, or drop the destination (CLRX reads this form: --syntax clrx)`, items[0].col);
    c.clrxVdst = true;
    return [vdst, ...ops];
  }
  return ops;
}

export function encodeProfile(c: Ctx): void {
  const plan = planOf(c.def, c.gen);
  if (plan.waitcnt) {
    c.allow([]);
    if (!c.ops.length) throw new AsmError('too few operands for s_waitcnt: expected counters like vmcnt(0) lgkmcnt(0), or a number', c.mnCol);
    waitcnt(c, plan.specs[0], c.ops);
    return;
  }
  readModifiers(c, plan);
  const ops = operandSpecs(c, plan);
  let required = 0;
  for (const o of ops) if (!o.optional) required++;
  if (c.ops.length < ops.length && c.mods.size && c.ops.length >= required) {
    const names = ops.map(what);
    // An optional operand left out before a modifier: llvm-mc 14 read "s_load_dword s5, s[2:3] glc"
    // as offset 1, so the form is ambiguous across tools and gcnkit asks for the operand.
    const first = [...c.mods.values()].sort((a, b) => a.col - b.col)[0];
    throw new AsmError(`expected the ${names[c.ops.length]} operand before '${first.text}' (write ', 0x0 ${first.text}' for ${names[c.ops.length]} 0)`, first.col);
  }
  const items = c.ops.length >= required && c.ops.length <= ops.length ? c.ops : c.expect(ops.map(what));
  let late = -1;
  for (let i = 0; i < items.length; i++) {
    if (LATE.has(ops[i].kind)) late = i;
    else READERS[ops[i].kind](c, ops[i], items[i]);
  }
  if (late >= 0) READERS[ops[late].kind](c, ops[late], items[late]);
  for (let i = items.length; i < ops.length; i++) MEMORY_OMITTED[ops[i].kind]?.(c, ops[i]);
  if (gwsEvenData(c.def, c.gen) && c.fields.addr & 1) {
    throw new AsmError(memoryRule(c.def, c.fields, c.gen)!.why, items[ops.findIndex((o) => o.field === 'addr')]?.col ?? c.mnCol);
  }
  if (c.def.enc === 'VOP1' || c.def.enc === 'VOP2' || c.def.enc === 'VOPC' || c.def.enc === 'VOP3' || c.def.enc === 'VOP3P') {
    const at = items[ops.findIndex((o) => o.field === 'src0')]?.col ?? c.mnCol;
    const bus = constantBusProblem(c.def, c.fields);
    if (bus) throw new AsmError(`invalid operand (violates constant bus restrictions): ${bus}`, at);
    const lds = ldsDirectProblem(c.def, c.fields);
    if (lds) throw new AsmError(lds, at);
  }
  if (c.def.enc === 'VOP1_SDWA' || c.def.enc === 'VOP2_SDWA' || c.def.enc === 'VOPC_SDWA') {
    const bus = sdwaBusProblem(c.def, c.fields);
    if (bus) throw new AsmError(`invalid operand (violates constant bus restrictions): ${bus}`, items[ops.findIndex((o) => o.field === 'vsrc1')]?.col ?? c.mnCol);
  }
  if (c.clrxVdst && c.fields.vdst !== 0) c.noExactText = true;
}
