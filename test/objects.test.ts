// Code objects (issue 13) on the corpus test/objects (clang-19 / ld.lld-19 output recorded by
// scripts/gen-objects.ts): reading, descriptors against llvm-objdump -D, clang -S through
// `asm --filetype obj`, the dis -> asm round trip, the CLI, and hostile ELF input.
import { resolveTarget } from '../src/isa/targets.js';
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assembleWithFallback, compareObjects, descriptorsMatch, kernelCodeMatch, objectDir } from '../scripts/object-compare.js';
import { assembleObject } from '../src/objects/assemble.js';
import { readCodeObject, type CodeObject } from '../src/objects/code-object.js';
import { ElfError, readElf, STT_AMDGPU_HSA_KERNEL } from '../src/objects/elf.js';
import { decodeRange, listObject } from '../src/objects/listing.js';
import { Disassembler } from '../src/dis/disassembler.js';
import { gcnkit } from './support/cli.js';

const GPUS: Readonly<Record<string, string>> = { tahiti: 'gfx600', bonaire: 'gfx704', tonga: 'gfx802', gfx900: 'gfx900', gfx906: 'gfx906' };
const tmp = mkdtempSync(join(tmpdir(), 'gcnkit-objects-test-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

function files(flavour: 'hsa' | 'mesa', cpu: string, re = /\.(o|so)$/): string[] {
  const dir = objectDir(flavour, cpu);
  return existsSync(dir) ? readdirSync(dir).filter((f) => re.test(f)).sort() : [];
}

function load(flavour: 'hsa' | 'mesa', cpu: string, f: string): CodeObject {
  return readCodeObject(new Uint8Array(readFileSync(join(objectDir(flavour, cpu), f))));
}

function listing(obj: CodeObject): string {
  const lines: string[] = [];
  listObject(obj, {}, (l) => lines.push(l), () => undefined);
  return lines.join('\n') + '\n';
}

/** Symbols as the reference records them: name type bind visibility size. */
function symbolLines(obj: CodeObject): string[] {
  const types: Record<number, string> = { 1: 'OBJECT', 2: 'FUNC', [STT_AMDGPU_HSA_KERNEL]: 'AMDGPU_HSA_KERNEL' };
  const binds = ['LOCAL', 'GLOBAL', 'WEAK'];
  const vis = ['DEFAULT', 'INTERNAL', 'HIDDEN', 'PROTECTED'];
  return obj.elf.symbols.filter((s) => types[s.type]).map((s) => `${s.name} ${types[s.type]} ${binds[s.bind]} ${vis[s.visibility]} ${s.size}`);
}

test('the corpus is there: HSA and Mesa objects for all four GPUs', () => {
  for (const cpu of Object.keys(GPUS)) {
    assert.ok(files('hsa', cpu, /\.o$/).length >= 17, `hsa/${cpu}`);
    assert.ok(files('mesa', cpu, /\.o$/).length >= 15, `mesa/${cpu}`);
  }
});

for (const cpu of Object.keys(GPUS)) {
  test(`${cpu}: every object reads; GPU from e_flags, kernels and symbols as llvm-readelf lists them`, () => {
    for (const flavour of ['hsa', 'mesa'] as const) {
      for (const f of files(flavour, cpu)) {
        const obj = load(flavour, cpu, f);
        assert.equal(obj.target.gfx, GPUS[cpu], f);
        assert.equal(obj.mesa, flavour === 'mesa', f);
        assert.equal(obj.version, flavour === 'mesa' ? 2 : f.includes('-v4') ? 4 : 5, f);
        assert.deepEqual(obj.warnings, [], f);
        assert.ok(obj.kernels.length > 0, f);
        if (flavour === 'hsa') assert.ok(obj.metadata?.includes('amdhsa.kernels:'), f);
        const ref = join(objectDir(flavour, cpu), f.replace(/\.o$/, '.ref'));
        if (f.endsWith('.o') && !f.includes('-v4')) assert.deepEqual(symbolLines(obj), readFileSync(ref, 'utf8').split('## symbols\n')[1].trim().split('\n'), f);
      }
    }
  });

  test(`${cpu}: descriptors equal llvm-objdump -D's fields; amd_kernel_code_t equals clang -S's`, () => {
    for (const f of files('hsa', cpu, /^[a-z0-9]+\.o$/)) {
      const [eq, total] = descriptorsMatch(load('hsa', cpu, f), readFileSync(join(objectDir('hsa', cpu), f.replace(/\.o$/, '.ref')), 'utf8'));
      assert.ok(total > 0, f);
      assert.equal(eq, total, f);
    }
    for (const f of files('mesa', cpu, /^[a-z0-9]+\.o$/)) {
      const [eq, total] = kernelCodeMatch(load('mesa', cpu, f), readFileSync(join(objectDir('mesa', cpu), f.replace(/\.o$/, '.ref')), 'utf8'));
      assert.ok(total > 0, f);
      assert.equal(eq, total, f);
    }
  });

  test(`${cpu}: the code is the raw disassembler's, branch targets as labels, and .text is covered exactly`, () => {
    for (const f of files('hsa', cpu, /^[a-z0-9]+\.o$/)) {
      const obj = load('hsa', cpu, f);
      const raw: string[] = [];
      const dis = new Disassembler({ gen: obj.gen, target: resolveTarget(obj.target.gfx) }, (l) => raw.push(l));
      dis.push(obj.text!.data);
      assert.equal(dis.end(), 0);
      const inst = decodeRange(obj, 0, obj.text!.size);
      assert.equal(inst.reduce((n, i) => n + i.bytes.length, 0), obj.text!.size, f);
      // The listing's .text part, labels and directives dropped: the instructions (and .long words).
      const textPart = listing(obj).split('\n\t.text\n')[1].split('\n\t.section')[0].split('\n');
      const code = textPart.filter((l) => l.startsWith('\t') && (!l.startsWith('\t.') || l.startsWith('\t.long ')));
      // A relocated literal (calls.o: poly@rel32@lo+4) is 0 before linking: the raw disassembler
      // writes that word as .long (0 would be an inline constant), the listing as the relocation.
      const want = raw.map((l) => l.replace(/^(\ts_(cbranch_\w+|branch)) -?\d+$/, '$1 LABEL')
        .replace(/^\t\.long 0x[0-9a-f]+, 0x00000000 \/\/ (.*, 0x0) \(literal 0x0 would assemble to an inline constant\)$/, '\t$1'));
      const got = code.map((l) => l.replace(/^(\ts_(cbranch_\w+|branch)) \.Ltext_[0-9a-f]+$/, '$1 LABEL').replace(/ [\w.$]+@[a-z0-9@]+(?:[+-]\d+)?$/, ' 0x0'));
      assert.deepEqual(got, want, f);
    }
  });

  test(`${cpu}: clang -S through asm --filetype obj gives clang's .text and descriptors (HSA and Mesa)`, () => {
    for (const [flavour, f] of [...files('hsa', cpu, /\.s$/).map((x) => ['hsa', x] as const), ...files('mesa', cpu, /\.s$/).map((x) => ['mesa', x] as const)]) {
      const clang = load(flavour, cpu, f.replace(/\.s$/, '.o'));
      // Instructions of encodings gcnkit cannot assemble yet are taken as .long of clang's bytes;
      // every directive and every other instruction goes through gcnkit. Mesa's clang -S names
      // no GPU before its code: --mcpu, as for llvm-mc.
      const { result } = assembleWithFallback(readFileSync(join(objectDir(flavour, cpu), f), 'utf8'), clang, flavour === 'mesa' ? cpu : undefined);
      assert.deepEqual(result.diagnostics.filter((d) => d.kind === 'error'), [], f);
      const mine = readCodeObject(result.bytes!);
      assert.deepEqual(compareObjects(clang, mine), [], f);
      assert.deepEqual(symbolLines(mine).sort(), symbolLines(clang).sort(), f);
      const rel = (o: CodeObject): string[] => [...o.elf.relocs.values()].flat().map((r) => `${r.offset} ${r.type} ${o.elf.symbols[r.symbol].name} ${r.addend}`).sort();
      assert.deepEqual(rel(mine), rel(clang), f);
      assert.equal(mine.elf.flags, clang.elf.flags, f);
      assert.equal(mine.elf.abiVersion, clang.elf.abiVersion, f);
      assert.equal(mine.metadata, clang.metadata, f);
    }
  });

  test(`${cpu}: round trip dis -> asm keeps .text and descriptors (relocatable, linked, v4, Mesa)`, () => {
    for (const flavour of ['hsa', 'mesa'] as const) {
      for (const f of files(flavour, cpu)) {
        const obj = load(flavour, cpu, f);
        const r = assembleObject(listing(obj));
        assert.deepEqual(r.diagnostics.filter((d) => d.kind === 'error'), [], `${flavour}/${cpu}/${f}`);
        const again = readCodeObject(r.bytes!);
        assert.deepEqual(compareObjects(obj, again), [], `${flavour}/${cpu}/${f}`);
        assert.equal(again.elf.flags, obj.elf.flags, f);
        assert.equal(again.metadata, obj.metadata, f);
        // Printing the result again gives the same listing (a fixed point).
        if (!obj.linked) assert.equal(listing(again), listing(obj), f);
      }
    }
  });
}

test('gcnkit dis FILE.o: no --mcpu needed; --mcpu that disagrees warns; --show-encoding; --json', () => {
  const o = join(objectDir('hsa', 'tonga'), 'vadd.o');
  const r = gcnkit(['dis', '-q', o]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /^\t\.amdgcn_target "amdgcn-amd-amdhsa--gfx802"\n\t\.amdhsa_code_object_version 5\n\t\.text\n/);
  assert.match(r.stdout, /\n\ts_cbranch_execz \.Ltext_9c\n/);
  assert.match(r.stdout, /\n\.Ltext_9c:\n\ts_endpgm\n/);
  assert.match(r.stdout, /\n\t\.amdhsa_kernel vadd\n\t\t\.amdhsa_group_segment_fixed_size 0\n/);
  assert.match(r.stdout, /\n\t\.amdgpu_metadata\n---\namdhsa\.kernels:\n/);
  const w = gcnkit(['dis', '-q', '--mcpu', 'gfx900', o]);
  assert.equal(w.code, 0);
  assert.match(w.stderr, /warning: --mcpu overrides the object's GPU gfx802/);
  const e = gcnkit(['dis', '-q', '--show-encoding', o]);
  assert.match(e.stdout, /\n\ts_endpgm {32}; encoding: \[0x00,0x00,0x81,0xbf\]\n/);
  const j = JSON.parse(gcnkit(['dis', '--json', o]).stdout) as { gpu: string; kernels: { name: string; descriptor: { fields: Record<string, number> }; instructions: { text: string }[] }[]; metadata: Record<string, unknown> };
  assert.equal(j.gpu, 'gfx802');
  assert.deepEqual(j.kernels.map((k) => k.name), ['vadd', 'saxpy']);
  assert.equal(j.kernels[0].descriptor.fields.kernarg_size, 28);
  assert.equal(j.kernels[0].instructions[0].text, 's_load_dword s1, s[4:5], 0x4');
  assert.equal(j.kernels[0].instructions.at(-1)!.text, 's_endpgm');
  assert.ok(Array.isArray(j.metadata['amdhsa.kernels']));
});

test('gcnkit dis of a Mesa object prints .amd_kernel_code_t; data sections as data, never as instructions', () => {
  const r = gcnkit(['dis', '-q', join(objectDir('mesa', 'bonaire'), 'vadd.o')]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /^\t\.amd_amdgpu_isa "amdgcn-mesa-mesa3d--gfx704"\n/);
  assert.match(r.stdout, /\n\t.amdgpu_hsa_kernel vadd\n\t.p2align\t8\n\t.size\tvadd, \.Lfunc_end0-vadd\nvadd:\n\t\.amd_kernel_code_t\n\t\tamd_code_version_major = 1\n/);
  assert.match(r.stdout, /\n\t\.section\t\.AMDGPU\.config,"",@progbits\n\t\.long\t0x/);
  assert.match(r.stdout, /\n__oclc_ABI_version:\n\t\.long\t0x000001f4\n/);
});

test('gcnkit asm --filetype obj writes an object gcnkit dis reads back; --filetype bin stays the default', () => {
  const src = join(tmp, 'k.s');
  const out = join(tmp, 'k.o');
  writeFileSync(src, [
    '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"', '\t.amdhsa_code_object_version 5', '\t.text', '\t.globl k', '\t.p2align 8', '\t.type k,@function',
    'k:', '\ts_cbranch_scc0 .LBB0_1', '\ts_nop 1', '.LBB0_1:', '\ts_endpgm', '.Lfunc_end0:', '\t.size k, .Lfunc_end0-k',
    '\t.rodata', '\t.p2align 6', '\t.amdhsa_kernel k', '\t\t.amdhsa_next_free_vgpr 3', '\t\t.amdhsa_next_free_sgpr 10', '\t.end_amdhsa_kernel', '',
  ].join('\n'));
  const r = gcnkit(['asm', '--filetype', 'obj', '-o', out, src]);
  assert.equal(r.code, 0, r.stderr);
  const obj = readCodeObject(new Uint8Array(readFileSync(out)));
  assert.equal(obj.target.gfx, 'gfx900');
  assert.equal(obj.elf.flags, 0x12c); // gfx900, XNACK any (code object v4+)
  assert.deepEqual(obj.kernels.map((k) => [k.name, k.offset, k.size]), [['k', 0, 12]]);
  const f = Object.fromEntries(obj.kernels[0].descriptor!.decoded.fields);
  assert.equal(f.next_free_vgpr, 4n);
  // 10 + VCC 2 + XNACK mask 4 (defaults on gfx900, XNACK any) = 16 SGPRs: two granules of 8.
  assert.equal(f.next_free_sgpr, 16n);
  assert.equal(f.system_sgpr_workgroup_id_x, 1n);
  assert.deepEqual(decodeRange(obj, 0, 12).map((i) => i.text), ['s_cbranch_scc0 1', 's_nop 1', 's_endpgm']);
  const bad = gcnkit(['asm', '--filetype', 'elf', '-o', out, src]);
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /--filetype must be bin .* or obj/);
  const bin = gcnkit(['asm', '--mcpu', 'gfx900', '--hex'], 's_endpgm\n');
  assert.equal(bin.stdout, 'bf810000\n');
});

test('asm --filetype obj: unknown directives and bad descriptor fields are located errors; no file written', () => {
  const cases: [string, RegExp][] = [
    ['\t.amdgcn_target "amdgcn-amd-amdhsa--gfx802"\n\t.frobnicate 3\n', /k\.s:2:2: error: unknown directive '\.frobnicate'/],
    ['\t.amdgcn_target "amdgcn-amd-amdhsa--gfx600"\n\t.rodata\n\t.amdhsa_kernel k\n\t\t.amdhsa_reserve_xnack_mask 0\n', /k\.s:4:3: error: \.amdhsa_reserve_xnack_mask is not on gfx600: it requires gfx8\+/],
    ['\t.amdgcn_target "amdgcn-amd-amdhsa--gfx802"\n\t.rodata\n\t.amdhsa_kernel k\n\t\t.amdhsa_next_free_vgpr 300\n\t\t.amdhsa_next_free_sgpr 1\n\t.end_amdhsa_kernel\n', /k\.s:6:2: error: kernel k: too many VGPRs: 300/],
    ['\t.amdgcn_target "amdgcn-amd-amdhsa--gfx802"\n\t.rodata\n\t.amdhsa_kernel k\n\t\t.amdhsa_bogus 1\n', /k\.s:4:3: error: unknown directive '\.amdhsa_bogus' in \.amdhsa_kernel/],
    ['\t.amdgcn_target "amdgcn-amd-amdhsa--gfx802"\n\t.rodata\n\t.amdhsa_kernel k\n\t\t.amdhsa_next_free_vgpr 1\n\t\t.amdhsa_next_free_sgpr 1\n\t.end_amdhsa_kernel\n', /error: kernel 'k' has a descriptor but no code/],
    ['\t.amdgcn_target "amdgcn-amd-amdhsa--gfx802"\n\t.amdgpu_metadata\nkey: [1, 2\n\t.end_amdgpu_metadata\n', /k\.s:\d+:\d+: error: \.amdgpu_metadata: /],
    ['\t.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"\n', /k\.s:1:18: error: unknown target id 'amdgcn-amd-amdhsa--gfx1030'/],
    ['\t.amdgcn_target "amdgcn-amd-amdhsa--gfx802"\nk:\n\t.size k, .Lnowhere-k\n', /k\.s:3:11: error: \.size: label '\.Lnowhere' is not defined/],
  ];
  for (const [text, re] of cases) {
    const src = join(tmp, 'k.s');
    const out = join(tmp, 'bad.o');
    writeFileSync(src, text);
    const r = gcnkit(['asm', '--filetype', 'obj', '-o', out, src]);
    assert.equal(r.code, 1, text);
    assert.match(r.stderr, re, text);
    assert.ok(!existsSync(out), text);
  }
});

/** A small valid object to damage. */
function sample(): Uint8Array {
  return new Uint8Array(readFileSync(join(objectDir('hsa', 'gfx900'), 'vadd.o')));
}

test('hostile ELF input: each a located ElfError (byte offset), never an exception of another kind', () => {
  const dv = (b: Uint8Array): DataView => new DataView(b.buffer, b.byteOffset, b.byteLength);
  const cases: [string, (b: Uint8Array) => Uint8Array, RegExp, number?][] = [
    ['truncated header', (b) => b.slice(0, 40), /the ELF header at offset 0x0 \(64 bytes\) runs past the end of the file \(40 bytes\)/, 0],
    ['32-bit', (b) => { b[4] = 1; return b; }, /not a 64-bit ELF file/, 4],
    ['big-endian', (b) => { b[5] = 2; return b; }, /not a little-endian/, 5],
    ['x86-64', (b) => { dv(b).setUint16(18, 62, true); return b; }, /not an AMDGPU object: e_machine is 62 \(x86-64\)/, 18],
    ['unknown GPU', (b) => { dv(b).setUint32(48, 0x41, true); return b; }, /EF_AMDGPU_MACH 0x41 is not a GCN 1\.0-1\.4 processor/, 48],
    ['section headers past the end', (b) => { dv(b).setBigUint64(40, BigInt(b.length - 10), true); return b; }, /section header table .* runs past the end/],
    ['huge section size', (b) => { const shoff = Number(dv(b).getBigUint64(40, true)); dv(b).setBigUint64(shoff + 64 * 2 + 32, 0xffffffffffffn, true); return b; }, /section 2's contents .* runs past the end/],
    ['size past 2^53', (b) => { const shoff = Number(dv(b).getBigUint64(40, true)); dv(b).setBigUint64(shoff + 64 * 2 + 32, 0xffffffffffffffffn, true); return b; }, /sh_size 0xffffffffffffffff is out of range/],
    ['bad string index', (b) => { dv(b).setUint16(62, 200, true); return b; }, /e_shstrndx 200 is not a section/, 62],
    ['truncated file', (b) => b.slice(0, 600), /runs past the end of the file \(600 bytes\)/],
    ['kernel symbol outside .text', (b) => {
      const obj = readElf(b);
      const symtab = obj.sections.find((x) => x.name === '.symtab')!;
      const k = obj.symbols.findIndex((x) => x.name === 'vadd');
      new DataView(b.buffer).setBigUint64(symtab.offset + 24 * k + 8, 0x100000n, true);
      return b;
    }, /symbol vadd: \d+ bytes at \.text\+0x100000 are outside \.text/],
    ['metadata note overrunning its section', (b) => {
      const note = readElf(b).sections.find((x) => x.name === '.note')!;
      new DataView(b.buffer).setUint32(note.offset + 4, 0x7fffffff, true);
      return b;
    }, /note at offset 0x[0-9a-f]+ in \.note: its name \(7 bytes\) and description \(2147483647 bytes\) run past the section's end/],
    ['metadata not msgpack', (b) => {
      const note = readElf(b).notes[0];
      b.fill(0xc1, note.at + 20, note.at + 24);
      return b;
    }, /metadata note: not valid msgpack/],
  ];
  for (const [what, damage, re, at] of cases) {
    let err: unknown;
    try { readCodeObject(damage(sample())); } catch (e) { err = e; }
    assert.ok(err instanceof ElfError, `${what}: ${String(err)}`);
    assert.match(err.message, re, what);
    if (at !== undefined) assert.equal(err.offset, at, what);
  }
  assert.throws(() => readElf(new Uint8Array([1, 2, 3, 4])), /not an ELF file/);
});

test('hostile ELF through the CLI: FILE:0xOFFSET: error, exit 1, no stack trace', () => {
  const b = sample();
  new DataView(b.buffer).setUint16(18, 3, true);
  const f = join(tmp, 'bad.o');
  writeFileSync(f, b);
  const r = gcnkit(['dis', f]);
  assert.equal(r.code, 1);
  assert.equal(r.stderr, `${f}:0x12: error: not an AMDGPU object: e_machine is 3 (x86), expected 224 (EM_AMDGPU)\n`);
  assert.equal(r.stdout, '');
  writeFileSync(f, sample().slice(0, 100));
  const t = gcnkit(['dis', f]);
  assert.equal(t.code, 1);
  assert.match(t.stderr, /^.*bad\.o:0x[0-9a-f]+: error: .* runs past the end of the file \(100 bytes\)\n$/);
});
