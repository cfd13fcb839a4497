import { tavily } from '@tavily/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSearchStub, type Fixture, type SearchStub } from './index.ts';

// The real client, end to end through HTTP. @tavily/core and axios read proxies and keys from the
// environment; make sure nothing set there can take these requests elsewhere.
beforeEach(() => {
  vi.stubEnv('no_proxy', '*');
  vi.stubEnv('TAVILY_HTTP_PROXY', '');
  vi.stubEnv('TAVILY_HTTPS_PROXY', '');
  vi.stubEnv('TAVILY_API_KEY', '');
});

let stub: SearchStub;
afterEach(async () => {
  await stub.close();
});

const bikes: Fixture = {
  name: 'road-bikes',
  match: { all: ['bicicleta'], any: ['estrada', 'road'] },
  results: [
    { title: 'Bicicleta de estrada Orbea', url: 'https://www.olx.pt/d/anuncio/orbea-1', content: 'Orbea Avant, tamanho 54, 650 €', score: 0.9, raw_content: 'Orbea Avant H30, 2019, tamanho 54, 650 €' },
    { title: 'Bicicleta estrada Trek', url: 'https://www.custojusto.pt/trek-2', content: 'Trek Domane, 800 €', score: 0.8 },
    { title: 'Road bike Specialized', url: 'https://www.vinted.pt/items/3', content: 'Specialized Allez, 500 €', score: 0.7 },
  ],
};

function client() {
  return tavily({ apiKey: 'test', apiBaseURL: stub.url });
}

describe('@tavily/core against the search stub', () => {
  it('returns the matching fixture, limited to the included domains and maxResults', async () => {
    stub = await startSearchStub({ fixtures: [bikes] });
    const response = await client().search('Bicicleta de estrada tamanho 54', { maxResults: 1, includeDomains: ['olx.pt', 'vinted.pt'] });
    expect(response.results).toEqual([
      { title: 'Bicicleta de estrada Orbea', url: 'https://www.olx.pt/d/anuncio/orbea-1', content: 'Orbea Avant, tamanho 54, 650 €', score: 0.9, images: [] },
    ]);
    expect(response.images).toEqual([]);
    expect(stub.requests[0]).toMatchObject({ path: '/search', fixture: 'road-bikes', body: { query: 'Bicicleta de estrada tamanho 54', max_results: 1, include_domains: ['olx.pt', 'vinted.pt'] } });
    expect(stub.requests[0]?.headers['authorization']).toBeUndefined();
  });

  it('sends raw content when asked', async () => {
    stub = await startSearchStub({ fixtures: [bikes] });
    const response = await client().search('road bicicleta', { maxResults: 1, includeRawContent: 'text' });
    expect(response.results[0]?.rawContent).toBe('Orbea Avant H30, 2019, tamanho 54, 650 €');
  });

  it('answers a query no fixture matches with no results', async () => {
    stub = await startSearchStub({ fixtures: [bikes] });
    const response = await client().search('sofá de canto');
    expect(response.results).toEqual([]);
    expect(stub.requests[0]?.fixture).toBeUndefined();
  });

  it('serves the shipped fixtures by default', async () => {
    stub = await startSearchStub();
    const response = await client().search('history of the lighthouse', { includeDomains: ['encyclopedia.example.org'] });
    expect(response.results.map((result) => result.title)).toEqual(['Lighthouse - Encyclopedia']);
  });

  it('refuses a request without a key', async () => {
    stub = await startSearchStub({ fixtures: [bikes] });
    await expect(tavily({ apiBaseURL: stub.url }).search('bicicleta estrada')).rejects.toThrow('Unauthorized: missing or invalid API key.');
  });
});

describe('faults seen through @tavily/core', () => {
  it('surfaces a 429', async () => {
    stub = await startSearchStub({ fixtures: [bikes] });
    stub.injectFault({ kind: '429', retryAfterSeconds: 2 });
    await expect(client().search('bicicleta estrada')).rejects.toThrow('excessive requests');
    expect((await client().search('bicicleta estrada')).results).toHaveLength(3);
  });

  it('surfaces a 500', async () => {
    stub = await startSearchStub({ fixtures: [bikes] });
    stub.injectFault({ kind: '500' });
    await expect(client().search('bicicleta estrada')).rejects.toThrow('Internal Server Error');
  });

  it('surfaces a body that is not JSON', async () => {
    stub = await startSearchStub({ fixtures: [bikes] });
    stub.injectFault({ kind: 'malformed-json' });
    await expect(client().search('bicicleta estrada')).rejects.toThrow('An unexpected error occurred');
  });

  it('lets the client timeout end a hanging request', async () => {
    stub = await startSearchStub({ fixtures: [bikes] });
    stub.injectFault({ kind: 'hang' });
    await expect(client().search('bicicleta estrada', { timeout: 1 })).rejects.toThrow('Request timed out after 1 seconds.');
  });
});
