// The explorer page: input (editor) and GPU in; a listing of the whole program, the selected
// instruction's card (text, hex, bit fields, other generations) and inline errors out; bit flips
// as undoable edits; the simulator panel; everything in a short URL hash.
import { explainSource, explainWords, flipEdits, GEN_INFO, GENS, GPU_NAMES, isHexLine, resolveGpu, type Entry, type Explained, type Gen, type LineMemo } from '../src/index.js';
import { located } from '../src/cli/diag.js';
import { moveFocus } from './bits.js';
import { byId, h } from './dom.js';
import { createEditor, type EditorDiag } from './editor.js';
import { EXAMPLE_DUMP, EXAMPLE_GPU, EXAMPLE_PROGRAM, EXAMPLE_STATE } from './example.js';
import { binaryUrl, exportText, type ExportFormat } from './export.js';
import { instrCard } from './instr.js';
import { Listing, type Row } from './listing.js';
import { LINK_OBJECT_MAX, objectBytes, objectData, readHash, writeHash } from './permalink.js';
import { runSim } from './sim-panel.js';
import { openObject } from './object-panel.js';
import { KernelPanel } from './kernel-panel.js';
import { analysisView, analyzeRows, findingDiags } from './analysis-panel.js';

const DEFAULT_SRC = 'buffer_load_dword v1, v2, s[4:7], s1 offen offset:4 glc';

const gpuSel = byId<HTMLSelectElement>('gpu');
const out = byId<HTMLElement>('out');
const status = byId<HTMLElement>('status');
const permalink = byId<HTMLAnchorElement>('permalink');
const state = byId<HTMLTextAreaElement>('state');
const dump = byId<HTMLInputElement>('dump');
const simOut = byId<HTMLElement>('sim-out');
const staleNote = byId<HTMLElement>('stale');
const exportFormat = byId<HTMLSelectElement>('export-format');
const download = byId<HTMLAnchorElement>('download');
const analysisOut = byId<HTMLElement>('analysis-out');

type InstEntry = Extract<Entry, { kind: 'inst' }>;

let explained: Explained = { entries: [], diagnostics: [] };
/** Assembly lines already assembled: a keystroke assembles the one line it changed (see explainSource). */
const memo: LineMemo = new Map();
let rows: Row[] = [];
/** The input and GPU `explained` is for, and those the simulator results are for. */
let renderedFor = '';
let ranFor: string | undefined;
/** When the input last changed (performance.now()), until the render that shows it. */
let changedAt: number | undefined;

const editor = createEditor(byId('src'), '', 'input: assembly or hex, one instruction per line', (docChanged) => {
  if (docChanged) {
    changedAt ??= performance.now();
    scheduleRender();
  } else if (renderedFor === key()) selectLine(editor.cursorLine());
});
const listing = new Listing(byId('listing'), (i) => showCard(i));

const key = (): string => gpuSel.value + '\n' + editor.text();

function fillGpus(): void {
  for (const gen of GENS) {
    const group = h('optgroup', { label: GEN_INFO[gen].label });
    for (const name of Object.keys(GPU_NAMES).filter((n) => GPU_NAMES[n] === gen)) group.append(h('option', { value: name }, name));
    gpuSel.append(group);
  }
}

/** The listing's rows: entries with their byte offsets, and the errors, in line order. */
function rowsOf(x: Explained): Row[] {
  const out: Row[] = [];
  let offset = 0;
  x.entries.forEach((e, i) => {
    if (e.kind === 'inst') out.push({ line: e.line, kind: 'inst', offset, words: e.view.words, text: e.view.text, entry: i, ...(e.view.jump === undefined ? {} : { target: offset + e.view.jump }) });
    else out.push({ line: e.line, kind: 'data', offset, bytes: e.bytes, text: e.text, entry: i });
    offset += e.kind === 'inst' ? 4 * e.view.words.length : e.bytes.length;
  });
  for (const d of x.diagnostics) out.push({ line: d.line, kind: d.kind, text: `${d.kind}: ${d.message}` });
  return out.sort((a, b) => a.line - b.line); // stable: an instruction before a warning of its line
}

function render(): void {
  const t0 = performance.now();
  const k = key();
  if (k === renderedFor) return;
  const gen = resolveGpu(gpuSel.value)!;
  const known = memo.size;
  explained = explainSource(gpuSel.value, editor.text(), { detail: false, memo });
  status.dataset.assembled = String(Math.max(0, memo.size - known)); // for the e2e test
  const t1 = performance.now();
  rows = rowsOf(explained);
  listing.setRows(rows);
  const t2 = performance.now();
  const found = showAnalysis(gen);
  const t2a = performance.now();
  editor.showDiagnostics([
    ...explained.diagnostics.map((d) => ({ line: d.line, col: d.col, kind: d.kind, message: located('input', d.line, d.col, d.kind, d.message) })),
    ...found,
  ]);
  const t2b = performance.now();
  const errors = explained.diagnostics.filter((d) => d.kind === 'error').length;
  const n = explained.entries.filter((e) => e.kind === 'inst').length;
  status.textContent = `${n} instruction${n === 1 ? '' : 's'} for ${GEN_INFO[gen].label}` + (errors ? `, ${errors} error${errors === 1 ? '' : 's'}` : '')
    + (found.length ? `, ${found.length} finding${found.length === 1 ? '' : 's'}` : '');
  renderedFor = k;
  selectLine(editor.cursorLine(), true);
  markStale();
  saveHashSoon();
  exportOut = undefined;
  const t3 = performance.now();
  performance.measure('gcnkit:explain', { start: t0, end: t1 });
  performance.measure('gcnkit:listing', { start: t1, end: t2 });
  performance.measure('gcnkit:analyze', { start: t2, end: t2a });
  performance.measure('gcnkit:diagnostics', { start: t2a, end: t2b }); // the editor's errors and findings
  performance.measure('gcnkit:render', { start: t0, end: t3 });
  if (changedAt !== undefined) {
    // Edit to rendered (the page's work), and edit to the next frame (layout and paint included).
    const start = changedAt;
    performance.measure('gcnkit:edit-to-render', { start, end: t3 });
    requestAnimationFrame(() => performance.measure('gcnkit:edit-to-frame', { start, end: performance.now() }));
  }
  changedAt = undefined;
}

/**
 * The analysis panel for the current rows, and its findings as editor diagnostics (an analysis
 * bug shows as a message, never breaks the page).
 */
function showAnalysis(gen: Gen): EditorDiag[] {
  try {
    const t = performance.now();
    const x = analyzeRows(gpuSel.value, gen, rows);
    performance.measure('gcnkit:analyze-code', { start: t }); // the analysis alone; gcnkit:analyze adds the panel's drawing
    analysisOut.replaceChildren(...analysisView(x, (line) => selectLine(line, true)));
    const doc = editor.view.state.doc;
    return findingDiags(x, (line) => (line <= doc.lines ? doc.line(line).text : ''));
  } catch (e) {
    analysisOut.replaceChildren(h('p', { class: 'hint error' }, `analysis failed: ${(e as Error).message}`));
    return [];
  }
}

let frame: number | undefined;
/** Render once per frame however many edits arrive (a paste, fast typing). */
function scheduleRender(): void {
  frame ??= requestAnimationFrame(() => {
    frame = undefined;
    render();
  });
}

/** Select the listing row of an input line (the instruction on it, else the nearest one before it). */
function selectLine(line: number, force = false): void {
  let best = rows.length ? 0 : -1;
  for (let i = 0; i < rows.length && rows[i].line <= line; i++) {
    if (rows[i].line > rows[best].line || (rows[i].kind === 'inst' && rows[best].kind !== 'inst')) best = i;
  }
  if (best === listing.selected && !force) return;
  listing.select(best, true, false);
  showCard(best);
}

function showCard(i: number, focusBit?: number): void {
  const r = rows[i];
  const e = r?.entry !== undefined ? explained.entries[r.entry] : undefined;
  if (!e || e.kind !== 'inst') {
    out.replaceChildren(r ? h('p', { class: `hint ${r.kind}` }, `line ${r.line}: ${r.text}`) : h('p', { class: 'hint' }, 'Nothing to show: type an instruction above.'));
    return;
  }
  const v = explainWords(e.view.on, e.view.words, 0);
  out.replaceChildren(instrCard(e, r.entry!, v, focusBit));
}

/** Highlight a field's bits and tokens together (hover or keyboard focus). */
function highlight(target: EventTarget | null, on: boolean): void {
  if (!(target instanceof Element)) return;
  const card = target.closest('article.inst');
  const fieldEl = target.closest('[data-field]');
  const tok = target.closest('.tok');
  if (!card || (!fieldEl && !tok)) return;
  const fields = fieldEl ? [fieldEl.getAttribute('data-field')!] : tok!.getAttribute('data-fields')!.split(' ');
  for (const f of fields) {
    for (const el of card.querySelectorAll(`[data-field="${f}"]`)) el.classList.toggle('hl', on);
    for (const el of card.querySelectorAll('.tok')) if (el.getAttribute('data-fields')!.split(' ').includes(f)) el.classList.toggle('hl', on);
  }
}

/** Flip a bit: one undoable edit of the input, the card kept on the same instruction and bit. */
function flip(entry: number, bit: number): void {
  render(); // the entries must be those of the current text
  const e = explained.entries[entry] as InstEntry;
  const lines = editor.text().split('\n');
  const prefix = e.from === 'hex' ? editor.asmPrefix(e.line) : undefined;
  const [edit] = flipEdits(lines, explained, entry, bit, prefix);
  const becameHex = e.from === 'asm' && isHexLine(edit.text);
  const at = lines[e.line - 1].toLowerCase().indexOf(e.view.mnemonic ?? '\0');
  const old = lines[e.line - 1];
  editor.replaceLine(edit.line, edit.text, {
    ...(becameHex ? { mark: at > 0 ? old.slice(0, at) : old.slice(0, old.length - old.trimStart().length) } : {}),
    unmark: e.from === 'hex' && !isHexLine(edit.text),
  });
  render();
  const i = rows.findIndex((r) => r.kind === 'inst' && r.line === e.line && (e.from === 'asm' || r.offset === rowOffset(entry)));
  listing.select(i >= 0 ? i : listing.selected, true, false);
  showCard(listing.selected, bit);
  out.querySelector<HTMLButtonElement>(`button.bit[data-bit="${bit}"]`)?.focus();
}

function rowOffset(entry: number): number | undefined {
  return rows.find((r) => r.entry === entry)?.offset;
}

function onBitClick(ev: Event): void {
  const bit = (ev.target as Element).closest('button.bit');
  if (!bit) return;
  flip(Number(bit.getAttribute('data-entry')), Number(bit.getAttribute('data-bit')));
}

function onBitKey(ev: KeyboardEvent): void {
  const bit = (ev.target as Element).closest<HTMLButtonElement>('button.bit');
  const grid = bit?.closest<HTMLElement>('.bits');
  if (!bit || !grid) return;
  const next = moveFocus(grid, bit, ev.key);
  if (!next) return;
  ev.preventDefault();
  next.focus();
}

// ---- the simulator

function run(): void {
  render();
  const dumps = dump.value.split(/[\s,]+/).filter(Boolean);
  const source = editor.text();
  try {
    simOut.replaceChildren(runSim({ gpu: gpuSel.value, source, explained, hasHex: source.split('\n').some(isHexLine), state: state.value, dumps }));
  } catch (e) {
    simOut.replaceChildren(h('pre', { class: 'diag error', role: 'alert' }, `simulator: ${e instanceof Error ? e.message : String(e)}`));
  }
  ranFor = key() + '\n' + state.value + '\n' + dump.value;
  markStale();
  saveHashSoon();
}

/** Results on screen for another input than the one now in the page are marked as such. */
function markStale(): void {
  const stale = ranFor !== undefined && ranFor !== key() + '\n' + state.value + '\n' + dump.value;
  simOut.classList.toggle('stale', stale);
  staleNote.hidden = !stale;
}

// ---- the permalink

/** The code object opened last (a link carries it). */
let openedObject: { name: string; bytes: Uint8Array } | undefined;
let hashTimer: ReturnType<typeof setTimeout> | undefined;
function saveHashSoon(): void {
  clearTimeout(hashTimer);
  hashTimer = setTimeout(() => void saveHash(), 150);
}

async function saveHash(): Promise<void> {
  const ran = ranFor !== undefined && !simOut.classList.contains('stale');
  // The opened object goes with the link (up to LINK_OBJECT_MAX bytes; past it the link says so).
  const obj = openedObject && openedObject.bytes.length <= LINK_OBJECT_MAX ? { object: { name: openedObject.name, data: objectData(openedObject.bytes) } } : {};
  const hash = await writeHash({
    gpu: gpuSel.value, src: editor.text(),
    ...(state.value !== EXAMPLE_STATE ? { state: state.value } : {}),
    ...(dump.value !== EXAMPLE_DUMP ? { dump: dump.value } : {}),
    ...(ran ? { run: true } : {}),
    ...obj,
  });
  if (location.hash !== hash) history.replaceState(null, '', hash);
  permalink.title = openedObject && !('object' in obj) ? `this link keeps the input but not ${openedObject.name}: objects over ${LINK_OBJECT_MAX / 1024} KiB do not fit in a link` : '';
  permalink.href = hash;
  permalink.dataset.ready = 'true';
}

async function restore(hash: string): Promise<void> {
  const s = await readHash(hash);
  if (s.object) showObject(s.object.name, objectBytes(s.object.data));
  gpuSel.value = s.gpu && resolveGpu(s.gpu) ? s.gpu.toLowerCase() : 'gfx900';
  editor.setText(s.src ?? DEFAULT_SRC, 'input.restore');
  state.value = s.state ?? EXAMPLE_STATE;
  dump.value = s.dump ?? EXAMPLE_DUMP;
  ranFor = undefined;
  simOut.replaceChildren();
  render();
  if (s.run) run();
}

// ---- export

let exportOut: string | undefined;
function exported(): string {
  return (exportOut ??= exportText(rows, exportFormat.value as ExportFormat));
}

async function copy(): Promise<void> {
  const text = exported();
  const note = byId('copied');
  try {
    await navigator.clipboard.writeText(text);
    note.textContent = `copied ${text.split('\n').length - 1} lines`;
  } catch {
    note.textContent = 'the browser refused the clipboard';
  }
}

// ---- wiring

fillGpus();
// Before the first restore: a link may carry a code object for it.
const kernels = new KernelPanel(locate, () => editor.text());
await restore(location.hash);
gpuSel.addEventListener('change', () => {
  changedAt = performance.now();
  render();
});
state.addEventListener('input', () => { markStale(); saveHashSoon(); });
dump.addEventListener('input', () => { markStale(); saveHashSoon(); });
out.addEventListener('click', onBitClick);
out.addEventListener('keydown', onBitKey);
for (const [type, on] of [['mouseover', true], ['mouseout', false], ['focusin', true], ['focusout', false]] as const) out.addEventListener(type, (e) => highlight(e.target, on));
// Hovering a listing row previews its card; leaving the listing shows the selected one again.
const listingEl = byId('listing');
let hoverTimer: ReturnType<typeof setTimeout> | undefined;
let previewing = -1;
listingEl.addEventListener('mouseover', (e) => {
  const row = (e.target as Element).closest<HTMLElement>('.lrow');
  clearTimeout(hoverTimer);
  if (!row) return;
  hoverTimer = setTimeout(() => {
    const i = Number(row.dataset.row);
    if (i !== previewing) showCard((previewing = i));
  }, 120);
});
listingEl.addEventListener('mouseleave', () => {
  clearTimeout(hoverTimer);
  if (previewing >= 0 && previewing !== listing.selected) showCard(listing.selected);
  previewing = -1;
});
byId('run').addEventListener('click', run);
/** A located message about the input (a hazard, a run error) clicked: its line selected. */
function locate(line: number): void {
  render();
  editor.goToLine(line);
}
simOut.addEventListener('click', (e) => {
  const d = (e.target as Element).closest<HTMLElement>('pre.diag[data-file=input]');
  if (d) locate(Number(d.dataset.line));
});
byId('copy').addEventListener('click', () => void copy());
exportFormat.addEventListener('change', () => { exportOut = undefined; });
download.addEventListener('click', () => {
  render();
  URL.revokeObjectURL(download.href);
  download.href = binaryUrl(explained);
});
/** A code object: its listing in the object panel, its code (hex) in the input, its GPU selected. */
async function openFile(file: File): Promise<void> {
  const opened = showObject(file.name, new Uint8Array(await file.arrayBuffer()));
  if (opened.gpu && opened.hex !== undefined) {
    gpuSel.value = opened.gpu;
    editor.setText(opened.hex);
    render();
  }
}
/** The object panel and the kernel runner for an object (opened, or from a link). */
function showObject(name: string, bytes: Uint8Array): ReturnType<typeof openObject> {
  const opened = openObject(name, bytes);
  openedObject = { name, bytes };
  byId('object-out').replaceChildren(opened.panel);
  kernels.open(name, opened);
  return opened;
}
const objectFile = byId<HTMLInputElement>('object-file');
// The chooser is emptied once read, so choosing the same file again (after editing its code) opens it again.
objectFile.addEventListener('change', () => {
  const f = objectFile.files?.[0];
  objectFile.value = '';
  if (f) void openFile(f);
});
document.addEventListener('dragover', (e) => e.preventDefault());
document.addEventListener('drop', (e) => {
  const f = e.dataTransfer?.files[0];
  if (!f) return;
  e.preventDefault();
  void openFile(f);
});
byId('example').addEventListener('click', () => {
  const text = editor.text();
  if (text.trim() && text !== DEFAULT_SRC && text !== EXAMPLE_PROGRAM
    && !confirm('Replace your input with the example program? (Ctrl+Z in the input brings yours back.)')) return;
  gpuSel.value = EXAMPLE_GPU;
  editor.setText(EXAMPLE_PROGRAM);
  state.value = EXAMPLE_STATE;
  dump.value = EXAMPLE_DUMP;
  render();
  run();
});
window.addEventListener('hashchange', () => {
  // A link to a place in the page (#listing) is not a page state.
  if (location.hash === permalink.getAttribute('href') || !/^#(z=|.*\bsrc=)/.test(location.hash)) return;
  void restore(location.hash);
});
// The skip link moves the focus without touching the hash (which holds the page state).
byId('skip').addEventListener('click', (e) => {
  e.preventDefault();
  byId('listing').focus();
});
