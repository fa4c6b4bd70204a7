/** An assembly error at a column of the current line (an expected failure, not a bug). */
export class AsmError extends Error {
  constructor(message: string, readonly col: number) {
    super(message);
  }
}
