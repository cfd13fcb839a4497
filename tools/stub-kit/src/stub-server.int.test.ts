import { afterEach, describe, expect, it } from 'vitest';
import { readJson, sendJson } from './http-server.ts';
import { StubControls, type RecordedExchange } from './stub-controls.ts';
import { serveStub, type StubServer } from './stub-server.ts';

const faultKinds = ['429', '500', 'hang'] as const;
type Kind = (typeof faultKinds)[number];
type Recorded = RecordedExchange<unknown, Kind>;

let stub: StubServer<Kind, Recorded>;
afterEach(async () => {
  await stub.close();
});

/** A stub that records and echoes `POST /echo`, fails on `POST /boom` and keeps a list under `POST /__admin/items`. */
async function startEchoStub() {
  const items: string[] = [];
  const controls = new StubControls<Kind, Recorded>({
    faultKinds,
    adminRoutes: {
      'POST /__admin/items': (body) => {
        if (typeof body !== 'string') throw new TypeError('an item is a string');
        items.push(body);
        return { items: items.length };
      },
    },
  });
  return serveStub({
    controls,
    sendInvalidJson: (response, message) => sendJson(response, 400, { problem: message }),
    sendFailure: (response, message) => sendJson(response, 500, { failure: message }),
    handle: async ({ request, response, url }) => {
      if (url.pathname === '/boom') throw new Error('handler broke');
      const body = await readJson(request);
      controls.record({ method: request.method ?? 'POST', path: url.pathname, headers: {}, body });
      sendJson(response, 200, { echo: body, sequence: controls.nextSequence() });
    },
  });
}

function post(path: string, body: string) {
  return fetch(`${stub.origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
}

describe('serveStub', () => {
  it('listens on loopback and hands requests outside /__admin/ to the stub', async () => {
    stub = await startEchoStub();
    expect(stub.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await post('/echo', '{"a":1}');
    expect([response.status, await response.json()]).toEqual([200, { echo: { a: 1 }, sequence: 1 }]);
    expect(stub.requests).toEqual([{ method: 'POST', path: '/echo', headers: {}, body: { a: 1 } }]);
  });

  it('answers bodies that are not JSON, and handler failures, in the stub error shape', async () => {
    stub = await startEchoStub();
    const invalid = await post('/echo', '{not json');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ problem: expect.stringMatching(/^request body is not JSON: /) });
    const failed = await post('/boom', '{}');
    expect([failed.status, await failed.json()]).toEqual([500, { failure: 'stub failure: handler broke' }]);
  });

  it('serves the shared admin routes and the stub own ones, refusing what it cannot take', async () => {
    stub = await startEchoStub();
    expect(await (await post('/__admin/faults', '{"kind":"429","times":2}')).json()).toEqual({ pending: 2 });
    expect(await (await post('/__admin/latency', '{"ms":3}')).json()).toEqual({ latencyMs: 3 });
    expect(await (await post('/__admin/items', '"kettle"')).json()).toEqual({ items: 1 });
    const refused = await post('/__admin/items', '42');
    expect([refused.status, await refused.json()]).toEqual([400, { error: 'an item is a string' }]);
    const unknown = await post('/__admin/rules', '{}');
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: 'no admin route POST /__admin/rules' }]);
    const invalid = await post('/__admin/items', '{oops');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ problem: expect.stringMatching(/^request body is not JSON: /) });
  });

  it('lists requests over the admin API and forgets them on reset', async () => {
    stub = await startEchoStub();
    await post('/echo', '"one"');
    const listed = await (await fetch(`${stub.origin}/__admin/requests`)).json();
    expect(listed).toEqual([{ method: 'POST', path: '/echo', headers: {}, body: 'one' }]);
    expect(await (await post('/__admin/reset', '')).json()).toEqual({ reset: true });
    expect(stub.requests).toEqual([]);
    expect(await (await post('/echo', '"two"')).json()).toEqual({ echo: 'two', sequence: 1 });
  });

  it('closes twice without complaint', async () => {
    stub = await startEchoStub();
    await stub.close();
    await expect(stub.close()).resolves.toBeUndefined();
  });
});
