// The assembler language around the statements: macros, .rept/.irp/.irpc, conditionals and
// .include, as llvm-mc 19 reads them. Lines are pulled one at a time (a .if sees the symbols set by
// the lines before it) from a stack of frames (the input, an included file, a macro's or a
// block's body), iteratively: no recursion on the input's nesting. Bounded: macros nest at most
// 20 deep (llvm-mc's limit), includes 20 deep, and one input line expands to at most MAX_EXPANSION
// lines (an endless .rept is a located error, never a hang).
import { AsmError } from './errors.js';
import { elseIfForm, hasDirective, type Syntax } from './dialect.js';
import { SCOPED_NAME } from './scopes.js';
import { clrxIrpValues, listValues, macroArgs, macroHeader, substitute, type BodyLine, type MacroDef } from './macros.js';

/** Where a line comes from: a line of a file, or of a body expanded at `via`. */
export interface Where {
  /** The file (undefined: the input the assembler was given). */
  readonly file: string | undefined;
  readonly line: number;
  /** The line's text (a body line as expanded). */
  readonly source: string;
  readonly via?: { readonly where: Where; readonly what: string };
}

export interface LanguageHost {
  /** An ordinary statement (labels, a directive, an instruction). */
  statement(code: string, where: Where): void;
  error(e: AsmError, where: Where): void;
  /** The absolute value of the expression at code[at..] (.if, .rept); throws AsmError. */
  value(code: string, at: number): bigint;
  /** The same, and the index just past the expression. */
  expr(code: string, at: number): { big: bigint; end: number };
  /** Set symbol `name` to `value` (.for's symbol); throws AsmError at `col` if it may not be. */
  assign(name: string, value: bigint, col: number): void;
  /** The family and GPU instructions are assembled for now (.ifarch, .ifgpu). */
  target(): { gen: string | undefined; gpu: string };
  /** The family an architecture or GPU name means (.ifarch), if any. */
  family(name: string): string | undefined;
  /** Whether `name` is a defined symbol or label (.ifdef). */
  defined(name: string): boolean;
  /** Comment stripping of a raw line of an included file. */
  strip(raw: string): string;
  /** The lines of an included file, or an AsmError at `col`. */
  include(name: string, col: number): { file: string; lines: string[] };
}

/** Most lines one input line may expand to. */
export const MAX_EXPANSION = 1 << 24;
const MAX_MACRO_DEPTH = 20;
/** Most rounds of a .for/.while (its condition may never become 0). */
export const MAX_ROUNDS = 1 << 20;
const MAX_INCLUDE_DEPTH = 20;

interface Frame {
  readonly kind: 'file' | 'macro' | 'block';
  /** The next line, or undefined at the end of the frame. */
  next(): { code: string; where: Where } | undefined;
  /** Conditionals open when the frame started (.exitm closes the ones opened since). */
  readonly conds: number;
  /** Where a block was opened (an error of its .for/.while condition is reported there). */
  readonly where?: Where;
}

/** A .macro or .rept/.irp/.irpc body being read up to its end. */
interface Capture {
  readonly macro: boolean;
  readonly start: Where;
  readonly col: number;
  readonly body: BodyLine[];
  depth: number;
  /** Called with the body at its end. */
  readonly done: (body: BodyLine[]) => void;
}

interface Cond {
  /** This branch's lines are assembled. */
  active: boolean;
  /** A branch was taken already (the later .elseif/.else are not). */
  taken: boolean;
  /** The enclosing lines were skipped: no branch of this one is taken. */
  readonly outer: boolean;
  seenElse: boolean;
  readonly where: Where;
  readonly col: number;
}

const BLOCK_OPEN = ['.rept', '.irp', '.irpc', '.for', '.while'];
const MACRO_END = new Set(['.endm', '.endmacro']);
const NAME = /^\s*([A-Za-z_.$][\w.$]*)/;

export class Language {
  readonly macros = new Map<string, MacroDef>();
  private readonly frames: Frame[] = [];
  private capture: Capture | undefined;
  private readonly conds: Cond[] = [];
  /** Macro expansions so far: \@. */
  private expansions = 0;
  private pulled = 0;

  /**
   * CLRX: macro names are matched without case unless .nomacrocase (doc/ClrxAsmPseudoOps.md,
   * .macrocase: "the default behaviour"); llvm-mc matches them as written.
   */
  private macroCase: boolean;

  constructor(private readonly host: LanguageHost, private readonly syntax?: Syntax) {
    this.macroCase = syntax === 'clrx';
  }

  /**
   * The key a macro is kept under: in CLRX's syntax its name in lower case, whatever .macrocase
   * says (two macros differing only in case are one there).
   */
  private macroKey(name: string): string {
    return this.syntax === 'clrx' ? name.toLowerCase() : name;
  }

  /** The macro `word` uses, if any (with .nomacrocase, only as written). */
  private macro(word: string): MacroDef | undefined {
    const m = this.macros.get(this.macroKey(word));
    return m && (this.macroCase || m.name === word) ? m : undefined;
  }

  /** Whether `name` opens / ends a repeated block in this syntax. */
  private blockOpen(name: string): boolean {
    return BLOCK_OPEN.includes(name) && hasDirective(this.syntax, name);
  }

  private blockEnd(name: string): boolean {
    return name === '.endr' || (name === '.endrept' && hasDirective(this.syntax, name));
  }

  /** Whether lines are now assembled as they are (no block open, no branch skipped). */
  get plain(): boolean {
    return !this.capture && !this.conds.length;
  }

  /** One line of the input (comments stripped), then every line it expands to. */
  feed(code: string, where: Where): void {
    this.pulled = 0;
    this.process(code, where);
    while (this.frames.length) {
      const top = this.frames[this.frames.length - 1];
      let l;
      try {
        l = top.next();
      } catch (e) {
        // A .for/.while condition evaluated between rounds: the block ends there.
        if (!(e instanceof AsmError)) throw e;
        this.frames.pop();
        this.host.error(e, (top as { where?: Where }).where ?? where);
        continue;
      }
      if (!l) { this.frames.pop(); continue; }
      if (++this.pulled > MAX_EXPANSION) {
        this.frames.length = 0;
        this.host.error(new AsmError(`expansion too large: more than ${MAX_EXPANSION} lines from one line (endless .rept or macro?)`, firstCol(where.source)), where);
        return;
      }
      this.process(l.code, l.where);
    }
  }

  private process(code: string, where: Where): void {
    try {
      this.step(code, where);
    } catch (e) {
      if (e instanceof AsmError) this.host.error(e, where);
      else throw e;
    }
  }

  private step(code: string, where: Where): void {
    let i = 0;
    while (code[i] === ' ' || code[i] === '\t') i++;
    const word = /^[\w.$]*/.exec(code.slice(i, i + 64))![0];
    const name = word.toLowerCase();
    const at = i + word.length;
    const c = this.capture;
    if (c) {
      if (c.macro ? name === '.macro' : this.blockOpen(name)) c.depth++;
      else if (c.macro ? MACRO_END.has(name) : this.blockEnd(name)) c.depth--;
      if (c.depth > 0) { c.body.push({ text: code, file: where.file, line: where.line }); return; }
      this.capture = undefined;
      c.done(c.body);
      return;
    }
    if (this.conditional(name, code, at, where, i)) return;
    if (this.conds.length && !this.conds[this.conds.length - 1].active) return;
    if (this.blockOpen(name)) {
      // A block whose header is wrong is still read to its .endr (and not repeated): its .endr
      // is no second error.
      try {
        this.step2(name, word, code, at, where, i);
      } catch (e) {
        if (!this.capture) this.open(false, where, i, () => {});
        throw e;
      }
      return;
    }
    this.step2(name, word, code, at, where, i);
  }

  private step2(name: string, word: string, code: string, at: number, where: Where, i: number): void {
    switch (name) {
      case '.macro': {
        const h = macroHeader(code.slice(at), at);
        this.open(true, where, i, (body) => { this.macros.set(this.macroKey(h.name), { name: h.name, params: h.params, body }); });
        return;
      }
      case '.rept': {
        const n = this.host.value(code, at);
        if (n < 0n) throw new AsmError(`count is negative in '.rept' (${n})`, at + 1);
        this.open(false, where, i, (body) => this.block(body, (r) => r < n, () => new Map(), where, '.rept'));
        return;
      }
      case '.for': case '.while': {
        if (!hasDirective(this.syntax, name)) break;
        // CLRX: `.for SYM=INIT, COND, NEXT` sets SYM to INIT, then repeats the body while COND is
        // not 0, setting SYM to NEXT after each round; `.while COND` repeats it while COND is not 0
        // (CLRX-mirror doc/ClrxAsmPseudoOps.md).
        let j = at;
        let sym: string | undefined;
        if (name === '.for') {
          // (Its symbol may have a scope path: CLRX-mirror AsmPseudoOps::doFor reads a scoped name.)
          const m = FOR_HEAD.exec(code.slice(at));
          if (!m) throw new AsmError("expected 'SYMBOL=INIT, COND, NEXT' after '.for'", at + 1);
          sym = m[1];
          const init = this.host.expr(code, at + m[0].length);
          this.host.assign(sym, init.big, at + m[0].indexOf(sym) + 1);
          j = comma(code, init.end, '.for');
        }
        const cond = this.host.expr(code, j);
        const condText = code.slice(0, cond.end);
        const whileCond = (r: number): boolean => {
          if (this.host.value(condText, j) === 0n) return false;
          if (r >= MAX_ROUNDS) throw new AsmError(`more than ${MAX_ROUNDS} rounds of '${name}' (its condition never became 0?)`, j + code.slice(j).length - code.slice(j).trimStart().length + 1);
          return true;
        };
        let next: string | undefined;
        if (sym !== undefined) {
          const k = comma(code, cond.end, '.for');
          const n = this.host.expr(code, k);
          next = code.slice(0, n.end);
          if (code.slice(n.end).trim()) throw new AsmError(`unexpected '${code.slice(n.end).trim()}' after '.for'`, n.end + 1);
          // Evaluated each round as written there (columns kept for errors).
          const at2 = k;
          const s = sym;
          const step = (): void => this.host.assign(s, this.host.value(next!, at2), at + 1);
          this.open(false, where, i, (body) => this.block(body, (r) => { if (r) step(); return whileCond(r); }, () => new Map(), where, name));
        } else {
          if (code.slice(cond.end).trim()) throw new AsmError(`unexpected '${code.slice(cond.end).trim()}' after '.while'`, cond.end + 1);
          this.open(false, where, i, (body) => this.block(body, whileCond, () => new Map(), where, name));
        }
        return;
      }
      case '.macrocase': case '.nomacrocase':
        if (!hasDirective(this.syntax, name)) break;
        this.macroCase = name === '.macrocase';
        return;
      case '.purgem': {
        const m = NAME.exec(code.slice(at));
        if (!m) throw new AsmError("expected identifier in '.purgem' directive", at + 1);
        if (!this.macros.delete(this.macroKey(m[1]))) throw new AsmError(`macro '${m[1]}' is not defined`, i + 1);
        return;
      }
      case '.irp': case '.irpc': {
        const m = /^\s*([A-Za-z_.$][\w.$]*)\s*(?:,|\s)\s*/.exec(code.slice(at));
        if (!m) throw new AsmError(`expected a parameter name in '${name}'`, at + 1);
        const rest = code.slice(at + m[0].length).trim();
        const values = this.syntax === 'clrx' ? clrxIrpValues(rest, at + m[0].length, name === '.irpc') : name === '.irp' ? listValues(rest) : [...rest.replace(/^"|"$/g, '')];
        if (!values.length) values.push('');
        this.open(false, where, i, (body) => this.block(body, (r) => r < values.length, (r) => new Map([[m[1], values[r]]]), where, name));
        return;
      }
      case '.endm': case '.endmacro': case '.endr': case '.endrept':
        if (!MACRO_END.has(name) && !this.blockEnd(name)) break;
        throw new AsmError(`unmatched '${name}' (no ${MACRO_END.has(name) ? '.macro' : BLOCK_OPEN.filter((b) => hasDirective(this.syntax, b)).join('/')} open)`, i + 1);
      case '.exitm': {
        let k = this.frames.length - 1;
        while (k >= 0 && this.frames[k].kind !== 'macro') k--;
        if (k < 0) throw new AsmError("unexpected '.exitm' outside of a macro", i + 1);
        this.conds.length = this.frames[k].conds;
        this.frames.length = k;
        return;
      }
      case '.include': {
        const f = /^\s*"([^"]*)"\s*$/.exec(code.slice(at));
        if (!f) throw new AsmError('expected a file name in quotes: .include "FILE"', at + 1);
        if (this.frames.filter((fr) => fr.kind === 'file').length >= MAX_INCLUDE_DEPTH) throw new AsmError(`includes nested more than ${MAX_INCLUDE_DEPTH} deep`, i + 1);
        const inc = this.host.include(f[1], at + code.slice(at).indexOf('"') + 1);
        let k = 0;
        this.frames.push({
          kind: 'file', conds: this.conds.length,
          next: () => {
            if (k >= inc.lines.length) return undefined;
            const raw = inc.lines[k++];
            const source = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
            return { code: this.host.strip(source), where: { file: inc.file, line: k, source } };
          },
        });
        return;
      }
    }
    const m = this.macro(word);
    if (m && word) {
      if (this.frames.filter((f) => f.kind === 'macro').length >= MAX_MACRO_DEPTH) throw new AsmError(`macros cannot be nested more than ${MAX_MACRO_DEPTH} levels deep`, i + 1);
      const values = macroArgs(m, code.slice(at), at, this.syntax === 'clrx');
      const count = this.expansions++;
      let k = 0;
      const via = { where, what: `macro '${m.name}'` };
      this.frames.push({
        kind: 'macro', conds: this.conds.length,
        next: () => {
          if (k >= m.body.length) return undefined;
          const b = m.body[k++];
          const text = substitute(b.text, values, count);
          return { code: text, where: { file: b.file, line: b.line, source: text, via } };
        },
      });
      return;
    }
    this.host.statement(code, where);
  }

  /** Start reading a block's body; `done` gets it at its end. */
  private open(macro: boolean, where: Where, col: number, done: (body: BodyLine[]) => void): void {
    this.capture = { macro, start: where, col: col + 1, body: [], depth: 1, done };
  }

  /** A .rept/.irp/.irpc/.for/.while body while `more(r)` says round r is one, with round r's parameter values. */
  private block(body: readonly BodyLine[], more: (r: number) => boolean, values: (r: number) => Map<string, string>, where: Where, what: string): void {
    if (!body.length || !more(0)) return;
    let r = 0;
    let k = 0;
    let map = values(0);
    const via = { where, what };
    this.frames.push({
      kind: 'block', conds: this.conds.length, where,
      next: () => {
        if (k >= body.length) {
          if (!more(++r)) return undefined;
          k = 0;
          map = values(r);
        }
        const b = body[k++];
        const text = map.size ? substitute(b.text, map) : b.text;
        return { code: text, where: { file: b.file, line: b.line, source: text, via } };
      },
    });
  }

  /** .if and its kin; true if `name` was one. */
  private conditional(name: string, code: string, at: number, where: Where, col: number): boolean {
    if (!name.startsWith('.if') && !name.startsWith('.el') && name !== '.endif') return false;
    const top = this.conds[this.conds.length - 1];
    const rest = code.slice(at).trim();
    const skipping = !!top && !top.active;
    // CLRX's .elseifXX is .elseif with .ifXX's test.
    const form = elseIfForm(this.syntax, name);
    const kind = form ?? name;
    const argCol = at + code.slice(at).length - code.slice(at).trimStart().length + 1;
    const test = (): boolean => {
      switch (kind) {
        case '.if': case '.elseif': return this.host.value(code, at) !== 0n;
        case '.ifne': return this.host.value(code, at) !== 0n;
        case '.ifeq': return this.host.value(code, at) === 0n;
        case '.ifgt': return this.host.value(code, at) > 0n;
        case '.ifge': return this.host.value(code, at) >= 0n;
        case '.iflt': return this.host.value(code, at) < 0n;
        case '.ifle': return this.host.value(code, at) <= 0n;
        case '.ifdef': case '.ifndef': case '.ifnotdef': {
          // CLRX: a name may have a scope path (scopes.ts).
          const s = (this.syntax === 'clrx' ? SCOPED_NAME_ONLY : /^[A-Za-z_.$][\w.$]*$/).exec(rest);
          if (!s) throw new AsmError(`expected a symbol name after '${name}'`, at + 1);
          return this.host.defined(s[0]) === (kind === '.ifdef');
        }
        case '.ifb': case '.ifnb': return (rest === '') === (kind === '.ifb');
        case '.ifeqs': case '.ifnes': {
          const q = /^"((?:[^"\\]|\\.)*)"\s*,\s*"((?:[^"\\]|\\.)*)"$/.exec(rest);
          if (!q) throw new AsmError(`expected two strings in quotes after '${name}': "A", "B"`, argCol);
          return (q[1] === q[2]) === (kind === '.ifeqs');
        }
        case '.ifarch': case '.ifnarch': case '.ifgpu': case '.ifngpu': {
          const n = /^[\w.]+$/.exec(rest)?.[0];
          const fam = n && this.host.family(n);
          if (!fam) throw new AsmError(`expected ${kind.endsWith('arch') ? 'an architecture (SI, CI, VI, VEGA, GCN1.0 ... GCN1.4)' : 'a GPU (Tahiti, Tonga, gfx900, ...)'} after '${name}'`, argCol);
          const t = this.host.target();
          const is = kind.endsWith('arch') ? fam === t.gen : n.toLowerCase() === t.gpu;
          return is === (kind === '.ifarch' || kind === '.ifgpu');
        }
        case '.ifc': case '.ifnc': {
          const [a, b] = splitC(rest);
          return (a === b) === (kind === '.ifc');
        }
        default: throw new AsmError(`unknown directive '${name}'`, col + 1);
      }
    };
    if (name === '.else' || name === '.elseif' || (form && IF_KINDS.test(form) && hasDirective(this.syntax, form))) {
      if (!top || top.seenElse) throw new AsmError(`unexpected '${name}'${top ? " after '.else'" : " without '.if'"}`, col + 1);
      if (name === '.else') top.seenElse = true;
      const take = !top.outer && !top.taken && (name === '.else' || test());
      top.active = take;
      top.taken ||= take;
      return true;
    }
    if (name === '.endif') {
      if (!top) throw new AsmError("unexpected '.endif' without '.if'", col + 1);
      this.conds.pop();
      return true;
    }
    if (!IF_KINDS.test(name) || !hasDirective(this.syntax, name)) return false;
    let take = false;
    try {
      take = !skipping && test();
    } catch (e) {
      // A condition that cannot be evaluated skips its lines (its .endif is no second error).
      this.conds.push({ active: false, taken: true, outer: skipping, seenElse: false, where, col: col + 1 });
      throw e;
    }
    this.conds.push({ active: take, taken: take, outer: skipping, seenElse: false, where, col: col + 1 });
    return true;
  }

  /** Call at the end of the input: blocks and conditionals still open are errors at their start. */
  end(): void {
    const c = this.capture;
    if (c) this.host.error(new AsmError(`no '${c.macro ? '.endm' : '.endr'}' for this ${c.macro ? '.macro' : 'block'} before the end of the input`, c.col), c.start);
    this.capture = undefined;
    for (const k of this.conds) this.host.error(new AsmError("no '.endif' for this conditional before the end of the input", k.col), k.where);
    this.conds.length = 0;
  }
}

/** A whole name with an optional scope path (CLRX's .ifdef ala::x). */
const SCOPED_NAME_ONLY = new RegExp(`${SCOPED_NAME.source}$`);
/** `.for SYM=` (CLRX's alone, whose names may have a scope path). */
const FOR_HEAD = new RegExp(`^\\s*(${SCOPED_NAME.source.slice(1)})\\s*=`);

/** The .if directives (each also an .elseif form in CLRX's syntax). */
const IF_KINDS = /^\.if(n?def|notdef|n?b|n?c|eq|ne|gt|ge|lt|le|eqs|nes|n?arch|n?gpu)?$/;

/** The index after the ',' at or after code[j] (blanks skipped); a located error if there is none. */
function comma(code: string, j: number, what: string): number {
  while (code[j] === ' ' || code[j] === '\t') j++;
  if (code[j] !== ',') throw new AsmError(`expected ',' in '${what}'`, j + 1);
  return j + 1;
}

/** The two strings .ifc compares: "a, b" (each may be quoted). */
function splitC(rest: string): [string, string] {
  const q = /^\s*(?:"([^"]*)"|([^,]*?))\s*,\s*(?:"([^"]*)"|(.*?))\s*$/.exec(rest);
  if (!q) return [rest.trim(), ''];
  return [q[1] ?? q[2], q[3] ?? q[4]];
}

/** The column of the first non-blank character of `s` (1-based). */
export function firstCol(s: string): number {
  let i = 0;
  while (s[i] === ' ' || s[i] === '\t') i++;
  return i + 1;
}
