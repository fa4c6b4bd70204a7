// Byte dumps as other tools print them, read beside `gcnkit dis --hex`'s forms (HexReader):
//   objdump lines that start with an address: "  4:\t02 03 02 c0 \ts_load_dword ..." (bytes in
//   memory order) or "0000000000001100: C0060000 00000000" (dwords); the text after the bytes is
//   the dump's own disassembly and is ignored;
//   plain byte dumps: "02 03 02 c0" (two hex digits per byte, no 0x);
//   binary dwords: "0b11000000000000100000001100000010".

export interface DumpToken {
  readonly start: number;
  readonly end: number;
  /** Bytes it stands for: 1 (a byte) or 4 (a dword, least significant byte first in memory). */
  readonly bytes: 1 | 4;
  readonly radix: 2 | 16;
}

const BYTE = /^[0-9a-f]{2}$/i;
const DWORD = /^[0-9a-f]{8}$/i;
const BINARY = /^0b[01]{1,32}$/i;
/** How each form starts: an address, a two-digit byte, 0b. */
const QUICK = /^\s*(?:[0-9a-f]+:\s|[0-9a-f]{2}(?:[\s,]|$)|0b[01])/i;

/** The tokens of a line in one of the forms above, or undefined when it is in none of them. */
export function dumpTokens(line: string): DumpToken[] | undefined {
  if (!QUICK.test(line)) return undefined; // most lines: assembly, at the cost of one regex
  const address = /^\s*[0-9a-f]+:(?=\s)/i.exec(line);
  const code = line.slice(0, /(;|\/\/|#)/.exec(line)?.index ?? line.length);
  const tokens = [...code.matchAll(/[^\s,]+/g)].filter((m) => m.index >= (address?.[0].length ?? 0));
  const out: DumpToken[] = [];
  if (address) {
    // The bytes or dwords up to the first other token (the dump's disassembly).
    for (const m of tokens) {
      const bytes = BYTE.test(m[0]) ? 1 : DWORD.test(m[0]) ? 4 : 0;
      if (!bytes) break;
      out.push({ start: m.index, end: m.index + m[0].length, bytes, radix: 16 });
    }
    return out.length ? out : undefined;
  }
  if (!tokens.length) return undefined;
  if (tokens.every((m) => BYTE.test(m[0]))) return tokens.map((m) => ({ start: m.index, end: m.index + m[0].length, bytes: 1, radix: 16 }));
  if (tokens.every((m) => BINARY.test(m[0]))) return tokens.map((m) => ({ start: m.index, end: m.index + m[0].length, bytes: 4, radix: 2 }));
  return undefined;
}

/** The bytes of a line's dump tokens, in memory order. */
export function dumpBytes(line: string, tokens: readonly DumpToken[]): number[] {
  const out: number[] = [];
  for (const t of tokens) {
    const text = line.slice(t.start, t.end);
    const v = t.radix === 2 ? parseInt(text.slice(2), 2) : parseInt(text, 16);
    if (t.bytes === 1) out.push(v);
    else out.push(v & 255, (v >>> 8) & 255, (v >>> 16) & 255, v >>> 24);
  }
  return out;
}
