// Macro definitions, their arguments and the substitution of a body line, as llvm-mc 19 reads
// them: `.macro NAME a, b=2, c:req, d:vararg`; a use passes arguments by position or by name
// (b=5), separated by commas or by blanks (a blank does not separate where an operator stands
// next to it: `M 4 + 1` passes one argument); a vararg parameter takes the rest of the line.
// In the body \a is the argument, \() separates a parameter from text, \@ counts the macro
// expansions of the file from 0. CLRX splits a use's arguments its own way (clrxArgument).
import { AsmError } from './errors.js';
import { charLiteralEnd } from '../syntax/charlit.js';

export interface MacroParam {
  readonly name: string;
  readonly value?: string;
  readonly req: boolean;
  readonly vararg: boolean;
}

/** A line of a block's body, with where it was written. */
export interface BodyLine {
  readonly text: string;
  readonly file: string | undefined;
  readonly line: number;
}

export interface MacroDef {
  readonly name: string;
  readonly params: readonly MacroParam[];
  readonly body: readonly BodyLine[];
}

const NAME = /^[A-Za-z_.$][\w.$]*/;
const OPERATORS = '+-*/%<>&|^!=~';

/** `.macro` operands: the name and the parameters; `at` is the 0-based index of `text` in its line. */
export function macroHeader(text: string, at: number): { name: string; params: MacroParam[] } {
  let i = 0;
  const ws = (): void => { while (text[i] === ' ' || text[i] === '\t') i++; };
  ws();
  const name = NAME.exec(text.slice(i))?.[0];
  if (!name) throw new AsmError('expected identifier in \'.macro\' directive', at + i + 1);
  i += name.length;
  const params: MacroParam[] = [];
  for (;;) {
    ws();
    if (text[i] === ',') { i++; ws(); }
    if (i >= text.length) break;
    const p = NAME.exec(text.slice(i))?.[0];
    if (!p) throw new AsmError(`expected a parameter name in '.macro ${name}'`, at + i + 1);
    const col = at + i + 1;
    i += p.length;
    let req = false;
    let vararg = false;
    if (text[i] === ':') {
      const q = NAME.exec(text.slice(i + 1))?.[0] ?? '';
      if (q === 'req') req = true;
      else if (q === 'vararg') vararg = true;
      else throw new AsmError(`'${q}' is not a valid parameter qualifier for '${p}' in macro '${name}' (req or vararg)`, at + i + 2);
      i += 1 + q.length;
    }
    ws();
    let value: string | undefined;
    if (text[i] === '=') {
      i++;
      const a = argument(text, i, false);
      value = a.text;
      i = a.end;
    }
    if (params.some((o) => o.name === p)) throw new AsmError(`macro '${name}' has multiple parameters named '${p}'`, col);
    if (params.some((o) => o.vararg)) throw new AsmError(`vararg parameter '${params.find((o) => o.vararg)!.name}' should be the last parameter`, col);
    params.push({ name: p, value, req, vararg });
  }
  return { name, params };
}

/**
 * One argument at text[i]: up to a ',' or a blank not next to an operator, outside parentheses
 * and quotes (the rest of the text when `rest`). As llvm-mc 19 expands it: blanks are kept only
 * inside parentheses (`a  +  b` is `a+b`, `(c  d)` stays), and a quoted string is its contents
 * (`"q r"x` is `q rx`; llvm-mc -arch=amdgcn: `.ascii "\a"` with `p "q r"x` gives "q rx"), and a
 * character literal is one token (`','` is no separator).
 */
function argument(text: string, i: number, rest: boolean): { text: string; end: number } {
  while (text[i] === ' ' || text[i] === '\t') i++;
  if (rest) return { text: text.slice(i).trim(), end: text.length };
  let out = '';
  let depth = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      let q = i + 1;
      while (q < text.length && text[q] !== '"') q += text[q] === '\\' ? 2 : 1;
      out += text.slice(i + 1, Math.min(q, text.length));
      i = q + 1;
      continue;
    }
    if (c === "'") {
      // A character literal is one token (llvm-mc lexes it so): `M ',', 2` is two arguments.
      const e = charLiteralEnd(text, i, false);
      if (e > 0) {
        out += text.slice(i, e);
        i = e;
        continue;
      }
    }
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth <= 0 && c === ',') break;
    else if (depth <= 0 && (c === ' ' || c === '\t')) {
      let j = i;
      while (text[j] === ' ' || text[j] === '\t') j++;
      const prev = text[i - 1];
      if (j >= text.length || text[j] === ',' || !(OPERATORS.includes(text[j]) || OPERATORS.includes(prev))) break;
      i = j;
      continue;
    }
    out += c;
    i++;
  }
  return { text: out.trim(), end: i };
}

/**
 * CLRX's classes of the characters 0x20-0x7f for splitting macro arguments at blanks (CLRX-mirror
 * src/amdasm/AsmParseUtils.cpp tokenCharTable, read by Assembler::parseMacroArgValue): letters,
 * digits, '.', '_' and '$' are one class; 0x80 marks a class whose characters may stand next to
 * each other in one token ('(' ')' '*' '-' '%' '[' ']' '{' '}' and the word characters).
 */
const CLRX_CLASS = [
  0x00, 0x01, 0x02, 0x03, 0x90, 0x85, 0x06, 0x07, 0x88, 0x88, 0x8a, 0x0b, 0x0c, 0x8d, 0x90, 0x0f,
  0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x20, 0x21, 0x22, 0x23, 0x24, 0x25,
  0x26, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90,
  0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x91, 0x92, 0x93, 0x14, 0x90,
  0x16, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90,
  0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x97, 0x18, 0x99, 0x1a, 0x1b,
];

/**
 * One argument at text[i] as CLRX splits them (tests/amdasm/AsmBasicsCases1.cpp case 54): up to a
 * ',' or a '"'; blanks are dropped, and one ends the argument where the characters on its two sides
 * are of different classes that both may form tokens (`aa * aa` is three arguments) or of one
 * class that does (`fgf a`: two), but not where only one side's may (`a ! A` is `a!A`, `uu +*+ 8`
 * is `uu+*+8`). An argument starting with '"' is the quoted text (a '\"' in it stays).
 */
function clrxArgument(text: string, i: number, at: number): { text: string; end: number } {
  while (text[i] === ' ' || text[i] === '\t') i++;
  if (text[i] === '"') {
    let out = '';
    let slashes = 0;
    let j = i + 1;
    for (; j < text.length && (text[j] !== '"' || slashes & 1); j++) {
      slashes = text[j] === '\\' ? slashes + 1 : 0;
      out += text[j];
    }
    if (j >= text.length) throw new AsmError('unterminated quoted string in a macro argument', at + i + 1);
    return { text: out, end: j + 1 };
  }
  let out = '';
  let prev = 0;
  let blank = false;
  for (; i < text.length && text[i] !== ',' && text[i] !== '"'; i++) {
    const ch = text[i];
    if (ch === ' ' || ch === '\t') { blank = true; continue; }
    const c = ch.charCodeAt(0);
    const cls = c >= 0x20 && c < 0x80 ? CLRX_CLASS[c - 0x20] : 0;
    if (blank && out && (prev !== cls ? (prev & 0x80) === (cls & 0x80) : (prev & cls & 0x80) !== 0)) break;
    out += ch;
    blank = false;
    prev = cls;
  }
  return { text: out, end: i };
}

/**
 * The arguments of a use of `m` (`text` is what follows its name; `at` its 0-based index in the
 * line): the value of each parameter.
 */
export function macroArgs(m: MacroDef, text: string, at: number, clrx = false): Map<string, string> {
  const values = new Map<string, string>();
  /** Where each argument given starts (CLRX locates a missing required value there). */
  const places = new Map<string, number>();
  let i = 0;
  let k = 0; // next positional parameter
  let positional = -1; // where the first of each kind of argument stands (llvm-mc allows one kind)
  let keyword = -1;
  for (;;) {
    while (text[i] === ' ' || text[i] === '\t') i++;
    if (i >= text.length) break;
    const named = /^([A-Za-z_.$][\w.$]*)\s*=(?!=)/.exec(text.slice(i));
    const p = named ? m.params.find((q) => q.name === named[1]) : m.params[k];
    if (named && !p) throw new AsmError(`parameter named '${named[1]}' does not exist for macro '${m.name}'`, at + i + 1);
    if (!p) throw new AsmError(`too many positional arguments for macro '${m.name}' (it takes ${m.params.length})`, at + i + 1);
    if ((named ? positional : keyword) >= 0) throw new AsmError('cannot mix positional and keyword arguments', at + i + 1);
    if (named) { keyword = i; i += named[0].length; } else positional = i;
    const a = clrx && !p.vararg ? clrxArgument(text, i, at) : argument(text, i, p.vararg);
    values.set(p.name, a.text);
    places.set(p.name, i);
    i = a.end;
    if (!named) k++;
    else k = m.params.indexOf(p) + 1;
    while (text[i] === ' ' || text[i] === '\t') i++;
    if (text[i] === ',') i++;
  }
  for (const p of m.params) {
    if (values.get(p.name)) continue;
    // llvm-mc 19 points at the end of the statement, clrxasm at the empty argument's place
    // ("Value required for macro argument", AsmBasicsCases1.cpp case 53), or where it would be.
    const end = text.trimEnd().length;
    if (p.req) throw new AsmError(`missing value for required parameter '${p.name}' in macro '${m.name}'`, at + (clrx ? places.get(p.name) ?? end : end) + 1);
    values.set(p.name, p.value ?? '');
  }
  return values;
}

/** `line` with \name replaced by `values`, \() removed and \@ by `count` (when given). */
export function substitute(line: string, values: ReadonlyMap<string, string>, count?: number): string {
  if (line.indexOf('\\') < 0) return line;
  let out = '';
  let i = 0;
  for (;;) {
    const b = line.indexOf('\\', i);
    if (b < 0) return out + line.slice(i);
    out += line.slice(i, b);
    if (line[b + 1] === '@' && count !== undefined) { out += String(count); i = b + 2; continue; }
    if (line[b + 1] === '(' && line[b + 2] === ')') { i = b + 3; continue; }
    const name = /^[\w$.]*/.exec(line.slice(b + 1))![0];
    // The longest parameter name the word starts with is not how llvm-mc reads it: the whole word.
    const v = values.get(name);
    if (name && v !== undefined) { out += v; i = b + 1 + name.length; continue; }
    out += '\\';
    i = b + 1;
  }
}

/**
 * CLRX's .irp values, each one argument as a macro's (clrxArgument: `.irp x a b, c` is a, b, c;
 * an empty one between commas is empty text), and .irpc's characters: those arguments run
 * together with each ',' kept (`.irpc x a,b c` is a , b c: CLRX-mirror AsmPseudoOps::doIRP).
 */
export function clrxIrpValues(text: string, at: number, perChar: boolean): string[] {
  const values: string[] = [];
  let chars = '';
  const skip = (k: number): number => { while (text[k] === ' ' || text[k] === '\t') k++; return k; };
  for (let i = skip(0); i < text.length;) {
    if (text[i] === ',') {
      if (perChar) chars += ',';
      i = skip(i + 1);
    }
    const a = clrxArgument(text, i, at);
    if (perChar) chars += a.text;
    else values.push(a.text);
    i = skip(a.end);
  }
  return perChar ? [...chars] : values;
}

/** The values of .irp (comma- or blank-separated arguments). */
export function listValues(text: string): string[] {
  const out: string[] = [];
  let i = 0;
  for (;;) {
    while (text[i] === ' ' || text[i] === '\t') i++;
    if (i >= text.length) return out;
    const a = argument(text, i, false);
    out.push(a.text);
    i = a.end;
    while (text[i] === ' ' || text[i] === '\t') i++;
    if (text[i] === ',') i++;
  }
}
