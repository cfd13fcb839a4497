import { describe, expect, it } from 'vitest';
import { parseNumber } from './parse-number.ts';

describe('parseNumber', () => {
  it.each([
    ['87', 87],
    ['87%', 87],
    ['cerca de 87 %', 87],
    ['1.500 km', 1500],
    ['1 500', 1500],
    ['12,000', 12000],
    ['2,5', 2.5],
    ['2.5', 2.5],
    ['-3', -3],
  ])('reads %j as %s', (text, expected) => {
    expect(parseNumber(text)).toBe(expected);
  });

  it('gives undefined when there is no number', () => {
    expect(parseNumber('oitenta e sete')).toBeUndefined();
  });
});
