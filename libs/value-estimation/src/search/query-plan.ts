import { categoryProfileOf, faultTerms } from '../item/category-profiles.ts';
import { wideningSteps, type MarketContext, type SearchLanguage, type WideningStep, type WideningStepId } from './marketplaces.ts';
import { likelyFaults } from '../figures/repair-cost.ts';
import type { ServiceItem } from '../item/service-item.ts';
import { formatStorage, storageGb, withoutStorageSizes } from '../item/storage-size.ts';
import { normaliseText } from '../extraction/text-match.ts';

export type SearchPurpose = 'resale' | 'recycling' | 'repair';

/** One web search to run, in Tavily's terms. */
export interface SearchQuery {
  purpose: SearchPurpose;
  query: string;
  /** Tavily `includeDomains`; absent means unrestricted. */
  includeDomains?: string[];
  /** Tavily `country`: boosts results from the market's country. */
  country: string;
  /** For resale searches, the widening step the query belongs to. */
  step?: WideningStepId;
}

/** Tavily refuses longer queries. */
export const maxQueryLength = 400;

/**
 * The words that aim a query, per language. Each widening step has its own wording, so the step
 * is visible in the query itself (and a search stub can answer each step differently), and no
 * step's words contain another's.
 */
export const queryVocabulary: Readonly<
  Record<SearchLanguage, Record<WideningStepId, string> & { recycling: string; repair: string }>
> = {
  pt: { national: 'usado', wider: 'recondicionado', unrestricted: 'segunda mão preço', recycling: 'preço kg', repair: 'reparação preço' },
  es: { national: 'segunda mano', wider: 'reacondicionado', unrestricted: 'usado precio', recycling: 'precio kg', repair: 'reparación precio' },
  fr: { national: 'occasion', wider: 'reconditionné', unrestricted: 'seconde main prix', recycling: 'prix kg', repair: 'réparation prix' },
  de: { national: 'gebraucht', wider: 'generalüberholt', unrestricted: 'second hand Preis', recycling: 'Preis kg', repair: 'Reparatur Preis' },
  it: { national: 'usato', wider: 'ricondizionato', unrestricted: 'seconda mano prezzo', recycling: 'prezzo kg', repair: 'riparazione prezzo' },
  en: { national: 'used', wider: 'refurbished', unrestricted: 'second hand price', recycling: 'price per kg', repair: 'repair price' },
};

/** Model names beyond this many words are descriptions, which make searches vaguer, not sharper. */
const maxNameWords = 12;

const load = /(?<![\p{L}\p{N}])\d{1,2}(?:[.,]\d)?\s?kg(?![\p{L}\p{N}])/iu;
const chip = /(?<![\p{L}\p{N}])(?:M[1-4](?:\s(?:Pro|Max|Ultra))?|i[3579]-\d{4,5}[A-Z0-9]{0,3}|i[3579]|Ryzen\s\d(?:\s\d{4}[A-Z]{0,2})?)(?![\p{L}\p{N}])/u;

/** User text reduced to what a search engine can use: letters, digits and a few joining marks, single-spaced. */
function clean(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/[^\p{L}\p{N}\s+.,'-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const compact = (text: string) => normaliseText(text).replace(/ /g, '');

/**
 * The spec that most sets the price of the item, as written in its name or description: the
 * storage (the largest memory size named), else an appliance's load in kg, else a laptop chip.
 */
export function keySpec(item: Pick<ServiceItem, 'name' | 'description'>): string | undefined {
  for (const text of [item.name, item.description ?? '']) {
    const storage = storageGb(text);
    if (storage !== undefined) return formatStorage(storage);
    const found = load.exec(text)?.[0] ?? chip.exec(text)?.[0];
    if (found) return found.replace(/\s+/g, ' ');
  }
  return undefined;
}

/** `text` without the word or pair of words that spell `spec` ("64 GB" for "64GB"). */
function withoutWords(text: string, spec: string): string {
  const target = compact(spec);
  const parts = text.split(' ');
  for (let i = 0; i < parts.length; i++) {
    if (compact(parts[i] ?? '') === target) return [...parts.slice(0, i), ...parts.slice(i + 1)].join(' ');
    if (compact(`${parts[i]}${parts[i + 1] ?? ''}`) === target) return [...parts.slice(0, i), ...parts.slice(i + 2)].join(' ');
  }
  return text;
}

/**
 * The item's words and then the words that aim the query, within Tavily's length cap. Only the
 * item's words are cut (at a word boundary where there is one), so a long name never pushes the
 * step's wording out of the query.
 */
function joinQuery(itemParts: readonly (string | undefined)[], aim: string): string {
  const subject = itemParts.filter((part): part is string => Boolean(part)).join(' ').replace(/\s+/g, ' ').trim();
  const room = maxQueryLength - aim.length - 1;
  let cut = subject;
  if (subject.length > room) {
    const head = subject.slice(0, room + 1);
    const boundary = head.lastIndexOf(' ');
    cut = (boundary > 0 ? head.slice(0, boundary) : subject.slice(0, room)).trim();
  }
  return `${cut} ${aim}`.trim();
}

/** The item as a search names it: brand (unless the name has it) and the name's first words. */
function subject(item: ServiceItem): { brand: string | undefined; name: string } {
  const name = clean(item.name).split(' ').slice(0, maxNameWords).join(' ');
  const brand = item.brand ? clean(item.brand) : undefined;
  const brandInName = brand !== undefined && normaliseText(name).includes(normaliseText(brand));
  return { brand: brand && !brandInName ? brand : undefined, name };
}

/**
 * The queries for one resale search round: brand + model + key spec + the step's wording, then (as
 * the budget allows) the model with the seller's category, then the model without the spec so
 * offers that omit it are found too. Distinct, deterministic, each within Tavily's length cap.
 */
export function planResaleQueries({
  item,
  market,
  step,
  maxQueries = 3,
}: {
  item: ServiceItem;
  market: MarketContext;
  step: WideningStep;
  maxQueries?: number;
}): SearchQuery[] {
  const { brand, name } = subject(item);
  const spec = keySpec(item);
  const specInName = spec !== undefined && compact(name).includes(compact(spec));
  const stepWords = queryVocabulary[market.searchLanguage][step.id];
  const category = item.category ? clean(item.category) : undefined;
  const categoryInName = category !== undefined && compact(name).includes(compact(category));
  const nameWithoutSpec = spec && specInName ? withoutWords(name, spec) : name;
  const candidates = [
    joinQuery([brand, name, specInName ? undefined : spec], stepWords),
    category && !categoryInName ? joinQuery([brand, name, category], stepWords) : undefined,
    spec ? joinQuery([brand, nameWithoutSpec], stepWords) : undefined,
  ];
  const queries = [...new Set(candidates.filter((query): query is string => Boolean(query)))];
  return queries.slice(0, Math.max(1, Math.min(3, maxQueries))).map((query) => ({
    purpose: 'resale',
    query,
    ...(step.includeDomains ? { includeDomains: [...step.includeDomains] } : {}),
    country: market.searchCountry,
    step: step.id,
  }));
}

/** The search for scrap prices of the item's material, or undefined for an item with no category profile. */
export function planRecyclingQuery({ item, market }: { item: ServiceItem; market: MarketContext }): SearchQuery | undefined {
  const profile = categoryProfileOf(item);
  if (profile === undefined) return undefined;
  const vocabulary = queryVocabulary[market.searchLanguage];
  return {
    purpose: 'recycling',
    query: joinQuery([profile.material[market.searchLanguage].query], vocabulary.recycling),
    country: market.searchCountry,
  };
}

/**
 * The search for repair prices of the item's likely faults (at most two, the most common, to keep
 * the query sharp), or undefined when none are likely (grade A) or the category is unknown.
 */
export function planRepairQuery({ item, market }: { item: ServiceItem; market: MarketContext }): SearchQuery | undefined {
  const profile = categoryProfileOf(item);
  const faults = likelyFaults(item).slice(0, 2);
  if (profile === undefined || faults.length === 0) return undefined;
  const language = market.searchLanguage;
  const { brand, name } = subject(item);
  const model = withoutStorageSizes(name);
  const itemWords = profile.repairSubject === 'model' ? [brand, model] : [profile.repairSubject[language]];
  return {
    purpose: 'repair',
    query: joinQuery(
      [...itemWords, ...faults.map((fault) => faultTerms[fault][language].query)],
      queryVocabulary[language].repair,
    ),
    country: market.searchCountry,
  };
}

/**
 * The first search round of an estimate: the recycling and repair searches the item needs, and
 * resale queries on the national marketplaces for the rest of the budget (at least one, at most
 * three). The default budget of three keeps the common path to one parallel round of searches.
 */
export function planSearches({
  item,
  market,
  maxSearches = 3,
}: {
  item: ServiceItem;
  market: MarketContext;
  maxSearches?: number;
}): SearchQuery[] {
  const [national] = wideningSteps(market);
  const step: WideningStep = national ?? { id: 'national', includeDomains: undefined };
  const others = [planRecyclingQuery({ item, market }), planRepairQuery({ item, market })].filter(
    (query): query is SearchQuery => query !== undefined,
  );
  return [...planResaleQueries({ item, market, step, maxQueries: maxSearches - others.length }), ...others];
}
