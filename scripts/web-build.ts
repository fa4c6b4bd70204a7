// Build the web explorer into dist/web: web/main.ts and its worker web/run-worker.ts bundled by
// esbuild, plus the HTML and CSS.
import { build } from 'esbuild';
import { copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WEB_DIR = ROOT + 'dist/web/';

export async function buildWeb(): Promise<string> {
  await mkdir(WEB_DIR, { recursive: true });
  // Chunk names carry a content hash: the last build's would pile up.
  for (const f of await readdir(WEB_DIR)) if (f.startsWith('chunk-')) await rm(WEB_DIR + f);
  // The page and the kernel runner's worker share the library: split into a common chunk, so the
  // worker costs only its own few lines.
  await build({
    entryPoints: [ROOT + 'web/main.ts', ROOT + 'web/run-worker.ts'], outdir: WEB_DIR, entryNames: '[name]', chunkNames: 'chunk-[hash]',
    bundle: true, splitting: true, platform: 'browser', format: 'esm', target: 'es2022', minify: true, sourcemap: true, logLevel: 'warning',
  });
  for (const f of ['index.html', 'style.css']) await copyFile(ROOT + 'web/' + f, WEB_DIR + f);
  return WEB_DIR;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = await buildWeb();
  console.log(`web explorer built in ${dir}`);
}
