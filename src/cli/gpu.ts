import { GEN_INFO, GENS, type Gen } from '../isa/gens.js';
import { GPU_NAMES, resolveGpu, resolveTarget, type Target } from '../isa/targets.js';
import { UsageError } from './diag.js';

/**
 * The options that choose the GPU, in every command: --mcpu NAME, --arch NAME (a GPU or gcn1.x), and
 * llvm-mc's habits: -arch=amdgcn (the target, not a GPU) and -triple=amdgcn-amd-amdhsa (checked, then
 * left: the GPU decides everything gcnkit does).
 */
export const GPU_OPTIONS = [{ names: ['mcpu'], value: true }, { names: ['arch'], value: true }, { names: ['triple'], value: true }] as const;

/** The GPU named by --mcpu, else --arch (-arch=amdgcn names none); a --triple not for amdgcn is an error. */
export function gpuName(opts: Map<string, string | true>): string | true | undefined {
  const triple = opts.get('triple');
  // Like llvm-mc 19, any vendor and OS (amdgcn-amd-amdhsa, amdgcn--amdpal, amdgcn-mesa-mesa3d, amdgcn).
  if (triple !== undefined && (triple === true || triple.split('-')[0].toLowerCase() !== 'amdgcn')) {
    throw new UsageError(`unknown target triple '${String(triple)}': gcnkit's target is amdgcn (e.g. -triple=amdgcn-amd-amdhsa); the GPU is --mcpu NAME`);
  }
  const arch = opts.get('arch');
  return opts.get('mcpu') ?? (typeof arch === 'string' && arch.toLowerCase() === 'amdgcn' ? undefined : arch);
}

/** The generation chosen by --mcpu/--arch; an unknown name is an error listing the known ones. */
export function genFromOpts(opts: Map<string, string | true>): Gen {
  const name = gpuName(opts);
  if (name === undefined || name === true) throw new UsageError(`no GPU given: use --mcpu NAME (e.g. --mcpu tonga) or --arch ${GENS[2]}`);
  const gen = resolveGpu(name);
  if (!gen) {
    const known = Object.keys(GPU_NAMES).filter((n) => !/^(si|ci|vi|gfx9|vega)$/.test(n));
    throw new UsageError(`unknown GPU '${name}'; known: ${known.join(' ')}`);
  }
  return gen;
}

/** The target chosen by --mcpu/--arch (after genFromOpts has checked the name). */
export function targetFromOpts(opts: Map<string, string | true>): Target {
  genFromOpts(opts);
  return resolveTarget(String(gpuName(opts)))!;
}

export function genLabel(gen: Gen): string {
  return `${GEN_INFO[gen].label} (${GEN_INFO[gen].llvmCpu})`;
}
