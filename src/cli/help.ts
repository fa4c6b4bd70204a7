// Usage texts: `gcnkit --help` and `gcnkit COMMAND --help`.
import { GENS } from '../isa/gens.js';
import { TARGET_NAMES } from '../isa/targets.js';

/** The GPU names by label, wrapped: "GCN 1.0: gfx600 tahiti ..." (from the target table). */
function gpuNames(): string {
  const byLabel = new Map<string, string[]>();
  for (const [name, t] of TARGET_NAMES) {
    const list = byLabel.get(t.label) ?? [];
    if (!byLabel.has(t.label)) byLabel.set(t.label, list);
    list.push(name);
  }
  const lines: string[] = [];
  for (const [label, names] of byLabel) {
    let line = `  ${label}:`;
    for (const n of names) {
      if (line.length + n.length > 98) { lines.push(line); line = '   '; }
      line += ' ' + n;
    }
    lines.push(line);
  }
  return lines.join('\n');
}

export const USAGE = `gcnkit: assemble, disassemble and run AMD GCN code (GCN 1.0/1.1/1.2/1.4/1.4.1, CDNA 1/2/3)

Usage:
  gcnkit dis --mcpu NAME [--hex] [--show-encoding|--print-address] [--json] [--syntax llvm|clrx] [-q] [--max-errors N] [FILE|-]
  gcnkit dis [--mcpu NAME] [--show-encoding|--print-address] [--json] FILE.o   an AMDGPU ELF code object, as assembly
  gcnkit asm --mcpu NAME [--show-encoding] [--hex] [-o OUT.bin] [--json] [--syntax llvm|clrx] [-q]
             [--max-errors N] [FILE|-]
  gcnkit asm --filetype obj -o OUT.o FILE.s   clang -S output (or a dis listing) to an ELF object
  gcnkit sim --mcpu NAME [--state STATE.json] [--dump ADDR:NDWORDS]... [--lds-dump ADDR:NDWORDS]...
             [--json] [--trace] [--binary] [--max-errors N] [--max-steps N] PROGRAM|-
                                   run the program on one wave64 (docs/sim.md)
  gcnkit run OBJECT --kernel NAME --grid X[,Y[,Z]] --block X[,Y[,Z]] --args ARGS.json [--json] [--trace]
                                   dispatch a kernel of a code object (docs/sim.md, Dispatch)
  gcnkit analyze [--mcpu NAME] [--json|--dot] [--no-fail] FILE
                                   control flow, register pressure, occupancy and findings of each
                                   kernel and function (FILE: code object, assembly, or raw code)
  gcnkit demo                      assemble, disassemble and run the bundled examples
  gcnkit COMMAND --help            the options of one command

Instructions: the scalar ALU and program flow (SOP1, SOP2, SOPK, SOPC, SOPP), the memory
encodings (SMRD, SMEM, MUBUF, MTBUF, FLAT/GLOBAL/SCRATCH, MIMG, DS), EXP and the vector ALU
(VOP1, VOP2, VOPC with DPP and SDWA, VOP3 with the _e64 forms, VINTRP, and GCN 1.4's packed math
VOP3P: v_pk_*, v_mad_mix*; gfx908's VOP3P-MAI: v_accvgpr_*, v_mfma_*). VOPC's DPP form (llvm-mc 19 has none) is CLRX's:
--syntax clrx reads and prints it; under llvm syntax each is one .long.

GPU names (src/isa/targets.ts):
${gpuNames()}
llvm-mc spellings work too: -mcpu=tonga, -show-encoding, --arch ${GENS[2]}.

Errors are printed as found; after --max-errors N of them (default 1000, 0 = no limit) gcnkit
stops with "too many errors". Exit status: 0 ok, 1 any error, 2 a gcnkit bug (please report).
`;

const COMMANDS: Readonly<Record<string, string>> = {
  dis: `gcnkit dis: disassemble raw code into llvm-mc 19's text (or CLRX's)

Usage: gcnkit dis --mcpu NAME [options] [FILE|-]
       gcnkit dis [--mcpu NAME] [--show-encoding|--print-address] [--json] FILE.o

  --mcpu NAME, -mcpu=NAME, --arch gcn1.x   the GPU (see gcnkit --help for the names); an ELF
                        object names its own (--mcpu then overrides it, with a warning)
  --hex                 input is text: 0xNN bytes ([0x41,0x01,...]) and/or 8-digit dwords (c0020141);
                        llvm-mc's --disassemble means the same
  --binary              input is raw code even if it looks like text (without --hex or --binary,
                        a FILE whose first 4 KiB are printable text is refused with what it looks like)
  -triple=amdgcn-...    accepted (like -arch=amdgcn) for llvm-mc's command lines; another target is an error
  --show-encoding       append "; encoding: [0x..,...]" (CLRX: "# encoding: ...") to each line
  --print-address       llvm-objdump -d's layout: each line ends in "// ADDRESS: DWORDS" and a
                        PC-relative branch's target, "<.text+0xA8>" (an object: "<symbol+0xA8>")
  --json                one JSON object per instruction: offset, bytes, text, encoding, mnemonic,
                        fields, and a PC-relative branch's target (byte offset)
  --syntax llvm|clrx    llvm-mc 19's text (default), or CLRX's dialect (.+N branch targets,
                        hwreg(mode, 0, 4), lit(N), nv, inst_offset:, its line layout and .gpu line)
  -q, --quiet           no warnings for .long lines
  --max-errors N        stop after N errors (default 1000, 0 = no limit)

Words that the chosen syntax cannot reproduce bit for bit print as ".long 0x..." with the decoded
reading in a comment, and a warning with their byte offset; every listing reassembles to its input.

An AMDGPU ELF object (clang -c, ld.lld -shared; HSA code object v4/v5 or Mesa's v2) is recognised
by its magic and printed as an assembly file: .amdgcn_target, symbols and labels, the code with
branch targets as labels, .amdhsa_kernel / .amd_kernel_code_t blocks, the metadata as
.amdgpu_metadata YAML, other bytes as data. gcnkit asm --filetype obj reads it back.
`,
  asm: `gcnkit asm: assemble llvm-mc (or CLRX) syntax into raw code

Usage: gcnkit asm [--mcpu NAME] [options] [FILE|-]

  --mcpu NAME           the GPU; or a .gpu NAME / .arch gcn1.x / .amdgcn_target line in the file
  -o OUT.bin            write the raw little-endian code (a file is not written if there is any
                        error); - is standard output; a link is followed, a FIFO or device written
  --filetype bin|obj    bin: raw code (default); obj: an ELF relocatable object (needs -o) from
                        clang -S output or a gcnkit dis listing of an object: sections, symbols,
                        .amdhsa_kernel descriptors with their relocations, .amdgpu_metadata
  --show-encoding       print each line's canonical text and bytes, like llvm-mc -show-encoding
  --hex                 print one line of dwords per instruction
  --json                print text, bytes and named fields per instruction
  --syntax llvm|clrx    llvm-mc 19's syntax (default; CLRX-only forms are accepted with a warning
                        where unambiguous) or CLRX's (";" separates statements, nv, .+N, ...)
  -q, --quiet           no warnings
  --max-errors N        stop after N errors (default 1000, 0 = no limit)

Labels ("name:") and branches to them (forward or backward) are resolved to the dword offset;
every error is located as FILE:LINE:COL with the line and a caret.
`,
  run: `gcnkit run: one dispatch of a kernel from a code object (HSA v3-v5, or v2 as Mesa's clang emits it),
as the AMDHSA ABI sets it up

Usage: gcnkit run OBJECT --kernel NAME --grid X[,Y[,Z]] --block X[,Y[,Z]] --args ARGS.json [--json] [--trace]

  --kernel NAME         the kernel (gcnkit dis OBJECT lists them)
  --grid X[,Y[,Z]]      work-items per dimension (the HSA grid size; need not be a multiple of --block)
  --block X[,Y[,Z]]     work-items per workgroup (at most 1024; waves of 64)
  --args ARGS.json      a JSON array, one element per kernel argument, in order:
                          {"buffer": TYPE, "data": [...]} or {"buffer": TYPE, "hex": "..."} (bytes)
                          {"scalar": TYPE, "value": V}    V a number or "0x..." raw bits; a list
                                                          for a vector, or a struct's bytes as
                                                          values of one type
                          {"local": BYTES}                a __local pointer argument's LDS
                        TYPE: char uchar short ushort int uint long ulong half float double, or a
                        vector of one (float4, uchar2, ...)
  --mcpu NAME           read the code for this GPU instead of the object's own
  --json                {"buffers": [{"arg": N, "hex": "..."}], "hazards": [...], "workgroups": N,
                        "waves": N, "instructions": N}
  --max-steps N         instructions one wave may run (default 1000000)
  --trace               every executed instruction, wave by wave: "wg X,Y,Z wave W PC: TEXT ; WRITES"
                        (registers, SCC, memory and LDS it changed; a load's registers show where
                        they land, at its s_waitcnt); with --json a "trace" list of {"workgroup":
                        [X,Y,Z], "wave": W, "pc": BYTE OFFSET IN THE KERNEL'S CODE, "text": "...",
                        "writes": ["s4=0x40", "v1{0:0x1 1:0x2 ...}", "mem[0x100000]=0x3f800000"]}

OBJECT or ARGS.json may be - (standard input). Every buffer's final bytes are reported. Private arrays (scratch), generic pointers and Mesa
kernels (code object v2: no metadata note, so the arguments given lay out the kernel arguments)
run as docs/sim.md P101-P104 say; a kernel with a dynamic stack is not supported yet.
`,
  sim: `gcnkit sim: run a program on one wave64 and report registers, memory and hazards

Usage: gcnkit sim --mcpu NAME [options] PROGRAM|-

  --state STATE.json    initial registers, EXEC, M0, memory, LDS, apertures (README "Running");
                        - : standard input (PROGRAM or STATE.json may be -, not both)
  --dump ADDR:N         print N dwords of memory at ADDR (repeatable); --lds-dump ADDR:N for LDS
  --json                machine-readable report
  --trace               one line per executed instruction
  --binary              PROGRAM is raw code, not assembly
  --syntax llvm|clrx    the program's syntax
  --max-errors N        stop after N errors (default 1000, 0 = no limit)
  --max-steps N         the step limit: a program still running after N instructions is an
                        error (default 1000000)

The simulator runs the memory instructions, the scalar ALU (SOP1/SOP2/SOPK/SOPC), the vector ALU
(VOP1/VOP2/VOPC, VOP3, DPP, SDWA, VOP3P) and program flow (branches, s_getpc/s_setpc/s_swappc/
s_call, s_waitcnt, s_endpgm); any other instruction is a located "not simulated" error
(docs/sim.md).
`,
  analyze: `gcnkit analyze: control flow, register pressure and occupancy of each kernel and function

Usage: gcnkit analyze [--mcpu NAME] [--json|--dot] [--no-fail] FILE

  FILE                  an AMDGPU ELF code object (each kernel and function), an assembly file
                        (clang -S output, a gcnkit dis listing, bare instructions: assembled first;
                        --mcpu NAME where it has no .amdgcn_target), or raw code (--mcpu NAME;
                        --binary reads any input as raw code)
  --json                one JSON document: {"kernels": [{name, blocks, edges, loops, vgprs, sgprs,
                        ldsBytes, occupancy, instructions (live VGPRs/SGPRs before each), findings}]}
  --dot                 the control-flow graphs as Graphviz text (one cluster per kernel/function)
  --no-fail             exit 0 even when there are findings

Per kernel: basic blocks (byte ranges) and edges (branches, computed s_setpc_b64/s_swappc_b64
targets, fork/join, calls), loops; VGPRs and SGPRs used (as clang's "; NumVgprs:"/"; NumSgprs:"
count them, VCC/FLAT_SCRATCH/XNACK_MASK included), the most live at once, what the descriptor
allocates; the occupancy (waves per SIMD) the registers and the LDS size allow, as LLVM 19
computes it. Findings: registers the code uses beyond the descriptor's allocation.
Exit status: 1 when there are findings (unless --no-fail) or the input is bad.
`,
  demo: `gcnkit demo: assemble, disassemble and run the bundled examples (npm start)

Usage: gcnkit demo
`,
};

/** The usage text of a command, or undefined. */
export function commandHelp(cmd: string): string | undefined {
  const key = cmd === 'disassemble' ? 'dis' : cmd === 'assemble' ? 'asm' : cmd;
  return COMMANDS[key];
}
