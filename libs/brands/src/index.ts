export { brands, type BrandsOptions } from './brands.ts';
export { createBrandsGraph, type BrandsGraph } from './graph.ts';
export type { BrandsDeps } from './deps.ts';
export { matchBrand, findBrandMentions } from './match-brand.ts';
export type { BrandMatch, BrandMention, MatchMethod } from './matching/brand-index.ts';
export { brandTable, brandCategories, type BrandEntry } from './table/brand-table.ts';
export type { BrandsRequest, BrandsResponse, BrandCategory } from '@circular/contract';
