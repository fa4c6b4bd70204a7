// The simulator panel's kernel runner: a kernel of the opened code object, dispatched by
// runKernel() (src/sim/dispatch.ts) in a Web Worker (web/run-worker.ts) so that large grids do not
// freeze the page, with progress and Cancel. Arguments are ARGS.json as `gcnkit run --args` takes
// them, prefilled from the kernel's metadata (argsTemplate); code edited since the object was
// opened runs as the object made again with the edits (editObjectCode). Results: counts, hazards
// and errors located at the kernel's line in the input (click to select it), every buffer typed
// or as hex.
import { argsTemplate, bufferValues, defaultDispatch, editObjectCode, formatArgs, type SimDiagnostic } from '../src/index.js';
import { diagBlock, type Located } from './diag.js';
import { byId, h } from './dom.js';
import type { OpenedObject } from './object-panel.js';
import type { RunReply, RunRequest } from './run-worker.js';

/** Elements shown per buffer (the download has them all). */
const SHOWN = 1024;
const ARGS_FILE = 'args.json';

type Done = Extract<RunReply, { kind: 'done' }>;

export class KernelPanel {
  private readonly panel = byId<HTMLElement>('kernel-panel');
  private readonly kernel = byId<HTMLSelectElement>('kernel');
  private readonly grid = byId<HTMLInputElement>('grid');
  private readonly block = byId<HTMLInputElement>('block');
  private readonly steps = byId<HTMLInputElement>('kernel-steps');
  private readonly args = byId<HTMLTextAreaElement>('kernel-args');
  private readonly notes = byId<HTMLElement>('kernel-notes');
  private readonly runButton = byId<HTMLButtonElement>('kernel-run');
  private readonly cancelButton = byId<HTMLButtonElement>('kernel-cancel');
  private readonly progress = byId<HTMLProgressElement>('kernel-progress');
  private readonly status = byId<HTMLElement>('kernel-status');
  private readonly edited = byId<HTMLElement>('kernel-edited');
  private readonly out = byId<HTMLElement>('kernel-out');
  private opened?: OpenedObject & { readonly name: string };
  private worker?: Worker;
  /** The arguments text last prefilled: a grid change re-prefills it unless the user edited it. */
  private prefilled = '';
  private result?: { readonly done: Done; readonly kernel: string };
  private urls: string[] = [];

  /** The input's text when the object was opened (its code as hex): a run of other text is of the edited object. */
  private openedText: string | undefined;
  /** In a run of edited code: the input's line now of a line of the opened text. */
  private lineOf: ((before: number) => number | undefined) | undefined;

  /** `locate(line)`: select an input line (a hazard or error clicked); `input()`: the input's text now. */
  constructor(private readonly locate: (line: number) => void, private readonly input: () => string) {
    this.kernel.addEventListener('change', () => this.pickKernel());
    for (const el of [this.grid, this.block]) el.addEventListener('input', () => { if (this.args.value === this.prefilled) this.prefill(); });
    this.runButton.addEventListener('click', () => this.run());
    this.cancelButton.addEventListener('click', () => this.stop('cancelled'));
    this.out.addEventListener('click', (e) => this.onClick(e));
    this.out.addEventListener('change', (e) => { if ((e.target as Element).id === 'kernel-hex') this.showResult(); });
  }

  /** A code object was opened: offer its kernels (none: the panel hides). */
  open(name: string, opened: OpenedObject): void {
    this.stop();
    this.clearResult();
    const kernels = opened.object?.kernels.filter((k) => k.descriptor) ?? [];
    this.opened = kernels.length ? { ...opened, name } : undefined;
    this.panel.hidden = !this.opened;
    this.openedText = opened.hex;
    this.kernel.replaceChildren(...kernels.map((k) => h('option', { value: k.name }, k.name)));
    if (this.opened) this.pickKernel();
  }

  private pickKernel(): void {
    const d = defaultDispatch(this.opened!.object!, this.kernel.value);
    this.grid.value = d.grid.join(',');
    this.block.value = d.block.join(',');
    this.prefill();
  }

  private prefill(): void {
    const grid = sizes(this.grid.value);
    const block = sizes(this.block.value);
    if (typeof grid === 'number' || typeof block === 'number') return;
    const t = argsTemplate(this.opened!.object!, this.kernel.value, { grid, block });
    this.args.value = this.prefilled = formatArgs(t.args);
    this.notes.replaceChildren(...[`${this.kernel.value}(${t.described.join(', ')})`, ...t.notes].map((n) => h('span', { class: 'note-line' }, n)));
  }

  private run(): void {
    const o = this.opened;
    if (!o) return;
    this.stop();
    this.clearResult();
    const bad: Located[] = [];
    const dims: number[][] = [];
    for (const [what, el] of [['grid', this.grid], ['block', this.block]] as const) {
      const v = sizes(el.value);
      if (typeof v === 'number') bad.push({ file: what, line: 1, col: v + 1, message: `expected X[,Y[,Z]] (whole numbers, as --${what} takes)`, source: el.value });
      else dims.push(v);
    }
    const maxSteps = Number(this.steps.value.trim());
    if (!/^\s*\d+\s*$/.test(this.steps.value) || maxSteps < 1) bad.push({ file: 'step limit', line: 1, col: 1, message: 'expected a positive whole number of instructions', source: this.steps.value });
    if (bad.length) {
      this.out.replaceChildren(h('div', { class: 'sim-errors', 'data-testid': 'kernel-errors' }, ...bad.map((d) => diagBlock(d))));
      return;
    }
    const kernel = this.kernel.value;
    // Edited code is run as an object again: the object's listing with the edits, assembled and
    // relocated as gcnkit dis, asm --filetype obj and run would (src/objects/relist.ts).
    const text = this.input();
    const edited = this.openedText !== undefined && text !== this.openedText;
    this.lineOf = undefined;
    let object = o.bytes!.slice();
    if (edited) {
      const r = editObjectCode(o.object!, this.openedText!, text);
      if (!r.bytes) {
        const lines = text.split('\n');
        this.out.replaceChildren(h('div', { class: 'sim-errors', 'data-testid': 'kernel-errors' },
          ...r.diagnostics.map((d) => diagBlock(d.file === undefined ? { ...d, file: 'input', source: lines[d.line - 1] ?? d.source } : { ...d, file: `${o.name} listing` }))));
        return;
      }
      object = r.bytes.slice();
      this.lineOf = r.lineOf;
    }
    const q: RunRequest = { object, file: o.name, argsFile: ARGS_FILE, kernel, grid: dims[0], block: dims[1], argsText: this.args.value, maxSteps };
    const w = (this.worker = new Worker(new URL('./run-worker.js', import.meta.url), { type: 'module' }));
    w.onmessage = (e: MessageEvent<RunReply>) => {
      const r = e.data;
      if (r.kind === 'progress') {
        this.progress.max = r.total;
        this.progress.value = r.done;
        this.status.textContent = `running ${kernel}: ${r.done} of ${r.total} workgroups`;
        return;
      }
      this.stop();
      if (r.kind === 'error') this.showErrors(r.diagnostics, kernel);
      else {
        this.result = { done: r, kernel };
        this.showResult();
      }
    };
    w.onerror = (e) => {
      e.preventDefault();
      this.stop();
      this.showErrors([{ file: o.name, line: 1, col: 1, message: `the kernel runner failed: ${e.message || 'the worker did not start'}`, source: '' }], kernel);
    };
    this.runButton.disabled = true;
    this.cancelButton.hidden = false;
    this.progress.hidden = false;
    this.progress.removeAttribute('value');
    this.edited.hidden = !edited;
    this.edited.textContent = edited ? `This runs your edited code: ${o.name}'s listing with your edits, assembled into an object and relocated (as gcnkit dis, asm --filetype obj and run would; an inserted line goes where the line after it was).` : '';
    this.status.textContent = `running ${kernel}`;
    w.postMessage(q, [q.object.buffer]);
  }

  /** End the run in progress, if any (`why`: say so). */
  private stop(why?: string): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.runButton.disabled = false;
    this.cancelButton.hidden = true;
    this.progress.hidden = true;
    this.status.textContent = why ?? '';
  }

  private clearResult(): void {
    this.result = undefined;
    for (const u of this.urls) URL.revokeObjectURL(u);
    this.urls = [];
    this.out.replaceChildren();
  }

  /** A line of the kernel's code (1-based) as a line of the input, where the object's code is (moved by the edits of an edited run). */
  private inputLine(kernel: string, line: number): number | undefined {
    const opened = this.opened?.kernelLines?.get(kernel);
    const first = opened === undefined || !this.lineOf ? opened : this.lineOf(opened);
    return first === undefined ? undefined : first + line - 1;
  }

  private located(d: SimDiagnostic, kernel: string, kind: 'error' | 'warning'): HTMLElement {
    const line = d.file === `${this.opened?.name}(${kernel})` ? this.inputLine(kernel, d.line) : undefined;
    const source = this.lineOf ? this.input().split('\n')[(line ?? 0) - 1] : this.opened?.texts?.[(line ?? 0) - 1];
    return line === undefined ? diagBlock({ ...d, kind }) : diagBlock({ file: 'input', line, col: d.col, kind, message: d.message, source: source ?? d.source });
  }

  private showErrors(ds: readonly SimDiagnostic[], kernel: string): void {
    this.out.replaceChildren(h('div', { class: 'sim-errors', 'data-testid': 'kernel-errors' }, ...ds.map((d) => this.located(d, kernel, 'error'))));
  }

  private showResult(): void {
    const r = this.result;
    if (!r) return;
    const hex = this.out.querySelector<HTMLInputElement>('#kernel-hex')?.checked ?? false;
    for (const u of this.urls) URL.revokeObjectURL(u);
    this.urls = [];
    const { done, kernel } = r;
    const n = (x: number, w: string): string => `${x} ${w}${x === 1 ? '' : 's'}`;
    this.out.replaceChildren(h('div', { class: 'sim-result', 'data-testid': 'kernel-result' },
      h('p', { 'data-testid': 'kernel-counts' }, `ran ${kernel}: ${n(done.workgroups, 'workgroup')}, ${n(done.waves, 'wave')}, ${n(done.instructions, 'instruction')} in ${Math.round(done.ms)} ms`),
      h('section', {}, h('h3', {}, 'Hazards'), ...(done.hazards.length
        ? done.hazards.map((z) => this.located({ file: `${this.opened?.name}(${kernel})`, line: z.line, col: z.col, message: `${z.register}: ${z.message}`, source: '' }, kernel, 'warning'))
        : [h('p', {}, 'none')])),
      h('section', {}, h('h3', {}, 'Buffers'),
        h('label', { class: 'inline' }, h('input', { type: 'checkbox', id: 'kernel-hex', checked: hex }), ' show bits in hex'),
        ...done.buffers.map((b) => this.buffer(kernel, b, hex)))));
  }

  private buffer(kernel: string, b: Done['buffers'][number], hex: boolean): HTMLElement {
    const { values, elements } = bufferValues(b.type, b.bytes, hex, SHOWN);
    const url = URL.createObjectURL(new Blob([b.bytes as BlobPart], { type: 'application/octet-stream' }));
    this.urls.push(url);
    return h('div', { class: 'kbuf', 'data-arg': b.arg },
      h('p', {}, h('span', { class: 'dname' }, `arg ${b.arg}`), ` ${elements} ${b.type} (${b.bytes.length} bytes) `,
        h('a', { href: url, download: `${kernel}-arg${b.arg}.bin` }, 'Download')),
      h('div', { class: 'values mono' }, ...values.map((v, i) => h('span', { class: 'v', title: `[${i}]` }, v))),
      elements > values.length ? h('p', { class: 'hint' }, `${elements - values.length} more elements: Download has every byte`) : null);
  }

  private onClick(e: Event): void {
    const d = (e.target as Element).closest<HTMLElement>('pre.diag[data-line]');
    if (!d) return;
    const line = Number(d.dataset.line);
    if (d.dataset.file === 'input') this.locate(line);
    else if (d.dataset.file === ARGS_FILE) {
      const lines = this.args.value.split('\n');
      const at = lines.slice(0, line - 1).reduce((a, l) => a + l.length + 1, 0) + Number(d.dataset.col) - 1;
      this.args.focus();
      this.args.setSelectionRange(at, at);
    }
  }
}

/** "X[,Y[,Z]]" as numbers, or the index of the first character that is wrong. */
function sizes(v: string): number[] | number {
  const m = /^\s*\d+(\s*,\s*\d+){0,2}\s*$/.exec(v);
  if (m) return v.split(',').map((x) => Number(x.trim()));
  const ok = /^\s*\d+(\s*,\s*\d+){0,2}(\s*,\s*)?/.exec(v);
  return ok ? ok[0].length : Math.max(0, v.search(/\S/));
}
