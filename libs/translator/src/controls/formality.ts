import { languageOf } from '@circular/runtime';

export type Formality = 'formal' | 'informal' | 'default';

/**
 * Words that mark how the reader is addressed, per language and register: a formal translation
 * must hold none of the informal words, an informal one none of the formal words. Pronouns and
 * possessives only, the forms that mark address unambiguously in catalogue text; a verb ending
 * alone (Spanish `compra`/`compre`) is left to the model. Courtesy capitals (German `Sie`, Italian
 * `Lei`) count only mid-sentence: at the start of a sentence `Sie` may be "she" or "they".
 */
interface AddressMarkers {
  words: readonly string[];
  /** Matched with their letter case (`o senhor`, not the title `O Senhor dos Anéis`'s `Senhor`). */
  caseSensitive?: boolean;
  /** Only after a word and a space (courtesy capitals), not at the start of a sentence. */
  midSentence?: boolean;
  /** Not right after these words, where the marker is another word: French `un ton` is a shade, `ton vélo` is "your bike". */
  notAfter?: readonly string[];
  /** Not right before these words (`ton sur ton`, tone on tone). */
  notBefore?: readonly string[];
}

interface LanguageAddress {
  informal: readonly AddressMarkers[];
  formal: readonly AddressMarkers[];
}

const portugueseTu = ['tu', 'te', 'ti', 'contigo', 'teu', 'tua', 'teus', 'tuas'];
const portugueseSenhor = ['o senhor', 'a senhora', 'os senhores', 'as senhoras'].flatMap((words) => [words, words[0]!.toUpperCase() + words.slice(1)]);

/** Keyed by language, or by language-region where the region changes the register (pt-BR). */
export const addressMarkers: Readonly<Record<string, LanguageAddress>> = {
  fr: {
    informal: [{ words: ['tu', 'te', 'toi', 'ta', 'tes', "t'", 't’'] }, { words: ['ton'], notAfter: ['un', 'le', 'ce', 'du', 'au', 'même', 'sur', 'de'], notBefore: ['sur ton'] }],
    formal: [{ words: ['vous', 'votre', 'vos'] }],
  },
  de: {
    informal: [{ words: ['du', 'dich', 'dir', 'dein', 'deine', 'deinen', 'deinem', 'deiner', 'deines', 'euch', 'euer', 'eure'] }],
    formal: [{ words: ['Sie', 'Ihnen', 'Ihr', 'Ihre', 'Ihren', 'Ihrem', 'Ihrer', 'Ihres'], caseSensitive: true, midSentence: true }],
  },
  es: {
    informal: [{ words: ['tú', 'tu', 'tus', 'te', 'ti', 'contigo', 'tuyo', 'tuya', 'tuyos', 'tuyas', 'vosotros', 'vosotras', 'os', 'vuestro', 'vuestra', 'vuestros', 'vuestras', 'vos'] }],
    formal: [{ words: ['usted', 'ustedes'] }],
  },
  // European Portuguese: formal is third-person address (o senhor, você at most), informal is tu.
  pt: {
    informal: [{ words: portugueseTu }],
    formal: [{ words: ['você', 'vocês'] }, { words: portugueseSenhor, caseSensitive: true }],
  },
  // Brazilian Portuguese: você is the everyday, informal address; o senhor / a senhora the formal one.
  'pt-BR': {
    informal: [{ words: [...portugueseTu, 'você', 'vocês'] }],
    formal: [{ words: portugueseSenhor, caseSensitive: true }],
  },
  it: {
    informal: [{ words: ['tu', 'ti', 'te', 'tuo', 'tua', 'tuoi', 'tue', 'voi', 'vostro', 'vostra', 'vostri', 'vostre'] }],
    formal: [{ words: ['Lei', 'Suo', 'Sua', 'Suoi', 'Sue', 'Loro'], caseSensitive: true, midSentence: true }],
  },
  ca: {
    informal: [{ words: ['tu', 'et', 'teu', 'teva', 'teus', 'teves', 'vosaltres', 'vostre', 'vostra', 'vostres', "t'", 't’'] }],
    formal: [{ words: ['vostè', 'vostès'] }],
  },
};

/** The address markers of a target locale, or undefined where the check is left to the model. */
export function addressOf(targetLocale: string): LanguageAddress | undefined {
  return addressMarkers[targetLocale] ?? addressMarkers[languageOf(targetLocale)];
}

/** Whether formality can be checked in code for this locale. */
export function formalityChecked(targetLocale: string): boolean {
  return addressOf(targetLocale) !== undefined;
}

/**
 * The words of `translation` that address the reader in the register opposite to `formality`
 * (empty when it is kept, or when the language is not checked in code). Markup and placeholders
 * are left out: `{tu}` is a variable, not a pronoun.
 */
export function wrongAddress(translation: string, { targetLocale, formality }: { targetLocale: string; formality: Formality }): string[] {
  const address = formality === 'default' ? undefined : addressOf(targetLocale);
  if (!address) return [];
  const prose = translation.replace(/<[^>]*>|%?\{+[^{}]*\}+/g, ' ');
  const forbidden = formality === 'formal' ? address.informal : address.formal;
  const found: string[] = [];
  for (const { words, caseSensitive, midSentence, notAfter, notBefore } of forbidden) {
    for (const word of words) {
      const elided = word.endsWith("'") || word.endsWith('’');
      const after = (elided ? '' : '(?![\\p{L}\\p{N}])') + (notBefore ? `(?!\\s+(?:${notBefore.map((text) => text.replace(/ /g, '\\s+')).join('|')}))` : '');
      // A courtesy capital counts only mid-sentence: after a letter, digit or comma and a space.
      const boundary = midSentence ? '(?<=[\\p{L}\\p{N},;:]\\s+)' : '(?<![\\p{L}\\p{N}])';
      const before = notAfter ? `${boundary}(?<!(?<![\\p{L}\\p{N}])(?:${notAfter.join('|')})\\s+)` : boundary;
      const pattern = new RegExp(`${before}${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')}${after}`, caseSensitive ? 'u' : 'iu');
      if (pattern.test(prose)) found.push(word);
    }
  }
  return found;
}
