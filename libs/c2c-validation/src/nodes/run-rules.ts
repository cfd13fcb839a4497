import { checkListingRules } from '../check-listing-rules.ts';
import { parseC2cValidationRequest } from '../parse-request.ts';
import type { ValidationStateValue } from '../state.ts';

export function runRules({ request }: ValidationStateValue) {
  parseC2cValidationRequest(request);
  const { listing, profile, strictness, value_estimation } = request.agent_specific;
  // The learned scorer beside the rules (issue 19): it raised recall on an unseen set without flagging a clean listing of any set.
  return { violations: checkListingRules(listing, { profile, language: request.language ?? 'PT-PT', strictness: strictness ?? 'standard', valueEstimation: value_estimation, learnedScorer: true }) };
}
