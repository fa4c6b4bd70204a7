// Live differential test of gcnkit's assembler against llvm-mc 19 (part of npm run conformance).
//  valid lines: gcnkit's text of random words; llvm-mc and gcnkit must give the same bytes, and
//    the same lines in CLRX style (modifiers shuffled, upper case) must give those bytes too.
//  invalid lines: valid lines broken one way (misaligned register, wrong register count,
//    out-of-range offset, instruction of another generation); both must reject them, except
//    where llvm-mc is known to wrap silently (MUBUF offset 4096..65535, MIMG dmask above 0xf), counted apart.
import { decode } from '../src/codec/codec.js';
import { GEN_INFO, GENS, type Gen } from '../src/isa/gens.js';
import { isaFor, isaKey } from '../src/isa/index.js';
import { baseTarget, onIn, targetOf } from '../src/isa/targets.js';
import { printDecoded } from '../src/syntax/print.js';
import { assembleInstruction } from '../src/asm/instruction.js';
import { fastAssemble } from '../src/asm/fast.js';
import { llvmAssemble, sameBytes, wordsToBytes } from './llvm.js';
import { makeRng, randomInstruction, type Rng } from './random-words.js';

export interface AsmRow {
  family: string; gen: Gen;
  /** The GPU llvm-mc was asked about (tahiti ... gfx906). */
  cpu: string;
  valid: number; validOk: number; clrxOk: number;
  invalid: number; bothReject: number; llvmWraps: number;
  failures: string[];
}

/** As gcnkit asm assembles a line: the fast path, else the generic path (which words every error). */
export function gcnkitBytes(gen: Gen, line: string, cpu = GEN_INFO[gen].llvmCpu): number[] | string {
  // The fast path holds the family's base rows: other GPUs (gfx906) assemble by the generic path, as gcnkit asm does.
  const fast = isaKey(targetOf(onIn(gen, cpu))) === isaKey(baseTarget(gen));
  try {
    return wordsToBytes(((fast ? fastAssemble(gen, line, 0) : undefined) ?? assembleInstruction(gen, cpu, line, 1)).words);
  } catch (e) {
    return (e as Error).message;
  }
}

/** CLRX style: modifiers shuffled, everything upper case (llvm-mc's C-comment remarks dropped: CLRX has none). */
function clrxStyle(line: string, rng: Rng): string {
  const m = /^(\S+)(\s+)(.*)$/.exec(line.replace(/\/\*.*?\*\//g, ''));
  if (!m) return line.toUpperCase();
  const parts = m[3].split(', ');
  const last = parts.pop()!.split(' ');
  const operand = last.shift()!;
  for (let i = last.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [last[i], last[j]] = [last[j], last[i]];
  }
  return `${m[1]} ${[...parts, [operand, ...last].join(' ')].join(', ')}`.toUpperCase();
}

function breakLine(gen: Gen, line: string, rng: Rng, cpu: string): { line: string; wraps: boolean } | undefined {
  const choices: (() => { line: string; wraps: boolean } | undefined)[] = [
    () => { // misalign an SGPR tuple
      const m = /s\[(\d+):(\d+)\]/.exec(line);
      if (!m || Number(m[2]) === Number(m[1])) return undefined;
      const a = Number(m[1]) + 1, b = Number(m[2]) + 1;
      return { line: line.replace(m[0], `s[${a}:${b}]`), wraps: false };
    },
    () => { // one register too few
      const m = /v\[(\d+):(\d+)\]/.exec(line);
      if (!m) return undefined;
      const a = Number(m[1]), b = Number(m[2]) - 1;
      return { line: line.replace(m[0], a === b ? `v${a}` : `v[${a}:${b}]`), wraps: false };
    },
    () => { // MUBUF/MTBUF offset past 12 bits: llvm-mc keeps the low 12 bits without a word
      if (!/^t?buffer_/.test(line) || !/offset:\d+/.test(line)) return undefined;
      return { line: line.replace(/offset:(\d+)/, (_, n) => `offset:${Number(n) + 4096}`), wraps: true };
    },
    () => { // MIMG dmask past 4 bits: llvm-mc keeps the low 4 bits without a word
      const m = /dmask:0x([0-9a-f]+)/.exec(line);
      if (!m) return undefined;
      return { line: line.replace(m[0], `dmask:0x${(parseInt(m[1], 16) + 16).toString(16)}`), wraps: true };
    },
    () => { // offset far out of range for its field
      if (/offset:-?\d+/.test(line)) return { line: line.replace(/offset:-?\d+/, 'offset:70000'), wraps: false };
      if (/^s_\w*(load|store|atomic)\S* .*, 0x[0-9a-f]+( glc)?$/.test(line)) return { line: line.replace(/0x[0-9a-f]+( glc)?$/, '0x100000000$1'), wraps: false };
      if (line.startsWith('s_waitcnt ')) return { line: 's_waitcnt vmcnt(64) expcnt(8)', wraps: false };
      // llvm-mc keeps the low 16 bits of s_nop's count without a word
      if (line.startsWith('s_nop ')) return { line: 's_nop 0x10000', wraps: true };
      return undefined;
    },
    () => { // SDWA: a select that does not exist
      if (!/_sel:/.test(line)) return undefined;
      return { line: line.replace(/(_sel:)\w+/, '$1BYTE_4'), wraps: false };
    },
    () => { // SDWA on GCN 1.2: a scalar source (GCN 1.4 only)
      if (gen !== 'gcn1.2' || !/ src0_sel:/.test(line)) return undefined;
      const m = /^(\S+ [^,]+, )v(\d+)/.exec(line);
      return m ? { line: line.replace(m[0], `${m[1]}s${m[2]}`), wraps: false } : undefined;
    },
    () => { // MTBUF: a format past 7 bits, or tfe (llvm-mc 19 has no MTBUF TFE form)
      if (!line.startsWith('tbuffer_')) return undefined;
      if (rng() < 0.5) return { line: line + ' tfe', wraps: false };
      return { line: line.replace(/ format:\S+/, '').replace(/(s\[\d+:\d+\]), (\S+)/, `$1, $2 format:${128 + Math.floor(rng() * 100)}`), wraps: false };
    },
    () => { // EXP: a target past its range, a register pair, or (llvm-mc ignores it) a second compr source unlike the first
      const m = /^exp (\S+) (\S+), (\S+), (\S+), (\S+)(.*)$/.exec(line);
      if (!m) return undefined;
      const r = rng();
      if (/compr/.test(m[6]) && m[2] !== 'off' && r < 0.3) return { line: `exp ${m[1]} ${m[2]}, v0, ${m[4]}, ${m[5]}${m[6]}`, wraps: true };
      if (r < 0.6) return { line: `exp ${['mrt8', 'pos4', 'param32', 'mrt'][Math.floor(rng() * 4)]} ${m[2]}, ${m[3]}, ${m[4]}, ${m[5]}${m[6]}`, wraps: false };
      return m[2] === 'off' ? undefined : { line: `exp ${m[1]} v[1:2], ${m[3]}, ${m[4]}, ${m[5]}${m[6]}`, wraps: false };
    },
    () => { // VOP3P: a literal (none on GCN 1.4), or an op_sel/neg list element other than 0/1
      if (!/^v_(pk_|mad_mix)/.test(line)) return undefined;
      if (/:\[/.test(line) && rng() < 0.5) return { line: line.replace(/:\[(\d)/, ':[2'), wraps: false };
      const m = /^(\S+ [^,]+, )([^,\s]+)/.exec(line);
      return m ? { line: line.replace(m[0], m[1] + '0x1234'), wraps: false } : undefined;
    },
    () => { // an instruction of another generation
      // Not for the vector ALU yet: a name gcnkit lacks on this generation may be there in the
      // VOP3 form gcnkit does not have yet (v_ldexp_f32 is VOP2 on GCN 1.0/1.1, VOP3 later).
      if (line.startsWith('v_')) return undefined;
      const here = isaFor(onIn(gen, cpu)).byName;
      const others = GENS.flatMap((g) => [...isaFor(g).byName.keys()]).filter((n) => !here.has(n) && n.startsWith(line.split(' ')[0].slice(0, 4)));
      if (!others.length) return undefined;
      return { line: others[Math.floor(rng() * others.length)] + line.slice(line.indexOf(' ')), wraps: false };
    },
  ];
  const start = Math.floor(rng() * choices.length);
  for (let k = 0; k < choices.length; k++) {
    const r = choices[(start + k) % choices.length]();
    if (r && r.line !== line) return r;
  }
  return undefined;
}

export function asmConformance(gen: Gen, enc: ReturnType<typeof isaFor>['encodings'][number], count: number, seed: number, cpu = GEN_INFO[gen].llvmCpu): AsmRow {
  const on = onIn(gen, cpu);
  const rng = makeRng(seed);
  const row: AsmRow = { family: enc.table.name, gen, cpu, valid: 0, validOk: 0, clrxOk: 0, invalid: 0, bothReject: 0, llvmWraps: 0, failures: [] };
  const valid: { line: string; bytes: number[] }[] = [];
  // An encoding whose rows llvm-mc's dialect cannot print (tonga's VOPC DPP is CLRX's only) yields
  // no valid line: stop after a bounded number of tries rather than loop forever.
  for (let tries = 0; valid.length < count && tries < count * 100; tries++) {
    const ws = randomInstruction(enc, rng, enc.table.name === 'SOPP' ? 1 : 0.95, 0.8);
    const d = decode(on, ws, 0)!;
    const p = printDecoded(d, ws, 0);
    if (p.problem === undefined) valid.push({ line: p.text, bytes: wordsToBytes(ws.slice(0, d.size)) });
  }
  const theirs = llvmAssemble(cpu, valid.map((v) => v.line));
  valid.forEach((v, i) => {
    row.valid++;
    const t = theirs[i];
    const ours = gcnkitBytes(gen, v.line, cpu);
    if ('bytes' in t && typeof ours !== 'string' && sameBytes(t.bytes, ours)) row.validOk++;
    else row.failures.push(`valid: ${v.line}  llvm: ${'bytes' in t ? t.bytes.join(',') : t.error}  gcnkit: ${ours}`);
    const clrx = clrxStyle(v.line, rng);
    const c = gcnkitBytes(gen, clrx, cpu);
    if (typeof c !== 'string' && sameBytes(c, v.bytes)) row.clrxOk++;
    else row.failures.push(`clrx: ${clrx}  gcnkit: ${c}`);
  });
  const broken = valid.map((v) => breakLine(gen, v.line, rng, cpu)).filter((b): b is { line: string; wraps: boolean } => !!b);
  const theirsBad = llvmAssemble(cpu, broken.map((b) => b.line));
  broken.forEach((b, i) => {
    const ours = gcnkitBytes(gen, b.line, cpu);
    const t = theirsBad[i];
    if (typeof ours !== 'string') {
      // Both accept: the mutation happened to stay valid; the bytes must still agree.
      if ('error' in t) row.failures.push(`invalid accepted by gcnkit: ${b.line}  (llvm-mc: ${t.error})`);
      else if (!sameBytes(t.bytes, ours)) row.failures.push(`mutated line: ${b.line}  llvm: ${t.bytes.join(',')}  gcnkit: ${ours.join(',')}`);
      return;
    }
    row.invalid++;
    if ('error' in t) row.bothReject++;
    else if (b.wraps) row.llvmWraps++;
    else row.failures.push(`gcnkit rejects a line llvm-mc accepts: ${b.line}  gcnkit: ${ours}`);
  });
  return row;
}
