// Node start-up snapshots of `gcnkit dis` and `gcnkit asm`, one per command and generation
// (src/cli/snapshot.ts), and the shell code bin/gcnkit.js sources to run from them
// (dist/snapshot/launch.sh). A run from a snapshot starts with the CLI's modules compiled and the
// GPU's tables and decode tables (dis) or the assembler's rows and readers (asm) built, which a
// plain run does on every start: on gfx900 (interleaved runs, median CPU), dis of 20 instructions
// takes 0.10 s instead of 0.18 s and of 1M instructions 0.53 s instead of 0.63 s, at 57 (62) and 76
// (70) MiB peak; asm of 20 lines 0.09 s instead of 0.17 s. The 1M run's extra memory: Node frees the
// snapshot once read (7-9 MB), which raises glibc's mmap threshold to its size, so later large
// buffers come from the brk heap and stay (MMAP below; for dis MALLOC_MMAP_THRESHOLD_=131072 gives
// 71 MiB but costs 30-40 ms of CPU). One snapshot per command: dis's holds the decode tables (8.3-8.9
// MB), asm's the assembler (6.5-7.1 MB); each leaves the other command's code out.
// Built by the bundle step (npm run build, prepare, test, bench). A snapshot is used only when it
// is newer than tsc's output (a `tsc -p .` alone never runs stale code), no NODE_OPTIONS are set
// (V8 refuses a snapshot made under other flags, and exits), and `node` on the PATH is the binary
// that made it, unchanged (same file, same modification time): Node refuses a snapshot of any
// other version, fatally, so that is checked before it is run.
import { build, type Plugin } from 'esbuild';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GENS, type Gen } from '../src/isa/gens.js';
import { GPU_NAMES } from '../src/isa/targets.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SNAPSHOT_DIR = ROOT + 'dist/snapshot/';
/** The script a command's snapshots are made from. */
const entry = (cmd: SnapshotCommand): string => `${SNAPSHOT_DIR}entry-${cmd}.cjs`;

/** Node's flags in bin/gcnkit.js (f='...'): a snapshot is made and run under the same ones. */
export function nodeFlags(): string[] {
  const m = /^":" \/\/;.*\bf='([^']*)'/m.exec(readFileSync(ROOT + 'bin/gcnkit.js', 'utf8'));
  if (!m) throw new Error('bin/gcnkit.js: no f=\'...\' (Node\'s flags) on its shell line');
  return m[1].split(' ').filter((w) => w);
}

/** The commands run from snapshots, each from one per generation. */
export const SNAPSHOT_COMMANDS = ['dis', 'asm'] as const;
export type SnapshotCommand = (typeof SNAPSHOT_COMMANDS)[number];
export const blobName = (cmd: SnapshotCommand, gen: Gen): string => `${cmd}-${gen}.blob`;

function run(cmd: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    p.on('error', reject);
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')}: exit ${code}`))));
  });
}

/**
 * Node reads a snapshot into one malloc'd buffer and frees it once the heap is made: glibc then
 * raises its mmap threshold to the snapshot's size (7 MB), so the memory V8's threads take later in
 * blocks of 128 KiB to 7 MB (compiler zones, GC work lists) comes from malloc's heaps and stays
 * there, where it was mapped and unmapped. A fixed threshold (the default's value) keeps it as in a
 * plain run: `gcnkit asm` of 1M gfx900 lines peaked at 79-84 MiB without it, 73-76 with it (plain
 * 72), at the same CPU. Not for `gcnkit dis`: there it saves 2 MiB (67 -> 65) but costs 10-15 ms.
 */
const MMAP = 'glibc.malloc.mmap_threshold=131072';

/*
 * CA_CERTS: Node reads and parses the certificates NODE_EXTRA_CA_CERTS names as it starts, before
 * any code runs, whether or not a TLS connection is ever made; `gcnkit dis` and `gcnkit asm` make
 * none, so the launcher drops the variable for them. Where it is set (the bench machine: a bundle of 144
 * certificates), an empty `gcnkit asm` took 0.08 s CPU with it and 0.04 s without (5 runs each),
 * and valgrind counted 416M of a 10k-line run's 1.9G instructions in node::crypto::UseExtraCaCerts.
 */

/** The shell code bin/gcnkit.js sources (given d: the package, p: bin/gcnkit.js, f: Node's flags). */
function launcher(node: string): string {
  const q = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;
  const cases = GENS.map((g) => `    ${Object.keys(GPU_NAMES).filter((n) => GPU_NAMES[n] === g).join('|')}) g=${g};;\n`).join('');
  return `# Written by scripts/snapshot.ts (see there): sourced by bin/gcnkit.js; runs \`gcnkit dis\` or
# \`gcnkit asm\` from the snapshot of the GPU named by --mcpu/--arch, or returns (the plain run). Arguments it misreads
# cost time only: any snapshot runs every command and GPU right.
c=
case $1 in dis|asm) [ -n "\${NODE_OPTIONS:-}" ] || c=$1 ;; esac
if [ -n "$c" ]; then
  m= r= w=
  for a do
    case $w in m) m=$a w= ; continue ;; r) r=$a w= ; continue ;; esac
    case $a in
      --) break ;;
      --mcpu=*|-mcpu=*) m=\${a#*=} ;;
      --arch=*|-arch=*) r=\${a#*=} ;;
      --mcpu|-mcpu) w=m ;;
      --arch|-arch) w=r ;;
    esac
  done
  g=
  case \${m:-$r} in
${cases}  esac
  n=${q(node)}
  s=$d/dist/snapshot/$c-$g.blob
  # node on the PATH (as command -v finds it, without a subshell's fork): is it the one that made the snapshot?
  o= IFS=:
  set -f
  for x in $PATH; do
    if [ -f "\${x:-.}/node" ] && [ -x "\${x:-.}/node" ]; then [ ! "\${x:-.}/node" -ef "$n" ] || o=1; break; fi
  done
  set +f
  unset IFS
  if [ -n "$g" ] && [ -n "$o" ] && [ "$s" -nt "$d/dist/src/cli/main.js" ] \\
    && ! [ "$n" -nt "$d/dist/snapshot/node.time" ] && ! [ "$n" -ot "$d/dist/snapshot/node.time" ]; then
    [ -z "\${GCNKIT_LAUNCH_TRACE:-}" ] || echo "gcnkit: snapshot $s" >&2
    # No extra CA certificates (scripts/snapshot.ts, CA_CERTS); asm: glibc's malloc keeps its mmap threshold (MMAP).
    unset NODE_EXTRA_CA_CERTS
    if [ $c = asm ]; then export GLIBC_TUNABLES=\${GLIBC_TUNABLES:+$GLIBC_TUNABLES:}${MMAP}; fi
    exec "$n" $f --snapshot-blob "$s" "$p" "$@"
  fi
fi
[ -z "\${GCNKIT_LAUNCH_TRACE:-}" ] || echo "gcnkit: plain" >&2
`;
}

/**
 * The other commands' modules left out of a command's snapshot (the launcher runs only that command
 * from it): the script's source stays in the snapshot, and Node keeps the snapshot file's bytes in
 * memory for the whole run. The simulator's source also has a non-ASCII character, which made the
 * whole script a two-byte string: 1.5 MB where 0.4 MB do.
 */
const only = (cmd: SnapshotCommand): Plugin => ({
  name: `only-${cmd}`,
  setup(b) {
    // The CLI's commands (cli/main.js) and the snapshot's warm-ups (cli/snapshot.js, snapshot-CMD.js).
    b.onResolve({ filter: /^\.\/(snapshot-)?(dis|asm|sim|run|demo)\.js$/ }, (a) => (/\/cli\/(main|snapshot)\.js$/.test(a.importer) && !a.path.endsWith(`${cmd}.js`) ? { path: a.path, namespace: 'left-out' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'left-out' }, (a) => ({
      contents: `throw new Error(${JSON.stringify(`${a.path}: not in the snapshot of gcnkit ${cmd} (bin/gcnkit.js runs other commands without it)`)});`,
      loader: 'js',
    }));
  },
});

export async function buildSnapshots(): Promise<void> {
  rmSync(SNAPSHOT_DIR, { recursive: true, force: true });
  // The snapshot's main finds the packages it loads with process.getBuiltinModule (Node 20.16+);
  // without it, no snapshot (bin/gcnkit.js then runs as a plain Node program).
  if (typeof process.getBuiltinModule !== 'function') {
    console.warn(`no start-up snapshots: Node ${process.version} has no process.getBuiltinModule`);
    return;
  }
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  // One CommonJS script per command (what Node's snapshot builder runs), its dynamic imports inlined.
  await Promise.all(SNAPSHOT_COMMANDS.map((cmd) => build({
    entryPoints: [ROOT + 'dist/src/cli/snapshot.js'], outfile: entry(cmd), bundle: true, platform: 'node', format: 'cjs',
    target: 'node20', logLevel: 'warning', packages: 'external',
    // The CLI's paths to package.json and examples/ (the deserialised main sets it).
    define: { 'import.meta.url': 'globalThis.GCNKIT_CLI_URL' },
    // The packages left outside (the object reader's MessagePack and YAML) are loaded at run time
    // from the package's node_modules: Node's require while the snapshot is made knows only its
    // built-in modules, so every require goes through GCNKIT_REQUIRE once the main sets it.
    banner: { js: 'var builtinRequire = require; var require = (id) => (globalThis.GCNKIT_REQUIRE ?? builtinRequire)(id);' },
    plugins: [only(cmd)],
  })));
  const node = realpathSync(process.execPath);
  const flags = nodeFlags();
  // Two at a time (each ~0.6 s); written under another name first: a half-written snapshot crashes Node.
  const one = async ([cmd, gen]: readonly [SnapshotCommand, Gen]): Promise<void> => {
    const tmp = SNAPSHOT_DIR + blobName(cmd, gen) + '.tmp';
    await run(node, [...flags, '--snapshot-blob', tmp, '--build-snapshot', entry(cmd)], { ...process.env, GCNKIT_SNAPSHOT: `${cmd} ${gen}` });
    renameSync(tmp, SNAPSHOT_DIR + blobName(cmd, gen));
  };
  const all = SNAPSHOT_COMMANDS.flatMap((cmd) => GENS.map((gen) => [cmd, gen] as const));
  for (let i = 0; i < all.length; i += 2) await Promise.all(all.slice(i, i + 2).map(one));
  // The modification time of the Node binary that made them (touch -r copies it to the nanosecond).
  writeFileSync(SNAPSHOT_DIR + 'node.time', node + '\n');
  execFileSync('touch', ['-r', node, SNAPSHOT_DIR + 'node.time']);
  writeFileSync(SNAPSHOT_DIR + 'launch.sh', launcher(node));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildSnapshots();
