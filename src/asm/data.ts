// The data directives as llvm-mc 19 reads them on amdgcn: .byte/.short/.long/.int/.quad (and
// their sized spellings) with expressions, .ascii/.asciz/.string, .fill, .zero/.skip/.space and
// the alignments .p2align/.balign/.align (.align counts bytes on amdgcn). Each returns its bytes.
import { ExprError, parseExpr, type ExprEnv, type RelocRef } from '../syntax/expr.js';
import { AsmError, printable } from './errors.js';

export const DATA: Readonly<Record<string, number>> = { '.byte': 1, '.short': 2, '.hword': 2, '.2byte': 2, '.long': 4, '.int': 4, '.word': 4, '.4byte': 4, '.quad': 8, '.8byte': 8 };

/** Data directives llvm-mc 19 does not know on amdgcn ("unknown directive": GNU as's sizes of these are per target); CLRX's syntax has them. */
export const NOT_LLVM_DATA: ReadonlySet<string> = new Set(['.hword', '.word']);

/** s_nop 0: what code alignment pads with (llvm-mc's AMDGPU writeNopData). */
const S_NOP_0 = [0x00, 0x00, 0x80, 0xbf];

const ws = (code: string, j: number): number => { while (code[j] === ' ' || code[j] === '\t') j++; return j; };

/**
 * An absolute expression at code[j]: its value and end (a located AsmError otherwise). A label
 * difference (a `late` value, syntax/expr.ts) is taken only where `late` says llvm-mc 19 takes one:
 * data values and the sizes of .fill and .zero/.skip/.space, which it resolves when the file ends.
 */
export function absolute(code: string, j: number, env: ExprEnv | undefined, what: string, late = false): { big: bigint; end: number } {
  j = ws(code, j);
  if (j >= code.length) throw new AsmError(`${what} needs a value`, j + 1);
  let r;
  try {
    r = parseExpr(code, j, env);
  } catch (e) {
    if (e instanceof ExprError) throw new AsmError(e.message, e.pos + 1);
    throw e;
  }
  if (r.rel !== undefined) throw new AsmError(`expected an absolute expression in ${what}: '${printable(r.rel)}' is a label (its address needs a relocation)`, j + 1);
  if (r.late && !late) throw new AsmError(`expected an absolute expression in ${what}: a label difference or a symbol defined later is not known while the line is read (llvm-mc 19 reads it only when the file ends)`, j + 1);
  return { big: r.big, end: r.end };
}

/** Comma-separated absolute expressions from code[j] to the end (at most `max`); the first may be late if `lateFirst`. */
function operands(code: string, j: number, env: ExprEnv | undefined, name: string, max: number, lateFirst = false): (bigint | undefined)[] {
  const out: (bigint | undefined)[] = [];
  j = ws(code, j);
  if (j >= code.length) return out;
  for (;;) {
    // An operand may be left out between commas (.balign 64, , 8: the default fill).
    j = ws(code, j);
    const r = code[j] === ',' && out.length ? { big: undefined, end: j } : absolute(code, j, env, name, lateFirst && !out.length);
    out.push(r.big);
    j = ws(code, r.end);
    if (j >= code.length) return out;
    if (code[j] !== ',' || out.length === max) throw new AsmError(out.length === max ? `too many operands for ${name}` : `expected ',' between ${name} values`, j + 1);
    j++;
  }
}

/** A value of .long/.quad an object file's relocation supplies: at byte `offset` of the directive's bytes. */
export interface DataReloc extends RelocRef {
  readonly offset: number;
  readonly size: number;
  /** Column of the value. */
  readonly col: number;
}

/**
 * .byte 1, 2 / .long N+1, ...: each value little-endian in `size` bytes. In an object file
 * (env.relocatable) a .long or .quad value may be a symbol plus an addend: 0 in the bytes, and a
 * relocation in `relocs`.
 */
export function dataValues(name: string, code: string, j: number, env: ExprEnv | undefined): { bytes: number[]; text: string; relocs: DataReloc[]; warnings: { col: number; message: string }[] } {
  const size = DATA[name];
  const bytes: number[] = [];
  const values: string[] = [];
  const relocs: DataReloc[] = [];
  const warnings: { col: number; message: string }[] = [];
  const lo = size === 8 ? -(2n ** 63n) : -(2n ** BigInt(8 * size - 1));
  const hi = 2n ** BigInt(8 * size) - 1n;
  j = ws(code, j);
  // No value at all is no bytes (llvm-mc: `.long` alone, as a macro's empty vararg leaves it).
  if (j >= code.length) return { bytes, text: name, relocs, warnings };
  for (;;) {
    if (env?.clrx && (j >= code.length || code[j] === ',')) {
      // CLRX: a value left out (`.byte ,,`, `.byte 12,77,` from a macro's empty arguments) is 0,
      // with a warning at its place (clrxasm: "No expression, zero has been put",
      // AsmBasicsCases1.cpp case 51); llvm-mc 19: "expected a number".
      warnings.push({ col: j + 1, message: `no value: 0 is put (CLRX; llvm-mc 19 rejects an empty ${name} value)` });
      for (let k = 0; k < size; k++) bytes.push(0);
      values.push('0x' + '0'.repeat(2 * size));
      if (j >= code.length) break;
      j = ws(code, j + 1);
      continue;
    }
    const rel = relocAt(code, j, env, name, size);
    if (rel) {
      relocs.push({ ...rel.reloc, offset: bytes.length, size, col: ws(code, j) + 1 });
      for (let k = 0; k < size; k++) bytes.push(0);
      values.push(code.slice(j, rel.end).trim());
      j = ws(code, rel.end);
      if (j >= code.length) break;
      if (code[j] !== ',') throw new AsmError(`expected ',' between ${name} values`, j + 1);
      j = ws(code, j + 1);
      continue;
    }
    const r = absolute(code, j, env, name, true);
    const fits = `${name} (${size} byte${size > 1 ? 's' : ''})`;
    // CLRX keeps the low bytes with a warning (doc/ClrxAsmPseudoOps.md, .int: "an assembler warn about that").
    if ((r.big < lo || r.big > hi) && env?.clrx) warnings.push({ col: j + 1, message: `value ${printable(code.slice(j, r.end).trim())} does not fit in ${fits}: its low bytes are put (CLRX; llvm-mc 19 rejects it)` });
    else if (r.big < lo || r.big > hi) throw new AsmError(`value ${printable(code.slice(j, r.end).trim())} does not fit in ${fits}`, j + 1);
    const u = BigInt.asUintN(8 * size, r.big);
    let v = u;
    for (let k = 0; k < size; k++) { bytes.push(Number(v & 0xffn)); v >>= 8n; }
    values.push('0x' + u.toString(16).padStart(2 * size, '0'));
    j = ws(code, r.end);
    if (j >= code.length) break;
    if (code[j] !== ',') throw new AsmError(`expected ',' between ${name} values`, j + 1);
    j = ws(code, j + 1);
  }
  return { bytes, text: `${name} ${values.join(', ')}`, relocs, warnings };
}

/** A relocatable value at code[j] (env.relocatable), if it is one: only in 4- and 8-byte data. */
function relocAt(code: string, j: number, env: ExprEnv | undefined, name: string, size: number): { reloc: RelocRef; end: number } | undefined {
  if (!env?.relocatable) return undefined;
  let r;
  try {
    r = parseExpr(code, ws(code, j), env);
  } catch {
    return undefined; // absolute() reports it
  }
  if (!r.reloc) return undefined;
  if (size !== 4 && size !== 8) throw new AsmError(`${name} cannot hold '${printable(r.reloc.sym)}', whose address a relocation supplies: use .long or .quad`, ws(code, j) + 1);
  return { reloc: r.reloc, end: r.end };
}

const ESCAPES: Readonly<Record<string, number>> = { b: 8, f: 12, n: 10, r: 13, t: 9, '"': 34, '\\': 92 };

/** .ascii "a", "b" / .asciz / .string: the strings' bytes (.asciz and .string end each with 0). */
export function stringBytes(name: string, code: string, j: number): number[] {
  const bytes: number[] = [];
  for (;;) {
    j = ws(code, j);
    if (code[j] !== '"') throw new AsmError(`expected a string in quotes after ${name}`, j + 1);
    j++;
    for (;;) {
      if (j >= code.length) throw new AsmError('unterminated string', j + 1);
      const c = code[j];
      if (c === '"') { j++; break; }
      if (c !== '\\') {
        const u = code.codePointAt(j)!;
        if (u > 0x7f) bytes.push(...new TextEncoder().encode(String.fromCodePoint(u)));
        else bytes.push(u);
        j += u > 0xffff ? 2 : 1;
        continue;
      }
      const e = code[j + 1];
      if (e !== undefined && e in ESCAPES) { bytes.push(ESCAPES[e]); j += 2; continue; }
      const oct = /^[0-7]{1,3}/.exec(code.slice(j + 1, j + 4));
      if (oct) { bytes.push(parseInt(oct[0], 8) & 0xff); j += 1 + oct[0].length; continue; }
      const hex = /^[xX]([0-9a-fA-F]+)/.exec(code.slice(j + 1));
      if (hex) { bytes.push(parseInt(hex[1].slice(-2), 16)); j += 1 + hex[0].length; continue; }
      throw new AsmError(`invalid escape sequence '\\${printable(e ?? '')}' in a string`, j + 1);
    }
    if (name !== '.ascii') bytes.push(0);
    j = ws(code, j);
    if (j >= code.length) return bytes;
    if (code[j] !== ',') throw new AsmError(`expected ',' between strings`, j + 1);
    j++;
  }
}

/** .fill N[, SIZE[, VALUE]]: N times SIZE bytes of VALUE (its low 32 bits, as llvm-mc). */
export function fillBytes(code: string, j: number, env: ExprEnv | undefined, max: number): number[] {
  const [n, size = 1n, value = 0n] = operands(code, j, env, '.fill', 3, true);
  if (n === undefined) throw new AsmError('.fill needs a count', ws(code, j) + 1);
  if (n < 0n) throw new AsmError(`'.fill' directive with negative repeat count has no effect`, ws(code, j) + 1);
  if (size < 0n || size > 8n) throw new AsmError(`invalid '.fill' size ${size}: 0 to 8`, ws(code, j) + 1);
  if (n * size > BigInt(max)) throw new AsmError(`.fill of ${n * size} bytes is too large (at most ${max})`, ws(code, j) + 1);
  const v = Number(BigInt.asUintN(32, value));
  const one: number[] = [];
  for (let k = 0; k < Number(size); k++) one.push(k < 4 ? (v >>> (8 * k)) & 255 : 0);
  const out: number[] = [];
  for (let r = 0; r < Number(n); r++) out.push(...one);
  return out;
}

/** .zero N / .skip N[, FILL] / .space N[, FILL]. */
export function zeroBytes(name: string, code: string, j: number, env: ExprEnv | undefined, max: number): number[] {
  const [n, fill = 0n] = operands(code, j, env, name, name === '.zero' ? 1 : 2, true);
  if (n === undefined) throw new AsmError(`${name} needs a size`, ws(code, j) + 1);
  if (n < 0n || n > BigInt(max)) throw new AsmError(`${name} size ${n} is out of range (0 to ${max})`, ws(code, j) + 1);
  return new Array<number>(Number(n)).fill(Number(BigInt.asUintN(8, fill)));
}

/**
 * .org OFFSET[, FILL]: the bytes up to OFFSET of the section (`pc` is the position now), each the
 * fill's low byte, as llvm-mc 19; an offset behind `pc` is its error "invalid .org offset".
 */
export function orgBytes(code: string, j: number, env: ExprEnv | undefined, pc: number, max: number): number[] {
  const [to, fill = 0n] = operands(code, j, env, '.org', 2);
  const col = ws(code, j) + 1;
  if (to === undefined) throw new AsmError('.org needs an offset', col);
  if (to < BigInt(pc)) throw new AsmError(`invalid .org offset '${to}' (at offset '${pc}')`, col);
  if (to - BigInt(pc) > BigInt(max)) throw new AsmError(`.org ${to}: more than ${max} bytes of padding`, col);
  return new Array<number>(Number(to) - pc).fill(Number(BigInt.asUintN(8, fill)));
}

/**
 * .incbin "FILE"[, SKIP[, COUNT]]: the file's bytes from SKIP, at most COUNT of them, as llvm-mc
 * 19 reads it. `read` gives the file as latin1 text (one character per byte), found as .include
 * finds files, or undefined ("Could not find incbin file", llvm-mc's words).
 */
export function incbinBytes(code: string, j: number, env: ExprEnv | undefined, read: (name: string) => string | undefined): number[] {
  j = ws(code, j);
  const m = /^"((?:[^"\\]|\\.)*)"/.exec(code.slice(j));
  if (!m) throw new AsmError('expected a file name in quotes after .incbin', j + 1);
  const name = m[1].replace(/\\(.)/g, '$1');
  let k = ws(code, j + m[0].length);
  let skip = 0n;
  let count: bigint | undefined;
  if (k < code.length) {
    if (code[k] !== ',') throw new AsmError("expected ',' after the file name", k + 1);
    const at = ws(code, k + 1);
    [skip = 0n, count] = operands(code, k + 1, env, '.incbin', 2);
    if (skip < 0n) throw new AsmError('skip is negative', at + 1);
    if (count !== undefined && count < 0n) throw new AsmError('negative count has no effect', at + 1);
  }
  const text = read(name);
  if (text === undefined) throw new AsmError(`Could not find incbin file '${printable(name)}'`, j + 1);
  const end = count === undefined ? text.length : Math.min(text.length, Number(skip + count));
  const bytes: number[] = [];
  for (let p = Number(skip); p < end; p++) bytes.push(text.charCodeAt(p) & 0xff);
  return bytes;
}

/** The alignment directives: .p2align/.balign/.align and the w (16-bit fill) and l (32-bit fill) forms. */
export const ALIGN_DIRECTIVES: ReadonlySet<string> = new Set(['.p2align', '.balign', '.align', '.p2alignw', '.balignw', '.p2alignl', '.balignl']);

/**
 * The padding of .p2align P / .balign N / .align N (bytes, on amdgcn), [FILL[, MAX]] at address
 * `pc`; the w and l forms fill with a 16- or 32-bit value (clang -S for gfx90a+ ends .text with
 * `.p2alignl 6, 3212836864`, s_nop 0), and their padding must be a whole number of fills (llvm-mc
 * 19 aborts with "value size '4' is not a divisor of padding size": here a located error). In
 * code with no fill or fill 0 it is s_nop 0 words, as llvm-mc; padding that is not a whole number of them is
 * an error (llvm-mc 19 never ends there). Raw output, listings and object files
 * (src/objects/builder.ts) all align through this one rule; `align` is the alignment in bytes.
 */
export function alignBytes(name: string, code: string, j: number, env: ExprEnv | undefined, pc: number, inCode: boolean): { align: number; bytes: number[] } {
  const ops = operands(code, j, env, name, 3);
  const col = ws(code, j) + 1;
  if (!ops.length) throw new AsmError(`${name} needs an alignment`, col);
  const a = ops[0];
  if (a === undefined) throw new AsmError(`${name} needs an alignment`, col);
  const log2 = name.startsWith('.p2align');
  const width = name.endsWith('l') ? 4 : name.endsWith('w') ? 2 : 1;
  if (log2 ? a < 0n || a > 30n : a < 1n || a > 1n << 30n || (a & (a - 1n)) !== 0n) throw new AsmError(`${name} ${a}: ${log2 ? 'alignment out of range (0 to 30)' : 'alignment must be a power of 2'}`, col);
  const bytes = log2 ? 2 ** Number(a) : Number(a);
  const pad = (bytes - (pc % bytes)) % bytes;
  const max = ops[2] === undefined ? Infinity : Number(ops[2]);
  if (!pad || pad > max) return { align: bytes, bytes: [] };
  if (inCode && !ops[1]) {
    if (pad % 4) throw new AsmError(`${name}: ${pad} bytes of padding in code is not a whole number of s_nop instructions (the position is not dword-aligned)`, col);
    const out: number[] = [];
    for (let k = 0; k < pad; k += 4) out.push(...S_NOP_0);
    return { align: bytes, bytes: out };
  }
  if (pad % width) throw new AsmError(`${name}: ${pad} bytes of padding is not a whole number of ${width}-byte fills`, col);
  const fill = BigInt.asUintN(8 * width, ops[1] ?? 0n);
  const out: number[] = [];
  for (let k = 0; k < pad; k++) out.push(Number((fill >> BigInt(8 * (k % width))) & 0xffn));
  return { align: bytes, bytes: out };
}
