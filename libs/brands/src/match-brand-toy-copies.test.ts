import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

/**
 * A toy that copies a car: the words that make a car's noun a toy's ("telecomandado", "teledirigida", "ferngesteuert",
 * "radiocomandato"), the car's make as the copy's model and not a second maker beside the toy's maker, wherever each is
 * written, and makers of radio-controlled and die-cast cars and children's publishers. Read with no category, as issue 19
 * measures the matcher.
 */
describe('matchBrand: toys copying cars', () => {
  it.each(['Carro telecomandado Lamborghini Urus', 'Ferngesteuertes Auto Porsche 911', 'Auto ferngesteuert Audi R8', 'Macchina radiocomandata Lamborghini Huracan'])(
    'reads a car maker after a radio-controlled car\'s words as the toy\'s model: %s',
    (raw) => {
      expect(matchBrand(raw)).toBeUndefined();
    },
  );

  it.each([
    ['Voiture miniature Majorette Renault Clio', 'Majorette'],
    ['Miniatura Siku Volvo FH16', 'Siku'],
    ['Coche teledirigido BMW X6 de Jamara', 'Jamara'],
  ])('answers the toy maker, not the car it copies: %s', (raw, brand) => {
    expect(matchBrand(raw)?.brand).toBe(brand);
  });

  it.each([
    ['Traxxas Slash 4x4 buggy', 'Traxxas'],
    ['Kinsmart Porsche 911 pull back', 'Kinsmart'],
    ['Tessloff Sachbuch Dinosaurier', 'Tessloff'],
    ['Haynes manual Peugeot 206', 'Haynes'],
  ])('knows makers of model cars and of children\'s and workshop books: %s', (raw, brand) => {
    expect(matchBrand(raw)?.brand).toBe(brand);
  });

  it('keeps a car maker where the string names its own car\'s parts', () => {
    expect(matchBrand('Jante Audi R8 19 polegadas')?.brand).toBe('Audi');
  });
});
