/**
 * A listing text folded for the rules, with the way back to the seller's own characters: the rules
 * match on `folded`, and a span found there maps to the original with `toOriginal`, so evidence,
 * spans and redaction stay exact however the seller disguised the text.
 */
export interface FoldedText {
  original: string;
  folded: string;
  /** For each UTF-16 unit of `folded`: where its source starts and ends in `original`. */
  starts: Uint32Array;
  ends: Uint32Array;
}

/** Invisible characters sellers put inside words and numbers: zero-width space/joiners, word joiner, BOM, soft hyphen, variation selectors, the keycap mark. */
const invisible = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]|[\ufe00-\ufe0f]|\u20e3|\udb40[\udc00-\udc7f]/u;
/** Characters drawn blank that are no space to Unicode: Hangul fillers and the blank Braille pattern. */
const blankLookalike = /[\u115f\u1160\u3164\uffa0\u2800]/u;
/** Combining marks left over once precomposed letters are kept (a mark stacked on a letter to break a match). */
const combiningMark = /\p{M}/u;
/**
 * Cyrillic and Greek letters drawn like Latin ones (Unicode's confusables, the common subset):
 * sellers swap them into addresses and brand names. Our marketplaces list in Latin script, so
 * folding them is safe for matching; the original text is what the response quotes.
 */
const confusables: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', і: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w', ɡ: 'g',
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', І: 'I', Ј: 'J', Ѕ: 'S',
  // Cyrillic letters drawn like digits ("9l2 З45"): Ze for 3, be for 6.
  З: '3', з: '3', б: '6',
  α: 'a', ο: 'o', ρ: 'p', ε: 'e', ι: 'i', κ: 'k', ν: 'v', τ: 't', υ: 'u', χ: 'x', Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
  '\u2018': "'", '\u2019': "'", '\u02bc': "'", '\u201c': '"', '\u201d': '"', '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2013': '-', '\u2014': '-', '\u2212': '-', '\u00a0': ' ', '\u202f': ' ',
};
/** Greek and Cyrillic letters, where a look-alike may carry an accent ("Rέplica", "Rеplíca" with a Cyrillic е). */
const greekOrCyrillic = /[\u0370-\u03ff\u0400-\u04ff\u1f00-\u1fff]/u;

/** A look-alike Greek or Cyrillic letter with an accent ("έ", "ό"): the Latin letter it imitates with the same accent ("é", "ó"). */
function accentedConfusable(ch: string): string | undefined {
  if (!greekOrCyrillic.test(ch)) return undefined;
  const [base, ...marks] = ch.normalize('NFD');
  const latin = base === undefined ? undefined : confusables[base];
  if (latin === undefined || marks.length === 0 || !marks.every((mark) => combiningMark.test(mark))) return undefined;
  return `${latin}${marks.join('')}`.normalize('NFC');
}

/** Characters written one by one with a single space, dot or hyphen between them ("w h a t s a p p", "B.i.z.u.m", "j-o-a-o"): at least this many make a spelt-out word. */
const minSpelledRun = 4;
/** Lower-case letters set apart by dots join from three ("c.o.m", "g.m.x"); capitals stay an abbreviation ("U.S.A."). */
const minDottedLetterRun = 3;
const lowerLetter = /\p{Ll}/u;
const letter = /\p{L}/u;
const digit = /\p{N}/u;

/**
 * Folds a text once: NFKC per character (full-width, circled, mathematical and superscript digits
 * and letters become ASCII), invisible characters and stray combining marks dropped, look-alike
 * Cyrillic and Greek letters made Latin, and characters spelt out one by one joined up. Lone
 * surrogates become U+FFFD. Linear in the text's length.
 */
export function foldText(original: string): FoldedText {
  const chars: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let i = 0;
  for (const ch of original) {
    const start = i;
    i += ch.length;
    if (ch.charCodeAt(0) < 0x80) {
      chars.push(ch);
      starts.push(start);
      ends.push(i);
      continue;
    }
    // One entry per UTF-16 unit, so that indexes into the folded string are indexes here.
    const folded = foldedChar(ch);
    for (let u = 0; u < folded.length; u += 1) {
      chars.push(folded[u]!);
      starts.push(start);
      ends.push(i);
    }
  }
  const joined = joinSpelledOut(chars);
  // Nothing spelt out (most texts): every index is kept, in order.
  if (joined.length === chars.length) return { original, folded: chars.join(''), starts: new Uint32Array(starts), ends: new Uint32Array(ends) };
  const keptStarts = new Uint32Array(joined.length);
  const keptEnds = new Uint32Array(joined.length);
  const kept: string[] = [];
  for (let n = 0; n < joined.length; n += 1) {
    const k = joined[n]!;
    kept.push(chars[k]!);
    keptStarts[n] = starts[k]!;
    keptEnds[n] = ends[k]!;
  }
  return { original, folded: kept.join(''), starts: keptStarts, ends: keptEnds };
}

/**
 * What one character other than ASCII folds to (`foldCharacter`), kept per character: a text repeats its few characters (accented
 * letters, an emoji wall), and each would otherwise be normalised and tested again. At most this many characters are kept.
 */
const foldedChars = new Map<string, string>();
const maxFoldedChars = 4_096;
function foldedChar(ch: string): string {
  let folded = foldedChars.get(ch);
  if (folded === undefined) {
    folded = foldCharacter(ch);
    if (foldedChars.size < maxFoldedChars) foldedChars.set(ch, folded);
  }
  return folded;
}

/** One character other than ASCII (a code point, or a lone surrogate) as the folded text holds it: nothing where it is dropped. */
export function foldCharacter(ch: string): string {
  if (invisible.test(ch)) return '';
  // Hangul fillers and the blank Braille cell draw nothing and stand for a space ("07ㅤ700ㅤ900"): read as one.
  if (blankLookalike.test(ch)) return ' ';
  let out = ch.length === 1 && ch >= '\ud800' && ch <= '\udfff' ? '\ufffd' : (confusables[ch] ?? accentedConfusable(ch) ?? ch.normalize('NFKC'));
  if (out !== ch && out.length > 1) out = [...out].filter((c) => !invisible.test(c) && !combiningMark.test(c)).join('');
  if (combiningMark.test(out)) return '';
  // Dingbat and double-circled digits NFKC keeps ("❾❶❷", "➒➊➋", "⓵"): their value.
  const dingbat = dingbatDigit(out);
  if (dingbat !== undefined) out = dingbat;
  // Digits of other scripts NFKC keeps ("٩١٢", "९१२"): their value, from their place in Unicode's run of ten.
  if (out.length <= 2 && otherDigit.test(out)) out = String(digitValue(out.codePointAt(0)!));
  let folded = '';
  for (const point of out) folded += confusables[point] ?? point;
  return folded;
}

/** Runs of circled digits NFKC leaves alone, each from the value of its first: negative circled, sans-serif circled, double circled, the zeros, 1–10. */
const dingbatRuns: [first: number, last: number, value: number][] = [
  [0x2776, 0x277f, 1], [0x2780, 0x2789, 1], [0x278a, 0x2793, 1], [0x24f5, 0x24fe, 1], [0x24eb, 0x24f4, 11], [0x24ff, 0x24ff, 0], [0x1f10b, 0x1f10b, 0], [0x1f10c, 0x1f10c, 0],
];

function dingbatDigit(ch: string): string | undefined {
  const point = ch.codePointAt(0)!;
  for (const [first, last, value] of dingbatRuns) if (point >= first && point <= last) return String(value + point - first);
  return undefined;
}

/** A decimal digit of another script than ASCII (Arabic-Indic, Devanagari, Bengali, Thai…). */
const otherDigit = /^(?![0-9])\p{Nd}$/u;

/** A decimal digit's value: Unicode writes each script's digits as a run of ten, zero first. */
function digitValue(point: number): number {
  let zero = point;
  while (point - zero < 9 && otherDigit.test(String.fromCodePoint(zero - 1))) zero -= 1;
  return (point - zero) % 10;
}

const wordChar = /[\p{L}\p{N}]/u;
/**
 * Whether a character is a letter or a digit: ASCII ones by their code (no other ASCII character is either), a lone surrogate (each
 * half of a character beyond the BMP is one entry of the folded text: an emoji, a mathematical letter) never (its category is
 * Cs), the rest by Unicode.
 */
export function isWordChar(c: string): boolean {
  const code = c.charCodeAt(0);
  if (c.length === 1 && code < 0x80) return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
  if (c.length === 1 && code >= 0xd800 && code <= 0xdfff) return false;
  return wordChar.test(c);
}

/** The indexes of `chars` to keep: the separators (one space, dot or hyphen) of a run of lone characters ("c l a i r e", "B.i.z.u.m", "j-o-a-o") dropped. */
function joinSpelledOut(chars: string[]): number[] {
  const word = chars.map(isWordChar);
  const alone = (k: number) => k < chars.length && (word[k]! || '@._+-'.includes(chars[k]!)) && !word[k - 1] && !word[k + 1];
  const keep: number[] = [];
  let k = 0;
  while (k < chars.length) {
    let end = k;
    let count = 1;
    if (word[k] && alone(k)) {
      // One separator for the whole run: in "P.a.y.P.a.l f.r.i.e.n.d.s" the space between dotted words stays a word break.
      const separator = chars[end + 1];
      while (end + 2 < chars.length && (separator === ' ' || separator === '.' || separator === '-') && chars[end + 1] === separator && alone(end + 2)) {
        end += 2;
        count += 1;
      }
    }
    // "Escribe a 6 1 2 …", "… 6 7 8 y te contesto": a lone letter at a run's edge next to a digit is a word of the sentence (a
    // preposition, "and"), not a character of the spelt-out number: it stays apart.
    let from = k;
    let to = end;
    if (count >= 2 && letter.test(chars[from]!) && digit.test(chars[from + 2]!)) {
      keep.push(from, from + 1);
      from += 2;
      count -= 1;
    }
    const edgeAfter = count >= 2 && letter.test(chars[to]!) && digit.test(chars[to - 2]!);
    if (edgeAfter) {
      to -= 2;
      count -= 1;
    }
    const dottedLetters = count >= minDottedLetterRun && chars[from + 1] === '.' && Array.from({ length: count }, (_, n) => chars[from + 2 * n]!).every((c) => lowerLetter.test(c));
    // "2,5 3 4 5 6": lone digits from a decimal number's last digit on go on a series of measures (sizes with halves), not a number spelt out.
    const afterDecimal = count >= minSpelledRun && digit.test(chars[from]!) && ',.'.includes(chars[from - 1] ?? 'x') && digit.test(chars[from - 2] ?? '');
    if ((count >= minSpelledRun && !afterDecimal) || dottedLetters) {
      for (let m = from; m <= to; m += 2) keep.push(m);
    } else {
      for (let m = from; m <= to; m += 1) keep.push(m);
    }
    if (edgeAfter) keep.push(to + 1, to + 2);
    k = end + 1;
  }
  return keep;
}

/** The span in the original text of the folded span [start, end). */
export function toOriginal(text: FoldedText, start: number, end: number): { start: number; end: number } {
  if (end <= start) {
    const at = start < text.starts.length ? text.starts[start]! : text.original.length;
    return { start: at, end: at };
  }
  return { start: text.starts[start]!, end: text.ends[end - 1]! };
}
