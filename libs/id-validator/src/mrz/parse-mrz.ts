import { isCheckDigitValid } from './check-digit.ts';
import { resolveMrzDate } from './mrz-dates.ts';
import { MrzFormatError } from './mrz-format-error.ts';
import { detectMrzFormat, mrzLayouts, readSpan, type MrzFormat, type MrzLayout, type MrzSpan } from './mrz-layout.ts';

/** A date as printed (`YYMMDD`) and as a calendar date, null when it is no real date. */
export interface MrzDate {
  raw: string;
  iso: string | null;
}

export type MrzCheckedField = 'documentNumber' | 'birthDate' | 'expiryDate' | 'personalNumber' | 'composite';

export interface MrzCheck {
  field: MrzCheckedField;
  valid: boolean;
}

/**
 * How the document number check digit was computed. ICAO's long-number rule is read two ways
 * in the wild: over the number's characters alone (`long`), or including the `<` that stands
 * in the check-digit position (`long-with-filler`); both are accepted.
 */
export type DocumentNumberForm = 'standard' | 'long' | 'long-with-filler';

export interface ParsedMrz {
  format: MrzFormat;
  lines: string[];
  /** e.g. `P`, `PO`, `I`, `ID`, `IR` (trailing filler removed). */
  documentCode: string;
  /** ICAO code as printed without fillers, e.g. `PRT`, `D` (Germany), `UTO` (ICAO test state). */
  issuingState: string;
  nationality: string;
  documentNumber: string;
  documentNumberForm: DocumentNumberForm;
  birthDate: MrzDate;
  expiryDate: MrzDate;
  /** `M`, `F`, `X` or `<` (unspecified). */
  sex: string;
  surname: string;
  givenNames: string;
  /** The name fills its whole field, so ICAO truncation may have cut its last token. */
  nameTruncated: boolean;
  /** Optional data elements with fillers trimmed (on TD3 the personal number), minus any long-number part. */
  optionalData: string[];
  checks: MrzCheck[];
  /** Every check digit, the composite included, is right. */
  valid: boolean;
}

const mrzAlphabet = /^[A-Z0-9<]*$/;

/** Strips fillers at both ends and turns inner fillers into spaces. */
export function mrzText(raw: string): string {
  return raw.replace(/^<+|<+$/g, '').replace(/<+/g, ' ');
}

/**
 * Parses MRZ lines of any ICAO format and verifies every check digit. No correction is made
 * here (see `correctMrz`); `valid` says whether the lines are internally consistent.
 * @throws MrzFormatError when the lines fit no format or hold characters outside `A–Z0–9<`.
 */
export function parseMrz(lines: readonly string[], { today = new Date() }: { today?: Date } = {}): ParsedMrz {
  const format = detectMrzFormat(lines);
  if (!format) {
    throw new MrzFormatError(`lines of lengths [${lines.map((l) => l.length).join(', ')}] fit no MRZ format`);
  }
  const bad = lines.find((line) => !mrzAlphabet.test(line));
  if (bad !== undefined) throw new MrzFormatError('MRZ lines may only hold A–Z, 0–9 and <');
  const layout = mrzLayouts[format];
  const read = (s: MrzSpan) => readSpan(lines, s);

  const number = readDocumentNumber(lines, layout);
  const birthRaw = read(layout.birthDate);
  const expiryRaw = read(layout.expiryDate);
  const checks: MrzCheck[] = [
    { field: 'documentNumber', valid: number.valid },
    { field: 'birthDate', valid: isCheckDigitValid(birthRaw, read(layout.birthDateCheck)) },
    { field: 'expiryDate', valid: isCheckDigitValid(expiryRaw, read(layout.expiryDateCheck)) },
  ];
  if (layout.personalNumberCheck) {
    const personal = read(layout.optionalData[0] as MrzSpan);
    const digit = read(layout.personalNumberCheck);
    const empty = /^<*$/.test(personal);
    checks.push({
      field: 'personalNumber',
      // ICAO 9303 Part 4 §4.2.2: an unused personal number may carry `<` or 0 as its check digit.
      valid: empty ? digit === '<' || digit === '0' : isCheckDigitValid(personal, digit),
    });
  }
  const compositeText = layout.composite.over.map(read).join('');
  checks.push({ field: 'composite', valid: isCheckDigitValid(compositeText, read(layout.composite.digit)) });

  const name = parseName(read(layout.name));
  return {
    format,
    lines: [...lines],
    documentCode: read(layout.documentCode).replace(/<+$/, ''),
    issuingState: read(layout.issuingState).replace(/<+$/, ''),
    nationality: read(layout.nationality).replace(/<+$/, ''),
    documentNumber: number.value,
    documentNumberForm: number.form,
    birthDate: { raw: birthRaw, iso: resolveMrzDate(birthRaw, { kind: 'birth', today }) },
    expiryDate: { raw: expiryRaw, iso: resolveMrzDate(expiryRaw, { kind: 'expiry', today }) },
    sex: read(layout.sex),
    ...name,
    optionalData: layout.optionalData.map((s, i) =>
      mrzText(i === 0 && number.form !== 'standard' ? read(s).slice(number.continuationLength) : read(s)),
    ),
    checks,
    valid: checks.every((c) => c.valid),
  };
}

interface DocumentNumberReading {
  value: string;
  form: DocumentNumberForm;
  valid: boolean;
  /** Characters of the continuation field taken by the long number, its check digit and the `<` after it. */
  continuationLength: number;
}

function readDocumentNumber(lines: readonly string[], layout: MrzLayout): DocumentNumberReading {
  const head = readSpan(lines, layout.documentNumber);
  const checkDigit = readSpan(lines, layout.documentNumberCheck);
  const continuation = layout.longNumberContinuation ? readSpan(lines, layout.longNumberContinuation) : '';
  if (checkDigit === '<' && /^[A-Z0-9]/.test(continuation)) {
    const filler = continuation.indexOf('<');
    const used = filler === -1 ? continuation.length : filler;
    const tail = continuation.slice(0, used - 1);
    const digit = continuation.charAt(used - 1);
    const value = head + tail;
    const continuationLength = Math.min(used + 1, continuation.length);
    if (isCheckDigitValid(value, digit)) return { value, form: 'long', valid: true, continuationLength };
    if (isCheckDigitValid(`${head}<${tail}`, digit)) {
      return { value, form: 'long-with-filler', valid: true, continuationLength };
    }
    return { value, form: 'long', valid: false, continuationLength };
  }
  return {
    value: head.replace(/<+$/, ''),
    form: 'standard',
    valid: isCheckDigitValid(head, checkDigit),
    continuationLength: 0,
  };
}

function parseName(field: string): { surname: string; givenNames: string; nameTruncated: boolean } {
  const separator = field.indexOf('<<');
  const primary = separator === -1 ? field : field.slice(0, separator);
  const secondary = separator === -1 ? '' : field.slice(separator + 2);
  return { surname: mrzText(primary), givenNames: mrzText(secondary), nameTruncated: !field.endsWith('<') };
}
