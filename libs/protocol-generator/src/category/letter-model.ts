/**
 * A letter-trigram model of the words of the languages the service reads (English, Portuguese,
 * Spanish, French, German, Italian), learned from Debian's word lists by
 * `scripts/build-letter-model.ts`: it tells a category someone typed ("câmaras fotográficas",
 * "e-bikes") from keys mashed or random letters ("asdkjhqwe") without a dictionary at run time.
 */
import { letterModelData } from './letter-model.data.ts';

/** `^` starts a word, `$` ends it; letters are a–z once accents are folded away. */
export const letterAlphabet = '^abcdefghijklmnopqrstuvwxyz$';
/** Log-probabilities are stored as signed bytes of this many steps per natural-log unit. */
export const logProbabilityScale = 8;

export interface LetterModel {
  /** log P(next | two before), scaled and rounded, indexed `(a * 28 + b) * 28 + next`. */
  logProbabilities: Int8Array;
  /** Words whose mean scaled log-probability per letter is below this read as no word. */
  threshold: number;
}

const index = (symbol: string) => letterAlphabet.indexOf(symbol);

/** Letters a–z of a word with accents folded away; other characters removed. */
export function foldLetters(word: string): string {
  return word
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** The mean log-probability per letter (scaled), end of word included: higher reads more like a word. */
export function wordScore(model: LetterModel, word: string): number {
  const letters = `^^${foldLetters(word)}$`;
  let sum = 0;
  for (let i = 2; i < letters.length; i++) {
    sum += model.logProbabilities[(index(letters[i - 2]!) * 28 + index(letters[i - 1]!)) * 28 + index(letters[i]!)]!;
  }
  return sum / (letters.length - 2);
}

/**
 * Whether some word of the text reads as a word of one of the languages: a text none of whose
 * words of five letters or more does (keys mashed, random letters) is no product category. One
 * readable word is enough, so abbreviations and brands beside it ("DSLR cameras") pass, and
 * shorter words are not judged at all (acronyms: GPS, DVD, DIY).
 */
export function readsAsWords(model: LetterModel, text: string): boolean {
  const words = text.split(/[^\p{L}]+/u).filter((word) => foldLetters(word).length >= 5);
  if (words.length === 0) return true;
  return words.some((word) => wordScore(model, word) >= model.threshold);
}

let loaded: LetterModel | undefined;

/** The model shipped with the library (21 KB of bytes), decoded on first use. */
export function letterModel(): LetterModel {
  if (!loaded) {
    const bytes = Buffer.from(letterModelData.logProbabilities, 'base64');
    loaded = { threshold: letterModelData.threshold, logProbabilities: new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length) };
  }
  return loaded;
}
