import { describe, expect, it } from 'vitest';
import { composeMrz } from '@circular/id-corpus';
import { frPassport, today } from '../test-support/readings.ts';
import { checkVisionReading, type DocumentReadingAnswer } from './vision-reading.ts';

const licence: DocumentReadingAnswer = {
  document: true,
  kind: 'dl',
  country: 'PRT',
  mrz_lines: [],
  number: 'L-1234567 8',
  surname: 'Conceição Silva',
  given_names: 'Ana',
  birth_date: '1990-02-03',
  expiry_date: '2031-04-05',
};
const printed = ['CARTA DE CONDUÇÃO', '1. CONCEIÇÃO SILVA', '2. ANA', '3. 03.02.1990', '4b. 05.04.2031', '5. L-1234567 8'];

describe('checkVisionReading', () => {
  it('accepts an MRZ transcription only when every check digit passes', () => {
    const lines = composeMrz(frPassport);
    expect(checkVisionReading({ answer: { ...licence, kind: 'passport', mrz_lines: lines }, texts: ['RICHARD', '04MX01334'], today })).toMatchObject({
      kind: 'mrz',
      mrz: { documentNumber: '04MX01334', valid: true },
      confirmed: 1,
    });
    const wrong = [lines[0] as string, (lines[1] as string).replace('04MX01334', '04MX01335')];
    expect(checkVisionReading({ answer: { ...licence, mrz_lines: wrong }, texts: printed, today })).toMatchObject({ kind: 'fields' });
  });

  it('accepts printed fields the local text confirms, normalised, with the share confirmed', () => {
    expect(checkVisionReading({ answer: licence, texts: printed, today })).toEqual({
      kind: 'fields',
      fields: { kind: 'dl', country: 'PRT', number: 'L12345678', surname: 'CONCEICAO SILVA', givenNames: 'ANA', birthDate: '1990-02-03', expiry: '2031-04-05', confirmed: 1 },
    });
  });

  it('does not believe a number or surname the local text does not show', () => {
    expect(checkVisionReading({ answer: { ...licence, number: 'L9999999' }, texts: printed, today })).toEqual({ kind: 'none', reason: 'unconfirmed' });
    expect(checkVisionReading({ answer: { ...licence, surname: 'Pereira' }, texts: printed, today })).toEqual({ kind: 'none', reason: 'unconfirmed' });
  });

  it('refuses answers that break the schema, name no real country or date, or see no document', () => {
    expect(checkVisionReading({ answer: { document: true }, texts: printed, today })).toEqual({ kind: 'none', reason: 'malformed' });
    expect(checkVisionReading({ answer: { ...licence, country: 'Portugal' }, texts: printed, today })).toEqual({ kind: 'none', reason: 'malformed' });
    expect(checkVisionReading({ answer: { ...licence, expiry_date: '2031-02-30' }, texts: printed, today })).toEqual({ kind: 'none', reason: 'malformed' });
    expect(checkVisionReading({ answer: { ...licence, kind: 'other' }, texts: printed, today })).toEqual({ kind: 'none', reason: 'malformed' });
    expect(checkVisionReading({ answer: { ...licence, document: false }, texts: printed, today })).toEqual({ kind: 'none', reason: 'no-document' });
  });
});
