// Constant expressions as llvm-mc accepts them in operands: numbers in hex (0x), binary (0b),
// octal (leading 0) and decimal; + - * / % << >> & | ^ ~ and parentheses. No regexes on the hot
// path: a small recursive-descent parser over character codes.

export interface ExprResult {
  readonly value: number;
  /** Index just past the expression. */
  readonly end: number;
}

export class ExprError extends Error {
  constructor(message: string, readonly pos: number) {
    super(message);
  }
}

const BINARY: readonly (readonly string[])[] = [['|'], ['^'], ['&'], ['<<', '>>'], ['+', '-'], ['*', '/', '%']];

export function parseExpr(src: string, pos: number): ExprResult {
  let i = pos;
  const ws = (): void => { while (src.charCodeAt(i) === 32 || src.charCodeAt(i) === 9) i++; };
  const level = (l: number): number => {
    if (l === BINARY.length) return unary();
    let v = level(l + 1);
    for (;;) {
      ws();
      const op = BINARY[l].find((o) => src.startsWith(o, i) && !(o === '|' && src[i + 1] === '|') && !(o === '&' && src[i + 1] === '&'));
      if (!op) return v;
      i += op.length;
      const r = level(l + 1);
      switch (op) {
        case '|': v = Number(BigInt.asIntN(64, BigInt(v) | BigInt(r))); break;
        case '^': v = Number(BigInt.asIntN(64, BigInt(v) ^ BigInt(r))); break;
        case '&': v = Number(BigInt.asIntN(64, BigInt(v) & BigInt(r))); break;
        case '<<': v = Number(BigInt.asIntN(64, BigInt(v) << BigInt(r & 63))); break;
        case '>>': v = Number(BigInt.asIntN(64, BigInt(v) >> BigInt(r & 63))); break;
        case '+': v += r; break;
        case '-': v -= r; break;
        case '*': v *= r; break;
        case '/': case '%':
          if (r === 0) throw new ExprError('division by zero', i);
          v = op === '/' ? Math.trunc(v / r) : v % r;
          break;
      }
    }
  };
  const unary = (): number => {
    ws();
    const c = src[i];
    if (c === '-') { i++; return -unary(); }
    if (c === '+') { i++; return unary(); }
    if (c === '~') { i++; return Number(BigInt.asIntN(64, ~BigInt(unary()))); }
    if (c === '(') {
      i++;
      const v = level(0);
      ws();
      if (src[i] !== ')') throw new ExprError("expected ')'", i);
      i++;
      return v;
    }
    return number();
  };
  const number = (): number => {
    const start = i;
    let radix = 10;
    if (src[i] === '0' && (src[i + 1] === 'x' || src[i + 1] === 'X')) { radix = 16; i += 2; }
    else if (src[i] === '0' && (src[i + 1] === 'b' || src[i + 1] === 'B') && /[01]/.test(src[i + 2] ?? '')) { radix = 2; i += 2; }
    else if (src[i] === '0' && /[0-7]/.test(src[i + 1] ?? '')) { radix = 8; i += 1; }
    const ds = i;
    while (i < src.length && isDigit(src.charCodeAt(i), radix)) i++;
    if (i === ds) throw new ExprError(start === i ? 'expected a number' : 'malformed number', start);
    if (/[0-9a-zA-Z_]/.test(src[i] ?? '')) throw new ExprError(`malformed number '${src.slice(start, i + 1)}'`, start);
    const v = parseInt(src.slice(ds, i), radix);
    if (!Number.isSafeInteger(v)) throw new ExprError('number too large', start);
    return v;
  };
  const value = level(0);
  ws();
  return { value, end: i };
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
