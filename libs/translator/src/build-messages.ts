import { fillSlots, serviceCoreContextLine } from '@circular/runtime';
import { HumanMessage, SystemMessage, type BaseMessage } from '@langchain/core/messages';
import { describeLocale } from './locales.ts';
import { localeGuidance, translatorSystemPrompt } from './prompts.ts';

/** One text as the model sees it: a short id instead of the client's key, which may be long or telling. */
export interface PromptText {
  id: string;
  text: string;
  note?: string;
}

export interface TranslatorPromptInput {
  sourceLocale: string;
  targetLocale: string;
  context: string;
  serviceCoreContext: string | null;
  texts: readonly PromptText[];
}

/**
 * The messages of one translation request: the rules and context in the system message, the texts
 * as a JSON document in the user message, so no text can be mistaken for an instruction boundary.
 */
export function buildTranslatorMessages({ sourceLocale, targetLocale, context, serviceCoreContext, texts }: TranslatorPromptInput): BaseMessage[] {
  const language = targetLocale.split('-')[0]!;
  const system = fillSlots(translatorSystemPrompt, {
    sourceLanguage: describeLocale(sourceLocale),
    targetLanguage: describeLocale(targetLocale),
    localeGuidance: localeGuidance[targetLocale] ?? localeGuidance[language] ?? '',
    context,
    serviceCoreContextLine: serviceCoreContextLine(serviceCoreContext),
  });
  const user = JSON.stringify({ target_locale: targetLocale, texts });
  return [new SystemMessage(withoutBlankLines(system)), new HumanMessage(user)];
}

function withoutBlankLines(text: string): string {
  return text.replace(/\n{2,}/g, '\n');
}
