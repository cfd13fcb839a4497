import { describe, expect, it } from 'vitest';
import { assessMrz, compareSides } from './authenticity.ts';
import { composeMrz } from '@circular/id-corpus';
import { parseMrz } from '../mrz/parse-mrz.ts';
import { madeUpDeCard, madeUpDeCardFields, madeUpUto } from '../test-support/readings.ts';

const today = new Date('2026-11-21T12:00:00Z');
const ptLines = ['I<PRT007666667<ZZ00<<<<<<<<<<<', '8303143M3405293PRT<<<<<<<<<<<4', 'CACADOR<DE<ARAUJO<<ANDRE<ESTEV'];
const pt = parseMrz(ptLines, { today });

const failed = (checks: ReturnType<typeof assessMrz>) => checks.filter((c) => !c.passed).map((c) => c.signal);

describe('assessMrz', () => {
  it('passes every signal for a consistent Portuguese card', () => {
    expect(assessMrz({ mrz: pt, today }).map((c) => [c.signal, c.passed])).toEqual([
      ['check-digits', true],
      ['calendar-dates', true],
      ['birth-in-past', true],
      ['expiry-after-birth', true],
      ['validity-period', true],
      ['issuing-state', true],
      ['nationality', true],
      ['document-code', true],
      ['national-number', true],
    ]);
  });

  it('fails a document of the ICAO test state on its test-state codes only', () => {
    const icao = parseMrz(madeUpUto.td3, { today });
    expect(failed(assessMrz({ mrz: icao, today }))).toEqual(['issuing-state', 'nationality']);
  });

  it('fails a Cartão de Cidadão number whose national check characters are wrong even when ICAO digits pass', () => {
    // 007666668ZZ0 with its ICAO check digit and composite recomputed: a consistent MRZ, a wrong civil check digit.
    const lines = ['I<PRT007666668<ZZ01<<<<<<<<<<<', '8303143M3405293PRT<<<<<<<<<<<8', 'CACADOR<DE<ARAUJO<<ANDRE<ESTEV'];
    const mrz = parseMrz(lines, { today });
    expect(mrz.valid).toBe(true);
    expect(failed(assessMrz({ mrz, today }))).toEqual(['national-number']);
  });

  it('fails impossible dates, a visa code and an expiry beyond the longest validity', () => {
    const lines = ['V<PRTDOE<<JOHN<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'AB12345671PRT9902303M4501011<<<<<<<<<<<<<<06'];
    const mrz = parseMrz(lines, { today });
    expect(mrz.valid).toBe(true);
    expect(mrz.birthDate.iso).toBeNull();
    expect(failed(assessMrz({ mrz, today }))).toEqual(['calendar-dates', 'validity-period', 'document-code']);
  });

  it('fails a birth not before today, an expiry before birth and an expiry before issue', () => {
    const mrz = parseMrz(['P<PRTDOE<<JOHN<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'AB12345671PRT2611217M2011208<<<<<<<<<<<<<<08'], { today });
    expect(mrz.birthDate.iso).toBe('2026-11-21');
    expect(failed(assessMrz({ mrz, today, issueDate: '2021-01-01' }))).toEqual(['birth-in-past', 'expiry-after-birth', 'validity-period']);
  });

  it('checks the Spanish DNI control letter in the optional data', () => {
    // A made-up card: support number CXK482157, DNI 45873216 with its control letter S.
    const es = parseMrz(composeMrz({ ...madeUpDeCardFields, issuingState: 'ESP', nationality: 'ESP', documentNumber: 'CXK482157', sex: 'F', optionalData: ['45873216S'] }), { today });
    expect(assessMrz({ mrz: es, today }).find((c) => c.signal === 'national-number')).toMatchObject({ passed: true, values: { rule: 'es-dni', number: '45873216S' } });
  });
});

describe('compareSides', () => {
  it('agrees when the front shows the MRZ number, expiry and surname', () => {
    expect(compareSides({ mrzs: [pt, pt], front: { number: '00766666 7 ZZ0', expiry: '2034-05-29', surname: 'Caçador de Araújo' } })).toMatchObject({
      signal: 'sides-match',
      passed: true,
    });
  });

  it('names each field the front shows differently', () => {
    expect(compareSides({ mrzs: [pt], front: { number: '14567890 3 ZZ3', expiry: '2034-05-28', birthDate: '1983-03-15', surname: 'Silva' } }).detail).toBe(
      'number 145678903ZZ3 ≠ 007666667ZZ0; expiry 2034-05-28 ≠ 2034-05-29; birth 1983-03-15 ≠ 1983-03-14; surname SILVA ≠ CACADOR DE ARAUJO',
    );
  });

  it('does not hold OCR misreads of the printed number and surname against the card', () => {
    const front = { number: ': 00766666 7 2Z0O', surname: 'CACADOR DE ARAUJ0 TS' };
    expect(compareSides({ mrzs: [pt], front })).toMatchObject({ passed: true, detail: 'the sides agree on number, surname' });
  });

  it('does not hold a surname read from the wrong line against the card when the MRZ’s surname is printed elsewhere', () => {
    const front = { surname: 'REPUBLICA PORTUGUESA' };
    expect(compareSides({ mrzs: [pt], front, texts: ['REPUBLICA PORTUGUESA', 'Caçador de Araújo'] })).toMatchObject({ passed: true });
    expect(compareSides({ mrzs: [pt], front, texts: ['REPUBLICA PORTUGUESA', 'SILVA'] })).toMatchObject({ passed: false });
  });

  it('says when there was nothing printed to compare', () => {
    expect(compareSides({ mrzs: [pt], front: null })).toMatchObject({ passed: true, detail: 'nothing printed to compare', values: { compared: '' } });
  });

  it('fails when two images carry different MRZs', () => {
    const other = parseMrz(madeUpDeCard, { today });
    expect(compareSides({ mrzs: [pt, other] })).toMatchObject({ passed: false, detail: 'two different MRZs' });
  });
});
