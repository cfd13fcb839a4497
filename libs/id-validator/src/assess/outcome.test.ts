import { describe, expect, it } from 'vitest';
import { assessReadings } from './assessment.ts';
import { parseDocTypeList } from '../doc-types.ts';
import { decideOutcome, type ExpectationCheck } from './outcome.ts';
import { frPassport, imageWith, ptCard, tamperedImage, today, verifiedImage } from '../test-support/readings.ts';

const docTypes = parseDocTypeList('id-PT,passport');
const allHeld: ExpectationCheck = { docTypeAccepted: true, failures: [] };

describe('decideOutcome', () => {
  it('answers OK for a verified document that passes every check and expectation', () => {
    const assessment = assessReadings({ readings: [verifiedImage(0, ptCard)], today });
    expect(decideOutcome({ assessment, expectations: allHeld, docTypes, problems: [] })).toEqual({ status: 'OK', document: assessment.document });
  });

  it('lists every failure of a legible document: authenticity, specimen, type and expectations', () => {
    const assessment = assessReadings({ readings: [{ ...verifiedImage(0, { ...ptCard, issuingState: 'XXY' }), overprint: ['SPECIMEN'] }], today });
    const outcome = decideOutcome({
      assessment,
      expectations: { docTypeAccepted: false, failures: [{ field: 'validity', reason: 'expired', found: '2020-01-01', today: '2026-11-21' }] },
      docTypes,
      problems: [],
    });
    expect(outcome.status).toBe('ERROR_VALIDATION');
    expect(outcome.status === 'ERROR_VALIDATION' && outcome.failures.map((f) => (f.kind === 'authenticity' ? `authenticity:${f.check.signal}` : f.kind))).toEqual([
      'authenticity:issuing-state',
      'specimen',
      'doc-type',
      'expectation',
    ]);
  });

  it('answers ERROR_VALIDATION for an MRZ read whole whose check digits fail, naming them', () => {
    const assessment = assessReadings({ readings: [tamperedImage(0, frPassport)], today });
    expect(decideOutcome({ assessment, expectations: { docTypeAccepted: null, failures: [] }, docTypes, problems: [{ imageIndex: 0, issue: 'mrz-unreadable' }] })).toEqual({
      status: 'ERROR_VALIDATION',
      document: null,
      failures: [{ kind: 'mrz-check-digits', mrz: { imageIndex: 0, format: 'TD3', failing: ['birthDate', 'composite'] } }],
    });
  });

  it('answers ERROR_VALIDATION for a specimen even when its MRZ side is missing', () => {
    const front = { ...imageWith(0, 'no-mrz'), overprint: ['ESPÉCIME'] };
    const assessment = assessReadings({ readings: [front], today });
    expect(decideOutcome({ assessment, expectations: { docTypeAccepted: null, failures: [] }, docTypes, problems: [{ imageIndex: 0, issue: 'no-mrz' }] })).toMatchObject({
      status: 'ERROR_VALIDATION',
      failures: [{ kind: 'specimen', evidence: ['word ESPECIME'] }],
    });
  });

  it('answers ERROR_IMAGE_QUALITY with what each image lacked when nothing was read', () => {
    const assessment = assessReadings({ readings: [imageWith(0, 'no-mrz'), imageWith(1, 'too-blurred')], today });
    const problems = [
      { imageIndex: 0, issue: 'no-mrz' as const },
      { imageIndex: 1, issue: 'too-blurred' as const },
    ];
    expect(decideOutcome({ assessment, expectations: { docTypeAccepted: null, failures: [] }, docTypes, problems })).toEqual({ status: 'ERROR_IMAGE_QUALITY', problems });
  });
});

describe('decideOutcome on a name the readers disagree on', () => {
  /** A passport whose MRZ reader read RICHARO where the glyph shapes saw RICHARD (or the reverse), the printed side silent. */
  const inDoubt = (extra: Parameters<typeof verifiedImage>[2] = {}) => {
    const reading = verifiedImage(0, { ...frPassport, surname: 'RICHARO' }, extra);
    const mrz = { ...reading.mrz.mrz!, nameAlternatives: [{ line: 0, position: 11, char: 'D', kind: 'replaced' as const }] };
    return assessReadings({ readings: [{ ...reading, mrz: { ...reading.mrz, mrz } }], today });
  };

  it('answers ERROR_IMAGE_QUALITY rather than OK with a name that may be wrong', () => {
    const assessment = inDoubt();
    expect(assessment.document?.nameInDoubt).toBe(true);
    expect(decideOutcome({ assessment, expectations: allHeld, docTypes, problems: [] })).toEqual({ status: 'ERROR_IMAGE_QUALITY', problems: [{ imageIndex: 0, issue: 'mrz-unreadable' }] });
  });

  it('still calls a specimen a specimen, whatever its name', () => {
    const assessment = inDoubt({ overprint: ['SPECIMEN'] });
    expect(decideOutcome({ assessment, expectations: allHeld, docTypes, problems: [] }).status).toBe('ERROR_VALIDATION');
  });

  it('does not hold a name the readers merely outvoted against the document', () => {
    const reading = verifiedImage(0, frPassport);
    const mrz = { ...reading.mrz.mrz!, nameAlternatives: [{ line: 0, position: 11, char: 'O', kind: 'offered' as const }] };
    const assessment = assessReadings({ readings: [{ ...reading, mrz: { ...reading.mrz, mrz } }], today });
    expect(decideOutcome({ assessment, expectations: allHeld, docTypes, problems: [] }).status).toBe('OK');
  });
});
