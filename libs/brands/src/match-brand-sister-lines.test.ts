import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

/** A maker written before a line its sister brand (same owner) goes by too. Strings of our own, none from a bench set. */
describe("a maker written before a line it shares with a sister brand", () => {
  it('answers the maker written, where the line is its own too, though the sister brand carries the line as an alias', () => {
    expect(matchBrand('tefal cookeo touch wifi usado')?.brand).toBe('Tefal');
    expect(matchBrand('Tefal Cookeo 6 litros', { category: 'small-appliances' })?.brand).toBe('Tefal');
  });

  it('keeps the sister brand where it is written or the line stands alone, and a sub-brand of the maker written', () => {
    expect(matchBrand('moulinex cookeo usado')?.brand).toBe('Moulinex');
    expect(matchBrand('cookeo')?.brand).toBe('Moulinex');
    expect(matchBrand('xiaomi poco x5 pro')).toMatchObject({ brand: 'Poco', parent: 'Xiaomi' });
  });
});
