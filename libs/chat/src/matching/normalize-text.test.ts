import { describe, expect, it } from 'vitest';
import { containsPhrase, normalizeText, removePhrase } from './normalize-text.ts';

describe('normalizeText', () => {
  it('lowers case, drops accents and punctuation, and glues units to their numbers', () => {
    expect(normalizeText('  Azul-Pacífico, 128 GB!')).toBe('azul pacifico 128gb');
    expect(normalizeText('128-GB')).toBe('128gb');
    expect(normalizeText('iPhone 12 azul')).toBe('iphone 12 azul');
    expect(normalizeText('Wi-Fi + rede móvel')).toBe('wi fi rede movel');
  });
});

describe('containsPhrase and removePhrase', () => {
  it('work on whole words only', () => {
    expect(containsPhrase('iphone 12 128gb azul', '128gb')).toBe(true);
    expect(containsPhrase('iphone 12 128gb azul', '12')).toBe(true);
    expect(containsPhrase('iphone 128gb', '12')).toBe(false);
    expect(removePhrase('o meu iphone 12 azul', 'iphone 12')).toBe('o meu azul');
  });
});
