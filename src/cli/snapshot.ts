// The entry of gcnkit's start-up snapshots (scripts/snapshot.ts). Node runs it once at build time
// with GCNKIT_SNAPSHOT="COMMAND GPU" (e.g. "dis gfx900"), and the heap it leaves (the command's
// modules compiled and run, the GPU's tables and the disassembler's decode tables or the
// assembler's lookups built) is saved; a run started from that snapshot (bin/gcnkit.js, through
// dist/snapshot/launch.sh) goes straight to `main`. On gfx900, `gcnkit dis` of 20 instructions
// takes 0.10 s CPU instead of 0.18 s.
// Functions run here keep their bytecode in the snapshot (V8's --log-function-events shows no
// compilation of them in a run); the others are compiled on first call, as in a plain run.
// Everything built here is a pure function of the code and the tables, which the snapshot was made
// from: nothing may keep what the build's environment said (GCNKIT_* variables read while the
// modules load are refused below: GCNKIT_FAST is read per Assembler for that, not as
// src/asm/assembler.ts loads).
import { startupSnapshot } from 'node:v8';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the snapshot holds: "dis GPU" or "asm GPU" (GPU: a generation or a GPU name). */
const [cmd, gpu] = (process.env.GCNKIT_SNAPSHOT ?? '').split(' ');

/** Load and warm up; the CLI's `main`. Every module is imported here, after the guard on the environment. */
async function build(): Promise<(argv: readonly string[]) => Promise<number>> {
  // A module reading GCNKIT_* variables as it loads would keep the build's values: refused. The
  // warm-up then runs as a plain run would with none set.
  const env = process.env;
  let loading = true;
  process.env = new Proxy(env, {
    get(t, k) {
      if (typeof k !== 'string' || !k.startsWith('GCNKIT')) return Reflect.get(t, k) as unknown;
      if (loading) throw new Error(`${k} read while the snapshot is built`);
      return undefined;
    },
  });
  const { resolveGpu } = await import('../isa/targets.js');
  const gen = resolveGpu(gpu ?? '');
  if ((cmd !== 'dis' && cmd !== 'asm') || !gen) throw new Error(`GCNKIT_SNAPSHOT must be "dis GPU" or "asm GPU", not '${String(env.GCNKIT_SNAPSHOT)}'`);
  const { main } = await import('./main.js');
  (await import('../isa/index.js')).isaFor(gen);
  // The command's modules (scripts/snapshot.ts leaves the other's out of the script).
  const { warm } = cmd === 'asm' ? await import('./snapshot-asm.js') : await import('./snapshot-dis.js');
  loading = false;
  warm(gen);
  // The input path once (a file: this script): Node's file system code is compiled and set up.
  const { inputChunks, openInput } = await import('./input.js');
  for await (const chunk of inputChunks(await openInput([process.argv[1]]), 1 << 16)) if (!chunk.length) break;
  process.env = env;
  return main;
}

if (startupSnapshot.isBuildingSnapshot()) {
  // Node saves the heap once the event loop is empty (the build done); a failed build fails Node's run.
  let main: ((argv: readonly string[]) => Promise<number>) | undefined;
  void build().then((m) => { main = m; });
  startupSnapshot.setDeserializeMainFunction(() => {
    // argv: node, the path of bin/gcnkit.js (the launcher gives it), then the command's arguments.
    // The CLI finds package.json and examples/ from its own place in dist/src/cli.
    // The packages the bundle leaves outside are found from there too (scripts/snapshot.ts).
    const cli = resolve(process.argv[1]).replace(/bin\/[^/]*$/, 'dist/src/cli/main.js');
    // node:module is got here, not imported: Node warns of it while a snapshot is made (not verified there).
    const { createRequire } = process.getBuiltinModule('node:module');
    Object.assign(globalThis, { GCNKIT_CLI_URL: pathToFileURL(cli).href, GCNKIT_REQUIRE: createRequire(cli) });
    process.stdout.on('error', (e: NodeJS.ErrnoException) => { if (e.code === 'EPIPE') process.exit(0); throw e; });
    void main!(process.argv.slice(2)).then((code) => { process.exitCode = code; });
  });
}
