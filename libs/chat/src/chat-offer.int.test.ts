import { startCoreSim, type CoreSim } from '@circular/core-sim';
import { createSafeFetcher, createWebSearch, MemoryStore, type SafeFetcher, type WebSearch } from '@circular/runtime';
import { startSearchStub, type SearchStub } from '@circular/search-stub';
import { estimateValue } from '@circular/value-estimation';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatDeps } from './deps.ts';
import { Conversation, tinyPng } from './test-support/conversation.ts';
import { FakeChatModel } from './test-support/fake-chat-model.ts';

let fetcher: SafeFetcher;
let searchStub: SearchStub;
let search: WebSearch;
let sim: CoreSim;

beforeAll(async () => {
  fetcher = createSafeFetcher({ allowCidrs: ['127.0.0.0/8'] });
  searchStub = await startSearchStub();
  search = createWebSearch({ apiKey: 'test', baseUrl: searchStub.url });
});
afterAll(async () => {
  await searchStub.close();
  await fetcher.close();
});
beforeEach(async () => {
  sim = await startCoreSim({ seed: 'chat-offer' });
  searchStub.reset();
});
afterEach(() => sim.close());

const fastCore = { initialRetryDelayMs: 1, maxRetryDelayMs: 5 };

/** A seller in Portuguese who has answered the phone protocol of a 64 GB black iPhone 12; the last answer's replies are returned. */
async function throughTheProtocol(deps: ChatDeps) {
  const seller = new Conversation({ deps, coreUrl: sim.coreUrl, submissionUrl: sim.submissionUrl });
  await seller.say('Quero vender o meu iPhone 12 de 64GB preto');
  await seller.say('Apple iPhone 12');
  const created = await seller.say('Confirmar');
  const itemId = /referência (itm_\w+)/.exec(created)![1]!;
  for (const answer of ['Sim', 'Riscos ligeiros', 'Bom (sinais ligeiros de uso)', '87', 'Sim', 'Saltar']) await seller.say(answer);
  await seller.say('aqui está', [tinyPng]);
  const offered = (await seller.turn('e a de trás', [tinyPng])).map((reply) => ({ ...reply, text: plain(reply.text), html: plain(reply.html ?? '') }));
  return { seller, itemId, offered };
}

/** Texts with the no-break spaces Intl puts in amounts ("270 - 295 €") as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const completions = () => sim.requests().filter((request) => request.operation === 'completeSubmission');

/** The buttons of a reply, as the seller clicks them. */
const buttons = (html: string | undefined) => [...plain(html ?? '').matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

describe('the offer after the protocol questions', () => {
  it('shows a range from comparable listings for the graded condition and records the accepted offer once with the completion', async () => {
    const deps: ChatDeps = { fetcher, coreSystem: fastCore, search, cache: new MemoryStore() };
    const { seller, itemId, offered } = await throughTheProtocol(deps);
    const offer = offered.at(-1)!;
    expect(offer.text).toMatch(/^A nossa proposta: \d+ - \d+ €, a partir de \d+ anúncios comparáveis \(preços pedidos, menos o desconto habitual na venda\), para o grau B que as suas respostas indicam\. O que acontece ao artigo: revenda tal como está\./);
    const [accept, decline] = buttons(offer.html);
    expect(accept).toMatch(/^Aceitar \d+ - \d+ €$/);
    expect(decline).toBe('Recusar');
    const searches = searchStub.requests.length;
    expect(searches).toBeGreaterThan(0);
    expect(searches).toBeLessThanOrEqual(3);

    // Every figure is value estimation's for the graded condition (the same search results, cached).
    const estimate = await estimateValue(
      { language: 'pt-PT', agent_specific: { service_item: { name: 'iPhone 12', brand: 'Apple', condition: 'B', description: '64 GB, Preto', category: 'phones' } } },
      { search, cache: new MemoryStore() },
    );
    const expected = { currency: 'EUR', min: estimate.value_out_min, max: estimate.value_out_max, basis: 'asking', comparables: estimate.comparables.value_out, grade: { scale: 'internal', grade: 'B' }, disposition: 'resell_c2c' };
    expect(accept).toBe(plain(`Aceitar ${new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).formatRange(expected.min, expected.max)}`));

    const done = plain(await seller.say(accept!));
    expect(done).toMatch(/^Proposta aceite: \d+ - \d+ €\.\nSubmissão concluída\./);
    expect(done).toMatch(/\n\nProposta aceite: \d+ - \d+ € \(grau B; revenda tal como está\)\n/);
    expect(sim.db.completion(itemId)!.offer).toEqual(expected);
    expect(completions()).toHaveLength(1);

    // Accepted twice: the session has moved on, nothing is sent, the recorded offer stands.
    const again = plain(await seller.say(accept!));
    expect(again.startsWith(`Esta submissão já está concluída e a proposta registada mantém-se: ${accept!.replace(/^Aceitar /, '')}.\nContinue aqui: `)).toBe(true);
    expect(completions()).toHaveLength(1);
    expect(sim.db.completion(itemId)!.offer).toEqual(expected);
  });

  it('refuses an acceptance with another amount, keeps the offer, and completes without one when the seller declines', async () => {
    const deps: ChatDeps = { fetcher, coreSystem: fastCore, search, cache: new MemoryStore() };
    const { seller, itemId, offered } = await throughTheProtocol(deps);
    const [accept] = buttons(offered.at(-1)!.html);
    const range = accept!.replace(/^Aceitar /, '');

    const tampered = await seller.turn('Aceitar 900 - 990 €');
    expect(plain(tampered.at(-1)!.text)).toMatch(new RegExp(`^A proposta é ${range} e não pode ser alterada aqui\\.`));
    expect(buttons(tampered.at(-1)!.html)).toEqual([accept, 'Recusar']);
    expect(completions()).toHaveLength(0);

    expect(await seller.say('Recusar')).toMatch(/^Proposta recusada\..*\n---\nSubmissão concluída\./);
    expect(sim.db.completion(itemId)!.offer).toBeNull();
    expect(await seller.say(accept!)).toMatch(/^Esta submissão já está concluída sem proposta aceite/);
    expect(sim.db.completion(itemId)!.offer).toBeNull();
  });

  it('sends the accepted offer again with the same key when the completion answer is lost, and it is recorded once', async () => {
    const deps: ChatDeps = { fetcher, coreSystem: fastCore, search, cache: new MemoryStore() };
    const { seller, itemId, offered } = await throughTheProtocol(deps);
    const [accept] = buttons(offered.at(-1)!.html);
    sim.faults.inject({ route: 'completeSubmission', kind: 'lost', times: 1 });
    expect(await seller.say(accept!)).toContain('Submissão concluída.');
    const keys = completions().map((request) => request.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expect(sim.db.completion(itemId)!.offer).toMatchObject({ grade: { scale: 'internal', grade: 'B' }, disposition: 'resell_c2c' });
  });

  it('says the offer the submission system already keeps stands when it differs from the one accepted', async () => {
    const deps: ChatDeps = { fetcher, coreSystem: fastCore, search, cache: new MemoryStore() };
    const { seller, itemId, offered } = await throughTheProtocol(deps);
    const [accept] = buttons(offered.at(-1)!.html);
    const earlier = { currency: 'EUR', min: 100, max: 120, basis: 'asking', comparables: 3, grade: { scale: 'internal', grade: 'C' }, disposition: 'resell_c2c' };
    const direct = await fetch(`${sim.submissionUrl}/submissions/${itemId}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'elsewhere' },
      body: JSON.stringify({ offer: earlier }),
    });
    expect(direct.status).toBe(200);

    const done = plain(await seller.say(accept!));
    expect(done).toContain('O sistema de submissões já tinha registado outra proposta para este artigo, que se mantém: 100 - 120 €.');
    expect(done).toContain('Proposta aceite: 100 - 120 € (grau C; revenda tal como está)');
    expect(sim.db.completion(itemId)!.offer).toEqual(earlier);
  });

  it('costs no search the second time the same item is offered within the cache time', async () => {
    const deps: ChatDeps = { fetcher, coreSystem: fastCore, search, cache: new MemoryStore() };
    await throughTheProtocol(deps);
    const first = searchStub.requests.length;
    const { offered } = await throughTheProtocol(deps);
    expect(offered.at(-1)!.text).toMatch(/^A nossa proposta: /);
    expect(searchStub.requests.length).toBe(first);
  });

  it('makes no model call for the offer when a model is configured: its figures come from rules', async () => {
    const model = new FakeChatModel();
    const deps: ChatDeps = { fetcher, coreSystem: fastCore, search, cache: new MemoryStore(), model };
    const { offered } = await throughTheProtocol(deps);
    expect(offered.at(-1)!.text).toMatch(/^A nossa proposta: /);
    expect(model.calls).toHaveLength(0);
  });
});
