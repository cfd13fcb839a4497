import { startSearchStub, type SearchStub } from '@circular/search-stub';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UpstreamError } from '../errors/index.ts';
import { createWebSearch } from './web-search.ts';

let stub: SearchStub;
beforeAll(async () => {
  stub = await startSearchStub({
    apiKey: 'right-key',
    fixtures: [{ name: 'bike', match: { all: ['bike'] }, results: [{ title: 'Red bike', url: 'https://shop.example/bike', content: 'Red bike, 120 €' }] }],
  });
});
afterAll(() => stub.close());
beforeEach(() => stub.reset());

// One second per attempt (Tavily's client counts whole seconds), so a hang costs one second.
const search = (apiKey = 'right-key') => createWebSearch({ apiKey, baseUrl: stub.url, timeoutMs: 1_000 });

describe('createWebSearch: one retry for a transient failure', () => {
  it.each(['500', 'hang', 'malformed-json', '429'] as const)('answers after a single %s, on the second attempt', async (kind) => {
    stub.injectFault({ kind, retryAfterSeconds: 0 });
    const results = await search().search('red bike');
    expect(results.map(({ url }) => url)).toEqual(['https://shop.example/bike']);
    expect(stub.requests).toHaveLength(2);
  });

  it('fails with search-unavailable when the retry fails too', async () => {
    stub.injectFault({ kind: '500', times: 2 });
    await expect(search().search('red bike')).rejects.toBeInstanceOf(UpstreamError);
    expect(stub.requests).toHaveLength(2);
  });

  it('does not retry a refused key', async () => {
    await expect(search('wrong-key').search('red bike')).rejects.toMatchObject({ type: 'search-unavailable' });
    expect(stub.requests).toHaveLength(1);
  });
});
