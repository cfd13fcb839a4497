import { checkListingRules } from '../check-listing-rules.ts';
import { assertValidListingRequest } from '../request-checks.ts';
import type { ValidationStateValue } from '../state.ts';

export function runRules({ request }: ValidationStateValue) {
  assertValidListingRequest(request);
  const { listing, profile, strictness, value_estimation } = request.agent_specific;
  return { violations: checkListingRules(listing, { profile, language: request.language ?? 'PT-PT', strictness: strictness ?? 'standard', valueEstimation: value_estimation }) };
}
