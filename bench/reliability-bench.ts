// The hostile-input figures of issue 9 at full size, printed (the test suite checks smaller sizes):
// peak memory and wall time of whole CLI runs on inputs that used to crash, balloon or crawl.
import { mkdtempSync, rmSync, writeFileSync, openSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { peakRssMb } from '../scripts/rss.js';

/** Write `total` bytes made by `piece(i)` to `file` in 1 MiB pieces (bounded memory here too). */
function writeBig(file: string, total: number, piece: (i: number) => Uint8Array | string): void {
  const fd = openSync(file, 'w');
  for (let done = 0, i = 0; done < total; i++) {
    const p = piece(i);
    const bytes = typeof p === 'string' ? Buffer.from(p, 'latin1') : p;
    writeSync(fd, bytes);
    done += bytes.length;
  }
  closeSync(fd);
}

export function reliabilityBench(): void {
  const dir = mkdtempSync(join(tmpdir(), 'gcnkit-rbench-'));
  try {
    const MiB = 1 << 20;
    const words = join(dir, 'random.bin');
    let x = 2463534242;
    writeBig(words, 100 * MiB, () => {
      const b = new Uint32Array(MiB / 4);
      for (let i = 0; i < b.length; i++) { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; b[i] = x >>> 0; }
      return new Uint8Array(b.buffer);
    });
    const badHex = join(dir, 'bad.hex');
    writeBig(badHex, 20 * MiB, () => 'c0020141 zz c0020141\n'.repeat(MiB / 21));
    const longLine = join(dir, 'long.s');
    writeBig(longLine, 50 * MiB + 1, (i) => (i === 0 ? 's_nop ' : i <= 50 ? '1'.repeat(MiB) : '\n'));
    const typos = join(dir, 'typos.s');
    writeFileSync(typos, 's_load_dwordx s5, s[2:3], 0x3\n'.repeat(80_000));
    const mnemonic = join(dir, 'mnemonic.s');
    writeFileSync(mnemonic, 'x'.repeat(100_000) + ' v1\n');
    const runs: [string, string[]][] = [
      ['dis -q, 100 MB of random words', ['dis', '--mcpu', 'tonga', '-q', words]],
      ['dis --hex, 20 MB, a bad token per line', ['dis', '--mcpu', 'tonga', '--hex', badHex]],
      ['  the same with --max-errors 0', ['dis', '--mcpu', 'tonga', '--hex', '--max-errors', '0', badHex]],
      ['asm, one 50 MB line', ['asm', '--mcpu', 'tonga', longLine]],
      ['asm, 80,000 unknown-mnemonic lines (all)', ['asm', '--mcpu', 'tahiti', '--max-errors', '0', typos]],
      ['asm, one 100,000-character mnemonic', ['asm', '--mcpu', 'tahiti', mnemonic]],
    ];
    console.log('\nbench: hostile input (issue 9), whole-process peak RSS and wall time; target peak < 250 MB');
    for (const [name, args] of runs) {
      const r = peakRssMb(args);
      console.log(`  ${name.padEnd(44)} ${String(r.mb).padStart(5)} MB ${r.s.toFixed(2).padStart(8)} s   exit ${r.code}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
