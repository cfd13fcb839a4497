import { ServiceError } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import {
  canonicalDocType,
  detectDocumentFromMrz,
  itemId,
  matchesDocType,
  parseDocTypeList,
} from './doc-types.ts';

function errorOf(fn: () => unknown): ServiceError {
  try {
    fn();
  } catch (error) {
    if (ServiceError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected a ServiceError');
}

describe('parseDocTypeList', () => {
  it('parses passports, national types and wildcards, forgiving case and spaces', () => {
    expect(parseDocTypeList(' passport , ID-pt,rp-*, dl-PT,passport-ES')).toEqual([
      { kind: 'passport', country: '*' },
      { kind: 'id', country: 'PT' },
      { kind: 'rp', country: '*' },
      { kind: 'dl', country: 'PT' },
      { kind: 'passport', country: 'ES' },
    ]);
  });

  it('rejects an unknown type with a 422 naming it at the doc_type pointer', () => {
    const error = errorOf(() => parseDocTypeList('passport,visa-PT,id-XX,id'));
    expect(error.status).toBe(422);
    expect(error.errors?.map((e) => e.pointer)).toEqual([
      '/agent_specific/doc_type',
      '/agent_specific/doc_type',
      '/agent_specific/doc_type',
    ]);
    expect(error.errors?.map((e) => e.message.split(':')[0])).toEqual([
      'unknown document type "visa-PT"',
      'unknown document type "id-XX"',
      'unknown document type "id"',
    ]);
  });

  it('rejects an empty list', () => {
    expect(errorOf(() => parseDocTypeList(' , ')).errors?.[0]?.message).toContain('at least one document type');
  });
});

describe('matchesDocType', () => {
  const portugueseCard = { kind: 'id', country: 'PRT' } as const;
  const germanPassport = { kind: 'passport', country: 'DEU' } as const;

  it('matches by kind and alpha-2 country, or any country with *', () => {
    expect(matchesDocType(parseDocTypeList('id-PT'), portugueseCard)).toBe(true);
    expect(matchesDocType(parseDocTypeList('id-*'), portugueseCard)).toBe(true);
    expect(matchesDocType(parseDocTypeList('id-ES'), portugueseCard)).toBe(false);
    expect(matchesDocType(parseDocTypeList('passport'), portugueseCard)).toBe(false);
  });

  it('matches any passport with bare passport, and one country with passport-CC', () => {
    expect(matchesDocType(parseDocTypeList('passport'), germanPassport)).toBe(true);
    expect(matchesDocType(parseDocTypeList('passport-DE'), germanPassport)).toBe(true);
    expect(matchesDocType(parseDocTypeList('passport-PT'), germanPassport)).toBe(false);
  });
});

describe('canonicalDocType and itemId', () => {
  it('names passports without a country and national documents with alpha-2', () => {
    expect(canonicalDocType({ kind: 'passport', country: 'PRT' })).toBe('passport');
    expect(canonicalDocType({ kind: 'id', country: 'PRT' })).toBe('id-PT');
    expect(canonicalDocType({ kind: 'rp', country: 'DEU' })).toBe('rp-DE');
  });

  it('builds item ids with alpha-3 and the normalised number', () => {
    expect(itemId({ kind: 'passport', country: 'PRT', number: 'CB1234567' })).toBe('passport_PRT_CB1234567');
    expect(itemId({ kind: 'id', country: 'PRT', number: '00766666 7 zz0' })).toBe('id_PRT_007666667ZZ0');
  });
});

describe('detectDocumentFromMrz', () => {
  it('reads passports, identity cards and residence permits, mapping D to DEU', () => {
    expect(detectDocumentFromMrz({ documentCode: 'P', issuingState: 'UTO' })).toEqual({ kind: 'passport', country: 'UTO' });
    expect(detectDocumentFromMrz({ documentCode: 'ID', issuingState: 'D' })).toEqual({ kind: 'id', country: 'DEU' });
    expect(detectDocumentFromMrz({ documentCode: 'I', issuingState: 'PRT' })).toEqual({ kind: 'id', country: 'PRT' });
    expect(detectDocumentFromMrz({ documentCode: 'IR', issuingState: 'PRT' })).toEqual({ kind: 'rp', country: 'PRT' });
  });
});
