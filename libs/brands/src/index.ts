export { brands, type BrandsOptions } from './brands.ts';
/** The request checks `brands` makes before any work, for callers that accept a request now and run it later (jobs). */
export { parseBrandsRequest, assertValidBrandsRequest } from './parse-request.ts';
export { createBrandsGraph, type BrandsGraph } from './graph.ts';
export type { BrandsDeps } from './deps.ts';
export { matchBrand, findBrandMentions, brandMentionMayStartAt, opensWithProductLine } from './match-brand.ts';
export type { BrandMatch, BrandMention, MatchMethod } from './matching/brand-index.ts';
export { loadBrandTable, brandCategories, type BrandEntry } from './table/brand-table.ts';
export { categoryOfLabel } from './table/category-labels.ts';
export type { BrandsRequest, BrandsResponse, BrandCategory } from '@circular/contract';
