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

  it('leaves a code unresolved when several real codes are one confused letter away and nothing chooses', () => {
    const result = reconcileStateCodes({ code: 'AUY' }, { code: 'AUY' });
    expect(result.resolved).toBe(false);
    expect(result.issuingState).toBe('AUY');
  });

  it('takes the letter glyph evidence saw when two real codes differ by a confused letter (TUN read where TWN is)', () => {
    const replaced = [null, 'U', null];
    expect(reconcileStateCodes({ code: 'TUN' }, { code: 'TWN', replaced })).toEqual({ issuingState: 'TWN', nationality: 'TWN', resolved: true });
    expect(reconcileStateCodes({ code: 'TWN', replaced }, { code: 'TUN' })).toEqual({ issuingState: 'TWN', nationality: 'TWN', resolved: true });
  });

  it('does not trust two real codes a confused letter apart when no evidence says which was misread', () => {
    expect(reconcileStateCodes({ code: 'TUN' }, { code: 'TWN' }).resolved).toBe(false);
  });

  it('uses letters offered by evidence as well as known confusions', () => {
    expect(reconcileStateCodes({ code: 'ZZZ', offered: ['', 'W', ''] }, { code: 'ZZZ', offered: ['', 'W', ''] }).resolved).toBe(false);
    expect(reconcileStateCodes({ code: 'AXT', offered: ['', 'U', ''] }, { code: 'DEU' })).toEqual({ issuingState: 'AUT', nationality: 'DEU', resolved: true });
    expect(reconcileStateCodes({ code: 'AXT' }, { code: 'DEU' }).resolved).toBe(false);
  });
});
