import { describe, expect, it } from 'vitest';
import { ageOn, checkExpectations, isUnexpired, nameMatches, numberMatches, type DocumentReading } from './expectations.ts';

const today = new Date('2026-11-21T12:00:00Z');
const ptCard: DocumentReading = {
  surname: 'CACADOR DE ARAUJO',
  givenNames: 'ANDRE ESTEV',
  nameTruncated: true,
  number: '007666667ZZ0',
  expiry: '2034-05-29',
};

describe('nameMatches', () => {
  const card = { surname: ptCard.surname, givenNames: ptCard.givenNames, truncated: true };

  it('matches with diacritics, case and order set aside, and a truncated last token', () => {
    expect(nameMatches({ ...card, expected: 'André Estêvão Caçador de Araújo' })).toBe(true);
    expect(nameMatches({ ...card, expected: 'CAÇADOR DE ARAÚJO, André Estêvão' })).toBe(true);
  });

  it('is strict about every other token', () => {
    expect(nameMatches({ ...card, expected: 'André Caçador de Araújo' })).toBe(false);
    expect(nameMatches({ ...card, expected: 'André Estêvão Caçador de Araújo Silva' })).toBe(false);
    expect(nameMatches({ ...card, expected: 'Andreia Estêvão Caçador de Araújo' })).toBe(false);
  });

  it('does not miss expected tokens a truncated MRZ had no room for', () => {
    const cut = { surname: 'SOUSA FERNANDES PEREIRA', givenNames: 'DUART', truncated: true };
    expect(nameMatches({ ...cut, expected: 'Duarte Miguel Sousa Fernandes Pereira' })).toBe(true);
    expect(nameMatches({ ...cut, expected: 'Duarte Sousa Fernandes' })).toBe(false);
    expect(nameMatches({ ...cut, truncated: false, expected: 'Duarte Miguel Sousa Fernandes Pereira' })).toBe(false);
  });

  it('does not accept a prefix when the name was not truncated', () => {
    const full = { surname: 'VEILLARD', givenNames: 'NORA EDITH', truncated: false };
    expect(nameMatches({ ...full, expected: 'Nora Edith Veillard' })).toBe(true);
    expect(nameMatches({ ...full, expected: 'Nora Editha Veillard' })).toBe(false);
  });

  it('accepts the ICAO transliteration of umlauts', () => {
    const mrz = { surname: 'MUELLER', givenNames: 'JUERGEN', truncated: false };
    expect(nameMatches({ ...mrz, expected: 'Jürgen Müller' })).toBe(true);
    expect(nameMatches({ surname: 'MULLER', givenNames: 'JURGEN', truncated: false, expected: 'Jürgen Müller' })).toBe(true);
  });

  it('counts repeated tokens', () => {
    const mrz = { surname: 'GARCIA GARCIA', givenNames: 'LUCIA', truncated: false };
    expect(nameMatches({ ...mrz, expected: 'Lucía García García' })).toBe(true);
    expect(nameMatches({ ...mrz, expected: 'Lucía García' })).toBe(false);
  });
});

describe('numberMatches', () => {
  it('ignores spaces, dashes and case', () => {
    expect(numberMatches('00766666 7 zz0', '007666667ZZ0')).toBe(true);
    expect(numberMatches('cb-123456', 'CB123456')).toBe(true);
    expect(numberMatches('CB123457', 'CB123456')).toBe(false);
  });
});

describe('isUnexpired', () => {
  it('requires expiry strictly after today', () => {
    expect(isUnexpired({ expiry: '2026-11-22', today })).toBe(true);
    expect(isUnexpired({ expiry: '2026-11-21', today })).toBe(false);
  });
});

describe('checkExpectations', () => {
  it('passes when every given expectation holds and skips absent ones', () => {
    expect(checkExpectations({ expectations: { name: 'André Estêvão Caçador de Araújo', number: null, validity: true }, document: ptCard, today })).toEqual([]);
    expect(checkExpectations({ expectations: {}, document: { ...ptCard, expiry: '2020-01-01' }, today })).toEqual([]);
  });

  it('lists each failure with what was expected and found', () => {
    expect(
      checkExpectations({
        expectations: { name: 'Maria Silva', number: '317046284ZZ8', validity: true },
        document: { ...ptCard, expiry: '2026-11-21' },
        today,
      }),
    ).toEqual([
      { field: 'name', reason: 'name-mismatch', expected: 'Maria Silva', found: 'CACADOR DE ARAUJO ANDRE ESTEV' },
      { field: 'number', reason: 'number-mismatch', expected: '317046284ZZ8', found: '007666667ZZ0' },
      { field: 'validity', reason: 'expired', found: '2026-11-21', today: '2026-11-21' },
    ]);
  });

  it('matches the expected number against every number the document carries', () => {
    const spanish = { ...ptCard, number: '12345678Z', otherNumbers: ['CXK482157'] };
    expect(checkExpectations({ expectations: { number: 'cxk-482157' }, document: spanish, today })).toEqual([]);
    expect(checkExpectations({ expectations: { number: '12345678-Z' }, document: spanish, today })).toEqual([]);
    expect(checkExpectations({ expectations: { number: 'CXK482158' }, document: spanish, today })).toEqual([
      { field: 'number', reason: 'number-mismatch', expected: 'CXK482158', found: '12345678Z' },
    ]);
  });

  it('does not check validity when it is false', () => {
    expect(checkExpectations({ expectations: { validity: false }, document: { ...ptCard, expiry: '2001-01-01' }, today })).toEqual([]);
  });

  it('fails validity when no expiry was read', () => {
    expect(checkExpectations({ expectations: { validity: true }, document: { ...ptCard, expiry: null }, today })).toEqual([
      { field: 'validity', reason: 'expiry-unknown' },
    ]);
  });

  it('passes min_age on the birthday that reaches it and fails the day before', () => {
    const born = { ...ptCard, birthDate: '2008-11-21' };
    expect(checkExpectations({ expectations: { minAge: 18 }, document: born, today })).toEqual([]);
    expect(checkExpectations({ expectations: { minAge: 18 }, document: { ...born, birthDate: '2008-11-22' }, today })).toEqual([
      { field: 'minAge', reason: 'under-age', found: '2008-11-22', age: 17, minAge: 18 },
    ]);
  });

  it('fails min_age when no birth date was read, and checks nothing when it is null', () => {
    expect(checkExpectations({ expectations: { minAge: 18 }, document: { ...ptCard, birthDate: null }, today })).toEqual([{ field: 'minAge', reason: 'birth-unknown', minAge: 18 }]);
    expect(checkExpectations({ expectations: { minAge: null }, document: { ...ptCard, birthDate: '2020-01-01' }, today })).toEqual([]);
  });
});

describe('ageOn', () => {
  it('counts a 29 February birthday from 1 March in a common year', () => {
    expect(ageOn({ birthDate: '2008-02-29', today: new Date('2026-02-28T12:00:00Z') })).toBe(17);
    expect(ageOn({ birthDate: '2008-02-29', today: new Date('2026-03-01T00:00:00Z') })).toBe(18);
  });
});
