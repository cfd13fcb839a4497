import type { C2cListing, C2cValidationResponse, ListingViolation } from '@circular/contract';
import { redactedCodes, type Strictness } from './check-listing-rules.ts';

type Verdict = C2cValidationResponse['verdict'];

/**
 * The verdict from the violations: a critical one rejects — but only with evidence in the text, so a
 * model's flag without it never rejects —, a restricted item, a prohibited one not critical (the
 * learned scorer did not confirm it) or an unverified model flag asks for a person, a major one (or a minor one under `strict`) asks for a fix; otherwise approve.
 */
export function decideVerdict(violations: ListingViolation[], strictness: Strictness): Verdict {
  const grounded = (v: ListingViolation) => v.source === 'rule' || v.span !== null;
  if (violations.some((v) => v.severity === 'critical' && grounded(v))) return 'reject';
  if (violations.some((v) => v.code === 'restricted_item' || v.code === 'prohibited_item' || !grounded(v))) return 'manual_review';
  if (violations.some((v) => v.severity === 'major' || (v.severity === 'minor' && strictness === 'strict'))) return 'fix_required';
  return 'approve';
}

/** The listing's texts with the contact, link, payment and IBAN evidence masked, one █ per character. */
export function redactListing(listing: C2cListing, violations: ListingViolation[]): C2cValidationResponse['redacted_listing'] {
  const mask = (field: string, text: string) => {
    let out = text;
    for (const v of violations) {
      if (v.field !== field || !v.span || !redactedCodes.has(v.code)) continue;
      out = out.slice(0, v.span.start) + '█'.repeat(v.span.end - v.span.start) + out.slice(v.span.end);
    }
    return out;
  };
  return {
    title: mask('title', listing.title),
    description: listing.description === undefined || listing.description === null ? null : mask('description', listing.description),
    ...(listing.attributes?.length ? { attributes: listing.attributes.map(({ name, value }, i) => ({ name, value: mask(`attributes/${i}/value`, value) })) } : {}),
  };
}
