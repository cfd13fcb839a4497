import type { CurrencyCode } from '../extraction/price-extraction.ts';

export type CountryCode = 'PT' | 'ES' | 'FR' | 'DE' | 'IT' | 'GB';

/** Languages the query vocabulary and listing keywords cover. */
export type SearchLanguage = 'pt' | 'es' | 'fr' | 'de' | 'it' | 'en';

/**
 * Where a price was found. Private classifieds are the comparables the estimate is about; other
 * marketplaces and refurbished sellers are searched only when those are too few, and their prices
 * are discounted differently (see `sale-discount.ts`).
 */
export type SourceKind = 'national-marketplace' | 'other-marketplace' | 'refurbished-seller';

export interface Marketplace {
  /** Registrable domain; listings on any subdomain (`pt.wallapop.com`) belong to it. */
  domain: string;
  name: string;
  kind: SourceKind;
}

export interface CountryMarket {
  /** ISO 3166-1 alpha-2 (the United Kingdom is `GB`; locales written `en-UK` map to it). */
  country: CountryCode;
  /** Tavily's `country` search option: the country's English name in lower case. */
  searchCountry: string;
  /** ISO 4217; figures stay in this currency because no citable exchange rate is at hand. */
  currency: Extract<CurrencyCode, 'EUR' | 'GBP'>;
  /** The language listings on this country's marketplaces are written in, hence the queries'. */
  searchLanguage: SearchLanguage;
  marketplaces: readonly Marketplace[];
}

const national = (domain: string, name: string): Marketplace => ({ domain, name, kind: 'national-marketplace' });
const other = (domain: string, name: string): Marketplace => ({ domain, name, kind: 'other-marketplace' });
const refurbished = (domain: string, name: string): Marketplace => ({ domain, name, kind: 'refurbished-seller' });

/**
 * The second-hand marketplaces of each country, as data: add a country or a site here and the
 * query plan, the widening steps and the source classification all follow.
 */
export const countryMarkets: Readonly<Record<CountryCode, CountryMarket>> = {
  PT: {
    country: 'PT',
    searchCountry: 'portugal',
    currency: 'EUR',
    searchLanguage: 'pt',
    marketplaces: [
      national('olx.pt', 'OLX'),
      national('custojusto.pt', 'CustoJusto'),
      national('vinted.pt', 'Vinted'),
      national('wallapop.com', 'Wallapop'),
      refurbished('backmarket.pt', 'Back Market'),
      refurbished('swappie.com', 'Swappie'),
      refurbished('cashconverters.pt', 'Cash Converters'),
    ],
  },
  ES: {
    country: 'ES',
    searchCountry: 'spain',
    currency: 'EUR',
    searchLanguage: 'es',
    marketplaces: [
      national('wallapop.com', 'Wallapop'),
      national('milanuncios.com', 'Milanuncios'),
      national('vinted.es', 'Vinted'),
      other('ebay.es', 'eBay España'),
      other('todocoleccion.net', 'Todocoleccion'),
      refurbished('backmarket.es', 'Back Market'),
      refurbished('cashconverters.es', 'Cash Converters'),
      refurbished('swappie.com', 'Swappie'),
    ],
  },
  FR: {
    country: 'FR',
    searchCountry: 'france',
    currency: 'EUR',
    searchLanguage: 'fr',
    marketplaces: [
      national('leboncoin.fr', 'leboncoin'),
      national('vinted.fr', 'Vinted'),
      other('ebay.fr', 'eBay France'),
      other('fr.shopping.rakuten.com', 'Rakuten'),
      refurbished('backmarket.fr', 'Back Market'),
      refurbished('cashconverters.fr', 'Cash Converters'),
      refurbished('easycash.fr', 'easyCash'),
    ],
  },
  DE: {
    country: 'DE',
    searchCountry: 'germany',
    currency: 'EUR',
    searchLanguage: 'de',
    marketplaces: [
      national('kleinanzeigen.de', 'Kleinanzeigen'),
      national('ebay.de', 'eBay'),
      other('vinted.de', 'Vinted'),
      refurbished('rebuy.de', 'reBuy'),
      refurbished('backmarket.de', 'Back Market'),
      refurbished('refurbed.de', 'refurbed'),
    ],
  },
  IT: {
    country: 'IT',
    searchCountry: 'italy',
    currency: 'EUR',
    searchLanguage: 'it',
    marketplaces: [
      national('subito.it', 'Subito'),
      national('ebay.it', 'eBay'),
      other('vinted.it', 'Vinted'),
      other('wallapop.com', 'Wallapop'),
      refurbished('backmarket.it', 'Back Market'),
      refurbished('refurbed.it', 'refurbed'),
      refurbished('swappie.com', 'Swappie'),
    ],
  },
  GB: {
    country: 'GB',
    searchCountry: 'united kingdom',
    currency: 'GBP',
    searchLanguage: 'en',
    marketplaces: [
      national('ebay.co.uk', 'eBay'),
      national('gumtree.com', 'Gumtree'),
      other('vinted.co.uk', 'Vinted'),
      other('preloved.co.uk', 'Preloved'),
      refurbished('backmarket.co.uk', 'Back Market'),
      refurbished('musicmagpie.co.uk', 'musicMagpie'),
      refurbished('webuy.com', 'CeX'),
    ],
  },
};

/** The country a bare language code (`pt`, `en`) means, for locales that name no region we cover. */
const countryOfLanguage: Readonly<Record<SearchLanguage, CountryCode>> = {
  pt: 'PT',
  es: 'ES',
  fr: 'FR',
  de: 'DE',
  it: 'IT',
  en: 'GB',
};

/** The spec's default `language`. */
export const defaultLocale = 'pt-PT';

export interface MarketContext extends CountryMarket {
  /** The request's locale as BCP 47 (`PT-PT` → `pt-PT`, `en_us` → `en-US`). */
  locale: string;
  /** Language subtag of the locale: the language of the response's prose (reasoning, description). */
  language: string;
}

/**
 * The market a request's `language` points at. The region decides the country when we cover it
 * (`en-PT` searches Portuguese marketplaces, in Portuguese, while the reasoning is in English);
 * otherwise the language's home country (`pt-BR` → PT, `en-US` → GB); otherwise the spec's default.
 */
export function marketForLocale(language: string = defaultLocale): MarketContext {
  const match = /^([a-z]{2,3})(?:[-_]([a-z]{2}))?$/i.exec(language.trim());
  const lang = match?.[1]?.toLowerCase() ?? 'pt';
  const rawRegion = match?.[2]?.toUpperCase();
  const region = rawRegion === 'UK' ? 'GB' : rawRegion;
  const country =
    region !== undefined && Object.hasOwn(countryMarkets, region)
      ? (region as CountryCode)
      : Object.hasOwn(countryOfLanguage, lang)
        ? countryOfLanguage[lang as SearchLanguage]
        : 'PT';
  const locale = match ? (region ? `${lang}-${region}` : lang) : defaultLocale;
  return { ...countryMarkets[country], locale, language: match ? lang : 'pt' };
}

/** Host of a URL in lower case without `www.`, or undefined when it is not an http(s) URL. */
export function hostOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    return parsed.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

/** The marketplace of this country a URL belongs to, if any. */
export function marketplaceOfUrl(url: string, market: CountryMarket): Marketplace | undefined {
  const host = hostOf(url);
  if (host === undefined) return undefined;
  return market.marketplaces.find(({ domain }) => host === domain || host.endsWith(`.${domain}`));
}

/**
 * The search rounds, narrowest first. Each step lists only the domains not searched before (the
 * caller keeps earlier rounds' results), so a wider round spends its result slots on new sources;
 * the last step has no domain restriction at all.
 */
export type WideningStepId = 'national' | 'wider' | 'unrestricted';

export interface WideningStep {
  id: WideningStepId;
  /** Tavily `includeDomains`; undefined means unrestricted. */
  includeDomains: readonly string[] | undefined;
}

export function wideningSteps(market: CountryMarket): WideningStep[] {
  const domainsOf = (kinds: readonly SourceKind[]) =>
    market.marketplaces.filter(({ kind }) => kinds.includes(kind)).map(({ domain }) => domain);
  return [
    { id: 'national', includeDomains: domainsOf(['national-marketplace']) },
    { id: 'wider', includeDomains: domainsOf(['other-marketplace', 'refurbished-seller']) },
    { id: 'unrestricted', includeDomains: undefined },
  ];
}

/**
 * Fewer comparables than this after filtering and outlier removal and the search widens one step.
 * Five is the smallest sample whose quartiles are not just its extremes.
 */
export const minComparablesBeforeWidening = 5;

/** The step to search next, or undefined when the evidence suffices or there is no wider step. */
export function nextWideningStep({
  market,
  current,
  comparables,
}: {
  market: CountryMarket;
  current: WideningStepId;
  comparables: number;
}): WideningStep | undefined {
  if (comparables >= minComparablesBeforeWidening) return undefined;
  const steps = wideningSteps(market);
  return steps[steps.findIndex(({ id }) => id === current) + 1];
}
