import { formatIsoDate } from '../calendar.ts';

/**
 * Month abbreviations printed on documents, by the languages of the issuers we read (Spanish
 * passports print `ENE/JAN`, British ones `JAN`, French ones `JANV`): each maps to its month.
 */
const monthNames: Readonly<Record<string, number>> = Object.fromEntries(
  [
    ['JAN', 'JANV', 'ENE', 'JANEIRO', 'JANUARY', 'JÄN', 'JAEN', 'GEN', 'IAN'],
    ['FEB', 'FEV', 'FÉV', 'FEVR', 'FEBRERO', 'FEBRUARY'],
    ['MAR', 'MARS', 'MÄR', 'MAER', 'MARZO', 'MARCH'],
    ['APR', 'ABR', 'AVR', 'AVRIL', 'APRIL'],
    ['MAY', 'MAI', 'MAIO', 'MAYO', 'MAG'],
    ['JUN', 'JUIN', 'JUNHO', 'JUNIO', 'JUNE', 'GIU', 'IUN'],
    ['JUL', 'JUIL', 'JULHO', 'JULIO', 'JULY', 'LUG', 'IUL'],
    ['AUG', 'AGO', 'AOU', 'AOÛT', 'AOUT', 'AGOSTO', 'AUGUST'],
    ['SEP', 'SEPT', 'SET', 'SETEMBRO', 'SEPTIEMBRE', 'SEPTEMBER'],
    ['OCT', 'OUT', 'OKT', 'OTT', 'OUTUBRO', 'OCTUBRE', 'OCTOBER'],
    ['NOV', 'NOVEMBRO', 'NOVIEMBRE', 'NOVEMBER'],
    ['DEC', 'DEZ', 'DIC', 'DÉC', 'DEZEMBRO', 'DICIEMBRE', 'DECEMBER'],
  ].flatMap((names, month) => names.map((name) => [name, month + 1] as const)),
);

/** Letters OCR puts where a printed digit stands (`O5` for `05`, `2O27` for `2027`). */
const digitLookAlikes: Readonly<Record<string, string>> = { O: '0', D: '0', Q: '0', I: '1', L: '1', Z: '2', S: '5', G: '6', B: '8' };

const numeric = /(?<![0-9A-Z])([0-9ODQILZSGB]{2})[\s./-]{0,2}([0-9ODQILZSGB]{2})[\s./-]{0,2}([0-9ODQILZSGB]{4})(?![0-9A-Z])/g;
const named = /(?<![0-9A-Z])([0-9ODQILZSGB]{1,2})\s*([A-ZÀ-Ý]{3,10})(?:\s*\/\s*[A-ZÀ-Ý]{3,10})?\.?\s*([0-9ODQILZSGB]{4})(?![0-9A-Z])/g;

/**
 * Every calendar date printed in a line of text, as `YYYY-MM-DD`: day–month–year with spaces,
 * dots, slashes, dashes or nothing between the parts (`15 10 2027`, `15.10.2027`) or with a month
 * name (`09 MAR 1967`, `15 ENE/JAN 2030`). Digits read as look-alike letters are read back; a
 * string that is no real date is skipped. Documents in Europe print the day first.
 */
export function printedDates(line: string): string[] {
  const text = line.toUpperCase();
  const found: Array<{ index: number; iso: string }> = [];
  for (const match of text.matchAll(numeric)) {
    const [day, month, year] = [match[1], match[2], match[3]].map((part) => Number(asDigits(part as string)));
    const iso = formatIsoDate(year as number, month as number, day as number);
    if (iso) found.push({ index: match.index, iso });
  }
  for (const match of text.matchAll(named)) {
    const month = monthNames[(match[2] as string).normalize('NFC')];
    if (month === undefined) continue;
    const iso = formatIsoDate(Number(asDigits(match[3] as string)), month, Number(asDigits(match[1] as string)));
    if (iso) found.push({ index: match.index, iso });
  }
  return found.sort((a, b) => a.index - b.index).map((date) => date.iso);
}

function asDigits(text: string): string {
  return [...text].map((char) => digitLookAlikes[char] ?? char).join('');
}
