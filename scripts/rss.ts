// Peak memory and time of one CLI run (the memory test and the bench): the child reports its own
// peak resident set (getrusage maxrss via process.resourceUsage) to a file when it exits; its
// output goes nowhere, so nothing the parent keeps can count.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/gcnkit.js', import.meta.url));

export function peakRssMb(args: readonly string[]): { code: number | null; mb: number; s: number } {
  const dir = mkdtempSync(join(tmpdir(), 'gcnkit-rss-'));
  const file = join(dir, 'rss');
  const code = [
    "import { writeFileSync } from 'node:fs';",
    `process.on('exit', () => writeFileSync(${JSON.stringify(file)}, String(process.resourceUsage().maxRSS)));`,
    "process.argv.splice(1, 0, 'gcnkit');",
    `await import(${JSON.stringify(pathToFileURL(BIN).href)});`,
  ].join('\n');
  try {
    const t0 = performance.now();
    const p = spawnSync(process.execPath, ['--input-type=module', '-e', code, ...args], { stdio: 'ignore' });
    const s = (performance.now() - t0) / 1000;
    return { code: p.status, mb: Math.round(Number(readFileSync(file, 'utf8')) / 1024), s };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
