import { describe, expect, it } from 'vitest';
import { expectedDocType, expectedItemId } from './document-ids.ts';

describe('expected document identifiers', () => {
  it('names passports without a country and other documents by kind and alpha-2', () => {
    expect(expectedDocType({ kind: 'passport', country: 'PRT' })).toBe('passport');
    expect(expectedDocType({ kind: 'id', country: 'DEU' })).toBe('id-DE');
    expect(() => expectedDocType({ kind: 'id', country: 'XXX' })).toThrow(RangeError);
  });

  it('writes item ids with the number unspaced and without fillers', () => {
    expect(expectedItemId({ kind: 'id', country: 'PRT', number: '00766666 7 zz0' })).toBe('id_PRT_007666667ZZ0');
  });
});
