import { mrzLayouts, type MrzSpan } from '../../mrz/mrz-layout.ts';
import type { MrzCheckedField } from '../../mrz/parse-mrz.ts';
import type { CorrectedMrz } from '../../mrz/correct-mrz.ts';

/** Independent readings needed before failing check digits are put down to the document rather than to the reading. */
export const minAgreeingReadings = 3;

/** The positions a check covers: its field (or fields, for the composite) and its digit. */
export function checkedSpans(mrz: Pick<CorrectedMrz, 'format'>, field: MrzCheckedField): MrzSpan[] {
  const layout = mrzLayouts[mrz.format];
  switch (field) {
    case 'documentNumber':
      return [layout.documentNumber, layout.documentNumberCheck, ...(layout.longNumberContinuation ? [layout.longNumberContinuation] : [])];
    case 'birthDate':
      return [layout.birthDate, layout.birthDateCheck];
    case 'expiryDate':
      return [layout.expiryDate, layout.expiryDateCheck];
    case 'personalNumber':
      return [...layout.optionalData.slice(0, 1), ...(layout.personalNumberCheck ? [layout.personalNumberCheck] : [])];
    case 'composite':
      return [...layout.composite.over, layout.composite.digit];
  }
}

/**
 * Whether check digits that fail can be trusted to fail on the document itself: at least
 * `minAgreeingReadings` independent readings (each corrected on its own), and two thirds of those
 * that fit a format, read every character of the failing fields the same way. Otherwise the failure
 * may be the reader's — a character misread in some passes — and a genuine document must not be
 * called altered for it.
 */
export function readingsAgreeOnFailingChecks({ failing, readings }: { failing: CorrectedMrz; readings: ReadonlyArray<readonly string[] | null> }): boolean {
  // A failing field check names the characters at fault; the composite then fails with it and
  // adds nothing. Only a composite failing alone puts every field it sums in question.
  const fields = failing.checks.filter((check) => !check.valid).map((check) => check.field);
  const atFault = fields.some((field) => field !== 'composite') ? fields.filter((field) => field !== 'composite') : fields;
  const spans = atFault.flatMap((field) => checkedSpans(failing, field));
  if (spans.length === 0) return false;
  const usable = readings.filter((lines) => lines !== null);
  const agreeing = usable.filter((lines) => spans.every(({ line, start, end }) => lines[line]?.slice(start, end) === failing.lines[line]?.slice(start, end)));
  return agreeing.length >= minAgreeingReadings && 3 * agreeing.length >= 2 * usable.length;
}
