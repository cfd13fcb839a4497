import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

/**
 * What the item is, read from its nouns together: a noun of two kinds of goods read as the kind another noun names, a car's
 * mirror, a set of sockets, a toy's noun before a maker of vehicles, a car's model naming its make. Read with no category, as
 * issue 19 measures the matcher.
 */
describe('matchBrand: nouns read together', () => {
  it('reads a noun of two kinds of goods as the kind another noun names, before a word-brand in lower case', () => {
    // "aceite" is a body oil or a motor oil; beside "motor" it is the car's, which the fashion house does not sell.
    expect(matchBrand('Aceite motor diesel 10W40')).toBeUndefined();
    expect(matchBrand('camisa diesel')?.brand).toBe('Diesel');
  });

  it('reads a maker of vehicles that sells clothes too as a toy\'s subject after a toy\'s noun', () => {
    expect(matchBrand('Moto giocattolo Ducati per bambini')).toBeUndefined();
    expect(matchBrand('Casaco Ducati moto')?.brand).toBe('Ducati');
  });

  it.each([
    ['Jaguar XE door mirror', 'Tata Motors'],
    ['Jaguar F-Type 2015', 'Tata Motors'],
  ])('tells the car maker from the watch maker of one name by a car\'s part or model: %s', (raw, parent) => {
    expect(matchBrand(raw)?.parent).toBe(parent);
  });

  it('reads a set of sockets as a tool maker\'s goods', () => {
    expect(matchBrand('Coffret douilles Stanley 1/2')?.brand).toBe('Stanley');
  });
});
