// The DS (LDS/GDS) probe of the family base GPUs (npm run harvest -- --probe): docs/llvm-mc/ds/ds.tsv
// and data.json from llvm-mc 19's own bytes.
//   1. Candidates: LLVM 19's DS_* instruction names with an SI..GFX9 real-encoding suffix, lower case.
//   2. Each is assembled on each GPU with every operand list of 0..4 VGPR operands of 1..4
//      registers, with and without `gds`. Operand i starts at register 10*(i+1) (v10, v[20:21], ...),
//      so the encoded fields (ADDR, DATA0, DATA1, VDST) say which operand is which. The accepted
//      forms give the opcode per GPU and the operand shape.
//   3. The first accepted form is assembled again with offset:, offset0:/offset1: and a swizzle.
import { assembleLines, libraryNames, words } from './valu-probe-llvm.js';
import { pyJson } from './py-json.js';
import type { ProbeCpu } from './valu-probe.js';

interface DsFacts { op: number; shape: string; forms: number; gds: string; mods: string[]; text: string }

const reg = (i: number, w: number): string => { const b = 10 * (i + 1); return w === 1 ? `v${b}` : `v[${b}:${b + w - 1}]`; };

/** Every list of 0..4 operands of 1..4 registers (the last operand's width changing fastest). */
function forms(): { ops: string; ws: number[] }[] {
  const out: { ops: string; ws: number[] }[] = [];
  const rec = (n: number, ws: number[]): void => {
    if (ws.length === n) { out.push({ ops: ws.map((w, i) => reg(i, w)).join(', '), ws }); return; }
    for (const w of [1, 2, 3, 4]) rec(n, [...ws, w]);
  };
  for (let n = 0; n <= 4; n++) rec(n, []);
  return out;
}

/** Which field holds each operand (addr/data0/data1/vdst) and its width in bits. */
function shape(w: readonly number[], ws: readonly number[]): string {
  const w1 = w[1];
  const vals: [string, number][] = [['addr', w1 & 0xff], ['data0', (w1 >>> 8) & 0xff], ['data1', (w1 >>> 16) & 0xff], ['vdst', (w1 >>> 24) & 0xff]];
  return ws.map((x, i) => `${vals.find(([, v]) => v === 10 * (i + 1))?.[0] ?? '?'}${x * 32}`).join(' ');
}

/** docs/llvm-mc/ds's ds.tsv and data.json. */
export function dsFiles(cpus: readonly ProbeCpu[]): Map<string, string> {
  const names = [...new Set(libraryNames('DS_').map((n) => /^(DS_[A-Z0-9_]+?)_(gfx6_gfx7|si|ci|gfx7|vi|gfx9)$/.exec(n)?.[1].toLowerCase()).filter((n): n is string => !!n))].sort();
  const fl = forms();
  const rows = new Map<string, Map<string, DsFacts>>(names.map((n) => [n, new Map()]));
  for (const cpu of cpus) {
    const lines: string[] = [], keys: [string, number[], boolean][] = [];
    for (const n of names) {
      for (const { ops, ws } of fl) {
        for (const g of ['', ' gds']) {
          lines.push(`${n} ${ops}${g}`.replace('  ', ' ').trimEnd());
          keys.push([n, ws, !!g]);
        }
      }
    }
    const acc = new Map<string, { ws: number[]; g: boolean; text: string; w: number[] }[]>();
    assembleLines(cpu.name, lines).forEach((r, i) => {
      if (!r.ok) return;
      const [n, ws, g] = keys[i];
      if (!acc.has(n)) acc.set(n, []);
      acc.get(n)!.push({ ws, g, text: r.printed[0].text, w: words(r.printed[0].bytes) });
    });
    // Modifier probes on the first accepted form (without gds when there is one).
    const probes: string[] = [], pk: [string, string][] = [];
    for (const [n, fs] of acc) {
      const first = fs.find((f) => !f.g) ?? fs[0];
      const base = first.text.replace(/\s+gds$/, '');
      for (const mod of ['offset:4', 'offset0:1 offset1:2', 'offset:swizzle(SWAP,1)']) {
        probes.push(`${base} ${mod}${first.g ? ' gds' : ''}`);
        pk.push([n, mod.split(':')[0]]);
      }
    }
    const takes = new Map<string, string[]>();
    assembleLines(cpu.name, probes).forEach((r, i) => {
      if (!r.ok) return;
      const [n, mod] = pk[i];
      takes.set(n, [...(takes.get(n) ?? []), mod]);
    });
    for (const [n, fs] of acc) {
      const ops = new Set(fs.map((f) => (cpu.major >= 8 ? (f.w[0] >>> 17) & 0xff : (f.w[0] >>> 18) & 0xff)));
      if (ops.size !== 1) throw new Error(`${cpu.name} ${n}: several opcodes ${[...ops]}`);
      const plain = fs.filter((f) => !f.g), gdsf = fs.filter((f) => f.g);
      const first = (plain.length ? plain : gdsf)[0];
      rows.get(n)!.set(cpu.name, {
        op: [...ops][0], shape: shape(first.w, first.ws), forms: fs.length,
        gds: plain.length && gdsf.length ? 'both' : gdsf.length ? 'only' : 'no', mods: takes.get(n) ?? [], text: first.text,
      });
    }
  }
  const tsv = [['# name', ...cpus.map((c) => 'op_' + c.name), 'shape', 'gds', 'mods', 'example'].join('\t')];
  for (const [n, r] of rows) {
    if (!r.size) continue;
    const ref = [...cpus].reverse().map((c) => r.get(c.name)).find((x) => x)!;
    if (new Set([...r.values()].map((v) => v.shape)).size !== 1) throw new Error(`${n}: the operand shape differs between GPUs`);
    const cells = cpus.map((c) => (r.has(c.name) ? '0x' + r.get(c.name)!.op.toString(16) : '-'));
    tsv.push([n, ...cells, ref.shape || 'none', ref.gds, ref.mods.join(',') || '-', ref.text].join('\t'));
  }
  const data = Object.fromEntries([...rows].map(([n, r]) => [n, Object.fromEntries(r)]));
  console.log(`DS: ${tsv.length - 1} mnemonics`);
  return new Map([['ds.tsv', tsv.join('\n') + '\n'], ['data.json', pyJson(data)]]);
}
