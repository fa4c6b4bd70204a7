// `gcnkit asm --filetype obj` writes relocations as llvm-mc 19 does (issue 25 item 3): symbol
// operands (poly@rel32@lo+4, ext, ext+8) and .long/.quad of symbols become .rela sections with
// llvm-mc's types, symbols and addends; a local label of the literal's own section is resolved in
// place. The expected relocations, symbols and .text bytes below are llvm-mc 19's:
//   /usr/lib/llvm-19/bin/llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj r1.s -o r1.o
//   llvm-readelf -r -s r1.o; llvm-objdump -s -j .text r1.o
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { objectDir } from '../scripts/object-compare.js';
import { assembleObject } from '../src/objects/assemble.js';
import { readElf, STT_SECTION, type ElfFile } from '../src/objects/elf.js';
import { relocName } from '../src/objects/image.js';
import { gcnkit } from './support/cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'gcnkit-relocations-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

/** Each relocation as llvm-readelf -r lists it: section, offset, type, symbol (a section's by its name) + addend. */
function relocs(elf: ElfFile): string[] {
  const out: string[] = [];
  for (const [sec, list] of elf.relocs) {
    for (const r of list) {
      const s = elf.symbols[r.symbol];
      const name = s.type === STT_SECTION ? elf.sections[s.shndx].name : s.name;
      out.push(`${elf.sections[sec].name} ${r.offset.toString(16)} ${relocName(r.type)} ${name} ${r.addend < 0n ? '-' : '+'} ${(r.addend < 0n ? -r.addend : r.addend).toString(16)}`);
    }
  }
  return out;
}

/** The symbol table as llvm-readelf -s lists it (no section numbers): value type bind section-name name. */
function symbols(elf: ElfFile): string[] {
  const types = ['NOTYPE', 'OBJECT', 'FUNC', 'SECTION'];
  return elf.symbols.slice(1).map((s) => `${s.value.toString(16)} ${types[s.type]} ${s.bind ? 'GLOBAL' : 'LOCAL'} ${s.shndx ? elf.sections[s.shndx].name : 'UND'} ${s.type === STT_SECTION ? '' : s.name}`.trimEnd());
}

function assemble(source: string): ElfFile {
  const r = assembleObject(source);
  assert.deepEqual(r.diagnostics.filter((d) => d.kind === 'error'), []);
  return readElf(r.bytes!);
}

const R1 = [
  '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"', '\t.text', '\t.globl\tgfun', 'gfun:', '\ts_nop 0', 'lfun:', '\ts_getpc_b64 s[4:5]',
  '\ts_add_u32 s4, s4, gfun@rel32@lo+4', '\ts_addc_u32 s5, s5, gfun@rel32@hi+12', '\ts_add_u32 s4, s4, lfun@rel32@lo+4',
  '\ts_add_u32 s4, s4, ext@gotpcrel32@lo+4', '\ts_addc_u32 s5, s5, ext@gotpcrel32@hi+12', '\ts_add_u32 s4, s4, .Ldat@gotpcrel+4',
  '\ts_mov_b32 s4, ext@abs32@lo', '\ts_mov_b32 s5, ext@abs32@hi', '\ts_mov_b32 s6, ext+8', '\tv_mov_b32 v0, ext', '\ts_mov_b32 s6, later',
  '\ts_mov_b32 s6, .Ldat', '\ts_mov_b32 s7, SCRATCH_RSRC_DWORD1', 'later:', '\ts_endpgm',
  '\t.data', '.Ldat:', '\t.long ext', '\t.quad ext-8', '\t.quad .Ldat+8', '\t.long lfun', '\t.quad gfun', '\t.long ext@rel32@lo+4', '\t.quad ext@rel64', '',
].join('\n');

const R1_RELOCS = [
  '.text c R_AMDGPU_REL32_LO gfun + 4', '.text 14 R_AMDGPU_REL32_HI gfun + c', '.text 1c R_AMDGPU_REL32_LO .text + 8',
  '.text 24 R_AMDGPU_GOTPCREL32_LO ext + 4', '.text 2c R_AMDGPU_GOTPCREL32_HI ext + c', '.text 34 R_AMDGPU_GOTPCREL .Ldat + 4',
  '.text 3c R_AMDGPU_ABS32_LO ext + 0', '.text 44 R_AMDGPU_ABS32_HI ext + 0', '.text 4c R_AMDGPU_REL32 ext + 8', '.text 54 R_AMDGPU_REL32 ext + 0',
  '.text 64 R_AMDGPU_REL32 .data + 0', '.text 6c R_AMDGPU_ABS32_LO SCRATCH_RSRC_DWORD1 + 0',
  '.data 0 R_AMDGPU_ABS32 ext + 0', '.data 4 R_AMDGPU_ABS64 ext - 8', '.data c R_AMDGPU_ABS64 .data + 8', '.data 14 R_AMDGPU_ABS32 .text + 4',
  '.data 18 R_AMDGPU_ABS64 gfun + 0', '.data 20 R_AMDGPU_REL32_LO ext + 4', '.data 24 R_AMDGPU_REL64 ext + 0',
];

const R1_SYMBOLS = [
  '0 SECTION LOCAL .text', '4 NOTYPE LOCAL .text lfun', '0 NOTYPE LOCAL .data .Ldat', '70 NOTYPE LOCAL .text later', '0 SECTION LOCAL .data',
  '0 NOTYPE GLOBAL .text gfun', '0 NOTYPE GLOBAL UND ext', '0 NOTYPE GLOBAL UND SCRATCH_RSRC_DWORD1',
];

test('gfx900: symbol operands and data become llvm-mc 19\'s relocations, symbols and bytes', () => {
  const elf = assemble(R1);
  assert.deepEqual(relocs(elf), R1_RELOCS);
  assert.deepEqual(symbols(elf), R1_SYMBOLS);
  const text = elf.sections.find((s) => s.name === '.text')!.data;
  // Every relocated literal is 0; `s_mov_b32 s6, later` (a local label of .text) is resolved in
  // place to later - P = 0x70 - 0x5c = 0x14, as llvm-mc writes it.
  const words = Array.from(new Uint32Array(text.buffer.slice(text.byteOffset, text.byteOffset + text.length)));
  assert.deepEqual(words.map((w) => w.toString(16)), [
    'bf800000', 'be841c00', '8004ff04', '0', '8205ff05', '0', '8004ff04', '0', '8004ff04', '0', '8205ff05', '0', '8004ff04', '0',
    'be8400ff', '0', 'be8500ff', '0', 'be8600ff', '0', '7e0002ff', '0', 'be8600ff', '14', 'be8600ff', '0', 'be8700ff', '0', 'bf810000',
  ]);
});

test('tahiti: VOP2 literals and a .rodata .quad; a local label after the literal is its PC-relative offset', () => {
  // llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=tahiti -filetype=obj: .text 001f84be 04ff0480 00000000
  // 05ff0582 00000000 ff020006 00000000 ff02007e 08000000 000081bf.
  const elf = assemble([
    '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx600"', '\t.text', '\ts_getpc_b64 s[4:5]', '\ts_add_u32 s4, s4, helper@rel32@lo+4',
    '\ts_addc_u32 s5, s5, helper@rel32@hi+12', '\tv_add_f32 v0, ext, v1', '\tv_mov_b32 v0, local', '\ts_endpgm', 'local:',
    '\t.section .rodata,"a",@progbits', '\t.quad helper+16', '',
  ].join('\n'));
  assert.deepEqual(relocs(elf), [
    '.text 8 R_AMDGPU_REL32_LO helper + 4', '.text 10 R_AMDGPU_REL32_HI helper + c', '.text 18 R_AMDGPU_REL32 ext + 0', '.rodata 0 R_AMDGPU_ABS64 helper + 10',
  ]);
  assert.deepEqual(symbols(elf), ['28 NOTYPE LOCAL .text local', '0 NOTYPE GLOBAL UND helper', '0 NOTYPE GLOBAL UND ext']);
  const text = elf.sections.find((s) => s.name === '.text')!.data;
  assert.deepEqual(Array.from(text.subarray(0x14, 0x24)), [0xff, 0x02, 0x00, 0x06, 0, 0, 0, 0, 0xff, 0x02, 0x00, 0x7e, 0x08, 0, 0, 0]);
});

test('an instruction\'s name defined later in the file is its value, one never defined its relocation (asm --filetype obj)', () => {
  // llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj: .text ff0080be 00000000 ff0081be
  // 00000000 ff0082be 08000000 000081bf, relocations 4 R_AMDGPU_REL32 (no symbol) + 4 and c
  // R_AMDGPU_REL32 ext + 0: gcnkit writes N's value 4 in place instead (ERRATA O-6).
  const src = ['\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"', '\ts_mov_b32 s0, N', '\ts_mov_b32 s1, ext', '\ts_mov_b32 s2, later', '\ts_endpgm', 'later:', 'N = 4', ''].join('\n');
  const elf = assemble(src);
  assert.deepEqual(relocs(elf), ['.text c R_AMDGPU_REL32 ext + 0']);
  assert.deepEqual(symbols(elf), ['1c NOTYPE LOCAL .text later', '0 NOTYPE GLOBAL UND ext']);
  const text = elf.sections.find((s) => s.name === '.text')!.data;
  assert.deepEqual(Array.from(new Uint32Array(text.buffer.slice(text.byteOffset, text.byteOffset + text.length))).map((w) => w.toString(16)),
    ['be8000ff', '4', 'be8100ff', '0', 'be8200ff', '8', 'bf810000']);
  // The same through the CLI, the fast path checked against the generic one.
  const s = join(tmp, 'later.s');
  writeFileSync(s, src);
  const r = gcnkit(['asm', '--filetype', 'obj', s, '-o', join(tmp, 'later.o')], undefined, { ...process.env, GCNKIT_FAST: 'check' });
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(readFileSync(join(tmp, 'later.o')), Buffer.from(assembleObject(src).bytes!));
  // A numbered label after its use is resolved in place, PC-relative (no symbol written).
  // llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj: .text ff0082be 08000000 000080bf 000081bf, no relocation.
  const one = assemble(['\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"', '\ts_mov_b32 s2, 1f', '\ts_nop 0', '1:', '\ts_endpgm', ''].join('\n'));
  assert.deepEqual(relocs(one), []);
  assert.deepEqual(symbols(one), []);
  const t1 = one.sections.find((x) => x.name === '.text')!.data;
  assert.deepEqual(Array.from(t1), [0xff, 0x00, 0x82, 0xbe, 8, 0, 0, 0, 0, 0, 0x80, 0xbf, 0, 0, 0x81, 0xbf]);
  // A listing (like raw output) has no relocation to leave ext to: an error at its use.
  const l = gcnkit(['asm', '--mcpu', 'gfx900', '--show-encoding', s]);
  assert.equal(l.code, 1);
  assert.match(l.stderr, /later\.s:3:16: error: undefined symbol 'ext' \(when the file ends\)/);
});

test('data naming names defined later: their final values, one never defined its relocation (asm --filetype obj)', () => {
  // llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj t.s; llvm-readelf -r t.o;
  // llvm-objdump -s -j .text t.o: .text 04000000 04000000 00000000 00000000 00000000 00000000
  // 00000000 00000000 04000000 00000000, relocations c R_AMDGPU_ABS32 ext + 2, 10 R_AMDGPU_ABS64
  // ext - 8, 18 R_AMDGPU_ABS32 .text + 24, 1c R_AMDGPU_ABS32 ext + 4.
  const src = ['\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"', '\t.long N', '\t.quad N', '\t.long K', '\t.quad ext-8', '\t.long lbl', '\t.long P', '\t.long e-b', 'lbl:',
    'N = 4', 'K = ext+2', 'P = Q+4', 'Q = ext', 'b:', '\t.long 0', 'e:', ''].join('\n');
  const want = ['.text c R_AMDGPU_ABS32 ext + 2', '.text 10 R_AMDGPU_ABS64 ext - 8', '.text 18 R_AMDGPU_ABS32 .text + 24', '.text 1c R_AMDGPU_ABS32 ext + 4'];
  const elf = assemble(src);
  assert.deepEqual(relocs(elf), want);
  const text = elf.sections.find((s) => s.name === '.text')!.data;
  assert.deepEqual(Array.from(new Uint32Array(text.buffer.slice(text.byteOffset, text.byteOffset + text.length))), [4, 4, 0, 0, 0, 0, 0, 0, 4, 0]);
  // An instruction's literal naming such a symbol: llvm-mc's R_AMDGPU_REL32 ext + 2.
  const inst = assemble(['\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"', '\ts_mov_b32 s0, K', 'K = ext+2', ''].join('\n'));
  assert.deepEqual(relocs(inst), ['.text 4 R_AMDGPU_REL32 ext + 2']);
  // The same through the CLI; raw output and listings have no relocation for ext: an error at its use.
  const s = join(tmp, 'later-data.s');
  writeFileSync(s, src);
  const r = gcnkit(['asm', '--filetype', 'obj', s, '-o', join(tmp, 'later-data.o')], undefined, { ...process.env, GCNKIT_FAST: 'check' });
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(relocs(readElf(new Uint8Array(readFileSync(join(tmp, 'later-data.o'))))), want);
  const l = gcnkit(['asm', '--mcpu', 'gfx900', '--show-encoding', s]);
  assert.equal(l.code, 1);
  assert.match(l.stderr, /later-data\.s:5:8: error: undefined symbol 'ext'\n/);
  assert.match(l.stderr, /later-data\.s:4:8: error: undefined symbol 'ext' in the value of 'K' \(when the file ends\)\n/);
});

test('through the CLI with GCNKIT_FAST=check: the same object', () => {
  const s = join(tmp, 'r1.s');
  const o = join(tmp, 'r1.o');
  writeFileSync(s, R1);
  const r = gcnkit(['asm', '--filetype', 'obj', s, '-o', o], undefined, { ...process.env, GCNKIT_FAST: 'check' });
  assert.equal(r.code, 0, r.stderr);
  const elf = readElf(new Uint8Array(readFileSync(o)));
  assert.deepEqual(relocs(elf), R1_RELOCS);
  assert.deepEqual(symbols(elf), R1_SYMBOLS);
});

test('what no relocation gcnkit writes can hold is a located error, and no object', () => {
  const cases: [string, RegExp][] = [
    ['s_mov_b32 s0, ext@abs64', /:2:18: error: unknown relocation specifier '@abs64'/],
    ['s_mov_b32 s0, ext@got', /:2:18: error: unknown relocation specifier '@got'/],
    // llvm-mc 19 writes an 8-byte R_AMDGPU_REL64 on the 4-byte literal (ERRATA).
    ['s_mov_b32 s0, ext@rel64', /:2:15: error: ext@rel64 relocates 8 bytes, and this field has 4 \(a 32-bit literal\)/],
    ['.quad ext@rel32@lo', /:2:7: error: ext@rel32@lo relocates 4 bytes, and this field has 8/],
    // A name not defined yet may be defined later in the file: the message names every case.
    ['s_movk_i32 s0, ext', /:2:16: error: immediate must be known while the line is read: 'ext' is a label difference, a symbol defined later, or a symbol a relocation supplies/],
    ['v_add_f32_e64 v0, ext, v1', /:2:19: error: v_add_f32_e64 takes no literal in src0: ext is a label difference, a symbol defined later, or a symbol a relocation supplies/],
    ['s_mov_b64 s[0:1], ext', /:2:19: error: ext is a label difference, a symbol defined later, or a symbol a relocation supplies, which llvm-mc 19 writes only as a 32-bit literal, and ssrc0 is a 64-bit operand/],
    ['s_add_u32 s0, 1000, ext@rel32@lo', /:2:21: error: only one unique literal operand is allowed/],
    ['s_add_u32 s0, ext, ext', /:2:20: error: only one unique literal operand is allowed/],
    ['s_mov_b32 s0, ext-ext2', /:2:18: error: expected a relocatable expression: 'ext' is a symbol a relocation supplies/],
    ['.long ext-.', /:2:10: error: expected a relocatable expression: 'ext'/],
    ['.byte ext', /:2:7: error: \.byte cannot hold 'ext', whose address a relocation supplies: use \.long or \.quad/],
    ['s_mov_b32 s0, .Lnowhere', /:2:15: error: undefined temporary symbol '\.Lnowhere'/],
    ['.long .Lnot+4', /:2:7: error: undefined temporary symbol '\.Lnot'/],
    ['.long N\nN = N + 1', /:2:7: error: 'N' is defined in terms of itself in the value of 'N' \(when the file ends\)/],
    ['s_mov_b32 s0, N\nN = 1 / 0', /:3:7: error: division by zero/],
  ];
  for (const [line, re] of cases) {
    const s = join(tmp, 'bad.s');
    const o = join(tmp, 'bad.o');
    writeFileSync(s, `\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"\n${line}\n`);
    const r = gcnkit(['asm', '--filetype', 'obj', s, '-o', o]);
    assert.equal(r.code, 1, line);
    assert.match(r.stderr, re, line);
    assert.doesNotMatch(r.stderr, /\n\s+at /, line);
  }
  // Raw code (-o, no --filetype obj) has no relocation to write; a listing shows it, as llvm-mc 19 -show-encoding does.
  const raw = gcnkit(['asm', '--mcpu', 'gfx900', '-', '-o', join(tmp, 'raw.bin')], 's_add_u32 s4, s4, poly@rel32@lo+4\n');
  assert.equal(raw.code, 1);
  assert.match(raw.stderr, /<stdin>:1:23: error: 'poly@\.\.\.' names a relocation, which only an object file holds: assemble with --filetype obj/);
});

/** Relocations with the symbol's name (a section symbol by its section's): the symbol order may differ. */
const relocsByName = (elf: ElfFile): string[] => relocs(elf).sort();

for (const gpu of ['tahiti', 'gfx900']) {
  test(`${gpu}: gcnkit dis calls.o writes each relocation where it applies; asm --filetype obj gives clang's .text and relocations back`, () => {
    const file = join(objectDir('hsa', gpu), 'calls.o');
    const r = gcnkit(['dis', file]);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stderr, '', 'no .long placeholders, no warnings');
    assert.match(r.stdout, /\n\ts_add_u32 s4, s4, poly@rel32@lo\+4\n\ts_addc_u32 s5, s5, poly@rel32@hi\+12\n/);
    assert.match(r.stdout, /\n\ts_add_u32 s0, s0, TABLE@rel32@lo\+4\n/);
    assert.match(r.stdout, /\nPARITY:\n\t\.quad\tEVEN\n\t\.quad\tODD\n/);
    assert.doesNotMatch(r.stdout, /\.long 0x8004ff04/);
    const s = join(tmp, `calls-${gpu}.s`);
    const o = join(tmp, `calls-${gpu}.o`);
    writeFileSync(s, r.stdout);
    const a = gcnkit(['asm', '--filetype', 'obj', s, '-o', o], undefined, { ...process.env, GCNKIT_FAST: 'check' });
    assert.equal(a.code, 0, a.stderr);
    const clang = readElf(new Uint8Array(readFileSync(file)));
    const mine = readElf(new Uint8Array(readFileSync(o)));
    const text = (e: ElfFile): Uint8Array => e.sections.find((x) => x.name === '.text')!.data;
    assert.deepEqual(text(mine), text(clang));
    assert.deepEqual(relocsByName(mine), relocsByName(clang));
  });
}

test('dis -> asm keeps relocations against section symbols (labels at their targets) and every specifier', () => {
  const obj = join(tmp, 'r1-rt.o');
  writeFileSync(obj, assembleObject(R1).bytes!);
  const listing = gcnkit(['dis', obj]);
  assert.equal(listing.code, 0, listing.stderr);
  // .data+8 is inside `.quad ext-8` (bytes 4-11): its label is the section's start, plus 8.
  assert.match(listing.stdout, /\n\.Ldata_0:\n\t\.long\text\n\t\.quad\text-8\n\t\.quad\t\.Ldata_0\+8\n\t\.long\t\.Ltext_4\n/);
  assert.match(listing.stdout, /\n\ts_add_u32 s4, s4, \.Ltext_4@rel32@lo\+4\n/);
  assert.match(listing.stdout, /\n\ts_add_u32 s4, s4, \.Ldat@gotpcrel\+4\n/);
  const again = assembleObject(listing.stdout);
  assert.deepEqual(again.diagnostics.filter((d) => d.kind === 'error'), []);
  assert.deepEqual(relocs(readElf(again.bytes!)), R1_RELOCS);
});

test('a linked object has no relocations left to print: calls.so lists as before', () => {
  const r = gcnkit(['dis', '-q', join(objectDir('hsa', 'gfx900'), 'calls.so')]);
  assert.equal(r.code, 0, r.stderr);
  assert.doesNotMatch(r.stdout, /@rel32|\.quad\tEVEN/);
});
