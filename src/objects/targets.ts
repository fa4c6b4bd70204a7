// The GPU of a code object: e_flags' EF_AMDGPU_MACH number, the target id string
// ("amdgcn-amd-amdhsa--gfx900:xnack-") and the code object version (EI_ABIVERSION).
// Values from LLVM's llvm/BinaryFormat/ELF.h and AMDGPUUsage ("ELF Header"): only the GCN 1.0-1.4
// processors gcnkit knows.
import { resolveGpu, type Gen } from '../isa/gens.js';
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
  gfx801: 0x28, gfx802: 0x29, gfx803: 0x2a, gfx805: 0x3c, gfx810: 0x2b, gfx900: 0x2c, gfx902: 0x2d, gfx904: 0x2e, gfx906: 0x2f,
};

/** LLVM's processor names and the gfx name they stand for (clang -mcpu=tonga writes gfx802). */
const ALIAS: Readonly<Record<string, string>> = {
  tahiti: 'gfx600', pitcairn: 'gfx601', verde: 'gfx601', oland: 'gfx602', hainan: 'gfx602', kaveri: 'gfx700', hawaii: 'gfx701',
  bonaire: 'gfx704', kabini: 'gfx703', mullins: 'gfx703', carrizo: 'gfx801', iceland: 'gfx802', tonga: 'gfx802', fiji: 'gfx803',
  polaris10: 'gfx803', polaris11: 'gfx803', stoney: 'gfx810',
  'gcn1.0': 'gfx600', 'gcn1.1': 'gfx704', 'gcn1.2': 'gfx802', 'gcn1.4': 'gfx900',
};

/** Processors with XNACK (GCN 1.2 APUs and GCN 1.4) and SRAMECC (gfx906). */
const XNACK = new Set(['gfx801', 'gfx810', 'gfx900', 'gfx902', 'gfx904', 'gfx906']);
const SRAMECC = new Set(['gfx906']);

export function gfxName(cpu: string): string | undefined {
  const c = cpu.toLowerCase();
  if (MACH[c] !== undefined) return c;
  return ALIAS[c];
}

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
    if (!(flags & EF_AMDGPU_FEATURE_XNACK_V3) && XNACK.has(gfx)) xnack = '-';
    if (!(flags & EF_AMDGPU_FEATURE_SRAMECC_V3) && SRAMECC.has(gfx)) sramecc = '-';
  }
  return { triple, gfx, gen, xnack, sramecc };
}

/** e_flags for a target and code object version (what llvm-mc / clang write). */
export function flagsFor(t: TargetId, version: number): number {
  let f = MACH[t.gfx];
  if (version >= 4) {
    if (XNACK.has(t.gfx)) f |= (t.xnack === '+' ? 3 : t.xnack === '-' ? 2 : 1) << 8;
    if (SRAMECC.has(t.gfx)) f |= (t.sramecc === '+' ? 3 : t.sramecc === '-' ? 2 : 1) << 10;
  } else {
    // v3 flags (also what LLVM writes for Mesa and PAL): one bit, set for "on or any".
    if (XNACK.has(t.gfx) && t.xnack !== '-') f |= EF_AMDGPU_FEATURE_XNACK_V3;
    if (SRAMECC.has(t.gfx) && t.sramecc !== '-') f |= EF_AMDGPU_FEATURE_SRAMECC_V3;
  }
  return f;
}

/** Whether the target reserves the XNACK mask SGPRs by default (XNACK on or any). */
export function xnackEnabled(t: TargetId): boolean {
  return XNACK.has(t.gfx) && t.xnack !== '-';
}
