import { describe, expect, it } from 'vitest';
import { modelMismatch } from './model-match.ts';

const check = (itemName: string, title: string, itemDescription?: string, itemBrand?: string) =>
  modelMismatch({ itemName, itemBrand, itemDescription, title });

describe('modelMismatch', () => {
  it('accepts titles naming the same model, spaced or not, with or without the brand', () => {
    expect(check('iPhone 12', 'Apple iPhone 12 64GB preto', undefined, 'Apple')).toBeUndefined();
    expect(check('iPhone 12', 'iPhone12 64 GB')).toBeUndefined();
    expect(check('Galaxy S21', 'Samsung Galaxy S 21 128 Go')).toBeUndefined();
    expect(check('iPhone 12', 'Se vende iPhone 12 64GB urgente')).toBeUndefined();
  });

  it('rejects a title that lacks the item model number', () => {
    expect(check('iPhone 12', 'iPhone 13 128GB')).toBe('the title lacks "12"');
    expect(check('MacBook Air M1 8GB 256GB', 'MacBook Air M2 8GB 256GB')).toBe('the title lacks "m1"');
    expect(check('Pixel 7', 'Google Pixel 7a')).toBe('the title lacks "7"');
  });

  it('rejects a variant the item is not, and requires the variant the item is', () => {
    expect(check('iPhone 12', 'iPhone 12 Pro Max 256GB')).toBe('the title names the "pro" variant');
    expect(check('Galaxy S21', 'Galaxy S21+ 128 Go')).toBe('the title names the "plus" variant');
    expect(check('Galaxy S21', 'Samsung Galaxy S21 FE')).toBe('the title names the "fe" variant');
    expect(check('iPhone 12 mini', 'iPhone 12 64GB')).toBe('the title lacks "mini"');
    expect(check('MacBook Air M1', 'MacBook Pro M1 13')).toBe('the title lacks "air"');
  });

  it('reads "iPhone 12 + capa" as an inclusion, not a Plus model', () => {
    expect(check('iPhone 12', 'iPhone 12 + capa')).toBeUndefined();
  });

  it('rejects another storage size when both name one, and takes the largest size as the storage', () => {
    expect(check('iPhone 12', 'iPhone 12 128GB', 'iPhone 12 64GB preto')).toBe('storage 128 GB is not the item\'s 64 GB');
    expect(check('MacBook Air M1 8GB 256GB', 'MacBook Air M1 8GB 512GB')).toBe('storage 512 GB is not the item\'s 256 GB');
    expect(check('Galaxy S21 128GB', 'Galaxy S21 5G 128 Go')).toBeUndefined();
    expect(check('iPhone 12 64GB', 'iPhone 12 preto')).toBeUndefined();
  });

  it('does not require years, units or sizes to be repeated', () => {
    expect(check('MacBook Air M1 2020', 'MacBook Air M1')).toBeUndefined();
    expect(check('VTT Rockrider ST 540 27,5"', 'Rockrider ST 540 taille M')).toBeUndefined();
    expect(check('Casaco Nuptse tamanho M', 'Casaco Nuptse')).toBeUndefined();
  });

  it('accepts a title carrying the item model code without its other numbers', () => {
    expect(check('Lavadora Bosch Serie 6 WAT28461ES', 'Lavadora Bosch WAT28461ES 8kg', undefined, 'Bosch')).toBeUndefined();
    expect(check('Lavadora Bosch Serie 6 WAT28461ES', 'Lavadora Bosch Serie 4 WAN28281ES', undefined, 'Bosch')).toBe(
      'the title lacks "6"',
    );
  });
});
