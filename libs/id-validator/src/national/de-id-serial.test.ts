import { describe, expect, it } from 'vitest';
import { isDeSerialNumber } from './de-id-serial.ts';

describe('isDeSerialNumber', () => {
  it('accepts the specimen serial of the German identity card', () => {
    expect(isDeSerialNumber('T22000129')).toBe(true);
  });

  it('rejects vowels and the letters B, D, Q, S', () => {
    expect(isDeSerialNumber('T22O00129')).toBe(false);
    expect(isDeSerialNumber('B22000129')).toBe(false);
    expect(isDeSerialNumber('S22000129')).toBe(false);
  });

  it('rejects any length but nine', () => {
    expect(isDeSerialNumber('T2200012')).toBe(false);
  });
});
