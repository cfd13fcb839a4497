import { createHash } from 'node:crypto';

/** The two parts of a development set: one to tune on, one never looked at while tuning. */
export type DatasetPart = 'tune' | 'holdout';

/**
 * The part a case belongs to, from its id alone: HOLDOUT iff the first byte of sha256(id) is odd.
 * Deterministic and independent of order or of cases added later, so a case never changes part
 * and everyone working on the set splits it the same way.
 */
export function datasetPart(caseId: string): DatasetPart {
  const firstByte = Number.parseInt(createHash('sha256').update(caseId).digest('hex').slice(0, 2), 16);
  return firstByte % 2 === 1 ? 'holdout' : 'tune';
}
