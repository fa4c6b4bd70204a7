// Constant expressions as llvm-mc accepts them in operands: numbers in hex (0x), binary (0b),
// octal (leading 0) and decimal; + - * / % << >> & | ^ ~ and parentheses.
//
// Arithmetic is llvm-mc's: 64-bit two's complement that wraps (MCExpr evaluates int64_t), `>>`
// is a logical shift (AMDGPU's assembler sets shouldUseLogicalShr), shift counts are taken
// mod 64, `/` and `%` truncate toward zero. Numbers up to 2^64-1 are accepted and wrap like
// llvm-mc's (0xffffffffffffffff is -1).
//
// The parser is iterative (an operator-precedence parser with explicit stacks), so hostile input
// such as 10,000 nested parentheses or unary minus signs needs no call stack: depth is bounded
// only by the line, and lines are bounded by the assembler (1 MiB). No regexes on the hot path.

export interface ExprResult {
  /** The value as a JS number: exact while |value| <= 2^53 (always, for any in-range operand). */
  readonly value: number;
  /** The exact 64-bit signed value (data directives use it). */
  readonly big: bigint;
  /** Index just past the expression. */
  readonly end: number;
}

export class ExprError extends Error {
  constructor(message: string, readonly pos: number) {
    super(message);
  }
}

// Binary operators and their precedence (higher binds tighter), as llvm-mc's GNU-style table.
const enum Op { Or, Xor, And, Shl, Shr, Add, Sub, Mul, Div, Rem, Neg, Plus, Not, Paren }
// Unary operators (Neg, Plus, Not) bind tighter than every binary one; Paren is a barrier.
const PREC: readonly number[] = [1, 2, 3, 4, 4, 5, 5, 6, 6, 6, 7, 7, 7, 0];
const asInt64 = (v: bigint): bigint => BigInt.asIntN(64, v);

/** The binary operator at src[i], if any: its code and length. */
function binaryAt(src: string, i: number): Op | undefined {
  switch (src.charCodeAt(i)) {
    case 124: return src.charCodeAt(i + 1) === 124 ? undefined : Op.Or;       // | (not ||)
    case 94: return Op.Xor;                                                     // ^
    case 38: return src.charCodeAt(i + 1) === 38 ? undefined : Op.And;        // & (not &&)
    case 60: return src.charCodeAt(i + 1) === 60 ? Op.Shl : undefined;        // <<
    case 62: return src.charCodeAt(i + 1) === 62 ? Op.Shr : undefined;        // >>
    case 43: return Op.Add;
    case 45: return Op.Sub;
    case 42: return Op.Mul;
    case 47: return Op.Div;
    case 37: return Op.Rem;
    default: return undefined;
  }
}

function apply(op: Op, a: bigint, b: bigint, pos: number): bigint {
  switch (op) {
    case Op.Or: return a | b;
    case Op.Xor: return a ^ b;
    case Op.And: return a & b;
    case Op.Shl: return asInt64(a << (b & 63n));
    case Op.Shr: return asInt64(BigInt.asUintN(64, a) >> (b & 63n));
    case Op.Add: return asInt64(a + b);
    case Op.Sub: return asInt64(a - b);
    case Op.Mul: return asInt64(a * b);
    default:
      if (b === 0n) throw new ExprError('division by zero', pos);
      return asInt64(op === Op.Div ? a / b : a % b);
  }
}

export function parseExpr(src: string, pos: number): ExprResult {
  let i = pos;
  const values: bigint[] = [];
  const ops: Op[] = [];
  const opPos: number[] = []; // where each pending operator stands (division by zero is reported there)
  let open = 0; // parentheses open in this expression
  const ws = (): void => { while (src.charCodeAt(i) === 32 || src.charCodeAt(i) === 9) i++; };
  /** Apply pending operators that bind at least as tightly as `prec` (left associativity). */
  const reduce = (prec: number): void => {
    while (ops.length) {
      const op = ops[ops.length - 1];
      if (op === Op.Paren || PREC[op] < prec) return;
      ops.pop();
      const at = opPos.pop()!;
      const b = values.pop()!;
      if (op === Op.Neg) values.push(asInt64(-b));
      else if (op === Op.Not) values.push(~b);
      else if (op === Op.Plus) values.push(b);
      else values.push(apply(op, values.pop()!, b, at));
    }
  };
  for (;;) {
    // Expecting an operand: unary operators and '(' stack up, then a number.
    ws();
    const c = src.charCodeAt(i);
    if (c === 45 || c === 43 || c === 126) { ops.push(c === 45 ? Op.Neg : c === 43 ? Op.Plus : Op.Not); opPos.push(i); i++; continue; }
    if (c === 40) { ops.push(Op.Paren); opPos.push(i); open++; i++; continue; }
    values.push(parseNumber(src, i));
    i = numberEnd;
    // After an operand: a binary operator, a ')' closing one of ours, or the end.
    for (;;) {
      ws();
      const op = binaryAt(src, i);
      if (op !== undefined) {
        reduce(PREC[op]);
        ops.push(op);
        opPos.push(i);
        i += op === Op.Shl || op === Op.Shr ? 2 : 1;
        break;
      }
      if (open > 0 && src.charCodeAt(i) === 41) {
        reduce(1);
        ops.pop(); // the Paren
        opPos.pop();
        open--;
        i++;
        continue;
      }
      if (open > 0) throw new ExprError("expected ')'", i);
      reduce(1);
      const big = values[0];
      return { value: Number(big), big, end: i };
    }
  }
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
  return c !== undefined && '0123456789-+~('.includes(c);
}
