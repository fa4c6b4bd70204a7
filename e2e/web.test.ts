/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// End to end: the built explorer (dist/web, npm run web:build) in Debian's Chromium, headless,
// served by the repo's static server. Run with npm run test:e2e (not part of npm test).
// Screenshots go to test-output/web-*.png; timings are printed and asserted.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { serveStatic, type Served } from '../scripts/static-server.js';
import { decodeRange, readCodeObject } from '../src/index.js';
import { ROOT, WEB_DIR } from '../scripts/web-build.js';

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const OUT = join(ROOT, 'test-output');
const SIM_LANDED = existsSync(join(ROOT, 'src/sim/index.ts'));

let served: Served;
let profile: string;
let browser: BrowserContext;
let page: Page;
const pageErrors: string[] = [];
const shots: string[] = [];

before(async () => {
  assert.ok(existsSync(CHROMIUM), `${CHROMIUM} missing: apt-get install -y chromium`);
  assert.ok(existsSync(join(WEB_DIR, 'main.js')), 'dist/web not built: npm run web:build');
  served = await serveStatic(WEB_DIR);
  profile = mkdtempSync(join(tmpdir(), 'gcnkit-e2e-'));
  browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true,
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
    viewport: { width: 1280, height: 900 }, acceptDownloads: true,
  });
  await browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: served.url.replace(/\/$/, '') });
  page = browser.pages()[0] ?? (await browser.newPage());
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP ${e.violatedDirective}: ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${(e.target as Element | null)?.outerHTML?.slice(0, 120) ?? ''}`)));
  page.on('console', (m) => { if (m.type() === 'error') pageErrors.push(m.text()); });
  page.on('request', (r) => { if (!r.url().startsWith(served.url) && !/^(data|blob):/.test(r.url())) pageErrors.push(`external request ${r.url()}`); });
  await page.goto(served.url);
  mkdirSync(OUT, { recursive: true });
});

after(async () => {
  await browser?.close();
  await served?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
  if (shots.length) console.log(`screenshots:\n  ${shots.join('\n  ')}`);
});

async function shot(name: string): Promise<void> {
  const path = join(OUT, `web-${name}.png`);
  await page.screenshot({ path, fullPage: true });
  shots.push(path);
}

/** Field name -> value shown, for the selected instruction's card. */
async function fieldValues(): Promise<Record<string, string>> {
  return page.locator('article.inst').evaluate((card) => {
    const out: Record<string, string> = {};
    for (const f of card.querySelectorAll('.field:not(.cont)')) out[f.querySelector('.fname')!.textContent!] = f.querySelector('.fval')!.textContent!;
    return out;
  });
}

const editor = () => page.locator('.cm-content');
const cardText = () => page.locator('article.inst [data-testid=text]');
const status = () => page.locator('#status');

/** The input as the editor holds it (a short input: every line is drawn). */
async function input(): Promise<string> {
  return (await page.locator('.cm-line').allTextContents()).join('\n');
}

/** Replace the input with `text`: select all, then a paste event carrying the text, as Ctrl+V gives. */
async function paste(gpu: string, text: string): Promise<void> {
  await page.selectOption('#gpu', gpu);
  await editor().click();
  await page.keyboard.press('Control+a');
  await editor().evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

async function type(gpu: string, text: string): Promise<void> {
  await paste(gpu, '');
  await page.keyboard.type(text, { delay: 0 });
}

async function lastMeasure(name: string): Promise<number> {
  return page.evaluate((n) => performance.getEntriesByName(n).at(-1)?.duration ?? NaN, name);
}

async function settle(): Promise<void> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

test('typing an instruction lists it and shows its card: text, hex, fields, the token of a hovered field', async () => {
  await type('gfx900', 'buffer_load_dword v1, v2, s[4:7], s1 offen offset:4 glc');
  await cardText().filter({ hasText: /^buffer_load_dword v1, v2, s\[4:7\], s1 offen offset:4 glc$/ }).waitFor();
  assert.equal(await page.locator('article.inst [data-testid=hex]').textContent(), 'e0505004 01010102');
  assert.deepEqual(await page.locator('.lrow').allTextContents(), ['10000e0505004 01010102buffer_load_dword v1, v2, s[4:7], s1 offen offset:4 glc']);
  const f = await fieldValues();
  assert.deepEqual([f.offset, f.offen, f.idxen, f.glc, f.op, f.enc, f.vaddr, f.vdata, f.srsrc, f.soffset, f.tfe], ['4', '1', '0', '1', '0x14', '0x38', '2', '1', '1', '1', '0']);
  await page.locator('article.inst .field', { hasText: 'offset' }).first().hover();
  assert.deepEqual(await page.locator('article.inst .tok.hl').allTextContents(), ['offset:4']);
  const rows = await page.locator('article.inst .elsewhere tbody tr:not(.changes)').allTextContents();
  assert.match(rows[0], /GCN 1\.0MUBUFop 0xce0305004 01010102/);
});

test('editor: line numbers; errors per line under the line, for hex and assembly alike', async () => {
  await paste('tahiti', 'c0020302\nc002030 c0020302 ; bad token\nc0020303\ns_nop 0\nbuffer_load_dword v1, v2, s[4:7], s1 offen ofset:4');
  await status().filter({ hasText: '3 instructions for GCN 1.0, 2 errors' }).waitFor();
  assert.deepEqual(await page.locator('.cm-lineNumbers .cm-gutterElement').evaluateAll((els) => els.filter((e) => (e as HTMLElement).style.visibility !== 'hidden').map((e) => e.textContent)), ['1', '2', '3', '4', '5']);
  assert.deepEqual(await page.locator('.cm-diag').allTextContents(), [
    "input:2:1: error: bad hex token 'c002030': expected a byte (0xNN) or an 8-digit dword",
    // An analysis finding is a warning among the errors, in line order: the two loads of s4 can land in either order.
    'input:3:1: warning: wait: overwrites s4 while the result of s_load_dword (0x000000) is in flight on some path: add "s_waitcnt lgkmcnt(0)" before this line (fix: s_waitcnt lgkmcnt(0); the other instruction is on line 1)',
    "input:5:44: error: unknown modifier 'ofset:4'",
  ]);
  assert.deepEqual(await page.locator('.cm-mark-error').allTextContents(), ['c002030', 'ofset:4']);
  assert.deepEqual(await page.locator('.lrow .ltext').allTextContents(), [
    's_load_dword s4, s[2:3], 0x2', "error: bad hex token 'c002030': expected a byte (0xNN) or an 8-digit dword", 's_load_dword s4, s[2:3], 0x3', 's_nop 0',
    "error: unknown modifier 'ofset:4'",
  ]);
  await shot('errors-1280-light');
});

test('bit flips: click, Enter and Space; hex stays hex, in place; one Tab stop per grid, arrow keys inside', async () => {
  await paste('tahiti', 'c0020302 // a comment');
  await cardText().filter({ hasText: /^s_load_dword s4, s\[2:3\], 0x2$/ }).waitFor();
  const f = await fieldValues();
  assert.deepEqual([f.offset, f.imm, f.sbase, f.sdst, f.op, f.enc], ['2', '1', '1', '4', '0', '0x18']);
  // sdst (bits 15-21) crosses the 16-bit rows: one label, not two.
  assert.equal(await page.locator('article.inst .field:not(.cont) .fname', { hasText: /^sdst$/ }).count(), 1);
  await page.click('button.bit[data-bit="8"]'); // IMM: the offset becomes the register s2
  await cardText().filter({ hasText: /^s_load_dword s4, s\[2:3\], s2$/ }).waitFor();
  assert.equal(await input(), 'c0020202 // a comment');
  assert.equal(await page.locator(':focus').getAttribute('data-bit'), '8');
  // Roving tabindex: only the focused bit is in the Tab order; arrows move inside the grid.
  assert.equal(await page.locator('article.inst button.bit[tabindex="0"]').count(), 1);
  await page.keyboard.press('ArrowLeft'); // bit 9 (higher bits are to the left)
  assert.equal(await page.locator(':focus').getAttribute('data-bit'), '9');
  await page.keyboard.press('ArrowUp'); // the row above: bits 31..16
  assert.equal(await page.locator(':focus').getAttribute('data-bit'), '25');
  await page.keyboard.press('Home');
  assert.equal(await page.locator(':focus').getAttribute('data-bit'), '31');
  for (let b = 31; b > 16; b--) await page.keyboard.press('ArrowRight');
  assert.equal(await page.locator(':focus').getAttribute('data-bit'), '16'); // SDST bit 1: s4 -> s6
  const ring = await page.locator(':focus').evaluate((el) => getComputedStyle(el).outlineWidth);
  assert.equal(ring, '3px');
  await page.keyboard.press('Enter');
  await cardText().filter({ hasText: /^s_load_dword s6, s\[2:3\], s2$/ }).waitFor();
  assert.equal(await page.locator(':focus').getAttribute('data-bit'), '16');
  await page.keyboard.press(' ');
  await cardText().filter({ hasText: /^s_load_dword s4, s\[2:3\], s2$/ }).waitFor();
  await page.keyboard.press('Tab'); // out of the grid in one step
  assert.equal(await page.locator(':focus').evaluate((el) => el.classList.contains('bit')), false);
});

test('flips keep the comment and label; assembly that went hex comes back as text; Ctrl+Z / Ctrl+Shift+Z undo and redo flips and typing', async () => {
  await paste('gfx900', 'x: buffer_load_dword v1, v2, s[4:7], s1 offen offset:4 glc ; load');
  await cardText().filter({ hasText: /glc$/ }).waitFor();
  await page.click('button.bit[data-bit="14"]'); // glc off
  await cardText().filter({ hasText: /offset:4$/ }).waitFor();
  assert.equal(await input(), 'x: buffer_load_dword v1, v2, s[4:7], s1 offen offset:4     ; load');
  await page.click('button.bit[data-bit="15"]'); // addr64 with offen: no text on GCN 1.4 -> hex
  await page.locator('.lrow .ltext', { hasText: /^\.long/ }).first().waitFor();
  assert.match(await input(), /^e0509004 01010102 +; load$/);
  await page.click('button.bit[data-bit="15"]'); // back: text again, label and comment kept
  await cardText().filter({ hasText: /offset:4$/ }).waitFor();
  assert.equal(await input(), 'x: buffer_load_dword v1, v2, s[4:7], s1 offen offset:4     ; load');
  await editor().click();
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await cardText().filter({ hasText: /glc$/ }).waitFor();
  assert.equal(await input(), 'x: buffer_load_dword v1, v2, s[4:7], s1 offen offset:4 glc ; load');
  await page.keyboard.press('Control+Shift+Z');
  await cardText().filter({ hasText: /offset:4$/ }).waitFor();
  await page.keyboard.press('End');
  await page.keyboard.type(' x');
  await page.keyboard.press('Control+z');
  assert.equal(await input(), 'x: buffer_load_dword v1, v2, s[4:7], s1 offen offset:4     ; load');
});

test('the example asks before it replaces the input, and Ctrl+Z brings the input back', { skip: !SIM_LANDED && 'src/sim/index.ts has not landed' }, async () => {
  await paste('gfx900', 's_nop 1');
  await status().filter({ hasText: '1 instruction' }).waitFor();
  page.once('dialog', (d) => void d.dismiss());
  await page.click('#example');
  assert.equal(await input(), 's_nop 1');
  page.once('dialog', (d) => void d.accept());
  await page.click('#example');
  const result = page.locator('[data-testid=sim-result]');
  await result.waitFor();
  const dump = await result.locator('.dwords', { hasText: '0x2100:8' }).textContent();
  assert.match(dump!, /00000001 00000002 00000003 00000004 00000005 00000006 00000007 00000008/);
  assert.match((await result.locator('pre.diag.warning').first().textContent())!, /input:7:\d+: warning: s8/);
  await result.locator('pre.diag.warning').first().click(); // a hazard clicked selects its line
  await page.locator('.lrow[aria-selected=true][data-line="7"]').waitFor();
  assert.ok(await page.locator('#stale').isHidden());
  await shot('sim-1280-light');
  await editor().click();
  await page.keyboard.press('Control+z');
  assert.equal(await input(), 's_nop 1');
  // The results are for the example, no longer for the input: marked stale.
  await page.locator('#stale').waitFor();
  assert.ok(await page.locator('#sim-out.stale').isVisible());
});

test('permalinks restore the input, GPU and state and re-run the simulator; the first format still reads', { skip: !SIM_LANDED && 'src/sim/index.ts has not landed' }, async () => {
  const src = 'flat_load_dword v1, v[2:3] glc\ne0501000 80010201';
  await paste('tonga', src);
  await page.locator('.lrow').nth(1).filter({ hasText: 'buffer_load_dword v2, v1, s[4:7], 0 offen' }).waitFor();
  await page.fill('#state', '{ "vgpr": { "v2": 64 } }');
  await page.fill('#dump', '0x40:2');
  await page.click('#run');
  await page.locator('[data-testid=sim-result]').waitFor();
  await page.waitForFunction(() => document.querySelector<HTMLAnchorElement>('#permalink')!.getAttribute('href')!.length > 3 && !document.querySelector('#sim-out.stale'));
  await page.waitForTimeout(300); // the hash is written 150 ms after the last change
  const href = (await page.getAttribute('#permalink', 'href'))!;
  const old = '#' + new URLSearchParams({ gpu: 'tonga', src, state: '{ "vgpr": { "v2": 64 } }', dump: '0x40:2' }).toString();
  assert.equal(href, old + '&run=1'); // two lines: the plain form is the shorter
  console.log(`permalink: ${href.length} characters (the first format: ${old.length})`);
  await page.goto('about:blank');
  await page.goto(served.url + href);
  await page.locator('[data-testid=sim-result]').waitFor(); // re-run on arrival
  assert.equal(await page.inputValue('#gpu'), 'tonga');
  assert.equal(await input(), src);
  assert.equal(await page.inputValue('#state'), '{ "vgpr": { "v2": 64 } }');
  assert.equal(await page.inputValue('#dump'), '0x40:2');
  assert.match((await page.locator('[data-testid=sim-result] .dwords', { hasText: '0x40:2' }).textContent())!, /0x40:2/);
  await page.goto('about:blank');
  await page.goto(served.url + old);
  await status().filter({ hasText: '2 instructions for GCN 1.2' }).waitFor();
  assert.equal(await input(), src);
  assert.deepEqual(await page.locator('.lrow .ltext').allTextContents(), ['flat_load_dword v1, v[2:3] glc', 'buffer_load_dword v2, v1, s[4:7], 0 offen']);
});

test('listing: export as llvm-mc listing and .long lines (copied), raw binary download; the cursor selects the card', async () => {
  await paste('tahiti', 's_load_dword s4, s[2:3], 0x2\n.long 5\nc0020303');
  await status().filter({ hasText: '2 instructions' }).waitFor();
  await page.selectOption('#export-format', 'llvm');
  await page.click('#copy');
  await page.locator('#copied', { hasText: 'copied 3 lines' }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), '\ts_load_dword s4, s[2:3], 0x2 ; encoding: [0x02,0x03,0x02,0xc0]\n\t.long 0x00000005\n\ts_load_dword s4, s[2:3], 0x3 ; encoding: [0x03,0x03,0x02,0xc0]\n');
  await page.selectOption('#export-format', 'long');
  await page.click('#copy');
  await page.locator('#copied', { hasText: 'copied 3 lines' }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), '.long 0xc0020302 // 0000: s_load_dword s4, s[2:3], 0x2\n.byte 0x05, 0x00, 0x00, 0x00\n.long 0xc0020303 // 0008: s_load_dword s4, s[2:3], 0x3\n');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download')]);
  const bytes = readFileSync((await download.path())!);
  assert.deepEqual([...bytes], [0x02, 0x03, 0x02, 0xc0, 5, 0, 0, 0, 0x03, 0x03, 0x02, 0xc0]);
  // The editor's cursor on line 3 selects that instruction's card; the arrow keys in the listing too.
  await editor().click();
  await page.keyboard.press('Control+End');
  await cardText().filter({ hasText: '0x3' }).waitFor();
  await page.focus('#listing');
  await page.keyboard.press('Home');
  await cardText().filter({ hasText: '0x2' }).waitFor();
  // Hovering a row previews its card; leaving the listing brings the selected one back.
  await page.locator('.lrow').nth(2).hover();
  await cardText().filter({ hasText: '0x3' }).waitFor();
  await page.locator('#copy').hover();
  await cardText().filter({ hasText: '0x2' }).waitFor();
});

test('large inputs: a keystroke in 1,000 lines assembles one line; 10,000 lines draw only the rows in view (times printed)', async () => {
  // Distinct lines (registers and offsets vary), as a real program has.
  const line = (i: number): string => [
    `s_load_dword s${i % 100}, s[0:1], 0x${i.toString(16)}`, `buffer_load_dword v${i % 200}, v2, s[4:7], s1 offen offset:${i % 4096} glc`, 's_waitcnt vmcnt(0)',
    `flat_load_dword v${i % 250}, v[2:3] glc`, 'e0505004 01010102', `s_mov_b32 s${i % 90}, s1`, `v_add_f32 v${i % 256}, v2, v3`, `s_nop ${i % 8}`][i % 8];
  const prog = (n: number, from = 0): string => Array.from({ length: n }, (_, i) => line(from + i)).join('\n');
  // The times are printed, never asserted (speed is measured by npm run bench, not by timed tests:
  // on this 2-core machine a quiet 10,000-line render took 312-337 ms against a 300 ms budget, on
  // the code of this session's start as well); what makes them small is asserted instead: a
  // keystroke assembles one line, and only the listing rows in view are drawn.
  const [load] = loadavg();
  await paste('gfx900', prog(1000));
  await status().filter({ hasText: '1000 instructions' }).waitFor();
  await page.keyboard.press('Control+End');
  const keys: number[] = [];
  const assembled: string[] = [];
  for (const k of ['Enter', 's', '_', 'n', 'o', 'p', ' ', '1']) {
    await page.keyboard.press(k);
    await settle();
    keys.push(await lastMeasure('gcnkit:edit-to-render'));
    assembled.push((await status().getAttribute('data-assembled'))!);
  }
  await status().filter({ hasText: '1001 instructions' }).waitFor();
  const frame = await lastMeasure('gcnkit:edit-to-frame');
  const worst = Math.max(...keys);
  console.log(`keystroke in 1,000 lines: edit to rendered ${keys.map((k) => k.toFixed(1)).join(', ')} ms (worst ${worst.toFixed(1)}); to the next frame ${frame.toFixed(1)} ms; load ${load.toFixed(1)} on ${cpus().length} cpus`);
  assert.deepEqual(assembled, ['0', '1', '1', '1', '1', '1', '1', '1']); // Enter adds a blank line: nothing to assemble
  // Its permalink: compressed (#z=...), a fraction of the first format's length.
  const text = prog(1000) + '\ns_nop 1';
  const plain = '#' + new URLSearchParams({ gpu: 'gfx900', src: text }).toString();
  await page.waitForFunction((n) => document.querySelector('#permalink')!.getAttribute('href')!.startsWith('#z=') && n, plain.length);
  await page.waitForTimeout(300);
  const href = (await page.getAttribute('#permalink', 'href'))!;
  console.log(`permalink of 1,001 lines: ${href.length} characters (the first format: ${plain.length})`);
  assert.ok(href.length * 4 < plain.length, 'the compressed permalink is short');
  await paste('gfx900', prog(10000, 1000));
  await status().filter({ hasText: '10000 instructions' }).waitFor();
  await settle();
  const render = await lastMeasure('gcnkit:edit-to-render');
  const painted = await lastMeasure('gcnkit:edit-to-frame');
  const [explain, listing, own] = [await lastMeasure('gcnkit:explain'), await lastMeasure('gcnkit:listing'), await lastMeasure('gcnkit:render')];
  console.log(`10,000 lines: edit to rendered ${render.toFixed(1)} ms (the page's render ${own.toFixed(1)}: explain ${explain.toFixed(1)}, listing ${listing.toFixed(1)}), to the next frame ${painted.toFixed(1)} ms; load ${loadavg()[0].toFixed(1)}`);
  assert.ok((await page.locator('.lrow').count()) < 100, 'only the rows in view are drawn');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  assert.ok(height < 4000, `the page stays compact (${height}px)`);
  assert.equal(await page.locator('ul.findings li').count(), 50, 'the panel lists the first 50 findings; the editor marks them all');
  await shot('large-1280-light');
});

test('keyboard: a skip link first; at 390 px, light and dark, field labels are whole', async () => {
  await paste('gfx900', 'buffer_load_dword v1, v2, s[4:7], s1 offen offset:4 glc slc');
  await cardText().filter({ hasText: /slc$/ }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  assert.equal(await page.locator(':focus').textContent(), 'Skip to the listing');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'listing');
  assert.match(await input(), /glc slc$/); // the input is still there
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await settle();
      // Every label is whole: its text fits its box (no "i…").
      const cut = await page.locator('article.inst .fname').evaluateAll((els) => els.filter((e) => e.textContent && (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)).map((e) => e.textContent));
      assert.deepEqual(cut, [], `labels cut at ${width}px ${scheme}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `no sideways scrolling at ${width}px ${scheme} (${overflow}px)`);
      await shot(`card-${width}-${scheme}`);
    }
  }
  const bg = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  assert.equal(bg, 'rgb(21, 23, 26)'); // dark
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('other generations: what the same text and the same words mean there, and what changes (units, fields, names)', async () => {
  await paste('tahiti', 's_load_dword s4, s[0:1], 0x1');
  await cardText().filter({ hasText: /^s_load_dword s4, s\[0:1\], 0x1$/ }).waitFor();
  const tonga = page.locator('article.inst .elsewhere tr.changes[data-gen="gcn1.2"] li');
  const changes = await tonga.allTextContents();
  assert.ok(changes.includes('operand offset counts dwords (an offset of 0x1 is 4 bytes) here, bytes on GCN 1.2: the same text means another address'), changes.join('\n'));
  assert.ok(changes.includes('encoding SMRD (32-bit) becomes SMEM (64-bit)'));
  assert.ok(changes.includes('field sdst is called sdata on GCN 1.2'));
  assert.ok(changes.includes('sbase moves from bits 14:9 to bits 5:0 on GCN 1.2'));
  await paste('tahiti', 'buffer_load_dword v1, v2, s[4:7], s1 offen offset:4 glc');
  await cardText().filter({ hasText: /glc$/ }).waitFor();
  const row = page.locator('article.inst .elsewhere tr[data-gen="gcn1.2"]:not(.changes) td');
  assert.equal(await row.nth(4).textContent(), 'buffer_store_format_d16_x v1, v2, s[4:7], s1 offen offset:4 glc'); // the same bytes are a store there
  assert.deepEqual(await page.locator('article.inst .elsewhere tr.changes[data-gen="gcn1.2"] li').allTextContents(), ['modifier addr64 is not on GCN 1.2', 'slc moves from bit 54 to bit 17 on GCN 1.2']);
  await shot('generations-1280-light');
});

test('objdump lines that start with an address, plain byte dumps and 0b binary are input', async () => {
  await paste('tahiti', '   0:\t02 03 02 c0 \ts_load_dword s4, s[2:3], 0x2\n0000000000000004: C0020303\n02 03 02 c0\n0b11000000000000100000001100000010');
  await status().filter({ hasText: '4 instructions for GCN 1.0' }).waitFor();
  assert.deepEqual(await page.locator('.lrow .ltext').allTextContents(), ['s_load_dword s4, s[2:3], 0x2', 's_load_dword s4, s[2:3], 0x3', 's_load_dword s4, s[2:3], 0x2', 's_load_dword s4, s[2:3], 0x2']);
  assert.equal(await page.locator('.cm-diag-error').count(), 0);
  // The loads of s4 overwrite each other in flight: warnings, marked after the objdump address.
  assert.deepEqual(await page.locator('.cm-mark-warning').allTextContents(), ['C0020303', '02', '0b11000000000000100000001100000010']);
});

test('listing: a branch shows its target\'s offset; a click on it, or Enter on the row, selects the target', async () => {
  // s_cbranch_scc1 at offset 8 back to 0 (8 + 4 - 3 * 4); s_branch 0x100 at 0xc to 0x410, past the program.
  await paste('gfx900', 's_add_u32 s0, s0, 1\ns_cmp_lg_u32 s0, 8\ns_cbranch_scc1 65533\ns_branch 0x100\ns_endpgm');
  await status().filter({ hasText: '5 instructions for GCN 1.4' }).waitFor();
  assert.deepEqual(await page.locator('.lrow .loff').allTextContents(), ['0000', '0004', '0008', '000c', '0010']);
  assert.deepEqual(await page.locator('.lrow .ltarget').allTextContents(), ['→ 0000', '→ 0410']);
  assert.equal(await page.locator('.lrow .ltarget[data-to]').count(), 1, 'only a target in the program is a link');
  await page.locator('.lrow[data-line="3"] .ltarget').click();
  await page.locator('.lrow[aria-selected=true][data-line="1"]').waitFor();
  await page.locator('.lrow[data-line="3"] .ltext').click();
  await page.locator('.lrow[aria-selected=true][data-line="3"]').waitFor();
  await page.focus('#listing');
  await page.keyboard.press('Enter');
  await page.locator('.lrow[aria-selected=true][data-line="1"]').waitFor();
  await shot('branch-1280-light');
});

test('opening a code object shows its listing and puts its code in the input', async () => {
  const file = join(ROOT, 'test/objects/hsa/tonga/vadd.o');
  await page.locator('#object-file').setInputFiles(file);
  await page.locator('#object-listing').waitFor();
  assert.match(await page.locator('#object-summary').textContent() ?? '', /vadd\.o: gfx802 \(HSA code object v5, relocatable\), 2 kernels: vadd, saxpy/);
  const listing = await page.locator('#object-listing').textContent() ?? '';
  assert.match(listing, /\.amdhsa_kernel vadd\n\t\t\.amdhsa_group_segment_fixed_size 0/);
  // A branch target is a label the listing defines (named by its offset in .text); each instruction
  // line ends in llvm-objdump's address, dwords and the branch's target (gcnkit dis --print-address).
  const branch = /s_cbranch_execz (\.Ltext_[0-9a-f]+) +\/\/ [0-9A-F]{12}: BF88[0-9A-F]{4} <vadd\+0x[0-9a-f]+>\n/.exec(listing);
  assert.ok(branch, 'the branch prints with a label');
  assert.ok(listing.includes(`\n${branch[1]}:\n`), `${branch[1]} is defined`);
  assert.equal(await page.locator('#gpu').inputValue(), 'gfx802');
  await status().filter({ hasText: /instructions for GCN 1\.2/ }).waitFor();
  // The code as hex dwords: vadd's first two instructions (s_load_dword s1, s[4:5], 0x4; s_load_dword s0, s[6:7], 0x18).
  assert.match(await input(), /^c0020042 00000004\nc0020003 00000018\n/);
  const bad = join(ROOT, 'package.json');
  await page.locator('#object-file').setInputFiles(bad);
  await page.locator('#object-out pre.diag.error').waitFor();
  assert.match(await page.locator('#object-out pre.diag.error').textContent() ?? '', /package\.json:0x0: error: not an ELF file/);
});

test('the simulator panel runs a dropped code object\'s kernel: prefilled arguments, typed buffers, hex, located errors', async () => {
  await page.locator('#object-file').setInputFiles(join(ROOT, 'test/objects/hsa/gfx900/vadd.o'));
  await page.locator('#kernel-panel').waitFor();
  assert.deepEqual(await page.locator('#kernel option').allTextContents(), ['vadd', 'saxpy']);
  await page.selectOption('#kernel', 'saxpy');
  assert.match(JSON.parse(await page.inputValue('#kernel-args'))[0].scalar, /^float$/, 'saxpy starts with its float alpha');
  await page.selectOption('#kernel', 'vadd');
  assert.equal(await page.inputValue('#grid'), '256');
  assert.equal(await page.inputValue('#block'), '64');
  // The prefill follows the grid while it is not edited: one element per work-item, n = work-items.
  await page.fill('#grid', '100');
  const prefilled = JSON.parse(await page.inputValue('#kernel-args')) as { buffer?: string; data?: number[]; scalar?: string; value?: number }[];
  assert.deepEqual(prefilled.map((a) => [a.buffer ?? a.scalar, a.data?.length ?? a.value]), [['float', 100], ['float', 100], ['float', 100], ['uint', 100]]);
  // Our own arguments: 200 work-items in 4 workgroups of 64 (the last partial), n = 190.
  const n = 200;
  const a = Array.from({ length: n }, (_, i) => Math.fround(i * 0.37 - 20));
  const b = Array.from({ length: n }, (_, i) => Math.fround(1 / (i + 1)));
  const args = [{ buffer: 'float', data: a }, { buffer: 'float', data: b }, { buffer: 'float', data: new Array(n).fill(-1) }, { scalar: 'uint', value: n - 10 }];
  await page.fill('#grid', String(n));
  await page.fill('#kernel-args', JSON.stringify(args));
  await page.click('#kernel-run');
  const result = page.locator('[data-testid=kernel-result]');
  await result.waitFor();
  assert.match((await result.locator('[data-testid=kernel-counts]').textContent())!, /^ran vadd: 4 workgroups, 4 waves, \d+ instructions in \d+ ms$/);
  assert.equal(await result.locator('section', { hasText: 'Hazards' }).locator('p').textContent(), 'none');
  // Each value is shown as the shortest decimal that reads back to the same float.
  const c = (await result.locator('.kbuf[data-arg="2"] .v').allTextContents()).map((t) => Math.fround(Number(t)));
  assert.deepEqual(c, a.map((x, i) => (i < n - 10 ? Math.fround(x + b[i]) : -1)));
  assert.match((await result.locator('.kbuf[data-arg="2"] p').first().textContent())!, /arg 2 200 float \(800 bytes\)/);
  await page.check('#kernel-hex');
  assert.equal(await result.locator('.kbuf[data-arg="2"] .v').nth(n - 1).textContent(), '0xbf800000');
  const [download] = await Promise.all([page.waitForEvent('download'), result.locator('.kbuf[data-arg="2"] a').click()]);
  const bytes = readFileSync((await download.path())!);
  assert.deepEqual([...new Float32Array(bytes.buffer, bytes.byteOffset, n)], c);
  await shot('kernel-1280-light');
  await page.setViewportSize({ width: 390, height: 900 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `no sideways scrolling at 390px (${overflow}px)`);
  await page.setViewportSize({ width: 1280, height: 900 });
  // A wrong argument count: a located message at the arguments; the panel still runs afterwards.
  await page.fill('#kernel-args', JSON.stringify(args.slice(0, 3)));
  await page.click('#kernel-run');
  const err = page.locator('[data-testid=kernel-errors] pre.diag.error');
  await err.waitFor();
  assert.match((await err.textContent())!, /^args\.json:1:1: error: the kernel takes 4 argument\(s\) \(float\*, float\*, float\*, uint\), 3 given\n/);
  await page.fill('#grid', '64,x');
  await page.click('#kernel-run');
  assert.match((await err.textContent())!, /^grid:1:4: error: expected X\[,Y\[,Z\]\]/);
  // An error in the kernel's code (the step limit) points at its line in the input; a click selects it.
  await page.fill('#grid', String(n));
  await page.fill('#kernel-args', JSON.stringify(args));
  await page.fill('#kernel-steps', '10');
  await page.click('#kernel-run');
  await err.waitFor();
  const stop = (await err.textContent())!;
  const at = /^input:(\d+):1: error: the program did not end after 10 instructions/.exec(stop);
  assert.ok(at, stop);
  await err.click();
  await page.locator(`.lrow[aria-selected=true][data-line="${at[1]}"]`).waitFor();
  // A large grid runs in the worker: progress shows, the page answers, Cancel stops it.
  await page.fill('#kernel-steps', '1000000');
  await page.fill('#grid', String(1 << 24));
  await page.click('#kernel-run');
  await page.locator('#kernel-status', { hasText: /^running vadd: \d+ of 262144 workgroups$/ }).waitFor();
  assert.equal(await page.evaluate(() => 1 + 1), 2);
  await page.click('#kernel-cancel');
  await page.locator('#kernel-status', { hasText: 'cancelled' }).waitFor();
  assert.ok(await page.locator('#kernel-run').isEnabled());
  assert.ok(await page.locator('#kernel-progress').isHidden());
});

test('analysis: registers, occupancy, the CFG as a picture (a block click selects its line), the pressure strip; 5,000 lines analysed in time (printed)', async () => {
  await paste('gfx900', ['v_mov_b32 v0, 0', 'v_mov_b32 v1, 1', 'loop:', 'v_add_u32 v0, v0, v1', 's_sub_u32 s0, s0, 1',
    's_cmp_lg_u32 s0, 0', 's_cbranch_scc1 loop', 'global_store_dword v[2:3], v0, off', 's_endpgm'].join('\n'));
  await page.locator('#analysis-summary', { hasText: 'at most 4 live' }).waitFor();
  assert.match(await page.locator('#analysis-summary').textContent() ?? '', /^VGPRs: used 4, at most 4 live\. SGPRs: used 1 \(5 with VCC\/XNACK\/FLAT_SCRATCH\), at most 1 live\. Occupancy: 8 waves per SIMD \(limited by the work-group size, 1024 without metadata\)\. 3 blocks, 1 loop\.$/);
  assert.equal(await page.locator('svg.cfg g.block').count(), 3);
  assert.equal(await page.locator('svg.cfg path.edge.back').count(), 1);
  assert.equal(await page.locator('svg.pressure path.vgprs').count(), 1);
  await page.locator('svg.cfg g.block[data-block="1"]').click();
  assert.match(await cardText().textContent() ?? '', /^v_add_u32_e32 v0, v0, v1$/);
  await page.locator('svg.cfg g.block[data-block="2"]').focus();
  await page.keyboard.press('Enter');
  assert.match(await cardText().textContent() ?? '', /^global_store_dword v\[2:3\], v0, off$/);
  await shot('analysis');
  const big = Array.from({ length: 5000 }, (_, i) => (i % 50 === 49 ? `s_cbranch_scc1 ${-(i % 40) - 2}` : `v_add_u32 v${i % 200}, v${(i + 1) % 200}, v${(i + 7) % 200}`)).join('\n');
  await paste('gfx900', big);
  await status().filter({ hasText: /^5000 instructions/ }).waitFor();
  await settle();
  const ms = await lastMeasure('gcnkit:analyze');
  console.log(`analysis of 5,000 lines in the page: ${ms.toFixed(1)} ms (budget 200 ms; load ${loadavg()[0].toFixed(1)} on ${cpus().length} cores); editor diagnostics ${(await lastMeasure('gcnkit:diagnostics')).toFixed(1)} ms`);
  assert.equal(await page.locator('svg.cfg g.block').count(), 200); // each branch ends one block, each target starts one; the last line is a branch
});

test('clang -S output pasted lists without object-directive errors; an edited object runs with the edits and says so; its permalink keeps the object', async () => {
  // clang -S output: gcnkit asm --show-encoding lists it (llvm-mc 19's encodings); the page does the same.
  await paste('gfx900', readFileSync(join(ROOT, 'test/objects/hsa/gfx900/vadd.s'), 'utf8'));
  await settle();
  assert.doesNotMatch((await page.locator('body').textContent())!, /needs? --filetype obj|unknown directive/);
  // An object opened, then its code edited: the run is of the object made again with the edits
  // (src/objects/relist.ts), and the page says so.
  await page.locator('#object-file').setInputFiles(join(ROOT, 'test/objects/hsa/gfx900/vadd.o'));
  await page.locator('#kernel-panel').waitFor();
  await page.selectOption('#kernel', 'vadd');
  const n = 64;
  const a = Array.from({ length: n }, (_, i) => i * 3);
  const b = Array.from({ length: n }, (_, i) => i);
  await page.fill('#grid', String(n));
  await page.fill('#kernel-args', JSON.stringify([{ buffer: 'float', data: a }, { buffer: 'float', data: b }, { buffer: 'float', data: new Array(n).fill(0) }, { scalar: 'uint', value: n }]));
  const sums = async (): Promise<number[]> => {
    await page.click('#kernel-run');
    await page.locator('[data-testid=kernel-result]').waitFor();
    return (await page.locator('[data-testid=kernel-result] .kbuf[data-arg="2"] .v').allTextContents()).map(Number);
  };
  assert.deepEqual(await sums(), a.map((x, i) => x + b[i]));
  assert.ok(await page.locator('#kernel-edited').isHidden());
  // The input as the page opened it: the code, one instruction per line as hex dwords (web/object-panel.ts).
  const obj = readCodeObject(new Uint8Array(readFileSync(join(ROOT, 'test/objects/hsa/gfx900/vadd.o'))));
  const opened = decodeRange(obj, 0, obj.text!.size & ~3).map((i) => i.words.map((w) => w.toString(16).padStart(8, '0')).join(' ')).join('\n');
  // vadd's v_add_f32_e32 v2, v6, v7 (02040f06) made a subtraction, typed as text, with an s_nop 0 as hex before it.
  assert.match(opened, /\n02040f06\n/);
  await paste('gfx900', opened.replace('\n02040f06\n', '\nbf800000\nv_sub_f32 v2, v6, v7\n'));
  assert.deepEqual(await sums(), a.map((x, i) => x - b[i]));
  assert.match((await page.locator('#kernel-edited').textContent())!, /^This runs your edited code: vadd\.o's listing with your edits, assembled into an object/);
  // A line that does not assemble: located at the input's line, and no run.
  await paste('gfx900', opened.replace('\n02040f06\n', '\nv_sub_f32 v2, v6\n'));
  await page.click('#kernel-run');
  const line = opened.split('\n').indexOf('02040f06') + 1;
  assert.match((await page.locator('[data-testid=kernel-errors] pre.diag.error').textContent())!, new RegExp(`^input:${line}:\\d+: error: `));
  // The link of the text before (written 150 ms after its last change), then the link of the text after.
  await page.waitForTimeout(500);
  const earlier = await page.getAttribute('#permalink', 'href');
  await paste('gfx900', `${opened}\nbf800000`);
  // The permalink carries the object: a visit opens it again (its kernels offered), with the edited input.
  await page.waitForFunction((was) => { const h = document.querySelector('#permalink')!.getAttribute('href')!; return h.startsWith('#z=') && h !== was; }, earlier);
  await settle();
  const href = (await page.getAttribute('#permalink', 'href'))!;
  await page.goto('about:blank');
  await page.goto(served.url + href);
  await page.locator('#kernel-panel').waitFor();
  assert.deepEqual(await page.locator('#kernel option').allTextContents(), ['vadd', 'saxpy']);
  assert.match(await input(), /bf800000$/);
});

test('analysis findings are diagnostics in the editor at the reading line, with the fix, gone once the wait is typed', async () => {
  await paste('gfx900', 'global_load_dword v1, v[2:3], off\nv_add_u32 v0, v1, v1\ns_endpgm');
  await status().filter({ hasText: '3 instructions for GCN 1.4, 1 finding' }).waitFor();
  assert.deepEqual(await page.locator('.cm-diag').allTextContents(), [
    'input:2:1: warning: wait: reads v1 before the result of global_load_dword (0x000000) is guaranteed on some path: add "s_waitcnt vmcnt(0)" before this line (fix: s_waitcnt vmcnt(0); the other instruction is on line 1)',
  ]);
  assert.deepEqual(await page.locator('.cm-mark-warning').allTextContents(), ['v_add_u32']);
  // The diagnostic sits under the reading line (the second .cm-line), not under the load.
  assert.equal(await page.locator('.cm-line').nth(1).evaluate((el) => el.classList.contains('cm-line-warning')), true);
  assert.equal(await page.locator('.cm-line').nth(0).evaluate((el) => el.classList.contains('cm-line-warning')), false);
  await shot('finding');
  // Type the wait at the start of line 2: the finding goes away as the user types.
  await page.locator('.cm-line').nth(1).click();
  await page.keyboard.press('Home');
  await page.keyboard.type('s_waitcnt vmcnt(0)\n', { delay: 0 });
  await status().filter({ hasText: /^4 instructions for GCN 1\.4$/ }).waitFor();
  assert.equal(await input(), 'global_load_dword v1, v[2:3], off\ns_waitcnt vmcnt(0)\nv_add_u32 v0, v1, v1\ns_endpgm');
  assert.equal(await page.locator('.cm-diag').count(), 0);
  assert.equal(await page.locator('.cm-line-warning').count(), 0);
});

/**
 * A 5,000-line kernel of real code: the .text of the gfx900 objects of test/objects/hsa one after
 * another, as hex dwords (one instruction a line, as the page opens an object), every s_endpgm but
 * the last made an s_nop 0 so that all of it is one program reachable from its start (each
 * object's branches stay inside its own code: they are PC-relative).
 */
function corpusKernel(lines: number): string {
  const dir = join(ROOT, 'test/objects/hsa/gfx900');
  const out: string[] = [];
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.o')).sort()) {
    const obj = readCodeObject(new Uint8Array(readFileSync(join(dir, f))));
    for (const i of decodeRange(obj, 0, obj.text!.size & ~3)) out.push(i.words.map((w) => w.toString(16).padStart(8, '0')).join(' '));
    if (out.length >= lines) break;
  }
  const code = out.slice(0, lines - 1).map((l) => (l === 'bf810000' ? 'bf800000' : l));
  return [...code, 'bf810000'].join('\n');
}

test('a 5,000-line kernel of the corpus\'s code analysed in the page: first run (a fresh page) and steady state over edits (times printed, not asserted)', async () => {
  const big = corpusKernel(5000);
  assert.equal(big.split('\n').length, 5000);
  // A fresh page: the analysis code has not run on anything this large yet.
  await page.goto('about:blank');
  await page.goto(served.url);
  await paste('gfx900', big);
  await status().filter({ hasText: /^5000 instructions/ }).waitFor();
  await settle();
  const first = await lastMeasure('gcnkit:analyze');
  const firstRender = await lastMeasure('gcnkit:edit-to-render');
  // Edits at the end (a space typed, then taken back): each one analyses the whole kernel again.
  await editor().click();
  await page.keyboard.press('Control+End');
  const firstCode = await lastMeasure('gcnkit:analyze-code');
  // The graph's picture is drawn once: edits that leave the blocks, edges and lines as they were keep it.
  await page.locator('svg.cfg').evaluate((el) => { (el as SVGElement).dataset.drawn = 'first'; });
  const steady: number[] = [];
  const steadyCode: number[] = [];
  for (let k = 0; k < 8; k++) {
    await page.keyboard.press(k % 2 ? 'Backspace' : 'Space');
    await settle();
    steady.push(await lastMeasure('gcnkit:analyze'));
    steadyCode.push(await lastMeasure('gcnkit:analyze-code'));
  }
  await status().filter({ hasText: /^5000 instructions/ }).waitFor();
  assert.ok(steady.every((x) => x > 0), 'every edit analysed the kernel again');
  assert.ok(await page.locator('svg.cfg g.block').count() > 100, 'the graph of the whole kernel is drawn');
  assert.equal(await page.locator('svg.cfg').getAttribute('data-drawn'), 'first', 'the picture was kept over the edits');
  await page.locator('svg.cfg g.block[data-block="1"]').click();
  assert.equal(await page.locator('.lrow[aria-selected=true]').getAttribute('data-line'), String(await page.locator('svg.cfg g.block[data-block="1"]').evaluate((g) => /from line (\d+)/.exec(g.getAttribute('aria-label')!)![1])), 'a kept picture\'s block still selects its line');
  await paste('gfx900', `s_nop 0\n${big}`);
  await status().filter({ hasText: /^5001 instructions/ }).waitFor();
  assert.equal(await page.locator('svg.cfg').getAttribute('data-drawn'), null, 'a line more moves every block: drawn again');
  const median = (xs: number[]): string => [...xs].sort((a, b) => a - b)[xs.length >> 1].toFixed(1);
  console.log(`analysis of a 5,000-line corpus kernel in the page (gcnkit:analyze: analysis and panel; gcnkit:analyze-code: the analysis alone): first run ${first.toFixed(1)} ms (analysis ${firstCode.toFixed(1)}; edit to rendered ${firstRender.toFixed(1)}); steady state over ${steady.length} edits: median ${median(steady)} ms (analysis ${median(steadyCode)}), ${steady.map((x) => x.toFixed(1)).join(', ')} (budget 200 ms; load ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`);
});

test('no page errors and no request outside the page', () => {
  assert.deepEqual(pageErrors, []);
});

