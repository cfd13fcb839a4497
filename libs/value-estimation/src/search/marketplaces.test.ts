import { describe, expect, it } from 'vitest';
import {
  countryMarkets,
  marketForLocale,
  marketplaceOfUrl,
  minComparablesBeforeWidening,
  nextWideningStep,
  wideningSteps,
} from './marketplaces.ts';

describe('countryMarkets', () => {
  it('lists the national marketplaces of each country from the issue', () => {
    const national = Object.fromEntries(
      Object.values(countryMarkets).map((m) => [
        m.country,
        m.marketplaces.filter((p) => p.kind === 'national-marketplace').map((p) => p.domain),
      ]),
    );
    expect(national).toEqual({
      PT: ['olx.pt', 'custojusto.pt', 'vinted.pt', 'wallapop.com'],
      ES: ['wallapop.com', 'milanuncios.com', 'vinted.es'],
      FR: ['leboncoin.fr', 'vinted.fr'],
      DE: ['kleinanzeigen.de', 'ebay.de'],
      IT: ['subito.it', 'ebay.it'],
      GB: ['ebay.co.uk', 'gumtree.com'],
    });
  });

  it('gives every country refurbished sellers for the wider step', () => {
    for (const market of Object.values(countryMarkets)) {
      expect(market.marketplaces.filter((p) => p.kind === 'refurbished-seller').length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('marketForLocale', () => {
  it('maps the spec default and its spellings to Portugal in euros', () => {
    for (const language of [undefined, 'PT-PT', 'pt-pt', 'pt_PT', 'pt']) {
      const market = marketForLocale(language);
      expect([market.country, market.currency, market.searchLanguage, market.language]).toEqual(['PT', 'EUR', 'pt', 'pt']);
    }
    expect(marketForLocale('PT-PT').locale).toBe('pt-PT');
  });

  it('maps each covered locale to its country, currency and Tavily country name', () => {
    expect(
      ['es-ES', 'fr-FR', 'de-DE', 'it-IT', 'en-GB'].map((l) => {
        const m = marketForLocale(l);
        return [m.country, m.currency, m.searchLanguage, m.searchCountry];
      }),
    ).toEqual([
      ['ES', 'EUR', 'es', 'spain'],
      ['FR', 'EUR', 'fr', 'france'],
      ['DE', 'EUR', 'de', 'germany'],
      ['IT', 'EUR', 'it', 'italy'],
      ['GB', 'GBP', 'en', 'united kingdom'],
    ]);
  });

  it('lets the region pick the market and keeps the language for the prose', () => {
    const market = marketForLocale('en-PT');
    expect([market.country, market.searchLanguage, market.language, market.locale]).toEqual(['PT', 'pt', 'en', 'en-PT']);
  });

  it('falls back to the language home country for an uncovered region, and reads en-UK as GB', () => {
    expect(marketForLocale('en-US').country).toBe('GB');
    expect(marketForLocale('pt-BR').country).toBe('PT');
    expect(marketForLocale('fr-BE').country).toBe('FR');
    expect(marketForLocale('en-UK').locale).toBe('en-GB');
  });

  it('falls back to Portugal for an uncovered language or an unreadable value', () => {
    expect(marketForLocale('nl-NL').country).toBe('PT');
    expect(marketForLocale('not a locale')).toMatchObject({ country: 'PT', locale: 'pt-PT', language: 'pt' });
  });
});

describe('marketplaceOfUrl', () => {
  const pt = marketForLocale('pt-PT');

  it('recognises a marketplace on its domain or any subdomain', () => {
    expect(marketplaceOfUrl('https://www.olx.pt/d/anuncio/x-ID1.html', pt)?.name).toBe('OLX');
    expect(marketplaceOfUrl('https://pt.wallapop.com/item/x-1', pt)?.kind).toBe('national-marketplace');
    expect(marketplaceOfUrl('https://www.backmarket.pt/pt-pt/p/x', pt)?.kind).toBe('refurbished-seller');
  });

  it('does not take a look-alike host or a non-http URL for a marketplace', () => {
    expect(marketplaceOfUrl('https://notolx.pt/x', pt)).toBeUndefined();
    expect(marketplaceOfUrl('https://olx.pt.evil.example/x', pt)).toBeUndefined();
    expect(marketplaceOfUrl('ftp://olx.pt/x', pt)).toBeUndefined();
    expect(marketplaceOfUrl('not a url', pt)).toBeUndefined();
  });
});

describe('widening', () => {
  const pt = marketForLocale('pt-PT');

  it('goes national, then other marketplaces and refurbished sellers, then unrestricted', () => {
    expect(wideningSteps(pt)).toEqual([
      { id: 'national', includeDomains: ['olx.pt', 'custojusto.pt', 'vinted.pt', 'wallapop.com'] },
      { id: 'wider', includeDomains: ['backmarket.pt', 'swappie.com', 'cashconverters.pt'] },
      { id: 'unrestricted', includeDomains: undefined },
    ]);
  });

  it('widens only while comparables are fewer than the minimum', () => {
    expect(minComparablesBeforeWidening).toBe(5);
    expect(nextWideningStep({ market: pt, current: 'national', comparables: 4 })?.id).toBe('wider');
    expect(nextWideningStep({ market: pt, current: 'wider', comparables: 0 })?.id).toBe('unrestricted');
    expect(nextWideningStep({ market: pt, current: 'national', comparables: 5 })).toBeUndefined();
    expect(nextWideningStep({ market: pt, current: 'unrestricted', comparables: 0 })).toBeUndefined();
  });
});
