// Lines with llvm-mc 19's bytes on the four GPUs, checked through the CLI on every assembler path.
import assert from 'node:assert/strict';
import { gcnkit } from './cli.js';

export const GPUS = ['tahiti', 'bonaire', 'tonga', 'gfx900'] as const;

/** A line and, per GPU in GPUS order, llvm-mc 19's `encoding: [...]` or 'error'. */
export type LlvmCase = readonly [string, readonly string[]];

/**
 * gcnkit asm --show-encoding gives llvm-mc's bytes for each line on each GPU with the WebAssembly
 * fast path on, checked against the generic path, and off; an 'error' line is a located error.
 */
export function checkLlvmCases(cases: readonly LlvmCase[]): void {
  GPUS.forEach((gpu, g) => {
    const good = cases.filter((c) => c[1][g] !== 'error');
    for (const fast of ['on', 'check', 'off']) {
      const r = gcnkit(['asm', '--mcpu', gpu, '--show-encoding', '-q', '-'], good.map((c) => c[0]).join('\n') + '\n', { ...process.env, GCNKIT_FAST: fast });
      assert.equal(r.code, 0, `${gpu} ${fast}: ${r.stderr}`);
      const got = r.stdout.trim().split('\n').map((l) => /encoding: (\[.*\])/.exec(l)?.[1]);
      good.forEach((c, i) => assert.equal(got[i], c[1][g], `${gpu} ${fast}: ${c[0]}`));
    }
    for (const [line] of cases.filter((c) => c[1][g] === 'error')) {
      const r = gcnkit(['asm', '--mcpu', gpu, '-'], line + '\n');
      assert.equal(r.code, 1, `${gpu}: ${line} should be an error`);
      assert.match(r.stderr, /^<stdin>:1:\d+: error: .*\n.*\n *\^/, `${gpu}: ${line}`);
      assert.doesNotMatch(r.stderr, /\n\s+at /, `${gpu}: ${line}: no stack trace`);
    }
  });
}
