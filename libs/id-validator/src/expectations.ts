import { isoDateOf } from './calendar.ts';
import { normaliseDocumentNumber } from './document-number.ts';
import { nameTokenVariants } from './person-name.ts';

/** The optional expectations of a request's `agent_specific` (null or absent: not checked). */
export interface Expectations {
  name?: string | null;
  number?: string | null;
  validity?: boolean | null;
}

/** What was read from the document that expectations are checked against. */
export interface DocumentReading {
  surname: string;
  givenNames: string;
  /** The name filled its MRZ field, so its last token may be cut short. */
  nameTruncated: boolean;
  number: string;
  /** `YYYY-MM-DD`, or null when no expiry could be read. */
  expiry: string | null;
}

export type ExpectationFailure =
  | { field: 'name'; reason: 'name-mismatch'; expected: string; found: string }
  | { field: 'number'; reason: 'number-mismatch'; expected: string; found: string }
  | { field: 'validity'; reason: 'expired'; found: string; today: string }
  | { field: 'validity'; reason: 'expiry-unknown' };

/**
 * Whether the expected name is the document's name, token by token in any order (people write
 * given names first, the MRZ writes the surname first). Diacritics and case do not count; every
 * token must match, except that when the MRZ truncated the name its last token need only be the
 * start of an expected one.
 */
export function nameMatches({
  expected,
  surname,
  givenNames,
  truncated,
}: {
  expected: string;
  surname: string;
  givenNames: string;
  truncated: boolean;
}): boolean {
  const wanted = nameTokenVariants(expected);
  const found = nameTokenVariants(`${surname} ${givenNames}`);
  if (wanted.length !== found.length || found.length === 0) return false;
  const lastIndex = found.length - 1;
  const fits = (foundIndex: number, wantedToken: string[]) =>
    (found[foundIndex] as string[]).some((f) =>
      wantedToken.some((w) => w === f || (truncated && foundIndex === lastIndex && w.startsWith(f))),
    );
  const used = new Array<boolean>(wanted.length).fill(false);
  const assign = (foundIndex: number): boolean => {
    if (foundIndex === found.length) return true;
    for (let w = 0; w < wanted.length; w++) {
      if (used[w] || !fits(foundIndex, wanted[w] as string[])) continue;
      used[w] = true;
      if (assign(foundIndex + 1)) return true;
      used[w] = false;
    }
    return false;
  };
  return assign(0);
}

/** Whether two document numbers are the same once spaces, dashes and case are set aside. */
export function numberMatches(expected: string, found: string): boolean {
  return normaliseDocumentNumber(expected) === normaliseDocumentNumber(found);
}

/** Valid means expiring strictly after today's date: a document expiring today is not accepted. */
export function isUnexpired({ expiry, today }: { expiry: string; today: Date }): boolean {
  return expiry > isoDateOf(today);
}

/** Checks each expectation that was given; an empty list means all held. */
export function checkExpectations({
  expectations,
  document,
  today,
}: {
  expectations: Expectations;
  document: DocumentReading;
  today: Date;
}): ExpectationFailure[] {
  const failures: ExpectationFailure[] = [];
  const { name, number, validity } = expectations;
  if (name != null && name.trim() !== '') {
    const matched = nameMatches({
      expected: name,
      surname: document.surname,
      givenNames: document.givenNames,
      truncated: document.nameTruncated,
    });
    if (!matched) {
      failures.push({ field: 'name', reason: 'name-mismatch', expected: name, found: `${document.surname} ${document.givenNames}`.trim() });
    }
  }
  if (number != null && number.trim() !== '' && !numberMatches(number, document.number)) {
    failures.push({ field: 'number', reason: 'number-mismatch', expected: number, found: document.number });
  }
  if (validity === true) {
    if (document.expiry === null) failures.push({ field: 'validity', reason: 'expiry-unknown' });
    else if (!isUnexpired({ expiry: document.expiry, today })) {
      failures.push({ field: 'validity', reason: 'expired', found: document.expiry, today: isoDateOf(today) });
    }
  }
  return failures;
}
