import { describe, expect, it } from 'vitest';
import { assessReadings, holderName } from './assessment.ts';
import { frPassport, imageWith, printedSide, ptCard, tamperedImage, today, verifiedImage } from '../test-support/readings.ts';

describe('assessReadings', () => {
  it('takes the verified MRZ as the document, whichever image it is on, and passes every check', () => {
    const front = imageWith(0, 'no-mrz', printedSide({ surname: 'SILVA SANTOS', number: '31704628 4 ZZ8', expiry: '2031-05-14', birthDate: '1985-05-07' }));
    const assessment = assessReadings({ readings: [front, verifiedImage(1, ptCard)], today });
    expect(assessment.document).toMatchObject({
      source: 'mrz',
      imageIndex: 1,
      format: 'TD1',
      identity: { docType: 'id-PT', number: '317046284ZZ8', itemId: 'id_PRT_317046284ZZ8' },
      name: 'MARIA CONCEICAO SILVA SANTOS',
      expiry: '2031-05-14',
      birthDate: '1985-05-07',
      confidence: 0.92,
    });
    expect(assessment.checks.filter((check) => !check.passed)).toEqual([]);
    expect(assessment.checks.map((check) => check.signal)).toContain('sides-match');
    expect(assessment.specimen).toEqual({ specimen: false, evidence: [] });
  });

  it('fails the sides check when the front belongs to another card', () => {
    const front = imageWith(0, 'no-mrz', printedSide({ surname: 'PEREIRA', expiry: '2029-01-02' }));
    const sides = assessReadings({ readings: [front, verifiedImage(1, ptCard)], today }).checks.find((check) => check.signal === 'sides-match');
    expect(sides).toMatchObject({ passed: false, detail: 'expiry 2029-01-02 ≠ 2031-05-14; surname PEREIRA ≠ SILVA SANTOS' });
  });

  it('does not say the sides differ over a printed date no document can carry: a misread, discarded', () => {
    const front = imageWith(0, 'no-mrz', printedSide({ surname: 'SILVA SANTOS', expiry: '8031-05-14', birthDate: '2085-05-07' }));
    const sides = assessReadings({ readings: [front, verifiedImage(1, ptCard)], today }).checks.find((check) => check.signal === 'sides-match');
    expect(sides).toMatchObject({ passed: true, detail: 'the sides agree on surname' });
  });

  it('takes a doubted name token as printed on the page, and lowers the confidence for it', () => {
    const reading = verifiedImage(0, { ...ptCard, surname: 'SILVA SANTQS' });
    const mrz = { ...reading.mrz.mrz!, nameAlternatives: [{ line: 2, position: 10, char: 'O', kind: 'offered' as const }] };
    const document = assessReadings({ readings: [{ ...reading, mrz: { ...reading.mrz, mrz }, visual: printedSide({}, ['SILVA SANTOS']) }], today }).document;
    expect(document).toMatchObject({ name: 'MARIA CONCEICAO SILVA SANTOS', nameSupport: 'corrected', nameChanges: [{ from: 'SANTQS', to: 'SANTOS' }], confidence: 0.89 });
  });

  it('leaves the name of an MRZ the recogniser alone read in doubt unless the printed side shows it', () => {
    const alone = (image: ReturnType<typeof verifiedImage>) => ({ ...image, mrz: { ...image.mrz, singleReading: true } });
    const front = imageWith(0, 'no-mrz', printedSide({ surname: 'SILVA SANTOS', givenNames: 'MARIA CONCEICAO', expiry: '2031-05-14' }, ['SILVA SANTOS', 'MARIA CONCEIÇÃO']));
    expect(assessReadings({ readings: [alone(verifiedImage(1, ptCard))], today }).document).toMatchObject({ nameInDoubt: true, nameSupport: 'unconfirmed' });
    expect(assessReadings({ readings: [front, alone(verifiedImage(1, ptCard))], today }).document).toMatchObject({ nameInDoubt: false, nameSupport: 'confirmed' });
    expect(assessReadings({ readings: [verifiedImage(1, ptCard)], today }).document).toMatchObject({ nameInDoubt: false, nameSupport: 'undoubted' });
  });

  it('finds the specimen word in any text read, the overprint included', () => {
    const back = { ...verifiedImage(1, ptCard), overprint: ['ESPÉCIME'] };
    expect(assessReadings({ readings: [back], today }).specimen).toEqual({ specimen: true, evidence: ['word ESPECIME'] });
  });

  it('takes a mark the learned detector saw on any image as specimen evidence, and ignores images it did not score', () => {
    const front = { ...verifiedImage(0, ptCard), specimenMark: 0.97 };
    const back = { ...verifiedImage(1, ptCard), specimenMark: null };
    expect(assessReadings({ readings: [back, front], today }).specimen).toEqual({ specimen: true, evidence: ['specimen mark seen (detector 0.97)'] });
    expect(assessReadings({ readings: [back, { ...front, specimenMark: 0.02 }], today }).specimen).toEqual({ specimen: false, evidence: [] });
  });

  it('keeps an MRZ read whole with failing check digits as evidence when none is verified', () => {
    const assessment = assessReadings({ readings: [tamperedImage(0, frPassport)], today });
    expect(assessment.document).toBeNull();
    expect(assessment.failedMrzs).toEqual([{ imageIndex: 0, format: 'TD3', failing: ['birthDate', 'composite'] }]);
  });

  it('does not hold failing check digits against the document when the readings disagreed on them', () => {
    const assessment = assessReadings({ readings: [tamperedImage(0, frPassport, { confirmed: false })], today });
    expect(assessment.document).toBeNull();
    expect(assessment.failedMrzs).toEqual([]);
  });

  it('ignores an unverified reading when another image is verified', () => {
    const assessment = assessReadings({ readings: [tamperedImage(0, frPassport), verifiedImage(1, frPassport)], today });
    expect(assessment.document?.identity.number).toBe('04MX01334');
    expect(assessment.failedMrzs).toEqual([]);
  });

  it('takes a vision transcription whose check digits pass as the document, with the share of it confirmed locally as confidence', () => {
    const front = imageWith(0, 'too-blurred', printedSide({}, ['RICHARD', 'P 04MX01334']));
    const mrz = verifiedImage(0, frPassport).mrz.mrz!;
    const assessment = assessReadings({ readings: [front], vision: { kind: 'mrz', mrz, confirmed: 1 }, today });
    expect(assessment.document).toMatchObject({ source: 'vision', imageIndex: null, identity: { number: '04MX01334' }, confidence: 1 });
  });

  it('takes confirmed vision fields of a document without MRZ and checks their national number', () => {
    const fields = { kind: 'id' as const, country: 'PRT', number: '123456789ZZ2', surname: 'SILVA', givenNames: 'ANA', birthDate: '1990-01-01', expiry: '2030-01-01', confirmed: 0.8 };
    const assessment = assessReadings({ readings: [imageWith(0, 'no-mrz')], vision: { kind: 'fields', fields }, today });
    expect(assessment.document).toMatchObject({ source: 'vision', format: null, identity: { docType: 'id-PT', itemId: 'id_PRT_123456789ZZ2' }, name: 'ANA SILVA' });
    expect(assessment.checks.filter((check) => !check.passed).map((check) => check.signal)).toEqual(['national-number']);
  });
});

describe('holderName', () => {
  it('completes a name the MRZ cut short from the printed given names', () => {
    const cut = { surname: 'CACADOR DE ARAUJO', givenNames: 'ANDRE ESTEV', nameTruncated: true };
    expect(holderName({ mrz: cut, front: { givenNames: 'ANDRÉ ESTÊVÃO JOSÉ' } })).toEqual({ surname: 'CACADOR DE ARAUJO', givenNames: 'ANDRE ESTEVAO JOSE', truncated: false });
  });

  it('keeps the MRZ name when the printed side does not begin with it', () => {
    const cut = { surname: 'CACADOR DE ARAUJO', givenNames: 'ANDRE ESTEV', nameTruncated: true };
    expect(holderName({ mrz: cut, front: { givenNames: 'PEDRO' } })).toEqual({ surname: 'CACADOR DE ARAUJO', givenNames: 'ANDRE ESTEV', truncated: true });
    expect(holderName({ mrz: cut, front: null })).toEqual({ surname: 'CACADOR DE ARAUJO', givenNames: 'ANDRE ESTEV', truncated: true });
  });

  it('spells completed tokens the way the MRZ spells the ones it has', () => {
    const cut = { surname: 'MUELLER', givenNames: 'JUER', nameTruncated: true };
    expect(holderName({ mrz: cut, front: { givenNames: 'Jürgen' } }).givenNames).toBe('JUERGEN');
  });

  it('leaves a whole name alone', () => {
    expect(holderName({ mrz: { surname: 'SILVA', givenNames: 'ANA', nameTruncated: false }, front: { givenNames: 'ANA MARIA' } })).toEqual({ surname: 'SILVA', givenNames: 'ANA', truncated: false });
  });
});
