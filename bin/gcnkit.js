#!/bin/sh
":" //; p=$0; [ ! -L "$p" ] || p=$(readlink -f -- "$p") || p=$0; case $p in /*) ;; *) p=$PWD/$p ;; esac; d=${p%/bin/*}; f='--max-semi-space-size=4 --interrupt-budget=300000'; [ ! -r "$d/dist/snapshot/launch.sh" ] || . "$d/dist/snapshot/launch.sh"; exec node $f "$p" "$@"
// The line above is shell (the `":"` a string, the rest a comment, to Node): run as a program, this
// file starts Node, from a start-up snapshot of `gcnkit dis` or `gcnkit asm` when the build made one that fits
// (dist/snapshot/launch.sh, scripts/snapshot.ts), else on this file; `node bin/gcnkit.js` runs
// this file. readlink -f (a process: only when run through a symlink, as npm's node_modules/.bin):
// the package is where the link points. The shell costs ~2 ms of a run.
// Node's flags (f='...'; scripts/snapshot.ts makes the snapshots with the same ones):
// A 4 MiB young generation (V8's default grows to 16 MiB+) holds the peak RSS of a 1M-instruction
// run ~20 MiB lower at the same CPU time. It must be set before V8 starts (v8.setFlagsFromString
// here has no effect on the heap), so it is on the command line: `gcnkit ...` gets it, `node bin/gcnkit.js`
// does not unless given the flag (or NODE_OPTIONS=--max-semi-space-size=4).
// --interrupt-budget=300000 (V8's default is 132 KiB of bytecode run): a function is optimised
// after about twice as much work, so fewer of the generated printers and readers that run only a
// little are compiled by TurboFan: on 1M gfx900 lines (bench's varied mix, quiet machine, 4 runs
// each) asm 2.3 -> 2.1 s CPU and 86 -> 83 MiB, dis the same CPU and 79 -> 74 MiB.
import { statSync } from 'node:fs';

// The esbuild bundle of the CLI (scripts/bundle.ts; ~25 ms less start-up) when it is at least as
// new as tsc's output, else tsc's modules: a `tsc -p .` without the bundle step never runs stale code.
const at = (path) => statSync(new URL(path, import.meta.url), { throwIfNoEntry: false })?.mtimeMs;
const bundled = at('../dist/bundle/cli/main.js');
const { main } = await import(bundled !== undefined && bundled >= (at('../dist/src/cli/main.js') ?? 0)
  ? '../dist/bundle/cli/main.js' : '../dist/src/cli/main.js');

process.stdout.on('error', (e) => { if (e.code === 'EPIPE') process.exit(0); throw e; });
main(process.argv.slice(2)).then((code) => { process.exitCode = code; });
