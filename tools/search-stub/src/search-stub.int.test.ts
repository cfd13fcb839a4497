import { afterEach, describe, expect, it } from 'vitest';
import { startSearchStub, type Fixture, type SearchStub } from './index.ts';

let stub: SearchStub;
afterEach(async () => {
  await stub.close();
});

const kettle: Fixture = {
  name: 'kettle',
  match: { all: ['kettle'] },
  answer: 'Kettles sell for about 10 EUR.',
  results: [{ title: 'Kettle', url: 'https://www.olx.pt/kettle', content: 'Chaleira, 10 €', score: 0.9 }],
};

function post(path: string, body: unknown, headers: Record<string, string> = { authorization: 'Bearer test' }) {
  return fetch(`${stub.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

describe('search stub over HTTP', () => {
  it('answers in Tavily shape, with the answer when asked for', async () => {
    stub = await startSearchStub({ fixtures: [kettle] });
    const body = (await (await post('/search', { query: 'old kettle', include_answer: true })).json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      query: 'old kettle',
      answer: 'Kettles sell for about 10 EUR.',
      results: [{ title: 'Kettle', url: 'https://www.olx.pt/kettle', content: 'Chaleira, 10 €', score: 0.9 }],
      images: [],
      request_id: 'stub-search-1',
    });
    expect(typeof body['response_time']).toBe('number');
  });

  it('refuses bad bodies as Tavily does', async () => {
    stub = await startSearchStub({ fixtures: [kettle] });
    const tooLong = await post('/search', { query: 'k'.repeat(401) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({ detail: { error: 'Query is too long. Max query length is 400 characters.' } });
    expect((await post('/search', '{')).status).toBe(400);
  });

  it('accepts only the configured key when one is set', async () => {
    stub = await startSearchStub({ fixtures: [kettle], apiKey: 'secret' });
    expect((await post('/search', { query: 'kettle' })).status).toBe(401);
    expect((await post('/search', { query: 'kettle' }, { authorization: 'Bearer secret' })).status).toBe(200);
  });

  it('says which route it serves', async () => {
    stub = await startSearchStub({ fixtures: [] });
    const extract = await post('/extract', { urls: [] });
    expect(extract.status).toBe(404);
    expect(await extract.json()).toEqual({ detail: { error: 'search-stub serves POST /search, not POST /extract.' } });
  });

  it('lets an added fixture win over the starting ones until reset', async () => {
    stub = await startSearchStub({ fixtures: [kettle] });
    stub.addFixture({ name: 'override', match: { all: ['kettle'] }, results: [] });
    await post('/search', { query: 'kettle' });
    stub.reset();
    await post('/search', { query: 'kettle' });
    expect(stub.requests.map((request) => request.fixture)).toEqual(['kettle']);
  });

  it('closes while a request hangs, failing that request', async () => {
    stub = await startSearchStub({ fixtures: [] });
    stub.injectFault({ kind: 'hang' });
    const hanging = post('/search', { query: 'kettle' });
    await expect.poll(() => stub.requests.length).toBe(1);
    await stub.close();
    await expect(hanging).rejects.toThrow();
  });
});

describe('admin API', () => {
  it('injects faults, sets latency, adds fixtures, lists and resets requests', async () => {
    stub = await startSearchStub({ fixtures: [] });
    expect(await (await post('/__admin/faults', { kind: '429', retryAfterSeconds: 4 }, {})).json()).toEqual({ pending: 1 });
    expect(await (await post('/__admin/latency', { ms: 5 }, {})).json()).toEqual({ latencyMs: 5 });
    expect(await (await post('/__admin/fixtures', [kettle], {})).json()).toEqual({ fixtures: 1 });

    const limited = await post('/search', { query: 'kettle' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('4');
    const found = (await (await post('/search', { query: 'kettle' })).json()) as { results: unknown[] };
    expect(found.results).toHaveLength(1);

    const recorded = (await (await fetch(`${stub.url}/__admin/requests`)).json()) as { fault?: string; fixture?: string }[];
    expect(recorded.map(({ fault, fixture }) => ({ fault, fixture }))).toEqual([{ fault: '429' }, { fixture: 'kettle' }]);

    await post('/__admin/reset', {}, {});
    expect(stub.requests).toEqual([]);
    expect(((await (await post('/search', { query: 'kettle' })).json()) as { results: unknown[] }).results).toEqual([]);
  });

  it('refuses a fixture that is not well formed', async () => {
    stub = await startSearchStub({ fixtures: [] });
    const response = await post('/__admin/fixtures', { name: 'bad', results: [{ title: 'T' }] }, {});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'added fixture: results[0].url must be a string' });
  });
});
