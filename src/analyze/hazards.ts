// The static wait-state check: for each instruction and each rule of hazard-rules.ts it is the
// reader of, the fewest wait states between it and the nearest linked writer on any path into it
// (back through block boundaries, loops and every predecessor), as LLVM's getWaitStatesSince walks
// predecessors. A search stops where a path has the rule's wait states, so it visits at most
// MAX_WAIT_STATES instructions per path: linear in the code size.
import type { Gen } from '../isa/gens.js';
import { mfmaInfo, mfmaWaits, type MfmaInfo } from './mfma-kinds.js';
import { hexOffset } from '../sim/api.js';
import { isReader, isWriter, readerNeeds, srcOnly, storesMemory, writerGives, type HazardContext } from './hazard-classes.js';
import { nopWaitStates, ruleWaitStates, WAIT_STATE_RULES, type Link, type WaitStateRule } from './hazard-rules.js';
import type { Finding } from './analyze.js';
import type { FlowGraph } from './flow-graph.js';
import type { Instr, Program } from './program.js';
import { keysOfAll, keysText, SCC_KEY, VKEY } from './regkeys.js';

/** Wait states an instruction stands for: s_nop N is N+1 (nopBits), every other one 1. */
export function waitStatesOf(i: Instr, gen: Gen): number {
  return i.def?.kind === 'nop' && i.def.enc === 'SOPP' ? nopWaitStates(i.decoded?.fields.simm16 ?? 0, gen) : 1;
}

/** Links through registers: the nearest write of the register decides (hazard-rules.ts Link). */
const REGISTER_LINKS: ReadonlySet<Link> = new Set<Link>([
  'sgpr', 'vgpr', 'vcc', 'exec', 'vcc-exec', 'm0', 'descriptor-3', 'vcc-alias', 'agpr', 'agpr-overlap', 'vreg', 'vreg-partial', 'vreg-same', 'sgpr-or-vcc',
]);
/** Links of an MFMA's D to a reader's C where the D being exactly the registers read decides. */
const EXACT_LINKS: ReadonlySet<Link> = new Set<Link>(['agpr-overlap', 'vreg-partial', 'vreg-same']);

/** A writer `have` wait states before the reader, which needs `need` after it. */
interface Hit { readonly writer: number; readonly have: number; readonly need: number; readonly keys: number[] }

/** Wait states the rule needs after writer `w` on target `t` (by the MFMA's kind and passes where the rule says so). */
function needAfter(rule: WaitStateRule, w: Instr, need: number, t: Program['target']): number {
  return rule.byMfma ? mfmaWaits(rule.byMfma, mfmaInfo(w.def!.name, t)) : need;
}

/** "a 16-pass MFMA", "a 4-pass DGEMM", "a 8-pass non-XDL MFMA". */
const mfmaText = (m: MfmaInfo): string => `a ${m.passes}-pass ${m.kind === 'dgemm' ? 'DGEMM' : m.kind === 'nonXdl' ? 'non-XDL MFMA' : 'MFMA'}`;

const isVreg = (k: number): boolean => k >= VKEY && k < SCC_KEY;

/** The same registers, as sets. */
const sameKeys = (a: readonly number[], b: ReadonlySet<number>): boolean => new Set(a).size === b.size && a.every((k) => b.has(k));

/** The target settings rules may require (hazard-rules.ts WaitStateRule.requires). */
export interface HazardOptions {
  /** XNACK on or any (analyze.ts Target.xnack); without it the soft-clause rules do not apply. */
  readonly xnack?: boolean;
  /** The SGPRs the descriptor allocates (analyze.ts SgprUse.allocated); without it the VCC-alias rule does not apply. */
  readonly sgprsAllocated?: number;
}

export function checkHazards(prog: Program, graph: FlowGraph, opts: HazardOptions = {}): Finding[] {
  const { gen, instrs, target } = prog;
  const alloc = opts.sgprsAllocated;
  const rules = WAIT_STATE_RULES.filter((r) => ruleWaitStates(r, target) > 0 && (r.requires !== 'xnack' || opts.xnack)
    && (r.requires !== 'sgpr-allocation' || alloc !== undefined));
  const ctx: HazardContext = alloc === undefined ? { target } : { target, vccSgprs: [alloc - 2, alloc - 1] };
  if (!rules.length) return [];
  const blockOf = new Int32Array(instrs.length).fill(-1);
  const preds: number[][] = graph.blocks.map(() => []);
  graph.blocks.forEach((b, k) => {
    for (let i = b.first; i < b.end; i++) blockOf[i] = k;
    for (const s of b.succs) preds[s].push(k);
  });
  const ws = instrs.map((i) => waitStatesOf(i, gen));
  const findings: Finding[] = [];
  // LLVM's isPhysRegUsed(AGPR0): the program names a0 (hazard-rules.ts clauseWindowAgprs).
  const usesA0 = instrs.some((i) => [...i.reads, ...i.writes].some((r) => r.cls === 'a' && r.first === 0));

  /**
   * Wait states LLVM counts on the edge from block p taken to `to` beyond p's own: where p ends in
   * s_cbranch_* and the next block is a lone s_branch only p falls into, the two are one LLVM
   * machine block ("s_cbranch_* L; s_branch M") and GCNHazardRecognizer walks the whole block back,
   * the s_branch included, also for the path to L. clang-19 places its s_nops by that count
   * (gfx908 mfma_f16: an accvgpr write 2 wait states after another on the taken path); so does
   * gcnkit (ERRATA.md "analyze").
   */
  const branchTail = (p: number, to: number): number => {
    const b = graph.blocks[p];
    const last = instrs[b.end - 1];
    if (graph.blocks[to].first === b.end || !last?.def?.name.startsWith('s_cbranch_')) return 0;
    const next = blockOf[b.end];
    if (next === undefined || next < 0) return 0;
    const nb = graph.blocks[next];
    const lone = nb.first === b.end && nb.end === b.end + 1 && instrs[nb.first].def?.name === 's_branch';
    return lone && preds[next].length === 1 && preds[next][0] === p ? ws[nb.first] : 0;
  };

  /**
   * The nearest linked writer fewer than `need` wait states before instruction `at`, on the worst
   * path. A register link ends at the nearest write of the register: a write by an instruction
   * outside the writer class (an s_mov after the VALU write) gives the reader its value.
   */
  const search = (rule: WaitStateRule, at: number, needs0: ReadonlySet<number>, need: number): Hit | undefined => {
    let worst: Hit | undefined;
    // 'exceptSame': a writer of the reader's own row links through no register ('all') or not through its C ('src2').
    const r = instrs[at];
    const same = (w: Instr): boolean => !!rule.exceptSame && w.def === r.def;
    const exempt: ReadonlySet<number> = new Set(rule.exceptSame === 'all' ? needs0 : rule.exceptSame === 'src2' ? srcOnly(r, 'src2') : []);
    const kills = REGISTER_LINKS.has(rule.link);
    // (block, wait states so far, registers still needed) already walked: a loop shorter than `need` is walked once per distance.
    const seen = new Set<string>();
    const walk = (blk: number, from: number, have: number, needs: ReadonlySet<number>, via: boolean): void => {
      const b = graph.blocks[blk];
      for (let j = from; j >= b.first; j--) {
        const w = instrs[j];
        // 'via': the instruction between (or the writer itself) the hazard needs (LLVM IsDGEMMHazard).
        if (rule.via && !via && w.def && isWriter(rule.via, w, target)) via = true;
        if (w.def && isWriter(rule.writer, w, target) && (!rule.via || via)) {
          const gives = writerGives(rule.link, w);
          const keys = gives.filter((k) => needs.has(k) && !(same(w) && exempt.has(k)));
          // A D that is exactly the registers read decides a link of EXACT_LINKS (LLVM's "FullReg"):
          // no hazard for 'agpr-overlap' and 'vreg-partial', the only one for 'vreg-same' (the write kills below).
          const exact = EXACT_LINKS.has(rule.link) && sameKeys(gives.filter(isVreg), needs0);
          if (keys.length && (!EXACT_LINKS.has(rule.link) || exact === (rule.link === 'vreg-same'))) {
            const wants = needAfter(rule, w, need, target);
            if (have < wants && (!worst || wants - have > worst.need - worst.have)) worst = { writer: j, have, need: wants, keys };
            return;
          }
        }
        if (kills && w.writes.length) {
          const killed = keysOfAll(w.writes).filter((k) => needs.has(k));
          if (killed.length) {
            needs = new Set([...needs].filter((k) => !killed.includes(k)));
            if (!needs.size) return;
          }
        }
        have += ws[j];
        if (have >= need) return;
      }
      for (const p of preds[blk]) {
        const at = have + branchTail(p, blk);
        if (at >= need) continue;
        const key = `${p}:${at}:${via}:${[...needs].join(',')}`;
        if (seen.has(key)) continue;
        seen.add(key);
        walk(p, graph.blocks[p].end - 1, at, needs, via);
      }
    };
    const blk = blockOf[at];
    if (blk < 0) return undefined;
    walk(blk, at - 1, 0, needs0, false);
    return worst;
  };

  /**
   * A soft clause (LLVM's checkSoftClauseHazards): on some path, the run of writer-class
   * instructions right before `at` (nothing else between; at most rule.clauseWindow of them) has a member that writes, and `at` is a
   * store, or the writes of the run and `at` meet the reads of the run and `at`. The writer named is
   * the nearest member that writes (a store), or that writes or reads a register in both.
   */
  const clauseHit = (rule: WaitStateRule, at: number): Hit | undefined => {
    const r = instrs[at];
    const store = storesMemory(r);
    const window = (usesA0 ? rule.clauseWindowAgprs : undefined) ?? rule.clauseWindow ?? Infinity;
    let hit: Hit | undefined;
    const judge = (members: readonly number[]): void => {
      if (hit || !members.length) return;
      const writes = new Set(members.flatMap((j) => keysOfAll(instrs[j].writes)));
      if (!writes.size) return;
      if (store) {
        const w = members.find((j) => instrs[j].writes.length)!;
        hit = { writer: w, have: 0, need: ruleWaitStates(rule, target), keys: keysOfAll(instrs[w].writes) };
        return;
      }
      for (const k of keysOfAll(r.writes)) writes.add(k);
      const reads = new Set([...members, at].flatMap((j) => keysOfAll(instrs[j].reads)));
      const both = [...writes].filter((k) => reads.has(k));
      if (!both.length) return;
      const touches = (j: number): boolean => [...keysOfAll(instrs[j].writes), ...keysOfAll(instrs[j].reads)].some((k) => both.includes(k));
      hit = { writer: members.find(touches) ?? members[0], have: 0, need: ruleWaitStates(rule, target), keys: both };
    };
    const walk = (blk: number, from: number, members: readonly number[], seen: ReadonlySet<number>): void => {
      const b = graph.blocks[blk];
      for (let j = from; j >= b.first; j--) {
        const w = instrs[j];
        if (!w.def || !isWriter(rule.writer, w, target) || members.length >= window) { judge(members); return; }
        members = [...members, j];
      }
      const next = preds[blk].filter((p) => !seen.has(p));
      if (!next.length) judge(members);
      for (const p of next) walk(p, graph.blocks[p].end - 1, members, new Set([...seen, p]));
    };
    walk(blockOf[at], at - 1, [], new Set([blockOf[at]]));
    return hit;
  };

  instrs.forEach((ins, at) => {
    if (!ins.def || blockOf[at] < 0) return;
    const prev = at > 0 && blockOf[at - 1] === blockOf[at] ? instrs[at - 1] : undefined;
    for (const rule of rules) {
      if (!isReader(rule.reader, ins, target, prev)) continue;
      const needs = readerNeeds(rule.link, rule.reader, ins, ctx);
      if (!needs.length) continue;
      const hit = rule.link === 'soft-clause' ? clauseHit(rule, at) : search(rule, at, new Set(needs), ruleWaitStates(rule, target));
      if (!hit) continue;
      const w = instrs[hit.writer];
      const need = hit.need;
      const more = need - hit.have;
      // As LLVM's insertNoops writes them: s_nop 7 for each 8 wait states, then the rest.
      const fix = [...Array.from({ length: Math.floor((more - 1) / 8) }, () => 's_nop 7'), `s_nop ${(more - 1) % 8}`].join('; ');
      const regs = hit.keys.every((k) => k < 2048) ? ` (${keysText(hit.keys, gen)})` : '';
      const states = (n: number): string => `${n} wait state${n === 1 ? '' : 's'}`;
      const after = rule.byMfma ? ` after ${mfmaText(mfmaInfo(w.def!.name, target))}` : '';
      findings.push({
        kind: 'hazard', offset: ins.offset, with: w.offset, rule: rule.id, fix,
        message: `${ins.def.name} is ${states(hit.have)} after ${w.def!.name} (${hexOffset(w.offset)})${regs} on some path, `
          + `and ${rule.says} needs ${states(need)}${after}: add "${fix}" before this line`,
      });
    }
  });
  return findings;
}
