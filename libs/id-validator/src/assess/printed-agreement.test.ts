import { describe, expect, it } from 'vitest';
import { plausiblePrintedDates, printedNumberAgrees, printedNumberShows, printedSurnameAgrees } from './printed-agreement.ts';

describe('printedNumberAgrees', () => {
  it('agrees with the MRZ number however the printed one is spaced and whatever look-alikes OCR chose', () => {
    expect(printedNumberAgrees('23196286 0 ZY0', '231962860ZY0')).toBe(true);
    expect(printedNumberAgrees('27458016 O Z2Y7', '274580160ZY7')).toBe(true);
    expect(printedNumberAgrees('273841041774', '273841041ZZ4')).toBe(true);
    expect(printedNumberAgrees('675B13433', '67SB13433')).toBe(true);
  });

  it('does not hold up to two misread characters, or a reading of another length, against the card', () => {
    expect(printedNumberAgrees('WA412691F', 'W4126J91F')).toBe(true);
    expect(printedNumberAgrees('2319628602ZYO0', '231962860ZY0')).toBe(true);
    expect(printedNumberAgrees('CPGHZV4M', 'CPJGHZV4M')).toBe(true);
    expect(printedNumberAgrees('2023', '231962860ZY0')).toBe(true);
  });

  it('tells another document number of about the same length apart', () => {
    expect(printedNumberAgrees('145678903ZZ3', '231962860ZY0')).toBe(false);
    expect(printedNumberAgrees('CB7654321', 'CB1234598')).toBe(false);
  });
});

describe('printedNumberShows', () => {
  it('needs the same length and at most one character apart, look-alikes folded', () => {
    expect(printedNumberShows('L-1234567 8', 'L12345678')).toBe(true);
    expect(printedNumberShows('L1234S678', 'L12345678')).toBe(true);
    expect(printedNumberShows('L1234567', 'L12345678')).toBe(false);
    expect(printedNumberShows('L12345699', 'L12345678')).toBe(false);
  });
});

describe('printedSurnameAgrees', () => {
  const mrz = { surname: 'SCHROEDER', givenNames: 'ANNA', nameTruncated: false };

  it('accepts either ICAO spelling, one misread letter and stray tokens', () => {
    expect(printedSurnameAgrees('SCHRÖDER', mrz)).toBe(true);
    expect(printedSurnameAgrees('SCHROODER', mrz)).toBe(true);
    expect(printedSurnameAgrees('SCHRÖDER TS', mrz)).toBe(true);
  });

  it('accepts a printed surname longer than the MRZ could hold', () => {
    expect(printedSurnameAgrees('CAÇADOR DE ARAÚJO', { surname: 'CACADOR DE ARA', givenNames: '', nameTruncated: true })).toBe(true);
  });

  it('refuses another surname', () => {
    expect(printedSurnameAgrees('SCHNEIDER', mrz)).toBe(false);
    expect(printedSurnameAgrees('SILVA SANTOS', { surname: 'SILVA COSTA', givenNames: 'ANA', nameTruncated: false })).toBe(false);
  });
});

describe('plausiblePrintedDates', () => {
  const today = new Date('2026-11-23T10:00:00Z');

  it('keeps dates a document can carry, and every other field', () => {
    const fields = { surname: 'ROUX', number: 'R741063', birthDate: '1978-06-20', expiry: '2031-08-08' };
    expect(plausiblePrintedDates(fields, today)).toEqual(fields);
  });

  it('drops an expiry read decades ahead and a birth date in the future or before 1900', () => {
    expect(plausiblePrintedDates({ birthDate: '1978-06-20', expiry: '8041-08-08' }, today)).toEqual({ birthDate: '1978-06-20' });
    expect(plausiblePrintedDates({ birthDate: '2078-06-20', expiry: '2031-08-08' }, today)).toEqual({ expiry: '2031-08-08' });
    expect(plausiblePrintedDates({ birthDate: '1078-06-20' }, today)).toEqual({});
  });

  it('drops both dates when the expiry is not after the birth date, since either may be the misread one', () => {
    expect(plausiblePrintedDates({ surname: 'X', birthDate: '1998-01-04', expiry: '1968-03-02' }, today)).toEqual({ surname: 'X' });
  });

  it('keeps an expired document’s expiry: being past is no misread', () => {
    expect(plausiblePrintedDates({ expiry: '1998-01-04' }, today)).toEqual({ expiry: '1998-01-04' });
  });
});
