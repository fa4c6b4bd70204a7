// Text <-> value of the structured immediates (hwreg, sendmsg, gpr_idx), shared by the printer
// and the assembler so that what one prints the other reads back. Spellings as llvm-mc 19.
import type { Gen } from '../isa/gens.js';
import {
  GPR_IDX_MODES, GS_OPS, HWREG, MSG, MSG_GS, MSG_GS_DONE, MSG_SYSMSG, hwregName, msgName, sysmsgOpName,
} from '../isa/imm-forms.js';

/** hwreg(NAME|ID[, OFFSET, SIZE]); offset 0 and size 32 are left out. Every value has a spelling. */
export function hwregText(gen: Gen, v: number): string {
  const id = v & HWREG.idMask;
  const offset = (v >>> HWREG.offsetShift) & HWREG.offsetMask;
  const size = ((v >>> HWREG.sizeShift) & HWREG.sizeMask) + 1;
  const name = hwregName(gen, id) ?? String(id);
  return offset === 0 && size === 32 ? `hwreg(${name})` : `hwreg(${name}, ${offset}, ${size})`;
}

export function hwregValue(id: number, offset: number, size: number): number {
  return id | (offset << HWREG.offsetShift) | ((size - 1) << HWREG.sizeShift);
}

function msgRequiresOp(id: number): boolean {
  return id === MSG_GS || id === MSG_GS_DONE || id === MSG_SYSMSG;
}
function msgSupportsStream(id: number, op: number): boolean {
  return (id === MSG_GS || id === MSG_GS_DONE) && op !== 0;
}

export function msgValue(id: number, op: number, stream: number): number {
  return id | (op << MSG.opShift) | (stream << MSG.streamShift);
}

/** The operation name of a message that takes one, or undefined if `op` is not valid for it. */
export function msgOpName(gen: Gen, id: number, op: number): string | undefined {
  if (id === MSG_SYSMSG) return sysmsgOpName(gen, op);
  if (id === MSG_GS || id === MSG_GS_DONE) return op === 0 && id === MSG_GS ? undefined : GS_OPS[op];
  return undefined;
}

/**
 * llvm-mc's printSendMsg: symbolic when the message, operation and stream are valid for the
 * GPU, else sendmsg(ID, OP, STREAM) when that re-encodes to the value, else the plain number.
 */
export function sendmsgText(gen: Gen, v: number): string {
  const id = v & MSG.idMask;
  const op = (v >>> MSG.opShift) & MSG.opMask;
  const stream = (v >>> MSG.streamShift) & MSG.streamMask;
  const name = msgName(gen, id);
  if (name !== undefined && msgValue(id, op, stream) === v) {
    if (!msgRequiresOp(id)) {
      if (op === 0 && stream === 0) return `sendmsg(${name})`;
    } else {
      const opName = msgOpName(gen, id, op);
      if (opName !== undefined) {
        if (msgSupportsStream(id, op)) return `sendmsg(${name}, ${opName}, ${stream})`;
        if (stream === 0) return `sendmsg(${name}, ${opName})`;
      }
    }
  }
  if (msgValue(id, op, stream) === v) return `sendmsg(${id}, ${op}, ${stream})`;
  return String(v);
}

export { msgRequiresOp, msgSupportsStream };

/** gpr_idx(SRC0,DST) for a 4-bit mode; larger values have no llvm-mc syntax. */
export function gprIdxText(v: number): string | undefined {
  if (v > 15) return undefined;
  const on = GPR_IDX_MODES.filter((_, i) => v & (1 << i));
  return `gpr_idx(${on.join(',')})`;
}
