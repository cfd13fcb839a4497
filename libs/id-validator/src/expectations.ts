import { isoDateOf, yearsBetween } from './calendar.ts';
import { normaliseDocumentNumber } from './document-number.ts';
import { nameTokenVariants } from './person-name.ts';

/** The optional expectations of a request's `agent_specific` (null or absent: not checked). */
export interface Expectations {
  name?: string | null;
  number?: string | null;
  validity?: boolean | null;
  /** The youngest age accepted, in whole years on today's date. */
  minAge?: number | null;
}

/** What was read from the document that expectations are checked against. */
export interface DocumentReading {
  surname: string;
  givenNames: string;
  /** The name filled its MRZ field, so its last token may be cut short. */
  nameTruncated: boolean;
  number: string;
  /** Other numbers the document carries that the expected number may be (a Spanish card's support number). */
  otherNumbers?: readonly string[];
  /** `YYYY-MM-DD`, or null when no expiry could be read. */
  expiry: string | null;
  /** `YYYY-MM-DD`, or null when no birth date could be read. */
  birthDate?: string | null;
}

export type ExpectationFailure =
  | { field: 'name'; reason: 'name-mismatch'; expected: string; found: string }
  | { field: 'number'; reason: 'number-mismatch'; expected: string; found: string }
  | { field: 'validity'; reason: 'expired'; found: string; today: string }
  | { field: 'validity'; reason: 'expiry-unknown' }
  | { field: 'minAge'; reason: 'under-age'; found: string; age: number; minAge: number }
  | { field: 'minAge'; reason: 'birth-unknown'; minAge: number };

/**
 * Whether the expected name is the document's name, token by token in any order (people write
 * given names first, the MRZ writes the surname first). Diacritics and case do not count; every
 * token must match, except that when the MRZ truncated the name its last token need only be the
 * start of an expected one, and expected tokens the MRZ had no room for are not missed (ICAO
 * 9303 cuts long names at the end of the field, whole tokens included) when they follow the one
 * the truncated token matched.
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
  if (found.length === 0 || (truncated ? wanted.length < found.length : wanted.length !== found.length)) return false;
  const lastIndex = found.length - 1;
  const fits = (foundIndex: number, wantedToken: string[]) =>
    (found[foundIndex] as string[]).some((f) =>
      wantedToken.some((w) => w === f || (truncated && foundIndex === lastIndex && w.startsWith(f))),
    );
  const used = new Array<boolean>(wanted.length).fill(false);
  // The tokens the MRZ had no room for followed its last one: whichever order the name was
  // written in, they come right after the token the last MRZ token matched.
  const missedFollow = (lastMatched: number) =>
    used.every((isUsed, w) => isUsed || (w > lastMatched && w <= lastMatched + (wanted.length - found.length)));
  const assign = (foundIndex: number, lastMatched: number): boolean => {
    if (foundIndex === found.length) return missedFollow(lastMatched);
    for (let w = 0; w < wanted.length; w++) {
      if (used[w] || !fits(foundIndex, wanted[w] as string[])) continue;
      used[w] = true;
      if (assign(foundIndex + 1, w)) return true;
      used[w] = false;
    }
    return false;
  };
  return assign(0, -1);
}

/** Whether two document numbers are the same once spaces, dashes and case are set aside. */
export function numberMatches(expected: string, found: string): boolean {
  return normaliseDocumentNumber(expected) === normaliseDocumentNumber(found);
}

/** Valid means expiring strictly after today's date: a document expiring today is not accepted. */
export function isUnexpired({ expiry, today }: { expiry: string; today: Date }): boolean {
  return expiry > isoDateOf(today);
}

/** Whole years of age on today's date (UTC): a birthday counts from its day, 29 February from 1 March. */
export function ageOn({ birthDate, today }: { birthDate: string; today: Date }): number {
  return yearsBetween(birthDate, isoDateOf(today));
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
  const { name, number, validity, minAge } = expectations;
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
  const numbers = [document.number, ...(document.otherNumbers ?? [])];
  if (number != null && number.trim() !== '' && !numbers.some((found) => numberMatches(number, found))) {
    failures.push({ field: 'number', reason: 'number-mismatch', expected: number, found: document.number });
  }
  if (validity === true) {
    if (document.expiry === null) failures.push({ field: 'validity', reason: 'expiry-unknown' });
    else if (!isUnexpired({ expiry: document.expiry, today })) {
      failures.push({ field: 'validity', reason: 'expired', found: document.expiry, today: isoDateOf(today) });
    }
  }
  if (minAge != null) {
    const birthDate = document.birthDate ?? null;
    if (birthDate === null) failures.push({ field: 'minAge', reason: 'birth-unknown', minAge });
    else {
      const age = ageOn({ birthDate, today });
      if (age < minAge) failures.push({ field: 'minAge', reason: 'under-age', found: birthDate, age, minAge });
    }
  }
  return failures;
}
