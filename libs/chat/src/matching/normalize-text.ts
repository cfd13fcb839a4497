import { foldForMatching } from '@circular/runtime';

/** Units a seller may write apart from or glued to their number. */
const units = /(\d) (?=(?:gb|tb|mb|cm|mm|km|kg|ml|mah|l|w|v)(?: |$))/g;

/**
 * Text as the chat compares it: lower case, without accents or punctuation, one space between
 * words, and a number glued to its unit (`128 GB`, `128gb` and `128-GB` all read `128gb`), so a
 * seller's spelling and a catalogue label meet.
 */
export function normalizeText(text: string): string {
  return foldForMatching(text).replace(units, '$1');
}

/** Whether `phrase` occurs in `text` as whole words; both already normalised. */
export function containsPhrase(text: string, phrase: string): boolean {
  return phrase !== '' && ` ${text} `.includes(` ${phrase} `);
}

/** `text` with every whole-word occurrence of `phrase` removed; both already normalised. */
export function removePhrase(text: string, phrase: string): string {
  if (phrase === '') return text;
  return ` ${text} `.split(` ${phrase} `).join(' ').replace(/ +/g, ' ').trim();
}
