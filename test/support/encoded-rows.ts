// Rows of llvm-mc 19 -show-encoding output ([its echo, its bytes, the line written if it differs])
// checked both ways through the CLI: assembled to those bytes and text, and disassembled back to
// the text, under each GCNKIT_FAST mode (the fast paths agree with the generic path).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gcnkit } from './cli.js';

export type EncodedRow = readonly [text: string, bytes: string, input?: string];

/** The listing gcnkit asm --show-encoding prints for `rows` (tab, text, encoding). */
export const listing = (rows: readonly EncodedRow[]): string => rows.map(([t, b]) => `\t${t} ; encoding: [${b}]`).join('\n');
/** An --show-encoding output in listing's layout (one space before the encoding comment). */
export const canon = (out: string): string => out.trim().split('\n').map((l) => '\t' + l.trim().replace(/\s+; encoding/, ' ; encoding')).join('\n');

/** Tests that `rows` assemble and disassemble on `cpu` as llvm-mc 19 does, on each fast-path mode. */
export function bothWays(cpu: string, what: string, rows: readonly EncodedRow[]): void {
  for (const fast of ['on', 'off', 'check']) {
    const env = { ...process.env, GCNKIT_FAST: fast };
    test(`${cpu}: ${what} assemble as llvm-mc 19 does (GCNKIT_FAST=${fast})`, () => {
      const r = gcnkit(['asm', '--mcpu', cpu, '--show-encoding'], rows.map(([t, , input]) => input ?? t).join('\n') + '\n', env);
      assert.equal(r.stderr, '');
      assert.equal(canon(r.stdout), listing(rows));
    });
    test(`${cpu}: the same words disassemble to llvm-mc 19's text (GCNKIT_FAST=${fast})`, () => {
      const r = gcnkit(['dis', '--hex', '--mcpu', cpu], rows.map(([, b]) => b.split(',').join(' ')).join('\n') + '\n', env);
      assert.equal(r.stderr, '');
      assert.deepEqual(r.stdout.trim().split('\n').map((l) => l.trim()), rows.map(([t]) => t));
    });
  }
}
