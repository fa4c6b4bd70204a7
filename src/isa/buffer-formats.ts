// Names of the buffer data formats (DFMT, 4 bits) and number formats (NFMT, 3 bits) as llvm-mc
// 19 writes them in MTBUF's format:[...] (docs/llvm-mc/mtbuf/formats.tsv, checked by
// test/mtbuf.test.ts). NFMT 6 is SNORM_OGL on GCN 1.0/1.1 and reserved from GCN 1.2 on.
import { GEN_INFO, type Gen } from './gens.js';

export const DFMT_NAMES: readonly string[] = [
  'INVALID', '8', '16', '8_8', '32', '16_16', '10_11_11', '11_11_10',
  '10_10_10_2', '2_10_10_10', '8_8_8_8', '32_32', '16_16_16_16', '32_32_32', '32_32_32_32', 'RESERVED_15',
];
const NFMT_SI: readonly string[] = ['UNORM', 'SNORM', 'USCALED', 'SSCALED', 'UINT', 'SINT', 'SNORM_OGL', 'FLOAT'];
const NFMT_VI: readonly string[] = ['UNORM', 'SNORM', 'USCALED', 'SSCALED', 'UINT', 'SINT', 'RESERVED_6', 'FLOAT'];

export function nfmtNames(gen: Gen): readonly string[] {
  return GEN_INFO[gen].features.has('snorm-ogl') ? NFMT_SI : NFMT_VI;
}

/** The FORMAT field llvm-mc leaves out of the text: DFMT 1 (BUF_DATA_FORMAT_8), NFMT 0 (UNORM). */
export const DEFAULT_FORMAT = 1;

/** llvm-mc 19's format:[...] text of a FORMAT field, or '' for the default (printed as nothing). */
export function formatText(gen: Gen, format: number): string {
  if (format === DEFAULT_FORMAT) return '';
  const dfmt = format & 15, nfmt = format >> 4;
  const parts: string[] = [];
  if (dfmt !== (DEFAULT_FORMAT & 15)) parts.push('BUF_DATA_FORMAT_' + DFMT_NAMES[dfmt]);
  if (nfmt !== 0) parts.push('BUF_NUM_FORMAT_' + nfmtNames(gen)[nfmt]);
  return `format:[${parts.join(',')}]`;
}

/** CLRX's spelling: format:[8_8_8_8,float], the names without prefix, in lower case. */
export function clrxFormatText(gen: Gen, format: number): string {
  if (format === DEFAULT_FORMAT) return '';
  return `format:[${DFMT_NAMES[format & 15].toLowerCase()},${nfmtNames(gen)[format >> 4].toLowerCase()}]`;
}
