// The gcnkit command.
import { readFileSync } from 'node:fs';
import { UsageError } from './diag.js';
import { commandHelp, USAGE } from './help.js';

// Each command's modules are loaded when it runs: `gcnkit dis` starts without the assembler,
// the simulator or the YAML/MessagePack readers (start-up time is part of every run).

export async function main(argv: readonly string[]): Promise<number> {
  const [cmd, ...rest] = argv;
  try {
    const help = cmd !== undefined && (rest.includes('--help') || rest.includes('-h')) ? commandHelp(cmd) : undefined;
    if (help !== undefined) {
      process.stdout.write(help);
      return 0;
    }
    switch (cmd) {
      case 'dis':
      case 'disassemble':
        return await (await import('./dis.js')).disCommand(rest);
      case 'asm':
      case 'assemble':
        return await (await import('./asm.js')).asmCommand(rest);
      case 'sim':
        return await (await import('./sim.js')).simCommand(rest);
      case 'run':
        return await (await import('./run.js')).runCommand(rest);
      case 'analyze':
        return await (await import('./analyze.js')).analyzeCommand(rest);
      case 'demo':
        return await (await import('./demo.js')).demoCommand(rest);
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
        throw new UsageError(`unknown command '${cmd}' (commands: dis, asm, sim, run, analyze, demo; see gcnkit --help)`);
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
