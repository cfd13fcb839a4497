import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

describe('matchBrand on a German scent "twin" of a brand, or an alternative to one', () => {
  it('answers none for a "Duftzwilling" or a "Zwilling von" a brand: the brand is the one copied', () => {
    expect(matchBrand('Duftzwilling von Armani Acqua di Giò 50 ml')).toBeUndefined();
    expect(matchBrand('Zwilling von YSL Libre Eau de Parfum', { category: 'beauty-perfume' })).toBeUndefined();
    expect(matchBrand('Parfümzwilling Tom Ford Lost Cherry')).toBeUndefined();
  });

  it('answers none for a German "alternative to" a brand', () => {
    expect(matchBrand('Alternative zum Nespresso Milchaufschäumer')).toBeUndefined();
  });

  it('keeps the knife and cookware maker whose name is the word', () => {
    expect(matchBrand('Zwilling Kochmesser 20 cm')?.brand).toBe('Zwilling');
    expect(matchBrand('panela zwilling inox 24 cm')?.brand).toBe('Zwilling');
  });
});
