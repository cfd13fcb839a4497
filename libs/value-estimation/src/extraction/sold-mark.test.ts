import { describe, expect, it } from 'vitest';
import { soldMark } from './sold-mark.ts';

const listing = (title: string, text = title, url = 'https://www.olx.pt/d/anuncio/x.html') => ({ url, title, text });

describe('soldMark', () => {
  it('reads a sold-listings page from its address', () => {
    expect(soldMark(listing('Apple iPhone 12 64GB', 'Apple iPhone 12 64GB 280 €', 'https://www.ebay.es/sch/i.html?_nkw=iphone+12&LH_Sold=1'))).toMatch(/sold-listings page/);
  });

  it('reads a sale stated in the title, in any of the searched languages, accents and case aside', () => {
    expect(soldMark(listing('VENDIDO - iPhone 12 64GB'))).toBe('"vendido" in the title');
    expect(soldMark(listing('[Sold] iPhone 12'))).toBe('"sold" in the title');
    expect(soldMark(listing('iPhone 12 vendu'))).toBe('"vendu" in the title');
  });

  it('reads a sale stated in the text', () => {
    expect(soldMark(listing('iPhone 12 64GB', 'iPhone 12 64GB. Artigo vendido a 12/11.'))).toBe('"artigo vendido"');
  });

  it('does not take a seller named on a shop page, an offer to sell, or a plain listing for a sale', () => {
    expect(soldMark(listing('iPhone 12 64GB vendido por Worten'))).toBeUndefined();
    expect(soldMark(listing('iPhone 12 sold by Amazon'))).toBeUndefined();
    expect(soldMark(listing('Vendo iPhone 12 64GB', 'Vendo iPhone 12 64GB em bom estado, 300 €'))).toBeUndefined();
    expect(soldMark(listing('iPhone 12 64GB preto'))).toBeUndefined();
  });
});
