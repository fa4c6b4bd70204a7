// npm run clrx: how many of CLRX's own GCN 1.0-1.4 test vectors gcnkit's CLRX dialect agrees with,
// per CLRX test file and GPU. --known rewrites test/vectors/clrx-known.tsv (the differences
// test/clrx-vectors.test.ts allows), keeping the category of entries already listed; --show N
// prints the first N differences; --groups counts the differences still to do by gcnkit's reason.
import { writeFileSync } from 'node:fs';
import { KNOWN_TSV, loadClrxVectors, loadKnown, runClrxVector, vectorKey, type ClrxResult } from './clrx-vectors.js';

const args = process.argv.slice(2);

/** gcnkit's reasons for the hardware rules of ERRATA CX-6 (src/syntax/valu-rules.ts, mem-rules.ts; the readers' register classes). */
const HARDWARE_RULES = new RegExp([
  'where the constant bus carries one', 'violates constant bus restrictions',
  'lds cannot be combined with tfe', 'has no LDS form', 'tfe has no meaning for store instructions', 'addr64 cannot be combined with offen or idxen',
  'takes a VGPR in v?src\\d(\\)|, got)', 'takes no VGPR in src0', 'takes an SGPR or (an inline|a) constant in src0, not a VGPR', 'src1 must be a scalar register, not v',
].join('|'));

/** clrxasm's errors for rules llvm-mc 19 and gcnkit do not have (ERRATA CX-7). */
const CLRX_ONLY_RULES = /Unorm is not set for store or atomic instruction|Zero in dmask is illegal|Store\/Atomic SMEM instructions accepts only M0 register|Some garbages at VOP modifier place/;

/**
 * The ERRATA.md entry ("CLRX test vectors") of a disassembler vector where CLRX's text does not
 * read back to its words and gcnkit keeps its .long: checked by the same rules the entries state.
 */
function clrxError(r: ClrxResult): string | undefined {
  // A word or line breaking a hardware rule CLRX does not check (CX-6): gcnkit's reason names it.
  if ((r.kind === 'dis' ? r.got.startsWith('.long') : r.got.startsWith('error: ') && !r.want.startsWith('error: ')) && HARDWARE_RULES.test(r.got)) return 'CLRX error, ERRATA CX-6';
  // A line clrxasm rejects by a rule of its own that llvm-mc 19 does not have (CX-7).
  if (r.kind === 'asm' && r.want.startsWith('error: ') && !r.got.startsWith('error: ') && CLRX_ONLY_RULES.test(r.want)) return 'CLRX error, ERRATA CX-7';
  // A two-source v_pk_* line with op_sel_hi written: clrxasm writes OP_SEL_HI_2 (bit 14) 0, its
  // disassembler prints the word with it 1 as the same text, gcnkit writes 1 as llvm-mc 19 does (CX-3).
  if (r.kind === 'asm' && /^\s*v_pk_\w+\s+v\d+, [^,]+, [^,]+ .*op_sel_hi:/.test(r.input) && /^[0-9a-f]{8} /.test(r.got)
    && ((parseInt(r.got, 16) ^ parseInt(r.want, 16)) >>> 0) === 0x4000 && r.got.slice(9) === r.want.slice(9)) return 'CLRX error, ERRATA CX-3';
  // A 64-bit SGPR operand at an odd register (v_rcp_f64 v[158:159], s[81:82]), which clrxasm
  // assembles and llvm-mc 19 rejects as misaligned (CX-4).
  if (r.kind === 'asm' && !r.want.startsWith('error: ') && r.got.startsWith('error: ') && oddSgprTuple(r.input)) return 'CLRX error, ERRATA CX-4';
  // A VGPR (and ds_nop's offset) on a DS instruction that reads none (CX-8).
  if (r.kind === 'asm' && !r.want.startsWith('error: ') && /unexpected operand 'v\d+': ds_(gws_sema_\w+) takes no operands|ds_nop does not take 'offset:/.test(r.got)) return 'CLRX error, ERRATA CX-8';
  if (r.kind === 'dis' && /\(addr not expressible in ds_(gws_sema_\w+|nop) syntax\) \*\/$/.test(r.got)) return 'CLRX error, ERRATA CX-8';
  // XNACK_MASK (codes 104/105) on Tonga, which has none (CX-10).
  if (r.gpu === 'tonga' && /\bxnack_mask/.test(r.kind === 'dis' ? r.want : r.input)
    && (r.kind === 'dis' ? /\bs10[45] is not a register here\)/ : /register not available on this GPU: xnack_mask/).test(r.got)) return 'CLRX error, ERRATA CX-10';
  if (r.kind !== 'dis') return undefined;
  // A VGPR (codes 256-511) in a source that takes only scalars (v_readlane_b32's lane select): CX-6.
  const scalarOnly = /\bsrc\d code (\d+) has no \d+-bit source syntax\) \*\/$/.exec(r.got);
  if (scalarOnly && Number(scalarOnly[1]) >= 256 && r.got.startsWith('.long')) return 'CLRX error, ERRATA CX-6';
  // An opcode CLRX calls ENC_ill_N that llvm-mc 19 names, and gcnkit with it (CX-1).
  if (/^[A-Z0-9]+_ill_\d+ /.test(r.want) && !r.got.startsWith('.long')) return 'CLRX error, ERRATA CX-1';
  // A VOPC DPP word of a 64-bit compare, which clrxasm refuses (CX-11).
  if (/^v_cmpx?_\w+64 vcc, .*(quad_perm|row_|wave_|bank_mask)/.test(r.want) && /VOPC_DPP op 0x[0-9a-f]+: no instruction/.test(r.got)) return 'CLRX error, ERRATA CX-11';
  // A VOP3 word CLRX calls v_madmk/v_madak (`... vop3`), which clrxasm refuses to assemble (CX-9).
  if (/^v_mad(mk|ak)_f(16|32) .* vop3$/.test(r.want) && r.got.startsWith('.long')) return 'CLRX error, ERRATA CX-9';
  // A branch to a label outside the code: gcnkit writes the relative target (CX-5).
  if (/ \.L\d+_0$/.test(r.want) && / \.([-+]\d+)?$/.test(r.got) && r.want.split(' ')[0] === r.got.split(' ')[0]) return 'CLRX error, ERRATA CX-5';
  if (!r.got.startsWith('.long')) return undefined;
  // A VOP3 source of code 255 (the literal, which VOP3 has not before GCN 1.5): clrxdisasm writes
  // 0x0, which reads back as the inline constant 0 (CX-2).
  if (/\bsrc\d code 255 \(a literal\) cannot be used here/.test(r.got) && /\b0x0\b/.test(r.want)) return 'CLRX error, ERRATA CX-2';
  // SIMM16 of an SOPP that has no operand: clrxdisasm writes it (s_icache_inv 0x32b), clrxasm reads
  // no operand there (CX-2).
  if (/\(simm16 not expressible in s_\w+ syntax\) \*\/$/.test(r.got) && /^s_\w+ 0x[0-9a-f]+$/.test(r.want)) return 'CLRX error, ERRATA CX-2';
  // DPP_CTRL 0x100 (no control): clrxdisasm writes none, which clrxasm reads as quad_perm:[0,1,2,3] (CX-3).
  if (/\(DPP_CTRL 0x100 is not a DPP control of this GPU\) \*\/$/.test(r.got) && !/quad_perm|row_(shl|shr|ror|mirror|half|bcast)|wave_/.test(r.want)) return 'CLRX error, ERRATA CX-3';
  // A GCN 1.4 VOPC SDWA word with SDST set and SD = 0: clrxdisasm writes vcc and drops SDST (CX-3).
  if (/\(sdst \d+ with SD = 0 \(the compare writes VCC\)\) \*\/$/.test(r.got) && /^v_cmpx?_\w+ vcc,/.test(r.want)) return 'CLRX error, ERRATA CX-3';
  // GCN 1.4 SMEM with SOE and no IMM: clrxdisasm writes the SOFFSET register alone, which clrxasm
  // reads as the IMM=0 form (CX-3).
  if (/\(SOE without IMM has no syntax\) \*\/$/.test(r.got)) return 'CLRX error, ERRATA CX-3';
  // SRC2's NEG/ABS of v_cndmask_b32's VOP3 (its VCC operand): clrxdisasm drops them (CX-3).
  if (/\((abs2|neg2) not expressible in v_cndmask_b32_e64 syntax\)/.test(r.got) && !/\b(abs2|neg2)\b/.test(r.want)) return 'CLRX error, ERRATA CX-3';
  // A scalar tuple the word starts at a register it cannot (saddr s[49:50], sbase s[58:61]).
  const tuple = /(saddr|sbase) s\[(\d+):(\d+)\] is not a valid/.exec(r.got);
  if (tuple && Number(tuple[2]) % (Number(tuple[3]) - Number(tuple[2]) + 1 === 4 ? 4 : 2) !== 0) return 'CLRX error, ERRATA CX-4';
  if (/\bill_\d|_ill_\d/.test(r.want)) return 'CLRX error, ERRATA CX-1';
  if (/\b\w+=0x|\bimm=1\b|\binvalid(_\d+)?\b|_u!|&ill!|dppctrl:| :0x|\b(abs|neg)[0-2]\b/.test(r.want)) return 'CLRX error, ERRATA CX-2';
  if (/\(rsv[\w]* not expressible|, rsv\w*|rsv\w*, /.test(r.got)) return 'CLRX error, ERRATA CX-3';
  // SCRATCH with an SGPR address: clrxdisasm writes `off` for a VADDR the instruction does not read.
  if (/\(vaddr not expressible in scratch_\w+ syntax\)/.test(r.got) && /\boff, /.test(r.want)) return 'CLRX error, ERRATA CX-3';
  // A 64-bit scalar source at an odd SGPR (s_bitcmp0_b64 s[29:30], s_cbranch_g_fork ..., s[61:62]): CX-4.
  const source64 = /\b(s?src\d) code (\d+) has no (64-bit|[fiub]64) source syntax\) \*\/$/.exec(r.got);
  if (source64 && Number(source64[2]) % 2 === 1 && Number(source64[2]) < 106) return 'CLRX error, ERRATA CX-4';
  if (/is misaligned/.test(r.got)) return 'CLRX error, ERRATA CX-4';
  return undefined;
}
/** A scalar register tuple of two or more at an odd register in a source line (s[81:82]). */
function oddSgprTuple(line: string): boolean {
  for (const m of line.matchAll(/\bs\[(\d+):(\d+)\]/g)) if (Number(m[1]) % 2 === 1 && Number(m[2]) > Number(m[1])) return true;
  return false;
}
const results = loadClrxVectors().map(runClrxVector);
const rows = new Map<string, [number, number]>();
for (const r of results) {
  for (const key of [`${r.where.split(':')[0]} ${r.gpu}`, `${r.kind} total`, 'all']) {
    const c = rows.get(key) ?? [0, 0];
    c[0] += r.agrees ? 1 : 0;
    c[1]++;
    rows.set(key, c);
  }
}
for (const [key, [ok, n]] of [...rows].sort(([a], [b]) => (a === 'all' ? 1 : b === 'all' ? -1 : a.localeCompare(b)))) {
  console.log(`${key.padEnd(28)} ${String(ok).padStart(5)} / ${String(n).padStart(5)}  ${((100 * ok) / n).toFixed(1)}%`);
}
const show = args.indexOf('--show');
if (show >= 0) {
  const bad = results.filter((r) => !r.agrees);
  for (const r of bad.slice(0, Number(args[show + 1] ?? 50))) console.log(`${r.kind} ${r.gpu} ${r.where}\n  in:   ${r.input.replace(/\n/g, '\\n')}\n  want: ${r.want.replace(/\n/g, '\\n')}\n  got:  ${r.got.replace(/\n/g, '\\n')}`);
}
/**
 * The group of a difference still to do: gcnkit's reason (the .long comment's parenthesis, the
 * assembler's message) with mnemonics, registers and numbers made generic, or CLRX's mnemonic.
 */
function groupOf(r: ClrxResult): string {
  const generic = (s: string): string => s.replace(/\b[vs]_\w+|\b(buffer|tbuffer|ds|flat|global|scratch|image)_\w+/g, 'INSTR')
    .replace(/'[^']*'/g, "'X'").replace(/\b[vs]\[\d+:\d+\]|\b[vs]\d+\b/g, 'REG').replace(/\b(0x[0-9a-f]+|\d+)\b/g, "N");
  if (r.kind === 'asm') return `asm ${r.got.startsWith('error: ') ? generic(r.got.replace(/^error: \d+:\d+: /, '').split(';')[0]) : r.want.startsWith('error: ') ? 'CLRX rejects, gcnkit accepts' : 'other bytes'}`;
  const why = /\(([^()]*(\([^()]*\))?[^()]*)\) \*\/$/.exec(r.got)?.[1] ?? /\/\* ([^*]*) \*\/$/.exec(r.got)?.[1];
  return `dis ${why ? generic(why) : 'text differs: ' + r.want.split(' ')[0]}`;
}
if (args.includes('--groups')) {
  let known = new Map<string, string>();
  try { known = loadKnown(); } catch { /* no list yet */ }
  const groups = new Map<string, number>();
  for (const r of results) {
    if (r.agrees || (known.get(vectorKey(r)) ?? '').startsWith('CLRX error')) continue;
    const g = groupOf(r);
    groups.set(g, (groups.get(g) ?? 0) + 1);
  }
  for (const [g, n] of [...groups].sort((a, b) => b[1] - a[1])) console.log(`${String(n).padStart(5)}  ${g.slice(0, 150)}`);
}
if (args.includes('--known')) {
  let old = new Map<string, string>();
  try { old = loadKnown(); } catch { /* first run */ }
  const lines = results.filter((r) => !r.agrees).map((r) => `${r.kind}\t${r.gpu}\t${r.where}\t${clrxError(r) ?? old.get(vectorKey(r)) ?? 'not yet supported'}`);
  writeFileSync(KNOWN_TSV, '# CLRX vectors gcnkit\'s CLRX dialect does not agree with yet: kind, gpu, CLRX test file:line, category\n' +
    '# ("CLRX error, ERRATA X-n": CLRX is wrong, gcnkit keeps its answer; "not yet supported": to do). Written by npm run clrx -- --known.\n' + lines.join('\n') + '\n');
  console.log(`${lines.length} known differences written`);
}
