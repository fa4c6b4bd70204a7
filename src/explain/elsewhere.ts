// The same instruction on every generation: whether it exists, its encoding and opcode there,
// and what its text assembles to.
import { assembleInstruction } from '../asm/instruction.js';
import { AsmError } from '../asm/errors.js';
import { GEN_INFO, GENS, type Gen } from '../isa/gens.js';
import { isaFor } from '../isa/index.js';
import type { EncName } from '../isa/types.js';
import { meaningChanges } from './changes.js';
import { explainWords } from './fields.js';
import { opcodeOn } from '../isa/opcodes.js';

export interface ElsewhereView {
  readonly gen: Gen;
  /** "GCN 1.0" */
  readonly label: string;
  readonly encoding?: EncName;
  /** The opcode split over the encoding's opcode fields ("op", or "seg" then "op"). */
  readonly opcode?: readonly { readonly name: string; readonly value: number }[];
  /** `text` assembled there: its canonical text and words. */
  readonly text?: string;
  readonly words?: readonly number[];
  /** Why there is no encoding: "not on GCN 1.0", or the assembler's error for `text` there. */
  readonly note?: string;
  /** What `elsewhere`'s `words` read as there (what the same bytes mean). */
  readonly reads?: string;
  /** How the instruction's meaning differs there from generation `from` (see meaningChanges). */
  readonly changes: readonly string[];
}

/**
 * `mnemonic` on every generation, with `text` (an instruction line) assembled for each; with
 * `from` and `words` (the instruction's generation and words), what those words read as on each
 * generation and how the meaning changes from `from`.
 */
export function elsewhere(mnemonic: string, text: string, from?: Gen, words?: readonly number[]): ElsewhereView[] {
  return GENS.map((gen): ElsewhereView => {
    const label = GEN_INFO[gen].label;
    const found = isaFor(gen).byName.get(mnemonic);
    const extra = {
      changes: from ? meaningChanges(mnemonic, from, gen) : [],
      ...(words?.length ? { reads: explainWords(gen, words, 0, false).text } : {}),
    };
    if (!found) return { gen, label, note: `not on ${label}`, ...extra };
    const { layout } = found.enc;
    let key = opcodeOn(found.def, gen);
    const opcode: { name: string; value: number }[] = [];
    for (let k = layout.opFields.length - 1; k >= 0; k--) {
      const f = layout.opFields[k];
      opcode.unshift({ name: f.name, value: key % 2 ** f.width });
      key = Math.floor(key / 2 ** f.width);
    }
    const base = { gen, label, encoding: layout.enc, opcode, ...extra };
    try {
      const a = assembleInstruction(gen, GEN_INFO[gen].llvmCpu, text, 1);
      return { ...base, text: a.text, words: a.words };
    } catch (e) {
      if (e instanceof AsmError) return { ...base, note: e.message };
      throw e;
    }
  });
}
