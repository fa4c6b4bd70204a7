// Printer for MUBUF (GCN 1.0-1.4), matching llvm-mc 19.
import type { Decoded } from '../codec/codec.js';
import type { InstrDef } from '../isa/types.js';
import { dataRegs } from '../isa/shapes.js';
import { rawSreg, sregName, ssrcName } from '../isa/registers.js';
import { Line } from './line.js';

/** Loads that have an LDS form (data goes to LDS, no VGPR data operand). */
export const MUBUF_LDS_TYPES: ReadonlySet<string> = new Set(['fmt1', 'u8', 'i8', 'u16', 'i16', 'b32']);

function resource(l: Line): void {
  const f = l.f;
  const reg = f.srsrc * 4;
  const rsrc = sregName(l.d.gen, reg, 4);
  if (rsrc !== undefined) l.op(rsrc);
  else l.bad(rawSreg(reg, 4), `srsrc ${rawSreg(reg, 4)} is not a register quad`);
  const soff = ssrcName(l.d.gen, f.soffset);
  if (soff !== undefined) l.op(soff);
  else l.bad(`soffset:${f.soffset}`, `soffset code ${f.soffset} has no syntax`);
  l.set('srsrc').set('soffset');
}

function offset(l: Line): void {
  l.set('offset');
  if (l.f.offset) l.mod(`offset:${l.f.offset}`);
}

export function printMubuf(d: Decoded, def: InstrDef): Line {
  const l = new Line(d, def);
  const f = l.f;
  if (def.kind === 'cache') return l;
  if (def.kind === 'ldsstore') {
    // buffer_store_lds_dword: LDS -> memory; "lds" is mandatory and printed before glc/slc.
    resource(l);
    offset(l);
    l.set('lds', 1).mod('lds');
    if (!f.lds) l.fail('buffer_store_lds_dword needs lds');
    return l.flag('glc').flag('slc');
  }
  const lds = f.lds === 1;
  const tfe = f.tfe === 1;
  if (lds) {
    if (def.kind !== 'load' || !MUBUF_LDS_TYPES.has(def.type)) l.fail('lds on an instruction without an LDS form');
    if (tfe) l.fail('lds with tfe');
  } else {
    if (tfe && def.kind === 'store') l.fail('tfe on a store has no meaning and no syntax');
    if (tfe && def.kind === 'atomic') l.fail('tfe on an atomic');
    l.vreg('vdata', dataRegs(def, d.gen) + f.tfe);
  }
  const addr64 = f.addr64 === 1; // GCN 1.0/1.1 only; the field does not exist later
  if (addr64) {
    if (f.offen || f.idxen) l.fail('addr64 with offen/idxen');
    l.vreg('vaddr', 2);
  } else if (f.offen || f.idxen) {
    l.vreg('vaddr', f.offen && f.idxen ? 2 : 1);
  } else l.op('off');
  resource(l);
  l.flag('idxen').flag('offen').flag('addr64');
  offset(l);
  l.flag('glc').flag('slc');
  if (lds) l.set('lds', 1).mod('lds');
  return l.flag('tfe');
}
