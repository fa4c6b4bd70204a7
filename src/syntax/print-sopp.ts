// Printer for the SOPP subset: s_nop, s_endpgm, s_barrier, s_waitcnt.
import type { Decoded } from '../codec/codec.js';
import type { InstrDef } from '../isa/types.js';
import { getCounter, waitcntFields } from '../isa/waitcnt.js';
import { hex, smallImm } from './format.js';
import { Line } from './line.js';

export function printSopp(d: Decoded, def: InstrDef): Line {
  const l = new Line(d, def);
  const v = l.f.simm16;
  switch (def.kind) {
    case 'nop':
      l.set('simm16').op(smallImm(v));
      break;
    case 'endpgm':
      if (v) l.set('simm16').op(String(v));
      break;
    case 'waitcnt':
      l.set('simm16').op(waitcntText(l, v));
      break;
    default: // s_barrier takes no operand; a nonzero SIMM16 has no syntax.
      break;
  }
  return l;
}

/**
 * llvm-mc prints the counters that are below their maximum (all three when none is); text
 * reassembles from all-max, so a SIMM16 with unused bits set has no exact counter syntax.
 */
function waitcntText(l: Line, v: number): string {
  const counters = waitcntFields(l.d.gen);
  let used = 0;
  for (const c of counters) for (const [s, w] of c.pieces) used |= ((1 << w) - 1) << s;
  if (v & ~used & 0xffff) l.fail(`s_waitcnt bits ${hex(v & ~used & 0xffff)} are not counters`);
  const parts: string[] = [];
  for (const c of counters) {
    const n = getCounter(c, v);
    if (n !== c.max) parts.push(`${c.name}(${n})`);
  }
  if (!parts.length) for (const c of counters) parts.push(`${c.name}(${c.max})`);
  return parts.join(' ');
}
