// Made-up child families of GFX9, registered the way a real one is (a gens.ts FAMILIES entry and
// a targets.ts row) before any table is built: a test imports this module first. CHILD gives
// nothing of its own, so every per-family table it reads is GFX9's through inheritance;
// CHILD_OVER also has entries of its own in per-family data (its test sets them).
import { addFamily, type Gen } from '../../src/isa/gens.js';
import { addTargets } from '../../src/isa/targets.js';

export const CHILD = 'gfx9-child' as Gen;
export const CHILD_OVER = 'gfx9-over' as Gen;

addFamily({ gen: CHILD, parent: 'gcn1.4', label: 'GCN 1.4', llvmCpu: 'gfx9child', llvmName: 'GFX9CHILD' });
addFamily({ gen: CHILD_OVER, parent: 'gcn1.4', label: 'GCN 1.4', llvmCpu: 'gfx9over', llvmName: 'GFX9OVER' });
addTargets(`
gfx9child  ${CHILD}       GCN 1.4  xnack,mad-mix-insts  -
gfx9over   ${CHILD_OVER}  GCN 1.4  xnack,mad-mix-insts  -
`);
