// GCNKIT_SIM_FAST=off: the simulator's fast paths step aside and every instruction takes the
// generic path, so that the two can be compared (test/sim-fast.test.ts), as GCNKIT_FAST does for
// the assembler. The fast paths: exec-valu.ts lanewiseFast (the VALU's common-case lane loop) and
// exec-mubuf.ts's linear V# view and unrolled buffer loads/stores/32-bit atomics.
//
// Read when an instruction is compiled, not as this module loads: a start-up snapshot
// (src/cli/snapshot.ts) would keep the value of its build. Read through globalThis: the simulator
// is bundled for the browser, where there is no `process`.

/** Whether the simulator may take its fast paths (anything but GCNKIT_SIM_FAST=off). */
export function simFast(): boolean {
  return (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.GCNKIT_SIM_FAST !== 'off';
}
