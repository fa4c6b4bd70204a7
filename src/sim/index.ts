// The simulator: one wave64 running SMRD/SMEM/MUBUF/FLAT/SOPP code (docs/sim.md).
export { simulate, loadProgram, execute, type Program } from './run.js';
export { SimError, hexOffset, type SimOptions, type SimResult, type StateJson, type Hazard, type Counters, type SimDiagnostic } from './api.js';
export { Wave } from './wave.js';
export type { RunWarning } from './run-checks.js';
export { loadState } from './state.js';
export { runKernel, startKernel, type KernelRun, type Dispatch, type RunOptions, type RunResult, type KernelArg } from './dispatch.js';
export { parseArgsJson, argsTemplate, defaultDispatch, formatArgs, bufferValues, TEMPLATE_MAX_ELEMENTS, type ArgsTemplate } from './args-json.js';
