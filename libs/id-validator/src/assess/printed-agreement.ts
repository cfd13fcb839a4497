import type { VisualZoneReading } from '../visual-zone/visual-fields.ts';
import { isoDateOf } from '../calendar.ts';
import { editDistance } from '../edit-distance.ts';
import type { ParsedMrz } from '../mrz/parse-mrz.ts';
import { nameTokenVariants } from '../person-name.ts';

/** Characters OCR reads for one another in printed numbers, folded to one spelling. */
const lookAlikes: Readonly<Record<string, string>> = { O: '0', D: '0', Q: '0', I: '1', L: '1', J: '1', Z: '2', '7': '2', S: '5', G: '6', B: '8' };

/** Characters OCR drops, adds or misreads in one printed number (measured on the corpus: up to two). */
const maxOcrEdits = 2;

const fold = (text: string) => [...text.toUpperCase().replace(/[^A-Z0-9]/g, '')].map((char) => lookAlikes[char] ?? char).join('');

/**
 * Whether a number read from the printed side can be the MRZ's number, as far as OCR can tell.
 * Once look-alikes (`0`/`O`, `1`/`I`/`J`, `2`/`Z`/`7`, `5`/`S`, `8`/`B`) are folded, the two are
 * held to differ only when more than two characters must be dropped, added or changed to turn one
 * into the other, and their lengths are close enough for the printed one to be a reading of a
 * number at all. Printed numbers are the hardest field for OCR (it read `ZZ4` as `774`, dropped a
 * `J` and added an `A` on the corpus); another card of the same issuer differs in most characters
 * of a number of the same length, so it is still told apart.
 */
export function printedNumberAgrees(printed: string, mrzNumber: string): boolean {
  const [a, b] = [fold(printed), fold(mrzNumber)];
  return Math.abs(a.length - b.length) > maxOcrEdits || editDistance(a, b) <= maxOcrEdits;
}

/**
 * Whether printed text positively shows a number: the same length and at most one character
 * apart once look-alikes are folded. Stricter than `printedNumberAgrees`, which only asks whether
 * the two can be told apart.
 */
export function printedNumberShows(printed: string, number: string): boolean {
  const [a, b] = [fold(printed), fold(number)];
  return a.length === b.length && differencesOf(a, b) <= 1;
}

function differencesOf(a: string, b: string): number {
  let differences = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differences++;
  return differences;
}

/**
 * Whether the printed surname is the MRZ's: every token of the MRZ surname appears among the
 * printed tokens, in either ICAO spelling (SCHRÖDER is SCHRODER or SCHROEDER), allowing one
 * misread letter in tokens of five letters or more; the last token may be cut short when the
 * MRZ truncated the name. Extra printed tokens (a stray mark read as letters) do not count.
 */
export function printedSurnameAgrees(printed: string, mrz: Pick<ParsedMrz, 'surname' | 'givenNames' | 'nameTruncated'>): boolean {
  const printedTokens = nameTokenVariants(printed).flat();
  const mrzTokens = mrz.surname.split(' ').filter((token) => token !== '');
  if (mrzTokens.length === 0) return true;
  return mrzTokens.every((token, index) => {
    const cut = mrz.nameTruncated && mrz.givenNames === '' && index === mrzTokens.length - 1;
    return printedTokens.some((candidate) => candidate === token || (cut && candidate.startsWith(token)) || (token.length >= 5 && editDistance(candidate, token) <= 1));
  });
}

/** No one alive was born before this year; a printed birth date before it is a misread. */
const earliestBirthYear = 1900;
/**
 * No identity or travel document runs longer than this many years from today (the validity
 * check's bound, `maxValidityYears`, plus the time a document is kept before it is shown).
 */
const longestValidityYears = 20;

/**
 * The printed fields without the dates no document can carry, which are the page reader's
 * misreads rather than the document's values: a birth date in the future or before 1900, an
 * expiry more than twenty years ahead (year 8041 for 2041), an expiry not after the birth date
 * (one of the two is misread, and which one cannot be told, so both go). A discarded date is
 * not compared with the MRZ: a misread must never be reported as front and back differing.
 */
export function plausiblePrintedDates(fields: VisualZoneReading, today: Date): VisualZoneReading {
  const todayIso = isoDateOf(today);
  const latestExpiry = `${String(today.getUTCFullYear() + longestValidityYears).padStart(4, '0')}${todayIso.slice(4)}`;
  let birthDate = fields.birthDate ?? null;
  let expiry = fields.expiry ?? null;
  if (birthDate !== null && (birthDate >= todayIso || birthDate < `${earliestBirthYear}`)) birthDate = null;
  if (expiry !== null && (expiry > latestExpiry || expiry < `${earliestBirthYear}`)) expiry = null;
  if (birthDate !== null && expiry !== null && expiry <= birthDate) [birthDate, expiry] = [null, null];
  const plausible: VisualZoneReading = { ...fields };
  if (birthDate === null) delete plausible.birthDate;
  if (expiry === null) delete plausible.expiry;
  return plausible;
}
