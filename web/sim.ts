// The simulator, as the library exports it (kept behind this one module).
// PENDING: src/sim/index.ts has not landed yet; until it does, simulate() reports that.
import type { SimOptions, SimResult, StateJson } from '../src/sim/api.js';
export { SimError, type SimResult } from '../src/sim/api.js';

export function simulate(program: string | Uint8Array, state: StateJson | string, options: SimOptions): SimResult {
  void program; void state; void options;
  throw new Error('the simulator is not in this build yet (src/sim/index.ts)');
}
