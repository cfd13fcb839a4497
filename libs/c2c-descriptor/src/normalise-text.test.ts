import { describe, expect, it } from 'vitest';
import { compactText, normaliseText, statesValue } from './normalise-text.ts';

describe('normaliseText and compactText', () => {
  it('compare words without case, accents or separators', () => {
    expect(normaliseText('  Telemóveis   e TABLETS ')).toBe('telemoveis e tablets');
    expect(compactText('WH-1000XM4')).toBe(compactText('wh1000xm4'));
  });
});

describe('statesValue', () => {
  it('finds a short value only as a whole word', () => {
    expect(statesValue('Orbea Alma H30', 'L')).toBe(false);
    expect(statesValue('Orbea Alma H30 talla L', 'L')).toBe(true);
  });

  it('finds a longer value whatever its spacing', () => {
    expect(statesValue('iPhone 12 128GB', '128 GB')).toBe(true);
    expect(statesValue('iPhone 12', '128 GB')).toBe(false);
  });
});
