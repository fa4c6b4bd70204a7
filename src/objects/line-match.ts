// Which lines of an edited text are lines of the text before the edit (a shortest edit script,
// Myers' O((N+M)D) algorithm after the common start and end are set aside): an object's code
// edited in the web page keeps, for every line left as it was, what the object knew of it.

/**
 * For each line of `b`, the line of `a` it is (-1: an inserted line); undefined when more than
 * `max` lines were inserted or deleted (the work grows with that number).
 */
export function matchLines(a: readonly string[], b: readonly string[], max: number): Int32Array | undefined {
  const out = new Int32Array(b.length).fill(-1);
  let p = 0;
  while (p < a.length && p < b.length && a[p] === b[p]) { out[p] = p; p++; }
  let s = 0;
  while (s < a.length - p && s < b.length - p && a[a.length - 1 - s] === b[b.length - 1 - s]) { out[b.length - 1 - s] = a.length - 1 - s; s++; }
  const n = a.length - p - s;
  const m = b.length - p - s;
  const limit = Math.min(max, n + m);
  const o = limit + 1;
  let v = new Int32Array(2 * limit + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= limit; d++) {
    trace.push(v.slice());
    const next = v;
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[k - 1 + o] < v[k + 1 + o]) ? v[k + 1 + o] : v[k - 1 + o] + 1;
      let y = x - k;
      while (x < n && y < m && a[p + x] === b[p + y]) { x++; y++; }
      next[k + o] = x;
      if (x >= n && y >= m) {
        // Walk back through the trace: each diagonal run is lines kept.
        for (let e = d; e > 0; e--) {
          const w = trace[e];
          const kk = x - y;
          const pk = kk === -e || (kk !== e && w[kk - 1 + o] < w[kk + 1 + o]) ? kk + 1 : kk - 1;
          const px = w[pk + o];
          const py = px - pk;
          while (x > px && y > py) { x--; y--; out[p + y] = p + x; }
          x = px;
          y = py;
        }
        while (x > 0 && y > 0) { x--; y--; out[p + y] = p + x; }
        return out;
      }
    }
    v = next;
  }
  return undefined;
}
