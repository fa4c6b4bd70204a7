// File-level assembler: comments, labels, .text, data directives, .gpu/.arch, instructions.
// Feed lines one at a time (streaming). Every error and warning goes to the onDiag callback as it
// is found and is only counted here: memory stays flat however many there are.
import { resolveGpu, GEN_INFO, type Gen } from '../isa/gens.js';
import { parseExpr, ExprError } from '../syntax/expr.js';
import { assembleInstruction, branchOffset, patchField, type Assembled, type PendingLabel } from './instruction.js';
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
}

export type Emitted =
  | { readonly kind: 'inst'; readonly line: number; readonly bytes: number[]; readonly asm: Assembled }
  | { readonly kind: 'data'; readonly line: number; readonly bytes: number[]; readonly text: string }
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
  /** Object-file directives (gcnkit asm --filetype obj). */
  sink?: DirectiveSink;
}

/**
 * Longest line assembled, in UTF-16 code units (1 MiB). Longer lines are an error, not parsed: no
 * instruction or directive comes near it, and it bounds the work and memory one line can take.
 */
export const MAX_LINE = 1 << 20;

const DATA: Readonly<Record<string, number>> = { '.byte': 1, '.short': 2, '.hword': 2, '.2byte': 2, '.long': 4, '.int': 4, '.word': 4, '.4byte': 4, '.quad': 8, '.8byte': 8 };

export class Assembler {
  /** Errors and warnings reported so far (the diagnostics themselves went to onDiag). */
  errors = 0;
  warnings = 0;
  /** Instructions the fast path assembled (the others took the generic path). */
  fastLines = 0;
  private readonly fast: boolean;
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
  private readonly held: { e: Emitted; pending?: PendingLabel; line: number; source: string }[] = [];
  private unresolved = 0;
  /** Per section: its position while another is current (only with a sink). */
  private readonly sectionPcs = new Map<string, number>();
  private currentSection = '.text';
  private captured: ((raw: string) => boolean) | undefined;
  private readonly api: SinkApi;

  constructor(private readonly opts: AsmOptions, private readonly emit: (e: Emitted) => void, private readonly onDiag?: (d: Diagnostic) => void) {
    this.gen = opts.gen;
    const mode = fastMode();
    this.fast = opts.syntax !== 'clrx' && mode !== 'off';
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
  }

  private diag(kind: 'error' | 'warning', col: number, message: string, source: string, line = this.lineNo): void {
    const d = { line, col, kind, message, source };
    if (kind === 'error') this.errors++;
    else this.warnings++;
    this.onDiag?.(d);
  }

  /** The generation instructions are assembled for now (the last .gpu/.arch, else the option). */
  get target(): Gen | undefined {
    return this.gen;
  }

  /** Assemble one source line. */
  private source = '';

  line(raw: string): void {
    if (raw.length > MAX_LINE) { this.skipLine(raw.slice(0, 200)); return; }
    this.lineNo++;
    const source = (this.source = raw.endsWith('\r') ? raw.slice(0, -1) : raw);
    if (this.captured) {
      try {
        if (!this.captured(source)) this.captured = undefined;
      } catch (e) {
        if (!(e instanceof AsmError)) throw e;
        this.captured = undefined;
        this.diag('error', e.col, e.message, source);
      }
      return;
    }
    const code = this.stripComments(source);
    if (this.clrx && code.includes(';')) {
      // CLRX: ";" separates statements (its comments are "#" and C comments). Each statement
      // keeps its columns.
      let at = 0;
      for (const part of code.split(';')) {
        this.statement(' '.repeat(at) + part, source);
        at += part.length + 1;
      }
      return;
    }
    this.statement(code, source);
  }

  /**
   * The byte fast path of raw-code output: assemble line b[s..e) (no newline) into the fast path's
   * WORDS and count it, returning how many words it made; -1 where the line must go to line() as
   * text (a label, a directive, a comment, anything the fast path leaves to the generic path, or
   * output held back for a forward label), with nothing counted.
   */
  fastLine(b: Uint8Array, s: number, e: number): number {
    if (!this.fast || this.captured || this.inComment || this.held.length || !this.gen || this.opts.sink) return -1;
    if (e > s && b[e - 1] === 13) e--;
    const n = assembleBytes(this.gen, b, s, e);
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
    if (!this.fast || this.check || this.captured || this.inComment || this.held.length || !this.gen || this.opts.sink) return s;
    const next = assembleBlock(this.gen, b, s, e, maxLine, words);
    this.lineNo += BLOCK.lines;
    this.fastLines += BLOCK.lines;
    this.pc += BLOCK.bytes;
    return next;
  }

  private get clrx(): boolean {
    return this.opts.syntax === 'clrx';
  }

  private statement(code: string, source: string): void {
    let i = 0;
    const skip = (): void => { while (code[i] === ' ' || code[i] === '\t') i++; };
    skip();
    // Labels ("name:"), any number of them.
    while (labelAhead(code, i)) {
      const m = /^([A-Za-z_.$][\w.$]*)\s*:(?!\S)/.exec(code.slice(i));
      if (!m || DATA[m[1].toLowerCase()] !== undefined) break;
      if (!this.labels.add(m[1], this.pc)) this.diag('error', i + 1, `label '${printable(m[1])}' is already defined`, source);
      else {
        if (this.opts.sink) this.out({ kind: 'mark', line: this.lineNo, bytes: [], text: '', mark: { label: m[1] } });
        this.resolved(m[1]);
      }
      i += m[0].length;
      skip();
    }
    if (i >= code.length) return;
    try {
      if (code[i] === '.') this.directive(code, i);
      else this.instruction(code, i);
    } catch (e) {
      if (e instanceof AsmError) this.diag('error', e.col, e.message, source);
      else throw e;
    }
  }

  /**
   * Count a line that is too long to assemble (longer than MAX_LINE) and report it; `head` is its
   * beginning, for the message. Streaming readers call this instead of keeping the whole line.
   */
  skipLine(head: string): void {
    this.lineNo++;
    this.diag('error', 1, `line is longer than ${MAX_LINE} characters (1 MiB): not assembled`, head);
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
      if ((c === ';' && !this.clrx) || c === '#' || (c === '/' && s[i + 1] === '/')) return out;
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
    if (this.fast) {
      const f = fastAssemble(gen, code, i);
      if (f) {
        this.fastLines++;
        if (this.check) checkFast(f.words, gen, this.gpu, code, i);
        this.out({ kind: 'inst', line: this.lineNo, bytes: wordBytes(f.words), asm: f });
        return;
      }
    }
    const labels = { pc: this.pc, resolve: (name: string): number | undefined => this.labels.get(name) };
    const a = assembleInstruction(gen, this.gpu, code.slice(i).trimEnd(), i + 1, this.opts.syntax, labels);
    for (const w of a.warnings) this.diag('warning', w.col, w.message, this.source);
    this.out({ kind: 'inst', line: this.lineNo, bytes: wordBytes(a.words), asm: a }, a.pending);
  }

  /** Emit, or hold while an earlier branch waits for its label. */
  private out(e: Emitted, pending?: PendingLabel): void {
    this.pc += e.bytes.length;
    if (!pending && !this.held.length) { this.emit(e); return; }
    if (pending) this.unresolved++;
    this.held.push({ e, pending, line: this.lineNo, source: this.source });
  }

  /** A label was just defined here: patch the branches waiting for it. */
  private resolved(name: string): void {
    if (!this.unresolved) return;
    for (const h of this.held) {
      if (!h.pending || h.pending.label !== name || h.e.kind !== 'inst') continue;
      try {
        const value = branchOffset(this.pc + h.pending.addend, h.pending.from, name, h.pending.col);
        const asm = patchField(h.e.asm, h.pending.field, value);
        h.e = { kind: 'inst', line: h.e.line, bytes: wordBytes(asm.words), asm };
      } catch (err) {
        if (err instanceof AsmError) this.diag('error', err.col, err.message, h.source, h.line);
        else throw err;
      }
      h.pending = undefined;
      this.unresolved--;
    }
    this.release();
  }

  private release(): void {
    let k = 0;
    while (k < this.held.length && !this.held[k].pending) this.emit(this.held[k++].e);
    this.held.splice(0, k);
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
    if (this.opts.sink?.directive(name, code, j, this.api)) return;
    if (name === '.text') return;
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
    const size = DATA[name];
    if (size === undefined) throw new AsmError(`unknown directive '${printable(m)}' (${this.knownDirectives})`, i + 1);
    const bytes: number[] = [];
    const values: string[] = [];
    const lo = size === 8 ? -(2 ** 63) : -(2 ** (8 * size - 1));
    const hi = size === 8 ? 2 ** 64 - 1 : 2 ** (8 * size) - 1;
    for (;;) {
      while (code[j] === ' ' || code[j] === '\t') j++;
      if (j >= code.length) throw new AsmError(`${name} needs a value`, j + 1);
      let r;
      try {
        r = parseExpr(code, j);
      } catch (e) {
        if (e instanceof ExprError) throw new AsmError(e.message, e.pos + 1);
        throw e;
      }
      if (r.value < lo || r.value > hi) throw new AsmError(`value ${printable(code.slice(j, r.end).trim())} does not fit in ${name} (${size} byte${size > 1 ? 's' : ''})`, j + 1);
      const u = BigInt.asUintN(8 * size, r.big);
      let v = u;
      for (let k = 0; k < size; k++) { bytes.push(Number(v & 0xffn)); v >>= 8n; }
      values.push('0x' + u.toString(16).padStart(2 * size, '0'));
      j = r.end;
      while (code[j] === ' ' || code[j] === '\t') j++;
      if (j >= code.length) break;
      if (code[j] !== ',') throw new AsmError(`expected ',' between ${name} values`, j + 1);
      j++;
    }
    this.out({ kind: 'data', line: this.lineNo, bytes, text: `${name} ${values.join(', ')}` });
  }

  private get knownDirectives(): string {
    return this.opts.sink ? 'not a directive of clang -S output for AMDGPU objects; see gcnkit asm --help' : 'known: .text .byte .short .long .quad .gpu .arch; object directives need --filetype obj';
  }

  /** Call at end of input. */
  end(): void {
    if (this.captured) this.diag('error', 1, 'unterminated block at the end of the input (its .end_ directive is missing)', '');
    this.captured = undefined;
    if (this.inComment) this.diag('error', 1, 'unterminated /* comment', '');
    for (const h of this.held) {
      if (h.pending) this.diag('error', h.pending.col, `undefined label '${h.pending.label}'`, h.source, h.line);
      h.pending = undefined;
    }
    this.unresolved = 0;
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

function wordBytes(words: readonly number[]): number[] {
  const bytes: number[] = [];
  for (const w of words) bytes.push(w & 255, (w >>> 8) & 255, (w >>> 16) & 255, w >>> 24);
  return bytes;
}
