// The kernel runner's Web Worker: runKernel() off the page's thread, so that a large grid does not
// freeze the page. It reports progress after workgroups (at most every 100 ms); the page cancels a
// run by terminating the worker. Every failure comes back as located diagnostics, never a throw.
import { parseArgsJson, runKernel, SimError, type Hazard, type SimDiagnostic } from '../src/sim/index.js';

export interface RunRequest {
  readonly object: Uint8Array;
  /** The object's file name and the arguments' name, for located messages. */
  readonly file: string;
  readonly argsFile: string;
  readonly kernel: string;
  readonly grid: number[];
  readonly block: number[];
  readonly argsText: string;
  /** Instructions one wave may run. */
  readonly maxSteps: number;
}

export interface RunBuffer { readonly arg: number; readonly type: string; readonly bytes: Uint8Array }

export type RunReply =
  | { readonly kind: 'progress'; readonly done: number; readonly total: number }
  | { readonly kind: 'done'; readonly buffers: RunBuffer[]; readonly hazards: Hazard[]; readonly workgroups: number; readonly waves: number; readonly instructions: number; readonly ms: number }
  | { readonly kind: 'error'; readonly diagnostics: readonly SimDiagnostic[] };

const scope = self as unknown as { postMessage(m: RunReply, transfer?: Transferable[]): void; onmessage: ((e: MessageEvent<RunRequest>) => void) | null };

function run(q: RunRequest): void {
  const t0 = performance.now();
  let last = t0;
  try {
    const args = parseArgsJson(q.argsText, q.argsFile);
    const r = runKernel(q.object, q.kernel, { grid: q.grid, block: q.block }, args, {
      file: q.file, argsFile: q.argsFile, argsText: q.argsText, maxSteps: q.maxSteps,
      onProgress: (done, total) => {
        const now = performance.now();
        if (now - last < 100) return;
        last = now;
        scope.postMessage({ kind: 'progress', done, total });
      },
    });
    const buffers = r.buffers.map((b) => ({ arg: b.arg, type: String((args[b.arg] as { buffer?: unknown }).buffer), bytes: b.bytes }));
    scope.postMessage({ kind: 'done', buffers, hazards: r.hazards, workgroups: r.workgroups, waves: r.waves, instructions: r.instructions, ms: performance.now() - t0 },
      buffers.map((b) => b.bytes.buffer as ArrayBuffer));
  } catch (e) {
    const diagnostics = e instanceof SimError ? e.diagnostics : [{ file: q.file, line: 1, col: 1, message: `internal error: ${e instanceof Error ? e.message : String(e)}`, source: '' }];
    scope.postMessage({ kind: 'error', diagnostics });
  }
}

scope.onmessage = (e) => run(e.data);
