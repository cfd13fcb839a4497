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

  it('places the items of a general marketplace: sports, tools, beauty, instruments, vehicle parts', () => {
    expect(guessCategory({ category: 'Desporto', name: 'Tenda 3 lugares' }).id).toBe('sports-outdoor');
    expect(guessCategory({ name: 'Taladro percutor 18V' }).id).toBe('tools-diy');
    expect(guessCategory({ name: 'Parfum eau de toilette 100 ml' }).id).toBe('beauty-perfume');
    expect(guessCategory({ name: 'Violino 3/4 com arco' }).id).toBe('musical-instruments');
    expect(guessCategory({ name: 'Plaquettes de frein avant' }).id).toBe('vehicle-parts');
  });

  it('groups jewellery with watches, baby equipment with toys and recorded media with books', () => {
    expect(guessCategory({ name: 'Colar de prata' }).id).toBe('watches');
    expect(guessCategory({ name: 'Trona de madera' }).id).toBe('toys');
    expect(guessCategory({ name: 'Vinyl LP Abbey Road' }).id).toBe('books');
  });

  it('takes the longer phrase over a word it contains: an exercise bike is sports, a sleeping bag is no bed', () => {
    expect(guessCategory({ name: 'Bicicleta estática' }).id).toBe('sports-outdoor');
    expect(guessCategory({ name: 'Saco-cama -5 ºC' }).id).toBe('sports-outdoor');
    expect(guessCategory({ name: 'Jantes VW Golf 17 polegadas' }).id).toBe('vehicle-parts');
  });

  it('answers other, unsure, when no word is known', () => {
    expect(guessCategory({ category: null, name: 'Kindle Paperwhite' })).toEqual({ id: 'other', confidence: 0.3 });
  });
});
