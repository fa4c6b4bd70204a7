#!/usr/bin/env -S node --max-semi-space-size=4
// A 4 MiB young generation (V8's default grows to 16 MiB+) holds the peak RSS of a 1M-instruction
// run ~20 MiB lower at the same CPU time. It must be set before V8 starts (v8.setFlagsFromString
// here has no effect on the heap), so it is in the shebang: `gcnkit ...` gets it, `node bin/gcnkit.js`
// does not unless given the flag (or NODE_OPTIONS=--max-semi-space-size=4).
import { main } from '../dist/src/cli/main.js';

process.stdout.on('error', (e) => { if (e.code === 'EPIPE') process.exit(0); throw e; });
main(process.argv.slice(2)).then((code) => { process.exitCode = code; });
