import { InvalidRequestError } from '@circular/runtime';
import { fakeModel } from '@langchain/core/testing';
import { describe, expect, it } from 'vitest';
import { brands } from './brands.ts';

describe('brands', () => {
  it('validates a brand for a category from the table', async () => {
    const response = await brands({ language: 'en', agent_specific: { operation: 'validate', brand: 'trek', category: 'footwear' } });
    expect(response.valid).toBe(false);
    expect(response.message).toBe('Trek is a known brand, but not in footwear.');
  });

  it('discovers a category’s brands, those known first for it first', async () => {
    const response = await brands({ agent_specific: { operation: 'discover', category: 'consoles', limit: 2 } });
    expect(response.brands.map((b) => b.brand)).toEqual(['Nintendo', 'Sega']);
  });

  it('names the missing argument of an operation', async () => {
    await expect(brands({ agent_specific: { operation: 'normalise' } })).rejects.toMatchObject({ errors: [{ pointer: '/agent_specific/brand' }] });
    await expect(brands({ agent_specific: { operation: 'nope' } } as never)).rejects.toBeInstanceOf(InvalidRequestError);
  });

  it('asks a model only about strings the table does not know, and marks its answer for review', async () => {
    const model = fakeModel().structuredResponse({ brand: 'Velotric' });
    const deps = { model };
    const unknown = await brands({ agent_specific: { operation: 'normalise', brand: 'velotric thunder' } }, deps);
    expect(unknown.valid).toBe(false);
    expect(unknown.brands).toEqual([{ brand: 'Velotric', method: 'model', score: 0.5, categories: [], source: 'model', needs_review: true }]);
    const refusing = { model: fakeModel().structuredResponse({ brand: 'Adidas' }) };
    const known = await brands({ agent_specific: { operation: 'normalise', brand: 'Nike' } }, refusing);
    expect(known.brands.map((b) => [b.brand, b.needs_review])).toEqual([['Nike', false]]);
  });

  it('adds brands that search results name, checked against the results, as proposals to review', async () => {
    const search = {
      search: async () => [{ title: 'Best bike brands 2026', url: 'https://example.com/bikes', content: 'Trek, Velotric and Canyon lead the market.', score: 0.9 }],
    };
    const model = fakeModel().structuredResponse({ brands: ['Velotric', 'Trek', 'Imaginary Bikes'] });
    const response = await brands({ agent_specific: { operation: 'discover', category: 'bikes', limit: 3 } }, { search, model });
    expect(response.brands.map((b) => [b.brand, b.source, b.needs_review])).toEqual([
      ['Trek', 'table', false],
      ['Specialized', 'table', false],
      ['Giant', 'table', false],
      ['Velotric', 'search', true],
    ]);
  });
});
