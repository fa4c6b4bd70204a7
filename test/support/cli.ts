import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const BIN = fileURLToPath(new URL('../../../bin/gcnkit.js', import.meta.url));

export interface Run { code: number | null; stdout: string; stderr: string }

/** gcnkit run as a user runs it: bin/gcnkit.js as a program (`gcnkit dis` from its start-up snapshot). */
export function gcnkit(args: readonly string[], input?: string | Uint8Array, env?: NodeJS.ProcessEnv): Run {
  const p = spawnSync(BIN, args, { input, encoding: 'utf8', maxBuffer: 1 << 28, ...(env ? { env } : {}) });
  return { code: p.status, stdout: p.stdout, stderr: p.stderr };
}
