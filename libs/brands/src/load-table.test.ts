import type { SafeResponse } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import { brands } from './brands.ts';

const catalogueWith = (brandsInCatalogue: string[]) => ({
  safeFetch: async (): Promise<SafeResponse> => ({
    url: 'https://core.example.com/api/catalog/products',
    status: 200,
    headers: new Headers() as SafeResponse['headers'],
    contentType: 'application/json',
    body: Buffer.from(JSON.stringify({ results: brandsInCatalogue.map((brand) => ({ brand, category: 'bikes' })) })),
  }),
});

describe('loadTable', () => {
  it('adds catalogue brands the table does not know, as catalogue matches, and never fuzzy-merges them', async () => {
    const deps = { fetcher: catalogueWith(['Trek', 'Velocita Bikes', 'Canyonn']) };
    const request = { agent_specific: { operation: 'normalise' as const, brand: 'velocita bikes' }, service_core_base_url: 'https://core.example.com/api' };
    const found = await brands(request, deps);
    expect(found.brands).toMatchObject([{ brand: 'Velocita Bikes', method: 'catalogue', source: 'catalogue', needs_review: false }]);
    const typo = await brands({ ...request, agent_specific: { operation: 'normalise', brand: 'Canyonn' } }, deps);
    expect(typo.brands).toMatchObject([{ brand: 'Canyonn', method: 'catalogue' }]);
  });
});
