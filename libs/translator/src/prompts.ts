/**
 * The translator's prompts, as data. `{name}` slots are filled by `buildTranslatorMessages`; the
 * brace examples in the rules (`%{count}`, `{{count}}`, `{count}`) are not slots and reach the
 * model as written. Fidelity is still checked in code: these rules only make a re-ask rarer.
 * Bump the version whenever a prompt changes, so the translation memory stops serving old answers.
 */
export const translatorPromptVersion = 2;

/** Name of the structured answer; model-stub's translator rule recognises requests by it. */
export const translationsSchemaName = 'translations';

export const translatorSystemPrompt = `You translate catalogue texts of a second-hand marketplace from {sourceLanguage} into {targetLanguage}.
{localeGuidance}
Catalogue context: {context}
{serviceCoreContextLine}
Rules:
- Translate the meaning naturally for shoppers; keep brand names, model names and product codes as they are.
- Copy these exactly as they appear in the source, character for character: placeholders such as %{count}, {{count}}, {count}, %s, %d and %1$s; HTML tags and their attributes (translate only the visible text and the alt and title attributes); HTML entities such as &amp;; URLs; e-mail addresses; numbers, with their digits and separators unchanged.
- ICU MessageFormat such as {count, plural, one {# item} other {# items}} or {gender, select, female {…} other {…}}: keep the argument names, the words plural, select and selectordinal, the number and date styles and the selector keys (one, other, =0, female…) exactly; translate only the text inside the branches, and use the plural categories of the target language.
- Keep each text's line breaks and leave nothing untranslated that a shopper reads.
- The user message is JSON: the target locale and a list of texts, each with an id. Answer with exactly one translation per id, using the same id: never merge, split, add or drop texts. A text with a "note" was answered wrongly before; the note says what to fix.
{controlRules}`;

/**
 * Lines added to the rules when a batch carries controls (the request's `agent_specific`); none
 * without them, so the prompt of a request without controls is the one before they existed.
 */
export const controlPrompts = {
  glossary: '- Glossary: translate each of these terms exactly as given (inflect the last word only if grammar requires it): {terms}.',
  keep: '- Keep these terms exactly as written, letter case included, never translated: {terms}.',
  formal: '- Address the reader formally ({forms}).',
  informal: '- Address the reader informally ({forms}).',
  perText: '- A text with "max_length" must be translated in at most that many characters; a "translator_note" tells where the text appears or what it means: follow it, never copy it into the translation.',
} as const;

/** The formal and informal address of a language, as the formality rule names them. */
export const addressForms: Readonly<Record<string, { formal: string; informal: string }>> = {
  fr: { formal: 'vous', informal: 'tu' },
  de: { formal: 'Sie', informal: 'du' },
  es: { formal: 'usted', informal: 'tú' },
  pt: { formal: 'third person, o cliente or você, never tu', informal: 'tu' },
  'pt-BR': { formal: 'o senhor / a senhora', informal: 'você' },
  it: { formal: 'Lei', informal: 'tu' },
  ca: { formal: 'vostè', informal: 'tu' },
  nl: { formal: 'u', informal: 'je / jij' },
  pl: { formal: 'Pan / Pani', informal: 'ty' },
};


const europeanPortuguese =
  'Write European Portuguese as used in Portugal, never Brazilian Portuguese: Portuguese vocabulary (telemóvel, ecrã, autocarro, casa de banho, frigorífico, rato), European spelling (facto, receção, ótimo) and grammar (estar a + infinitive rather than the gerund).';

/**
 * Extra guidance per target locale, looked up by the exact tag and then by the bare language.
 * Bare `pt` is European Portuguese: the service's home market and default language is PT-PT.
 */
export const localeGuidance: Readonly<Record<string, string>> = {
  'pt-PT': europeanPortuguese,
  pt: europeanPortuguese,
  'pt-BR': 'Write Brazilian Portuguese as used in Brazil (celular, tela, ônibus).',
};
