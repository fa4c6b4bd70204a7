#!/bin/sh
":" //; p=$0; [ ! -L "$p" ] || p=$(readlink -f -- "$p") || p=$0; case $p in /*) ;; *) p=$PWD/$p ;; esac; d=${p%/bin/*}; f='--max-semi-space-size=4 --interrupt-budget=300000'; [ ! -r "$d/dist/snapshot/launch.sh" ] || . "$d/dist/snapshot/launch.sh"; exec node $f "$p" "$@"
// The line above is shell (the `":"` a string, the rest a comment, to Node): run as a program, this
// file starts Node, from a start-up snapshot of `gcnkit dis` or `gcnkit asm` when the build made one that fits
// (dist/snapshot/launch.sh, scripts/snapshot.ts), else on this file. `node bin/gcnkit.js dis|asm`
// (no Node flags) runs itself again as a program, below. readlink -f (a process: only when run through a symlink, as npm's node_modules/.bin):
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
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// `node bin/gcnkit.js dis|asm ...` (Node run by hand, without the shell line's flags) runs this file
// again as a program, through the shell line: from the command's start-up snapshot when the build
// made one as new as the code. On gfx900 (median CPU of 7 runs, 2 busy cores), dis of 20
// instructions took 0.07 s through the launcher, 0.31 s plain; 1M lines: README "Performance".
// This Node waits, costing its start-up only (0.03 s; 0.10 s where NODE_EXTRA_CA_CERTS names a
// bundle, which Node reads before any code runs). Not when Node was given flags (the launcher's
// own run, or a user's choice), NODE_OPTIONS is set (no snapshot runs under it), or there is no
// fresh snapshot (a `tsc -p .` since the build). Signals that stop this Node stop the run too.
const at = (path) => statSync(new URL(path, import.meta.url), { throwIfNoEntry: false })?.mtimeMs;
const [cmd] = process.argv.slice(2);
if ((cmd === 'dis' || cmd === 'asm') && !process.execArgv.length && !process.env.NODE_OPTIONS && process.platform !== 'win32'
  && (at('../dist/snapshot/launch.sh') ?? 0) > (at('../dist/src/cli/main.js') ?? Infinity)) {
  const child = spawn('/bin/sh', [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  const forward = (signal) => child.kill(signal);
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'];
  for (const s of signals) process.on(s, forward);
  const [code, signal] = await new Promise((resolve) => child.on('exit', (c, s) => resolve([c, s])));
  for (const s of signals) process.off(s, forward);
  if (signal) process.kill(process.pid, signal);
  process.exit(code ?? 1);
}

// The esbuild bundle of the CLI (scripts/bundle.ts; ~25 ms less start-up) when it is at least as
// new as tsc's output, else tsc's modules: a `tsc -p .` without the bundle step never runs stale code.
const bundled = at('../dist/bundle/cli/main.js');
const { main } = await import(bundled !== undefined && bundled >= (at('../dist/src/cli/main.js') ?? 0)
  ? '../dist/bundle/cli/main.js' : '../dist/src/cli/main.js');

process.stdout.on('error', (e) => { if (e.code === 'EPIPE') process.exit(0); throw e; });
main(process.argv.slice(2)).then((code) => { process.exitCode = code; });
