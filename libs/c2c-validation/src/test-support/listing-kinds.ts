import { describe, expect, it } from 'vitest';
import { checkListingRules } from '../check-listing-rules.ts';

/** The codes a listing's innocence is judged on: contacts, payments and items (not brands, categories or spam). */
const scored = ['contact_phone', 'contact_email', 'external_link', 'social_handle', 'off_platform_payment', 'prohibited_item', 'restricted_item'];
/** The scored codes the rules find in a listing on the generic profile. */
export const codes = (title: string, description: string) =>
  checkListingRules({ title, description }, { profile: 'generic' })
    .filter((v) => scored.includes(v.code))
    .map((v) => v.code);

/** Innocent listings of one kind: none gets a scored finding. */
export const staysClean = (kind: string, listings: [string, string][]) =>
  describe(kind, () => {
    it.each(listings)('%s', (title, description) => {
      expect(codes(title, description)).toEqual([]);
    });
  });

/** Problem listings on the same words: each still gets a finding (an exemption must not hide the real thing). */
export const stillFound = (kind: string, listings: [string, string][]) =>
  describe(kind, () => {
    it.each(listings)('%s', (title, description) => {
      expect(codes(title, description)).not.toEqual([]);
    });
  });

/** The item findings' clauses of a listing read with the generic profile. */
export const itemClauses = (title: string, description: string) =>
  checkListingRules({ title, description }, { profile: 'generic' })
    .filter((v) => v.code.endsWith('_item'))
    .map((v) => v.clause);

/** A clause without its profile ("generic/alcohol" → "alcohol"). */
const bare = (clause: string | undefined) => clause?.split('/').at(-1) ?? '';

/** The scored findings of a listing on the generic profile, as "<code>:<clause without its profile>". */
export const scoredFindings = (title: string, description: string) =>
  checkListingRules({ title, description }, { profile: 'generic' })
    .filter((v) => scored.includes(v.code))
    .map((v) => `${v.code}:${bare(v.clause)}`);

/** Problem listings of one kind on an exemption's own words: each still gets the finding expected (`read` gives a listing's findings). */
export const foundAs = (kind: string, expected: string, read: (title: string, description: string) => string[], listings: [string, string][]) =>
  describe(kind, () => {
    it.each(listings)('%s', (title, description) => {
      expect(read(title, description)).toContain(expected);
    });
  });

/** Listings of one kind that must not get the finding named (other findings, a payment app's name, may stand). */
export const notFoundAs = (kind: string, absent: string, read: (title: string, description: string) => string[], listings: [string, string][]) =>
  describe(kind, () => {
    it.each(listings)('%s', (title, description) => {
      expect(read(title, description)).not.toContain(absent);
    });
  });
