// Building one printed instruction while recording the fields its text stands for. The
// disassembler prints the text only if those implied fields equal the decoded ones, i.e. only
// if the text assembles back to the same bits; otherwise it falls back to `.long`.
import type { Decoded, Fields } from '../codec/codec.js';
import type { InstrDef } from '../isa/types.js';

export class Line {
  readonly ops: string[] = [];
  readonly mods: string[] = [];
  readonly implied: Fields = {};
  /** First reason the text cannot stand for the bits, if any. */
  problem: string | undefined;
  readonly f: Fields;

  constructor(readonly d: Decoded, readonly def: InstrDef) {
    this.f = d.fields;
    for (const of of d.enc.layout.opFields) this.implied[of.name] = d.fields[of.name];
  }

  /** An operand whose text stands for `value` in `field` (undefined text: not writable). */
  operand(text: string | undefined, fallback: string, why: string): this {
    if (text === undefined) {
      this.problem ??= why;
      this.ops.push(fallback);
    } else this.ops.push(text);
    return this;
  }

  set(field: string, value: number = this.f[field]): this {
    this.implied[field] = value;
    return this;
  }

  /** A boolean modifier printed when its bit is set. */
  flag(field: string, name: string = field): this {
    if (this.f[field]) {
      this.mods.push(name);
      this.implied[field] = 1;
    }
    return this;
  }

  mod(text: string): this {
    this.mods.push(text);
    return this;
  }

  fail(why: string): this {
    this.problem ??= why;
    return this;
  }

  text(): string {
    let s = this.def.name;
    if (this.ops.length) s += ' ' + this.ops.join(', ');
    for (const m of this.mods) s += ' ' + m;
    return s;
  }

  /** Fields the decoded word has that the text does not carry. */
  unexpressed(): string[] {
    const out: string[] = [];
    for (const fl of this.d.enc.layout.fields) {
      if (fl.fixed !== undefined) continue;
      if ((this.implied[fl.name] ?? 0) !== this.f[fl.name]) out.push(fl.name);
    }
    if ((this.implied.literal ?? 0) !== (this.f.literal ?? 0)) out.push('literal');
    return out;
  }
}
