import { describe, expect, it } from 'vitest';
import { icaoMrzName, plainMrzName } from './person-names.ts';

describe('MRZ spellings of printed names', () => {
  it('drops diacritics and apostrophes and splits hyphens', () => {
    expect(plainMrzName("José d'Ávila-Núñez")).toBe('JOSE DAVILA NUNEZ');
  });

  it('transliterates umlauts the ICAO way', () => {
    expect(icaoMrzName('Müller Øre')).toBe('MUELLER OERE');
    expect(plainMrzName('Müller')).toBe('MULLER');
  });
});
