/**
 * Pairs of capital letters OCR reads for one another in OCR-B: shapes that differ by one stroke
 * or corner (O/D/Q, C/G, U/V/W, M/N/H/W, E/F, F/P, P/R, K/X, I/J, V/Y) and those seen confused on
 * real captures (`W` read as `U`, `U` as `L`, `L` as `F` in names and state codes).
 * Digit look-alikes are handled where the format fixes letters and digits (`correctMrz`).
 */
const confusedPairs = ['OD', 'OQ', 'DQ', 'OC', 'CG', 'UV', 'UW', 'VW', 'VY', 'UL', 'LI', 'LF', 'IJ', 'MN', 'MH', 'NH', 'MW', 'NW', 'EF', 'FP', 'PR', 'BE', 'BR', 'KX', 'KR'];

const partners = new Map<string, string>();
for (const [a, b] of confusedPairs.map((pair) => [...pair] as [string, string])) {
  partners.set(a, `${partners.get(a) ?? ''}${b}`);
  partners.set(b, `${partners.get(b) ?? ''}${a}`);
}

/** The letters OCR may have read this one for, or put in its place. */
export function confusableLetters(letter: string): string {
  return partners.get(letter) ?? '';
}

/** Whether OCR-B's shapes explain reading one letter for the other. */
export function lettersConfusable(a: string, b: string): boolean {
  return confusableLetters(a).includes(b);
}
