// The 9-bit source-operand model defined once (src/isa/special-regs.ts, src/isa/src-operands.ts):
// its classification of every code, its inline-constant values against the IEEE formats, and a
// guard that no other module writes its own copy of the special codes or the constant ranges.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  INLINE_F16, INLINE_F32, INLINE_F64, INLINE_FLOAT_VALUES, SPECIAL_SOURCES, inlineIntCode, inlineIntValue, isInlineConst, readsBus,
} from '../src/isa/src-operands.js';
import { EXEC_LO, INV_2PI, LITERAL, M0, VCC } from '../src/isa/special-regs.js';
import { ssrcName } from '../src/isa/registers.js';
import { asm } from './support/asm.js';

const range = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i);

test('every code below 256 is classified: bus reads, inline constants, the rest free', () => {
  assert.deepEqual(range(0, 255).filter(readsBus), [...range(0, 127), ...range(235, 239), 251, 252, 253, 255]);
  assert.deepEqual(range(0, 255).filter(isInlineConst), [...range(128, 208), ...range(240, 248)]);
  assert.deepEqual(range(128, 208).map(inlineIntValue), [...range(0, 64), ...range(1, 16).map((v) => -v)]);
  for (let v = -16; v <= 64; v++) assert.equal(inlineIntValue(inlineIntCode(v)!), v);
  assert.equal(inlineIntCode(65), undefined);
  assert.equal(inlineIntCode(-17), undefined);
  assert.deepEqual([VCC, M0, EXEC_LO, INV_2PI, LITERAL], [106, 124, 126, 248, 255]);
});

test('the inline floats have the same value in every width', () => {
  const f16 = (h: number): number => (h & 0x8000 ? -1 : 1) * 2 ** (((h >> 10) & 31) - 15) * (1 + (h & 0x3ff) / 1024);
  const f32 = (u: number): number => new Float32Array(new Uint32Array([u]).buffer)[0];
  const f64 = (b: bigint): number => new Float64Array(new BigUint64Array([b]).buffer)[0];
  assert.deepEqual(INLINE_F32.slice(0, 8).map(f32), INLINE_FLOAT_VALUES);
  assert.deepEqual(INLINE_F16.slice(0, 8).map(f16), INLINE_FLOAT_VALUES);
  assert.deepEqual(INLINE_F64.slice(0, 8).map(f64), INLINE_FLOAT_VALUES);
  // 1/(2*pi) rounded to each format.
  assert.equal(f64(INLINE_F64[8]), 0.15915494309189532);
  assert.equal(f32(INLINE_F32[8]), Math.fround(1 / (2 * Math.PI)));
  assert.ok(Math.abs(f16(INLINE_F16[8]) - 1 / (2 * Math.PI)) < 2 ** -14);
});

test('the special sources print and assemble by the one name table', () => {
  for (const [code, name] of SPECIAL_SOURCES) assert.equal(ssrcName('gcn1.4', code), name);
  assert.equal(ssrcName('gcn1.2', 235), undefined);
  // llvm-mc 19 -arch=amdgcn -mcpu=gfx900 -show-encoding: s_mov_b32 s0, src_shared_base -> [0xeb,0x00,0x80,0xbe];
  // s_mov_b32 s0, src_scc -> [0xfd,0x00,0x80,0xbe]
  assert.deepEqual(asm('gcn1.4', 's_mov_b32 s0, src_shared_base'), [0xbe8000eb]);
  assert.deepEqual(asm('gcn1.4', 's_mov_b32 s0, src_scc'), [0xbe8000fd]);
  // v_add_f32 v1, 0.5, v2 -> [0xf0,0x04,0x02,0x02]; v_add_f16 v1, 0.5, v2 -> [0xf0,0x04,0x02,0x3e] (the f16 0.5 is the same code).
  assert.deepEqual(asm('gcn1.4', 'v_add_f32 v1, 0.5, v2'), [0x020204f0]);
  assert.deepEqual(asm('gcn1.4', 'v_add_f16 v1, 0.5, v2'), [0x3e0204f0]);
});

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((n) => {
    const p = join(dir, n);
    return statSync(join(ROOT, p)).isDirectory() ? sources(p) : n.endsWith('.ts') ? [p] : [];
  });
}

test('no module outside src/isa defines its own special register codes or inline-constant ranges', () => {
  const copies: string[] = [];
  for (const file of [...sources('src'), ...sources('wasm')]) {
    if (file.startsWith('src/isa/special-regs.ts') || file.startsWith('src/isa/src-operands.ts')) continue;
    readFileSync(join(ROOT, file), 'utf8').split('\n').forEach((line, i) => {
      if (/\bconst (VCC|M0|EXEC\w*|LITERAL|LDS_DIRECT)\s*=\s*\d/.test(line) || /(>=|>) ?12[78] && \w+ <= 208|>= 240 && \w+ <= 24[78]|>= 235 && \w+ <= 23[89]|>= 251 && \w+ <= 253/.test(line)) {
        copies.push(`${file}:${i + 1}: ${line.trim()}`);
      }
    });
  }
  assert.deepEqual(copies, []);
});

/** The special codes: VCC, M0, EXEC, the apertures, 1/(2*pi), src_vccz/execz/scc, lds_direct, the literal. */
const CODE = '(10[67]|12[4-7]|23[5-9]|24[08]|25[1-5])';
/**
 * How a copied code shows: an operand code compared with one, a wave's ssrc() read of one, a field
 * value record ({ src0: 255 }, a layout's literal rule) or a register table's code of one.
 */
const CODE_USES: readonly RegExp[] = [
  new RegExp(`\\b\\w*(code|Code)\\s*(===|!==|<=|>=|<|>)\\s*${CODE}\\b`),
  /\.ssrc\(\s*\d+\s*\)/,
  new RegExp(`\\{\\s*\\w+:\\s*${CODE}\\s*[},]`),
  new RegExp(`\\bcode:\\s*${CODE}\\b`),
];
/**
 * Known copies left to their owners' branches: src/analyze/cfg.ts's constant() repeats the literal
 * and inline-integer model (anspeed/anmiss own src/analyze; it is isInlineInt/inlineIntValue).
 */
const CODE_EXCEPTIONS = new Set(['src/analyze/cfg.ts']);

test('no module outside src/isa/special-regs.ts and src-operands.ts writes a special operand code as a number', () => {
  const copies: string[] = [];
  for (const file of [...sources('src'), ...sources('wasm')]) {
    if (file === 'src/isa/special-regs.ts' || file === 'src/isa/src-operands.ts' || CODE_EXCEPTIONS.has(file)) continue;
    readFileSync(join(ROOT, file), 'utf8').split('\n').forEach((line, i) => {
      const code = line.replace(/\/\/.*$/, '').trim();
      if (!code.startsWith('*') && CODE_USES.some((r) => r.test(code))) copies.push(`${file}:${i + 1}: ${code}`);
    });
  }
  assert.deepEqual(copies, []);
});
