// What a family encoder works with: the instruction, its operands and modifiers, and the fields
// being built. Operand-count and modifier errors are phrased here once for every family.
import type { Fields } from '../codec/codec.js';
import type { Gen } from '../isa/gens.js';
import { genOf, targetOf, type On, type Target } from '../isa/targets.js';
import type { InstrDef, Layout } from '../isa/types.js';
import type { Item } from '../syntax/operands.js';
import { AsmError } from './errors.js';
import { clrxTruncate, clrxValueColumn } from '../syntax/clrx.js';

export type Syntax = 'llvm' | 'clrx';

export interface LabelRef {
  readonly field: string;
  /** A label, or "." for this instruction's own address. */
  readonly label: string;
  /** Bytes added to the label's address. */
  readonly addend: number;
  readonly col: number;
}

export class Ctx {
  /** Every field of the layout from the start, so that all records of a layout share one shape. */
  readonly fields: Fields;
  readonly warnings: { col: number; message: string }[] = [];
  /**
   * Set by a reading llvm-mc's syntax cannot write back exactly (a CLRX form; s_waitcnt's raw bits
   * that are no counter's): the canonical text is .long.
   */
  noExactText = false;
  syntax: Syntax = 'llvm';
  /** A branch target written as a label: the assembler patches `field` once the label is known. */
  labelRef: LabelRef | undefined;
  /** The label difference written as the literal (read-scalar lateLiteral), if any. */
  late: Item | undefined;
  /** A FLAT atomic written with CLRX's VDST but no glc. */
  clrxVdst = false;
  /** The register file of the data operands read so far (memory data: all VGPRs or all AGPRs). */
  dataFile: 'v' | 'a' | undefined;
  readonly gen: Gen;
  /** The target being assembled for: its rows (gfx906's v_fmac_f32_e64). */
  readonly target: Target;
  constructor(
    on: On,
    readonly def: InstrDef,
    readonly layout: Layout,
    readonly mnCol: number,
    readonly endCol: number,
    readonly ops: readonly Item[],
    readonly mods: ReadonlyMap<string, Item>,
  ) {
    this.fields = layout.blank();
    this.gen = genOf(on);
    this.target = targetOf(on);
  }

  /** Exactly these operands (names for messages); `ops` defaults to the line's operands. */
  expect(names: readonly string[], ops: readonly Item[] = this.ops): readonly Item[] {
    if (ops.length < names.length) {
      throw new AsmError(`too few operands for ${this.def.name}: expected ${names.join(', ') || 'none'}${ops.length ? `, got ${ops.length}` : ''}`, ops.length ? this.endCol : this.mnCol);
    }
    if (ops.length > names.length) {
      const extra = ops[names.length];
      throw new AsmError(`unexpected operand '${extra.text}': ${this.def.name} takes ${names.length ? names.join(', ') : 'no operands'}`, extra.col);
    }
    return ops;
  }

  /** A form only CLRX accepts: a warning under --syntax llvm, silent under --syntax clrx. */
  clrxForm(col: number, what: string): void {
    if (this.syntax === 'llvm') this.warnings.push({ col, message: `${what} is CLRX syntax; llvm-mc rejects it` });
  }

  has(mod: string): boolean {
    return this.mods.has(mod);
  }

  /** Value of a name:value modifier, or undefined. */
  value(mod: string): number | undefined {
    const it = this.mods.get(mod);
    return it && it.k === 'colon' ? it.value : undefined;
  }

  /** Only these modifiers are allowed here. */
  allow(names: readonly string[], why?: (name: string) => string | undefined): void {
    for (const [name, it] of this.mods) {
      if (names.includes(name)) continue;
      throw new AsmError(why?.(name) ?? `${this.def.name} does not take '${it.text}'${names.length ? ` (modifiers: ${names.join(' ')})` : ' (it takes no modifiers)'}`, it.col);
    }
  }

  /**
   * `v` if it is in lo..hi; else an error, or in CLRX's syntax (`clrxCuts`) the field's low bits
   * with a warning, as clrxasm keeps them (clrxTruncate).
   */
  range(it: Item | undefined, v: number, lo: number, hi: number, what: string, clrxCuts = true): number {
    const cut = (v < lo || v > hi) && this.syntax === 'clrx' && clrxCuts ? clrxTruncate(v, lo, hi) : undefined;
    if (cut !== undefined) {
      this.warnings.push({ col: it ? clrxValueColumn(it) : this.mnCol, message: `${what}: ${it?.text ?? v} truncated to ${cut} (CLRX keeps the field's low bits; llvm-mc rejects it)` });
      return cut;
    }
    if (v < lo || v > hi) {
      const fmt = (x: number): string => (Math.abs(x) > 0xffff ? (x < 0 ? '-0x' + (-x).toString(16) : '0x' + x.toString(16)) : String(x));
      throw new AsmError(`${what} out of range: ${it?.text ?? v} is not in ${fmt(lo)}..${fmt(hi)}`, it?.col ?? this.mnCol);
    }
    return v;
  }
}

/** What a late item is, for messages: a relocation's symbol, or a value known when the file ends. */
export function lateKind(it: Extract<Item, { k: 'late' }>): string {
  return it.reloc ? 'a symbol a relocation supplies' : 'a label difference, a symbol defined later, or a symbol a relocation supplies';
}

export function imm(it: Item, what: string, c?: Ctx): number {
  if (it.k === 'imm') return it.value;
  if (it.k === 'late') throw new AsmError(`${what} must be known while the line is read: '${it.text}' is ${lateKind(it)}, which llvm-mc 19 writes only as a 32-bit literal of a source operand`, it.col);
  // lit(N) is N to llvm-mc 19 in any immediate too.
  if (it.k === 'call' && it.name === 'lit') return it.value;
  throw new AsmError(`${what} must be a number, got '${it.text}'`, it.col);
}
