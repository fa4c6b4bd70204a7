// Encodings gcnkit knows by marker, length and opcode field only, for now: VOPC's DPP form
// (SDWA: sdwa.ts; VOP3P: vop3p.ts; DS: ds.ts; MIMG: mimg.ts; MTBUF: mtbuf.ts; EXP: exp.ts; VOP3: vop3.ts; VINTRP: vintrp.ts). Knowing their length means a
// word of theirs is printed as one `.long` of exactly its instruction (literal or SDWA/DPP dword
// included) and never makes the next dword, or its literal, read as another instruction.
// Their instruction rows and field names come with the vector-ALU and DS/MTBUF/MIMG/EXP issues.
// Markers and lengths from AMD's SI/CI/GCN3/Vega manuals, checked with llvm-mc 19 (e.g.
// `v_interp_p1_f32 v1, v2, attr0.x` is 0xc8040002 on tahiti and 0xd4040002 on tonga).
import { lazyTable, forGens, makeLayoutTable, type LayoutSpec } from './table.js';

const VI_GFX9 = ['gcn1.2', 'gcn1.4'] as const;

const gens = forGens;

// VOPC's DPP form (GCN 1.2/1.4): a VOPC word with SRC0 = 0xfa and a second dword holding the lane
// permutation. llvm-mc 19 has no VOPC DPP instruction ("dpp variant of this instruction is not
// supported" for v_cmp_*_dpp on tonga and gfx900), so its words stay .long.
function variant(bits: string, src0: number): LayoutSpec {
  return { dwords: 2, opFields: 'op', bits: bits.replace('src0 0-8', `src0 0-8 =${src0}`) + ' | ext 32-63' };
}
const VOPC_W = 'src0 0-8 | vsrc1 9-16 | op 17-24 | enc 25-31 =0b0111110';
const DPPC = gens(VI_GFX9, variant(VOPC_W, 0xfa));
export const VOPC_DPP = lazyTable('VOPC_DPP', () => makeLayoutTable('VOPC_DPP', DPPC), DPPC);
