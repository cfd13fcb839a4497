/** Letters that Unicode decomposition does not reduce to A–Z, with their plain Latin spelling. */
const plainLatin: Readonly<Record<string, string>> = {
  ß: 'SS', Æ: 'AE', Œ: 'OE', Ø: 'O', Þ: 'TH', Ð: 'D', Đ: 'D', Ł: 'L', Ħ: 'H', Ŧ: 'T', ı: 'I', ĸ: 'K',
};

/** ICAO 9303 Part 3 transliterations that differ from dropping the diacritic (Müller → MUELLER). */
const icaoTransliteration: Readonly<Record<string, string>> = { Ä: 'AE', Ö: 'OE', Ü: 'UE', Å: 'AA', Ø: 'OE' };

function mrzTokens(text: string, table: Readonly<Record<string, string>>): string {
  return [...text.toUpperCase()]
    .map((char) => table[char] ?? plainLatin[char] ?? plainLatin[char.toLowerCase()] ?? char)
    .join('')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/['’`´]/g, '')
    .split(/[^A-Z0-9]+/)
    .filter((token) => token !== '')
    .join(' ');
}

/** A printed name as an MRZ writes it with diacritics dropped (`José d'Ávila-Núñez` → `JOSE DAVILA NUNEZ`). */
export function plainMrzName(text: string): string {
  return mrzTokens(text, {});
}

/** A printed name as an MRZ writes it under ICAO 9303 Part 3 transliteration (Müller → MUELLER). */
export function icaoMrzName(text: string): string {
  return mrzTokens(text, icaoTransliteration);
}
