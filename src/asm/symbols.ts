// The symbols of a file (.set N, 4 / N = 4 / .equ / .equiv) and its numbered local labels (1: with
// 1b / 1f), as llvm-mc reads them. A symbol holds the value its expression had where it was set
// (`.set B, A` copies A's value then); it may be relative to a label (`.set t, lbl+4`). One set
// from names defined later in the file is deferred (fixups.ts): its value is known when the file
// ends, and until then it reads as a name not known yet.
import type { SymValue } from '../syntax/expr.js';
import type { Deferred } from './fixups.js';

/** The name a numbered local label's k-th definition gets (no source label can spell it). */
export const localName = (digits: string, k: number): string => `${digits}\u0001${k}`;

export class SymbolTable {
  private readonly values = new Map<string, SymValue>();
  /** Names set by .equiv: defining them again is an error. */
  private readonly fixed = new Set<string>();
  /** Per numbered local label (its digits): how many times it has been defined so far. */
  private readonly locals = new Map<string, number>();
  /** Symbols whose last setting is deferred: its expression. */
  private readonly later = new Map<string, Deferred>();
  /** CLRX's register symbols (x = %v[16:31]): the register's text. */
  private readonly regs = new Map<string, string>();
  /** CLRX's .eqv symbols: the expression, evaluated again at each use. */
  private readonly eqvs = new Map<string, { readonly text: string; readonly col: number }>();

  get size(): number {
    return this.values.size + this.regs.size;
  }

  get(name: string): SymValue | undefined {
    return this.values.get(name);
  }

  has(name: string): boolean {
    return this.values.has(name) || this.regs.has(name);
  }

  /** The register CLRX's register symbol `name` stands for (its text), if it is one. */
  reg(name: string): string | undefined {
    return this.regs.size ? this.regs.get(name) : undefined;
  }

  /** Make `name` a register symbol (CLRX: x = %s[4:7]); an error message when it may not be (an .equiv or .eqv). */
  setReg(name: string, text: string): string | undefined {
    if (this.fixed.has(name)) return `redefinition of '${name}'`;
    this.values.delete(name);
    this.later.delete(name);
    this.regs.set(name, text);
    return undefined;
  }

  /** Set `name` (to a deferred expression: value is a forward stand-in); an error message when it may not be (an .equiv set before). */
  set(name: string, value: SymValue, equiv: boolean, deferred?: Deferred): string | undefined {
    if (this.fixed.has(name) || (equiv && this.has(name))) return `redefinition of '${name}'`;
    this.values.set(name, value);
    if (this.regs.size) this.regs.delete(name);
    if (deferred) this.later.set(name, deferred);
    else if (this.later.size) this.later.delete(name);
    if (equiv) this.fixed.add(name);
    return undefined;
  }

  /** Set `name` by CLRX's .eqv (it may not be set again); an error message when it may not be. */
  setEqv(name: string, text: string, col: number): string | undefined {
    const why = this.set(name, { v: 0n }, true);
    if (!why) this.eqvs.set(name, { text, col });
    return why;
  }

  /** The expression of an .eqv symbol, if `name` is one. */
  eqv(name: string): { readonly text: string; readonly col: number } | undefined {
    return this.eqvs.size ? this.eqvs.get(name) : undefined;
  }

  /** The expression of a symbol set from names defined later (its last setting), if it is one. */
  deferred(name: string): Deferred | undefined {
    return this.later.get(name);
  }

  /** A definition of the local label `digits` ("1:"): the internal name it is stored under. */
  defineLocal(digits: string): string {
    const k = (this.locals.get(digits) ?? 0) + 1;
    this.locals.set(digits, k);
    return localName(digits, k);
  }

  /**
   * The internal name a reference "1b" / "1f" means here: the last definition before, or the next
   * one after; undefined for "1b" before any "1:". Other names are returned as they are.
   */
  localRef(ref: string): string | undefined {
    const last = ref.charCodeAt(ref.length - 1) | 0x20;
    const c0 = ref.charCodeAt(0);
    if (!(c0 >= 48 && c0 <= 57) || (last !== 98 && last !== 102) || !/^\d+[bfBF]$/.test(ref)) return ref;
    const digits = ref.slice(0, -1);
    const k = this.locals.get(digits) ?? 0;
    if (last === 98) return k ? localName(digits, k) : undefined;
    return localName(digits, k + 1);
  }
}
