// The MIMG probe of the family base GPUs (npm run harvest -- --probe): docs/llvm-mc/mimg's MIMG.tsv,
// probes.tsv and disasm.tsv from llvm-mc 19.
//   Candidates: LLVM 19's IMAGE_* base names. For every candidate and GPU each form
//     NAME vdata, vaddr, s[8:15][, s[16:19]] dmask:M
//   is assembled with vdata of 1/2/4 registers (dmask 0x1/0x3/0xf, and 0x1 with 4 registers for
//   gather4) and vaddr of 1..16 registers, with and without the sampler; the opcode is read back
//   from the bytes. Each modifier is tried alone on the first accepted form, and every dmask with
//   and without tfe/d16 with the register count llvm-mc's rule asks for. On the GPUs with ISA
//   major >= 8 every opcode 0..127 is disassembled (with and without a sampler) and must name the
//   same instruction; the vaddr width llvm-mc prints there is recorded.
import { assembleLines, disassembleBlocks, libraryNames, words } from './valu-probe-llvm.js';
import type { ProbeCpu } from './valu-probe.js';

const MODS = ['unorm', 'glc', 'slc', 'r128', 'a16', 'tfe', 'lwe', 'da', 'd16'];
const DATA: [number, number][] = [[0x1, 1], [0x3, 2], [0xf, 4], [0x1, 4]];

const vreg = (a: number, n: number): string => (n === 1 ? `v${a}` : `v[${a}:${a + n - 1}]`);
const form = (name: string, n: number, dmask: number, k: number, samp: number): string =>
  `${name} ${vreg(0, n)}, ${vreg(20, k)}, s[8:15]${samp ? ', s[16:19]' : ''} dmask:0x${dmask.toString(16)}`;

/** One more register in a register operand (tfe's status dword). */
function bump(r: string): string {
  const m = /^v(\d+)$/.exec(r);
  if (m) return `v[${m[1]}:${Number(m[1]) + 1}]`;
  const n = /^v\[(\d+):(\d+)\]$/.exec(r)!;
  return `v[${n[1]}:${Number(n[2]) + 1}]`;
}

const regCount = (t: string): number => { const m = /^v\[(\d+):(\d+)\]$/.exec(t); return m ? Number(m[2]) - Number(m[1]) + 1 : 1; };

/** 1 2 3 4 -> 1-4; 1 .. 13 16 -> 1-13,16 */
function compact(ks: readonly number[]): string {
  const out: string[] = [];
  for (let i = 0; i < ks.length;) {
    let j = i;
    while (j + 1 < ks.length && ks[j + 1] === ks[j] + 1) j++;
    out.push(i === j ? String(ks[i]) : `${ks[i]}-${ks[j]}`);
    i = j + 1;
  }
  return out.join(',');
}

interface Row { op: Set<number>; samp: Set<number>; data: Set<string>; vaddr: Set<number>; first: string; mods: Map<string, string>; counts: Set<number> }

export function mimgFiles(cpus: readonly ProbeCpu[]): Map<string, string> {
  const names = [...new Set(libraryNames('IMAGE_').map((n) => /^IMAGE_([A-Z0-9_]+?)_V\d+_V\d+(_.*)?$/.exec(n)?.[1]).filter((n): n is string => !!n).map((n) => 'image_' + n.toLowerCase()))].sort();
  const rows = new Map<string, Map<string, Row>>(names.map((n) => [n, new Map()]));
  const probes: string[][] = [];
  for (const cpu of cpus) {
    const texts: string[] = [], keys: [string, number, number, number, number][] = [];
    for (const name of names) for (const samp of [0, 1]) for (const [dmask, n] of DATA) for (let k = 1; k <= 16; k++) { texts.push(form(name, n, dmask, k, samp)); keys.push([name, samp, dmask, n, k]); }
    assembleLines(cpu.name, texts).forEach((res, i) => {
      if (!res.ok || res.printed[0].text.split(/\s/)[0] !== keys[i][0]) return; // rejected, or an alias printed under another name
      const [name, samp, dmask, n, k] = keys[i];
      const w = words(res.printed[0].bytes);
      let r = rows.get(name)!.get(cpu.name);
      if (!r) rows.get(name)!.set(cpu.name, (r = { op: new Set(), samp: new Set(), data: new Set(), vaddr: new Set(), first: texts[i], mods: new Map(), counts: new Set() }));
      r.op.add(((w[0] >>> 18) & 0x7f) | ((w[0] & 1) << 7));
      r.samp.add(samp);
      r.data.add(`${dmask.toString(16)}/${n}`);
      r.vaddr.add(k);
    });
    // Modifiers, one at a time, on the first accepted form.
    const mt: string[] = [], mk: [string, string][] = [];
    for (const name of names) {
      const r = rows.get(name)!.get(cpu.name);
      if (!r) continue;
      for (const m of MODS) {
        let base = r.first;
        if (m === 'tfe') base = base.replace(/^(\S+) (v\d+|v\[\d+:\d+\])/, (_, mn: string, v: string) => `${mn} ${bump(v)}`);
        if (m === 'd16' && cpu.major >= 9 && r.data.has('1/4')) base = base.replace('v[0:3]', 'v[0:1]'); // packed: gather4's 4 components in 2 registers
        mt.push(`${base} ${m}`);
        mk.push([name, m]);
      }
    }
    assembleLines(cpu.name, mt).forEach((res, i) => {
      const [name, m] = mk[i];
      rows.get(name)!.get(cpu.name)!.mods.set(m, res.ok ? 'y' : res.error!);
      probes.push([cpu.name, name, m, res.ok ? 'ok' : res.error!]);
    });
  }
  // vdata register counts: every dmask x tfe x d16, with the count llvm-mc's rule asks for
  // (gather4: 4; else popcount(dmask); halved with d16 on GFX9; +1 with tfe).
  const notes: string[] = [];
  for (const cpu of cpus) {
    const vt: string[] = [], vk: [string, number, number, number, number][] = [];
    for (const name of names) {
      const r = rows.get(name)!.get(cpu.name);
      if (!r) continue;
      const gather = r.data.has('1/4');
      for (const dmask of [0x1, 0x3, 0x7, 0xf]) for (const tfe of [0, 1]) for (const d16 of [0, 1]) {
        if (d16 && r.mods.get('d16') !== 'y') continue;
        let n = gather ? 4 : dmask.toString(2).split('1').length - 1;
        if (d16 && cpu.major >= 9) n = (n + 1) >> 1;
        n += tfe;
        vt.push(`${name} ${vreg(0, n)}, ${vreg(20, Math.min(...r.vaddr))}, s[8:15]${r.samp.has(1) ? ', s[16:19]' : ''} dmask:0x${dmask.toString(16)}${tfe ? ' tfe' : ''}${d16 ? ' d16' : ''}`);
        vk.push([name, dmask, tfe, d16, n]);
      }
    }
    assembleLines(cpu.name, vt).forEach((res, i) => {
      const [name, dmask, tfe, d16, n] = vk[i];
      const r = rows.get(name)!.get(cpu.name)!;
      if (res.ok) r.counts.add(n);
      else notes.push(`${cpu.name} ${name} 0x${dmask.toString(16)} ${tfe} ${d16} ${n} ${res.error}`);
      probes.push([cpu.name, name, `dmask:0x${dmask.toString(16)}${tfe ? ' tfe' : ''}${d16 ? ' d16' : ''} -> ${n} registers`, res.ok ? 'ok' : res.error!]);
    });
  }
  // Disassembly: every opcode, with and without a sampler.
  const dis = new Map<string, string>(); // cpu|op|samp
  const disCpus = cpus.filter((c) => c.major >= 8);
  for (const cpu of disCpus) {
    const blocks: number[][] = [], keys: [number, number][] = [];
    for (let op = 0; op < 128; op++) for (const samp of [0, 1]) { blocks.push([((0x3c << 26) | (op << 18) | (0x1 << 8)) >>> 0, 20 | (2 << 16) | ((samp ? 4 : 0) << 21)]); keys.push([op, samp]); }
    disassembleBlocks(cpu.name, blocks).forEach((out, i) => { if (out.length === 1 && out[0].bytes.length === 8) dis.set(`${cpu.name}|${keys[i][0]}|${keys[i][1]}`, out[0].text); });
  }
  const tsv = [['# name', ...cpus.map((c) => 'op_' + c.name), 'sampler', 'data', 'vdata', 'vaddr', ...disCpus.map((c) => 'vaddr_printed_' + c.name), ...cpus.map((c) => 'mods_' + c.name)].join('\t')];
  for (const [name, per] of rows) {
    if (!per.size) continue;
    const ops = cpus.map((c) => {
      const r = per.get(c.name);
      if (r && r.op.size !== 1) throw new Error(`${name} ${c.name}: several opcodes ${[...r.op]}`);
      return r ? '0x' + [...r.op][0].toString(16).padStart(2, '0') : '-';
    });
    const rs = cpus.filter((c) => per.has(c.name)).map((c) => per.get(c.name)!);
    const samp = new Set(rs.flatMap((r) => [...r.samp]));
    const data = [...new Set(rs.flatMap((r) => [...r.data]))].sort();
    const vaddrs = new Set(rs.map((r) => compact([...r.vaddr].sort((a, b) => a - b))));
    if (vaddrs.size !== 1 || samp.size !== 1) throw new Error(`${name}: vaddr/sampler differ between GPUs`);
    const printed = disCpus.map((c) => {
      const r = per.get(c.name);
      if (!r) return '-';
      const t = dis.get(`${c.name}|${[...r.op][0]}|${[...samp][0]}`);
      if (t === undefined || t.split(/\s/)[0] !== name) throw new Error(`${name} ${c.name}: disassembles as ${t}`);
      return String(regCount(t.split(', ')[1]));
    });
    // LLVM's register-count variants do not depend on the GPU; a GPU only reaches some of them
    // (gather4's 2 registers need packed d16, GFX9), so the union is the row's set.
    const counts = [...new Set(rs.flatMap((r) => [...r.counts]))].sort((a, b) => a - b);
    const mods = cpus.map((c) => (per.has(c.name) ? MODS.filter((m) => per.get(c.name)!.mods.get(m) === 'y').join(',') : '-'));
    tsv.push([name, ...ops, String([...samp][0]), data.join(' '), compact(counts), [...vaddrs][0], ...printed, ...mods].join('\t'));
  }
  const disLines = [...dis].map(([k, t]) => { const [g, op, s] = k.split('|'); return { g, op: Number(op), s: Number(s), t }; })
    .sort((a, b) => (a.g !== b.g ? (a.g < b.g ? -1 : 1) : a.op - b.op || a.s - b.s))
    .map((x) => `${x.g}\t0x${x.op.toString(16).padStart(2, '0')}\t${x.s}\t${x.t}`);
  console.log(`MIMG: ${tsv.length - 1} rows, ${notes.length} register counts refused`);
  return new Map([
    ['MIMG.tsv', tsv.join('\n') + '\n'],
    ['probes.tsv', ['# gpu\tname\tmodifier\tllvm-mc (ok or its error)', ...probes.map((p) => p.join('\t'))].join('\n') + '\n'],
    ['disasm.tsv', ['# gpu\top\tsampler operand\tllvm-mc text (dmask 0x1, vaddr v20, srsrc s[8:15], ssamp s[16:19])', ...disLines].join('\n') + '\n'],
  ]);
}
