import { describe, expect, it } from 'vitest';
import { localize } from './localized-text.ts';

const colour = { 'pt-PT': 'Cor', en: 'Colour', es: 'Color' };

describe('localize', () => {
  it('picks the exact language tag, whatever its spelling', () => {
    expect(localize(colour, 'PT-PT')).toBe('Cor');
    expect(localize(colour, 'en')).toBe('Colour');
  });

  it('falls back to the same language in another region', () => {
    expect(localize(colour, 'pt')).toBe('Cor');
    expect(localize(colour, 'pt-BR')).toBe('Cor');
    expect(localize(colour, 'en-US')).toBe('Colour');
    expect(localize(colour, 'es-ES')).toBe('Color');
  });

  it('falls back to English for a language it does not have', () => {
    expect(localize(colour, 'fr-FR')).toBe('Colour');
  });
});
