// The GPU of a code object: e_flags' EF_AMDGPU_MACH number, the target id string
// ("amdgcn-amd-amdhsa--gfx900:xnack-") and the code object version (EI_ABIVERSION).
// Values from LLVM's llvm/BinaryFormat/ELF.h and AMDGPUUsage ("ELF Header"): only the GCN 1.0-1.4
// processors gcnkit knows.
import type { Gen } from '../isa/gens.js';
import { resolveGpu, resolveTarget } from '../isa/targets.js';
import { ELFOSABI_AMDGPU_HSA, ELFOSABI_AMDGPU_MESA3D } from './elf.js';

export const EF_AMDGPU_MACH = 0xff;
/** Code object v3: XNACK on / SRAMECC on. */
export const EF_AMDGPU_FEATURE_XNACK_V3 = 0x100;
export const EF_AMDGPU_FEATURE_SRAMECC_V3 = 0x200;
/** Code object v4+: two-bit settings (0 unsupported, 1 any, 2 off, 3 on). */
export const EF_AMDGPU_FEATURE_XNACK_V4 = 0x300;
export const EF_AMDGPU_FEATURE_SRAMECC_V4 = 0xc00;

/** EF_AMDGPU_MACH value per processor (gfx name). */
export const MACH: Readonly<Record<string, number>> = {
  gfx600: 0x20, gfx601: 0x21, gfx602: 0x3a, gfx700: 0x22, gfx701: 0x23, gfx702: 0x24, gfx703: 0x25, gfx704: 0x26, gfx705: 0x3b,
  gfx801: 0x28, gfx802: 0x29, gfx803: 0x2a, gfx805: 0x3c, gfx810: 0x2b, gfx900: 0x2c, gfx902: 0x2d, gfx904: 0x2e, gfx906: 0x2f, gfx908: 0x30, gfx90a: 0x3f, gfx940: 0x40, gfx941: 0x4b, gfx942: 0x4c,
  gfx909: 0x31, gfx90c: 0x32,
};

/** The processor a name stands for (clang -mcpu=tonga writes gfx802), if it has a MACH number. */
export function gfxName(cpu: string): string | undefined {
  const t = resolveTarget(cpu);
  return t && MACH[t.name] !== undefined ? t.name : undefined;
}

/** Processors whose target ID takes :xnack / :sramecc (the targets' xnack / sramecc features). */
const supports = (gfx: string, f: 'xnack' | 'sramecc'): boolean => resolveTarget(gfx)?.features.has(f) ?? false;

export function machName(mach: number): string | undefined {
  for (const [k, v] of Object.entries(MACH)) if (v === mach) return k;
  return undefined;
}

export interface TargetId {
  /** amdgcn-amd-amdhsa, amdgcn-mesa-mesa3d, ... */
  readonly triple: string;
  readonly gfx: string;
  readonly gen: Gen;
  /** xnack / sramecc: '+', '-' or undefined (any). */
  readonly xnack?: '+' | '-';
  readonly sramecc?: '+' | '-';
}

/** "amdgcn-amd-amdhsa--gfx900:xnack-" (or a bare processor name); undefined if not a known GPU. */
export function parseTargetId(text: string): TargetId | undefined {
  const m = /^(?:(amdgcn-[\w.]*-[\w.]*)-[\w.]*-)?([\w.]+)((?::[\w-]+[+-])*)$/.exec(text.trim());
  if (!m) return undefined;
  const gfx = gfxName(m[2]);
  const gen = gfx ? resolveGpu(gfx) : undefined;
  if (!gfx || !gen) return undefined;
  let xnack: '+' | '-' | undefined;
  let sramecc: '+' | '-' | undefined;
  for (const f of m[3].split(':').filter(Boolean)) {
    const sign = f.slice(-1) as '+' | '-';
    if (f.startsWith('xnack')) xnack = sign;
    else if (f.startsWith('sramecc')) sramecc = sign;
    else return undefined;
  }
  return { triple: m[1] ?? 'amdgcn-amd-amdhsa', gfx, gen, xnack, sramecc };
}

export function targetIdText(t: TargetId): string {
  return `${t.triple}--${t.gfx}${t.sramecc ? `:sramecc${t.sramecc}` : ''}${t.xnack ? `:xnack${t.xnack}` : ''}`;
}

/** EI_ABIVERSION of an HSA code object of version v (v2 has 0, v3 1, v4 2, v5 3). */
export function abiVersionOf(v: number): number {
  return v >= 3 ? v - 2 : 0;
}

/** The code object version from the header, for HSA objects; Mesa objects are v2. */
export function codeObjectVersion(osabi: number, abiVersion: number): number {
  return osabi === ELFOSABI_AMDGPU_HSA ? abiVersion + 2 : 2;
}

/** The target a header describes. */
export function targetFromHeader(osabi: number, abiVersion: number, flags: number): TargetId | undefined {
  const gfx = machName(flags & EF_AMDGPU_MACH);
  const gen = gfx ? resolveGpu(gfx) : undefined;
  if (!gfx || !gen) return undefined;
  const triple = osabi === ELFOSABI_AMDGPU_MESA3D ? 'amdgcn-mesa-mesa3d' : osabi === ELFOSABI_AMDGPU_HSA ? 'amdgcn-amd-amdhsa' : 'amdgcn-amd-amdpal';
  const v = codeObjectVersion(osabi, abiVersion);
  let xnack: '+' | '-' | undefined;
  let sramecc: '+' | '-' | undefined;
  if (v >= 4) {
    const x = (flags & EF_AMDGPU_FEATURE_XNACK_V4) >> 8;
    xnack = x === 3 ? '+' : x === 2 ? '-' : undefined;
    const s = (flags & EF_AMDGPU_FEATURE_SRAMECC_V4) >> 10;
    sramecc = s === 3 ? '+' : s === 2 ? '-' : undefined;
  } else {
    // One bit, "on or any": read as any (no suffix), which writes the bit back.
    if (!(flags & EF_AMDGPU_FEATURE_XNACK_V3) && supports(gfx, 'xnack')) xnack = '-';
    if (!(flags & EF_AMDGPU_FEATURE_SRAMECC_V3) && supports(gfx, 'sramecc')) sramecc = '-';
  }
  return { triple, gfx, gen, xnack, sramecc };
}

/** e_flags for a target and code object version (what llvm-mc / clang write). */
export function flagsFor(t: TargetId, version: number): number {
  let f = MACH[t.gfx];
  if (version >= 4) {
    if (supports(t.gfx, 'xnack')) f |= (t.xnack === '+' ? 3 : t.xnack === '-' ? 2 : 1) << 8;
    if (supports(t.gfx, 'sramecc')) f |= (t.sramecc === '+' ? 3 : t.sramecc === '-' ? 2 : 1) << 10;
  } else {
    // v3 flags (also what LLVM writes for Mesa and PAL): one bit, set for "on or any".
    if (supports(t.gfx, 'xnack') && t.xnack !== '-') f |= EF_AMDGPU_FEATURE_XNACK_V3;
    if (supports(t.gfx, 'sramecc') && t.sramecc !== '-') f |= EF_AMDGPU_FEATURE_SRAMECC_V3;
  }
  return f;
}

/** Whether the target reserves the XNACK mask SGPRs by default (XNACK on or any). */
export function xnackEnabled(t: TargetId): boolean {
  return supports(t.gfx, 'xnack') && t.xnack !== '-';
}
