// Live differential test of float literals against llvm-mc 19 (part of npm run conformance): random
// values written in every spelling llvm-mc's lexer takes (1.5, 1.5e-3, 1e3, 0x1.8p3), across the
// whole range of doubles, at the f16 midpoints (where rounding through f32 first would go wrong) and
// at the overflow and underflow boundaries, in 16- and 32-bit sources of every form (VOP2, VOP3,
// SALU, madmk's K, VOP3P, mad_mix, SDWA). Both must give the same bytes or both reject the line.
import { ALL_FAMILIES as ALL, GEN_INFO, GFX9_UP as GFX9, VI_UP, inFamilies, type Gen, type PerFamily } from '../src/isa/gens.js';
import { bitsF32, f16ToF32 } from '../src/sim/half.js';
import { gcnkitBytes, type AsmRow } from './asm-conformance.js';
import { llvmAssemble, sameBytes } from './llvm.js';
import { makeRng, type Rng } from './random-words.js';

/** Lines with an X where the literal goes, by the families that have them. */
const TEMPLATES: readonly [PerFamily<boolean>, string][] = [
  [ALL, 'v_add_f32 v0, X, v1'], [ALL, 'v_and_b32 v0, X, v1'], [ALL, 's_mov_b32 s0, X'], [ALL, 's_add_u32 s0, s1, X'],
  [ALL, 'v_madmk_f32 v0, v1, X, v2'], [ALL, 'v_mul_f32_e64 v0, X, v1'],
  [VI_UP, 'v_add_f16 v0, X, v1'], [VI_UP, 'v_madmk_f16 v0, v1, X, v2'], [VI_UP, 'v_add_u16 v0, X, v1'],
  [GFX9, 'v_pk_add_f16 v0, X, v1'], [GFX9, 'v_mad_mix_f32 v0, X, v1, v2'], [GFX9, 'v_add_f32_sdwa v0, X, v1 dst_sel:DWORD src0_sel:DWORD src1_sel:DWORD'],
];

const f16Value = (h: number): number => bitsF32(f16ToF32(h));
const BOUNDARIES = [65504, 65519.99, 65520, 3.4028235e38, 3.4028236e38, 6.1035156e-5, 6.1035e-5, 1.1754944e-38, 1.1754942e-38, 5.9604645e-8, 1.401298e-45, 0.15915494, 0.5, 4.0];

/** A random value's text in one of llvm-mc's float spellings. */
function randomFloat(rng: Rng): string {
  const pick = rng();
  const sign = rng() < 0.3 ? '-' : '';
  if (pick < 0.15) return sign + BOUNDARIES[Math.floor(rng() * BOUNDARIES.length)].toExponential(8);
  if (pick < 0.4) {
    // An f16 midpoint, exactly or just off it (17 significant digits).
    const h = 1 + Math.floor(rng() * 0x7bfe);
    const mid = (f16Value(h) + f16Value(h + 1)) / 2;
    const off = [0, 2 ** -40, -(2 ** -40), 2 ** -30][Math.floor(rng() * 4)];
    return sign + (mid * (1 + off)).toPrecision(17);
  }
  if (pick < 0.55) {
    // A hex float: 1 to 6 hex digits of fraction, exponent across f16's and f32's ranges.
    const frac = Math.floor(rng() * 2 ** 24).toString(16).slice(0, 1 + Math.floor(rng() * 6));
    return `${sign}0x1.${frac}p${Math.floor(rng() * 300) - 160}`;
  }
  const v = (1 + rng()) * 2 ** (Math.floor(rng() * 300) - 160);
  const digits = 1 + Math.floor(rng() * 17);
  return sign + (pick < 0.8 ? v.toExponential(digits - 1) : v.toPrecision(digits).replace(/^(\d+)$/, '$1.0'));
}

export function floatConformance(gen: Gen, count: number, seed: number): AsmRow {
  const rng = makeRng(seed);
  const templates = TEMPLATES.filter(([g]) => inFamilies(g, gen)).map(([, t]) => t);
  const lines: string[] = [];
  for (let i = 0; i < count; i++) lines.push(templates[Math.floor(rng() * templates.length)].replace('X', randomFloat(rng)));
  const theirs = llvmAssemble(GEN_INFO[gen].llvmCpu, lines);
  const row: AsmRow = { family: 'floats', gen, cpu: GEN_INFO[gen].llvmCpu, valid: 0, validOk: 0, clrxOk: 0, invalid: 0, bothReject: 0, llvmWraps: 0, failures: [] };
  lines.forEach((line, i) => {
    const t = theirs[i], ours = gcnkitBytes(gen, line);
    // ERRATA Q-L16: llvm-mc writes a float's f32 bits into a 16-bit integer source, of which the
    // hardware reads the low half (a silent change of value); gcnkit rejects it. Counted apart.
    if ('bytes' in t && typeof ours === 'string' && /16-bit integer operand has no exact encoding/.test(ours)) {
      row.invalid++;
      row.llvmWraps++;
    } else if ('bytes' in t) {
      row.valid++;
      if (typeof ours !== 'string' && sameBytes(ours, t.bytes)) row.validOk++;
      else row.failures.push(`valid: ${line}  llvm: ${t.bytes.join(',')}  gcnkit: ${ours}`);
      const upper = gcnkitBytes(gen, line.toUpperCase());
      if (typeof upper !== 'string' && sameBytes(upper, t.bytes)) row.clrxOk++;
      else row.failures.push(`clrx: ${line.toUpperCase()}  gcnkit: ${upper}`);
    } else {
      row.invalid++;
      if (typeof ours === 'string') row.bothReject++;
      else row.failures.push(`accepted by gcnkit only: ${line}  (llvm-mc: ${t.error})  gcnkit: ${ours.join(',')}`);
    }
  });
  return row;
}
