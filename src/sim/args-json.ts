// ARGS.json as text (the format of `gcnkit run --args` and runKernel(), see kernargs.ts): parsed
// with located errors, a valid template derived from a kernel's metadata (the web explorer
// prefills its arguments editor with it), and buffer bytes read back as typed values. No Node APIs.
import type { CodeObject } from '../objects/code-object.js';
import { metaArgs, metaKernel, type Dispatch, type MetaArg } from './dispatch.js';
import { bitsF32, f16ToF32, f32Bits, f32ToF16 } from './half.js';
import { argType, scalarKind, type ArgType, type KernelArg } from './kernargs.js';
import { locatedError } from './state.js';

/** ARGS.json's text as an array; bad JSON is a located error (SimError) in `file`. */
export function parseArgsJson(text: string, file: string): KernelArg[] {
  try {
    return JSON.parse(text) as KernelArg[];
  } catch (e) {
    const m = /position (\d+)/.exec((e as Error).message);
    throw locatedError(file, text, m ? Number(m[1]) : text.length, `invalid JSON: ${(e as Error).message.replace(/ in JSON at position \d+.*$/, '')}`);
  }
}

/** Buffers longer than this are not prefilled whole (a 1M work-item grid would be megabytes of JSON). */
export const TEMPLATE_MAX_ELEMENTS = 65536;

export interface ArgsTemplate {
  /** One element per explicit argument; `{}` for a kind runKernel cannot pass (image, sampler, ...). */
  readonly args: readonly (KernelArg | Record<string, never>)[];
  /** What each explicit argument is in the kernel's signature ("float* (global)", "uint", "uint* (local)"). */
  readonly described: readonly string[];
  /** What the template had to guess or cut short. */
  readonly notes: readonly string[];
}

/** A dispatch to start from: the required workgroup size if the metadata gives one, else 64; four workgroups along X. */
export function defaultDispatch(obj: CodeObject, name: string): Dispatch {
  const reqd = metaKernel(obj, name)?.['.reqd_workgroup_size'];
  const block = Array.isArray(reqd) && reqd.length === 3 ? reqd.map(Number) : [64];
  while (block.length > 1 && block[block.length - 1] === 1) block.pop();
  return { grid: block.map((b, d) => (d === 0 ? 4 * b : b)), block };
}

/** The pointee (buffer, local) or value type of an argument as written in the metadata, qualifiers and `*` dropped. */
function baseType(m: MetaArg): string {
  return (m.typeName ?? '').replace(/^(const |volatile |restrict )+/, '').replace(/\s*\*$/, '');
}

/** Element k of argument i: small, distinct per argument, exact in every type (char, half included). */
function sample(t: ArgType, k: number, i: number): number {
  return scalarKind(t.scalar) === 'float' ? (k % 100) / 4 + i : (k % 100) + i;
}

/**
 * ARGS.json for kernel `name` of `obj` dispatched as `d`: a buffer per global pointer (its pointee
 * type, one element per work-item, sample values), scalars (integers: the number of work-items,
 * the usual bound `n`; floats: 2), structs by value as zero bytes, `local` pointers with one
 * element per work-item of a workgroup. Throws nothing: a kernel the metadata does not describe
 * gets no arguments and a note.
 */
export function argsTemplate(obj: CodeObject, name: string, d: Dispatch): ArgsTemplate {
  const meta = metaKernel(obj, name);
  if (!meta) return { args: [], described: [], notes: [`the metadata note does not describe kernel '${name}': its arguments are unknown`] };
  const items = d.grid.reduce((a, b) => a * b, 1);
  const groupItems = d.block.reduce((a, b) => a * b, 1);
  const n = Math.min(items, TEMPLATE_MAX_ELEMENTS);
  const notes: string[] = [];
  const args: (KernelArg | Record<string, never>)[] = [];
  const described: string[] = [];
  metaArgs(meta).filter((m) => !m.kind.startsWith('hidden_')).forEach((m, i) => {
    const t = argType(baseType(m));
    described.push(m.kind === 'global_buffer' ? `${m.typeName ?? 'pointer'} (global)` : m.kind === 'dynamic_shared_pointer' ? `${m.typeName ?? 'pointer'} (local)` : m.typeName ?? `${m.kind} of ${m.size} bytes`);
    if (m.kind === 'global_buffer') {
      if (!t) {
        notes.push(`argument ${i}: ${m.typeName ?? 'a pointer'} points to no OpenCL type: ${n} x 16 zero bytes guessed`);
        args.push({ buffer: 'uchar', hex: '00'.repeat(16 * n) });
      } else args.push({ buffer: t.name, data: Array.from({ length: n * t.count }, (_, k) => sample(t, k, i)) });
      if (t && n < items) notes.push(`argument ${i}: ${n} elements, not one per work-item (${items}): the prefill stops at ${TEMPLATE_MAX_ELEMENTS}`);
    } else if (m.kind === 'by_value') {
      if (t && t.size === m.size) {
        const v = scalarKind(t.scalar) === 'float' ? 2 : Math.min(items, 2 ** (8 * t.size / t.stored - 1) - 1);
        args.push({ scalar: t.name, value: t.count === 1 ? v : Array.from({ length: t.count }, () => v) });
      } else {
        notes.push(`argument ${i}: ${m.typeName ?? 'a value'} of ${m.size} bytes passed by value: zero bytes`);
        args.push({ scalar: 'uchar', value: Array.from({ length: m.size }, () => 0) });
      }
    } else if (m.kind === 'dynamic_shared_pointer') {
      args.push({ local: Math.min(65536, groupItems * (t?.size ?? 4)) });
    } else {
      notes.push(`argument ${i}: a ${m.kind}: runKernel cannot pass it`);
      args.push({});
    }
  });
  return { args, described, notes };
}

/** ARGS.json text: one argument per line. */
export function formatArgs(args: readonly unknown[]): string {
  return args.length ? '[\n' + args.map((a) => '  ' + JSON.stringify(a)).join(',\n') + '\n]\n' : '[]\n';
}

/** The shortest decimal that reads back to the same value of the format (`back` rounds to it). */
function shortest(x: number, back: (v: number) => number): string {
  if (Object.is(x, -0)) return '-0';
  if (!Number.isFinite(x)) return String(x);
  for (let p = 1; p < 17; p++) {
    const s = Number(x.toPrecision(p));
    if (back(s) === x) return String(s);
  }
  return String(x);
}

const f16Back = (v: number): number => bitsF32(f16ToF32(f32ToF16(f32Bits(v))));

/** One component at byte `at`: its value as text, or (hex) its bits in the component's width. */
function componentText(t: ArgType, dv: DataView, at: number, hex: boolean): string {
  const size = t.size / t.stored;
  if (hex) {
    let s = '';
    for (let b = size - 1; b >= 0; b--) s += dv.getUint8(at + b).toString(16).padStart(2, '0');
    return '0x' + s;
  }
  switch (t.scalar) {
    case 'char': return String(dv.getInt8(at));
    case 'uchar': return String(dv.getUint8(at));
    case 'short': return String(dv.getInt16(at, true));
    case 'ushort': return String(dv.getUint16(at, true));
    case 'int': return String(dv.getInt32(at, true));
    case 'uint': return String(dv.getUint32(at, true));
    case 'long': return String(dv.getBigInt64(at, true));
    case 'ulong': return String(dv.getBigUint64(at, true));
    case 'half': return shortest(bitsF32(f16ToF32(dv.getUint16(at, true))), f16Back);
    case 'float': return shortest(dv.getFloat32(at, true), Math.fround);
    default: return shortest(dv.getFloat64(at, true), (v) => v);
  }
}

/**
 * A buffer's bytes as elements of `type` (an OpenCL type; anything else reads as uchar): one
 * string per element, "1.5" or "(1, 2, 3)" for a vector (a 3-vector's fourth, padding component
 * is not shown), the shortest decimal that reads back exactly; `hex`: raw bits per component.
 * At most `limit` elements; `elements` is how many the buffer holds (a trailing partial one is not shown).
 */
export function bufferValues(type: string, bytes: Uint8Array, hex = false, limit = Infinity): { values: string[]; elements: number } {
  const t = argType(type) ?? argType('uchar')!;
  const elements = Math.floor(bytes.length / t.size);
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const cs = t.size / t.stored;
  const values: string[] = [];
  for (let e = 0; e < Math.min(elements, limit); e++) {
    const parts: string[] = [];
    for (let c = 0; c < t.count; c++) parts.push(componentText(t, dv, e * t.size + c * cs, hex));
    values.push(t.count === 1 ? parts[0] : `(${parts.join(', ')})`);
  }
  return { values, elements };
}
