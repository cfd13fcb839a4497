import { describe, expect, it } from 'vitest';
import { correctMrz } from './correct-mrz.ts';
import { MrzFormatError } from './mrz-format-error.ts';
import { parseMrz } from './parse-mrz.ts';
import { composeMrz } from '@circular/id-corpus';
import { madeUpDeCard, madeUpUto, madeUpUtoFields, withChar } from '../test-support/readings.ts';

const today = new Date('2026-11-21T12:00:00Z');
/** `P<UTOVEILLARD<<NORA<EDITH<<<…`, `W868403M54UTO8509141F3207198RTB3906K<<<<<<70` */
const td3 = madeUpUto.td3;
const ptCard = ['I<PRT007666667<ZZ00<<<<<<<<<<<', '8303143M3405293PRT<<<<<<<<<<<4', 'CACADOR<DE<ARAUJO<<ANDRE<ESTEV'];
/** `IDD<<M71000K589<<<…`, `7103069<3110278D<<<…8`, `WEISSHAUPT<<GRETA<<<…` */
const deCard = madeUpDeCard;

describe('correctMrz', () => {
  it('changes nothing in lines read right', () => {
    const result = correctMrz(td3, { today });
    expect(result.valid).toBe(true);
    expect(result.corrections).toEqual([]);
    expect(result.lines).toEqual(td3);
  });

  it('turns letters into digits in dates and check digits, and digits into letters in codes and names', () => {
    const misread = ['P<UT0VE1LLARD<<NORA<EDITH<<<<<<<<<<<<<<<<<<<', 'W868403M54UTO85O9I41F32O7I98RTB3906K<<<<<<7O'];
    const result = correctMrz(misread, { today });
    expect(result.valid).toBe(true);
    expect(result.lines).toEqual(td3);
    expect(result.corrections).toEqual([
      { line: 0, position: 4, from: '0', to: 'O', rule: 'letter-position' },
      { line: 0, position: 7, from: '1', to: 'I', rule: 'letter-position' },
      { line: 1, position: 15, from: 'O', to: '0', rule: 'digit-position' },
      { line: 1, position: 17, from: 'I', to: '1', rule: 'digit-position' },
      { line: 1, position: 23, from: 'O', to: '0', rule: 'digit-position' },
      { line: 1, position: 25, from: 'I', to: '1', rule: 'digit-position' },
      { line: 1, position: 43, from: 'O', to: '0', rule: 'digit-position' },
    ]);
  });

  it('covers every listed confusion: B/8, S/5, Z/2, G/6', () => {
    // Birth 850914 read as 85O9I4 would be O/I; here the expiry 320719 is read with Z and I.
    const misread = [td3[0] as string, 'W868403M54UTO8509141F3Z07I98RTB3906K<<<<<<70'];
    expect(correctMrz(misread, { today }).lines).toEqual(td3);
    const names = ['P<UTO8EN<<G5<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<', td3[1] as string];
    expect(correctMrz(names, { today }).surname).toBe('BEN');
    expect(correctMrz(names, { today }).givenNames).toBe('GS');
  });

  it('leaves an ambiguous alphanumeric document number alone, so its check digit fails', () => {
    // O/0 in a passport number is not forced by the position: no guess is made.
    const misread = [td3[0] as string, 'W8684O3M54UTO8509141F3207198RTB3906K<<<<<<70'];
    const result = correctMrz(misread, { today });
    expect(result.valid).toBe(false);
    expect(result.documentNumber).toBe('W8684O3M5');
    expect(result.corrections).toEqual([]);
  });

  it('reports valid false, with its corrections, when a digit itself is wrong', () => {
    const misread = [td3[0] as string, 'W868403M54UTO85O9151F3207198RTB3906K<<<<<<70'];
    const result = correctMrz(misread, { today });
    expect(result.valid).toBe(false);
    expect(result.corrections).toEqual([{ line: 1, position: 15, from: 'O', to: '0', rule: 'digit-position' }]);
    expect(result.checks.filter((c) => !c.valid).map((c) => c.field)).toEqual(['birthDate', 'composite']);
  });

  it('turns K and L after the end of the names into fillers', () => {
    const misread = ['P<UTOVEILLARD<<NORA<EDITH<<<K<<<<<<L<<<<<<<<', td3[1] as string];
    const result = correctMrz(misread, { today });
    expect(result.givenNames).toBe('NORA EDITH');
    expect(result.corrections.map((c) => [c.position, c.rule])).toEqual([
      [28, 'name-filler'],
      [35, 'name-filler'],
    ]);
  });

  it('turns a letter or two standing alone after three fillers into fillers (a speck, a < read as Z)', () => {
    const misread = ['P<UTOVEILLARD<<NORA<EDITH<<<<<<<<<<<<<<Z<Z<<', td3[1] as string];
    const result = correctMrz(misread, { today });
    expect(result.givenNames).toBe('NORA EDITH');
    expect(result.corrections.map((c) => [c.position, c.to, c.rule])).toEqual([
      [39, '<', 'name-filler'],
      [41, '<', 'name-filler'],
    ]);
  });

  it('leaves a longer token after three fillers as read (a name no rule can rebuild)', () => {
    const lines = ['P<UTOVEILLARD<<NORA<<<EDITH<<<<<<<<<<<<<<<<<', td3[1] as string];
    expect(correctMrz(lines, { today }).corrections).toEqual([]);
  });

  it('keeps a K that is part of a name', () => {
    const lines = ['P<UTOKOK<<KAREN<K<<<<<<<<<<<<<<<<<<<<<<<<<<<', td3[1] as string];
    const result = correctMrz(lines, { today });
    expect(result.surname).toBe('KOK');
    expect(result.givenNames).toBe('KAREN K');
    expect(result.corrections).toEqual([]);
  });

  it('turns a K in the check position of a TD3 personal number into a filler', () => {
    const withoutPersonalNumber = composeMrz({ ...madeUpUtoFields, optionalData: [] });
    const lines = [td3[0] as string, withChar(withoutPersonalNumber[1] as string, 42, 'K')];
    const result = correctMrz(lines, { today });
    expect(result.valid).toBe(true);
    expect(result.corrections).toEqual([{ line: 1, position: 42, from: 'K', to: '<', rule: 'filler-position' }]);
  });

  it('turns lone K/L among optional-data fillers into fillers (a K is invisible to check digits)', () => {
    const lines = ['I<UTOF730562185<<<<<<K<<<<<<<<', '8509141F3207198UTO<<<<<<<<LL<4', madeUpUto.td1[2] as string];
    const result = correctMrz(lines, { today });
    expect(result.valid).toBe(true);
    expect(result.optionalData).toEqual(['', '']);
    expect(result.corrections.map((c) => [c.line, c.position, c.rule])).toEqual([
      [0, 21, 'filler-run'],
      [1, 26, 'filler-run'],
      [1, 27, 'filler-run'],
    ]);
  });

  it('turns K/L after a short document number into fillers', () => {
    // Number AB12 padded to nine; the misread K does not change any check digit.
    const lines = ['P<UTODOE<<JOHN<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'AB12<K<<<8UTO7408122M3001019<<<<<<<<<<<<<<00'];
    const result = correctMrz(lines, { today });
    expect(result.documentNumber).toBe('AB12');
    expect(result.valid).toBe(true);
    expect(result.corrections).toEqual([{ line: 1, position: 5, from: 'K', to: '<', rule: 'number-filler' }]);
  });

  it('repairs the German state code D<< read as DKL', () => {
    const lines = ['IDDKLM71000K589<<<<<<<<<<<<<<<', '7103069<3110278DK<<<<<<<<<<<<8', deCard[2] as string];
    const result = correctMrz(lines, { today });
    expect(result.valid).toBe(true);
    expect(result.lines).toEqual(deCard);
    expect(result.corrections.map((c) => c.rule)).toEqual(['state-code', 'state-code', 'state-code']);
  });

  it('uses the German serial alphabet to read O as 0 in the document number', () => {
    const lines = ['IDD<<M71OOOK589<<<<<<<<<<<<<<<', deCard[1] as string, deCard[2] as string];
    const result = correctMrz(lines, { today });
    expect(result.valid).toBe(true);
    expect(result.documentNumber).toBe('M71000K58');
    expect(result.corrections.every((c) => c.rule === 'digit-position')).toBe(true);
  });

  it('uses the Cartão de Cidadão layout to read O as 0 and K as the filler at position 14', () => {
    const lines = ['I<PRTOO7666667KZZ00<<<<<<<<<<<', ptCard[1] as string, ptCard[2] as string];
    const result = correctMrz(lines, { today });
    expect(result.valid).toBe(true);
    expect(result.documentNumber).toBe('007666667ZZ0');
    expect(result.corrections).toEqual([
      { line: 0, position: 14, from: 'K', to: '<', rule: 'filler-position' },
      { line: 0, position: 5, from: 'O', to: '0', rule: 'digit-position' },
      { line: 0, position: 6, from: 'O', to: '0', rule: 'digit-position' },
    ]);
  });

  it('throws MrzFormatError for lines that fit no format', () => {
    expect(() => correctMrz(['P<UTO'], { today })).toThrow(MrzFormatError);
  });

  it('keeps a K that might be part of a short document number, since nothing forces it', () => {
    const lines = ['P<UTODOE<<JOHN<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'AB12K<<<<8UTO7408122M3001019<<<<<<<<<<<<<<00'];
    expect(correctMrz(lines, { today })).toMatchObject({ documentNumber: 'AB12K', corrections: [], valid: true });
  });
});

describe('correctMrz with glyph evidence', () => {
  const german = composeMrz({ ...madeUpUtoFields, issuingState: 'D', nationality: 'D', documentNumber: 'C0HX00R53', optionalData: [] });

  it('cannot see an 8 read as S through the check digits (S is 28, 8 is 8: 20 apart)', () => {
    const misread = [td3[0] as string, withChar(td3[1] as string, 3, 'S')];
    expect(correctMrz(misread, { today })).toMatchObject({ documentNumber: 'W86S403M5', valid: true, ambiguous: false });
  });

  it('applies decisive evidence for a check-blind look-alike', () => {
    const misread = [td3[0] as string, withChar(td3[1] as string, 3, 'S')];
    const result = correctMrz(misread, { today, glyphEvidence: [{ line: 1, position: 3, char: '8', decisive: true }] });
    expect(result.lines).toEqual(td3);
    expect(result.corrections).toEqual([{ line: 1, position: 3, from: 'S', to: '8', rule: 'glyph-shape' }]);
  });

  it('tries offered evidence only when a check digit fails, and keeps it when every check then passes', () => {
    const misread = [td3[0] as string, withChar(td3[1] as string, 5, 'O')];
    const evidence = [
      { line: 1, position: 5, char: '0', decisive: false },
      { line: 1, position: 1, char: 'B', decisive: false },
    ];
    const result = correctMrz(misread, { today, glyphEvidence: evidence });
    expect(result).toMatchObject({ documentNumber: 'W868403M5', valid: true, ambiguous: false });
    expect(result.corrections).toEqual([{ line: 1, position: 5, from: 'O', to: '0', rule: 'glyph-shape' }]);
    expect(correctMrz(td3, { today, glyphEvidence: [{ line: 1, position: 1, char: 'B', decisive: false }] })).toMatchObject({
      lines: td3,
      corrections: [],
      ambiguous: false,
    });
  });

  it('marks a reading ambiguous when two look-alike flips at weights 7 and 3 would pass every check as well', () => {
    // CB1004567: 0→O at positions 3 (weight 7) and 4 (weight 3) adds 24×10, nothing modulo 10.
    const lines = composeMrz({ ...madeUpUtoFields, documentNumber: 'CB1004567', optionalData: [] });
    const evidence = [
      { line: 1, position: 3, char: 'O', decisive: false },
      { line: 1, position: 4, char: 'O', decisive: false },
    ];
    expect(correctMrz(lines, { today })).toMatchObject({ valid: true, ambiguous: false });
    expect(correctMrz(lines, { today, glyphEvidence: evidence })).toMatchObject({ valid: true, ambiguous: true, documentNumber: 'CB1004567' });
  });

  it('repairs a state code with a look-alike letter (O<< is no code, D<< is Germany)', () => {
    const misread = [german[0] as string, withChar(german[1] as string, 10, 'O')];
    const result = correctMrz(misread, { today });
    expect(result.nationality).toBe('D');
    expect(result.corrections).toEqual([{ line: 1, position: 10, from: 'O', to: 'D', rule: 'state-code' }]);
  });

  it('uses the Spanish support number and DNI layouts, so a B read as 8 does not pass as a digit', () => {
    const truth = ['IDESPCBD807371600644762A<<<<<<', '9904075F2907217ESP<<<<<<<<<<<3', 'GARCIA<RODRIGUEZ<<NURIA<MARIA<'];
    expect(correctMrz(truth, { today }).valid).toBe(true);
    // Read this way every check digit passes: only the layout tells the 8 and the 0 are letters.
    const misread = ['IDESPC808O7371600644762A<<<<<<', truth[1] as string, truth[2] as string];
    expect(parseMrz(misread, { today }).valid).toBe(true);
    const result = correctMrz(misread, { today });
    expect(result.lines[0]).toBe('IDESPCBO807371600644762A<<<<<<');
    expect(result.valid).toBe(false);
  });

  it('reads O as 0 in the digit positions of a French passport number (two flips the check digit cannot see)', () => {
    const truth = ['P<FRARICHARD<<CHLOE<<<<<<<<<<<<<<<<<<<<<<<<<', '04MX013340FRA0312266F3604155<<<<<<<<<<<<<<<4'];
    expect(correctMrz(truth, { today }).valid).toBe(true);
    const misread = [truth[0] as string, 'O4MXO13340FRA0312266F3604155<<<<<<<<<<<<<<<4'];
    const result = correctMrz(misread, { today });
    expect(result.lines).toEqual(truth);
    expect(result.corrections.map(({ position, from, to }) => [position, from, to])).toEqual([
      [0, 'O', '0'],
      [4, 'O', '0'],
    ]);
  });

  it('reads O as 0 in a German passport number, whose alphabet has no O', () => {
    const misread = [german[0] as string, `COHXOOR53${(german[1] as string).slice(9)}`];
    const result = correctMrz(misread, { today });
    expect(result).toMatchObject({ documentNumber: 'C0HX00R53', valid: true });
    expect(result.corrections.map((c) => c.position)).toEqual([1, 4, 5]);
  });
});

describe('correctMrz with the issuing state’s number layout', () => {
  const td3Of = (state: string, documentNumber: string) =>
    composeMrz({ ...madeUpUtoFields, issuingState: state, nationality: state, documentNumber, optionalData: [] });

  it('reads a letter where every Polish passport number has a digit as that digit, though the check digit passed it', () => {
    const [line1, line2] = td3Of('POL', 'EK0900426') as [string, string];
    const misread = `EKO9OO426${line2.slice(9)}`;
    const result = correctMrz([line1, misread], { today });
    expect(result.valid).toBe(true);
    expect(result.documentNumber).toBe('EK0900426');
  });

  it('does not verify a Finnish number whose two misreads cancel in the check digit', () => {
    const [line1, line2] = td3Of('FIN', 'CP5390104') as [string, string];
    const misread = `CW53901D4${line2.slice(9)}`;
    expect(correctMrz([line1, misread], { today }).valid).toBe(false);
  });

  it('reads an O in a Dutch number as 0: the Netherlands never use the letter O', () => {
    const [line1, line2] = td3Of('NLD', 'NR0700532') as [string, string];
    const result = correctMrz([line1, `NRO7OO532${line2.slice(9)}`], { today });
    expect(result.documentNumber).toBe('NR0700532');
  });
});

describe('correctMrz with state codes and names no check digit covers', () => {
  const lux = composeMrz({ ...madeUpUtoFields, issuingState: 'LUX', nationality: 'LUX', documentNumber: 'R741063', surname: 'PAULY', givenNames: 'NINON', optionalData: ['11084720315'] });
  const twn = composeMrz({ ...madeUpUtoFields, issuingState: 'TWN', nationality: 'TWN', documentNumber: 'E07241635', sex: 'M', surname: 'CHOU', givenNames: 'PING AN', optionalData: ['B204817359'] });

  it('refuses glyph evidence that would make a real state code unreal, and the same letter pair in the name', () => {
    const uAsL = [
      { line: 0, position: 3, char: 'L', decisive: true },
      { line: 0, position: 7, char: 'L', decisive: true },
      { line: 1, position: 11, char: 'L', decisive: true },
    ];
    const result = correctMrz(lux, { today, glyphEvidence: uAsL });
    expect(result).toMatchObject({ lines: lux, issuingState: 'LUX', surname: 'PAULY', valid: true, ambiguous: false });
    expect(result.nameAlternatives).toEqual([{ line: 0, position: 7, char: 'L', kind: 'offered' }]);
  });

  it('still applies decisive glyph evidence in the name when nothing contradicts it, keeping what was read as an alternative', () => {
    const misread = [lux[0]!.replace('PAULY', 'PALLY'), lux[1]!];
    const result = correctMrz(misread, { today, glyphEvidence: [{ line: 0, position: 7, char: 'U', decisive: true }] });
    expect(result.surname).toBe('PAULY');
    expect(result.nameAlternatives).toEqual([{ line: 0, position: 7, char: 'L', kind: 'replaced' }]);
  });

  it('corrects both state codes read LLX to LUX, the only real code one confused letter away', () => {
    const misread = [lux[0]!.replace('LUX', 'LLX'), lux[1]!.replace('LUX', 'LLX')];
    const result = correctMrz(misread, { today });
    expect(result).toMatchObject({ lines: lux, valid: true, ambiguous: false });
    expect(result.corrections.map((c) => c.rule)).toEqual(['state-code', 'state-code']);
  });

  it('takes TWN for both fields when glyph evidence showed W where the other field reads U', () => {
    const misread = [twn[0]!.replace('TWN', 'TUN'), twn[1]!.replace('TWN', 'TUN')];
    const result = correctMrz(misread, { today, glyphEvidence: [{ line: 1, position: 11, char: 'W', decisive: true }] });
    expect(result).toMatchObject({ issuingState: 'TWN', nationality: 'TWN', ambiguous: false });
  });

  it('does not trust a reading whose two state codes differ by a confused letter with nothing to settle it', () => {
    const misread = [twn[0]!.replace('TWN', 'TUN'), twn[1]!];
    expect(correctMrz(misread, { today })).toMatchObject({ valid: true, ambiguous: true });
  });

  it('does not trust a state code that confusions would make real but nothing confirms', () => {
    const misread = [lux[0]!.replace('LUX', 'FPA'), lux[1]!];
    expect(correctMrz(misread, { today })).toMatchObject({ issuingState: 'FPA', ambiguous: true });
  });

  it('keeps a code no confusion explains as printed, for the authenticity checks to refuse', () => {
    const misread = [lux[0]!.replace('LUX', 'BDR'), lux[1]!.replace('LUX', 'BDR')];
    expect(correctMrz(misread, { today })).toMatchObject({ issuingState: 'BDR', valid: true, ambiguous: false });
  });

  it('lists outvoted letters of the name as alternatives', () => {
    const result = correctMrz(lux, { today, glyphEvidence: [{ line: 0, position: 6, char: 'N', decisive: false }] });
    expect(result.nameAlternatives).toEqual([{ line: 0, position: 6, char: 'N', kind: 'offered' }]);
  });
});

describe('correctMrz with rivals that change nothing reported', () => {
  // A made-up Slovenian card: number 047318205, optional data the holder's 13-digit personal number.
  const si = composeMrz({ ...madeUpUtoFields, format: 'TD1', documentCode: 'I', issuingState: 'SI', nationality: 'SI', documentNumber: '047318205', birthDate: '1971-02-05', expiryDate: '2029-08-14', surname: 'ZUPANEK', givenNames: 'METKA', optionalData: ['0502971505123'] });

  it('trusts a reading whose only rivals differ in optional data nothing reports (0 and O at weights 7 and 3)', () => {
    const evidence = [
      { line: 0, position: 15, char: 'O', decisive: false },
      { line: 0, position: 17, char: 'O', decisive: false },
    ];
    expect(correctMrz(si, { today, glyphEvidence: evidence })).toMatchObject({ valid: true, ambiguous: false, documentNumber: '047318205' });
  });

  it('still distrusts a reading whose rival reads another document number', () => {
    const evidence = [
      { line: 0, position: 5, char: 'O', decisive: false },
      { line: 0, position: 12, char: 'O', decisive: false },
    ];
    expect(correctMrz(si, { today, glyphEvidence: evidence })).toMatchObject({ valid: true, ambiguous: true });
  });
});

describe('correctMrz with decisive glyph evidence on a filler', () => {
  it('does not put a letter where the reading has a filler, however sure the glyph evidence from another reading', () => {
    const hun = composeMrz({ ...madeUpUtoFields, issuingState: 'HUN', nationality: 'HUN', documentNumber: 'BE1047392', surname: 'KERTESZ', givenNames: 'ILONA JUDIT', optionalData: [] });
    const result = correctMrz(hun, { today, glyphEvidence: [{ line: 0, position: 41, char: 'K', decisive: true }] });
    expect(result).toMatchObject({ lines: hun, corrections: [] });
  });
});
