// The input editor: CodeMirror 6 (line numbers, undo/redo history, the default key bindings) with
// the page's diagnostics shown inline under their lines, and bit flips applied as ordinary edits
// so that Ctrl+Z takes them back. It lives in a shadow root: CodeMirror's styles then go into a
// constructed style sheet, which the page's Content-Security-Policy (style-src 'self') allows,
// where a <style> element in the document would be blocked.
import { EditorState, RangeSet, RangeValue, StateEffect, StateField, type Extension, type Range } from '@codemirror/state';
import { Decoration, EditorView, WidgetType, keymap, lineNumbers, highlightActiveLine, highlightActiveLineGutter, type DecorationSet } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, invertedEffects } from '@codemirror/commands';

export interface EditorDiag {
  readonly line: number;
  readonly col: number;
  readonly kind: 'error' | 'warning';
  /** The message as the CLI prints it ("input:3:5: error: ..."), first line only. */
  readonly message: string;
}

class DiagWidget extends WidgetType {
  constructor(readonly d: EditorDiag) { super(); }
  override eq(o: DiagWidget): boolean { return o.d.message === this.d.message && o.d.kind === this.d.kind; }
  toDOM(): HTMLElement {
    const el = document.createElement('div');
    el.className = `cm-diag cm-diag-${this.d.kind}`;
    // No live region here: the status line under the editor announces the count of errors once
    // per change, where an alert per widget would speak on every keystroke.
    el.textContent = this.d.message;
    return el;
  }
}

const setDiags = StateEffect.define<readonly EditorDiag[]>();

/** Diagnostics: the line marked, a wavy underline from the column to the end of its token, the message under the line. */
const diagField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(deco, tr) {
    deco = deco.map(tr.changes);
    for (const e of tr.effects) if (e.is(setDiags)) deco = diagDecorations(tr.state, e.value);
    return deco;
  },
  provide: (f) => EditorView.decorations.from(f),
});

function diagDecorations(state: EditorState, diags: readonly EditorDiag[]): DecorationSet {
  const out: Range<Decoration>[] = [];
  for (const d of diags) {
    if (d.line > state.doc.lines) continue;
    const line = state.doc.line(d.line);
    const from = Math.min(line.from + d.col - 1, line.to);
    const rest = state.doc.sliceString(from, line.to);
    const to = from + (/^\S+/.exec(rest)?.[0].length ?? 0);
    out.push(Decoration.line({ class: `cm-line-${d.kind}` }).range(line.from));
    if (to > from) out.push(Decoration.mark({ class: `cm-mark-${d.kind}` }).range(from, to));
    out.push(Decoration.widget({ widget: new DiagWidget(d), block: true, side: 1 }).range(line.to));
  }
  return Decoration.set(out, true);
}

/**
 * Lines that were assembly until a bit flip turned them into hex, with what stood before the
 * instruction (a label, indentation): a later flip that makes the words print as text again
 * writes the text back. Typing on such a line forgets it; undo and redo keep the marks in step.
 */
class AsmMark extends RangeValue {
  constructor(readonly prefix: string) { super(); }
  override eq(o: AsmMark): boolean { return o.prefix === this.prefix; }
}
const addMark = StateEffect.define<{ pos: number; prefix: string }>({ map: (v, m) => ({ ...v, pos: m.mapPos(v.pos) }) });
const dropMark = StateEffect.define<{ pos: number; prefix: string }>({ map: (v, m) => ({ ...v, pos: m.mapPos(v.pos) }) });

const asmMarks = StateField.define<RangeSet<AsmMark>>({
  create: () => RangeSet.empty,
  update(marks, tr) {
    marks = marks.map(tr.changes);
    if (tr.docChanged && (tr.isUserEvent('input.type') || tr.isUserEvent('input.paste') || tr.isUserEvent('delete'))) {
      tr.changes.iterChangedRanges((_fa, _ta, from, to) => {
        const a = tr.state.doc.lineAt(from).from;
        const b = tr.state.doc.lineAt(to).to;
        marks = marks.update({ filter: (f) => f < a || f > b });
      });
    }
    for (const e of tr.effects) {
      if (e.is(addMark)) marks = marks.update({ add: [new AsmMark(e.value.prefix).range(e.value.pos)] });
      if (e.is(dropMark)) marks = marks.update({ filter: (f) => f !== e.value.pos });
    }
    return marks;
  },
});

const undoMarks = invertedEffects.of((tr) => {
  const out: StateEffect<unknown>[] = [];
  for (const e of tr.effects) {
    if (e.is(addMark)) out.push(dropMark.of(e.value));
    if (e.is(dropMark)) out.push(addMark.of(e.value));
  }
  return out;
});

const theme = EditorView.theme({
  '&': { color: 'var(--fg)', backgroundColor: 'var(--panel)', border: '1px solid var(--line)', borderRadius: '4px', fontSize: '.95rem' },
  '&.cm-focused': { outline: '3px solid var(--accent)', outlineOffset: '1px' },
  '.cm-scroller': { fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace', lineHeight: '1.45', minHeight: '4.5rem', maxHeight: '22rem', overflow: 'auto' },
  '.cm-content': { caretColor: 'var(--fg)' },
  '.cm-cursor': { borderLeftColor: 'var(--fg)' },
  '.cm-gutters': { backgroundColor: 'var(--gutter)', color: 'var(--muted)', borderRight: '1px solid var(--line)' },
  '.cm-activeLine': { backgroundColor: 'var(--active)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--active)', color: 'var(--fg)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: 'var(--selection) !important' },
  '.cm-line-error': { backgroundColor: 'var(--bad-bg)' },
  '.cm-line-warning': { backgroundColor: 'var(--warn-bg)' },
  '.cm-mark-error': { textDecoration: 'underline wavy var(--bad)', textUnderlineOffset: '3px' },
  '.cm-mark-warning': { textDecoration: 'underline wavy var(--warn)', textUnderlineOffset: '3px' },
  '.cm-diag': { fontFamily: 'system-ui, sans-serif', fontSize: '.85rem', padding: '0 .5rem .15rem', whiteSpace: 'pre-wrap' },
  '.cm-diag-error': { color: 'var(--bad)', backgroundColor: 'var(--bad-bg)' },
  '.cm-diag-warning': { color: 'var(--warn)', backgroundColor: 'var(--warn-bg)' },
});

export interface Editor {
  readonly view: EditorView;
  text(): string;
  /** Replace the whole input (one undoable step). */
  setText(text: string, userEvent?: string): void;
  showDiagnostics(diags: readonly EditorDiag[]): void;
  /** The prefix a flip left when it turned assembly on `line` into hex (see AsmMark). */
  asmPrefix(line: number): string | undefined;
  /** Replace whole lines (one undoable step); `mark`: the line became hex from assembly after this prefix; `unmark`: it is text again. */
  replaceLine(line: number, text: string, marks: { mark?: string; unmark?: boolean }): void;
  /** Line of the main cursor (1-based). */
  cursorLine(): number;
  /** Put the cursor at the start of `line` (1-based, clamped), scrolled into view and focused. */
  goToLine(line: number): void;
}

export function createEditor(host: HTMLElement, doc: string, label: string, onChange: (docChanged: boolean) => void): Editor {
  const shadow = host.attachShadow({ mode: 'open' });
  const extensions: Extension[] = [
    lineNumbers(), highlightActiveLine(), highlightActiveLineGutter(), history(), undoMarks,
    keymap.of([...defaultKeymap, ...historyKeymap]),
    diagField, asmMarks, theme,
    EditorView.contentAttributes.of({ 'aria-label': label, spellcheck: 'false', autocapitalize: 'off', autocorrect: 'off', 'data-testid': 'editor' }),
    EditorView.updateListener.of((u) => { if (u.docChanged || u.selectionSet) onChange(u.docChanged); }),
  ];
  const view = new EditorView({ state: EditorState.create({ doc, extensions }), parent: shadow, root: shadow });
  return {
    view,
    text: () => view.state.doc.toString(),
    setText(text, userEvent = 'input.replace') {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent });
    },
    showDiagnostics(diags) {
      view.dispatch({ effects: setDiags.of(diags) });
    },
    asmPrefix(line) {
      const at = view.state.doc.line(line).from;
      let prefix: string | undefined;
      view.state.field(asmMarks).between(at, at, (from, _to, v) => { if (from === at) prefix = v.prefix; });
      return prefix;
    },
    replaceLine(line, text, marks) {
      const l = view.state.doc.line(line);
      const effects: StateEffect<unknown>[] = [];
      const had = this.asmPrefix(line);
      if (marks.unmark && had !== undefined) effects.push(dropMark.of({ pos: l.from, prefix: had }));
      if (marks.mark !== undefined) effects.push(addMark.of({ pos: l.from, prefix: marks.mark }));
      view.dispatch({ changes: { from: l.from, to: l.to, insert: text }, effects, userEvent: 'input.flip' });
    },
    cursorLine: () => view.state.doc.lineAt(view.state.selection.main.head).number,
    goToLine(line) {
      const l = view.state.doc.line(Math.max(1, Math.min(line, view.state.doc.lines)));
      view.dispatch({ selection: { anchor: l.from }, scrollIntoView: true });
      view.focus();
    },
  };
}
