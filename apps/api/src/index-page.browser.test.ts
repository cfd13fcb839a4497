import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listOperations, openapiDocument } from '@circular/contract';
import { chromium, type Browser, type Page } from 'playwright-core';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { listen, type RunningServer } from './server.ts';

/** Debian's Chromium (`apt-get install chromium`); CI installs it (.ci/run). */
const chromiumPath = '/usr/bin/chromium';
const chromiumInstalled = existsSync(chromiumPath);
if (!chromiumInstalled) console.warn(`Skipping the browser test of the index page: ${chromiumPath} is absent (apt-get install chromium).`);

/** Screenshots for a person to look at (gitignored; overwritten by each run). */
const artefacts = fileURLToPath(new URL('../test-artefacts/index-page/', import.meta.url));

/** The contract's own ID-validator example: a generated passport, embedded as a data URL. */
function examplePassport(): Buffer {
  const requestBody = openapiDocument.paths!['/service_ai_id_validator']!.post!.requestBody as { content: Record<string, { examples: Record<string, { value: { images: string[] } }> }> };
  const dataUrl = Object.values(requestBody.content['application/json']!.examples)
    .flatMap((example) => example.value.images)
    .find((image) => image.startsWith('data:image/jpeg;base64,') && image.length > 10_000);
  return Buffer.from(dataUrl!.split(',')[1]!, 'base64');
}

const isLoopback = (url: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

describe.skipIf(!chromiumInstalled)(`the index page in headless Chromium with the network cut (skipped without ${chromiumPath})`, () => {
  let api: RunningServer;
  let browser: Browser;
  let page: Page;
  const refused: string[] = [];
  const pageErrors: string[] = [];
  /** What the page's Content-Security-Policy blocked (the browser reports each on the console). */
  const blockedByPolicy: string[] = [];

  beforeAll(async () => {
    mkdirSync(artefacts, { recursive: true });
    const app = createApp(loadConfig({}), { logger: pino({ level: 'silent' }), model: undefined });
    api = await listen(app, { port: 0, host: '127.0.0.1' });
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    page.setDefaultTimeout(30_000);
    // The network is cut: anything but loopback is refused, and remembered.
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith('data:') || isLoopback(url)) return route.continue();
      refused.push(url);
      return route.abort('internetdisconnected');
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blockedByPolicy.push(message.text());
    });
    await page.goto(`${api.url}/`);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await api?.shutdown({ graceMs: 1000 });
  });

  it('runs Swagger UI, Deep Chat and the forms under a Content-Security-Policy that allows only the API itself', async () => {
    const response = await page.request.get(`${api.url}/`);
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    await page.locator('#api-reference .opblock').first().waitFor();
    await page.locator('deep-chat').waitFor();
    expect(blockedByPolicy).toEqual([]);
  });

  it('renders every operation of the document in the API reference, loading nothing from outside loopback', async () => {
    const operations = listOperations();
    await page.locator('#api-reference .opblock').nth(operations.length - 1).waitFor();
    expect(await page.locator('#api-reference .opblock').count()).toBe(operations.length);
    for (const op of operations) expect(await page.locator(`#api-reference .opblock-summary-path[data-path="${op.path}"]`).count(), op.path).toBeGreaterThan(0);
    await page.screenshot({ path: join(artefacts, 'index-page.png'), fullPage: true });
    expect(refused).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('calls GET /health from the reference\'s "try it" and shows the answer', async () => {
    const block = page.locator('#operations-service-getHealth');
    await block.locator('.opblock-summary-control').click();
    await block.locator('button.execute').click();
    const status = block.locator('.live-responses-table tbody .response-col_status').first();
    await status.waitFor();
    expect((await status.innerText()).trim()).toBe('200');
    expect(await block.locator('.live-responses-table tbody .response-col_description').first().innerText()).toContain('"functions"');
    await block.screenshot({ path: join(artefacts, 'try-it-health.png') });
    expect(refused).toEqual([]);
  });

  it("sends the ID-validator form's example as given, and the contract's embedded passport validates", async () => {
    const form = page.locator('#try-validateId');
    // The example's image waits beside the form: the text box holds only what a person edits.
    expect(await form.locator('textarea[name=body]').inputValue()).not.toContain('data:image');
    await form.locator('button[type=submit]').click();
    const output = form.locator('output[data-status]');
    await output.waitFor({ timeout: 60_000 });
    const text = await output.innerText();
    expect(await output.getAttribute('data-status')).toBe('200');
    expect(JSON.parse(text.slice(text.indexOf('\n') + 1))).toMatchObject({ status: 'OK', doc_type: 'passport', number: 'SG175132' });
    // Cleared for the upload below, so that its wait sees its own answer.
    await form.evaluate((element) => {
      const out = element.querySelector('output')!;
      out.textContent = '';
      delete out.dataset['status'];
    });
    expect(refused).toEqual([]);
  }, 90_000);

  it('uploads a document photo through the ID-validator form and shows what was read', async () => {
    const form = page.locator('#try-validateId');
    await form.locator('textarea[name=body]').fill(JSON.stringify({ language: 'en', agent_specific: { doc_type: 'passport' } }));
    await form.locator('input[type=file]').setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: examplePassport() });
    await form.locator('button[type=submit]').click();
    const output = form.locator('output[data-status]');
    await output.waitFor({ timeout: 60_000 });
    expect(await output.getAttribute('data-status')).toBe('200');
    const text = await output.innerText();
    const answer = JSON.parse(text.slice(text.indexOf('\n') + 1)) as Record<string, unknown>;
    expect(answer).toMatchObject({ status: 'OK', doc_type: 'passport', number: 'SG175132', name: 'PEDRO TIAGO SIMOES NUNES' });
    await form.screenshot({ path: join(artefacts, 'id-validator-upload.png') });
    expect(refused).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 90_000);
});
