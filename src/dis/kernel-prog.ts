// Print programs (./kernel-ops.ts) made from an instruction row's operand profile and its layout's
// bit fields, as TableGen makes LLVM's printers: what the row prints, in its order, with the
// name tables and constants it needs; the interpreter (wasm/dis.ts) runs it per instruction.
//
// The generic printer (src/syntax/print.ts) stays the reference: a program handles only the plain
// case of each operand kind and bails for anything else (a bit its text would not carry, a name
// with no syntax, a rule llvm-mc enforces, an operand kind it does not know), and that instruction
// is printed the generic way. Both print the same bytes (test/fast-dis.test.ts checks every golden
// vector and corpus listing, and random words of every row).
import { isaFor, type GenEncoding } from '../isa/index.js';
import { llvmRow } from '../isa/table.js';
import { maiFileOperand } from '../isa/mai.js';
import type { Gen } from '../isa/gens.js';
import { alignedTuples, sregName, sregSourceName, ssrc64Name, ssrcName, vregName, type VFile } from '../isa/registers.js';
import { dataRegs, returnRegs } from '../isa/shapes.js';
import { spec, takesVgpr } from '../isa/operand-spec.js';
import type { Field, InstrDef, Layout, OperandSpec, VType } from '../isa/types.js';
import { EXEC_LO, LDS_DIRECT, LITERAL, SADDR_OFF, SREG_CODES } from '../isa/special-regs.js';
import { literalReadsInline } from '../syntax/constants.js';
import { inlineFor, is16, refusedConst16, scalarSourceName } from '../syntax/vsrc.js';
import { operandText } from '../syntax/print-profile.js';
import { gwsEvenData, memoryRule } from '../syntax/mem-rules.js';
import { TABLE_SIZE, type Arena } from './arena.js';
import * as K from './kernel-ops.js';
import { busOps, maiOps, operandOpsExt } from './kernel-prog-ext.js';
import { has, type On } from '../isa/targets.js';
import { opcodeOn } from '../isa/opcodes.js';
import { flagName } from '../isa/cache-policy.js';

/** What a program is made with: the generation's arena, name tables, literal tests and memos. */
export interface ProgHost {
  readonly gen: Gen;
  /** The target whose rows are printed. */
  readonly on: On;
  readonly arena: Arena;
  /** A name table, built once per key: its byte offset. */
  table(key: string, n: number, name: (i: number) => string | undefined): number;
  /** A literal test's number (env.litok calls it). */
  litTest(key: string, test: (u: number) => boolean): number;
  /** A memo of n entries (0 = not made yet): the slot holding its table's offset (0 until the first fill), and its fill function's number (env.fill calls it). */
  memo(n: number, fill: (key: number) => string | undefined): { slot: number; fill: number };
}

export interface Row { h: ProgHost; def: InstrDef; layout: Layout }

/** One operand's operations, and the fields its text stands for (every other set bit bails). */
export interface OpSeq { ops: number[]; carry: string[] }

/** A field reference (kernel-ops.ts F). */
export function fr(f: Field | undefined): number {
  return f ? (f.word << 10) | (f.shift << 5) | (f.width - 1) : K.NO_FIELD;
}

const OMOD = ['', 'mul:2', 'mul:4', 'div:2'];

/** VOP3's output modifiers, in their order. */
const SILENT_VOP3: readonly OperandSpec[] = [spec('flag', 'clamp', { optional: true }), spec('omod', 'omod')];

/** The program of a row (its words), or undefined where the row stays generic. */
export function rowProgram(h: ProgHost, def: InstrDef, layout: Layout): number[] | undefined {
  if (!llvmRow(def)) return undefined;
  const specs = def.printByGen[h.gen][0];
  const row: Row = { h, def, layout };
  const ops: number[] = [];
  let carry0 = layout.named[0], carry1 = layout.named[1];
  for (const o of specs) {
    const c = operandOps(row, o);
    if (c === undefined) return undefined;
    if (o.when === 'nolds') {
      if (layout.byName.lds) ops.push(K.OP_BAILNZ, fr(layout.byName.lds));
      ops.push(...c.ops);
    } else if (o.when === 'glc') {
      // Printed only with glc; without it the field carries nothing and must be zero.
      ops.push(K.OP_IFGLC, fr(layout.byName.glc), fr(layout.byName[o.field]), c.ops.length, ...c.ops);
    } else ops.push(...c.ops);
    for (const name of c.carry) {
      const f = layout.byName[name];
      if (f.word) carry1 = (carry1 | (f.mask << f.shift)) >>> 0;
      else carry0 = (carry0 | (f.mask << f.shift)) >>> 0;
    }
  }
  // VOP3's clamp and omod where the row does not take them: their bits do not carry, so they
  // print nothing (they are zero here); read all the same, as the row's other form does.
  if (def.enc === 'VOP3') {
    for (const o of SILENT_VOP3.filter((m) => layout.byName[m.field] && !specs.some((x) => x.field === m.field))) {
      const c = operandOps(row, o);
      if (c === undefined) return undefined;
      ops.push(...c.ops);
    }
  }
  const mnemonic = h.arena.id('\t' + (def.printNames?.[h.gen] ?? def.printName ?? def.name));
  // The mnemonic is copied with four 8-byte stores.
  if (mnemonic < 0 || (mnemonic & 255) > 32) return undefined;
  return [~carry0 | 0, ~carry1 | 0, mnemonic, ...ops, K.OP_END];
}

export function vregTable(row: Row, count: number, file: VFile = 'v'): number {
  // (The table's key holds no family: a host prints one family, h.gen.)
  return row.h.table(`${file}${count}`, 256, (i) => vregName(i, count, file, alignedTuples(row.h.gen)));
}

function sregTable(row: Row, count: number, cls: 'any' | 'data'): number {
  const gen = row.h.gen;
  return row.h.table(`s${count}${cls}`, 128, (i) => sregName(gen, i, count, cls));
}

function ssrcTable(row: Row): number {
  const gen = row.h.gen;
  return row.h.table('ssrc32', 256, (i) => ssrcName(gen, i));
}

/** Operand text: an operand (1) or a modifier carrying its own space (0). */
const OPERAND = 1, OWN_SPACE = 0;

/** The name t[field * scale]; every value of the field must be inside the table (else the row stays generic). */
function named(t: number, f: Field | undefined, scale = 1): number[] | undefined {
  if (!f || (f.mask + 1) * scale > TABLE_SIZE) return undefined;
  return [K.OP_NAMED, fr(f), t, scale, OPERAND];
}

function text(row: Row, s: string, sepMode: number): number[] {
  return [K.OP_TEXT, row.h.arena.id(s), sepMode];
}

function operandOps(row: Row, o: OperandSpec): OpSeq | undefined {
  const { h, def, layout } = row;
  const gen = h.gen;
  const F = (name: string): number => fr(layout.byName[name]);
  const B = (name: string): Field | undefined => layout.byName[name];
  const one = (ops: number[] | undefined): OpSeq | undefined => (ops ? { ops, carry: [o.field] } : undefined);
  const cat = (...parts: (number[] | undefined)[]): number[] | undefined => (parts.every((x) => x) ? parts.flat() as number[] : undefined);
  switch (o.kind) {
    case 'sreg': {
      // SGPRs below 128, sources above; EXEC in VOP3's SRC2 has a special spelling (the generic path prints it).
      const src2 = o.field === 'src2';
      const vop3 = def.enc === 'VOP3';
      const t = h.table(`sreg${o.regs}${vop3}${src2}`, 256, (i) =>
        (src2 && i === EXEC_LO ? undefined : i < SREG_CODES ? sregName(gen, i, o.regs, 'any') : sregSourceName(gen, i, o.regs, vop3)));
      return one(named(t, B(o.field)));
    }
    case 'ssrc': {
      const wide = o.regs === 2;
      const t = h.table(wide ? 'ssrc64' : 'ssrc32', 256, (i) => (wide ? ssrc64Name(gen, i) : ssrcName(gen, i)));
      const lt = o.literal ? h.litTest(`ssrc${wide}`, (u) => !literalReadsInline(gen, u, wide ? 64 : 32)) : -1;
      return one([K.OP_SSRC, F(o.field), t, lt]);
    }
    case 'simm16':
      if (o.fmt === 'dec16') return one([K.OP_OFFSET, F(o.field), K.NO_FIELD, -1, 0]);
      if (o.fmt === 'hex16') return one([K.OP_HEX, F(o.field)]);
      return one([K.OP_SIMM, F(o.field)]);
    case 'label':
      return one([K.OP_DEC, F(o.field)]);
    case 'vreg':
      // An AGPR tuple (CDNA) in an 8-bit field, or MFMA's D in either file: kernel-prog-ext.ts maiOps.
      if (o.rclass === 'agpr' || maiFileOperand(row.def, o)) return maiOps(row, o);
      // GWS's data VGPR on aligned-vgpr targets: odd ones go generic (src/syntax/mem-rules.ts gwsEvenData).
      if (o.field === 'addr' && gwsEvenData(def, gen)) return undefined;
      return o.rclass === 'vgpr' || o.rclass === 'av' ? dataOps(row, o, o.regs) : undefined;
    case 'vcc':
      return { ops: text(row, 'vcc', OPERAND), carry: [] };
    case 'litk':
      return { ops: [K.OP_LITK, o.vtype === 'f16' ? 1 : 0], carry: [] };
    case 'lit32':
      return { ops: [K.OP_LIT32], carry: [] };
    case 'vsrc':
      return vsrcOps(row, o);
    case 'flag': {
      // A modifier the cross-field rules refuse when set alone (gds on DS without FeatureGDS): the
      // generic path prints such a word as .long.
      const alone = { ...layout.blank(), [o.field]: 1 };
      if (o.optional && memoryRule(def, alone, gen)?.at === o.field) return one([K.OP_BAILNZ, F(o.field)]);
      // A modifier the instruction always carries (buffer_store_lds_dword's lds): its bit must be set.
      return one([K.OP_FLAG, F(o.field), h.arena.id(' ' + flagName(gen, def.enc, o.field)), o.optional ? 1 : 0]);
    }
    case 'omod':
      return one([K.OP_NZNAMED, F(o.field), h.table('omod', 4, (i) => OMOD[i])]);
    case 'offset': {
      if (def.enc === 'SMEM') return { ops: [], carry: [] };
      const mode = def.enc !== 'FLAT' ? 0 : def.segment === 'flat' ? 1 : 2;
      return one([K.OP_OFFSET, F(o.field), K.NO_FIELD, h.arena.id(' offset:'), mode]);
    }
    case 'dsoff':
      // ds_swizzle_b32's offset:swizzle(...): ./kernel-prog-ext.ts.
      if (o.fmt === 'swizzle') return operandOpsExt(row, o);
      return { ops: [K.OP_OFFSET, F('offset0'), F('offset1'), h.arena.id(' offset:'), 0], carry: ['offset0', 'offset1'] };
    case 'dsoff8':
      return one([K.OP_OFFSET, F(o.field), K.NO_FIELD, h.arena.id(` ${o.field}:`), 0]);
    case 'sdata':
      return one(named(sregTable(row, o.regs === 2 ? 2 : dataRegs(def, gen), 'data'), B(o.field)));
    case 'sbase':
      return one(named(sregTable(row, def.sbase, 'any'), B(o.field), 2));
    case 'srsrc':
      return one(named(sregTable(row, 4, 'any'), B(o.field), 4));
    case 'soffset':
      return one(named(ssrcTable(row), B(o.field)));
    case 'smrdoff':
      return { ops: [K.OP_SMRDOFF, F('offset'), F('imm'), sregTable(row, 1, 'any'), ssrcTable(row)], carry: ['imm', 'offset'] };
    case 'smemoff': {
      // GCN 1.4 SOE: "sN offset:N" (SOFFSET plus the immediate; no syntax without IMM), SOFFSET zero without it.
      const soe = layout.byName.soe;
      return {
        ops: [K.OP_SMEMOFF, F('offset'), F('imm'), sregTable(row, 1, 'any'), soe ? F('soe') : K.NO_FIELD, soe ? F('soffset') : K.NO_FIELD,
          has(gen, 'smem-signed-offset') ? 1 : 0, def.sbase === 4 ? 1 : 0, h.arena.id(' offset:')],
        carry: ['imm', 'offset', ...(soe ? ['soe', 'soffset'] : [])],
      };
    }
    case 'vdata': {
      // MUBUF/MTBUF TFE and LDS are left to the generic path (they change the count or the rules).
      const mub = def.enc === 'MUBUF' || def.enc === 'MTBUF';
      const data = dataOps(row, o, dataRegs(def, gen));
      return data && mub ? { ops: [...memRule(row), ...data.ops], carry: data.carry } : data;
    }
    case 'vdst':
      return dataOps(row, o, def.kind === 'atomic' ? returnRegs(def) : dataRegs(def, gen));
    case 'bufaddr':
      return one([...memRule(row), K.OP_BUFADDR, F(o.field), F('addr64'), F('offen'), F('idxen'), vregTable(row, 1), vregTable(row, 2), h.arena.id('off')]);
    case 'flataddr': {
      const rule = layout.byName.lds ? [K.OP_BAILNZ, F('lds')] : [];
      const v1 = vregTable(row, 1), v2 = vregTable(row, 2);
      if (def.segment === 'flat') return one(cat(rule, named(v2, B(o.field))));
      // gfx940's SCRATCH (VADDR used by SVE): the generic path's. GLOBAL rows have no SVE: a word
      // with the bit set is not carried, so it goes generic by the carry mask.
      if (layout.byName.sve && def.segment === 'scratch') return undefined;
      // global: a VGPR pair without SADDR (SADDR_OFF), else a VGPR; scratch: a VGPR without SADDR, else "off" (VADDR 0).
      const saddr = layout.byName.saddr ? F('saddr') : -1;
      if (def.segment === 'global') return one([...rule, K.OP_NAMED2, F(o.field), saddr, SADDR_OFF, v2, v1]);
      const off = h.table('off0', 1, () => 'off');
      return one([...rule, K.OP_NAMED2, F(o.field), saddr, SADDR_OFF, v1, off]);
    }
    case 'saddr': {
      if (!layout.byName.saddr) return { ops: text(row, 'off', OPERAND), carry: [] };
      const count = def.segment === 'global' ? 2 : 1;
      const t = h.table(`saddr${count}`, 128, (i) => (i === SADDR_OFF ? 'off' : sregName(gen, i, count, 'any')));
      return one(named(t, B('saddr')));
    }
    case 'waitcnt': case 'hwreg': case 'sendmsg': case 'gpridx':
      return memoOps(row, o, [o.field], OPERAND);
    default:
      // SDWA, DPP, VOP3P, op_sel, ...: ./kernel-prog-ext.ts.
      return operandOpsExt(row, o);
  }
}

/** Widest memo key (bits): a table of 2^16 entries per row at most. */
const MAX_KEY_BITS = 16;

/**
 * An operand whose text depends on `fields` alone (besides the row): memoised per value of their
 * concatenation (the first field in the low bits), the text made by the generic kind printer the
 * first time a value is seen, so that the spelling rules stay in one place. Carries the fields.
 */
export function memoOps(row: Row, o: OperandSpec, fields: readonly string[], sepMode: number): OpSeq | undefined {
  const { h, def, layout } = row;
  const fs = fields.map((n) => layout.byName[n]);
  if (fs.some((f) => f === undefined)) return undefined;
  let bits = 0;
  const terms: number[] = [];
  for (const f of fs) {
    terms.push(fr(f), bits);
    bits += f.width;
  }
  if (bits > MAX_KEY_BITS) return undefined;
  const enc = encodingFor(h.on, def, layout);
  if (!enc) return undefined;
  const m = h.memo(1 << bits, (key) => {
    const values = layout.blank();
    let k = key;
    for (const f of fs) { values[f.name] = k & f.mask; k >>>= f.width; }
    const t = operandText({ gen: h.gen, target: enc.isa.target, enc, def, fields: values, size: layout.dwords, truncated: false }, def, o);
    return t === undefined ? undefined : sepMode === OWN_SPACE && t !== '' ? ' ' + t : t;
  });
  return { ops: [K.OP_MEMO, fs.length, m.slot, m.fill, sepMode, ...terms], carry: [...fields] };
}

export function encodingFor(on: On, def: InstrDef, layout: Layout): GenEncoding | undefined {
  return isaFor(on).encodings.find((e) => e.layout === layout && e.byKey[opcodeOn(def, layout.gen)] === def);
}

/** A memory data operand: VGPRs, or AGPRs where the word's ACC bit says so ('av' on CDNA 2+: print-memory.ts dataFile). */
function dataOps(row: Row, o: OperandSpec, regs: number): OpSeq | undefined {
  const f = row.layout.byName[o.field], acc = o.rclass === 'av' ? row.layout.byName.acc : undefined;
  if (!acc) {
    const ops = named(vregTable(row, regs), f);
    return ops && { ops, carry: [o.field] };
  }
  if (!f || f.mask + 1 > TABLE_SIZE) return undefined;
  return { ops: [K.OP_NAMED2, fr(f), fr(acc), 1, vregTable(row, regs, 'a'), vregTable(row, regs)], carry: [o.field, 'acc'] };
}

/** The MUBUF/MTBUF cross-field rules, conservatively: lds, tfe and addr64 with offen/idxen go generic. */
function memRule(row: Row): number[] {
  const { layout, def } = row;
  const F = (name: string): number => fr(layout.byName[name]);
  const ops: number[] = [];
  if (layout.byName.lds) ops.push(K.OP_BAILNZ, F('lds'));
  if (layout.byName.tfe) ops.push(K.OP_BAILNZ, F('tfe'));
  if (layout.byName.addr64) ops.push(K.OP_BAILA64, F('addr64'), F('offen'), F('idxen'));
  if (def.kind === 'ldsstore') ops.push(K.OP_BAIL);
  return ops;
}

/**
 * A vector source (vsrc): VGPRs, or the scalar source model read as the operand's type, with
 * VOP3's neg/abs; the constant bus and lds_direct rules are checked once per instruction.
 * `mods`: v_mad_mix*'s neg and abs (bits of NEG_LO/NEG_HI).
 */
export function vsrcOps(row: Row, o: OperandSpec, mods?: { neg: number; abs: number; carry: string[] }): OpSeq | undefined {
  const { h, def, layout } = row;
  const gen = h.gen;
  const carry = [o.field];
  const ops: number[] = [];
  if (o.field === 'src0') {
    const b = busOps(row);
    if (b === undefined) return undefined;
    ops.push(...b);
  }
  const k = o.field.charCodeAt(3) - 48;
  const negF = layout.byName[`neg${k}`], absF = layout.byName[`abs${k}`];
  // A source without neg or abs in its row reads its layout's bit all the same (the bit does not
  // carry: a set one bails at the header).
  const neg = mods ? mods.neg : fr(negF), abs = mods ? mods.abs : fr(absF);
  if (mods) carry.push(...mods.carry);
  if (o.neg && negF && !mods) carry.push(`neg${k}`);
  if (o.abs && absF && !mods) carry.push(`abs${k}`);
  const vt: VType = o.vtype;
  // The source rules are in the name tables (no name: the generic path): VGPRs only, scalar
  // sources only, no 16-bit constants in VOP3 (GCN 1.0-1.2); lds_direct (254) is left to the
  // generic path. The literal (255) is read apart.
  const vgprOnly = o.src === 'vgpr' || o.src === 'vgpr+lds';
  const noConst16 = refusedConst16(gen, def.enc, vt, LITERAL);
  const vreg = !takesVgpr(o) ? h.table('none', 256, () => undefined) : vregTable(row, o.regs);
  const scalar = h.table(`vs${vt}${o.regs}${vgprOnly ? 'v' : ''}${noConst16 ? 'c' : ''}`, 256, (i) =>
    (i >= LDS_DIRECT || vgprOnly || refusedConst16(gen, def.enc, vt, i) ? undefined : scalarSourceName(gen, vt, i, o.regs)));
  // The literal, where the source takes one and it is exact (literalText(gen, vt, u).exact).
  const lt = !o.literal || vgprOnly || noConst16 ? -1
    : is16(vt) ? h.litTest(`v16${vt}`, (u) => (u >>> 16) === 0 && inlineFor(gen, vt, u & 0xffff) === undefined)
    : h.litTest(`v32${vt}`, (u) => inlineFor(gen, vt, u >>> 0) === undefined);
  ops.push(K.OP_VSRC, fr(layout.byName[o.field]), neg, abs, vreg, scalar, lt, is16(vt) ? 1 : 0);
  return { ops, carry };
}
