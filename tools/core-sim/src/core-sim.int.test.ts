import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startCoreSim, type CoreSim } from './core-sim.ts';

const sims: CoreSim[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(sims.splice(0).map((sim) => sim.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function start(options: Parameters<typeof startCoreSim>[0] = {}): Promise<CoreSim> {
  const sim = await startCoreSim({ seed: 'test', ...options });
  sims.push(sim);
  return sim;
}

async function call(url: string, { method = 'GET', body, headers = {} }: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>) };
}

const iphone = { product_id: 'apple-iphone-12', options: { storage: '128gb', colour: 'blue' } };

async function answerPhoneProtocol(sim: CoreSim, itemId: string) {
  const answers: Record<string, unknown> = {
    powers_on: true,
    screen_condition: 'light-scratches',
    body_condition: 'good',
    battery_health: 87,
    account_removed: true,
    photo_screen: 'https://img.example/screen.jpg',
    photo_back: 'data:image/jpeg;base64,/9j/4AAQ',
  };
  for (const [questionId, value] of Object.entries(answers)) {
    const { status } = await call(`${sim.submissionUrl}/submissions/${itemId}/answers/${questionId}`, { method: 'PUT', body: { value } });
    expect(status).toBe(200);
  }
}

describe('core-sim over HTTP', () => {
  it('searches the catalogue and serves a product with its options', async () => {
    const sim = await start();
    const search = await call(`${sim.coreUrl}/catalog/products?q=${encodeURIComponent('Telemóvel iPhone 12')}&limit=2`);
    expect(search.status).toBe(200);
    expect(search.body).toMatchObject({ query: 'Telemóvel iPhone 12', results: [{ id: 'apple-iphone-12', brand: 'Apple', category: 'phones' }, {}] });
    const product = await call(`${sim.coreUrl}/catalog/products/apple-iphone-12`);
    expect(product.body).toMatchObject({ id: 'apple-iphone-12', image_url: `${sim.coreUrl}/images/apple-iphone-12.svg` });
    expect((product.body!['option_types'] as { id: string }[]).map((t) => t.id)).toEqual(['storage', 'colour']);
  });

  it('creates an item once per idempotency key: 201, then 200 replays with the same id', async () => {
    const sim = await start();
    const first = await call(`${sim.coreUrl}/items`, { method: 'POST', body: iphone, headers: { 'idempotency-key': 'k-1' } });
    const again = await call(`${sim.coreUrl}/items`, { method: 'POST', body: { options: { colour: 'blue', storage: '128gb' }, product_id: 'apple-iphone-12' }, headers: { 'idempotency-key': 'k-1' } });
    expect(first.status).toBe(201);
    expect(first.headers.get('location')).toBe(`${sim.coreUrl}/items/${String(first.body!['id'])}`);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(sim.db.itemCount()).toBe(1);
  });

  it('refuses an idempotency key reused with a different body with 409', async () => {
    const sim = await start();
    await call(`${sim.coreUrl}/items`, { method: 'POST', body: iphone, headers: { 'idempotency-key': 'k-1' } });
    const reused = await call(`${sim.coreUrl}/items`, { method: 'POST', body: { ...iphone, options: { storage: '256gb', colour: 'blue' } }, headers: { 'idempotency-key': 'k-1' } });
    expect(reused.status).toBe(409);
    expect(reused.headers.get('content-type')).toBe('application/problem+json');
    expect(reused.body).toMatchObject({ type: '/problems/idempotency-key-reused', status: 409 });
    expect(sim.db.itemCount()).toBe(1);
  });

  it('names every bad option of an item request by pointer', async () => {
    const sim = await start();
    const { status, body } = await call(`${sim.coreUrl}/items`, { method: 'POST', body: { product_id: 'apple-iphone-12', options: { colour: 'orange', ram: '8gb' } } });
    expect(status).toBe(422);
    expect(body!['errors']).toEqual([
      { pointer: '/options/ram', message: 'the product has no option ram; its options: storage, colour' },
      { pointer: '/options/storage', message: 'required; one of: 64gb, 128gb, 256gb' },
      { pointer: '/options/colour', message: 'no value "orange" for option colour; one of: black, white, red, green, blue, purple' },
    ]);
  });

  it('records answers, refuses completion while required ones are missing, then completes once', async () => {
    const sim = await start();
    const item = (await call(`${sim.coreUrl}/items`, { method: 'POST', body: iphone })).body!;
    const itemId = String(item['id']);
    const protocol = await call(`${sim.coreUrl}/items/${itemId}/protocol`);
    expect((protocol.body!['questions'] as { id: string }[]).map((q) => q.id)).toEqual([
      'powers_on', 'screen_condition', 'body_condition', 'battery_health', 'account_removed', 'accessories', 'photo_screen', 'photo_back',
    ]);

    const invalid = await call(`${sim.submissionUrl}/submissions/${itemId}/answers/battery_health`, { method: 'PUT', body: { value: 140 } });
    expect(invalid.status).toBe(422);
    expect(invalid.body!['errors']).toEqual([{ pointer: '/value', message: 'must be between 0 and 100' }]);

    await call(`${sim.submissionUrl}/submissions/${itemId}/answers/powers_on`, { method: 'PUT', body: { value: true } });
    const early = await call(`${sim.submissionUrl}/submissions/${itemId}/complete`, { method: 'POST', headers: { 'idempotency-key': 'c-1' } });
    expect(early.status).toBe(422);
    expect((early.body!['errors'] as { pointer: string }[]).map((e) => e.pointer)).toEqual([
      '/answers/screen_condition', '/answers/body_condition', '/answers/battery_health', '/answers/account_removed', '/answers/photo_screen', '/answers/photo_back',
    ]);

    await answerPhoneProtocol(sim, itemId);
    const done = await call(`${sim.submissionUrl}/submissions/${itemId}/complete`, { method: 'POST', headers: { 'idempotency-key': 'c-1' } });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ item_id: itemId, status: 'completed' });
    expect(done.body!['summary']).toMatchObject({
      product: { id: 'apple-iphone-12', name: 'iPhone 12' },
      options: [
        { option_type_id: 'storage', value_id: '128gb', value_labels: { 'pt-PT': '128 GB', en: '128 GB' } },
        { option_type_id: 'colour', value_id: 'blue', value_labels: { 'pt-PT': 'Azul', en: 'Blue' } },
      ],
    });
    const again = await call(`${sim.submissionUrl}/submissions/${itemId}/complete`, { method: 'POST' });
    expect(again.body).toEqual(done.body);

    const late = await call(`${sim.submissionUrl}/submissions/${itemId}/answers/powers_on`, { method: 'PUT', body: { value: false } });
    expect(late.status).toBe(409);
    expect((await call(`${sim.coreUrl}/items/${itemId}`)).body!['status']).toBe('submitted');
    const page = await fetch(String(done.body!['continue_url']));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Apple iPhone 12');
  });

  it('records the offer accepted with the completion once: a later completion with another amount gets the stored offer', async () => {
    const sim = await start();
    const itemId = String((await call(`${sim.coreUrl}/items`, { method: 'POST', body: iphone })).body!['id']);
    await answerPhoneProtocol(sim, itemId);
    const offer = { currency: 'EUR', min: 270, max: 295, basis: 'asking', comparables: 8, grade: { scale: 'internal', grade: 'B' }, disposition: 'resell_c2c' };
    const complete = (body: unknown, key: string) => call(`${sim.submissionUrl}/submissions/${itemId}/complete`, { method: 'POST', headers: { 'idempotency-key': key }, body });

    const refused = await complete({ offer: { ...offer, min: 300, basis: 'guess', grade: { scale: 'internal' } } }, 'c-0');
    expect(refused.status).toBe(422);
    expect(refused.body!['errors']).toEqual([
      { pointer: '/offer/max', message: 'must be >= min' },
      { pointer: '/offer/basis', message: 'must be one of: asking, sold, recycling' },
      { pointer: '/offer/grade', message: 'must be { scale, grade }, two strings of 1 to 32 characters' },
    ]);
    expect((await call(`${sim.submissionUrl}/submissions/${itemId}`)).body).toMatchObject({ status: 'open', offer: null });

    const done = await complete({ offer }, 'c-1');
    expect(done.status).toBe(200);
    expect(done.body!['offer']).toEqual(offer);
    const tampered = await complete({ offer: { ...offer, min: 900, max: 990 } }, 'c-2');
    expect(tampered.status).toBe(200);
    expect(tampered.body!['offer']).toEqual(offer);
    expect((await call(`${sim.submissionUrl}/submissions/${itemId}`)).body).toMatchObject({ status: 'completed', offer });
    const page = await (await fetch(String(done.body!['continue_url']))).text();
    expect(page).toContain('270–295 EUR · 8 asking · internal B · resell_c2c');
  });

  it('completes without an offer when none is sent, and shows that on the continue page', async () => {
    const sim = await start();
    const itemId = String((await call(`${sim.coreUrl}/items`, { method: 'POST', body: iphone })).body!['id']);
    await answerPhoneProtocol(sim, itemId);
    const done = await call(`${sim.submissionUrl}/submissions/${itemId}/complete`, { method: 'POST', headers: { 'idempotency-key': 'c-1' }, body: {} });
    expect(done.body!['offer']).toBeNull();
    expect(await (await fetch(String(done.body!['continue_url']))).text()).toContain('No offer accepted');
  });

  it('keeps a photo sent as a data URL and answers with the URL it serves it from', async () => {
    const sim = await start();
    const itemId = String((await call(`${sim.coreUrl}/items`, { method: 'POST', body: iphone })).body!['id']);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const recorded = await call(`${sim.submissionUrl}/submissions/${itemId}/answers/photo_back`, {
      method: 'PUT',
      body: { value: `data:image/png;base64,${png.toString('base64')}` },
    });
    const photoUrl = `${sim.submissionUrl}/photos/${itemId}/photo_back`;
    expect(recorded.body!['value']).toBe(photoUrl);
    expect((await call(`${sim.submissionUrl}/submissions/${itemId}`)).body!['answers']).toMatchObject([{ question_id: 'photo_back', value: photoUrl }]);
    const served = await fetch(photoUrl);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
  });

  it('answers an injected 500 without doing the work, for the next N calls of the route only', async () => {
    const sim = await start();
    sim.faults.inject({ route: 'createItem', kind: '500', times: 2 });
    expect((await call(`${sim.coreUrl}/catalog/products/apple-iphone-12`)).status).toBe(200);
    expect((await call(`${sim.coreUrl}/items`, { method: 'POST', body: iphone })).status).toBe(500);
    expect((await call(`${sim.coreUrl}/items`, { method: 'POST', body: iphone })).status).toBe(500);
    expect(sim.db.itemCount()).toBe(0);
    expect((await call(`${sim.coreUrl}/items`, { method: 'POST', body: iphone })).status).toBe(201);
  });

  it('closes the connection for a down route without doing the work', async () => {
    const sim = await start();
    sim.faults.inject({ route: 'createItem', kind: 'down' });
    await expect(call(`${sim.coreUrl}/items`, { method: 'POST', body: iphone })).rejects.toThrow('fetch failed');
    expect(sim.db.itemCount()).toBe(0);
    expect(sim.requests()).toEqual([
      { operation: 'createItem', method: 'POST', path: '/core/items', idempotencyKey: null, status: null, fault: 'down' },
    ]);
  });

  it('does the work and drops the answer for a lost response, so a keyed retry replays it', async () => {
    const sim = await start();
    sim.faults.inject({ route: 'createItem', kind: 'lost' });
    const keyed = { method: 'POST', body: iphone, headers: { 'idempotency-key': 'k-lost' } };
    await expect(call(`${sim.coreUrl}/items`, keyed)).rejects.toThrow('fetch failed');
    expect(sim.db.itemCount()).toBe(1);
    const retry = await call(`${sim.coreUrl}/items`, keyed);
    expect(retry.status).toBe(200);
    expect(sim.db.itemCount()).toBe(1);
  });

  it('takes faults and latency through the admin API', async () => {
    const sim = await start();
    const injected = await call(`${sim.origin}/__admin/faults`, { method: 'POST', body: [{ route: 'searchProducts', kind: '500' }] });
    expect(injected).toMatchObject({ status: 201, body: { faults: [{ route: 'searchProducts', kind: '500', delayMs: 2000 }] } });
    expect((await call(`${sim.coreUrl}/catalog/products?q=ps5`)).status).toBe(500);
    expect((await call(`${sim.coreUrl}/catalog/products?q=ps5`)).status).toBe(200);

    const bad = await call(`${sim.origin}/__admin/faults`, { method: 'POST', body: { kind: 'meltdown' } });
    expect(bad.status).toBe(422);
    expect((await call(`${sim.origin}/__admin/latency`, { method: 'PUT', body: { latencyMs: 5 } })).body).toEqual({ latencyMs: 5 });
    expect((await call(`${sim.origin}/__admin/requests`)).body!['requests']).toHaveLength(2);
  });

  it('keeps items and answers when restarted on the same database file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'core-sim-'));
    dirs.push(dir);
    const dbPath = join(dir, 'sim.sqlite');
    const first = await start({ dbPath });
    const item = (await call(`${first.coreUrl}/items`, { method: 'POST', body: iphone, headers: { 'idempotency-key': 'k-restart' } })).body!;
    await call(`${first.submissionUrl}/submissions/${String(item['id'])}/answers/powers_on`, { method: 'PUT', body: { value: false } });
    await first.close();

    const second = await start({ dbPath });
    expect((await call(`${second.coreUrl}/items/${String(item['id'])}`)).body).toEqual(item);
    const replay = await call(`${second.coreUrl}/items`, { method: 'POST', body: iphone, headers: { 'idempotency-key': 'k-restart' } });
    expect(replay).toMatchObject({ status: 200, body: item });
    const submission = await call(`${second.submissionUrl}/submissions/${String(item['id'])}`);
    expect(submission.body).toMatchObject({ status: 'open', answers: [{ question_id: 'powers_on', value: false }] });
  });

  it('answers problems for unknown routes, wrong methods, bad JSON and unknown ids', async () => {
    const sim = await start();
    expect((await call(`${sim.coreUrl}/nowhere`)).status).toBe(404);
    const wrongMethod = await call(`${sim.coreUrl}/items`);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
    const badJson = await fetch(`${sim.coreUrl}/items`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"product_id":' });
    expect(badJson.status).toBe(400);
    expect((await call(`${sim.coreUrl}/catalog/products/apple-iphone-99`)).body).toEqual({
      type: '/problems/not-found',
      title: 'Not found',
      status: 404,
      detail: 'No product with id apple-iphone-99.',
    });
  });
});
