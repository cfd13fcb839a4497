import { describe, expect, it } from 'vitest';
import { isMrzStateCode, reconcileStateCodes } from './state-codes.ts';

describe('isMrzStateCode', () => {
  it('takes ISO 3166 codes, ICAO’s special codes and its test state, fillers trimmed', () => {
    expect(['LUX', 'D<<', 'GBD', 'UNO', 'XXA', 'UTO'].every(isMrzStateCode)).toBe(true);
    expect(['LLX', 'DKL', 'O<<', 'XYZ'].some(isMrzStateCode)).toBe(false);
  });
});

describe('reconcileStateCodes', () => {
  it('leaves two real codes alone, however different', () => {
    expect(reconcileStateCodes({ code: 'GBR' }, { code: 'GBO' })).toEqual({ issuingState: 'GBR', nationality: 'GBO', resolved: true });
    expect(reconcileStateCodes({ code: 'D<<' }, { code: 'XXA' })).toEqual({ issuingState: 'D<<', nationality: 'XXA', resolved: true });
  });

  it('corrects a code that is none to the other field’s code when one confused letter explains it', () => {
    expect(reconcileStateCodes({ code: 'LLX' }, { code: 'LUX' })).toEqual({ issuingState: 'LUX', nationality: 'LUX', resolved: true });
    expect(reconcileStateCodes({ code: 'FRA' }, { code: 'FPA' })).toEqual({ issuingState: 'FRA', nationality: 'FRA', resolved: true });
  });

  it('corrects two equal misreadings to the only real code one confused letter from both', () => {
    expect(reconcileStateCodes({ code: 'LLX' }, { code: 'LLX' })).toEqual({ issuingState: 'LUX', nationality: 'LUX', resolved: true });
  });

  it('leaves a code unresolved when a confused letter would make it real but no other evidence agrees', () => {
    const result = reconcileStateCodes({ code: 'FRQ' }, { code: 'DEU' });
    expect(result).toEqual({ issuingState: 'FRQ', nationality: 'DEU', resolved: false });
  });

  it('keeps as printed a code no confused letter makes real, or an empty one: the document’s own, for the authenticity checks', () => {
    expect(reconcileStateCodes({ code: 'BDR' }, { code: 'D<<' })).toEqual({ issuingState: 'BDR', nationality: 'D<<', resolved: true });
    expect(reconcileStateCodes({ code: 'MAC' }, { code: '<<<' })).toEqual({ issuingState: 'MAC', nationality: '<<<', resolved: true });
  });

  it('takes the letter glyph evidence saw when two real codes differ by a confused letter (TUN read where TWN is)', () => {
    const replaced = [null, 'U', null];
    expect(reconcileStateCodes({ code: 'TUN' }, { code: 'TWN', replaced })).toEqual({ issuingState: 'TWN', nationality: 'TWN', resolved: true });
    expect(reconcileStateCodes({ code: 'TWN', replaced }, { code: 'TUN' })).toEqual({ issuingState: 'TWN', nationality: 'TWN', resolved: true });
  });

  it('does not trust two real codes a confused letter apart when no evidence says which was misread', () => {
    expect(reconcileStateCodes({ code: 'TUN' }, { code: 'TWN' }).resolved).toBe(false);
  });

  it('takes the only real code a letter offered by evidence makes, when the other field does not settle it', () => {
    expect(reconcileStateCodes({ code: 'FRQ', offered: ['', '', 'A'] }, { code: 'DEU' })).toEqual({ issuingState: 'FRA', nationality: 'DEU', resolved: true });
    expect(reconcileStateCodes({ code: 'FRQ', offered: ['', '', 'W'] }, { code: 'DEU' }).resolved).toBe(false);
  });
});
