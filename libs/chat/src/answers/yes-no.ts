import { normalizeText } from '../matching/normalize-text.ts';

/** Words that answer yes or no in the languages the chat speaks (PT, EN, ES, FR), accents removed. */
const yesWords = new Set(['sim', 's', 'claro', 'certo', 'exato', 'confirmo', 'yes', 'y', 'yeah', 'yep', 'sure', 'si', 'oui', 'true', 'ok']);
const noWords = new Set(['nao', 'n', 'no', 'nope', 'non', 'false', 'nunca', 'never', 'jamais']);

/**
 * A yes/no answer, read from its first word ("Sim, liga bem" is yes, "Não" is no); undefined when
 * the words are neither, so the question is asked again rather than guessed.
 */
export function parseYesNo(text: string): boolean | undefined {
  const first = normalizeText(text).split(' ')[0] ?? '';
  if (yesWords.has(first)) return true;
  if (noWords.has(first)) return false;
  return undefined;
}
