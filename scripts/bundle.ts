// Bundle the command line (tsc's output, dist/src/cli/main.js) with esbuild into dist/bundle/cli:
// one entry file plus a chunk per lazily loaded command and per shared part. Node then reads ~25
// files instead of resolving and compiling ~100 small modules, ~25 ms of every `gcnkit` run.
// bin/gcnkit.js loads the bundle when it is at least as new as tsc's output (else dist/src), so a
// `tsc -p .` without this step never runs stale code. The bundle sits three directories deep, like
// dist/src/cli, so the CLI's `new URL('../../../...', import.meta.url)` paths (package.json, examples/)
// still resolve.
import { build } from 'esbuild';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildSnapshots, SNAPSHOT_DIR } from './snapshot.js';
import { buildWasm } from './wasm.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const BUNDLE_DIR = ROOT + 'dist/bundle/cli/';

export async function bundleCli(): Promise<void> {
  // Chunk names carry a content hash: the last build's would pile up.
  await rm(BUNDLE_DIR, { recursive: true, force: true });
  await build({
    entryPoints: [ROOT + 'dist/src/cli/main.js'], outdir: BUNDLE_DIR, entryNames: '[name]', chunkNames: 'chunk-[hash]',
    bundle: true, splitting: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning',
    // The YAML and MessagePack readers (gcnkit sim/run only) stay packages of their own.
    packages: 'external',
  });
}

// The start-up snapshots of `gcnkit dis` (scripts/snapshot.ts) are made here too: every npm script
// that bundles (build, prepare, test, bench, fuzz) leaves them as new as the code. A Node that
// cannot make them does not fail the build (`prepare` runs on install): gcnkit then runs without
// them, and test/snapshot.test.ts says they are missing.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildWasm();
  await bundleCli();
  await buildSnapshots().catch(async (e: unknown) => {
    await rm(SNAPSHOT_DIR, { recursive: true, force: true });
    console.warn(`no start-up snapshots of gcnkit dis: ${(e as Error).message}`);
  });
}
