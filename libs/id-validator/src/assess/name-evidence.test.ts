import { describe, expect, it } from 'vitest';
import { composeMrz } from '@circular/id-corpus';
import { settleName } from './name-evidence.ts';
import { frPassport, madeUpUtoFields } from '../test-support/readings.ts';

/** Made-up documents: a Luxembourg passport (`P<LUXROUX<<NINON…`), a French one, a Hungarian one. */
const lux = composeMrz({ ...madeUpUtoFields, issuingState: 'LUX', nationality: 'LUX', documentNumber: 'R741063', surname: 'ROUX', givenNames: 'NINON', optionalData: [] });
const fraLines = (surname: string) => composeMrz({ ...frPassport, sex: 'M', surname, givenNames: 'THIBAUT' });
const hunLines = (givenNames: string) => composeMrz({ ...madeUpUtoFields, issuingState: 'HUN', nationality: 'HUN', documentNumber: 'BE1047392', surname: 'KOVACS', givenNames, optionalData: [] });
const mrzOf = (lines: string[], surname: string, givenNames: string, nameAlternatives: Array<{ line: number; position: number; char: string; kind: 'offered' | 'replaced' }> = []) => ({
  format: 'TD3' as const,
  lines,
  surname,
  givenNames,
  nameAlternatives,
});

describe('settleName', () => {
  it('takes the letter another reading saw when the printed side spells the token that way', () => {
    const misread = [lux[0]!.replace('ROUX', 'ROLX'), lux[1]!];
    const result = settleName({ mrz: mrzOf(misread, 'ROLX', 'NINON', [{ line: 0, position: 7, char: 'U', kind: 'offered' }]), printedTexts: ['Nom/Surname', 'Roux', 'Ninon'] });
    expect(result).toEqual({ surname: 'ROUX', givenNames: 'NINON', support: 'corrected', changes: [{ from: 'ROLX', to: 'ROUX' }], unsettled: [], inDoubt: false });
  });

  it('takes the printed spelling one OCR-B confusion away in a doubted token, though the doubt named another letter (FFORET for FLORET)', () => {
    const lines = fraLines('FFORET');
    const result = settleName({ mrz: mrzOf(lines, 'FFORET', 'THIBAUT', [{ line: 0, position: 6, char: 'E', kind: 'offered' }]), printedTexts: ['1. Nom/Surname', 'FLORET', 'Thibaut'] });
    expect(result).toMatchObject({ surname: 'FLORET', givenNames: 'THIBAUT', support: 'corrected' });
  });

  it('never changes a token every reading agreed on, whatever the page reader printed', () => {
    const lines = fraLines('FLORET');
    expect(settleName({ mrz: mrzOf(lines, 'FLORET', 'THIBAUT'), printedTexts: ['FFORET', 'TNIBAUT'] })).toMatchObject({ surname: 'FLORET', givenNames: 'THIBAUT', changes: [] });
  });

  it('keeps the MRZ’s token when the printed side shows it as read', () => {
    const result = settleName({ mrz: mrzOf(lux, 'ROUX', 'NINON', [{ line: 0, position: 7, char: 'L', kind: 'offered' }]), printedTexts: ['ROUX NINON', 'ROLX'] });
    expect(result).toMatchObject({ surname: 'ROUX', support: 'confirmed', changes: [] });
  });

  it('reports a doubted token the printed side shows neither way as unsettled, and keeps it as read', () => {
    const result = settleName({ mrz: mrzOf(lux, 'ROUX', 'NINON', [{ line: 0, position: 7, char: 'L', kind: 'offered' }]), printedTexts: ['GRAND-DUCHE DE LUXEMBOURG'] });
    expect(result).toMatchObject({ surname: 'ROUX', support: 'unconfirmed', unsettled: ['ROUX'] });
  });

  it('changes nothing when nothing doubted the name and the print does not show it', () => {
    expect(settleName({ mrz: mrzOf(lux, 'ROUX', 'NINON'), printedTexts: [] })).toEqual({ surname: 'ROUX', givenNames: 'NINON', support: 'undoubted', changes: [], unsettled: [], inDoubt: false });
  });

  it('does not choose when two printed words are each one confusion away', () => {
    const misread = [lux[0]!.replace('ROUX', 'ROLX'), lux[1]!];
    expect(settleName({ mrz: mrzOf(misread, 'ROLX', 'NINON', [{ line: 0, position: 6, char: 'E', kind: 'offered' }]), printedTexts: ['ROUX', 'ROIX'] }).surname).toBe('ROLX');
  });

  it('matches printed names with diacritics in either ICAO spelling', () => {
    const lines = hunLines('ZSOFIA EMHA');
    const result = settleName({ mrz: mrzOf(lines, 'KOVACS', 'ZSOFIA EMHA', [{ line: 0, position: 22, char: 'N', kind: 'offered' }]), printedTexts: ['SZABÓ ZSÓFIA EMMA'] });
    expect(result).toMatchObject({ givenNames: 'ZSOFIA EMMA', changes: [{ from: 'EMHA', to: 'EMMA' }] });
  });
});

describe('settleName on the page reader’s runs of letters', () => {
  const lines = fraLines('FCORET');

  it('finds a doubted token of five letters or more inside a longer printed run, where the page reader joined words', () => {
    const mrz = mrzOf(lines, 'FCORET', 'THIBAUT', [{ line: 0, position: 6, char: 'L', kind: 'replaced' }]);
    expect(settleName({ mrz, printedTexts: ['Nom/SURNAMEFLORET'] })).toMatchObject({ surname: 'FLORET', changes: [{ from: 'FCORET', to: 'FLORET' }], inDoubt: false });
  });

  it('takes nothing from the page reader’s reading of the MRZ itself, and a name glyphs and OCR disagree on stays in doubt', () => {
    const mrz = mrzOf(lines, 'FCORET', 'THIBAUT', [{ line: 0, position: 6, char: 'L', kind: 'replaced' }]);
    expect(settleName({ mrz, printedTexts: ['PSERAFLORET<CTNIBAUT SR<A CASA'] })).toMatchObject({ surname: 'FCORET', unsettled: ['FCORET'], inDoubt: true });
  });

  it('does not take a confused letter from a run: only from a word printed on its own', () => {
    const mrz = mrzOf(lines, 'FCORET', 'THIBAUT', [{ line: 0, position: 14, char: 'E', kind: 'offered' }]);
    expect(settleName({ mrz, printedTexts: ['FLORET CTNIBAUT'] })).toMatchObject({ givenNames: 'THIBAUT', unsettled: ['THIBAUT'], inDoubt: false });
  });

  it('does not look inside runs for short tokens', () => {
    const lux = composeMrz({ ...madeUpUtoFields, issuingState: 'LUX', nationality: 'LUX', documentNumber: 'R741063', surname: 'ROLX', givenNames: 'NINON', optionalData: [] });
    expect(settleName({ mrz: mrzOf(lux, 'ROLX', 'NINON', [{ line: 0, position: 7, char: 'U', kind: 'offered' }]), printedTexts: ['XROUXX'] }).surname).toBe('ROLX');
  });
});

describe('settleName on a lone K or L closing the name', () => {
  const hun = hunLines('ZSOFIA EMMA K');

  it('drops it as a misread filler when the printed side shows the names without it', () => {
    expect(settleName({ mrz: mrzOf(hun, 'KOVACS', 'ZSOFIA EMMA K'), printedTexts: ['KOVACS', 'SZABÓ ZSÓFIA EMMA'] })).toMatchObject({
      givenNames: 'ZSOFIA EMMA',
      changes: [{ from: 'ZSOFIA EMMA K', to: 'ZSOFIA EMMA' }],
      inDoubt: false,
    });
  });

  it('keeps it as an initial when the printed side shows it', () => {
    expect(settleName({ mrz: mrzOf(hun, 'KOVACS', 'ZSOFIA EMMA K'), printedTexts: ['ZSOFIA EMMA K.'] })).toMatchObject({ givenNames: 'ZSOFIA EMMA K', changes: [], inDoubt: false });
  });

  it('leaves the name in doubt when nothing printed settles it', () => {
    expect(settleName({ mrz: mrzOf(hun, 'KOVACS', 'ZSOFIA EMMA K'), printedTexts: [] })).toMatchObject({ givenNames: 'ZSOFIA EMMA K', unsettled: ['ZSOFIA EMMA K'], inDoubt: true });
  });

  describe('with the MRZ resting on one reading alone (singleReading)', () => {
    it('doubts every token, though no reading offered another letter: one printed as read is confirmed', () => {
      const result = settleName({ mrz: mrzOf(lux, 'ROUX', 'NINON'), printedTexts: ['Nom/Surname', 'ROUX', 'Ninon'], singleReading: true });
      expect(result).toEqual({ surname: 'ROUX', givenNames: 'NINON', support: 'confirmed', changes: [], unsettled: [], inDoubt: false });
    });

    it('leaves a token printed only one OCR-B confusion away in doubt, unchanged, where no reader offered that letter (NINON printed MINON)', () => {
      const result = settleName({ mrz: mrzOf(lux, 'ROUX', 'NINON'), printedTexts: ['ROUX', 'MINON'], singleReading: true });
      expect(result).toMatchObject({ givenNames: 'NINON', support: 'unconfirmed', changes: [], unsettled: ['NINON'], inDoubt: true });
    });

    it('still takes the printed spelling of a letter a reader offered', () => {
      const misread = [lux[0]!.replace('NINON', 'MINON'), lux[1]!];
      const position = misread[0]!.indexOf('MINON');
      const result = settleName({ mrz: mrzOf(misread, 'ROUX', 'MINON', [{ line: 0, position, char: 'N', kind: 'offered' }]), printedTexts: ['ROUX', 'NINON'], singleReading: true });
      expect(result).toMatchObject({ givenNames: 'NINON', support: 'corrected', changes: [{ from: 'MINON', to: 'NINON' }], inDoubt: false });
    });

    it('leaves the name in doubt when the printed side shows a token neither way', () => {
      const result = settleName({ mrz: mrzOf(lux, 'ROUX', 'NINON'), printedTexts: ['GRAND-DUCHE DE LUXEMBOURG', 'NINON'], singleReading: true });
      expect(result).toMatchObject({ surname: 'ROUX', support: 'unconfirmed', unsettled: ['ROUX'], inDoubt: true });
      expect(settleName({ mrz: mrzOf(lux, 'ROUX', 'NINON'), printedTexts: [], singleReading: true }).inDoubt).toBe(true);
    });
  });
});
