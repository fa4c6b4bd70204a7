// Operand items of one instruction line, in llvm-mc's syntax (and CLRX's, which differs in case
// and modifier order). Items are separated by commas or spaces; the assembler decides which are
// operands and which modifiers.
import { ExprError, parseExpr, startsExpr } from './expr.js';
import { SDWA_SYMBOLIC, sdwaSymbol } from './sdwa.js';

export type Item =
  | { readonly k: 'reg'; readonly file: 's' | 'v' | 'ttmp'; readonly first: number; readonly last: number; readonly col: number; readonly text: string; readonly neg?: boolean; readonly abs?: boolean; readonly sext?: boolean }
  | { readonly k: 'name'; readonly name: string; readonly col: number; readonly text: string; readonly neg?: boolean; readonly abs?: boolean; readonly sext?: boolean }
  | { readonly k: 'imm'; readonly value: number; readonly col: number; readonly text: string; readonly neg?: boolean; readonly abs?: boolean; readonly sext?: boolean }
  | { readonly k: 'float'; readonly value: number; readonly col: number; readonly text: string; readonly neg?: boolean; readonly abs?: boolean; readonly sext?: boolean }
  /** name:expr (offset:16) */
  | { readonly k: 'colon'; readonly name: string; readonly value: number; readonly col: number; readonly text: string }
  /** name(expr) (vmcnt(0), lit(5)) */
  | { readonly k: 'call'; readonly name: string; readonly value: number; readonly col: number; readonly text: string }
  /** name(arg, arg, ...) with symbolic arguments (hwreg(HW_REG_MODE, 0, 4), sendmsg(...), gpr_idx(...)) */
  | { readonly k: 'args'; readonly name: string; readonly args: readonly Arg[]; readonly col: number; readonly text: string }
  /** A branch target: a label, or "." (this instruction), plus a byte addend (L+8, .+8, .-4). */
  | { readonly k: 'target'; readonly label: string; readonly addend: number; readonly col: number; readonly text: string };

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
    // Source modifiers (DPP, SDWA and, later, VOP3 sources): sext(v2), neg(1.0), |1.0|, -|s2|,
    // -vcc_lo here; -v2 and -|v2| below.
    const wrapped = modified(src, i, col);
    if (wrapped) {
      items.push(wrapped.item);
      i = wrapped.end;
      continue;
    }
    const mod = /^(-?)(\|?)\s*([vs]\d+|[vs]\[\d+:\d+\])\s*(\|?)/i.exec(src.slice(i, i + 24));
    if (mod && (mod[1] || mod[2]) && mod[2] === mod[4]) {
      const inner = parseItems(mod[3], col(i + mod[0].indexOf(mod[3])) );
      const r = inner[0];
      if (r?.k === 'reg') {
        items.push({ ...r, col: col(start), text: mod[0].trim(), neg: mod[1] === '-', abs: mod[2] === '|' });
        i += mod[0].length;
        continue;
      }
    }
    if (isIdStart(c)) {
      while (i < n && isId(src.charCodeAt(i))) i++;
      const word = src.slice(start, i);
      const lower = word.toLowerCase();
      const reg = /^(s|v|ttmp)(\d+)$/.exec(lower);
      if (reg) {
        const r = Number(reg[2]);
        items.push({ k: 'reg', file: reg[1] as 's' | 'v' | 'ttmp', first: r, last: r, col: col(start), text: word });
        continue;
      }
      if ((lower === 's' || lower === 'v' || lower === 'ttmp') && src[i] === '[') {
        const close = src.indexOf(']', i);
        if (close < 0) throw new SyntaxError_("expected ']'", col(i));
        const m = /^\[\s*(\d+)\s*(?::\s*(\d+)\s*)?\]$/.exec(src.slice(i, close + 1));
        if (!m) throw new SyntaxError_(`bad register range '${src.slice(start, close + 1)}'`, col(start));
        const first = Number(m[1]);
        const last = m[2] === undefined ? first : Number(m[2]);
        if (last < first) throw new SyntaxError_(`first register index should not exceed second index in '${src.slice(start, close + 1)}'`, col(start));
        i = close + 1;
        items.push({ k: 'reg', file: lower as 's' | 'v' | 'ttmp', first, last, col: col(start), text: src.slice(start, i) });
        continue;
      }
      let j = i;
      while (src[j] === ' ' || src[j] === '\t') j++;
      if (src[j] === ':' && lower === 'quad_perm') {
        // quad_perm:[a,b,c,d], each a lane 0-3 of the quad: DPP_CTRL a | b<<2 | c<<4 | d<<6.
        const m = /^:\s*\[\s*([0-3])\s*,\s*([0-3])\s*,\s*([0-3])\s*,\s*([0-3])\s*\]/.exec(src.slice(j));
        if (!m) throw new SyntaxError_('expected quad_perm:[a,b,c,d] with lanes 0-3', col(j + 1));
        const value = Number(m[1]) | (Number(m[2]) << 2) | (Number(m[3]) << 4) | (Number(m[4]) << 6);
        items.push({ k: 'colon', name: lower, value, col: col(start), text: src.slice(start, j + m[0].length) });
        i = j + m[0].length;
        continue;
      }
      if (src[j] === ':' && lower in SDWA_SYMBOLIC) {
        // dst_sel:BYTE_1, dst_unused:UNUSED_PRESERVE: a name, not an expression.
        const m = /^:\s*([A-Za-z_]\w*)/.exec(src.slice(j));
        if (!m) throw new SyntaxError_(`expected ${lower}:NAME (${SDWA_SYMBOLIC[lower].join(', ')})`, col(j + 1));
        const value = sdwaSymbol(lower, m[1]);
        if (typeof value === 'string') throw new SyntaxError_(value, col(j + m[0].indexOf(m[1])));
        items.push({ k: 'colon', name: lower, value, col: col(start), text: src.slice(start, j + m[0].length) });
        i = j + m[0].length;
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
      if (src[j] === '(') {
        const e = expr(src, j + 1, col);
        let k = e.end;
        while (src[k] === ' ') k++;
        if (src[k] !== ')') throw new SyntaxError_("expected ')'", col(k));
        items.push({ k: 'call', name: lower, value: e.value, col: col(start), text: src.slice(start, k + 1) });
        i = k + 1;
        continue;
      }
      items.push({ k: 'name', name: lower, col: col(start), text: word });
      continue;
    }
    if (startsExpr(src, i)) {
      const f = /^[-+]?\d+\.\d*(?:[eE][-+]?\d+)?/.exec(src.slice(i));
      if (f && !/^[-+]?0[xXbB]/.test(src.slice(i))) {
        items.push({ k: 'float', value: Number(f[0]), col: col(start), text: f[0] });
        i += f[0].length;
        continue;
      }
      const e = expr(src, i, col);
      items.push({ k: 'imm', value: e.value, col: col(start), text: src.slice(start, e.end).trim() });
      i = e.end;
      continue;
    }
    throw new SyntaxError_(`unexpected '${src[i]}'`, col(i));
  }
  if (amp >= 0) throw new SyntaxError_("unexpected '&'", col(amp));
  return items;
}

/**
 * A source written with modifiers that the register-only forms above do not cover: sext(X),
 * neg(X), abs(X), |X|, -|X|, -name, where X is one register, name or number. undefined when
 * src[i..] is none.
 */
function modified(src: string, i: number, col: (p: number) => number): { item: Item; end: number } | undefined {
  const one = (text: string, at: number): Item => {
    const inner = parseItems(text, col(at));
    const it = inner[0];
    if (inner.length !== 1 || (it.k !== 'reg' && it.k !== 'name' && it.k !== 'imm' && it.k !== 'float')) throw new SyntaxError_(`expected one source in '${src.slice(i, at + text.length + 1)}'`, col(i));
    return it;
  };
  // sext(X); neg(X) and abs(X), llvm-mc's spellings of -X and |X| (it prints neg(1.0) for a negated constant).
  const fn = /^(sext|neg|abs)\s*\(/i.exec(src.slice(i, i + 8));
  if (fn) {
    const close = src.indexOf(')', i);
    if (close < 0) throw new SyntaxError_("expected ')'", col(src.length));
    const it = one(src.slice(i + fn[0].length, close), i + fn[0].length);
    const f = fn[1].toLowerCase();
    const mods = f === 'sext' ? { neg: true, sext: true } : f === 'neg' ? { neg: true } : { abs: true };
    return { item: { ...it, col: col(i), text: src.slice(i, close + 1), ...mods } as Item, end: close + 1 };
  }
  const neg = src[i] === '-';
  const bar = i + (neg ? 1 : 0);
  if (src[bar] === '|') {
    const close = src.indexOf('|', bar + 1);
    if (close < 0) throw new SyntaxError_("expected a closing '|'", col(src.length));
    const it = one(src.slice(bar + 1, close), bar + 1);
    if ((it as { abs?: boolean }).abs) throw new SyntaxError_(`unexpected '|' in '${src.slice(i, close + 1)}'`, col(i));
    return { item: { ...it, col: col(i), text: src.slice(i, close + 1), neg, abs: true } as Item, end: close + 1 };
  }
  const nm = neg ? /^-([A-Za-z_][\w]*)/.exec(src.slice(i, i + 40)) : null;
  if (nm && !/^[vs]\d+$/i.test(nm[1]) && !/^(s|v|ttmp)$/i.test(nm[1])) {
    const it = one(nm[1], i + 1);
    return { item: { ...it, col: col(i), text: nm[0], neg: true } as Item, end: i + nm[0].length };
  }
  return undefined;
}

/** Whether src[i..] is `name(`: the only item a '&' may stand before. */
function isCallAt(src: string, i: number): boolean {
  let j = i;
  while (j < src.length && isId(src.charCodeAt(j))) j++;
  if (j === i || !isIdStart(src.charCodeAt(i))) return false;
  while (src[j] === ' ' || src[j] === '\t') j++;
  return src[j] === '(';
}

function expr(src: string, pos: number, col: (p: number) => number): { value: number; end: number } {
  try {
    return parseExpr(src, pos);
  } catch (e) {
    if (e instanceof ExprError) throw new SyntaxError_(e.message, col(e.pos));
    throw e;
  }
}

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
    if (isIdStart(c) && c !== 46) {
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
    } else if (startsExpr(src, i)) {
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

/**
 * A branch target written as a label or "." with an optional byte addend ("loop", "end+8",
 * ".+8", ".-4"), or undefined when `src` is a plain number or expression (a raw offset).
 */
export function parseTarget(src: string, base: number): Item | undefined {
  const m = /^(\s*)(\.|[A-Za-z_$][\w.$]*)\s*(?:([-+])(.*))?$/.exec(src);
  if (!m) return undefined;
  const col = base + m[1].length;
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
function regList(src: string, i: number, col: (p: number) => number): Item {
  const close = src.indexOf(']', i);
  if (close < 0) throw new SyntaxError_("expected ']'", col(i));
  const text = src.slice(i, close + 1);
  const parts = text.slice(1, -1).split(',').map((p) => p.trim().toLowerCase());
  const regs = parts.map((p) => /^(s|v|ttmp)(\d+)$/.exec(p));
  if (!regs.length || regs.some((r) => !r) || regs.some((r) => r![1] !== regs[0]![1])) throw new SyntaxError_(`expected a list of registers of one kind in '${text}'`, col(i));
  const nums = regs.map((r) => Number(r![2]));
  if (nums.some((v, k) => v !== nums[0] + k)) throw new SyntaxError_(`registers must be consecutive in '${text}'`, col(i));
  return { k: 'reg', file: regs[0]![1] as 's' | 'v' | 'ttmp', first: nums[0], last: nums[nums.length - 1], col: col(i), text };
}
