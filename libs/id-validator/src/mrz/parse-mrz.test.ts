import { parse as parseWithMrzPackage } from 'mrz';
import { describe, expect, it } from 'vitest';
import { MrzFormatError } from './mrz-format-error.ts';
import { parseMrz } from './parse-mrz.ts';
import { composeMrz } from '@circular/id-corpus';
import { madeUpDeCard, madeUpUto, madeUpUtoFields } from '../test-support/readings.ts';

const today = new Date('2026-11-21T12:00:00Z');

/** ICAO 9303 Part 5 Appendix A specimen (TD1). */
const icaoTd1 = ['I<UTOD231458907<<<<<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<6', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<'];
/** ICAO 9303 Part 6 Appendix A specimen (TD2). */
const icaoTd2 = ['I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<', 'D231458907UTO7408122F1204159<<<<<<<6'];
/** ICAO 9303 Part 4 Appendix A specimen (TD3). */
const icaoTd3 = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
/** ICAO 9303 Part 5 example of a document number longer than nine characters. */
const icaoLongNumber = ['I<UTOD23145890<7349<<<<<<<<<<<', '3407127M9507122UTO<<<<<<<<<<<2', 'STEVENSON<<PETER<JOHN<<<<<<<<<'];
/** Portuguese Cartão de Cidadão (FIELD-NOTES). */
const ptCard = ['I<PRT007666667<ZZ00<<<<<<<<<<<', '8303143M3405293PRT<<<<<<<<<<<4', 'CACADOR<DE<ARAUJO<<ANDRE<ESTEV'];
/** A made-up German identity card (`IDD<<M71000K589…`). */
const deCard = madeUpDeCard;
/** A made-up Spanish identity card: support number, then the DNI in the optional data. */
const esCard = composeMrz({
  format: 'TD1',
  documentCode: 'ID',
  issuingState: 'ESP',
  nationality: 'ESP',
  documentNumber: 'CXK482157',
  birthDate: '1988-04-11',
  sex: 'F',
  expiryDate: '2030-09-23',
  surname: 'GARRIDO PLANAS',
  givenNames: 'LUCIA',
  optionalData: ['45873216S'],
});

describe('parseMrz', () => {
  it('reads every field of the ICAO TD3 specimen', () => {
    expect(parseMrz(icaoTd3, { today })).toEqual({
      format: 'TD3',
      lines: icaoTd3,
      documentCode: 'P',
      issuingState: 'UTO',
      nationality: 'UTO',
      documentNumber: 'L898902C3',
      documentNumberForm: 'standard',
      birthDate: { raw: '740812', iso: '1974-08-12' },
      expiryDate: { raw: '120415', iso: '2012-04-15' },
      sex: 'F',
      surname: 'ERIKSSON',
      givenNames: 'ANNA MARIA',
      nameTruncated: false,
      optionalData: ['ZE184226B'],
      checks: [
        { field: 'documentNumber', valid: true },
        { field: 'birthDate', valid: true },
        { field: 'expiryDate', valid: true },
        { field: 'personalNumber', valid: true },
        { field: 'composite', valid: true },
      ],
      valid: true,
    });
  });

  it('reads the ICAO TD1 and TD2 specimens with all checks passing', () => {
    for (const lines of [icaoTd1, icaoTd2]) {
      const parsed = parseMrz(lines, { today });
      expect(parsed).toMatchObject({
        documentCode: 'I',
        documentNumber: 'D23145890',
        surname: 'ERIKSSON',
        givenNames: 'ANNA MARIA',
        sex: 'F',
        birthDate: { iso: '1974-08-12' },
        expiryDate: { iso: '2012-04-15' },
        valid: true,
      });
    }
    expect(parseMrz(icaoTd1, { today }).format).toBe('TD1');
    expect(parseMrz(icaoTd2, { today }).format).toBe('TD2');
  });

  it('joins a long TD1 document number from the optional field', () => {
    expect(parseMrz(icaoLongNumber, { today })).toMatchObject({
      documentNumber: 'D23145890734',
      documentNumberForm: 'long',
      birthDate: { iso: '1934-07-12' },
      expiryDate: { iso: '1995-07-12' },
      surname: 'STEVENSON',
      givenNames: 'PETER JOHN',
      optionalData: ['', ''],
      valid: true,
    });
  });

  it('reads the Portuguese Cartão de Cidadão number as all twelve characters', () => {
    const parsed = parseMrz(ptCard, { today });
    expect(parsed).toMatchObject({
      documentCode: 'I',
      issuingState: 'PRT',
      documentNumber: '007666667ZZ0',
      birthDate: { iso: '1983-03-14' },
      expiryDate: { iso: '2034-05-29' },
      sex: 'M',
      surname: 'CACADOR DE ARAUJO',
      givenNames: 'ANDRE ESTEV',
      nameTruncated: true,
      valid: true,
    });
    expect(parseWithMrzPackage(ptCard).documentNumber).toBe(parsed.documentNumber);
  });

  it('accepts a long number whose check digit counts the filler at position 14', () => {
    // X12345678AB: check digit 8 over the characters alone, 6 with the `<` included.
    const withFiller = ['I<UTOX12345678<AB6<<<<<<<<<<<<', '8001014F3001019UTO<<<<<<<<<<<0', 'DOE<<JANE<<<<<<<<<<<<<<<<<<<<<'];
    const withoutFiller = ['I<UTOX12345678<AB8<<<<<<<<<<<<', '8001014F3001019UTO<<<<<<<<<<<4', 'DOE<<JANE<<<<<<<<<<<<<<<<<<<<<'];
    expect(parseMrz(withFiller, { today })).toMatchObject({ documentNumber: 'X12345678AB', documentNumberForm: 'long-with-filler', valid: true });
    expect(parseMrz(withoutFiller, { today })).toMatchObject({ documentNumber: 'X12345678AB', documentNumberForm: 'long', valid: true });
  });

  it('reads a German card with state D and an unspecified sex', () => {
    expect(parseMrz(deCard, { today })).toMatchObject({
      documentCode: 'ID',
      issuingState: 'D',
      nationality: 'D',
      documentNumber: 'M71000K58',
      sex: '<',
      surname: 'WEISSHAUPT',
      givenNames: 'GRETA',
      valid: true,
    });
  });

  it('keeps the Spanish DNI number found in optional data', () => {
    expect(parseMrz(esCard, { today })).toMatchObject({
      documentNumber: 'CXK482157',
      optionalData: ['45873216S', ''],
      surname: 'GARRIDO PLANAS',
      givenNames: 'LUCIA',
      valid: true,
    });
  });

  it('agrees with the mrz package on the validity of real-state documents', () => {
    for (const lines of [ptCard, deCard, esCard]) {
      expect(parseMrz(lines, { today }).valid).toBe(parseWithMrzPackage(lines).valid);
    }
  });

  it('flags the one failing check when a single birth-date digit is altered', () => {
    const [line1, line2] = madeUpUto.td3 as [string, string];
    const tampered = [line1, `${line2.slice(0, 18)}5${line2.slice(19)}`];
    const parsed = parseMrz(tampered, { today });
    expect(parsed.valid).toBe(false);
    expect(parsed.checks.filter((c) => !c.valid).map((c) => c.field)).toEqual(['birthDate', 'composite']);
  });

  it('flags the composite alone when optional data covered only by it changes', () => {
    const [line1, line2, line3] = madeUpUto.td1 as [string, string, string];
    const lines = [line1, `${line2.slice(0, 23)}1234${line2.slice(27)}`, line3];
    expect(parseMrz(lines, { today }).checks.filter((c) => !c.valid).map((c) => c.field)).toEqual(['composite']);
  });

  it('accepts 0 or < as the check digit of an empty TD3 personal number', () => {
    const [line1, line2] = composeMrz({ ...madeUpUtoFields, optionalData: [] }) as [string, string];
    const [base, composite] = [line2.slice(0, 42), line2.slice(43)];
    expect(parseMrz([line1, `${base}<${composite}`], { today }).valid).toBe(true);
    expect(parseMrz([line1, `${base}0${composite}`], { today }).valid).toBe(true);
  });

  it('gives a null ISO date for an impossible calendar date', () => {
    const lines = composeMrz({ ...madeUpUtoFields, birthDate: '1985-02-30' });
    const parsed = parseMrz(lines, { today });
    expect(parsed.birthDate).toEqual({ raw: '850230', iso: null });
    expect(parsed.valid).toBe(true);
  });

  it('throws MrzFormatError for lines of no format or outside the alphabet', () => {
    expect(() => parseMrz(['P<UTO', 'L898'], { today })).toThrow(MrzFormatError);
    expect(() => parseMrz([(icaoTd3[0] as string).toLowerCase(), icaoTd3[1] as string], { today })).toThrow(
      MrzFormatError,
    );
  });
});
