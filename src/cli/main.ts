// The gcnkit command.
import { readFileSync } from 'node:fs';
import { UsageError } from './diag.js';
import { disCommand } from './dis.js';
import { asmCommand } from './asm.js';
import { demoCommand } from './demo.js';
import { simCommand } from './sim.js';

const USAGE = `gcnkit: assemble, disassemble and run AMD GCN memory instructions (SMRD, SMEM, MUBUF, FLAT)

Usage:
  gcnkit dis --mcpu NAME [--hex] [--show-encoding] [--json] [-q] [--max-errors N] [FILE|-]
  gcnkit asm --mcpu NAME [--show-encoding] [--hex] [-o OUT.bin] [--json] [--syntax llvm|clrx] [-q]
             [--max-errors N] [FILE|-]
  gcnkit sim --mcpu NAME [--state STATE.json] [--dump ADDR:NDWORDS]... [--lds-dump ADDR:NDWORDS]...
             [--json] [--trace] [--binary] [--max-errors N] PROGRAM
                                   run the program on one wave64 (docs/sim.md)
  gcnkit demo                      assemble, disassemble and run the bundled examples

GPU names: tahiti pitcairn verde oland hainan gfx600-602 (GCN 1.0); bonaire hawaii kaveri
kabini mullins gfx700-705 (GCN 1.1); tonga iceland carrizo fiji polaris10 polaris11 stoney
gfx801-810 (GCN 1.2); gfx900 gfx902 gfx904 gfx906 (GCN 1.4); or gcn1.0 .. gcn1.4.
llvm-mc spellings work too: -mcpu=tonga, -show-encoding, --arch gcn1.2.

dis input: raw little-endian binary, or with --hex text of 0xNN bytes ([0x41,0x01,...]) and/or
8-digit dwords (c0020141). Words that no llvm-mc syntax reproduces print as .long with the
decoded reading in a // comment and a warning (silence with -q).

Errors are printed as found; after --max-errors N of them (default 1000, 0 = no limit) gcnkit
stops with "too many errors". Exit status: 0 ok, 1 any error, 2 a gcnkit bug (please report).
`;

export async function main(argv: readonly string[]): Promise<number> {
  const [cmd, ...rest] = argv;
  try {
    switch (cmd) {
      case 'dis':
      case 'disassemble':
        return await disCommand(rest);
      case 'asm':
      case 'assemble':
        return await asmCommand(rest);
      case 'sim':
      case 'run':
        return await simCommand(rest);
      case 'demo':
        return await demoCommand(rest);
      case undefined:
      case 'help':
      case '-h':
      case '--help':
        process.stdout.write(USAGE);
        return cmd === undefined ? 1 : 0;
      case '--version':
      case '-V': {
        const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
        process.stdout.write(`gcnkit ${pkg.version}\n`);
        return 0;
      }
      default:
        throw new UsageError(`unknown command '${cmd}' (commands: dis, asm, sim, demo; see gcnkit --help)`);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`gcnkit: error: ${e.message}\n`);
      return 1;
    }
    if ((e as NodeJS.ErrnoException).code === 'EPIPE') return 0;
    process.stderr.write(`gcnkit: internal error: ${(e as Error).message} (please report; set GCNKIT_DEBUG=1 for details)\n`);
    if (process.env.GCNKIT_DEBUG) process.stderr.write(String((e as Error).stack) + '\n');
    return 2;
  }
}
