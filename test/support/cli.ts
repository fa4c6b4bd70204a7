import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const BIN = fileURLToPath(new URL('../../../bin/gcnkit.js', import.meta.url));

export interface Run { code: number | null; stdout: string; stderr: string }

export function gcnkit(args: readonly string[], input?: string | Uint8Array): Run {
  const p = spawnSync(process.execPath, [BIN, ...args], { input, encoding: 'utf8', maxBuffer: 1 << 28 });
  return { code: p.status, stdout: p.stdout, stderr: p.stderr };
}
