// Which FLAT instructions (the flat segment) may address the LDS: the wait check (waits.ts) counts
// such an op on LGKM too, out of order (counters.ts), and every other FLAT op as an in-order VM op.
// A generic address reaches the LDS window only through the LDS aperture (its high dword), so the
// question is the provenance of the address: a forward dataflow over the control-flow graph marks
// the registers that may hold a value derived from the aperture, and a FLAT op may reach the LDS
// when its address registers are marked. Sources of the aperture:
//   - GCN 1.4: src_shared_base / src_shared_limit as an operand, s_getreg_b32 of SH_MEM_BASES;
//   - GCN 1.1/1.2: a scalar load of a word where the kernel finds it in memory (Program.ldsApertureAt:
//     the code object v5 hidden_shared_base argument, amd_queue_t's field behind the queue pointer),
//     or of an offset the code computes at run time when the kernel has such a word;
//   - memory: once the program stores a marked value (a spill, a pointer in a struct), every load
//     may return one;
//   - a function: its caller may pass a generic pointer to the LDS in any register or memory, so
//     every FLAT op of a function may reach it.
// Any other instruction reading a marked register marks what it writes, except the condition
// registers and lane masks (SCC, VCC, EXEC, a VALU's SGPR pair: a compare of an address selects, it
// does not carry one), which are never marked.
// LLVM's SIInsertWaitcnts asks the same question of the IR (mayAccessLDSThroughFlat: a memory
// operand in the flat or local address space); ERRATA A-1.
import type { Gen } from '../isa/gens.js';
import { semanticsOf } from '../isa/semantics.js';
import type { OperandKind } from '../isa/types.js';
import type { FlowGraph } from './flow-graph.js';
import { isValu, storesMemory } from './hazard-classes.js';
import type { Instr, Program } from './program.js';
import { keysOfAll, SCC_KEY } from './regkeys.js';

/** Operand codes of the LDS aperture (GCN 1.4 src_shared_base, src_shared_limit) and SH_MEM_BASES' hwreg id. */
const SHARED_APERTURE = [235, 236];
const HW_SH_MEM_BASES = 15;
const SOURCE_FIELDS = ['ssrc0', 'ssrc1', 'src0', 'src1', 'src2'] as const;
/** VCC, EXEC halves and SCC: never marked. */
const CONDITION = new Set([106, 107, 126, 127, SCC_KEY]);
/** Operands that address memory; the others of a store are its data. */
const ADDRESS_KINDS: ReadonlySet<OperandKind> = new Set<OperandKind>([
  'bufaddr', 'flataddr', 'saddr', 'srsrc', 'soffset', 'imgaddr', 'imgrsrc', 'sbase', 'smrdoff', 'smemoff',
]);
const MEMORY_ENCS = new Set(['SMRD', 'SMEM', 'MUBUF', 'MTBUF', 'MIMG', 'FLAT', 'DS']);

const isGenericFlat = (i: Instr): boolean => i.def?.enc === 'FLAT' && i.def.segment === 'flat';

/** Whether the instruction reads the aperture from a register (GCN 1.4). */
function readsApertureRegister(i: Instr): boolean {
  const f = i.decoded?.fields;
  if (!f || !i.def) return false;
  if (i.def.name === 's_getreg_b32') return (f.simm16 & 0x3f) === HW_SH_MEM_BASES;
  return SOURCE_FIELDS.some((k) => SHARED_APERTURE.includes(f[k]));
}

/** The byte range [from, to) a scalar load reads from its base, or undefined when an SGPR adds to it. */
function scalarLoadRange(i: Instr, gen: Gen): [number, number] | undefined {
  const f = i.decoded!.fields;
  const bytes = keysOfAll(i.writes).length * 4;
  let at: number;
  if (f.literal !== undefined) at = f.literal * 4;                       // GCN 1.1's literal, in dwords
  else if (!f.imm || f.soe) return undefined;
  else at = semanticsOf(gen).scalarImmDwords ? f.offset * 4 : f.offset;
  return [at, at + bytes];
}

/** Whether a scalar load may read one of the words the aperture is kept in. */
function loadsAperture(i: Instr, p: Program): boolean {
  const words = p.ldsApertureAt;
  if (!words?.length || (i.def!.enc !== 'SMRD' && i.def!.enc !== 'SMEM') || i.def!.kind !== 'load') return false;
  const r = scalarLoadRange(i, p.gen);
  return !r || words.some((w) => w + 4 > r[0] && w < r[1]);
}

const loadsMemory = (i: Instr): boolean => MEMORY_ENCS.has(i.def!.enc) && i.writes.length > 0;
const dataKeys = (i: Instr): number[] =>
  keysOfAll(i.operands.filter((o) => o.spec && !ADDRESS_KINDS.has(o.spec.kind) && o.spec.field !== 'addr').flatMap((o) => o.reads));
const addressKeys = (i: Instr): number[] => keysOfAll(i.operands.filter((o) => o.spec?.kind === 'flataddr').flatMap((o) => o.reads));

type Marks = ReadonlySet<number>;

/**
 * The indices of the FLAT instructions of the program that may address the LDS (the flat segment
 * only: GLOBAL and SCRATCH never do).
 */
export function flatLdsOps(p: Program, graph: FlowGraph): ReadonlySet<number> {
  const flats = p.instrs.filter(isGenericFlat).map((i) => i.index);
  if (!flats.length || p.kind === 'function') return new Set(flats);
  // Without a source there is nothing to follow.
  if (!p.instrs.some((i) => i.def && (readsApertureRegister(i) || loadsAperture(i, p)))) return new Set();
  let memory = false;
  for (;;) {
    const { entry, storesMarked } = propagate(p, graph, memory);
    if (storesMarked && !memory) { memory = true; continue; }
    const out = new Set<number>();
    graph.blocks.forEach((b, k) => {
      let s = entry[k];
      if (!s) return;
      for (let i = b.first; i < b.end; i++) {
        const ins = p.instrs[i];
        if (isGenericFlat(ins) && addressKeys(ins).some((r) => s!.has(r))) out.add(i);
        s = transfer(p, ins, s, memory);
      }
    });
    return out;
  }
}

/**
 * The registers an instruction reads and writes as values: not the condition registers, nor a
 * VALU's lane masks (an SGPR pair: a compare's result, a carry, v_cndmask's select).
 */
function valueRegs(i: Instr): { reads: number[]; writes: number[] } {
  const valu = isValu(i.def!);
  const ops = i.operands.filter((o) => !(valu && o.spec && (o.spec.kind === 'vcc' || (o.spec.kind === 'sreg' && o.text.startsWith('s[')))));
  const keep = (k: number): boolean => !CONDITION.has(k);
  return { reads: keysOfAll(ops.flatMap((o) => o.reads)).filter(keep), writes: keysOfAll(ops.flatMap((o) => o.writes)).filter(keep) };
}

/** The marks after instruction i. */
function transfer(p: Program, i: Instr, s: Marks, memory: boolean): Marks {
  if (!i.def) return s;
  const { reads, writes } = valueRegs(i);
  if (!writes.length) return s;
  // What a load returns comes from memory, whatever its address.
  const source = MEMORY_ENCS.has(i.def.enc) ? loadsAperture(i, p) || (memory && loadsMemory(i))
    : readsApertureRegister(i) || reads.some((k) => s.has(k));
  if (source) {
    if (writes.every((k) => s.has(k))) return s;
    return new Set([...s, ...writes]);
  }
  if (!writes.some((k) => s.has(k))) return s;
  const out = new Set(s);
  for (const k of writes) out.delete(k);
  return out;
}

/** Block entry marks at the fixed point (a union at joins), and whether some store's data is marked. */
function propagate(p: Program, graph: FlowGraph, memory: boolean): { entry: (Marks | undefined)[]; storesMarked: boolean } {
  const entry: (Marks | undefined)[] = graph.blocks.map(() => undefined);
  const work: number[] = [];
  for (const b of graph.entries) { entry[b] = new Set(); work.push(b); }
  let storesMarked = false;
  while (work.length) {
    const k = work.shift()!;
    const b = graph.blocks[k];
    let s = entry[k]!;
    for (let i = b.first; i < b.end; i++) {
      const ins = p.instrs[i];
      if (ins.def && MEMORY_ENCS.has(ins.def.enc) && storesMemory(ins) && dataKeys(ins).some((r) => s.has(r))) storesMarked = true;
      s = transfer(p, ins, s, memory);
    }
    for (const t of b.succs) {
      const old = entry[t];
      if (old && [...s].every((r) => old.has(r))) continue;
      entry[t] = old ? new Set([...old, ...s]) : s;
      if (!work.includes(t)) work.push(t);
    }
  }
  return { entry, storesMarked };
}
