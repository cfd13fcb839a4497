import { lastUserText, responseSchema, type ChatRequest } from '../chat-request.ts';
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
 * Demo "translation": every text answered under its own id, prefixed with the target locale in
 * brackets (`Capa` → `[en] Capa`). Deterministic, and it leaves placeholders, HTML, URLs, e-mails
 * and numbers exactly as they were, so the translator's fidelity checks accept it.
 */
const translator: Rule = {
  name: 'translator',
  match: (request) => translationAsk(request) !== undefined,
  reply: (request) => {
    const { target_locale, texts } = translationAsk(request)!;
    return { content: { translations: texts.map(({ id, text }) => ({ id, text: `[${target_locale}] ${text}` })) } };
  },
};

export default [translator];
