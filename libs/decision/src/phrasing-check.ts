/**
 * Whether a model's wording of the reasoning keeps to its numbers: every number it writes must be
 * one the rule-written lines hold (a figure, a threshold, a sum of figures, a date or article).
 * A wording with any other number is refused, so a model can reword a decision but never add or
 * change a figure.
 */
export function numbersKept(phrasing: string, lines: readonly string[]): boolean {
  const allowed = new Set(lines.flatMap((line) => numbersIn(line)).flatMap(readings));
  return numbersIn(phrasing).every((token) => readings(token).some((reading) => allowed.has(reading)));
}

/** Digit runs with their grouping and decimal separators: `1 234,50`, `1,234.5`, `0.5`, `2024/1781` → `2024`, `1781`. */
function numbersIn(text: string): string[] {
  return text.match(/\d+(?:[.,\u00a0\u202f ]\d+)*/g) ?? [];
}

/** The values a token may stand for, with "." or "," as the decimal mark, as strings of cents. */
function readings(token: string): string[] {
  const plain = token.replace(/[\u00a0\u202f ]/g, '');
  const asDecimalComma = plain.replace(/\./g, '').replace(',', '.');
  const asDecimalPoint = plain.replace(/,/g, '');
  return [...new Set([asDecimalComma, asDecimalPoint].map(Number).filter(Number.isFinite).map((value) => value.toFixed(2)))];
}
