import { describe, expect, it } from 'vitest';
import { esControlLetter, parseEsIdentityNumber } from './es-dni.ts';

describe('esControlLetter', () => {
  it('takes the letter of the number modulo 23', () => {
    expect(esControlLetter('12345678')).toBe('Z');
    expect(esControlLetter('00000000')).toBe('T');
    expect(esControlLetter('00000022')).toBe('E');
  });

  it('counts a NIE prefix X/Y/Z as 0/1/2', () => {
    expect(esControlLetter('X1234567')).toBe('L');
    expect(esControlLetter('Y1234567')).toBe('X');
  });
});

describe('parseEsIdentityNumber', () => {
  it('accepts a DNI number with its control letter (45873216: remainder 15, S)', () => {
    expect(parseEsIdentityNumber('45873216S')).toEqual({ number: '45873216S', kind: 'dni', valid: true });
  });

  it('normalises spaces, dashes and case before checking', () => {
    expect(parseEsIdentityNumber('12.345.678-z')).toEqual({ number: '12345678Z', kind: 'dni', valid: true });
  });

  it('rejects a wrong control letter', () => {
    expect(parseEsIdentityNumber('45873216A')?.valid).toBe(false);
  });

  it('recognises a NIE', () => {
    expect(parseEsIdentityNumber('X1234567L')).toEqual({ number: 'X1234567L', kind: 'nie', valid: true });
  });

  it('returns null for other shapes', () => {
    expect(parseEsIdentityNumber('1234567Z')).toBeNull();
    expect(parseEsIdentityNumber('A1234567L')).toBeNull();
  });
});
