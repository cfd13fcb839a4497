/** The two-letter spellings German takes where a keyboard has no umlaut or sharp s ("Ueberweisung", "Abfuellung", "Strasse"). */
const spelledOut: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'ae', Ö: 'oe', Ü: 'ue', ß: 'ss' };

/**
 * A lexicon term (a regular-expression source, read with the `iu` flags) that also matches German words typed without their
 * umlauts or sharp s: each literal "ü" and each class holding one (`[uü]`) also takes "ue", and so on for "ä", "ö" and "ß".
 * Negated classes are left as they are; a term with no such letter comes back unchanged.
 */
export function withGermanSpellings(term: string): string {
  if (!/[äöüÄÖÜß]/u.test(term)) return term;
  let out = '';
  let i = 0;
  while (i < term.length) {
    const ch = term[i]!;
    if (ch === '\\') {
      out += term.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (ch === '[') {
      const end = classEnd(term, i);
      const cls = term.slice(i, end);
      const spellings = cls.startsWith('[^') ? [] : [...new Set([...cls].filter((c) => spelledOut[c]).map((c) => spelledOut[c]!))];
      out += spellings.length === 0 ? cls : `(?:${cls}|${spellings.join('|')})`;
      i = end;
      continue;
    }
    out += spelledOut[ch] ? `(?:${ch}|${spelledOut[ch]})` : ch;
    i += 1;
  }
  return out;
}

/** A pattern that also reads German words typed without their umlauts or sharp s (`withGermanSpellings`); one without such letters is kept as it is. */
export function germanSpelled(pattern: RegExp): RegExp {
  const source = withGermanSpellings(pattern.source);
  return source === pattern.source ? pattern : new RegExp(source, pattern.flags);
}

/** Where a character class that opens at `start` ends (the index after its closing bracket). */
function classEnd(source: string, start: number): number {
  let i = start + 1;
  if (source[i] === '^') i += 1;
  // A "]" first in the class is one of its characters.
  if (source[i] === ']') i += 1;
  while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
  return Math.min(i + 1, source.length);
}
