// Which assembler-language directives each syntax has: the ones both llvm-mc 19 and CLRX take are
// always on; these are the ones only one of them has (each is implemented once, in language.ts or
// assembler.ts, and this table alone says where it is a directive). CLRX's spellings follow its
// documentation, CLRX-mirror doc/ClrxAsmPseudoOps.md (.for, .while, .endrept, .eqv, .ifarch,
// .ifgpu, the .elseif forms of every .if, .get_arch, .macrocase, .enum, .scope).

export type Syntax = 'llvm' | 'clrx';

/** Directives of one syntax only (lower case). */
const ONLY: Readonly<Record<string, readonly Syntax[]>> = {
  // A block repeated while a condition holds: `.for SYM=INIT, COND, NEXT`, `.while COND`.
  '.for': ['clrx'], '.while': ['clrx'],
  // CLRX's other spelling of .endr.
  '.endrept': ['clrx'],
  // A symbol whose expression is evaluated again at each use (llvm-mc 19: unknown directive).
  '.eqv': ['clrx'],
  // Conditions on the target: the architecture (SI, VI, GFX9, GCN1.4, ...) or the GPU (Tahiti, gfx900, ...).
  '.ifarch': ['clrx'], '.ifnarch': ['clrx'], '.ifgpu': ['clrx'], '.ifngpu': ['clrx'],
  // Macro names matched without case (CLRX's default) or as written.
  '.macrocase': ['clrx'], '.nomacrocase': ['clrx'],
  // The architecture's / the GPU's CLRX id in a symbol (CLRX_ARCH_ID, CLRX_GPU_ID).
  '.get_arch': ['clrx'], '.get_gpu': ['clrx'],
  // Symbols numbered from a counter: `.enum [>[START],] SYM, ...`.
  '.enum': ['clrx'],
  // Visibility scopes of symbols, labels and register variables (scopes.ts).
  '.scope': ['clrx'], '.ends': ['clrx'], '.endscope': ['clrx'], '.using': ['clrx'], '.unusing': ['clrx'],
  // Register variables (regvars.ts).
  '.regvar': ['clrx'],
  // An enabling modifier's value (glc:V) is one bit after .oldmodparam, any nonzero value sets it
  // after .nooldmodparam (the default): CLRX's parseModEnable (instruction.ts clrxEnabled).
  '.oldmodparam': ['clrx'], '.nooldmodparam': ['clrx'],
};

/**
 * CLRX's GPU device ids (doc/ClrxAsmPseudoOps.md, .get_gpu), by the GPU names gcnkit targets
 * (LLVM's, and CLRX's for the same chips); gfx908 has none.
 */
const CLRX_GPU_ID: Readonly<Record<string, number>> = {
  capeverde: 0, pitcairn: 1, tahiti: 2, oland: 3, bonaire: 4, spectre: 5, spooky: 6, kalindi: 7, hainan: 8, hawaii: 9,
  iceland: 10, tonga: 11, mullins: 12, fiji: 13, carrizo: 14, dummy: 15, goose: 16, horse: 17, stoney: 18, ellesmere: 19,
  baffin: 20, gfx804: 21, gfx900: 22, gfx901: 23, gfx902: 24, gfx903: 25, gfx904: 26, gfx905: 27, gfx906: 28, gfx907: 29,
};

/** CLRX's id of GPU `gpu` (.get_gpu), if it has one. */
export function clrxGpuId(gpu: string): number | undefined {
  return CLRX_GPU_ID[gpu.toLowerCase()];
}

/**
 * CLRX's architecture id (.get_arch): 0 GCN1.0, 1 GCN1.1, 2 GCN1.2, 3 VEGA (GFX9), 4 VEGA20
 * (gfx906, its own id though .ifarch GFX9 takes it); gfx908 has none.
 */
export function clrxArchId(familyArch: number, gpu: string): number | undefined {
  const g = gpu.toLowerCase();
  return g === 'gfx906' || g === 'gfx907' ? 4 : g === 'gfx908' ? undefined : familyArch;
}

/** Whether `name` (a directive, lower case) is one in `syntax`. */
export function hasDirective(syntax: Syntax | undefined, name: string): boolean {
  const only = ONLY[name];
  return !only || only.includes(syntax ?? 'llvm');
}

/** .elseifXX: CLRX has an .elseif form of every .if (llvm-mc 19 only .elseif). */
export function elseIfForm(syntax: Syntax | undefined, name: string): string | undefined {
  if (!name.startsWith('.elseif') || name === '.elseif' || syntax !== 'clrx') return undefined;
  return '.if' + name.slice('.elseif'.length);
}
