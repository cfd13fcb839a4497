/**
 * Words that name a company's legal form or division rather than the brand: "Apple Inc.",
 * "SAMSUNG Electronics Co., Ltd.", "Sony Group Corporation" all mean the brand before them.
 */
const legalSuffixes = new Set([
  'inc', 'incorporated', 'ltd', 'limited', 'llc', 'corp', 'corporation', 'co', 'company', 'cie', 'gmbh', 'ag', 'sa', 'sas', 'sarl',
  'sl', 'slu', 'spa', 'srl', 'bv', 'nv', 'plc', 'oyj', 'ab', 'kk', 'as', 'group', 'groupe', 'grupo', 'holding', 'holdings',
  'electronics', 'technologies', 'technology', 'international', 'industries', 'official', 'store', 'brand', 'europe', 'iberia',
  'portugal', 'espana', 'france', 'uk', 'usa', 'and', 'the', 'tm', 'r', 'kg', 'enterprise', 'enterprises', 'communications', 'interactive',
  'entertainment', 'appliances', 'sports', 'sportswear', 'golf', 'computer', 'computers', 'software', 'mobility', 'deutschland', 'italia', 'benelux',
]);

/** Lower case, accents and marks removed, `&` read as "and", every other separator a space. */
export function brandTokens(raw: string): string[] {
  // Most words of a text: the steps below would give them as one lower-case token, at a tenth of the cost.
  if (plainWord.test(raw)) return [raw.toLowerCase()];
  return raw
    // Before NFKD, which would spell ™ as "TM"; dotted and slashed legal forms ("S.p.A.", "S.A.", "A/S") as one word.
    .replace(/[®™©]/g, ' ')
    .replace(/(?<![\p{L}\p{N}])(?:s\.\s?p\.\s?a|s\.\s?a\.\s?s|s\.\s?[al]|[bn]\.\s?v|a\/s)\.?(?![\p{L}\p{N}])/giu, (form) => ` ${form.replace(/[./\s]/g, '')} `)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}+]+/u)
    .filter((token) => token.length > 0);
}

const plainWord = /^[A-Za-z0-9]+$/;

/** The comparison key of a brand string: its tokens without trailing legal suffixes, joined. */
export function brandKey(raw: string): string {
  return withoutLegalSuffixes(brandTokens(raw)).join('');
}

/** Drops legal-form words from the end ("samsung electronics co ltd" → "samsung"), never every word. */
/** Whether a token is a legal form's or a division's word ("Corporation", "Holdings", "Electronics"). */
export function isLegalSuffix(token: string): boolean {
  return legalSuffixes.has(token);
}

export function withoutLegalSuffixes(tokens: string[]): string[] {
  let end = tokens.length;
  while (end > 1 && legalSuffixes.has(tokens[end - 1]!)) end -= 1;
  return tokens.slice(0, end);
}

/** "And" in our languages, as a name of several words may write it ("Bimba y Lola", "Dolce & Gabbana"). */
const ands = ['and', 'y', 'e', 'et', 'und'];

/**
 * The keys a name of several words joined by "and" is also written with in our other languages: "Dolce & Gabbana" as "dolce e gabbana"
 * or "bimba e lola", "Marks & Spencer" as "marks y spencer". None for a name with no such word inside it.
 */
export function otherConjunctionKeys(tokens: readonly string[]): string[] {
  // Between words of two letters or more: "D&G" spelt "d e g" is the preposition "de" and a letter.
  const at = tokens.findIndex((token, k) => k > 0 && k < tokens.length - 1 && ands.includes(token) && tokens[k - 1]!.length > 1 && tokens[k + 1]!.length > 1);
  if (at < 0) return [];
  return ands.filter((and) => and !== tokens[at]).map((and) => withoutLegalSuffixes([...tokens.slice(0, at), and, ...tokens.slice(at + 1)]).join(''));
}
