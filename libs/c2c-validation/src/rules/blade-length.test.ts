import { describe, expect, it } from 'vitest';
import { findBladeLengths } from './blade-length.ts';

const lengths = (text: string) => findBladeLengths(text).map((b) => Math.round(b.centimetres * 10) / 10);

describe('findBladeLengths', () => {
  it('reads a blade length after the blade word, with words between, in six languages', () => {
    expect(lengths('Lâmina de 21 cm em aço carbono')).toEqual([21]);
    expect(lengths('Hoja de 14 cm, con funda')).toEqual([14]);
    expect(lengths('Lame double tranchant de 25 cm')).toEqual([25]);
    expect(lengths('Klingenlänge 17 cm')).toEqual([17]);
    expect(lengths('lama da 180 mm')).toEqual([18]);
  });

  it('reads a length before the blade word, in inches and in words', () => {
    expect(lengths('Eight inch blade, very sharp')).toEqual([20.3]);
    expect(lengths('Curved 3.5 inch blade')).toEqual([8.9]);
    expect(lengths('a 6" fixed blade')).toEqual([15.2]);
  });

  it('finds nothing where no blade is measured', () => {
    expect(lengths('Mesa 120 x 60 cm, ecrã de 15 polegadas')).toEqual([]);
  });
});
