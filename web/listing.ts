// The whole program at a glance: one row per instruction, data directive or error (line, byte
// offset, hex, text, a PC-relative branch's target). Only the rows in view are in the DOM (rows have one fixed height), so
// 10,000 lines cost what 40 do; the list is one Tab stop, the arrow keys move the selection.
import { h, hex8 } from './dom.js';

export interface Row {
  readonly line: number;
  readonly kind: 'inst' | 'data' | 'error' | 'warning';
  /** Byte offset of an instruction or data. */
  readonly offset?: number;
  readonly words?: readonly number[];
  readonly bytes?: readonly number[];
  readonly text: string;
  /** A PC-relative branch's target (byte offset). */
  readonly target?: number;
  /** Index of the entry in Explained.entries. */
  readonly entry?: number;
}

/** Row height in px; the CSS gives .lrow the same. */
const RH = 22;
/** Rows drawn above and below those in view. */
const MARGIN = 10;

export function rowHex(r: Row): string {
  if (r.words) return r.words.map(hex8).join(' ');
  if (r.bytes) return r.bytes.map((b) => b.toString(16).padStart(2, '0')).join(' ');
  return '';
}

export class Listing {
  private rows: readonly Row[] = [];
  selected = -1;
  private readonly sizer: HTMLElement;
  private readonly win: HTMLElement;
  private drawn = '';
  /** Row of the instruction at each byte offset: where a branch's target is. */
  private byOffset = new Map<number, number>();

  constructor(private readonly host: HTMLElement, private readonly onSelect: (i: number) => void) {
    this.sizer = h('div', { class: 'lsizer' });
    this.win = h('div', { class: 'lwin', role: 'presentation' });
    this.sizer.append(this.win);
    host.append(this.sizer);
    host.addEventListener('scroll', () => this.draw());
    host.addEventListener('click', (e) => {
      const to = (e.target as Element).closest<HTMLElement>('.ltarget[data-to]');
      const row = (e.target as Element).closest<HTMLElement>('.lrow');
      if (to) this.select(Number(to.dataset.to), true);
      else if (row) this.select(Number(row.dataset.row), false);
    });
    host.addEventListener('keydown', (e) => this.key(e));
  }

  setRows(rows: readonly Row[]): void {
    this.rows = rows;
    this.byOffset = new Map(rows.flatMap((r, i) => (r.kind === 'inst' && r.offset !== undefined ? [[r.offset, i] as const] : [])));
    this.sizer.style.height = `${rows.length * RH}px`;
    this.drawn = '';
    this.draw();
  }

  private key(e: KeyboardEvent): void {
    const page = Math.max(1, Math.floor(this.host.clientHeight / RH) - 1);
    const at = this.selected;
    // Enter on a branch goes to its target's row.
    const target = e.key === 'Enter' ? this.rows[at]?.target : undefined;
    if (target !== undefined && this.byOffset.has(target)) {
      e.preventDefault();
      this.select(this.byOffset.get(target)!, true);
      return;
    }
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, PageDown: at + page, PageUp: at - page, Home: 0, End: this.rows.length - 1 }[e.key];
    if (to === undefined || !this.rows.length) return;
    e.preventDefault();
    this.select(Math.max(0, Math.min(this.rows.length - 1, to)), true);
  }

  /** Select row i (notifying the page); `scroll`: bring it into view. */
  select(i: number, scroll: boolean, notify = true): void {
    this.selected = i;
    if (scroll && i >= 0) {
      const top = i * RH;
      if (top < this.host.scrollTop) this.host.scrollTop = top;
      else if (top + RH > this.host.scrollTop + this.host.clientHeight) this.host.scrollTop = top + RH - this.host.clientHeight;
    }
    this.drawn = '';
    this.draw();
    if (notify) this.onSelect(i);
  }

  /** "→ 00e8": the target's offset; a click (or Enter on the row) selects its row if the program has one there. */
  private targetEl(target: number): HTMLElement {
    const row = this.byOffset.get(target);
    const at = target < 0 ? `-${(-target).toString(16).padStart(4, '0')}` : target.toString(16).padStart(4, '0');
    return h('span', { class: 'ltarget', 'data-to': row, title: row === undefined ? `branches to offset 0x${at}, outside the program` : `branches to offset 0x${at} (click or Enter: go there)` }, `→ ${at}`);
  }

  private draw(): void {
    const first = Math.max(0, Math.floor(this.host.scrollTop / RH) - MARGIN);
    const last = Math.min(this.rows.length, Math.ceil((this.host.scrollTop + (this.host.clientHeight || 400)) / RH) + MARGIN);
    const key = `${first}:${last}:${this.selected}`;
    if (key === this.drawn) return;
    this.drawn = key;
    this.win.style.transform = `translateY(${first * RH}px)`;
    const els: HTMLElement[] = [];
    for (let i = first; i < last; i++) {
      const r = this.rows[i];
      els.push(h('div', { class: `lrow ${r.kind}`, role: 'option', id: `row-${i}`, 'data-row': i, 'data-line': r.line, 'aria-selected': String(i === this.selected) },
        h('span', { class: 'lline' }, r.line),
        h('span', { class: 'loff' }, r.offset === undefined ? '' : r.offset.toString(16).padStart(4, '0')),
        h('span', { class: 'lhex' }, rowHex(r)),
        h('span', { class: 'ltext' }, r.text),
        r.target === undefined ? null : this.targetEl(r.target)));
    }
    this.win.replaceChildren(...els);
    if (this.selected >= first && this.selected < last) this.host.setAttribute('aria-activedescendant', `row-${this.selected}`);
    else this.host.removeAttribute('aria-activedescendant');
  }
}
