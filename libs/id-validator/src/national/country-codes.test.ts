import { states } from 'mrz';
import { describe, expect, it } from 'vitest';
import {
  alpha2ToAlpha3,
  alpha3ToAlpha2,
  isIcaoStateCode,
  isIsoAlpha2,
  isIsoAlpha3,
  isoAlpha3OfStateCode,
} from './country-codes.ts';
import { iso3166 } from './iso-3166.ts';

describe('ISO 3166 data', () => {
  it('holds 249 distinct alpha-2 and alpha-3 codes', () => {
    expect(Object.keys(iso3166)).toHaveLength(249);
    expect(new Set(Object.values(iso3166)).size).toBe(249);
  });

  it('agrees with the state list of the mrz package for every alpha-3 code', () => {
    const missing = Object.values(iso3166).filter((alpha3) => !(alpha3 in states));
    expect(missing).toEqual([]);
  });
});

describe('country code lookups', () => {
  it('maps between alpha-2 and alpha-3', () => {
    expect(alpha2ToAlpha3('PT')).toBe('PRT');
    expect(alpha2ToAlpha3('DE')).toBe('DEU');
    expect(alpha3ToAlpha2('ESP')).toBe('ES');
    expect(alpha2ToAlpha3('XX')).toBeNull();
    expect(alpha3ToAlpha2('UTO')).toBeNull();
  });

  it('accepts ISO codes and the ICAO special codes, not the test state', () => {
    expect(['PRT', 'D', 'GBD', 'XXA', 'UNO'].map(isIcaoStateCode)).toEqual([true, true, true, true, true]);
    expect(['UTO', 'DE', 'ZZZ', 'D<<'].map(isIcaoStateCode)).toEqual([false, false, false, false]);
  });

  it('names the ISO country behind an ICAO code', () => {
    expect(isoAlpha3OfStateCode('D')).toBe('DEU');
    expect(isoAlpha3OfStateCode('AUT')).toBe('AUT');
    expect(isoAlpha3OfStateCode('GBN')).toBe('GBR');
    expect(isoAlpha3OfStateCode('XXA')).toBeNull();
    expect(isoAlpha3OfStateCode('SI')).toBe('SVN');
    expect(isIcaoStateCode('SI')).toBe(false);
  });

  it('distinguishes alpha-2 from alpha-3', () => {
    expect(isIsoAlpha2('PT')).toBe(true);
    expect(isIsoAlpha2('PRT')).toBe(false);
    expect(isIsoAlpha3('PRT')).toBe(true);
  });
});
