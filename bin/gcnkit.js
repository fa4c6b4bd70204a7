#!/usr/bin/env -S node --max-semi-space-size=4
// A 4 MiB young generation (V8's default grows to 16 MiB+) holds the peak RSS of a 1M-instruction
// run ~20 MiB lower at the same CPU time. It must be set before V8 starts (v8.setFlagsFromString
// here has no effect on the heap), so it is in the shebang: `gcnkit ...` gets it, `node bin/gcnkit.js`
// does not unless given the flag (or NODE_OPTIONS=--max-semi-space-size=4).
import { statSync } from 'node:fs';

// The esbuild bundle of the CLI (scripts/bundle.ts; ~25 ms less start-up) when it is at least as
// new as tsc's output, else tsc's modules: a `tsc -p .` without the bundle step never runs stale code.
const at = (path) => statSync(new URL(path, import.meta.url), { throwIfNoEntry: false })?.mtimeMs;
const bundled = at('../dist/bundle/cli/main.js');
const { main } = await import(bundled !== undefined && bundled >= (at('../dist/src/cli/main.js') ?? 0)
  ? '../dist/bundle/cli/main.js' : '../dist/src/cli/main.js');

process.stdout.on('error', (e) => { if (e.code === 'EPIPE') process.exit(0); throw e; });
main(process.argv.slice(2)).then((code) => { process.exitCode = code; });
