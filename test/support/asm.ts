// Assembling one line in tests: its words, or the AsmError it must raise.
import assert from 'node:assert/strict';
import { GEN_INFO, type Gen } from '../../src/isa/gens.js';
import { assembleInstruction } from '../../src/asm/instruction.js';
import { AsmError } from '../../src/asm/errors.js';

/** `gpu`: a GPU of the family with other rows (gfx906); default the family's base GPU. */
export const asm = (gen: Gen, line: string, syntax: 'llvm' | 'clrx' = 'llvm', gpu = GEN_INFO[gen].llvmCpu): number[] => assembleInstruction(gen, gpu, line, 1, syntax).words;

/** The error assembling `line` raises (the test fails if it assembles). */
export function asmError(gen: Gen, line: string): AsmError {
  try {
    asm(gen, line);
  } catch (e) {
    if (e instanceof AsmError) return e;
    throw e;
  }
  assert.fail(`accepted: ${line}`);
}
