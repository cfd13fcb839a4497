import { describe, expect, it } from 'vitest';
import { languageOf, normalizeLocale, regionOf } from './normalize-locale.ts';

describe('normalizeLocale', () => {
  it.each([
    ['PT-PT', 'pt-PT'],
    ['pt-pt', 'pt-PT'],
    ['pt_PT', 'pt-PT'],
    ['pt', 'pt'],
    ['en-us', 'en-US'],
    ['EN', 'en'],
    ['zh_hant_tw', 'zh-Hant-TW'],
    [' fr-fr ', 'fr-FR'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalizeLocale(input)).toBe(expected);
  });

  it.each(['', 'p', 'portuguese-of-portugal', 'pt--PT', '12-34'])('rejects %j', (input) => {
    expect(normalizeLocale(input)).toBeUndefined();
  });
});

describe('languageOf and regionOf', () => {
  it('splits a tag into language and region', () => {
    expect(languageOf('pt-PT')).toBe('pt');
    expect(regionOf('pt-PT')).toBe('PT');
    expect(regionOf('pt')).toBeUndefined();
  });
});
