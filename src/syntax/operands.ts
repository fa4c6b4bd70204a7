// Operand items of one instruction line, in llvm-mc's syntax (and CLRX's, which differs in case
// and modifier order). Items are separated by commas or spaces; the assembler decides which are
// operands and which modifiers.
import { clrxSyntax, ExprError, external, parseExpr, regSymbol, relocatable, startsExpr, symbolAt, symbolValue, type ExprResult, type RelocRef } from './expr.js';
import { modifiedSource, SourceModifierError } from './srcmods.js';
import { SDWA_SYMBOLIC, sdwaSymbol } from './sdwa.js';
import { parseSwizzle } from './swizzle.js';
import { CLRX_MOD_ALIASES, clrxPairSubscript } from './clrx.js';

export type Item =
  /** file 'a': CDNA's AGPRs (a0, a[0:3]; llvm-mc also reads acc0, acc[0:3]). */
  | { readonly k: 'reg'; readonly file: 's' | 'v' | 'ttmp' | 'a'; readonly first: number; readonly last: number; readonly col: number; readonly text: string; readonly neg?: boolean; readonly abs?: boolean; readonly sext?: boolean }
  /** regSym: written as a CLRX register symbol (k = %execz), a range of one register to CLRX. */
  | { readonly k: 'name'; readonly name: string; readonly col: number; readonly text: string; readonly neg?: boolean; readonly abs?: boolean; readonly sext?: boolean; readonly regSym?: boolean }
  /** big: the exact 64-bit value, where it is outside -2^31..2^32-1 (value is then rounded). */
  | { readonly k: 'imm'; readonly value: number; readonly big?: bigint; readonly col: number; readonly text: string; readonly neg?: boolean; readonly abs?: boolean; readonly sext?: boolean }
  /**
   * lit: written lit(FLOAT), which CLRX's syntax reads as a forced literal. width: CLRX's suffix
   * (1.5h half, 1.5s single, 1.5l double), the float format of the bits whatever the operand's.
   */
  | { readonly k: 'float'; readonly value: number; readonly col: number; readonly text: string; readonly neg?: boolean; readonly abs?: boolean; readonly sext?: boolean; readonly lit?: boolean; readonly width?: 16 | 32 | 64 }
  /**
   * A value that depends on label addresses (`.Lend-.Lstart`, a symbol set to one: syntax/expr.ts
   * `late`): llvm-mc 19 writes it as a 32-bit literal whatever its value, and only where a 32-bit
   * literal may stand; a reader that wants a number now rejects it (it is no 'imm').
   */
  | { readonly k: 'late'; readonly value: number; readonly col: number; readonly text: string; readonly neg?: boolean; readonly abs?: boolean; readonly sext?: boolean; readonly reloc?: RelocRef }
  /** name:expr (offset:16); name:[a,b,c] (op_sel:[1,0]) with the elements in `list` (value: bit i = element i) */
  | { readonly k: 'colon'; readonly name: string; readonly value: number; readonly col: number; readonly text: string; readonly list?: readonly number[] }
  /** name(expr) (vmcnt(0), lit(5)) */
  | { readonly k: 'call'; readonly name: string; readonly value: number; readonly col: number; readonly text: string }
  /** name(arg, arg, ...) with symbolic arguments (hwreg(HW_REG_MODE, 0, 4), sendmsg(...), gpr_idx(...)) */
  | { readonly k: 'args'; readonly name: string; readonly args: readonly Arg[]; readonly col: number; readonly text: string }
  /** A branch target: a label, or "." (this instruction), plus a byte addend (L+8, .+8, .-4). */
  | { readonly k: 'target'; readonly label: string; readonly addend: number; readonly col: number; readonly text: string; readonly symbol?: boolean };

/** One argument of a structured operand: a symbol or a constant expression. */
export type Arg =
  | { readonly k: 'sym'; readonly name: string; readonly col: number }
  | { readonly k: 'num'; readonly value: number; readonly col: number; readonly text: string; readonly clrx?: boolean };

/** Operands written name(...) whose arguments are symbols or expressions. */
const STRUCTURED: ReadonlySet<string> = new Set(['hwreg', 'sendmsg', 'gpr_idx']);

export class SyntaxError_ extends Error {
  constructor(message: string, readonly col: number) {
    super(message);
  }
}

const isIdStart = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 46;
const isId = (c: number): boolean => isIdStart(c) || (c >= 48 && c <= 57);

/** Parse the operand part of a line; `base` is the 1-based column of src[0]. */
export function parseItems(src: string, base: number): Item[] {
  const items: Item[] = [];
  let i = 0;
  const n = src.length;
  const col = (p: number): number => base + p;
  // Separators: blanks, and as llvm-mc reads them, one ',' between items (a trailing one is
  // allowed) and '&' only between two counters (`vmcnt(0) & lgkmcnt(0)`). An empty item (`,,`,
  // a ',' before the first item) or a stray '&' is an error, not silently skipped.
  let comma = -1; // position of a ',' since the last item
  let amp = -1; // position of a '&' since the last item
  while (i < n) {
    const c = src.charCodeAt(i);
    if (c === 32 || c === 9) { i++; continue; }
    // A C comment between items (llvm-mc writes one after a VOP3 SRC2 of EXEC).
    if (c === 47 && src[i + 1] === '*') {
      const close = src.indexOf('*/', i + 2);
      if (close < 0) throw new SyntaxError_("unterminated '/*' comment", col(i));
      i = close + 2;
      continue;
    }
    if (c === 44 /*,*/) {
      if (!items.length || comma >= 0 || amp >= 0) throw new SyntaxError_("unexpected ','", col(i));
      comma = i++;
      continue;
    }
    if (c === 38 /*&*/) {
      if (items[items.length - 1]?.k !== 'call' || comma >= 0 || amp >= 0) throw new SyntaxError_("unexpected '&'", col(i));
      amp = i++;
      continue;
    }
    if (amp >= 0 && !isCallAt(src, i)) throw new SyntaxError_("unexpected '&'", col(amp));
    comma = amp = -1;
    const start = i;
    if (c === 91 /*[*/) {
      items.push(regList(src, i, col));
      i = src.indexOf(']', i) + 1;
      continue;
    }
    if (c === 123 /*{*/) {
      const r = hwregFields(src, i, col);
      items.push({ k: 'args', name: 'hwreg', args: r.args, col: col(start), text: src.slice(start, r.end) });
      i = r.end;
      continue;
    }
    // Source modifiers: -v2, |v2|, -|v2|, sext(v2) (DPP, SDWA and VOP3 sources); sext(..) around any
    // one source (GCN 1.4 SDWA: sext(s2), sext(-1)).
    // (Tested on the first letter first: the regular expression reads the rest of the line.)
    // CLRX also writes a source's neg and abs inside: sext(-abs(v1)) (GCNAsmOpc12.cpp).
    const sx = (c | 0x20) === 0x73 ? /^sext\s*\(/i.exec(src.slice(i)) : null;
    const clrx = sx !== null && clrxSyntax();
    const sxEnd = sx ? closingParen(src, i + sx[0].length) : -1;
    if (sx && sxEnd > 0 && (clrx || !/[()]/.test(src.slice(i + sx[0].length, sxEnd)))) {
      const text = src.slice(i, sxEnd + 1);
      const inner = parseItems(src.slice(i + sx[0].length, sxEnd), col(i + sx[0].length));
      const r = inner[0];
      if (inner.length !== 1 || !(r.k === 'reg' || r.k === 'name' || r.k === 'imm' || r.k === 'float') || ((r.neg || r.abs) && !clrx)) throw new SyntaxError_(`expected one source in '${text}'`, col(start));
      // llvm-mc's sext(..) is a modifier of its own (on DPP, the NEG bit of an integer source).
      items.push(clrx ? { ...r, col: col(start), text, neg: !!r.neg, abs: !!r.abs, sext: true } : { ...r, col: col(start), text, neg: true, sext: true });
      i = sxEnd + 1;
      continue;
    }
    // VOP3/VOP3P/DPP source modifiers: -x, |x|, -|x|, neg(x), abs(x) around a register, a named
    // source or a constant (-1.0 stays the constant -1.0; neg(1.0) is 1.0 with the neg bit).
    const ms = modified(src, i, base);
    if (ms) {
      items.push(ms.item);
      i = ms.end;
      continue;
    }
    // A float with no integer part (.5, .5e1) is a number to llvm-mc, not a name.
    if ((isIdStart(c) && !(c === 46 && isDigitAt(src, i + 1))) || (c === 58 && src.charCodeAt(i + 1) === 58 && clrxSyntax())) {
      while (i < n && isId(src.charCodeAt(i))) i++;
      // CLRX: a name with a scope path (a::b::x, src/asm/scopes.ts) is one word.
      while (src.charCodeAt(i) === 58 && src.charCodeAt(i + 1) === 58 && isIdStart(src.charCodeAt(i + 2)) && clrxSyntax()) for (i += 2; i < n && isId(src.charCodeAt(i));) i++;
      const word = src.slice(start, i);
      const lower = word.toLowerCase();
      // CLRX: a register symbol (x = %v[16:31]) stands for its register, x[2] and x[2:3] for part of it;
      // so does a pair register's name (vcc[0] is vcc_lo).
      const rs = (expanding ? undefined : regSymbol(word)) ?? (src[i] === '[' && PAIRS.has(lower) && clrxSyntax() ? lower : undefined);
      if (rs !== undefined) {
        const r = regSymbolItem(src, i, rs, start, col);
        items.push(r.item);
        i = r.end;
        continue;
      }
      const reg = /^(s|v|ttmp|a|acc)(\d+)$/.exec(lower);
      if (reg) {
        const r = Number(reg[2]);
        items.push({ k: 'reg', file: regFile(reg[1]), first: r, last: r, col: col(start), text: word });
        continue;
      }
      if ((lower === 's' || lower === 'v' || lower === 'ttmp' || lower === 'a' || lower === 'acc') && src[i] === '[') {
        const close = src.indexOf(']', i);
        if (close < 0) throw new SyntaxError_("expected ']'", col(i));
        const m = /^\[\s*(\d+)\s*(?::\s*(\d+)\s*)?\]$/.exec(src.slice(i, close + 1)) ?? rangeExprs(src, i, close, start, col);
        const first = Number(m[1]);
        const last = m[2] === undefined ? first : Number(m[2]);
        if (last < first) throw new SyntaxError_(`first register index should not exceed second index in '${src.slice(start, close + 1)}'`, col(start));
        i = close + 1;
        items.push({ k: 'reg', file: regFile(lower), first, last, col: col(start), text: src.slice(start, i) });
        continue;
      }
      let j = i;
      while (src[j] === ' ' || src[j] === '\t') j++;
      // In an object file, a symbol a relocation supplies: poly@rel32@lo+4, and where names not
      // defined are left to the linker, ext+8 (a bare name is left to the source readers, which
      // know the operand's own words).
      if (src[i] === '@' && !relocatable()) throw new SyntaxError_(`'${word}@...' names a relocation, which only an object file holds: assemble with --filetype obj`, col(i));
      const reloc = (relocatable() && src[i] === '@') || (external() && (src[j] === '+' || src[j] === '-') && !symbolValue(word));
      if (src[j] !== ':' && src[j] !== '(' && (reloc || symbolValue(word))) {
        // A symbol (.set N, 4): the expression it starts.
        const e = expr(src, start, col, true);
        items.push(valueItem(e, col(start), src.slice(start, e.end).trim()));
        i = e.end;
        continue;
      }
      if (src[j] === ':' && lower === 'quad_perm') {
        // quad_perm:[a,b,c,d], each a lane 0-3 of the quad: DPP_CTRL a | b<<2 | c<<4 | d<<6.
        const m = /^:\s*\[\s*([0-3])\s*,\s*([0-3])\s*,\s*([0-3])\s*,\s*([0-3])\s*\]/.exec(src.slice(j));
        if (!m) throw new SyntaxError_('expected quad_perm:[a,b,c,d] with lanes 0-3', col(j + 1));
        const value = Number(m[1]) | (Number(m[2]) << 2) | (Number(m[3]) << 4) | (Number(m[4]) << 6);
        items.push({ k: 'colon', name: lower, value, col: col(start), text: src.slice(start, j + m[0].length) });
        i = j + m[0].length;
        continue;
      }
      const clrxName = src[j] === ':' && clrxSyntax() ? CLRX_MOD_ALIASES[lower] : undefined;
      if (src[j] === ':' && (clrxName ?? lower) in SDWA_SYMBOLIC && clrxSyntax() && /^:\s*@/.test(src.slice(j))) {
        // CLRX's dst_sel:@N: the field's value as an expression.
        const e = expr(src, src.indexOf('@', j) + 1, col);
        items.push({ k: 'colon', name: clrxName ?? lower, value: e.value, col: col(start), text: src.slice(start, e.end).trim() });
        i = e.end;
        continue;
      }
      if (src[j] === ':' && (clrxName ?? lower) in SDWA_SYMBOLIC) {
        // dst_sel:BYTE_1, dst_unused:UNUSED_PRESERVE: a name, not an expression.
        const name = clrxName ?? lower;
        const m = /^:\s*([A-Za-z_]\w*)/.exec(src.slice(j));
        if (!m) throw new SyntaxError_(`expected ${name}:NAME (${SDWA_SYMBOLIC[name].join(', ')})`, col(j + 1));
        const value = sdwaSymbol(name, m[1]);
        if (typeof value === 'string') throw new SyntaxError_(value, col(j + m[0].indexOf(m[1])));
        items.push({ k: 'colon', name, value, col: col(start), text: src.slice(start, j + m[0].length) });
        i = j + m[0].length;
        continue;
      }
      if (src[j] === ':' && lower === 'format' && /^:\s*\[/.test(src.slice(j))) {
        // MTBUF format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] (CLRX: format:[32,float]).
        const r = bracketNames(src, src.indexOf('[', j), col);
        items.push({ k: 'args', name: lower, args: r.args, col: col(start), text: src.slice(start, r.end) });
        i = r.end;
        continue;
      }
      const swz = src[j] === ':' && lower === 'offset' ? /^:\s*swizzle\s*(?=\()/i.exec(src.slice(j)) : null;
      if (swz) {
        // ds_swizzle_b32's offset:swizzle(MODE,...): read into its 16-bit value here.
        const e = parseSwizzle(src, j + swz[0].length, {
          expr: (p) => expr(src, p, col),
          fail: (message, p) => { throw new SyntaxError_(message, col(p)); },
        });
        items.push({ k: 'colon', name: lower, value: e.value, col: col(start), text: src.slice(start, e.end) });
        i = e.end;
        continue;
      }
      const bound = src[j] === ':' && lower === 'bound_ctrl' && clrxSyntax() ? /^:\s*[01]\s*:\s*([01])\b/.exec(src.slice(j)) : null;
      if (bound) {
        // CLRX's bound_ctrl:0:V / bound_ctrl:1:V: the enable V after the old or new syntax's digit.
        if (bound[1] === '1') items.push({ k: 'name', name: lower, col: col(start), text: src.slice(start, j + bound[0].length) });
        i = j + bound[0].length;
        continue;
      }
      if (src[j] === ':' && /^:\s*\[/.test(src.slice(j))) {
        const l = bitList(src, src.indexOf('[', j), col);
        items.push({ k: 'colon', name: lower, value: l.value, list: l.list, col: col(start), text: src.slice(start, l.end) });
        i = l.end;
        continue;
      }
      if (src[j] === ':') {
        const e = expr(src, j + 1, col);
        items.push({ k: 'colon', name: lower, value: e.value, col: col(start), text: src.slice(start, e.end).trim() });
        i = e.end;
        continue;
      }
      if (src[j] === '(' && STRUCTURED.has(lower)) {
        const r = structured(src, j + 1, col);
        items.push({ k: 'args', name: lower, args: r.args, col: col(start), text: src.slice(start, r.end) });
        i = r.end;
        continue;
      }
      // lit(1.5): llvm-mc 19 reads a float in lit() as the float itself (GCN has no forced
      // literal: lit(1.0) is the inline 1.0); an integer lit(N) stays a call (CLRX forces it).
      const litFloat = src[j] === '(' && lower === 'lit' ? floatIn(src, j + 1, col) : undefined;
      if (litFloat) {
        items.push({ k: 'float', value: litFloat.value, col: col(start), text: src.slice(start, litFloat.end), lit: true });
        i = litFloat.end;
        continue;
      }
      if (src[j] === '(') {
        const e = expr(src, j + 1, col);
        let k = e.end;
        while (src[k] === ' ') k++;
        if (src[k] !== ')') throw new SyntaxError_("expected ')'", col(k));
        items.push({ k: 'call', name: lower, value: e.value, col: col(start), text: src.slice(start, k + 1) });
        i = k + 1;
        continue;
      }
      // A subscript of a register pair, as CLRX reads it (vcc[0] is vcc_lo: src/syntax/clrx.ts).
      const sub = src[i] === '[' ? /^\[\s*(\d+)\s*(?::\s*(\d+)\s*)?\]/.exec(src.slice(i)) : null;
      const pair = sub ? clrxPairSubscript(lower, Number(sub[1]), Number(sub[2] ?? sub[1])) : undefined;
      if (sub && pair) {
        items.push({ k: 'name', name: pair, col: col(start), text: src.slice(start, i + sub[0].length) });
        i += sub[0].length;
        continue;
      }
      // An interpolation attribute with spaces around its '.', as CLRX reads it (`attr26 . w`,
      // GCNAsmOpc11.cpp:1870): one name; its text keeps the spaces (the reader warns under llvm).
      const chan = /^attr\d+$/.test(lower) ? /^\s*\.\s*([xyzw])(?![\w.])/i.exec(src.slice(i)) : null;
      if (chan) {
        items.push({ k: 'name', name: `${lower}.${chan[1].toLowerCase()}`, col: col(start), text: src.slice(start, i + chan[0].length) });
        i += chan[0].length;
        continue;
      }
      items.push({ k: 'name', name: lower, col: col(start), text: word });
      continue;
    }
    // CLRX: '@' makes what follows an expression (`@v0` is the symbol v0, not the register).
    const at = c === 64 && clrxSyntax();
    if (startsExpr(src, i) || c === 46 || at) {
      const f = at ? undefined : floatAt(src, i, col);
      if (f) {
        items.push({ k: 'float', value: f.value, col: col(start), text: f.text, ...(f.width ? { width: f.width } : {}) });
        i += f.text.length;
        continue;
      }
      const e = expr(src, at ? i + 1 : i, col, true);
      const text = src.slice(at ? start + 1 : start, e.end).trim();
      if (e.late || e.reloc) items.push(valueItem(e, col(at ? start + 1 : start), text));
      else items.push(e.value >= -0x80000000 && e.value <= 0xffffffff ? { k: 'imm', value: e.value, col: col(start), text } : { k: 'imm', value: e.value, big: e.big, col: col(start), text });
      i = e.end;
      continue;
    }
    throw new SyntaxError_(`unexpected '${src[i]}'`, col(i));
  }
  if (amp >= 0) throw new SyntaxError_("unexpected '&'", col(amp));
  // After s_waitcnt's counters a ',' announces another counter (llvm-mc 19: "expected a counter
  // name" where it would start), unlike the trailing ',' llvm-mc allows after other operands.
  const last = items[items.length - 1];
  if (comma >= 0 && last?.k === 'call' && WAITCNT_COUNTER.test(last.name)) throw new SyntaxError_("expected a counter name after ','", col(n));
  return items;
}

const WAITCNT_COUNTER = /^(vmcnt|expcnt|lgkmcnt)(_sat)?$/;

// Float literals as llvm-mc's lexer takes them: a decimal with a point or an exponent (1.5, 1.,
// 1e-3, 2.5E+2, .5) and a C99 hex float (0x1.8p3, 0x1p-140). Like llvm-mc, the text is read as the
// nearest double first; floatBits (constants.ts) then rounds that to the operand's width.
// A leading 0 makes an octal integer to llvm-mc (0503 is 0x143), so 0503.0, 00.5 and 0e5 are
// errors there: a float's integer part is 0 or starts with 1-9.
// CLRX writes a suffix after the number: h (half), s (single), l (double): 0.5h, -4.5s, 1.s.
const DEC_FLOAT = /^[-+]?(?:(?:0|[1-9]\d*)\.\d*(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?|[1-9]\d*[eE][-+]?\d+)([hsl]?)(?![\w.$@])/;
const SUFFIX_WIDTH: Readonly<Record<string, 16 | 32 | 64>> = { h: 16, s: 32, l: 64 };
const HEX_FLOAT = /^([-+]?)0[xX]([0-9a-fA-F]*)(?:\.([0-9a-fA-F]*))?[pP]([-+]?\d+)(?![\w.$@])/;

/** A float between src[i] and its ')' (blanks around it), and the index past the ')'. */
function floatIn(src: string, i: number, col: (i: number) => number): { value: number; end: number } | undefined {
  while (src[i] === ' ' || src[i] === '\t') i++;
  const f = floatAt(src, i, col);
  if (!f) return undefined;
  let k = i + f.text.length;
  while (src[k] === ' ' || src[k] === '\t') k++;
  if (src[k] !== ')') throw new SyntaxError_("expected ')'", col(k));
  return { value: f.value, end: k + 1 };
}

/** The float literal at src[i..], if one starts there. */
function floatAt(src: string, i: number, col: (i: number) => number): { value: number; text: string; width?: 16 | 32 | 64 } | undefined {
  const rest = src.slice(i, i + 1100);
  const d = DEC_FLOAT.exec(rest);
  if (d) return d[1] ? { value: Number(d[0].slice(0, -1)), text: d[0], width: SUFFIX_WIDTH[d[1]] } : { value: Number(d[0]), text: d[0] };
  const h = HEX_FLOAT.exec(rest);
  if (!h) return undefined;
  const digits = (h[2] + (h[3] ?? '')).replace(/^0+/, '');
  if (!h[2] && !h[3]) throw new SyntaxError_(`malformed hex float '${h[0]}': no digits`, col(i));
  // A mantissa wider than a double would be rounded twice (to double, then to the operand).
  const m = digits ? BigInt('0x' + digits) : 0n;
  if (m >> 53n && m.toString(2).replace(/0+$/, '').length > 53) throw new SyntaxError_(`hex float '${h[0]}' has more than 53 significant bits`, col(i));
  const value = Number(m) * 2 ** (Number(h[4]) - 4 * (h[3] ?? '').length);
  return { value: h[1] === '-' ? -value : value, text: h[0] };
}

const isDigitAt = (src: string, i: number): boolean => src.charCodeAt(i) >= 48 && src.charCodeAt(i) <= 57;

/** Whether src[i..] is `name(`: the only item a '&' may stand before. */
function isCallAt(src: string, i: number): boolean {
  let j = i;
  while (j < src.length && isId(src.charCodeAt(j))) j++;
  if (j === i || !isIdStart(src.charCodeAt(i))) return false;
  while (src[j] === ' ' || src[j] === '\t') j++;
  return src[j] === '(';
}

/** The item of a value read by expr(..., late): a relocation's literal (0 in the word), a label difference's, or a number. */
function valueItem(e: ExprResult, col: number, text: string): Item {
  if (e.reloc) return { k: 'late', value: 0, col, text, reloc: e.reloc };
  return { k: e.late ? 'late' : 'imm', value: e.value, col, text };
}

/**
 * An absolute expression at src[pos] (a label's address is not a constant; a label difference only
 * if `late`, and so a symbol a relocation supplies, in an object file).
 */
function expr(src: string, pos: number, col: (p: number) => number, late = false): ExprResult {
  try {
    const e = parseExpr(src, pos);
    if (e.reloc && late) return e;
    if (e.reloc) throw new SyntaxError_(`expected an absolute expression: '${e.reloc.sym}' needs a relocation, which only a 32-bit literal of a source operand takes`, col(pos));
    if (e.rel !== undefined) throw new SyntaxError_(`expected an absolute expression: '${e.rel}' is a label`, col(pos));
    if (e.late && !late) throw new SyntaxError_(LATE, col(pos));
    return e;
  } catch (e) {
    if (e instanceof ExprError) throw new SyntaxError_(e.message, col(e.pos));
    throw e;
  }
}

export const LATE = 'expected an absolute expression: a label difference or a symbol defined later is not known while the line is read (llvm-mc 19 reads it only when the file ends)';

/** The arguments of name( ... ) up to the closing parenthesis; `pos` is just after "(". */
function structured(src: string, pos: number, col: (p: number) => number): { args: Arg[]; end: number } {
  const args: Arg[] = [];
  let i = pos;
  const ws = (): void => { while (src[i] === ' ' || src[i] === '\t') i++; };
  ws();
  if (src[i] === ')') return { args, end: i + 1 };
  for (;;) {
    ws();
    const c = src.charCodeAt(i);
    if (isIdStart(c) && c !== 46 && !symbolValue(symbolAt(src, i))) {
      const start = i;
      // CLRX's "emit-cut": a hyphen between letters stays in the symbol.
      while (i < src.length && (isId(src.charCodeAt(i)) || (src[i] === '-' && isIdStart(src.charCodeAt(i + 1))))) i++;
      args.push({ k: 'sym', name: src.slice(start, i), col: col(start) });
    } else if (c === 64 /*@*/ && startsExpr(src, i + 1)) {
      // CLRX writes a numeric register or message id as @N.
      const start = i;
      const e = expr(src, i + 1, col);
      args.push({ k: 'num', value: e.value, col: col(start), text: src.slice(start, e.end).trim(), clrx: true });
      i = e.end;
    } else if (startsExpr(src, i) || isIdStart(c)) {
      const start = i;
      const e = expr(src, i, col);
      args.push({ k: 'num', value: e.value, col: col(start), text: src.slice(start, e.end).trim() });
      i = e.end;
    } else {
      throw new SyntaxError_(i >= src.length ? "expected ')'" : `unexpected '${src[i]}' in an argument list`, col(i));
    }
    ws();
    if (src[i] === ',') { i++; continue; }
    if (src[i] === ')') return { args, end: i + 1 };
    throw new SyntaxError_(i >= src.length ? "expected ')'" : `expected ',' or ')', got '${src[i]}'`, col(i));
  }
}

/** The fields of llvm-mc 19's structured hwreg and their defaults: {id: 51, offset: 1, size: 31}. */
const HWREG_FIELDS: readonly (readonly [string, number])[] = [['id', 0], ['offset', 0], ['size', 32]];

/**
 * "{id: ID, offset: OFFSET, size: SIZE}" from `open` (the '{'): hwreg(ID, OFFSET, SIZE) as llvm-mc
 * 19 reads it: fields in any order, each at most once, absolute expressions (no register names),
 * a missing one its default ({} is hwreg(0)).
 */
function hwregFields(src: string, open: number, col: (p: number) => number): { args: Arg[]; end: number } {
  const vals = new Map<string, Arg>();
  let i = open + 1;
  const ws = (): void => { while (src[i] === ' ' || src[i] === '\t') i++; };
  ws();
  if (src[i] !== '}') {
    for (;;) {
      ws();
      const at = i;
      while (i < src.length && isId(src.charCodeAt(i))) i++;
      const name = src.slice(at, i).toLowerCase();
      if (!HWREG_FIELDS.some(([f]) => f === name)) throw new SyntaxError_(name ? `unknown field '${src.slice(at, i)}': a structured hwreg has id, offset and size` : 'expected a field name (id, offset or size)', col(at));
      if (vals.has(name)) throw new SyntaxError_('duplicate field', col(at));
      ws();
      if (src[i] !== ':') throw new SyntaxError_("expected ':'", col(i));
      i++;
      ws();
      if (!startsExpr(src, i) && !symbolValue(symbolAt(src, i))) throw new SyntaxError_('expected absolute expression', col(i));
      const e = expr(src, i, col);
      vals.set(name, { k: 'num', value: e.value, col: col(i), text: src.slice(i, e.end).trim() });
      i = e.end;
      ws();
      if (src[i] === ',') { i++; continue; }
      if (src[i] === '}') break;
      throw new SyntaxError_(i >= src.length ? "expected '}'" : `expected ',' or '}', got '${src[i]}'`, col(i));
    }
  }
  const args = HWREG_FIELDS.map(([f, d]) => vals.get(f) ?? { k: 'num' as const, value: d, col: col(open), text: String(d) });
  return { args, end: i + 1 };
}

/** "[A, B]" from `open` (the '['): the comma-separated names inside, each a symbol. */
function bracketNames(src: string, open: number, col: (p: number) => number): { args: Arg[]; end: number } {
  const close = src.indexOf(']', open);
  if (close < 0) throw new SyntaxError_("expected ']'", col(open));
  const args: Arg[] = [];
  let at = open + 1;
  for (const part of src.slice(open + 1, close).split(',')) {
    const lead = part.length - part.trimStart().length;
    if (part.trim()) args.push({ k: 'sym', name: part.trim(), col: col(at + lead) });
    else throw new SyntaxError_('expected a format name', col(at + lead));
    at += part.length + 1;
  }
  return { args, end: close + 1 };
}

/**
 * A branch target written as a label or "." with an optional byte addend ("loop", "end+8",
 * ".+8", ".-4"), or undefined when `src` is a plain number or expression (a raw offset).
 */
export function parseTarget(src: string, base: number): Item | undefined {
  // CLRX: a label may have a scope path (a::b::loop, src/asm/scopes.ts).
  const m = (clrxSyntax() ? /^(\s*)((?:::)?(?:[A-Za-z_.$][\w.$]*::)*[A-Za-z_.$][\w.$]*|\d+[bfBF])\s*(?:([-+])(.*))?$/ : /^(\s*)([A-Za-z_.$][\w.$]*|\d+[bfBF])\s*(?:([-+])(.*))?$/).exec(src);
  if (!m) return undefined;
  const col = base + m[1].length;
  // A symbol set to an absolute value is a raw offset (read as an expression); one set to a
  // label plus an addend (.set t, lbl+4) branches there.
  // One set from names defined later (.set t, lbl+8 before lbl:) is a target the assembler resolves when the file ends.
  const known = symbolValue(m[2]);
  const sym = known?.forward ? undefined : known;
  if (sym && sym.rel === undefined) return undefined;
  if (sym && m[3] === undefined && sym.rel !== m[2]) return { k: 'target', label: sym.rel!, addend: Number(sym.v - symbolValue(sym.rel!)!.v), col, text: src.trim(), symbol: true };
  let addend = 0;
  if (m[3] !== undefined) {
    const at = src.length - m[4].length;
    const e = expr(src, at, (p) => base + p);
    if (src.slice(e.end).trim()) throw new SyntaxError_(`unexpected '${src.slice(e.end).trim()}' after the branch target`, base + e.end);
    addend = m[3] === '-' ? -e.value : e.value;
  }
  return { k: 'target', label: m[2], addend, col, text: src.trim() };
}

/** "[s2,s3]" / "[v4]": a list of consecutive registers. */
/**
 * The indices of s[A:B] / v[A] / ttmp[A:B] written as expressions (v[base+1], s[N*2:N*2+1]): as
 * the regular expression's match, [whole, first, last?]; `open` is the '[', `close` its ']'.
 */
function rangeExprs(src: string, open: number, close: number, start: number, col: (p: number) => number): string[] {
  const bad = (): never => { throw new SyntaxError_(`bad register range '${src.slice(start, close + 1)}'`, col(start)); };
  const index = (p: number): { value: number; end: number } => {
    const e = expr(src, p, col);
    if (!Number.isSafeInteger(e.value) || e.value < 0) bad();
    let k = e.end;
    while (src[k] === ' ' || src[k] === '\t') k++;
    return { value: e.value, end: k };
  };
  let k = open + 1;
  while (src[k] === ' ' || src[k] === '\t') k++;
  if (!startsExpr(src, k) && !symbolAt(src, k)) bad();
  const a = index(k);
  if (a.end === close) return [src.slice(open, close + 1), String(a.value)];
  if (src[a.end] !== ':') bad();
  const b = index(a.end + 1);
  if (b.end !== close) bad();
  return [src.slice(open, close + 1), String(a.value), String(b.value)];
}

/** Set while a register symbol's own text is read. */
let expanding = false;

/** The special registers that are a pair of 32-bit halves NAME_lo, NAME_hi. */
const PAIRS: ReadonlySet<string> = new Set(['vcc', 'exec', 'flat_scratch', 'tba', 'tma', 'xnack_mask']);

/**
 * The item of CLRX's register symbol whose register is `text` (or of a pair register's name),
 * at src[start..i), with its index [A] or range [A:B] at src[i] if written (CLRX-mirror
 * doc/ClrxAsmSyntax.md, "Symbols": `regpool = %v[16:31]`, `regpool[4]` is v20). A constant
 * (`x = %1`) takes only indices from 0.
 */
function regSymbolItem(src: string, i: number, text: string, start: number, col: (p: number) => number): { item: Item; end: number } {
  expanding = true; // the register's text names no symbol (s = %s4 makes `s` one)
  let items: Item[];
  try {
    items = parseItems(text, col(start));
  } finally {
    expanding = false;
  }
  const it = items[0];
  if (items.length !== 1 || !(it.k === 'reg' || it.k === 'name' || it.k === 'imm' || it.k === 'float')) throw new SyntaxError_(`'${src.slice(start, i)}' is no register: ${text}`, col(start));
  if (src[i] !== '[') return { item: { ...it, col: col(start), text: src.slice(start, i), ...(it.k === 'name' ? { regSym: true } : {}) }, end: i };
  const close = src.indexOf(']', i);
  if (close < 0) throw new SyntaxError_("expected ']'", col(i));
  const m = rangeExprs(src, i, close, start, col);
  const a = Number(m[1]), b = m[2] === undefined ? a : Number(m[2]);
  const whole = src.slice(start, close + 1);
  const out = (item: Item): { item: Item; end: number } => ({ item: { ...item, col: col(start), text: whole }, end: close + 1 });
  if (b < a) throw new SyntaxError_(`first register index should not exceed second index in '${whole}'`, col(start));
  // Past the range is allowed (the documentation's regpool[17] of v[16:31] is v33).
  if (it.k === 'reg') return out({ ...it, first: it.first + a, last: it.first + b });
  if (it.k === 'name' && PAIRS.has(it.name) && b <= 1) return out(a === b ? { ...it, name: `${it.name}_${a ? 'hi' : 'lo'}` } : it);
  if ((it.k === 'imm' || it.k === 'float') && a === 0 && b <= 1) return out(it);
  throw new SyntaxError_(`'${whole}' is outside ${text}`, col(start));
}

/** The register file a prefix names: acc is llvm-mc's other spelling of a (AGPRs). */
function regFile(prefix: string): 's' | 'v' | 'ttmp' | 'a' {
  return prefix === 'acc' ? 'a' : (prefix as 's' | 'v' | 'ttmp' | 'a');
}

function regList(src: string, i: number, col: (p: number) => number): Item {
  const close = src.indexOf(']', i);
  if (close < 0) throw new SyntaxError_("expected ']'", col(i));
  const text = src.slice(i, close + 1);
  const parts = text.slice(1, -1).split(',').map((p) => p.trim().toLowerCase());
  // Special registers as llvm-mc lists them: [exec_lo] is exec_lo, [exec_lo,exec_hi] is exec (also
  // vcc, flat_scratch, tba, tma, xnack_mask, ttmp pairs being ttmp registers); the name's reader
  // decides whether the GPU has it. The halves must be in order ("register does not fit in the list").
  const half = parts.map((p) => /^([a-z][a-z_]*?)_(lo|hi)$/.exec(p));
  if (half[0] && !/^(s|v|ttmp|a|acc)\d/.test(parts[0])) {
    if (parts.length === 1) return { k: 'name', name: parts[0], col: col(i), text };
    if (parts.length === 2 && half[0][2] === 'lo' && half[1]?.[2] === 'hi' && half[1][1] === half[0][1]) return { k: 'name', name: half[0][1], col: col(i), text };
    throw new SyntaxError_(`register does not fit in the list '${text}': a list of special registers is [NAME_lo,NAME_hi]`, col(i));
  }
  const regs = parts.map((p) => /^(s|v|ttmp|a|acc)(\d+)$/.exec(p));
  if (!regs.length || regs.some((r) => !r) || regs.some((r) => r![1] !== regs[0]![1])) throw new SyntaxError_(`expected a list of registers of one kind in '${text}'`, col(i));
  const nums = regs.map((r) => Number(r![2]));
  if (nums.some((v, k) => v !== nums[0] + k)) throw new SyntaxError_(`registers must be consecutive in '${text}'`, col(i));
  return { k: 'reg', file: regFile(regs[0]![1]), first: nums[0], last: nums[nums.length - 1], col: col(i), text };
}

/** The index of the ')' closing the '(' before `i`, or -1. */
function closingParen(src: string, i: number): number {
  for (let depth = 1; i < src.length; i++) {
    if (src[i] === '(') depth++;
    else if (src[i] === ')' && --depth === 0) return i;
  }
  return -1;
}

function modified(src: string, i: number, base: number): ReturnType<typeof modifiedSource> {
  // Only '-', '|', neg( and abs( can open one (the common items skip the regular expressions).
  const c = src.charCodeAt(i) | 0x20;
  if (c !== 0x2d && c !== 0x7c && c !== 0x6e && c !== 0x61) return undefined;
  if (c !== 0x2d && c !== 0x7c) {
    const w = src.substr(i, 3).toLowerCase();
    if (w !== 'neg' && w !== 'abs') return undefined;
  }
  try {
    return modifiedSource(src, i, base, parseItems);
  } catch (e) {
    if (e instanceof SourceModifierError) throw new SyntaxError_(e.message, e.col);
    throw e;
  }
}

/**
 * "[a,b,...]" at src[i]: one to four constant expressions (op_sel:[1,0], op_sel_hi:[0,0,1]); the
 * readers decide which values a list may hold. value has bit k set when element k is nonzero.
 */
function bitList(src: string, i: number, col: (p: number) => number): { list: number[]; value: number; end: number } {
  const list: number[] = [];
  let k = i + 1;
  for (;;) {
    while (src[k] === ' ' || src[k] === '\t') k++;
    if (!startsExpr(src, k)) throw new SyntaxError_(`expected a number in '[..]', got '${src[k] ?? ''}'`, col(k));
    const e = expr(src, k, col);
    list.push(e.value);
    k = e.end;
    while (src[k] === ' ' || src[k] === '\t') k++;
    if (src[k] === ']') break;
    if (src[k] !== ',' || list.length === 4) throw new SyntaxError_(list.length === 4 ? 'expected a closing square bracket (at most 4 elements)' : "expected ',' or ']'", col(k));
    k++;
  }
  return { list, value: list.reduce((v, x, b) => v | (x ? 1 << b : 0), 0), end: k + 1 };
}
