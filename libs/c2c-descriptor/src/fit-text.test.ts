import { describe, expect, it } from 'vitest';
import { cutOnWord, fitTitle } from './fit-text.ts';

describe('cutOnWord', () => {
  it('keeps a text that fits', () => {
    expect(cutOnWord('Apple iPhone 12 128 GB', 80)).toBe('Apple iPhone 12 128 GB');
  });

  it('cuts on the last word boundary within the limit and drops a dangling separator', () => {
    expect(cutOnWord('Bicicleta de montanha Specialized Rockhopper, quadro M', 40)).toBe('Bicicleta de montanha Specialized');
    expect(cutOnWord('Casaco de inverno - lã merino', 20)).toBe('Casaco de inverno');
  });

  it('cuts inside a single word longer than the limit rather than break the limit', () => {
    expect(cutOnWord('Donaudampfschifffahrtsgesellschaft', 10)).toBe('Donaudampf');
  });

  it('collapses whitespace before measuring', () => {
    expect(cutOnWord('  Sony   WH-1000XM4  ', 80)).toBe('Sony WH-1000XM4');
  });
});

describe('fitTitle', () => {
  it('adds parts in order while they fit and skips one that does not', () => {
    expect(fitTitle(['Samsung Galaxy S21', '128 GB', 'Phantom Gray with original box'], 30)).toBe('Samsung Galaxy S21 128 GB');
  });

  it('never returns more than the limit, whatever the parts', () => {
    const parts = ['Lavadora Bosch Serie 6 WAT28461ES 9 kg 1400 rpm clase A+++ con garantía', 'blanca', '9 kg'];
    for (const max of [50, 60, 70, 80]) expect(fitTitle(parts, max).length).toBeLessThanOrEqual(max);
    expect(fitTitle(parts, 50)).toBe('Lavadora Bosch Serie 6 WAT28461ES 9 kg 1400 rpm');
  });
});
