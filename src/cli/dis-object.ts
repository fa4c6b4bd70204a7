// gcnkit dis on an ELF code object: the whole file is read (objects are small), then listed as an
// assembly file (src/objects/listing.ts) or, with --json, as one JSON document.
import type { Gen } from '../isa/gens.js';
import { readCodeObject, type CodeObject } from '../objects/code-object.js';
import { ElfError } from '../objects/elf.js';
import { branchTarget, decodeRange, listObject } from '../objects/listing.js';
import { KERNEL_CODE_SIZE } from '../objects/kernel-code.js';
import { targetIdText } from '../objects/targets.js';
import { ErrorBudget, maxErrorsOpt } from './budget.js';
import { UsageError } from './diag.js';
import { LineWriter } from './output.js';

interface ObjectDisOptions {
  readonly gen: Gen | undefined;
  readonly opts: Map<string, string | true>;
  readonly syntax: string;
}

export async function disObject(name: string, first: Buffer, rest: AsyncIterator<Buffer>, o: ObjectDisOptions): Promise<number> {
  if (o.syntax !== 'llvm') throw new UsageError('--syntax clrx is for raw code; an ELF object is listed in llvm-mc syntax');
  const parts: Buffer[] = [first];
  for (let r = await rest.next(); !r.done; r = await rest.next()) parts.push(r.value);
  const bytes = new Uint8Array(Buffer.concat(parts));
  let obj: CodeObject;
  try {
    obj = readCodeObject(bytes, { gen: o.gen });
  } catch (e) {
    if (!(e instanceof ElfError)) throw e;
    process.stderr.write(`${name}:0x${e.offset.toString(16)}: error: ${e.message}\n`);
    return 1;
  }
  const budget = new ErrorBudget(name, maxErrorsOpt(o.opts), o.opts.has('quiet'));
  for (const w of obj.warnings) process.stderr.write(`${name}: warning: ${w}\n`);
  const out = new LineWriter(process.stdout);
  if (o.opts.has('json')) out.line(JSON.stringify(objectJson(obj)));
  else listObject(obj, { showEncoding: o.opts.has('show-encoding'), printAddress: o.opts.has('print-address') }, out.line, (at, msg) => budget.warning(`${name}:0x${at.toString(16)}: warning: ${msg}`));
  await out.close();
  return 0;
}

/** Kernels with their descriptor fields and instructions, the target and the metadata. */
export function objectJson(obj: CodeObject): Record<string, unknown> {
  return {
    target: targetIdText(obj.target), gpu: obj.target.gfx, gen: obj.gen, codeObjectVersion: obj.version,
    kind: obj.linked ? 'linked' : 'relocatable', flavour: obj.mesa ? 'mesa' : 'hsa',
    kernels: obj.kernels.map((k) => {
      const start = k.offset + (k.kernelCode ? KERNEL_CODE_SIZE : 0);
      const end = Math.max(start, k.offset + (k.size ? k.size : 0));
      return {
        name: k.name, offset: k.offset, size: k.size,
        descriptor: k.descriptor && { symbol: k.descriptor.symbol, offset: k.descriptor.offset, fields: Object.fromEntries(k.descriptor.decoded.fields.map(([n, v]) => [n, Number(v)])) },
        kernelCode: k.kernelCode && { fields: Object.fromEntries(k.kernelCode.decoded.fields.map(([n, v]) => [n, Number(v)])) },
        instructions: obj.text ? decodeRange(obj, start, start + ((end - start) & ~3)).map((i) => ({
          offset: i.offset, bytes: i.bytes.map((b) => b.toString(16).padStart(2, '0')).join(' '), text: i.text,
          ...(i.decoded ? { encoding: i.decoded.enc.table.name, mnemonic: i.decoded.def?.name } : {}), ...(i.problem ? { warning: i.problem } : {}),
          ...(branchTarget(i) === undefined ? {} : { target: branchTarget(i) }),
        })) : [],
      };
    }),
    metadata: obj.metadataDoc,
  };
}
