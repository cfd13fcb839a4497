import { describe, expect, it } from 'vitest';
import { assessReadings } from './assessment.ts';
import { parseDocTypeList } from './doc-types.ts';
import { decideOutcome, type ExpectationCheck } from './outcome.ts';
import { frPassport, imageWith, ptCard, tamperedImage, today, verifiedImage } from './test-support/readings.ts';

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
