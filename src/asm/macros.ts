// Macro definitions, their arguments and the substitution of a body line, as llvm-mc 19 reads
// them: `.macro NAME a, b=2, c:req, d:vararg`; a use passes arguments by position or by name
// (b=5), separated by commas or by blanks (a blank does not separate where an operator stands
// next to it: `M 4 + 1` passes one argument); a vararg parameter takes the rest of the line.
// In the body \a is the argument, \() separates a parameter from text, \@ counts the macro
// expansions of the file from 0.
import { AsmError } from './errors.js';

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
 * and quotes (the rest of the text when `rest`).
 */
function argument(text: string, i: number, rest: boolean): { text: string; end: number } {
  while (text[i] === ' ' || text[i] === '\t') i++;
  const start = i;
  let depth = 0;
  while (i < text.length) {
    const c = text[i];
    if (rest) { i++; continue; }
    if (c === '"') {
      const q = text.indexOf('"', i + 1);
      i = q < 0 ? text.length : q + 1;
      continue;
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
    i++;
  }
  return { text: text.slice(start, i).trim(), end: i };
}

/**
 * The arguments of a use of `m` (`text` is what follows its name; `at` its 0-based index in the
 * line): the value of each parameter.
 */
export function macroArgs(m: MacroDef, text: string, at: number): Map<string, string> {
  const values = new Map<string, string>();
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
    const a = argument(text, i, p.vararg);
    values.set(p.name, a.text);
    i = a.end;
    if (!named) k++;
    else k = m.params.indexOf(p) + 1;
    while (text[i] === ' ' || text[i] === '\t') i++;
    if (text[i] === ',') i++;
  }
  for (const p of m.params) {
    if (values.get(p.name)) continue;
    if (p.req) throw new AsmError(`missing value for required parameter '${p.name}' in macro '${m.name}'`, at + 1);
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
