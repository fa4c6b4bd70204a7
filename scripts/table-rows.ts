// The generated rows of src/isa/ds.ts and src/isa/mimg.ts from llvm-mc 19's answers
// (docs/llvm-mc/ds/ds.tsv, docs/llvm-mc/mimg/MIMG.tsv, made by `npm run harvest -- --probe`:
// scripts/ds-probe.ts and scripts/mimg-probe.ts). A harvest file names its GPUs in its header (op_tahiti ...);
// each goes to its family's opcode column (COLUMN_GENS). `npm run harvest` writes the rows into
// the table files (spliceRows); test/harvest-valu.test.ts checks that they are the committed ones.
import { COLUMN_GENS } from '../src/isa/table.js';
import type { Gen } from '../src/isa/gens.js';

type FamilyOf = (gpu: string) => Gen | undefined;

/** The data lines of a harvest TSV, and for each family column the index of its GPU's `prefix` column. */
function columns(tsv: string, prefix: string, familyOf: FamilyOf): { lines: string[][]; at: (number | undefined)[] } {
  const all = tsv.split('\n');
  const head = all.filter((l) => l.startsWith('#')).at(-1)!.replace(/^#\s*/, '').split('\t');
  const at = COLUMN_GENS.map((g) => {
    const i = head.findIndex((h) => h.startsWith(prefix) && familyOf(h.slice(prefix.length)) === g);
    return i < 0 ? undefined : i;
  });
  return { lines: all.filter((l) => l && !l.startsWith('#')).map((l) => l.split('\t')), at };
}

const TYPES: Readonly<Record<string, string>> = {
  u8_d16: 'u8.lo', u8_d16_hi: 'u8.hi', i8_d16: 'i8.lo', i8_d16_hi: 'i8.hi', u16_d16: 'b16.lo', u16_d16_hi: 'b16.hi', b8_d16_hi: 'b8.hi', b16_d16_hi: 'b16.hi',
};
const LETTER: Readonly<Record<string, string>> = { vdst: 'v', addr: 'a', data0: 'x', data1: 'y' };

/** A DS mnemonic's kind and data type (src/isa/ds.ts's columns). */
function dsKindType(n: string): [string, string] {
  if (n === 'ds_nop') return ['nop', 'none'];
  if (/^ds_(gws_|append|consume|ordered_count)/.test(n)) return ['gds', n.startsWith('ds_gws') ? 'none' : 'b32'];
  if (/^ds_(swizzle|permute|bpermute)_b32/.test(n)) return ['lane', 'b32'];
  const m = /^ds_(read|write)(2st64|2)?_(?:addtid_)?([biu]\d+(?:_d16(?:_hi)?)?)$/.exec(n);
  if (m) return [m[1] === 'read' ? 'load' : 'store', TYPES[m[3]] ?? m[3]];
  return ['atomic', n.endsWith('64') ? 'a64' : 'a32'];
}

/**
 * DS rows: name kind type shape gds op per family. The shape letters are the operands in printed
 * order as the harvest read them (v VDST, a ADDR, x DATA0, y DATA1; '2' for offset0:/offset1:);
 * gds is opt/req/no from which forms llvm-mc accepted.
 */
export function dsRowsText(tsv: string, familyOf: FamilyOf): string {
  const { lines, at } = columns(tsv, 'op_', familyOf);
  const rows = [`${'# name'.padEnd(26)} ${'kind'.padEnd(7)} ${'type'.padEnd(7)} ${'shape'.padEnd(6)} ${'gds'.padEnd(4)} ${COLUMN_GENS.join(' ')}`];
  for (const c of lines) {
    const [name] = c;
    const [shape, gds, mods] = c.slice(5, 8);
    const [k, t] = dsKindType(name);
    let letters = shape === 'none' ? '' : shape.split(' ').map((s) => LETTER[/vdst|addr|data0|data1/.exec(s)![0]]).join('');
    if (mods.includes('offset0')) letters += '2';
    const g = ({ both: 'opt', only: 'req', no: 'no' } as Record<string, string>)[gds];
    const cells = at.map((i) => (i === undefined || c[i] === '-' ? '-' : '0x' + parseInt(c[i], 16).toString(16).padStart(2, '0')));
    rows.push(`${name.padEnd(26)} ${k.padEnd(7)} ${t.padEnd(7)} ${(letters || '-').padEnd(6)} ${g.padEnd(4)} ${cells.map((x) => x.padEnd(6)).join(' ')}`.trimEnd());
  }
  return rows.join('\n') + '\n';
}

/**
 * MIMG rows: name class op per family, vdata, vaddr, d16; checks the facts the table format assumes
 * (every row takes the same modifiers but d16, the family's own; llvm-mc prints the smallest vaddr).
 */
export function mimgRowsText(tsv: string, familyOf: FamilyOf): string {
  const { lines, at } = columns(tsv, 'op_', familyOf);
  const modsAt = columns(tsv, 'mods_', familyOf).at;
  const fmt = (c: readonly string[]): string => `${c[0].padEnd(24)} ${c[1].padEnd(8)} ${c.slice(2, 6).map((x) => x.padEnd(5)).join(' ')}  ${c[6].padEnd(6)} ${c[7].padEnd(7)} ${c[8]}`;
  const rows: { op: number; name: string; text: string }[] = [];
  for (const c of lines) {
    const [name, , , , , samp, data, vdata, vaddr, p1, p2] = c;
    const cls = name.includes('_atomic_') ? 'atomic' : name.includes('_store') ? 'store' : data === '1/4' ? 'gather4' : samp === '1' ? 'sample' : 'load';
    if ((cls === 'sample' || cls === 'gather4') !== (samp === '1')) throw new Error(`${name}: sampler operand and class disagree`);
    const lo = Number(vaddr.split(/[-,]/)[0]);
    for (const p of [p1, p2]) if (p !== '-' && Number(p) !== lo) throw new Error(`${name}: llvm-mc prints ${p} vaddr registers, not the smallest ${lo}`);
    const d16 = new Set<boolean>();
    COLUMN_GENS.forEach((g, k) => {
      const i = modsAt[k];
      const m = i === undefined ? '-' : c[i];
      if (m === '-') return;
      const ms = new Set(m.split(','));
      // a16 on GCN 1.4, r128 before: the family's own (llvm-mc 19's modifier sets per GPU).
      const want = ['unorm', 'glc', 'slc', 'tfe', 'lwe', 'da', g === 'gcn1.4' ? 'a16' : 'r128'];
      const got = [...ms].filter((x) => x !== 'd16');
      if (got.length !== want.length || !want.every((x) => ms.has(x))) throw new Error(`${name} ${g}: modifiers ${m}`);
      if ((g === 'gcn1.0' || g === 'gcn1.1') && ms.has('d16')) throw new Error(`${name}: d16 before GCN 1.2`);
      if (g === 'gcn1.2' || g === 'gcn1.4') d16.add(ms.has('d16'));
    });
    if (d16.size > 1) throw new Error(`${name}: d16 differs between GCN 1.2 and GCN 1.4`);
    const ops = at.map((i) => (i === undefined ? '-' : c[i]));
    rows.push({ op: parseInt(ops.find((x) => x !== '-')!, 16), name, text: fmt([name, cls, ...ops, vdata, vaddr, d16.has(true) ? 'd16' : '-']) });
  }
  rows.sort((a, b) => a.op - b.op || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return [fmt(['# name', 'class', ...COLUMN_GENS.map((g) => g.slice(3)), 'vdata', 'vaddr', 'd16']), ...rows.map((r) => r.text)].join('\n') + '\n';
}

/** Where the generated rows start in src/isa/ds.ts and src/isa/mimg.ts (they end at the table's closing backquote). */
export const DS_BEGIN = "export const DS = lazyTable('DS', () => makeDsTable(`\n";
export const MIMG_BEGIN = '// BEGIN GENERATED ROWS (npm run harvest: scripts/table-rows.ts)\nconst ROWS = `\n';

/** `source` with the text between the line `begin` and the line `end` replaced by `rows`. */
export function spliceRows(source: string, begin: string, end: string, rows: string): string {
  const b = source.indexOf(begin), e = source.indexOf(end, b);
  if (b < 0 || e < 0) throw new Error(`markers ${begin} / ${end} not found`);
  return source.slice(0, b + begin.length) + rows + source.slice(e);
}
