/**
 * Letters that Unicode decomposition does not reduce to A–Z, with their plain Latin spelling.
 */
const plainLatin: Readonly<Record<string, string>> = {
  ß: 'SS', Æ: 'AE', Œ: 'OE', Ø: 'O', Þ: 'TH', Ð: 'D', Đ: 'D', Ł: 'L', Ħ: 'H', Ŧ: 'T', ı: 'I', ĸ: 'K',
};

/** ICAO 9303 Part 3 transliterations that differ from dropping the diacritic (Müller → MUELLER). */
const icaoTransliteration: Readonly<Record<string, string>> = { Ä: 'AE', Ö: 'OE', Ü: 'UE', Å: 'AA', Ø: 'OE' };

function fold(text: string, table: Readonly<Record<string, string>>): string {
  return [...text.toUpperCase()]
    .map((char) => table[char] ?? plainLatin[char] ?? plainLatin[char.toLowerCase()] ?? char)
    .join('')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

function tokensOf(folded: string): string[] {
  return folded
    .replace(/['’`´]/g, '')
    .split(/[^A-Z0-9]+/)
    .filter((token) => token !== '');
}

/**
 * A name as the response shows it: uppercase, diacritics removed, one space between tokens
 * (`José  d'Ávila-Núñez` → `JOSE DAVILA NUNEZ`). Apostrophes are dropped and hyphens split, as the
 * MRZ writes them.
 */
export function normaliseName(text: string): string {
  return tokensOf(fold(text, {})).join(' ');
}

/**
 * The spellings each token of a name may take in an MRZ: diacritics dropped (MULLER) and ICAO's
 * transliteration (MUELLER). Tokens are in the order written.
 */
export function nameTokenVariants(text: string): string[][] {
  const plain = tokensOf(fold(text, {}));
  const icao = tokensOf(fold(text, icaoTransliteration));
  if (plain.length !== icao.length) return plain.map((token) => [token]);
  return plain.map((token, i) => [...new Set([token, icao[i] as string])]);
}

/** A name as an MRZ spells it under ICAO 9303 Part 3 transliteration (Müller → MUELLER, Øre → OERE). */
export function icaoName(text: string): string {
  return tokensOf(fold(text, icaoTransliteration)).join(' ');
}
