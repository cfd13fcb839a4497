import { describe, expect, it } from 'vitest';
import { settleName } from './name-evidence.ts';

const lux = ['P<LUXMAUS<<KETTY<<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'S998527<<4LUX7806201F110808403060021041<<<96'];
const mrzOf = (lines: string[], surname: string, givenNames: string, nameAlternatives: Array<{ line: number; position: number; char: string; kind: 'offered' | 'replaced' }> = []) => ({
  format: 'TD3' as const,
  lines,
  surname,
  givenNames,
  nameAlternatives,
});

describe('settleName', () => {
  it('takes the letter another reading saw when the printed side spells the token that way', () => {
    const misread = [lux[0]!.replace('MAUS', 'MALS'), lux[1]!];
    const result = settleName({ mrz: mrzOf(misread, 'MALS', 'KETTY', [{ line: 0, position: 7, char: 'U', kind: 'offered' }]), printedTexts: ['Nom/Surname', 'Maus', 'Ketty'] });
    expect(result).toEqual({ surname: 'MAUS', givenNames: 'KETTY', support: 'corrected', changes: [{ from: 'MALS', to: 'MAUS' }], unsettled: [], inDoubt: false });
  });

  it('takes the printed spelling one OCR-B confusion away in a doubted token, though the doubt named another letter (UFYSSE for ULYSSE)', () => {
    const lines = ['P<FRAUFYSSE<<CHRISTOPHE<<<<<<<<<<<<<<<<<<<<<', '08CD503380FRA6004103M1806058<<<<<<<<<<<<<<06'];
    const result = settleName({ mrz: mrzOf(lines, 'UFYSSE', 'CHRISTOPHE', [{ line: 0, position: 6, char: 'E', kind: 'offered' }]), printedTexts: ['1. Nom/Surname', 'ULYSSE', 'Christophe'] });
    expect(result).toMatchObject({ surname: 'ULYSSE', givenNames: 'CHRISTOPHE', support: 'corrected' });
  });

  it('never changes a token every reading agreed on, whatever the page reader printed', () => {
    const lines = ['P<FRAULYSSE<<CHRISTOPHE<<<<<<<<<<<<<<<<<<<<<', '08CD503380FRA6004103M1806058<<<<<<<<<<<<<<06'];
    expect(settleName({ mrz: mrzOf(lines, 'ULYSSE', 'CHRISTOPHE'), printedTexts: ['UFYSSE', 'CNRISTOPHE'] })).toMatchObject({ surname: 'ULYSSE', givenNames: 'CHRISTOPHE', changes: [] });
  });

  it('keeps the MRZ’s token when the printed side shows it as read', () => {
    const result = settleName({ mrz: mrzOf(lux, 'MAUS', 'KETTY', [{ line: 0, position: 7, char: 'L', kind: 'offered' }]), printedTexts: ['MAUS KETTY', 'MALS'] });
    expect(result).toMatchObject({ surname: 'MAUS', support: 'confirmed', changes: [] });
  });

  it('reports a doubted token the printed side shows neither way as unsettled, and keeps it as read', () => {
    const result = settleName({ mrz: mrzOf(lux, 'MAUS', 'KETTY', [{ line: 0, position: 7, char: 'L', kind: 'offered' }]), printedTexts: ['GRAND-DUCHE DE LUXEMBOURG'] });
    expect(result).toMatchObject({ surname: 'MAUS', support: 'unconfirmed', unsettled: ['MAUS'] });
  });

  it('changes nothing when nothing doubted the name and the print does not show it', () => {
    expect(settleName({ mrz: mrzOf(lux, 'MAUS', 'KETTY'), printedTexts: [] })).toEqual({ surname: 'MAUS', givenNames: 'KETTY', support: 'undoubted', changes: [], unsettled: [], inDoubt: false });
  });

  it('does not choose when two printed words are each one confusion away', () => {
    const misread = [lux[0]!.replace('MAUS', 'MALS'), lux[1]!];
    expect(settleName({ mrz: mrzOf(misread, 'MALS', 'KETTY', [{ line: 0, position: 6, char: 'E', kind: 'offered' }]), printedTexts: ['MAUS', 'MAIS'] }).surname).toBe('MALS');
  });

  it('matches printed names with diacritics in either ICAO spelling', () => {
    const lines = ['P<HUNHANDRA<<ROZALIA<IRHA<<<<<<<<<<<<<<<<<<<', 'BD00020282HUN7802225F2203012<<<<<<<<<<<<<<06'];
    const result = settleName({ mrz: mrzOf(lines, 'HANDRA', 'ROZALIA IRHA', [{ line: 0, position: 23, char: 'N', kind: 'offered' }]), printedTexts: ['FRUNZA ROZÁLIA IRMA'] });
    expect(result).toMatchObject({ givenNames: 'ROZALIA IRMA', changes: [{ from: 'IRHA', to: 'IRMA' }] });
  });
});

describe('settleName on the page reader’s runs of letters', () => {
  const lines = ['P<FRAUCYSSE<<CHRISTOPHE<<<<<<<<<<<<<<<<<<<<<', '08CD503380FRA6004103M1806058<<<<<<<<<<<<<<06'];

  it('finds a doubted token of five letters or more inside a longer printed run, where the page reader joined words', () => {
    const mrz = mrzOf(lines, 'UCYSSE', 'CHRISTOPHE', [{ line: 0, position: 6, char: 'L', kind: 'replaced' }]);
    expect(settleName({ mrz, printedTexts: ['Nom/SURNAMEULYSSE'] })).toMatchObject({ surname: 'ULYSSE', changes: [{ from: 'UCYSSE', to: 'ULYSSE' }], inDoubt: false });
  });

  it('takes nothing from the page reader’s reading of the MRZ itself, and a name glyphs and OCR disagree on stays in doubt', () => {
    const mrz = mrzOf(lines, 'UCYSSE', 'CHRISTOPHE', [{ line: 0, position: 6, char: 'L', kind: 'replaced' }]);
    expect(settleName({ mrz, printedTexts: ['PSERAULYSSE<CCNRISTOPHE SR<A CASA'] })).toMatchObject({ surname: 'UCYSSE', unsettled: ['UCYSSE'], inDoubt: true });
  });

  it('does not take a confused letter from a run: only from a word printed on its own', () => {
    const mrz = mrzOf(lines, 'UCYSSE', 'CHRISTOPHE', [{ line: 0, position: 14, char: 'E', kind: 'offered' }]);
    expect(settleName({ mrz, printedTexts: ['ULYSSE CCNRISTOPHE'] })).toMatchObject({ givenNames: 'CHRISTOPHE', unsettled: ['CHRISTOPHE'], inDoubt: false });
  });

  it('does not look inside runs for short tokens', () => {
    const lux = ['P<LUXMALS<<KETTY<<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'S998527<<4LUX7806201F110808403060021041<<<96'];
    expect(settleName({ mrz: mrzOf(lux, 'MALS', 'KETTY', [{ line: 0, position: 7, char: 'U', kind: 'offered' }]), printedTexts: ['XMAUSX'] }).surname).toBe('MALS');
  });
});

describe('settleName on a lone K or L closing the name', () => {
  const hun = ['P<HUNHANDRA<<ROZALIA<IRMA<K<<<<<<<<<<<<<<<<<', 'BD00020282HUN7802225F2203012<<<<<<<<<<<<<<06'];

  it('drops it as a misread filler when the printed side shows the names without it', () => {
    expect(settleName({ mrz: mrzOf(hun, 'HANDRA', 'ROZALIA IRMA K'), printedTexts: ['HANDRA', 'FRUNZA ROZÁLIA IRMA'] })).toMatchObject({
      givenNames: 'ROZALIA IRMA',
      changes: [{ from: 'ROZALIA IRMA K', to: 'ROZALIA IRMA' }],
      inDoubt: false,
    });
  });

  it('keeps it as an initial when the printed side shows it', () => {
    expect(settleName({ mrz: mrzOf(hun, 'HANDRA', 'ROZALIA IRMA K'), printedTexts: ['ROZALIA IRMA K.'] })).toMatchObject({ givenNames: 'ROZALIA IRMA K', changes: [], inDoubt: false });
  });

  it('leaves the name in doubt when nothing printed settles it', () => {
    expect(settleName({ mrz: mrzOf(hun, 'HANDRA', 'ROZALIA IRMA K'), printedTexts: [] })).toMatchObject({ givenNames: 'ROZALIA IRMA K', unsettled: ['ROZALIA IRMA K'], inDoubt: true });
  });
});
