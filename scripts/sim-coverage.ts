// node dist/scripts/sim-coverage.js [--list] [--gpu G]
// How many instruction rows the simulator runs, per GPU and family: every row of every encoding
// table is encoded once with neutral fields (registers 0, SIMM16 = 1 so hwreg() names MODE, no
// modifiers; VOP3 rows again with v0 in SRC1/SRC2 if that fails) and loaded like a program; a
// row counts as simulated when loading compiles it, else the located "not simulated" error is
// its reason. --list prints every row that is not run.
// Also counted per name (isaFor().byName, which holds printed names and aliases of rows too).
// SALU = SOP1/SOP2/SOPK/SOPC/SOPP; VALU = VOP1/VOP2/VOPC/VOP3 (with SDWA/DPP forms), VOP3P, VINTRP.
import { fileURLToPath } from 'node:url';
import { encode } from '../src/codec/codec.js';
import { GENS, GEN_INFO, type Gen } from '../src/isa/gens.js';
import { isaFor } from '../src/isa/index.js';
import type { InstrDef } from '../src/isa/types.js';
import { SimError } from '../src/sim/api.js';
import { loadProgram } from '../src/sim/run.js';

const GROUPS: Readonly<Record<string, RegExp>> = {
  SALU: /^SOP(1|2|K|C|P)$/,
  VALU: /^(VOP1|VOP2|VOPC|VOP3|VOP3B|VOP3P|VINTRP)(_SDWA|_DPP)?$/,
};

export interface RowResult { def: InstrDef; name: string; enc: string; group: string; why?: string }

/** Every row of `gen` in the SALU and VALU groups, with the reason it is not run (if any). */
export function coverage(gen: Gen): RowResult[] {
  const out: RowResult[] = [];
  const gpu = GEN_INFO[gen].llvmCpu;
  for (const enc of isaFor(gen).encodings) {
    const group = Object.keys(GROUPS).find((g) => GROUPS[g].test(enc.table.name));
    if (!group) continue;
    enc.byKey.forEach((def, key) => {
      if (!def || (enc.split && enc.split[key] !== enc)) return;
      const fields: Record<string, number> = { simm16: 1 };
      let k = key;
      for (const f of [...enc.layout.opFields].reverse()) { fields[f.name] = k % 2 ** f.width; k = Math.floor(k / 2 ** f.width); }
      const words = [...encode(enc.layout, fields), 0xbf810000]; // then s_endpgm
      const bytes = new Uint8Array(new Uint32Array(words).buffer);
      let why = tryLoad(bytes, gen, gpu);
      // Rows whose later sources must be VGPRs (the VOP3 interpolation forms): v0 there.
      if (why && enc.layout.fields.some((f) => f.name === 'src1')) {
        const again = tryLoad(new Uint8Array(new Uint32Array([...encode(enc.layout, { ...fields, src1: 256, src2: 256 }), 0xbf810000]).buffer), gen, gpu);
        if (!again) why = undefined;
      }
      out.push({ def, name: def.name, enc: enc.table.name, group, why });
    });
  }
  return out;
}

/** The located reason a program does not load, or undefined. */
function tryLoad(bytes: Uint8Array, gen: Gen, gpu: string): string | undefined {
  try { loadProgram(bytes, gen, gpu, '<row>', 'llvm'); } catch (e) {
    if (!(e instanceof SimError)) throw e;
    return e.diagnostics[0].message;
  }
  return undefined;
}

function main(): void {
  const list = process.argv.includes('--list');
  const gi = process.argv.indexOf('--gpu');
  const gens = gi >= 0 ? GENS.filter((g) => g === process.argv[gi + 1] || GEN_INFO[g].llvmCpu === process.argv[gi + 1]) : GENS;
  for (const gen of gens) {
    const rows = coverage(gen);
    // Also per mnemonic the assembler knows (isaFor().byName: printed names and aliases too).
    const names = [...isaFor(gen).byName.values()].map((e) => e.def);
    const line = Object.keys(GROUPS).map((g) => {
      const r = rows.filter((x) => x.group === g);
      const ok = new Set(r.filter((x) => !x.why).map((x) => x.def));
      const nm = names.filter((d) => r.some((x) => x.def === d));
      return `${g} ${ok.size}/${r.length} rows (${nm.filter((d) => ok.has(d)).length}/${nm.length} names)`;
    });
    console.log(`${GEN_INFO[gen].llvmCpu} (${GEN_INFO[gen].label}): ${line.join(', ')}`);
    if (list) for (const r of rows.filter((x) => x.why)) console.log(`  ${r.enc.padEnd(10)} ${r.why}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
