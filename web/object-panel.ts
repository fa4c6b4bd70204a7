// Opening a code object (.o / .co, dropped on the page or chosen with the file button): the
// object's listing (gcnkit dis --print-address of an ELF object: addresses and branch targets), and its code as hex lines for the explorer.
import { decodeRange, ElfError, listObject, readCodeObject, type CodeObject } from '../src/index.js';
import { h } from './dom.js';

export interface OpenedObject {
  /** The object's GPU (gfx name), for the GPU selector. */
  readonly gpu?: string;
  /** The code, one instruction per line as hex dwords, for the input box. */
  readonly hex?: string;
  readonly panel: HTMLElement;
  /** The object as read, and its bytes (the simulator panel runs its kernels). */
  readonly object?: CodeObject;
  readonly bytes?: Uint8Array;
  /** Input line of each kernel's first instruction (the hex lines are one instruction each). */
  readonly kernelLines?: ReadonlyMap<string, number>;
  /** Each input line's instruction text. */
  readonly texts?: readonly string[];
}

export function openObject(name: string, bytes: Uint8Array): OpenedObject {
  let obj;
  try {
    obj = readCodeObject(bytes);
  } catch (e) {
    const msg = e instanceof ElfError ? `${name}:0x${e.offset.toString(16)}: error: ${e.message}` : `${name}: error: ${(e as Error).message}`;
    return { panel: h('pre', { class: 'diag error', role: 'alert' }, msg) };
  }
  const lines: string[] = [];
  const warnings: string[] = [];
  listObject(obj, { printAddress: true }, (l) => lines.push(l), (at, m) => warnings.push(`${name}:0x${at.toString(16)}: warning: ${m}`));
  const code = obj.text ? decodeRange(obj, 0, obj.text.size & ~3) : [];
  const hex = code.map((i) => i.words.map((w) => w.toString(16).padStart(8, '0')).join(' ')).join('\n');
  const kinds = `${obj.mesa ? 'Mesa' : 'HSA'} code object v${obj.version}, ${obj.linked ? 'linked' : 'relocatable'}`;
  const panel = h('div', { class: 'object' },
    h('p', { id: 'object-summary' }, `${name}: ${obj.target.gfx} (${kinds}), ${obj.kernels.length} kernel${obj.kernels.length === 1 ? '' : 's'}: ${obj.kernels.map((k) => k.name).join(', ')}`),
    ...warnings.slice(0, 20).map((w) => h('pre', { class: 'diag warning' }, w)),
    h('pre', { id: 'object-listing', tabindex: 0 }, lines.join('\n')));
  const kernelLines = new Map(obj.kernels.map((k) => [k.name, code.findIndex((i) => i.offset === k.offset) + 1] as const).filter(([, l]) => l > 0));
  return { gpu: obj.target.gfx, hex, panel, object: obj, bytes, kernelLines, texts: code.map((i) => i.text) };
}
