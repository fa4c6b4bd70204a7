// The constant bus (GCN 1.0-1.4): a vector instruction reads at most one scalar value (an SGPR,
// a special register or the literal; inline constants are free). The implicit VCC read of
// v_cndmask/v_addc/v_subb/v_div_fmas and the M0 read of v_movreld count, once: an explicit
// 64-bit vcc source is the same read (v_div_fmas_f64 v[5:6], vcc, v[2:3], v[3:4]), vcc_lo is
// another. v_writelane_b32's lane select reads M0 off the bus (s13, m0 is one read; m0, s13
// two). llvm-mc 19 rejects more ("violates constant bus restrictions") on every GPU alike; so
// does gcnkit, and a word breaking it prints as .long.
import type { Fields } from '../codec/codec.js';
import type { InstrDef } from '../isa/types.js';
import { readsBus } from '../isa/src-operands.js';
import { LDS_DIRECT, LITERAL, M0, VCC, WIDE_KEY as WIDE } from '../isa/special-regs.js';

/** Instructions that read M0 implicitly (the index of v_movreld). */
export const READS_M0: ReadonlySet<string> = new Set(['v_movreld_b32', 'v_movreld_b32_e64']);
/** Instructions that read VCC implicitly with no vcc operand in their text. */
export const READS_VCC: ReadonlySet<string> = new Set(['v_div_fmas_f32', 'v_div_fmas_f64']);
/** Instructions whose lane select (SRC1) reads M0 off the constant bus. */
export const FREE_M0_LANE: ReadonlySet<string> = new Set(['v_writelane_b32']);

/** Whether the instruction reads more scalar values than the constant bus carries: a reason, or undefined. */
export function constantBusProblem(def: InstrDef, f: Fields): string | undefined {
  const n = busReads(def, f);
  return n > 1 ? `${def.name} reads ${n} scalar values (SGPRs, literal, implicit VCC/M0) where the constant bus carries one` : undefined;
}

/** How many scalar values the instruction reads, by source code (the literal as 255), implicit reads included. */
export function busReads(def: InstrDef, f: Fields): number {
  const reads = new Set<number>();
  let sawSource = false;
  for (const o of def.operands) {
    // VOP3's SRC2 carry-in / condition SGPR pair is a read too.
    if (o.kind === 'vsrc' || o.kind === 'pksrc' || o.kind === 'mixsrc' || (o.kind === 'ssrc' && o.field !== 'vdst') || (o.kind === 'sreg' && o.field === 'src2')) {
      sawSource = true;
      const code = f[o.field];
      // SGPRs, the apertures and src_vccz/execz/scc (registers to the constant bus), the literal.
      // The same SGPR read at two widths (s2 and s[2:3], exec_lo and exec) is two reads, an
      // aperture or src_vccz/execz/scc at two widths one (llvm-mc 19).
      if (code === M0 && FREE_M0_LANE.has(def.name) && o.field !== 'src0') continue;
      if (!readsBus(code)) continue;
      reads.add(code < 128 ? code + (o.regs > 1 ? WIDE : 0) : code);
    } else if (o.kind === 'litk') reads.add(LITERAL);
    // The implicit 64-bit VCC read: vcc as a 64-bit source is the same read, vcc_lo another.
    else if (o.kind === 'vcc' && sawSource) reads.add(VCC + WIDE);
  }
  if (READS_M0.has(def.name)) reads.add(M0);
  if (READS_VCC.has(def.name)) reads.add(VCC + WIDE);
  return reads.size;
}

/** LDS_DIRECT feeds SRC0 only (VOP3 has more sources), never an operand-swapped ("rev") instruction (llvm-mc's rules). */
export function ldsDirectProblem(def: InstrDef, f: Fields): string | undefined {
  if (def.enc === 'VOP3' && def.operands.some((o) => o.kind === 'vsrc' && o.field !== 'src0' && f[o.field] === LDS_DIRECT)) return 'lds_direct may be used as src0 only';
  // The operand-swapped *rev instructions (v_subrev, v_lshlrev, ...); v_bfrev_b32 is none of them.
  return f.src0 === LDS_DIRECT && /(?<!bf)rev/.test(def.name) ? `lds_direct cannot be used with ${def.name}` : undefined;
}
