/** What tools and tests need beyond the public entry: the verdict rule, for benchmarks that run the rules alone. */
export { decideVerdict, redactListing } from './verdict.ts';
export { severityOf } from './check-listing-rules.ts';
/** The learned scorer's shared pieces and the rules' item lexicons, for its generator and trainer (tools/bench/src/listing/training). */
export { featureBits, textUnits, unitFeatures } from './learned/sentence-features.ts';
export { encodeListingScorer, decodeListingScorer, defaultScorerFile, headCandidates, scoreText, type HeadCandidate, type ListingScorerModel, type ScorerHead } from './learned/listing-scorer.ts';
export { itemLexicon } from './policy/item-lexicon.ts';
export { slangItemLexicon } from './policy/slang-item-lexicon.ts';
export { profileItemPolicy } from './policy/profiles.ts';
