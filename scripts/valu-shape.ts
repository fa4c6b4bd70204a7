// The vector-ALU probe's last steps (npm run harvest -- --probe; scripts/valu-probe.ts has the
// first): the operand shapes and the VOP3 modifiers llvm-mc 19 accepts per name and GPU, and which
// 1.0 bit pattern it folds into an inline constant in SRC0; then the text of the files of
// docs/llvm-mc/valu (VOP1/VOP2/VOPC/VOP3/VOP3P/VINTRP.tsv, operands.tsv, disasm_<gpu>.txt, failures.tsv).
import { assembleLines, words } from './valu-probe-llvm.js';
import { decodeClass, type AsmResult, type AsmResults, type Enc, type Form, type Picked, type ProbeCpu, type Summary } from './valu-probe.js';

/** A probe text's mnemonic, operands (split at top-level commas) and trailing modifiers. */
export function parseText(text: string): { mn: string; ops: string[]; mods: string[] } {
  const i = text.search(/\s/);
  const mn = i < 0 ? text : text.slice(0, i), rest = i < 0 ? '' : text.slice(i).trim();
  const ops: string[] = [];
  let depth = 0, cur = '';
  for (const ch of rest) {
    if (ch === '[') depth++;
    if (ch === ']') depth--;
    if (ch === ',' && depth === 0) { ops.push(cur.trim()); cur = ''; } else cur += ch;
  }
  if (cur.trim()) ops.push(cur.trim());
  const mods: string[] = [];
  while (ops.length && ops[ops.length - 1].includes(' ')) {
    const last = ops[ops.length - 1].split(/\s+/);
    ops[ops.length - 1] = last[0];
    mods.unshift(...last.slice(1));
  }
  return { mn, ops, mods };
}

/** An operand's kind: v32/v64/.., s32/s64, vcc/m0/exec, attr, param (p10/p20/p0), imm. */
export function opkind(o: string): string {
  if (/^v\d+$/.test(o)) return 'v32';
  let m = /^v\[(\d+):(\d+)\]$/.exec(o);
  if (m) return `v${32 * (Number(m[2]) - Number(m[1]) + 1)}`;
  if (/^s\d+$/.test(o)) return 's32';
  m = /^s\[(\d+):(\d+)\]$/.exec(o);
  if (m) return `s${32 * (Number(m[2]) - Number(m[1]) + 1)}`;
  if (o === 'vcc' || o === 'm0' || o === 'exec') return o;
  if (o.startsWith('attr')) return 'attr';
  if (o === 'p10' || o === 'p20' || o === 'p0') return 'param';
  if (o.startsWith('0x') || /^-?\d+(\.\d+)?$/.test(o)) return 'imm';
  return '?' + o;
}

/** One name's shape facts on one GPU (operands.tsv's columns). */
export interface Shape { e64text?: string; operands?: string[]; mods?: string; operands32?: string[]; src0lit?: string }

const VOP32 = new Set(['VOP1', 'VOP2', 'VOPC']);

/** Step 4: modifier and literal probes of every name on every GPU. */
export function shapes(cpus: readonly ProbeCpu[], s: Summary, a: AsmResults): Map<string, Shape> {
  const g = (n: string, c: string, f: Form): Partial<AsmResult> => a.get(`${n}|${c}|${f}`) ?? {};
  const jobs: [string, string][] = []; // key name|cpu|probe, text
  const base = new Map<string, string | undefined>();
  const major = new Map(cpus.map((c) => [c.name, c.major]));
  for (const [n, ss] of s) {
    for (const [c, f] of ss) {
      const b64 = VOP32.has(f.kind) ? (f.e64 !== undefined ? g(n, c, 'e64').text : undefined) : f.kind === 'VINTRP' ? g(n, c, 'e64').text : g(n, c, 'plain').text;
      base.set(`${n}|${c}`, b64);
      if (b64) {
        const { mn, ops, mods } = parseText(b64);
        let ndst = ops.length > 1 && /^(s\[|vcc$)/.test(ops[1]) && f.kind !== 'VOPC' && !mn.startsWith('v_readlane') ? 2 : 1;
        if (mn.startsWith('v_readlane') || mn.startsWith('v_readfirstlane')) ndst = 1;
        const srcs = ops.map((_, i) => i).slice(ndst);
        const tail = mods.length ? ' ' + mods.join(' ') : '';
        const mk = (key: string, o: readonly string[], extra = ''): void => {
          const head = `${mn} ${o.join(', ')}`;
          jobs.push([`${n}|${c}|${key}`, head + tail + extra]);
          if (head + extra + tail !== head + tail + extra) jobs.push([`${n}|${c}|${key}`, head + extra + tail]);
        };
        mk('clamp', ops, ' clamp');
        mk('mul2', ops, ' mul:2');
        mk('div2', ops, ' div:2');
        srcs.forEach((i, k) => {
          for (const [m, fn] of [['neg', (x: string) => '-' + x], ['abs', (x: string) => `|${x}|`]] as const) {
            const o = [...ops];
            o[i] = fn(ops[i]);
            mk(`${m}${k}`, o);
          }
        });
        if (major.get(c)! >= 9) {
          const ones = (len: number, last: boolean): string => { const z = Array(Math.max(0, len - 1)).fill('0'); return (last ? [...z, '1'] : ['1', ...z]).join(','); };
          if (f.kind === 'VOP3P') for (const m of ['op_sel', 'op_sel_hi', 'neg_lo', 'neg_hi']) mk(m, ops, ` ${m}:[${ones(srcs.length, false)}]`);
          else {
            for (const len of [srcs.length + 1, srcs.length]) {
              mk('op_sel', ops, ` op_sel:[${ones(len, false)}]`);
              mk('op_sel_dst', ops, ` op_sel:[${ones(len, true)}]`);
            }
          }
        }
      }
      // Which 1.0 bit pattern folds into an inline constant in SRC0 of the 32-bit encoding (asked of
      // the names with an e64 form: v_madmk/v_madak's src0lit is '-').
      if (b64 && VOP32.has(f.kind)) {
        const p = parseText((g(n, c, 'e32').text ?? g(n, c, 'plain').text)!);
        const nd = p.ops.length > 1 && p.ops[1] === 'vcc' && f.kind === 'VOP2' ? 2 : 1;
        if (p.ops.length > nd && ['v32', 'v64', 's32', 's64'].includes(opkind(p.ops[nd]))) {
          for (const [tag, lit] of [['f32', '0x3f800000'], ['f16', '0x3c00'], ['f64', '0x3ff00000']]) {
            const o = [...p.ops];
            o[nd] = lit;
            jobs.push([`${n}|${c}|lit_${tag}`, `${p.mn} ${o.join(', ')}${p.mods.length ? ' ' + p.mods.join(' ') : ''}`]);
          }
        }
      }
    }
  }
  const res = new Map<string, { ok: boolean; inline?: boolean }>();
  for (const { name: c } of cpus) {
    const js = jobs.filter((j) => j[0].split('|')[1] === c);
    const outs = assembleLines(c, js.map((j) => j[1]));
    js.forEach(([key], i) => {
      const o = outs[i];
      if (key.split('|')[2].startsWith('lit_')) {
        const ws = o.ok ? words(o.printed[0].bytes) : [];
        res.set(key, o.ok ? { ok: true, inline: ws.length > 0 && ws[0] >>> 26 !== 0x34 && (ws[0] & 0x1ff) === 242 } : { ok: false });
      } else if (o.ok) res.set(key, { ok: true });
      else if (!res.has(key)) res.set(key, { ok: false });
    });
    console.log(`${c}: ${js.length} modifier/literal probes`);
  }
  const out = new Map<string, Shape>();
  for (const [n, ss] of s) {
    for (const [c, f] of ss) {
      const b = base.get(`${n}|${c}`);
      const r: Shape = b ? { e64text: b } : {};
      const ok = (x: string): boolean => res.get(`${n}|${c}|${x}`)?.ok ?? false;
      if (b) {
        r.operands = parseText(b).ops.map(opkind);
        let flags = '';
        if (ok('clamp')) flags += 'C';
        if (ok('mul2') && ok('div2')) flags += 'O';
        const list = (m: string): string => [0, 1, 2].filter((k) => ok(`${m}${k}`)).join('');
        if (list('neg')) flags += 'N' + list('neg');
        if (list('abs')) flags += 'A' + list('abs');
        if (major.get(c)! >= 9) {
          const letters: [string, string][] = f.kind === 'VOP3P' ? [['op_sel', 'S'], ['op_sel_hi', 'H'], ['neg_lo', 'L'], ['neg_hi', 'G']] : [['op_sel', 'S'], ['op_sel_dst', 'D']];
          for (const [m, l] of letters) if (ok(m)) flags += l;
        }
        r.mods = flags || 'none';
      }
      const t32 = g(n, c, 'e32').text ?? (f.kind !== 'VOP3' ? g(n, c, 'plain').text : undefined);
      if (t32 && (VOP32.has(f.kind) || f.kind === 'VINTRP')) r.operands32 = parseText(t32).ops.map(opkind);
      const tags = ['f32', 'f16', 'f64'];
      const inl = tags.filter((t) => res.get(`${n}|${c}|lit_${t}`)?.inline);
      if (tags.some((t) => res.has(`${n}|${c}|lit_${t}`))) {
        // 0x3f800000: any 32-bit operand (inline constants are bit patterns); 0x3c00: f16; 0x3ff00000: f64 (the literal is the high half); none: a 16- or 64-bit integer.
        r.src0lit = inl.length === 1 ? ({ f32: 'b32', f16: 'f16', f64: 'f64' } as Record<string, string>)[inl[0]] : inl.length ? inl.join('/') : (r.operands32 ?? []).includes('v64') ? 'i64' : 'i16';
      }
      out.set(`${n}|${c}`, r);
    }
  }
  return out;
}

const FILES: Enc[] = ['VOP1', 'VOP2', 'VOPC', 'VOP3', 'VOP3P', 'VINTRP'];
const HEADERS: Record<Enc, string> = {
  VOP1: 'VOP1 (32-bit: src0[8:0] op[16:9] vdst[24:17] 0b0111111[31:25]).',
  VOP2: 'VOP2 (32-bit: src0[8:0] vsrc1[16:9] vdst[24:17] op[30:25] 0[31]); madmk/madak carry a 32-bit literal K.',
  VOPC: 'VOPC (32-bit: src0[8:0] vsrc1[16:9] op[24:17] 0b0111110[31:25]); e32 writes VCC, e64 writes an SGPR pair.',
  VOP3: 'VOP3-only instructions (no VOP1/VOP2/VOPC form on that GPU). SI/CI: op[25:17]; VI/GFX9: op[25:16]; enc 0b110100[31:26].',
  VOP3P: 'VOP3P (gfx900 only: op[22:16], enc 0b110100111[31:23]). Note: this is the VOP3 opcode space 0x380-0x3ff on gfx9.',
  VINTRP: 'VINTRP (SI/CI enc 0b110010, VI/GFX9 enc 0b110101: vsrc[7:0] attrchan[9:8] attr[15:10] op[17:16] vdst[25:18]). e64 = VOP3 form (VI/GFX9 only).',
};

/** The files of docs/llvm-mc/valu (name -> text) from the probe's results. */
export function valuFiles(cpus: readonly ProbeCpu[], s: Summary, a: AsmResults, sh: ReadonlyMap<string, Shape>, picked: ReadonlyMap<string, Map<Enc, Map<number, Picked>>>): Map<string, string> {
  const names = cpus.map((c) => c.name);
  const g = (n: string, c: string, f: Form): Partial<AsmResult> => a.get(`${n}|${c}|${f}`) ?? {};
  const hex = (x: number): string => '0x' + x.toString(16);
  const [sdwaA, sdwaB] = names.filter((c) => cpus.find((x) => x.name === c)!.major >= 8);
  const files = new Map<string, string>();
  const rows = new Map<Enc, string[][]>(FILES.map((e) => [e, []]));
  const sorted = [...s.keys()].sort();
  for (const n of sorted) {
    const ss = s.get(n)!;
    for (const enc of FILES) {
      const cs = names.filter((c) => ss.get(c)?.kind === enc);
      if (!cs.length) continue;
      const op = names.map((c) => (cs.includes(c) ? hex(ss.get(c)!.op) : '-'));
      const e64 = enc === 'VOP3' || enc === 'VOP3P' ? [...op] : names.map((c) => (cs.includes(c) && ss.get(c)!.e64 !== undefined ? hex(ss.get(c)!.e64!) : '-'));
      const yn = (c: string, k: 'sdwa' | 'dpp'): string => (!cs.includes(c) ? '-' : ss.get(c)![k] ? 'y' : 'n');
      const ex = cs.at(-1)!; // the newest GPU with the row
      let t32: string | undefined, t64: string | undefined;
      if (enc === 'VOP3' || enc === 'VOP3P') t64 = t32 = g(n, ex, 'plain').text;
      else {
        t32 = g(n, ex, 'e32').text ?? g(n, ex, 'plain').text;
        t64 = ss.get(ex)!.e64 !== undefined ? g(n, ex, 'e64').text : '-';
        // llvm-mc prints v_nop_e64/v_clrexcp_e64 without the suffix: keep the input text.
        if (t64 !== '-' && !t64!.split(/\s/)[0].endsWith('_e64')) t64 = g(n, ex, 'e64').input;
      }
      rows.get(enc)!.push([n, ...op, ...e64, yn(sdwaA, 'sdwa') + yn(sdwaB, 'sdwa'), yn(sdwaA, 'dpp') + yn(sdwaB, 'dpp'), `${t32} | ${t64 ?? '-'}`]);
    }
  }
  const k = names.length;
  for (const enc of FILES) {
    const key = (r: string[]): (number | string)[] => [...[...r.slice(1, 1 + k)].reverse().map((x) => (x === '-' ? 1 << 20 : parseInt(x, 16))), r[0]];
    const cmp = (x: string[], y: string[]): number => {
      const a1 = key(x), b1 = key(y);
      for (let i = 0; i < a1.length; i++) if (a1[i] !== b1[i]) return a1[i] < b1[i] ? -1 : 1;
      return 0;
    };
    const lines = [
      `# ${HEADERS[enc]}`,
      '# Generated from llvm-mc 19.1.7 (-arch=amdgcn): every opcode below was read back from the bytes of an actual assembly of the example text on that GPU.',
      `# op_X: opcode in this encoding on GPU X ('-' = not accepted by llvm-mc as this encoding on X). e64_X: VOP3 opcode of <name>_e64 on X${enc === 'VOP3' || enc === 'VOP3P' ? ' (VOP3/VOP3P files: repeats op).' : '.'}`,
      `# sdwa/dpp: two letters = ${sdwaA}, ${sdwaB} (y = llvm-mc assembles <name>_sdwa / <name>_dpp, n = rejected, - = instruction absent there).`,
      "# example: canonical text printed by llvm-mc on the newest GPU that has the row (e32 or only form) | _e64 form (or '-').",
      ['#name', ...names.map((c) => 'op_' + c), ...names.map((c) => 'e64_' + c), 'sdwa', 'dpp', 'example'].join('\t'),
      ...rows.get(enc)!.sort(cmp).map((r) => r.join('\t')),
    ];
    files.set(`${enc}.tsv`, lines.join('\n') + '\n');
  }
  const TT = /^(f|i|u|b)(16|32|64)$|^(u8|i4|u4|i24|u24|i8)$/;
  const ops = [
    '# Operand shape and VOP3-modifier facts per instruction and GPU, all probed with llvm-mc 19 (see README.md).',
    '# kind: encoding class of the e32/only form. ops32 / ops64: operand kinds of the canonical e32 / e64 (or VOP3-only) text:',
    '#   v32 = one VGPR, v64/v128 = VGPR pair/quad, s32/s64 = SGPR/SGPR pair, vcc, attr = interpolation attribute, param = p10/p20/p0, imm = literal/inline.',
    '# types: from the mnemonic suffix (dst<-src): one type token = all operands; two tokens = dst type, source type.',
    '# src0lit: which 1.0 bit pattern llvm-mc folds into inline constant 242 for src0 of the 32-bit encoding (VOP1/VOP2/VOPC only):',
    '#   b32 = 0x3f800000 (any 32-bit operand: f32 or b32/i32/u32 - inline constants are bit patterns), f16 = 0x3c00, f64 = 0x3ff00000 (literal = high half),',
    "#   i16 = nothing folds (16-bit integer operand), i64 = nothing folds (64-bit integer operand), '-' = not probed.",
    '# mods (e64 / VOP3 form): C clamp, O omod (mul:2 and div:2), N<k> neg on source k, A<k> abs on source k (k = 0,1,2),',
    `#   ${names.at(-1)} only: S op_sel on src0, D op_sel on dst (last op_sel bit); VOP3P: S op_sel, H op_sel_hi, L neg_lo, G neg_hi. 'none' = no modifier accepted, '-' = no VOP3 form.`,
    '#name\tgpu\tkind\top\te64\ttypes\tsrc0lit\tmods\tops32\tops64',
  ];
  for (const n of sorted) {
    const toks = n.split('_').slice(1).filter((t) => TT.test(t));
    const types = !toks.length ? '-' : toks.length === 1 ? toks[0] : `${toks[0]}<-${toks[1]}`;
    for (const c of names) {
      const f = s.get(n)!.get(c);
      if (!f) continue;
      const h = sh.get(`${n}|${c}`) ?? {};
      const e64 = f.kind === 'VOP3' || f.kind === 'VOP3P' ? f.op : f.e64;
      ops.push([n, c, f.kind, hex(f.op), e64 !== undefined ? hex(e64) : '-', types, h.src0lit ?? '-', h.mods ?? '-', h.operands32?.join(',') || '-', h.operands?.join(',') || '-'].join('\t'));
    }
  }
  files.set('operands.tsv', ops.join('\n') + '\n');
  for (const [c, p] of picked) {
    const lines = [
      `# Brute-force disassembly on ${c} (llvm-mc 19 --disassemble): encoding, opcode, operand pattern chosen, printed text; then SDWA / DPP text if decoded.`,
      '# Only opcodes for which some pattern decoded to an instruction whose re-encoding equals the input words are listed.',
    ];
    for (const enc of ['VOP2', 'VOP1', 'VOPC', 'VOP3', 'VOP3P', 'VINTRP'] as Enc[]) {
      for (const [op, e] of [...(p.get(enc) ?? new Map<number, Picked>())].sort((x, y) => x[0] - y[0])) {
        lines.push(`${enc}\t0x${op.toString(16).padStart(3, '0')}\t${e.pat}\t${e.text}${e.sdwa ? '\tSDWA: ' + e.sdwa : ''}${e.dpp ? '\tDPP: ' + e.dpp : ''}`);
      }
    }
    files.set(`disasm_${c}.txt`, lines.join('\n') + '\n');
  }
  return files;
}

/** failures.tsv: llvm-mc's answer for every '-' cell of the encoding files (`files`: valuFiles' output). */
export function failuresText(cpus: readonly ProbeCpu[], a: AsmResults, files: ReadonlyMap<string, string>): string {
  const names = cpus.map((c) => c.name);
  const fails: string[][] = [];
  for (const fn of FILES) {
    for (const line of files.get(`${fn}.tsv`)!.split('\n')) {
      if (!line || line.startsWith('#')) continue;
      const f = line.split('\t');
      const name = f[0], ops = f.slice(1, 1 + names.length), e64s = f.slice(1 + names.length, 1 + 2 * names.length);
      const only = fn === 'VOP3' || fn === 'VOP3P';
      names.forEach((c, i) => {
        const r = (form: Form): Partial<AsmResult> => a.get(`${name}|${c}|${form}`) ?? {};
        if (ops[i] !== '-') {
          if (!only && e64s[i] === '-') fails.push([name, fn, c, 'e64', r('e64').err || r('e64').alias || '-']);
          return;
        }
        for (const form of only ? (['plain'] as Form[]) : (['e32', 'plain'] as Form[])) {
          const x = r(form);
          if (x.ok) { fails.push([name, fn, c, form, `assembles as ${x.enc} 0x${x.op!.toString(16)}: ${x.text}`]); return; }
        }
        const p = r('plain');
        fails.push([name, fn, c, 'any', (p.err || '-') + (p.alias ? ` [alias: ${p.alias}]` : '')]);
      });
    }
  }
  return [
    "# Every '-' cell of the *.tsv tables with llvm-mc 19's answer for that GPU (form tried: e32/plain = the e32 or only form, e64 = <name>_e64).",
    "# 'assembles as ...' = the mnemonic exists on that GPU but in another encoding (row of another file).",
    '#name\tfile\tgpu\tform\tllvm-mc message',
    ...fails.map((r) => r.join('\t')),
  ].join('\n') + '\n';
}

/**
 * A fresh re-assembly of every opcode cell of the encoding files (`files`: valuFiles' output) and of
 * every example text on the newest GPU that has the row: what does not assemble to that encoding
 * and opcode.
 */
export function verifyCells(cpus: readonly ProbeCpu[], a: AsmResults, files: ReadonlyMap<string, string>): { cells: number; problems: string[] } {
  const names = cpus.map((c) => c.name);
  const jobs: { cpu: ProbeCpu; text: string; enc: string; op: number; what: string }[] = [];
  for (const fn of FILES) {
    for (const line of files.get(`${fn}.tsv`)!.split('\n')) {
      if (!line || line.startsWith('#')) continue;
      const f = line.split('\t');
      const name = f[0], ops = f.slice(1, 1 + names.length), e64s = f.slice(1 + names.length, 1 + 2 * names.length), example = f.at(-1)!;
      const only = fn === 'VOP3' || fn === 'VOP3P';
      cpus.forEach((cpu, i) => {
        if (ops[i] === '-') return;
        const form: Form = only || !a.get(`${name}|${cpu.name}|e32`)?.ok ? 'plain' : 'e32';
        jobs.push({ cpu, text: a.get(`${name}|${cpu.name}|${form}`)!.input!, enc: fn, op: parseInt(ops[i], 16), what: `${name} ${cpu.name} op` });
        if (!only && e64s[i] !== '-') jobs.push({ cpu, text: a.get(`${name}|${cpu.name}|e64`)!.input!, enc: 'VOP3', op: parseInt(e64s[i], 16), what: `${name} ${cpu.name} e64` });
      });
      const k = ops.map((o) => o !== '-').lastIndexOf(true);
      const [t32, t64] = example.split(' | ').map((x) => x.trim());
      jobs.push({ cpu: cpus[k], text: t32, enc: fn, op: parseInt(ops[k], 16), what: `${name} example` });
      if (t64 !== '-' && !only) jobs.push({ cpu: cpus[k], text: t64, enc: 'VOP3', op: parseInt(e64s[k], 16), what: `${name} e64 example` });
    }
  }
  const problems: string[] = [];
  for (const cpu of cpus) {
    const js = jobs.filter((j) => j.cpu === cpu);
    assembleLines(cpu.name, js.map((j) => j.text)).forEach((r, i) => {
      const j = js[i];
      if (!r.ok) { problems.push(`${j.what}: ${j.text}: ${r.error}`); return; }
      const [enc, op] = decodeClass(cpu, words(r.printed[0].bytes));
      if (enc.split('_')[0] !== j.enc || op !== j.op) problems.push(`${j.what}: ${j.text} assembles as ${enc} 0x${op.toString(16)}`);
    });
  }
  return { cells: jobs.length, problems };
}
