import { describe, expect, it } from 'vitest';
import { checkExtractedListings } from './extracted-listing-check.ts';
import { marketForLocale } from '../search/marketplaces.ts';

const pt = marketForLocale('pt-PT');
const results = [
  {
    title: 'iPhone 12 64GB Preto',
    url: 'https://www.olx.pt/d/anuncio/iphone-12-64gb-preto-IDHqW3k.html',
    content: 'Vendo iPhone 12 64GB preto em bom estado. 320 € Lisboa',
    score: 0.9,
  },
  {
    title: 'Iphone 12 - OLX Portugal',
    url: 'https://www.olx.pt/telemoveis/q-iphone-12/',
    content: 'iPhone 12 320 € · iPhone 12 riscado 295 € · iPhone 12 310 €',
    rawContent: 'iPhone 12 64GB com riscos no ecrã — 295 € — Porto',
    score: 0.8,
  },
];

describe('checkExtractedListings', () => {
  it('keeps a price written in the result and takes URL, title and grade from the result', () => {
    const { listings, dropped } = checkExtractedListings({
      extracted: [{ url: 'http://olx.pt/d/anuncio/iphone-12-64gb-preto-IDHqW3k.html#gallery', price: 320, currency: 'eur' }],
      results,
      market: pt,
    });
    expect(dropped).toEqual([]);
    expect(listings).toEqual([
      {
        url: 'https://www.olx.pt/d/anuncio/iphone-12-64gb-preto-IDHqW3k.html',
        title: 'iPhone 12 64GB Preto',
        text: 'iPhone 12 64GB Preto\nVendo iPhone 12 64GB preto em bom estado. 320 € Lisboa',
        price: 320,
        currency: 'EUR',
        condition: undefined,
        source: { domain: 'olx.pt', name: 'OLX', kind: 'national-marketplace' },
      },
    ]);
  });

  it('accepts a price the model read from the raw page content', () => {
    const listing = {
      title: 'iPhone 12 64GB azul',
      url: 'https://www.olx.pt/d/anuncio/iphone-12-64gb-azul-IDJk2Lm.html',
      content: 'iPhone 12 64GB azul, sempre com capa.',
      rawContent: 'iPhone 12 64GB azul, sempre com capa. Preço: 295 € — Porto',
      score: 0.8,
    };
    const { listings } = checkExtractedListings({ extracted: [{ url: listing.url, price: 295, currency: 'EUR' }], results: [listing], market: pt });
    expect(listings.map((l) => l.price)).toEqual([295]);
  });

  it('leaves out a page listing several offers even when the model picked one of them, as the rules do', () => {
    const { listings, dropped } = checkExtractedListings({
      extracted: [{ url: 'https://www.olx.pt/telemoveis/q-iphone-12/', price: 295, currency: 'EUR' }],
      results,
      market: pt,
    });
    expect(listings).toEqual([]);
    expect(dropped).toEqual([
      { url: 'https://www.olx.pt/telemoveis/q-iphone-12/', title: 'Iphone 12 - OLX Portugal', reason: 'several-prices', detail: '3 different prices in the text; not a single listing' },
    ]);
  });

  it('rejects a price that is not in the result text', () => {
    const { listings, dropped } = checkExtractedListings({
      extracted: [{ url: results[0]!.url, price: 350, currency: 'EUR' }],
      results,
      market: pt,
    });
    expect(listings).toEqual([]);
    expect(dropped).toEqual([
      { url: results[0]!.url, title: 'iPhone 12 64GB Preto', reason: 'price-not-in-text', detail: '350 EUR is not written in the result' },
    ]);
  });

  it('rejects an invented URL', () => {
    const { dropped } = checkExtractedListings({
      extracted: [{ url: 'https://www.olx.pt/d/anuncio/iphone-12-invented-ID0.html', price: 320, currency: 'EUR' }],
      results,
      market: pt,
    });
    expect(dropped.map((d) => d.reason)).toEqual(['url-not-in-results']);
  });

  it('rejects another currency and a non-positive price', () => {
    const { dropped } = checkExtractedListings({
      extracted: [
        { url: results[0]!.url, price: 320, currency: 'USD' },
        { url: results[0]!.url, price: 0, currency: 'EUR' },
        { url: results[0]!.url, price: Number.NaN, currency: 'EUR' },
      ],
      results,
      market: pt,
    });
    expect(dropped.map((d) => d.reason)).toEqual(['other-currency', 'no-price', 'no-price']);
  });
});
