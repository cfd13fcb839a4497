import { describe, expect, it } from 'vitest';
import { decimalSeparatorOf, extractPrices, isPriceInText, parseAmount } from './price-extraction.ts';

const read = (text: string, options?: Parameters<typeof extractPrices>[1]) =>
  extractPrices(text, options).map(({ amount, currency, unit }) => (unit ? [amount, currency, unit] : [amount, currency]));

describe('extractPrices', () => {
  it.each([
    ['320 €', 320, 'EUR'],
    ['320€', 320, 'EUR'],
    ['€320', 320, 'EUR'],
    ['€ 280', 280, 'EUR'],
    ['320,00 EUR', 320, 'EUR'],
    ['EUR 1.250,50', 1250.5, 'EUR'],
    ['1.299 €', 1299, 'EUR'],
    ['1 299,99 €', 1299.99, 'EUR'],
    ['1\u00a0299 €', 1299, 'EUR'],
    ['1.299,- €', 1299, 'EUR'],
    ['45 euros', 45, 'EUR'],
    ['£250', 250, 'GBP'],
    ['£1,299.99', 1299.99, 'GBP'],
    ['250 GBP', 250, 'GBP'],
    ['$650', 650, 'USD'],
    ['R$ 1.500', 1500, 'BRL'],
  ])('reads %j as %d %s', (text, amount, currency) => {
    expect(read(text)).toEqual([[amount, currency]]);
  });

  it('does not take a number without a currency for a price', () => {
    expect(read('iPhone 12 64GB, bateria 87%, 2 anos')).toEqual([]);
    expect(read('Galaxy S21 Ultra 128 GB')).toEqual([]);
  });

  it('does not glue a model number to the price after it', () => {
    expect(read('iPhone 12 320 €')).toEqual([[320, 'EUR']]);
    expect(read('Samsung S21 290 €')).toEqual([[290, 'EUR']]);
  });

  it('reads a plain-space thousands group after punctuation, a line break or a price label', () => {
    expect(read('Prix : 1 200 €')).toEqual([[1200, 'EUR']]);
    expect(read('Vélo VTT\n1 299 €')).toEqual([[1299, 'EUR']]);
    expect(read('prix 1 050 €')).toEqual([[1050, 'EUR']]);
    expect(read('€ 1 299,99 négociable')).toEqual([[1299.99, 'EUR']]);
  });

  it('finds every price in a price list, with where it was written', () => {
    const text = 'Ecrã: 129,90€. Bateria 69 €';
    expect(extractPrices(text)).toEqual([
      { amount: 129.9, currency: 'EUR', raw: '129,90€', index: 6 },
      { amount: 69, currency: 'EUR', raw: '69 €', index: 23 },
    ]);
  });

  it('marks prices per kilogram and converts prices per tonne', () => {
    expect(read('Alumínio: 1,05 €/kg')).toEqual([[1.05, 'EUR', 'kg']]);
    expect(read('a 3,60 € por kg')).toEqual([[3.6, 'EUR', 'kg']]);
    expect(read('2,50 € le kilo')).toEqual([[2.5, 'EUR', 'kg']]);
    expect(read('0,16 € el kilo')).toEqual([[0.16, 'EUR', 'kg']]);
    expect(read('850 € la tonne')).toEqual([[0.85, 'EUR', 'kg']]);
    expect(read('350 €/t')).toEqual([[0.35, 'EUR', 'kg']]);
  });

  it('reads three decimals in a per-kilogram price by the locale, but never in an item price', () => {
    expect(read('1,200 €/kg', { decimalSeparator: ',' })).toEqual([[1.2, 'EUR', 'kg']]);
    expect(read('1,200 €/kg', { decimalSeparator: '.' })).toEqual([[1200, 'EUR', 'kg']]);
    expect(read('1,200 €', { decimalSeparator: ',' })).toEqual([[1200, 'EUR']]);
    expect(read('0,350 €/kg')).toEqual([[0.35, 'EUR', 'kg']]);
  });
});

describe('parseAmount', () => {
  it.each([
    ['320', 320],
    ['320,00', 320],
    ['12.5', 12.5],
    ['1.299', 1299],
    ['1,299', 1299],
    ['1.299,99', 1299.99],
    ['1,299.99', 1299.99],
    ['1.299.999', 1299999],
    ['1 299,99', 1299.99],
    ['0,350', 0.35],
  ])('reads %j as %d', (written, amount) => {
    expect(parseAmount(written)).toBe(amount);
  });

  it('refuses what is not a number', () => {
    expect(parseAmount('abc')).toBeUndefined();
    expect(parseAmount('')).toBeUndefined();
  });
});

describe('decimalSeparatorOf', () => {
  it('is a point for English and a comma for the other covered languages', () => {
    expect(['en', 'en-GB', 'pt', 'es', 'fr', 'de', 'it'].map(decimalSeparatorOf)).toEqual([
      '.', '.', ',', ',', ',', ',', ',',
    ]);
  });
});

describe('isPriceInText', () => {
  const text = 'iPhone 12 64GB preto, bateria 87%. Preço: 320,00 €. Portes 4,50 €';

  it('accepts a price written in the text in any format', () => {
    expect(isPriceInText(320, text)).toBe(true);
    expect(isPriceInText(4.5, text, { currency: 'EUR' })).toBe(true);
  });

  it('rejects a price that is not written there, or only as a bare number', () => {
    expect(isPriceInText(300, text)).toBe(false);
    expect(isPriceInText(64, text)).toBe(false);
    expect(isPriceInText(87, text)).toBe(false);
    expect(isPriceInText(Number.NaN, text)).toBe(false);
  });

  it('rejects a price in another currency than the one asked for', () => {
    expect(isPriceInText(320, text, { currency: 'GBP' })).toBe(false);
  });

  it('tells prices per kilogram from item prices', () => {
    expect(isPriceInText(3.2, 'Telemóveis: 3,20 €/kg')).toBe(false);
    expect(isPriceInText(3.2, 'Telemóveis: 3,20 €/kg', { unit: 'kg' })).toBe(true);
  });
});
