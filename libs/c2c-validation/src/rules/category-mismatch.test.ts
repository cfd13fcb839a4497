import { describe, expect, it } from 'vitest';
import { findCategoryMismatch } from './category-mismatch.ts';

describe('findCategoryMismatch', () => {
  it('flags a title that names an item of another category', () => {
    expect(findCategoryMismatch('Bicicleta BTT roda 29', 'Telemóveis').map((f) => f.evidence)).toEqual(['Bicicleta']);
  });

  it('accepts the same or a neighbouring category, accessories and unknown categories', () => {
    expect(findCategoryMismatch('Bicicleta BTT', 'bikes')).toEqual([]);
    expect(findCategoryMismatch('iPad Air 4', 'phones')).toEqual([]);
    expect(findCategoryMismatch('Capa para iPhone 12', 'Moda')).toEqual([]);
    expect(findCategoryMismatch('Bicicleta', 'Colecionismo')).toEqual([]);
  });

  it('reads the later categories\' labels, where an item of a neighbouring category is at home, and flags one that is not', () => {
    expect(findCategoryMismatch('Bicicleta gravel em carbono', 'Desporto')).toEqual([]);
    expect(findCategoryMismatch('Casaco de bebé', 'Bebé')).toEqual([]);
    expect(findCategoryMismatch('Frigorífico americano', 'Móveis e decoração')).toEqual([]);
    expect(findCategoryMismatch('Telemóvel Samsung', 'Instruments de musique').map((f) => f.evidence)).toEqual(['Telemóvel']);
  });
});
