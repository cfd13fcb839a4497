import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCoreSim, type CoreSim } from '@circular/core-sim';
import type { Browser } from 'playwright-core';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { listen, type RunningServer } from './server.ts';
import { chromiumInstalled, chromiumPath, launchChromium, Seller, tinyPngDataUrl } from './test-support/playground-seller.ts';

if (!chromiumInstalled) console.warn(`Skipping the browser test of the chat playground: ${chromiumPath} is absent (apt-get install chromium).`);

describe.skipIf(!chromiumInstalled)(`the index page's chat playground in headless Chromium (skipped without ${chromiumPath})`, () => {
  let sim: CoreSim;
  let api: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    sim = await startCoreSim({ port: 0, seed: 'playground' });
    const app = createApp({ ...loadConfig({}), ssrfAllowCidrs: ['127.0.0.0/8'] }, { logger: pino({ level: 'silent' }), model: undefined });
    api = await listen(app, { port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await api?.shutdown({ graceMs: 1000 });
    await sim?.close();
  });

  it('submits a phone without a model, from the first words to the continue link, with the page loading nothing from elsewhere', async () => {
    const page = await browser.newPage({ viewport: { width: 1100, height: 1300 } });
    page.setDefaultTimeout(20_000);
    const foreignRequests: string[] = [];
    const chatBodies: Record<string, unknown>[] = [];
    const pageErrors: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(api.url)) foreignRequests.push(request.url());
      else if (request.method() === 'POST' && new URL(request.url()).pathname === '/chat') chatBodies.push(request.postDataJSON() as Record<string, unknown>);
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.goto(`${api.url}/`);
    expect(await page.inputValue('#chat-core-url')).toBe('http://127.0.0.1:4030/core');
    await page.fill('#chat-core-url', sim.coreUrl);
    await page.fill('#chat-submission-url', sim.submissionUrl);
    await page.selectOption('#chat-language', 'EN');
    const seller = new Seller(page);

    await seller.type('I want to sell my iPhone 12, 128GB, blue');
    expect(await seller.waitFor('Which one is yours?')).toBe(
      'I found these products. Which one is yours?\n\nOptions: Apple iPhone 12 | Apple iPhone 12 mini | Apple iPhone 12 Pro | Xiaomi Redmi Note 12 | None of these',
    );
    await seller.click('Apple iPhone 12');
    expect(await seller.waitFor('Is that right?')).toBe(
      'I will register: Apple iPhone 12 · Storage: 128 GB · Colour: Blue. Is that right?\n\nOptions: Confirm | Change Storage | Change Colour',
    );
    await seller.click('Confirm');
    const created = await seller.waitFor('Item created');
    const itemId = /reference (itm_\w+)/.exec(created)?.[1];
    expect(await seller.waitFor('Question 1 of 8')).toBe('Question 1 of 8: Does it power on?\n\nOptions: Yes | No');

    await seller.click('Yes');
    await seller.waitFor('Question 2 of 8: Screen condition');
    await seller.click('Light scratches');
    await seller.waitFor('Question 3 of 8: Condition of the body');
    await seller.click('As new');
    await seller.waitFor('Question 4 of 8: Battery health (%)');
    await seller.type('140');
    expect(await seller.waitFor('between 0 and 100')).toBe('The value must be between 0 and 100.\nQuestion 4 of 8: Battery health (%)\nIn Settings > Battery.');
    await seller.type('91');
    await seller.waitFor('Question 5 of 8');
    await seller.click('Yes');
    await seller.waitFor('Question 6 of 8: Accessories included');
    await seller.type('Charger and case');
    await seller.waitFor('Question 7 of 8: Photo of the screen');
    await seller.attachPhoto('screen.png');
    await seller.type('here it is');
    await seller.waitFor('Question 8 of 8: Photo of the back');
    // A photo alone, without words, is an answer too.
    await seller.attachPhoto('back.png');
    await seller.send();
    expect(await seller.waitFor('Submission complete.')).toMatch(/^Submission complete\.\n\nApple iPhone 12\n/);
    const link = await page.locator('deep-chat a', { hasText: 'Continue in the submission system' }).getAttribute('href');
    expect(link?.replace(/token=\w+$/, 'token=…')).toBe(`${sim.submissionUrl}/continue/${itemId}?token=…`);

    // For a person to look at how the page reads (overwritten by each run).
    const screenshotDir = join(tmpdir(), 'circular-playground');
    mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: join(screenshotDir, 'summary.png'), fullPage: true });

    expect(sim.db.itemCount()).toBe(1);
    expect(sim.db.item(itemId!)).toMatchObject({ options: { storage: '128gb', colour: 'blue' }, status: 'submitted' });
    const answers = Object.fromEntries(sim.db.answers(itemId!).map((answer) => [answer.question_id, answer.value]));
    expect(answers).toEqual({
      powers_on: true,
      screen_condition: 'light-scratches',
      body_condition: 'as-new',
      battery_health: 91,
      account_removed: true,
      accessories: 'Charger and case',
      photo_screen: tinyPngDataUrl,
      photo_back: tinyPngDataUrl,
    });

    // What the page sent: one session it named, the systems and language entered, the photos as data URLs.
    const sessionIds = new Set(chatBodies.map((body) => body['session_id']));
    expect(sessionIds.size).toBe(1);
    expect([...sessionIds][0]).toMatch(/^playground-[0-9a-f]{32}$/);
    expect(chatBodies[0]).toEqual({
      session_id: [...sessionIds][0],
      language: 'EN',
      service_core_base_url: sim.coreUrl,
      service_submission_base_url: sim.submissionUrl,
      messages: [{ role: 'user', text: 'I want to sell my iPhone 12, 128GB, blue' }],
    });
    expect(chatBodies.at(-1)).toMatchObject({ messages: [{ role: 'user', text: '' }], images: [tinyPngDataUrl] });
    expect(foreignRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('shows each reply of a turn as it comes: the item is reported while the protocol is still on its way', async () => {
    const page = await browser.newPage({ viewport: { width: 1100, height: 1300 } });
    page.setDefaultTimeout(20_000);
    const accepts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/chat') accepts.push(request.headers()['accept'] ?? '');
    });
    await page.goto(`${api.url}/`);
    await page.fill('#chat-core-url', sim.coreUrl);
    await page.fill('#chat-submission-url', sim.submissionUrl);
    await page.selectOption('#chat-language', 'EN');
    const seller = new Seller(page);
    await seller.type('I want to sell my iPhone 12, 128GB, blue');
    await seller.click('Apple iPhone 12');
    await seller.waitFor('Is that right?');
    // The protocol (needed for the first question) comes 4 s after it is asked for.
    sim.faults.inject({ route: 'getProtocol', kind: 'slow', delayMs: 4000 });
    await seller.click('Confirm');
    await seller.waitFor('Item created');
    expect(await seller.reply('Question 1 of').count()).toBe(0);
    expect(await seller.waitFor('Question 1 of 8')).toBe('Question 1 of 8: Does it power on?\n\nOptions: Yes | No');
    expect(accepts.length).toBeGreaterThan(0);
    expect(accepts.every((accept) => accept === 'text/event-stream')).toBe(true);
  }, 60_000);

  it('shows the problem of a refused request under the chat, naming the field', async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${api.url}/`);
    await page.fill('#chat-core-url', 'core.example');
    await new Seller(page).type('iPhone 12');
    const status = page.locator('#chat-status');
    await status.filter({ hasText: /\S/ }).waitFor();
    expect(await status.innerText()).toBe('Invalid request — /service_core_base_url: must be an absolute http or https URL');
  });
});
