// The full vector-ALU probe of the family base GPUs (npm run harvest -- --probe): which mnemonics
// llvm-mc 19 knows on each, in which encoding, with which opcode (read back from the bytes it
// encodes), and whether they have SDWA/DPP forms. Three steps:
//   1. brute-force disassembly of every VOP1/VOP2/VOPC/VOP3/VOP3P/VINTRP opcode with a few operand
//      patterns on the GPUs with SDWA/DPP (ISA major >= 8): the operand texts llvm-mc prints;
//   2. assembly of every candidate mnemonic (LLVM's own instruction names, from its AMDGPU
//      library, and the names step 1 printed) in every form (e32, e64, plain, sdwa, dpp) on every
//      GPU: first with the operand texts of step 1, then with a fixed list of operand shapes;
//   3. per GPU and name: its encoding, opcode, e64 opcode and SDWA/DPP forms (summarize).
// scripts/valu-shape.ts then probes operand shapes and modifiers and writes docs/llvm-mc/valu.
import { assembleLines, disassembleBlocks, libraryNames, words, type Printed } from './valu-probe-llvm.js';

/** A GPU probed: its llvm-mc name and its family's ISA major (8+: VI layouts, SDWA/DPP; 9: VOP3P, op_sel). */
export interface ProbeCpu { readonly name: string; readonly major: number }

export type Enc = 'VOP1' | 'VOP2' | 'VOPC' | 'VOP3' | 'VOP3P' | 'VINTRP';

const V0 = 256, VD = 0, A = 4, B = 6, C = 8; // vdst v0, src0 v4, src1 v6, src2 v8 (as 9-bit sources: 256 + n)
const SDWA = 0x06060604, SDWA1 = 0x00060604, SDWAC = 0x06060004; // src0 v4, selects DWORD (VOP1: no src1_sel; VOPC: no dst_sel)
const DPP = 0xff00e404; // src0 v4, quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
const u = (x: number): number => x >>> 0;
const vop2 = (op: number, s0: number): number => u((op << 25) | (VD << 17) | (B << 9) | s0);
const vop1 = (op: number, s0: number): number => u((0x3f << 25) | (VD << 17) | (op << 9) | s0);
const vopc = (op: number, s0: number): number => u((0x3e << 25) | (op << 17) | (B << 9) | s0);
const vop3 = (op: number, s0: number, s1: number, s2: number, b8 = 0): number[] => [u((0x34 << 26) | (op << 16) | (b8 << 8) | VD), u(s0 | (s1 << 9) | (s2 << 18))];
const vop3p = (op: number, s0: number, s1: number, s2: number, opselHi = 3, opselHi2 = 1): number[] =>
  [u((0x1a7 << 23) | (op << 16) | (opselHi2 << 14) | VD), u(s0 | (s1 << 9) | (s2 << 18) | (opselHi << 27))];
const vintrp = (op: number, vsrc: number, chan: number, attr: number): number => u((0x35 << 26) | (VD << 18) | (op << 16) | (attr << 10) | (chan << 8) | vsrc);

type Pattern = (op: number) => number[];
/** VOP3 operand patterns: (src0, src1, src2) and sdst (bits 8-14 = s[12:13] for the VOP3b forms). */
const VOP3_PATTERNS: [string, number, number, number, number][] = [
  ['v1', V0 + A, 0, 0, 0], ['v2', V0 + A, V0 + B, 0, 0], ['v3', V0 + A, V0 + B, V0 + C, 0],
  ['s1', 4, 0, 0, 0], ['s2', 4, 6, 0, 0], ['s3', 4, 6, 8, 0],
  ['vs2', V0 + A, 6, 0, 0], ['vs3', V0 + A, 6, V0 + C, 0], ['vvs3', V0 + A, V0 + B, 8, 0],
  ['a2', 0, V0 + B, 0, 0], ['a3', 0, V0 + B, V0 + C, 0], ['a2c', 1, V0 + B, 0, 0], ['a3c', 1, V0 + B, V0 + C, 0],
  ['k1', 242, 0, 0, 0], ['k2', 242, 240, 0, 0], ['k3', 242, 240, 130, 0],
  ['z', 0, 0, 0, 0], ['sd2', V0 + A, V0 + B, 0, 12], ['sd3', V0 + A, V0 + B, V0 + C, 12], ['sd3s', V0 + A, V0 + B, 8, 12],
];
const PATTERNS: Record<Exclude<Enc, 'VINTRP'>, [string, Pattern][]> = {
  VOP2: [['vK', (o) => [vop2(o, V0 + A), 0x41200000]], ['v', (o) => [vop2(o, V0 + A)]], ['s', (o) => [vop2(o, 4)]], ['k', (o) => [vop2(o, 242)]],
    ['lit', (o) => [vop2(o, 0xff), 0x3f800000]], ['sdwa', (o) => [vop2(o, 0xf9), SDWA]], ['dpp', (o) => [vop2(o, 0xfa), DPP]]],
  VOP1: [['z', (o) => [vop1(o, 0)]], ['v', (o) => [vop1(o, V0 + A)]], ['s', (o) => [vop1(o, 4)]], ['k', (o) => [vop1(o, 242)]],
    ['lit', (o) => [vop1(o, 0xff), 0x3f800000]], ['sdwa', (o) => [vop1(o, 0xf9), SDWA1]], ['dpp', (o) => [vop1(o, 0xfa), DPP]]],
  VOPC: [['v', (o) => [vopc(o, V0 + A)]], ['s', (o) => [vopc(o, 4)]], ['k', (o) => [vopc(o, 242)]],
    ['lit', (o) => [vopc(o, 0xff), 0x3f800000]], ['sdwa', (o) => [vopc(o, 0xf9), SDWAC]], ['dpp', (o) => [vopc(o, 0xfa), DPP]]],
  VOP3: VOP3_PATTERNS.map(([n, s0, s1, s2, b8]) => [n, (o: number) => vop3(o, s0, s1, s2, b8)] as [string, Pattern]),
  VOP3P: [['v2', (o) => vop3p(o, V0 + A, V0 + B, 0)], ['v', (o) => vop3p(o, V0 + A, V0 + B, V0 + C)], ['s', (o) => vop3p(o, 4, 6, 8)],
    ['k', (o) => vop3p(o, 242, 240, 130)], ['z', (o) => vop3p(o, V0 + A, V0 + B, V0 + C, 0, 0)]],
};
const VINTRP_PATTERNS: [string, Pattern][] = [['v', (o) => [vintrp(o, A, 1, 2)]], ['p10', (o) => [vintrp(o, 10, 0, 0)]], ['c3', (o) => [vintrp(o, 0, 3, 32)]]];
const OPCODES: Record<Exclude<Enc, 'VINTRP'>, number> = { VOP2: 62, VOP1: 256, VOPC: 256, VOP3: 1024, VOP3P: 128 };

/** What one pattern of one opcode disassembled to: the texts, and whether the first re-encodes to the input. */
interface Decoded { readonly txt: string[]; readonly match: boolean }
export type Brute = Map<Enc, Map<number, Map<string, Decoded>>>;

/** Step 1 on one GPU (major >= 8). */
export function brute(cpu: ProbeCpu): Brute {
  const out: Brute = new Map();
  const encs: [Enc, number, [string, Pattern][]][] = (Object.keys(PATTERNS) as Exclude<Enc, 'VINTRP'>[])
    .filter((e) => e !== 'VOP3P' || cpu.major >= 9).map((e) => [e, OPCODES[e], PATTERNS[e]]);
  encs.push(['VINTRP', 4, VINTRP_PATTERNS]);
  for (const [enc, n, pats] of encs) {
    const blocks: number[][] = [], keys: [number, string][] = [];
    for (let op = 0; op < n; op++) for (const [pn, f] of pats) { blocks.push(f(op)); keys.push([op, pn]); }
    const outs = disassembleBlocks(cpu.name, blocks);
    const d = new Map<number, Map<string, Decoded>>();
    keys.forEach(([op, pn], i) => {
      const o = outs[i];
      const match = o.length >= 1 && sameWords(words(o[0].bytes), blocks[i]);
      if (!d.has(op)) d.set(op, new Map());
      d.get(op)!.set(pn, { txt: o.map((p) => p.text), match });
    });
    out.set(enc, d);
  }
  return out;
}

const sameWords = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** The decode chosen for one opcode: its pattern and text, and its SDWA/DPP texts (VOP1/VOP2/VOPC). */
export interface Picked { readonly pat: string; readonly text: string; readonly sdwa?: string; readonly dpp?: string }

const PRI3 = ['sd3', 'sd3s', 'v3', 'vvs3', 'vs3', 's3', 'a3', 'k3', 'a3c', 'sd2', 'v2', 'vs2', 's2', 'a2', 'k2', 'a2c', 'v1', 's1', 'k1', 'z'];
const PRIORITY: Record<Enc, string[]> = {
  VOP3: PRI3, VOP3P: ['v', 'v2', 's', 'k', 'z'], VINTRP: ['v', 'p10', 'c3'],
  VOP1: ['vK', 'v', 'z', 's', 'k', 'lit'], VOP2: ['vK', 'v', 'z', 's', 'k', 'lit'], VOPC: ['vK', 'v', 'z', 's', 'k', 'lit'],
};

/** A canonical decode per opcode: the most telling operand pattern that decoded and re-encoded. */
export function pick(cpu: ProbeCpu, b: Brute): Map<Enc, Map<number, Picked>> {
  const out = new Map<Enc, Map<number, Picked>>();
  for (const [enc, d] of b) {
    const o = new Map<number, Picked>();
    for (const [op, pp] of d) {
      let m = PRIORITY[enc].filter((p) => {
        const r = pp.get(p);
        return r && r.match && r.txt.length >= 1 && !r.txt[0].includes('nvalid') && (!p.startsWith('sd') || r.txt[0].includes('s[12:13]'));
      });
      if (enc === 'VOP3' && cpu.major >= 9 && op >= 0x380) continue; // GFX9's VOP3P space
      if (enc === 'VOP3P' && m.includes('z') && !pp.get('z')!.txt[0].includes('op_sel')) m = ['z', ...m]; // v_mad_mix*: op_sel_hi 0 prints no modifier
      if (m.length && pp.get(m[0])!.txt[0].includes('attr')) m = [...['a3', 'a2', 'a3c', 'a2c', 'z'].filter((q) => m.includes(q)), ...m];
      if (!m.length) continue;
      const ent: Picked = { pat: m[0], text: pp.get(m[0])!.txt[0] };
      if (enc === 'VOP1' || enc === 'VOP2' || enc === 'VOPC') {
        const s = pp.get('sdwa')!, p = pp.get('dpp')!;
        o.set(op, { ...ent, ...(s.match ? { sdwa: s.txt[0] } : {}), ...(p.match ? { dpp: p.txt[0] } : {}) });
      } else o.set(op, ent);
    }
    out.set(enc, o);
  }
  return out;
}

/** LLVM 19's own V_* instruction names with a SI..GFX9 (or GFX90A/GFX940) real encoding, lower case, without the suffixes. */
export function llvmInstrNames(): Set<string> {
  const out = new Set<string>();
  const re = /^(V_[A-Z0-9_]+?)(_e32|_e64|_sdwa|_dpp|_e64_dpp|_dpp8|_e64_dpp8)?_(gfx6_gfx7|si|ci|gfx7|vi|gfx9|gfx90a|gfx940)$/;
  for (const s of libraryNames('V_')) {
    const r = re.exec(s);
    if (r) out.add(r[1].toLowerCase());
  }
  return out;
}

export type Form = 'e32' | 'e64' | 'plain' | 'sdwa' | 'dpp';
/** An assembly result for one name, GPU and form. */
export interface AsmResult { ok: boolean; err?: string; alias?: string; input?: string; text?: string; enc?: string; op?: number; tried: string[] }
export type AsmResults = Map<string, AsmResult>; // key: name|cpu|form

const SUFFIX: Record<Form, string> = { e32: '_e32', e64: '_e64', plain: '', sdwa: '_sdwa', dpp: '_dpp' };
const DPP_SUFFIX = ' quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf';
/** Operand texts tried where no decode printed one (step 2's second stage). */
const SHAPES = ['', 's[0:1], v4, v6', 's[0:1], v[4:5], v[6:7]', 's[0:1], v[4:5], v6',
  'vcc, v4, v6', 'vcc, v[4:5], v[6:7]', 'vcc, v[4:5], v6', 'v0, v4', 'v0, v4, v6', 'v0, v4, v6, v8',
  'v[0:1], v[4:5]', 'v0, v[4:5]', 'v[0:1], v4',
  'v[0:1], v[4:5], v[6:7]', 'v[0:1], v[4:5], v6', 'v[0:1], v4, v[6:7]',
  'v[0:1], v[4:5], v[6:7], v[8:9]', 'v[0:1], v[4:5], v6, v[8:9]', 'v[0:3], v[4:5], v6, v[8:11]',
  'v[0:1], v4, v6, v[8:9]',
  'v0, s[12:13], v4, v6', 'v0, s[12:13], v4, v6, s[8:9]', 'v0, v4, v6, s[8:9]',
  'v0, vcc, v4, v6', 'v0, vcc, v4, v6, vcc', 'v0, v4, v6, vcc',
  'v0, s[12:13], v4, v6, v8', 'v[0:1], s[12:13], v[4:5], v[6:7], v[8:9]', 'v[0:1], s[12:13], v4, v6, v[8:9]',
  'vcc, v4, v6', 'vcc, v[4:5], v[6:7]', 'vcc, v[4:5], v6',
  's[0:1], v4, v6', 's[0:1], v[4:5], v[6:7]', 's[0:1], v[4:5], v6',
  's0, v4', 's0, v4, s6', 'v0, s4, s6', 'v0, v4, s6',
  'v0, v4, attr0.x', 'v0, p10, attr0.x', 'v0, v6, attr0.x', 'v0, v6, attr0.x, v8',
  'v0, v4, 0x41200000, v6', 'v0, v4, v6, 0x41200000', 'v0, v4, 0x4900, v6', 'v0, v4, v6, 0x4900',
  'v0, s4, m0', 'v0, s4, 2', 's0, v4, m0'];
/** Names LLVM's table spells otherwise (aliases and GCN 1.2 names) that are rows of their own on some GPU. */
const EXTRA_NAMES = ['v_add_i32', 'v_sub_i32', 'v_subrev_i32', 'v_addc_u32', 'v_subb_u32', 'v_subbrev_u32', 'v_mov_fed_b32', 'v_add_u32', 'v_sub_u32', 'v_subrev_u32'];

/** The encoding class and opcode of encoded words on `cpu`. */
export function decodeClass(cpu: ProbeCpu, ws: readonly number[]): [string, number] {
  const w0 = ws[0], vi = cpu.major >= 8;
  const top7 = w0 >>> 25;
  if (top7 === 0x3f || top7 === 0x3e || w0 >>> 31 === 0) {
    let enc = top7 === 0x3f ? 'VOP1' : top7 === 0x3e ? 'VOPC' : 'VOP2';
    const op = enc === 'VOP1' ? (w0 >>> 9) & 0xff : enc === 'VOPC' ? (w0 >>> 17) & 0xff : (w0 >>> 25) & 0x3f;
    const src0 = w0 & 0x1ff;
    if (vi && src0 === 0xf9) enc += '_SDWA';
    else if (vi && src0 === 0xfa) enc += '_DPP';
    return [enc, op];
  }
  if (cpu.major >= 9 && w0 >>> 23 === 0x1a7) return ['VOP3P', (w0 >>> 16) & 0x7f];
  if (w0 >>> 26 === 0x34) return ['VOP3', vi ? (w0 >>> 16) & 0x3ff : (w0 >>> 17) & 0x1ff];
  if (w0 >>> 26 === (vi ? 0x35 : 0x32)) return ['VINTRP', (w0 >>> 16) & 3];
  return ['OTHER', w0];
}

const splitText = (t: string): [string, string] => { const i = t.search(/\s/); return i < 0 ? [t, ''] : [t.slice(0, i), t.slice(i).trim()]; };

/** Step 2: every candidate name in every form on every GPU. */
export function assembleAll(cpus: readonly ProbeCpu[], picked: ReadonlyMap<string, Map<Enc, Map<number, Picked>>>, llvmNames: ReadonlySet<string>): AsmResults {
  // Operand texts per name and form from the decodes (the newest GPU first).
  const derived = new Map<string, Map<Form, string[]>>();
  const add = (name: string, form: Form, ops: string): void => {
    if (!derived.has(name)) derived.set(name, new Map());
    const m = derived.get(name)!;
    if (!m.has(form)) m.set(form, []);
    if (!m.get(form)!.includes(ops)) m.get(form)!.push(ops);
  };
  for (const cpu of [...cpus].filter((c) => picked.has(c.name)).reverse()) {
    for (const d of picked.get(cpu.name)!.values()) {
      for (const e of d.values()) {
        const [mn, ops] = splitText(e.text);
        const base = mn.replace(/_(e32|e64)$/, '');
        const form: Form = mn.endsWith('_e32') ? 'e32' : mn.endsWith('_e64') ? 'e64' : 'plain';
        add(base, form, ops);
        if (form === 'e32') add(base, 'plain', ops);
        for (const k of ['sdwa', 'dpp'] as const) if (e[k]) add(base, k, splitText(e[k]!)[1]);
      }
    }
  }
  const names = [...new Set([...derived.keys(), ...llvmNames, ...EXTRA_NAMES])].filter((n) => n.startsWith('v_')).sort();
  const text = (name: string, form: Form, ops: string): string => name + SUFFIX[form] + (ops ? ' ' + ops : '') + (form === 'dpp' && !ops.includes('quad_perm') ? DPP_SUFFIX : '');
  const res: AsmResults = new Map();
  for (const cpu of cpus) {
    const forms: Form[] = cpu.major >= 8 ? ['e32', 'e64', 'plain', 'sdwa', 'dpp'] : ['e32', 'e64', 'plain'];
    for (const stage of [1, 2]) {
      const jobs: [string, string, string, Form][] = []; // key, operands, text, form
      for (const n of names) {
        for (const f of forms) {
          const key = `${n}|${cpu.name}|${f}`;
          if (res.get(key)?.ok) continue;
          let cands: string[];
          if (stage === 1) {
            cands = [...(derived.get(n)?.get(f) ?? [])];
            if (f === 'sdwa' || f === 'dpp') cands.push(...(derived.get(n)?.get('e32') ?? []).filter((o) => !cands.includes(o)));
          } else {
            const tried = new Set(res.get(key)?.tried ?? []);
            cands = SHAPES.filter((g) => !tried.has(g));
          }
          for (const ops of cands) jobs.push([key, ops, text(n, f, ops), f]);
        }
      }
      const outs = assembleLines(cpu.name, jobs.map((j) => j[2]));
      jobs.forEach(([key, ops, t], i) => {
        const o = outs[i];
        let r = res.get(key);
        if (!r) res.set(key, (r = { ok: false, tried: [] }));
        if (r.ok) return;
        r.tried.push(ops);
        if (o.ok) {
          const p: Printed = o.printed[0];
          const [cls, op] = decodeClass(cpu, words(p.bytes));
          const pm = splitText(p.text)[0].replace(/_(e32|e64|sdwa|dpp)$/, '');
          if (pm !== key.split('|')[0]) { // accepted only as an alias of another mnemonic: not a row of its own
            r.alias ??= p.text;
            r.err ??= 'alias of ' + pm;
            return;
          }
          Object.assign(r, { ok: true, input: t, text: p.text, enc: cls, op });
        } else if (r.err === undefined || (r.err.startsWith('invalid instruction') && o.error)) r.err = o.error;
      });
      console.log(`${cpu.name} stage ${stage}: ${jobs.length} lines`);
    }
  }
  return res;
}

/** One name's facts on one GPU (step 3). */
export interface NameFacts { kind: string; op: number; e64?: number; sdwa: boolean; dpp: boolean }
export type Summary = Map<string, Map<string, NameFacts>>; // name -> cpu -> facts (names sorted, cpus in list order)

export function summarize(cpus: readonly ProbeCpu[], a: AsmResults): Summary {
  const names = [...new Set([...a.keys()].map((k) => k.split('|')[0]))].sort();
  const g = (n: string, c: string, f: Form): AsmResult => a.get(`${n}|${c}|${f}`) ?? { ok: false, tried: [] };
  const out: Summary = new Map();
  for (const n of names) {
    const s = new Map<string, NameFacts>();
    for (const { name: c } of cpus) {
      const e32 = g(n, c, 'e32'), e64 = g(n, c, 'e64'), pl = g(n, c, 'plain');
      const src = e32.ok ? e32 : pl.ok ? pl : undefined;
      if (!src) continue;
      s.set(c, { kind: src.enc!, op: src.op!, ...(e64.ok ? { e64: e64.op! } : {}), sdwa: g(n, c, 'sdwa').ok, dpp: g(n, c, 'dpp').ok });
    }
    out.set(n, s);
  }
  return out;
}
