// CLRX's register variables (--syntax clrx): `.regvar NAME:TYPE[:COUNT], ...` declares NAME as
// COUNT registers (default 1) of TYPE `s` (SGPRs) or `v` (VGPRs), used in an instruction as `NAME`,
// `NAME[I]` or `NAME[I:J]` (CLRX-mirror tests/amdasm/GCNRegVarUsage.cpp: `.regvar rax:s, rbx:s`,
// `.regvar rax4:s:4, rbx5:s:4`, `s_mov_b64 rax4[2:3], rbx5[1:2]`). CLRX's documentation
// (doc/ClrxAsmPseudoOps.md, .regvar) calls them "UNIMPLEMENTED": its assembler records each use
// for a register allocator (tests/amdasm/AsmRegAlloc*.cpp test that pass's inner structures) and
// documents no bytes for them. gcnkit has no register allocator: it reads the declarations and the
// uses (a use outside the variable's registers is an error) and reports each use as a located
// "register allocation is not supported" error, never bytes with a made-up register.
import { AsmError } from './errors.js';

export interface RegVar {
  readonly type: 's' | 'v';
  readonly count: number;
}

/** An absolute expression at code[at]: its value and the index just past it. */
export type ValueAt = (at: number) => { big: bigint; end: number };

/** The declarations of `.regvar` operands at code[at..]: each name, its column and its variable. */
export function regVarDecls(code: string, at: number, value: ValueAt): { name: string; col: number; v: RegVar }[] {
  const out: { name: string; col: number; v: RegVar }[] = [];
  const re = /\s*([A-Za-z_.$][\w.$]*)\s*:\s*([A-Za-z]*)\s*/y;
  let k = at;
  for (;;) {
    re.lastIndex = k;
    const m = re.exec(code);
    const col = k + (/^\s*/.exec(code.slice(k))![0].length) + 1;
    if (!m) throw new AsmError("expected NAME:TYPE[:COUNT] in .regvar (TYPE s or v: '.regvar rax:s, rv:v:4')", col);
    const type = m[2].toLowerCase();
    if (type !== 's' && type !== 'v') throw new AsmError(`unknown register type '${m[2]}' in .regvar (s for SGPRs, v for VGPRs)`, col + m[0].trimStart().indexOf(':') + 1);
    k = re.lastIndex;
    let n = 1n;
    if (code[k] === ':') {
      const r = value(k + 1);
      n = r.big;
      if (n < 1n || n > 256n) throw new AsmError(`register count ${n} out of range in .regvar (1 to 256)`, k + 2);
      k = r.end;
      while (code[k] === ' ' || code[k] === '\t') k++;
    }
    out.push({ name: m[1], col, v: { type, count: Number(n) } });
    if (k >= code.length) return out;
    if (code[k] !== ',') throw new AsmError(`unexpected '${code.slice(k)}' in .regvar`, k + 1);
    k++;
  }
}

/**
 * A use of register variable `name` at code[i] (`NAME`, `NAME[I]`, `NAME[I:J]`): always an
 * AsmError, located at the use, saying what it is.
 */
export function regVarUse(name: string, v: RegVar, code: string, i: number, value: ValueAt): never {
  let k = i + name.length;
  if (code[k] === '[') {
    const a = value(k + 1);
    let last = a.big;
    k = a.end;
    if (code[k] === ':') { const b = value(k + 1); last = b.big; k = b.end; }
    if (code[k] !== ']') throw new AsmError(`expected ']' after register variable '${name}'s index`, k + 1);
    if (a.big < 0n || last < a.big || last >= BigInt(v.count)) throw new AsmError(`register range [${a.big}:${last}] is outside register variable '${name}' (${v.count} ${v.type === 's' ? 'SGPR' : 'VGPR'}${v.count === 1 ? '' : 's'})`, i + 1);
  }
  throw new AsmError(`'${name}' is a register variable (.regvar): it needs CLRX's register allocator, which gcnkit does not have (register allocation is not supported); use a register or a register symbol (${name} = %${v.type}[0:${v.count - 1}])`, i + 1);
}
