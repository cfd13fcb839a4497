/** What tools and tests need beyond the public entry: the verdict rule, for benchmarks that run the rules alone. */
export { decideVerdict, redactListing } from './verdict.ts';
export { severityOf } from './check-listing-rules.ts';
/** The learned scorer's shared pieces, for its trainer (tools/bench/src/listing/training). */
export { featureBits } from './learned/sentence-features.ts';
export { confirmationScores, encodeListingScorer, defaultScorerFile, listingFeatures, scoreFeatures, type FindingPlace, type ListingScorerModel, type ScorerHead } from './learned/listing-scorer.ts';
