// Readers for the two small text formats the encoding tables are written in:
//   layouts:      "offset 0-11 | offen 12 | - 17 | enc 26-31 =0b111000"   ("-" = reserved bits)
//   instructions: "buffer_load_dword  load  b32  -  0x0c 0x0c 0x14 0x14"  (one row each)
import type { AtomicOp, DataType, EncName, EncodingTable, Field, ImmFormat, InstrDef, Kind, Layout, OperandKind, OperandSpec, Segment } from './types.js';
import { COLUMN_GENS, GENS, GEN_INFO, familiesInUse, inFamilies, onFamily, type Gen } from './gens.js';

/** The families of the opcode columns (gens.ts; scripts read it from here). */
export { COLUMN_GENS };
import { cellsOf, type Opcodes } from './opcodes.js';
import { memoryOperands } from './memory-profiles.js';
import { classOf, spec } from './operand-spec.js';
import { feature, type Feature } from './targets.js';

export interface LayoutSpec {
  readonly dwords: 1 | 2;
  readonly bits: string;
  /** Names of the fields that select the instruction, most significant first. */
  readonly opFields: string;
  readonly literalWhen?: readonly Readonly<Record<string, number>>[];
  readonly literalKeys?: readonly number[];
}

/**
 * Layouts already parsed, by encoding and spec text: most encodings have the same bits on two or
 * more generations, whose layouts then share their fields and compiled helpers (only `gen` differs).
 */
const PARSED = new Map<string, Layout>();

export function parseLayout(enc: EncName, gen: Gen, spec: LayoutSpec): Layout {
  const text = `${enc}\n${spec.dwords}\n${spec.opFields}\n${spec.bits}\n${JSON.stringify(spec.literalWhen ?? null)}\n${JSON.stringify(spec.literalKeys ?? null)}`;
  const same = PARSED.get(text);
  if (same) return { ...same, gen };
  const layout = parseNew(enc, gen, spec);
  PARSED.set(text, layout);
  return layout;
}

function parseNew(enc: EncName, gen: Gen, spec: LayoutSpec): Layout {
  const fields: Field[] = [];
  for (const part of spec.bits.split('|')) {
    const m = /^\s*(\S+)\s+(\d+)(?:-(\d+))?\s*(?:=\s*(0b[01]+|0x[0-9a-f]+|\d+))?\s*$/i.exec(part);
    if (!m) throw new Error(`${enc} ${gen}: bad field spec "${part}"`);
    const lo = Number(m[2]);
    const hi = m[3] === undefined ? lo : Number(m[3]);
    const width = hi - lo + 1;
    const word = lo >= 32 ? 1 : 0;
    const reserved = m[1] === '-';
    const name = reserved ? `rsv${lo}${hi !== lo ? '_' + hi : ''}` : m[1];
    const f: Field = {
      name, lo, width, word, shift: lo - 32 * word, reserved,
      mask: width === 32 ? 0xffffffff : (1 << width) - 1,
      ...(m[4] !== undefined ? { fixed: Number(m[4]) } : {}),
    };
    fields.push(f);
  }
  fields.sort((a, b) => a.lo - b.lo);
  const byName: Record<string, Field> = {};
  for (const f of fields) {
    if (byName[f.name]) throw new Error(`${enc} ${gen}: duplicate field ${f.name}`);
    byName[f.name] = f;
  }
  // The encoding marker is the fixed field named enc (SDWA/DPP layouts also fix SRC0).
  const marker = fields.find((f) => f.fixed !== undefined && f.name === 'enc') ?? fields.find((f) => f.fixed !== undefined);
  if (!marker) throw new Error(`${enc} ${gen}: no fixed encoding marker`);
  const opFields = spec.opFields.split(/\s+/).filter((n) => n).map((n) => {
    const f = byName[n];
    if (!f) throw new Error(`${enc} ${gen}: opcode field ${n} missing`);
    return f;
  });
  const named = [0, 0];
  for (const f of [...fields.filter((x) => x.fixed !== undefined), ...opFields]) named[f.word] = (named[f.word] | (f.mask << f.shift)) >>> 0;
  return {
    enc, gen, dwords: spec.dwords, fields, byName, marker, opFields, named: [named[0], named[1]],
    ...(spec.literalWhen ? { literalWhen: spec.literalWhen } : {}),
    ...(spec.literalKeys ? { literalKeys: spec.literalKeys } : {}),
    extract: compileExtract(fields),
    blank: compiled([], `return {${fields.map((f) => `${JSON.stringify(f.name)}: 0`).join(', ')}};`) as Layout['blank'],
    key: compileKey(enc, opFields),
    literal: compileLiteral(spec.literalWhen ?? [], spec.literalKeys ?? []),
  };
}

/**
 * One function per distinct source: the generations' layouts of an encoding are mostly the same
 * bits, so they share their compiled helpers (a quarter of the new Function calls at start-up).
 */
const COMPILED = new Map<string, (...args: never[]) => unknown>();
function compiled(params: readonly string[], body: string): (...args: never[]) => unknown {
  const key = params.join(',') + '\n' + body;
  let f = COMPILED.get(key);
  if (!f) COMPILED.set(key, (f = new Function(...params, body) as (...args: never[]) => unknown));
  return f;
}

/**
 * The literal rule as one predicate (decode and encode ask it for every instruction); `skip` bit c
 * drops condition c for a row that holds no source in its fields (src/isa/literal-rule.ts).
 */
function compileLiteral(when: readonly Readonly<Record<string, number>>[], keys: readonly number[]): Layout['literal'] {
  const terms: string[] = keys.map((k) => `key === ${k}`);
  when.forEach((w, c) => terms.push(`((skip & ${1 << c}) === 0 && ` + Object.entries(w).map(([k, v]) => `f[${JSON.stringify(k)}] === ${v}`).join(' && ') + ')'));
  return compiled(['f', 'key', 'skip'], `return ${terms.length ? terms.join(' || ') : 'false'};`) as Layout['literal'];
}

// Decoding is the hot path of `gcnkit dis`: the layout is compiled into two small functions. One
// object literal per layout gives every decoded instruction of a layout the same shape.
function compileExtract(fields: readonly Field[]): Layout['extract'] {
  const body = fields.map((f) => `${JSON.stringify(f.name)}: ((w${f.word} >>> ${f.shift}) & ${f.mask}) >>> 0`).join(',\n');
  return compiled(['w0', 'w1'], `return {\n${body}\n};`) as Layout['extract'];
}

function compileKey(enc: EncName, opFields: readonly Field[]): Layout['key'] {
  let expr = '0';
  for (const f of opFields) {
    if (f.word !== 0) throw new Error(`${enc}: opcode field ${f.name} outside dword 0`);
    expr = `(${expr}) * ${2 ** f.width} + ((w0 >>> ${f.shift}) & ${f.mask})`;
  }
  return compiled(['w0'], `return ${expr};`) as Layout['key'];
}

export const KINDS: ReadonlySet<string> = new Set<Kind>(['load', 'store', 'atomic', 'cache', 'time', 'probe', 'discard', 'ldsstore', 'ldsload', 'nop', 'endpgm', 'barrier', 'waitcnt', 'alu', 'branch', 'flow', 'export', 'lane', 'gds']);
export const TYPES: ReadonlySet<string> = new Set<DataType>(['none', 'b32', 'b64', 'b96', 'b128', 'b256', 'b512', 'u8', 'i8', 'u16', 'i16', 'b8', 'b16',
  'fmt1', 'fmt2', 'fmt3', 'fmt4', 'h1', 'h2', 'h3', 'h4', 'u8.lo', 'u8.hi', 'i8.lo', 'i8.hi', 'b16.lo', 'b16.hi', 'b8.hi', 'h1.hi']);

/** Parse an opcode key: "-" (absent), "0x14", "20", or "seg:op" pairs like "2:0x14". */
function parseKey(text: string, fields: readonly Field[]): number {
  if (text === '-') return -1;
  // One opcode field and one number (nearly every cell): no arrays made.
  if (fields.length === 1 && !text.includes(':')) {
    const p = Number(text);
    if (!Number.isInteger(p) || p < 0) throw new Error(`bad opcode "${text}"`);
    return p;
  }
  const parts = text.split(':').map((p) => Number(p));
  if (parts.length !== fields.length || parts.some((p) => !Number.isInteger(p) || p < 0)) throw new Error(`bad opcode "${text}"`);
  let key = 0;
  parts.forEach((p, i) => { key = key * 2 ** fields[i].width + p; });
  return key;
}

/**
 * A row's opcode cells from the tables' opcode columns, one per family of `gens` in order (the
 * families with a table column: GCN 1.0/1.1/1.2/1.4; "-" where the row does not exist). A family
 * without a layout takes "-" only. A cell equal to what the family inherits is left to inheritance
 * (opcodes.ts); a child family's override is a named token (parseFamilyCell).
 */
export function parseOpcodes(enc: EncName, name: string, layouts: Partial<Record<Gen, Layout>>, cells: readonly string[], gens: readonly Gen[] = COLUMN_GENS): Opcodes {
  const values = gens.map((g, i) => {
    const lay = layouts[g];
    if (!lay) { if (cells[i] !== '-') throw new Error(`${enc} ${name}: no ${g} layout`); return -1; }
    return parseKey(cells[i], lay.opFields);
  });
  return cellsOf(gens, values);
}


/**
 * A named opcode cell after the columns, "op:FAMILY=KEY" (FAMILY: LLVM's name, GEN_INFO llvmName;
 * KEY as a column's, "-" absent): the opcode of a family without a column (a child family's
 * override), or undefined if the token is not one.
 */
export function parseFamilyCell(enc: EncName, name: string, layouts: Partial<Record<Gen, Layout>>, token: string): [Gen, number] | undefined {
  const m = /^op:(\w+)=(\S+)$/.exec(token);
  if (!m) return undefined;
  const gen = GENS.find((g) => GEN_INFO[g].llvmName === m[1]);
  if (!gen) throw new Error(`${enc} ${name}: unknown family ${m[1]}`);
  const lay = layouts[gen];
  if (!lay) throw new Error(`${enc} ${name}: no ${gen} layout`);
  return [gen, parseKey(m[2], lay.opFields)];
}

/**
 * Named opcode cells for rows of a table whose rows are generated (the harvest rewrites them):
 * lines "NAME op:FAMILY=KEY ..." (a child family's removals and renumberings), by row name.
 */
export function familyCells(enc: EncName, layouts: Partial<Record<Gen, Layout>>, text: string): ReadonlyMap<string, Opcodes> {
  const out = new Map<string, Opcodes>();
  for (const raw of text.split('\n')) {
    const c = raw.replace(/#.*/, '').trim().split(/\s+/);
    if (!c[0]) continue;
    const cells: Partial<Record<Gen, number>> = {};
    for (const t of c.slice(1)) {
      const cell = parseFamilyCell(enc, c[0], layouts, t);
      if (!cell) throw new Error(`${enc} ${c[0]}: "${t}" is not an op:FAMILY=KEY cell`);
      cells[cell[0]] = cell[1];
    }
    out.set(c[0], cells);
  }
  return out;
}

/** Atomics whose mnemonic names the type after the operation (gfx908's global_atomic_add_f32). */
const FLOAT_ATOMICS: Readonly<Record<string, AtomicOp>> = {
  add_f32: 'fadd_ftz', pk_add_f16: 'pk_fadd16', pk_add_bf16: 'pk_fadd_bf16', add_f64: 'fadd', min_f64: 'fmin', max_f64: 'fmax',
};

/**
 * Parse an instruction table. Columns: name kind type base op(1.0) op(1.1) op(1.2) op(1.4), then
 * "clrx:only" for a row only CLRX knows, "requires:FEATURE", "rtn:no", "cpol" (a cache operation taking
 * the cache bits GLC and SCC), "scc:no" (an atomic without the SCC bit) and "op:FAMILY=KEY" cells (parseFamilyCell).
 * `type` is a DataType, or a32/a64 for atomics (the operation comes from the mnemonic);
 * `base` is s2/s4 for scalar memory (64-bit address / buffer descriptor), else "-".
 */
export function parseInstrs(enc: EncName, layouts: Partial<Record<Gen, Layout>>, text: string): InstrDef[] {
  const out: InstrDef[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const c = line.split(/\s+/);
    const [name, kind, type, base] = c;
    if (c.length < 8) throw new Error(`${enc}: row needs 8 columns: "${line}"`);
    let opcodes = parseOpcodes(enc, name, layouts, c.slice(4, 8));
    // After the columns, "clrx:only" (an instruction only CLRX has on the row's families),
    // "requires:FEATURE" (src/isa/targets.ts), "rtn:no" (an atomic that returns nothing: no VDST,
    // GLC reserved; LLVM's *_Atomics_NO_RTN) and named cells.
    let clrxOnly = false, noRtn = false, cpol = false, noScc = false;
    let requires: Feature | undefined;
    for (const t of c.slice(8)) {
      const cell = parseFamilyCell(enc, name, layouts, t);
      if (cell) opcodes = { ...opcodes, [cell[0]]: cell[1] };
      else if (t === 'clrx:only') clrxOnly = true;
      else if (t === 'rtn:no') noRtn = true;
      else if (t === 'cpol') cpol = true;
      else if (t === 'scc:no') noScc = true;
      else if (t.startsWith('requires:')) requires = feature(t.slice(9), `${enc} ${name}`);
      else throw new Error(`${enc} ${name}: unknown column "${t}"`);
    }
    if (!KINDS.has(kind)) throw new Error(`${enc} ${name}: unknown kind ${kind}`);
    const isAtomic = type === 'a32' || type === 'a64';
    if (!isAtomic && !TYPES.has(type)) throw new Error(`${enc} ${name}: unknown type ${type}`);
    if (isAtomic !== (kind === 'atomic')) throw new Error(`${enc} ${name}: atomics take type a32/a64`);
    const segment: Segment = name.startsWith('global_') ? 'global' : /^(s_)?scratch_/.test(name) ? 'scratch' : 'flat';
    const named = isAtomic ? /atomic_(\w+?)(?:_x2)?$/.exec(name)?.[1] : undefined;
    const atomic = named === undefined ? undefined : (FLOAT_ATOMICS[named] ?? named as AtomicOp);
    if (noRtn && !isAtomic) throw new Error(`${enc} ${name}: rtn:no on a row that is not an atomic`);
    if (cpol && kind !== 'cache') throw new Error(`${enc} ${name}: cpol on a row that is not a cache operation`);
    const row = {
      name, enc, kind: kind as Kind, type: isAtomic ? 'none' as DataType : (type as DataType),
      atomicBits: (type === 'a32' ? 32 : type === 'a64' ? 64 : 0) as 0 | 32 | 64,
      ...(atomic ? { atomic } : {}),
      sbase: (base === 's2' ? 2 : base === 's4' ? 4 : 0) as 0 | 2 | 4,
      segment, opcodes, ...(clrxOnly ? { clrxOnly } : {}), ...(noRtn ? { noRtn } : {}), ...(cpol ? { cpol } : {}), ...(noScc ? { noScc } : {}), ...(requires ? { requires } : {}),
    };
    out.push(withFacts({ ...row, operands: memoryOperands(row) }, layouts));
  }
  return out;
}

/**
 * The layouts of an encoding, parsed once per spec record (a lazy table's layouts are read before
 * its rows are built, and a builder that asks again gets the same objects).
 */
const LAYOUTS = new WeakMap<Partial<Record<Gen, LayoutSpec>>, Map<EncName, Partial<Record<Gen, Layout>>>>();
export function makeLayouts(name: EncName, specs: Partial<Record<Gen, LayoutSpec>>): Partial<Record<Gen, Layout>> {
  let byName = LAYOUTS.get(specs);
  if (!byName) LAYOUTS.set(specs, (byName = new Map()));
  let layouts = byName.get(name);
  if (layouts) return layouts;
  // Every family's layout: its own spec, else its parent's (a child family without a layout of
  // its own for this encoding has its parent's bits).
  familiesInUse();
  layouts = {};
  for (const g of GENS) {
    const s = onFamily(specs, g);
    if (s) layouts[g] = parseLayout(name, g, s);
  }
  byName.set(name, layouts);
  return layouts;
}

/** The same layout on each of `list`'s generations. */
export function forGens(list: readonly Gen[], spec: LayoutSpec): Partial<Record<Gen, LayoutSpec>> {
  const out: Partial<Record<Gen, LayoutSpec>> = {};
  for (const g of list) out[g] = spec;
  return out;
}

export function makeTable(name: EncName, specs: Partial<Record<Gen, LayoutSpec>>, instrText: string): EncodingTable {
  const layouts = makeLayouts(name, specs);
  return { name, layouts, instrs: parseInstrs(name, layouts, instrText) };
}

/** What each operand shape of a profile row stands for. */
const SHAPES: Readonly<Record<string, Partial<OperandSpec> & { kind: OperandKind }>> = {
  r32: { kind: 'sreg' }, r64: { kind: 'sreg', regs: 2 }, s32: { kind: 'ssrc' }, s64: { kind: 'ssrc', regs: 2 }, si64: { kind: 'ssrc', regs: 2, signed: true },
  c32: { kind: 'ssrc', literal: false }, c64: { kind: 'ssrc', regs: 2, literal: false },
  hex16: { kind: 'simm16', fmt: 'hex16', signed: true }, uhex16: { kind: 'simm16', fmt: 'hex16' },
  imm16: { kind: 'simm16', fmt: 'imm16' }, dec16: { kind: 'simm16', fmt: 'dec16' },
  label: { kind: 'label' }, hwreg: { kind: 'hwreg' }, sendmsg: { kind: 'sendmsg' }, waitcnt: { kind: 'waitcnt' },
  gpridx: { kind: 'gpridx' }, lit32: { kind: 'lit32' },
  v32: { kind: 'vreg' }, a32: { kind: 'vreg', rclass: 'agpr' }, as32: { kind: 'rsrc', rclass: 'agpr' }, v64: { kind: 'vreg', regs: 2 }, v128: { kind: 'vreg', regs: 4 }, sr32: { kind: 'sreg' },
  f32: { kind: 'vsrc', vtype: 'f32' }, b32: { kind: 'vsrc', vtype: 'b32' }, f16: { kind: 'vsrc', vtype: 'f16' },
  i16: { kind: 'vsrc', vtype: 'i16' }, f64: { kind: 'vsrc', vtype: 'f64', regs: 2 }, b64: { kind: 'vsrc', vtype: 'b64', regs: 2 }, i64: { kind: 'vsrc', vtype: 'b64', regs: 2, signed: true },
  k32: { kind: 'litk', vtype: 'f32' }, k16: { kind: 'litk', vtype: 'f16' },
  vv32: { kind: 'vsrc', src: 'vgpr' }, attr: { kind: 'attr' }, param: { kind: 'param' }, vv128: { kind: 'vsrc', src: 'vgpr', regs: 4, vtype: 'b64' }, vl32: { kind: 'vsrc', src: 'vgpr+lds' }, sc32: { kind: 'vsrc', src: 'scalar', literal: false }, sl32: { kind: 'vsrc', src: 'scalar+lds' },
};

/**
 * Operand tokens of a profile row, "FIELD:SHAPE":
 *   r32 r64      register tuple of 1/2 scalar registers (sreg)
 *   s32 s64      scalar source read as a 32/64-bit operand (ssrc)
 *   si64 i64     a signed 64-bit integer source, scalar (ssrc) or vector (vsrc): a literal is sign-extended
 *   c32 c64      the same without a literal: registers and inline constants only
 *   hex16 uhex16 16-bit immediate printed in hex; signed (-32768..65535) or unsigned range
 *   imm16        16-bit immediate printed like an inline constant (decimal 0..64, else hex)
 *   dec16?       optional 16-bit immediate printed in decimal when nonzero (s_endpgm)
 *   label hwreg sendmsg waitcnt gpridx lit32   as OperandKind says
 */
function parseOperand(enc: EncName, name: string, token: string): OperandSpec {
  if (token === 'vcc') return spec('vcc', '');
  // VOP3 modifiers: clamp (a flag), omod (mul:2/mul:4/div:2), op_sel:[..].
  if (token === 'clamp') return spec('flag', 'clamp', { optional: true });
  if (token === 'omod') return spec('omod', 'omod');
  if (token === 'op_sel') return spec('opsel', 'op_sel');
  // op_sel with all four bits written whatever the sources (gfx940's v_cvt_sr_*8_f32: bits 2-3 pick the destination byte).
  if (token === 'op_sel4') return spec('opsel', 'op_sel', { regs: 4 });
  if (token === 'high') return spec('high', 'src0');
  // field:shape, '?' optional, '+n'/'+a'/'+na': a VOP3 source that takes neg / abs.
  const m = /^(\w+):(\w+)(\?)?(?:\+(n?)(a?))?$/.exec(token);
  if (!m) throw new Error(`${enc} ${name}: bad operand "${token}"`);
  const [, field, shape, opt, neg, abs] = m;
  const k = SHAPES[shape];
  if (!k) throw new Error(`${enc} ${name}: unknown operand shape "${shape}"`);
  const o: OperandSpec = { ...spec('sreg', field), optional: opt === '?', neg: neg === 'n', abs: abs === 'a', ...k };
  return { ...o, rclass: k.rclass ?? classOf(o.kind) };
}

/**
 * A table of instructions with operand profiles. Columns: name kind op(1.0) op(1.1) op(1.2)
 * op(1.4), then the operand tokens in printed order.
 */
export function makeProfileTable(name: EncName, specs: Partial<Record<Gen, LayoutSpec>>, instrText: string): EncodingTable {
  const layouts = makeLayouts(name, specs);
  return { name, layouts, instrs: profileRows(name, layouts, instrText).map((r) => withFacts(r, layouts)) };
}

/** Operand specs by profile token (the same token always means the same spec). */
const OPERANDS = new Map<string, OperandSpec>();

/** The rows of a profile table's text (see makeProfileTable), before withFacts. */
export function profileRows(name: EncName, layouts: Partial<Record<Gen, Layout>>, instrText: string): Row[] {
  const instrs: Row[] = [];
  const common = commonFields(layouts);
  const vop = name === 'VOP1' || name === 'VOP2' || name === 'VOPC';
  for (const raw of instrText.split('\n')) {
    const hash = raw.indexOf('#');
    const line = (hash < 0 ? raw : raw.slice(0, hash)).trim();
    if (!line) continue;
    const c = line.split(/\s+/);
    if (c.length < 6) throw new Error(`${name}: row needs name, kind and ${COLUMN_GENS.length} opcodes: "${line}"`);
    const [mn, kind] = c;
    if (!KINDS.has(kind)) throw new Error(`${name} ${mn}: unknown kind ${kind}`);
    let opcodes = parseOpcodes(name, mn, layouts, c.slice(2, 6));
    let noSuffix = false, suffix = false, clrxOnly = false;
    let requires: Feature | undefined;
    let dpp: Row['dpp'], sdwa: Row['sdwa'];
    let cell: [Gen, number] | undefined;
    const operands: OperandSpec[] = [];
    for (let i = 6; i < c.length; i++) {
      const t = c[i];
      // "e32:no": llvm-mc prints the mnemonic without _e32 (instructions with no VOP3 form).
      if (t === 'e32:no') noSuffix = true;
      // "e32:yes": the _e32 suffix in another encoding (VINTRP on GCN 1.2/1.4).
      else if (t === 'e32:yes') suffix = true;
      // "clrx:only": a CLRX mnemonic llvm-mc 19 does not have (s_mov_regrd_b32 ...).
      else if (t === 'clrx:only') clrxOnly = true;
      // "requires:FEATURE": only targets with the feature have the row (src/isa/targets.ts).
      else if (t.startsWith('requires:')) requires = feature(t.slice(9), `${name} ${mn}`);
      // "dpp:TG": DPP forms on tonga / gfx900 (1 = yes).
      else if (t.startsWith('dpp:')) dpp ??= { 'gcn1.2': t[4] === '1', 'gcn1.4': t[5] === '1' };
      // "sdwa:TG": SDWA forms on tonga / gfx900 (1 = yes).
      else if (t.startsWith('sdwa:')) sdwa ??= { 'gcn1.2': t[5] === '1', 'gcn1.4': t[6] === '1' };
      // "op:FAMILY=KEY": a family's own opcode (a child family's override).
      else if ((cell = parseFamilyCell(name, mn, layouts, t))) opcodes = { ...opcodes, [cell[0]]: cell[1] };
      else {
        // One spec per distinct token, shared by the rows (a row naming a token twice gets two).
        let o = OPERANDS.get(t);
        if (!o || operands.includes(o)) {
          const made = parseOperand(name, mn, t);
          if (!o) OPERANDS.set(t, made);
          o = made;
        }
        operands.push(o);
      }
    }
    for (const o of operands) {
      if (o.field === 'literal' || o.kind === 'vcc' || o.mod || common.has(o.field)) continue;
      for (const g of GENS) {
        if (layouts[g] && !layouts[g]!.byName[o.field]) throw new Error(`${name} ${mn}: no field ${o.field} on ${g}`);
      }
    }
    // llvm-mc prints the 32-bit vector encodings with an _e32 suffix (v_nop and v_clrexcp without).
    const e32 = (vop && operands.length > 0 && !noSuffix) || suffix;
    instrs.push({ name: mn, enc: name, kind: kind as Kind, type: 'none', atomicBits: 0, sbase: 0, segment: 'flat', opcodes, operands, ...(e32 ? { printName: mn + '_e32' } : {}), ...(clrxOnly ? { clrxOnly } : {}), ...(requires ? { requires } : {}), ...(dpp ? { dpp } : {}), ...(sdwa ? { sdwa } : {}) });
  }
  return instrs;
}

/**
 * Whether a row is one of LLVM's (llvm-mc 19 names it): every row but those named only in the CLRX
 * dialect (`clrx:only`, src/isa/clrx-rows.ts). Row walks and counts that mean "LLVM's rows" use it.
 */
export const llvmRow = (def: { readonly clrxOnly?: boolean }): boolean => !def.clrxOnly;

export type Row = Omit<InstrDef, 'takesMods' | 'takesLabel' | 'specsByGen' | 'printByGen' | 'compiled'>;

const NO_SPECS: readonly OperandSpec[] = [];
const NO_PRINT = [NO_SPECS, NO_SPECS] as const;

/** A table's layouts, and the fields every one of them has. */
const COMMON = new WeakMap<Partial<Record<Gen, Layout>>, ReadonlySet<string>>();
function commonFields(layouts: Partial<Record<Gen, Layout>>): ReadonlySet<string> {
  let common = COMMON.get(layouts);
  if (!common) {
    const present = GENS.map((gen) => layouts[gen]).filter((l): l is Layout => l !== undefined);
    const c = new Set(present.length ? present[0].fields.map((f) => f.name).filter((n) => present.every((l) => l.byName[n] !== undefined)) : []);
    c.add('literal');
    COMMON.set(layouts, (common = c));
  }
  return common;
}

/** One value per family (GENS): the derived per-family facts of a row. */
function perFamily<T>(f: (gen: Gen) => T): Readonly<Record<Gen, T>> {
  const out = {} as Record<Gen, T>;
  for (const g of GENS) out[g] = f(g);
  return out;
}

/**
 * A row with the facts its profile implies per family, computed once here. Most rows have
 * every operand's field on every family with a layout: they share one set of arrays (the
 * tables hold thousands of rows; per-family copies were most of the start-up allocation).
 * Those rows are found by one pass over the operands against the fields all layouts have.
 */
export function withFacts(row: Row, layouts: Partial<Record<Gen, Layout>>): InstrDef {
  const common = commonFields(layouts);
  const ops = row.operands;
  let everywhere = true, clrx = false, takesMods = false, takesLabel = false;
  for (const o of ops) {
    if ((o.kind !== 'vcc' && !common.has(o.field)) || o.onlyOn) everywhere = false;
    if (o.clrx) clrx = true;
    if (o.mod) takesMods = true;
    if (o.kind === 'label') takesLabel = true;
  }
  if (everywhere) {
    const all = [clrx ? ops.filter((o) => !o.clrx) : ops, ops] as const;
    return {
      ...row,
      specsByGen: perFamily((g) => (layouts[g] ? ops : NO_SPECS)),
      printByGen: perFamily((g) => (layouts[g] ? all : NO_PRINT)),
      compiled: {}, takesMods, takesLabel,
    };
  }
  const has = (o: OperandSpec, lay: Layout, g: Gen): boolean =>
    (o.field === 'literal' || o.kind === 'vcc' || lay.byName[o.field] !== undefined) && (!o.onlyOn || inFamilies(o.onlyOn, g));
  let all: readonly [readonly OperandSpec[], readonly OperandSpec[]] | undefined;
  // (A modifier whose field the layout lacks stays, to say where it exists; one a family lacks by onlyOn goes.)
  const specs = (lay: Layout | undefined, g: Gen): readonly OperandSpec[] => {
    if (!lay) return NO_SPECS;
    return ops.every((o) => has(o, lay, g)) ? ops : ops.filter((o) => (o.mod && !(o.onlyOn && !inFamilies(o.onlyOn, g))) || has(o, lay, g));
  };
  const print = (lay: Layout | undefined, g: Gen): readonly [readonly OperandSpec[], readonly OperandSpec[]] => {
    if (!lay) return NO_PRINT;
    if (ops.every((o) => has(o, lay, g))) return (all ??= [clrx ? ops.filter((o) => !o.clrx) : ops, ops]);
    const kept = ops.filter((o) => has(o, lay, g));
    return [kept.filter((o) => !o.clrx), kept];
  };
  return {
    ...row,
    specsByGen: perFamily((g) => specs(layouts[g], g)),
    printByGen: perFamily((g) => print(layouts[g], g)),
    compiled: {}, takesMods, takesLabel,
  };
}

/** A table whose rows are made from another table's rows by rule (DPP forms, VOP3 forms). */
export function makeDerivedTable(name: EncName, specs: Partial<Record<Gen, LayoutSpec>>, rows: readonly Row[]): EncodingTable {
  const layouts = makeLayouts(name, specs);
  return { name, layouts, instrs: rows.map((r) => withFacts(r, layouts)) };
}

/**
 * A table built on first use: importing src/isa builds nothing (a run reads one GPU and, for an
 * empty input, no table at all). The first read of layouts, instrs or aliases builds the whole
 * table once and turns the getters into plain data properties (the same object stays the table's
 * identity, so `enc.table === X` still holds). Given the layout specs the builder uses, reading
 * `layouts` parses only them: a GPU the encoding does not exist on never builds its rows (tahiti
 * skips SMEM, FLAT, SDWA, DPP and VOP3P; tonga and gfx900 skip SMRD).
 */
export function lazyTable(name: EncName, build: () => EncodingTable, specs?: Partial<Record<Gen, LayoutSpec>>): EncodingTable {
  const t = { name } as { name: EncName; layouts: EncodingTable['layouts']; instrs: EncodingTable['instrs']; aliases?: EncodingTable['aliases'] };
  const keys = ['layouts', 'instrs', 'aliases'] as const;
  const define = (k: (typeof keys)[number], v: unknown): void => {
    if (Object.getOwnPropertyDescriptor(t, k)?.get) Object.defineProperty(t, k, { value: v, enumerable: v !== undefined, writable: false, configurable: false });
  };
  const fill = (): EncodingTable => {
    const b = build();
    if (b.name !== name) throw new Error(`lazy table ${name} built as ${b.name}`);
    if (specs && b.layouts !== makeLayouts(name, specs)) throw new Error(`lazy table ${name} built with other layouts than its specs`);
    for (const k of keys) define(k, b[k]);
    return t;
  };
  for (const k of keys) Object.defineProperty(t, k, { get: () => fill()[k], enumerable: true, configurable: true });
  if (specs) {
    Object.defineProperty(t, 'layouts', {
      get: () => { const l = makeLayouts(name, specs); define('layouts', l); return l; }, enumerable: true, configurable: true,
    });
  }
  return t;
}

/** An encoding known by its layout only (no instruction rows yet). */
export function makeLayoutTable(name: EncName, specs: Partial<Record<Gen, LayoutSpec>>): EncodingTable {
  return { name, layouts: makeLayouts(name, specs), instrs: [] };
}
