// Readers of the memory operand kinds (SMRD, SMEM, MUBUF, FLAT, DS): item -> fields, with the
// reasons llvm-mc's syntax gives for each rejection.
import { dataRegs, returnRegs } from '../isa/shapes.js';
import type { OperandKind, OperandSpec } from '../isa/types.js';
import type { Item } from '../syntax/operands.js';
import { SADDR_OFF } from '../isa/memory-profiles.js';
import { Ctx, imm } from './context.js';
import { AsmError } from './errors.js';
import { DEFAULT_FORMAT, DFMT_NAMES, nfmtNames } from '../isa/buffer-formats.js';
import { smrdSource, sreg, ssrc, vreg } from './regs.js';
import { shadowedSymbol } from '../syntax/expr.js';
import { has } from '../isa/targets.js';
import { GEN_INFO, GENS, type Gen } from '../isa/gens.js';

type Reader = (c: Ctx, o: OperandSpec, it: Item) => void;

const isOff = (it: Item): boolean => it.k === 'name' && it.name === 'off';

/**
 * A data operand's register tuple (an 'av' spec: VDATA/VDST, DS data, MIMG data): VGPRs, or AGPRs
 * where the layout has the ACC bit (CDNA 2+), which then says so for every data operand of the
 * instruction (llvm-mc 19: "data and dst should be all VGPR or AGPR").
 */
export function dataReg(c: Ctx, o: OperandSpec, it: Item, count: number, what: string): number {
  const agpr = o.rclass === 'av' && it.k === 'reg' && it.file === 'a';
  const acc = c.layout.byName.acc !== undefined;
  if (agpr && !acc) throw new AsmError(`invalid register class: agpr loads and stores not supported on this GPU (${it.text})`, it.col);
  if (o.rclass === 'av' && acc) {
    const file = agpr ? 'a' : 'v';
    if (c.dataFile !== undefined && c.dataFile !== file) throw new AsmError(`invalid register class: data and dst should be all VGPR or AGPR (${it.text})`, it.col);
    c.dataFile = file;
    c.fields.acc = agpr ? 1 : 0;
  }
  return vreg(c, it, count, what, agpr ? 'a' : 'v');
}

/** SMEM offset: immediate, SGPR, or (GCN 1.4) SGPR with offset:IMM (SOE). */
function smemoff(c: Ctx, _o: OperandSpec, it: Item): void {
  const f = c.fields;
  const gfx9 = has(c.gen, 'smem-signed-offset');
  const extra = c.mods.get('offset');
  const immRange = (v: number, at: Item): number => {
    // GCN 1.4: non-buffer forms take a signed 21-bit offset, buffer forms unsigned 20-bit.
    // (CLRX also reads the field's unsigned value, which clrxdisasm writes: 0x13da5b.)
    if (gfx9 && c.def.sbase === 2) return (c.syntax === 'clrx' && v > 0xfffff && v <= 0x1fffff ? v : c.range(at, v, -0x100000, 0xfffff, 'offset (signed 21-bit)')) & 0x1fffff;
    return c.range(at, v, 0, 0xfffff, 'offset (unsigned 20-bit)');
  };
  if (it.k === 'imm' || it.k === 'call') {
    if (extra) throw new AsmError("offset: follows an SGPR offset ('sN offset:N'), not an immediate", extra.col);
    f.imm = 1;
    f.offset = immRange(imm(it, 'offset'), it);
    return;
  }
  const code = sreg(c.gen, it, 1, 'offset register');
  if (extra) {
    if (!gfx9) throw new AsmError(`'sN offset:N' (SGPR plus immediate, SOE) needs GCN 1.4; selected GPU is ${GEN_INFO[c.gen].label}`, extra.col);
    f.soe = 1; f.imm = 1; f.soffset = code;
    f.offset = immRange(extra.k === 'colon' ? extra.value : 0, extra);
    return;
  }
  f.imm = 0;
  f.offset = code;
}

/** SMRD offset: dword immediate 0..255, SGPR or src_* code, or GCN 1.1's 32-bit literal. */
function smrdoff(c: Ctx, _o: OperandSpec, it: Item): void {
  const f = c.fields;
  if (it.k === 'imm' || it.k === 'call') {
    const v = imm(it, 'offset', c);
    // CLRX's lit(N) forces GCN 1.1's literal form (`s_buffer_load_dword s51, s[60:63], lit(253)` is
    // c219bcff 000000fd, GCNAsmOpc11.cpp:3020).
    const forced = it.k === 'call' && it.name === 'lit' && c.syntax === 'clrx' && c.layout.literalWhen;
    if (v >= 0 && v <= 255 && !forced) { f.imm = 1; f.offset = v; return; }
    // GCN 1.1: a 32-bit literal dword offset follows the instruction.
    if (c.layout.literalWhen) { f.imm = 0; f.offset = 255; f.literal = c.range(it, v, 0, 0xffffffff, 'offset') >>> 0; return; }
    // (CLRX keeps the low 8 bits: `s0=3191` then `@s0` is 0x77, GCNAsmOpc11.cpp:604.)
    f.imm = 1;
    f.offset = c.range(it, v, 0, 255, 'offset (dwords; GCN 1.1 also takes 32-bit literals)');
    return;
  }
  f.imm = 0;
  const cond = smrdSource(it);
  if (cond !== undefined && c.syntax === 'clrx') {
    // To CLRX vccz, execz and scc are scalar sources, not registers: SMRD's offset (SGPRs only)
    // reads them as symbols (`vccz=33` makes the offset 33, GCNAsmOpc11.cpp:598).
    const s = shadowedSymbol(it.text);
    if (!s || s.forward || s.rel !== undefined) throw new AsmError(`offset register must be a scalar register, got '${it.text}' (to CLRX a symbol here, ${s?.rel !== undefined ? 'a label' : 'not defined'})`, it.col);
    smrdoff(c, _o, { k: 'imm', value: Number(s.v), col: it.col, text: it.text });
    return;
  }
  f.offset = cond ?? sreg(c.gen, it, 1, 'offset register');
}

/** MUBUF VADDR: 'off' unless offen/idxen/addr64 say which VGPRs hold the address. */
function bufaddr(c: Ctx, o: OperandSpec, it: Item): void {
  const f = c.fields;
  if (f.offen || f.idxen || f.addr64) {
    const two = f.addr64 || (f.offen && f.idxen);
    f[o.field] = vreg(c, it, two ? 2 : 1, f.addr64 ? 'vaddr (addr64: 64-bit address)' : f.offen && f.idxen ? 'vaddr (idxen offen: index and offset)' : 'vaddr');
  } else if (!isOff(it)) {
    // CLRX always writes VADDR's register; the hardware ignores it without offen/idxen/addr64.
    if (c.syntax !== 'clrx' || it.k !== 'reg') throw new AsmError(`vaddr must be 'off' without offen, idxen or addr64, got '${it.text}'${it.k === 'reg' ? ' (CLRX writes a register here: --syntax clrx)' : ''}`, it.col);
    f[o.field] = vreg(c, it, 1, 'vaddr');
    if (f[o.field]) c.noExactText = true;
  }
}

/** FLAT/GLOBAL/SCRATCH VADDR; read after SADDR (which decides its width). */
function flataddr(c: Ctx, o: OperandSpec, it: Item): void {
  const seg = c.def.segment;
  const saddrOff = c.fields.saddr === undefined || c.fields.saddr === SADDR_OFF;
  if (seg === 'scratch' && c.layout.byName.sve) {
    // gfx940: VADDR and SADDR are each 'off' or a register; SVE says VADDR is used.
    if (!isOff(it)) { c.fields.sve = 1; c.fields[o.field] = vreg(c, it, 1, 'vaddr'); }
    return;
  }
  if (seg === 'scratch' && !saddrOff) {
    if (!isOff(it)) throw new AsmError(`vaddr must be 'off' when saddr is an SGPR, got '${it.text}'`, it.col);
  } else if (seg === 'scratch' && isOff(it)) {
    throw new AsmError("scratch: vaddr and saddr cannot both be 'off'", it.col);
  } else {
    c.fields[o.field] = vreg(c, it, seg === 'flat' || (seg === 'global' && saddrOff) ? 2 : 1, 'vaddr');
  }
}

/** A format name, llvm-mc's (BUF_DATA_FORMAT_32, exact case) or CLRX's (32, float): [dfmt, nfmt] part. */
function formatName(c: Ctx, name: string, col: number): { dfmt?: number; nfmt?: number } {
  const nfmts = nfmtNames(c.gen);
  const m = /^BUF_(DATA|NUM)_FORMAT_(\w+)$/.exec(name);
  if (m) {
    const k = (m[1] === 'DATA' ? DFMT_NAMES : nfmts).indexOf(m[2]);
    if (k >= 0) return m[1] === 'DATA' ? { dfmt: k } : { nfmt: k };
    const other = m[1] === 'NUM' && NFMT_ALL.includes(m[2]) ? ` (${m[2]} is NFMT 6 on ${nfmt6Elsewhere(c.gen)}; here it is ${nfmts[6]})` : '';
    throw new AsmError(`unsupported format '${name}'${other}`, col);
  }
  if (/^BUF_FMT_/i.test(name)) throw new AsmError(`unified format '${name}' is GCN 1.5+ (not supported on this GPU)`, col);
  // CLRX: the names without prefix, any case.
  const up = name.toUpperCase();
  const d = DFMT_NAMES.indexOf(up), n = nfmts.indexOf(up);
  if (d >= 0 || n >= 0) {
    c.clrxForm(col, `format name '${name}'`);
    return d >= 0 ? { dfmt: d } : { nfmt: n };
  }
  throw new AsmError(`unsupported format '${name}' (expected BUF_DATA_FORMAT_<${DFMT_NAMES.join('|')}> or BUF_NUM_FORMAT_<${nfmts.join('|')}>)`, col);
}
const NFMT_ALL = ['SNORM_OGL', 'RESERVED_6'];

/**
 * MTBUF FORMAT: format:N (DFMT | NFMT << 4, 0..127) or format:[names] right after SOFFSET; the
 * legacy dfmt:N and nfmt:N before SOFFSET. What is not written keeps its default (DFMT 1, NFMT 0).
 */
function bufformat(c: Ctx, o: OperandSpec, it: Item): void {
  const f = c.fields;
  const soffset = c.ops[c.ops.length - 1];
  const name = 'name' in it ? it.name : '';
  if (name === 'dfmt' || name === 'nfmt') {
    if (c.has('format')) throw new AsmError('duplicate format (format: and dfmt:/nfmt: both given)', Math.max(it.col, c.mods.get('format')!.col));
    if (it.k !== 'colon') throw new AsmError(`expected ${name}:N, got '${it.text}'`, it.col);
    const dfmt = name === 'dfmt';
    const v = c.range(it, it.value, 0, dfmt ? 15 : 7, dfmt ? 'dfmt' : 'nfmt');
    f[o.field] = dfmt ? (f[o.field] & 0x70) | v : (f[o.field] & 15) | (v << 4);
    if (soffset && it.col > soffset.col) c.clrxForm(it.col, `'${it.text}' after SOFFSET (llvm-mc takes dfmt:/nfmt: before it; format: after it)`);
    return;
  }
  if (soffset && it.col < soffset.col) c.clrxForm(it.col, `'${it.text}' before SOFFSET (llvm-mc takes format: right after it)`);
  else if ([...c.mods].some(([k, m]) => m.col < it.col && k !== 'dfmt' && k !== 'nfmt')) c.clrxForm(it.col, `'${it.text}' after other modifiers (llvm-mc takes format: right after SOFFSET)`);
  if (it.text.startsWith('FORMAT')) c.clrxForm(it.col, `upper case '${it.text.slice(0, 6)}'`);
  if (it.k === 'colon') {
    f[o.field] = c.range(it, it.value, 0, 127, 'format');
    return;
  }
  if (it.k !== 'args') throw new AsmError(`expected format:N or format:[...], got '${it.text}'`, it.col);
  let dfmt: number | undefined, nfmt: number | undefined;
  for (const [k, a] of it.args.entries()) {
    if (a.k !== 'sym') throw new AsmError('expected a format name', a.col);
    // CLRX's @N: the data format's value first, the numeric format's second (format:[@6,@3] is
    // DFMT 6, NFMT 3: e9b067d4, GCNAsmOpc11.cpp:2560).
    const at = c.syntax === 'clrx' ? /^@\s*(\d+|0x[0-9a-f]+)$/i.exec(a.name) : null;
    const num = at ? { k: 'imm' as const, value: Number(at[1]), col: a.col, text: a.name } : undefined;
    const r = num ? (k === 0 ? { dfmt: c.range(num, num.value, 0, 15, 'dfmt') } : { nfmt: c.range(num, num.value, 0, 7, 'nfmt') }) : formatName(c, a.name, a.col);
    if (r.dfmt !== undefined) {
      if (dfmt !== undefined) throw new AsmError('duplicate data format', a.col);
      dfmt = r.dfmt;
    } else {
      if (nfmt !== undefined) throw new AsmError('duplicate numeric format', a.col);
      nfmt = r.nfmt;
    }
  }
  f[o.field] = (dfmt ?? DEFAULT_FORMAT & 15) | ((nfmt ?? DEFAULT_FORMAT >> 4) << 4);
}

export const MEMORY_READ: Readonly<Partial<Record<OperandKind, Reader>>> = {
  sdata: (c, o, it) => { c.fields[o.field] = sreg(c.gen, it, o.regs === 2 ? 2 : dataRegs(c.def, c.gen), o.field, 'data'); },
  probe: (c, o, it) => { c.fields[o.field] = c.range(it, imm(it, 'probe mode'), 0, 127, 'probe mode'); },
  sbase: (c, o, it) => { c.fields[o.field] = sreg(c.gen, it, c.def.sbase, 'sbase') / 2; },
  smrdoff,
  smemoff,
  vdata: (c, o, it) => {
    // MUBUF's (and CLRX's MTBUF) TFE status register follows the data (FLAT's CLRX TFE widens VDST instead).
    const tfe = c.def.enc === 'MUBUF' || c.def.enc === 'MTBUF' ? c.fields.tfe ?? 0 : 0;
    c.fields[o.field] = dataReg(c, o, it, dataRegs(c.def, c.gen) + tfe, tfe ? 'vdata (with tfe: one more register)' : 'vdata');
  },
  vdst: (c, o, it) => {
    c.fields[o.field] = dataReg(c, o, it, (c.def.kind === 'atomic' ? returnRegs(c.def) : dataRegs(c.def, c.gen)) + (c.fields.tfe ?? 0), 'vdst');
  },
  bufaddr,
  flataddr,
  saddr: (c, o, it) => {
    if (isOff(it) && o.off !== undefined) { c.fields[o.field] = o.off; return; }
    const code = sreg(c.gen, it, c.def.segment === 'global' ? 2 : 1, 'saddr');
    // SCRATCH takes one SGPR: exec_hi's code is the one meaning 'off' (llvm-mc's SReg_32_XEXEC_HI).
    if (code === o.off) throw new AsmError(`${it.text} cannot be saddr: its code 0x${code.toString(16)} means 'off' in this field`, it.col);
    c.fields[o.field] = code;
  },
  srsrc: (c, o, it) => { c.fields[o.field] = sreg(c.gen, it, 4, 'srsrc') / 4; },
  soffset: (c, o, it) => { c.fields[o.field] = ssrc(c.gen, it, 'soffset'); },
  bufformat,
  flag: (c, o) => { c.fields[o.field] = 1; },
  dsoff: (c, o, it) => {
    if (it.k !== 'colon') throw new AsmError(`expected offset:N, got '${it.text}'`, it.col);
    if (o.fmt !== 'swizzle' && /^offset\s*:\s*swizzle/i.test(it.text)) throw new AsmError(`swizzle(...) is ds_swizzle_b32's offset; ${c.def.name} takes offset:N`, it.col);
    const v = c.range(it, it.value, 0, 0xffff, 'offset (unsigned 16-bit)');
    c.fields.offset0 = v & 0xff;
    c.fields.offset1 = v >>> 8;
  },
  dsoff8: (c, o, it) => {
    if (it.k !== 'colon') throw new AsmError(`expected ${o.field}:N, got '${it.text}'`, it.col);
    c.fields[o.field] = c.range(it, it.value, 0, 255, `${o.field} (unsigned 8-bit)`);
  },
  offset: (c, o, it) => {
    if (it.k !== 'colon') throw new AsmError(`expected offset:N, got '${it.text}'`, it.col);
    if (c.def.enc === 'SMEM') return; // read by the SMEM offset operand ("sN offset:N")
    if (c.def.enc !== 'FLAT') {
      // llvm-mc silently keeps only the low 12 bits of 4096..65535; gcnkit rejects them.
      c.fields[o.field] = c.range(it, it.value, 0, 4095, 'offset');
      return;
    }
    if (c.def.segment === 'flat') c.fields[o.field] = c.range(it, it.value, 0, 4095, 'offset (FLAT segment: unsigned 12-bit)');
    else c.fields[o.field] = c.range(it, it.value, -4096, 4095, 'offset (signed 13-bit)') & 0x1fff;
  },
};

/** What a left-out optional operand means: the scalar memory offset defaults to immediate 0. */
export const MEMORY_OMITTED: Readonly<Partial<Record<OperandKind, (c: Ctx, o: OperandSpec) => void>>> = {
  smrdoff: (c) => { c.fields.imm = 1; c.fields.offset = 0; },
  smemoff: (c) => { c.fields.imm = 1; c.fields.offset = 0; },
};

/** Where NFMT 6 has the other meaning than on `gen` (SNORM_OGL on GCN 1.0/1.1 only): "GCN 1.2/1.4". */
function nfmt6Elsewhere(gen: Gen): string {
  return 'GCN ' + GENS.filter((g) => has(g, 'snorm-ogl') !== has(gen, 'snorm-ogl')).map((g) => GEN_INFO[g].label.replace('GCN ', '')).join('/');
}
