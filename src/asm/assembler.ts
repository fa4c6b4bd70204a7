// File-level assembler: comments, labels, symbols, .text, data directives, .gpu/.arch,
// instructions; macros, blocks, conditionals and includes through the language layer
// (language.ts). Feed lines one at a time (streaming). Every error and warning goes to the onDiag
// callback as it is found and is only counted here: memory stays flat however many there are.
import { GEN_INFO, type Gen } from '../isa/gens.js';
import { clrxArchId, clrxGpuId, hasDirective } from './dialect.js';
import { onIn, resolveGpu, type On } from '../isa/targets.js';
import { charLiteralEnd } from '../syntax/charlit.js';
import { parseExpr, ExprError, isSymChar, isSymStart, relocRel, scopedSymbolAt, symbolAt, withSymbols, type ExprEnv, type SymValue } from '../syntax/expr.js';
import { absolute, alignBytes, DATA, dataValues, fillBytes, incbinBytes, NOT_LLVM_DATA, orgBytes, stringBytes, zeroBytes, type DataReloc } from './data.js';
import { firstCol, Language, type Where } from './language.js';
import { isOperandWord } from './regs.js';
import { parseItems, SyntaxError_, type Item } from '../syntax/operands.js';
import { SymbolTable } from './symbols.js';
import { Scopes, SCOPED_NAME } from './scopes.js';
import { regVarDecls, regVarUse, type RegVar } from './regvars.js';
import { evaluate, finalEnv, patch, recording, type Deferred, type Fixup } from './fixups.js';
import { assembleInstruction, branchOffset, isModifier, patchField, type Assembled, type LabelEnv, type PendingLabel } from './instruction.js';
import { AsmError, printable } from './errors.js';
import { LabelSet } from './labels.js';
import { assembleBlock, assembleBytes, BLOCK, fastAssemble, WORDS } from './fast.js';

/**
 * GCNKIT_FAST=off: every line takes the generic path; =check: fast results are checked against it.
 * Read by each Assembler, not as this module loads: a start-up snapshot of the assembler
 * (src/cli/snapshot.ts) would keep the value of its build. Read through globalThis: this module is
 * bundled for the browser, where there is no `process`.
 */
const fastMode = (): string | undefined => (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.GCNKIT_FAST;

/** The generic path must give the same words and no warnings for a line the fast path assembled. */
function checkFast(words: readonly number[], gen: Gen, gpu: string, code: string, i: number): void {
  let a: Assembled | undefined;
  let why = '';
  try {
    a = assembleInstruction(gen, gpu, code.slice(i).trimEnd(), i + 1, 'llvm');
  } catch (e) {
    why = (e as Error).message;
  }
  if (!a || a.warnings.length || a.words.join() !== words.join()) {
    throw new Error(`fast path differs on '${code.slice(i)}': fast ${words.map((w) => w.toString(16))}, generic ${a ? a.words.map((w) => w.toString(16)) + ' ' + a.warnings.map((w) => w.message).join('; ') : why}`);
  }
}

export interface Diagnostic {
  readonly line: number;
  readonly col: number;
  readonly kind: 'error' | 'warning';
  readonly message: string;
  readonly source: string;
  /** The file of `line` when it is not the input (an included file). */
  readonly file?: string;
  /**
   * Where a line expanded from a macro or a block came from, outermost first: the diagnostic
   * itself is at the line of a real file that used it (the macro's use), each note at a body line
   * as expanded (the last one: the line at fault, at the column at fault).
   */
  readonly notes?: readonly Note[];
}

export interface Note {
  readonly file?: string;
  readonly line: number;
  readonly col: number;
  readonly message: string;
  readonly source: string;
}

export type Emitted =
  | { readonly kind: 'inst'; readonly line: number; readonly bytes: number[]; readonly asm: Assembled; readonly source?: string }
  | { readonly kind: 'data'; readonly line: number; readonly bytes: number[]; readonly text: string; readonly relocs?: readonly DataReloc[]; readonly source?: string }
  /** No bytes: a label or a sink's marker (section switch, symbol), kept in order with the code. */
  | { readonly kind: 'mark'; readonly line: number; readonly bytes: number[]; readonly text: ''; readonly mark: Mark };

export type Mark = { readonly label: string } | { readonly sink: unknown };

/**
 * Directives beyond the assembler's own (an object file's sections, symbols, kernel descriptors):
 * the object layer (src/objects) implements this; without a sink they are unknown directives.
 */
export interface DirectiveSink {
  /** `name` is the directive lower-cased, `code` the statement, `at` where its operands start. True: handled. */
  directive(name: string, code: string, at: number, api: SinkApi): boolean;
  /** A name a fixup's line uses before the file defines it (llvm-mc makes its symbol then: the symbol table's order). */
  reference?(name: string): void;
}

export interface SinkApi {
  /** Bytes at the current position of the current section (data, padding, a descriptor). */
  data(bytes: number[], text: string): void;
  /** A marker, delivered to emit in order with the code around it. */
  mark(m: unknown): void;
  /** Switch sections: each has its own position (labels and branches count from its start). */
  section(key: string): void;
  /** The current position in the current section. */
  readonly pc: number;
  readonly line: number;
  /** Give the following raw lines to `fn` (comments and all) until it returns false. */
  capture(fn: (raw: string) => boolean): void;
}

export interface AsmOptions {
  gen?: Gen;
  gpu?: string;
  syntax?: 'llvm' | 'clrx';
  /** Object-file directives (gcnkit asm --filetype obj, and listings, which read them). */
  sink?: DirectiveSink;
  /**
   * An object file is written (with a sink; without, a listing): a name the file never defines is
   * a symbol a relocation supplies (a listing, like raw output, reports it).
   */
  object?: boolean;
  /** The text of an .include'd file and the name to report it under; undefined: not found. */
  include?: (name: string) => { file: string; text: string } | undefined;
  /** Where .print's text goes (nowhere without it). */
  print?: (text: string) => void;
}

/** A register's name (s0, v12, ttmp3): never a symbol in an operand. */
const REGISTER = /^(?:[sv]|ttmp)\d+$/i;

/** Most bytes one .fill/.zero/.skip/.space directive makes. */
const MAX_FILL = 1 << 26;

/**
 * Longest line assembled, in UTF-16 code units (1 MiB). Longer lines are an error, not parsed: no
 * instruction or directive comes near it, and it bounds the work and memory one line can take.
 */
export const MAX_LINE = 1 << 20;

export class Assembler {
  /** Errors and warnings reported so far (the diagnostics themselves went to onDiag). */
  errors = 0;
  warnings = 0;
  /** Instructions the fast path assembled (the others took the generic path). */
  fastLines = 0;
  private readonly fastOn: boolean;
  /** The fast path (src/asm/fast.ts, the WebAssembly kernel): its tables are per target row set (isaKey). */
  private get fast(): boolean {
    return this.fastOn;
  }
  /**
   * The target of the fast path's lines (onIn), asked per line: worked out again only when
   * .gpu/.arch changes the GPU, so that the kernel sees one object per GPU.
   */
  private get fastTarget(): On {
    if (this.onFor !== this.gpu || this.onGen !== this.gen) { this.onFor = this.gpu; this.onGen = this.gen; this.onNow = onIn(this.gen!, this.gpu); }
    return this.onNow!;
  }
  private onFor: string | undefined;
  private onGen: Gen | undefined;
  private onNow: On | undefined;
  /** GCNKIT_FAST=check. */
  private readonly check: boolean;
  private lineNo = 0;
  private inComment = false;
  private gen: Gen | undefined;
  private gpu: string;
  /** Byte address of each label defined so far (addresses count from the start of the output). */
  private readonly labels = new LabelSet();
  /** Bytes emitted so far: the address of the next instruction. */
  private pc = 0;
  /**
   * Output held back while a branch waits for a later label: emitted in order once every
   * forward reference before it is patched (memory grows only with the forward distance).
   */
  private readonly held: Held[] = [];
  /**
   * The section of each label defined outside .text (rare: labels default to .text). A branch
   * counts in its own section's addresses, so a target in another section is an error (CLRX:
   * "Jump over current section!"; llvm-mc would need a relocation gcnkit's raw output cannot hold).
   */
  private readonly labelSections = new Map<string, string>();
  private waiting = 0;
  /** Held items with a fixup (resolved when the file ends). */
  private fixups = 0;
  /** Per section: its position while another is current (only with a sink). */
  private readonly sectionPcs = new Map<string, number>();
  private currentSection = '.text';
  private captured: ((raw: string) => boolean) | undefined;
  private readonly api: SinkApi;
  private readonly symbols = new SymbolTable();
  /** CLRX's scopes (--syntax clrx only: llvm-mc has none, and names there are keys as they are). */
  private readonly scopes: Scopes | undefined;
  /** CLRX's register variables (.regvar), by key (scopes.ts). */
  private readonly regVars = new Map<string, RegVar>();
  /** NAME = EXPR and a label "NAME:" (CLRX's names may have a scope path: a::b::x). */
  private readonly setPattern: RegExp;
  private readonly labelPattern: RegExp;
  /** .set NAME, (and .equ, .equiv). */
  private readonly setDirectivePattern: RegExp;
  /** Names an object file's relocation took (a later .set of one would not reach it). */
  private readonly relocated = new Set<string>();
  /** .eqv symbols being evaluated (one met again is a cycle). */
  private readonly eqvOpen = new Set<string>();
  /** finalValue's results (null: being evaluated, a cycle if met again). */
  private readonly finals = new Map<string, SymValue | null>();
  private readonly lang: Language;
  /** The line being assembled. */
  private where: Where = { file: undefined, line: 0, source: '' };
  /** Raw output without a sink: only .text is written (other sections' bytes are counted only). */
  private dropped = false;
  /** Names in expressions: symbols, then labels (and 1b/1f), then '.'. */
  private readonly env: ExprEnv;
  /**
   * Names in operand expressions: the same, but registers have priority over symbols (s0=1 leaves
   * s0 a register), as modifiers do; a symbol set from names defined later is not known (the
   * line is read again with fixups: Assembler.instruction). In an object file a name not known is
   * left to a relocation.
   */
  private operandEnv: ExprEnv;
  /** operandEnv's own lookup, to build it again when .oldmodparam / .nooldmodparam changes it. */
  private readonly operandBase: ExprEnv;
  /** CLRX's .oldmodparam: enabling modifiers' values are one bit (ExprEnv.oldModParam). */
  private oldModParam = false;

  /**
   * `base` for operand expressions: a register, operand word or modifier is never a symbol where
   * an operand starts; in llvm-mc's syntax nowhere in it (s0=1 leaves s0 a register), in CLRX's
   * it is one inside an expression (ExprEnv.operandWord).
   */
  private operands(base: ExprEnv): ExprEnv {
    if (this.clrx) return { ...base, clrx: true, operandWord: (n) => this.operandWord(n), regSymbol: this.regSymbol, oldModParam: base.oldModParam ?? this.oldModParam };
    return { ...base, lookup: (n) => (this.operandWord(n) ? undefined : base.lookup(n)) };
  }

  /** A register, operand word or modifier: never a symbol in an operand. */
  private operandWord(name: string): boolean {
    return REGISTER.test(name) || isOperandWord(name.toLowerCase()) || (this.gen !== undefined && isModifier(name.toLowerCase(), this.gen));
  }

  constructor(private readonly opts: AsmOptions, private readonly emit: (e: Emitted) => void, private readonly onDiag?: (d: Diagnostic) => void) {
    this.gen = opts.gen;
    // With a sink (an object file or its listing) name@rel32@lo and a label's address are
    // relocations; a name not known yet is one only in an object file, and only if the file never
    // defines it (a fixup first, see finish).
    const relocatable = opts.sink !== undefined;
    const clrx = opts.syntax === 'clrx' || undefined;
    this.scopes = clrx && new Scopes();
    const name = clrx ? SCOPED_NAME.source.slice(1) : '[A-Za-z_.$][\\w.$]*';
    this.setPattern = new RegExp(`^(${name})[ \\t]*=(?!=)`);
    this.labelPattern = new RegExp(`^(${name}|\\d+)\\s*:(?!\\S)`);
    this.setDirectivePattern = new RegExp(`^(\\s*)(${name})\\s*,`);
    this.env = { lookup: (name) => this.lookup(name), here: () => ({ v: BigInt(this.pc), rel: '.' }), clrx, regSymbol: clrx && this.regSymbol };
    this.operandBase = {
      lookup: (name) => {
        const v = this.lookup(name);
        return v?.forward ? undefined : v;
      },
      here: this.env.here,
      relocatable,
    };
    this.operandEnv = this.operands(this.operandBase);
    const mode = fastMode();
    this.fastOn = opts.syntax !== 'clrx' && mode !== 'off';
    this.check = mode === 'check';
    this.gpu = opts.gpu ?? (opts.gen ? GEN_INFO[opts.gen].llvmCpu : '');
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const self = this;
    this.api = {
      data: (bytes, text) => this.out({ kind: 'data', line: this.lineNo, bytes, text }),
      mark: (m) => this.out({ kind: 'mark', line: this.lineNo, bytes: [], text: '', mark: { sink: m } }),
      section: (key) => {
        this.sectionPcs.set(this.currentSection, this.pc);
        this.currentSection = key;
        this.pc = this.sectionPcs.get(key) ?? 0;
      },
      get pc() { return self.pc; },
      get line() { return self.lineNo; },
      capture: (fn) => { this.captured = fn; },
    };
    this.lang = new Language({
      statement: (code, where) => {
        this.where = where;
        if (this.captured) {
          if (!this.captured(code)) this.captured = undefined;
          return;
        }
        this.statement(code);
      },
      error: (e, where) => this.diag('error', e.col, e.message, where),
      value: (code, at) => absolute(code, at, this.env, 'this directive').big,
      expr: (code, at) => absolute(code, at, this.env, 'this directive'),
      assign: (name, value, col) => this.setSymbol(name, value, col),
      target: () => ({ gen: this.gen, gpu: this.gpu }),
      family: (name) => resolveGpu(name),
      defined: (name) => this.lookup(name) !== undefined,
      strip: (raw) => this.stripComments(raw),
      include: (name, col) => {
        const f = this.opts.include?.(name);
        if (!f) throw new AsmError(`Could not find include file '${name}'`, col);
        return { file: f.file, lines: f.text.split('\n') };
      },
    }, opts.syntax);
  }

  /** CLRX's register symbol `name`: its register's text. */
  private regSymbol = (name: string): string | undefined => this.symbols.reg(this.key(name));

  /** Whether `key` is a symbol's or a label's. */
  private readonly known = (key: string): boolean => this.symbols.has(key) || this.labels.get(key) !== undefined;

  /** The key the name `name` used here means (CLRX's scopes: scopes.ts); '.' and numbered labels are global. */
  private key(name: string): string {
    if (!this.scopes) return name;
    const c = name.charCodeAt(0);
    return name === '.' || (c >= 48 && c <= 57) ? name : this.scopes.find(name, this.known);
  }

  /** The key a name defined here is kept under (CLRX's scopes: a simple name is the current scope's). */
  private defKey(name: string, col: number): string {
    if (!this.scopes) return name;
    if (name.endsWith('::.')) throw new AsmError("symbol '.' can be only in the global scope", col);
    return this.scopes.defineKey(name);
  }

  /** The name a reference means when the file ends: a numbered label's definition ("1f"), a scoped name's key. */
  private laterName = (name: string): string | undefined => {
    const l = this.symbols.localRef(name);
    return l === name ? this.key(name) : l;
  };

  private lookup(name: string): SymValue | undefined {
    if (name === '.') return this.env.here!();
    // CLRX: "x::." names no symbol ('.' is only the global scope's): undefined.
    if (this.scopes) name = this.key(name);
    const s = this.symbols.get(name);
    if (s) return this.symbols.eqv(name) ? this.eqvValue(name) : s;
    const label = this.symbols.localRef(name);
    const a = label === undefined ? undefined : this.labels.get(label);
    return a === undefined ? undefined : { v: BigInt(a), rel: label };
  }

  /**
   * The value of CLRX's .eqv symbol `name` now: its expression evaluated with the symbols' values
   * now (`.eqv c, a+b`, then `b = 7` changes c).
   */
  private eqvValue(name: string): SymValue {
    const e = this.symbols.eqv(name)!;
    if (this.eqvOpen.has(name)) throw new ExprError(`'${printable(name)}' is defined in terms of itself`, 0);
    this.eqvOpen.add(name);
    try {
      const r = parseExpr(e.text, 0, this.env);
      if (e.text.slice(r.end).trim()) throw new ExprError(`unexpected '${printable(e.text.slice(r.end).trim())}' in the value of '${printable(name)}'`, 0);
      return r.rel === undefined ? (r.late ? { v: r.big, late: true } : { v: r.big }) : { v: r.big, rel: r.rel };
    } catch (err) {
      if (err instanceof ExprError && !err.message.includes(' in the value of ')) throw new ExprError(`${err.message} in the value of '${printable(name)}'`, 0);
      throw err;
    } finally {
      this.eqvOpen.delete(name);
    }
  }

  /** Report at `where`; a line expanded from a macro or block is reported at its use (see Diagnostic). */
  private diag(kind: 'error' | 'warning', col: number, message: string, where: Where = this.where): void {
    if (kind === 'error') this.errors++;
    else this.warnings++;
    const notes: Note[] = [];
    let w = where;
    while (w.via) {
      notes.unshift({ file: w.file, line: w.line, col, message: `in expansion of ${w.via.what}`, source: w.source });
      w = w.via.where;
      col = firstCol(w.source);
    }
    const d: Diagnostic = { line: w.line, col, kind, message, source: w.source };
    this.onDiag?.(notes.length ? { ...d, file: w.file, notes } : w.file === undefined ? d : { ...d, file: w.file });
  }

  /** The generation instructions are assembled for now (the last .gpu/.arch, else the option). */
  get target(): Gen | undefined {
    return this.gen;
  }

  /** The GPU instructions are assembled for now: a target of the family (gfx906), else the family. */
  get on(): On | undefined {
    return this.gen && onIn(this.gen, this.gpu);
  }

  /** Assemble one source line. */
  line(raw: string): void {
    if (raw.length > MAX_LINE) { this.skipLine(raw.slice(0, 200)); return; }
    this.lineNo++;
    const source = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const where: Where = (this.where = { file: undefined, line: this.lineNo, source });
    if (this.captured && this.lang.plain) {
      try {
        if (!this.captured(source)) this.captured = undefined;
      } catch (e) {
        if (!(e instanceof AsmError)) throw e;
        this.captured = undefined;
        this.diag('error', e.col, e.message);
      }
      return;
    }
    const code = this.stripComments(source);
    if (this.clrx && code.includes(';')) {
      // CLRX: ";" separates statements (its comments are "#" and C comments), but not in a
      // string (`.ascii "\af:\bf;"`, CLRX's AsmBasicsCases1.cpp case 53). Each statement keeps its columns.
      let at = 0;
      for (let k = 0; k <= code.length; k++) {
        if (code[k] === '"') k = quotedEnd(code, k) - 1;
        else if (code[k] === "'" && charLiteralEnd(code, k, true) > 0) k = charLiteralEnd(code, k, true) - 1;
        else if (k === code.length || code[k] === ';') {
          this.lang.feed(' '.repeat(at) + code.slice(at, k), where);
          at = k + 1;
        }
      }
      return;
    }
    this.lang.feed(code, where);
  }

  /**
   * Whether the fast path may take `code` as it is: no block or conditional open, and no name in
   * it that the file defined as a symbol or a macro (the kernel remembers what tokens meant; a
   * symbol's meaning can change with .set). Free while the file defines none.
   */
  private plainCode(code: string): boolean {
    if (!this.lang.plain) return false;
    if (!this.symbols.size && !this.lang.macros.size) return true;
    for (let i = 0; i < code.length;) {
      const name = symbolAt(code, i);
      if (!name) { i++; continue; }
      if (this.symbols.has(name) || this.lang.macros.has(name)) return false;
      i += name.length;
    }
    return true;
  }

  /** plainCode of the bytes b[s..e) (the fast path takes ASCII only). */
  private plainBytes(b: Uint8Array, s: number, e: number): boolean {
    if (!this.lang.plain) return false;
    if (!this.symbols.size && !this.lang.macros.size) return true;
    let code = '';
    for (let k = s; k < e; k++) code += String.fromCharCode(b[k]);
    return this.plainCode(code);
  }

  /**
   * The byte fast path of raw-code output: assemble line b[s..e) (no newline) into the fast path's
   * WORDS and count it, returning how many words it made; -1 where the line must go to line() as
   * text (a label, a directive, a comment, anything the fast path leaves to the generic path, or
   * output held back for a forward label), with nothing counted.
   */
  fastLine(b: Uint8Array, s: number, e: number): number {
    if (!this.fast || this.captured || this.inComment || this.held.length || !this.gen || this.opts.sink || this.dropped) return -1;
    if (e > s && b[e - 1] === 13) e--;
    if (!this.plainBytes(b, s, e)) return -1;
    const n = assembleBytes(this.fastTarget, b, s, e);
    if (n < 0) return -1;
    this.lineNo++;
    this.fastLines++;
    this.pc += 4 * n;
    if (this.check) {
      let code = ''; // ASCII: the fast path takes no other byte
      for (let k = s; k < e; k++) code += String.fromCharCode(b[k]);
      checkFast(Array.from(WORDS.subarray(0, n)), this.gen, this.gpu, code, code.length - code.trimStart().length);
    }
    return n;
  }

  /**
   * fastLine for the whole lines of b[s..e) at once (b: the chunk given to fast.ts fastInput; each
   * line up to its newline, at most maxLine bytes) while the fast path takes them, their words to
   * `words`: returns the start of the first line it did not take (for line()).
   */
  fastBlock(b: Uint8Array, s: number, e: number, maxLine: number, words: (bytes: Uint8Array) => void): number {
    if (!this.fast || this.check || this.captured || this.inComment || this.held.length || !this.gen || this.opts.sink || this.dropped) return s;
    if (this.symbols.size || this.lang.macros.size || !this.lang.plain) return s;
    const next = assembleBlock(this.fastTarget, b, s, e, maxLine, words);
    this.lineNo += BLOCK.lines;
    this.fastLines += BLOCK.lines;
    this.pc += BLOCK.bytes;
    return next;
  }

  private get clrx(): boolean {
    return this.opts.syntax === 'clrx';
  }

  private statement(code: string): void {
    let i = 0;
    const skip = (): void => { while (code[i] === ' ' || code[i] === '\t') i++; };
    skip();
    // Labels ("name:", and numbered local labels "1:"), any number of them.
    while (labelAhead(code, i)) {
      const m = this.labelPattern.exec(code.slice(i));
      if (!m || DATA[m[1].toLowerCase()] !== undefined) break;
      const c0 = m[1].charCodeAt(0);
      const local = c0 >= 48 && c0 <= 57;
      const name = local ? this.symbols.defineLocal(m[1]) : this.defKey(m[1], i + 1);
      if (this.symbols.has(name)) this.diag('error', i + 1, `'${printable(name)}' is already defined as a symbol`);
      else if (!this.labels.add(name, this.pc)) this.diag('error', i + 1, `label '${printable(m[1])}' is already defined`);
      else {
        if (this.currentSection !== '.text') this.labelSections.set(name, this.currentSection);
        // A numbered label goes by its own name ("1\u00012", never written): a fixup's 1f may be its relocation.
        if (this.opts.sink) this.out({ kind: 'mark', line: this.lineNo, bytes: [], text: '', mark: { label: name } });
        this.resolved(name);
      }
      i += m[0].length;
      skip();
    }
    if (i >= code.length) return;
    try {
      const set = this.setPattern.exec(code.slice(i, i + 256));
      if (set) this.assign(set[1], code, i + set[0].length, i, false);
      else if (code[i] === '.') this.directive(code, i);
      else this.instruction(code, i);
    } catch (e) {
      if (e instanceof AsmError) this.diag('error', e.col, e.message);
      else throw e;
    }
  }

  /** Set symbol `name` to a value (.for's symbol, .get_arch); a located error at `col` if it may not be. */
  private setSymbol(name: string, value: bigint, col: number): void {
    name = this.defKey(name, col);
    if (this.labels.get(name) !== undefined) throw new AsmError(`redefinition of '${printable(name)}' (it is a label)`, col);
    const why = this.symbols.set(name, { v: value }, false);
    if (why) throw new AsmError(why, col);
  }

  /** NAME = EXPR, .set NAME, EXPR and their kin: the value now (a later change of what it used does not change it). */
  private assign(name: string, code: string, at: number, col: number, equiv: boolean): void {
    name = this.defKey(name, col + 1);
    if (this.labels.get(name) !== undefined) throw new AsmError(`redefinition of '${printable(name)}' (it is a label)`, col + 1);
    if (this.relocated.has(name)) throw new AsmError(`'${printable(name)}' is set after a use that left it to a relocation (an object file's undefined symbol): set it before its first use`, col + 1);
    let j = at;
    while (code[j] === ' ' || code[j] === '\t') j++;
    if (j >= code.length) throw new AsmError(`missing expression for '${printable(name)}'`, j + 1);
    if (this.clrx && code[j] === '%') { this.assignReg(name, code, j, col, equiv); return; }
    // Names defined later make it deferred: its value is known when the file ends (fixups.ts).
    const rec = recording((n) => this.lookup(n), this.laterName, this.env.here!, this.env);
    let r;
    try {
      r = parseExpr(code, j, rec.env);
    } catch (e) {
      if (e instanceof ExprError) throw new AsmError(e.message, e.pos + 1);
      throw e;
    }
    if (code.slice(r.end).trim()) throw new AsmError(`unexpected '${printable(code.slice(r.end).trim())}' after the expression`, r.end + 1);
    const v: SymValue = r.forward ? { v: 0n, forward: true } : r.rel === undefined ? { v: r.big } : { v: r.big, rel: r.rel };
    const deferred: Deferred | undefined = r.forward ? { text: code.slice(j, r.end), col: j + 1, names: rec.names, clrx: this.env.clrx } : undefined;
    const why = this.symbols.set(name, r.late && !r.forward ? { ...v, late: true } : v, equiv, deferred);
    if (why) throw new AsmError(why, col + 1);
  }

  /** CLRX's `.scope [NAME]`, `.ends`/`.endscope`, `.using PATH`, `.unusing [PATH]` (scopes.ts). */
  private scopeDirective(name: string, code: string, j: number): void {
    const scopes = this.scopes!;
    const rest = code.slice(j).trim();
    const at = j + code.slice(j).length - code.slice(j).trimStart().length + 1;
    if (name === '.ends' || name === '.endscope') {
      if (rest) throw new AsmError(`unexpected '${printable(rest)}' after ${name}`, at);
      if (!scopes.close()) throw new AsmError(`unexpected '${name}' without '.scope'`, firstCol(code));
      return;
    }
    if (name === '.scope') {
      if (rest && !/^[A-Za-z_.$][\w.$]*$/.test(rest)) throw new AsmError(`expected a scope name (or none) after .scope, got '${printable(rest)}'`, at);
      scopes.open(rest || undefined, { where: this.where, col: firstCol(code) });
      return;
    }
    if (!rest && name === '.unusing') { scopes.unusing(undefined); return; }
    if (!/^(?:::|(?:::)?[A-Za-z_.$][\w.$]*(?:::[A-Za-z_.$][\w.$]*)*)$/.test(rest)) throw new AsmError(`expected a scope path after ${name} (NAME, a::b, ::a, or :: for the global scope)`, at);
    const path = rest === '::' ? '' : rest;
    if (name === '.using') scopes.using(path);
    else scopes.unusing(path);
  }

  /**
   * CLRX's `.enum [>[START],] SYM, ...` (doc/ClrxAsmPseudoOps.md, .enum): each symbol gets the
   * counter's value, then the counter counts on; `>START` (or `>` alone: 0) sets the counter first.
   * The symbols may not be set again; their names may have a scope path (`.enum a::x`). Each
   * scope has its counter (CLRX-mirror AsmPseudoOps::doEnum).
   */
  private enumerate(code: string, j: number): void {
    const scopes = this.scopes!; // (.enum is CLRX's, whose syntax has scopes)
    let k = j;
    while (code[k] === ' ' || code[k] === '\t') k++;
    if (code[k] === '>') {
      k++;
      while (code[k] === ' ' || code[k] === '\t') k++;
      if (code[k] === ',') scopes.enumNext = 0n;
      else {
        const r = absolute(code, k, this.env, '.enum');
        scopes.enumNext = r.big;
        k = r.end;
        while (code[k] === ' ' || code[k] === '\t') k++;
      }
      if (code[k] !== ',') throw new AsmError("expected ',' after '.enum >START'", k + 1);
      k++;
    }
    for (const m of code.slice(k).split(',')) {
      const at = k + m.length - m.trimStart().length;
      k += m.length + 1;
      const name = m.trim();
      if (SCOPED_NAME.exec(name)?.[0] !== name) throw new AsmError(`expected a symbol name in .enum, got '${printable(name)}'`, at + 1);
      const sym = this.defKey(name, at + 1);
      if (this.labels.get(sym) !== undefined) throw new AsmError(`redefinition of '${printable(sym)}' (it is a label)`, at + 1);
      const why = this.symbols.set(sym, { v: scopes.enumNext }, true);
      if (why) throw new AsmError(why, at + 1);
      scopes.enumNext++;
    }
  }

  /**
   * CLRX's register symbol: NAME = %REGISTER (a range, a part of another register symbol, a
   * special register, or a constant: `x = %s[20:23]`, `y = %x[1]`, `z = %vcc`, `c = %1`).
   */
  private assignReg(name: string, code: string, j: number, col: number, equiv: boolean): void {
    // After '%' a register's own spelling comes first (b = %s[57:67] with a register symbol s),
    // then register symbols (y = %x[4]).
    const read = (env: ExprEnv): Item | undefined => {
      const items = withSymbols(env, () => parseItems(code.slice(j + 1).trimEnd(), j + 2));
      const it = items[0];
      return items.length === 1 && (it.k === 'reg' || it.k === 'name' || it.k === 'imm' || it.k === 'float') && !it.neg && !it.abs && !it.sext ? it : undefined;
    };
    let it: Item | undefined;
    try {
      it = read({ ...this.operandEnv, regSymbol: undefined });
    } catch { /* read again with register symbols */ }
    try {
      if (!it || (it.k === 'name' && this.symbols.reg(it.text) !== undefined)) it = read(this.operandEnv);
    } catch (e) {
      if (e instanceof SyntaxError_) throw new AsmError(e.message, e.col);
      throw e;
    }
    if (!it) throw new AsmError(`expected one register, register range or constant after '%' for '${printable(name)}'`, j + 2);
    const text = it.k === 'reg' ? `${it.file}[${it.first}:${it.last}]` : it.k === 'name' ? it.name : it.k === 'imm' ? String(it.big ?? it.value) : it.text;
    const why = equiv && this.symbols.has(name) ? `redefinition of '${name}'` : this.symbols.setReg(name, text);
    if (why) throw new AsmError(why, col + 1);
  }

  /**
   * Count a line that is too long to assemble (longer than MAX_LINE) and report it; `head` is its
   * beginning, for the message. Streaming readers call this instead of keeping the whole line.
   */
  skipLine(head: string): void {
    this.lineNo++;
    this.diag('error', 1, `line is longer than ${MAX_LINE} characters (1 MiB): not assembled`, { file: undefined, line: this.lineNo, source: head });
  }

  private stripComments(s: string): string {
    if (!this.inComment && (this.clrx || s.indexOf(';') < 0) && s.indexOf('#') < 0 && s.indexOf('/') < 0) return s;
    let out = '';
    let i = 0;
    while (i < s.length) {
      if (this.inComment) {
        const end = s.indexOf('*/', i);
        if (end < 0) return out.padEnd(s.length);
        out += ' '.repeat(end + 2 - i);
        i = end + 2;
        this.inComment = false;
        continue;
      }
      const c = s[i];
      // A string's or a character literal's characters are no comment (`.ascii "a;b#c"`, `.byte ';'`,
      // as llvm-mc 19 and CLRX read them).
      if (c === '"' || c === "'") {
        const end = c === '"' ? quotedEnd(s, i) : charLiteralEnd(s, i, this.clrx);
        if (end > 0) {
          out += s.slice(i, end);
          i = end;
          continue;
        }
      }
      // CLRX's comments are '#' and C's /* */ (its '//' is unsigned division: src/syntax/expr.ts).
      if ((c === ';' && !this.clrx) || c === '#' || (c === '/' && s[i + 1] === '/' && !this.clrx)) return out;
      if (c === '/' && s[i + 1] === '*') { this.inComment = true; continue; }
      out += c;
      i++;
    }
    return out;
  }

  private needGen(col: number): Gen {
    if (!this.gen) throw new AsmError('no GPU selected: use --mcpu NAME or a .gpu/.arch directive before the first instruction', col);
    return this.gen;
  }

  private instruction(code: string, i: number): void {
    const gen = this.needGen(i + 1);
    if (this.regVars.size) this.regVarUses(code, i);
    if (this.fast && this.plainCode(code)) {
      const f = fastAssemble(this.fastTarget, code, i);
      if (f) {
        this.fastLines++;
        if (this.check) checkFast(f.words, gen, this.gpu, code, i);
        this.out({ kind: 'inst', line: this.lineNo, bytes: wordBytes(f.words), asm: f });
        return;
      }
    }
    const labels = {
      pc: this.pc,
      resolve: (name: string, col: number): number | undefined => {
        const l = this.laterName(name);
        const at = l === undefined ? undefined : this.labels.get(l);
        if (at !== undefined) this.sameSection(l!, this.currentSection, col);
        return at;
      },
    };
    const src = code.slice(i).trimEnd();
    let a: Assembled;
    let fixup: Fixup | undefined;
    try {
      a = withSymbols(this.operandEnv, () => assembleInstruction(gen, this.gpu, src, i + 1, this.opts.syntax, labels));
    } catch (e) {
      // Names the line does not know may be defined later in the file: read again with them as
      // fixups (only now: a name that is an operand word keeps its meaning on the first reading).
      if (!(e instanceof AsmError)) throw e;
      const r = recording((name) => this.lookup(name), this.laterName, this.env.here!, this.env);
      const later = (): boolean => [...r.names.values()].some((v) => typeof v === 'string');
      let again: Assembled;
      try {
        again = withSymbols(this.operands(r.env), () => assembleInstruction(gen, this.gpu, src, i + 1, this.opts.syntax, labels));
      } catch (e2) {
        // The first reading's error, unless it only names a name it did not know ("got 'N'",
        // "unknown operand or modifier 'N'"): with a name defined later (or, in an object file, left
        // to a relocation), the second reading's reason is llvm-mc's (the value is needed at once,
        // or it is no 32-bit literal).
        if (this.clrx && later() && this.clrxLater(gen, src, i, code, labels, r)) return;
        const named = /(?:, got|^unknown operand or modifier) '([^']*)'$/.exec(e.message)?.[1];
        throw e2 instanceof AsmError && later() && named !== undefined && typeof r.names.get(named) === 'string' ? e2 : e;
      }
      if (!again.late || !later()) throw e;
      a = again;
      const bytes = wordBytes(a.words);
      fixup = { text: a.late!.text, col: a.late!.col, names: r.names, clrx: this.env.clrx, at: bytes.length - 4, size: 4 };
      for (const [name, later] of r.names) if (later === name) this.opts.sink?.reference?.(name);
    }
    if (a.reloc) this.relocate(a.reloc.sym, a.reloc.col);
    for (const w of a.warnings) this.diag('warning', w.col, w.message);
    // A forward numbered label (1f) waits for the next definition of 1.
    const pending = a.pending && { ...a.pending, label: this.laterName(a.pending.label) ?? a.pending.label };
    // In an object file a fixup the end of the file cannot resolve is the line read again then,
    // its names with their final values and the undefined ones left to relocations (unresolved).
    const line = this.lineNo, gpu = this.gpu;
    const redo = fixup && this.opts.object ? (env: ExprEnv): Emitted => instItem(line, withSymbols(env, () => assembleInstruction(gen, gpu, src, i + 1, this.opts.syntax, labels)), code) : undefined;
    this.out(instItem(line, a, code), pending, fixup, redo);
  }

  /** CLRX's register variables among the operands of code[i..] (after the mnemonic): the first one used is an error (regvars.ts). */
  private regVarUses(code: string, i: number): void {
    for (let k = i + symbolAt(code, i).length; k < code.length;) {
      const c = code.charCodeAt(k);
      const name = (c === 58 || isSymStart(c)) && !isSymChar(code.charCodeAt(k - 1)) ? scopedSymbolAt(code, k) : '';
      // A modifier's name (offset:16) is none.
      if (!name || (code[k + name.length] === ':' && code[k + name.length + 1] !== ':')) { k += name.length || 1; continue; }
      const key = this.scopes!.find(name, (n) => this.regVars.has(n));
      const v = this.regVars.get(key);
      if (v) regVarUse(name, v, code, k, (at) => absolute(code, at, this.env, 'a register index'));
      k += name.length;
    }
  }

  /**
   * CLRX resolves a symbol defined later in any field (an offset, a count, a modifier's value),
   * where llvm-mc needs the value while it reads the line: the line is read with 0 for those names
   * and read again when the file ends with their final values (it may not change size then).
   * False when even that reading fails (the caller reports its own reason).
   */
  private clrxLater(gen: Gen, src: string, i: number, code: string, labels: LabelEnv, r: ReturnType<typeof recording>): boolean {
    const zero = this.operands({ lookup: (n) => { const v = r.env.lookup(n); return v?.forward ? { v: 0n } : v; }, here: r.env.here });
    let a: Assembled;
    try {
      a = withSymbols(zero, () => assembleInstruction(gen, this.gpu, src, i + 1, 'clrx', labels));
    } catch {
      return false;
    }
    const line = this.lineNo, gpu = this.gpu, size = a.words.length, oldModParam = this.oldModParam;
    const read = (final: ExprEnv): Emitted => {
      // A name whose final value fails is reported where the line names it (located's column).
      const at = located(final, code, i);
      const env: ExprEnv = { ...at, oldModParam, lookup: (n) => { try { return at.lookup(n); } catch (e) { throw e instanceof ExprError ? new AsmError(e.message, e.pos + 1) : e; } } };
      const b = withSymbols(this.operands(env), () => assembleInstruction(gen, gpu, src, i + 1, 'clrx', labels));
      if (b.words.length !== size) throw new AsmError(`the values of symbols defined later make this instruction ${4 * b.words.length} bytes, not the ${4 * size} it took where it was read: define them before it`, i + 1);
      return instItem(line, b, code);
    };
    // (Its warnings are the final reading's: finish.)
    this.out(instItem(line, a, code), undefined, undefined, undefined, { names: r.names, clrx: true, read });
    return true;
  }

  /** The value of `name` when the file ends: a label's address, a symbol's last value (a deferred one evaluated). */
  private finalValue(name: string): SymValue | undefined {
    const at = this.labels.get(name);
    if (at !== undefined) return { v: BigInt(at), rel: name };
    const d = this.symbols.deferred(name);
    if (!d) return this.symbols.get(name);
    const done = this.finals.get(name);
    if (done === null) throw new ExprError(`'${printable(name)}' is defined in terms of itself`, 0);
    if (done) return done;
    this.finals.set(name, null);
    let r;
    try {
      r = evaluate(d, (n) => this.finalValue(n), this.opts.object === true);
    } catch (e) {
      this.finals.delete(name);
      // Located at the start of the expression that used it.
      if (e instanceof ExprError) throw new ExprError(e.message.includes(' in the value of ') ? e.message : `${e.message} in the value of '${printable(name)}'`, 0);
      throw e;
    }
    // In an object file a value may be a relocation's (N = ext + 4): the symbol is then ext's.
    const ext = r.reloc && (r.reloc.variant !== undefined || this.labels.get(r.reloc.sym) === undefined);
    const v: SymValue = ext ? { v: r.reloc!.addend, rel: relocRel(r.reloc!) } : r.rel === undefined ? { v: r.big } : { v: r.big, rel: r.rel };
    this.finals.set(name, v);
    return v;
  }

  /**
   * A fixup or branch whose value the end of the file did not give (an undefined name, or a
   * label's address, which needs a relocation): an error at its use in raw output and listings;
   * in an object file a fixup's line is read again with the names' final values, where a name
   * still undefined or a label's address is a relocation (or the located error no relocation
   * gcnkit writes can hold it).
   */
  private unresolved(item: Held, col: number, why: string): void {
    if (!item.redo || !item.fixup) { this.diag('error', col, why, item.where); return; }
    const env = finalEnv(item.fixup, (n) => this.finalValue(n));
    try {
      item.e = item.redo(this.operands({ ...env, relocatable: true, external: true }));
    } catch (e) {
      if (e instanceof AsmError) this.diag('error', e.col, e.message, item.where);
      else if (e instanceof ExprError) this.diag('error', col, `${e.message} (when the file ends)`, item.where);
      else throw e;
    }
  }

  /**
   * An object file's relocation names `sym` (at column `col`): a later .set of it is an error (see
   * assign), and so is one set already from names defined later (its value is no address). A
   * listing only shows the relocation.
   */
  private relocate(sym: string, col: number): void {
    if (!this.opts.object) return;
    if (this.symbols.deferred(sym)) throw new AsmError(`'${printable(sym)}' is set from a symbol defined later in the file, which an object file gcnkit writes cannot take as a relocation: set it after what it uses is defined`, col);
    this.relocated.add(sym);
  }

  /** Emit, or hold while an earlier branch waits for its label or a fixup for the end of the file. */
  private out(e: Emitted, pending?: PendingLabel, fixup?: Fixup, redo?: Held['redo'], later?: Held['later']): void {
    this.pc += e.bytes.length;
    if (this.dropped) return;
    if (!pending && !fixup && !later && !this.held.length) { this.emit(e); return; }
    if (pending) this.waiting++;
    if (fixup || later) this.fixups++;
    this.held.push({ e, pending, fixup, redo, later, where: this.where, section: this.currentSection });
  }

  /** A branch in `section` may only go to a label of the same section. */
  private sameSection(label: string, section: string, col: number): void {
    const at = this.labelSections.get(label) ?? '.text';
    if (at !== section) throw new AsmError(`branch target '${printable(label)}' is in section ${at}, not ${section}: a branch cannot leave its section`, col);
  }

  /** A label was just defined here: patch the branches waiting for it. */
  private resolved(name: string): void {
    if (!this.waiting) return;
    for (const h of this.held) {
      if (!h.pending || h.pending.label !== name || h.e.kind !== 'inst') continue;
      try {
        this.sameSection(name, h.section, h.pending.col);
        const value = branchOffset(this.pc + h.pending.addend, h.pending.from, name, h.pending.col);
        const asm = patchField(h.e.asm, h.pending.field, value);
        h.e = { kind: 'inst', line: h.e.line, bytes: wordBytes(asm.words), asm };
      } catch (err) {
        if (err instanceof AsmError) this.diag('error', err.col, err.message, h.where);
        else throw err;
      }
      h.pending = undefined;
      this.waiting--;
    }
    this.release();
  }

  private release(): void {
    let k = 0;
    while (k < this.held.length && !this.held[k].pending && !this.held[k].fixup && !this.held[k].later) this.emit(this.held[k++].e);
    this.held.splice(0, k);
  }

  /** At the end of the file: the fixups' values and the branches to symbols (.set t, lbl+4 after the branch). */
  private finish(): void {
    for (const h of this.held) {
      try {
        if (h.later) {
          const env = finalEnv(h.later, (n) => this.finalValue(n));
          h.e = h.later.read({ ...env, relocatable: this.opts.sink !== undefined, external: this.opts.object === true });
          if (h.e.kind === 'inst') for (const w of h.e.asm.warnings) this.diag('warning', w.col, w.message, h.where);
        }
        if (h.fixup) {
          const r = evaluate(h.fixup, (n) => this.finalValue(n));
          if (r.rel !== undefined) this.unresolved(h, h.fixup.col, `'${printable(h.fixup.text)}' is relative to label '${printable(r.rel.replace(/\u0001.*/, ''))}': its address needs a relocation`);
          else h.e = withBytes(h.e, patch(h.e.bytes, h.fixup, r.big));
        }
        if (h.pending && h.e.kind === 'inst') {
          const p = h.pending;
          const name = p.label.replace(/\u0001.*/, 'f');
          const s = this.labels.get(p.label) === undefined ? this.finalValue(p.label) : undefined;
          if (!s) { this.unresolved(h, p.col, `undefined label '${printable(name)}'`); continue; }
          // A symbol set to a label plus an addend branches there; an absolute one is the raw dword offset.
          const value = s.rel === undefined ? Number(BigInt.asUintN(16, s.v)) : branchOffset(Number(s.v) + p.addend, p.from, name, p.col);
          if (s.rel !== undefined) this.sameSection(s.rel, h.section, p.col);
          const asm = patchField(h.e.asm, p.field, value);
          h.e = { ...h.e, asm, bytes: wordBytes(asm.words) };
        }
      } catch (err) {
        if (err instanceof ExprError) this.unresolved(h, h.fixup ? h.fixup.col + err.pos : h.pending?.col ?? 1, `${err.message} (when the file ends)`);
        else if (err instanceof AsmError) this.diag('error', err.col, err.message, h.where);
        else throw err;
      } finally {
        if (h.fixup || h.later) this.fixups--;
        h.fixup = undefined;
        h.later = undefined;
        h.pending = undefined;
      }
    }
  }

  private directive(code: string, i: number): void {
    // The directive's name: the word characters after the dot. None (a control character or a
    // non-ASCII letter right after it) is an unknown directive, named up to the next blank.
    const m = /^\.[\w.]*/.exec(code.slice(i, i + 256))![0];
    if (m.length === 1) {
      const word = /^\S*/.exec(code.slice(i, i + 64))![0];
      throw new AsmError(`unknown directive '${printable(word)}' (${this.knownDirectives})`, i + 1);
    }
    const name = m.toLowerCase();
    let j = i + m.length;
    const rest = code.slice(j).trim();
    if (name !== '.set' && name !== '.equ' && name !== '.equiv' && this.opts.sink?.directive(name, code, j, this.api)) return;
    if (name === '.gpu' || name === '.arch' || name === '.amdgcn_target' || name === '.amd_amdgpu_isa') {
      // A target id names the processor after the triple, features after a colon: "amdgcn-amd-amdhsa--gfx900:xnack-".
      const target = rest.replace(/^"|"$/g, '').replace(/^amdgcn-[\w.]*-[\w.]*-[\w.]*-/, '').replace(/:.*$/, '');
      const gen = resolveGpu(target);
      while (code[j] === ' ' || code[j] === '\t') j++;
      if (!target) throw new AsmError(`${name} needs a GPU name (e.g. ${name} tonga)`, j + 1);
      if (!gen) throw new AsmError(`unknown GPU '${printable(target)}' in ${name}`, j + 1);
      this.gen = gen;
      this.gpu = target.toLowerCase();
      return;
    }
    if (this.ownDirective(name, code, j)) return;
    throw new AsmError(`unknown directive '${printable(m)}' (${this.knownDirectives})`, i + 1);
  }

  /** The assembler's own directives beyond .gpu/.arch (symbols, data, alignment, sections); true if `name` is one. */
  private ownDirective(name: string, code: string, j: number): boolean {
    const emitData = (bytes: number[], text: string): void => this.out({ kind: 'data', line: this.lineNo, bytes, text });
    switch (name) {
      case '.set': case '.equ': case '.equiv': {
        const s = this.setDirectivePattern.exec(code.slice(j));
        if (!s) throw new AsmError(`expected a symbol name and ',' after ${name}`, j + 1);
        this.assign(s[2], code, j + s[0].length, j + s[1].length, name === '.equiv');
        return true;
      }
      case '.eqv': {
        if (!hasDirective(this.opts.syntax, name)) return false;
        const s = /^(\s*)([A-Za-z_.$][\w.$]*)\s*,\s*/.exec(code.slice(j));
        if (!s) throw new AsmError(`expected a symbol name and ',' after ${name}`, j + 1);
        const text = code.slice(j + s[0].length).trim();
        if (!text) throw new AsmError(`missing expression for '${printable(s[2])}'`, j + s[0].length + 1);
        const key = this.defKey(s[2], j + s[1].length + 1);
        if (this.labels.get(key) !== undefined) throw new AsmError(`redefinition of '${printable(key)}' (it is a label)`, j + s[1].length + 1);
        const why = this.symbols.setEqv(key, text, j + s[0].length + 1);
        if (why) throw new AsmError(why, j + s[1].length + 1);
        return true;
      }
      case '.oldmodparam': case '.nooldmodparam': {
        if (!hasDirective(this.opts.syntax, name)) return false;
        if (code.slice(j).trim()) throw new AsmError(`${name} takes no arguments`, j + 1);
        this.oldModParam = name === '.oldmodparam';
        this.operandEnv = this.operands(this.operandBase);
        return true;
      }
      case '.get_arch': case '.get_gpu': {
        if (!hasDirective(this.opts.syntax, name)) return false;
        const s = /^\s*([A-Za-z_.$][\w.$]*)\s*$/.exec(code.slice(j));
        if (!s) throw new AsmError(`expected a symbol name after ${name}`, j + 1);
        const gen = this.needGen(firstCol(code));
        const id = name === '.get_arch' ? clrxArchId(GEN_INFO[gen].clrxArch, this.gpu) : clrxGpuId(this.gpu);
        if (id === undefined) throw new AsmError(`${this.gpu} has no CLRX ${name === '.get_arch' ? 'architecture' : 'GPU'} id (${name})`, j + 1);
        this.setSymbol(s[1], BigInt(id), j + code.slice(j).indexOf(s[1]) + 1);
        return true;
      }
      case '.enum': {
        if (!hasDirective(this.opts.syntax, name)) return false;
        this.enumerate(code, j);
        return true;
      }
      case '.regvar': {
        if (!hasDirective(this.opts.syntax, name)) return false;
        for (const d of regVarDecls(code, j, (at) => absolute(code, at, this.env, '.regvar'))) {
          const key = this.defKey(d.name, d.col);
          if (this.regVars.has(key)) throw new AsmError(`register variable '${printable(d.name)}' is already defined`, d.col);
          this.regVars.set(key, d.v);
        }
        return true;
      }
      case '.scope': case '.ends': case '.endscope': case '.using': case '.unusing': {
        if (!hasDirective(this.opts.syntax, name) || !this.scopes) return false;
        this.scopeDirective(name, code, j);
        return true;
      }
      case '.text': case '.data': case '.rodata': case '.section': {
        // Raw output is the .text section's bytes (as llvm-objcopy -O binary --only-section=.text).
        const key = name === '.section' ? code.slice(j).trim().split(/[\s,]/)[0] : name;
        this.api.section(key);
        this.dropped = key !== '.text';
        return true;
      }
      case '.p2align': case '.balign': case '.align': case '.p2alignw': case '.balignw': case '.p2alignl': case '.balignl': {
        const { bytes } = alignBytes(name, code, j, this.env, this.pc, !this.dropped);
        if (bytes.length) emitData(bytes, `${name} (${bytes.length} bytes)`);
        return true;
      }
      case '.fill': emitData(fillBytes(code, j, this.env, MAX_FILL), '.fill'); return true;
      case '.zero': case '.skip': case '.space': emitData(zeroBytes(name, code, j, this.env, MAX_FILL), name); return true;
      case '.org': emitData(orgBytes(code, j, this.env, this.pc, MAX_FILL), '.org'); return true;
      case '.incbin': emitData(incbinBytes(code, j, this.env, (n) => this.opts.include?.(n)?.text), '.incbin'); return true;
      case '.ascii': case '.asciz': case '.string': emitData(stringBytes(name, code, j), name); return true;
      case '.error': case '.warning': case '.print': {
        const text = code.slice(j).trim();
        const msg = /^"(.*)"$/.exec(text)?.[1] ?? text;
        const col = firstCol(code);
        if (name === '.print') this.opts.print?.(msg);
        else this.diag(name === '.error' ? 'error' : 'warning', col, msg || `${name} directive invoked in source file`);
        return true;
      }
    }
    if (DATA[name] === undefined || (!this.clrx && NOT_LLVM_DATA.has(name))) return false;
    // Names defined later are read as stand-ins (0 in the bytes) and the line read again when the
    // file ends, as llvm-mc resolves data fixups then (`.long N` before `N = 4` is 4); in an
    // object file a name never defined is then the relocation.
    const rec = recording((n) => this.lookup(n), this.laterName, this.env.here!, this.env);
    const line = this.lineNo;
    let warned = false;
    const read = (env: ExprEnv): Emitted => {
      const d = dataValues(name, code, j, env);
      if (!warned) for (const w of d.warnings) this.diag('warning', w.col, w.message);
      warned = true;
      for (const r of d.relocs) this.relocate(r.sym, r.col);
      return d.relocs.length ? { kind: 'data', line, bytes: d.bytes, text: d.text, relocs: d.relocs, source: code } : { kind: 'data', line, bytes: d.bytes, text: d.text };
    };
    const e = read({ ...rec.env, relocatable: this.opts.sink !== undefined });
    const later = [...rec.names].filter(([, v]) => typeof v === 'string');
    if (!later.length) { this.out(e); return true; }
    for (const [n, v] of later) if (n === v) this.opts.sink?.reference?.(n);
    this.out(e, undefined, undefined, undefined, { names: rec.names, clrx: this.env.clrx, read: (env) => read(located(env, code, j)) });
    return true;
  }

  private get knownDirectives(): string {
    return this.opts.sink ? 'not a directive of clang -S output for AMDGPU objects; see gcnkit asm --help' : 'known: .text .byte .short .long .quad .set .macro .rept .if .include .p2align .fill .ascii .gpu .arch and more (see README); object directives (.section .amdhsa_kernel .type ...) make no raw code: list them (gcnkit asm, --show-encoding) or write an object (--filetype obj)';
  }

  /** Call at end of input. */
  end(): void {
    this.lang.end();
    for (const o of (this.scopes?.unclosed ?? []) as { where: Where; col: number }[]) this.diag('error', o.col, "no '.ends' for this .scope before the end of the input", o.where);
    const last: Where = { file: undefined, line: this.lineNo, source: '' };
    if (this.captured) this.diag('error', 1, 'unterminated block at the end of the input (its .end_ directive is missing)', last);
    this.captured = undefined;
    if (this.inComment) this.diag('error', 1, 'unterminated /* comment', last);
    this.finish();
    this.waiting = 0;
    this.release();
  }
}

/**
 * Whether a word followed by ':' starts at code[i]: the cheap test before the label pattern (most
 * lines hold a ':' only inside s[4:5] or offset:16).
 */
function labelAhead(code: string, i: number): boolean {
  if (code.indexOf(':', i) < 0) return false;
  let j = i;
  for (let c = code.charCodeAt(j); (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 46 || c === 36; c = code.charCodeAt(++j));
  if (j === i) return false;
  // Every blank \s takes (and more: a superset only lets the pattern decide).
  for (let c = code.charCodeAt(j); (c >= 9 && c <= 13) || c === 32 || c === 160 || c >= 0x1680; c = code.charCodeAt(++j));
  return code[j] === ':';
}

/** Output held back (Assembler.held): a branch waiting for its label, a fixup for the end of the file. */
interface Held {
  e: Emitted;
  pending?: PendingLabel;
  fixup?: Fixup;
  /** An object file's fixup: its line read again in `env` (Assembler.unresolved). */
  readonly redo?: (env: ExprEnv) => Emitted;
  /** A data line naming names defined later: read again when the file ends, in `names`' final values. */
  later?: { readonly names: Deferred['names']; readonly clrx?: boolean; readonly read: (env: ExprEnv) => Emitted };
  readonly where: Where;
  readonly section: string;
}

/**
 * `env` for reading code[j..] again when the file ends: a name whose final value fails (a cycle,
 * an undefined name in its value) is reported where the line names it, not at its start.
 */
function located(env: ExprEnv, code: string, j: number): ExprEnv {
  return {
    ...env,
    lookup: (name) => {
      try {
        return env.lookup(name);
      } catch (e) {
        if (!(e instanceof ExprError)) throw e;
        const at = new RegExp(`(?<![\\w.$])${name.replace(/[.$]/g, '\\$&')}(?![\\w.$])`).exec(code.slice(j));
        throw new ExprError(`${e.message} (when the file ends)`, at ? j + at.index : j);
      }
    },
  };
}

/** An instruction's output; one with a relocation keeps its source line (the object's messages name it). */
/** The index past the string that starts with the '"' at s[i] (a '\\' escapes the next character), or s.length if it does not end. */
function quotedEnd(s: string, i: number): number {
  for (let k = i + 1; k < s.length; k++) {
    if (s[k] === '\\') k++;
    else if (s[k] === '"') return k + 1;
  }
  return s.length;
}

function instItem(line: number, a: Assembled, code: string): Emitted {
  const e: Emitted = { kind: 'inst', line, bytes: wordBytes(a.words), asm: a };
  return a.reloc ? { ...e, source: code } : e;
}

/** `e` with its bytes changed by a fixup (an instruction's words too). */
function withBytes(e: Emitted, bytes: number[]): Emitted {
  if (e.kind !== 'inst') return { ...e, bytes };
  const words: number[] = [];
  for (let k = 0; k < bytes.length; k += 4) words.push((bytes[k] | (bytes[k + 1] << 8) | (bytes[k + 2] << 16) | (bytes[k + 3] << 24)) >>> 0);
  return { ...e, bytes, asm: { ...e.asm, words } };
}

function wordBytes(words: readonly number[]): number[] {
  const bytes: number[] = [];
  for (const w of words) bytes.push(w & 255, (w >>> 8) & 255, (w >>> 16) & 255, w >>> 24);
  return bytes;
}
