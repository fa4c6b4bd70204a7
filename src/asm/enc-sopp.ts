// s_nop, s_endpgm, s_barrier, s_waitcnt operands -> SIMM16.
import { setCounter, waitcntAllMax, waitcntFields } from '../isa/waitcnt.js';
import { Ctx, imm } from './context.js';
import { AsmError } from './errors.js';

export function encodeSopp(c: Ctx): void {
  const f = c.fields;
  c.allow([]);
  switch (c.def.kind) {
    case 'nop': {
      const it = c.expect(['count'])[0];
      f.simm16 = c.range(it, imm(it, 'count'), 0, 0xffff, 's_nop count');
      return;
    }
    case 'endpgm': {
      const ops = c.ops.length ? c.expect(['code']) : c.expect([]);
      f.simm16 = ops[0] ? c.range(ops[0], imm(ops[0], 'code'), 0, 0xffff, 's_endpgm code') : 0;
      return;
    }
    case 'barrier':
      c.expect([]);
      f.simm16 = 0;
      return;
    default:
      f.simm16 = waitcnt(c);
  }
}

/** vmcnt(N) expcnt(N) lgkmcnt(N) in any order ("&" or "," between), or a raw 16-bit value. */
function waitcnt(c: Ctx): number {
  if (c.ops.length === 0) throw new AsmError('too few operands for s_waitcnt: expected counters like vmcnt(0) lgkmcnt(0), or a number', c.mnCol);
  if (c.ops.length === 1 && c.ops[0].k === 'imm') return c.range(c.ops[0], c.ops[0].value, 0, 0xffff, 's_waitcnt value');
  const counters = waitcntFields(c.gen);
  let v = waitcntAllMax(c.gen);
  for (const it of c.ops) {
    const name = it.k === 'call' ? it.name.replace(/_sat$/, '') : undefined;
    const counter = counters.find((k) => k.name === name);
    if (!counter || it.k !== 'call') throw new AsmError(`expected a counter (vmcnt, expcnt, lgkmcnt), got '${it.text}'`, it.col);
    const sat = it.name.endsWith('_sat');
    const n = sat ? Math.min(Math.max(it.value, 0), counter.max) : c.range(it, it.value, 0, counter.max, `${counter.name}`);
    v = setCounter(counter, v, n);
  }
  return v;
}
