import { existsSync } from 'node:fs';
import { MemoryStore } from '@circular/runtime';
import { startSearchStub, type SearchStub } from '@circular/search-stub';
import { chromium, type Browser, type Page } from 'playwright-core';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { listen, type RunningServer } from './server.ts';

/** Debian's Chromium (`apt-get install chromium`); CI installs it (.ci/run). */
const chromiumPath = '/usr/bin/chromium';
const chromiumInstalled = existsSync(chromiumPath);
if (!chromiumInstalled) console.warn(`Skipping the browser test of the value-estimation form: ${chromiumPath} is absent (apt-get install chromium).`);

const isLoopback = (url: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

describe.skipIf(!chromiumInstalled)(`the index page's value-estimation form in headless Chromium, search on the stub (skipped without ${chromiumPath})`, () => {
  let searchStub: SearchStub;
  let api: RunningServer;
  let browser: Browser;
  let page: Page;
  const refused: string[] = [];

  beforeAll(async () => {
    searchStub = await startSearchStub();
    const config = loadConfig({ TAVILY_API_KEY: 'test', TAVILY_BASE_URL: searchStub.url });
    api = await listen(createApp(config, { logger: pino({ level: 'silent' }), store: new MemoryStore(), model: undefined }), { port: 0, host: '127.0.0.1' });
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    page.setDefaultTimeout(30_000);
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith('data:') || isLoopback(url)) return route.continue();
      refused.push(url);
      return route.abort('internetdisconnected');
    });
    await page.goto(`${api.url}/`);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await api?.shutdown({ graceMs: 1000 });
    await searchStub?.close();
  });

  it("shows the listings behind the contract example's estimate, kept and excluded, with the kept count the range rests on", async () => {
    const form = page.locator('#try-estimateValue');
    await form.locator('button[type=submit]').click();
    const output = form.locator('output[data-status]');
    await output.waitFor({ timeout: 60_000 });
    expect(await output.getAttribute('data-status')).toBe('200');
    const text = await output.innerText();
    const answer = JSON.parse(text.slice(text.indexOf('\n') + 1)) as { comparables: { value_out: number }; comparable_listings: { title: string; status: string }[] };

    const table = form.locator('table.comparables');
    await table.waitFor();
    expect(await table.locator('caption').innerText()).toBe(`Comparables (asking prices): ${answer.comparables.value_out} kept of ${answer.comparable_listings.length}`);
    expect(await table.locator('tr[data-status=kept]').count()).toBe(answer.comparables.value_out);
    expect(await table.locator('tr[data-status=excluded]').count()).toBe(answer.comparable_listings.length - answer.comparables.value_out);
    expect(await table.locator('tr[data-status=excluded] td').first().innerText()).toMatch(/^excluded: /);
    expect(await table.locator('a').first().innerText()).toBe(answer.comparable_listings[0]!.title);
    expect(refused).toEqual([]);
  }, 90_000);
});
