// node dist/scripts/cdna/mfma-speed.js: milliseconds per MFMA of src/sim/mfma.ts (issue 28
// groundwork), one input pattern (fixed pseudo-random bits masked with 0x3c003c00) per shape.
import { accRegs, mfma, mfmaShape, srcRegs } from '../../src/sim/mfma.js';

for (const name of ['v_mfma_f32_32x32x8f16', 'v_mfma_f32_32x32x2f32', 'v_mfma_i32_32x32x8i8', 'v_mfma_f64_16x16x4f64']) {
  const s = mfmaShape(name)!;
  const fill = (n: number): Uint32Array => new Uint32Array(n * 64).map((_, i) => ((i * 2654435761) >>> 0) & 0x3c003c00);
  const a = fill(srcRegs(s, 'a')), b = fill(srcRegs(s, 'b')), c = new Uint32Array(accRegs(s) * 64);
  const t0 = performance.now();
  let n = 0;
  while (performance.now() - t0 < 1000) { mfma(s, a, b, c); n++; }
  console.log(`${name}: ${((performance.now() - t0) / n).toFixed(2)} ms per instruction`);
}
