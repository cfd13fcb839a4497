/** What tools and tests need beyond the public entry: the verdict rule, for benchmarks that run the rules alone. */
export { decideVerdict, redactListing } from './verdict.ts';
export { severityOf } from './check-listing-rules.ts';
