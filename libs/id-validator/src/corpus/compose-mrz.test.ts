import { describe, expect, it } from 'vitest';
import { parseMrz } from '../mrz/parse-mrz.ts';
import { composeMrz } from '@circular/id-corpus';

const today = new Date('2026-11-21T12:00:00Z');

describe('composeMrz', () => {
  it('writes the ICAO TD3 specimen exactly', () => {
    expect(
      composeMrz({
        format: 'TD3',
        documentCode: 'P',
        issuingState: 'UTO',
        nationality: 'UTO',
        documentNumber: 'L898902C3',
        birthDate: '1974-08-12',
        sex: 'F',
        expiryDate: '2012-04-15',
        surname: 'ERIKSSON',
        givenNames: 'ANNA MARIA',
        optionalData: ['ZE184226B'],
      }),
    ).toEqual(['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10']);
  });

  it('writes the Portuguese card of FIELD-NOTES exactly, long number and truncated name included', () => {
    expect(
      composeMrz({
        format: 'TD1',
        documentCode: 'I',
        issuingState: 'PRT',
        nationality: 'PRT',
        documentNumber: '007666667ZZ0',
        birthDate: '1983-03-14',
        sex: 'M',
        expiryDate: '2034-05-29',
        surname: 'CACADOR DE ARAUJO',
        givenNames: 'ANDRE ESTEVAO',
      }),
    ).toEqual(['I<PRT007666667<ZZ00<<<<<<<<<<<', '8303143M3405293PRT<<<<<<<<<<<4', 'CACADOR<DE<ARAUJO<<ANDRE<ESTEV']);
  });

  it('writes a TD2 document that parses back to its fields', () => {
    const lines = composeMrz({
      format: 'TD2',
      documentCode: 'ID',
      issuingState: 'ROU',
      nationality: 'ROU',
      documentNumber: 'RX123456',
      birthDate: '1990-02-28',
      sex: 'F',
      expiryDate: '2031-02-28',
      surname: 'POPESCU',
      givenNames: 'IOANA',
    });
    expect(parseMrz(lines, { today })).toMatchObject({
      format: 'TD2',
      documentNumber: 'RX123456',
      birthDate: { iso: '1990-02-28' },
      expiryDate: { iso: '2031-02-28' },
      surname: 'POPESCU',
      givenNames: 'IOANA',
      valid: true,
    });
  });

  it('refuses a long number on a TD3 passport', () => {
    expect(() =>
      composeMrz({
        format: 'TD3',
        documentCode: 'P',
        issuingState: 'PRT',
        nationality: 'PRT',
        documentNumber: 'CB12345678901',
        birthDate: '1990-01-01',
        sex: 'M',
        expiryDate: '2030-01-01',
        surname: 'SILVA',
        givenNames: 'JOAO',
      }),
    ).toThrow(RangeError);
  });
});
