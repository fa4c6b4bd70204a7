// The shape of control flow the wait and hazard checks walk (built from cfg.ts by checks.ts).

/** Basic blocks as index ranges [first, end) of Program.instrs, with successor block indices. */
export interface FlowBlock {
  readonly first: number;
  readonly end: number;
  readonly succs: readonly number[];
}

export interface FlowGraph {
  readonly blocks: readonly FlowBlock[];
  /** Blocks where execution starts (the kernel's or function's entry). */
  readonly entries: readonly number[];
}
