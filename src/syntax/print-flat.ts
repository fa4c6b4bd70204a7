// Printer for FLAT (GCN 1.1/1.2) and FLAT/GLOBAL/SCRATCH (GCN 1.4), matching llvm-mc 19.
import type { Decoded } from '../codec/codec.js';
import type { InstrDef } from '../isa/types.js';
import { dataRegs, returnRegs } from '../isa/shapes.js';
import { rawSreg, sregName } from '../isa/registers.js';
import { signExtend } from './format.js';
import { Line } from './line.js';

/** SADDR value meaning "no scalar address" (GCN 1.4). */
const SADDR_OFF = 0x7f;

export function printFlat(d: Decoded, def: InstrDef): Line {
  const l = new Line(d, def);
  const f = l.f;
  const gfx9 = d.gen === 'gcn1.4';
  const seg = def.segment;
  const glc = f.glc === 1;
  const lds = gfx9 && f.lds === 1;
  // The address: FLAT takes a 64-bit VGPR pair; GLOBAL a pair with saddr=off, else a 32-bit
  // VGPR offset plus an SGPR pair; SCRATCH one VGPR with saddr=off, else an SGPR and vaddr=off.
  const saddrOff = !gfx9 || f.saddr === SADDR_OFF;
  const address = (): void => {
    if (seg === 'scratch' && !saddrOff) l.op('off');
    else l.vreg('vaddr', seg === 'flat' || (seg === 'global' && saddrOff) ? 2 : 1);
  };
  if (def.kind === 'load') {
    if (!lds) l.vreg('vdst', dataRegs(def, d.gen));
    address();
  } else if (def.kind === 'store') {
    address();
    l.vreg('vdata', dataRegs(def, d.gen));
  } else {
    // Atomics return the pre-op value (and print VDST) only with GLC.
    if (glc) l.vreg('vdst', returnRegs(def));
    address();
    l.vreg('vdata', dataRegs(def, d.gen));
  }
  if (gfx9) {
    l.set('saddr');
    if (seg !== 'flat') {
      if (saddrOff) l.op('off');
      else {
        const count = seg === 'global' ? 2 : 1;
        const name = sregName(d.gen, f.saddr, count);
        if (name !== undefined) l.op(name);
        else l.bad(rawSreg(f.saddr, count), `saddr ${rawSreg(f.saddr, count)} is not a valid address register`);
      }
    } else if (f.saddr !== 0) l.fail('saddr set on a FLAT-segment instruction');
    l.set('offset');
    if (f.offset) {
      // The FLAT segment's offset is 12-bit unsigned; GLOBAL/SCRATCH take 13-bit signed.
      const v = seg === 'flat' ? f.offset : signExtend(f.offset, 13);
      if (seg === 'flat' && v > 4095) l.fail('FLAT-segment offset above 4095');
      l.mod(`offset:${v}`);
    }
  }
  l.flag('glc');
  l.flag('slc');
  if (lds) {
    l.set('lds').mod('lds');
    if (seg === 'flat' || def.kind !== 'load' || !LDS_TYPES.has(def.type)) l.fail('lds on an instruction without an LDS form');
  }
  return l;
}

/** GLOBAL/SCRATCH loads with an LDS form (llvm-mc 19, gfx900). */
const LDS_TYPES: ReadonlySet<string> = new Set(['u8', 'i8', 'u16', 'i16', 'b32']);
