// Values not known while a line is read, as llvm-mc 19 keeps them: an expression naming a symbol
// or label defined later in the file (`s_mov_b32 s0, N` before `N = 4`, `.set t, lbl+4` before
// `lbl:`) is a fixup, evaluated again when the file ends with the final values of those names
// (N = 4 then N = 5 later: 5, as llvm-mc). The names it used that were known on its line keep the
// value they had there (llvm-mc substitutes an absolute symbol when it reads it: `M = 1`,
// `s_mov_b32 s0, N+M`, `M = 2` is N+1). What a fixup cannot resolve goes to one place,
// Assembler.unresolved: an error in raw output and listings, a relocation in an object file.
import { parseExpr, type ExprEnv, type RelocRef, type SymValue } from '../syntax/expr.js';

/** An expression to evaluate when the file ends. */
export interface Deferred {
  /** The expression's text. */
  readonly text: string;
  /** Column of text[0] in its line, for errors. */
  readonly col: number;
  /**
   * Every name the line looked up: its value then, or (a string) the name to look up when the
   * file ends (a numbered local label "1f" is the definition it meant on its line).
   */
  readonly names: ReadonlyMap<string, SymValue | string>;
  /** Read with CLRX's operators (ExprEnv.clrx). */
  readonly clrx?: boolean;
}

/** A fixup of emitted bytes: `size` bytes at `at` of the item, little-endian. */
export interface Fixup extends Deferred {
  readonly at: number;
  readonly size: number;
}

/** The final value of a name (a label's address, a symbol's value), undefined if it has none. */
export type FinalLookup = (name: string) => SymValue | undefined;

/**
 * An env for reading a line where names not defined yet are fixups: `lookup` gives their stand-in
 * (ExprResult.forward) and `names` records every name looked up, for the Deferred.
 */
export function recording(lookup: (name: string) => SymValue | undefined, internal: (name: string) => string | undefined, here: () => SymValue, syntax?: Pick<ExprEnv, 'clrx' | 'regSymbol'>): { env: ExprEnv; names: Map<string, SymValue | string> } {
  const names = new Map<string, SymValue | string>();
  const env: ExprEnv = {
    clrx: syntax?.clrx,
    regSymbol: syntax?.regSymbol,
    lookup: (name) => {
      const v = lookup(name);
      if (v && !v.forward) { names.set(name, v); return v; }
      const later = internal(name);
      if (later === undefined) return undefined; // "1b" before any "1:"
      names.set(name, later);
      return FORWARD;
    },
    here: () => { const h = here(); names.set('.', h); return h; },
  };
  return { env, names };
}

const FORWARD: SymValue = { v: 0n, forward: true };

/** The names of `d` as they are when the file ends: each its value on d's line, or its final one. */
export function finalEnv(d: Pick<Deferred, 'names' | 'clrx'>, final: FinalLookup): ExprEnv {
  return {
    clrx: d.clrx,
    lookup: (name) => {
      const n = d.names.get(name);
      // A numbered label by its own name ("1\u00012", which no source spells): the label a value is relative to.
      if (n === undefined && name.includes('\u0001')) return final(name);
      if (typeof n !== 'string') return n;
      return final(n);
    },
    here: () => d.names.get('.') as SymValue,
  };
}

/** The value of `d` when the file ends; an ExprError (its pos in d.text) for a name still undefined. */
export function evaluate(d: Deferred, final: FinalLookup, object = false): { big: bigint; rel?: string; reloc?: RelocRef } {
  const env = finalEnv(d, final);
  const r = parseExpr(d.text, 0, object ? { ...env, relocatable: true, external: true } : env);
  if (r.reloc) return { big: r.big, rel: r.rel, reloc: r.reloc };
  return r.rel === undefined ? { big: r.big } : { big: r.big, rel: r.rel };
}

/** `bytes` with `value`'s low bytes written over f.size bytes at f.at. */
export function patch(bytes: readonly number[], f: Fixup, value: bigint): number[] {
  const out = bytes.slice();
  for (let k = 0; k < f.size; k++) out[f.at + k] = Number((value >> BigInt(8 * k)) & 0xffn);
  return out;
}
