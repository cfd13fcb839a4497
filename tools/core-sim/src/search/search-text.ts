/**
 * Lower-case, accent-free words of a text: `Telemóvel iPhone-12, 128GB!` → `telemovel iphone 12 128gb`.
 * Users type without accents and with any punctuation, so both sides are compared in this form.
 */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** `iphone12` → `iphone 12`, `128gb` → `128 gb`: for query words the catalogue does not know whole. */
export function splitLettersAndDigits(word: string): string[] {
  return word.match(/[a-z]+|[0-9]+/g) ?? [];
}

/**
 * Filler of a seller's sentence in Portuguese and English ("quero vender o meu…", "I want to sell
 * my…"). Dropped from queries so they do not dilute every product's score alike.
 */
export const fillerWords = new Set([
  'o', 'a', 'os', 'as', 'um', 'uma', 'uns', 'umas', 'de', 'do', 'da', 'dos', 'das', 'em', 'no', 'na', 'nos', 'nas',
  'e', 'ou', 'com', 'para', 'por', 'meu', 'minha', 'meus', 'minhas', 'tenho', 'quero', 'queria', 'vender', 'vendo',
  'esta', 'este', 'isto', 'the', 'an', 'of', 'my', 'i', 'have', 'want', 'to', 'sell', 'with', 'and', 'for', 'is',
  'it', 'this', 'its',
]);

/** Edit distance with adjacent transpositions (optimal string alignment), stopping early past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length]!;
}
