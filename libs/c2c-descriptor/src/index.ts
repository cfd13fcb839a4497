export { describeListing, type DescribeListingOptions } from './describe-listing.ts';
/** The request checks `describeListing` makes before any work (and the facts they gather), for callers that accept a request now and run it later (jobs). */
export { parseC2cDescriptorRequest, buildFacts } from './parse-request.ts';
export { createC2cDescriptorGraph, type C2cDescriptorGraph } from './graph.ts';
export { c2cDescriptorDefaults, type C2cDescriptorDeps } from './deps.ts';
export { marketplaceProfiles, type ListingProfile, type ProfileId } from './profiles.ts';
export type { C2cDescriptorRequest, C2cDescriptorResponse } from '@circular/contract';
