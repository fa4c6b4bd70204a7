// Checks of a dispatch (`gcnkit run`, docs/sim.md P105): registers beyond the kernel descriptor's
// allocation and global memory accesses beyond the bytes given for a buffer. They are warnings:
// the run goes on (the hardware would read or clobber another wave's registers, or bytes after
// the buffer, rather than stop), one per instruction offset and kind, with a count of how often.

/** A warning of a dispatch: where (as `gcnkit dis` lists the object), what, how many times. */
export interface RunWarning {
  /** Byte offset of the instruction in .text, its index in the kernel + 1, its text. */
  readonly offset: number;
  readonly line: number;
  readonly text: string;
  readonly message: string;
  /** Executions (per wave) that did it; the message is the first one's. */
  count: number;
}

/** A buffer argument in global memory: its bytes are [addr, addr + size), its slot ends at `end`. */
export interface BufferSlot { readonly arg: number; readonly addr: number; readonly size: number; readonly end: number }

export class RunChecks {
  readonly warnings = new Map<string, RunWarning>();
  /** The first global access beyond a buffer's bytes by the instruction running (hi 0: below 4 GiB). */
  fault: { lo: number; write: boolean; arg: number; size: number; addr: number } | undefined;
  private readonly start: number;
  private readonly stop: number;

  /** `vgprs`, `sgprs`: the descriptor's allocation (granulated counts; SGPRs include VCC etc.). */
  constructor(readonly vgprs: number, readonly sgprs: number, private readonly buffers: readonly BufferSlot[]) {
    this.start = buffers.length ? buffers[0].addr : 0;
    this.stop = buffers.length ? buffers[buffers.length - 1].end : 0;
  }

  /** PagedMemory's guard: an access at (hi, lo) inside a buffer's slot but past its bytes. */
  readonly guard = (hi: number, lo: number, write: boolean): void => {
    if (hi !== 0 || lo < this.start || lo >= this.stop || this.fault) return;
    for (const b of this.buffers) {
      if (lo < b.end) {
        if (lo >= b.addr + b.size) this.fault = { lo, write, arg: b.arg, size: b.size, addr: b.addr };
        return;
      }
    }
  };

  /** Warn for the instruction that just ran (offset, index + 1, text): what it did. */
  note(offset: number, line: number, text: string, kind: string, message: string): void {
    const key = `${offset}:${kind}`;
    const w = this.warnings.get(key);
    if (w) w.count++;
    else this.warnings.set(key, { offset, line, text, message, count: 1 });
  }

  /** The memory fault of the instruction that ran, as a warning. */
  noteFault(offset: number, line: number, text: string): void {
    const f = this.fault!;
    this.fault = undefined;
    this.note(offset, line, text, 'memory', `${f.write ? 'writes' : 'reads'} byte ${f.lo - f.addr} of buffer argument ${f.arg}, which has ${f.size} bytes (address 0x${f.lo.toString(16)})`);
  }

  list(): RunWarning[] {
    return [...this.warnings.values()].sort((a, b) => a.offset - b.offset);
  }
}
