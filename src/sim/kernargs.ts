// ARGS.json of `gcnkit run` / runKernel(): one element per explicit kernel argument, in order,
// turned into bytes. `{"buffer": TYPE, "hex": "..."}` or `{"buffer": TYPE, "data": [...]}`,
// `{"scalar": TYPE, "value": V}` (V a list for a vector, or for a struct passed by value: its
// bytes as values of one type), `{"local": BYTES}`. TYPE is an OpenCL scalar type or a vector
// of one (float4, uchar2, ...); a 3-component vector takes the room of 4, as in OpenCL.
import { f32Bits, f32ToF16 } from './half.js';

export type KernelArg =
  | { readonly buffer: string; readonly hex: string }
  | { readonly buffer: string; readonly data: readonly (number | string)[] }
  | { readonly scalar: string; readonly value: number | string | readonly (number | string)[] }
  | { readonly local: number };

/** A problem with one argument (index) or the whole list (index -1); dispatch.ts locates it. */
export class ArgFault extends Error {
  constructor(message: string, readonly index: number) { super(message); }
}

const SCALARS: Readonly<Record<string, { size: number; kind: 'int' | 'uint' | 'float' }>> = {
  char: { size: 1, kind: 'int' }, uchar: { size: 1, kind: 'uint' }, short: { size: 2, kind: 'int' }, ushort: { size: 2, kind: 'uint' },
  int: { size: 4, kind: 'int' }, uint: { size: 4, kind: 'uint' }, long: { size: 8, kind: 'int' }, ulong: { size: 8, kind: 'uint' },
  half: { size: 2, kind: 'float' }, float: { size: 4, kind: 'float' }, double: { size: 8, kind: 'float' },
};

/** Whether a scalar type (int, uchar, half, ...) is signed, unsigned or floating point. */
export function scalarKind(scalar: string): 'int' | 'uint' | 'float' | undefined {
  return SCALARS[scalar]?.kind;
}

export interface ArgType {
  readonly name: string;
  readonly scalar: string;
  /** Components given per element (3 for float3) and components stored (4 for float3). */
  readonly count: number;
  readonly stored: number;
  readonly size: number;
}

/** An OpenCL type name (int, float4, uchar16) or undefined. */
export function argType(name: string): ArgType | undefined {
  const m = /^([a-z]+?)(2|3|4|8|16)?$/.exec(name);
  if (!m || !SCALARS[m[1]]) return undefined;
  const count = m[2] ? Number(m[2]) : 1;
  const stored = count === 3 ? 4 : count;
  return { name, scalar: m[1], count, stored, size: SCALARS[m[1]].size * stored };
}

const TYPE_LIST = 'char, uchar, short, ushort, int, uint, long, ulong, half, float, double, or a vector of one: float4, uchar2, ...';

export function mustType(name: unknown, index: number): ArgType {
  const t = typeof name === 'string' ? argType(name) : undefined;
  if (!t) throw new ArgFault(`unknown type ${JSON.stringify(name)} (types: ${TYPE_LIST})`, index);
  return t;
}

/**
 * One component's little-endian bytes written at out[at]: V is a number or a "0x..." string of
 * raw bits. Numbers of up to 4 bytes are written with number arithmetic (a buffer of a million
 * floats is common); 8-byte integers and hex strings go through BigInt.
 */
function putComponent(scalar: string, v: unknown, index: number, out: Uint8Array, at: number): void {
  const { size, kind } = SCALARS[scalar];
  const bad = (why: string): never => { throw new ArgFault(`${scalar} value ${JSON.stringify(v)}: ${why}`, index); };
  let bits: bigint;
  if (typeof v === 'string') {
    if (!/^0x[0-9a-f]+$/i.test(v.trim())) bad('a string must be raw bits in hex ("0x3f800000")');
    bits = BigInt(v.trim());
    if (bits >> BigInt(size * 8)) bad(`more than ${size * 8} bits`);
  } else if (typeof v !== 'number') return bad('expected a number or a "0x..." string');
  else if (kind === 'float') {
    if (size === 8) { new DataView(out.buffer, out.byteOffset).setFloat64(at, v, true); return; }
    const f = f32Bits(v);
    putSmall(size === 4 ? f : f32ToF16(f), size, out, at);
    return;
  } else {
    if (!Number.isSafeInteger(v)) bad('not an exact integer (write large values as "0x..." strings)');
    const lo = kind === 'int' ? -(2 ** (size * 8 - 1)) : 0;
    const hi = kind === 'int' ? 2 ** (size * 8 - 1) - 1 : 2 ** (size * 8) - 1;
    if (v < lo || v > hi) bad(`out of range for ${scalar} (${lo}..${hi})`);
    if (size <= 4) { putSmall(v, size, out, at); return; }
    bits = BigInt.asUintN(size * 8, BigInt(v));
  }
  for (let i = 0; i < size; i++) out[at + i] = Number((bits >> BigInt(8 * i)) & 0xffn);
}

/** The low `size` (1, 2 or 4) bytes of an integer (two's complement), little-endian. */
function putSmall(v: number, size: number, out: Uint8Array, at: number): void {
  for (let i = 0; i < size; i++) out[at + i] = (v >>> (8 * i)) & 255;
}

/** Bytes of `count` components per element, each element padded to `stored` components. */
export function encodeValues(t: ArgType, values: readonly unknown[], index: number): Uint8Array {
  if (values.length % t.count) throw new ArgFault(`${values.length} values are not a whole number of ${t.name} (${t.count} components each)`, index);
  const n = values.length / t.count;
  const es = SCALARS[t.scalar].size;
  const out = new Uint8Array(n * t.size);
  for (let e = 0; e < n; e++) {
    for (let c = 0; c < t.count; c++) putComponent(t.scalar, values[e * t.count + c], index, out, e * t.size + c * es);
  }
  return out;
}

export function hexBytes(hex: string, index: number): Uint8Array {
  const h = hex.replace(/\s+/g, '');
  if (!/^([0-9a-f]{2})*$/i.test(h)) throw new ArgFault('"hex" must be pairs of hex digits (bytes in memory order)', index);
  const out = new Uint8Array(h.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(h.slice(2 * i, 2 * i + 2), 16);
  return out;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export function toHex(b: Uint8Array): string {
  const parts: string[] = [];
  for (let i = 0; i < b.length; i += 8192) {
    let s = '';
    for (let j = i; j < Math.min(b.length, i + 8192); j++) s += HEX[b[j]];
    parts.push(s);
  }
  return parts.join('');
}

/** Start offsets of the top-level elements of a JSON array text (for locating argument errors). */
export function elementOffsets(text: string): number[] {
  const out: number[] = [];
  let depth = 0;
  let inString = false;
  let expect = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (/\s/.test(c)) continue;
    if (expect && depth === 1) { out.push(i); expect = false; }
    if (c === '"') inString = true;
    else if (c === '[' || c === '{') { depth++; if (depth === 1 && c === '[') expect = true; }
    else if (c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 1) expect = true;
  }
  return out;
}
