// SMRD (GCN 1.0/1.1) and SMEM (GCN 1.2/1.4) operands -> fields.
import { dataRegs } from '../isa/shapes.js';
import type { Item } from '../syntax/operands.js';
import { Ctx, imm } from './context.js';
import { AsmError } from './errors.js';
import { smrdSource, sreg } from './regs.js';

/**
 * The offset may be left out ("s_load_dword s5, s[2:3]" means offset 0), but not in front of a
 * modifier: llvm-mc 14 read "s_load_dword s5, s[2:3] glc" as offset 1, so the form is ambiguous
 * across tools and gcnkit asks for the offset to be written.
 */
function noBareModifier(c: Ctx): void {
  if (c.ops.length !== 2 || !c.mods.size) return;
  const first = [...c.mods.values()].sort((a, b) => a.col - b.col)[0];
  throw new AsmError(`expected the offset operand before '${first.text}' (write ', 0x0 ${first.text}' for offset 0)`, first.col);
}

export function encodeSmrd(c: Ctx): void {
  const f = c.fields;
  c.allow([], (m) => (m === 'glc' ? 'cache policy is not supported for SMRD instructions (glc)' : undefined));
  if (c.def.kind === 'cache') { c.expect([]); return; }
  if (c.def.kind === 'time') { f.sdst = sreg(c.gen, c.expect(['sdst'])[0], 2, 'sdst', 'data'); return; }
  noBareModifier(c);
  const ops = c.ops.length === 2 ? c.expect(['sdst', 'sbase']) : c.expect(['sdst', 'sbase', 'offset']);
  f.sdst = sreg(c.gen, ops[0], dataRegs(c.def, c.gen), 'sdst', 'data');
  f.sbase = sreg(c.gen, ops[1], c.def.sbase, 'sbase') / 2;
  const off = ops[2];
  if (!off) { f.imm = 1; f.offset = 0; return; }
  if (off.k === 'imm' || off.k === 'call') {
    const v = imm(off, 'offset', c);
    if (v >= 0 && v <= 255) { f.imm = 1; f.offset = v; return; }
    // GCN 1.1: a 32-bit literal dword offset follows the instruction.
    if (c.layout.literalWhen) { f.imm = 0; f.offset = 255; f.literal = c.range(off, v, 0, 0xffffffff, 'offset') >>> 0; return; }
    c.range(off, v, 0, 255, 'offset (dwords; GCN 1.1 also takes 32-bit literals)');
  }
  f.imm = 0;
  f.offset = smrdSource(off) ?? sreg(c.gen, off, 1, 'offset register');
}

export function encodeSmem(c: Ctx): void {
  const f = c.fields;
  const kind = c.def.kind;
  const data = kind === 'load' || kind === 'store' || kind === 'atomic';
  c.allow(data ? ['glc', 'offset'] : ['offset'], (m) =>
    m === 'nv' ? 'nv has no llvm-mc syntax (write the word with .long)' : m === 'glc' ? `${c.def.name} does not take glc` : undefined);
  if (kind === 'cache') { c.expect([]); return; }
  if (kind === 'time') { f.sdata = sreg(c.gen, c.expect(['sdata'])[0], 2, 'sdata', 'data'); return; }
  if (c.has('glc')) f.glc = 1;
  let ops: readonly Item[];
  if (kind === 'discard') {
    ops = c.expect(['sbase', 'offset']);
    f.sbase = sreg(c.gen, ops[0], 2, 'sbase') / 2;
    smemOffset(c, ops[1]);
    return;
  }
  noBareModifier(c);
  ops = c.ops.length === 2 ? c.expect(['sdata', 'sbase']) : c.expect(['sdata', 'sbase', 'offset']);
  if (kind === 'probe') f.sdata = c.range(ops[0], imm(ops[0], 'probe mode'), 0, 127, 'probe mode');
  else f.sdata = sreg(c.gen, ops[0], dataRegs(c.def, c.gen), 'sdata', 'data');
  f.sbase = sreg(c.gen, ops[1], c.def.sbase, 'sbase') / 2;
  if (ops[2]) smemOffset(c, ops[2]);
  else { f.imm = 1; f.offset = 0; }
}

/** SMEM offset: immediate, SGPR, or (GCN 1.4) SGPR with offset:IMM (SOE). */
function smemOffset(c: Ctx, it: Item): void {
  const f = c.fields;
  const gfx9 = c.gen === 'gcn1.4';
  const extra = c.mods.get('offset');
  const immRange = (v: number, at: Item): number => {
    // GCN 1.4: non-buffer forms take a signed 21-bit offset, buffer forms unsigned 20-bit.
    if (gfx9 && c.def.sbase === 2) return c.range(at, v, -0x100000, 0xfffff, 'offset (signed 21-bit)') & 0x1fffff;
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
    if (!gfx9) throw new AsmError(`'sN offset:N' (SGPR plus immediate, SOE) needs GCN 1.4; selected GPU is ${c.gen === 'gcn1.2' ? 'GCN 1.2' : c.gen}`, extra.col);
    f.soe = 1; f.imm = 1; f.soffset = code;
    f.offset = immRange(extra.k === 'colon' ? extra.value : 0, extra);
    return;
  }
  f.imm = 0;
  f.offset = code;
}
