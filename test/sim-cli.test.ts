// `gcnkit sim` end to end: every examples/sim program run with the command line written at its top,
// compared with its hand-worked EXPECTED file; located errors for bad programs and states.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gcnkit } from './support/cli.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const EXAMPLES = join(ROOT, 'examples/sim');

/** Expected files write u32s as numbers or "0x.." strings; exec stays a string. */
function norm(v: unknown, key = ''): unknown {
  if (typeof v === 'string' && key !== 'exec' && key !== 'register' && key !== 'message' && /^0x[0-9a-f]+$/i.test(v)) return Number.parseInt(v, 16);
  if (Array.isArray(v)) return v.map((x) => norm(x));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, norm(x, k)]));
  return v;
}
/** The fields of `want` that `got` has (hazards: the sub-fields each expected hazard gives, same count). */
function pick(got: Record<string, unknown>, want: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, w] of Object.entries(want)) {
    const g = got[k];
    if (k === 'hazards' && Array.isArray(w) && Array.isArray(g)) {
      out[k] = g.map((h: Record<string, unknown>, i) => (w[i] ? Object.fromEntries(Object.keys(w[i]).map((f) => [f, h[f]])) : h));
    } else if (w && typeof w === 'object' && !Array.isArray(w) && g && typeof g === 'object') {
      out[k] = Object.fromEntries(Object.keys(w).map((f) => [f, (g as Record<string, unknown>)[f]]));
    } else out[k] = g;
  }
  return out;
}
/** The command line in the program's first comment: "// gcnkit sim ARGS...". */
function commandOf(program: string): string[] {
  const m = /^\/\/ gcnkit (sim .*)$/m.exec(readFileSync(join(EXAMPLES, program), 'utf8'));
  assert.ok(m, `${program}: no "// gcnkit sim ..." line`);
  return m[1].trim().split(/\s+/).map((a) => (a.startsWith('examples/') ? join(ROOT, a) : a));
}

const programs = readdirSync(EXAMPLES).filter((f) => f.endsWith('.s')).sort();

describe('examples/sim through the CLI', () => {
  test('there are examples for every generation, each with state and expected files', () => {
    const cpus = programs.map((p) => commandOf(p)[commandOf(p).indexOf('--mcpu') + 1]);
    assert.deepEqual([...new Set(cpus)].sort(), ['bonaire', 'gfx900', 'tahiti', 'tonga']);
    for (const p of programs) {
      const stem = p.slice(0, -2);
      for (const f of [`${stem}.state.json`, `${stem}.expected.json`]) assert.ok(readdirSync(EXAMPLES).includes(f), f);
    }
  });
  for (const p of programs) {
    test(`${p}: --json output matches ${p.slice(0, -2)}.expected.json`, () => {
      const r = gcnkit(commandOf(p));
      assert.equal(r.code, 0, r.stderr);
      const got = JSON.parse(r.stdout) as Record<string, unknown>;
      const want = norm(JSON.parse(readFileSync(join(EXAMPLES, `${p.slice(0, -2)}.expected.json`), 'utf8'))) as Record<string, unknown>;
      assert.deepEqual(pick(got, want), want);
      // the JSON output has no trace/warnings/steps
      for (const k of ['trace', 'warnings', 'steps']) assert.equal(k in got, false, k);
    });
  }
  test('hazard.s in text form names the registers and the hazards', () => {
    const args = commandOf('hazard.s').filter((a) => a !== '--json');
    const r = gcnkit(args);
    assert.equal(r.code, 0, r.stderr); // hazards do not make it fail
    assert.match(r.stdout, /s12/);
    assert.match(r.stdout, /v2/);
    assert.match(r.stdout, /hazard/i);
    assert.match(r.stdout, /\b6\b[^\n]*s12|s12[^\n]*\b6\b/); // hazard at line 6 on s12
    assert.match(r.stdout, /\b11\b[^\n]*v2|v2[^\n]*\b11\b/); // hazard at line 11 on v2
  });
  test('--trace prints a line for each executed instruction, in order', () => {
    const r = gcnkit(commandOf('copy.s').filter((a) => a !== '--json').concat('--trace'));
    assert.equal(r.code, 0, r.stderr);
    const order = ['buffer_load_dword', 'buffer_load_dword', 's_waitcnt', 'buffer_store_dword', 'buffer_store_dword'];
    let at = 0;
    for (const mnem of order) {
      const i = r.stdout.indexOf(mnem, at);
      assert.ok(i >= 0, `trace lacks ${mnem} after offset ${at}`);
      at = i + mnem.length;
    }
  });
  test('--trace: s_endpgm is an executed instruction and is traced too', () => {
    const r = gcnkit(commandOf('copy.s').filter((a) => a !== '--json').concat('--trace'));
    assert.match(r.stdout, /\b14: s_endpgm/); // copy.s line 14
  });
});

describe('gcnkit sim errors: located, with the source line and a caret, exit 1, no stack trace', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gcnkit-sim-cli-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string): string => { const p = join(dir, name); writeFileSync(p, text); return p; };
  const prog = file('ok.s', 's_load_dword s5, s[2:3], 0x0\n');
  /** Runs and checks the common error shape; returns stderr. */
  function fails(args: string[], where: RegExp, sourceLine: string): string {
    const r = gcnkit(['sim', ...args]);
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.match(r.stderr, where);
    const lines = r.stderr.split('\n');
    const at = lines.findIndex((l) => where.test(l));
    assert.equal(lines[at + 1], sourceLine, 'the source line follows the message');
    assert.match(lines[at + 2], /^\s*\^/, 'then a caret');
    const col = Number(where.exec(lines[at])![1]);
    assert.equal(lines[at + 2].indexOf('^') + 1, col, 'the caret sits under the column');
    assert.doesNotMatch(r.stderr, /\n\s+at .*\.js:\d+/, 'no stack trace');
    return r.stderr;
  }
  test('unknown register in the state', () => {
    const st = file('reg.json', '{\n  "sgpr": {\n    "s999": 1\n  }\n}\n');
    const err = fails(['--mcpu', 'tahiti', '--state', st, prog], /reg\.json:3:(\d+): error: .*s999/, '    "s999": 1');
  });
  test('an address beyond 64 bits', () => {
    const st = file('addr.json', '{\n  "memory": [\n    {"addr": "0x10000000000000000", "dwords": [1]}\n  ]\n}\n');
    fails(['--mcpu', 'gfx900', '--state', st, prog], /addr\.json:3:(\d+): error: /, '    {"addr": "0x10000000000000000", "dwords": [1]}');
  });
  test('malformed JSON is located at its line and column', () => {
    const st = file('bad.json', '{\n  "sgpr": {"s4": 1},\n  "vgpr": {"v1": 2,}\n}\n');
    // the unexpected "}" after the trailing comma is line 3, column 20
    fails(['--mcpu', 'tonga', '--state', st, prog], /bad\.json:3:(20): error: /, '  "vgpr": {"v1": 2,}');
  });
  test('a typo in the program', () => {
    const st = file('empty.json', '{}\n');
    const p = file('typo.s', 's_load_dword s5, s[2:3], 0x0\n  buffer_lod_dword v1, off, s[8:11], 0\ns_endpgm\n');
    fails(['--mcpu', 'bonaire', '--state', st, p], /typo\.s:2:(3): error: /, '  buffer_lod_dword v1, off, s[8:11], 0');
  });
  test('an instruction of another generation', () => {
    const st = file('empty2.json', '{}\n');
    const p = file('gen.s', 's_nop 0\ns_store_dword s5, s[2:3], 0x0\n');
    fails(['--mcpu', 'tahiti', '--state', st, p], /gen\.s:2:(1): error: /, 's_store_dword s5, s[2:3], 0x0');
  });
});
