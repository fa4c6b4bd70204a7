// How the simulator finds what a row does, for the test that walks every row of every target
// (test/row-semantics.test.ts): through the row's semantics (src/isa/row-semantics.ts), through
// its operation key in an executor's table, through its kind (memory, waitcnt), or an explicit
// "not simulated" entry with its reason. Mirrors the dispatch of run.ts's COMPILERS.
import type { Gen } from '../isa/gens.js';
import { semOf, type ExecKind } from '../isa/row-semantics.js';
import type { EncName, InstrDef } from '../isa/types.js';
import { CONDITIONS, NO_OPS, NOT_SIMULATED as SOPP_NOT_SIMULATED } from './exec-flow.js';
import { NOT_SIMULATED as SALU_NOT_SIMULATED } from './exec-salu.js';
import { SALU_OPS } from './salu-ops.js';
import { opOf } from './valu-ops.js';
import { NOT_SIMULATED as VALU_NOT_SIMULATED } from './exec-valu.js';

export type Found = 'semantics' | 'operation' | 'kind' | 'declined';

const VALU_EXEC: ReadonlySet<ExecKind> = new Set<ExecKind>(['none', 'readlane', 'readfirstlane', 'writelane', 'movrel', 'swap', 'mbcnt', 'interp', 'dot', 'packed', 'accmov']);
/** Vector kinds whose executor still applies the row's operation (the lane loops run `op`). */
const WITH_OP: ReadonlySet<ExecKind> = new Set<ExecKind>(['readlane', 'readfirstlane', 'writelane', 'movrel', 'swap', 'mbcnt', 'packed', 'packed32']);
const BY_ENC: Readonly<Partial<Record<EncName, ReadonlySet<ExecKind>>>> = {
  SOP1: new Set<ExecKind>(['getpc', 'setpc', 'swappc', 'movrel', 'join']), SOP2: new Set<ExecKind>(['fork']), SOPC: new Set(),
  SOPK: new Set<ExecKind>(['call', 'getreg', 'setreg', 'fork']), SOPP: new Set(),
  VOP3P: new Set<ExecKind>(['packed', 'packed32', 'dot', 'mix', 'accread', 'accwrite', 'mfma', 'smfmac']), DS: new Set<ExecKind>(['swizzle', 'permute', 'bpermute']),
  SMRD: new Set<ExecKind>(['realtime']), SMEM: new Set<ExecKind>(['realtime']),
};
const MEMORY: ReadonlySet<EncName> = new Set<EncName>(['SMRD', 'SMEM', 'MUBUF', 'MTBUF', 'FLAT', 'DS']);
const isValu = (enc: EncName): boolean => enc.startsWith('VOP') && enc !== 'VOP3P' || enc === 'VINTRP';

/**
 * How the simulator finds a row's semantics on a family, or undefined (a row of an encoding it
 * runs whose semantics it cannot find, or a semantics kind its executor does not handle).
 */
export function foundBy(def: InstrDef, gen: Gen): Found | undefined {
  const sem = semOf(def), enc = def.enc;
  if (SALU_NOT_SIMULATED[def.name] && enc.startsWith('SOP') && enc !== 'SOPP') return 'declined';
  if (enc === 'SOPP' && SOPP_NOT_SIMULATED[def.name]) return 'declined';
  if (isValu(enc) && VALU_NOT_SIMULATED[def.name]) return 'declined';
  if (sem.exec !== 'op') {
    if (!(isValu(enc) ? VALU_EXEC : BY_ENC[enc])?.has(sem.exec)) return undefined;
    if (enc.startsWith('VOP') && WITH_OP.has(sem.exec) && !opOf(sem.op, gen)) return undefined;
    return 'semantics';
  }
  if (MEMORY.has(enc)) return 'kind';
  if (isValu(enc)) return opOf(sem.op, gen) ? 'operation' : undefined;
  if (enc === 'SOPP') return def.kind === 'waitcnt' ? 'kind' : NO_OPS.has(sem.op) || CONDITIONS[sem.op] ? 'operation' : undefined;
  if (enc.startsWith('SOP')) return SALU_OPS[sem.op] ? 'operation' : undefined;
  return undefined;
}
