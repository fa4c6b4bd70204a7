// Constant expressions as llvm-mc accepts them: numbers in hex (0x), binary (0b), octal (leading
// 0) and decimal; character literals ('a', src/syntax/charlit.ts); symbols (through the assembler's symbol table); binary + - * / % << >> & | ^ !
// (or-not) == != <> < <= > >= && ||, unary - + ~ ! and parentheses.
//
// Arithmetic is llvm-mc's: 64-bit two's complement that wraps (MCExpr evaluates int64_t), `>>`
// is a logical shift (AMDGPU's assembler sets shouldUseLogicalShr), shift counts are taken
// mod 64, `/` and `%` truncate toward zero. Numbers up to 2^64-1 are accepted and wrap like
// llvm-mc's (0xffffffffffffffff is -1). Precedence is llvm-mc's GNU table (AsmParser
// getGNUBinOpPrecedence), tightest first: * / % << >>, then | & ^ !, then + -, then the
// comparisons, &&, ||: `12 - 5 & 0xc` is 12 - (5 & 0xc) = 8. A comparison is -1 when true, 0
// when false; unary ! and && || give 1 or 0 (llvm-mc 19 -show-encoding on `.long 1 < 2, 1 && 2`).
//
// A value may be relative to a label (`lbl + 4`): its `rel` names the label and `value` holds
// the label's address plus the addend. The difference of two such labels is absolute; any other
// operation on a relative value is an error (as llvm-mc's "expected absolute expression").
// An expression that uses a label difference (directly or through a symbol set to one) is `late`:
// llvm-mc 19 does not fold it while it reads the line (MCExpr::evaluateAsAbsolute fails without a
// layout), so it is no inline constant but a 32-bit literal fixed up at the end, and an error
// where a value is needed at once (.if, .rept, register indices, offset:, 16-bit immediates).
//
// A name the assembler does not know yet may stand for a value given later in the file (a
// `forward` SymValue from the env, only where the assembler allows it: instruction operands): the
// expression is then `forward`, late, absolute for now and of no value yet; the assembler
// evaluates its text again when the file ends (a fixup, as llvm-mc's), so while it is read the
// operators never fail on it (a label minus a later label, a division by a later 0).
//
// In an object file (ExprEnv.relocatable) a label's address is a symbol's the linker supplies,
// and so is a name not defined (with ExprEnv.external: where the assembler leaves names never
// defined to the linker); `name@rel32@lo` (and the other specifiers of VARIANTS) names how: such
// a value is `reloc`, a symbol plus an addend, which only + and - of a constant keep.
//
// CLRX's syntax (ExprEnv.clrx; CLRX-mirror doc/ClrxAsmSyntax.md "Expressions", and the priority
// table asmOpPrioritiesTbl of amdasm/AsmExpression.cpp, whose order tests/amdasm/AsmExprParse.cpp
// checks) adds `//` unsigned division and `%%` unsigned remainder (its comments are `#` and
// `/* */`), `>>>` arithmetic shift, the unsigned comparisons `<@ <=@ >@ >=@` and C's `?:` (lowest,
// right to left; `:` with no `?` open ends the expression, so `s[a:b]` still reads). && and || bind
// alike there (llvm-mc: && tighter), and a shift by a count outside 0..63 gives 0 (`>>>` of a
// negative value -1) where llvm-mc takes the count mod 64.
//
// The parser is iterative (an operator-precedence parser with explicit stacks), so hostile input
// such as 10,000 nested parentheses or unary minus signs needs no call stack: depth is bounded
// only by the line, and lines are bounded by the assembler (1 MiB). No regexes on the hot path.

import { readCharLiteral } from './charlit.js';

export interface ExprResult {
  /** The value as a JS number: exact while |value| <= 2^53 (always, for any in-range operand). */
  readonly value: number;
  /** The exact 64-bit signed value (data directives use it). */
  readonly big: bigint;
  /** Index just past the expression. */
  readonly end: number;
  /** The label the value is relative to (its address is included in the value), if any. */
  readonly rel?: string;
  /** The value depends on label addresses (a label difference): see the header. */
  readonly late?: boolean;
  /** Relocatable reading (ExprEnv.relocatable): the value is `sym` (with a specifier) plus `addend`. */
  readonly reloc?: RelocRef;
  /** A name in it is not known yet (value is a stand-in): see the header. Implies late. */
  readonly forward?: boolean;
}

/** A symbol's address as a relocation gives it: sym@variant + addend (variant lower case). */
export interface RelocRef {
  readonly sym: string;
  readonly variant?: string;
  readonly addend: bigint;
}

/** The relocation specifiers llvm-mc 19 reads after a symbol on amdgcn (name@rel32@lo). */
export const VARIANTS: readonly string[] = ['rel32@lo', 'rel32@hi', 'gotpcrel32@lo', 'gotpcrel32@hi', 'gotpcrel', 'rel64', 'abs32@lo', 'abs32@hi'];

export class ExprError extends Error {
  constructor(message: string, readonly pos: number) {
    super(message);
  }
}

/** A symbol's value: absolute, or a label's address plus an addend (`rel` names the label). */
export interface SymValue {
  readonly v: bigint;
  readonly rel?: string;
  /** Set from a label difference: see ExprResult.late. */
  readonly late?: boolean;
  /** A stand-in for a name not known yet (v is 0): see ExprResult.forward. */
  readonly forward?: boolean;
}

/** What names mean while an expression is read: the assembler's symbol table and labels. */
export interface ExprEnv {
  /** The value of a symbol or label, or undefined when it is not defined (yet). */
  lookup(name: string): SymValue | undefined;
  /** The address of `.` (the current position), relative to `rel`, if the reader has one. */
  here?(): SymValue;
  /** An object file's reading (or its listing's): name@SPECIFIER and a label's address are relocations (see the header). */
  readonly relocatable?: boolean;
  /** With relocatable: a name not defined is a symbol a relocation supplies (see the header). */
  readonly external?: boolean;
  /** CLRX's operators and precedence (see the header). */
  readonly clrx?: boolean;
  /**
   * Names an operand keeps as its own word where one starts (a register, a modifier): CLRX reads
   * them as symbols only inside an expression (`s[s1:s1+1]` with `s1=22`, `@s0`), so its lookup
   * has all symbols and this says which ones an operand does not start with.
   */
  readonly operandWord?: (name: string) => boolean;
  /** CLRX's register symbols (`x = %s[4:7]`): the register (or constant) `name` stands for, as text. */
  readonly regSymbol?: (name: string) => string | undefined;
  /** CLRX's .oldmodparam: an enabling modifier's value (glc:V, vop3:V) is one bit (clrxEnabled). */
  readonly oldModParam?: boolean;
}

/**
 * The symbols operand readers see (src/syntax/operands.ts reads every operand expression through
 * parseExpr): set by the assembler around one line, undefined elsewhere (then a name is not part
 * of an expression, as before symbols existed). Never cached by the fast path: its readers run
 * outside withSymbols, where a symbol is unknown and the line goes to the generic path.
 */
let current: ExprEnv | undefined;

/** Run `fn` with `env` as the symbols operand expressions see. */
export function withSymbols<T>(env: ExprEnv | undefined, fn: () => T): T {
  const prev = current;
  current = env;
  try {
    return fn();
  } finally {
    current = prev;
  }
}

/** Whether the line being read is in an object file (or its listing), where name@rel32@lo is read. */
export function relocatable(): boolean {
  return current?.relocatable === true;
}

/** Whether a name the line being read does not know is left to a relocation (ExprEnv.external). */
export function external(): boolean {
  return current?.relocatable === true && current.external === true;
}

/** The value of symbol `name` for the line being read, if it is a defined symbol that may start an operand. */
export function symbolValue(name: string): SymValue | undefined {
  return current?.operandWord?.(name) ? undefined : current?.lookup(name);
}

/**
 * CLRX: the value of a symbol named like an operand word (`vccz = 33`), for a field where that word
 * is no operand (SMRD's offset takes no vccz); undefined outside CLRX's syntax.
 */
export function shadowedSymbol(name: string): SymValue | undefined {
  return current?.clrx ? current.lookup(name) : undefined;
}

/** The register a CLRX register symbol stands for (its text), if `name` is one on the line being read. */
export function regSymbol(name: string): string | undefined {
  return current?.regSymbol?.(name);
}

/** Whether CLRX's .oldmodparam holds for the line being read (ExprEnv.oldModParam). */
export function clrxOldModParam(): boolean {
  return current?.oldModParam === true;
}

/** Whether the line being read is in CLRX's syntax (its `@EXPR` operands). */
export function clrxSyntax(): boolean {
  return current?.clrx === true;
}

// Binary operators and their precedence (higher binds tighter), as llvm-mc's GNU-style table.
const enum Op { LOr, LAnd, Eq, Ne, Lt, Le, Gt, Ge, Ult, Ule, Ugt, Uge, Add, Sub, Or, OrNot, Xor, And, Mul, Div, Rem, UDiv, URem, Shl, Shr, Sar, Cond, CondElse, Neg, Plus, Not, LNot, Paren }
// Unary operators (Neg, Plus, Not, LNot) bind tighter than every binary one; Paren is a barrier;
// `?` (Cond, until its `:` makes it CondElse) binds loosest.
const PREC_LLVM: readonly number[] = [2, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5, 5, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7, 1, 1, 8, 8, 8, 8, 0];
// CLRX's asmOpPrioritiesTbl: && and || alike, the rest as llvm-mc's.
const PREC_CLRX: readonly number[] = [2, 2, ...PREC_LLVM.slice(2)];
const LEN: readonly number[] = [2, 2, 2, 2, 1, 2, 1, 2, 2, 3, 2, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 1, 1];
const COND = 1; // PREC of Cond and CondElse
const asInt64 = (v: bigint): bigint => BigInt.asIntN(64, v);
const asUint64 = (v: bigint): bigint => BigInt.asUintN(64, v);

/** The binary operator at src[i], if any (its length is LEN[op]); `clrx`: CLRX's operators too. */
function binaryAt(src: string, i: number, clrx: boolean): Op | undefined {
  const n = src.charCodeAt(i + 1);
  switch (src.charCodeAt(i)) {
    case 124: return n === 124 ? Op.LOr : Op.Or;                                // || |
    case 94: return Op.Xor;                                                     // ^
    case 38: return n === 38 ? Op.LAnd : Op.And;                                // && &
    case 33: return n === 61 ? Op.Ne : Op.OrNot;                                // != !
    case 61: return n === 61 ? Op.Eq : undefined;                               // ==
    case 60:                                                                    // << <= <> < (<=@ <@)
      if (clrx && n === 64) return Op.Ult;
      if (clrx && n === 61 && src.charCodeAt(i + 2) === 64) return Op.Ule;
      return n === 60 ? Op.Shl : n === 61 ? Op.Le : n === 62 ? Op.Ne : Op.Lt;
    case 62:                                                                    // >> >= > (>>> >=@ >@)
      if (clrx && n === 64) return Op.Ugt;
      if (clrx && n === 61 && src.charCodeAt(i + 2) === 64) return Op.Uge;
      if (clrx && n === 62 && src.charCodeAt(i + 2) === 62) return Op.Sar;
      return n === 62 ? Op.Shr : n === 61 ? Op.Ge : Op.Gt;
    case 43: return Op.Add;
    case 45: return Op.Sub;
    case 42: return Op.Mul;
    case 47: return clrx ? (n === 47 ? Op.UDiv : Op.Div) : n === 47 || n === 42 ? undefined : Op.Div; // llvm-mc: not a comment
    case 37: return clrx && n === 37 ? Op.URem : Op.Rem;
    case 63: return clrx ? Op.Cond : undefined;                                 // ?
    default: return undefined;
  }
}

const TRUE = -1n;

/** A shift count CLRX takes: 0..63 as an unsigned value, else none (the result is 0, or -1 for >>> of a negative value). */
const clrxCount = (b: bigint): bigint | undefined => (asUint64(b) < 64n ? asUint64(b) : undefined);

function apply(op: Op, a: bigint, b: bigint, pos: number, clrx: boolean): bigint {
  switch (op) {
    case Op.LOr: return a !== 0n || b !== 0n ? 1n : 0n;
    case Op.LAnd: return a !== 0n && b !== 0n ? 1n : 0n;
    case Op.Eq: return a === b ? TRUE : 0n;
    case Op.Ne: return a !== b ? TRUE : 0n;
    case Op.Lt: return a < b ? TRUE : 0n;
    case Op.Le: return a <= b ? TRUE : 0n;
    case Op.Gt: return a > b ? TRUE : 0n;
    case Op.Ge: return a >= b ? TRUE : 0n;
    case Op.Ult: return asUint64(a) < asUint64(b) ? TRUE : 0n;
    case Op.Ule: return asUint64(a) <= asUint64(b) ? TRUE : 0n;
    case Op.Ugt: return asUint64(a) > asUint64(b) ? TRUE : 0n;
    case Op.Uge: return asUint64(a) >= asUint64(b) ? TRUE : 0n;
    case Op.Or: return a | b;
    case Op.OrNot: return a | ~b;
    case Op.Xor: return a ^ b;
    case Op.And: return a & b;
    case Op.Shl: {
      const k = clrx ? clrxCount(b) : b & 63n;
      return k === undefined ? 0n : asInt64(a << k);
    }
    case Op.Shr: {
      const k = clrx ? clrxCount(b) : b & 63n;
      return k === undefined ? 0n : asInt64(asUint64(a) >> k);
    }
    case Op.Sar: {
      const k = clrxCount(b);
      return k === undefined ? (a < 0n ? -1n : 0n) : a >> k;
    }
    case Op.Add: return asInt64(a + b);
    case Op.Sub: return asInt64(a - b);
    case Op.Mul: return asInt64(a * b);
    default:
      if (b === 0n) throw new ExprError('division by zero', pos);
      if (op === Op.UDiv || op === Op.URem) return asInt64(op === Op.UDiv ? asUint64(a) / asUint64(b) : asUint64(a) % asUint64(b));
      return asInt64(op === Op.Div ? a / b : a % b);
  }
}

/** a op b where either may be relative to a label: label + n, n + label, label - n, label - label. */
function applyRel(op: Op, a: bigint, ra: string | undefined, b: bigint, rb: string | undefined, pos: number, clrx: boolean): [bigint, string | undefined] {
  if (ra === undefined && rb === undefined) return [apply(op, a, b, pos, clrx), undefined];
  if (op === Op.Add && (ra === undefined || rb === undefined)) return [asInt64(a + b), ra ?? rb];
  if (op === Op.Sub && rb === undefined) return [asInt64(a - b), ra];
  if (op === Op.Sub && ra !== undefined) return [asInt64(a - b), undefined];
  throw new ExprError(`expected an absolute expression: '${relName(ra ?? rb)}' is ${isReloc(ra ?? rb) ? 'a symbol a relocation supplies' : 'a label'}`, pos);
}

// Inside the parser a relocatable symbol is a `rel` spelt apart from a label's: \u0002NAME for
// one not defined (yet), NAME@VARIANT for a specifier (its value counts from 0, not the address).
const EXTERNAL = '\u0002';
const isReloc = (r: string | undefined): boolean => r !== undefined && (r.startsWith(EXTERNAL) || r.includes('@'));
const relName = (r: string | undefined): string => (r ?? '').replace(EXTERNAL, '');

/**
 * The `rel` a SymValue holds for a symbol whose value is a relocation's (sym@variant + v, or a
 * symbol not defined + v): the assembler's final value of `N = ext + 4` in an object file.
 */
export function relocRel(r: RelocRef): string {
  return r.variant ? `${r.sym}@${r.variant}` : EXTERNAL + r.sym;
}

/** The specifier at src[i] ('@' included, matched without case), or undefined. */
function variantAt(src: string, i: number): string | undefined {
  if (src.charCodeAt(i) !== 64) return undefined;
  const rest = src.slice(i + 1, i + 16).toLowerCase();
  let best: string | undefined;
  for (const v of VARIANTS) if (rest.startsWith(v) && !isSymChar(rest.charCodeAt(v.length)) && (!best || v.length > best.length)) best = v;
  if (!best) {
    const word = /^[\w@]*/.exec(src.slice(i + 1, i + 40))![0];
    throw new ExprError(`unknown relocation specifier '@${word}' (gcnkit writes ${VARIANTS.map((v) => '@' + v).join(' ')})`, i);
  }
  return best;
}

/** Whether character code `c` can start / continue a symbol name ([A-Za-z_.$] / [\w.$]). */
export const isSymStart = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 46 || c === 36;
export const isSymChar = (c: number): boolean => isSymStart(c) || (c >= 48 && c <= 57);

/** The end of a numbered local label reference at src[i] ("1b", "2f"), or 0. */
function localRefAt(src: string, i: number): number {
  let j = i;
  while (src.charCodeAt(j) >= 48 && src.charCodeAt(j) <= 57) j++;
  const c = src.charCodeAt(j) | 0x20;
  if (j === i || (c !== 98 && c !== 102) || isSymChar(src.charCodeAt(j + 1))) return 0;
  return j + 1;
}

/** The symbol name at src[i] (empty if none): [A-Za-z_.$][A-Za-z0-9_.$]*. */
export function symbolAt(src: string, i: number): string {
  if (!isSymStart(src.charCodeAt(i))) return '';
  let j = i + 1;
  while (isSymChar(src.charCodeAt(j))) j++;
  return src.slice(i, j);
}

/**
 * CLRX's symbol name with a scope path at src[i] (empty if none): `a::b::x`, `::x` (the global
 * scope's x), CLRX-mirror doc/ClrxAsmSyntax.md, "Scopes".
 */
export function scopedSymbolAt(src: string, i: number): string {
  let j = i;
  if (src.charCodeAt(j) === 58 && src.charCodeAt(j + 1) === 58) j += 2;
  for (;;) {
    const s = symbolAt(src, j);
    if (!s) return '';
    j += s.length;
    if (src.charCodeAt(j) !== 58 || src.charCodeAt(j + 1) !== 58 || !isSymStart(src.charCodeAt(j + 2))) return src.slice(i, j);
    j += 2;
  }
}

/**
 * The expression at src[pos]. `env` gives names their values (by default the symbols of the line
 * being assembled, see withSymbols); without one, a name is not part of an expression.
 */
export function parseExpr(src: string, pos: number, env: ExprEnv | undefined = current): ExprResult {
  let i = pos;
  const values: bigint[] = [];
  const rels: (string | undefined)[] = [];
  const ops: Op[] = [];
  const opPos: number[] = []; // where each pending operator stands (division by zero is reported there)
  let open = 0; // parentheses open in this expression
  let late = false; // a label difference or a late symbol was used
  let forward = false; // a name not known yet was used: its operators never fail now
  const clrx = env?.clrx === true;
  const PREC = clrx ? PREC_CLRX : PREC_LLVM;
  const ws = (): void => { while (src.charCodeAt(i) === 32 || src.charCodeAt(i) === 9) i++; };
  const absoluteOnly = (r: string, at: number): ExprError => new ExprError(`expected an absolute expression: '${relName(r)}' is ${isReloc(r) ? 'a symbol a relocation supplies' : 'a label'}`, at);
  /** Apply pending operators that bind at least as tightly as `prec` (left associativity); up to an open `?` if `toCond`. */
  const reduce = (prec: number, toCond = false): void => {
    while (ops.length) {
      const op = ops[ops.length - 1];
      if (op === Op.Paren || PREC[op] < prec) return;
      if (op === Op.Cond && toCond) return;
      if (op === Op.Cond) throw new ExprError("missing ':' for '?'", opPos[opPos.length - 1]);
      ops.pop();
      const at = opPos.pop()!;
      const b = values.pop()!;
      const rb = rels.pop();
      if (op === Op.CondElse) {
        // c ? a : b (CLRX): the condition must be absolute; the value is the chosen one's.
        const a = values.pop()!, ra = rels.pop();
        const cond = values.pop()!, rc = rels.pop();
        if (rc !== undefined && !forward) throw absoluteOnly(rc, at);
        values.push(cond !== 0n ? a : b);
        rels.push(cond !== 0n ? ra : rb);
        continue;
      }
      if (op >= Op.Neg) {
        if (rb !== undefined && op !== Op.Plus && !forward) throw absoluteOnly(rb, at);
        values.push(op === Op.Neg ? asInt64(-b) : op === Op.Not ? ~b : op === Op.LNot ? (b === 0n ? 1n : 0n) : b);
        rels.push(rb);
        continue;
      }
      const ra = rels.pop();
      if (ra !== undefined && rb !== undefined) {
        if (isReloc(ra) || isReloc(rb)) throw new ExprError(`expected a relocatable expression: '${relName(isReloc(ra) ? ra : rb)}' is a symbol a relocation supplies, and only a constant may be added to it or subtracted from it`, at);
        late = true;
      }
      const a = values.pop()!;
      const [v, r] = forward ? [op >= Op.Div && op <= Op.URem && !b ? 0n : apply(op, a, b, at, clrx), undefined] : applyRel(op, a, ra, b, rb, at, clrx);
      values.push(v);
      rels.push(r);
    }
  };
  for (;;) {
    // Expecting an operand: unary operators and '(' stack up, then a number or a symbol.
    ws();
    const c = src.charCodeAt(i);
    if (c === 45 || c === 43 || c === 126 || c === 33) { ops.push(c === 45 ? Op.Neg : c === 43 ? Op.Plus : c === 126 ? Op.Not : Op.LNot); opPos.push(i); i++; continue; }
    if (c === 40) { ops.push(Op.Paren); opPos.push(i); open++; i++; continue; }
    if (env && (isSymStart(c) || localRefAt(src, i) || (clrx && c === 58 && src.charCodeAt(i + 1) === 58))) {
      const name = clrx ? scopedSymbolAt(src, i) || src.slice(i, localRefAt(src, i)) : isSymStart(c) ? symbolAt(src, i) : src.slice(i, localRefAt(src, i));
      if (!name) throw new ExprError("expected a symbol name after '::'", i);
      const variant = env.relocatable && name !== '.' ? variantAt(src, i + name.length) : undefined;
      if (env.regSymbol?.(name) !== undefined) throw new ExprError(`'${name}' is a register symbol (${env.regSymbol(name)}), not a value in an expression`, i);
      const s = variant ? { v: 0n, rel: `${name}@${variant}` } : name === '.' ? env.here?.() : env.lookup(name) ?? (env.relocatable && env.external && isSymStart(c) ? { v: 0n, rel: EXTERNAL + name } : undefined);
      if (!s) throw new ExprError(name === '.' ? "'.' has no address here" : `undefined symbol '${name.length > 64 ? name.slice(0, 64) + '...' : name}'`, i);
      values.push(s.v);
      rels.push(s.rel);
      if (s.late) late = true;
      if (s.forward) forward = late = true;
      i += name.length + (variant ? variant.length + 1 : 0);
    } else if (c === 39) {
      const ch = readCharLiteral(src, i, clrx);
      if ('error' in ch) throw new ExprError(ch.error, i);
      values.push(BigInt(ch.value));
      rels.push(undefined);
      i = ch.end;
    } else {
      values.push(parseNumber(src, i));
      rels.push(undefined);
      i = numberEnd;
    }
    // After an operand: a binary operator, a ')' closing one of ours, or the end.
    for (;;) {
      ws();
      const op = binaryAt(src, i, clrx);
      if (op !== undefined) {
        // `?` binds right to left: a pending `?:` stays for the one after it.
        reduce(op === Op.Cond ? COND + 1 : PREC[op]);
        ops.push(op);
        opPos.push(i);
        i += LEN[op];
        break;
      }
      if (clrx && src.charCodeAt(i) === 58 && src.charCodeAt(i + 1) !== 58 && condOpen(ops)) {
        // The `:` of the innermost open `?`: what stands between them is its first value.
        reduce(COND, true);
        ops[ops.length - 1] = Op.CondElse;
        i++;
        break;
      }
      if (open > 0 && src.charCodeAt(i) === 41) {
        reduce(COND);
        ops.pop(); // the Paren
        opPos.pop();
        open--;
        i++;
        continue;
      }
      if (open > 0) throw new ExprError("expected ')'", i);
      reduce(COND);
      const big = values[0];
      if (forward) return { value: 0, big: 0n, end: i, late, forward };
      const rel = rels[0];
      const r: ExprResult = rel === undefined ? { value: Number(big), big, end: i } : { value: Number(big), big, end: i, rel: relName(rel) };
      if (env?.relocatable && rel !== undefined && rel !== '.') return { ...r, reloc: relocOf(rel, big, env) };
      return late ? { ...r, late } : r;
    }
  }
}

/** Whether a `?` waits for its `:` inside the innermost open parenthesis. */
function condOpen(ops: readonly Op[]): boolean {
  for (let k = ops.length - 1; k >= 0 && ops[k] !== Op.Paren; k--) if (ops[k] === Op.Cond) return true;
  return false;
}

/** The relocation of a value relative to `rel` (a label, a symbol not defined yet, a specifier). */
function relocOf(rel: string, big: bigint, env: ExprEnv): RelocRef {
  if (rel.startsWith(EXTERNAL)) return { sym: rel.slice(1), addend: big };
  const at = rel.indexOf('@');
  if (at > 0) return { sym: rel.slice(0, at), variant: rel.slice(at + 1), addend: big };
  return { sym: rel, addend: big - (env.lookup(rel)?.v ?? 0n) };
}

/** Index just past the last number parseNumber read (saves an allocation per number). */
let numberEnd = 0;

/** Longest digit strings that can hold 64 bits, by radix: longer ones are too large whatever they say. */
const MAX_DIGITS: Readonly<Record<number, number>> = { 2: 64, 8: 22, 10: 20, 16: 16 };
const PREFIX: Readonly<Record<number, string>> = { 2: '0b', 8: '0o', 10: '', 16: '0x' };

function parseNumber(src: string, start: number): bigint {
  let i = start;
  let radix = 10;
  const c0 = src.charCodeAt(i), c1 = src.charCodeAt(i + 1);
  if (c0 === 48 && (c1 === 120 || c1 === 88)) { radix = 16; i += 2; }
  else if (c0 === 48 && (c1 === 98 || c1 === 66) && isDigit(src.charCodeAt(i + 2), 2)) { radix = 2; i += 2; }
  else if (c0 === 48 && isDigit(c1, 10)) { radix = 8; i += 1; } // 08, 09: malformed octal, as llvm-mc
  const ds = i;
  while (i < src.length && isDigit(src.charCodeAt(i), radix)) i++;
  if (i === ds) throw new ExprError(start === i ? 'expected a number' : 'malformed number', start);
  if (isWordChar(src.charCodeAt(i))) throw new ExprError(`malformed number '${clip(src.slice(start, i + 1))}'`, start);
  numberEnd = i;
  let fs = ds;
  while (fs < i - 1 && src.charCodeAt(fs) === 48) fs++; // leading zeros do not count
  if (i - fs > MAX_DIGITS[radix]) throw new ExprError('number too large', start);
  const digits = src.slice(fs, i);
  // Small numbers (the usual case) skip BigInt's string parsing.
  const v = digits.length <= 12 ? BigInt(parseInt(digits, radix)) : BigInt(PREFIX[radix] + digits);
  if (v >= 1n << 64n) throw new ExprError('number too large', start);
  return asInt64(v);
}

function clip(s: string): string {
  return s.length > 40 ? s.slice(0, 40) + '...' : s;
}

function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

function isDigit(c: number, radix: number): boolean {
  if (radix === 16) return (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
  if (radix === 10) return c >= 48 && c <= 57;
  if (radix === 8) return c >= 48 && c <= 55;
  return c === 48 || c === 49;
}

/** Whether `src[pos]` can start an expression. */
export function startsExpr(src: string, pos: number): boolean {
  const c = src[pos];
  return c !== undefined && "0123456789-+~!('".includes(c);
}
