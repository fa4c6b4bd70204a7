// Character literals ('a', '\n') in expressions: the value of one ASCII character.
//
// llvm-mc 19 (AsmLexer::LexSingleQuote): a quote, one character or a backslash and one character,
// a quote; so `'''` is 39 and `','`, `';'` are no separator or comment. Its escapes are \t \n \b
// \f \r; any other escaped character stands for itself, so '\0' is 48 and '\v' is 118 there.
// gcnkit takes \\ \' \" and the five, and rejects the others with a located error rather than
// copy a value nobody means (ERRATA.md Q-L1). A character outside ASCII is two or more bytes to
// llvm-mc ("single quote way too long"): an error here too.
//
// CLRX (doc/ClrxAsmSyntax.md, "Literals") has C's escapes: also \a \v, octal \ooo (up to three
// digits) and hex \xHH.. ; a value above 255 is an error.

/** Where the character literal at src[i] (a "'") ends, or -1 if none is there (a lone quote). */
export function charLiteralEnd(src: string, i: number, clrx: boolean): number {
  let j = i + 1;
  if (j >= src.length) return -1;
  if (src[j] === '\\') {
    j++;
    if (clrx && isOctal(src.charCodeAt(j))) for (let k = 0; k < 3 && isOctal(src.charCodeAt(j)); k++) j++;
    else if (clrx && src[j] === 'x' && isHex(src.charCodeAt(j + 1))) for (j++; isHex(src.charCodeAt(j));) j++;
    else j++;
  } else j++;
  return j <= src.length && src[j] === "'" ? j + 1 : -1;
}

const LLVM_ESCAPES: Readonly<Record<string, number>> = { t: 9, n: 10, b: 8, f: 12, r: 13, '\\': 92, "'": 39, '"': 34 };
const CLRX_ESCAPES: Readonly<Record<string, number>> = { ...LLVM_ESCAPES, a: 7, v: 11 };

/** The value of the character literal at src[i], its end, or an error message (at src[i]). */
export function readCharLiteral(src: string, i: number, clrx: boolean): { value: number; end: number } | { error: string } {
  const end = charLiteralEnd(src, i, clrx);
  if (end < 0) return { error: "expected one character between single quotes ('a', '\\n')" };
  const body = src.slice(i + 1, end - 1);
  if (body[0] !== '\\') {
    const c = body.charCodeAt(0);
    return c < 128 ? { value: c, end } : { error: `'${body}' is not an ASCII character (llvm-mc 19 reads its UTF-8 bytes: "single quote way too long")` };
  }
  const e = body.slice(1);
  if (clrx && (isOctal(e.charCodeAt(0)) || e[0] === 'x')) {
    const value = e[0] === 'x' ? parseInt(e.slice(1), 16) : parseInt(e, 8);
    return value <= 255 ? { value, end } : { error: `character code '\\${e}' is above 255` };
  }
  const value = (clrx ? CLRX_ESCAPES : LLVM_ESCAPES)[e];
  if (value !== undefined) return { value, end };
  if (clrx) return { error: `unknown escape '\\${e}' in a character literal` };
  return { error: `unknown escape '\\${e}' in a character literal (llvm-mc 19 reads it as '${e}', ${e.charCodeAt(0)}): write the value as a number` };
}

function isOctal(c: number): boolean {
  return c >= 48 && c <= 55;
}

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || ((c | 0x20) >= 97 && (c | 0x20) <= 102);
}
