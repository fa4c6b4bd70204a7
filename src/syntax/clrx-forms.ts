// CLRX's form markers: clrxdisasm appends `vop3` to a VOP3 word and `sdwa` to an SDWA word
// where the text would otherwise assemble to the instruction's 32-bit form (CLRX wiki GcnOperands "vop3"; GCNDisasmOpc11.cpp:
// d000006a 0002d632 is `v_cmp_f_f32 vcc, s50, v107 vop3`, d000002a 0002d732
// `v_cmp_f_f32 s[42:43], v50, v107`).
import type { Decoded } from '../codec/codec.js';
import { isaFor } from '../isa/index.js';
import type { InstrDef } from '../isa/types.js';
import { CLRX_DEFAULTS } from './clrx.js';
import { VCC } from '../isa/special-regs.js';

/**
 * Whether a VOP3 word's CLRX text, without `vop3`, would read as the short form: the row is the
 * VOP3 form of a VOP1/VOP2/VOPC/VINTRP instruction, no modifier bit is set, and each operand
 * holds what the short form's operand in its place takes (VCC where that one is implicit, a VGPR
 * where it is a VGPR field, a scalar where it is a scalar one).
 */
function needsVop3(d: Decoded, def: InstrDef): boolean {
  if (!def.name.endsWith('_e64')) return false;
  const short = isaFor(d.gen).byName.get(def.name.slice(0, -4))?.def;
  if (!short || short.enc === 'VOP3') return false;
  const f = d.fields;
  for (let k = 0; k < 3; k++) if (f[`neg${k}`] || f[`abs${k}`]) return false;
  const ops = def.operands.filter((o) => !o.mod);
  const want = short.operands.filter((o) => !o.mod);
  // A modifier set (high is SRC0's bit 8, beside the attribute).
  if (ops.length !== want.length || def.operands.some((o) => o.mod && (o.kind === 'high' ? f.src0 >> 8 : f[o.field]))) return false;
  return ops.every((o, i) => {
    const v = f[o.field];
    switch (want[i].kind) {
      case 'vcc': return v === VCC;
      case 'vreg': return o.kind !== 'vsrc' || v >= 256;
      case 'ssrc': return v < 256;
      case 'attr': return v >> 8 === 0;
      default: return true;
    }
  });
}

const DWORD = 6;

/**
 * An SDWA word whose CLRX text shows no select, dst_unused or sext (every one at CLRX's default)
 * reads as the 32-bit form: CLRX appends `sdwa` (GCNDisasmOpc12.cpp: 0134d6f9 00060606).
 */
function needsSdwa(d: Decoded, def: InstrDef): boolean {
  const f = d.fields;
  const has = (field: string): boolean => def.operands.some((o) => o.field === field);
  const dst = !has('dst_sel') || (f.dst_sel === DWORD && f.dst_unused === CLRX_DEFAULTS.sdwaunused);
  return dst && f.src0_sel === DWORD && !f.src0_sext && (!has('src1_sel') || (f.src1_sel === DWORD && !f.src1_sext));
}

/** The marker CLRX writes after the modifiers to keep the word's encoding, if any. */
export function clrxFormMarker(d: Decoded, def: InstrDef): 'vop3' | 'sdwa' | undefined {
  if (def.enc === 'VOP3') return needsVop3(d, def) ? 'vop3' : undefined;
  if (def.enc.endsWith('_SDWA')) return needsSdwa(d, def) ? 'sdwa' : undefined;
  return undefined;
}
