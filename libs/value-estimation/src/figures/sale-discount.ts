import type { SourceKind } from '../search/marketplaces.ts';

/**
 * Listings show asking prices; sellers are paid sale prices. The share taken off each asking price
 * before aggregation, by where it was found. House assumptions, to be recalibrated against
 * realised sales:
 * - private classifieds (national or other marketplaces) 10 % — offers are negotiated, and
 *   negotiated classifieds typically close 5–15 % under the asking price;
 * - refurbished sellers 25 % — their prices are retail prices that carry a warranty, the
 *   refurbishment and the seller's margin, which a private sale does not;
 * - any other site 15 % — it may be either, so the midpoint.
 */
export const askingToSaleDiscount: Readonly<Record<SourceKind | 'unknown-site', number>> = {
  'national-marketplace': 0.1,
  'other-marketplace': 0.1,
  'refurbished-seller': 0.25,
  'unknown-site': 0.15,
};
