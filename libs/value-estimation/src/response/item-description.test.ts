import { describe, expect, it } from 'vitest';
import { describeItemByTemplate, itemTitle } from './item-description.ts';

describe('describeItemByTemplate', () => {
  const item = { name: 'iPhone 12', brand: 'Apple', condition: 'C' as const, description: 'Ecrã com riscos' };

  it.each([
    ['pt-PT', 'Apple iPhone 12, grau C (desgaste visível, mas a funcionar). Notas do vendedor: Ecrã com riscos'],
    ['pt', 'Apple iPhone 12, grau C (desgaste visível, mas a funcionar). Notas do vendedor: Ecrã com riscos'],
    ['en-US', "Apple iPhone 12, grade C (visible wear but working). Seller's notes: Ecrã com riscos"],
    ['es-ES', 'Apple iPhone 12, grado C (desgaste visible, pero funciona). Notas del vendedor: Ecrã com riscos'],
    ['fr', 'Apple iPhone 12, grade C (usure visible mais fonctionnel). Notes du vendeur : Ecrã com riscos'],
    ['de-DE', "Apple iPhone 12, grade C (visible wear but working). Seller's notes: Ecrã com riscos"],
  ])('describes the item and its grade in %s, with the seller’s notes as written', (locale, expected) => {
    expect(describeItemByTemplate({ item, locale })).toBe(expected);
  });

  it('leaves out notes the seller did not write', () => {
    expect(describeItemByTemplate({ item: { name: 'Rockrider ST 540', condition: 'A' }, locale: 'en' })).toBe('Rockrider ST 540, grade A (as new).');
  });
});

describe('itemTitle', () => {
  it('puts the brand first unless the name has it', () => {
    expect([itemTitle({ name: 'Galaxy S21', brand: 'Samsung' }), itemTitle({ name: 'Samsung Galaxy S21', brand: 'samsung' })]).toEqual([
      'Samsung Galaxy S21',
      'Samsung Galaxy S21',
    ]);
  });
});
