// gcnkit as a library: tables, codec, printer, disassembler, assembler and simulator.
export { GENS, GEN_INFO, GPU_NAMES, resolveGpu, type Gen } from './isa/gens.js';
export { TABLES, SMRD, SMEM, MUBUF, FLAT, SOPP, isaFor, gensOf } from './isa/index.js';
export type { EncName, EncodingTable, Field, InstrDef, Layout, Kind, DataType, AtomicOp, Segment } from './isa/types.js';
export { dataRegs, returnRegs } from './isa/shapes.js';
export { decode, encode, encodingOf, type Decoded, type Fields } from './codec/codec.js';
export { printDecoded, type Printed } from './syntax/print.js';
export { Disassembler, type DisOptions, type DisWarning } from './dis/disassembler.js';
export { assembleInstruction, type Assembled } from './asm/instruction.js';
export { Assembler, type AsmOptions, type Diagnostic, type Emitted } from './asm/assembler.js';
export { AsmError } from './asm/errors.js';
export * from './explain/index.js';
export { simulate, SimError, type SimOptions, type SimResult, type StateJson, type Hazard, type Counters, type SimDiagnostic } from './sim/index.js';
export { readCodeObject, type CodeObject, type KernelInfo, type ReadOptions } from './objects/code-object.js';
export { listObject, decodeRange, type ListedInstruction } from './objects/listing.js';
export { readElf, isElf, ElfError, type ElfFile, type ElfSection, type ElfSymbol } from './objects/elf.js';
export { decodeDescriptor, encodeDescriptor } from './objects/descriptor.js';
export { decodeKernelCode, encodeKernelCode } from './objects/kernel-code.js';
