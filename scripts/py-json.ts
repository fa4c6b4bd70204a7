// JSON as Python's json.dump(value, f, indent=0) writes it (one item a line, no indentation, no
// final newline): the format of the harvest's committed .json files (docs/llvm-mc/ds/data.json).
export function pyJson(v: unknown): string {
  if (Array.isArray(v)) return v.length ? `[\n${v.map(pyJson).join(',\n')}\n]` : '[]';
  if (v !== null && typeof v === 'object') {
    const e = Object.entries(v);
    return e.length ? `{\n${e.map(([k, x]) => `${JSON.stringify(k)}: ${pyJson(x)}`).join(',\n')}\n}` : '{}';
  }
  return JSON.stringify(v);
}
