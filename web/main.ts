// The explorer page: input and GPU in, instructions (text, hex, bit fields, other generations)
// and located errors out; bit flips; the simulator panel; everything in the URL hash.
import { explainSource, flipBit, GEN_INFO, GENS, GPU_NAMES, isHexLine, resolveGpu, type Explained } from '../src/index.js';
import { diagBlock } from './diag.js';
import { byId, h } from './dom.js';
import { EXAMPLE_DUMP, EXAMPLE_GPU, EXAMPLE_PROGRAM, EXAMPLE_STATE } from './example.js';
import { dataRow, instrCard } from './instr.js';
import { readHash, writeHash } from './permalink.js';
import { runSim } from './sim-panel.js';
import { openObject } from './object-panel.js';

const DEFAULT_SRC = 'buffer_load_dword v1, v2, s[4:7], s1 offen offset:4 glc';

const gpuSel = byId<HTMLSelectElement>('gpu');
const src = byId<HTMLTextAreaElement>('src');
const out = byId<HTMLElement>('out');
const status = byId<HTMLElement>('status');
const permalink = byId<HTMLAnchorElement>('permalink');
const state = byId<HTMLTextAreaElement>('state');
const dump = byId<HTMLInputElement>('dump');
const simOut = byId<HTMLElement>('sim-out');

let explained: Explained = { entries: [], diagnostics: [] };

function fillGpus(): void {
  for (const gen of GENS) {
    const group = h('optgroup', { label: GEN_INFO[gen].label });
    for (const name of Object.keys(GPU_NAMES).filter((n) => GPU_NAMES[n] === gen)) group.append(h('option', { value: name }, name));
    gpuSel.append(group);
  }
}

function restore(hash: string): void {
  const s = readHash(hash);
  gpuSel.value = s.gpu && resolveGpu(s.gpu) ? s.gpu.toLowerCase() : 'gfx900';
  src.value = s.src ?? DEFAULT_SRC;
  state.value = s.state ?? EXAMPLE_STATE;
  dump.value = s.dump ?? EXAMPLE_DUMP;
}

function saveHash(): void {
  const hash = writeHash({
    gpu: gpuSel.value, src: src.value,
    ...(state.value !== EXAMPLE_STATE ? { state: state.value } : {}),
    ...(dump.value !== EXAMPLE_DUMP ? { dump: dump.value } : {}),
  });
  if (location.hash !== hash) history.replaceState(null, '', hash);
  permalink.href = hash;
}

function render(): void {
  explained = explainSource(gpuSel.value, src.value);
  const items: { line: number; el: HTMLElement }[] = [];
  explained.entries.forEach((e, i) => items.push({ line: e.line, el: e.kind === 'inst' ? instrCard(e, i) : dataRow(e) }));
  for (const d of explained.diagnostics) items.push({ line: d.line, el: diagBlock(d) });
  items.sort((a, b) => a.line - b.line); // stable: an instruction before a warning of its line
  out.replaceChildren(...items.map((x) => x.el));
  const errors = explained.diagnostics.filter((d) => d.kind === 'error').length;
  const n = explained.entries.filter((e) => e.kind === 'inst').length;
  status.textContent = `${n} instruction${n === 1 ? '' : 's'} for ${GEN_INFO[resolveGpu(gpuSel.value)!].label}` + (errors ? `, ${errors} error${errors === 1 ? '' : 's'}` : '');
  src.setAttribute('aria-invalid', String(errors > 0));
  saveHash();
}

let timer: ReturnType<typeof setTimeout> | undefined;
function renderSoon(): void {
  clearTimeout(timer);
  timer = setTimeout(render, 120);
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

function onBitClick(ev: Event): void {
  const bit = (ev.target as Element).closest('button.bit');
  if (!bit) return;
  const entry = Number(bit.getAttribute('data-entry'));
  const n = Number(bit.getAttribute('data-bit'));
  src.value = flipBit(src.value, explained, entry, n);
  render();
  out.querySelector<HTMLButtonElement>(`button.bit[data-entry="${entry}"][data-bit="${n}"]`)?.focus();
}

function run(): void {
  saveHash();
  const dumps = dump.value.split(/[\s,]+/).filter(Boolean);
  try {
    simOut.replaceChildren(runSim({ gpu: gpuSel.value, source: src.value, explained, hasHex: src.value.split('\n').some(isHexLine), state: state.value, dumps }));
  } catch (e) {
    simOut.replaceChildren(h('pre', { class: 'diag error', role: 'alert' }, `simulator: ${e instanceof Error ? e.message : String(e)}`));
  }
}

fillGpus();
restore(location.hash);
render();
src.addEventListener('input', () => {
  saveHash(); // the permalink is current even while the rendering waits for typing to pause
  renderSoon();
});
gpuSel.addEventListener('change', render);
state.addEventListener('input', saveHash);
dump.addEventListener('input', saveHash);
out.addEventListener('click', onBitClick);
for (const [type, on] of [['mouseover', true], ['mouseout', false], ['focusin', true], ['focusout', false]] as const) out.addEventListener(type, (e) => highlight(e.target, on));
byId('run').addEventListener('click', run);

/** A code object: its listing in the object panel, its code (hex) in the input, its GPU selected. */
async function openFile(file: File): Promise<void> {
  const opened = openObject(file.name, new Uint8Array(await file.arrayBuffer()));
  byId('object-out').replaceChildren(opened.panel);
  if (opened.gpu && opened.hex !== undefined) {
    gpuSel.value = opened.gpu;
    src.value = opened.hex;
    render();
  }
}
const objectFile = byId<HTMLInputElement>('object-file');
objectFile.addEventListener('change', () => { if (objectFile.files?.[0]) void openFile(objectFile.files[0]); });
document.addEventListener('dragover', (e) => e.preventDefault());
document.addEventListener('drop', (e) => {
  const f = e.dataTransfer?.files[0];
  if (!f) return;
  e.preventDefault();
  void openFile(f);
});
byId('example').addEventListener('click', () => {
  gpuSel.value = EXAMPLE_GPU;
  src.value = EXAMPLE_PROGRAM;
  state.value = EXAMPLE_STATE;
  dump.value = EXAMPLE_DUMP;
  render();
  run();
});
window.addEventListener('hashchange', () => {
  if (location.hash === permalink.getAttribute('href')) return;
  restore(location.hash);
  render();
});
