// The generic printer: an instruction with an operand profile prints each operand by its kind.
// Every encoding with profiles (SOP1, SOP2, SOPK, SOPC, SOPP) goes through here.
import type { Decoded } from '../codec/codec.js';
import type { InstrDef, OperandKind, OperandSpec } from '../isa/types.js';
import { GEN_INDEX } from '../isa/gens.js';
import { rawSreg, rawVreg, sregName, sregSourceName, ssrc64Name, ssrcName, vregName } from '../isa/registers.js';
import { literalText, rawSource, scalarSourceName } from './vsrc.js';
import { constantBusProblem, ldsDirectProblem } from './valu-rules.js';
import { dppCtrlText } from './dpp.js';
import { getCounter, waitcntFields } from '../isa/waitcnt.js';
import { literalReadsInline } from './constants.js';
import { hex, signExtend, smallImm } from './format.js';
import { clrxHwregText, clrxLiteral, clrxSendmsgText, clrxSourceName, clrxWaitcnt, type Dialect } from './clrx.js';
import { Line } from './line.js';
import { gprIdxText, hwregText, sendmsgText } from './structured.js';
import { MEMORY_PRINT } from './print-memory.js';
import { SDWA_PRINT } from './print-sdwa.js';

type Printer = (l: Line, o: OperandSpec) => void;

const SCALAR_PRINT: Readonly<Partial<Record<OperandKind, Printer>>> = {
  sreg(l, o) {
    const v = l.f[o.field];
    const name = v < 128 ? sregName(l.d.gen, v, o.regs) : sregSourceName(l.d.gen, v, o.regs);
    if (name !== undefined) l.op(l.clrx ? clrxSourceName(name) : name);
    else l.bad(rawSreg(v, o.regs), `${o.field} ${rawSreg(v, o.regs)} is ${o.regs > 1 ? 'misaligned or ' : ''}not a register here`);
    l.set(o.field);
  },
  ssrc(l, o) {
    const code = l.f[o.field];
    l.set(o.field);
    if (code === 255 && l.f.literal === undefined) {
      // Code 255 in a field no literal rule covers (v_readlane_b32's lane select): no syntax.
      l.bad('src255', `${o.field} code 255 (a literal) cannot be used here`);
      return;
    }
    if (code === 255) {
      const u = l.f.literal;
      const inline = literalReadsInline(l.d.gen, u, o.regs === 2 ? 64 : 32);
      // CLRX writes such a literal lit(N); llvm-mc has no spelling for it.
      l.set('literal').op(l.clrx ? clrxLiteral(u, inline) : hex(u));
      if (!o.literal) l.fail(`${l.def.name} takes no literal`);
      if (inline && !l.clrx) l.fail(`literal ${hex(u)} would assemble to an inline constant`);
      return;
    }
    const name = o.regs === 2 ? ssrc64Name(l.d.gen, code) : ssrcName(l.d.gen, code);
    if (name !== undefined) l.op(l.clrx ? clrxSourceName(name) : name);
    else l.bad(code < 128 ? rawSreg(code, o.regs) : `src${code}`, `${o.field} code ${code} has no ${o.regs === 2 ? '64' : '32'}-bit source syntax`);
  },
  simm16(l, o) {
    const v = l.f[o.field];
    // CLRX prints every SOPP/SOPK immediate in hex.
    if (o.fmt === 'dec16') {
      if (v) l.set(o.field).op(l.clrx ? hex(v) : String(v));
      return;
    }
    l.set(o.field).op(o.fmt === 'hex16' || l.clrx ? hex(v) : smallImm(v));
  },
  label(l, o) {
    const v = l.f[o.field];
    l.set(o.field);
    if (!l.clrx) { l.op(String(v)); return; }
    // CLRX takes a byte address; ".+N" is relative to this instruction (the next is ".+4").
    const bytes = 4 + 4 * signExtend(v, 16);
    l.op(bytes === 0 ? '.' : bytes > 0 ? `.+${bytes}` : `.-${-bytes}`);
  },
  hwreg(l, o) {
    const v = l.f[o.field];
    l.set(o.field).op(l.clrx ? clrxHwregText(l.d.gen, v) : hwregText(l.d.gen, v));
  },
  sendmsg(l, o) {
    const v = l.f[o.field];
    l.set(o.field);
    if (!l.clrx) { l.op(sendmsgText(l.d.gen, v)); return; }
    const t = clrxSendmsgText(l.d.gen, v);
    if (t !== undefined) l.op(t);
    else l.bad(hex(v), `sendmsg ${hex(v)} has no CLRX spelling`);
  },
  waitcnt(l, o) {
    const t = waitcntText(l, l.f[o.field]);
    l.set(o.field).op(l.clrx ? clrxWaitcnt(t) : t);
  },
  gpridx(l, o) {
    const v = l.f[o.field];
    const t = gprIdxText(v);
    l.set(o.field);
    // CLRX writes the mode as a plain hex immediate (any width the field has).
    if (l.clrx) l.op(hex(v));
    else if (t !== undefined) l.op(t);
    else l.bad(hex(v), `gpr_idx mode ${hex(v)} is wider than 4 bits`);
  },
  vreg(l, o) {
    l.vreg(o.field, o.regs);
  },
  vsrc(l, o) {
    const code = l.f[o.field];
    l.set(o.field);
    if (o.field === 'src0') {
      const bus = constantBusProblem(l.def, l.f) ?? ldsDirectProblem(l.def, l.f);
      if (bus) l.fail(bus);
    }
    if ((o.src === 'vgpr' || o.src === 'vgpr+lds') && code < 256 && !(code === 254 && o.src === 'vgpr+lds')) l.fail(`${l.def.name} takes a VGPR in ${o.field}`);
    if (o.src === 'scalar' && code >= 256) l.fail(`${l.def.name} takes no VGPR in ${o.field}`);
    if (code === 255 && !o.literal) l.fail(`${l.def.name} takes no literal`);
    if (code >= 256) {
      const v = code - 256;
      const name = vregName(v, o.regs);
      if (name !== undefined) l.op(name);
      else l.bad(rawVreg(v, o.regs), `${o.field} ${rawVreg(v, o.regs)} runs past v255`);
      return;
    }
    if (code === 255 && l.f.literal === undefined) {
      l.bad('src255', `${o.field} code 255 (a literal) cannot be used here`);
      return;
    }
    if (code === 255) {
      const lit = literalText(l.d.gen, o.vtype, l.f.literal);
      l.set('literal').op(lit.text);
      if (!lit.exact) l.fail(`literal ${hex(l.f.literal)} has no ${o.vtype} syntax that reads back (an inline constant or a lost high half)`);
      return;
    }
    const name = scalarSourceName(l.d.gen, o.vtype, code, o.regs);
    if (name !== undefined) l.op(l.clrx ? clrxSourceName(name) : name);
    else l.bad(rawSource(code, o.regs), `${o.field} code ${code} has no ${o.vtype} source syntax`);
  },
  vcc(l) {
    l.op('vcc');
  },
  litk(l, o) {
    // K is always a literal (no inline form to collide with); a 16-bit K prints its low half.
    l.set('literal').op('0x' + (o.vtype === 'f16' ? l.f.literal & 0xffff : l.f.literal >>> 0).toString(16));
    if (o.vtype === 'f16' && l.f.literal >>> 16) l.fail('the high half of a 16-bit K has no syntax');
  },
  dppsrc(l, o) {
    const v = l.f[o.field];
    const [negF, absF] = o.field === 'dsrc0' ? ['src0_neg', 'src0_abs'] : ['src1_neg', 'src1_abs'];
    const neg = l.f[negF], abs = l.f[absF];
    l.set(o.field);
    let t = vregName(v, o.regs) ?? rawVreg(v, o.regs);
    if (vregName(v, o.regs) === undefined) l.fail(`${o.field} ${t} runs past v255`);
    if (neg || abs) {
      l.set(negF).set(absF);
      if (o.vtype !== 'f32' && o.vtype !== 'f16' && o.vtype !== 'f64') {
        // An integer source: the neg bit is sext(...) where llvm-mc allows it, abs has no text.
        if (abs || !o.signed) l.fail(`neg/abs on the ${o.vtype} source of ${l.def.name}`);
        t = `sext(${t})`;
      } else {
        if (abs) t = `|${t}|`;
        if (neg) t = '-' + t;
      }
    }
    l.op(t);
  },
  dppctrl(l, o) {
    const v = l.f[o.field];
    const t = dppCtrlText(v);
    l.set(o.field);
    if (t !== undefined) l.mod(t);
    else l.fail(`DPP_CTRL ${hex(v)} is not a DPP control of this GPU`);
  },
  dppmask(l, o) {
    l.set(o.field).mod(`${o.field}:${hex(l.f[o.field])}`);
  },
  boundctrl(l, o) {
    if (l.f[o.field]) l.set(o.field).mod('bound_ctrl:1');
  },
  lit32(l) {
    // llvm-mc prints it like an inline integer (decimal from -16 to 64, else hex); CLRX in hex.
    const v = l.f.literal | 0;
    l.set('literal').op(v >= -16 && v <= 64 && !l.clrx ? String(v) : hex(l.f.literal));
  },
};

const PRINT = { ...SCALAR_PRINT, ...MEMORY_PRINT, ...SDWA_PRINT } as Readonly<Record<OperandKind, Printer>>;

type Step = (l: Line) => void;

/**
 * The printer of one instruction on one generation in one dialect, generated from its profile on
 * first use: one step per operand, each its kind's printer bound to its spec and condition.
 */
function compile(def: InstrDef, gi: number, clrx: boolean): Step[] {
  return def.printByGen[gi][clrx ? 1 : 0].map((o): Step => {
    const print = PRINT[o.kind];
    if (o.when === 'nolds') return (l) => { if (!l.f.lds) print(l, o); };
    // CLRX writes a FLAT atomic's VDST with or without glc.
    if (o.when === 'glc' && !clrx) return (l) => { if (l.f.glc === 1) print(l, o); };
    return (l) => print(l, o);
  });
}

export function printProfile(d: Decoded, def: InstrDef, dialect: Dialect = 'llvm'): Line {
  const l = new Line(d, def, dialect);
  const slot = GEN_INDEX[d.gen] * 2 + (l.clrx ? 1 : 0);
  const cache = (def.compiled.print ??= []) as (Step[] | undefined)[];
  const steps = (cache[slot] ??= compile(def, GEN_INDEX[d.gen], l.clrx));
  for (let i = 0; i < steps.length; i++) steps[i](l);
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
