// The syntax lines of the seed pages (CLRX's wiki pages on SMRD, SMEM, MUBUF and FLAT, kept in
// ../shared/seeds beside a checkout, not in it). `npm run seeds` writes them to
// test/vectors/seed-syntax.tsv, which test/clrx.test.ts reads, so `npm test` needs nothing outside
// the repository. `npm run seeds -- --check` compares the committed file with the pages instead of
// writing it (exit 1 when they differ).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One "Syntax:" line of a page: its page number, "GCN 1.4" when the line is for GCN 1.4 only, the mnemonic and operand placeholders. */
export interface SeedSyntax { page: string; only: string; mnemonic: string; operands: string[] }

export const SEEDS_DIR = new URL('../../../shared/seeds/', import.meta.url);
export const SEED_TSV = new URL('../../test/vectors/seed-syntax.tsv', import.meta.url);

/** The syntax lines of one page's text (page = the file name's first three characters). */
export function extractSeedSyntax(page: string, text: string): SeedSyntax[] {
  const out: SeedSyntax[] = [];
  for (const m of text.matchAll(/Syntax(?: \((GCN [0-9.]+)\))?: ([A-Z_0-9]+)((?: [A-Z0-9_():,|]+?)*?)(?= Description|\n|$| Operation)/g)) {
    out.push({ page, only: m[1] ?? '', mnemonic: m[2], operands: m[3].split(',').map((o) => o.trim()).filter((o) => o) });
  }
  return out;
}

/** Every page's syntax lines, read from the seed pages themselves (undefined when they are not beside the checkout). */
export function readSeedPages(): SeedSyntax[] | undefined {
  if (!existsSync(SEEDS_DIR)) return undefined;
  return readdirSync(SEEDS_DIR).filter((f) => f.endsWith('.txt')).sort()
    .flatMap((f) => extractSeedSyntax(f.slice(0, 3), readFileSync(new URL(f, SEEDS_DIR), 'utf8')));
}

const HEADER = '# Syntax lines of the seed pages (../shared/seeds), made by scripts/seed-syntax.ts (npm run seeds).\n# page\tonly-for\tmnemonic\toperands (comma-separated placeholders)\n';

export const formatSeedTsv = (lines: readonly SeedSyntax[]): string =>
  HEADER + lines.map((l) => `${l.page}\t${l.only}\t${l.mnemonic}\t${l.operands.join(',')}`).join('\n') + '\n';

export function parseSeedTsv(text: string): SeedSyntax[] {
  return text.split('\n').filter((l) => l && !l.startsWith('#')).map((l) => {
    const [page, only, mnemonic, ops] = l.split('\t');
    return { page, only, mnemonic, operands: ops ? ops.split(',') : [] };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lines = readSeedPages();
  if (!lines) {
    console.error(`seed-syntax: no seed pages at ${fileURLToPath(SEEDS_DIR)}`);
    process.exit(1);
  }
  if (process.argv.includes('--check')) {
    const same = readFileSync(SEED_TSV, 'utf8') === formatSeedTsv(lines);
    console.log(`seed-syntax: ${fileURLToPath(SEED_TSV)} ${same ? 'is' : 'is NOT'} what the ${lines.length} syntax lines of the pages say`);
    process.exit(same ? 0 : 1);
  }
  writeFileSync(SEED_TSV, formatSeedTsv(lines));
  console.log(`seed-syntax: ${lines.length} lines -> ${fileURLToPath(SEED_TSV)}`);
}
