import { describe, expect, it } from 'vitest';
import { guessCategory } from './categories.ts';

describe('guessCategory', () => {
  it("trusts the seller's category word, in any of the four languages", () => {
    expect(guessCategory({ category: 'Telemóveis', name: 'iPhone 12' })).toEqual({ id: 'phones', confidence: 0.95 });
    expect(guessCategory({ category: 'Chaussures', name: 'Veja V-10' })).toEqual({ id: 'footwear', confidence: 0.9 });
    expect(guessCategory({ category: 'Bicicletas', name: 'Orbea Orca' })).toEqual({ id: 'bikes', confidence: 0.9 });
  });

  it('lets the name decide between what the category allows', () => {
    expect(guessCategory({ category: 'Telemóveis e Tablets', name: 'iPad Air' }).id).toBe('tablets');
  });

  it('prefers the longest match: a washing machine is not clothing', () => {
    expect(guessCategory({ category: 'Eletrodomésticos', name: 'Máquina de lavar roupa Samsung 8kg' }).id).toBe('large-appliances');
    expect(guessCategory({ name: 'Ordinateur portable Dell' }).id).toBe('laptops');
  });

  it('answers other, unsure, when no word is known', () => {
    expect(guessCategory({ category: null, name: 'Kindle Paperwhite' })).toEqual({ id: 'other', confidence: 0.3 });
  });
});
