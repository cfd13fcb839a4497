import { describe, expect, it } from 'vitest';
import { fixtureMatches, queryWords, searchResults, underDomain, type Fixture } from './fixture.ts';

const chairs: Fixture = {
  name: 'chairs',
  match: { all: ['cadeira'], any: ['madeira', 'wooden chair'] },
  answer: 'Around 30 EUR.',
  results: [
    { title: 'Cadeira de madeira', url: 'https://www.olx.pt/d/anuncio/cadeira-1', content: 'Cadeira antiga, 30 €', raw_content: 'Página completa' },
    { title: 'Cadeira vintage', url: 'https://www.vinted.pt/items/2', content: 'Cadeira vintage, 25 €', score: 0.5 },
    { title: 'Cadeira IKEA', url: 'https://m.olx.pt/d/anuncio/cadeira-3', content: 'Cadeira usada, 10 €' },
    { title: 'Cadeira no eBay', url: 'https://www.ebay.com/itm/4', content: 'Chair, 40 USD' },
  ],
};

describe('queryWords', () => {
  it('lower-cases, strips accents and splits on anything but letters and digits', () => {
    expect(queryWords('Cadeira DOBRÁVEL, 2x (usada)')).toEqual(['cadeira', 'dobravel', '2x', 'usada']);
  });
});

describe('fixtureMatches', () => {
  it('needs every "all" word and one "any" word or phrase', () => {
    expect(fixtureMatches(chairs, 'Cadeira de Madeira usada')).toBe(true);
    expect(fixtureMatches(chairs, 'preço cadeira wooden chair')).toBe(true);
    expect(fixtureMatches(chairs, 'cadeira plástico')).toBe(false);
    expect(fixtureMatches(chairs, 'mesa de madeira')).toBe(false);
  });

  it('matches whole words and phrases in order, not substrings', () => {
    expect(fixtureMatches(chairs, 'cadeiras madeira')).toBe(false);
    expect(fixtureMatches(chairs, 'cadeira chair wooden')).toBe(false);
  });

  it('matches every query when it names no words', () => {
    expect(fixtureMatches({ name: 'catch-all', match: {}, results: [] }, 'anything')).toBe(true);
  });
});

describe('searchResults', () => {
  it('scores unscored results by position and returns the best first, without raw content', () => {
    expect(searchResults(chairs, { query: 'cadeira madeira' })).toEqual([
      { title: 'Cadeira de madeira', url: 'https://www.olx.pt/d/anuncio/cadeira-1', content: 'Cadeira antiga, 30 €', score: 0.95 },
      { title: 'Cadeira IKEA', url: 'https://m.olx.pt/d/anuncio/cadeira-3', content: 'Cadeira usada, 10 €', score: 0.85 },
      { title: 'Cadeira no eBay', url: 'https://www.ebay.com/itm/4', content: 'Chair, 40 USD', score: 0.8 },
      { title: 'Cadeira vintage', url: 'https://www.vinted.pt/items/2', content: 'Cadeira vintage, 25 €', score: 0.5 },
    ]);
  });

  it('returns five results unless max_results says otherwise', () => {
    const many: Fixture = { ...chairs, results: Array.from({ length: 7 }, (_, i) => ({ title: `T${i}`, url: `https://e.com/${i}`, content: 'C' })) };
    expect(searchResults(many, { query: 'q' }).map((result) => result.title)).toEqual(['T0', 'T1', 'T2', 'T3', 'T4']);
    expect(searchResults(many, { query: 'q', max_results: 7 })).toHaveLength(7);
  });

  it('keeps only included domains, drops excluded ones and honours max_results', () => {
    const urls = (request: Parameters<typeof searchResults>[1]) => searchResults(chairs, request).map((result) => result.url);
    expect(urls({ query: 'q', include_domains: ['olx.pt'] })).toEqual(['https://www.olx.pt/d/anuncio/cadeira-1', 'https://m.olx.pt/d/anuncio/cadeira-3']);
    expect(urls({ query: 'q', exclude_domains: ['olx.pt', 'ebay.com'] })).toEqual(['https://www.vinted.pt/items/2']);
    expect(urls({ query: 'q', max_results: 1 })).toEqual(['https://www.olx.pt/d/anuncio/cadeira-1']);
    expect(urls({ query: 'q', include_domains: ['custojusto.pt'] })).toEqual([]);
  });

  it('adds raw content when asked, falling back to the snippet', () => {
    const results = searchResults(chairs, { query: 'q', include_raw_content: 'text', max_results: 2 });
    expect(results.map((result) => result.raw_content)).toEqual(['Página completa', 'Cadeira usada, 10 €']);
  });
});

describe('underDomain', () => {
  it('accepts the domain, its www form and sub-domains, written as a host or a URL', () => {
    expect(underDomain('https://m.olx.pt/x', 'olx.pt')).toBe(true);
    expect(underDomain('https://olx.pt/x', 'www.olx.pt')).toBe(true);
    expect(underDomain('https://www.olx.pt/x', 'https://olx.pt/')).toBe(true);
    expect(underDomain('https://notolx.pt/x', 'olx.pt')).toBe(false);
    expect(underDomain('not a url', 'olx.pt')).toBe(false);
  });
});
