/** Internals for tools and tests (the benchmark, fixtures); not part of the public entry. */
export { parseC2cDescriptorRequest } from './parse-request.ts';
export { findUnsupportedClaims, type UnsupportedClaim } from './claim-check.ts';
export { disclosesDefect } from './compose-description.ts';
export { guessCategory, categoryIds, type CategoryId } from './categories.ts';
export { mapCondition } from './condition.ts';
export { cutOnWord, fitTitle } from './fit-text.ts';
export { listingCopySchemaName, labelReadingSchemaName } from './prompts.ts';
