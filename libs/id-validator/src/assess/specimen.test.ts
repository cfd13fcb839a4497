import { composeMrz, type MrzFields } from '@circular/id-corpus';
import { describe, expect, it } from 'vitest';
import { parseMrz } from '../mrz/parse-mrz.ts';
import { detectSpecimen, markProbabilityThreshold, publishedSpecimens, specimenLexicon, spottedWordThreshold } from './specimen.ts';
import type { PageWord } from '../ocr/engine/word-reader.ts';
import { madeUpDeCardFields } from '../test-support/readings.ts';

const today = new Date('2026-11-21T12:00:00Z');

/** A made-up passport; the published holders and numbers come from the registry itself, so no test names one. */
const made = (fields: Partial<MrzFields>) =>
  parseMrz(composeMrz({ format: 'TD3', documentCode: 'P', issuingState: 'NLD', nationality: 'NLD', documentNumber: 'R5KX72M40', birthDate: '1990-05-21', sex: 'F', expiryDate: '2031-06-30', surname: 'QUERNOVA', givenNames: 'ELIN MARTE', ...fields }), { today });
const holder = publishedSpecimens.holders.find((h) => h.givenNames !== undefined) as { surname: string; givenNames: string };
const number = [...publishedSpecimens.numbers].find((n) => n.length === 9) as string;

describe('detectSpecimen', () => {
  it('finds the specimen words in OCR text, with or without accents', () => {
    expect(detectSpecimen({ texts: ['REPÚBLICA PORTUGUESA', 'ESPÉCIME'] })).toEqual({ specimen: true, evidence: ['word ESPECIME'] });
    expect(detectSpecimen({ texts: ['Personalausweis MUSTER'] }).evidence).toEqual(['word MUSTER']);
    expect(detectSpecimen({ texts: ['muestra'] }).evidence).toEqual(['word MUESTRA']);
  });

  it('does not take a word containing a specimen word for the word itself', () => {
    expect(detectSpecimen({ texts: ['MUSTERSTADT', 'SPECIMENS'] })).toEqual({ specimen: false, evidence: [] });
  });

  it('recognises a document of the test state by its state, published holder and published number', () => {
    const mrz = made({ issuingState: 'UTO', nationality: 'UTO', surname: holder.surname, givenNames: holder.givenNames, documentNumber: number });
    expect(detectSpecimen({ mrz }).evidence).toEqual(['issuing state UTO', `specimen holder ${holder.surname} ${holder.givenNames}`, `specimen number ${number}`]);
  });

  it('leaves the published holders and numbers out without the registry, keeping the test state, placeholders and printed words', () => {
    const published = made({ surname: holder.surname, givenNames: holder.givenNames });
    expect(detectSpecimen({ mrz: published }).evidence).toEqual([`specimen holder ${holder.surname} ${holder.givenNames}`]);
    expect(detectSpecimen({ mrz: published, texts: [`Name ${holder.surname}`], printed: holder, registry: false })).toEqual({ specimen: false, evidence: [] });
    expect(detectSpecimen({ mrz: made({ documentNumber: number }) }).evidence).toEqual([`specimen number ${number}`]);
    expect(detectSpecimen({ mrz: made({ documentNumber: number }), registry: false })).toEqual({ specimen: false, evidence: [] });
    expect(detectSpecimen({ mrz: made({ issuingState: 'UTO', nationality: 'UTO' }), registry: false }).evidence).toEqual(['issuing state UTO']);
    expect(detectSpecimen({ mrz: made({ documentNumber: 'XK0000000' }), registry: false }).evidence).toEqual(['placeholder number XK0000000']);
    expect(detectSpecimen({ mrz: made({}), texts: ['MUSTER'], registry: false }).evidence).toEqual(['word MUSTER']);
  });

  it('recognises a published holder and number on a TD1 card, and a placeholder identity number in its optional data', () => {
    const card = (fields: Partial<MrzFields>) => parseMrz(composeMrz({ ...madeUpDeCardFields, ...fields }), { today });
    expect(detectSpecimen({ mrz: card({ surname: holder.surname, givenNames: holder.givenNames, documentNumber: number }) }).evidence).toEqual([
      `specimen holder ${holder.surname} ${holder.givenNames}`,
      `specimen number ${number}`,
    ]);
    // A made-up Spanish card whose DNI, in the optional data, is one digit repeated.
    const es = card({ documentCode: 'ID', issuingState: 'ESP', nationality: 'ESP', documentNumber: 'CXK482157', sex: 'F', optionalData: ['44444444A'] });
    expect(detectSpecimen({ mrz: es }).evidence).toEqual(['placeholder number 44444444A']);
  });

  it('finds nothing on an ordinary card', () => {
    const pt = parseMrz(['I<PRT007666667<ZZ00<<<<<<<<<<<', '8303143M3405293PRT<<<<<<<<<<<4', 'CACADOR<DE<ARAUJO<<ANDRE<ESTEV'], { today });
    expect(detectSpecimen({ mrz: pt, texts: ['REPÚBLICA PORTUGUESA', 'CARTÃO DE CIDADÃO'] })).toEqual({ specimen: false, evidence: [] });
  });
});

describe('detectSpecimen in other languages and forms', () => {
  it.each([
    ['YNOAEIFMA', 'ΥΠΟΔΕΙΓΜΑ'],
    ['YIIOAEIFMA', 'ΥΠΟΔΕΙΓΜΑ'],
    ['AEIFMA', 'ΔΕΙΓΜΑ'],
    ['O6PA3EL', 'ОБРАЗЕЦ'],
    ['06PA3EU', 'ОБРАЗЕЦ'],
    ['3PA3OK', 'ЗРАЗОК'],
  ])('finds a Greek or Cyrillic specimen word spelt by a reader of Latin letters only: %s', (read, word) => {
    expect(detectSpecimen({ texts: [`REPUBLIC ${read} 12`] }).evidence).toEqual([`word ${word}`]);
  });

  it('tells a Greek or Cyrillic specimen word read in Latin letters across the page with what was read', () => {
    const words = [{ text: 'O6PA3EL', angle: -30, score: 0.9, box: { cx: 0, cy: 0, width: 200, height: 40, angle: -30 } }];
    expect(detectSpecimen({ words }).evidence).toEqual(['word ОБРАЗЕЦ (read "O6PA3EL" at -30°)']);
  });

  it('does not take Latin words that share some letters for a Greek or Cyrillic specimen word', () => {
    expect(detectSpecimen({ texts: ['OBRAZEC', 'OBRAZAC 36', 'PASAPORTE 3PA', 'ADELMA', 'ZRAZOK'] })).toEqual({ specimen: false, evidence: [] });
  });

  it.each(['SÝNISHORN', 'PAVYZDYS', 'VZOR', 'PARAUGS', 'MINTA', 'WZÓR', 'NÄYTE', 'PRØVE', 'SPÉCIMEN', 'ΔΕΙΓΜΑ', 'ОБРАЗЕЦ'])('finds %s printed on a page', (word) => {
    expect(detectSpecimen({ texts: [`Passport ${word.toLowerCase()} 12`] }).specimen).toBe(true);
  });

  it.each([
    ['NÃO VÁLIDO', 'words NAO VALIDO'],
    ['non valido', 'words NON VALIDO'],
    ['NIET GELDIG', 'words NIET GELDIG'],
    ['UNGÜLTIG', 'word UNGULTIG'],
    ['Nieważny', 'word NIEWAZNY'],
    ['VOORBEELD', 'word VOORBEELD'],
    ['VOID', 'word VOID'],
  ])('finds "not valid" and sample overprints: %s', (text, evidence) => {
    expect(detectSpecimen({ texts: [`REPUBLICA ${text} 12`] }).evidence).toEqual([evidence]);
  });

  it('does not take "not valid" words apart, nor the English endorsement of real passports, for a mark', () => {
    expect(detectSpecimen({ texts: ['NAO', 'VALIDO ATE', 'THIS PASSPORT IS NOT VALID FOR TRAVEL TO', 'VOIDED'] })).toEqual({ specimen: false, evidence: [] });
  });

  it('finds a long specimen word with one letter misread, but not a short one', () => {
    expect(detectSpecimen({ texts: ['SPECIMFN'] }).evidence).toEqual(['word SPECIMEN']);
    expect(detectSpecimen({ texts: ['VZQR MINTO'] }).specimen).toBe(false);
  });

  it('finds a specimen word as a text reader gives a large slanted word: split, a digit for a letter, letters dropped or doubled', () => {
    expect(detectSpecimen({ texts: ['SPECI MEN'] }).evidence).toEqual(['word SPECIMEN']);
    expect(detectSpecimen({ texts: ['~ SPEC1MEN .'] }).evidence).toEqual(['word SPECIMEN']);
    expect(detectSpecimen({ texts: ['SPECMEN'] }).evidence).toEqual(['word SPECIMEN']);
    expect(detectSpecimen({ texts: ['ESPEClMEN'] }).evidence).toEqual(['word ESPECIMEN']);
    expect(detectSpecimen({ texts: ['V0ID'] }).evidence).toEqual(['word VOID']);
    expect(detectSpecimen({ texts: ['EKSEMPLR'] }).evidence).toEqual(['word EKSEMPLAR']);
  });

  it('takes a nine-letter word two letters off for a specimen word only when a letter was lost or doubled, not two misread in place', () => {
    expect(detectSpecimen({ texts: ['QORBEELD', 'SYMSHORN'] }).evidence).toEqual(['word SYNISHORN', 'word VOORBEELD']);
    expect(detectSpecimen({ texts: ['ORPECIMEN'] })).toEqual({ specimen: false, evidence: [] });
    expect(detectSpecimen({ texts: ['ESPECIMAN'] }).evidence).toEqual(['word ESPECIMEN']);
  });

  it('reads a digit at a word\'s first or last letter as the letter it looks like', () => {
    expect(detectSpecimen({ texts: ['5AMPLE'] }).evidence).toEqual(['word SAMPLE']);
    expect(detectSpecimen({ texts: ['VOI0 1ST 50 KG'] }).specimen).toBe(false);
    expect(detectSpecimen({ texts: ['MUSTE8'] }).specimen).toBe(false);
  });

  it('joins a run of single letters into the letter-spaced word it is, but not letters of other words', () => {
    expect(detectSpecimen({ texts: ['S A M P L E'] }).evidence).toEqual(['word SAMPLE']);
    expect(detectSpecimen({ texts: ['· V O I D ·'] }).evidence).toEqual(['word VOID']);
    expect(detectSpecimen({ texts: ['S P E C I M E N  NAME'] }).evidence).toEqual(['word SPECIMEN']);
    expect(detectSpecimen({ texts: ['A V O I D', 'V O I DS', 'VO I D'] })).toEqual({ specimen: false, evidence: [] });
  });

  it('does not stretch the tolerance to ordinary words, nor join short words into a short mark', () => {
    expect(detectSpecimen({ texts: ['SPECIAL', 'SPECIFIC', 'MASTER', 'MODELS', 'PRO V', 'VO ID', 'SAMPLES OF'] })).toEqual({ specimen: false, evidence: [] });
  });

  it('finds a specimen word among the MRZ given names, and a placeholder number', () => {
    const cz = made({ issuingState: 'CZE', nationality: 'CZE', documentNumber: '41736285', sex: 'M', surname: 'DVORACEK', givenNames: 'VZOR' });
    expect(detectSpecimen({ mrz: cz }).evidence).toContain('word VZOR');
    const zeros = made({ issuingState: 'LTU', nationality: 'LTU', documentNumber: '30000000', surname: 'JANKAUSKIENE', givenNames: 'RASA' });
    expect(detectSpecimen({ mrz: zeros }).evidence).toContain('placeholder number 30000000');
  });
});

describe('detectSpecimen by the published holders wherever they appear', () => {
  it('finds a specimen holder in the name printed under the captions, accents and all', () => {
    const accented = publishedSpecimens.holders.find((h) => /^[A-Z]+$/.test(h.surname) && h.givenNames?.includes('A')) as { surname: string; givenNames: string };
    const capitalised = (name: string) => name.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
    expect(detectSpecimen({ printed: { surname: capitalised(accented.surname), givenNames: capitalised(accented.givenNames).replace('a', 'á') } }).evidence).toEqual([
      `specimen holder ${accented.surname} ${accented.givenNames}`,
    ]);
    expect(detectSpecimen({ printed: { surname: 'Männik', givenNames: 'Mari-Liis' } }).specimen).toBe(true);
  });

  it('finds a surname no family bears anywhere in the printed text', () => {
    const surname = [...publishedSpecimens.surnames][0] as string;
    expect(detectSpecimen({ texts: [`Name ${surname}`, 'Vorname GRETA'] }).evidence).toEqual([`specimen holder ${surname}`]);
  });

  it('does not take a real family name alone for a specimen, printed or in the MRZ', () => {
    const [first, second] = publishedSpecimens.holders.filter((h) => h.givenNames !== undefined && /^[A-Z]+$/.test(h.surname));
    expect(detectSpecimen({ printed: { surname: first!.surname, givenNames: 'Greta' }, texts: [first!.surname, second!.surname] })).toEqual({ specimen: false, evidence: [] });
    expect(detectSpecimen({ mrz: made({ surname: first!.surname, givenNames: 'GRETA' }) })).toEqual({ specimen: false, evidence: [] });
  });

  it('names a holder found in both the MRZ and the printed side once', () => {
    const mrz = made({ surname: holder.surname, givenNames: holder.givenNames });
    expect(detectSpecimen({ mrz, printed: holder }).evidence).toEqual([`specimen holder ${holder.surname} ${holder.givenNames}`]);
  });

  it('counts the beginning or end of a specimen word read across the page, where the photo hides the rest, but not in the text', () => {
    const word = (text: string): PageWord => ({ text, angle: -30, score: 0.9, box: { cx: 0, cy: 0, width: 200, height: 40, angle: -30 } });
    expect(detectSpecimen({ words: [word('ESTRA')] }).evidence).toEqual(['word MUESTRA (read "ESTRA" at -30°)']);
    expect(detectSpecimen({ words: [word('SPECIM')] }).specimen).toBe(true);
    expect(detectSpecimen({ texts: ['ESTRA'] }).specimen).toBe(false);
  });

  it('does not take a short piece, or a piece of less than two thirds of the word, for the word', () => {
    const word = (text: string): PageWord => ({ text, angle: -30, score: 0.9, box: { cx: 0, cy: 0, width: 200, height: 40, angle: -30 } });
    expect(detectSpecimen({ words: [word('SPEC')] }).specimen).toBe(false);
    expect(detectSpecimen({ words: [word('BEELD')] }).specimen).toBe(false);
    expect(detectSpecimen({ words: [word('PASSPORT')] }).specimen).toBe(false);
  });

  it('counts a mark the learned detector sees on any image, from its threshold up, with the probability as evidence', () => {
    expect(detectSpecimen({ marks: [0.05, markProbabilityThreshold] })).toEqual({ specimen: true, evidence: [`specimen mark seen (detector ${markProbabilityThreshold.toFixed(2)})`] });
    expect(detectSpecimen({ marks: [markProbabilityThreshold - 0.01, 0] })).toEqual({ specimen: false, evidence: [] });
    expect(detectSpecimen({ marks: [] })).toEqual({ specimen: false, evidence: [] });
  });

  describe('words spotted in the page-word reader\'s output', () => {
    const spotted = (spots: PageWord['spots'], text = 'CANADA ANADA NEN', extra: Partial<PageWord> = {}): PageWord => ({ text, angle: -30, score: 0.6, box: { cx: 0, cy: 0, width: 200, height: 40, angle: -30 }, spots, ...extra });

    it('counts a specimen word spotted on its own from the threshold up, told with the text read and its score', () => {
      const finding = detectSpecimen({ words: [spotted([{ word: 'SPECIMEN', score: spottedWordThreshold, bounded: true }])] });
      expect(finding.specimen).toBe(true);
      expect(finding.evidence).toEqual([`word SPECIMEN (spotted in "CANADA ANADA NEN" at -30°, ${spottedWordThreshold.toFixed(2)} per letter)`]);
    });

    it('does not count a word spotted under the threshold, or one spotted inside a longer word', () => {
      expect(detectSpecimen({ words: [spotted([{ word: 'SPECIMEN', score: spottedWordThreshold - 0.01, bounded: true }])] }).specimen).toBe(false);
      expect(detectSpecimen({ words: [spotted([{ word: 'PROV', score: 0, bounded: false }], 'PROVINCE')] }).specimen).toBe(false);
    });

    it('tells a word by its text where the text shows it, by its spot where it does not', () => {
      const word = spotted([{ word: 'SPECIMEN', score: -0.1, bounded: true }], 'SPECIMEN');
      expect(detectSpecimen({ words: [word] }).evidence).toEqual(['word SPECIMEN (read "SPECIMEN" at -30°)']);
    });

    it('does not trust the text of a word read unsurely, kept only for its spots', () => {
      expect(detectSpecimen({ words: [spotted([], 'SPECIMEN', { unsure: true, score: 0.3 })] }).specimen).toBe(false);
      expect(detectSpecimen({ words: [spotted([], 'SPECIMEN')] }).specimen).toBe(true);
    });
  });
});

describe('specimenLexicon', () => {
  it('spells each Greek and Cyrillic word also as a Latin-only reader reads it, letter for letter', () => {
    expect(specimenLexicon.find((w) => w.word === 'ΔΕΙΓΜΑ')?.spellings).toEqual(['ΔΕΙΓΜΑ', 'AEIFMA']);
    expect(specimenLexicon.find((w) => w.word === 'SPECIMEN')?.spellings).toEqual(['SPECIMEN']);
    for (const { spellings } of specimenLexicon) expect(new Set(spellings.map((s) => [...s].length)).size).toBe(1);
  });
});
