// The simulator, as the library exports it (kept behind this one module).
export { simulate, SimError, type SimResult } from '../src/sim/index.js';
