import { closestLanguage, languageOf, regionOf } from '@circular/runtime';
import { thinEvidenceRule, type FigureRange } from '../aggregation/aggregate.ts';
import { categoryProfileOf, faultTerms } from '../item/category-profiles.ts';
import type { EstimationJob } from '../estimation-job.ts';
import type { DropReason, DroppedListing } from '../extraction/listing.ts';
import { hostOf, marketplaceOfUrl, type SearchLanguage, type WideningStepId } from '../search/marketplaces.ts';
import { t, type MessageKey } from '../messages.ts';
import type { RecyclingPoint } from '../figures/recycling-value.ts';
import type { RepairEstimate } from '../figures/repair-cost.ts';
import type { PriceBasis, SalePoint } from '../figures/resale-value.ts';

/** The three ranges of an estimate, with the prices behind each. */
export interface EstimateFigures {
  valueOut: FigureRange<SalePoint>;
  recycling: FigureRange<RecyclingPoint>;
  repair: RepairEstimate;
  /** What the resale range rests on (`resaleEvidence`); asking prices when absent. */
  resaleBasis?: { kind: PriceBasis; setAside: number } | undefined;
}

/**
 * A money amount as the locale writes it, with cents only under 10 (as the figures are rounded:
 * `aggregate.ts` `roundAmount`).
 */
export function formatMoney({ amount, locale, currency }: { amount: number; locale: string; currency: string }): string {
  const digits = amount < 10 && !Number.isInteger(amount) ? 2 : 0;
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
}

/**
 * The reasoning of an estimate, in the request's language: for each figure what it rests on
 * (how many prices, from which sites, how they were cleaned and adjusted, and whether thin
 * evidence widened it). A template: every number in it is one the code computed.
 */
export function writeReasoning({
  job,
  figures,
  dropped,
  widenedTo,
}: {
  job: EstimationJob;
  figures: EstimateFigures;
  dropped: readonly DroppedListing[];
  widenedTo: readonly WideningStepId[];
}): string {
  const { market, item } = job;
  const locale = writtenLocale(job.locale);
  const say = (key: MessageKey, params: Record<string, string | number> = {}) => t(locale, key, params);
  const counted = (key: 'listings' | 'scrapPrices' | 'unitOffers' | 'repairPrices', count: number) =>
    say(new Intl.PluralRules(locale).select(count) === 'one' ? `${key}One` : `${key}Other`, { count });
  const money = (amount: number) => formatMoney({ amount, locale, currency: market.currency });
  const percent = (share: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
  const list = (items: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  const range = ({ min, max, average }: FigureRange) => ({ min: money(min), max: money(max), average: money(average) });
  const thin = (range: FigureRange) =>
    range.thinEvidence
      ? [say('thin', { threshold: thinEvidenceRule.comparables, percent: percent((thinEvidenceRule.comparables - range.comparables) * thinEvidenceRule.wideningPerMissing) })]
      : [];
  const language = languageOf(closestLanguage(locale)) as SearchLanguage;
  const { valueOut, recycling, repair } = figures;

  const sources = mostFrequent(valueOut.basis.map(({ url }) => marketplaceOfUrl(url, market)?.name ?? hostOf(url) ?? url));
  const discounts = [...new Set(valueOut.basis.map(({ discount }) => discount))].sort((a, b) => a - b);
  const reasons = mostFrequent(dropped.map(({ reason }) => reason)).map(
    (reason) => say('reasonCount', { reason: say(`reason:${reason as DropReason}`), count: dropped.filter((d) => d.reason === reason).length }),
  );
  const resale = [
    say('valueOut', { ...range(valueOut), listings: counted('listings', valueOut.comparables), sources: list(sources) }),
    ...(widenedTo.length > 0
      ? [say('widened', { steps: widenedTo.map((step) => say(step === 'wider' ? 'stepWider' : 'stepUnrestricted')).join(say('stepsJoin')) })]
      : []),
    ...(dropped.length > 0 ? [say('leftOut', { count: dropped.length, reasons: reasons.join(', ') })] : []),
    ...(valueOut.outliers.length > 0 ? [say('outliers', { count: valueOut.outliers.length })] : []),
    figures.resaleBasis?.kind === 'sold'
      ? say('soldBasis', { count: valueOut.comparables, grade: item.condition, setAside: figures.resaleBasis.setAside })
      : discounts.length === 1
      ? say('adjustedOne', { discount: percent(discounts[0]!), grade: item.condition })
      : say('adjustedRange', { low: percent(discounts[0]!), high: percent(discounts.at(-1)!), grade: item.condition }),
    ...thin(valueOut),
  ];

  const profile = categoryProfileOf(item);
  const material = profile?.material[language].match[1] ?? profile?.material[language].query ?? '';
  // The figure rests on one route (`recycling-value.ts`); the reasoning names it.
  const perKg = recycling.basis.flatMap(({ pricePerKg }) => (pricePerKg === undefined ? [] : [pricePerKg]));
  const recyclingText = [
    recycling.basis[0]?.route === 'per-unit'
      ? say('recyclingPerUnit', { ...range(recycling), offers: counted('unitOffers', recycling.comparables), material })
      : say('recycling', {
          ...range(recycling),
          prices: counted('scrapPrices', recycling.comparables),
          material,
          perKg: Math.min(...perKg) === Math.max(...perKg) ? money(perKg[0]!) : say('moneyRange', { min: money(Math.min(...perKg)), max: money(Math.max(...perKg)) }),
          weight: new Intl.NumberFormat(locale).format(recycling.basis[0]?.weightKg ?? profile?.weightKg ?? 0),
        }),
    ...thin(recycling),
  ];

  const repairText =
    item.condition === 'A'
      ? [say('repairNone')]
      : [
          say('repair', {
            ...range(repair),
            prices: counted('repairPrices', repair.comparables),
            grade: item.condition,
            faults: list(repair.likelyFaults.map((fault) => faultTerms[fault][language].query)),
          }),
          ...thin(repair),
        ];

  return [...resale, ...recyclingText, ...repairText].join(' ');
}

/**
 * The locale the text is written in, for its numbers too: the request's own when the catalogue
 * has its language (keeping its region: `en-US` writes `$`-style, `pt-BR` Brazilian), the
 * catalogue's language otherwise, and the catalogue's variant for a bare language (`pt` → `pt-PT`,
 * where Intl alone would write Brazilian Portuguese).
 */
export function writtenLocale(locale: string): string {
  const written = closestLanguage(locale);
  return languageOf(written) === languageOf(locale) && regionOf(locale) ? locale : written;
}

/** Distinct values, the most frequent first (first seen first among equals). */
function mostFrequent<T>(values: readonly T[]): T[] {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)!);
}
