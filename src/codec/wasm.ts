// The WebAssembly modules of the codec's kernels (the disassembler's, src/dis/kernel.ts, and the
// assembler's, src/asm/fast.ts): their bytes, built by `npm run build` into dist/wasm (from
// wasm/*.ts, AssemblyScript; scripts/wasm.ts) and read on first use, or given (a start-up snapshot
// reads them while it is made). Where there are none (a bare `tsc -p .`, a browser), or no
// WebAssembly, there is no kernel: every line takes the generic path, slower and the same bytes.

export type KernelName = 'dis' | 'asm';

const bytes = new Map<KernelName, Uint8Array | null>();
const modules = new Map<KernelName, WebAssembly.Module>();

/** The module's bytes (dist/wasm/NAME.wasm), or null where there are none. */
export function kernelBytes(name: KernelName): Uint8Array | null {
  let b = bytes.get(name);
  if (b !== undefined) return b;
  b = null;
  try {
    // Found from this file's place, three directories under the package (dist/src/codec, or the bundle's dist/bundle/cli).
    // Node's fs, got at run time (a browser has none; this module is in the web explorer's bundle too).
    const fs = (globalThis as { process?: { getBuiltinModule?(id: string): unknown } }).process?.getBuiltinModule?.('node:fs') as { readFileSync(path: URL): Uint8Array } | undefined;
    if (fs) b = fs.readFileSync(new URL(`../../../dist/wasm/${name}.wasm`, import.meta.url));
  } catch { /* no kernel */ }
  bytes.set(name, b);
  return b;
}

/** Use these bytes as the module (a start-up snapshot reads them while it is made, when Node has no WebAssembly). */
export function setKernelBytes(name: KernelName, b: Uint8Array): void {
  bytes.set(name, b);
  modules.delete(name);
}

/** Whether the kernel can be made here (its bytes, and WebAssembly). */
export function kernelAvailable(name: KernelName): boolean {
  return kernelBytes(name) !== null && typeof WebAssembly === 'object';
}

/** The compiled module (made once per process; never kept in a start-up snapshot: see dropKernelModules). */
export function kernelModule(name: KernelName): WebAssembly.Module {
  let m = modules.get(name);
  if (!m) modules.set(name, (m = new WebAssembly.Module(kernelBytes(name) as Uint8Array<ArrayBuffer>)));
  return m;
}

/** Forget the compiled modules (a start-up snapshot cannot hold them). */
export function dropKernelModules(): void {
  modules.clear();
}
