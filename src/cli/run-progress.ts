// `gcnkit run` progress on a terminal's stderr: "vadd: 12/100 workgroups", redrawn in place at
// most every `every` ms (nothing for a run shorter than that), erased when the run ends.
export class Progress {
  private shown = false;
  private last: number;

  constructor(private readonly out: { write(s: string): unknown }, private readonly label: string,
    private readonly now: () => number = Date.now, private readonly every = 100) {
    this.last = now();
  }

  update(done: number, total: number): void {
    const t = this.now();
    if (t - this.last < this.every) return;
    this.last = t;
    this.shown = true;
    this.out.write(`\r\x1b[K${this.label}: ${done}/${total} workgroups`);
  }

  /** Erase the line (if anything was drawn). */
  clear(): void {
    if (this.shown) this.out.write('\r\x1b[K');
    this.shown = false;
  }
}
