// MUBUF operands -> fields.
import { dataRegs } from '../isa/shapes.js';
import { MUBUF_LDS_TYPES } from '../syntax/print-mubuf.js';
import type { Item } from '../syntax/operands.js';
import { Ctx } from './context.js';
import { AsmError } from './errors.js';
import { sreg, ssrc, vreg } from './regs.js';

export function encodeMubuf(c: Ctx): void {
  const f = c.fields;
  const def = c.def;
  const si = 'addr64' in c.layout.byName;
  const mods = ['offen', 'idxen', 'addr64', 'offset', 'glc', 'slc', 'lds', 'tfe', 'noglc', 'noslc'];
  if (def.kind === 'cache') { c.allow([]); c.expect([]); return; }
  c.allow(mods);
  const flag = (m: string): number => (c.has(m) ? 1 : 0);
  const at = (m: string): number => c.mods.get(m)!.col;
  const offset = c.mods.get('offset');
  // llvm-mc silently keeps only the low 12 bits of 4096..65535; gcnkit rejects them.
  f.offset = offset && offset.k === 'colon' ? c.range(offset, offset.value, 0, 4095, 'offset') : 0;
  f.glc = flag('glc');
  f.slc = flag('slc');
  if (def.kind === 'ldsstore') {
    for (const m of ['offen', 'idxen', 'addr64', 'tfe']) if (c.has(m)) throw new AsmError(`${def.name} does not take ${m}`, at(m));
    if (!c.has('lds')) throw new AsmError(`${def.name} needs the lds modifier`, c.endCol);
    f.lds = 1;
    const ops = c.expect(['srsrc', 'soffset']);
    resource(c, ops[0], ops[1]);
    return;
  }
  f.offen = flag('offen');
  f.idxen = flag('idxen');
  f.tfe = flag('tfe');
  f.lds = flag('lds');
  if (c.has('addr64')) {
    if (!si) throw new AsmError('addr64 exists on GCN 1.0/1.1 only', at('addr64'));
    if (f.offen || f.idxen) throw new AsmError('addr64 cannot be combined with offen or idxen', at('addr64'));
    f.addr64 = 1;
  }
  if (f.lds) {
    if (def.kind !== 'load' || !MUBUF_LDS_TYPES.has(def.type)) throw new AsmError(`${def.name} has no LDS form (lds works with buffer_load_format_x, ubyte, sbyte, ushort, sshort, dword)`, at('lds'));
    if (f.tfe) throw new AsmError('lds cannot be combined with tfe', at('tfe'));
  }
  if (f.tfe && def.kind === 'store') throw new AsmError('tfe has no meaning for store instructions', at('tfe'));
  if (f.tfe && def.kind === 'atomic') throw new AsmError('tfe is not supported on atomics', at('tfe'));
  const addressed = f.offen || f.idxen || f.addr64;
  const names = f.lds ? ['vaddr', 'srsrc', 'soffset'] : ['vdata', 'vaddr', 'srsrc', 'soffset'];
  let ops = c.ops;
  // CLRX lets VADDR be omitted when no offen/idxen/addr64 is given.
  if (!addressed && ops.length === names.length - 1 && !ops.some((o) => o.k === 'name' && o.name === 'off')) {
    c.clrxForm(ops[names.length - 3]?.col ?? c.endCol, 'an omitted VADDR');
    ops = [...ops.slice(0, names.length - 3), { k: 'name', name: 'off', col: ops[names.length - 3]?.col ?? c.endCol, text: 'off' }, ...ops.slice(names.length - 3)];
  }
  ops = c.expect(names, ops);
  let k = 0;
  if (!f.lds) f.vdata = vreg(ops[k++], dataRegs(def, c.gen) + f.tfe, f.tfe ? 'vdata (with tfe: one more register)' : 'vdata');
  const va = ops[k++];
  if (addressed) f.vaddr = vreg(va, f.addr64 || (f.offen && f.idxen) ? 2 : 1, f.addr64 ? 'vaddr (addr64: 64-bit address)' : f.offen && f.idxen ? 'vaddr (idxen offen: index and offset)' : 'vaddr');
  else if (!(va.k === 'name' && va.name === 'off')) throw new AsmError(`vaddr must be 'off' without offen, idxen or addr64, got '${va.text}'`, va.col);
  resource(c, ops[k], ops[k + 1]);
}

function resource(c: Ctx, rsrc: Item, soff: Item): void {
  c.fields.srsrc = sreg(c.gen, rsrc, 4, 'srsrc') / 4;
  c.fields.soffset = ssrc(c.gen, soff, 'soffset');
}
