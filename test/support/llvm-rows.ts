// Tests of rows against llvm-mc 19's text and bytes, both ways, on each fast-path setting.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gcnkit } from './cli.js';

/** [llvm-mc's echo, its encoding bytes, the line written where it is not the echo]. */
export type LlvmRow = readonly [string, string, string?];

const listing = (rows: readonly LlvmRow[]): string => rows.map(([t, b]) => `\t${t} ; encoding: [${b}]`).join('\n');
const canon = (out: string): string => out.trim().split('\n').map((l) => '\t' + l.trim().replace(/\s+; encoding/, ' ; encoding')).join('\n');

/** `gcnkit asm --show-encoding` gives llvm-mc's echo and bytes, `gcnkit dis` its text, with GCNKIT_FAST on, off and check. */
export function llvmRowTests(cpu: string, what: string, rows: readonly LlvmRow[]): void {
  for (const fast of ['on', 'off', 'check']) {
    test(`${cpu}: ${what} assemble as llvm-mc 19 does (GCNKIT_FAST=${fast})`, () => {
      const r = gcnkit(['asm', '--mcpu', cpu, '--show-encoding'], rows.map(([t, , input]) => input ?? t).join('\n') + '\n', { ...process.env, GCNKIT_FAST: fast });
      assert.equal(r.stderr, '');
      assert.equal(canon(r.stdout), listing(rows));
    });
    test(`${cpu}: the same words disassemble to llvm-mc 19's text (GCNKIT_FAST=${fast})`, () => {
      const hex = rows.map(([, b]) => b.split(',').join(' ')).join('\n') + '\n';
      const r = gcnkit(['dis', '--hex', '--mcpu', cpu], hex, { ...process.env, GCNKIT_FAST: fast });
      assert.equal(r.stderr, '');
      assert.deepEqual(r.stdout.trim().split('\n').map((l) => l.trim()), rows.map(([t]) => t));
    });
  }
}

/** Each line is refused on `cpu` with exit 1 and a located error matching its pattern, never a stack trace. */
export function assertRefused(cpu: string, cases: readonly (readonly [string, RegExp])[]): void {
  for (const [line, want] of cases) {
    const r = gcnkit(['asm', '--mcpu', cpu], line + '\n');
    assert.equal(r.code, 1, line);
    assert.match(r.stderr, want, line);
    assert.doesNotMatch(r.stderr, /\n\s+at /);
  }
}
