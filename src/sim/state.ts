// STATE.json -> initial wave state, with every problem located in the state text.
import type { Gen } from '../isa/gens.js';
import { scalarRegs } from '../isa/registers.js';
import { SimError, type StateJson } from './api.js';
import { EXEC_LO, LANES, M0, split64, type Wave } from './wave.js';
import type { Space } from './memory.js';

type Json = unknown;

class StateFault extends Error {
  constructor(message: string, readonly needle?: string) { super(message); }
}

const KEYS = ['sgpr', 'vgpr', 'exec', 'm0', 'memory', 'lds', 'apertures', 'scratch_size', 'scratch', 'clock', 'realtime', 'scc', 'mode'];

/** Parse the state (JSON text or an object) into the wave; throws SimError located in `file`. */
export function loadState(w: Wave, input: string | StateJson, file: string): void {
  const text = typeof input === 'string' ? input : undefined;
  let state: Json = input;
  if (text !== undefined) {
    if (text.trim() === '') return;
    try {
      state = JSON.parse(text);
    } catch (e) {
      const m = /position (\d+)/.exec((e as Error).message);
      const pos = m ? Number(m[1]) : text.length;
      throw locatedError(file, text, pos, `invalid JSON: ${(e as Error).message.replace(/ in JSON at position \d+.*$/, '').replace(/^JSON\.parse: /, '')}`);
    }
  }
  try {
    apply(w, state);
  } catch (e) {
    if (!(e instanceof StateFault)) throw e;
    const pos = text !== undefined && e.needle !== undefined ? text.indexOf(e.needle) : -1;
    throw locatedError(file, text ?? '', Math.max(0, pos), e.message);
  }
}

export function locatedError(file: string, text: string, pos: number, message: string): SimError {
  const before = text.slice(0, pos);
  const line = before.split('\n').length;
  const col = pos - (before.lastIndexOf('\n') + 1) + 1;
  return new SimError([{ file, line, col, message, source: text.split('\n')[line - 1] ?? '' }]);
}

function isObject(v: Json): v is Record<string, Json> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** An unsigned integer of `bits` bits from a JSON number or a decimal/hex string. */
export function parseUint(v: Json, bits: 32 | 64, what: string, needle?: string): bigint {
  let b: bigint | undefined;
  if (typeof v === 'number' && Number.isSafeInteger(v)) b = BigInt(v);
  else if (typeof v === 'string' && /^\s*-?(0x[0-9a-f]+|\d+)\s*$/i.test(v)) {
    const s = v.trim();
    b = s.startsWith('-') ? -BigInt(s.slice(1)) : BigInt(s);
  } else if (typeof v === 'number') throw new StateFault(`${what}: ${v} is not an exact integer (write large values as hex strings)`, needle);
  else throw new StateFault(`${what}: expected a number or a hex string, got ${JSON.stringify(v)}`, needle);
  const max = 1n << BigInt(bits);
  if (b < -(max >> 1n) || b >= max) throw new StateFault(`${what}: ${typeof v === 'string' ? v.trim() : v} does not fit in ${bits} bits`, needle);
  return BigInt.asUintN(bits, b);
}

const u32 = (v: Json, what: string, needle?: string): number => Number(parseUint(v, 32, what, needle));

function apply(w: Wave, s: Json): void {
  if (!isObject(s)) throw new StateFault('the state must be a JSON object');
  for (const k of Object.keys(s)) if (!KEYS.includes(k)) throw new StateFault(`unknown key '${k}' (known: ${KEYS.join(', ')})`, `"${k}"`);
  if (s.sgpr !== undefined) sgprs(w, s.sgpr);
  if (s.vgpr !== undefined) vgprs(w, s.vgpr);
  if (s.exec !== undefined) {
    const [hi, lo] = split64(parseUint(s.exec, 64, 'exec', '"exec"'));
    w.setS(EXEC_LO, lo);
    w.setS(EXEC_LO + 1, hi);
  }
  if (s.m0 !== undefined) w.setS(M0, u32(s.m0, 'm0', '"m0"'));
  if (s.memory !== undefined) fill(s.memory, 'memory', (addr) => { const [hi, lo] = split64(parseUint(addr, 64, 'memory addr', JSON.stringify(addr))); return { space: w.memory, hi, lo, limit: undefined }; });
  if (s.lds !== undefined) fill(s.lds, 'lds', (addr) => ({ space: w.lds, hi: 0, lo: u32(addr, 'lds addr', JSON.stringify(addr)), limit: 65536 }));
  if (s.scratch_size !== undefined) w.scratchSize = u32(s.scratch_size, 'scratch_size', '"scratch_size"');
  if (s.scratch !== undefined) {
    fill(s.scratch, 'scratch', (addr, item) => {
      const lane = item.lane;
      if (typeof lane !== 'number' || !Number.isInteger(lane) || lane < 0 || lane >= LANES) throw new StateFault(`scratch: "lane" must be 0..63, got ${JSON.stringify(lane)}`, '"lane"');
      return { space: w.lanePrivate[lane], hi: 0, lo: u32(addr, 'scratch addr', JSON.stringify(addr)), limit: 2 ** 32 };
    });
  }
  if (s.apertures !== undefined) {
    if (!isObject(s.apertures)) throw new StateFault('apertures: expected {"lds": ADDR, "scratch": ADDR}', '"apertures"');
    for (const k of Object.keys(s.apertures)) {
      if (k !== 'lds' && k !== 'scratch') throw new StateFault(`apertures: unknown key '${k}' (known: lds, scratch)`, `"${k}"`);
      const v = split64(parseUint(s.apertures[k], 64, `apertures.${k}`, `"${k}"`));
      if (k === 'lds') w.ldsAperture = v;
      else w.privateAperture = v;
    }
  }
  if (s.clock !== undefined) w.clock = parseUint(s.clock, 64, 'clock', '"clock"');
  if (s.realtime !== undefined) w.realtime = parseUint(s.realtime, 64, 'realtime', '"realtime"');
  if (s.scc !== undefined) {
    if (s.scc !== 0 && s.scc !== 1) throw new StateFault(`scc: expected 0 or 1, got ${JSON.stringify(s.scc)}`, '"scc"');
    w.scc = s.scc;
  }
  if (s.mode !== undefined) w.mode = u32(s.mode, 'mode', '"mode"');
}

/** Scalar register names of a generation -> [first code, count]. */
const SNAMES = new Map<Gen, Map<string, [number, number]>>();

export function scalarNames(gen: Gen): Map<string, [number, number]> {
  let m = SNAMES.get(gen);
  if (m) return m;
  m = new Map();
  const r = scalarRegs(gen);
  r.single.forEach((n, code) => { if (n) m!.set(n, [code, 1]); });
  for (const [code, n] of r.pair) m.set(n, [code, 2]);
  m.set('exec_lo', [EXEC_LO, 1]).set('exec_hi', [EXEC_LO + 1, 1]).set('exec', [EXEC_LO, 2]);
  SNAMES.set(gen, m);
  return m;
}

function sRange(w: Wave, key: string): [number, number] {
  const k = key.trim().toLowerCase();
  const r = w.regs;
  let m = /^s(\d+)$/.exec(k);
  if (m && +m[1] < r.sgprs) return [+m[1], 1];
  m = /^s\[(\d+):(\d+)\]$/.exec(k);
  if (m && +m[1] <= +m[2] && +m[2] < r.sgprs) return [+m[1], +m[2] - +m[1] + 1];
  m = /^ttmp\[(\d+):(\d+)\]$/.exec(k);
  if (m && +m[1] <= +m[2] && +m[2] < r.ttmps) return [r.ttmpBase + +m[1], +m[2] - +m[1] + 1];
  const named = scalarNames(w.gen).get(k);
  if (named) return named;
  throw new StateFault(`unknown scalar register '${key}' on ${w.gen.replace('gcn', 'GCN ')} (s0..s${r.sgprs - 1}, s[a:b], vcc, m0, exec, ttmp0..ttmp${r.ttmps - 1}, ...)`, `"${key}"`);
}

function sgprs(w: Wave, v: Json): void {
  if (!isObject(v)) throw new StateFault('sgpr: expected an object like {"s4": 4096, "s[4:7]": [...]}', '"sgpr"');
  for (const [key, value] of Object.entries(v)) {
    const [first, n] = sRange(w, key);
    const needle = `"${key}"`;
    let values: number[];
    if (Array.isArray(value)) {
      if (value.length !== n) throw new StateFault(`sgpr ${key}: expected ${n} value${n > 1 ? 's' : ''}, got ${value.length}`, needle);
      values = value.map((x) => u32(x, `sgpr ${key}`, needle));
    } else if (n === 1) values = [u32(value, `sgpr ${key}`, needle)];
    else if (n === 2) { const [hi, lo] = split64(parseUint(value, 64, `sgpr ${key}`, needle)); values = [lo, hi]; }
    else throw new StateFault(`sgpr ${key}: expected a list of ${n} values`, needle);
    values.forEach((x, i) => w.setS(first + i, x));
  }
}

function vgprs(w: Wave, v: Json): void {
  if (!isObject(v)) throw new StateFault('vgpr: expected an object like {"v0": "lane", "v1": 7}', '"vgpr"');
  for (const [key, value] of Object.entries(v)) {
    const k = key.trim().toLowerCase();
    const needle = `"${key}"`;
    let m = /^v(\d+)$/.exec(k);
    let first: number, n: number;
    if (m) { first = +m[1]; n = 1; } else if ((m = /^v\[(\d+):(\d+)\]$/.exec(k)) && +m[1] <= +m[2]) { first = +m[1]; n = +m[2] - first + 1; } else throw new StateFault(`unknown vector register '${key}' (v0..v255 or v[a:b])`, needle);
    if (first + n > w.vgprs) throw new StateFault(`unknown vector register '${key}' (v0..v${w.vgprs - 1} or v[a:b])`, needle);
    let lanes: number[];
    if (value === 'lane') lanes = Array.from({ length: LANES }, (_, l) => l);
    else if (Array.isArray(value)) {
      if (value.length !== LANES) throw new StateFault(`vgpr ${key}: a list needs 64 values (one per lane), got ${value.length}`, needle);
      lanes = value.map((x) => u32(x, `vgpr ${key}`, needle));
    } else lanes = new Array<number>(LANES).fill(u32(value, `vgpr ${key}`, needle));
    for (let r = first; r < first + n; r++) {
      w.vgprTouched[r] = 1;
      for (let l = 0; l < LANES; l++) w.vgpr[r * LANES + l] = lanes[l];
    }
  }
}

interface Where { space: Space; hi: number; lo: number; limit: number | undefined }

function fill(list: Json, what: string, where: (addr: Json, item: Record<string, Json>) => Where): void {
  if (!Array.isArray(list)) throw new StateFault(`${what}: expected a list of {"addr": ..., "dwords": [...]} or {"addr": ..., "bytes": "00ff"}`, `"${what}"`);
  for (const item of list) {
    if (!isObject(item) || item.addr === undefined) throw new StateFault(`${what}: each entry needs "addr" and "dwords" or "bytes"`, `"${what}"`);
    const at = where(item.addr, item);
    const bytes: number[] = [];
    if (item.dwords !== undefined) {
      if (!Array.isArray(item.dwords)) throw new StateFault(`${what}: "dwords" must be a list`, '"dwords"');
      for (const d of item.dwords) { const x = u32(d, `${what} dwords`, JSON.stringify(d)); bytes.push(x & 255, (x >>> 8) & 255, (x >>> 16) & 255, x >>> 24); }
    } else if (typeof item.bytes === 'string') {
      const hex = item.bytes.replace(/\s+/g, '');
      if (!/^([0-9a-f]{2})*$/i.test(hex)) throw new StateFault(`${what}: "bytes" must be pairs of hex digits`, '"bytes"');
      for (let i = 0; i < hex.length; i += 2) bytes.push(parseInt(hex.slice(i, i + 2), 16));
    } else throw new StateFault(`${what}: each entry needs "dwords" (a list) or "bytes" (a hex string)`, '"addr"');
    const end = BigInt(at.hi) * 2n ** 32n + BigInt(at.lo) + BigInt(bytes.length);
    if (end > (at.limit !== undefined ? BigInt(at.limit) : 1n << 64n)) throw new StateFault(`${what}: ${bytes.length} bytes at ${JSON.stringify(item.addr)} run past the end of the ${what === 'memory' ? '64-bit address space' : what === 'lds' ? '64 KiB LDS' : 'lane\'s 4 GiB private space'}`, JSON.stringify(item.addr));
    bytes.forEach((b, i) => {
      const s = at.lo + i;
      at.space.w8((at.hi + Math.floor(s / 2 ** 32)) >>> 0, s >>> 0, b);
    });
  }
}
