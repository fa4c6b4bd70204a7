// npm run listings:gen: for every clang -S file test/objects/FLAVOUR/GPU/NAME.s, what llvm-mc 19
// -show-encoding lists as its instructions, into test/objects/listings.txt, one line per file:
//   PATH COUNT SHA256 FIXUPS
// COUNT instructions; SHA256 of their encodings as listingDigest writes them, the bytes llvm-mc
// leaves to a fixup (A, B: a branch offset, a relocation) as 00; FIXUPS the instructions that have
// such bytes, as INDEX:BYTE.BYTE... (- for none). test/objects-listing.test.ts lists each file with
// gcnkit (as gcnkit asm --show-encoding does) and compares.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { haveLlvm, LLVM_MC } from './llvm.js';

const ROOT = 'test/objects';

/** The digest of instruction encodings (each a byte list; masked bytes already 0). */
export function listingDigest(encodings: readonly (readonly number[])[]): string {
  return createHash('sha256').update(encodings.map((e) => e.map((b) => b.toString(16).padStart(2, '0')).join(',')).join(';')).digest('hex');
}

/** Every NAME.s under test/objects, as paths relative to it (FLAVOUR/GPU/NAME.s). */
export function listingSources(root = ROOT): string[] {
  const out: string[] = [];
  const walk = (rel: string): void => {
    for (const n of readdirSync(join(root, rel)).sort()) {
      const p = rel ? `${rel}/${n}` : n;
      if (statSync(join(root, p)).isDirectory()) walk(p);
      else if (n.endsWith('.s')) out.push(p);
    }
  };
  walk('');
  return out;
}

function main(): number {
  if (!haveLlvm()) { console.error(`gen-listings: llvm-mc 19 not found at ${LLVM_MC}`); return 1; }
  const lines = [`# llvm-mc 19 -show-encoding of test/objects/*/*/*.s (${LLVM_MC} -arch=amdgcn -mcpu=GPU; scripts/gen-listings.ts)`];
  for (const rel of listingSources()) {
    const gpu = rel.split('/')[1];
    const r = spawnSync(LLVM_MC, ['-arch=amdgcn', `-mcpu=${gpu}`, '-show-encoding', join(ROOT, rel)], { encoding: 'utf8', maxBuffer: 1 << 28 });
    if (r.status !== 0 && !r.stdout) { console.error(`${rel}: llvm-mc failed\n${r.stderr}`); return 1; }
    const encodings: number[][] = [];
    const fixups: string[] = [];
    for (const m of r.stdout.matchAll(/; encoding: \[([^\]]*)\]/g)) {
      const bytes = m[1].split(',');
      const masked = bytes.flatMap((b, k) => (/^0x/i.test(b) ? [] : [k]));
      if (masked.length) fixups.push(`${encodings.length}:${masked.join('.')}`);
      encodings.push(bytes.map((b) => (/^0x/i.test(b) ? parseInt(b, 16) : 0)));
    }
    lines.push(`${rel} ${encodings.length} ${listingDigest(encodings)} ${fixups.join(',') || '-'}`);
    console.log(`${rel}: ${encodings.length} instructions, ${fixups.length} with fixups`);
  }
  writeFileSync(join(ROOT, 'listings.txt'), lines.join('\n') + '\n');
  return 0;
}

if (process.argv[1]?.endsWith('gen-listings.js')) process.exitCode = main();
