import { composeMrz, type MrzFields } from '@circular/id-corpus';
import type { CorrectedMrz } from '../mrz/correct-mrz.ts';
import { parseMrz } from '../mrz/parse-mrz.ts';
import type { ImageIssue, MrzImageReading } from '../ocr/read/read-mrz.ts';
import type { DocumentImageReading } from '../read-document-image.ts';
import type { VisualZone } from '../visual-zone/read-visual-zone.ts';

export const today = new Date('2026-11-21T12:00:00Z');

/** A made-up passport (no published specimen, no development image), written by the corpus's own `composeMrz`. */
export const madeUpPassport = composeMrz({
  format: 'TD3',
  documentCode: 'P',
  issuingState: 'UTO',
  nationality: 'UTO',
  documentNumber: 'K7P2W91Q4',
  birthDate: '1990-05-21',
  sex: 'F',
  expiryDate: '2031-06-30',
  surname: 'MOREAU',
  givenNames: 'CLAIRE ANNE',
});

/**
 * A made-up holder and passport of the ICAO test state (no published specimen, no development
 * image): an `8` at positions 1 and 3 and a `0` at 5 of the number, a `0` then a `1` two apart in
 * each date, and a personal number that makes the composite `0`, for tests of look-alike repairs.
 */
export const madeUpUtoFields: MrzFields = {
  format: 'TD3',
  documentCode: 'P',
  issuingState: 'UTO',
  nationality: 'UTO',
  documentNumber: 'W868403M5',
  birthDate: '1985-09-14',
  sex: 'F',
  expiryDate: '2032-07-19',
  surname: 'VEILLARD',
  givenNames: 'NORA EDITH',
  optionalData: ['RTB3906K'],
};

/** The same made-up holder's documents in the three ICAO formats (the cards without optional data). */
export const madeUpUto = {
  td3: composeMrz(madeUpUtoFields),
  td2: composeMrz({ ...madeUpUtoFields, format: 'TD2', documentCode: 'I', documentNumber: 'F73056218', optionalData: [] }),
  td1: composeMrz({ ...madeUpUtoFields, format: 'TD1', documentCode: 'I', documentNumber: 'F73056218', optionalData: [] }),
};

/** A made-up German identity card (serial number in the German alphabet with a run of zeros; no sex written). */
export const madeUpDeCardFields: MrzFields = {
  format: 'TD1',
  documentCode: 'ID',
  issuingState: 'D',
  nationality: 'D',
  documentNumber: 'M71000K58',
  birthDate: '1971-03-06',
  sex: '<',
  expiryDate: '2031-10-27',
  surname: 'WEISSHAUPT',
  givenNames: 'GRETA',
};

export const madeUpDeCard = composeMrz(madeUpDeCardFields);

/** The line with one character put in place of another. */
export const withChar = (line: string, index: number, char: string) => `${line.slice(0, index)}${char}${line.slice(index + 1)}`;

/** A Portuguese Cartão de Cidadão's fields (number 317046284ZZ8 passes both national checks). */
export const ptCard: MrzFields = {
  format: 'TD1',
  documentCode: 'I',
  issuingState: 'PRT',
  nationality: 'PRT',
  documentNumber: '317046284ZZ8',
  birthDate: '1985-05-07',
  sex: 'F',
  expiryDate: '2031-05-14',
  surname: 'SILVA SANTOS',
  givenNames: 'MARIA CONCEICAO',
};

/** A French passport's fields. */
export const frPassport: MrzFields = {
  format: 'TD3',
  documentCode: 'P',
  issuingState: 'FRA',
  nationality: 'FRA',
  documentNumber: '04MX01334',
  birthDate: '2003-12-26',
  sex: 'F',
  expiryDate: '2034-04-15',
  surname: 'RICHARD',
  givenNames: 'CHLOE',
};

const metrics = { width: 1075, height: 696, skewDegrees: 0, textLines: 12, mrzLineHeight: 40, mrzSharpness: 400 };

export function corrected(lines: string[]): CorrectedMrz {
  return { ...parseMrz(lines, { today }), corrections: [], ambiguous: false, nameAlternatives: [] };
}

/** An image whose MRZ was read and verified. */
export function verifiedImage(index: number, fields: MrzFields, extra: Partial<DocumentImageReading> = {}): DocumentImageReading {
  const mrz = corrected(composeMrz(fields));
  const reading: MrzImageReading = { mrz, unverified: null, failureConfirmed: false, confidence: 0.92, singleReading: false, issues: [], attempts: 2, metrics };
  return { index, mrz: reading, visual: null, overprint: [], ...extra };
}

/**
 * An image whose MRZ was read whole but whose check digits fail (a changed birth-date digit),
 * the same way in every reading unless `confirmed` is false (a misread in some of them).
 */
export function tamperedImage(index: number, fields: MrzFields, { confirmed = true }: { confirmed?: boolean } = {}): DocumentImageReading {
  const lines = composeMrz(fields);
  const row = lines[1] as string;
  const position = fields.format === 'TD1' ? 1 : 14;
  lines[1] = `${row.slice(0, position)}${(Number(row[position]) + 1) % 10}${row.slice(position + 1)}`;
  const unverified = corrected(lines);
  return { index, mrz: { mrz: null, unverified, failureConfirmed: confirmed, confidence: 0.8, singleReading: false, issues: ['mrz-unreadable'], attempts: 5, metrics }, visual: null, overprint: [] };
}

/** An image without a verified MRZ, for the given reason. */
export function imageWith(index: number, issue: ImageIssue, visual: VisualZone | null = null): DocumentImageReading {
  return { index, mrz: { mrz: null, unverified: null, failureConfirmed: false, confidence: 0, singleReading: false, issues: [issue], attempts: 0, metrics }, visual, overprint: [] };
}

/** A printed side as the visual zone reader gives it. */
export function printedSide(fields: VisualZone['fields'], texts: string[] = []): VisualZone {
  return { fields, texts, confidence: 0.9 };
}
