import { describe, expect, it } from 'vitest';
import { checkDescription, readListingPrices } from './model-answers.ts';

describe('readListingPrices', () => {
  it('reads the claims of an answer of the requested shape', () => {
    expect(readListingPrices({ listings: [{ url: 'https://olx.pt/a', price: 320, currency: 'EUR' }] })).toEqual([
      { url: 'https://olx.pt/a', price: 320, currency: 'EUR' },
    ]);
  });

  it.each([null, {}, { listings: [{ url: 'https://olx.pt/a', price: '320 €', currency: 'EUR' }] }])('refuses the answer %j', (parsed) => {
    expect(readListingPrices(parsed)).toBeUndefined();
  });
});

describe('checkDescription', () => {
  const itemText = 'iPhone 12 Apple iPhone 12 64GB preto, bateria 86% Telemóveis';

  it('keeps a description whose numbers are all the item’s own, tidied', () => {
    expect(checkDescription({ parsed: { description: '  iPhone 12 preto,\n64GB, bateria a 86%. ' }, itemText })).toBe('iPhone 12 preto, 64GB, bateria a 86%.');
  });

  it.each([
    ['a number the item does not have', 'iPhone 12 com 128GB.'],
    ['a price', 'iPhone 12 por apenas 300.'],
    ['a currency sign', 'iPhone 12, vale pouco €.'],
    ['a link', 'iPhone 12, ver https://olx.pt/a.'],
    ['nothing', '   '],
    ['too much', 'iPhone 12. '.repeat(80)],
  ])('refuses a description with %s', (_case, description) => {
    expect(checkDescription({ parsed: { description }, itemText })).toBeUndefined();
  });

  it('refuses an answer of another shape', () => {
    expect(checkDescription({ parsed: { text: 'iPhone 12' }, itemText })).toBeUndefined();
  });
});
