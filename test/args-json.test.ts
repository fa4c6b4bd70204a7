// ARGS.json helpers (src/sim/args-json.ts): the template the web explorer prefills from a kernel's
// metadata is accepted by runKernel for every kernel of the corpus, typed read-back of buffers,
// located JSON errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { objectDir } from '../scripts/object-compare.js';
import { readCodeObject } from '../src/objects/code-object.js';
import { argsTemplate, bufferValues, defaultDispatch, formatArgs, parseArgsJson, runKernel, SimError, TEMPLATE_MAX_ELEMENTS, type KernelArg } from '../src/sim/index.js';

const read = (gpu: string, name: string) => readCodeObject(new Uint8Array(readFileSync(join(objectDir('hsa', gpu), `${name}.o`))));
const le = (...words: number[]): Uint8Array => new Uint8Array(new Uint32Array(words).buffer);

test('vadd: three float buffers of one element per work-item and n = the work-items; run as prefilled, c = a + b', () => {
  const obj = read('gfx900', 'vadd');
  const d = defaultDispatch(obj, 'vadd');
  assert.deepEqual(d, { grid: [256], block: [64] });
  const t = argsTemplate(obj, 'vadd', d);
  assert.deepEqual(t.described, ['float* (global)', 'float* (global)', 'float* (global)', 'uint']);
  assert.deepEqual(t.notes, []);
  const args = parseArgsJson(formatArgs(t.args), 'args.json') as { buffer?: string; data?: number[]; scalar?: string; value?: number }[];
  assert.deepEqual(args.map((a) => a.buffer ?? a.scalar), ['float', 'float', 'float', 'uint']);
  assert.deepEqual(args.slice(0, 3).map((a) => a.data!.length), [256, 256, 256]);
  assert.equal(args[3].value, 256);
  assert.notDeepEqual(args[0].data, args[1].data, 'the inputs differ');
  const r = runKernel(obj, 'vadd', d, args as KernelArg[]);
  const c = bufferValues('float', r.buffers[2].bytes).values.map(Number);
  assert.deepEqual(c, args[0].data!.map((x, i) => Math.fround(x + args[1].data![i])));
  assert.equal(formatArgs(t.args).split('\n').length, 7, 'one argument per line');
});

test('templates: local pointers get a workgroup of elements, structs zero bytes, a required workgroup size is the block', () => {
  const local = argsTemplate(read('gfx900', 'local'), 'reverse_local', { grid: [256], block: [64] });
  assert.deepEqual(local.args[2], { local: 256 });
  const structs = read('gfx900', 'structs');
  const p = argsTemplate(structs, 'particles', { grid: [8], block: [8] });
  assert.deepEqual(p.args[0], { buffer: 'uchar', hex: '00'.repeat(128) });
  assert.deepEqual(p.args[2], { scalar: 'uchar', value: new Array(24).fill(0) });
  assert.equal(p.notes.length, 3);
  assert.match(p.notes[2], /argument 2: params of 24 bytes passed by value: zero bytes/);
  const mm = read('gfx900', 'matmul');
  assert.deepEqual(defaultDispatch(mm, 'matmul_tiled'), { grid: [64, 16], block: [16, 16] });
  const widen = argsTemplate(read('gfx900', 'bytes'), 'widen', { grid: [4], block: [4] });
  assert.deepEqual(widen.args[0], { buffer: 'uchar4', data: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] });
  const big = argsTemplate(read('gfx900', 'vadd'), 'vadd', { grid: [1 << 20], block: [256] });
  assert.equal((big.args[0] as unknown as { data: number[] }).data.length, TEMPLATE_MAX_ELEMENTS);
  assert.equal((big.args[3] as unknown as { value: number }).value, 1 << 20);
  assert.match(big.notes[0], /argument 0: 65536 elements, not one per work-item \(1048576\)/);
  assert.deepEqual(argsTemplate(read('gfx900', 'vadd'), 'nope', { grid: [1], block: [1] }).notes, ["the metadata note does not describe kernel 'nope': its arguments are unknown"]);
});

test('every kernel of the gfx900 corpus: its template passes runKernel\'s argument checks', () => {
  const dir = objectDir('hsa', 'gfx900');
  let kernels = 0;
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.o'))) {
    const obj = readCodeObject(new Uint8Array(readFileSync(join(dir, f))));
    for (const k of obj.kernels) {
      const d = { grid: [64], block: [64] };
      const text = formatArgs(argsTemplate(obj, k.name, d).args);
      try {
        runKernel(obj, k.name, d, parseArgsJson(text, 'args.json'), { argsFile: 'args.json', argsText: text, maxSteps: 20000 });
      } catch (e) {
        if (!(e instanceof SimError)) throw e;
        // Scratch, step limits and the like are the kernel's; the arguments must be right.
        assert.ok(!e.diagnostics.some((x) => x.file === 'args.json'), `${f} ${k.name}: ${e.message}`);
      }
      kernels++;
    }
  }
  assert.ok(kernels >= 25, `${kernels} kernels`);
});

test('bufferValues: typed elements, the shortest decimal that reads back, vectors, hex bits, a limit', () => {
  assert.deepEqual(bufferValues('float', le(0x3f800000, 0x3dcccccd, 0x80000000, 0x7fc00000, 0xff800000, 1)).values, ['1', '0.1', '-0', 'NaN', '-Infinity', '1e-45']);
  assert.deepEqual(bufferValues('float', le(0x3dcccccd), true).values, ['0x3dcccccd']);
  assert.deepEqual(bufferValues('half', new Uint8Array([0x66, 0x2e, 0x00, 0x3c])).values, ['0.1', '1']);
  assert.deepEqual(bufferValues('uchar4', le(0x04030201, 0xff)).values, ['(1, 2, 3, 4)', '(255, 0, 0, 0)']);
  assert.deepEqual(bufferValues('char', new Uint8Array([0xff, 0x7f])).values, ['-1', '127']);
  assert.deepEqual(bufferValues('short2', le(0x8000ffff), true).values, ['(0xffff, 0x8000)']);
  // A 3-vector takes 4 components of room; the fourth is not shown.
  assert.deepEqual(bufferValues('int3', le(1, 2, 0xffffffff, 9)).values, ['(1, 2, -1)']);
  assert.deepEqual(bufferValues('long', le(0xffffffff, 0xffffffff, 5, 1)).values, ['-1', '4294967301']);
  assert.deepEqual(bufferValues('ulong', le(0xffffffff, 0xffffffff)).values, ['18446744073709551615']);
  assert.deepEqual(bufferValues('double', new Uint8Array(new Float64Array([0.1, -2.5]).buffer)).values, ['0.1', '-2.5']);
  assert.deepEqual(bufferValues('uint', le(1, 2, 3), false, 2), { values: ['1', '2'], elements: 3 });
  assert.deepEqual(bufferValues('uint', new Uint8Array(6)), { values: ['0'], elements: 1 }, 'a trailing partial element is not shown');
  assert.deepEqual(bufferValues('struct', new Uint8Array([7, 8])).values, ['7', '8'], 'no OpenCL type: bytes');
});

test('parseArgsJson: bad JSON is a located SimError in the arguments file', () => {
  assert.deepEqual(parseArgsJson('[{"local": 4}]', 'a.json'), [{ local: 4 }]);
  try {
    parseArgsJson('[\n  {"local": 4},\n  {"local" 4}\n]', 'a.json');
    assert.fail('no error');
  } catch (e) {
    assert.ok(e instanceof SimError);
    assert.equal(e.diagnostics[0].file, 'a.json');
    assert.equal(e.diagnostics[0].line, 3);
    assert.match(e.diagnostics[0].message, /^invalid JSON: /);
  }
});
