// runKernel() and `gcnkit run` on the whole code object (docs/sim.md P106): scripts/kernels/calls.cl
// as clang-19 -c made it (relocatable: gcnkit places the sections and applies .rela.*) and as
// ld.lld-19 linked it (every PT_LOAD segment, .rela.dyn's R_AMDGPU_RELATIVE64): a kernel calling a
// noinline function (s_swappc_b64 there, s_setpc_b64 back), one reading a __constant table, one
// reading a __constant table of pointers and a program-scope global, each against a CPU reference.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OBJECT_GPUS, objectDir } from '../scripts/object-compare.js';
import { readCodeObject } from '../src/objects/code-object.js';
import { loadImage } from '../src/objects/image.js';
import { R_AMDGPU_RELATIVE64 } from '../src/objects/elf.js';
import { runKernel, SimError } from '../src/sim/index.js';
import { CASES, N } from './support/calls-cases.js';
import { gcnkit } from './support/cli.js';

const GPUS = OBJECT_GPUS;
const tmp = mkdtempSync(join(tmpdir(), 'gcnkit-run-image-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

const path = (gpu: string, file: string): string => join(objectDir('hsa', gpu), file);
const bytes = (gpu: string, file: string): Uint8Array => new Uint8Array(readFileSync(path(gpu, file)));
const words = (b: Uint8Array): number[] => Array.from(new Uint32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.length)));
for (const gpu of GPUS) {
  for (const file of ['calls.o', 'calls.so']) {
    test(`${gpu} ${file}: a call to a noinline function, a __constant table, a pointer table and a global give the CPU's results`, () => {
      for (const c of CASES) {
        const r = runKernel(bytes(gpu, file), c.kernel, { grid: [N], block: [32] }, c.args, { file });
        const out = r.buffers.find((b) => b.arg === 1)!.bytes;
        const got = c.floats ? Array.from(new Float32Array(out.buffer.slice(out.byteOffset, out.byteOffset + out.length))) : words(out);
        assert.deepEqual(got, c.want, `${c.kernel}`);
        assert.deepEqual(r.hazards, [], c.kernel);
      }
    });
  }
}

test('the call runs in the function: the trace goes to poly (its .text offset) and back after s_swappc_b64', () => {
  const obj = readCodeObject(bytes('gfx900', 'calls.so'));
  const polySym = obj.elf.symbols.find((s) => s.name === 'poly')!;
  const text = obj.text!;
  const r = runKernel(obj, 'call_poly', { grid: [1], block: [1] }, CASES[0].args.map((a, i) => (i === 2 ? { scalar: 'uint', value: 1 } : a)), { trace: true });
  const pcs = r.trace!.map((t) => t.pc);
  const call = r.trace!.findIndex((t) => t.text.startsWith('s_swappc_b64'));
  assert.ok(call > 0);
  assert.equal(pcs[call + 1], polySym.value - text.addr, 'the instruction after the call is poly\'s first');
  const ret = r.trace!.findIndex((t) => t.text.startsWith('s_setpc_b64'));
  assert.equal(pcs[ret + 1], pcs[call] + 4, 'the return lands after the call');
});

test('loadImage: every R_AMDGPU_RELATIVE64 of the linked object holds the load base + its addend; segments at base + p_vaddr', () => {
  for (const gpu of GPUS) {
    const obj = readCodeObject(bytes(gpu, 'calls.so'));
    const base = 0x10000;
    const img = loadImage(obj, base);
    const rel = obj.elf.dynRelocs.filter((r) => r.type === R_AMDGPU_RELATIVE64);
    assert.equal(rel.length, 2, gpu); // PARITY's two pointers (llvm-readelf -r calls.so)
    for (const r of rel) {
      const range = img.ranges.find((x) => base + r.offset >= x.addr && base + r.offset + 8 <= x.addr + x.bytes.length)!;
      const dv = new DataView(range.bytes.buffer, range.bytes.byteOffset);
      assert.equal(dv.getBigUint64(base + r.offset - range.addr, true), BigInt(base) + r.addend, gpu);
    }
    assert.equal(img.textAddr, base + obj.text!.addr, gpu);
    assert.deepEqual(img.code.map((c) => c.addr), [base + obj.text!.addr], gpu);
  }
});

test('gcnkit run on the linked object: exit 0 and the results (CLI); an undefined symbol is a located error, exit 1', () => {
  const args = join(tmp, 'args.json');
  writeFileSync(args, JSON.stringify([{ buffer: 'float', data: [0.5, 1, 2, -1] }, { buffer: 'float', data: [0, 0, 0, 0] }, { scalar: 'uint', value: 4 }]));
  const so = path('tahiti', 'calls.so');
  const ok = gcnkit(['run', so, '--kernel', 'call_poly', '--grid', '4', '--block', '4', '--args', args]);
  assert.equal(ok.code, 0, ok.stderr);
  assert.match(ok.stdout, /arg 1 \(float, 16 bytes\):\n {2}\[ {3}0\] 1 3 11 2\n/);
  // The same relocatable object with poly's symbol made undefined (st_shndx 0): the call cannot be relocated.
  const o = bytes('tahiti', 'calls.o').slice();
  const obj = readCodeObject(o);
  const symtab = obj.elf.sections.find((s) => s.type === 2)!;
  const at = symtab.offset + obj.elf.symbols.findIndex((s) => s.name === 'poly') * 24 + 6;
  o[at] = 0;
  o[at + 1] = 0;
  const bad = join(tmp, 'undef.o');
  writeFileSync(bad, o);
  const r = gcnkit(['run', bad, '--kernel', 'call_poly', '--grid', '4', '--block', '4', '--args', args]);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /undef\.o:1:1: error: the code object cannot be loaded: relocation at 0x[0-9a-f]+: symbol poly is not defined in the object/);
  assert.doesNotMatch(r.stderr, /\n\s+at /);
  assert.throws(() => runKernel(o, 'call_poly', { grid: [4], block: [4] }, []), SimError);
});
