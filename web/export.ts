// The program as text to copy or a file to save: the listing as shown, llvm-mc's -show-encoding
// form, `.long` lines, or the raw bytes.
import { bytesOf, type Explained } from '../src/index.js';
import { hex8 } from './dom.js';
import { rowHex, type Row } from './listing.js';

export type ExportFormat = 'listing' | 'llvm' | 'long';

const hexBytes = (bytes: readonly number[]): string => '[' + bytes.map((b) => '0x' + b.toString(16).padStart(2, '0')).join(',') + ']';

function bytesOfWords(words: readonly number[]): number[] {
  return words.flatMap((w) => [w & 255, (w >>> 8) & 255, (w >>> 16) & 255, w >>> 24]);
}

export function exportText(rows: readonly Row[], format: ExportFormat): string {
  const out: string[] = [];
  for (const r of rows) {
    if (r.kind === 'error' || r.kind === 'warning') continue;
    const bytes = r.bytes ?? bytesOfWords(r.words ?? []);
    if (format === 'listing') out.push(`${(r.offset ?? 0).toString(16).padStart(4, '0')}: ${rowHex(r).padEnd(26)} ${r.text}`);
    else if (format === 'llvm') out.push(r.kind === 'inst' && !r.text.startsWith('.long') ? `\t${r.text} ; encoding: ${hexBytes(bytes)}` : `\t${r.text}`);
    else if (r.words) r.words.forEach((w, i) => out.push(`.long 0x${hex8(w)}${i === 0 ? ` // ${(r.offset ?? 0).toString(16).padStart(4, '0')}: ${r.text}` : ''}`));
    else out.push(`.byte ${bytes.map((b) => '0x' + b.toString(16).padStart(2, '0')).join(', ')}`);
  }
  return out.length ? out.join('\n') + '\n' : '';
}

/** The bytes of the program, as a download link's target. */
export function binaryUrl(explained: Explained): string {
  return URL.createObjectURL(new Blob([bytesOf(explained) as BlobPart], { type: 'application/octet-stream' }));
}
