import { startCoreSim, type CoreSim } from '@circular/core-sim';
import { createWebSearch } from '@circular/runtime';
import { startSearchStub, type SearchStub } from '@circular/search-stub';
import type { Browser } from 'playwright-core';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { listen, type RunningServer } from './server.ts';
import { chromiumInstalled, chromiumPath, launchChromium, Seller } from './test-support/playground-seller.ts';

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
    browser = await launchChromium();
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
    const seller = new Seller(page);
    await page.goto(`${api.url}/`);
    await page.fill('#chat-core-url', sim.coreUrl);
    await page.fill('#chat-submission-url', sim.submissionUrl);

    await seller.type('Quero vender o meu iPhone 12 de 64GB preto');
    await seller.waitFor('Qual é o seu?');
    await seller.click(/^Apple iPhone 12$/);
    await seller.waitFor('Está correto?');
    await seller.click('Confirmar');
    const itemId = /referência (itm_\w+)/.exec(await seller.waitFor('Artigo criado'))![1]!;
    await seller.waitFor('Pergunta 1 de 8');
    await seller.click(/^Sim$/);
    await seller.waitFor('Pergunta 2 de 8');
    await seller.click('Riscos ligeiros');
    await seller.waitFor('Pergunta 3 de 8');
    await seller.click(/^Bom/);
    await seller.waitFor('Pergunta 4 de 8');
    await seller.type('87');
    await seller.waitFor('Pergunta 5 de 8');
    await seller.click(/^Sim$/);
    await seller.waitFor('Pergunta 6 de 8');
    await seller.click('Saltar');
    await seller.waitFor('Pergunta 7 de 8');
    await seller.attachPhoto('screen.png');
    await seller.send();
    await seller.waitFor('Pergunta 8 de 8');
    await seller.attachPhoto('back.png');
    await seller.send();

    const offer = await seller.waitFor('A nossa proposta');
    expect(offer).toMatch(/^A nossa proposta: \d+ - \d+ €, a partir de \d+ anúncios comparáveis/);
    await seller.click(/^Aceitar /);
    expect(await seller.waitFor('Submissão concluída.')).toMatch(/Proposta aceite: \d+ - \d+ € \(grau B; revenda tal como está\)/);

    expect(sim.db.completion(itemId)!.offer).toMatchObject({ currency: 'EUR', basis: 'asking', grade: { scale: 'internal', grade: 'B' }, disposition: 'resell_c2c' });
    expect(sim.requests().filter((request) => request.operation === 'completeSubmission')).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
