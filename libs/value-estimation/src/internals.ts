/**
 * The value estimator's building blocks, for tools, benchmarks and tests
 * (`@circular/value-estimation/internals`): search planning, price reading, listing filters,
 * aggregation and the reasoning. Not a stable API: a consumer imports the main entry.
 */
export { conditions, isCondition, type Condition, type ServiceItem } from './item/service-item.ts';
export {
  countryMarkets,
  defaultLocale,
  hostOf,
  marketForLocale,
  marketplaceOfUrl,
  minComparablesBeforeWidening,
  nextWideningStep,
  wideningSteps,
  type CountryCode,
  type CountryMarket,
  type MarketContext,
  type Marketplace,
  type SearchLanguage,
  type SourceKind,
  type WideningStep,
  type WideningStepId,
} from './search/marketplaces.ts';
export {
  categoryProfileOf,
  categoryProfiles,
  faultTerms,
  type CategoryId,
  type CategoryProfile,
  type FaultId,
  type Term,
  type Terms,
} from './item/category-profiles.ts';
export {
  keySpec,
  maxQueryLength,
  planRecyclingQuery,
  planRepairQuery,
  planResaleQueries,
  planSearches,
  queryVocabulary,
  type SearchPurpose,
  type SearchQuery,
} from './search/query-plan.ts';
export {
  decimalSeparatorOf,
  extractPrices,
  isPriceInText,
  parseAmount,
  type CurrencyCode,
  type DecimalSeparator,
  type PriceMatch,
  type PriceReadingOptions,
} from './extraction/price-extraction.ts';
export {
  canonicalUrl,
  listingText,
  type DropReason,
  type DroppedListing,
  type Listing,
  type SearchResult,
} from './extraction/listing.ts';
export { detectListingCondition } from './extraction/listing-condition.ts';
export { listingFromResult, listingsFromResults } from './extraction/listing-extraction.ts';
export { checkExtractedListings, type ExtractedListing } from './extraction/extracted-listing-check.ts';
export { filterListings } from './extraction/listing-filter.ts';
export { modelMismatch } from './extraction/model-match.ts';
export { formatStorage, storageGb, withoutStorageSizes } from './item/storage-size.ts';
export { conditionFactors, conditionRatio, unstatedListingCondition } from './figures/condition-factors.ts';
export { askingToSaleDiscount } from './figures/sale-discount.ts';
export {
  aggregatePrices,
  median,
  outlierRule,
  percentile,
  removeOutliers,
  roundAmount,
  thinEvidenceRule,
  type FigureRange,
  type PricePoint,
} from './aggregation/aggregate.ts';
export { estimateResaleValue, salePoints, type SalePoint } from './figures/resale-value.ts';
export { pricesNextTo, type LabelledPrice } from './extraction/price-segments.ts';
export { estimateRecyclingValue, recyclingPoints, type RecyclingPoint } from './figures/recycling-value.ts';
export { estimateRepairCost, likelyFaults, repairPoints, type RepairEstimate, type RepairPoint } from './figures/repair-cost.ts';
export { buildReferences, referenceBounds, type FigureEvidence } from './response/evidence.ts';
export { parseValueEstimationRequest } from './parse-request.ts';
export type { EstimationJob } from './estimation-job.ts';
export { writeReasoning, formatMoney, type EstimateFigures } from './response/reasoning.ts';
export { describeItemByTemplate } from './response/item-description.ts';
export { listingPricesSchemaName, itemDescriptionSchemaName } from './prompts.ts';
