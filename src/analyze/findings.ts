// What the wait and hazard checks report, and the shape of control flow they walk.

/** One finding, as `gcnkit analyze --json` lists it (issue 29). */
export interface Finding {
  readonly kind: 'wait' | 'hazard' | 'registers';
  /** Byte offset of the instruction that needs the wait (the reader or overwriter). */
  readonly offset: number;
  /** Byte offset of the other instruction (the memory op, or the writer the hazard counts from). */
  readonly with: number;
  readonly message: string;
  /** What fixes it: `s_waitcnt vmcnt(2)`, `s_nop 3`. */
  readonly fix: string;
  /** The wait-state rule broken (src/analyze/hazard-rules.ts), for hazards. */
  readonly rule?: string;
}

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
