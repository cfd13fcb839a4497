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
