import { startModelStub, type ModelStub, type Rule } from '@circular/model-stub';
import { pino } from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createChatModel, MemoryStore } from '@circular/runtime';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';

/*
 * ICU MessageFormat through the server, the real ChatOpenAI client and the model stub: a model
 * that translates the keyword `plural` and the selector `one` is asked again, and when it keeps
 * doing so the request ends in the translation-incomplete problem naming the key; one that
 * translates only inside the branches is accepted.
 */
let stub: ModelStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

const cart = 'You have {count, plural, =0 {no items} one {# item} other {# items}} in your basket';
const body = { source_locale: 'en', target_locale: 'pt-PT', context: 'Marketplace checkout', data: { 'checkout.cart_count': cart, 'checkout.title': 'Checkout' } };

/** A stub model that answers every translation request with `translate(text)`. */
function translatingRule(translate: (text: string) => string): Rule {
  return {
    name: 'icu-translator',
    match: (req) => JSON.stringify(req.messages).includes('target_locale'),
    reply: (req) => {
      const ask = JSON.parse(req.messages.at(-1)!.content as string) as { texts: { id: string; text: string }[] };
      return { content: { translations: ask.texts.map(({ id, text }) => ({ id, text: translate(text) })) } };
    },
  };
}

async function appAnswering(translate: (text: string) => string) {
  stub = await startModelStub({ rules: [translatingRule(translate)] });
  const config = loadConfig({ OPENAI_BASE_URL: stub.url, OPENAI_API_KEY: 'test', OPENAI_MODEL: 'stub-model' });
  return createApp(config, { logger: pino({ level: 'silent' }), store: new MemoryStore(), model: createChatModel({ ...config.model, maxRetries: 0 }) });
}

const portuguese: Record<string, string> = {
  [cart]: 'Tem {count, plural, =0 {nenhum artigo} one {# artigo} other {# artigos}} no seu cesto',
  Checkout: 'Finalizar compra',
};

describe('POST /service_ai_translator with ICU MessageFormat', () => {
  it('accepts a translation that translates only inside the branches', async () => {
    const app = await appAnswering((text) => portuguese[text] ?? text);
    const res = await request(app).post('/service_ai_translator').send(body);
    expect(res.status).toBe(200);
    expect(res.body.translations.data['pt-PT']).toEqual({ 'checkout.cart_count': portuguese[cart], 'checkout.title': 'Finalizar compra' });
  });

  it('asks again for a translation that renames plural and its selectors, then answers 500 naming the key', async () => {
    const broken = 'Tem {count, plurais, =0 {nenhum artigo} um {# artigo} outros {# artigos}} no seu cesto';
    const app = await appAnswering((text) => (text === cart ? broken : (portuguese[text] ?? text)));
    const res = await request(app).post('/service_ai_translator').send(body);
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.type).toMatch(/translation-incomplete$/);
    expect(JSON.stringify(res.body)).toContain('checkout.cart_count');
    expect(JSON.stringify(res.body)).not.toContain('checkout.title');
    // The broken text was asked again, alone, with a note saying what to fix.
    const asks = stub!.requests.map((recorded) => JSON.parse(recorded.body.messages.at(-1)!.content as string) as { texts: { text: string; note?: string }[] });
    expect(asks.length).toBeGreaterThan(1);
    for (const ask of asks.slice(1)) {
      expect(ask.texts.map(({ text }) => text)).toEqual([cart]);
      expect(ask.texts[0]!.note).toContain('ICU');
    }
  });

  it('accepts a broken first answer once the model corrects it on the re-ask', async () => {
    let attempts = 0;
    const app = await appAnswering((text) => {
      if (text !== cart) return portuguese[text] ?? text;
      attempts += 1;
      return attempts === 1 ? 'Tem {count, plural, =0 {nenhum artigo} um {# artigo} other {# artigos}} no seu cesto' : portuguese[cart]!;
    });
    const res = await request(app).post('/service_ai_translator').send(body);
    expect(res.status).toBe(200);
    expect(res.body.translations.data['pt-PT']['checkout.cart_count']).toBe(portuguese[cart]);
    expect(attempts).toBe(2);
  });
});
