// Generators for `npm run fuzz` (fast-check arbitraries): instruction words, hostile assembly
// lines made by mutating valid ones, and simulator programs with hostile states.
import fc from 'fast-check';
import { decode } from '../src/codec/codec.js';
import { GENS, type Gen } from '../src/isa/gens.js';
import { isaFor } from '../src/isa/index.js';
import { printDecoded } from '../src/syntax/print.js';
import { makeRng, randomInstruction } from './random-words.js';

export const genArb = fc.constantFrom<Gen>(...GENS);

/** Words of one generation: raw random dwords and words biased towards valid encodings. */
export function wordsArb(gen: Gen): fc.Arbitrary<number[]> {
  const encs = isaFor(gen).encodings;
  const raw = fc.integer({ min: 0, max: 0xffffffff }).map((w) => [w]);
  const biased = fc.tuple(fc.nat(encs.length - 1), fc.integer()).map(([e, seed]) => randomInstruction(encs[e], makeRng(seed)));
  return fc.array(fc.oneof({ arbitrary: raw, weight: 1 }, { arbitrary: biased, weight: 3 }), { minLength: 1, maxLength: 48 }).map((a) => a.flat());
}

/** Valid instruction lines of each generation (the disassembler's text of random words). */
const POOL = new Map<Gen, string[]>();
export function validLines(gen: Gen): string[] {
  let pool = POOL.get(gen);
  if (pool) return pool;
  pool = [];
  const rng = makeRng(97 + GENS.indexOf(gen));
  const encs = isaFor(gen).encodings;
  for (let i = 0; pool.length < 3000 && i < 100_000; i++) {
    const ws = randomInstruction(encs[i % encs.length], rng, 1, 1);
    const d = decode(gen, ws, 0);
    if (!d?.def) continue;
    const p = printDecoded(d, ws, 0);
    if (p.problem === undefined) pool.push(p.text);
  }
  pool.push('.long 0xdeadbeef, 1', '.byte 1, 0xff', '.quad -1', '.short 0x10', 'label: s_endpgm', 's_waitcnt vmcnt(0) lgkmcnt(0)', 's_nop 7');
  POOL.set(gen, pool);
  return pool;
}

const CONTROL = fc.integer({ min: 0, max: 0x20 }).map((c) => String.fromCharCode(c === 0x20 ? 0x7f : c));
const UNICODE = fc.oneof(
  fc.constantFrom('中', 'é', '\u200b', '\ufeff', '\u202e', '😀', '\ud800', '\udfff', '\u00a0', '\u2028', 'ſ', 'K', 'İ'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }),
);
const PUNCT = fc.constantFrom('"', "'", '"unterminated', '/*', '*/', '//', ';', '#', '[', ']', ':', ',', '(', ')', '%', '<<', '>>', '&&', '||', '\\', '$', '@', '.', '..', ' ', '\t', 'offset:', 'lit(', 'vmcnt(', 's[', 'v[');

/** A string of `n` characters made of `unit`. */
const repeat = (unit: string, n: number): string => unit.repeat(Math.max(1, Math.ceil(n / unit.length))).slice(0, n);

type Mutation = (line: string) => string;

/** Position in `s` of a number token if any (else a random position), to attack operands. */
function numberAt(s: string, pick: number): { at: number; end: number } {
  const nums = [...s.matchAll(/-?(0x[0-9a-f]+|\d+)/gi)];
  if (!nums.length) return { at: pick % (s.length + 1), end: pick % (s.length + 1) };
  const m = nums[pick % nums.length];
  return { at: m.index!, end: m.index! + m[0].length };
}

const insertAt = (s: string, at: number, text: string): string => s.slice(0, at % (s.length + 1)) + text + s.slice(at % (s.length + 1));

/** One way to break a line. */
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.tuple(fc.nat(), CONTROL).map(([at, c]) => (s: string) => insertAt(s, at, c)),
  fc.tuple(fc.nat(), UNICODE).map(([at, c]) => (s: string) => insertAt(s, at, c)),
  fc.tuple(fc.nat(), PUNCT).map(([at, c]) => (s: string) => insertAt(s, at, c)),
  // deep nesting around an operand, balanced or not
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 20000 }), fc.integer({ min: -2, max: 2 })).map(([pick, n, skew]) => (s: string) => {
    const { at, end } = numberAt(s, pick);
    return s.slice(0, at) + '('.repeat(n) + (s.slice(at, end) || '1') + ')'.repeat(Math.max(0, n + skew)) + s.slice(end);
  }),
  // long unary chains
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 20000 }), fc.constantFrom('-', '~', '+', '-~', '- ')).map(([pick, n, op]) => (s: string) => {
    const { at } = numberAt(s, pick);
    return s.slice(0, at) + repeat(op, n) + s.slice(at);
  }),
  // huge or odd numbers in place of an operand
  fc.tuple(fc.nat(), fc.constantFrom('', '0x', '0b', '0', '-', '0X'), fc.integer({ min: 1, max: 400 }), fc.constantFrom('9', 'f', '1', '7', 'F0', 'z', '8')).map(([pick, prefix, n, d]) => (s: string) => {
    const { at, end } = numberAt(s, pick);
    return s.slice(0, at) + prefix + repeat(d, n) + s.slice(end);
  }),
  fc.tuple(fc.nat(), fc.constantFrom('0xffffffffffffffff', '0x10000000000000000', '18446744073709551615', '-9223372036854775808', '9007199254740993', '1<<63', '(1<<63)/-1', '1/0', '5%0', '0x7fffffff*0x7fffffff*0x7fffffff', '4294967296', '-4294967297', '1e10', '1.5', '0.', '.5', '-.5', '.25e1', 'inf', 'nan',
    // 64-bit operand constants (f64 high halves, 64-bit inline values) and the SCRATCH saddr code 0x7f
    '0x3ff00000', '0x4000000000000000', '0x3fc45f306dc9c882', '3.14159', 'exec_hi')).map(([pick, v]) => (s: string) => {
    const { at, end } = numberAt(s, pick);
    return s.slice(0, at) + v + s.slice(end);
  }),
  // long identifiers: as the mnemonic, a modifier or a label
  fc.tuple(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom('a', 's_load_dword', 'x_', 'glc', 'Z9')).map(([n, unit]) => (s: string) => repeat(unit, n) + s.slice(s.search(/\s|$/))),
  fc.tuple(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom('g', 'offset', '_')).map(([n, unit]) => (s: string) => s + ' ' + repeat(unit, n)),
  fc.tuple(fc.integer({ min: 1, max: 5000 }), fc.constantFrom('l', 'label_', '.L')).map(([n, unit]) => (s: string) => repeat(unit, n) + ': ' + s),
  // directives with garbage names or values
  fc.tuple(fc.oneof(CONTROL, UNICODE, fc.constantFrom('long', 'byte', 'quad', 'gpu', 'arch', 'short', 'text', 'amdgcn_target', '', 'x')), fc.string({ maxLength: 40 })).map(([name, rest]) => () => `.${name}${rest}`),
  // structural damage: delete, duplicate, swap case, cut
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 8 })).map(([at, n]) => (s: string) => s.slice(0, at % (s.length + 1)) + s.slice((at % (s.length + 1)) + n)),
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 2000 })).map(([at, n, k]) => (s: string) => {
    const i = at % (s.length + 1);
    return s.slice(0, i) + s.slice(i, i + n).repeat(k) + s.slice(i);
  }),
  fc.constant((s: string) => s.toUpperCase()),
  fc.nat().map((at) => (s: string) => s.slice(0, at % (s.length + 1))),
  // a block comment left open, or closed on a later line
  fc.tuple(fc.nat(), fc.boolean()).map(([at, close]) => (s: string) => insertAt(s, at, '/*') + (close ? '\n*/ s_nop 0' : '')),
);

/** An assembly input: one valid line broken 1-3 ways, one time in five followed by another valid line. */
export function mutatedArb(gen: Gen): fc.Arbitrary<string> {
  const pool = validLines(gen);
  return fc.tuple(fc.nat(pool.length - 1), fc.array(mutation, { minLength: 1, maxLength: 3 }), fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: fc.nat(pool.length - 1), weight: 1 }))
    .map(([i, muts, next]) => {
      let s = pool[i];
      for (const m of muts) s = m(s);
      return next === undefined ? s : `${s}\n${pool[next]}`;
    });
}

/** A simulator program: valid lines, broken lines and waits, as text or as words. */
export function programArb(gen: Gen): fc.Arbitrary<string | Uint8Array> {
  const pool = validLines(gen);
  const line = fc.oneof(
    { arbitrary: fc.nat(pool.length - 1).map((i) => pool[i]), weight: 3 },
    { arbitrary: fc.constantFrom('s_waitcnt 0', 's_waitcnt vmcnt(0)', 's_waitcnt lgkmcnt(0)', 's_endpgm', 's_nop 0', ''), weight: 1 },
  );
  // Mostly programs that assemble (so they run); one in five has a broken line somewhere.
  const text = fc.tuple(fc.array(line, { minLength: 1, maxLength: 12 }), fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: fc.tuple(fc.nat(), mutatedArb(gen)), weight: 1 }))
    .map(([ls, bad]) => {
      if (bad) ls.splice(bad[0] % (ls.length + 1), 0, bad[1]);
      return ls.join('\n');
    });
  const binary = wordsArb(gen).map((ws) => new Uint8Array(Uint32Array.from(ws).buffer));
  return fc.oneof({ arbitrary: text, weight: 3 }, { arbitrary: binary, weight: 1 });
}

const u32 = fc.oneof(fc.integer({ min: 0, max: 0xffffffff }), fc.constantFrom(0, 1, 4, 0xfffffffc, 0xffffffff, 0x80000000, 0x27fac, 0x3f800000));
const hexStr = (v: number): string => '0x' + v.toString(16);
const addr64 = fc.oneof(
  fc.tuple(fc.integer({ min: 0, max: 0xffff }), u32).map(([hi, lo]) => '0x' + ((BigInt(hi) << 32n) | BigInt(lo)).toString(16)),
  fc.constantFrom('0x0', '0xfffffff0', '0xfffffffc', '0x100000000', '0xfffffffffffffff0', '0x2000000000000000'),
);

/** A state: mostly well-formed with extreme values, sometimes hostile JSON text. */
export const stateArb: fc.Arbitrary<string | object> = fc.oneof(
  { weight: 4, arbitrary: fc.record({
    sgpr: fc.record({ 's[4:7]': fc.tuple(u32, u32, u32, u32), 's[0:3]': fc.tuple(u32, u32, u32, u32), s8: u32, 's[2:3]': fc.tuple(u32, u32) }),
    vgpr: fc.record({ v0: fc.oneof(u32, fc.constant('lane')), v1: u32, v2: fc.oneof(u32, fc.constant('lane')), v3: u32 }),
    exec: fc.tuple(u32, u32).map(([a, b]) => '0x' + ((BigInt(a) << 32n) | BigInt(b)).toString(16)),
    m0: u32.map(hexStr),
    memory: fc.array(fc.record({ addr: addr64, dwords: fc.array(u32, { maxLength: 8 }) }), { maxLength: 3 }),
    lds: fc.array(fc.record({ addr: fc.integer({ min: 0, max: 65532 }), dwords: fc.array(u32, { maxLength: 4 }) }), { maxLength: 2 }),
  }, { requiredKeys: [] }) },
  { weight: 1, arbitrary: fc.oneof(
    fc.constantFrom('', ' ', '\n', '{', '}', '[]', 'null', '0', '"x"', '{"sgpr":', '{"sgpr": {"s0": -1}}', '{"exec": "0x1ffffffffffffffff"}',
      '{"memory": [{"addr": "0xfffffffffffffffe", "dwords": [1]}]}', '{"vgpr": {"v255": "lane", "v256": 1}}', '{"scratch_size": 4294967295}',
      '{"sgpr": {"s[0:200]": [1]}}', '{"\u0000": 1}', '{"memory": [{"addr": 0, "bytes": "zz"}]}'),
    fc.integer({ min: 1, max: 100_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
    fc.integer({ min: 1, max: 100_000 }).map((n) => '{"sgpr": ' + '['.repeat(n)),
    fc.json(),
    fc.string({ unit: 'binary', maxLength: 60 }),
  ) },
);
