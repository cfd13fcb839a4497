import { lastUserText, responseSchema, type ChatRequest } from '../chat-request.ts';
import type { Rule } from '../rule.ts';

interface ExtractionAsk {
  results: { url: string; title: string; content: string }[];
}

interface DescriptionAsk {
  name: string;
  brand: string | null;
  grade: string;
  seller_notes: string | null;
}

/** The request's JSON user message when the response schema has this name (read without importing the library). */
function ask<T>(request: ChatRequest, schemaName: string): T | undefined {
  if (responseSchema(request)?.name !== schemaName) return undefined;
  try {
    return JSON.parse(lastUserText(request)) as T;
  } catch {
    return undefined;
  }
}

const currencies: Record<string, string> = { '€': 'EUR', eur: 'EUR', euro: 'EUR', euros: 'EUR', '£': 'GBP', gbp: 'GBP', $: 'USD', usd: 'USD' };
const symbol = '€|£|\\$|EUR|GBP|USD|euros?';
const number = '\\d{1,3}(?:[.\\u00a0\\u202f ]\\d{3})+(?:,\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?';
const price = new RegExp(`(?:(${symbol})\\s?)?(?<![\\p{L}\\p{N}.,])(${number})(?:\\s?(${symbol}))?`, 'giu');

/** The prices written with a currency in a text, read the European way (`1.299` is 1299, `320,00` is 320). */
function pricesIn(text: string): { amount: number; currency: string }[] {
  return [...text.matchAll(price)].flatMap(([, before, written = '', after]) => {
    const code = before ?? after;
    if (code === undefined) return [];
    const grouped = /[.\u00a0\u202f ]\d{3}(?!\d)/.test(written) && !/,\d{3}$/.test(written);
    const amount = Number((grouped ? written.replace(/[.\u00a0\u202f ]/g, '') : written).replace(',', '.'));
    return Number.isFinite(amount) && amount > 0 ? [{ amount, currency: currencies[code.toLowerCase()] ?? 'EUR' }] : [];
  });
}

/**
 * Demo price reading for `@circular/value-estimation`'s `listing_prices` requests: each result's
 * first price in its title, else in its content, skipping pages that show three or more prices
 * (several offers). A rough reader, as a real model may be: the library keeps only prices it finds
 * in the result's own text.
 */
const listingPrices: Rule = {
  name: 'value-estimation-prices',
  match: (request) => ask<ExtractionAsk>(request, 'listing_prices') !== undefined,
  reply: (request) => {
    const { results = [] } = ask<ExtractionAsk>(request, 'listing_prices')!;
    const listings = results.flatMap(({ url, title, content }) => {
      const inContent = pricesIn(content);
      const chosen = pricesIn(title)[0] ?? (new Set(inContent.map((p) => p.amount)).size >= 3 ? undefined : inContent[0]);
      return chosen ? [{ url, price: chosen.amount, currency: chosen.currency }] : [];
    });
    return { content: { listings } };
  },
};

/** Demo description for `item_description` requests: the item's own facts, one sentence, no other number. */
const itemDescription: Rule = {
  name: 'value-estimation-description',
  match: (request) => ask<DescriptionAsk>(request, 'item_description') !== undefined,
  reply: (request) => {
    const { name, brand, grade, seller_notes } = ask<DescriptionAsk>(request, 'item_description')!;
    const item = brand && !name.includes(brand) ? `${brand} ${name}` : name;
    return { content: { description: `${item}, grade ${grade}${seller_notes ? `: ${seller_notes}` : '.'}` } };
  },
};

export default [listingPrices, itemDescription];
