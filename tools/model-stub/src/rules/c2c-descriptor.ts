import { lastUserText, responseSchema, type ChatRequest } from '../chat-request.ts';
import type { Rule } from '../rule.ts';

interface ListingFactsShown {
  item: string;
  condition: { label: string };
  attributes: Record<string, string>;
  defects: string[];
  seller_notes: string | null;
}

/**
 * The C2C descriptor's copy requests (`@circular/c2c-descriptor`): a `listing_copy` answer schema
 * and a user message `FACTS (JSON):` followed by the facts. Read here without importing the
 * library, which itself tests against this stub.
 */
function listingFacts(request: ChatRequest): ListingFactsShown | undefined {
  if (responseSchema(request)?.name !== 'listing_copy') return undefined;
  const text = lastUserText(request);
  const start = text.indexOf('{');
  if (start === -1) return undefined;
  try {
    const facts = JSON.parse(text.slice(start)) as Partial<ListingFactsShown>;
    if (typeof facts.item !== 'string' || !facts.condition || !facts.attributes || !Array.isArray(facts.defects)) return undefined;
    return facts as ListingFactsShown;
  } catch {
    return undefined;
  }
}

/**
 * Demo copywriting: a title of the item and its first attributes, a description that restates
 * the facts, the defects word for word and the seller's notes. It states only what it was given,
 * so the descriptor's claim checks accept it; tests that need a model inventing facts add their own rule.
 */
const copy: Rule = {
  name: 'c2c-descriptor-copy',
  match: (request) => listingFacts(request) !== undefined,
  reply: (request) => {
    const facts = listingFacts(request)!;
    const values = Object.entries(facts.attributes)
      .filter(([name]) => name !== 'brand')
      .map(([, value]) => value);
    const title = [facts.item, ...values.slice(0, 2)].join(' ');
    const description = [
      `${facts.item} — ${facts.condition.label}.`,
      values.length > 0 ? `${values.join(', ')}.` : '',
      ...facts.defects.map((defect) => `${defect}.`),
      facts.seller_notes ?? '',
    ]
      .filter(Boolean)
      .join(' ');
    return { content: { title, description } };
  },
};

/** Demo label reading: nothing legible, so the listing rests on the seller's words alone. */
const labels: Rule = {
  name: 'c2c-descriptor-labels',
  match: (request) => responseSchema(request)?.name === 'label_readings',
  reply: { content: { readings: [] } },
};

export default [copy, labels];
