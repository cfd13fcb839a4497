import type { ChatReply } from '@circular/contract';
import { supportedLanguages } from '@circular/runtime';
import { localize, type LocalizedText, type OptionType, type ProductSummary } from './core-system/index.ts';
import { normalizeText } from './matching/normalize-text.ts';
import { t, type MessageKey } from './messages.ts';
import type { ChatStateValue } from './state.ts';
import { assistantReply } from './transport/chat-reply.ts';

/**
 * The chat's voice in one session: texts from the catalogue in the turn's language, labels from
 * the core system localised the same way, and replies with their choices as buttons.
 */
export function conversation(state: Pick<ChatStateValue, 'turn'>) {
  const language = state.turn.language;
  const say = (key: MessageKey, params: Record<string, string | number> = {}) => t(language, key, params);
  return {
    language,
    say,
    label: (text: LocalizedText) => localize(text, language),
    /** A reply of these lines, with buttons for the choices. */
    reply: (lines: readonly string[], choices: readonly string[] = [], link?: { href: string; label: string }): ChatReply =>
      assistantReply({ text: lines.join('\n'), choices, choicesLabel: say('choicesLabel'), ...(link ? { link } : {}) }),
  };
}

/** "Apple iPhone 12": brand and model, the brand once. */
export function productLabel(product: Pick<ProductSummary, 'brand' | 'name'>): string {
  return normalizeText(product.name).startsWith(normalizeText(product.brand)) ? product.name : `${product.brand} ${product.name}`;
}

/** The words of a product's own name, taken out before reading option values from a sentence. */
export function productWords(product: Pick<ProductSummary, 'brand' | 'name'> & { aliases?: readonly string[] }): string[] {
  return [productLabel(product), product.name, product.brand, ...(product.aliases ?? [])];
}

/** The "Change <option>" button of an option type in every language, each with that language's label. */
export function changeButtonLabels(type: OptionType): string[] {
  return supportedLanguages.map((language) => t(language, 'buttonChange', { option: localize(type.labels, language) }));
}
