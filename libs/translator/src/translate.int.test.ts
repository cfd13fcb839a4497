import { createChatModel, SqliteStore, UpstreamError, UsageMeter } from '@circular/runtime';
import { loadDefaultRules, startModelStub, type ModelStub, type Rule } from '@circular/model-stub';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translate } from './translate.ts';
import type { TranslatorRequest } from '@circular/contract';

// The real ChatOpenAI over HTTP against tools/model-stub. An OPENAI_BASE_URL leaking in from the
// environment would be used by a client built without one: point it at a closed port instead.
beforeEach(() => {
  vi.stubEnv('OPENAI_BASE_URL', 'http://127.0.0.1:9/v1');
});

let stub: ModelStub;
let memory: SqliteStore | undefined;
afterEach(async () => {
  memory?.close();
  memory = undefined;
  await stub.close();
});

async function startStub(rules: Rule[] = []) {
  stub = await startModelStub({ rules: [...rules, ...(await loadDefaultRules())] });
  return createChatModel({ model: 'stub', apiKey: 'test', baseUrl: stub.url, maxRetries: 0 });
}

/** What the translator asked in a recorded stub request. */
function askedTexts(index: number) {
  const messages = stub.requests[index]!.body.messages;
  return (JSON.parse(messages.at(-1)!.content as string) as { texts: { id: string; text: string; note?: string }[] }).texts;
}

/** 100 products, each with a name and an HTML description carrying placeholders, a URL and numbers. */
function catalogue(): Record<string, string> {
  const data: Record<string, string> = {};
  for (let id = 1; id <= 100; id += 1) {
    data[`product_${id}_name`] = `Refurbished phone model ${id}, ${32 * id} GB`;
    data[`product_${id}_description`] =
      `<p>Grade <b>A</b> phone with %{battery}% battery, {{warranty}} months of warranty &amp; free returns. ` +
      `Ships in %d days; details at <a href="https://shop.example/p/${id}">the product page</a> or support@shop.example.</p>`;
  }
  return data;
}

const request: TranslatorRequest = {
  source_locale: 'en',
  target_locales: ['pt-PT', 'es', 'fr', 'de'],
  context: 'Refurbished phones',
  data: catalogue(),
};

describe('translate through ChatOpenAI and the model stub', () => {
  it('translates 200 keys into 4 locales in at most 8 model calls, and again in none', async () => {
    const model = await startStub();
    memory = new SqliteStore({ path: ':memory:' });
    const meter = new UsageMeter();
    const response = await translate(request, { model, memory }, { callbacks: [meter] });

    expect(stub.requests.length).toBeLessThanOrEqual(8);
    expect(meter.modelCalls).toBe(stub.requests.length);
    expect(Object.keys(response.translations.data)).toEqual(['pt-PT', 'es', 'fr', 'de']);
    for (const [locale, texts] of Object.entries(response.translations.data)) {
      expect(Object.keys(texts)).toEqual(Object.keys(request.data));
      for (const [key, text] of Object.entries(request.data)) expect(texts[key]).toBe(`[${locale}] ${text}`);
    }

    const again = await translate(request, { model, memory }, { callbacks: [meter] });
    expect(again).toEqual(response);
    expect(meter.modelCalls).toBe(stub.requests.length);
  });

  it('repairs a broken placeholder by re-asking only that text', async () => {
    const breakOnce: Rule = {
      name: 'breaks-a-placeholder',
      times: 1,
      match: () => true,
      reply: { content: { translations: [{ id: 't1', text: 'Telemóvel' }, { id: 't2', text: 'Envio em %{dias} dias' }] } },
    };
    const model = await startStub([breakOnce]);
    const response = await translate({ source_locale: 'en', target_locale: 'pt-PT', context: 'Phones', data: { name: 'Phone', shipping: 'Ships in %{days} days' } }, { model });

    expect(stub.requests.map((recorded) => recorded.rule)).toEqual(['breaks-a-placeholder', 'translator']);
    expect(askedTexts(1)).toEqual([{ id: 't1', text: 'Ships in %{days} days', note: 'missing placeholder %{days}; unexpected placeholder %{dias}' }]);
    expect(response.translations.data).toEqual({ 'pt-PT': { name: 'Telemóvel', shipping: '[pt-PT] Ships in %{days} days' } });
  });

  it.each(['malformed-json', 'truncated-json'] as const)('asks again after a %s answer', async (kind) => {
    const model = await startStub();
    stub.injectFault({ kind });
    const response = await translate({ source_locale: 'en', target_locale: 'es', context: 'Phones', data: { a: 'Phone', b: 'Case' } }, { model });
    expect(stub.requests.map((recorded) => recorded.fault)).toEqual([kind, undefined]);
    expect(askedTexts(1).map((text) => text.text)).toEqual(['Phone', 'Case']);
    expect(response.translations.data).toEqual({ es: { a: '[es] Phone', b: '[es] Case' } });
  });

  it('reports a model server error as an upstream error', async () => {
    const model = await startStub();
    stub.injectFault({ kind: '500' });
    await expect(translate({ source_locale: 'en', target_locale: 'es', context: 'Phones', data: { a: 'Phone' } }, { model })).rejects.toBeInstanceOf(UpstreamError);
  });

  it('cancels a model call in flight when the signal aborts', async () => {
    const model = await startStub();
    stub.injectFault({ kind: 'hang' });
    const controller = new AbortController();
    const pending = translate({ source_locale: 'en', target_locale: 'es', context: 'Phones', data: { a: 'Phone' } }, { model }, { signal: controller.signal });
    await vi.waitFor(() => expect(stub.requests).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
