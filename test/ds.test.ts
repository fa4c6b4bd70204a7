// DS (LDS/GDS): the table, the offset forms, ds_swizzle_b32's swizzle text, and the errors.
// Expected bytes are llvm-mc 19's (`llvm-mc -arch=amdgcn -mcpu=CPU -show-encoding`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Gen } from '../src/isa/gens.js';
import { isaFor } from '../src/isa/index.js';
import { DS } from '../src/isa/ds.js';
import { llvmRow } from '../src/isa/table.js';
import { decode } from '../src/codec/codec.js';
import { printDecoded } from '../src/syntax/print.js';
import { swizzleText } from '../src/syntax/swizzle.js';
import { asm, asmError } from './support/asm.js';
import { assembleInstruction } from '../src/asm/instruction.js';

const hex = (ws: number[]): string => ws.map((w) => w.toString(16).padStart(8, '0')).join(' ');
const dis = (gen: Gen, ws: number[]): string => printDecoded(decode(gen, ws, 0)!, ws, 0).text;
const err = asmError;

test('DS rows per GPU: as many as llvm-mc 19 assembles (docs/llvm-mc/ds/ds.tsv)', () => {
  // llvm-mc's rows: CLRX-only ones (src/isa/clrx-rows.ts) are not counted.
  const count = (g: Gen): number => isaFor(g).encodings.find((e) => e.table === DS)!.byKey.filter((d) => d && llvmRow(d)).length;
  assert.deepEqual([count('gcn1.0'), count('gcn1.1'), count('gcn1.2'), count('gcn1.4')], [131, 139, 144, 154]);
});

test('the opcode and the gds bit move by one bit between GCN 1.1 and GCN 1.2', () => {
  // ds_write2_b32 v1, v2, v3 offset0:1 offset1:2 gds
  assert.equal(hex(asm('gcn1.1', 'ds_write2_b32 v1, v2, v3 offset0:1 offset1:2 gds')), 'd83a0201 00030201');
  assert.equal(hex(asm('gcn1.2', 'ds_write2_b32 v1, v2, v3 offset0:1 offset1:2 gds')), 'd81d0201 00030201');
  // ds_append (0x3e on GCN 1.0/1.1, 0xbe on GCN 1.2/1.4)
  assert.equal(hex(asm('gcn1.0', 'ds_append v1 offset:4')), 'd8f80004 01000000');
  assert.equal(hex(asm('gcn1.4', 'ds_append v1 offset:4 gds')), 'd97d0004 01000000');
});

test('operand shapes: data widths, _rtn VDST, two-address VDST pairs, src2 and GWS forms', () => {
  const cases: [Gen, string, string][] = [
    ['gcn1.4', 'ds_read_b96 v[1:3], v2 offset:65535', 'd9fcffff 01000002'],
    ['gcn1.2', 'ds_cmpst_rtn_b64 v[10:11], v20, v[30:31], v[40:41]', 'd8e00000 0a281e14'],
    ['gcn1.2', 'ds_read2st64_b64 v[1:4], v5 offset0:1 offset1:255', 'd8f0ff01 01000005'],
    ['gcn1.4', 'ds_wrxchg2_rtn_b32 v[10:11], v20, v30, v40', 'd85c0000 0a281e14'],
    ['gcn1.4', 'ds_write_src2_b32 v1 offset:4 gds', 'd91b0004 00000001'],
    ['gcn1.4', 'ds_gws_sema_p offset:4 gds', 'd9390004 00000000'],
    ['gcn1.4', 'ds_read_addtid_b32 v1 offset:4 gds', 'd96d0004 01000000'],
    ['gcn1.4', 'ds_write_addtid_b32 v1 offset:4', 'd83a0004 00000100'],
    ['gcn1.4', 'ds_read_u8_d16_hi v1, v2', 'd8ae0000 01000002'],
    ['gcn1.2', 'ds_bpermute_b32 v1, v2, v3 offset:65535', 'd87effff 01000302'],
    ['gcn1.2', 'ds_nop', 'd8280000 00000000'],
  ];
  for (const [g, line, want] of cases) {
    assert.equal(hex(asm(g, line)), want, line);
    assert.equal(dis(g, asm(g, line)), line, line);
  }
});

test('ds_swizzle_b32 offsets print as llvm-mc prints them', () => {
  const cases: [number, string][] = [
    [0x0001, 'swizzle(BITMASK_PERM,"0000p")'], [0x001f, 'swizzle(BITMASK_PERM,"ppppp")'], [0x03e0, 'swizzle(BROADCAST,32,31)'],
    [0x041f, 'swizzle(SWAP,1)'], [0x8000, 'swizzle(QUAD_PERM,0,0,0,0)'], [0x80e4, 'swizzle(QUAD_PERM,0,1,2,3)'],
    [0x801b, 'swizzle(QUAD_PERM,3,2,1,0)'], [0xffff, '65535'], [0x0c1f, 'swizzle(REVERSE,4)'],
    [0x201f, 'swizzle(SWAP,8)'], [0x003e, 'swizzle(BROADCAST,2,1)'], [0xf000, '61440'], [0x7c1f, 'swizzle(REVERSE,32)'],
    [0x0906, 'swizzle(BITMASK_PERM,"01pi0")'],
    // and and or both set on a bit: llvm-mc prints "11110" for 0x07ff, which reads back as 0x03c0 (BROADCAST,32,30):
    // gcnkit prints the number (ERRATA.md).
    [0x0021, '33'], [0x07ff, '2047'],
  ];
  for (const [v, want] of cases) assert.equal(swizzleText(v), want, v.toString(16));
});

test('ds_swizzle_b32 swizzle(...) parses to llvm-mc bytes, and every printed offset reads back', () => {
  assert.equal(hex(asm('gcn1.4', 'ds_swizzle_b32 v1, v2 offset:swizzle(SWAP,16)')), 'd87a401f 01000002');
  assert.equal(hex(asm('gcn1.4', 'ds_swizzle_b32 v1, v2 offset:swizzle(BROADCAST,2,1)')), 'd87a003e 01000002');
  assert.equal(hex(asm('gcn1.4', 'ds_swizzle_b32 v1, v2 offset:swizzle( SWAP , 1+1 )')), 'd87a081f 01000002');
  assert.equal(hex(asm('gcn1.4', 'ds_swizzle_b32 v1, v2 offset:32768')), 'd87a8000 01000002');
  for (let v = 0; v < 0x10000; v += 7) {
    const line = `ds_swizzle_b32 v1, v2${v ? ` offset:${swizzleText(v)}` : ''}`;
    const ws = asm('gcn1.2', line);
    assert.equal(ws[0] & 0xffff, v, line);
  }
});

test('DS errors are llvm-mc\'s, located', () => {
  const cases: [Gen, string, RegExp, number][] = [
    ['gcn1.4', 'ds_read_b32 v1, v2 offset:65536', /offset \(unsigned 16-bit\)/, 20],
    ['gcn1.4', 'ds_read2_b32 v[1:2], v3 offset0:255 offset1:256', /offset1 \(unsigned 8-bit\)/, 37],
    ['gcn1.4', 'ds_read2_b32 v[1:2], v3 offset:4', /does not take 'offset:4'.*offset0:/, 25],
    ['gcn1.4', 'ds_read_b32 v1, v2 offset0:4', /does not take 'offset0:4'/, 20],
    ['gcn1.4', 'ds_gws_init v1', /needs the gds modifier/, 15],
    ['gcn1.4', 'ds_permute_b32 v1, v2, v3 gds', /does not take 'gds'/, 27],
    ['gcn1.4', 'ds_nop gds', /takes no modifiers/, 8],
    ['gcn1.4', 'ds_swizzle_b32 v1, v2 offset:swizzle(SWAP,3)', /group size must be a power of two/, 43],
    ['gcn1.4', 'ds_swizzle_b32 v1, v2 offset:swizzle(BROADCAST,2,2)', /lane id must be in the interval \[0,group size - 1\]/, 50],
    ['gcn1.4', 'ds_swizzle_b32 v1, v2 offset:swizzle(QUAD_PERM,0,1,2,4)', /expected a 2-bit lane id/, 54],
    ['gcn1.4', 'ds_swizzle_b32 v1, v2 offset:swizzle(BITMASK_PERM,"01pi")', /expected a 5-character mask/, 51],
    ['gcn1.4', 'ds_swizzle_b32 v1, v2 offset:swizzle(FFT,3)', /expected a swizzle mode/, 38],
    ['gcn1.4', 'ds_read_b64 v[1:3], v2', /vdst/, 13],
    ['gcn1.2', 'ds_bpermute_b32 v1, v2, v3 offset:swizzle(SWAP,1)', /swizzle\(\.\.\.\) is ds_swizzle_b32's offset/, 28],
    ['gcn1.2', 'ds_read_u8_d16 v1, v2', /GCN 1.4\/CDNA 2\/CDNA 3 only; selected tonga is GCN 1.2/, 1],
    ['gcn1.0', 'ds_read_b128 v[1:4], v2', /GCN 1.1\/GCN 1.2\/GCN 1.4\/CDNA 2\/CDNA 3 only/, 1],
  ];
  for (const [g, line, re, col] of cases) {
    const e = err(g, line);
    assert.match(e.message, re, line);
    assert.equal(e.col, col, `${line}: ${e.message}`);
  }
});

test('llvm syntax: upper-case hex digits and swizzle modes are llvm-mc\'s own spelling (no CLRX warning)', () => {
  const warnings = (line: string) => assembleInstruction('gcn1.2', 'tonga', line, 1).warnings;
  assert.deepEqual(warnings('ds_swizzle_b32 v1, v2 offset:0x401F'), []);
  assert.deepEqual(warnings('ds_swizzle_b32 v1, v2 offset:swizzle(QUAD_PERM, 0, 1, 2, 3)'), []);
  assert.match(warnings('ds_read_b32 v1, v2 OFFSET:4')[0].message, /upper case 'OFFSET:4' is CLRX syntax/);
});

test('CLRX-style DS lines: modifiers in any order and upper case read as llvm-mc\'s', () => {
  const want = hex(asm('gcn1.2', 'ds_read2_b32 v[1:2], v3 offset0:2 offset1:3 gds'));
  assert.equal(hex(asm('gcn1.2', 'DS_READ2_B32 V[1:2], V3 GDS OFFSET1:3 OFFSET0:2', 'clrx')), want);
  assert.equal(hex(asm('gcn1.2', 'DS_SWIZZLE_B32 V1, V2 OFFSET:SWIZZLE(BITMASK_PERM,"01PI0")', 'clrx')), 'd87a0906 01000002');
});

test('--syntax clrx prints ds_swizzle_b32 offsets as numbers (CLRX DS syntax: offset:N)', () => {
  const ws = [0xd87a0906, 0x01000002];
  assert.equal(printDecoded(decode('gcn1.2', ws, 0)!, ws, 0, 'clrx').text, 'ds_swizzle_b32 v1, v2 offset:2310');
  assert.equal(hex(asm('gcn1.2', 'ds_swizzle_b32 v1, v2 offset:2310', 'clrx')), 'd87a0906 01000002');
});

test('DS words llvm-mc would decode with a bit lost print as .long', () => {
  // Bit 25 (reserved on GCN 1.2+): llvm-mc prints ds_read_b32 v1, v2 and drops it.
  assert.match(dis('gcn1.2', [0xda6c0000, 0x01000002]), /^\.long 0xda6c0000, 0x01000002 \/\/ ds_read_b32 v1, v2/);
  // DATA0 on a load; gds=0 on ds_gws_init (llvm-mc: invalid instruction encoding).
  assert.match(dis('gcn1.4', [0xd86c0000, 0x01000502]), /^\.long/);
  assert.match(dis('gcn1.4', [0xd9320004, 0x00000000]), /^\.long/);
});
