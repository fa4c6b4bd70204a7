// Building one printed instruction while recording which bits its text stands for. The
// disassembler prints the text only if the text carries every set bit of the word, i.e. only
// if it assembles back to the same bits; otherwise it falls back to `.long`. This is the hot
// path of `gcnkit dis`: text is built by concatenation and the carried bits as two masks.
import type { Decoded, Fields } from '../codec/codec.js';
import type { InstrDef, Layout } from '../isa/types.js';
import { alignedTuples, rawVreg, vregName, vregProblem, type VFile } from '../isa/registers.js';
import { clrxMnemonic, type Dialect } from './clrx.js';

export class Line {
  /** Text so far: mnemonic, operands, then modifiers. */
  private s: string;
  private nOps = 0;
  /** Bits of word 0 / word 1 the text carries (marker and opcode included). */
  private m0 = 0;
  private m1 = 0;
  private literalCarried = false;
  /** Fields the text carries with another value than the word has (rare). */
  private overrides: Fields | undefined;
  /** First reason the text cannot stand for the bits, if any. */
  problem: string | undefined;
  readonly f: Fields;
  private readonly layout: Layout;

  /** Printing CLRX's dialect rather than llvm-mc's. */
  readonly clrx: boolean;

  constructor(readonly d: Decoded, readonly def: InstrDef, dialect: Dialect = 'llvm') {
    this.clrx = dialect === 'clrx';
    this.f = d.fields;
    const name = def.printNames?.[d.gen] ?? def.printName ?? def.name;
    this.s = this.clrx ? clrxMnemonic(d.gen, name) : name;
    if (def.clrxOnly && !this.clrx) this.problem = `${def.name} is a CLRX instruction llvm-mc 19 does not have (--syntax clrx prints it)`;
    const layout = (this.layout = d.enc.layout);
    // Every fixed field (the marker; SDWA/DPP's SRC0) and the opcode are carried by the mnemonic.
    this.m0 = layout.named[0];
    this.m1 = layout.named[1];
  }

  private carry(word: 0 | 1, bits: number): void {
    if (word) this.m1 |= bits;
    else this.m0 |= bits;
  }

  /** Append an operand. */
  op(text: string): this {
    this.s += (this.nOps++ ? ', ' : ' ') + text;
    return this;
  }

  /** Append an operand that has no valid spelling: `shown` goes in the comment, `why` in the warning. */
  bad(shown: string, why: string): this {
    this.problem ??= why;
    return this.op(shown);
  }

  /** Append the VGPR (or `file` 'a': AGPR) tuple of `count` registers that `field` names. */
  vreg(field: string, count: number, file: VFile = 'v'): this {
    const v = this.f[field];
    const aligned = alignedTuples(this.d.gen);
    const name = vregName(v, count, file, aligned);
    if (name !== undefined) this.op(name);
    else this.bad(rawVreg(v, count, file), vregProblem(field, v, count, file, aligned));
    return this.set(field);
  }

  /** Append a modifier (after every operand). */
  mod(text: string): this {
    this.s += ' ' + text;
    return this;
  }

  /** The text stands for `field`, with `value` (default: the word's own value). */
  set(field: string, value?: number): this {
    if (field === 'literal') {
      this.literalCarried = true;
      return this;
    }
    const fl = this.layout.byName[field];
    this.carry(fl.word, fl.mask << fl.shift);
    if (value !== undefined && value !== this.f[field]) (this.overrides ??= {})[field] = value;
    return this;
  }

  /** A boolean modifier printed when its bit is set. */
  flag(field: string, name: string = field): this {
    if (this.f[field]) this.set(field).mod(name);
    return this;
  }

  fail(why: string): this {
    this.problem ??= why;
    return this;
  }

  text(): string {
    return this.s;
  }

  /** Whether the text stands for exactly the decoded bits. */
  exact(words: ArrayLike<number>, at: number): boolean {
    if (this.problem !== undefined || this.overrides !== undefined) return false;
    if ((words[at] & ~this.m0) !== 0) return false;
    if (this.layout.dwords > 1 && (words[at + 1] & ~this.m1) !== 0) return false;
    return this.f.literal === undefined || this.literalCarried;
  }

  private carried(name: string): boolean {
    const fl = this.layout.byName[name];
    return (((fl.word ? this.m1 : this.m0) >>> fl.shift) & fl.mask) === fl.mask;
  }

  /** Fields the word has that the text does not carry (slow path, for messages). */
  unexpressed(): string[] {
    const out: string[] = [];
    for (const fl of this.layout.fields) {
      if (fl.fixed !== undefined) continue;
      if ((!this.carried(fl.name) && this.f[fl.name] !== 0) || (this.overrides && fl.name in this.overrides)) out.push(fl.name);
    }
    if (this.f.literal !== undefined && !this.literalCarried) out.push('literal');
    return out;
  }

  /** The fields the text assembles to (for tools that want the "clean" form of a word). */
  impliedFields(): Fields {
    const out: Fields = {};
    for (const fl of this.layout.fields) {
      out[fl.name] = fl.fixed !== undefined ? fl.fixed : !this.carried(fl.name) ? 0 : this.overrides?.[fl.name] ?? this.f[fl.name];
    }
    if (this.f.literal !== undefined) out.literal = this.literalCarried ? this.f.literal : 0;
    return out;
  }
}
