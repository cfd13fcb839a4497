import { z } from 'zod';
import { isRealDate } from '../calendar.ts';
import { documentKinds, type DocumentKind } from '../doc-types.ts';
import { correctMrz, type CorrectedMrz } from '../mrz/correct-mrz.ts';
import { MrzFormatError } from '../mrz/mrz-format-error.ts';
import { isIsoAlpha3 } from '../national/country-codes.ts';
import { normaliseName } from '../person-name.ts';
import { printedNumberShows, printedSurnameAgrees } from '../assess/printed-agreement.ts';
import { printedDates } from '../visual-zone/printed-dates.ts';

/**
 * What the vision model is asked for. Every field is required and nullable: OpenAI's strict
 * structured output refuses optional fields (FIELD-NOTES).
 */
export const documentReadingSchema = z.object({
  document: z.boolean().describe('Whether the images show an identity document'),
  kind: z.enum(['passport', 'id', 'rp', 'dl', 'other']).nullable(),
  country: z.string().nullable().describe('Issuing country, ISO 3166 alpha-3'),
  mrz_lines: z.array(z.string()).describe('MRZ lines exactly as printed; empty when there is none'),
  number: z.string().nullable(),
  surname: z.string().nullable(),
  given_names: z.string().nullable(),
  birth_date: z.string().nullable().describe('YYYY-MM-DD'),
  expiry_date: z.string().nullable().describe('YYYY-MM-DD'),
});

export type DocumentReadingAnswer = z.infer<typeof documentReadingSchema>;

/** The fields of a document without an MRZ, as the model read them and the local OCR confirmed them. */
export interface VisionFields {
  kind: DocumentKind;
  /** ISO 3166 alpha-3. */
  country: string;
  number: string;
  surname: string;
  givenNames: string;
  birthDate: string | null;
  expiry: string | null;
  /** Share (0–1) of the fields returned that the text read locally confirms. */
  confirmed: number;
}

/** What a vision answer is worth once checked in code. */
export type VisionReading =
  /** An MRZ transcription whose check digits and composite all pass. */
  | { kind: 'mrz'; mrz: CorrectedMrz; confirmed: number }
  /** The printed fields of a document without an MRZ, the number and surname confirmed locally. */
  | { kind: 'fields'; fields: VisionFields }
  /** Nothing usable, and why. */
  | { kind: 'none'; reason: 'no-document' | 'malformed' | 'unconfirmed' | 'unavailable' };

/**
 * Checks a vision answer in code; the model is a reader, never the judge. MRZ lines count only
 * when their check digits and composite pass (with the same forced corrections as OCR, and no
 * rival reading). Without an MRZ, the answer counts only for a document kind and a real
 * ISO country, when its dates are real dates and when the text read locally from the same
 * images shows its number and surname: a model that invents a name or number is not believed.
 */
export function checkVisionReading({ answer, texts, today }: { answer: unknown; texts: readonly string[]; today: Date }): VisionReading {
  const parsed = documentReadingSchema.safeParse(answer);
  if (!parsed.success) return { kind: 'none', reason: 'malformed' };
  const reading = parsed.data;
  if (!reading.document) return { kind: 'none', reason: 'no-document' };
  const mrz = verifiedMrz(reading.mrz_lines, today);
  if (mrz) {
    const confirmed = [numberInTexts(mrz.documentNumber, texts), surnameInTexts(mrz.surname, texts)].filter(Boolean).length / 2;
    return { kind: 'mrz', mrz, confirmed };
  }
  const kind = reading.kind;
  const country = reading.country?.trim().toUpperCase() ?? '';
  const number = (reading.number ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  const surname = normaliseName(reading.surname ?? '');
  const birthDate = isoDate(reading.birth_date);
  const expiry = isoDate(reading.expiry_date);
  const wellFormed =
    kind !== null && kind !== 'other' && documentKinds.includes(kind) && isIsoAlpha3(country) && number.length >= 5 && number.length <= 20 && surname !== '' &&
    (reading.birth_date === null || birthDate !== null) && (reading.expiry_date === null || expiry !== null);
  if (!wellFormed) return { kind: 'none', reason: 'malformed' };
  const givenNames = normaliseName(reading.given_names ?? '');
  const checks = [numberInTexts(number, texts), surnameInTexts(surname, texts)];
  if (!checks.every(Boolean)) return { kind: 'none', reason: 'unconfirmed' };
  const dates = texts.flatMap(printedDates);
  const optional: boolean[] = [];
  if (givenNames) optional.push(texts.some((text) => normaliseName(text).includes(givenNames)));
  if (birthDate) optional.push(dates.includes(birthDate));
  if (expiry) optional.push(dates.includes(expiry));
  const confirmed = (checks.length + optional.filter(Boolean).length) / (checks.length + optional.length);
  return { kind: 'fields', fields: { kind, country, number, surname, givenNames, birthDate, expiry, confirmed: Math.round(confirmed * 100) / 100 } };
}

function verifiedMrz(lines: readonly string[], today: Date): CorrectedMrz | null {
  if (lines.length === 0) return null;
  try {
    const mrz = correctMrz(lines.map((line) => line.toUpperCase().replace(/\s+/g, '')), { today });
    return mrz.valid && !mrz.ambiguous ? mrz : null;
  } catch (error) {
    if (error instanceof MrzFormatError) return null;
    throw error;
  }
}

function isoDate(value: string | null): string | null {
  const match = value === null ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  return isRealDate(Number(match[1]), Number(match[2]), Number(match[3])) ? (match[0] as string) : null;
}

/** A number is shown when some line, or some run of its words, agrees with it as OCR can tell. */
function numberInTexts(number: string, texts: readonly string[]): boolean {
  return texts.some((text) => {
    const words = text.split(/\s+/).filter(Boolean);
    for (let start = 0; start < words.length; start++) {
      for (let end = start + 1; end <= Math.min(words.length, start + 4); end++) {
        if (printedNumberShows(words.slice(start, end).join(''), number)) return true;
      }
    }
    return false;
  });
}

function surnameInTexts(surname: string, texts: readonly string[]): boolean {
  return texts.some((text) => printedSurnameAgrees(text, { surname, givenNames: '', nameTruncated: false }));
}
