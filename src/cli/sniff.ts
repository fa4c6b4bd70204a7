// What an input is when it is not what the command reads: text given to `gcnkit dis` as raw code,
// an ELF object or raw code given to `gcnkit asm`. Only the first 4 KiB are looked at.
// The rule for dis (README "Disassembling"): raw code is taken as text only when every byte of the
// first 4 KiB is printable ASCII or white space (tab, line feed, carriage return, blank) and it has
// some white space. GCN code never looks so over 4 KiB (every s_endpgm, every small constant
// has a zero byte); a short file might: `--binary` reads any input as raw code.
import { HexReader } from '../dis/hexinput.js';
import { isElf } from '../objects/elf.js';

/** Bytes looked at. */
export const SNIFF = 4096;

/** The sample's text if it is all printable ASCII and white space with some white space, else undefined. */
function asText(first: Uint8Array): Uint8Array | undefined {
  let sample = first.subarray(0, SNIFF);
  let blank = false;
  for (const c of sample) {
    if (c === 32 || c === 9 || c === 10 || c === 13) blank = true;
    else if (c < 32 || c > 126) return undefined;
  }
  if (!blank || sample.length < 4) return undefined;
  // Cut at the sample's end: the last line (or token) may go on; it is left out.
  if (first.length > SNIFF) {
    let end = sample.length;
    while (end > 0 && sample[end - 1] !== 10) end--;
    if (end === 0) for (end = sample.length; end > 0 && sample[end - 1] !== 32 && sample[end - 1] !== 9; end--);
    sample = sample.subarray(0, end);
  }
  return sample;
}

/** Assembly: the first line that is not blank or a comment starts with a mnemonic (a word with "_", or exp), a directive or a label. */
function looksLikeAssembly(text: string): boolean {
  for (const raw of text.split('\n')) {
    const line = raw.replace(/(\/\/|;|#).*/, '').trim();
    if (line === '' || line.startsWith('/*')) continue;
    return /^([A-Za-z][A-Za-z0-9]*_[\w.]*|exp|\.[A-Za-z_]\w*|[A-Za-z_.$][\w.$]*:)(\s|$)/.test(line);
  }
  return false;
}

/** For `gcnkit dis` without --hex, on input that is not ELF: why it is not raw code (one line), or undefined. */
export function notRawCode(first: Uint8Array): string | undefined {
  const text = asText(first);
  if (!text) return undefined;
  const hex = new HexReader(() => {});
  const words = hex.pushBytes(text).length + hex.endBytes().length;
  const asBinary = '; --binary reads it as raw code';
  if (!hex.errors && words >= 4) return `this looks like hex text, not raw code: add --hex${asBinary}`;
  if (looksLikeAssembly(Buffer.from(text).toString('latin1'))) return `this looks like assembly text, not raw code: assemble it with gcnkit asm${asBinary}`;
  return `this is text, not raw code (the first ${Math.min(first.length, SNIFF)} bytes are printable): for hex text add --hex, which locates any bad token${asBinary}`;
}

/** For `gcnkit asm`: why the input is not assembly text (an ELF object, or binary data: a zero byte), or undefined. */
export function notAssembly(first: Uint8Array): string | undefined {
  if (isElf(first)) return 'this is an ELF object, not assembly text: list it with gcnkit dis FILE';
  const zero = first.subarray(0, SNIFF).indexOf(0);
  if (zero >= 0) return `this is binary data (a zero byte at offset ${zero}), not assembly text: disassemble raw code with gcnkit dis --mcpu NAME FILE`;
  return undefined;
}
