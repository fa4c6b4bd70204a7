// Which assembler-language directives each syntax has: the ones both llvm-mc 19 and CLRX take are
// always on; these are the ones only one of them has (each is implemented once, in language.ts or
// assembler.ts, and this table alone says where it is a directive). CLRX's spellings follow its
// documentation, CLRX-mirror doc/ClrxAsmPseudoOps.md (.for, .while, .endrept, .eqv, .ifarch,
// .ifgpu, the .elseif forms of every .if, .get_arch, .macrocase).

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
  // The architecture's CLRX id in a symbol (0 GCN1.0, 1 GCN1.1, 2 GCN1.2, 3 GCN1.4).
  '.get_arch': ['clrx'],
};

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
