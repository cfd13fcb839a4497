import { describe, expect, it } from 'vitest';
import type { ChatRequest } from '../chat-request.ts';
import type { StubReply } from '../rule.ts';
import rules from './value-estimation.ts';

const ask = (schema: string, user: unknown): ChatRequest => ({
  model: 'stub',
  messages: [
    { role: 'system', content: 'system' },
    { role: 'user', content: JSON.stringify(user) },
  ],
  response_format: { type: 'json_schema', json_schema: { name: schema, schema: {} } },
});

const answer = async (request: ChatRequest) => {
  const rule = rules.find((candidate) => candidate.match(request));
  return typeof rule?.reply === 'function' ? ((await rule.reply(request)) as StubReply).content : undefined;
};

describe('value-estimation demo rules', () => {
  it('read the first price of each result in the common formats, and skip pages of several offers', async () => {
    const results = [
      { url: 'https://a', title: 'iPhone 12 64GB', content: 'Vendo. 320 € Lisboa' },
      { url: 'https://b', title: 'iPhone 12 · 1.299 €', content: '' },
      { url: 'https://c', title: 'VTT', content: 'Prix : 1 200 €' },
      { url: 'https://d', title: 'MacBook', content: '€ 95 ou 320,00 EUR' },
      { url: 'https://e', title: 'Lista', content: '300 € · 310 € · 320 €' },
      { url: 'https://f', title: 'Troco', content: 'sem preço' },
      { url: 'https://g', title: 'iPhone', content: '£250' },
    ];
    expect(await answer(ask('listing_prices', { item: 'iPhone 12 (grade B)', results }))).toEqual({
      listings: [
        { url: 'https://a', price: 320, currency: 'EUR' },
        { url: 'https://b', price: 1299, currency: 'EUR' },
        { url: 'https://c', price: 1200, currency: 'EUR' },
        { url: 'https://d', price: 95, currency: 'EUR' },
        { url: 'https://g', price: 250, currency: 'GBP' },
      ],
    });
  });

  it("describe the item from its own facts", async () => {
    expect(await answer(ask('item_description', { name: 'iPhone 12', brand: 'Apple', grade: 'B', seller_notes: '64GB' }))).toEqual({
      description: 'Apple iPhone 12, grade B: 64GB',
    });
  });

  it('leave other requests alone', () => {
    expect(rules.some((rule) => rule.match(ask('translations', { texts: [] })))).toBe(false);
  });
});
