import { fillSlots, languageOf, serviceCoreContextLine } from '@circular/runtime';
import { HumanMessage, SystemMessage, type BaseMessage } from '@langchain/core/messages';
import type { UnitControls } from './controls/unit-controls.ts';
import { describeLocale } from './locales.ts';
import { addressForms, controlPrompts, localeGuidance, translatorSystemPrompt } from './prompts.ts';

/** One text as the model sees it: a short id instead of the client's key, which may be long or telling. */
export interface PromptText {
  id: string;
  text: string;
  note?: string;
  max_length?: number;
  translator_note?: string;
}

export interface TranslatorPromptInput {
  sourceLocale: string;
  targetLocale: string;
  context: string;
  serviceCoreContext: string | null;
  texts: readonly PromptText[];
  /** The controls of the batch's texts; their glossary entries and kept terms are named once for all. */
  controls?: readonly (UnitControls | undefined)[];
}

/**
 * The messages of one translation request: the rules and context in the system message, the texts
 * as a JSON document in the user message, so no text can be mistaken for an instruction boundary.
 */
export function buildTranslatorMessages({ sourceLocale, targetLocale, context, serviceCoreContext, texts, controls = [] }: TranslatorPromptInput): BaseMessage[] {
  const language = targetLocale.split('-')[0]!;
  const system = fillSlots(translatorSystemPrompt, {
    sourceLanguage: describeLocale(sourceLocale),
    targetLanguage: describeLocale(targetLocale),
    localeGuidance: localeGuidance[targetLocale] ?? localeGuidance[language] ?? '',
    context,
    serviceCoreContextLine: serviceCoreContextLine(serviceCoreContext),
    controlRules: controlRules(targetLocale, controls, texts),
  });
  const user = JSON.stringify({ target_locale: targetLocale, texts });
  return [new SystemMessage(withoutBlankLines(system).trimEnd()), new HumanMessage(user)];
}

/** The rule lines for the batch's controls, each glossary entry and kept term named once. */
function controlRules(targetLocale: string, controls: readonly (UnitControls | undefined)[], texts: readonly PromptText[]): string {
  const glossary = new Map(controls.flatMap((unit) => unit?.glossary ?? []).map((entry) => [entry.source, entry.target]));
  const keep = new Set(controls.flatMap((unit) => unit?.keep ?? []));
  const formality = controls.find((unit) => unit?.formality)?.formality;
  const lines: string[] = [];
  if (glossary.size > 0) lines.push(fillSlots(controlPrompts.glossary, { terms: [...glossary].map(([source, target]) => `${JSON.stringify(source)} → ${JSON.stringify(target)}`).join(', ') }));
  if (keep.size > 0) lines.push(fillSlots(controlPrompts.keep, { terms: [...keep].map((term) => JSON.stringify(term)).join(', ') }));
  if (formality) {
    const forms = addressForms[targetLocale] ?? addressForms[languageOf(targetLocale)];
    lines.push(fillSlots(controlPrompts[formality], { forms: forms?.[formality] ?? `the ${formality} register of ${describeLocale(targetLocale)}` }));
  }
  if (texts.some((text) => text.max_length !== undefined || text.translator_note !== undefined)) lines.push(controlPrompts.perText);
  return lines.join('\n');
}

function withoutBlankLines(text: string): string {
  return text.replace(/\n{2,}/g, '\n');
}
