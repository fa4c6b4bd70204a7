// gcnkit dis --print-address: llvm-objdump -d's layout (address, dwords, a branch's target), raw
// and on ELF objects; --json's target field; the one branch rule (src/isa/branch.ts).
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { explainWords } from '../src/explain/fields.js';
import { relativeTarget } from '../src/isa/branch.js';
import { readCodeObject } from '../src/objects/code-object.js';
import { gcnkit } from './support/cli.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

test('a PC-relative branch goes to its own address + 4 + SIMM16 dwords, SIMM16 signed', () => {
  assert.equal(relativeTarget(0x14, 0x7fff), 0x20014);
  assert.equal(relativeTarget(4, 0xffff), 4);
  assert.equal(relativeTarget(0, 0x8000), 4 - 0x20000);
  assert.equal(relativeTarget(0x10, 3), 0x20);
});

// The words of `.long 0xBF800000, 0xBF84FFFF, ...` assembled by llvm-mc 19 into an object's .text:
//   llvm-mc -arch=amdgcn -mcpu=gfx900 -filetype=obj r.s -o r.o && llvm-objdump -d r.o
// gives these lines, but for s_call_b64 and s_cbranch_i_fork (llvm-objdump names the target of a
// branch whose first operand is the offset only: ERRATA.md) and the .long line's comment.
const RAW = 'BF800000 BF84FFFF BA840005 B804FFFD BF970003 BF827FFF BE801D04 94800604 BF810000 BF828000';
const OBJDUMP = [
  '\ts_nop 0                                                    // 000000000000: BF800000',
  '\ts_cbranch_scc0 65535                                       // 000000000004: BF84FFFF <.text+0x4>',
  '\ts_call_b64 s[4:5], 5                                       // 000000000008: BA840005 <.text+0x20>',
  '\ts_cbranch_i_fork s[4:5], 65533                             // 00000000000C: B804FFFD <.text+0x4>',
  '\ts_cbranch_cdbgsys 3                                        // 000000000010: BF970003 <.text+0x20>',
  '\ts_branch 32767                                             // 000000000014: BF827FFF <.text+0x20014>',
  '\ts_setpc_b64 s[4:5]                                         // 000000000018: BE801D04',
  '\ts_cbranch_g_fork s[4:5], s[6:7]                            // 00000000001C: 94800604',
  '\ts_endpgm                                                   // 000000000020: BF810000',
  // Before address 0: llvm-objdump's addresses are unsigned 64-bit.
  '\ts_branch 32768                                             // 000000000024: BF828000 <.text+0xfffffffffffe0028>',
];

test('--print-address: each line in llvm-objdump\'s layout with its address, dwords and branch target', () => {
  const r = gcnkit(['dis', '--mcpu', 'gfx900', '--hex', '--print-address'], RAW);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(r.stdout.split('\n'), [...OBJDUMP, '']);
});

test('--print-address: a word of no instruction keeps its reason, then the address', () => {
  const r = gcnkit(['dis', '--mcpu', 'gfx900', '--hex', '--print-address', '-q'], 'ffffffff');
  assert.equal(r.stdout, '\t.long 0xffffffff // no known encoding                      // 000000000000: FFFFFFFF\n');
});

test('--print-address shows the text of the default listing (the kernel prints that one) unchanged', () => {
  const dir = `${ROOT}test/kernels/gfx900`;
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.bin')).slice(0, 6)) {
    const plain = gcnkit(['dis', '--mcpu', 'gfx900', `${dir}/${f}`]);
    const addr = gcnkit(['dis', '--mcpu', 'gfx900', '--print-address', `${dir}/${f}`]);
    assert.equal(addr.code, 0, addr.stderr);
    const lines = addr.stdout.split('\n');
    let at = 0;
    lines.forEach((l, i) => {
      if (!l) return;
      const m = /^(\t.*?) *\/\/ ([0-9A-F]{12}):((?: [0-9A-F]{8})+)( <\.text(?:\+0x[0-9a-f]+)?>)?$/.exec(l);
      assert.ok(m, `${f} line ${i + 1}: ${l}`);
      assert.equal(parseInt(m[2], 16), at, `${f} line ${i + 1}: address`);
      at += m[3].length / 9 * 4;
      lines[i] = m[1];
    });
    assert.equal(lines.join('\n'), plain.stdout, f);
    assert.equal(at, readFileSync(`${dir}/${f}`).length);
  }
});

test('the explorer\'s view of a branch has its target relative to its own address', () => {
  assert.equal(explainWords('gcn1.4', [0xbf84fffd], 0, false).jump, -8);
  assert.equal(explainWords('gcn1.4', [0xba840005], 0, false).jump, 24);
  assert.equal(explainWords('gcn1.4', [0xbe801d04], 0, false).jump, undefined);
});

test('--json: a PC-relative branch has its target (byte offset); others have none', () => {
  const r = gcnkit(['dis', '--mcpu', 'gfx900', '--hex', '--json'], 'BF800000 BF84FFFF BE801D04');
  const objs = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
  assert.deepEqual(objs.map((o) => [o.offset, o.target]), [[0, undefined], [4, 4], [8, undefined]]);
});

test('--print-address with --show-encoding or --syntax clrx: a usage error, no listing', () => {
  for (const extra of [['--show-encoding'], ['--syntax', 'clrx']]) {
    const r = gcnkit(['dis', '--mcpu', 'gfx900', '--hex', '--print-address', ...extra], 'BF810000');
    assert.equal(r.code, 1);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, /^gcnkit: error: --print-address .*\n$/);
    assert.doesNotMatch(r.stderr, /\n\s+at /);
  }
});

// llvm-objdump -d test/objects/hsa/gfx900/vadd.so (a linked object: .text at 0x1900), the lines
// of the branch; gcnkit's listing prints the branch's operand as the label it defines.
test('an ELF object with --print-address: llvm-objdump\'s addresses and <symbol+0xN> targets; it still assembles', () => {
  const r = gcnkit(['dis', '--print-address', `${ROOT}test/objects/hsa/gfx900/vadd.so`]);
  assert.equal(r.code, 0, r.stderr);
  const lines = r.stdout.split('\n');
  for (const want of [
    '\ts_and_saveexec_b64 s[0:1], vcc                             // 000000001934: BE80206A',
    '\ts_cbranch_execz .Ltext_9c                                  // 000000001938: BF880018 <vadd+0x9c>',
    '\ts_load_dwordx4 s[0:3], s[6:7], 0x0                         // 00000000193C: C00A0003 00000000',
    '\ts_cbranch_execz .Ltext_194                                 // 000000001A38: BF880016 <saxpy+0x94>',
  ]) assert.ok(lines.includes(want), want);
  assert.ok(lines.includes('.Ltext_9c:'));
  // The default listing is unchanged: the same lines without the comments.
  const plain = gcnkit(['dis', `${ROOT}test/objects/hsa/gfx900/vadd.so`]);
  assert.equal(r.stdout.replace(/ *\/\/ [0-9A-F]{12}:.*$/gm, ''), plain.stdout);
  const json = JSON.parse(gcnkit(['dis', '--json', `${ROOT}test/objects/hsa/gfx900/vadd.so`]).stdout);
  const branch = json.kernels[0].instructions.find((i: { mnemonic?: string }) => i.mnemonic === 's_cbranch_execz');
  assert.equal(branch.target, 0x9c);
  // The listing with addresses assembles back to the same code.
  const dir = mkdtempSync(join(tmpdir(), 'gcnkit-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'v.s'), r.stdout);
  const a = gcnkit(['asm', '--filetype', 'obj', '-o', join(dir, 'v.o'), join(dir, 'v.s')]);
  assert.equal(a.code, 0, a.stderr);
  const text = (b: Uint8Array): Uint8Array => readCodeObject(b).text!.data;
  assert.deepEqual(text(readFileSync(join(dir, 'v.o'))), text(readFileSync(`${ROOT}test/objects/hsa/gfx900/vadd.so`)));
});
