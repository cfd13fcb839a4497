import { describe, expect, it } from 'vitest';
import { figuresOf, flagsOf, type IdCase, type IdResult } from './id-validator-cases.ts';

const passport = (overrides: Partial<IdCase> = {}): IdCase => ({
  id: 'p',
  set: 'holdout',
  body: '{}',
  expectedStatus: 'ERROR_VALIDATION',
  wholeMrz: true,
  specimenMarkVisible: true,
  wrongFields: (answer) => (answer.number === 'W868403M5' ? [] : [`number=${answer.number}`]),
  ...overrides,
});
const result = (c: IdCase, answer: Partial<IdResult['answer']>, seconds = 1): IdResult => ({ case: c, seconds, answer: { status: 'OK', reasoning: '', ...answer } });

describe('flagsOf', () => {
  it('flags a specimen answered OK as a false OK and a specimen OK, and a wrong field', () => {
    expect(flagsOf(result(passport(), { number: 'W868403M0' }))).toEqual(['FALSE-OK', 'OK-SPECIMEN-MARK', 'OK-WRONG-FIELD']);
  });

  it('flags a legible document called altered, and nothing on a right refusal', () => {
    expect(flagsOf(result(passport(), { status: 'ERROR_VALIDATION', reasoning: 'check digits fail: it was misprinted or altered.' }))).toEqual(['ALTERED']);
    expect(flagsOf(result(passport(), { status: 'ERROR_VALIDATION', number: 'W868403M5' }))).toEqual([]);
  });
});

describe('figuresOf', () => {
  it('counts exact reads among documents showing a whole MRZ, statuses, flags and seconds', () => {
    const figures = figuresOf([
      result(passport(), { status: 'ERROR_VALIDATION', number: 'W868403M5' }, 1),
      result(passport(), { status: 'OK', number: 'W868403M5' }, 3),
      result(passport({ wholeMrz: false, expectedStatus: 'NOT_OK' }), { status: 'ERROR_IMAGE_QUALITY' }, 2),
    ]);
    expect(figures).toEqual({
      documents: 3,
      wholeMrz: 2,
      exact: 2,
      exactPercent: 100,
      statusRight: 2,
      falseOk: 1,
      okWithSpecimenMark: 1,
      okWithWrongField: 0,
      alteredByMisread: 0,
      medianSeconds: 2,
      p95Seconds: 3,
    });
  });
});
