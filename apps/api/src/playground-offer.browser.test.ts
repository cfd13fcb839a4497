import { existsSync } from 'node:fs';
import { startCoreSim, type CoreSim } from '@circular/core-sim';
import { createWebSearch } from '@circular/runtime';
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

const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The newest assistant bubble containing `text`, once it is there. */
async function waitFor(page: Page, text: string): Promise<string> {
  const bubble = page.locator('deep-chat .assistant-message.text-message', { hasText: text }).last();
  await bubble.waitFor();
  return (await bubble.innerText()).replace(/[\u00a0\u202f]/g, ' ');
}

async function type(page: Page, text: string): Promise<void> {
  const input = page.locator('deep-chat #text-input');
  await input.fill(text);
  await input.press('Enter');
}

async function click(page: Page, label: string | RegExp): Promise<void> {
  await page.locator('deep-chat .deep-chat-suggestion-button').filter({ hasText: label }).last().click();
}

async function sendPhoto(page: Page, name: string): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.locator('deep-chat #upload-images-icon').click()]);
  await chooser.setFiles({ name, mimeType: 'image/png', buffer: tinyPng });
  await page.locator('deep-chat #submit-icon').click();
}

describe.skipIf(!chromiumInstalled)(`the chat playground's offer in headless Chromium (skipped without ${chromiumPath})`, () => {
  let sim: CoreSim;
  let searchStub: SearchStub;
  let api: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    sim = await startCoreSim({ port: 0, seed: 'playground-offer' });
    searchStub = await startSearchStub();
    const search = createWebSearch({ apiKey: 'test', baseUrl: searchStub.url });
    const app = createApp({ ...loadConfig({}), ssrfAllowCidrs: ['127.0.0.0/8'] }, { logger: pino({ level: 'silent' }), model: undefined, search });
    api = await listen(app, { port: 0, host: '127.0.0.1' });
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await api?.shutdown({ graceMs: 1000 });
    await searchStub?.close();
    await sim?.close();
  });

  it('ends a conversation without a model with an offer the seller accepts with its button, recorded once in the submission system', async () => {
    const page = await browser.newPage({ viewport: { width: 1100, height: 1300 } });
    page.setDefaultTimeout(20_000);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${api.url}/`);
    await page.fill('#chat-core-url', sim.coreUrl);
    await page.fill('#chat-submission-url', sim.submissionUrl);

    await type(page, 'Quero vender o meu iPhone 12 de 64GB preto');
    await waitFor(page, 'Qual é o seu?');
    await click(page, /^Apple iPhone 12$/);
    await waitFor(page, 'Está correto?');
    await click(page, 'Confirmar');
    const itemId = /referência (itm_\w+)/.exec(await waitFor(page, 'Artigo criado'))![1]!;
    await waitFor(page, 'Pergunta 1 de 8');
    await click(page, /^Sim$/);
    await waitFor(page, 'Pergunta 2 de 8');
    await click(page, 'Riscos ligeiros');
    await waitFor(page, 'Pergunta 3 de 8');
    await click(page, /^Bom/);
    await waitFor(page, 'Pergunta 4 de 8');
    await type(page, '87');
    await waitFor(page, 'Pergunta 5 de 8');
    await click(page, /^Sim$/);
    await waitFor(page, 'Pergunta 6 de 8');
    await click(page, 'Saltar');
    await waitFor(page, 'Pergunta 7 de 8');
    await sendPhoto(page, 'screen.png');
    await waitFor(page, 'Pergunta 8 de 8');
    await sendPhoto(page, 'back.png');

    const offer = await waitFor(page, 'A nossa proposta');
    expect(offer).toMatch(/^A nossa proposta: \d+ - \d+ €, a partir de \d+ anúncios comparáveis/);
    await click(page, /^Aceitar /);
    expect(await waitFor(page, 'Submissão concluída.')).toMatch(/Proposta aceite: \d+ - \d+ € \(grau B; revenda tal como está\)/);

    expect(sim.db.completion(itemId)!.offer).toMatchObject({ currency: 'EUR', basis: 'asking', grade: { scale: 'internal', grade: 'B' }, disposition: 'resell_c2c' });
    expect(sim.requests().filter((request) => request.operation === 'completeSubmission')).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
