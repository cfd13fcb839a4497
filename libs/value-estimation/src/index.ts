export { conditions, isCondition, type Condition, type ServiceItem } from './service-item.ts';
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
} from './marketplaces.ts';
export {
  categoryProfileOf,
  categoryProfiles,
  faultTerms,
  type CategoryId,
  type CategoryProfile,
  type FaultId,
  type Term,
  type Terms,
} from './category-profiles.ts';
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
} from './query-plan.ts';
export {
  decimalSeparatorOf,
  extractPrices,
  isPriceInText,
  parseAmount,
  type CurrencyCode,
  type DecimalSeparator,
  type PriceMatch,
  type PriceReadingOptions,
} from './price-extraction.ts';
export {
  canonicalUrl,
  listingText,
  type DropReason,
  type DroppedListing,
  type Listing,
  type SearchResult,
} from './listing.ts';
export { detectListingCondition } from './listing-condition.ts';
export { listingFromResult, listingsFromResults } from './listing-extraction.ts';
export { checkExtractedListings, type ExtractedListing } from './extracted-listing-check.ts';
export { filterListings } from './listing-filter.ts';
export { modelMismatch } from './model-match.ts';
export { formatStorage, storageGb, withoutStorageSizes } from './storage-size.ts';
export { conditionFactors, conditionRatio, unstatedListingCondition } from './condition-factors.ts';
export { askingToSaleDiscount } from './sale-discount.ts';
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
} from './aggregate.ts';
export { estimateResaleValue, salePoints, type SalePoint } from './resale-value.ts';
export { pricesNextTo, type LabelledPrice } from './price-segments.ts';
export { estimateRecyclingValue, recyclingPoints, type RecyclingPoint } from './recycling-value.ts';
export { estimateRepairCost, likelyFaults, repairPoints, type RepairEstimate, type RepairPoint } from './repair-cost.ts';
export { buildReferences, referenceBounds, type FigureEvidence } from './evidence.ts';
export { InsufficientEvidenceError, type EvidenceFigure } from './errors/insufficient-evidence-error.ts';
export { createValueEstimationGraph, type ValueEstimationGraph } from './graph.ts';
export { estimateValue, type EstimateValueOptions } from './estimate-value.ts';
export { valueEstimationDefaults, type ValueEstimationDeps } from './deps.ts';
export { parseValueEstimationRequest } from './parse-request.ts';
export type { EstimationJob } from './estimation-job.ts';
export { writeReasoning, formatMoney, type EstimateFigures } from './reasoning.ts';
export { describeItemByTemplate } from './item-description.ts';
export { listingPricesSchemaName, itemDescriptionSchemaName } from './prompts.ts';
export type { ValueEstimationRequest, ValueEstimationResponse } from '@circular/contract';
