import { describe, expect, it } from 'vitest';
import { composeMrz } from '@circular/id-corpus';
import { correctMrz } from '../../mrz/correct-mrz.ts';
import { checkDigitMisread, checkedSpans, failureConfirmedByReaders, failureSettledUnconfirmed, readingsAgreeOnFailingChecks } from './failing-agreement.ts';
import { today, withChar } from '../../test-support/readings.ts';

/** A made-up passport, written by the corpus's composer with every check digit right. */
const [line1, line2] = composeMrz({
  format: 'TD3',
  documentCode: 'P',
  issuingState: 'UTO',
  nationality: 'UTO',
  documentNumber: 'X4R7T20K1',
  birthDate: '1986-05-21',
  sex: 'F',
  expiryDate: '2031-06-30',
  surname: 'TESTARD',
  givenNames: 'LINA MARIE',
}) as [string, string];
/** Position 18 of line 2 is the birth date's last digit, 26 the expiry date's, 43 the composite check digit. */
const birthDayDigit = 18;
const expiryDayDigit = 26;
const compositeDigit = 43;
/** The passport with its birth date changed (…21 → …22): the birth date and composite checks fail. */
const altered = [line1, withChar(line2, birthDayDigit, '2')];

describe('readingsAgreeOnFailingChecks', () => {
  const failing = correctMrz(altered, { today });

  it('confirms a failure that three readings all show', () => {
    expect(failing.valid).toBe(false);
    expect(readingsAgreeOnFailingChecks({ failing, readings: [altered, altered, altered] })).toBe(true);
  });

  it('does not confirm it when more than a third of the readings saw another digit there', () => {
    const other = [line1, line2];
    expect(readingsAgreeOnFailingChecks({ failing, readings: [altered, other, altered, other] })).toBe(false);
    expect(readingsAgreeOnFailingChecks({ failing, readings: [altered, other, altered, altered] })).toBe(true);
  });

  it('ignores disagreement outside the failing checks, and needs three readings', () => {
    const otherName = [withChar(line1, line1.indexOf('MARIE') + 3, '1'), altered[1] as string];
    expect(readingsAgreeOnFailingChecks({ failing, readings: [altered, otherName, altered] })).toBe(true);
    expect(readingsAgreeOnFailingChecks({ failing, readings: [altered, altered] })).toBe(false);
  });

  it('looks at the failing field, not at everything the composite sums, when both fail', () => {
    const otherExpiry = [line1, withChar(altered[1] as string, expiryDayDigit, '1')];
    expect(readingsAgreeOnFailingChecks({ failing, readings: [altered, otherExpiry, altered] })).toBe(true);
  });

  it('covers the composite check with every field it sums', () => {
    expect(checkedSpans(failing, 'composite').map((s) => s.line)).toEqual([1, 1, 1, 1]);
  });
});

describe('failureConfirmedByReaders', () => {
  const failing = correctMrz(altered, { today });
  const other = [line1, line2];
  const tesseract = (lines: readonly string[]) => ({ reader: 'tesseract', lines });
  const recogniser = (lines: readonly string[]) => ({ reader: 'recogniser', lines });

  it('confirms a failure that both kinds of reader read character for character', () => {
    expect(failureConfirmedByReaders({ failing, readings: [recogniser(altered), tesseract(altered), tesseract(altered)], today })).toBe(true);
  });

  it('confirms what the passes of the only engine that read the zone agree on, and not what too few passes read', () => {
    expect(failureConfirmedByReaders({ failing, readings: [tesseract(altered), tesseract(altered), tesseract(altered), tesseract(altered)], today })).toBe(true);
    expect(failureConfirmedByReaders({ failing, readings: [tesseract(altered), tesseract(altered)], today })).toBe(false);
  });

  it('does not confirm it when the other engine read the failing field otherwise', () => {
    expect(failureConfirmedByReaders({ failing, readings: [recogniser(other), tesseract(altered), tesseract(altered), tesseract(altered)], today })).toBe(false);
  });

  it('never confirms a failing check whose digit every reader read as a letter', () => {
    // The composite digit (0) read as C, as a crop that cut its edge gives in every pass alike.
    const cutDigit = [line1, withChar(line2, compositeDigit, 'C')];
    const misread = correctMrz(cutDigit, { today });
    expect(misread.checks.filter((c) => !c.valid).map((c) => c.field)).toEqual(['composite']);
    expect(checkDigitMisread(misread)).toBe(true);
    expect(failureConfirmedByReaders({ failing: misread, readings: [recogniser(cutDigit), tesseract(cutDigit), tesseract(cutDigit), tesseract(cutDigit)], today })).toBe(false);
    // The composite's last digit lost at the line's end and filled in as `<`: no composite is empty.
    expect(checkDigitMisread(correctMrz([line1, withChar(line2, compositeDigit, '<')], { today }))).toBe(true);
    // A digit that fails is still the document's when every reader read it alike.
    expect(checkDigitMisread(failing)).toBe(false);
  });

  it('does not confirm it when a reader offered a character there with which the check passes', () => {
    const readings = [recogniser(altered), tesseract(altered), tesseract(altered)];
    expect(failureConfirmedByReaders({ failing, readings, candidates: [{ line: 1, position: birthDayDigit, char: line2[birthDayDigit]!, decisive: false }], today })).toBe(false);
    // A candidate that leaves the check failing, or stands outside the failing field, is no doubt.
    expect(failureConfirmedByReaders({ failing, readings, candidates: [{ line: 1, position: birthDayDigit, char: '5', decisive: false }, { line: 0, position: 20, char: 'N', decisive: false }], today })).toBe(true);
  });
});

describe('failureSettledUnconfirmed', () => {
  const failing = correctMrz(altered, { today });
  const tesseract = (lines: readonly string[]) => ({ reader: 'tesseract', lines });
  const recogniser = (lines: readonly string[]) => ({ reader: 'recogniser', lines });
  /** A candidate for the birth date's last digit with which its check passes: the failure stays in doubt. */
  const doubt = [{ line: 1, position: birthDayDigit, char: line2[birthDayDigit]!, decisive: false }];
  const alike = [recogniser(altered), tesseract(altered), tesseract(altered), tesseract(altered)];

  it('leaves the passes once three have read the failing fields alike and a candidate still doubts the failure', () => {
    expect(failureSettledUnconfirmed({ failing, readings: alike, passesAligned: 3, candidates: doubt, today })).toBe(true);
  });

  it('goes on while fewer passes aligned, or one reading read a failing field otherwise', () => {
    expect(failureSettledUnconfirmed({ failing, readings: alike.slice(0, 3), passesAligned: 2, candidates: doubt, today })).toBe(false);
    const otherDigit = [line1, withChar(altered[1] as string, birthDayDigit, '1')];
    expect(failureSettledUnconfirmed({ failing, readings: [...alike, tesseract(otherDigit)], passesAligned: 4, candidates: doubt, today })).toBe(false);
    // A reading that differs only outside the failing fields is alike.
    const otherName = [withChar(line1, line1.indexOf('MARIE') + 3, '1'), altered[1] as string];
    expect(failureSettledUnconfirmed({ failing, readings: [...alike, tesseract(otherName)], passesAligned: 4, candidates: doubt, today })).toBe(true);
  });

  it('goes on where the readings would confirm the failure (more passes may still read it otherwise), and on a reading that passes', () => {
    expect(failureSettledUnconfirmed({ failing, readings: alike, passesAligned: 3, today })).toBe(false);
    const verified = correctMrz([line1, line2], { today });
    expect(failureSettledUnconfirmed({ failing: verified, readings: [tesseract([line1, line2]), tesseract([line1, line2]), tesseract([line1, line2])], passesAligned: 3, today })).toBe(false);
  });
});
