import { describe, expect, it } from 'vitest';
import type { OcrLine } from '../ocr/engine/tesseract-pool.ts';
import { captionOf, visualFields } from './visual-fields.ts';

/** A line of text at a position, its symbols spread evenly over its width. */
function line(text: string, { x, y, height = 20, width = text.length * 12 }: { x: number; y: number; height?: number; width?: number }): OcrLine {
  const step = width / Math.max(1, text.length);
  return { text, confidence: 90, symbols: [...text].map((char, i) => ({ text: char, confidence: 90, x0: x + i * step, y0: y, x1: x + (i + 1) * step, y1: y + height })) };
}

describe('captionOf', () => {
  it('names the field of bilingual captions, English or national, one letter misread', () => {
    expect(captionOf('APELIDO(S) / SURNAME')).toBe('surname');
    expect(captionOf('NAME / SURNAME')).toBe('surname');
    expect(captionOf('NOMBRE / NAME')).toBe('givenNames');
    expect(captionOf('NOME(S) / GIVEN NAMES')).toBe('givenNames');
    expect(captionOf('DATA DE VALIDADE / EXPINY DATE')).toBe('expiry');
    expect(captionOf('GEBURTSTAG / DATE OF BIRTH')).toBe('birthDate');
    expect(captionOf('N.º DOCUMENTO / DOCUMENT No.')).toBe('number');
    expect(captionOf('PASS-NR. / PASSPORT No.')).toBe('number');
  });

  it('names the name captions of the EU’s other languages, diacritics dropped', () => {
    expect(captionOf('Családi név / Surname / Nom')).toBe('surname');
    expect(captionOf('Příjmení')).toBe('surname');
    expect(captionOf('Nazwisko')).toBe('surname');
    expect(captionOf('Uzvārds')).toBe('surname');
    expect(captionOf('Imiona')).toBe('givenNames');
    expect(captionOf('Utónév')).toBe('givenNames');
    expect(captionOf('Förnamn')).toBe('givenNames');
  });

  it('does not take titles and values for captions', () => {
    expect(captionOf('DOCUMENTO NACIONAL DE IDENTIDAD')).toBeNull();
    expect(captionOf('PASSEPORT / PASSPORT')).toBeNull();
    expect(captionOf('CARVALHO SIMÕES')).toBeNull();
  });
});

describe('visualFields', () => {
  it('reads each value under its caption', () => {
    const lines = [
      line('CARTÃO DE CIDADÃO / CITIZEN CARD', { x: 40, y: 60 }),
      line('APELIDO(S) / SURNAME', { x: 330, y: 130, height: 12 }),
      line('CARVALHO SIMÕES', { x: 330, y: 150 }),
      line('NOME(S) / GIVEN NAMES', { x: 330, y: 205, height: 12 }),
      line('INÊS MARTA', { x: 330, y: 225 }),
      line('DATA DE NASCIMENTO / DATE OF BIRTH', { x: 330, y: 355, height: 12 }),
      line('07 05 1985', { x: 330, y: 375 }),
      line('N.º DOCUMENTO / DOCUMENT No.', { x: 330, y: 430, height: 12 }),
      line(': — 23196286 0 ZY0', { x: 300, y: 450 }),
      line('DATA DE VALIDADE / EXPIRY DATE', { x: 330, y: 505, height: 12 }),
      line('15 10 2027', { x: 330, y: 525 }),
    ];
    expect(visualFields(lines)).toEqual({
      surname: 'CARVALHO SIMOES',
      givenNames: 'INES MARTA',
      birthDate: '1985-05-07',
      number: '231962860ZY0',
      expiry: '2027-10-15',
    });
  });

  it('takes the earliest and latest dates for birth and expiry when their captions were not read', () => {
    const lines = [line('HUBER', { x: 300, y: 100 }), line('27.08.1973', { x: 300, y: 200 }), line('10.06.2033', { x: 300, y: 300 }), line('01.02.2023', { x: 300, y: 400 })];
    expect(visualFields(lines)).toEqual({ birthDate: '1973-08-27', expiry: '2033-06-10' });
  });

  it('does not assign two unlabelled dates, which could be the issue and expiry dates as well as birth and expiry', () => {
    const lines = [line('HUBER', { x: 300, y: 100 }), line('01.02.2023', { x: 300, y: 200 }), line('10.06.2033', { x: 300, y: 300 })];
    expect(visualFields(lines)).toEqual({});
  });

  it('drops stray single letters around a name and reads nothing from an empty page', () => {
    const lines = [line('SURNAME', { x: 100, y: 100, height: 12 }), line('Ú SCHNEIDER T', { x: 100, y: 118 })];
    expect(visualFields(lines)).toEqual({ surname: 'SCHNEIDER' });
    expect(visualFields([])).toEqual({});
  });
});
