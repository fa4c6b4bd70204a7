// --trace: one line per executed instruction with the registers and memory it changed (results
// that land at a s_waitcnt show up on that s_waitcnt's line). `gcnkit sim` traces its one wave;
// a dispatch (`gcnkit run --trace`) follows each wave in turn with DispatchTrace.
import type { Inst } from './inst.js';
import { PagedMemory, type Space } from './memory.js';
import { LANES, type Wave } from './wave.js';

export class Trace {
  readonly lines: string[] = [];
  private s = new Uint32Array(128);
  private scc = 0;
  private v = new Uint32Array(0);
  private writes = new Map<string, string>();
  private readonly watched = new WeakSet<Space>();

  private w!: Wave;

  /** `w`: the wave to trace (a DispatchTrace is given its waves by follow()). */
  constructor(w?: Wave) {
    if (w) this.attach(w);
  }

  /** Trace another wave from now on; a space it shares with an earlier wave is watched once. */
  protected attach(w: Wave): void {
    this.w = w;
    this.watch(w.memory, 'mem');
    this.watch(w.lds, 'lds');
    if (!w.scratchBacking) w.lanePrivate.forEach((p, l) => this.watch(p, `private[${l}]`));
  }

  /** Record byte writes to a space (only in trace mode: the instance's methods are wrapped). */
  private watch(space: Space, name: string): void {
    if (this.watched.has(space)) return;
    this.watched.add(space);
    if (space instanceof PagedMemory) space.watched = true;
    const w32 = space.w32.bind(space), w8 = space.w8.bind(space);
    const note = (hi: number, lo: number, size: number): void => {
      const a = hi ? `0x${hi.toString(16)}${lo.toString(16).padStart(8, '0')}` : `0x${lo.toString(16)}`;
      const key = `${name}:${a}`;
      const v = size === 4 ? space.r32(hi, lo) : space.r8(hi, lo);
      this.writes.set(key, `${name}[${a}]=0x${v.toString(16)}`);
    };
    space.w32 = (hi, lo, v) => { w32(hi, lo, v); note(hi, lo, 4); };
    space.w8 = (hi, lo, v) => { w8(hi, lo, v); note(hi, lo, 1); };
  }

  before(): void {
    this.s = this.w.sgpr.slice();
    this.scc = this.w.scc;
    this.v = this.w.vgpr.slice();
    this.writes.clear();
  }

  after(ins: Inst & { text: string }): void {
    const w = this.w;
    const changes: string[] = [];
    for (let r = 0; r < 128; r++) {
      if (w.sgpr[r] !== this.s[r]) changes.push(`${w.regs.single[r] ?? `s${r}`}=0x${w.sgpr[r].toString(16)}`);
    }
    if (w.scc !== this.scc) changes.push(`scc=${w.scc}`);
    for (let r = 0; r < w.vgprs; r++) {
      const lanes: string[] = [];
      for (let l = 0; l < LANES; l++) {
        const i = r * LANES + l;
        if (w.vgpr[i] !== this.v[i]) lanes.push(`${l}:0x${w.vgpr[i].toString(16)}`);
      }
      if (lanes.length) changes.push(`v${r}{${lanes.length > 4 ? `${lanes.slice(0, 4).join(' ')} ...${lanes.length - 4} more lanes` : lanes.join(' ')}}`);
    }
    const mem = [...this.writes.values()];
    if (mem.length > 8) changes.push(...mem.slice(0, 8), `...${mem.length - 8} more memory writes`);
    else changes.push(...mem);
    this.record(ins, changes);
  }

  /** One executed instruction and what it changed. */
  protected record(ins: Inst & { text: string }, changes: string[]): void {
    this.lines.push(`${String(ins.site.line).padStart(4)}: ${ins.text}${changes.length ? `  ; ${changes.join(', ')}` : ''}`);
  }
}

/** One instruction a dispatch's wave executed (`gcnkit run --trace`). */
export interface TraceEntry {
  /** Workgroup ID (x, y, z) and the wave's index in its workgroup. */
  readonly workgroup: readonly number[];
  readonly wave: number;
  /** Byte offset of the instruction in the code object's .text section, as `gcnkit dis` lists it. */
  readonly pc: number;
  readonly text: string;
  /** What it changed: "s4=0x40", "vcc_lo=0x..", "scc=1", "v3{0:0x1 1:0x2 ...}", "mem[0x100000]=0x..", "lds[0x10]=0x..". */
  readonly writes: readonly string[];
}

/** The trace of a dispatch: entries for every wave, in the order the waves ran. */
export class DispatchTrace extends Trace {
  readonly entries: TraceEntry[] = [];
  private workgroup: readonly number[] = [0, 0, 0];
  private wave = 0;

  /** `base`: Program.base, which added to an instruction's address gives its .text offset. */
  constructor(private readonly base: number) {
    super();
  }

  /** Follow wave `wave` of workgroup `workgroup` until the next call. */
  follow(w: Wave, workgroup: readonly number[], wave: number): void {
    this.attach(w);
    this.workgroup = workgroup;
    this.wave = wave;
  }

  protected override record(ins: Inst & { text: string }, changes: string[]): void {
    this.entries.push({ workgroup: this.workgroup, wave: this.wave, pc: this.base + (ins.at ?? 0), text: ins.text, writes: changes });
  }
}
