// Wait counters and hazards (§8 of shared/reference/semantics.md; docs/sim.md "Results, counters
// and hazards"). Memory is accessed at issue; register results are staged in an Op and land when
// the op retires: at a s_waitcnt that needs it, when a counter would overflow, or at the end.
import type { Hazard } from './api.js';
import { vregName } from '../isa/registers.js';
import { SREG_CODES } from '../isa/special-regs.js';

/** Where an instruction came from, for hazard reports. */
export interface Site {
  readonly line: number;
  readonly col: number;
  readonly name: string;
  /** Byte offset of the instruction as listings number it (Program.base + its address). */
  readonly offset: number;
  /** How messages name it: "line 12" (assembled source) or "0x0000a8" (binary code: the offset). */
  readonly where: string;
}

const NONE: readonly number[] = [];

export class Op {
  vmDone = true;
  lgkmDone = true;
  expDone = true;
  vmGuar = true;
  lgkmGuar = true;
  expGuar = true;
  /** Position among in-order VM ops (MUBUF) and EXP ops when issued (1-based); LGKM counts of DS ops. */
  vmSeq = 0;
  lgkmSeq = 0;
  expSeq = 0;
  applied = false;
  readonly sWrites: number[] = [];      // reg, value, reg, value...
  readonly vWrites: { reg: number; values: Uint32Array; lo: number; hi: number }[] = [];
  /** VGPRs the op still has to read (GCN 1.0 store data, EXP_CNT). */
  lateReads: readonly number[] = NONE;

  constructor(readonly site: Site, readonly vm: number, readonly lgkm: number, readonly exp: number, readonly inOrder: boolean,
    readonly lgkmInOrder = false) {
    if (vm) this.vmDone = this.vmGuar = false;
    if (lgkm) this.lgkmDone = this.lgkmGuar = false;
    if (exp) this.expDone = this.expGuar = false;
  }

  get resultGuaranteed(): boolean {
    return this.vmGuar && this.lgkmGuar;
  }
}

export interface CounterMax { readonly vm: number; readonly lgkm: number; readonly exp: number }

type Apply = (op: Op) => void;

/**
 * Ops in issue order. A queue with a moving head (retiring the oldest, the common case, is O(1),
 * where Array.shift moves the rest); an op retired out of order is spliced out.
 */
class OpQueue {
  private a: Op[] = [];
  private h = 0;
  get size(): number { return this.a.length - this.h; }
  /** The i-th oldest op. */
  at(i: number): Op { return this.a[this.h + i]; }
  push(o: Op): void { this.a.push(o); }
  remove(o: Op): void {
    const a = this.a;
    if (a[this.h] === o) {
      a[this.h++] = undefined as unknown as Op;
      if (this.h === a.length) { a.length = 0; this.h = 0; } else if (this.h >= 1024) { this.a = a.slice(this.h); this.h = 0; }
    } else a.splice(a.indexOf(o, this.h), 1);
  }
  /** The ops, oldest first (a copy: retiring while iterating is safe). */
  list(): Op[] { return this.a.slice(this.h); }
  lgkmTotal(): number {
    let n = 0;
    for (let i = this.h; i < this.a.length; i++) n += this.a[i].lgkm;
    return n;
  }
}

export class Tracker {
  readonly hazards: Hazard[] = [];
  private readonly vmQ = new OpQueue();
  private readonly lgkmQ = new OpQueue();
  private readonly expQ = new OpQueue();
  private vmSeqNow = 0;
  /** LGKM counts issued by in-order LGKM ops (DS) so far. */
  private lgkmSeqNow = 0;
  private expSeqNow = 0;
  /** Pending (not yet guaranteed) writer of each scalar / vector register. */
  private readonly sPend: (Op | undefined)[] = new Array(SREG_CODES).fill(undefined);
  private readonly vPend: (Op | undefined)[];
  /**
   * Ops whose VM / LGKM side is not guaranteed yet, whether still counted or already retired: in
   * issue order for in-order ops (MUBUF, GCN 1.4 GLOBAL/SCRATCH, FLAT at a global address on VM; DS
   * on LGKM), any order for the others. A later wait or a full counter guarantees them from here.
   */
  private readonly vmOrdered = new OpQueue();
  private readonly lgkmOrdered = new OpQueue();
  private vmLoose: Op[] = [];
  private lgkmLoose: Op[] = [];
  /** GCN 1.0 stores whose data VGPRs may not be overwritten yet. */
  private readonly vLate: (Op | undefined)[];
  /** Instruction that last issued, and the scalar registers it writes (descriptor rule). */
  private lastScalarWrites: readonly number[] = [];

  /**
   * A dispatch's register allocation (RunChecks): SGPRs s[s..sTop) (sTop: the generation's SGPR
   * count) and VGPRs from v[v] are past it; the first such register an instruction uses is noted
   * in overAlloc for the runner to report.
   */
  alloc: { readonly s: number; readonly sTop: number; readonly v: number } | undefined;
  overAlloc: string | undefined;

  /** `vgprs`: the wave's VGPRs (its register file's size). */
  constructor(private readonly max: CounterMax, private readonly apply: Apply, private readonly sName: (reg: number) => string, vgprs: number) {
    this.vPend = new Array(vgprs).fill(undefined);
    this.vLate = new Array(vgprs).fill(undefined);
  }

  get counters(): { vmcnt: number; lgkmcnt: number; expcnt: number } {
    return { vmcnt: this.vmQ.size, lgkmcnt: this.lgkmQ.lgkmTotal(), expcnt: this.expQ.size };
  }

  private lgkmCount(): number {
    return this.lgkmQ.lgkmTotal();
  }

  /** Hazards of an instruction about to issue: registers it reads and writes. */
  check(site: Site, sReads: readonly number[], vReads: readonly number[], sWrites: readonly number[], vWrites: readonly number[], inOrderVm: boolean): void {
    if (this.alloc !== undefined && this.overAlloc === undefined) this.checkAlloc(sReads, vReads, sWrites, vWrites);
    if (pendingIn(sReads, this.sPend)) this.conflicts(site, sReads, this.sPend, false, false);
    if (pendingIn(vReads, this.vPend)) this.conflicts(site, vReads, this.vPend, true, false);
    if (pendingIn(sWrites, this.sPend)) this.conflicts(site, sWrites, this.sPend, false, true);
    if (pendingIn(vWrites, this.vPend, inOrderVm)) this.conflicts(site, vWrites, this.vPend, true, true, inOrderVm);
    for (const r of vWrites) {
      const p = this.vLate[r];
      if (p && !p.expGuar) this.report(site, `v${r}`, `overwrites v${r} while ${describe(p)} may still read it: add "s_waitcnt ${this.expFix(p)}" before this line`);
    }
  }

  private checkAlloc(sReads: readonly number[], vReads: readonly number[], sWrites: readonly number[], vWrites: readonly number[]): void {
    const a = this.alloc!;
    for (const list of [sReads, sWrites]) for (const r of list) if (r >= a.s && r < a.sTop) { this.overAlloc = this.sName(r); return; }
    for (const list of [vReads, vWrites]) for (const r of list) if (r >= a.v) { this.overAlloc = `v${r}`; return; }
  }

  /** The seed rule: an S_BUFFER_* needs one instruction between it and the write of its V#'s third dword. */
  checkDescriptor(site: Site, sbase: number): void {
    if (this.lastScalarWrites.includes(sbase + 2)) {
      this.report(site, this.sName(sbase + 2), `${site.name} uses a descriptor whose third dword (${this.sName(sbase + 2)}) the previous instruction writes: put one instruction between them`);
    }
  }

  noteScalarWrites(regs: readonly number[]): void {
    this.lastScalarWrites = regs;
  }

  private regName(r: number, vector: boolean): string {
    return vector ? `v${r}` : this.sName(r);
  }

  /**
   * One hazard per pending op among `regs`: a read before its result is guaranteed, or a write
   * over it (two in-order VM results land in issue order: the later write wins, no hazard).
   */
  private conflicts(site: Site, regs: readonly number[], pend: (Op | undefined)[], vector: boolean, write: boolean, inOrderVm = false): void {
    const seen = new Set<Op>();
    for (const r of regs) {
      const p = pend[r];
      if (!p || p.resultGuaranteed || seen.has(p)) continue;
      seen.add(p);
      if (write && inOrderVm && p.inOrder && !p.lgkm) continue;
      const hit = regs.filter((x) => pend[x] === p);
      const names = hit.map((x) => this.regName(x, vector));
      const register = hit.length > 1 && vector ? (vregName(hit[0], hit.length) ?? names[0]) : names[0];
      this.report(site, register, write
        ? `overwrites ${names.join(', ')} while the result of ${describe(p)} is in flight: add "s_waitcnt ${this.resultFix(p)}" before this line`
        : `reads ${names.join(', ')} before the result of ${describe(p)} is guaranteed: add "s_waitcnt ${this.resultFix(p)}" before this line`);
    }
  }

  private report(site: Site, register: string, message: string): void {
    this.hazards.push({ line: site.line, col: site.col, offset: site.offset, register, message });
  }

  private resultFix(p: Op): string {
    const parts: string[] = [];
    if (!p.vmGuar) parts.push(`vmcnt(${p.inOrder ? this.vmSeqNow - p.vmSeq : 0})`);
    if (!p.lgkmGuar) parts.push(`lgkmcnt(${p.lgkmInOrder ? this.lgkmSeqNow - p.lgkmSeq : 0})`);
    return parts.join(' ');
  }

  private expFix(p: Op): string {
    return `expcnt(${this.expSeqNow - p.expSeq})`;
  }

  /**
   * Account an issued op: counters, pending registers. A full counter stalls issue until an op
   * completes: the model retires the oldest, which guarantees nothing by itself (out-of-order ops
   * may complete in any order); what the stall does guarantee is that the counter never holds
   * more than its field's maximum, so an in-order op with that many in-order counts issued after
   * it has completed (saturate()). Hence an in-order op that is not guaranteed has fewer than
   * `max` counts after it, and the wait a hazard suggests always fits the counter's field.
   */
  issue(op: Op, sDst: readonly number[], vDst: readonly number[]): void {
    if (op.vm) {
      while (this.vmQ.size + 1 > this.max.vm) this.retireVm(this.vmQ.at(0));
      this.vmQ.push(op);
      if (op.inOrder) {
        op.vmSeq = ++this.vmSeqNow;
        this.vmOrdered.push(op);
        this.guaranteeVm(this.vmSeqNow - this.max.vm);
      } else this.vmLoose = this.loosen(this.vmLoose, op);
    }
    if (op.lgkm) {
      while (this.lgkmQ.size && this.lgkmCount() + op.lgkm > this.max.lgkm) this.retireLgkm(this.lgkmQ.at(0));
      this.lgkmQ.push(op);
      if (op.lgkmInOrder) {
        op.lgkmSeq = this.lgkmSeqNow += op.lgkm;
        this.lgkmOrdered.push(op);
        this.guaranteeLgkm(this.lgkmSeqNow - this.max.lgkm);
      } else this.lgkmLoose = this.loosen(this.lgkmLoose, op);
    }
    if (op.exp) {
      // EXP ops are all in order and count 1: the stall's oldest is guaranteed.
      while (this.expQ.size + 1 > this.max.exp) {
        this.expQ.at(0).expGuar = true;
        this.retireExp(this.expQ.at(0));
      }
      this.expQ.push(op);
      op.expSeq = ++this.expSeqNow;
      for (const r of op.lateReads) this.vLate[r] = op;
    }
    for (const r of sDst) this.sPend[r] = op;
    for (const r of vDst) this.vPend[r] = op;
    if (!op.vm && !op.lgkm) this.land(op);
  }

  /** Guarantee an op's VM / LGKM side; a guaranteed op has completed, so it is retired (lands). */
  private readonly markVm = (o: Op): void => { o.vmGuar = true; if (!o.vmDone) this.retireVm(o); };
  private readonly markLgkm = (o: Op): void => { o.lgkmGuar = true; if (!o.lgkmDone) this.retireLgkm(o); };

  /** In-order VM ops issued at or before in-order VM count `seq` are guaranteed. */
  private guaranteeVm(seq: number): void {
    guaranteeUpTo(this.vmOrdered, seq, (o) => o.vmSeq, this.markVm);
  }

  /** In-order LGKM ops (DS) issued at or before LGKM count `seq` of DS ops are guaranteed. */
  private guaranteeLgkm(seq: number): void {
    guaranteeUpTo(this.lgkmOrdered, seq, (o) => o.lgkmSeq, this.markLgkm);
  }

  /**
   * Add an out-of-order op to its loose list. Only a wait for 0 empties the list; a program that
   * never waits for 0 would grow it without end, so past 1024 entries the ops that no register
   * still waits on are dropped (nothing can read their guarantee any more).
   */
  private loosen(list: Op[], op: Op): Op[] {
    list.push(op);
    if (list.length <= 1024) return list;
    const live = new Set<Op | undefined>([...this.sPend, ...this.vPend]);
    return list.filter((o) => live.has(o));
  }

  /**
   * An instruction without counters (VALU, SALU) that wrote its results directly: the same as
   * issue() of an op with no counts, whose results land at once and are guaranteed (every
   * check skips a guaranteed writer, so the registers simply have no pending writer).
   */
  settle(sDst: readonly number[], vDst: readonly number[]): void {
    for (let i = 0; i < sDst.length; i++) this.sPend[sDst[i]] = undefined;
    for (let i = 0; i < vDst.length; i++) this.vPend[vDst[i]] = undefined;
  }

  /**
   * s_waitcnt: guarantee what the fields allow, then retire until every counter fits. vmcnt(N)
   * guarantees an in-order VM op followed by at least N in-order VM ops; lgkmcnt(N) a DS op
   * followed by at least N LGKM counts of DS ops (if it were outstanding, so would they be: more
   * than N); a count of 0 guarantees everything, retired or not.
   */
  wait(vm: number, lgkm: number, exp: number): void {
    this.guaranteeVm(this.vmSeqNow - vm);
    if (vm === 0) this.vmLoose = guaranteeAll(this.vmLoose, this.markVm);
    this.guaranteeLgkm(this.lgkmSeqNow - lgkm);
    if (lgkm === 0) this.lgkmLoose = guaranteeAll(this.lgkmLoose, this.markLgkm);
    for (const o of this.expQ.list()) {
      if (this.expSeqNow - o.expSeq < exp) break;
      o.expGuar = true;
      this.retireExp(o);
    }
    // Then the oldest until each counter fits: completed, but the program cannot know which.
    while (this.vmQ.size > vm) this.retireVm(this.vmQ.at(0));
    while (this.lgkmCount() > lgkm) this.retireLgkm(this.lgkmQ.at(0));
    while (this.expQ.size > exp) this.retireExp(this.expQ.at(0));
    // Pending writers that are now guaranteed stay in sPend/vPend/vLate: every check skips them.
  }

  /** End of program: everything completes. */
  drain(): void {
    this.wait(0, 0, 0);
  }

  private retireVm(o: Op): void {
    this.vmQ.remove(o);
    o.vmDone = true;
    this.land(o);
  }

  private retireLgkm(o: Op): void {
    this.lgkmQ.remove(o);
    o.lgkmDone = true;
    this.land(o);
  }

  private retireExp(o: Op): void {
    this.expQ.remove(o);
    o.expDone = true;
  }

  private land(o: Op): void {
    if (o.applied || !o.vmDone || !o.lgkmDone) return;
    o.applied = true;
    this.apply(o);
  }
}

/**
 * Whether any of the registers has a writer whose result is not guaranteed yet (for a write by an
 * in-order VM op, pending in-order VM writers do not count: they land first).
 */
function pendingIn(regs: readonly number[], pend: readonly (Op | undefined)[], inOrderWrite = false): boolean {
  for (let i = 0; i < regs.length; i++) {
    const p = pend[regs[i]];
    if (p !== undefined && !(p.vmGuar && p.lgkmGuar) && !(inOrderWrite && p.inOrder && !p.lgkm)) return true;
  }
  return false;
}


/** Guarantee the ops of an issue-ordered queue whose count is at most `upTo`, oldest first. */
function guaranteeUpTo(q: OpQueue, upTo: number, seqOf: (o: Op) => number, guarantee: (o: Op) => void): void {
  while (q.size && seqOf(q.at(0)) <= upTo) {
    const o = q.at(0);
    q.remove(o);
    guarantee(o);
  }
}

function guaranteeAll(list: Op[], guarantee: (o: Op) => void): Op[] {
  for (const o of list) guarantee(o);
  return [];
}

function describe(p: Op): string {
  return `${p.site.name} (${p.site.where})`;
}
