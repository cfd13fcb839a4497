import { supportedLanguages } from '@circular/runtime';
import { normalizeText } from './matching/normalize-text.ts';
import { t, type MessageKey } from './messages.ts';

/** A button's label in every language the chat speaks: a user may switch language mid-conversation. */
export function labelsInEveryLanguage(key: MessageKey, params: Record<string, string> = {}): string[] {
  return [...new Set(supportedLanguages.map((language) => t(language, key, params)))];
}

/** Whether the user's words are exactly the label of that button, in any language. */
export function saidButton(text: string, key: MessageKey, params: Record<string, string> = {}): boolean {
  const said = normalizeText(text);
  return said !== '' && labelsInEveryLanguage(key, params).some((label) => normalizeText(label) === said);
}

const startOverPhrases = ['start again', 'restart', 'comecar de novo', 'recomecar do inicio', 'volver a empezar', 'reiniciar'].map(normalizeText);

/** "Start over", clicked or typed, at any stage. */
export function isStartOver(text: string): boolean {
  return saidButton(text, 'buttonStartOver') || startOverPhrases.includes(normalizeText(text));
}

const noneOfTheseWords = ['nenhum', 'none', 'ninguno', 'aucun', 'nenhum deles', 'none of them'].map(normalizeText);

/** "None of these" for the product candidates. */
export function isNoneOfThese(text: string): boolean {
  return saidButton(text, 'buttonNone') || noneOfTheseWords.includes(normalizeText(text));
}
