import { GEN_INFO, GPU_NAMES, resolveGpu, type Gen } from '../isa/gens.js';
import { UsageError } from './diag.js';

/** The generation chosen by --mcpu/--arch; an unknown name is an error listing the known ones. */
export function genFromOpts(opts: Map<string, string | true>): Gen {
  const name = opts.get('mcpu') ?? opts.get('arch');
  if (name === undefined || name === true) throw new UsageError('no GPU given: use --mcpu NAME (e.g. --mcpu tonga) or --arch gcn1.2');
  const gen = resolveGpu(name);
  if (!gen) {
    const known = Object.keys(GPU_NAMES).filter((n) => !/^(si|ci|vi|gfx9|vega)$/.test(n));
    throw new UsageError(`unknown GPU '${name}'; known: ${known.join(' ')}`);
  }
  return gen;
}

export function genLabel(gen: Gen): string {
  return `${GEN_INFO[gen].label} (${GEN_INFO[gen].llvmCpu})`;
}
