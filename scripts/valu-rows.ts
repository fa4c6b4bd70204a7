// The generated part of the vector-ALU tables, from llvm-mc 19's answers in the operands.tsv format
// (docs/llvm-mc/valu): src/isa/vop3-rows.ts's E64_MODS (the VOP3 modifiers llvm-mc accepts on the
// e64 form of each VOP1/VOP2/VOPC/VINTRP instruction, per family column) and VOP3_ONLY_ROWS (the
// VOP3-only rows). Pure functions: scripts/harvest-valu.ts runs them on the harvested files, and
// test/harvest-valu.test.ts checks that they give the committed vop3-rows.ts.
import { COLUMN_GENS } from '../src/isa/table.js';
import { GEN_INFO, type Gen } from '../src/isa/gens.js';

/** One operands.tsv line: an instruction's facts on one GPU. */
export interface ValuFact {
  readonly name: string;
  readonly gpu: string;
  readonly kind: string;
  readonly op: string;
  readonly e64: string;
  readonly types: string;
  readonly src0lit: string;
  readonly mods: string;
  readonly ops32: string;
  readonly ops64: string;
}

export const FACT_COLUMNS = ['name', 'gpu', 'kind', 'op', 'e64', 'types', 'src0lit', 'mods', 'ops32', 'ops64'] as const;

/** The facts of an operands.tsv text ('#' lines are comments). */
export function parseFacts(text: string): ValuFact[] {
  const out: ValuFact[] = [];
  for (const l of text.split('\n')) {
    if (l.startsWith('#')) continue;
    const p = l.split('\t');
    if (p.length < 10) continue;
    const [name, gpu, kind, op, e64, types, src0lit, mods, ops32, ops64] = p;
    out.push({ name, gpu, kind, op, e64, types, src0lit, mods, ops32, ops64 });
  }
  return out;
}

export function factLine(f: ValuFact): string {
  return FACT_COLUMNS.map((c) => f[c]).join('\t');
}

/**
 * The GPU whose facts stand for each family column: the family's base GPU (GEN_INFO llvmCpu) where
 * it has the instruction, else the first GPU of `gpus` of that family that has it (gfx906's
 * v_fmac_f32 and v_xnor_b32 in GCN 1.4's column: rows with `requires:`).
 */
function byColumn(facts: readonly ValuFact[], familyOf: (gpu: string) => Gen | undefined): Map<string, Map<Gen, ValuFact>> {
  const out = new Map<string, Map<Gen, ValuFact>>();
  // A child family (gfx90a, gfx940) has no column: its rows (which its parent lacks) take its
  // nearest ancestor's, after that family's own GPUs.
  const column = (g: Gen | undefined): Gen | undefined => {
    while (g !== undefined && !COLUMN_GENS.includes(g)) g = GEN_INFO[g].parent;
    return g;
  };
  const rank = (f: ValuFact): number => (!COLUMN_GENS.includes(familyOf(f.gpu)!) ? 2 : GEN_INFO[familyOf(f.gpu)!].llvmCpu === f.gpu ? 0 : 1);
  for (const f of facts) {
    const g = column(familyOf(f.gpu));
    if (!g) continue;
    const key = `${f.kind} ${f.name}`;
    let m = out.get(key);
    if (!m) out.set(key, (m = new Map()));
    const had = m.get(g);
    if (!had || rank(f) < rank(had)) m.set(g, f);
  }
  return out;
}

/** A source's shape token from its type and register count. */
function tclass(t: string, regs: number): string {
  t = t.trim();
  if (regs === 2) return t === 'f64' ? 'f64' : 'b64';
  if (regs === 4) return 'vv128';
  if (t === 'f32' || t === 'f16') return t;
  if (t === 'u16' || t === 'i16' || t === 'b16') return 'i16';
  return 'b32';
}

/** Modifier tokens of a mods code (C clamp, O omod, N<k>/A<k> neg/abs on source k, S/D op_sel). */
function modTokens(mods: string): { toks: string[]; neg: Set<number>; abs: Set<number> } {
  const neg = new Set<number>(), abs = new Set<number>();
  if (mods === 'none' || mods === '-') return { toks: [], neg, abs };
  for (const m of mods.matchAll(/([NA])(\d+)/g)) for (const k of m[2]) (m[1] === 'N' ? neg : abs).add(Number(k));
  const toks: string[] = [];
  if (/[SD]/.test(mods)) toks.push('op_sel');
  if (mods.includes('C')) toks.push('clamp');
  if (mods.includes('O')) toks.push('omod');
  return { toks, neg, abs };
}

// The exceptions to the rules below, each from LLVM's profiles and llvm-mc 19 probes:
/**
 * Sources that are 32-bit though the name's suffix says 16 (llvm-mc 19 reads 0x3f800000 there as
 * the inline 1.0 and 0xfffffff0 as -16, and rejects 0x3c00 and 0xfff0 as literals, on every GPU):
 * the 16-bit multiply-adds accumulate into a 32-bit SRC2 (VOP_I32_I16_I16_I32), and v_sad_u16 sums
 * the differences of both 16-bit halves of its 32-bit SRC0/SRC1 into SRC2 (VOP_I32_I32_I32_I32).
 */
const SOURCES_32: Readonly<Record<string, readonly number[]>> = { v_mad_u32_u16: [2], v_mad_i32_i16: [2], v_sad_u16: [0, 1, 2] };
/** The v_interp_*_f16 that take 'high' (the high half of the attribute), from llvm-mc probes. */
const HIGH: ReadonlySet<string> = new Set(['v_interp_p1ll_f16', 'v_interp_p1lv_f16', 'v_interp_p2_f16', 'v_interp_p2_legacy_f16']);
/** Lane access: SRC0 is a VGPR or LDS_DIRECT (v_readlane) or a scalar (v_writelane), the lane select SRC1 a constant or SGPR. */
const LANE: Readonly<Record<string, readonly [string, string]>> = { v_readlane_b32: ['vl32', 'c32'], v_writelane_b32: ['sc32', 'c32'] };
/** v_mul_lo_i32 on VI/GFX9 is an assembler alias of v_mul_lo_u32 (the same opcode): a row on SI/CI only. */
const SI_CI_ONLY: ReadonlySet<string> = new Set(['v_mul_lo_i32']);

/** The operand tokens of a VOP3 row (profile-table text) from its facts. */
function vop3Shape(name: string, f: ValuFact): string[] {
  const toks = f.ops64.split(',');
  const st = f.types.split('<-').at(-1)!;
  const regs: Record<string, number> = { v32: 1, v64: 2, v128: 4 };
  const out = ['vdst:' + (toks[0] === 's32' ? 'sr32' : toks[0])];
  let rest = toks.slice(1);
  if (rest[0] === 's64' && name !== 'v_writelane_b32') { out.push('sdst:r64'); rest = rest.slice(1); }
  const { toks: mt, neg, abs } = modTokens(f.mods);
  // Interpolation: the printed sources are the VGPR (SRC1), the attribute (SRC0), then SRC2; the
  // modifier indices count printed sources. 'high' is bit 8 of SRC0.
  const interp = rest.includes('attr');
  const fields = interp ? ['src1', 'src0', 'src2'] : ['src0', 'src1', 'src2'];
  rest.forEach((t, k) => {
    const fl = (neg.has(k) ? 'n' : '') + (abs.has(k) ? 'a' : '');
    const field = fields[k];
    if (interp && t === 'v32') out.push(`${field}:vv32${fl ? '+' + fl : ''}`);
    else if (LANE[name]) out.push(`${field}:${LANE[name][k === 0 ? 0 : 1]}`);
    else if (t === 'attr') out.push(`${field}:attr`);
    else {
      const shape = SOURCES_32[name]?.includes(k) ? 'b32' : tclass(st, regs[t] ?? 1);
      out.push(`${field}:${shape}${fl ? '+' + fl : ''}`);
    }
  });
  return [...out, ...(interp && HIGH.has(name) ? ['high'] : []), ...mt];
}

/**
 * src/isa/vop3-rows.ts's text: `vop3Order` is the VOP3.tsv order of the VOP3-only rows, `gpus`
 * the GPUs harvested (the first of each family in a column stands in where the base GPU lacks a row).
 */
export function vop3RowsText(facts: readonly ValuFact[], vop3Order: readonly string[], familyOf: (gpu: string) => Gen | undefined, script: string, children: ReadonlyMap<string, string> = new Map()): string {
  const cols = byColumn(facts, familyOf);
  const hex = (op: string, w: number): string => '0x' + parseInt(op, 16).toString(16).padStart(w, '0');
  const rows: string[] = [];
  for (const name of vop3Order) {
    const g = cols.get(`VOP3 ${name}`) ?? new Map<Gen, ValuFact>();
    const groups = new Map<string, Map<Gen, string>>();
    for (const gen of COLUMN_GENS) {
      const f = g.get(gen);
      if (!f) continue;
      const sh = vop3Shape(name, f).join(' ');
      if (!groups.has(sh)) groups.set(sh, new Map());
      groups.get(sh)!.set(gen, hex(f.op, 3));
    }
    for (const [sh, gg] of groups) {
      const cells = COLUMN_GENS.map((gen) => (SI_CI_ONLY.has(name) && !['gcn1.0', 'gcn1.1'].includes(gen) ? '-' : gg.get(gen) ?? '-'));
      if (cells.every((c) => c === '-')) continue;
      const child = cells[3] !== '-' ? children.get(`VOP3 ${name}`) ?? '' : '';
      rows.push(`${name.padEnd(23)} alu ${cells.map((c) => c.padEnd(5)).join(' ')}  ${sh}${child}`);
    }
  }
  const e64: string[] = [];
  for (const kind of ['VOP1', 'VOP2', 'VOPC', 'VINTRP']) {
    const names = [...cols.keys()].filter((k) => k.startsWith(kind + ' ')).map((k) => k.slice(kind.length + 1)).sort();
    for (const name of names) {
      const g = cols.get(`${kind} ${name}`)!;
      const cells = COLUMN_GENS.map((gen) => { const f = g.get(gen); return f && f.e64 !== '-' ? f.mods : '-'; });
      if (cells.every((c) => c === '-')) continue;
      e64.push(`  '${kind} ${name}': '${cells.join(' ')}',`);
    }
  }
  const cpus = COLUMN_GENS.map((g) => GEN_INFO[g].llvmCpu).join(' ');
  return [
    `// Generated by ${script} from docs/llvm-mc/valu (llvm-mc 19 probes): do not edit.`,
    '',
    '/**',
    ' * The VOP3 modifiers llvm-mc 19 accepts on the e64 form of each VOP1/VOP2/VOPC/VINTRP instruction, per family',
    ` * (${cpus}; a row only another GPU of the family has: that GPU's, docs/llvm-mc/valu/targets.tsv):`,
    ' * C clamp, O omod, N<k>/A<k> neg/abs on source k, S/D op_sel; none; - no e64.',
    ' */',
    'export const E64_MODS: Readonly<Record<string, string>> = {', ...e64, '};', '',
    `/** VOP3-only instructions: name kind op(${COLUMN_GENS.map((g) => g.slice(3)).join(' ')}) operands (src:type+n/a = neg/abs accepted). */`,
    'export const VOP3_ONLY_ROWS = `', ...rows, '`;', '',
  ].join('\n');
}

/** The first column of each non-comment line of a VOP3.tsv text. */
export function vop3Order(text: string): string[] {
  return text.split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split('\t')[0]);
}
