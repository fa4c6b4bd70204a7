// Printers for the scalar memory encodings, SMRD (GCN 1.0/1.1) and SMEM (GCN 1.2/1.4),
// written to match llvm-mc 19 character for character.
import type { Decoded } from '../codec/codec.js';
import type { InstrDef } from '../isa/types.js';
import { dataRegs } from '../isa/shapes.js';
import { rawSreg, sregName, ssrcName } from '../isa/registers.js';
import { hex, shex, signExtend, smallImm } from './format.js';
import { Line } from './line.js';

function sdata(l: Line, field: string, count: number): void {
  const v = l.f[field];
  const name = sregName(l.d.gen, v, count, 'data');
  if (name !== undefined) l.op(name);
  else l.bad(rawSreg(v, count), `${field} ${rawSreg(v, count)} is misaligned or not a data register`);
  l.set(field);
}

function sbase(l: Line, count: number): void {
  const reg = l.f.sbase * 2;
  const name = sregName(l.d.gen, reg, count);
  if (name !== undefined) l.op(name);
  else l.bad(rawSreg(reg, count), `sbase ${rawSreg(reg, count)} is not a valid ${count}-register base`);
  l.set('sbase');
}

/** A scalar register named by a 7-bit code (SMEM SGPR offsets, GCN 1.4 SOFFSET). */
function sgpr7(l: Line, code: number): string {
  const name = sregName(l.d.gen, code, 1);
  if (name === undefined) l.fail(`offset register code ${code} is not a register`);
  return name ?? `s${code}`;
}

export function printSmrd(d: Decoded, def: InstrDef): Line {
  const l = new Line(d, def);
  const f = l.f;
  switch (def.kind) {
    case 'cache':
      return l;
    case 'time':
      sdata(l, 'sdst', 2);
      return l;
    default:
      break;
  }
  sdata(l, 'sdst', dataRegs(def, d.gen));
  sbase(l, def.sbase);
  l.set('imm').set('offset');
  if (f.imm) l.op(hex(f.offset));
  else if (f.literal !== undefined) {
    // The literal form only reassembles for offsets the 8-bit form cannot hold.
    l.set('literal').op(hex(f.literal));
    if (f.literal <= 255) l.fail('literal offset below 256 would assemble to the short form');
  } else {
    const name = f.offset < 128 ? sregName(d.gen, f.offset, 1) : ssrcName(d.gen, f.offset);
    if (name !== undefined && (f.offset < 128 || (f.offset >= 251 && f.offset <= 253))) l.op(name);
    else l.bad(`s${f.offset}`, `offset register code ${f.offset} has no SMRD syntax`);
  }
  return l;
}

export function printSmem(d: Decoded, def: InstrDef): Line {
  const l = new Line(d, def);
  const f = l.f;
  const gfx9 = d.gen === 'gcn1.4';
  switch (def.kind) {
    case 'cache':
      return l;
    case 'time':
      sdata(l, 'sdata', 2);
      return l;
    case 'probe':
      // s_atc_probe's SDATA is a 7-bit immediate, printed like an inline constant.
      l.set('sdata').op(smallImm(f.sdata));
      break;
    case 'discard':
      break;
    default:
      sdata(l, 'sdata', dataRegs(def, d.gen));
  }
  sbase(l, def.sbase);
  l.set('imm');
  if (gfx9 && f.soe) {
    l.set('soe').set('soffset');
    const reg = sgpr7(l, f.soffset);
    if (!f.imm) return l.fail('SOE without IMM has no syntax');
    l.op(`${reg} offset:${offsetText(l, def, gfx9)}`);
  } else if (f.imm) {
    l.op(offsetText(l, def, gfx9));
  } else {
    // IMM=0: OFFSET[6:0] names the offset register; higher bits are ignored by the hardware.
    l.set('offset', f.offset & 0x7f);
    l.op(sgpr7(l, f.offset & 0x7f));
  }
  if (def.kind === 'load' || def.kind === 'store' || def.kind === 'atomic') l.flag('glc');
  return l;
}

/** GCN 1.4 prints the 21-bit offset signed; only non-buffer forms accept negatives back. */
function offsetText(l: Line, def: InstrDef, gfx9: boolean): string {
  const raw = l.f.offset;
  l.set('offset');
  if (!gfx9) return hex(raw);
  const v = signExtend(raw, 21);
  if (v < 0 && def.sbase === 4) l.fail('negative offset on a buffer form');
  return shex(v);
}
