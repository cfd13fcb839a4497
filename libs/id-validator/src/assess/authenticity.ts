import { isoDateOf, yearsBetween } from '../calendar.ts';
import { normaliseDocumentNumber } from '../document-number.ts';
import type { ParsedMrz } from '../mrz/parse-mrz.ts';
import { isIcaoStateCode } from '../national/country-codes.ts';
import { isDeSerialNumber } from '../national/de-id-serial.ts';
import { parseEsIdentityNumber } from '../national/es-dni.ts';
import { parsePtCitizenCardNumber } from '../national/pt-citizen-card.ts';
import { normaliseName } from '../person-name.ts';
import { printedNumberAgrees, printedSurnameAgrees } from './printed-agreement.ts';
import type { VisualZoneReading } from '../visual-zone/visual-fields.ts';

export type AuthenticitySignal =
  | 'check-digits'
  | 'calendar-dates'
  | 'birth-in-past'
  | 'expiry-after-birth'
  | 'validity-period'
  | 'issuing-state'
  | 'nationality'
  | 'document-code'
  | 'national-number'
  | 'sides-match';

/** One authenticity check; `detail` is English for logs, `values` what a localized reasoning needs. */
export interface AuthenticityCheck {
  signal: AuthenticitySignal;
  passed: boolean;
  detail: string;
  values?: Record<string, string>;
}

/**
 * No identity or travel document is valid for more than about ten years (fifteen leaves margin
 * for issuers that add months up to a birthday); anything longer is not a real document.
 */
export const maxValidityYears = 15;

/** The signals an MRZ alone gives: check digits, dates, codes and national number rules. */
export function assessMrz({ mrz, today, issueDate = null }: { mrz: ParsedMrz; today: Date; issueDate?: string | null }): AuthenticityCheck[] {
  const todayIso = isoDateOf(today);
  const birth = mrz.birthDate.iso;
  const expiry = mrz.expiryDate.iso;
  const failing = mrz.checks.filter((c) => !c.valid).map((c) => c.field);
  const checks: AuthenticityCheck[] = [
    {
      signal: 'check-digits',
      passed: failing.length === 0,
      detail: failing.length === 0 ? 'every check digit and the composite are right' : `wrong check digit: ${failing.join(', ')}`,
      values: { failing: failing.join(', ') },
    },
    {
      signal: 'calendar-dates',
      passed: birth !== null && expiry !== null,
      detail: birth !== null && expiry !== null ? 'birth and expiry are real dates' : `not a real date: ${[birth === null ? `birth ${mrz.birthDate.raw}` : '', expiry === null ? `expiry ${mrz.expiryDate.raw}` : ''].filter(Boolean).join(', ')}`,
    },
  ];
  if (birth !== null) {
    checks.push({ signal: 'birth-in-past', passed: birth < todayIso, detail: `born ${birth}`, values: { birth } });
  }
  if (birth !== null && expiry !== null) {
    checks.push({ signal: 'expiry-after-birth', passed: expiry > birth, detail: `born ${birth}, expires ${expiry}`, values: { birth, expiry } });
  }
  if (expiry !== null) {
    const from = issueDate ?? todayIso;
    const years = yearsBetween(from, expiry);
    const passed = years < maxValidityYears && (issueDate === null || expiry > issueDate);
    checks.push({
      signal: 'validity-period',
      passed,
      detail: issueDate === null ? `expires ${expiry}, ${years} years from today` : `issued ${issueDate}, expires ${expiry}`,
      values: { expiry, ...(issueDate === null ? {} : { issueDate }) },
    });
  }
  checks.push(
    { signal: 'issuing-state', passed: isIcaoStateCode(mrz.issuingState), detail: `issuing state ${mrz.issuingState}`, values: { code: mrz.issuingState } },
    { signal: 'nationality', passed: isIcaoStateCode(mrz.nationality), detail: `nationality ${mrz.nationality}`, values: { code: mrz.nationality } },
    { signal: 'document-code', passed: documentCodeAllowed(mrz), detail: `document code ${mrz.documentCode} on ${mrz.format}`, values: { code: mrz.documentCode, format: mrz.format } },
  );
  const national = nationalNumberCheck(mrz);
  if (national) checks.push(national);
  return checks;
}

/**
 * ICAO 9303: booklets (TD3) carry `P` and a letter or filler; cards (TD1, TD2) carry `A`, `C` or `I`
 * with any second letter but `V`. Visas (`V`) are not identity documents.
 */
function documentCodeAllowed({ format, documentCode }: Pick<ParsedMrz, 'format' | 'documentCode'>): boolean {
  if (format === 'TD3') return /^P[A-Z]?$/.test(documentCode);
  return /^[ACI][A-UW-Z]?$/.test(documentCode);
}

function nationalNumberCheck(mrz: ParsedMrz): AuthenticityCheck | null {
  const card = mrz.format === 'TD1' && mrz.documentCode.startsWith('I');
  if (card && mrz.issuingState === 'PRT') {
    const parsed = parsePtCitizenCardNumber(mrz.documentNumber);
    return {
      signal: 'national-number',
      passed: parsed?.valid === true,
      detail: parsed === null ? `${mrz.documentNumber} is not shaped like a Cartão de Cidadão number` : `Cartão de Cidadão number: civil check ${parsed.civilCheckValid ? 'right' : 'wrong'}, document check ${parsed.documentCheckValid ? 'right' : 'wrong'}`,
      values: { rule: 'pt-citizen-card', number: mrz.documentNumber },
    };
  }
  if (card && mrz.issuingState === 'ESP') {
    const parsed = parseEsIdentityNumber(mrz.optionalData[0] ?? '');
    if (!parsed) return null;
    return {
      signal: 'national-number',
      passed: parsed.valid,
      detail: `DNI ${parsed.number}: control letter ${parsed.valid ? 'right' : 'wrong'}`,
      values: { rule: 'es-dni', number: parsed.number },
    };
  }
  if (mrz.issuingState === 'D' && mrz.documentNumber.length === 9) {
    const passed = isDeSerialNumber(mrz.documentNumber);
    return {
      signal: 'national-number',
      passed,
      detail: `German serial number ${mrz.documentNumber} ${passed ? 'uses' : 'breaks'} the serial alphabet`,
      values: { rule: 'de-serial', number: mrz.documentNumber },
    };
  }
  return null;
}


/**
 * Front and back belong to the same document: every MRZ read agrees with the others, and what the
 * front shows (number, expiry, birth date, surname) agrees with the MRZ. A field the front did not
 * yield is not held against it; a field it shows differently is. Printed text comes from OCR, so
 * numbers and surnames are compared as OCR can tell them (`printedNumberAgrees`,
 * `printedSurnameAgrees`): a misread letter is not another card; dates must be equal. A surname
 * read under its caption that differs is not held against the document when the MRZ's surname is
 * printed on another line of `texts` (the page reader took the wrong line for the caption's value).
 */
export function compareSides({ mrzs, front = null, texts = [] }: { mrzs: readonly ParsedMrz[]; front?: VisualZoneReading | null; texts?: readonly string[] }): AuthenticityCheck {
  const mismatches: string[] = [];
  const [first, ...others] = mrzs;
  for (const other of others) {
    if (first && other.lines.join('\n') !== first.lines.join('\n')) mismatches.push('two different MRZs');
  }
  const compared = [
    ...(others.length > 0 ? ['another MRZ'] : []),
    ...(first && front ? (['number', 'expiry', 'birthDate', 'surname'] as const).filter((field) => front[field]) : []),
  ];
  if (first && front) {
    if (front.number && !printedNumberAgrees(front.number, first.documentNumber)) mismatches.push(`number ${normaliseDocumentNumber(front.number)} ≠ ${first.documentNumber}`);
    if (front.expiry && front.expiry !== first.expiryDate.iso) mismatches.push(`expiry ${front.expiry} ≠ ${first.expiryDate.iso ?? first.expiryDate.raw}`);
    if (front.birthDate && front.birthDate !== first.birthDate.iso) mismatches.push(`birth ${front.birthDate} ≠ ${first.birthDate.iso ?? first.birthDate.raw}`);
    const surnamePrinted = () => texts.some((line) => printedSurnameAgrees(line, first));
    if (front.surname && !printedSurnameAgrees(front.surname, first) && !surnamePrinted()) mismatches.push(`surname ${normaliseName(front.surname)} ≠ ${first.surname}`);
  }
  return {
    signal: 'sides-match',
    passed: mismatches.length === 0,
    detail: mismatches.length === 0 ? (compared.length > 0 ? `the sides agree on ${compared.join(', ')}` : 'nothing printed to compare') : mismatches.join('; '),
    values: { mismatches: mismatches.join('; '), compared: compared.join(', ') },
  };
}
