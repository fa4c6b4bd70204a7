// End to end: the built explorer (dist/web, npm run web:build) in Debian's Chromium, headless,
// served by the repo's static server. Run with npm run test:e2e (not part of npm test).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { serveStatic, type Served } from '../scripts/static-server.js';
import { ROOT, WEB_DIR } from '../scripts/web-build.js';

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const SHOT = join(ROOT, 'test-output', 'web-e2e.png');
const SIM_LANDED = existsSync(join(ROOT, 'src/sim/index.ts'));

let served: Served;
let profile: string;
let browser: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

before(async () => {
  assert.ok(existsSync(CHROMIUM), `${CHROMIUM} missing: apt-get install -y chromium`);
  assert.ok(existsSync(join(WEB_DIR, 'main.js')), 'dist/web not built: npm run web:build');
  served = await serveStatic(WEB_DIR);
  profile = mkdtempSync(join(tmpdir(), 'gcnkit-e2e-'));
  browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true,
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
    viewport: { width: 1200, height: 900 },
  });
  page = browser.pages()[0] ?? (await browser.newPage());
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') pageErrors.push(m.text()); });
  page.on('request', (r) => { if (!r.url().startsWith(served.url) && !r.url().startsWith('data:')) pageErrors.push(`external request ${r.url()}`); });
  await page.goto(served.url);
});

after(async () => {
  await browser?.close();
  await served?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

/** Field name -> value shown, for the n-th instruction card. */
async function fieldValues(n = 0): Promise<Record<string, string>> {
  return page.locator('article.inst').nth(n).evaluate((card) => {
    const out: Record<string, string> = {};
    for (const f of card.querySelectorAll('.field')) out[f.querySelector('.fname')!.textContent!] = f.querySelector('.fval')!.textContent!;
    return out;
  });
}

async function enter(gpu: string, text: string): Promise<void> {
  await page.selectOption('#gpu', gpu);
  await page.fill('#src', '');
  await page.locator('#src').pressSequentially(text, { delay: 0 });
}

const cardText = (n = 0) => page.locator('article.inst').nth(n).locator('[data-testid=text]');

test('typing an instruction shows its text, hex, fields, and the token of a hovered field', async () => {
  await enter('gfx900', 'buffer_load_dword v1, v2, s[4:7], s1 offen offset:4 glc');
  await assert.doesNotReject(cardText().filter({ hasText: /^buffer_load_dword v1, v2, s\[4:7\], s1 offen offset:4 glc$/ }).waitFor());
  assert.equal(await page.locator('article.inst [data-testid=hex]').textContent(), 'e0505004 01010102');
  const f = await fieldValues();
  assert.deepEqual([f.offset, f.offen, f.idxen, f.glc, f.op, f.enc, f.vaddr, f.vdata, f.srsrc, f.soffset, f.tfe], ['4', '1', '0', '1', '0x14', '0x38', '2', '1', '1', '1', '0']);
  await page.locator('article.inst .field', { hasText: 'offset' }).first().hover();
  assert.deepEqual(await page.locator('article.inst .tok.hl').allTextContents(), ['offset:4']);
  const rows = await page.locator('article.inst .elsewhere tbody tr').allTextContents();
  assert.match(rows[0], /GCN 1\.0MUBUFop 0xce0305004 01010102/);
});

test('a hex word on tahiti decodes; clicking a bit and pressing Enter on one flip it', async () => {
  await enter('tahiti', 'c0020302');
  await cardText().filter({ hasText: /^s_load_dword s4, s\[2:3\], 0x2$/ }).waitFor();
  const f = await fieldValues();
  assert.deepEqual([f.offset, f.imm, f.sbase, f.sdst, f.op, f.enc], ['2', '1', '1', '4', '0', '0x18']);
  await page.click('button.bit[data-bit="8"]'); // IMM: the offset becomes the register s2
  await cardText().filter({ hasText: /^s_load_dword s4, s\[2:3\], s2$/ }).waitFor();
  assert.equal(await page.inputValue('#src'), 'c0020202'); // hex input stays hex
  const bit16 = page.locator('button.bit[data-bit="16"]'); // SDST bit 1: s4 -> s6
  await bit16.focus();
  await page.keyboard.press('Enter');
  await cardText().filter({ hasText: /^s_load_dword s6, s\[2:3\], s2$/ }).waitFor();
  assert.equal(await page.locator(':focus').getAttribute('data-bit'), '16');
  await page.keyboard.press(' ');
  await cardText().filter({ hasText: /^s_load_dword s4, s\[2:3\], s2$/ }).waitFor();
});

test('a typo is reported inline at its line and column, with a caret', async () => {
  await enter('gfx900', 's_nop 0\nbuffer_load_dword v1, v2, s[4:7], s1 offen ofset:4');
  const diag = page.locator('#out pre.diag.error');
  await diag.waitFor();
  const text = (await diag.textContent())!;
  const [head, source, caret] = text.split('\n');
  assert.match(head, /^input:2:44: error: unknown modifier 'ofset:4'/);
  assert.equal(source, 'buffer_load_dword v1, v2, s[4:7], s1 offen ofset:4');
  assert.equal(caret, ' '.repeat(43) + '^');
  assert.equal(await page.getAttribute('#src', 'aria-invalid'), 'true');
});

test('the simulator panel runs the example', { skip: !SIM_LANDED && 'src/sim/index.ts has not landed' }, async () => {
  await page.click('#example');
  const result = page.locator('[data-testid=sim-result]');
  await result.waitFor();
  const dump = await result.locator('.dwords', { hasText: '0x2100:8' }).textContent();
  assert.match(dump!, /00000001 00000002 00000003 00000004 00000005 00000006 00000007 00000008/);
  assert.match((await result.locator('pre.diag.warning').first().textContent())!, /input:7:\d+: warning: s8/);
});

test('the permalink restores the input and the GPU', async () => {
  await enter('tonga', 'flat_load_dword v1, v[2:3] glc\ne0501000 80010201');
  await cardText(1).filter({ hasText: 'buffer_load_dword v2, v1, s[4:7], 0 offen' }).waitFor();
  await page.fill('#state', '{ "vgpr": { "v2": 64 } }');
  await page.fill('#dump', '0x40:2');
  const href = await page.getAttribute('#permalink', 'href');
  assert.match(href!, /^#gpu=tonga&src=.*&state=.*&dump=0x40%3A2$/);
  await page.goto('about:blank');
  await page.goto(served.url + href);
  await cardText(1).waitFor();
  assert.equal(await page.inputValue('#gpu'), 'tonga');
  assert.equal(await page.inputValue('#src'), 'flat_load_dword v1, v[2:3] glc\ne0501000 80010201');
  assert.equal(await page.inputValue('#state'), '{ "vgpr": { "v2": 64 } }');
  assert.equal(await page.inputValue('#dump'), '0x40:2');
  assert.deepEqual(await page.locator('article.inst [data-testid=text]').allTextContents(), ['flat_load_dword v1, v[2:3] glc', 'buffer_load_dword v2, v1, s[4:7], 0 offen']);
  mkdirSync(join(ROOT, 'test-output'), { recursive: true });
  await page.screenshot({ path: SHOT, fullPage: true });
  console.log(`screenshot: ${SHOT}`);
});

test('opening a code object shows its listing and puts its code in the input', async () => {
  const file = join(ROOT, 'test/objects/hsa/tonga/vadd.o');
  await page.locator('#object-file').setInputFiles(file);
  await page.locator('#object-listing').waitFor();
  assert.match(await page.locator('#object-summary').textContent() ?? '', /vadd\.o: gfx802 \(HSA code object v5, relocatable\), 2 kernels: vadd, saxpy/);
  const listing = await page.locator('#object-listing').textContent() ?? '';
  assert.match(listing, /\.amdhsa_kernel vadd\n\t\t\.amdhsa_group_segment_fixed_size 0/);
  assert.match(listing, /s_cbranch_execz \.Ltext_98/);
  assert.equal(await page.locator('#gpu').inputValue(), 'gfx802');
  assert.match(await page.locator('#src').inputValue(), /^c0020042 00000000\nc0020003 00000018\n/);
  await page.locator('article.inst').first().waitFor();
  assert.match(await page.locator('#status').textContent() ?? '', /instructions for GCN 1\.2/);
  const bad = join(ROOT, 'package.json');
  await page.locator('#object-file').setInputFiles(bad);
  await page.locator('#object-out pre.diag.error').waitFor();
  assert.match(await page.locator('#object-out pre.diag.error').textContent() ?? '', /package\.json:0x0: error: not an ELF file/);
});

test('no page errors and no request outside the page', () => {
  assert.deepEqual(pageErrors, []);
});

