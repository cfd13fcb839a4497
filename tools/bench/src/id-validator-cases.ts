import { percentile } from './report.ts';

/** The answer fields the ID validator benchmark scores. */
export interface IdAnswer {
  status: string;
  reasoning: string;
  doc_type?: string;
  number?: string;
  name?: string;
  expiry?: string;
  item_id?: string;
}

/**
 * One request of a benchmark set, whatever its source (synthetic corpus, real set, a real image
 * degraded): its body, what a careful reader answers, and how to tell a wrong field.
 */
export interface IdCase {
  id: string;
  /** The row of the table it counts in: `synthetic`, `tune`, `holdout`, `holdout shrunk`… */
  set: string;
  body: string;
  expectedStatus: 'OK' | 'ERROR_VALIDATION' | 'ERROR_IMAGE_QUALITY' | 'NOT_OK';
  /** The document shows a whole MRZ, so every field is expected back. */
  wholeMrz: boolean;
  specimenMarkVisible: boolean;
  /** The fields the answer got wrong or left out (empty when all are right). */
  wrongFields: (answer: IdAnswer) => string[];
}

export interface IdResult {
  case: IdCase;
  seconds: number;
  answer: IdAnswer;
}

/** The reasoning sentence (English) that reports check digits failing on a sharp image as misprinting or alteration. */
const alteredClaim = /misprinted or altered/;

/** Whether the status is the one expected (`NOT_OK`: any error). */
export function statusRight({ case: c, answer }: IdResult): boolean {
  return c.expectedStatus === 'NOT_OK' ? answer.status.startsWith('ERROR_') : answer.status === c.expectedStatus;
}

/** The flags a result raises: an `OK` it should not be, a specimen answered `OK`, a misread called tampering. */
export function flagsOf({ case: c, answer }: IdResult): string[] {
  const ok = answer.status === 'OK';
  return [
    ok && c.expectedStatus !== 'OK' ? 'FALSE-OK' : null,
    ok && c.specimenMarkVisible ? 'OK-SPECIMEN-MARK' : null,
    ok && c.wrongFields(answer).length > 0 ? 'OK-WRONG-FIELD' : null,
    c.wholeMrz && alteredClaim.test(answer.reasoning) ? 'ALTERED' : null,
  ].filter((flag) => flag !== null);
}

/** The figures of one row: exact reads, statuses, false `OK`s, specimens answered `OK`, misreads called tampering, seconds. */
export function figuresOf(results: readonly IdResult[]) {
  const whole = results.filter((r) => r.case.wholeMrz);
  const exact = whole.filter((r) => r.case.wrongFields(r.answer).length === 0);
  const seconds = results.map((r) => r.seconds).sort((a, b) => a - b);
  const flagged = (flag: string) => results.filter((r) => flagsOf(r).includes(flag)).length;
  return {
    documents: results.length,
    wholeMrz: whole.length,
    exact: exact.length,
    exactPercent: whole.length > 0 ? round((100 * exact.length) / whole.length) : null,
    statusRight: results.filter(statusRight).length,
    falseOk: flagged('FALSE-OK'),
    okWithSpecimenMark: flagged('OK-SPECIMEN-MARK'),
    okWithWrongField: flagged('OK-WRONG-FIELD'),
    alteredByMisread: flagged('ALTERED'),
    medianSeconds: round(percentile(seconds, 50)),
    p95Seconds: round(percentile(seconds, 95)),
  };
}

export const round = (value: number) => Math.round(value * 100) / 100;
