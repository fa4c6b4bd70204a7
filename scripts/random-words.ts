// Random instruction words biased towards valid encodings, for the round-trip property tests
// and the live conformance run against llvm-mc. Deterministic for a given seed.
import type { Fields } from '../src/codec/codec.js';
import { decode, encode } from '../src/codec/codec.js';
import type { GenEncoding } from '../src/isa/index.js';
import { dataRegs } from '../src/isa/shapes.js';
import type { InstrDef } from '../src/isa/types.js';
import { readingOf } from '../src/syntax/print.js';

export type Rng = () => number;

/** mulberry32: small, fast, good enough for fuzzing. */
export function makeRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const int = (rng: Rng, n: number): number => Math.floor(rng() * n);

/** Probability that a field is forced to zero (the rest are uniform over their width). */
const ZERO_BIAS: Readonly<Record<string, number>> = {
  tfe: 0.8, lds: 0.8, addr64: 0.7, nv: 0.85, soe: 0.6, glc: 0.5, slc: 0.5, imm: 0.3,
  offen: 0.5, idxen: 0.5, offset: 0.2, lwe: 0.6, da: 0.5, unorm: 0.5, r128: 0.6, a16: 0.6, d16: 0.6,
};

/** Per-encoding adjustments that steer words towards the meaningful forms. */
function adjust(enc: GenEncoding, f: Fields, rng: Rng): void {
  const def: InstrDef | undefined = enc.byKey[enc.layout.opFields.reduce((k, of) => k * 2 ** of.width + f[of.name], 0)];
  if (def && rng() < 0.8) {
    // Scalar register tuples: aligned like the hardware requires.
    const n = dataRegs(def, enc.layout.gen) || 2;
    const align = n >= 4 ? 4 : n;
    for (const name of ['sdata', 'sdst']) if (name in f) f[name] -= f[name] % align;
    if ('sbase' in f && def.sbase === 4) f.sbase &= ~1;
    if ('saddr' in f && def.segment === 'global' && f.saddr !== 0x7f) f.saddr &= ~1;
  }
  if (def?.operands && rng() < 0.85) {
    // Operand profiles: pairs aligned, sources spread over registers, constants and literals.
    for (const o of def.operands) {
      if (o.kind === 'sreg' && o.regs === 2) f[o.field] &= ~1;
      // VOP3P sources: mostly VGPRs, else SGPRs, inline constants and the special sources.
      if (o.kind === 'pksrc' || o.kind === 'mixsrc') {
        const r = rng();
        f[o.field] = r < 0.5 ? 256 + int(rng, 256) : r < 0.7 ? int(rng, 128) : r < 0.85 ? 128 + int(rng, 81) : r < 0.95 ? 240 + int(rng, 9) : 235 + int(rng, 21);
      }
      // Matrix instructions (CDNA): registers of the operand's class (tuples within the file), mostly
      // VGPRs or inline constants for v_accvgpr_write_b32, the implied op_sel_hi bits.
      if (o.kind === 'rsrc') f[o.field] = 256 + int(rng, 257 - o.regs);
      if (o.kind === 'vconst') { const r = rng(); f[o.field] = r < 0.6 ? 256 + int(rng, 256) : r < 0.8 ? 128 + int(rng, 81) : 240 + int(rng, 9); }
      if (o.kind === 'vreg' && o.rclass === 'agpr' && o.regs > 1) f[o.field] = int(rng, 257 - o.regs);
      if (o.kind === 'fixed' && rng() < 0.9) f[o.field] = o.value!;
      if (o.kind === 'ssrc') {
        const r = rng();
        f[o.field] = r < 0.15 ? 255 : r < 0.45 ? 128 + int(rng, 128) : int(rng, 128) & (o.regs === 2 ? ~1 : ~0);
      }
    }
  }
  // gfx908 has no ACC_CD bit (its C and D are AGPRs): mostly clear.
  if (def?.requires === 'mai-insts' && 'rsv15' in f && rng() < 0.9) f.rsv15 = 0;
  if (def && 'lds' in f && f.lds && rng() < 0.7 && !/ubyte|sbyte|short|dword$|format_x$/.test(def.name)) f.lds = 0;
  if (enc.table.name.endsWith('_SDWA') && rng() < 0.85) {
    // SDWA: selects 0-6 and dst_unused 0-2 (7 and 3 have no name; llvm-mc 19 segfaults on many).
    for (const name of ['dst_sel', 'src0_sel', 'src1_sel']) if (name in f) f[name] %= 7;
    if ('dst_unused' in f) f.dst_unused %= 3;
    // GCN 1.4 VOPC: SDST only with SD (VCC otherwise), an aligned pair.
    if ('sd' in f) f.sdst = f.sd ? f.sdst & ~1 : 0;
  }
  switch (enc.table.name) {
    case 'SMRD':
      if (enc.layout.literalWhen && rng() < 0.15) { f.imm = 0; f.offset = 255; }
      if (!f.imm && f.offset !== 255 && rng() < 0.8) f.offset &= 0x7f;
      break;
    case 'SMEM':
      if (!f.imm && rng() < 0.85) f.offset &= 0x7f;
      if (f.imm && rng() < 0.5) f.offset &= 0xfff;
      if ('soffset' in f && !f.soe && rng() < 0.9) f.soffset = 0;
      if (rng() < 0.7) f.sbase &= 0x3e;
      break;
    case 'MUBUF':
    case 'MTBUF':
      if (!f.offen && !f.idxen && rng() < 0.85) f.vaddr = 0;
      if (f.lds && rng() < 0.85) f.vdata = 0;
      if (rng() < 0.6) f.soffset &= 0x7f;
      if (rng() < 0.8) f.srsrc = int(rng, 25);
      break;
    case 'FLAT':
      if ('saddr' in f) {
        const seg = f.seg;
        f.saddr = seg === 0 ? (rng() < 0.9 ? 0 : f.saddr) : rng() < 0.5 ? 0x7f : int(rng, 0x7f);
        if (seg === 1 && f.saddr !== 0x7f && rng() < 0.85) f.vaddr = 0;
        if (seg === 0 && rng() < 0.7) f.offset &= 0xfff;
      }
      if (rng() < 0.5) f.vdst = rng() < 0.5 ? 0 : f.vdst;
      if (rng() < 0.5) f.vdata = rng() < 0.5 ? 0 : f.vdata;
      break;
    case 'MIMG':
      // Steer towards forms llvm-mc has text for: no sampler on non-sampling rows, the dmask
      // values atomics and gather4 take, a resource below the special registers.
      if (def?.image && !def.image.sampler && rng() < 0.8) f.ssamp = 0;
      if (def?.kind === 'atomic' && rng() < 0.7) f.dmask = [1, 3, 15][int(rng, 3)];
      if (def?.image?.gather4 && rng() < 0.7) f.dmask = 1 << int(rng, 4);
      if (rng() < 0.8) f.srsrc = int(rng, 25);
      break;
    case 'EXP':
      // Mostly named targets; sources off where their enable bit is clear; COMPR pairs whole.
      if (rng() < 0.8) f.tgt = [int(rng, 10), 12 + int(rng, 4), 32 + int(rng, 32)][int(rng, 3)];
      if (f.compr && rng() < 0.8) { f.en = (f.en & 1 ? 3 : 0) | (f.en & 4 ? 12 : 0); f.vsrc2 = f.vsrc3 = 0; }
      if (rng() < 0.8) for (let i = 0; i < 4; i++) if (!((f.en >> i) & 1) && !(f.compr && i < 2 && f.en & (i ? 1 : 2))) f['vsrc' + i] = 0;
      break;
    case 'SOPP':
      if (rng() < 0.8) f.simm16 &= 0x0f7f | (rng() < 0.5 ? 0xc000 : 0);
      if (rng() < 0.3) f.simm16 &= 0xff;
      break;
  }
}

/**
 * One random instruction of `enc` (a literal dword included where the fields call for one).
 * Words that a more specific encoding claims (SOP2's opcode space holds SOPK, SOP1, SOPC and
 * SOPP) are drawn again, as are words the encoding sharing its marker owns (VOP3a / VOP3b).
 */
export function randomInstruction(enc: GenEncoding, rng: Rng, validBias = 0.9, cleanBias = 0.6, forceKey?: number): number[] {
  for (let tries = 0; ; tries++) {
    const ws = randomWords(enc, rng, validBias, cleanBias, forceKey);
    // Decoded with the rows of the target the encoding was built for (gfx908's VOP3P-MAI rows).
    if (tries > 20 || decode(enc.isa.target, ws, 0)?.enc === enc) return ws;
  }
}

function randomWords(enc: GenEncoding, rng: Rng, validBias: number, cleanBias: number, forceKey?: number): number[] {
  const { layout } = enc;
  const f: Fields = {};
  for (const fl of layout.fields) {
    if (fl.fixed !== undefined) continue;
    const zero = fl.reserved ? 0.9 : (ZERO_BIAS[fl.name] ?? 0);
    f[fl.name] = rng() < zero ? 0 : int(rng, fl.mask + 1);
  }
  const keys: number[] = [];
  enc.byKey.forEach((d, k) => { if (d) keys.push(k); });
  // (An encoding without a row on the target has no valid opcode to pick: random bits only.)
  if (forceKey !== undefined || (keys.length && rng() < validBias)) {
    let key = forceKey ?? keys[int(rng, keys.length)];
    for (let i = layout.opFields.length - 1; i >= 0; i--) {
      const of = layout.opFields[i];
      f[of.name] = key % 2 ** of.width;
      key = Math.floor(key / 2 ** of.width);
    }
  }
  adjust(enc, f, rng);
  f.literal = rng() < 0.3 ? int(rng, 256) : int(rng, 2 ** 32);
  const words = encode(layout, f);
  if (rng() < cleanBias) {
    // Drop the bits the instruction's syntax cannot carry: most such words are then valid.
    const d = decode(enc.isa.target, words, 0);
    const r = d && d.def ? readingOf(d, d.def) : undefined;
    if (r) return encode(layout, { ...r.implied, literal: f.literal });
  }
  return words;
}
