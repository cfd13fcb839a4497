import { describe, expect, it } from 'vitest';
import { isDeSerialNumber } from './de-id-serial.ts';

describe('isDeSerialNumber', () => {
  it('accepts a serial in the German alphabet', () => {
    expect(isDeSerialNumber('M71000K58')).toBe(true);
  });

  it('rejects vowels and the letters B, D, Q, S', () => {
    expect(isDeSerialNumber('M71O00K58')).toBe(false);
    expect(isDeSerialNumber('B71000K58')).toBe(false);
    expect(isDeSerialNumber('S71000K58')).toBe(false);
  });

  it('rejects any length but nine', () => {
    expect(isDeSerialNumber('M71000K5')).toBe(false);
  });
});
