export { describeListing, type DescribeListingOptions } from './describe-listing.ts';
export { createC2cDescriptorGraph, type C2cDescriptorGraph } from './graph.ts';
export { c2cDescriptorDefaults, type C2cDescriptorDeps } from './deps.ts';
export { marketplaceProfiles, type ListingProfile, type ProfileId } from './profiles.ts';
export type { C2cDescriptorRequest, C2cDescriptorResponse } from '@circular/contract';
