// Operand profiles of the memory encodings, derived by rule from a row's kind, data type, base
// and segment (the rows say what an instruction moves; the rule says how it is written), in
// llvm-mc 19's printed order. The generic printer and parser read them like any other profile.
import type { InstrDef, OperandSpec } from './types.js';
import { spec } from './operand-spec.js';
import { familiesOf } from './opcodes.js';
import { GEN_INFO, families } from './gens.js';

type Row = Omit<InstrDef, 'operands' | 'takesMods' | 'takesLabel' | 'specsByGen' | 'printByGen' | 'compiled'>;

/** GLOBAL/SCRATCH SADDR value meaning "no scalar address" (GCN 1.4); exec_hi's code as a register. */
export const SADDR_OFF = 0x7f;

/** A one-bit modifier; optional unless the instruction always carries it. */
const flag = (name: string, more: Partial<OperandSpec> = {}): OperandSpec => spec('flag', name, { optional: true, ...more });

/**
 * A data operand (VDATA, VDST): VGPRs, or on CDNA 2+ (a layout with the ACC bit) AGPRs, every
 * data operand of the instruction in the same file (llvm-mc's AV_* classes).
 */
export const dataSpec = (kind: 'vdata' | 'vdst' | 'vreg' | 'imgdata', field: string, more: Partial<OperandSpec> = {}): OperandSpec =>
  spec(kind, field, { rclass: 'av', ...more });

/**
 * The cache-policy bits in llvm-mc's printed order: GLC (none on an atomic without return), SLC,
 * gfx90a's SCC (on the float atomics only from CDNA 3 on, as sc1: llvm-mc 19 -mcpu=gfx940 encodes
 * `global_atomic_add_f32 v[0:1], v2, off sc1` with bit 25, -mcpu=gfx90a drops `scc` there).
 */
const cachePolicy = (d: Row): OperandSpec[] => [...(d.noRtn ? [] : [flag('glc')]), flag('slc'), d.noScc ? flag('scc', { onlyOn: SCC_ON_FLOAT_ATOMICS }) : flag('scc')];
const SCC_ON_FLOAT_ATOMICS = families('gfx940');

export function memoryOperands(d: Row): OperandSpec[] {
  switch (d.enc) {
    case 'SMRD':
      if (d.kind === 'cache') return [];
      if (d.kind === 'time') return [spec('sdata', 'sdst', { regs: 2 })];
      return [spec('sdata', 'sdst'), spec('sbase', 'sbase'), spec('smrdoff', 'offset', { optional: true })];
    case 'SMEM':
      // CLRX reads and writes GLC on the cache instructions too (`s_dcache_inv glc` is c0810000
      // 00000000, GCNAsmOpc12.cpp:288); llvm-mc 19 has no modifier there.
      if (d.kind === 'cache') return [flag('glc', { clrx: true })];
      if (d.kind === 'time') return [spec('sdata', 'sdata', { regs: 2 })];
      // GCN 1.4's "sN offset:N" is one operand; the offset: modifier spec lets the parser take it.
      if (d.kind === 'discard') return [spec('sbase', 'sbase'), spec('smemoff', 'offset'), spec('offset', 'offset')];
      return [
        spec(d.kind === 'probe' ? 'probe' : 'sdata', 'sdata'), spec('sbase', 'sbase'), spec('smemoff', 'offset', { optional: true }),
        spec('offset', 'offset'), ...(d.kind === 'probe' ? [] : [flag('glc'), flag('nv', { clrx: true })]),
      ];
    case 'MUBUF':
      // CLRX reads and writes the MUBUF modifiers on the cache instructions too, bits these do not
      // use (`buffer_wbinvl1_sc idxen offset:603 lds` is e1c1225b 00000000, GCNAsmOpc11.cpp:2427);
      // llvm-mc 19 has none there. In clrxdisasm's order (`buffer_wbinvl1_sc offen idxen offset:603
      // glc slc addr64 lds tfe ...`, GCNDisasmOpc11.cpp:2502): only the rows CLRX has (a family it
      // knows). gfx940's buffer_wbl2/buffer_inv take the cache policy (sc0 sc1).
      if (d.kind === 'cache') {
        if (d.cpol) return [flag('glc'), flag('scc')];
        if (!familiesOf(d).some((g) => GEN_INFO[g].clrx)) return [];
        return [flag('offen', { clrx: true }), flag('idxen', { clrx: true }), spec('offset', 'offset', { clrx: true }), ...['glc', 'slc', 'addr64', 'lds', 'tfe'].map((f) => flag(f, { clrx: true }))];
      }
      if (d.kind === 'ldsstore') return [spec('srsrc', 'srsrc'), spec('soffset', 'soffset'), spec('offset', 'offset'), flag('lds', { optional: false }), flag('glc'), flag('slc')];
      // An atomic that returns nothing has no glc (its bit is reserved: llvm-mc refuses the word).
      return [
        dataSpec('vdata', 'vdata', { when: 'nolds' }), spec('bufaddr', 'vaddr'), spec('srsrc', 'srsrc'), spec('soffset', 'soffset'),
        flag('idxen'), flag('offen'), flag('addr64'), spec('offset', 'offset'), ...cachePolicy(d), flag('lds'), flag('tfe'),
      ];
    case 'MTBUF':
      // llvm-mc prints the format right after SOFFSET; it has no TFE form (CLRX writes tfe).
      return [
        dataSpec('vdata', 'vdata'), spec('bufaddr', 'vaddr'), spec('srsrc', 'srsrc'), spec('soffset', 'soffset'),
        spec('bufformat', 'format', { mod: true }), flag('idxen'), flag('offen'), flag('addr64'), spec('offset', 'offset'),
        ...cachePolicy(d), flag('tfe', { clrx: true }),
      ];
    case 'FLAT': {
      const addr = [spec('flataddr', 'vaddr')];
      const saddr = d.segment === 'flat' ? [] : [spec('saddr', 'saddr', { off: SADDR_OFF })];
      // CLRX writes NV (GCN 1.4 bit 55) and, on GCN 1.1/1.2, TFE (the same bit; one more VDST register).
      const mods = [spec('offset', 'offset'), ...cachePolicy(d), flag('lds'), flag('nv', { clrx: true }), flag('tfe', { clrx: true })];
      if (d.kind === 'load') return [dataSpec('vdst', 'vdst', { when: 'nolds' }), ...addr, ...saddr, ...mods];
      // gfx940's *_load_lds_*: the data goes to LDS (no VGPR operand, no LDS bit).
      if (d.kind === 'ldsload') return [...addr, ...saddr, spec('offset', 'offset'), ...cachePolicy(d)];
      if (d.kind === 'store' || d.noRtn) return [...addr, dataSpec('vdata', 'vdata'), ...saddr, ...mods];
      return [dataSpec('vdst', 'vdst', { when: 'glc' }), ...addr, dataSpec('vdata', 'vdata'), ...saddr, ...mods];
    }
    default:
      return [];
  }
}
