import { lastUserText, responseSchema, systemText, type ChatRequest } from '../chat-request.ts';
import type { Rule } from '../rule.ts';

interface TranslationAsk {
  target_locale: string;
  texts: { id: string; text: string }[];
}

/**
 * The translator's requests (`@circular/translator`): a `translations` answer schema, and a user
 * message holding `{ target_locale, texts: [{ id, text }] }` as JSON. Read here without importing
 * the library, which itself tests against this stub.
 */
function translationAsk(request: ChatRequest): TranslationAsk | undefined {
  if (responseSchema(request)?.name !== 'translations') return undefined;
  try {
    const ask = JSON.parse(lastUserText(request)) as Partial<TranslationAsk>;
    if (typeof ask.target_locale !== 'string' || !Array.isArray(ask.texts)) return undefined;
    return { target_locale: ask.target_locale, texts: ask.texts };
  } catch {
    return undefined;
  }
}

/**
 * The glossary the translator's system prompt states (`"bike" → "vélo", …`), longest source first.
 * Matches the prompt's wording, not the library's code: the stub must not import what it tests.
 */
function glossaryOf(request: ChatRequest): [string, string][] {
  const line = systemText(request).split('\n').find((text) => text.startsWith('- Glossary:'));
  if (!line) return [];
  const pairs = [...line.matchAll(/("(?:[^"\\]|\\.)*") → ("(?:[^"\\]|\\.)*")/g)].map(([, source, target]) => [JSON.parse(source!), JSON.parse(target!)] as [string, string]);
  return pairs.sort(([a], [b]) => b.length - a.length);
}

/** The text with every glossary source term (whole words, any case) replaced by its target. */
function applyGlossary(text: string, glossary: readonly [string, string][]): string {
  let result = text;
  for (const [source, target] of glossary) {
    const escaped = source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    result = result.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu'), target);
  }
  return result;
}

/**
 * Demo "translation": every text answered under its own id, prefixed with the target locale in
 * brackets (`Capa` → `[en] Capa`), with the prompt's glossary terms put in. Deterministic, and it
 * leaves placeholders, HTML, URLs, e-mails, numbers and brand names exactly as they were, so the
 * translator's fidelity and control checks accept it.
 */
const translator: Rule = {
  name: 'translator',
  match: (request) => translationAsk(request) !== undefined,
  reply: (request) => {
    const { target_locale, texts } = translationAsk(request)!;
    const glossary = glossaryOf(request);
    return { content: { translations: texts.map(({ id, text }) => ({ id, text: `[${target_locale}] ${applyGlossary(text, glossary)}` })) } };
  },
};

export default [translator];
