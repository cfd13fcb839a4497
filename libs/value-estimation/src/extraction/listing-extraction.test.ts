import { describe, expect, it } from 'vitest';
import { listingFromResult, listingsFromResults } from './listing-extraction.ts';
import { marketForLocale } from '../search/marketplaces.ts';

const pt = marketForLocale('pt-PT');
const result = (title: string, content: string, url = 'https://www.olx.pt/d/anuncio/x-ID1.html') => ({ title, url, content, score: 0.9 });

describe('listingFromResult', () => {
  it('reads a listing: price, currency, stated grade and marketplace', () => {
    expect(listingFromResult({ result: result('iPhone 12 64GB como novo', 'Sem riscos, com caixa. 400 € Coimbra'), market: pt })).toEqual({
      listing: {
        url: 'https://www.olx.pt/d/anuncio/x-ID1.html',
        title: 'iPhone 12 64GB como novo',
        text: 'iPhone 12 64GB como novo\nSem riscos, com caixa. 400 € Coimbra',
        price: 400,
        currency: 'EUR',
        condition: 'A',
        source: { domain: 'olx.pt', name: 'OLX', kind: 'national-marketplace' },
      },
    });
  });

  it('prefers a price in the title to one in the content', () => {
    const read = listingFromResult({ result: result('iPhone 12 - 300 €', 'Comprado por 899 €'), market: pt });
    expect('listing' in read && read.listing.price).toBe(300);
  });

  it('leaves a site outside the market table without a source', () => {
    const read = listingFromResult({ result: result('iPhone 12', '300 €', 'https://example.com/x'), market: pt });
    expect('listing' in read && read.listing.source).toBeUndefined();
  });

  it('drops a result without a price', () => {
    expect(listingFromResult({ result: result('Troco iPhone 12', 'Troco por Samsung S21.'), market: pt })).toEqual({
      dropped: {
        url: 'https://www.olx.pt/d/anuncio/x-ID1.html',
        title: 'Troco iPhone 12',
        reason: 'no-price',
        detail: 'no price with a currency in the title or content',
      },
    });
  });

  it('drops a page listing several offers', () => {
    const read = listingFromResult({ result: result('iPhone 12 - OLX', 'iPhone 12 320 € · iPhone 12 295 € · iPhone 12 310 €'), market: pt });
    expect('dropped' in read && read.dropped.reason).toBe('several-prices');
  });

  it('drops a price in another currency rather than convert it without a citable rate', () => {
    const read = listingFromResult({ result: result('iPhone 12', 'Importado. $650'), market: pt });
    expect('dropped' in read && read.dropped).toMatchObject({ reason: 'other-currency', detail: expect.stringContaining('USD') });
  });

  it('drops a zero price', () => {
    const read = listingFromResult({ result: result('iPhone 12', 'Ofereço. 0 €'), market: pt });
    expect('dropped' in read && read.dropped.reason).toBe('no-price');
  });

  it('reads the price in pounds for a British market', () => {
    const gb = marketForLocale('en-GB');
    const read = listingFromResult({ result: result('iPhone 12 64GB', 'Good condition. £1,250.00', 'https://www.ebay.co.uk/itm/1'), market: gb });
    expect('listing' in read && [read.listing.price, read.listing.currency]).toEqual([1250, 'GBP']);
  });
});

describe('listingsFromResults', () => {
  it('keeps the order and separates listings from drops', () => {
    const { listings, dropped } = listingsFromResults({
      results: [result('A', '100 €', 'https://www.olx.pt/a'), result('B', 'sem preço', 'https://www.olx.pt/b'), result('C', '120 €', 'https://www.olx.pt/c')],
      market: pt,
    });
    expect(listings.map((l) => l.title)).toEqual(['A', 'C']);
    expect(dropped.map((d) => d.title)).toEqual(['B']);
  });
});
