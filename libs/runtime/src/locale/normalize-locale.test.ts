import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('remembering spellings', () => {
    afterEach(() => vi.restoreAllMocks());

    it('canonicalises a spelling it has seen once only, a rejected one too', () => {
      const canonicalise = vi.spyOn(Intl, 'getCanonicalLocales');
      for (let i = 0; i < 3; i++) {
        expect(normalizeLocale('nl_be')).toBe('nl-BE');
        expect(normalizeLocale('nl--BE')).toBeUndefined();
      }
      expect(canonicalise).toHaveBeenCalledTimes(2);
    });

    it('still answers every spelling right once more spellings came than it remembers', () => {
      const spellings = Array.from({ length: 600 }, (_, i) => `en-x-p${i}`);
      for (const spelling of spellings) expect(normalizeLocale(spelling)).toBe(spelling);
      expect(normalizeLocale('sv_se')).toBe('sv-SE');
      expect(normalizeLocale(spellings[0]!)).toBe(spellings[0]);
    });
  });
});

describe('languageOf and regionOf', () => {
  it('splits a tag into language and region', () => {
    expect(languageOf('pt-PT')).toBe('pt');
    expect(regionOf('pt-PT')).toBe('PT');
    expect(regionOf('pt')).toBeUndefined();
  });
});
