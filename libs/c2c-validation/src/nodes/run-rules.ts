import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { checkedRequestOf } from '@circular/runtime';
import { checkListingRules } from '../check-listing-rules.ts';
import { parseC2cValidationRequest } from '../parse-request.ts';
import type { ValidationStateValue } from '../state.ts';

export function runRules({ request }: ValidationStateValue, config?: LangGraphRunnableConfig) {
  // The entry checked it already; a run from Studio is checked here.
  if (!checkedRequestOf(config, request)) parseC2cValidationRequest(request);
  const { listing, profile, strictness, value_estimation } = request.agent_specific;
  // The learned scorer reads beside the rules here: what the function answers. Callers of `checkListingRules` that check
  // their own generated text (the C2C descriptor) keep the rules alone.
  return { violations: checkListingRules(listing, { profile, language: request.language ?? 'PT-PT', strictness: strictness ?? 'standard', valueEstimation: value_estimation, learnedScorer: true }) };
}
