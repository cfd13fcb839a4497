export { validateListing, type ValidateListingOptions } from './validate-listing.ts';
/** The request checks `validateListing` makes before any work, for callers that accept a request now and run it later (jobs). */
export { parseC2cValidationRequest, assertValidListingRequest } from './parse-request.ts';
export { createValidationGraph, type ValidationGraph } from './graph.ts';
export type { ValidationDeps } from './deps.ts';
export { checkListingRules, type RuleOptions, type Strictness } from './check-listing-rules.ts';
export type { C2cValidationRequest, C2cValidationResponse, C2cListing, ListingViolation, MarketplaceProfile } from '@circular/contract';
