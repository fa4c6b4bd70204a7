// --trace: one line per executed instruction with the registers and memory it changed (results
// that land at a s_waitcnt show up on that s_waitcnt's line).
import type { Inst } from './inst.js';
import { PagedMemory, type Space } from './memory.js';
import { LANES, type Wave } from './wave.js';

export class Trace {
  readonly lines: string[] = [];
  private s = new Uint32Array(128);
  private scc = 0;
  private v = new Uint32Array(0);
  private writes = new Map<string, string>();

  constructor(private readonly w: Wave) {
    this.watch(w.memory, 'mem');
    this.watch(w.lds, 'lds');
    w.lanePrivate.forEach((p, l) => this.watch(p, `private[${l}]`));
  }

  /** Record byte writes to a space (only in trace mode: the instance's methods are wrapped). */
  private watch(space: Space, name: string): void {
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
    for (let r = 0; r < 256; r++) {
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
    this.lines.push(`${String(ins.site.line).padStart(4)}: ${ins.text}${changes.length ? `  ; ${changes.join(', ')}` : ''}`);
  }
}
