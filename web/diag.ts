// Located errors shown like the CLI prints them: "input:LINE:COL: error: MESSAGE", the line, a caret.
import { located } from '../src/cli/diag.js';
import { h } from './dom.js';

export interface Located {
  readonly file?: string;
  readonly line: number;
  readonly col: number;
  readonly kind?: 'error' | 'warning';
  readonly message: string;
  readonly source: string;
}

export function diagBlock(d: Located, file = 'input'): HTMLElement {
  const kind = d.kind ?? 'error';
  return h('pre', { class: `diag ${kind}`, role: kind === 'error' ? 'alert' : 'status', 'data-file': d.file ?? file, 'data-line': d.line, 'data-col': d.col },
    located(d.file ?? file, d.line, d.col, kind, d.message, d.source));
}
