import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../catalog/index.ts';
import { createProductIndex } from './product-index.ts';
import { searchableProducts } from './searchable-products.ts';

const index = createProductIndex(searchableProducts(seedCatalog));
const topIds = (query: string, options?: { category?: string }, n = 3) => index.search(query, options).slice(0, n).map((hit) => hit.id);

describe('product index', () => {
  it('ranks the exactly named product first with score 1, then its variants', () => {
    const hits = index.search('iphone 12');
    expect(hits[0]).toEqual({ id: 'apple-iphone-12', score: 1 });
    expect(hits.slice(1, 3).map((hit) => hit.id).sort()).toEqual(['apple-iphone-12-mini', 'apple-iphone-12-pro']);
    expect(hits[1]!.score).toBeLessThan(1);
  });

  it('ignores case, accents, punctuation and filler words of a sentence', () => {
    expect(topIds('Quero vender o meu IPHONE-12, 128GB azul', undefined, 1)).toEqual(['apple-iphone-12']);
  });

  it('finds a product by a word typed without a space between name and number', () => {
    expect(topIds('iphone12', undefined, 1)).toEqual(['apple-iphone-12']);
  });

  it('finds a product by an alias', () => {
    expect(topIds('ps5', undefined, 1)).toEqual(['sony-playstation-5']);
    expect(topIds('bimby', undefined, 1)).toEqual(['vorwerk-thermomix-tm6']);
  });

  it('joins two words the catalogue knows only as one', () => {
    expect(topIds('air fryer philips', undefined, 2).sort()).toEqual(['philips-airfryer-serie-3000-hd9200', 'philips-airfryer-xl-hd9270']);
  });

  it('keeps two known words apart even when their join is an alias', () => {
    expect(topIds('playstation 5', undefined, 2)).toEqual(['sony-playstation-5', 'sony-playstation-5-slim']);
  });

  it('does not guess typos in short words', () => {
    expect(index.search('nike').every((hit) => hit.id.startsWith('nike-'))).toBe(true);
  });

  it('tolerates one typo in a longer word', () => {
    expect(topIds('samsumg galaxy s23 ultra', undefined, 1)).toEqual(['samsung-galaxy-s23-ultra']);
  });

  it('matches numbers exactly, so 1 is neither 11 nor 12', () => {
    const scores = new Map(index.search('iphone 1').map((hit) => [hit.id, hit.score]));
    expect(scores.get('apple-iphone-11')).toBe(scores.get('apple-iphone-12'));
    expect(index.search('128')).toEqual([]);
  });

  it('matches a category word in either language', () => {
    const pt = index.search('bicicleta trek').map((hit) => hit.id);
    expect(pt.slice(0, 3).sort()).toEqual(['trek-domane-al-2-gen-3', 'trek-fx-3-disc', 'trek-marlin-7-gen-2']);
    expect(topIds('portátil lenovo', undefined, 4).every((id) => id.startsWith('lenovo-'))).toBe(true);
  });

  it('keeps to the category when one is given', () => {
    expect(index.search('samsung', { category: 'tablets' }).map((hit) => hit.id).sort()).toEqual([
      'samsung-galaxy-tab-a8',
      'samsung-galaxy-tab-s8',
      'samsung-galaxy-tab-s9',
    ]);
  });

  it('returns nothing when no word names a product, even if an option value matches', () => {
    expect(index.search('azul')).toEqual([]);
    expect(index.search('quero vender')).toEqual([]);
    expect(index.search('zzzz qqqq')).toEqual([]);
  });
});
