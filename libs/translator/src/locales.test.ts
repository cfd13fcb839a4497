import { describe, expect, it } from 'vitest';
import { describeLocale, isSameLocale, knownLocale } from './locales.ts';

describe('knownLocale', () => {
  it('normalises the spellings clients send to BCP 47', () => {
    expect(['pt', 'PT-PT', 'pt_PT', 'pt-pt', ' en-us ', 'zh-hant-tw'].map(knownLocale)).toEqual(['pt', 'pt-PT', 'pt-PT', 'pt-PT', 'en-US', 'zh-Hant-TW']);
  });

  it('refuses ill-formed tags and unknown languages, scripts or regions', () => {
    expect(['', 'p', 'pt--PT', 'english', 'xx', 'pt-XX', 'en-Qaaa', 'und', 'zxx'].map(knownLocale)).toEqual(Array(9).fill(undefined));
  });
});

describe('isSameLocale', () => {
  it('treats the same language with matching or open region as the same locale', () => {
    expect(isSameLocale('pt', 'pt')).toBe(true);
    expect(isSameLocale('pt-PT', 'pt-PT')).toBe(true);
    expect(isSameLocale('pt', 'pt-PT')).toBe(true);
    expect(isSameLocale('pt-PT', 'pt')).toBe(true);
  });

  it('treats another region or another language as a translation', () => {
    expect(isSameLocale('pt-BR', 'pt-PT')).toBe(false);
    expect(isSameLocale('zh-Hans', 'zh-Hant')).toBe(false);
    expect(isSameLocale('pt', 'es')).toBe(false);
  });
});

describe('describeLocale', () => {
  it('names the language variant in English for the prompt', () => {
    expect(describeLocale('pt-PT')).toBe('European Portuguese (pt-PT)');
    expect(describeLocale('pt-BR')).toBe('Brazilian Portuguese (pt-BR)');
    expect(describeLocale('es')).toBe('Spanish (es)');
  });
});
